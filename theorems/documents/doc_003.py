"""003_765fa61f779baf3a.txt: the document's notation and its statements that are not checkable mathematics.

Notation. Notation of 003_765fa61f779baf3a.txt (frequency-space analysis of sinusoidal position encoding),
as the document itself defines it, for the whole document (§6.2.1 to §6.2.7).

Claims citing 003 formalise its sentences under these definitions: ω_m is the PERIOD PARAMETER
10000^{2m/d_model} (large m, large ω_m, low frequency), f_m = 1/ω_m is the frequency (entering as
sin(i·f_m), so the period of pair m is 2π·ω_m), the pair order is (sin, cos), m = 0..d_model/2−1, and
Δ = i − j.  Where the document uses a symbol against these definitions, a refuted claim with
error_kind="notation slip" names the symbol by its `name` here.

Not checkable. Statements of 003_765fa61f779baf3a.txt (start through §6.2.3) that are not checkable mathematics here. Statements of 003_765fa61f779baf3a.txt §6.2.4-§6.2.7 that are not mathematics, or too vague to check.
"""
from suite import Notation, Symbol, Uncheckable

DOC = '003_765fa61f779baf3a.txt'

NOTATION = Notation(DOC, symbols=(
    # ---- §6.2.1 Fourier analysis ------------------------------------------------------------
    Symbol("f, T",
           "f is a periodic function of period T: f(t + T) = f(t) for all t",
           "§6.2.1 ¶1",
           r"设$f(t)$是周期为$T$的周期函数，即$f(t + T) = f(t)$对于所有$t$成立"),
    Symbol("a_n, b_n",
           "Fourier coefficients a_n = (2/T)∫_0^T f(t) cos(2πnt/T) dt, b_n = (2/T)∫_0^T f(t) sin(2πnt/T) dt",
           "(6.2.2)",
           r"傅里叶系数$a_n$和$b_n$通过以下积分计算"),
    Symbol("ω_0",
           "in §6.2.1: the fundamental ANGULAR frequency ω_0 = 2π/T (the same letter is reused in §6.2.3 as the "
           "period parameter ω_m at m = 0, ω_0 = 10000^0 = 1)",
           "§6.2.1, after (6.2.2)",
           r"基频为$\omega_0 = 2\pi/T$"),
    Symbol("ω",
           "in §6.2.1: a generic angular frequency, e^{iωt} = cos(ωt) + i sin(ωt)",
           "§6.2.1, before (6.2.3)",
           r"$e^{i\omega t} = \cos(\omega t) + i\sin(\omega t)$"),
    Symbol("c_n",
           "complex Fourier coefficient c_n = (1/T)∫_0^T f(t) e^{−i2πnt/T} dt",
           "§6.2.1, after (6.2.3)",
           r"复数系数$c_n = \frac{1}{T} \int_{0}^{T} f(t) e^{-i \frac{2\pi n t}{T}} dt$"),
    Symbol("x[n], N, X[k]",
           "a length-N sequence x[0..N−1] and its DFT X[k] = Σ_{n=0}^{N−1} x[n] e^{−i2πkn/N}, k = 0..N−1; the "
           "inverse (6.2.5) defines x[n] for every integer n, N-periodically (the letter X[k] is reused in (6.2.11) for the "
           "spectrum of the encoding, see 'X[k] (6.2.11)')",
           "(6.2.4), (6.2.5)",
           r"设离散序列$x[n] = x_0, x_1, \ldots, x_{N-1}$"),
    Symbol("y[n], h[n], Y[k], H[k]",
           "§6.2.1, convolution duality: y[n] = (x * h)[n] = Σ_m x[m] h[n − m], the convolution of x with a second "
           "sequence h; Y[k] and H[k] are the DFTs (6.2.4) of y and h (the document names them only through "
           "Y[k] = X[k]·H[k]; it gives no range for m: with x and h N-periodic as (6.2.5) makes them, the sum over one "
           "period m = 0..N−1 is the circular convolution)",
           "§6.2.1, convolution duality",
           r"设$y[n] = (x * h)[n] = \sum_{m} x[m] h[n - m]$，则$Y[k] = X[k] \cdot H[k]$"),
    Symbol("ω_k, T_k",
           "the DFT bin k has angular frequency ω_k = 2πk/N and period T_k = N/k (k ≠ 0)",
           "§6.2.1, after (6.2.5)",
           r"角频率为$\omega_k = 2\pi k/N$，周期为$T_k = N/k$"),
    # ---- the encoding -----------------------------------------------------------------------
    Symbol("n",
           "the sequence length; positions are i = 0..n−1 (n is also the harmonic index of §6.2.1 and the "
           "DFT time index of (6.2.4))",
           "§6.2.1 last ¶; (6.2.10)",
           r"序列长度$n$和嵌入维度$d_{\text{model}}$"),
    Symbol("d_model",
           "the embedding dimension (even); the document writes no bare d",
           "§6.2.1 last ¶",
           r"嵌入维度$d_{\text{model}}$"),
    Symbol("p_i",
           "the code vector of position i, p_i ∈ R^{d_model}, organised in pairs (p_{i,2m}, p_{i,2m+1})",
           "§6.2.2 ¶1",
           r"考虑位置$i$的编码向量$p_i$，将其按维度配对$(p_{i,2m}, p_{i,2m+1})$组织"),
    Symbol("p_{i+1} − p_i, p_{i+δ} − p_i, ‖p_{i+δ} − p_i‖ ((6.2.13)–(6.2.15))",
           "in (6.2.13)–(6.2.15) the document introduces p_i, p_{i+1} (p_{i+δ}) as the code vectors but writes their "
           "difference as the 2-vector of pair m, [sin((i+1)/ω_m) − sin(i/ω_m), cos((i+1)/ω_m) − cos(i/ω_m)]^T (the "
           "right-hand sides carry the free index m): there p_{i+δ} − p_i and ‖p_{i+δ} − p_i‖ denote the pair-m block "
           "((sin, cos) of pair m) of the code difference and its norm. For the full vector p_i ∈ R^{d_model}, "
           "‖p_{i+δ} − p_i‖² = 4 Σ_m sin²(δ/(2ω_m)) (code_difference_is_chord_and_bounded_by_offset)",
           "§6.2.3, (6.2.13)–(6.2.15)",
           r"考虑两个位置$i$和$i+1$的编码向量$p_i$和$p_{i+1}$。它们的差向量为："),
    Symbol("(p_{i,2m}, p_{i,2m+1})",
           "pair m of the code, in the order (sin, cos): p_{i,2m} = sin(i/ω_m), p_{i,2m+1} = cos(i/ω_m)",
           "§6.2.2, after (6.2.7)",
           r"($p_{i,2m}, p_{i,2m+1}) = (\sin(i/\omega_m), \cos(i/\omega_m))$)"),
    Symbol("ω_m",
           "the PERIOD PARAMETER of pair m: ω_m = 10000^{2m/d_model} (increasing in m; the phase of pair m is "
           "i/ω_m, so its true period is 2π·ω_m); it is not a frequency",
           "§6.2.2, after (6.2.6)",
           r"其中，$\omega_m = 10000^{2m/d_{\text{model}}}$是第$m$个频率的周期参数"),
    Symbol("m",
           "the pair index, m = 0, 1, ..., d_model/2 − 1 (§6.2.1 and §6.2.6 also use m for a DFT shift)",
           "(6.2.22)",
           r"m = 0, 1, \ldots, d_{\text{model}}/2 - 1"),
    Symbol("i",
           "the integer position; the same letter is the imaginary unit i = √−1 in §6.2.1 (e^{iωt}, (6.2.3)–(6.2.5), the "
           "shift factor e^{−i2πkm/N}), in (6.2.6)–(6.2.8), before (6.2.10) (\"c_{i,m} = e^{−i/ω_m}\", where one letter i "
           "stands for the imaginary unit and the position factor is dropped: a slip, see "
           "not_complex_sequence_of_pair_m_equals_e_to_the_minus_i_over_omega), in §6.2.4 (e^{iθ_{i,m}}), in (6.2.22)–(6.2.31) "
           "and in §6.2.6 (X[k] e^{i2πkm/N})",
           "after (6.2.22)",
           r"其中，$i = \sqrt{-1}$是虚数单位"),
    Symbol("c_{i,m}",
           "§6.2.2: first defined as c_{i,m} = p_{i,2m} + i·p_{i,2m+1} (6.2.6), then redefined as "
           "c_{i,m} = cos(i/ω_m) − i sin(i/ω_m) = e^{−i·i/ω_m} (6.2.8), the meaning used afterwards (Re c_{i,m} = "
           "cos(i/ω_m), Im c_{i,m} = −sin(i/ω_m) before (6.2.10)); the formula \"c_{i,m} = e^{−i/ω_m}\" written before "
           "(6.2.10) drops the position factor and is a slip, not a definition",
           "(6.2.6); (6.2.8)",
           r"c_{i,m} = \cos\left(\frac{i}{\omega_m}\right) - i \sin\left(\frac{i}{\omega_m}\right) = e^{-i \frac{i}{\omega_m}}"),
    Symbol("X[k] (6.2.11)",
           "(6.2.11) reuses the letter X[k] for the spectrum of the whole encoding, X[k] = Σ_{m=0}^{d_model/2−1} δ(k − k_m) "
           "(impulses at the indices k_m of the frequencies ω_m^{−1}); it is not the DFT (6.2.4) of the x[n] of §6.2.1",
           "(6.2.11)",
           r"位置编码的频谱可以表示为冲激函数的叠加"),
    Symbol("k_m, δ(·)",
           "k_m is the DFT index of the frequency ω_m^{−1}; δ(·) is the Kronecker (discrete) or Dirac "
           "(continuous) delta",
           "after (6.2.11)",
           r"$k_m$是与频率$\omega_m^{-1}$对应的频率索引"),
    Symbol("f_m",
           "the frequency of pair m: f_m = 1/ω_m = 10000^{−2m/d_model} (decreasing in m; it enters as "
           "sin(i·f_m), an angular frequency in radians per position, so the period is 2π/f_m)",
           "§6.2.2 before (6.2.12); after (6.2.18)",
           r"考虑频率$f_m = 1/\omega_m = 10000^{-2m/d_{\text{model}}}$"),
    # ---- §6.2.3 ------------------------------------------------------------------------------
    Symbol("θ_m(i)",
           "the rotation angle of pair m at position i, θ_m(i) = i/ω_m (the document calls it the angular "
           "velocity; the angle advances by 1/ω_m per position)",
           "§6.2.3 ¶1",
           r"其角速度为$\theta_m(i) = i / \omega_m$"),
    Symbol("Δθ",
           "the rotation angle per position step, Δθ = 1/ω_m",
           "§6.2.3, after (6.2.13)",
           r"$\Delta\theta = 1/\omega_m \ll 1$"),
    Symbol("δ",
           "a small integer position offset: positions i and i + δ",
           "§6.2.3, before (6.2.14)",
           r"考虑位置$i$和$i + \delta$（$\delta$是小的距离差）"),
    Symbol("f_max, f_min",
           "the highest frequency f_max = 1/ω_0 = 1 and the lowest f_min = 1/ω_{d_model/2−1}",
           "§6.2.3, range ¶",
           r"对于最低频率成分$f_{\min} = 1/\omega_{d_{\text{model}}/2-1}"),
    Symbol("Δf",
           "the frequency resolution needed to represent n positions uniquely, stated as Δf = 1/n",
           "§6.2.3, before (6.2.16)",
           r"最小频率间隔（频率分辨率）为$\Delta f = 1/n$"),
    Symbol("Δf_m",
           "the gap between adjacent frequencies of the encoding, written Δf_m = f_m − f_{m−1}",
           "(6.2.16)",
           r"\Delta f_m = f_m - f_{m-1}"),
    # ---- §6.2.4 to the end -------------------------------------------------------------------
    Symbol("Δ",
           "the relative position Δ = i − j (of the dot product p_i·p_j)",
           "§6.2.4 opening; repeated in §6.2.7",
           r"只依赖于相对位置$\Delta = i - j$"),
    Symbol("θ_{i,m}",
           "§6.2.4: the phase of pair m at position i, θ_{i,m} = i/ω_m = i·f_m (§6.2.5 reuses the name for the "
           "argument of c_i[m], −i/ω_m)",
           "§6.2.4 phase ¶",
           r"其中$\theta_{i,m} = i / \omega_m = i \cdot f_m$是第$m$个频率成分在位置$i$处的相位"),
    Symbol("θ_{i,m} (§6.2.5)",
           "§6.2.5: the argument of c_i[m], θ_{i,m} = −i/ω_m",
           "§6.2.5, after (6.2.27)",
           r"其辐角为$\theta_{i,m} = -i / \omega_m$"),
    Symbol("Δθ_m",
           "§6.2.4: the phase difference of two positions, Δθ_m = θ_{j,m} − θ_{i,m}",
           "§6.2.4 phase-difference ¶",
           r"$\Delta\theta_m = \theta_{j,m} - \theta_{i,m}"),
    Symbol("Δθ_m (§6.2.5)",
           "§6.2.5: the change of the argument of c_i[m] per position step, Δθ_m = −1/ω_m",
           "§6.2.5, after (6.2.27)",
           r"辐角增加$\Delta\theta_m = -1/\omega_m$"),
    Symbol("α_i",
           "the coefficients of a supposed linear relation Σ_i α_i p_i = 0",
           "before (6.2.19)",
           r"假设存在非零系数$\alpha_i$使得"),
    Symbol("c_i",
           "the complex code vector of position i, c_i ∈ C^{d_model/2}",
           "§6.2.5, before (6.2.22)",
           r"定义位置$i$的复数编码向量$c_i \in \mathbb{C}^{d_{\text{model}}/2}$为"),
    Symbol("c_i[m]",
           "component m of c_i: c_i[m] = e^{−i·i/ω_m} = cos(i/ω_m) − i sin(i/ω_m), m = 0..d_model/2−1",
           "(6.2.22), (6.2.23)",
           r"c_i[m] = e^{-i \frac{i}{\omega_m}}"),
    Symbol("c_i, c_j (after (6.2.27) and in (6.2.28))",
           "written for the components c_i[m], c_j[m]: 'c_i ... 可以视为复平面上单位圆上的一个点' with argument −i/ω_m, "
           "and c_j = c_i·e^{−i(j−i)/ω_m}, whose factor depends on m, are statements about one component; read for the "
           "vectors c_i ∈ C^{d_model/2} they are ill-formed (a vector is not a point of the unit circle; the factor is not "
           "one scalar). This is a notation slip of the document, flagged in "
           "not_complex_code_vector_is_written_for_one_component; read componentwise, as the document evidently means "
           "it, nothing false is stated beyond the Δ slip of (6.2.28)",
           "§6.2.5, after (6.2.27); (6.2.28)",
           r"考虑位置$i$的复数编码$c_i$，它可以视为复平面上单位圆上的一个点"),
    Symbol("⟨·,·⟩",
           "the complex inner product, second argument conjugated: ⟨c_i, c_j⟩ = Σ_m c_i[m]·conj(c_j[m])",
           "§6.2.5, before (6.2.25)",
           r"（复内积，第二个向量取共轭）"),
    Symbol("T",
           "§6.2.5: the position-shift operator T(c_i) = c_{i+1} (T is the Fourier period in §6.2.1)",
           "(6.2.29)",
           r"T(c_i) = c_{i+1}"),
    Symbol("r_m",
           "the rotation factor of pair m, r_m = e^{−i/ω_m}",
           "after (6.2.30)",
           r"$r_m = e^{-i / \omega_m}$是第$m$个频率成分对应的旋转因子"),
    Symbol("x[i], X[k]",
           "§6.2.6: a discrete sequence x[i] and its (discrete) Fourier transform X[k]; m there is the shift "
           "amount and N the length of the DFT (6.2.4)",
           "§6.2.6 duality ¶",
           r"设$x[i]$是一个离散序列，其傅里叶变换为$X[k]$"),
    Symbol("base",
           "the constant 10000 in ω_m = 10000^{2m/d_model}",
           "§6.2.2, after (6.2.6)",
           r"$\omega_m = 10000^{2m/d_{\text{model}}}$"),
), environment=(
    # for the document reader: the code vector the document uses from §6.2.2 on (c_{i,m} = p_{i,2m} + i p_{i,2m+1}
    # = sin(i/ω_m) + i cos(i/ω_m) in (6.2.6); stated again in §6.2.5), and its pair index
    ("definitions", ((r"p_{i,2m}", r"\sin\left(\frac{i}{10000^{2m/d_{\text{model}}}}\right)"),
                     (r"p_{i,2m+1}", r"\cos\left(\frac{i}{10000^{2m/d_{\text{model}}}}\right)"))),
    ("ranges", (("m", ("0", r"d_{\text{model}}/2 - 1")),)),
))

NOT_CHECKABLE = [
    Uncheckable(DOC, "introduction, 2nd paragraph", "这种多尺度的频率表示与人类感知和处理信息的方式有着有趣的相似性",
                "Analogy / opinion about human perception; not mathematics."),
    Uncheckable(DOC, "§6.2.1, after (6.2.2)", "低频成分描述函数的整体趋势，高频成分描述函数的细节变化",
                "Qualitative interpretation of Fourier components; no precise statement."),
    Uncheckable(DOC, "§6.2.1, after (6.2.3)", "复数形式的优点在于：它统一处理正弦和余弦分量，数学表达式更加紧凑，且便于进行复变函数分析",
                "Opinion on notation."),
    Uncheckable(DOC, "§6.2.1, after (6.2.5)", "我们不是通过DFT从数据中学习频率，而是直接指定了频率分布",
                "Interpretive framing of the design; the encoding's frequencies are the fixed $f_m = 10000^{-2m/d}$ "
                "(see log_frequencies_are_equally_spaced)."),
    Uncheckable(DOC, "§6.2.1, after (6.2.5)", "我们可以将位置$i$的编码向量视为一个离散序列，维度$m$对应不同的频率成分",
                r"A modelling viewpoint, not a statement with a fixed meaning: the frequencies $f_m = 10000^{-2m/d_{\text{model}}}$ ($= 1/\omega_m$ with §6.2.2's $\omega_m = 10000^{2m/d_{\text{model}}}$, not this section's DFT $\omega_k = 2\pi k/N$) of the "
                r"encoding are frequencies along the position $i$ (pair $m$ is $\sin(i f_m)$, $\cos(i f_m)$); the text "
                r"does not say which transform of the sequence over the dimension index it has in mind."),
    Uncheckable(DOC, "§6.2.1, FFT paragraph", "但FFT的数学框架为理解位置编码的频谱性质提供了重要的理论基础",
                "Opinion on pedagogy."),
    Uncheckable(DOC, "§6.2.1, periodicity duality", "这个性质与位置编码中的相对位置表示密切相关",
                "Interpretive link; the relative-position property itself is covered by the lead's "
                "shift_is_block_rotation_depending_only_on_offset."),
    Uncheckable(DOC, "§6.2.1, convolution duality", "这个性质在分析注意力机制的频率特性时很有用",
                "Opinion on usefulness."),
    Uncheckable(DOC, "§6.2.1, resolution duality",
                "位置域中时间分辨率（位置区分精度）与频率域中频率分辨率（区分相近频率的能力）存在权衡关系",
                r"Qualitative uncertainty principle without a stated quantity; the precise facts given nearby (bin "
                r"spacing $2\pi/N$, Nyquist limit $\pi$) are dft_bin_k_has_angular_frequency_2pi_k_over_n and "
                r"integer_samples_cannot_tell_w_from_2pi_minus_w."),
    Uncheckable(DOC, "§6.2.1, last paragraph", "序列长度$n$和嵌入维度$d_{\\text{model}}$共同决定了可用的频率范围",
                "Vague ('usable frequency range' undefined). The encoding's frequencies $f_m = 10000^{-2m/d}$ depend "
                "on $d$ (and the base) only, not on $n$; $n$ only limits which of them complete a period within the "
                "sequence."),
    Uncheckable(DOC, "§6.2.1, last paragraph", "这种设计与频率域和位置域的对偶性完全一致",
                "Opinion."),
    Uncheckable(DOC, "§6.2.2, after (6.2.12)", "这种多分辨率分析与小波变换（Wavelet Transform）的思想一致",
                "Analogy; not a mathematical statement (the encoding is not a wavelet transform)."),
    Uncheckable(DOC, "§6.2.2, information theory", "多尺度频率结构可以看作是一种高效的编码方案",
                "Opinion; 'efficient' is not defined (the bit count itself is distinguishing_n_positions_needs_log2_n_bits)."),
    Uncheckable(DOC, "§6.2.3, after (6.2.15)", "这种多尺度设计使得位置编码能够适应不同粒度的位置相关建模需求",
                "Claim about modelling needs; not mathematics."),
    Uncheckable(DOC, "§6.2.3, range paragraph", "考虑能够唯一表示长度$n$序列所需的最低频率",
                r"Introduces a quantity ('the lowest frequency needed to represent a length-$n$ sequence uniquely') "
                r"without defining it, and asserts nothing about it; the paragraph then speaks of the periods of "
                r"$f_{\max}$ and $f_{\min}$. No definite meaning can be fixed: which frequencies are 'needed' depends "
                r"on which others are present, and at integer positions pair 0 ($f_0 = 1$) alone already gives every "
                r"position its own code (integer_positions_never_share_a_code)."),
    Uncheckable(DOC, "§6.2.3, range paragraph", "可能出现\"折叠\"现象，不同位置的编码趋于相似",
                r"Vague: 'tend to be similar' is not quantified. At integer positions no two codes coincide (lead's "
                r"integer_positions_never_share_a_code); within a single pair, positions a multiple of the period "
                r"$2\pi\omega_m$ apart can only nearly coincide ($2\pi\omega_m$ is irrational)."),
    Uncheckable(DOC, "§6.2.3, after (6.2.17)", "这种设计确保了频率分辨率与位置分辨率的匹配",
                "Opinion; 'matching' is not defined."),
    # §6.2.4
    Uncheckable(DOC, "§6.2.4, opening", r"位置编码的核心要求之一是能够表示相对位置",
                "Design requirement, not a mathematical statement."),
    Uncheckable(DOC, "§6.2.4, after (6.2.18)", r"位置编码点积作为相对位置$\Delta$的函数，可以视为一个傅里叶级数展开",
                r"Analogy ('可以视为'), whose meaning depends on what 'Fourier series' is taken to mean. $g(\Delta) = \sum_m "
                r"\cos(\Delta f_m)$ is a finite trigonometric sum with the $d/2$ frequencies $f_m = 10000^{-2m/d}$ "
                r"(6.2.18); as a generalised (Bohr, almost-periodic) Fourier series it is its own expansion; in the "
                r"sense of the document's (6.2.1) the frequencies would have to be harmonics $2\pi n/T$ of one period "
                r"$T$, which needs $g$ periodic, the case only for $d \in \{2, 4, 8\}$ with real offsets "
                r"(dot_product_of_real_offset_is_periodic_only_for_d_2_4_8, "
                r"dot_product_is_not_periodic_in_integer_offset). The sentence does not say which sense it means."),
    Uncheckable(DOC, "§6.2.4, after (6.2.18)", r"各项$\cos(\Delta \cdot f_m)$正是这个函数的傅里叶基函数",
                r"Terminology of the same analogy (see the previous entry): the $\cos(\Delta f_m)$ are the terms of the "
                r"finite trigonometric sum (6.2.18); whether they are 'Fourier basis functions' depends on the sense "
                r"of 'Fourier series' left open by the previous sentence."),
    Uncheckable(DOC, "§6.2.4, after (6.2.18)", r'相对位置信息被"编码"在频率域中，不同的频率成分贡献不同的相对位置表示',
                "Interpretive remark with no precise quantity."),
    Uncheckable(DOC, "§6.2.4, first property", r"这使得模型能够学习与位置无关的相对依赖模式",
                "Claim about what a model can learn (empirical); the mathematical part (the dot product depends only on "
                "the offset) is the lead's dot_product_depends_only_on_offset."),
    Uncheckable(DOC, "§6.2.4, circle group", r"每个频率成分定义了一个独立的圆群",
                "Framing: each pair lives on its own unit circle; the checkable content (translation acts by a fixed "
                "rotation; the pair dot product is shift invariant) is in "
                "circle_group_translation_is_multiplication_by_fixed_phase."),
    Uncheckable(DOC, "§6.2.4, phase uniqueness",
                r"这个结论的严格证明需要用到多重频率系统的唯一性定理，该定理表明：对于互不谐波的多个频率，位置到相位向量的映射是单射",
                r"Appeal to an unnamed theorem with an undefined hypothesis ('互不谐波', mutually non-harmonic): its "
                r"content depends on that definition and on whether phases are reduced mod $2\pi$. With the document's "
                r"phases $\theta_{i,m} = i f_m$ (not reduced) the map is injective as soon as one $f_m \ne 0$; reduced "
                r"mod $2\pi$ it is injective when some $f_m/\pi$ is irrational, which the encoding satisfies through "
                r"$f_0 = 1$ alone (integer_positions_never_share_a_code); whether a proof 'needs' such a theorem is a "
                r"remark about proofs, not a mathematical statement."),
    # §6.2.5
    Uncheckable(DOC, "§6.2.5, after (6.2.24)",
                r"复数形式的优雅之处在于：它将正弦和余弦统一为一个复指数运算，消除了分别处理正弦和余弦的复杂性",
                "Opinion about notation."),
    Uncheckable(DOC, "§6.2.5, after (6.2.27)", r"但通常不用于位置编码的分析",
                "Statement about common practice, not mathematics."),
    Uncheckable(DOC, "§6.2.5, geometric paragraph", r"从几何角度，每个频率成分定义了一个独立的复平面，位置编码是这些平面上点的集合",
                r"Description (the code is a point of $(\text{unit circle})^{d/2}$); nothing beyond "
                r"complex_code_lies_on_unit_circle_and_turns_by_minus_frequency_per_step to check."),
    Uncheckable(DOC, "§6.2.5, geometric paragraph", r"相对位置编码问题转化为：给定两个点在各自平面上的位置，计算它们之间的相对旋转角度",
                "Reformulation, no precise claim (the relative angle is $-(j-i) f_m$ per pair: "
                "complex_code_at_j_is_code_at_i_rotated_by_plus_offset_angle)."),
    Uncheckable(DOC, "§6.2.5, geometric paragraph", r"这种几何解释与旋转位置编码（RoPE）有深刻的联系，RoPE正是将这种几何直觉推广到高维向量空间",
                "Historical/conceptual remark about RoPE."),
    Uncheckable(DOC, "§6.2.5, linear-operator paragraph", r"从线性代数的角度，位置编码可以视为定义在频率空间上的一组线性算子",
                "Framing; the operator statement itself is shift_operator_is_diagonal_with_rotation_factors."),
    # §6.2.6
    Uncheckable(DOC, "§6.2.6, opening", r"傅里叶变换的核心是对偶性，时域和频域之间的对偶关系。这种对偶性在位置编码中有深刻的体现",
                "Framing, no precise claim."),
    Uncheckable(DOC, "§6.2.6, duality paragraph", r"反之，如果对$X[k]$进行某种操作，对应的时域序列会受到影响",
                "Vague ('some operation' on $X[k]$)."),
    Uncheckable(DOC, "§6.2.6, duality paragraph", r'位置$i$的编码$p_i$可以视为频率域中的"冲激"序列',
                r"Metaphor. Precisely: as a function of the position, coordinate $2m$ (or $2m+1$) is a pure sinusoid "
                r"of frequency $f_m$, whose spectrum on a finite window is concentrated near $\pm f_m$ with leakage "
                r"(code_is_a_superposition_of_sinusoids_at_the_frequencies_f_m; on a finite window see "
                r"pair_spectrum_concentrates_near_its_frequency_with_leakage); calling the single vector $p_i$ an "
                r"'impulse sequence' is a figure of speech with no definite statement."),
    Uncheckable(DOC, "§6.2.6, duality paragraph", r"这种对偶性使得位置编码能够同时在两个域中表示信息",
                "Interpretive remark."),
    Uncheckable(DOC, "§6.2.6, coverage", r"从覆盖范围的角度，指数分布的频率确保了从低频到高频的广泛覆盖",
                "Vague; the frequencies span $[10000^{-1+2/d}, 1]$ "
                "(lowest_frequency_is_10000_to_the_minus_1_plus_2_over_d)."),
    Uncheckable(DOC, "§6.2.6, coverage", r"这种覆盖范围对于常见的序列长度（如几百到几千）是足够的",
                r"Vague adequacy judgement ('sufficient' is undefined). Note the longest period is $2\pi \cdot "
                r"10000^{1-2/d}$ ($\approx 60611$ at $d = 512$), not 10000 as the preceding sentence says."),
    Uncheckable(DOC, "§6.2.6, resolution", r"从分辨率的角度，指数分布提供了对数尺度的均匀分辨率",
                "Vague ('uniform resolution' undefined); the precise part (equal log spacing = geometric progression) "
                "is equal_log_spacing_is_constant_frequency_ratio."),
    Uncheckable(DOC, "§6.2.6, resolution", r"这种分布在多个数量级上提供了一致的分辨率",
                "Vague; see the previous entry."),
    Uncheckable(DOC, "§6.2.6, parameter efficiency", r"个频率成分能够编码约",
                r"Heuristic premise with no defined quantity: the document does not define how many bits a frequency "
                r"component 'can encode' (it adds 'assuming each component independent'). Under exact arithmetic one "
                r"pair ($f_0 = 1$) already separates all integer positions; under a finite resolution the count "
                r"depends on that resolution and on the pair's period $2\pi \cdot 10000^{2m/d}$. No definite statement "
                r"to check; only the arithmetic $\log_2(10000) \times d/2 \approx 6.6\,d$ and $256 \log_2(10000) = 3401.654\ldots \approx 3400$ is "
                r"checked (information_estimate_per_d_is_about_6_6_bits, "
                r"information_estimate_for_d_512_is_about_3400_bits)."),
    Uncheckable(DOC, "§6.2.6, parameter efficiency", r"这约能编码3400比特的信息",
                r"The capacity asserted here ('can encode about 3400 bits') rests on the undefined per-component bit "
                r"count of the previous entry; only its number, $256 \log_2(10000) = 3401.654\ldots \approx 3400$, is checked "
                r"(information_estimate_for_d_512_is_about_3400_bits, a partial citation)."),
    Uncheckable(DOC, "§6.2.6, optimality", r"然而，指数分布是否是绝对最优的？答案取决于具体任务和评估标准",
                "Opinion; no optimality criterion is defined."),
    Uncheckable(DOC, "§6.2.6, optimality", r"某些任务可能需要更精细的低频分辨率（更低的最低频率），某些任务可能需要更精细的高频分辨率（更多的频率成分）",
                "Empirical/task-dependent remark."),
    Uncheckable(DOC, "§6.2.6, optimality", r"实践中，正弦余弦编码的参数选择是通过实验调优确定的，在各种任务上表现良好",
                "Historical/empirical statement."),
    Uncheckable(DOC, "§6.2.6, regularisation", r"位置编码的频率结构对模型的正则化和泛化能力有重要影响",
                "Empirical claim about training and generalisation."),
    Uncheckable(DOC, "§6.2.6, regularisation", r"首先，位置编码的频率结构引入了一种隐式的先验，位置信息可以用低频到中频的成分表示，高频成分不携带信息",
                r"Interpretive ('implicit prior'; 'low to mid frequency' and 'carries no information' undefined). The "
                r"factual core, that the encoding uses no frequency above $f_0 = 1 < \pi$, is the lead's "
                r"encoding_frequencies_are_below_nyquist (cited on the parenthesis that follows)."),
    Uncheckable(DOC, "§6.2.6, regularisation", r"这种先验防止模型学习过于高频的位置变化模式，起到正则化的作用",
                r"Empirical claim about learning. (The factual part, that the encoding uses no frequency above $1 < "
                r"\pi$, is the lead's encoding_frequencies_are_below_nyquist.)"),
    Uncheckable(DOC, "§6.2.6, regularisation", r"其次，频率域的稀疏性（能量集中在有限的频率点）意味着位置编码的参数是高度结构化的，而非完全自由的",
                "Interpretive: the encoding has no free parameters at all (it is fixed by $d$ and the base 10000); "
                "'highly structured' is not a defined property. The parenthesis (finitely many frequencies) is "
                "code_is_a_superposition_of_sinusoids_at_the_frequencies_f_m."),
    Uncheckable(DOC, "§6.2.6, regularisation", r'这种结构化参数具有更好的泛化能力，模型学习到的是位置的"规律性"模式，而非训练位置的"记忆"',
                "Empirical claim about generalisation."),
    Uncheckable(DOC, "§6.2.6, regularisation", r"第三，位置编码的平滑性（相邻位置的编码变化平滑）使得模型难以对位置进行过拟合",
                r"Vague and empirical. Quantitatively $\lVert p_{i+1} - p_i\rVert^2 = \sum_m 4\sin^2(f_m/2)$ is the "
                r"same at every $i$, but the $m = 0$ pair moves by $2\sin(1/2) \approx 0.96$ per step (of a unit "
                r"circle), so 'smooth' holds only for the low-frequency pairs "
                r"(code_difference_is_chord_and_bounded_by_offset); the overfitting claim is about training."),
    Uncheckable(DOC, "§6.2.6, regularisation", r"这种平滑性是泛化的重要保障",
                "Empirical claim."),
    Uncheckable(DOC, "§6.2.6, Bayesian view", r"从贝叶斯推断的角度，位置编码可以视为对位置先验的一种建模",
                "Interpretation; no prior distribution is defined."),
    Uncheckable(DOC, "§6.2.6, Bayesian view", r"该先验倾向于低频的位置变化，与自然语言中位置依赖的统计特性相符",
                "Empirical claim about natural language statistics."),
    # §6.2.7
    Uncheckable(DOC, "§6.2.7", r"我们首先回顾了傅里叶分析的基础知识，包括周期函数的傅里叶级数展开、离散序列的傅里叶变换，以及时域与频域之间的对偶性",
                "Summary of the section's contents."),
    Uncheckable(DOC, "§6.2.7", r"是位置编码能够有效支持位置相关建模的关键",
                "Claim about modelling effectiveness (empirical)."),
    Uncheckable(DOC, "§6.2.7", r"我们还介绍了复数形式的统一分析，展示了如何使用复指数函数简洁地表示位置编码，以及如何从复数旋转的角度理解位置变换",
                "Summary (the statements are checked in the §6.2.5 modules, some of which are flagged)."),
    Uncheckable(DOC, "§6.2.7", r"最后，我们讨论了频率域与位置域的对偶性，以及频率选择的最优性和正则化效应",
                "Summary."),
    Uncheckable(DOC, "§6.2.7", r"频率空间的视角不仅帮助我们理解正弦余弦编码的数学原理，也为下一节学习可学习位置编码的矩阵性质、以及后续学习旋转位置编码（RoPE）奠定了坚实的理论基础",
                "Didactic roadmap."),
]
