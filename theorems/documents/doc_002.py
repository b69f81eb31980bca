"""002_3d0c6d33c4aad084.txt: the document's notation and its statements that are not checkable mathematics.

Notation. Notation of 002_3d0c6d33c4aad084.txt, as the document defines it (claims citing 002 read its sentences
under these definitions).

Not checkable. Statements of 002_3d0c6d33c4aad084.txt that are not checkable mathematics.
"""
from suite import Distinct, Notation, Symbol, Uncheckable

DOC = '002_3d0c6d33c4aad084.txt'

NOTATION = Notation(DOC, symbols=(
    Symbol("PE_(pos, 2i), PE_(pos, 2i+1)",
           "PE_(pos, 2i) = sin(pos/10000^(2i/d_model)), PE_(pos, 2i+1) = cos(pos/10000^(2i/d_model)): the even column 2i "
           "holds the sine and the odd column 2i+1 the cosine of the same argument; the sine comes first in each pair",
           "§一 formula (repeated in §二)",
           r"\text{PE}_{(pos, 2i)} = \sin\left(\frac{pos}{10000^{2i/d_{\text{model}}}}\right)"),
    Symbol("pos", "the position of the token in the sequence, 0-based: pos ∈ [0, 1, 2, ..., seq_len − 1]",
           "§一, after the formula", "`pos`表示 token 在序列中的位置，取值范围为[0, 1, 2, ..., seq_len-1]"),
    Symbol("第2个位置 (§一 worked example)",
           "the worked example calls pos = 2 '序列中第2个位置', counting from 0 as pos does (under the 0-based range "
           "above, pos = 2 is the third token); recorded as the document's counting, not flagged: every value computed "
           "for pos = 2 is stated for pos = 2",
           "§一 worked example", "序列中第2个位置（即`pos`=2）"),
    Symbol("i",
           "the pair index ('embedding的维度索引'), i ∈ [0, 1, ..., d_model/2 − 1], d_model/2 values; pair i occupies the "
           "even dimension 2i (sin) and the odd dimension 2i+1 (cos)",
           "§一, after the formula", r"`i`表示embedding的维度索引，范围为$[0, 1, ..., d_{model}/2 - 1]$"),
    Symbol("d_model", "the model dimension (even)", "python code block 1 docstring", "d_model -- 模型的维度"),
    Symbol("div_term_i",
           "div_term_i = 10000^(2i/d_model), the scaling factor that divides pos (the period scale, the reciprocal of the "
           "angular frequency); the code calls it 频率缩放因子",
           "§一 table", r"$\text{div\_term}_i = 10000^{2i/d_{\text{model}}}$"),
    Symbol("PE(pos, k)",
           "in the worked example the second argument is the column index k = 0..7 (not the pair index i): PE(2, 2) = "
           "sin(2/10) is the sine of pair 1",
           "§一 worked example", r"\text{PE}(2, 2) &= \sin(2/10)"),
    Symbol("频率",
           "the frequency of dimension i: §一 encodes each position with sine and cosine waves of different frequencies, one "
           "per dimension, so the frequency of dimension i is ω_i = 1/10000^(2i/d_model), the rate (per position) at which "
           "the argument pos/10000^(2i/d_model) of its sin/cos grows; the plot title 'Frequency Decrease with i' uses it in "
           "this sense (ω_i decreases in i). §二 ('每个维度的频率 pos/10000^{2i/d_model}', '频率项') and §三 ('频率极高' at long "
           "inputs) use the word for the phase pos·ω_i instead (the slip not_phase_pos_over_div_term_is_the_frequency_of_dimension_i)",
           "§一 intro", "利用不同频率的正弦波和余弦波对每个位置进行编码"),
    Symbol("分母",
           "the denominator 10000^(2i/d_model) of the phase pos/10000^(2i/d_model) in the document's formula",
           "§二 explanation", "而分母是指数级增长"),
    Symbol("Δ",
           "a difference of values: the sine element at pos = 1001 minus the sine element at pos = 1000, "
           "Δ = sin(10⁻⁴·1001) − sin(10⁻⁴·1000) (not an index offset)",
           "§二 example", r"\Delta = \sin(10^{-4} \cdot 1001) - \sin(10^{-4} \cdot 1000)"),
    Symbol("低维 / 高维", "low dimensions = small i, high dimensions = large i", "§二", "低维元素(i较小)"),
    Symbol("远程衰减",
           "defined by the clause after the colon: for each token's vector, the low-i elements change fast between adjacent "
           "tokens and the high-i elements slowly",
           "§二, paragraph 2", "正余弦位置编码具有远程衰减的特性："),
    Symbol("i (python code block 2)",
           "the loop variable of the plot code, i ∈ {0, 32, 64} with d_model = 128: a column index of pe (pe[:, i], legend "
           "'i={i}'), i.e. the sine columns of pairs 0, 16, 32 with frequencies 1, 1/10, 1/100 — not the pair index i of §一 "
           "(0..63 for d_model = 128); the legend and the text after the plot name the curves 'i=64' etc. (the reuse is "
           "flagged at the legend: not_plot_legend_label_i_64_is_a_valid_pair_index_for_d_model_128)",
           "python code block 2", "plt.plot(np.arange(seq_len), pe[:, i], label=f'i={i}')"),
    Symbol("RoPE",
           "旋转位置编码 (rotary position encoding), named in §三 as the method proposed to address the sinusoidal code's "
           "defects: it turns the absolute position into a rotation of the query and the key ('通过将绝对位置编码转化为query和"
           "key的旋转操作'), instead of adding a code to the embedding; the document gives no formula (the next article "
           "will). §二 writes 'RoPE' where the sinusoidal code is meant (the slip "
           "not_rope_rotated_vectors_change_faster_in_low_than_in_high_dimensions)",
           "§三", "通过将绝对位置编码转化为query和key的旋转操作"),
    Symbol("seq_len / seq_length", "the sequence length (number of positions)", "§二, last paragraph", "seq_length较大"),
))

NOT_CHECKABLE = [
    Uncheckable(DOC, "§一 intro", "在Transformer原始论文《Attention is All You Need》中，作者使用了固定的**正余弦位置编码**Sinusoidal PE来为模型引入位置信息",
                "History / attribution."),
    Uncheckable(DOC, "§一 intro", "其核心思想是利用不同频率的正弦波和余弦波对每个位置进行编码",
                "Informal description of the definition that follows (the formula is cited as a definition)."),
    Uncheckable(DOC, "§二", "正余弦位置编码不需要学习参数，节省了计算资源和存储空间",
                "Resource claim (no parameters is true by construction; savings are not mathematics)."),
    Uncheckable(DOC, "§二", "两者的组合能够平滑过渡，适合建模序列中的位置关系，并捕捉token之间的相对位置差异",
                "Qualitative / modelling opinion."),
    Uncheckable(DOC, "§二", "下面来推导一下这个结论",
                "Announces the derivation that follows; no statement of its own (the steps of the derivation are checked in "
                "denominator_grows_geometrically_in_pair_index_so_phase_decreases, per_step_change_decreases_with_pair_index, "
                "not_adjacent_code_difference_shrinks_as_position_grows and not_denominator_grows_as_powers_of_2)."),
    Uncheckable(DOC, "§二", "直到这些位置的编码几乎趋于相同",
                r"Qualitative. Quantitatively, adjacent codes of high pairs differ by $2\sin(\omega_i/2) \approx \omega_i$, $\omega_i = 10000^{-2i/d_{\text{model}}}$ the frequency of pair $i$ "
                r"(about $1 \cdot 10^{-4}$ for the last pair at $d = 512$) at every position — see "
                r"per_step_change_decreases_with_pair_index."),
    Uncheckable(DOC, "§二 (after the plot)", "这种细微的变化难以被模型感知", "Claim about model perception (empirical)."),
    Uncheckable(DOC, "§三", "正余弦位置编码的最大缺陷在于，它只能提供绝对位置信息",
                r"Category label: 'absolute position information' = one code per position added to the embedding, "
                r"which the model must learn to turn into relative information, as the next sentence explains; the "
                r"sentence states no quantity. (The relative structure the code does carry, $p_{\text{pos}+k} = R(k)\, "
                r"p_{\text{pos}}$, is proved in shifted_pair_equals_fixed_matrix_times_unshifted_pair.) Read "
                r"literally, 'only absolute information' would contradict §二's '捕捉token之间的相对位置差异' and that proved "
                r"structure (the dot product of two codes depends only on their offset: $d = 512$, offset 7: 187.865 "
                r"at positions 3, 100 and 5000); the next sentence shows that the document means how the code is used "
                r"(added to the embedding), so the sentence is not flagged."),
    Uncheckable(DOC, "§三", "在推理中，Attention模块计算的是Q和K的点积，而PE是直接加到embedding上，这使得**模型要学习如何将绝对位置转换为相对位置信息**，增加了学习负担",
                "Architecture description and a claim about learning burden (empirical)."),
    Uncheckable(DOC, "§三", "如 GPT-2训练长度为1024，推理输入4096",
                "Factual note, not mathematics: GPT-2 uses learned absolute position embeddings (context 1024), not the "
                "sinusoidal code, so it is not an example of this encoding. The mathematical parts of the sentence are checked "
                "in not_encoding_values_change_more_violently_at_long_inputs (数值变化剧烈) and "
                "not_phase_pos_over_div_term_is_the_frequency_of_dimension_i (频率极高)."),
    Uncheckable(DOC, "§三", "模型之前没有见过这些位置模式，导致性能下降", "Empirical claim about model performance."),
    Uncheckable(DOC, "§三", "为了应对这些问题，旋转位置编码(RoPE)被提出", "History."),
    Uncheckable(DOC, "§三", "RoPE继承了正余弦位置编码的远程衰减特性",
                r"Vague: 远程衰减 was defined in §二 for the sinusoidal code (one fixed vector per position: low-$i$ "
                r"elements change fast between adjacent tokens, high-$i$ ones slowly). For RoPE the change of pair $i$ "
                r"of a rotated vector $x$ between adjacent positions is $2\sin(\theta_i/2) \cdot \lVert x_i\rVert$ ($\theta_i = 10000^{-2i/d_{\text{model}}}$), "
                r"which depends on the vector $x$, and the sentence does not say for which vectors it is meant."),
    Uncheckable(DOC, "§三", "并保持了良好的可微性与推理效率",
                "Engineering claims (differentiability is trivially true; efficiency is not mathematics). The clause after "
                "it, extrapolation through periodic rotations, is "
                "not_periodic_rotations_make_every_position_one_seen_within_the_training_length."),
    Uncheckable(DOC, "§三 summary", "从而提升了Transformer模型对长序列中相对位置变化的敏感性和结构建模能力",
                "Empirical claim about model capability."),
]

DISTINCT = [
    Distinct(DOC, "正余弦位置编码具有远程衰减的特性", DOC, "RoPE继承了正余弦位置编码的远程衰减特性",
             "The first states the property of the sinusoidal code; the second says that RoPE has it too, a statement "
             "about RoPE."),
]
