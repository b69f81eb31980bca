"""Statements of 001_8a5acf2bc849a6e4.txt that are not checkable mathematics."""
from suite import Uncheckable

D = "001_8a5acf2bc849a6e4.txt"

ENTRIES = [
    Uncheckable(D, "title paragraph", "这就意味着位置编码中蕴涵着单词之间的距离信息",
                "Interpretation. The mathematical content (the code at pos+k is a fixed linear image of the code at pos) is "
                "checked in shifted_pair_equals_fixed_matrix_times_unshifted_pair."),
    Uncheckable(D, "intro", "理解这个问题的关键在于**三角函数的和角公式**",
                "Didactic framing; the angle-sum formulas themselves are checked in "
                "angle_sum_identities_for_sine_and_cosine_hold."),
    Uncheckable(D, "§5.1", "这意味着：**模型可以学习到相对位置关系**，而不仅仅是绝对位置。",
                "Claim about what a trained model can learn (empirical); the linear shift structure behind it is proved in "
                "pair_shift_coefficients_depend_only_on_offset_and_pair_index."),
    Uncheckable(D, "§7", "1. **相对位置模式**：如\"动词后面常跟名词\"（距离1）",
                "Linguistic/empirical example of what attention may learn."),
    Uncheckable(D, "§7", "2. **句法结构**：如主谓一致（固定距离关系）", "Linguistic/empirical example."),
    Uncheckable(D, "§7", "3. **局部依赖**：相邻词有强关联", "Linguistic/empirical statement."),
    Uncheckable(D, "§8 table", "| **外推性** | ✅ 好（可计算任意位置） | ❌ 差（只训练过固定长度） |",
                "Comparison of extrapolation quality between two kinds of encoding (empirical). Its mathematical fragment "
                "'可计算任意位置' (the formula can be computed at every position) is checked in "
                "encoding_is_defined_and_bounded_at_every_position."),
    Uncheckable(D, "§8 table", "| **相对位置** | ✅ 内置（三角公式） | ❌ 需要显式学习 |",
                "Qualitative comparison; the built-in relative structure of the sinusoidal code is proved in "
                "shifted_pair_equals_fixed_matrix_times_unshifted_pair; the learnable column is empirical."),
    Uncheckable(D, "§8 table", "| **距离信息** | ✅ 明确编码 | ❌ 隐含在参数中 |", "Qualitative comparison (opinion)."),
    Uncheckable(D, "§8 table", "| **长序列** | ✅ 支持（周期性） | ❌ 可能过拟合 |",
                "Opinion/empirical. Note: each sin/cos component is periodic in pos, but the whole code of integer positions "
                "is not periodic (pair 0 alone, w_0 = 1, never repeats at integer positions because pi is irrational; "
                "see the lead's integer_positions_never_share_a_code); 'periodicity' is therefore not a reason "
                "the code distinguishes long sequences. Not flagged: a table cell of opinions."),
    Uncheckable(D, "§9", "RoPE 直接将这个思想扩展到复数域", "Historical/conceptual description of RoPE."),
    Uncheckable(D, "summary", "3. **模型可以学习到\"距离为k的两个词之间的关系\"**", "Claim about learnability (empirical)."),
    Uncheckable(D, "summary", "4. **这种编码具有外推性**，可以处理比训练时更长的序列",
                "Empirical claim about extrapolation; the formula is defined for every position, but whether a model handles "
                "longer sequences is not mathematics."),
    Uncheckable(D, "summary", "这正是为什么原始 Transformer 论文说这种编码可以让模型\"轻松学习到相对位置信息\"",
                "Historical attribution to the Transformer paper."),
    Uncheckable(D, "summary", "后续的 RoPE、ALiBi 等位置编码方法都是基于类似的洞见发展而来", "History of the field."),
]
