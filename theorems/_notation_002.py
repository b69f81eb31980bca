"""Notation of 002_3d0c6d33c4aad084.txt, as the document defines it (claims citing 002 read its sentences
under these definitions)."""
from suite import Notation, Symbol

D = "002_3d0c6d33c4aad084.txt"

NOTATION = Notation(D, symbols=(
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
           "inputs) use the word for the phase pos·ω_i instead (the slip phase_pos_over_div_term_is_the_frequency_of_dimension_i)",
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
           "(0..63 for d_model = 128). The text after the plot writes 'i=64' for this column index (the slip "
           "plot_text_pair_index_i_64_is_valid_for_d_model_128)",
           "python code block 2", "plt.plot(np.arange(seq_len), pe[:, i], label=f'i={i}')"),
    Symbol("RoPE",
           "旋转位置编码 (rotary position encoding), named in §三 as the method proposed to address the sinusoidal code's "
           "defects: it turns the absolute position into a rotation of the query and the key ('通过将绝对位置编码转化为query和"
           "key的旋转操作'), instead of adding a code to the embedding; the document gives no formula (the next article "
           "will). §二 writes 'RoPE' where the sinusoidal code is meant (the slip "
           "rope_rotated_vectors_change_faster_in_low_than_in_high_dimensions)",
           "§三", "通过将绝对位置编码转化为query和key的旋转操作"),
    Symbol("seq_len / seq_length", "the sequence length (number of positions)", "§二, last paragraph", "seq_length较大"),
))
