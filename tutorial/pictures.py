"""Card pictures for the tutorial's markup; the card's words come from games.words.

``card_name``, ``suit_name``, ``the_card``, ``to_the_card`` and ``names`` are the words module's
functions, kept importable here for the exercise modules; new code imports ``games.words``.
"""

from games.cards import card_svg
from games.words import card_list as names
from games.words import card_name, suit_name, the_card, to_the_card

__all__ = ["card_name", "card_picture", "names", "suit_name", "the_card", "to_the_card"]


def card_picture(code, size="hand"):
    """Safe HTML of the card's picture (an inline svg with an aria-label)."""
    return card_svg(code, size)
