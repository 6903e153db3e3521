"""Card pictures and names for the tutorial, through the project's cards helper (games.cards)."""

from django.utils.html import format_html
from django.utils.translation import gettext as _

try:  # the cards helper owns the pictures; fall back to text until it is there
    from games.cards import card_name as _card_name
    from games.cards import card_svg as _card_svg
except ImportError:  # pragma: no cover - only before games.cards lands
    _card_svg = None
    _card_name = None

RANK_NAMES = {
    "1": "as",
    "2": "dos",
    "3": "tres",
    "4": "cuatro",
    "5": "cinco",
    "6": "seis",
    "7": "siete",
    "10": "sota",
    "11": "caballo",
    "12": "rey",
}


def suit_name(suit):
    return {"o": _("oros"), "c": _("copas"), "e": _("espadas"), "b": _("bastos")}[suit]


def card_name(code):
    """Translated name: "tres de copas" / "three of cups"."""
    if _card_name is not None:
        return str(_card_name(code))
    return f"{RANK_NAMES[code[:-1]]} de {suit_name(code[-1])}"


def the_card(code):
    """The card's name with its article: "el tres de copas", "la sota de oros"."""
    if code[:-1] == "10":
        return _("la %(card)s") % {"card": card_name(code)}
    return _("el %(card)s") % {"card": card_name(code)}


def card_picture(code, size="hand"):
    """Safe HTML of the card's picture (an inline svg with an aria-label)."""
    if _card_svg is not None:
        return _card_svg(code, size)
    return format_html(
        '<span class="card-text card-{}" role="img" aria-label="{}">{}</span>', size, card_name(code), code
    )


def to_the_card(code):
    """ "al tres de copas", "a la sota de oros" (after a verb such as superar)."""
    if code[:-1] == "10":
        return _("a la %(card)s") % {"card": card_name(code)}
    return _("al %(card)s") % {"card": card_name(code)}


def names(codes):
    """ "el as de oros, el tres de oros y la sota de oros" in the learner's language."""
    parts = [the_card(code) for code in codes]
    if len(parts) <= 1:
        return "".join(parts)
    return _("%(first)s y %(last)s") % {"first": ", ".join(parts[:-1]), "last": parts[-1]}
