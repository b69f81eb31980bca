"""004_fe5e934775abaf66.txt: the document's notation and its statements that are not checkable mathematics.

Notation. The notation of 004_fe5e934775abaf66.txt, as the document defines it.  Claims citing this
document formalise its sentences under these definitions.  Two symbols are redefined between
sections (L_max; s_{t,u}) and the letter i names a frequency pair in §正弦位置编码 but a position in
§局部性 and §掩码与填充: each section is read with its own definition, listed separately below.

Not checkable. Statements of 004_fe5e934775abaf66.txt that are not checkable mathematics (motivation,
definitions with nothing to verify, empirical claims about training or extrapolation), each with
the reason.  Checkable statements of this document are in claim modules (see the report).
"""
from suite import Notation, Symbol, Uncheckable

DOC = '004_fe5e934775abaf66.txt'

NOTATION = Notation(DOC, symbols=(
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

NOT_CHECKABLE = [
    # --- 引言 / chapter introduction ---------------------------------------------------
    Uncheckable(DOC, "§引言",
                "这个知识空白严重限制了模型在处理语言、时间序列、基因组等顺序至关重要的数据时的能力",
                "Empirical/motivational claim about model capability on data types."),
    Uncheckable(DOC, "§引言",
                "展示位置编码如何被巧妙地应用于解决真实世界中的复杂问题",
                "Chapter roadmap; no mathematical content."),
    Uncheckable(DOC, "§原理与机制, introduction",
                "“狗咬人”和“人咬狗”的含义截然不同",
                "Linguistic example (meaning of two Chinese sentences), not mathematics."),
    # --- 位置信息的必要性 -----------------------------------------------------------------
    # --- 编码位置 / learned absolute ------------------------------------------------------
    Uncheckable(DOC, "§编码位置：绝对与相对",
                "绝对位置编码为序列中的每个绝对位置（如第1位、第2位……）分配一个唯一的编码向量",
                "Definition of absolute positional encoding (for the sinusoidal table, uniqueness at integer positions is "
                "the lead's integer_positions_never_share_a_code; for a learned table it is not guaranteed, only typical)."),
    Uncheckable(DOC, "§编码位置：绝对与相对",
                "而相对位置编码则更关注于序列中两个位置之间的相对关系，例如它们之间的距离或方向",
                "Definition / design philosophy."),
    Uncheckable(DOC, "§可学习的绝对位置编码",
                r"我们可以定义一个大小为 $L_{\max} \times d$ 的位置嵌入矩阵，其中 $L_{\max}$ 是模型能处理的最大序列长度，$d$ 是模型维度。位置 $t$ 的编码就是这个矩阵的第 $t$ 行",
                r"Definition of a learned lookup table (shape $L_{\max} \times d$, row $t$ = code of position $t$); "
                r"nothing to check."),
    Uncheckable(DOC, "§可学习的绝对位置编码",
                "当需要处理比训练时更长的序列时，模型不知道如何为新的、未见过的位置（如位置 $513$）生成编码",
                "A statement about what the trained model knows (the table has no row 513); not a mathematical claim."),
    Uncheckable(DOC, "§可学习的绝对位置编码",
                "即对所有超出范围的位置重复使用最后一个已知的编码（例如，位置 $512$ 的编码）",
                r"Definition of clamping $t \mapsto \min(t, 512)$; the consequence (all positions $\ge 512$ share one "
                r"code, so their offsets are invisible) is immediate from the definition."),
    Uncheckable(DOC, "§可学习的绝对位置编码",
                "这种简单的外推策略通常效果不佳，因为模型无法理解新位置的相对关系，导致性能急剧下降",
                "Empirical claim about model performance."),
    # --- 正弦位置编码 -------------------------------------------------------------------
    Uncheckable(DOC, "§正弦位置编码",
                "为了克服可学习编码的泛化问题，最初的 Transformer 论文提出了一种基于正弦和余弦函数的确定性位置编码方案",
                "History / motivation."),
    Uncheckable(DOC, "§正弦位置编码, after the wavelength sentence",
                "使得模型可以同时关注不同尺度的位置信息",
                "Interpretive remark about what the model can attend to; the wavelengths themselves are checked in "
                "sinusoid_wavelengths_are_geometric_and_stop_short_of_base_times_2pi."),
    Uncheckable(DOC, "§正弦位置编码",
                "这种方法的一个显著优点是它可以自然地外推到任意长度的序列，因为[三角函数](@entry_id:178918)对任意实数输入都有定义",
                r"The mathematical part ($\sin$ and $\cos$ are defined for every real $t$, so $\mathrm{PE}(t)$ exists "
                r"for every position) is trivial; that this yields good extrapolation is an empirical claim about "
                r"trained models."),
    Uncheckable(DOC, "§正弦位置编码, learned projections",
                "这削弱了正弦编码的相对位置特性，从而限制了其在外推到更长序列时的性能",
                "Empirical claim about extrapolation performance (the mathematical part, the $t+u$ terms, is "
                "projected_sinusoid_score_splits_into_offset_and_position_sum_terms)."),
    # --- 显式编码相对位置 / RoPE / ALiBi ----------------------------------------------------
    Uncheckable(DOC, "§显式编码相对位置",
                "为了解决绝对位置编码中相对位置信息表达不纯粹的问题，研究者们提出了一系列直接在[自注意力](@entry_id:635960)计算中显式编码相对位置的方法",
                "History / motivation."),
    Uncheckable(DOC, "§RoPE",
                "它不通过加法将位置信息注入[词嵌入](@entry_id:633879)，而是通过旋转来修改查询（$q$）和键（$k$）向量",
                "Definition of RoPE's mechanism."),
    Uncheckable(DOC, "§RoPE, after the relative-rotation formula",
                "为模型提供了强大的长度外推能力",
                "Empirical claim about trained models. The mathematical premise (the score depends on $u - t$ only, "
                "and is unchanged by a common shift) is rope_rotations_compose_to_relative_rotation; how well a "
                "trained model extrapolates is not a mathematical statement."),
    Uncheckable(DOC, "§RoPE, frequency specialization", "每个头可以专注于不同尺度（或频率）的相对位置关系",
                "Interpretation ('可以专注' is what a head may learn). The per-head frequencies before it are the notation slip "
                "not_alpha_i_is_a_rotation_frequency_per_attention_head; that fast blocks resolve short offsets and slow "
                "ones long ones is the wavelength statement (lead's low_index_pairs_are_high_frequency); "
                "'specialisation' of heads is empirical."),
    Uncheckable(DOC, "§ALiBi",
                "它完全不修改查询和键向量，即 $q_t$ 和 $k_u$ 仅包含内容信息",
                "Definition of ALiBi (used as a hypothesis of alibi_penalty_is_linear_in_distance_and_grows_with_it)."),
    Uncheckable(DOC, "§ALiBi",
                r"这里的 $\alpha_h$ 是一个为每个[注意力头](@entry_id:637186)单独设定的、固定的（非学习的）标量斜率",
                "Definition of the ALiBi slopes."),
    Uncheckable(DOC, "§ALiBi",
                "因此它同样具有优秀的长度外推能力",
                "Empirical claim about extrapolation (the mathematical premise, dependence on $|t-u|$ only, is checked "
                "in alibi_penalty_is_linear_in_distance_and_grows_with_it)."),
    Uncheckable(DOC, "§ALiBi",
                "ALiBi 的设计理念是，局部的、邻近的信息通常更重要，它通过一个简单的线性偏置强制施加了这种局部性[归纳偏置](@entry_id:137419)",
                "Design rationale / empirical prior about data."),
    # --- 局部性 ------------------------------------------------------------------------
    Uncheckable(DOC, "§局部性",
                "它们为原本无结构的[自注意力机制](@entry_id:638063)引入了关于**局部性（locality）**的**[归纳偏置](@entry_id:137419)（inductive bias）**",
                "Interpretive framing."),
    Uncheckable(DOC, "§局部性",
                "在许多任务中，邻近的元素之间往往存在更强的关联",
                "Empirical statement about data."),
    Uncheckable(DOC, "§局部性, RBF thought experiment",
                "这表明，通过选择合适的位置编码，[自注意力](@entry_id:635960)可以模拟传统卷积网络中的局部性操作",
                "Interpretive conclusion ('模拟…局部性操作' has no definite content). Related checks: the pre-softmax scores "
                "of Gaussian-bump codes are a Gaussian kernel in $|i-j|$ up to an exponentially small factor "
                "(gaussian_bump_code_similarity_is_gaussian_up_to_exponentially_small_factor), and they decrease in "
                "$|i-j|$ when the centres cover every position "
                "(gaussian_bump_code_similarity_decreases_with_distance)."),
    Uncheckable(DOC, "§局部性",
                "实际上，大多数成功的相对位置编码方案都内在地偏好局部性",
                "Empirical survey claim."),
    Uncheckable(DOC, "§局部性, ALiBi bullet",
                "对于 **ALiBi**，这种局部性偏置是“硬”的、显式的",
                "Qualitative characterisation; the penalty's form is checked in alibi_penalty_is_linear_in_distance_and_grows_with_it."),
    # --- 掩码与填充 -----------------------------------------------------------------------
    Uncheckable(DOC, "§掩码与填充",
                "为了将不同长度的序列组合成一个矩形批次进行高效计算，通常会对较短的序列进行**填充（padding）**",
                "Engineering practice / definition."),
    Uncheckable(DOC, "§掩码与填充, leakage item 2",
                "这个向量会通过[残差连接](@entry_id:637548)和后续层继续传播，可能在更深层对模型的计算产生干扰",
                "Hedged ('可能'). Without key masks the pad's output reaches the real positions at the next layer "
                "(softmax_gives_every_finite_logit_a_positive_weight); with the key-padding mask in every layer it never "
                "does (key_padding_mask_makes_real_outputs_independent_of_padding)."),
    Uncheckable(DOC, "§掩码与填充",
                "为了确保模型行为的正确性，必须采用一套鲁棒的**掩码（masking）**策略",
                "Engineering recommendation."),
    Uncheckable(DOC, "§掩码与填充, loss-masking bullet",
                "在计算最终损失时，必须忽略模型在填充位置上的预测。例如，在语言模型中，只计算真实内容位置上的[交叉熵损失](@entry_id:141524)",
                "Definition of loss masking (the loss is a sum over real positions only); nothing to check."),
]
