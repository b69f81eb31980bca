"""``verify --junit-xml PATH``: the run as JUnit XML for CI systems, one <testcase> per claim.

classname is the claim's topic, name its id, time its seconds.  A claim fails when its verdict is
``error`` or it has an unexpected verdict or a citation (integrity) problem; a refuted claim does not
fail (it is a correct verdict on a false sentence).  The verdict is a property and in system-out."""
from __future__ import annotations

import re
import xml.etree.ElementTree as ET

_NOT_XML = re.compile(r"[^\t\n\r\x20-\ud7ff\ue000-\ufffd\U00010000-\U0010ffff]")


def _text(s) -> str:
    return _NOT_XML.sub("?", str(s))


def failure(c: dict) -> str | None:
    """Why claim ``c`` (a report claim dict) fails the run, or None."""
    if c["verdict"] == "error" or c.get("unexpected") or c.get("integrity"):
        return c.get("unexpected") or "; ".join(c.get("integrity") or []) or c.get("why") or "error"
    return None


def junit_xml(claims: list[dict], seconds: dict, name: str = "pe-verify") -> str:
    """The XML text for the report's ``claims``; ``seconds``: {claim id: seconds it ran (None if unknown)}."""
    cases, failures = [], 0
    for c in claims:
        case = ET.Element("testcase", classname=c.get("topic") or "theorems", name=c["id"],
                          time=f"{seconds.get(c['id']) or 0:.3f}")
        props = ET.SubElement(case, "properties")
        ET.SubElement(props, "property", name="verdict", value=_text(c["verdict"]))
        if c.get("expect"):
            ET.SubElement(props, "property", name="expected", value=_text(c["expect"]))
        why = failure(c)
        if why is not None:
            failures += 1
            ET.SubElement(case, "failure", message=_text(why.splitlines()[0]),
                          type=_text(c["verdict"])).text = _text(why)
        ET.SubElement(case, "system-out").text = _text(f"verdict: {c['verdict']}\n{c.get('why') or ''}")
        cases.append(case)
    total = f"{sum(s or 0 for s in seconds.values()):.3f}"
    root = ET.Element("testsuites", name=name, tests=str(len(cases)), failures=str(failures), errors="0", time=total)
    suite = ET.SubElement(root, "testsuite", name=name, tests=str(len(cases)), failures=str(failures), errors="0",
                          skipped="0", time=total)
    suite.extend(cases)
    ET.indent(root)
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + ET.tostring(root, encoding="unicode") + "\n"
