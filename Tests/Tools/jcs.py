#!/usr/bin/env python3
"""An independent RFC 8785 (JSON Canonicalization Scheme) implementation and
QuizBank bundle digest, written from the RFC alone to check qbank against.

    jcs.py digest FILE...      the bundle digest of each FILE: SHA-256 of the JCS
                               form of the bundle without its "digest" member
    jcs.py canonical FILE      the JCS bytes of FILE (all members kept)
    jcs.py lines FOLDER        check that every line of FOLDER/*.jsonl (JSON Lines,
                               such as catalogues) is already in its JCS form;
                               prints each line that is not, exits 1 if any
    jcs.py check FOLDER        check every FOLDER/*.json is a canonical bundle file:
                               the JCS form laid out with two-space indentation and
                               ": " (QuizBank's pretty layout) plus a new line, whose
                               "digest" is its digest; prints "ok N" or a FAIL line
                               per file and exits 1
    jcs.py selftest            check this file against RFC 8785's own examples
    jcs.py golden FOLDER       (re)write FOLDER/*.json's "digest" members and
                               FOLDER/digests.txt from this implementation

Only the Python standard library is used, so Debian's /usr/bin/python3 runs it.
"""

import hashlib
import json
import struct
import sys
from pathlib import Path


def _reject_constant(name):
    raise ValueError(f"{name} is not JSON (RFC 8785 has no NaN or Infinity)")


def load(data: bytes):
    """Parses JSON; every number becomes an IEEE 754 double, as RFC 8785 (I-JSON) says."""
    return json.loads(
        data.decode("utf-8"),
        parse_int=float,  # float("123") rounds exactly like the reader of a double would
        parse_float=float,
        parse_constant=_reject_constant,
    )


def number(value: float) -> str:
    """ECMAScript Number.prototype.toString (ECMA-262 7.1.12.1) for a finite double."""
    if value != value or value in (float("inf"), float("-inf")):
        raise ValueError("NaN and Infinity have no JSON form")
    if value == 0:
        return "0"  # +0 and -0 alike
    if value < 0:
        return "-" + number(-value)
    # repr() gives the shortest digit string that reads back as the same double
    # (and, among those, the closest), which is the `s` of ECMA-262.
    text = repr(value)
    mantissa, _, exponent = text.partition("e")
    whole, _, fraction = mantissa.partition(".")
    digits = whole + fraction
    # value = 0.digits × 10^n
    n = len(whole) + (int(exponent) if exponent else 0)
    stripped = digits.lstrip("0")
    n -= len(digits) - len(stripped)
    digits = stripped.rstrip("0")
    k = len(digits)
    if k <= n <= 21:
        return digits + "0" * (n - k)
    if 0 < n <= 21:
        return digits[:n] + "." + digits[n:]
    if -6 < n <= 0:
        return "0." + "0" * (-n) + digits
    e = n - 1
    sign = "+" if e > 0 else "-"
    head = digits[0] if k == 1 else digits[0] + "." + digits[1:]
    return f"{head}e{sign}{abs(e)}"


_ESCAPES = {'"': '\\"', "\\": "\\\\", "\b": "\\b", "\f": "\\f", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def string(value: str) -> str:
    """A JSON string with only the escapes RFC 8785 section 3.2.2.2 requires."""
    out = ['"']
    for ch in value:
        code = ord(ch)
        if 0xD800 <= code <= 0xDFFF:
            raise ValueError("a lone surrogate cannot be canonicalized")
        if ch in _ESCAPES:
            out.append(_ESCAPES[ch])
        elif code < 0x20:
            out.append("\\u%04x" % code)
        else:
            out.append(ch)
    out.append('"')
    return "".join(out)


def _utf16_key(key: str) -> bytes:
    # Big-endian UTF-16 bytes compare exactly like sequences of UTF-16 code units.
    return key.encode("utf-16-be")


def canonical(value) -> str:
    """The RFC 8785 text of a parsed JSON value."""
    if value is None:
        return "null"
    if value is True:
        return "true"
    if value is False:
        return "false"
    if isinstance(value, (int, float)):
        return number(float(value))
    if isinstance(value, str):
        return string(value)
    if isinstance(value, list):
        return "[" + ",".join(canonical(item) for item in value) + "]"
    if isinstance(value, dict):
        members = sorted(value.items(), key=lambda member: _utf16_key(member[0]))
        return "{" + ",".join(string(k) + ":" + canonical(v) for k, v in members) + "}"
    raise TypeError(f"not a JSON value: {value!r}")


def pretty(value, level: int = 0) -> str:
    """The RFC 8785 text laid out as QuizBank writes files: two spaces a level, ": "."""
    inner = "  " * (level + 1)
    if isinstance(value, list) and value:
        items = ",\n".join(inner + pretty(item, level + 1) for item in value)
        return "[\n" + items + "\n" + "  " * level + "]"
    if isinstance(value, dict) and value:
        members = sorted(value.items(), key=lambda member: _utf16_key(member[0]))
        items = ",\n".join(
            inner + string(k) + ": " + pretty(v, level + 1) for k, v in members)
        return "{\n" + items + "\n" + "  " * level + "}"
    return canonical(value)


def check(folder: Path) -> tuple:
    """The files of FOLDER that are not canonical bundle files, with why."""
    failures = []
    files = sorted(folder.glob("*.json"))
    for path in files:
        data = path.read_bytes()
        try:
            bundle = load(data)
            expected = (pretty(bundle) + "\n").encode("utf-8")
            if data != expected:
                at = next(i for i, (a, b) in enumerate(zip(data + b"\0", expected + b"\0")) if a != b)
                failures.append(
                    f"{path.name}: not canonical at byte {at}: "
                    f"{data[at:at + 40]!r} where RFC 8785 has {expected[at:at + 40]!r}")
            elif bundle.get("digest") != digest(data):
                failures.append(f"{path.name}: digest {bundle.get('digest')} is not {digest(data)}")
        except ValueError as error:
            failures.append(f"{path.name}: {error}")
    return failures, len(files)


def digest(data: bytes) -> str:
    """A bundle's digest: SHA-256 of the RFC 8785 form without the "digest" member."""
    bundle = load(data)
    if not isinstance(bundle, dict):
        raise ValueError("a bundle is a JSON object")
    bundle.pop("digest", None)
    return hashlib.sha256(canonical(bundle).encode("utf-8")).hexdigest()


# RFC 8785 Appendix B: IEEE 754 bit patterns and their canonical text.
RFC_NUMBERS = [
    ("0000000000000000", "0"),
    ("8000000000000000", "0"),
    ("0000000000000001", "5e-324"),
    ("8000000000000001", "-5e-324"),
    ("7fefffffffffffff", "1.7976931348623157e+308"),
    ("ffefffffffffffff", "-1.7976931348623157e+308"),
    ("4340000000000000", "9007199254740992"),
    ("c340000000000000", "-9007199254740992"),
    ("4430000000000000", "295147905179352830000"),
    ("44b52d02c7e14af5", "9.999999999999997e+22"),
    ("44b52d02c7e14af6", "1e+23"),
    ("44b52d02c7e14af7", "1.0000000000000001e+23"),
    ("444b1ae4d6e2ef4e", "999999999999999700000"),
    ("444b1ae4d6e2ef4f", "999999999999999900000"),
    ("444b1ae4d6e2ef50", "1e+21"),
    ("3eb0c6f7a0b5ed8c", "9.999999999999997e-7"),
    ("3eb0c6f7a0b5ed8d", "0.000001"),
    ("41b3de4355555553", "333333333.3333332"),
    ("41b3de4355555554", "333333333.33333325"),
    ("41b3de4355555555", "333333333.3333333"),
    ("41b3de4355555556", "333333333.3333334"),
    ("41b3de4355555557", "333333333.33333343"),
    ("becbf647612f3696", "-0.0000033333333333333333"),
    ("43143ff3c1cb0959", "1424953923781206.2"),
]


def selftest() -> list:
    failures = []
    for bits, expected in RFC_NUMBERS:
        value = struct.unpack(">d", bytes.fromhex(bits))[0]
        got = number(value)
        if got != expected:
            failures.append(f"number {bits}: got {got}, RFC 8785 says {expected}")
    # RFC 8785 section 3.2.3: sorting by UTF-16 code units.
    keys = ["\u20ac", "\r", "\ufb33", "1", "\U0001F600", "\u0080", "\u00f6"]
    order = [k for k, _ in sorted(((k, 0) for k in keys), key=lambda m: _utf16_key(m[0]))]
    expected_order = ["\r", "1", "\u0080", "\u00f6", "\u20ac", "\U0001F600", "\ufb33"]
    if order != expected_order:
        failures.append(f"key order: got {order!r}")
    # RFC 8785 section 3.2.2.2: string escaping.
    got = string("\u20ac$\u000f\nA'B\"\\\\\"/")
    if got != '"\u20ac$\\u000f\\nA\'B\\"\\\\\\\\\\"/"':
        failures.append(f"string escaping: got {got}")
    text = canonical(load(b'{"a": 1e21, "b": 1e-7, "c": 5e-324, "d": -0, "e": 0.000001, "f": 7.0}'))
    if text != '{"a":1e+21,"b":1e-7,"c":5e-324,"d":0,"e":0.000001,"f":7}':
        failures.append(f"document: got {text}")
    return failures


def golden(folder: Path) -> None:
    lines = []
    for path in sorted(folder.glob("*.json")):
        bundle = json.loads(path.read_text(encoding="utf-8"))
        value = digest(path.read_bytes())
        # Write the digest into the file without touching anything else in it.
        text = path.read_text(encoding="utf-8")
        if "digest" in bundle:
            text = text.replace(bundle["digest"], value, 1)
        else:
            text = text.replace("{", '{\n  "digest": "%s",' % value, 1)
        path.write_text(text, encoding="utf-8")
        assert digest(path.read_bytes()) == value
        lines.append(f"{value}  {path.name}\n")
    (folder / "digests.txt").write_text("".join(lines), encoding="utf-8")


def lines(folder: Path) -> int:
    """Checks every line of FOLDER/*.jsonl against its JCS form; the number of bad lines."""
    bad = checked = 0
    for path in sorted(folder.glob("*.jsonl")):
        for number, line in enumerate(path.read_bytes().split(b"\n"), start=1):
            if not line:
                continue
            checked += 1
            text = line.decode("utf-8")
            want = canonical(load(line))
            if text != want:
                bad += 1
                if bad <= 10:
                    print(f"{path.name}:{number}: not canonical\n  got:  {text}\n  want: {want}")
    print(f"lines: {checked - bad} of {checked} canonical")
    return bad


def main(argv) -> int:
    if len(argv) >= 3 and argv[1] == "digest":
        for name in argv[2:]:
            print(digest(Path(name).read_bytes()))
        return 0
    if len(argv) == 3 and argv[1] == "canonical":
        sys.stdout.buffer.write(canonical(load(Path(argv[2]).read_bytes())).encode("utf-8"))
        return 0
    if len(argv) == 3 and argv[1] == "lines":
        return 1 if lines(Path(argv[2])) else 0
    if len(argv) == 2 and argv[1] == "selftest":
        failures = selftest()
        for failure in failures:
            print("FAIL", failure)
        print("selftest:", "failed" if failures else "ok", f"({len(RFC_NUMBERS)} numbers)")
        return 1 if failures else 0
    if len(argv) == 3 and argv[1] == "check":
        failures, count = check(Path(argv[2]))
        for failure in failures:
            print("FAIL", failure)
        print("ok" if not failures else "failed", count)
        return 1 if failures else 0
    if len(argv) == 3 and argv[1] == "golden":
        golden(Path(argv[2]))
        return 0
    print(__doc__, file=sys.stderr)
    return 64


if __name__ == "__main__":
    sys.exit(main(sys.argv))
