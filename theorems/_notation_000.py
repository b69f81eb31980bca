"""Notation of 000_da7a9c08a271989b.txt (§6.1, sinusoidal positional encoding), as the document itself
defines it.

Claims citing 000 formalise its sentences under these definitions.  The document gives ω_m two
meanings: (6.1.2) defines the ANGULAR FREQUENCY ω_m = 10000^{-2m/d_model} (entering as sin(ω_m·i)),
and the line after (6.1.8) redefines ω_m = 10000^{2m/d_model}, the PERIOD PARAMETER (entering as
i/ω_m), which (6.1.8)–(6.1.10), §6.1.2 (cos(Δ/ω_m)), §6.1.4 (频率参数ω_m) and (6.1.17)–(6.1.19) use.
The redefinition is itself a notation slip (omega_after_6_1_8_is_the_angular_frequency_of_6_1_2);
the formulas after it are read with the local meaning, as the document writes them.
"""
from suite import Notation, Symbol

DOC = "000_da7a9c08a271989b.txt"

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
