"""n distinct positions need ceil(log2 n) bits: the smallest b with 2^b >= n is ceil(log2 n).

Statement: for every integer n >= 1, min{b >= 0 : 2^b >= n} = ceil(log2 n); so labelling n positions uniquely takes
about log2 n bits (pigeonhole: b bits give only 2^b labels).
Hypotheses: integer n >= 1 (proof exhaustive for n <= 512).
References: 003_765fa61f779baf3a.txt after (6.2.12) (information-theory paragraph).
Sharp: exact.
"""
import sympy as sp

from suite import Claim, Source
from theorems._util_003a import DOC

claim = Claim(
    title="Distinguishing n positions takes ceil(log2 n) bits",
    statement="min{b : 2^b >= n} = ceil(log2 n) for 1 <= n <= 512 (b bits give 2^b labels, so fewer cannot separate n positions).",
    hypotheses="integer 1 <= n <= 512 (exhaustive)",
    expect="proved",
    sources=[Source(DOC, "after (6.2.12), information theory", r"位置编码需要为$n$个位置编码约$\log_2 n$比特的信息")],
)


@claim.proof
def proof(pf):
    def ok(n):
        b = (n - 1).bit_length()  # smallest b with 2^b >= n
        return bool(2 ** b >= n and (b == 0 or 2 ** (b - 1) < n) and sp.ceiling(sp.log(n, 2)) == b)

    pf.exhaust("min{b : 2^b >= n} = ceil(log2 n), n = 1..512", range(1, 513), ok)
    pf.scope = "n <= 512"
