"""Statements of 003_765fa61f779baf3a.txt (start through §6.2.3) that are not checkable mathematics here."""
from suite import Uncheckable

D = "003_765fa61f779baf3a.txt"

ENTRIES = [
    Uncheckable(D, "introduction, 2nd paragraph",
                "低频成分捕获位置的整体结构和长距离关系，高频成分捕获位置的精细变化和短距离差异",
                "Qualitative interpretation. Its checkable core (a frequency f has period 2 pi/f, so low frequencies vary over long "
                "ranges) is pair_m_has_period_2pi_times_w_m."),
    Uncheckable(D, "introduction, 2nd paragraph", "这种多尺度的频率表示与人类感知和处理信息的方式有着有趣的相似性",
                "Analogy / opinion about human perception; not mathematics."),
    Uncheckable(D, "§6.2.1, after (6.2.2)", "低频成分描述函数的整体趋势，高频成分描述函数的细节变化",
                "Qualitative interpretation of Fourier components; no precise statement."),
    Uncheckable(D, "§6.2.1, after (6.2.3)", "复数形式的优点在于：它统一处理正弦和余弦分量，数学表达式更加紧凑，且便于进行复变函数分析",
                "Opinion on notation."),
    Uncheckable(D, "§6.2.1, after (6.2.5)", "我们不是通过DFT从数据中学习频率，而是直接指定了频率分布",
                "Interpretive framing of the design; the encoding's frequencies are the fixed f_m = 10000^{-2m/d} (see "
                "log_frequencies_are_equally_spaced)."),
    Uncheckable(D, "§6.2.1, after (6.2.5)", "我们可以将位置$i$的编码向量视为一个离散序列，维度$m$对应不同的频率成分",
                "A modelling viewpoint, not a statement with a fixed meaning: the frequencies f_m = 1/w_m of the encoding are "
                "frequencies along the position i (pair m is sin(i f_m), cos(i f_m)); the text does not say which transform of "
                "the sequence over the dimension index it has in mind."),
    Uncheckable(D, "§6.2.1, FFT paragraph", "但FFT的数学框架为理解位置编码的频谱性质提供了重要的理论基础",
                "Opinion on pedagogy."),
    Uncheckable(D, "§6.2.1, periodicity duality", "这个性质与位置编码中的相对位置表示密切相关",
                "Interpretive link; the relative-position property itself is covered by the lead's "
                "shift_is_block_rotation_depending_only_on_offset."),
    Uncheckable(D, "§6.2.1, convolution duality", "这个性质在分析注意力机制的频率特性时很有用",
                "Opinion on usefulness."),
    Uncheckable(D, "§6.2.1, resolution duality",
                "位置域中时间分辨率（位置区分精度）与频率域中频率分辨率（区分相近频率的能力）存在权衡关系",
                "Qualitative uncertainty principle without a stated quantity; the precise facts given nearby (bin spacing 2 pi/N, "
                "Nyquist limit pi) are dft_bin_k_has_angular_frequency_2pi_k_over_n and "
                "integer_samples_cannot_tell_w_from_2pi_minus_w."),
    Uncheckable(D, "§6.2.1, last paragraph", "序列长度$n$和嵌入维度$d_{\\text{model}}$共同决定了可用的频率范围",
                "Vague ('usable frequency range' undefined). The encoding's frequencies f_m = 10000^{-2m/d} depend on d (and the "
                "base) only, not on n; n only limits which of them complete a period within the sequence."),
    Uncheckable(D, "§6.2.1, last paragraph", "这种设计与频率域和位置域的对偶性完全一致",
                "Opinion."),
    Uncheckable(D, "§6.2.2, before (6.2.10)", "位置编码的各频率成分具有不同的\"能量\"——可以用振幅或方差来度量",
                "The measure of 'energy' is left open ('amplitude or variance'), and the two give different answers: every "
                "pair has amplitude 1 and sin^2 + cos^2 = 1 at each position (pair_energy_is_exactly_one), while the finite-n "
                "mean of cos^2 differs between pairs (mean_power_has_exact_finite_form). The sentence fixes neither."),
    Uncheckable(D, "§6.2.2, after (6.2.12)", "这种多分辨率分析与小波变换（Wavelet Transform）的思想一致",
                "Analogy; not a mathematical statement (the encoding is not a wavelet transform)."),
    Uncheckable(D, "§6.2.2, information theory", "多尺度频率结构可以看作是一种高效的编码方案",
                "Opinion; 'efficient' is not defined (the bit count itself is distinguishing_n_positions_needs_log2_n_bits)."),
    Uncheckable(D, "§6.2.3, after (6.2.15)", "这种多尺度设计使得位置编码能够适应不同粒度的位置相关建模需求",
                "Claim about modelling needs; not mathematics."),
    Uncheckable(D, "§6.2.3, range paragraph", "考虑能够唯一表示长度$n$序列所需的最低频率",
                "Introduces a quantity ('the lowest frequency needed to represent a length-n sequence uniquely') without "
                "defining it, and asserts nothing about it; the paragraph then speaks of the periods of f_max and f_min. No "
                "definite meaning can be fixed: which frequencies are 'needed' depends on which others are present, and at "
                "integer positions pair 0 (f_0 = 1) alone already gives every position its own code "
                "(integer_positions_never_share_a_code)."),
    Uncheckable(D, "§6.2.3, range paragraph", "可能出现\"折叠\"现象，不同位置的编码趋于相似",
                "Vague: 'tend to be similar' is not quantified. At integer positions no two codes coincide "
                "(lead's integer_positions_never_share_a_code); within a single pair, positions a multiple of the period "
                "2 pi w_m apart can only nearly coincide (2 pi w_m is irrational)."),
    Uncheckable(D, "§6.2.3, after (6.2.17)", "这种设计确保了频率分辨率与位置分辨率的匹配",
                "Opinion; 'matching' is not defined."),
]
