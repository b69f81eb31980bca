import sympy as sp

from suite import Claim, Source

DOC = '003_765fa61f779baf3a.txt'

claim = Claim(
    title=r"Distinguishing $n$ positions takes $\lceil \log_2 n \rceil$ bits",
    statement=r"$b$-bit labels number $2^b$, so they separate $n$ positions iff $2^b \ge n$ iff $b \ge \log_2 n$ ($n \ge 1$); the least such $b$ "
              r"is $\lceil \log_2 n \rceil$ in $[\log_2 n, \log_2 n + 1)$.",
    hypotheses=r"integers $n \ge 1$, $b \ge 0$",
    expect="proved",
    sources=[Source(DOC, "after (6.2.12), information theory", r"位置编码需要为$n$个位置编码约$\log_2 n$比特的信息")],
    sharp='exact.',
)


@claim.proof
def proof(pf):
    def ok(n):
        b = (n - 1).bit_length()  # smallest b with 2^b >= n
        return bool(2 ** b >= n and (b == 0 or 2 ** (b - 1) < n) and sp.ceiling(sp.log(n, 2)) == b)


    b = sp.Symbol("b", integer=True, nonnegative=True)
    k = sp.Symbol("k", integer=True)
    x = sp.Symbol("x", positive=True)
    pf.eq("b bits give |{0,1}^b| = prod_{k=1}^{b} 2 = 2^b distinct labels (rule of product, every b)",
          sp.Product(2, (k, 1, b)).doit(), 2 ** b)
    pf.eq("log2(2^b) = b", sp.log(2 ** b, 2), b)
    pf.true("log2 is increasing on (0, oo), so 2^b >= n <=> b >= log2 n", sp.Eq(sp.is_increasing(sp.log(x, 2), sp.Interval.open(0, sp.oo)), True))
    # the least integer b >= log2 n is ceil(log2 n) by the definition of ceil; cross-check it exhaustively
    pf.exhaust("cross-check: min{b : 2^b >= n} = ceil(log2 n), n = 1..1024", range(1, 1025), ok)
