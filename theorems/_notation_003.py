"""Notation of 003_765fa61f779baf3a.txt (frequency-space analysis of sinusoidal position encoding),
as the document itself defines it, for the whole document (§6.2.1 to §6.2.7).

Claims citing 003 formalise its sentences under these definitions: ω_m is the PERIOD PARAMETER
10000^{2m/d_model} (large m, large ω_m, low frequency), f_m = 1/ω_m is the frequency (entering as
sin(i·f_m), so the period of pair m is 2π·ω_m), the pair order is (sin, cos), m = 0..d_model/2−1, and
Δ = i − j.  Where the document uses a symbol against these definitions, a refuted claim with
error_kind="notation slip" names the symbol by its `name` here.
"""
from suite import Notation, Symbol

DOC = "003_765fa61f779baf3a.txt"

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
           "complex_sequence_of_pair_m_equals_e_to_the_minus_i_over_omega), in §6.2.4 (e^{iθ_{i,m}}), in (6.2.22)–(6.2.31) "
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
           "complex_code_vector_is_written_for_one_component_6_2_5; read componentwise, as the document evidently means "
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
))
