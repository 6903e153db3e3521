"""Parsing what visitors type or send: never ``int()`` on ``str.isdigit()``.

``"²".isdigit()`` and ``"١".isdigit()`` are true, yet ``int("²")`` fails and ``int("١")`` is 1:
a number from a request is ASCII decimal digits, not too many of them, within bounds.
"""

import re

MAX_ID = 2**63 - 1  # the largest primary key a database holds (bigint)
_CODE_CHARS = re.compile(r"[^A-Z0-9]")


def parse_int(value, *, minimum=0, maximum=MAX_ID):
    """The whole number written in ``value`` (ASCII digits only), or None when it is anything
    else or out of [minimum, maximum]."""
    if not isinstance(value, str) or not value.isascii() or not value.isdecimal() or len(value) > 19:
        return None
    number = int(value)
    return number if minimum <= number <= maximum else None


def text_without_nul(value, *, max_length):
    """``value`` when it is text a database can store and compare (no NUL byte, not longer than
    ``max_length``), else None."""
    if not isinstance(value, str) or "\x00" in value or len(value) > max_length:
        return None
    return value


def clean_code(value, *, alphabet, length):
    """A short code typed by a person (``e7kq-2m`` → ``E7KQ2M``), or None when it cannot be one:
    only letters of ``alphabet`` after the kind letter, exactly ``length`` characters."""
    if not isinstance(value, str) or len(value) > 4 * length:
        return None
    code = _CODE_CHARS.sub("", value.upper())
    if len(code) != length or not all(char in alphabet for char in code[1:]):
        return None
    return code
