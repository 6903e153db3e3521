"""Find the cards a piece of HTML shows, in every form the site writes a card: its code as a token
(id="card-3c", data-card="3c", value="3c", "3c" in text) and its name in Spanish and English
("tres de copas", "three of cups"; the SVG's aria-label and <title>)."""

import re
from functools import cache

from django.utils import translation

from games.cards import card_name
from games.engine import parse_card

# The Spanish deck of 40 (the engine parses each code, so a typo here fails loudly).
CARDS = [f"{rank}{suit}" for suit in "oceb" for rank in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)]
for _code in CARDS:
    parse_card(_code)

# Random tokens (nonces, CSRF) can contain a code-like fragment: drop them before scanning.
TOKENS = re.compile(
    r'nonce="[^"]*"|name="csrfmiddlewaretoken" value="[^"]*"|"X-CSRFToken": "[^"]*"|'
    r"'nonce-[^']*'|[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}"
)


CODE_TOKEN = re.compile(r"(?<![0-9A-Za-z])(?:1[012]|[1-7])[oceb](?![0-9A-Za-z])")


@cache
def _names():
    """({lower-case name: code}, one regex matching any name) in Spanish and English."""
    names = {}
    for code in CARDS:
        for language in ("es", "en"):
            with translation.override(language):
                names[card_name(code).lower()] = code
    alternatives = "|".join(re.escape(name) for name in sorted(names, key=len, reverse=True))
    return names, re.compile(rf"\b(?:{alternatives})\b", re.IGNORECASE)


def cards_shown(html):
    """{code: first excerpt} of every card the html mentions in any form."""
    text = TOKENS.sub("", html)
    names, name_pattern = _names()
    found = {}
    for match in CODE_TOKEN.finditer(text):
        found.setdefault(match.group(), text[max(0, match.start() - 60) : match.end() + 30])
    for match in name_pattern.finditer(text):
        code = names[match.group().lower()]
        found.setdefault(code, text[max(0, match.start() - 60) : match.end() + 30])
    return found
