"""A learner who plays whole practice games through the pages, as a person in a browser would,
and writes down every verdict the feedback panel shows: the end-to-end test of the feedback
(tests/games/test_feedback_pages.py) and its bench (bench/feedback_pages.py) share it.

The learner only reads HTML and sends the forms a browser sends: it starts a game from a
one-click table of the lobby, switches on the aid that marks the cards it may play, and at
each turn picks one of them (seeded: a beginner's choice, often a poor one), declares what the
page offers most of the time, asks for the next hand; after each of its moves it loads the
feedback panel as htmx does. ``Pages`` is whatever carries the requests: Django's test client
or HTTP against a live server.
"""

import random
import re
from collections import Counter
from dataclasses import dataclass, field
from html.parser import HTMLParser
from typing import Protocol

from tute.bots import ReasonCode

LABELS = ("buena", "imprecision", "error", "error_grave")  # mildest first
GENERAL = ("pierde_la_mano", "queda_en_medio")  # reasons that only say the hand goes worse


class Pages(Protocol):
    """Requests as a browser sends them: (status, HTML). A form posted without htmx follows
    the redirect it gets, as a browser does."""

    def get(self, path: str, *, htmx: bool = False) -> tuple[int, str]: ...

    def post(self, path: str, data: dict, *, htmx: bool = False) -> tuple[int, str]: ...


class ClientPages:
    """``Pages`` over Django's test client."""

    def __init__(self, client):
        self.client = client

    def get(self, path, *, htmx=False):
        response = self.client.get(path, headers={"HX-Request": "true"} if htmx else {})
        return response.status_code, response.content.decode()

    def post(self, path, data, *, htmx=False):
        headers = {"HX-Request": "true"} if htmx else {}
        response = self.client.post(path, data, headers=headers, follow=not htmx)
        return response.status_code, response.content.decode()


class _Page(HTMLParser):
    """What the learner reads on a page: the buttons of forms, the elements it looks for by id
    or attribute, and the text of the verdict's parts."""

    WATCHED = ("verdict-label", "headline", "stake", "reasons-li", "mistake")

    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.buttons = []  # (name, value, classes, disabled)
        self.ids = set()
        self.attrs = {}  # attribute name -> first value seen (data-ply, data-stake...)
        self.feedback_url = None
        self.texts = {name: [] for name in self.WATCHED}
        self.codes = {"reason": [], "mistake": []}
        self._open = []  # (tag, watched name or None)

    def handle_starttag(self, tag, attrs):
        a = {k: (v or "") for k, v in attrs}
        if "id" in a:
            self.ids.add(a["id"])
        for name in ("data-ply", "data-stake", "data-headline"):
            if name in a and name not in self.attrs:
                self.attrs[name] = a[name]
        if tag == "button" and a.get("name"):
            self.buttons.append((a["name"], a.get("value", ""), a.get("class", "").split(), "disabled" in a))
        if "hx-get" in a and "/valoracion/" in a["hx-get"]:
            self.feedback_url = a["hx-get"]
        watched = self._watched(tag, a)
        if tag not in ("br", "input", "img", "link", "meta", "use", "path", "rect", "circle"):
            self._open.append((tag, watched))

    def _watched(self, tag, a):
        classes = a.get("class", "").split()
        if "verdict-label" in classes:
            return "verdict-label"
        if "data-headline" in a:
            return "headline"
        if "stake" in classes:
            return "stake"
        if tag == "li" and "data-reason" in a:
            self.codes["reason"].append(a["data-reason"])
            return "reasons-li"
        if tag == "li" and "data-code" in a:
            self.codes["mistake"].append(a["data-code"])
            return "mistake"
        return None

    def handle_endtag(self, tag):
        while self._open:
            open_tag, _watched = self._open.pop()
            if open_tag == tag:
                break

    def handle_data(self, data):
        for _tag, watched in self._open:
            if watched:
                self.texts[watched].append(data)

    def text(self, name):
        return re.sub(r"\s+", " ", "".join(self.texts[name])).strip()


def read(html):
    page = _Page()
    page.feed(html)
    return page


@dataclass
class Verdict:
    """One verdict as the panel showed it."""

    variant: str
    ply: int
    label: str
    headline: str
    headline_code: str
    stake: int | None
    stake_text: str
    reasons: list

    @property
    def concrete(self):
        return any(code and code not in GENERAL for code in self.reasons)


LABEL_WORDS = {
    "Buena jugada": "buena",
    "Imprecisión": "imprecision",
    "Error": "error",
    "Error grave": "error_grave",
}


def verdict_of(variant, ply, html):
    """The verdict the feedback panel ``html`` shows (None when it shows none)."""
    page = read(html)
    label = LABEL_WORDS.get(page.text("verdict-label"))
    if label is None:
        return None
    stake = page.attrs.get("data-stake")
    return Verdict(
        variant=variant,
        ply=ply,
        label=label,
        headline=page.text("headline"),
        headline_code=page.attrs.get("data-headline", ""),
        stake=int(stake) if stake not in (None, "", "None") else None,
        stake_text=page.text("stake"),
        reasons=page.codes["reason"],
    )


@dataclass
class Learner:
    """Plays whole games through ``pages`` and keeps what the panels showed."""

    pages: Pages
    rng: random.Random
    verdicts: list = field(default_factory=list)
    requests: Counter = field(default_factory=Counter)
    max_requests: int = 3000

    def start(self, preset):
        status, html = self.pages.post("/jugar/", {"preset": preset})
        if status != 200 or "data-ply" not in html:
            raise AssertionError(f"the table did not open: {status}")
        match = re.search(r'action="(/jugar/[0-9a-f-]{36}/)jugada/"', html)
        if match is None:
            raise AssertionError("no table form on the page")
        return match.group(1)

    def play_game(self, preset, variant):
        """One whole game (a match) of the one-click table ``preset``; the verdicts it got."""
        table = self.start(preset)
        self.pages.post(table + "ayudas/", {"highlight": "on", "speed": "fast"}, htmx=True)
        status, html = self.pages.get(table)
        seen_feedback = set()
        found = []
        for _ in range(self.max_requests):
            page = read(html)
            if page.feedback_url and page.feedback_url not in seen_feedback:
                seen_feedback.add(page.feedback_url)
                found.extend(self._feedback(variant, page.feedback_url))
            ply = page.attrs.get("data-ply", "")
            action = self._choose(page)
            if action is not None:
                status, html = self._send(table + "jugada/", {"action": action, "ply": ply}, "act")
            elif "next-hand" in page.ids:
                status, html = self._send(table + "siguiente-mano/", {"ply": ply}, "next")
            elif "match-over" in page.ids:
                self.verdicts.extend(found)
                return found
            else:
                raise AssertionError(f"nothing to do on the table (ply {ply})")
            if status >= 500:
                raise AssertionError(f"{status} from the table")
        raise AssertionError("the game did not end")

    def _send(self, path, data, kind):
        self.requests[kind] += 1
        return self.pages.post(path, data, htmx=True)

    def _feedback(self, variant, url):
        self.requests["feedback"] += 1
        status, html = self.pages.get(url, htmx=True)
        if status != 200:
            raise AssertionError(f"the feedback panel answered {status}")
        ply = int(url.rstrip("/").rsplit("/", 1)[-1])
        verdict = verdict_of(variant, ply, html)
        return [verdict] if verdict else []

    def _choose(self, page):
        """A beginner's choice among what the page offers: declare most of the time, else one
        of the cards marked playable, at random."""
        actions = [
            (value, classes)
            for name, value, classes, disabled in page.buttons
            if name == "action" and not disabled
        ]
        declarations = [v for v, _c in actions if v.startswith(("cante:", "tute:", "cambio:"))]
        if declarations and self.rng.random() < 0.8:
            return self.rng.choice(declarations)
        cards = [v for v, classes in actions if "playable" in classes]
        if cards:
            return self.rng.choice(cards)
        if any(v == "paso" for v, _c in actions):
            return "paso"
        return None

    def progress_mistakes(self):
        """The kinds of mistake Mi progreso lists, most frequent first, with their counts."""
        status, html = self.pages.get("/mi-progreso/")
        if status != 200:
            raise AssertionError(f"Mi progreso answered {status}")
        page = read(html)
        counts = [int(n) for n in re.findall(r"\((\d+) (?:vez|veces|time|times)\)", page.text("mistake"))]
        return list(zip(page.codes["mistake"], counts, strict=False))


def expected_mistakes(verdicts, limit=5):
    """What Mi progreso should list for these verdicts: the headline's kind of every verdict
    below «buena», the most frequent first (ties in the order of the judge's codes)."""
    counts = Counter(v.headline_code for v in verdicts if v.label != "buena" and v.headline_code)
    order = [str(code) for code in ReasonCode]
    return sorted(counts.items(), key=lambda item: (-item[1], order.index(item[0])))[:limit]


@dataclass
class Figures:
    """The targets of the feedback over the verdicts of one variant."""

    judged: int
    negative: int
    with_headline: int
    concrete: int
    with_stake: int
    longest_headline: int
    inversions: list  # (worse label, its smallest stake, milder label, its largest stake)

    @property
    def headline_share(self):
        return self.with_headline / self.negative if self.negative else 1.0

    @property
    def concrete_share(self):
        return self.concrete / self.negative if self.negative else 1.0

    @property
    def stake_share(self):
        return self.with_stake / self.negative if self.negative else 1.0


HEADLINE_MAX = 90


def good_headline(text):
    """A headline as issue 26 asks: there, at most about 90 characters, no counts of deals."""
    return bool(text) and len(text) <= HEADLINE_MAX and not re.search(r"repartos?|\b\d+ de \d+\b", text)


def figures(verdicts):
    negative = [v for v in verdicts if v.label != "buena"]
    stakes = {
        label: [v.stake for v in negative if v.label == label and v.stake is not None] for label in LABELS[1:]
    }
    inversions = []
    for i, worse in enumerate(LABELS[1:], start=1):
        for milder in LABELS[1:i]:
            if stakes[worse] and stakes[milder] and min(stakes[worse]) < max(stakes[milder]):
                inversions.append((worse, min(stakes[worse]), milder, max(stakes[milder])))
    return Figures(
        judged=len(verdicts),
        negative=len(negative),
        with_headline=sum(1 for v in negative if good_headline(v.headline)),
        concrete=sum(1 for v in negative if v.concrete),
        with_stake=sum(1 for v in negative if v.stake is not None and v.stake_text),
        longest_headline=max((len(v.headline) for v in negative), default=0),
        inversions=inversions,
    )
