"""A pair read as a complex number (RoPE's q = [q^{(1)}, q^{(2)}] = q^{(1)} + i q^{(2)}): the identification is no
claim, the name is the complex number after it, a complex side set equal to a pair is compared by its real and
imaginary parts, and each link of a display that repeats a side is located where it stands."""
from tests.conftest import reader_items, reader_item_at


DOC = r"""# RoPE as complex numbers

We treat each query as a complex number.

Write $q_m$ in complex form: $q_m = [q_m^{(1)}, q_m^{(2)}] = [q_m^{(1)} + i q_m^{(2)}]$.

Then $q_m e^{im\theta} = (q_m^{(1)} + i q_m^{(2)})(\cos(m\theta) + i \sin(m\theta))$.

As a vector, $q_m e^{im\theta} = [q_m^{(1)}\cos(m\theta) - q_m^{(2)}\sin(m\theta), q_m^{(2)}\cos(m\theta) + q_m^{(1)}\sin(m\theta)]$.

A slip: $q_m e^{im\theta} = [q_m^{(1)}\cos(m\theta) + q_m^{(2)}\sin(m\theta), q_m^{(2)}\cos(m\theta) + q_m^{(1)}\sin(m\theta)]$.
"""

REPEATED = r"""# Steps

We use complex numbers: by Euler, $e^{ix} = \cos x + i \sin x$.

$$\begin{aligned}&f(m)=(W x) e^{im\theta}=q e^{im\theta}\\&\text{then}\\&q=[a, b]=[a+ib]\\&f(m)=q e^{im\theta}=(a+ib)e^{im\theta}\end{aligned}$$
"""

LONE = r"""# Steps

Let $y_t = W_y s_t + b_y$ be the output.

At step $n$ the output is $y_t^n = W_y s_t^n + b_y$.
"""


def _by_text(items):
    return {(it["link"]["lhs"].strip(), it["link"]["rhs"].strip()): it for it in items}


def test_a_pair_read_as_a_complex_number_is_an_identification_and_its_products_are_decided():
    items = reader_items(DOC)
    ident = reader_item_at([it for it in items if it["link"]["rhs"].startswith("[q_m^{(1)} + i")], 5)
    assert ident["status"] == "definition" and "complex number" in ident["reason"]
    assert reader_item_at(items, 7)["status"] == "proved"
    vector = reader_item_at(items, 9)
    assert vector["status"] == "proved" and "real and imaginary parts" in vector["reason"]
    slip = reader_item_at(items, 11)
    assert slip["status"] == "inconsistent", slip  # the first entry's sign: q1 cos - q2 sin, not +


def test_each_link_of_a_display_that_repeats_a_side_is_located_where_it_stands():
    items = [it for it in reader_items(REPEATED) if it["link"]["lhs"].strip() == "q e^{im\\theta}"]
    assert len(items) == 1
    later = items[0]  # after the identification q = a + ib, so decided with it
    assert later["column"] > REPEATED.splitlines()[4].index("[a+ib]"), later
    assert later["status"] == "proved", later


def test_a_lone_member_of_an_undefined_family_is_still_no_finding():
    items = reader_items(LONE)
    assert reader_item_at(items, 5)["status"] != "inconsistent"


ROTATION = r"""# Rotations

Let $R_\theta = \begin{pmatrix} \cos\theta & -\sin\theta \\ \sin\theta & \cos\theta \end{pmatrix}$.

Then $R_\theta^{-1} = R_{-\theta}$, and $R_\theta^{-1} R_\phi = R_{\phi - \theta}$.
"""


def test_the_inverse_of_a_rotation_familys_member_is_the_member_at_minus_its_parameter():
    items = reader_items(ROTATION)
    for it in items:
        if it["line"] == 5:
            assert it["status"] == "proved" and "R_a^{-1} = R_{-a}" in it["reason"], it
    assert sum(it["line"] == 5 for it in items) == 2


PLANE = r"""# Complex plane

Working in the complex plane, take $f(\mathbf{x}, p) = \mathbf{x} e^{ip\theta}$. Then $\operatorname{Re}[(\mathbf{q}e^{im\theta})(\mathbf{k}e^{in\theta})^*] = \operatorname{Re}[\mathbf{q}\mathbf{k}^* e^{i(m-n)\theta}]$, and a slip: $\operatorname{Re}[(\mathbf{q}e^{im\theta})(\mathbf{k}e^{in\theta})^*] = \operatorname{Re}[\mathbf{q}\mathbf{k}^* e^{i(m+n)\theta}]$.

Working in the complex plane with vectors $\mathbf{q}, \mathbf{k} \in \mathbb{C}^{d/2}$, we write $\operatorname{Re}[(\mathbf{q}e^{im\theta})(\mathbf{k}e^{in\theta})^*] = \operatorname{Re}[\mathbf{q}\mathbf{k}^* e^{i(m+n)\theta}]$.
"""


def test_bold_names_are_complex_numbers_where_the_paragraph_works_in_the_complex_plane():
    items = [it for it in reader_items(PLANE) if it["status"] != "definition"]
    by_line = {}
    for it in items:
        by_line.setdefault(it["line"], []).append(it)
    right, slip = by_line[3]
    assert right["status"] == "consistent" and "complex plane" in right["reason"], right
    assert slip["status"] == "inconsistent", slip
    assert by_line[5][0]["status"] == "undecided"  # vectors of complex numbers: not numbers


INDEXED = r"""# Codes

$$c_i[m] = e^{-i \frac{i}{\omega_m}}, \quad m = 0, 1, \ldots, 7$$
"""


def test_a_link_is_located_where_its_side_stands_before_a_relation():
    items = reader_items(INDEXED)
    m = [it for it in items if it["link"]["lhs"].strip() == "m"]
    assert len(m) == 1 and m[0]["column"] == INDEXED.splitlines()[2].index("m = 0") + 1, m


SUBSCRIPT_RUN = r"""# Rows

Let $R(\theta) = \begin{pmatrix} \cos\theta & \sin\theta \\ -\sin\theta & \cos\theta \end{pmatrix}$.

Then $X_{i}W_QR(i\theta)R(-j\theta)W_K^{T}X_{j}^T = X_{i}W_QR((i-j)\theta)W_K^{T}X_{j}^T$.
"""


def test_a_subscript_without_braces_takes_one_letter_before_a_call():
    it = [x for x in reader_items(SUBSCRIPT_RUN) if x["line"] == 5]
    assert len(it) == 1 and it[0]["status"] == "proved", it  # W_Q R(iθ), as TeX sets it; not a name W_{QR}


POLAR = r"""# Polar form

By Euler, $e^{ix} = \cos x + i \sin x$, therefore

$$r e^{i \theta} = r(\cos\theta + i \sin\theta)$$

and $f(x) = x^2$ gives $f(3) = 9$.
"""


def test_a_letter_one_formula_also_writes_as_a_factor_multiplies_its_parentheses():
    items = reader_items(POLAR)
    polar = [it for it in items if it["line"] == 5]
    assert len(polar) == 1 and polar[0]["status"] == "proved", polar  # r(…) is r times (…), as r e^{iθ} shows
    f = [it for it in items if it["link"]["lhs"].strip() == "f(3)"]
    assert f and f[0]["status"] == "consistent", f  # f(3): f is applied, never written as a factor
