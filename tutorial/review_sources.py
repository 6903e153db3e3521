"""Other apps' items in the review queue the lessons use.

The learner's progress keeps a review queue of kinds (tutorial/progress.py): the course's
exercise types, the drills of a learner's games («jugada:…»), and whatever an app above the
tutorial puts there under a prefix of its own (a puzzle failed: «problema:<code>»). An app
registers its prefix here with how to link to one item and to all of them; the review page and
the home's «Para repasar hoy» list them without knowing the app.
"""

from collections.abc import Callable
from dataclasses import dataclass


@dataclass(frozen=True)
class Source:
    """Queue kinds ``<prefix>:<rest>`` belong to this source: ``title`` names them (a callable: the
    words depend on the active language), ``url`` opens the first of them, ``link(rest)`` gives
    (url, label) of one item or None when it is gone."""

    prefix: str
    title: Callable[[], str]
    url: Callable[[], str]
    link: Callable[[str], tuple[str, str] | None]


SOURCES: dict[str, Source] = {}


def register(prefix, *, title, url, link):
    if ":" in prefix:
        raise ValueError(f"a review prefix has no colon: {prefix!r}")
    SOURCES[prefix] = Source(prefix, title, url, link)


def kind(prefix, rest):
    """The queue kind of one item of a source."""
    return f"{prefix}:{rest}"


def items(progress):
    """[{"title", "url", "count", "entries": [{"url", "label"}]}] for each source with items
    waiting in ``progress``'s review queue."""
    found = []
    for source in SOURCES.values():
        entries = []
        for name, _count in progress.review_queue():
            head, sep, rest = name.partition(":")
            if head != source.prefix or not sep:
                continue
            link = source.link(rest)
            if link is not None:
                entries.append({"url": link[0], "label": link[1]})
        if entries:
            found.append(
                {"title": source.title(), "url": source.url(), "count": len(entries), "entries": entries}
            )
    return found
