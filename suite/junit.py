"""``verify --junit-xml PATH``: the run as JUnit XML for CI systems, one <testcase> per claim; and what the
terminal and the XML say about a failing claim (``failure``, ``counterexample_lines``).

The XML is what strict consumers accept (the Jenkins xunit plugin's JUnit schema, junit-10.xsd, and the Ant
JUnit.xsd's testsuites > testsuite > testcase): classname is the claim's topic, name its id, time the seconds it
ran in this run (0 for a claim served from the cache).  A claim fails when its verdict is ``error`` or it has an
unexpected verdict or a citation (integrity) problem; a refuted claim does not fail (it is a correct verdict on a
false sentence).  The failure's message is the reason and the counterexample to paste; its text adds the
counterexample's two sides.  The verdict (and the expected one) is in each testcase's system-out: no
per-testcase <properties>, which the schemas do not allow."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

_NOT_XML = re.compile(r"[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _text(s) -> str:
    return _NOT_XML.sub("?", str(s))


def failure(c: dict) -> str | None:
    """Why claim ``c`` (a report claim dict) fails the run, or None."""
    if c["verdict"] == "error" or c.get("unexpected") or c.get("integrity"):
        # every reason, none hiding another (a quote not found beside a skeleton still to be filled in)
        reasons = [c.get("unexpected"), *(c.get("integrity") or []), c.get("why") if c["verdict"] == "error" else None]
        seen = []
        for r in reasons:
            if r and not any(r in x for x in seen):
                seen.append(r)
        return "; ".join(seen) or "error"
    return None


def paste(c: dict) -> str | None:
    """The counterexample of claim ``c`` as a parameter dict to paste into the claim's ``examples=[...]``, or None."""
    num = (c.get("numeric") or {}).get("counterexample") or {}
    return num.get("paste")


def counterexample_lines(c: dict) -> list[str]:
    """The counterexample of claim ``c`` (a report claim dict), if it has one: the example to paste, then what
    each side of the claim's check was there (the reference's balls, SymPy's exact values)."""
    num = (c.get("numeric") or {}).get("counterexample") or {}
    exact = (c.get("proof") or {}).get("counterexample") or {}
    lines = []
    if num.get("paste"):
        lines.append(f"counterexample: {num['paste']}  (paste it into the claim's examples=[...])")
        if num.get("lhs") is not None:
            lines.append(f"  the check there: left side = {num.get('lhs')}, right side = {num.get('rhs')}; "
                         f"left {num.get('relation')} right is false (left - right = {num.get('lhs_minus_rhs')} "
                         f"± {num.get('radius')} in {num.get('reference')})")
    if exact.get("lhs") is not None:
        at = f" at {exact['at']}" if exact.get("at") else ""
        lines.append(f"exact counterexample (SymPy){at}: left side = {exact.get('lhs')}, right side = "
                     f"{exact.get('rhs')}, left - right = {exact.get('difference')} "
                     f"≈ {exact.get('difference_approx')}")
    return lines


def _iso_now() -> str:
    from datetime import datetime

    return datetime.now().strftime("%Y-%m-%dT%H:%M:%S")  # no time zone: the Ant schema's pattern has none


def junit_xml(claims: list[dict], seconds: dict, name: str = "pe-verify", timestamp: str | None = None,
              hostname: str | None = None) -> str:
    """The XML text for the report's ``claims``; ``seconds``: {claim id: seconds it ran in this run (0 or None for
    a claim from the cache or not known)}."""
    import socket

    cases, failures, total = [], 0, 0.0
    for c in claims:
        took = seconds.get(c["id"]) or 0.0
        total += took
        case = ET.Element("testcase", classname=c.get("topic") or "theorems", name=c["id"], time=f"{took:.3f}")
        why = failure(c)
        if why is not None:
            failures += 1
            ce = counterexample_lines(c)
            message = why.splitlines()[0] if why.strip() else "error"
            if paste(c):
                message += f"; counterexample: {paste(c)}"
            body = [why, *ce, f"rerun: pe-verify verify -k {c['id']}"]
            ET.SubElement(case, "failure", message=_text(message),
                          type=_text(c["verdict"])).text = _text("\n".join(body))
        expected = f"expected: {c['expect']}\n" if c.get("expect") else ""
        ET.SubElement(case, "system-out").text = _text(f"verdict: {c['verdict']}\n{expected}{c.get('why') or ''}")
        cases.append(case)
    t = f"{total:.3f}"
    root = ET.Element("testsuites", name=name, tests=str(len(cases)), failures=str(failures), errors="0", time=t)
    suite = ET.SubElement(root, "testsuite", name=name, tests=str(len(cases)), failures=str(failures), errors="0",
                          skipped="0", time=t, timestamp=timestamp or _iso_now(),
                          hostname=hostname or socket.gethostname() or "localhost")
    suite.extend(cases)
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
