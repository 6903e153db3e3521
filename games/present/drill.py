"""A decision of a game replayed as a drill (games/drill.py), as the drill page shows it: every
fact the judged decision depends on that the learner saw at the table (the game and its
options, trumps and the face-up card, the pile, the trick on the table or the one just won,
the earlier tricks and cantes of the hand, the points so far, the hand's events) and the
question the table asked there: which card to play, or, in a declaration window, whether to
declare, swap the face-up card or pass. Built from the learner's view before that decision only."""

from dataclasses import dataclass

from django.utils.translation import gettext as _

from games import drill, words
from games.forms import HOUSE_RULES
from games.models import NEXT_HAND
from games.present import events
from games.present.common import (
    action_text,
    cante_label,
    in_pairs,
    seats,
    side_label,
    side_of,
    sorted_hand,
    trick_seats,
)
from games.present.review import summary
from games.present.table import Played, TrickShown, face_up_trump, trick_now


@dataclass(frozen=True, slots=True)
class DrillPosition:
    """What the drill page shows before the learner answers."""

    question: str
    moment: str  # where the decision stands: leading, following, just won the trick
    title: str  # the game: «Tute de arrastre a 4 · por parejas»
    options: tuple[str, ...]  # the table's options that apply to this game, on or off
    hand_number: int
    trump: str
    trump_card: str | None
    trump_holder: str | None
    pile: int
    trick: tuple[Played, ...]
    last: TrickShown | None  # the trick just won (a declaration window, or leading)
    earlier: tuple[TrickShown, ...]  # the hand's tricks before the last one, in order
    cantes: tuple[str, ...]
    points: tuple[tuple[str, int], ...]
    events: tuple[str, ...]
    hand: tuple[str, ...]
    playable: frozenset[str]
    others: tuple[tuple[str, str], ...]  # (action, words on its button)
    card_decision: bool


def question(card_decision, others):
    """The question the table asked: a card to play, or what to do in a declaration window."""
    if card_decision:
        return _("¿Qué carta jugarías?")
    kinds = {action.partition(":")[0] for action, _label in others}
    declare, swap = bool(kinds & {"cante", "tute"}), "cambio" in kinds
    if declare and swap:
        return _("¿Cantas, cambias la muestra o pasas?")
    if declare:
        return _("¿Cantas o pasas?")
    if swap:
        return _("¿Cambias la muestra o pasas?")
    return _("¿Qué harías?")


def _moment(game, view, card_decision, by_seat):
    if not card_decision:
        return _window_moment(game, view)
    if not view.trick:
        return _("Sales tú: eres el primero en jugar en esta baza.")
    leader = by_seat[view.trick_seats[0]]
    return _("Te toca jugar: salió %(who)s con %(card)s.") % {
        "who": leader.label,
        "card": words.the_card(view.trick[0]),
    }


def _window_moment(game, view):
    """A declaration window: who won the trick that opened it (the learner or his partner)."""
    winner = view.tricks[-1][2] if view.tricks else None
    if winner == game.learner_seat:
        if game.variant == "habanero":
            return _(
                "Acabas de ganar la baza y habéis robado: antes de salir puedes cantar, cambiar o pasar."
            )
        return _("Acabas de ganar la baza: antes de salir puedes cantar o pasar.")
    mine = side_of(game, game.learner_seat)
    if winner is not None and in_pairs(game) and side_of(game, winner) == mine:
        return _("Tu compañero acaba de ganar la baza y ha pasado: te toca cantar o pasar.")
    return _("Te toca cantar o pasar.")


def _options(game):
    """Every house rule that applies to this game, with its value (docs/RULES.md §8)."""
    rules = game.engine_rules()
    out = []
    for rule in HOUSE_RULES:
        if rule.name in ("parejas", "rondas") or not rule.applies_to(game.variant, game.players):
            continue
        out.append(words.house_rule_setting(rule.name, getattr(rules, rule.name)))
    return tuple(out)


def drill_position(game, ply, view):
    """The DrillPosition of the learner's decision at ``ply`` (``view``: the view before it)."""
    cards, others = drill.choices(view)
    state = game.match_at(ply).hand
    by_seat = {s.seat: s for s in seats(game, view, state)}
    trump_card, holder = face_up_trump(game, view, by_seat)
    shown = _tricks(view, by_seat)
    won = bool(shown) and not view.trick  # the trick just won is shown apart
    card_decision = bool(cards)
    labelled = tuple((a, action_text(game, view.trump, a)) for a in others)
    return DrillPosition(
        question=question(card_decision, labelled),
        moment=_moment(game, view, card_decision, by_seat),
        title=summary(game)["title"],
        options=_options(game),
        hand_number=1 + sum(1 for _seat, action in game.actions[:ply] if action == NEXT_HAND),
        trump=view.trump,
        trump_card=trump_card,
        trump_holder=(holder.label if holder else None),
        pile=view.pile_size,
        trick=trick_now(view, by_seat),
        last=shown[-1] if won else None,
        earlier=tuple(shown[:-1] if won else shown),
        cantes=tuple(f"{by_seat[s].label}: {cante_label(game, view, c)}" for s, c in view.cantes),
        points=tuple((side_label(game, side), pts) for side, pts in sorted(view.points.items())),
        events=tuple(events.hand_events(game, view)),
        hand=tuple(sorted_hand(view.hand, view.trump)),
        playable=frozenset(cards),
        others=labelled,
        card_decision=card_decision,
    )


def _tricks(view, by_seat):
    """Every trick of the hand so far, in order, with who played each card and who won it."""
    out = []
    for leader, cards, winner in view.tricks:
        played_by = trick_seats(view, leader, len(cards))
        played = tuple(Played(c, by_seat[s]) for s, c in zip(played_by, cards, strict=True))
        out.append(TrickShown(played, by_seat[winner]))
    return out
