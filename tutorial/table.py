"""The card table of an exercise or a lesson step, seen from the learner at the bottom: trump,
the face-up card, the pile and the cards played in their places, each with its seat's label."""

from games import words
from games.words import SEAT_PLACES as PLACES
from games.words import suit_name

__all__ = ["PLACES", "draw_table", "is_paired", "seat_label"]


def is_paired(position):
    """Four players of arrastre in two pairs (the partner sits opposite)."""
    return position.variant == "arrastre" and position.players == 4 and position.rules.parejas


def seat_label(seat, learner, position):
    """The seat's name seen from `learner`, as the practice table says it (games.words)."""
    return words.seat_label(position.players, seat - learner, pairs=is_paired(position))


def draw_table(position, learner):
    """The table of a position seen from `learner` (at the bottom): trump, face-up card, pile
    and the cards on the table in their places (a whole trick too: the notation holds it)."""
    places = PLACES[position.players]
    trick = position.table
    seats = position.table_seats()
    played = []
    for index, (seat, code) in enumerate(zip(seats, trick, strict=True)):
        offset = (seat - learner) % position.players
        played.append(
            {
                "seat": seat,
                "card": code,
                "place": places[offset],
                "label": seat_label(seat, learner, position),
                "led": index == 0,
            }
        )
    return {
        "trump": position.trump,
        "trump_name": suit_name(position.trump),
        "trump_card": position.trump_card,
        "played": played,
        "pile": position.pile,
        "variant": position.variant,
        "players": position.players,
        "trick_shown": True,  # False: a question between tricks (no "you lead" note)
    }
