"""000_da7a9c08a271989b.txt: the document's notation and its statements that are not checkable mathematics.

Notation. Notation of 000_da7a9c08a271989b.txt (§6.1, sinusoidal positional encoding), as the document itself
defines it.

Claims citing 000 formalise its sentences under these definitions.  The document gives ω_m two
meanings: (6.1.2) defines the ANGULAR FREQUENCY ω_m = 10000^{-2m/d_model} (entering as sin(ω_m·i)),
and the line after (6.1.8) redefines ω_m = 10000^{2m/d_model}, the PERIOD PARAMETER (entering as
i/ω_m), which (6.1.8)–(6.1.10), §6.1.2 (cos(Δ/ω_m)), §6.1.4 (频率参数ω_m) and (6.1.17)–(6.1.19) use.
The redefinition is itself a notation slip (not_omega_after_6_1_8_is_the_angular_frequency_of);
the formulas after it are read with the local meaning, as the document writes them.

Not checkable. Statements of 000_da7a9c08a271989b.txt that are not mathematics (history, design goals, interpretation,
empirical claims about training or performance).
"""
from suite import Notation, Symbol, Uncheckable

DOC = '000_da7a9c08a271989b.txt'

NOTATION = Notation(DOC, symbols=(
    Symbol("p_i",
           "the code of position i, p_i ∈ R^{d_model}, with entries p_{i,2m} = sin(i/10000^{2m/d_model}) and "
           "p_{i,2m+1} = cos(i/10000^{2m/d_model}) (6.1.1)",
           "(6.1.1)",
           r"位置$i$的编码向量$p_i \in \mathbb{R}^{d_{\text{model}}}$定义为"),
    Symbol("(p_{i,2m}, p_{i,2m+1})",
           "pair m of the code, in the order (sin, cos): the even entry 2m holds the sine, the odd entry 2m+1 the "
           "cosine of the same phase",
           "§6.1.1, after (6.1.1)",
           r"编码向量的偶数维度（索引为$2m$）由正弦函数给出，奇数维度（索引为$2m+1$）由余弦函数给出"),
    Symbol("i",
           "the position index, an integer i ∈ {0, 1, ..., n−1} (0- or 1-based depending on the implementation)",
           "§6.1.1, after (6.1.1)",
           r"$i \in \{0, 1, 2, \ldots, n-1\}$表示序列中的位置索引"),
    Symbol("n",
           "the sequence length",
           "§6.1.1, before (6.1.1)",
           r"设序列长度为$n$"),
    Symbol("d_model",
           "the embedding dimension (even); §6.1.1's first sentence and §6.1.5 write d for it",
           "§6.1.1, before (6.1.1)",
           r"嵌入维度为$d_{\text{model}}$"),
    Symbol("m",
           "the pair ('dimension') index m ∈ {0, 1, ..., d_model/2 − 1}; the text's 低维度 / 高维度 are small / large m",
           "§6.1.1, after (6.1.1)",
           r"$m \in \{0, 1, 2, \ldots, d_{\text{model}}/2 - 1\}$表示维度索引"),
    Symbol("10000",
           "the constant base of (6.1.1) (the text also calls it 基准频率)",
           "§6.1.1, after (6.1.1)",
           r"$10000$是一个经验性选择的常数基准"),
    Symbol("ω_m",
           "(6.1.2): the angular frequency ω_m = 1/10000^{2m/d_model} = 10000^{−2m/d_model}, so that "
           "p_i = [sin(ω_0 i), cos(ω_0 i), ..., sin(ω_{d_model/2−1} i), cos(ω_{d_model/2−1} i)]^T (6.1.3); §6.1.1 "
           "restates it as 指数频率分布 ω_m = 10000^{−2m/d_model}",
           "(6.1.2)",
           r"\omega_m = \frac{1}{10000^{2m/d_{\text{model}}}} \tag{6.1.2}"),
    Symbol("ω_m (from (6.1.8) on)",
           "the line after (6.1.8) redefines ω_m = 10000^{2m/d_model}, the period parameter (the reciprocal of "
           "(6.1.2)), entering as i/ω_m; used in (6.1.8)–(6.1.10), §6.1.2 (cos(Δ/ω_m)), §6.1.4 (频率参数ω_m) and "
           "(6.1.17)–(6.1.19)",
           "(6.1.8), line after it",
           r"其中，$\omega_m = 10000^{2m/d_{\text{model}}}$"),
    Symbol("k",
           "the coordinate index of a code, k ∈ {0, 1, ..., d_model − 1} (as opposed to the pair index m), in "
           "p_{i,k} = p_{j,k} before (6.1.5) and in (6.1.10) Σ_{k=0}^{d_model−1} p_{i,k}^2; reused locally in §6.1.2 "
           "(更简单的不等式分析) for an arbitrary integer, 2kπ（k为整数）, and §6.1.3 writes k_j for key vectors",
           "§6.1.2, before (6.1.5); (6.1.10)",
           r"对于所有维度$k \in \{0, 1, \ldots, d_{\text{model}}-1\}$"),
    Symbol("Δθ",
           "the phase difference of pair m, Δθ = |i − j|/10000^{2m/d_model}",
           "§6.1.2, 更简单的不等式分析",
           r"相位差$\Delta\theta = \frac{|i - j|}{10000^{2m/d_{\text{model}}}}$"),
    Symbol("Δ",
           "the position difference Δ = i − j",
           "§6.1.2, after (6.1.9); §6.1.4",
           r"只依赖于位置差$\Delta = i - j$"),
    Symbol("X, P, X_pos",
           "X ∈ R^{n×d_model} the content embeddings (row X_i for position i), P ∈ R^{n×d_model} the position "
           "codes (row P_i = p_i), X_pos = X + P",
           "(6.1.4)",
           r"X_{\text{pos}} = X + P \tag{6.1.4}"),
    Symbol("Q, K, V, W_Q, W_K, W_V",
           "Q = (X + P)W_Q, K = (X + P)W_K, V = (X + P)W_V with learnable projection matrices W_Q, W_K, W_V",
           "(6.1.11)",
           r"Q = (X + P)W_Q, \quad K = (X + P)W_K, \quad V = (X + P)W_V \tag{6.1.11}"),
    Symbol("S, d_k",
           "the score matrix S = QK^T/√d_k (d_k is not defined in the text; the key dimension)",
           "(6.1.12)",
           r"S = \frac{QK^T}{\sqrt{d_k}}"),
    Symbol("Q_P, K_P",
           "the position projections Q_P = PW_Q, K_P = PW_K",
           "(6.1.14)",
           r"Q_P = PW_Q, \quad K_P = PW_K \tag{6.1.14}"),
    Symbol("q_i^X, q_i^P, k_j^X, k_j^P",
           "q_i^X = X_i W_Q (content query), q_i^P = P_i W_Q (position query), k_j^X = X_j W_K (content key), "
           "k_j^P = P_j W_K (position key)",
           "after (6.1.15)",
           r"$q_i^{X} = X_i W_Q$是位置$i$的内容Query"),
    Symbol("S^masked",
           "the causally masked scores: S_ij for j ≤ i, −∞ for j > i",
           "(6.1.16)",
           r"-\infty & \text{if } j > i"),
    Symbol("P (learned), n_max",
           "the learned position table P ∈ R^{n_max × d} (d = d_model), n_max the longest trained length",
           "§6.1.5",
           r"$P \in \mathbb{R}^{n_{\max} \times d}$"),
    Symbol("f",
           "an absolute encoding is a map f from positions to vectors, p_i = f(i)",
           "§6.1.5",
           r"绝对位置编码的数学形式为：$p_i = f(i)$"),
    Symbol("g",
           "a relative encoding makes the score a function g of the query, the key and the offset: S_ij = g(q_i, k_j, i − j)",
           "§6.1.5",
           r"$S_{ij} = g(q_i, k_j, i - j)$"),
))

NOT_CHECKABLE = [
    Uncheckable(DOC, "§6.1, introduction", "循环神经网络（RNN）通过其递归结构隐式地携带了位置信息",
                "Description of RNNs (background), not a statement about the encoding."),
    Uncheckable(DOC, "§6.1, introduction", "信息必须沿着序列逐步传递，导致长程依赖难以建模，且计算难以并行化",
                "Empirical/architectural remark about RNN training."),
    Uncheckable(DOC, "§6.1, introduction", "注意力机制允许序列中任意两个位置之间直接建立联系，实现了真正的并行计算",
                "Architectural description."),
    Uncheckable(DOC, "§6.1, introduction", "位置编码的设计需要满足几个基本的数学要求",
                "List of design goals (uniqueness, distinguishability, generalisation, compatibility, efficiency); the "
                "uniqueness goal is checked by the lead's integer_positions_never_share_a_code, the others are desiderata."),
    Uncheckable(DOC, "§6.1, introduction", "是Transformer原始论文《Attention Is All You Need》中提出的位置编码方案",
                "History."),
    Uncheckable(DOC, "§6.1.1, after (6.1.1)", "$10000$是一个经验性选择的常数基准",
                "Statement about how the constant was chosen (empirical)."),
    Uncheckable(DOC, "§6.1.1, reasons for addition", "保留了内容编码和位置编码的相对重要性，由后续的线性变换自动学习",
                "Interpretation of what training learns ('relative importance'); not a precise mathematical claim. The "
                "shape and linearity facts of the same paragraph are sum_keeps_the_embedding_dimension_and_is_linear."),
    Uncheckable(DOC, "§6.1.1, after the reasons for addition", "位置编码的生成是确定性的，不参与梯度更新",
                "Implementation fact about the original Transformer (the table is fixed, not trained)."),
    Uncheckable(DOC, "§6.1.1, after the reasons for addition", "后续的研究表明，可学习的位置编码在某些场景下能够取得更好的性能",
                "Empirical claim about published experiments."),
    Uncheckable(DOC, "§6.1.1, choice of the base 10000 (第二)", "足够\"平滑\"，使得不同维度之间的频率跨度合理",
                r"Qualitative judgement ('smooth', 'reasonable span'); the value $\ln 10000 \approx 9.21$ is checked "
                r"in ln_10000_rounds_to_9_21."),
    Uncheckable(DOC, "§6.1.1, choice of the base 10000 (第三)", "这个值是通过实验调优确定的，在机器翻译等基准任务上表现良好",
                "Empirical/historical claim."),
    Uncheckable(DOC, "§6.1.1, design of the frequencies", "这种多尺度的编码类似于小波变换（Wavelet Transform）的思想",
                "Analogy, not a precise statement."),
    Uncheckable(DOC, "§6.1.2, after (6.1.9)", "这种几何结构使得注意力机制能够自然地学习到与位置距离相关的注意力模式，距离近的位置倾向于有更高的注意力权重",
                "Claim about what a trained attention layer learns (depends on learned $W_Q$, $W_K$)."),
    Uncheckable(DOC, "§6.1.2, last paragraph", "这种均匀分布确保了不同位置之间的区分性，同时也使得位置信息能够在后续的线性变换中被有效利用",
                "Rationale about what later linear maps can use ('有效利用'), not a precise statement; its premise, "
                "uniformity on the sphere, is the subject of not_codes_fill_the_sphere_uniformly, and distinctness itself is "
                "integer_positions_never_share_a_code."),
    Uncheckable(DOC, "(6.1.13), paragraph after it", "编码\"什么内容出现在什么位置\"的信息",
                "Interpretation of the second term; the algebra is checked in score_matrix_expands_into_four_terms."),
    Uncheckable(DOC, "(6.1.13), paragraph after it", "编码位置之间的几何关系",
                "Interpretation of the fourth term; that it involves only $P$ (no $X$) is "
                "score_matrix_expands_into_four_terms."),
    Uncheckable(DOC, "(6.1.13), paragraph after it", "使得模型能够学习内容相关的依赖（第一项）、位置相关的依赖（第四项）、以及内容与位置的交互（第二、三项）",
                "Claim about what the model learns."),
    Uncheckable(DOC, "(6.1.15), second paragraph after it", "对于相同的输入序列（相同的内容嵌入），不同的位置编码会导致不同的注意力分布",
                r"Informal 'can lead to' statement about how attention responds to $P$; how much it does depends on "
                r"the learned projections (with $W_Q = W_K = I$ the position-position term is $p_i \cdot p_j$, with "
                r"$W_Q = 0$ the scores do not involve $P$), and the sentence names no condition, so no precise claim "
                r"is made."),
    Uncheckable(DOC, "(6.1.15), second paragraph after it", "这种\"位置独立性\"使得位置信息能够被有效学习和泛化",
                "Claim about learning and generalisation."),
    Uncheckable(DOC, "(6.1.15), paragraph after it", "使得模型能够学习位置与内容之间的复杂交互关系",
                "Interpretation about optimisation (what the model can learn); the shared projections themselves are "
                "score_entry_is_sum_of_four_projected_dot_products."),
    Uncheckable(DOC, "(6.1.16), paragraph after it", "位置编码本身不参与掩码操作，其值保持不变。这种方式下，位置编码仍然提供了绝对位置信息",
                "Description of an implementation choice."),
    Uncheckable(DOC, "(6.1.16), second way of masking", "这种方式进一步确保了被掩码位置的信息完全不会泄露",
                r"Implementation description. Note: with $-\infty$ masking the masked weights are already exactly 0 "
                r"(masked_scores_get_zero_softmax_weight), so zeroing their encodings adds no mathematical guarantee."),
    Uncheckable(DOC, "§6.1.4, after the codes", "这些值随位置变化显著",
                "Qualitative; the values themselves are checked in sin_and_cos_of_1_and_2_round_as_stated."),
    Uncheckable(DOC, "§6.1.4, after the codes", "在实际应用中，维度通常较大（如$d_{\\text{model}} = 512$或4096）",
                "Statement about practice."),
    Uncheckable(DOC, "§6.1.4, PCA paragraph", "编码向量在二维投影空间中形成螺旋或圆形分布，随着位置增加，编码点沿螺旋轨迹移动",
                "Description of a PCA plot; its shape depends on the chosen $n$, $d$ and base and is not stated "
                "precisely."),
    Uncheckable(DOC, "§6.1.4, time-series view", "这种多尺度的波动模式是位置编码的核心特征",
                "Opinion."),
    Uncheckable(DOC, "§6.1.5", "可学习编码可以学习任意复杂的位置表示模式，理论上比正弦编码更灵活",
                r"Informal comparison of model classes (a free $n_{\max} \times d$ table can represent any table, "
                r"including the sinusoidal one restricted to $n_{\max}$ positions); no precise claim."),
    Uncheckable(DOC, "§6.1.5", "正弦编码的优势在于可以处理任意长度的序列（因为公式定义在所有整数上），具有天然的\"长度外推\"能力",
                "That the formula is defined for every integer is immediate from (6.1.1); 'length extrapolation' is an empirical property."),
    Uncheckable(DOC, "§6.1.5", "可学习编码只能处理训练时见过的长度",
                r"Property of a design (a table has $n_{\max}$ rows) and of training practice."),
    Uncheckable(DOC, "§6.1.5", "正弦编码没有可训练参数，参数效率为100%",
                "Rhetorical; 'no trainable parameters' is a design fact."),
    Uncheckable(DOC, "§6.1.5", "正弦编码隐含了\"位置可以通过不同频率的正弦波表示\"的先验",
                "Interpretation (inductive bias)."),
    Uncheckable(DOC, "§6.1.5", "实验结果表明，正弦编码和可学习编码在不同任务和场景下各有优势",
                "Empirical."),
    Uncheckable(DOC, "§6.1.5", "对于需要长度外推的任务（如长文本生成），正弦编码或其变体（如RoPE）通常表现更好",
                "Empirical."),
    Uncheckable(DOC, "§6.1.5", "绝对位置编码的优点：实现简单，与标准注意力框架兼容；可以处理任意位置的查询",
                "Engineering judgement."),
    Uncheckable(DOC, "§6.1.5", "绝对位置编码的缺点：难以表达相对位置信息（虽然隐含在编码中，但不直接）；外推时可能不稳定",
                "Engineering/empirical judgement."),
    Uncheckable(DOC, "§6.1.5", "相对位置编码的优点：显式编码相对位置，与位置距离的直觉一致；通常具有更好的外推性能",
                "Empirical."),
    Uncheckable(DOC, "§6.1.5", "相对位置编码的缺点：实现相对复杂，需要修改注意力计算；计算开销可能更大",
                "Engineering judgement."),
    Uncheckable(DOC, "§6.1.6", "正弦余弦位置编码以其简洁的数学形式、良好的理论性质和天然的长度外推能力，成为Transformer架构中的经典设计",
                "Opinion/history."),
]
