"""The rule events of a hand told at the table, each derived from the engine's public history and
the learner's view (never written per game): the three-player swaps for the face-up card, the
opening of a cabrero first hand, the end of the habanero pile, the last trick, and who entered a
trick in a cabrero result.

Every function takes the learner's ``View`` (and the ``Game`` for the seats' names) and returns
plain sentences for the template."""

from dataclasses import dataclass

from django.utils.text import capfirst as capitalized
from django.utils.translation import gettext as _

from games.present.common import is_card, seat_label
from games.words import the_card

TWO_OROS = "2o"


def _opening(view):
    """The automatic events that opened the hand, before any card was played."""
    events = []
    for seat, action in view.history:
        if is_card(action):
            break
        events.append((seat, action))
    return events


def swap_events(game, view):
    """Three players (arrastre, and cabrero after its first hand): the compulsory swaps of the 7
    and the 2 for the card left face up, in order, and the card that stays showing; with *tres
    sin doses*, the dealer's card that shows trumps."""
    opening = _opening(view)
    shown = next((a.partition(":")[2] for _s, a in opening if a.startswith("muestra:")), None)
    if shown is None or len(view.seats) != 3:
        return []
    if view.variant == "arrastre" and view.rules.tres_sin_doses:
        return [_dealer_shows(game, view, shown)]
    lines = []
    face = shown
    for seat, action in opening:
        if not action.startswith("cambio:"):
            continue
        given = action.partition(":")[2]
        names = {"given": the_card(given), "taken": the_card(face), "who": seat_label(game, seat)}
        if seat == game.learner_seat:
            lines.append(_("Cambiaste %(given)s por la carta de la muestra, %(taken)s.") % names)
        else:
            lines.append(_("%(who)s cambió %(given)s por la carta de la muestra, %(taken)s.") % names)
        face = given
    if not lines:
        lines.append(
            _("La carta que sobró del reparto, %(card)s, marca el triunfo; nadie la cambia.")
            % {"card": the_card(shown)}
        )
    else:
        lines.append(capitalized(_("%(card)s queda de muestra.") % {"card": the_card(face)}))
    return lines


def _dealer_shows(game, view, shown):
    """*Tres sin doses* (docs/RULES.md §2): 36 cards, 12 each, nothing left over; the dealer's
    last card is shown, sets trumps and stays in his hand."""
    if view.dealer == game.learner_seat:
        return _("Repartes tú: tu última carta, %(card)s, marca el triunfo y te la quedas.") % {
            "card": the_card(shown)
        }
    return _("Reparte %(who)s: su última carta, %(card)s, marca el triunfo y se la queda.") % {
        "who": seat_label(game, view.dealer),
        "card": the_card(shown),
    }


def cabrero_first_hand(game, view):
    """Cabrero's first hand: trump is oros, the 2 de oros decides who is mano, and with three
    players the 2 de oros is left face up for the card that was left over from the deal."""
    opening = _opening(view)
    if game.variant != "cabrero" or not any(a == "triunfo:o" for _s, a in opening):
        return []
    mano = view.mano
    you = mano == game.learner_seat
    who = seat_label(game, mano)
    lines = [_("Primera mano de cabrero: triunfan oros y sale quien tiene el dos de oros.")]
    swap = next((s for s, a in opening if a == "cambio:" + TWO_OROS), None)
    if len(view.seats) != 3:
        if you:
            lines.append(_("Eres mano porque tienes el dos de oros."))
        else:
            lines.append(_("%(who)s es mano porque tiene el dos de oros.") % {"who": who})
        return lines
    if swap is None:
        lines.append(
            _(
                "La carta que sobró del reparto es el dos de oros: queda boca arriba y es mano "
                "quien se sienta después del que reparte."
            )
        )
        lines.append(_("Eres mano.") if you else _("Es mano: %(who)s.") % {"who": who})
        return lines
    if you:
        leftover = _leftover(game, view)
        text = _(
            "Eres mano porque tenías el dos de oros: lo dejaste boca arriba y te llevaste la "
            "carta que sobró del reparto"
        )
        if leftover:
            text = _("%(text)s, %(card)s.") % {"text": text, "card": the_card(leftover)}
        else:
            text += "."
        lines.append(text)
    else:
        lines.append(
            _(
                "%(who)s es mano porque tenía el dos de oros: lo dejó boca arriba y se llevó, sin "
                "enseñarla, la carta que sobró del reparto."
            )
            % {"who": who}
        )
    return lines


def _leftover(game, view):
    """The card the learner took for the 2 de oros: held or played by the learner, not dealt."""
    me = game.learner_seat
    dealt = set()
    mine = set(view.hand)
    for seat, action in view.history:
        if seat != me:
            continue
        if action.startswith("recibe:"):
            dealt |= set(action.partition(":")[2].split(","))
        elif is_card(action):
            mine.add(action)
    extra = sorted(mine - dealt)
    return extra[0] if len(extra) == 1 else None


def pile_end(game, view):
    """Habanero: the number of tricks played when the pile ran out (None while it has cards)."""
    if game.variant != "habanero" or view.pile_size:
        return None
    draws = sum(1 for _s, a in view.history if a.startswith("robo"))
    return draws // len(view.seats) if draws else None


def pile_end_sentence():
    return _("Se acabó el mazo: desde ahora hay que asistir, montar, fallar y pisar.")


def hand_events(game, view):
    """Everything worth telling about the hand so far, in order (for the table's side panel)."""
    lines = cabrero_first_hand(game, view) or swap_events(game, view)
    if pile_end(game, view) is not None:
        lines.append(pile_end_sentence())
    return lines


@dataclass(frozen=True, slots=True)
class EnteredSeat:
    """A cabrero player who won a trick, with the hand's points."""

    label: str
    points: int
    mine: bool


@dataclass(frozen=True, slots=True)
class Entered:
    """Who entered a trick in a cabrero hand, in ranking order, and a sentence for each of the
    others."""

    entered: tuple[EnteredSeat, ...]
    outside: tuple[str, ...]


def cabrero_entered(game, view, result):
    """Cabrero results: who entered a trick (in ranking order, with points), and for each player
    who won no trick, why he neither wins a menos nor (unless someone made capote) loses."""
    if game.variant != "cabrero" or result.tute is not None or result.renuncio is not None:
        return None
    points = result.points
    entered = tuple(
        EnteredSeat(seat_label(game, s), points.get(s, 0), s == game.learner_seat) for s in result.entered
    )
    outside = []
    for seat in view.seats:
        if seat in result.entered:
            continue
        names = {"who": seat_label(game, seat)}
        you = seat == game.learner_seat
        if seat in result.losers:
            # A capote: the only one who entered wins, everybody else takes a poroto.
            if you:
                text = _("No ganaste ninguna baza y hubo capote: te apuntas un poroto.")
            else:
                text = _("%(who)s no ganó ninguna baza y hubo capote: se apunta un poroto.") % names
        elif you:
            text = _(
                "No ganaste ninguna baza, así que no cuentas: ni ganas a menos ni pierdes (solo "
                "cuentan quienes entraron en baza)."
            )
        else:
            text = (
                _(
                    "%(who)s no ganó ninguna baza, así que no cuenta: ni gana a menos ni pierde "
                    "(solo cuentan quienes entraron en baza)."
                )
                % names
            )
        outside.append(text)
    return Entered(entered, tuple(outside))
