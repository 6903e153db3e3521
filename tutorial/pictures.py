"""Card pictures for the tutorial's markup ({3c} in a lesson text); the words are games.words."""

from games.cards import card_svg


def card_picture(code, size="hand"):
    """Safe HTML of the card's picture (an inline svg with an aria-label)."""
    return card_svg(code, size)
