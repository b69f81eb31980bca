"""001_8a5acf2bc849a6e4.txt: the document's notation and its statements that are not checkable mathematics.

Notation. Notation of 001_8a5acf2bc849a6e4.txt, as the document defines it (claims citing 001 read its sentences
under these definitions).

Not checkable. Statements of 001_8a5acf2bc849a6e4.txt that are not checkable mathematics.
"""
from suite import Notation, Symbol, Uncheckable

DOC = '001_8a5acf2bc849a6e4.txt'

NOTATION = Notation(DOC, symbols=(
    Symbol("PE(pos, 2i), PE(pos, 2i+1)",
           "PE(pos, 2i) = sin(pos/10000^(2i/d)), PE(pos, 2i+1) = cos(pos/10000^(2i/d)): the even slot holds the sine and the "
           "odd slot the cosine of the same argument; each pair is ordered (sin, cos)",
           "§1", r"PE(pos, 2i) = \sin\left(\frac{pos}{10000^{2i/d}}\right)"),
    Symbol("pos", "the position (第 pos 个位置); pos+k is the later position", "§1", "第 `pos` 个位置"),
    Symbol("i",
           "the index of a dimension pair: dimensions 2i and 2i+1 (the document calls it '第 i 个维度'; §10 says "
           "'第10个维度对（实际是第20、21维）'); its range is not stated, §6 and §10 use 0 <= i <= d/2 - 1 (i = 0..255 for "
           "d = 512)",
           "§1; §10", "第 `i` 个维度的编码为"),
    Symbol("d", "the model dimension (d_model in the code)", "§1", "其中 `d` 是模型维度"),
    Symbol("α", "α = pos/10000^(2i/d), the phase of position pos in pair i", "§3", "`α = pos / 10000^{2i/d}`"),
    Symbol("β", "β = k/10000^(2i/d), the phase added by the offset k in pair i", "§3", "`β = k / 10000^{2i/d}`"),
    Symbol("k", "the offset: relative position / relative distance between pos and pos+k (相对位置 k, 相对距离 k); in §9 "
                "also the name of the key (k_pos = k·e^{iω pos})",
           "§5.1", "**相对位置 k**"),
    Symbol("shift matrix",
           "[[cos β, sin β], [−sin β, cos β]], multiplying the column (PE(pos,2i), PE(pos,2i+1))ᵀ to give "
           "(PE(pos+k,2i), PE(pos+k,2i+1))ᵀ; in the (x, y) = (sin, cos) plane it turns the phase α into α+β (the document "
           "gives no direction)",
           "§4", r"-\sin\beta & \cos\beta"),
    Symbol("β_i", "β_i = 3/10000^(2i/d): the rotation angle of pair i for the offset k = 3 (positions 10 and 13)", "§5.2",
           "$ β_i = 3 / 10000^{2i/d} $"),
    Symbol("PE_pos_k, PE_pos_even, PE_pos_odd",
           "§5.3 python code block 1, 'PE_pos_k = a * PE_pos_even + b * PE_pos_odd' under the comment 'pos+k 的编码可以由 pos 的"
           "编码线性表示': PE_pos_k is a component of the code at pos+k, PE_pos_even = PE(pos, 2i) and PE_pos_odd = PE(pos, "
           "2i+1) (as pe_pos_even = pe[pos, 2i], pe_pos_odd = pe[pos, 2i+1] in §10). The document does not say which "
           "component PE_pos_k is: for PE(pos+k, 2i) (pe_pos_k_even in §10) §3 gives a = cos β, b = sin β; for PE(pos+k, "
           "2i+1) a = −sin β, b = cos β; the claims read both",
           "§5.3 python code block 1", "PE_pos_k = a * PE_pos_even + b * PE_pos_odd"),
    Symbol("a, b",
           "the coefficients of PE_pos_k = a * PE_pos_even + b * PE_pos_odd, '常数（对固定 k 和 i 是固定的）': constants fixed "
           "for fixed offset k and pair i (a = cos β, b = sin β for the even component; a = −sin β, b = cos β for the odd "
           "one, β = k/10000^(2i/d))",
           "§5.3", "其中 a, b 是常数（对固定 k 和 i 是固定的）"),
    Symbol("ω",
           "ω = 1/10000^(2i/d), the angular frequency (radians per position) of pair i; position pos maps to the point "
           "(sin(ω·pos), cos(ω·pos)) of the unit circle and the offset k to the rotation angle ω·k",
           "§6", "$ ω = 1/10000^{2i/d} $"),
    Symbol("ω_small", "ω at i = 0 for d = 512, 1/10000^(2·0/512); the name refers to the small index i, not to the value",
           "§6 python code block 2", "ω_small = 1/10000^{2*0/512}"),
    Symbol("ω_large", "ω at i = 255 for d = 512, 1/10000^(2·255/512); the name refers to the large index i, not to the value",
           "§6 python code block 2", "ω_large = 1/10000^{2*255/512}"),
    Symbol("ContentVector, PosEncode",
           "§7's model of the attention inputs: Q_pos = ContentVector + PosEncode_pos and K_{pos+k} = ContentVector + "
           "PosEncode_{pos+k} (no projection matrices; one symbol for the content of both tokens)",
           "§7", "( ContentVector + PosEncode_{pos})"),
    Symbol("q_pos, k_pos",
           "RoPE in complex form: q_pos = q·e^{iω pos}, k_pos = k·e^{iω pos}, with q, k complex numbers, i the imaginary unit "
           "(not the pair index) and a single ω",
           "§9", r"q_{pos} = q \cdot e^{i\omega pos}"),
    Symbol("· (§9, between q_pos and k_{pos+k})",
           "the Q·K inner product (内积) of the complex numbers q_pos and k_{pos+k}, and likewise q·k; the document writes no "
           "complex conjugate and does not say which factor is conjugated (elsewhere '·' is plain multiplication: ω·pos, "
           "ω·k). As the plain product, q_pos·k_{pos+k} = q·k·e^{iω(2pos+k)}; as x·conj(y), the phase of the §9 display is "
           "e^{−iωk}; the display q_pos·k_{pos+k} = (q·k)·e^{iωk} holds as written only for conj(x)·y (the missing conjugate "
           "is a slip of notation; it is not flagged, since one standard convention makes the display exact)",
           "§9", "Q·K 内积"),
    Symbol("pos (§10 code, argument of sinusoidal_position_encoding)",
           "the number of positions (rows of pe), not a position", "§10 python code block 3",
           "def sinusoidal_position_encoding(pos, d_model=512):"),
))

NOT_CHECKABLE = [
    Uncheckable(DOC, "title paragraph", "这就意味着位置编码中蕴涵着单词之间的距离信息",
                r"Interpretation. The mathematical content (the code at $\text{pos}+k$ is a fixed linear image of the "
                r"code at $\text{pos}$) is checked in shifted_pair_equals_fixed_matrix_times_unshifted_pair."),
    Uncheckable(DOC, "intro", "理解这个问题的关键在于**三角函数的和角公式**",
                "Didactic framing; the angle-sum formulas themselves are checked in "
                "angle_sum_identities_for_sine_and_cosine_hold."),
    Uncheckable(DOC, "§5.1", "这意味着：**模型可以学习到相对位置关系**，而不仅仅是绝对位置。",
                "Claim about what a trained model can learn (empirical); the linear shift structure behind it is proved in "
                "pair_shift_coefficients_depend_only_on_offset_and_pair_index."),
    Uncheckable(DOC, "§7", "1. **相对位置模式**：如\"动词后面常跟名词\"（距离1）",
                "Linguistic/empirical example of what attention may learn."),
    Uncheckable(DOC, "§7", "2. **句法结构**：如主谓一致（固定距离关系）", "Linguistic/empirical example."),
    Uncheckable(DOC, "§7", "3. **局部依赖**：相邻词有强关联", "Linguistic/empirical statement."),
    Uncheckable(DOC, "§8 table", "| **外推性** | ✅ 好（可计算任意位置） | ❌ 差（只训练过固定长度） |",
                "Comparison of extrapolation quality between two kinds of encoding (empirical). Its mathematical fragment "
                "'可计算任意位置' (the formula can be computed at every position) is checked in "
                "encoding_is_defined_and_bounded_at_every_position."),
    Uncheckable(DOC, "§8 table", "| **相对位置** | ✅ 内置（三角公式） | ❌ 需要显式学习 |",
                "Qualitative comparison; the built-in relative structure of the sinusoidal code is proved in "
                "shifted_pair_equals_fixed_matrix_times_unshifted_pair; the learnable column is empirical."),
    Uncheckable(DOC, "§8 table", "| **距离信息** | ✅ 明确编码 | ❌ 隐含在参数中 |", "Qualitative comparison (opinion)."),
    Uncheckable(DOC, "§8 table", "❌ 可能过拟合",
                "Empirical (the learnable column). The sinusoidal cell's reason, '✅ 支持（周期性）', is judged in "
                "not_periodicity_makes_the_sinusoidal_code_support_long_sequences."),
    Uncheckable(DOC, "§9", "RoPE 直接将这个思想扩展到复数域", "Historical/conceptual description of RoPE."),
    Uncheckable(DOC, "summary", "3. **模型可以学习到\"距离为k的两个词之间的关系\"**", "Claim about learnability (empirical)."),
    Uncheckable(DOC, "summary", "4. **这种编码具有外推性**，可以处理比训练时更长的序列",
                "Empirical claim about extrapolation; the formula is defined for every position, but whether a model handles "
                "longer sequences is not mathematics."),
    Uncheckable(DOC, "summary", "这正是为什么原始 Transformer 论文说这种编码可以让模型\"轻松学习到相对位置信息\"",
                "Historical attribution to the Transformer paper."),
    Uncheckable(DOC, "summary", "后续的 RoPE、ALiBi 等位置编码方法都是基于类似的洞见发展而来", "History of the field."),
]
