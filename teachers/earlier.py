"""What happened in the hand before a teacher's position: the cards already out in earlier
tricks, the cantes already declared, the points each side has so far, and the student's place in
the hand (mano, second... or the dealer).

The builder sets them; the position's notation keeps the cantes (``c:``) and the dealer (``d:``),
which the engine checks and uses; the cards out and the points, which the notation does not
hold, are the exercise's ``setting`` ({"out": [...], "points": [us, them]}). The student is told
all of them above the question (``facts``), and the experto's suggestion plays the earlier tricks
with the cards out.

Checked here, with the engine's own counts (deal size, card and cante points): every card out is
a card, once, and in no hand or on the table; the cards out are all those of the earlier tricks
or none (unknown); a cante said to be someone else's cannot have its rey or caballo in the
student's hand; the points add up to the cards won plus the cantes (each side at least its own
cantes) when the cards out are known, and never to more than the hand can give.
"""

from django.utils.text import capfirst
from django.utils.translation import gettext as _
from django.utils.translation import gettext_lazy

from games.words import card_list, the_card
from tute import DECK, SUITS, cante_points, card_points, notation
from tutorial.exercises import cante_label
from tutorial.wording import seat_phrase

WHO = {  # who declared a cante, as the builder offers it
    "me": gettext_lazy("tú"),
    "mate": gettext_lazy("tu compañero"),
    "rival": gettext_lazy("otro jugador"),
}
MOST_POINTS = 220  # the most one side can have before the last trick: 120 in cards, 100 in cantes


def paired(variant, options):
    return variant == "arrastre/4" and bool(options.get("parejas"))


def cante_seat(who, to_play, players):
    """The seat of a cante's declarer, seen from the student's seat."""
    if who == "me":
        return to_play
    if who == "mate":
        return (to_play + 2) % players
    return (to_play + 1) % players


def cante_who(seat, to_play, players, pairs):
    """The builder's word for a cante's declarer (the inverse of cante_seat)."""
    if seat == to_play:
        return "me"
    if pairs and seat == (to_play + 2) % players:
        return "mate"
    return "rival"


def dealer_for(place, to_play, players):
    """The dealer's seat when the student is the `place`-th to play in the hand's first trick
    (1: mano, `players`: the dealer, last)."""
    return (to_play - place) % players


def place_of(dealer, to_play, players):
    """The student's place in the hand (1: mano ... `players`: the dealer), from the dealer."""
    return (to_play - dealer) % players or players


def earlier_tricks(draft, rules):
    """(tricks played before the position, active players): from the hand's size, or habanero's
    pile (hands stay full while it lasts); None when the hand is not set yet."""
    players = draft.players
    variant = draft.variant.split("/")[0]
    deal = notation.deal_size(variant, players, rules)
    if variant == "habanero":
        pile = int(draft.pile) if str(draft.pile).isdigit() else 0
        full = 40 - 2 * deal - 1
        if pile:
            return max(0, (full - pile) // 2), players
        return None, players  # after the pile, the hand's size says no more
    if not draft.hand:
        return None, players
    return max(0, deal - len(draft.hand)), players


def check(draft, rules, errors):
    """Add to `errors` what is wrong with the hand so far (see the module's docstring)."""
    _check_out(draft, rules, errors)
    _check_cantes(draft, errors)
    _check_points(draft, errors)


def _check_out(draft, rules, errors):
    for code in draft.out:
        if code not in DECK:
            errors.add("out", _("«%(code)s» no es una carta.") % {"code": code})
        elif code in draft.hand or code in draft.table:
            errors.add(
                "out",
                capfirst(
                    _("%(card)s no puede haber salido ya y estar en la mano o en la mesa.")
                    % {"card": the_card(code)}
                ),
            )
    for code in sorted({c for c in draft.out if draft.out.count(c) > 1 and c in DECK}):
        errors.add("out", capfirst(_("%(card)s está dos veces.") % {"card": the_card(code)}))
    tricks, players = earlier_tricks(draft, rules)
    if draft.out and tricks is not None and len(draft.out) != tricks * players:
        errors.add(
            "out",
            _(
                "Antes de esta baza se jugaron %(tricks)s bazas de %(players)s cartas: marca las "
                "%(n)s cartas que salieron, o ninguna si no importan (ahora hay %(given)s)."
            )
            % {"tricks": tricks, "players": players, "n": tricks * players, "given": len(draft.out)},
        )


def _check_cantes(draft, errors):
    for suit, who in draft.cantes.items():
        if who not in WHO or suit not in SUITS:
            errors.add("cantes", _("Elige quién cantó en cada palo."))
            return
        if who == "mate" and not paired(draft.variant, draft.options):
            errors.add("cantes", _("Solo se canta con compañero en el arrastre por parejas."))
        held = [code for code in (f"12{suit}", f"11{suit}") if code in draft.hand]
        if who != "me" and held:
            errors.add(
                "cantes",
                capfirst(
                    _("%(card)s está en la mano del alumno: no pudo cantar ese palo otro jugador.")
                    % {"card": the_card(held[0])}
                ),
            )


def side_cantes(draft):
    """(points of the student's side's cantes, the others'), by the engine's cante points."""
    mine = theirs = 0
    pairs = paired(draft.variant, draft.options)
    for suit, who in draft.cantes.items():
        points = cante_points(f"cante:{suit}", draft.trump) or 0
        if who == "me" or (who == "mate" and pairs):
            mine += points
        else:
            theirs += points
    return mine, theirs


def _check_points(draft, errors):
    if draft.points is None:
        return
    us, them = draft.points
    mine, theirs = side_cantes(draft)
    if us < mine or them < theirs:
        errors.add("points", _("Los puntos de cada lado incluyen sus cantes: no pueden ser menos."))
        return
    cards = us + them - mine - theirs
    if draft.out and cards != card_points(draft.out):
        errors.add(
            "points",
            _(
                "Las cartas que ya salieron suman %(n)s puntos (más los cantes): los puntos de los "
                "dos lados deben sumar eso."
            )
            % {"n": card_points(draft.out)},
        )
    elif cards > 120:
        errors.add(
            "points", _("Sin contar los cantes, una mano da como mucho 120 puntos antes de la última baza.")
        )


# --- what the student is told --------------------------------------------------------------------


def facts(position, setting, *, with_cantes=True):
    """The sentences the student reads above the question about the hand so far."""
    lines = []
    learner = position.to_play
    if position.dealer is not None:
        lines.append(_place_line(place_of(position.dealer, learner, position.players), position.players))
    if with_cantes:
        for seat, what in position.cantes:
            if what == "tute":
                continue
            label = _cante_name(what, position.trump)
            if seat == learner:
                lines.append(_("Ya cantaste %(cante)s en esta mano.") % {"cante": label})
            else:
                who = seat_phrase(seat, learner, position)
                lines.append(
                    capfirst(_("%(who)s cantó %(cante)s en esta mano.") % {"who": who, "cante": label})
                )
    out = [code for code in DECK if code in (setting or {}).get("out", [])]
    if out:
        lines.append(_("Ya han salido en las bazas anteriores: %(cards)s.") % {"cards": card_list(out)})
    points = (setting or {}).get("points")
    if points:
        paired_game = position.variant == "arrastre" and position.players == 4 and position.rules.parejas
        if paired_game:
            lines.append(
                _("Puntos hasta ahora: vosotros %(us)s, ellos %(them)s.")
                % {"us": points[0], "them": points[1]}
            )
        else:
            lines.append(
                _("Puntos hasta ahora: tú %(us)s, los demás %(them)s.") % {"us": points[0], "them": points[1]}
            )
    return lines


def _cante_name(suit, trump):
    return cante_label(f"cante:{suit}", trump)


def _place_line(place, players):
    if place == 1:
        return _("Eres mano: en esta mano saliste tú en la primera baza.")
    if place == players:
        return _("Repartes tú: en la primera baza jugaste el último.")
    return _("En la primera baza de esta mano fuiste el %(n)sº en jugar.") % {"n": place}
