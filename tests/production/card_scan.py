"""Find the cards a piece of HTML shows, in every form the site writes a card: its code as a token
(id="card-3c", data-card="3c", value="3c", "3c" in text) and its name in Spanish and English
("tres de copas", "three of cups"; the SVG's aria-label and <title>)."""

import re
from functools import cache
from html.parser import HTMLParser

from django.utils import translation

from games.cards import card_name
from tute import parse_card

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


class _WithoutAdvice(HTMLParser):
    """The html less every element marked ``data-advice`` (with all it holds)."""

    VOID = {"area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "wbr"}

    def __init__(self, html):
        super().__init__(convert_charrefs=False)
        self.html, self.cut, self.depth, self.start = html, [], 0, None
        self.feed(html)
        self.close()

    def _offset(self):
        line, column = self.getpos()
        lines = self.html.splitlines(keepends=True)
        return sum(len(x) for x in lines[: line - 1]) + column

    def handle_starttag(self, tag, attrs):
        if tag in self.VOID:
            return
        if self.depth:
            self.depth += 1
        elif any(name == "data-advice" for name, _value in attrs):
            self.depth, self.start = 1, self._offset()

    def handle_endtag(self, tag):
        if self.depth and tag not in self.VOID:
            self.depth -= 1
            if not self.depth:
                end = self.html.index(">", self._offset()) + 1
                self.cut.append((self.start, end))

    def text(self):
        parts, last = [], 0
        for start, end in self.cut:
            parts.append(self.html[last:start])
            last = end
        parts.append(self.html[last:])
        return "".join(parts)


def without_advice(html):
    """The page less its advice panels: a hint or a judgement is worked out from the learner's view
    alone and may name cards a rival might hold (tests/production/test_hidden_cards.py checks that
    it does not change when the hidden cards do)."""
    return _WithoutAdvice(html).text()
