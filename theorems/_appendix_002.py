"""Statements of 002_3d0c6d33c4aad084.txt that are not checkable mathematics."""
from suite import Uncheckable

D = "002_3d0c6d33c4aad084.txt"

ENTRIES = [
    Uncheckable(D, "§一 intro", "在Transformer原始论文《Attention is All You Need》中，作者使用了固定的**正余弦位置编码**Sinusoidal PE来为模型引入位置信息",
                "History / attribution."),
    Uncheckable(D, "§一 intro", "其核心思想是利用不同频率的正弦波和余弦波对每个位置进行编码",
                "Informal description of the definition that follows (the formula is cited as a definition)."),
    Uncheckable(D, "§二", "正余弦位置编码不需要学习参数，节省了计算资源和存储空间",
                "Resource claim (no parameters is true by construction; savings are not mathematics)."),
    Uncheckable(D, "§二", "两者的组合能够平滑过渡，适合建模序列中的位置关系，并捕捉token之间的相对位置差异",
                "Qualitative / modelling opinion."),
    Uncheckable(D, "§二", "下面来推导一下这个结论",
                "Announces the derivation that follows; no statement of its own (the steps of the derivation are checked in "
                "denominator_grows_geometrically_in_pair_index_so_phase_decreases, per_step_change_decreases_with_pair_index, "
                "adjacent_code_difference_shrinks_as_position_grows and denominator_grows_as_powers_of_2)."),
    Uncheckable(D, "§二", "直到这些位置的编码几乎趋于相同",
                "Qualitative. Quantitatively, adjacent codes of high pairs differ by 2 sin(w_i/2) ~ w_i (about 1e-4 for the last "
                "pair at d = 512) at every position — see per_step_change_decreases_with_pair_index."),
    Uncheckable(D, "§二 (after the plot)", "这种细微的变化难以被模型感知", "Claim about model perception (empirical)."),
    Uncheckable(D, "§三", "正余弦位置编码的最大缺陷在于，它只能提供绝对位置信息",
                "Category label: 'absolute position information' = one code per position added to the embedding, which the "
                "model must learn to turn into relative information, as the next sentence explains; the sentence states no "
                "quantity. (The relative structure the code does carry, p_{pos+k} = R(k) p_pos, is proved in "
                "shifted_pair_equals_fixed_matrix_times_unshifted_pair.)"),
    Uncheckable(D, "§三", "在推理中，Attention模块计算的是Q和K的点积，而PE是直接加到embedding上，这使得**模型要学习如何将绝对位置转换为相对位置信息**，增加了学习负担",
                "Architecture description and a claim about learning burden (empirical)."),
    Uncheckable(D, "§三", "如 GPT-2训练长度为1024，推理输入4096",
                "Factual note, not mathematics: GPT-2 uses learned absolute position embeddings (context 1024), not the "
                "sinusoidal code, so it is not an example of this encoding. The mathematical parts of the sentence are checked "
                "in encoding_values_change_more_violently_at_long_inputs (数值变化剧烈) and "
                "phase_pos_over_div_term_is_the_frequency_of_dimension_i (频率极高)."),
    Uncheckable(D, "§三", "模型之前没有见过这些位置模式，导致性能下降", "Empirical claim about model performance."),
    Uncheckable(D, "§三", "为了应对这些问题，旋转位置编码(RoPE)被提出", "History."),
    Uncheckable(D, "§三", "RoPE继承了正余弦位置编码的远程衰减特性",
                "Vague: 远程衰减 was defined in §二 for the sinusoidal code (one fixed vector per position: low-i elements "
                "change fast between adjacent tokens, high-i ones slowly). For RoPE the change of pair i of a rotated vector x "
                "between adjacent positions is 2 sin(θ_i/2)·‖x_i‖, which depends on the vector x, and the sentence does not say "
                "for which vectors it is meant."),
    Uncheckable(D, "§三", "并保持了良好的可微性与推理效率，且通过周期性的旋转可以平滑外推到任意序列长度",
                "Engineering/empirical claims (differentiability is trivially true; 'smooth extrapolation to any length' is "
                "empirical and disputed in practice)."),
    Uncheckable(D, "§三 summary", "从而提升了Transformer模型对长序列中相对位置变化的敏感性和结构建模能力",
                "Empirical claim about model capability."),
]
