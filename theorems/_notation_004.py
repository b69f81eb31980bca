"""The notation of 004_fe5e934775abaf66.txt, as the document defines it.  Claims citing this
document formalise its sentences under these definitions.  Two symbols are redefined between
sections (L_max; s_{t,u}) and the letter i names a frequency pair in §正弦位置编码 but a position in
§局部性 and §掩码与填充: each section is read with its own definition, listed separately below."""
from suite import Notation, Symbol

D = "004_fe5e934775abaf66.txt"

NOTATION = Notation(D, symbols=(
    Symbol("x, π, E, h",
           "x = (x_1, ..., x_n) the input sequence of vectors; π a permutation acting on it as π·x; E the encoder; "
           "h = (h_1, ..., h_n) = E(x) its outputs; permutation equivariance is E(π·x) = π·E(x)",
           "§位置信息的必要性 ¶2", r"$E(\pi \cdot \mathbf{x}) = \pi \cdot E(\mathbf{x})$"),
    Symbol("h_pool", "the mean of the outputs: h_pool = (1/n) sum_{i=1}^n h_i",
           "§位置信息的必要性 ¶3", r"$h_{\text{pool}} = \frac{1}{n} \sum_{i=1}^n h_i$"),
    Symbol("a, b", "two distinct vectors; the label of a sequence is 1 if a comes before b, otherwise 0",
           "§位置信息的必要性 ¶4", "其中 $a$ 和 $b$ 是不同的向量"),
    Symbol("L_max, d (learned table)",
           "L_max = the largest sequence length the model can handle; d = the model dimension; the learned position "
           "table has size L_max x d",
           "§可学习的绝对位置编码 ¶1", r"$L_{\max}$ 是模型能处理的最大序列长度，$d$ 是模型维度"),
    Symbol("t (learned table)", "a position; its code is row t of the table; positions are counted from 1 (1 to 512)",
           "§可学习的绝对位置编码 ¶1", "位置 $t$ 的编码就是这个矩阵的第 $t$ 行"),
    Symbol("PE(t)",
           "the sinusoidal code of position t in R^d: PE(t)_{2i} = sin(t / 10000^{2i/d}), PE(t)_{2i+1} = "
           "cos(t / 10000^{2i/d}); sine first in each pair, base 10000",
           "§正弦位置编码, display", r"\mathrm{PE}(t)_{2i} = \sin(t / 10000^{2i/d})"),
    Symbol("i (sinusoid)", "the pair (dimension) index, i = 0, ..., d/2 - 1",
           "§正弦位置编码", "其中 $i$ 是维度索引，从 $0$ 到 $d/2 - 1$"),
    Symbol("wavelengths", "the wavelengths 2π·10000^{2i/d} of the pairs, stated as running from 2π to 10000·2π "
           "in a geometric progression", "§正弦位置编码", r"波长从 $2\pi$ 到 $10000 \cdot 2\pi$"),
    Symbol("ω_i", "the angular frequency of pair i: ω_i = 1/10000^{2i/d}, so PE(t)_{2i} = sin(ω_i t)",
           "§正弦位置编码, after the s_{t,u} display", r"其中 $\omega_i = 1 / 10000^{2i/d}$"),
    Symbol("s_{t,u} (sinusoid)",
           "the unscaled attention score with W_Q = W_K = I: s_{t,u} = PE(t)^T PE(u) = sum_i cos(ω_i (t - u)); "
           "the offset is written t - u (query minus key)",
           "§正弦位置编码", "（即未缩放的注意力分数）"),
    Symbol("Δ", "a common shift of the query (and of the keys around it): the query at t is compared with the query "
           "at t + Δ; Δ is not an offset between query and key",
           "§正弦位置编码, translation-invariance sentence", r"一个在位置 $t+\Delta$ 的查询"),
    Symbol("W_Q, W_K", "the query and key projections; the score becomes PE(t)^T W_Q^T W_K PE(u)",
           "§正弦位置编码, last paragraph", r"注意力分数变为 $\mathrm{PE}(t)^\top W_Q^\top W_K \mathrm{PE}(u)$"),
    Symbol("θ_i, α_i, R(t) (RoPE)",
           "q and k are viewed as d/2 two-dimensional blocks; block i is rotated by the angle θ_i(t) = α_i t "
           "(α_i the rotation frequency of block i, inside every q/k vector); q_t = R(t) q~_t, k_u = R(u) k~_u; "
           "R(t)^T R(u) = R(u - t); the offset is written u - t (key minus query)",
           "§RoPE ¶2", r"旋转一个角度 $\theta_i(t) = \alpha_i t$"),
    Symbol("s_{t,u}, α_h (ALiBi)",
           "in §ALiBi s_{t,u} = q_t^T k_u / sqrt(d) - α_h |t - u| (content-only q, k; d the model dimension); α_h a "
           "fixed, not learned, scalar slope set separately for each attention head",
           "§ALiBi", "这里的 $\\alpha_h$ 是一个为每个[注意力头](@entry_id:637186)单独设定的、固定的（非学习的）标量斜率"),
    Symbol("φ_σ(t), s_{i,j}",
           "φ_σ(t) = a set of Gaussian activations of width σ centred at different positions (the centres are not "
           "specified); s_{i,j} ∝ φ_σ(i)^T φ_σ(j); here i, j are positions",
           "§局部性 ¶2", "每个编码向量 $\\phi_\\sigma(t)$ 是一组以不同位置为中心的高斯“激活”的集合"),
    Symbol("L_max (padding), j_pad, i_pad",
           "in §掩码与填充 L_max = the largest length in the batch (sequences are padded at the end up to it); j_pad a "
           "pad key position, i_pad a pad query position; i a real position",
           "§掩码与填充 ¶1", r"直到它们的长度都等于批次中的最大长度 $L_{\max}$"),
))
