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
           "in §二 the word 'frequency' names the phase pos/10000^(2i/d_model) of dimension i (not 1/10000^(2i/d_model)); §三 "
           "uses it in the same sense",
           "§二, after the repeated formula", r"每个维度的频率$\frac{pos}{10000^{2i/d_{\text{model}}}}$"),
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
           "the loop variable of the plot, i ∈ {0, 32, 64} with d_model = 128: a column index of pe (pe[:, i]), i.e. the sine "
           "columns of pairs 0, 16, 32 with frequencies 1, 1/10, 1/100; the text after the plot ('i=0', 'i=64') refers to "
           "these legend labels",
           "python code block 2", "plt.plot(np.arange(seq_len), pe[:, i], label=f'i={i}')"),
    Symbol("seq_len / seq_length", "the sequence length (number of positions)", "§二, last paragraph", "seq_length较大"),
))
