"""The card table of an exercise or a lesson step, seen from the learner at the bottom: trump,
the face-up card, the pile and the cards played in their places, each with its seat's label."""

from django.utils.translation import gettext as _

from tutorial.pictures import suit_name

PLACES = {
    2: ("bottom", "top"),
    3: ("bottom", "right", "left"),
    4: ("bottom", "right", "top", "left"),
    5: ("bottom", "right", "top-right", "top-left", "left"),
    6: ("bottom", "right", "top-right", "top-left", "left", "bottom-left"),
}


def is_paired(position):
    """Four players of arrastre in two pairs (the partner sits opposite)."""
    return position.variant == "arrastre" and position.players == 4 and position.rules.parejas


def seat_label(seat, learner, position):
    if seat == learner:
        return _("Tú")
    players = position.players
    offset = (seat - learner) % players
    paired = position.variant == "arrastre" and players == 4 and getattr(position.rules, "parejas", True)
    if paired and offset == 2:
        return _("Compañero")
    place = PLACES[players][offset]
    labels = {
        "right": _("Derecha"),
        "top": _("Enfrente"),
        "left": _("Izquierda"),
        "top-right": _("Enfrente, a la derecha"),
        "top-left": _("Enfrente, a la izquierda"),
        "bottom-left": _("Abajo, a la izquierda"),
    }
    label = labels[place]
    return _("Rival, %(place)s") % {"place": label.lower()} if paired else label


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
