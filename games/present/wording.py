"""Cards and cantes with their articles, for the sentences of the advice («el tres de oros»,
«la sota de copas», «las veinte en espadas»). The one place the advice words a card; the same
names as the site's module of learner-facing words, to move there when it lands."""

from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from games.cards import card_name, suit_name


def the_card(code):
    """The card with its article: «el tres de copas», «la sota de oros» / "the jack of coins"."""
    if code[:-1] == "10":
        return pgettext("feminine card with article", "la %(card)s") % {"card": card_name(code)}
    return pgettext("card with article", "el %(card)s") % {"card": card_name(code)}


def cante_name(suit, trump):
    """«las cuarenta» (in trumps) or «las veinte en copas»."""
    if suit == trump:
        return _("las cuarenta")
    return _("las veinte en %(suit)s") % {"suit": suit_name(suit)}


def capitalized(text):
    return text[:1].upper() + text[1:]
