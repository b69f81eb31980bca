"""Statements of 003_765fa61f779baf3a.txt §6.2.4-§6.2.7 that are not mathematics, or too vague to check."""
from suite import Uncheckable

D = "003_765fa61f779baf3a.txt"

ENTRIES = [
    # §6.2.4
    Uncheckable(D, "§6.2.4, opening", r"位置编码的核心要求之一是能够表示相对位置",
                "Design requirement, not a mathematical statement."),
    Uncheckable(D, "§6.2.4, after (6.2.18)", r"位置编码点积作为相对位置$\Delta$的函数，可以视为一个傅里叶级数展开",
                "Analogy ('可以视为'), whose meaning depends on what 'Fourier series' is taken to mean. g(D) = sum_m cos(D f_m) "
                "is a finite trigonometric sum with the d/2 frequencies f_m = 10000^(-2m/d) (6.2.18); as a generalised "
                "(Bohr, almost-periodic) Fourier series it is its own expansion; in the sense of the document's (6.2.1) "
                "the frequencies would have to be harmonics 2 pi n/T of one period T, which needs g periodic, the case "
                "only for d in {2, 4, 8} with real offsets (dot_product_of_real_offset_is_periodic_only_for_d_2_4_8_6_2_4, "
                "dot_product_is_not_periodic_in_integer_offset_6_2_4). The sentence does not say which sense it means."),
    Uncheckable(D, "§6.2.4, after (6.2.18)", r"各项$\cos(\Delta \cdot f_m)$正是这个函数的傅里叶基函数",
                "Terminology of the same analogy (see the previous entry): the cos(D f_m) are the terms of the finite "
                "trigonometric sum (6.2.18); whether they are 'Fourier basis functions' depends on the sense of "
                "'Fourier series' left open by the previous sentence."),
    Uncheckable(D, "§6.2.4, after (6.2.18)", r'相对位置信息被"编码"在频率域中，不同的频率成分贡献不同的相对位置表示',
                "Interpretive remark with no precise quantity."),
    Uncheckable(D, "§6.2.4, first property", r"这使得模型能够学习与位置无关的相对依赖模式",
                "Claim about what a model can learn (empirical); the mathematical part (the dot product depends only on "
                "the offset) is the lead's dot_product_depends_only_on_offset."),
    Uncheckable(D, "§6.2.4, circle group", r"每个频率成分定义了一个独立的圆群",
                "Framing: each pair lives on its own unit circle; the checkable content (translation acts by a fixed "
                "rotation; the pair dot product is shift invariant) is in "
                "circle_group_translation_is_multiplication_by_fixed_phase_6_2_4."),
    Uncheckable(D, "§6.2.4, phase uniqueness",
                r"这个结论的严格证明需要用到多重频率系统的唯一性定理，该定理表明：对于互不谐波的多个频率，位置到相位向量的映射是单射",
                "Appeal to an unnamed theorem with an undefined hypothesis ('互不谐波', mutually non-harmonic): its content "
                "depends on that definition and on whether phases are reduced mod 2 pi. With the document's phases "
                "theta_{i,m} = i f_m (not reduced) the map is injective as soon as one f_m != 0; reduced mod 2 pi it is "
                "injective when some f_m/pi is irrational, which the encoding satisfies through f_0 = 1 alone "
                "(integer_positions_never_share_a_code, codes_of_distinct_integer_positions_differ_6_2_4); whether a "
                "proof 'needs' such a theorem is a remark about proofs, not a mathematical statement."),
    # §6.2.5
    Uncheckable(D, "§6.2.5, after (6.2.24)",
                r"复数形式的优雅之处在于：它将正弦和余弦统一为一个复指数运算，消除了分别处理正弦和余弦的复杂性",
                "Opinion about notation."),
    Uncheckable(D, "§6.2.5, after (6.2.27)", r"但通常不用于位置编码的分析",
                "Statement about common practice, not mathematics."),
    Uncheckable(D, "§6.2.5, geometric paragraph", r"从几何角度，每个频率成分定义了一个独立的复平面，位置编码是这些平面上点的集合",
                "Description (the code is a point of (unit circle)^(d/2)); nothing beyond complex_code_lies_on_unit_circle_"
                "and_turns_by_minus_frequency_per_step_6_2_5 to check."),
    Uncheckable(D, "§6.2.5, geometric paragraph", r"相对位置编码问题转化为：给定两个点在各自平面上的位置，计算它们之间的相对旋转角度",
                "Reformulation, no precise claim (the relative angle is -(j-i) f_m per pair: "
                "complex_code_at_j_is_code_at_i_times_e_to_minus_i_offset_phase_6_2_5)."),
    Uncheckable(D, "§6.2.5, geometric paragraph", r"这种几何解释与旋转位置编码（RoPE）有深刻的联系，RoPE正是将这种几何直觉推广到高维向量空间",
                "Historical/conceptual remark about RoPE."),
    Uncheckable(D, "§6.2.5, linear-operator paragraph", r"从线性代数的角度，位置编码可以视为定义在频率空间上的一组线性算子",
                "Framing; the operator statement itself is shift_operator_is_diagonal_with_rotation_factors_6_2_5."),
    # §6.2.6
    Uncheckable(D, "§6.2.6, opening", r"傅里叶变换的核心是对偶性，时域和频域之间的对偶关系。这种对偶性在位置编码中有深刻的体现",
                "Framing, no precise claim."),
    Uncheckable(D, "§6.2.6, duality paragraph", r"反之，如果对$X[k]$进行某种操作，对应的时域序列会受到影响",
                "Vague ('some operation' on X[k])."),
    Uncheckable(D, "§6.2.6, duality paragraph", r'位置$i$的编码$p_i$可以视为频率域中的"冲激"序列',
                "Metaphor. Precisely: as a function of the position, coordinate 2m (or 2m+1) is a pure sinusoid of "
                "frequency f_m, whose spectrum on a finite window is concentrated near +-f_m with leakage "
                "(code_is_a_superposition_of_sinusoids_at_the_frequencies_f_m_6_2_6; on a finite window see "
                "pair_spectrum_concentrates_near_its_frequency_with_leakage); calling the single vector p_i an 'impulse "
                "sequence' is a figure of speech with no definite statement."),
    Uncheckable(D, "§6.2.6, duality paragraph", r"这种对偶性使得位置编码能够同时在两个域中表示信息",
                "Interpretive remark."),
    Uncheckable(D, "§6.2.6, coverage", r"从覆盖范围的角度，指数分布的频率确保了从低频到高频的广泛覆盖",
                "Vague; the frequencies span [10000^(-1+2/d), 1] (lowest_frequency_is_10000_to_the_minus_1_plus_2_over_d)."),
    Uncheckable(D, "§6.2.6, coverage", r"这种覆盖范围对于常见的序列长度（如几百到几千）是足够的",
                "Vague adequacy judgement ('sufficient' is undefined). Note the longest period is 2 pi 10000^(1-2/d) "
                "(~60611 at d = 512), not 10000 as the preceding sentence says."),
    Uncheckable(D, "§6.2.6, resolution", r"从分辨率的角度，指数分布提供了对数尺度的均匀分辨率",
                "Vague ('uniform resolution' undefined); the precise part (equal log spacing = geometric progression) "
                "is equal_log_spacing_is_constant_frequency_ratio_6_2_6."),
    Uncheckable(D, "§6.2.6, resolution", r"这种分布在多个数量级上提供了一致的分辨率",
                "Vague; see the previous entry."),
    Uncheckable(D, "§6.2.6, parameter efficiency", r"个频率成分能够编码约",
                "Heuristic premise with no defined quantity: the document does not define how many bits a frequency "
                "component 'can encode' (it adds 'assuming each component independent'). Under exact arithmetic one pair "
                "(f_0 = 1) already separates all integer positions; under a finite resolution the count depends on that "
                "resolution and on the pair's period 2 pi 10000^{2m/d}. No definite statement to check; only the "
                "arithmetic log2(10000) x d/2 ~ 6.6 d and 3401.6 ~ 3400 is checked "
                "(information_estimate_per_d_is_about_6_6_bits_6_2_6, information_estimate_for_d_512_is_about_3400_bits_6_2_6)."),
    Uncheckable(D, "§6.2.6, parameter efficiency", r"这约能编码3400比特的信息",
                "The capacity asserted here ('can encode about 3400 bits') rests on the undefined per-component bit count "
                "of the previous entry; only its number, 256 log2(10000) = 3401.6 ~ 3400, is checked "
                "(information_estimate_for_d_512_is_about_3400_bits_6_2_6, a partial citation)."),
    Uncheckable(D, "§6.2.6, optimality", r"然而，指数分布是否是绝对最优的？答案取决于具体任务和评估标准",
                "Opinion; no optimality criterion is defined."),
    Uncheckable(D, "§6.2.6, optimality", r"某些任务可能需要更精细的低频分辨率（更低的最低频率），某些任务可能需要更精细的高频分辨率（更多的频率成分）",
                "Empirical/task-dependent remark."),
    Uncheckable(D, "§6.2.6, optimality", r"实践中，正弦余弦编码的参数选择是通过实验调优确定的，在各种任务上表现良好",
                "Historical/empirical statement."),
    Uncheckable(D, "§6.2.6, regularisation", r"位置编码的频率结构对模型的正则化和泛化能力有重要影响",
                "Empirical claim about training and generalisation."),
    Uncheckable(D, "§6.2.6, regularisation", r"首先，位置编码的频率结构引入了一种隐式的先验，位置信息可以用低频到中频的成分表示，高频成分不携带信息",
                "Interpretive ('implicit prior'; 'low to mid frequency' and 'carries no information' undefined). The factual "
                "core, that the encoding uses no frequency above f_0 = 1 < pi, is the lead's encoding_frequencies_are_below_nyquist "
                "(cited on the parenthesis that follows)."),
    Uncheckable(D, "§6.2.6, regularisation", r"这种先验防止模型学习过于高频的位置变化模式，起到正则化的作用",
                "Empirical claim about learning. (The factual part, that the encoding uses no frequency above 1 < pi, "
                "is the lead's encoding_frequencies_are_below_nyquist.)"),
    Uncheckable(D, "§6.2.6, regularisation", r"其次，频率域的稀疏性（能量集中在有限的频率点）意味着位置编码的参数是高度结构化的，而非完全自由的",
                "Interpretive: the encoding has no free parameters at all (it is fixed by d and the base 10000); "
                "'highly structured' is not a defined property. The parenthesis (finitely many frequencies) is "
                "code_is_a_superposition_of_sinusoids_at_the_frequencies_f_m_6_2_6."),
    Uncheckable(D, "§6.2.6, regularisation", r'这种结构化参数具有更好的泛化能力，模型学习到的是位置的"规律性"模式，而非训练位置的"记忆"',
                "Empirical claim about generalisation."),
    Uncheckable(D, "§6.2.6, regularisation", r"第三，位置编码的平滑性（相邻位置的编码变化平滑）使得模型难以对位置进行过拟合",
                "Vague and empirical. Quantitatively ||p_{i+1} - p_i||^2 = sum_m 4 sin^2(f_m/2) is the same at every i, "
                "but the m = 0 pair moves by 2 sin(1/2) ~ 0.96 per step (of a unit circle), so 'smooth' holds only for "
                "the low-frequency pairs (code_difference_is_chord_and_bounded_by_offset); the overfitting claim is "
                "about training."),
    Uncheckable(D, "§6.2.6, regularisation", r"这种平滑性是泛化的重要保障",
                "Empirical claim."),
    Uncheckable(D, "§6.2.6, Bayesian view", r"从贝叶斯推断的角度，位置编码可以视为对位置先验的一种建模",
                "Interpretation; no prior distribution is defined."),
    Uncheckable(D, "§6.2.6, Bayesian view", r"该先验倾向于低频的位置变化，与自然语言中位置依赖的统计特性相符",
                "Empirical claim about natural language statistics."),
    # §6.2.7
    Uncheckable(D, "§6.2.7", r"我们首先回顾了傅里叶分析的基础知识，包括周期函数的傅里叶级数展开、离散序列的傅里叶变换，以及时域与频域之间的对偶性",
                "Summary of the section's contents."),
    Uncheckable(D, "§6.2.7", r"低频成分捕获长距离的位置关系，高频成分捕获短距离的位置变化",
                "Interpretive ('capture long-distance relations' is not a defined property). With the document's "
                "f_m = 1/ω_m the labels are the right way round here: a low-frequency pair (small f_m) changes by only "
                "about |δ| f_m and turns once in 2 pi/f_m positions, a high-frequency pair changes by 2 sin(f_m/2) per step "
                "(pairs_resolve_position_offsets_at_different_scales_6_2_7, code_difference_is_chord_and_bounded_by_offset). "
                "The preceding clause '但提供不同尺度的位置分辨率' is that claim."),
    Uncheckable(D, "§6.2.7", r"是位置编码能够有效支持位置相关建模的关键",
                "Claim about modelling effectiveness (empirical)."),
    Uncheckable(D, "§6.2.7", r"我们还介绍了复数形式的统一分析，展示了如何使用复指数函数简洁地表示位置编码，以及如何从复数旋转的角度理解位置变换",
                "Summary (the statements are checked in the §6.2.5 modules, some of which are flagged)."),
    Uncheckable(D, "§6.2.7", r"最后，我们讨论了频率域与位置域的对偶性，以及频率选择的最优性和正则化效应",
                "Summary."),
    Uncheckable(D, "§6.2.7", r"频率空间的视角不仅帮助我们理解正弦余弦编码的数学原理，也为下一节学习可学习位置编码的矩阵性质、以及后续学习旋转位置编码（RoPE）奠定了坚实的理论基础",
                "Didactic roadmap."),
]
