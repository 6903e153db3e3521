"""Use cases of practice games: start, play (and let the bots answer), next hand, advice, review.

Every change locks the game row (select_for_update) inside a transaction and checks that the
table the client saw (`seen_ply`, the number of actions it knew of) is still the current one,
so a double submit or a stale tab gets a clear conflict instead of a corrupted game.
"""

import dataclasses
import random

from django.db import OperationalError, transaction

from games.advice import CHANCE_UNIT, POINTS_UNIT, Hint, Judgement, RenuncioNote
from games.models import NEXT_HAND, Game, MoveNote
from ops.db import lock_wait_expired
from tute import IllegalAction
from tute.bots import advise, choose_action, judge

MAX_BOT_ACTIONS = 2000  # a whole cabrero match played by bots stays far below this


class GameError(ValueError):
    """A request that cannot change the game."""


class StaleTable(GameError):
    """The table changed since the client saw it (double submit, other tab, out of turn)."""


class BadAction(GameError):
    """The action is not something this game knows (a forged or malformed request)."""


class NotNow(GameError):
    """The action exists but the hand is not at that point (e.g. a card during a declaration window)."""


class IllegalCard(GameError):
    """The learner's card breaks an obligation.

    `explanation` is the engine's Explanation of the refused card; `view` the learner's view, to
    say which cards may be played instead (the explanation's `demanded` stops at the obligation
    broken: for asistir it lists every card of the suit, also those montar then rules out).
    """

    def __init__(self, explanation, view):
        super().__init__(f"{explanation.card}: {explanation.obligation}")
        self.explanation = explanation
        self.view = view


# ---------------------------------------------------------------------------------------------
# Starting


def new_seed():
    """The seed of a new game's deals, unpredictable to the learner."""
    return random.SystemRandom().randrange(2**62)


@transaction.atomic
def start_game(
    *,
    variant,
    players,
    rules,
    bot_levels,
    feedback,
    owner=None,
    anon_key="",
    seed=None,
    actions=(),
    learner_seat=0,
):
    """A new practice game; with ``actions`` ([seat, action] from the deal of ``seed``) it starts
    where they leave the hand (a puzzle's «Jugar desde aquí»), the learner at ``learner_seat``."""
    game = Game(
        owner=owner,
        anon_key="" if owner else anon_key,
        variant=variant,
        players=players,
        rules=rules,
        seed=new_seed() if seed is None else seed,
        learner_seat=learner_seat,
        bot_levels=bot_levels,
        feedback=feedback,
        actions=[list(pair) for pair in actions],
    )
    match = game.match_at() if actions else game.new_match()
    _run_bots(game, match)
    game.save()
    return game


@transaction.atomic
def play_on_from(game, ply, *, owner=None, anon_key=""):
    """A new game that starts as `game` stood after `ply` actions (review: "seguir desde aquí")."""
    ply = max(0, min(ply, game.ply))
    fork = Game(
        owner=owner,
        anon_key="" if owner else anon_key,
        variant=game.variant,
        players=game.players,
        rules=game.rules,
        seed=game.seed,
        learner_seat=game.learner_seat,
        bot_levels=game.bot_levels,
        feedback=game.feedback,
        actions=game.actions[:ply],
        forked_from=game,
    )
    _run_bots(fork, fork.match_at())
    fork.save()
    return fork


# ---------------------------------------------------------------------------------------------
# Playing


def _locked(game, seen_ply):
    try:
        locked = Game.objects.select_for_update().get(pk=game.pk)
    except OperationalError as error:  # another request held the row past lock_timeout
        if lock_wait_expired(error):
            raise StaleTable(game) from error
        raise
    if seen_ply != locked.ply:
        raise StaleTable(locked)
    return locked


@transaction.atomic
def play(game, action, seen_ply, seat=None):
    """The learner (or, at a table of people, the person at `seat`) takes `action`; the bots then
    play until a person must act.

    Returns the saved game. Raises StaleTable, BadAction or IllegalCard (nothing saved).
    """
    game = _locked(game, seen_ply)
    seat = game.learner_seat if seat is None else seat
    match = game.match_at()
    state = match.hand
    if state.is_terminal() or state.current_player != seat:
        raise StaleTable(game)
    view = state.view(seat)
    if action not in view.legal_actions():
        if action not in view.hand:
            raise BadAction(action)
        try:
            match.apply(action)
        except IllegalAction as refusal:
            if refusal.explanation is None:
                raise NotNow(str(refusal)) from refusal
            raise IllegalCard(refusal.explanation, view) from refusal
    match = match.apply(action)
    game.actions.append([seat, action])
    _run_bots(game, match)
    game.save()
    return game


@transaction.atomic
def bots_turn(game, seen_ply):
    """Let the bots play from where the table stands (a seat just became a bot's)."""
    game = _locked(game, seen_ply)
    _run_bots(game, game.match_at())
    game.save()
    return game


@transaction.atomic
def next_hand(game, seen_ply):
    game = _locked(game, seen_ply)
    match = game.match_at()
    if not match.hand.is_terminal() or match.is_over():
        raise StaleTable(game)
    match = match.next_hand()
    game.actions.append([None, NEXT_HAND])
    _run_bots(game, match)
    game.save()
    return game


def _run_bots(game, match):
    """Let every bot seat act until a person (a seat with no bot level) must act or the hand is over.

    The bots search on work units only (no clock): the same game always plays the same, also
    when it is replayed from a review ("seguir desde aquí") on a busy server."""
    for _ in range(MAX_BOT_ACTIONS):
        state = match.hand
        if state.is_terminal():
            game.finished = match.is_over()
            return match
        seat = state.current_player
        if not game.bot_level(seat):
            return match
        action = choose_action(state.view(seat), game.bot_level(seat), rng=game.bot_rng(game.ply))
        match = match.apply(action)
        game.actions.append([seat, action])
    raise RuntimeError("the bots did not finish the hand")  # a bug in the engine or the bots


# ---------------------------------------------------------------------------------------------
# Advice


def learner_view_at(game, ply):
    """The learner's view just before the action at `ply` was taken."""
    return game.match_at(ply).hand.view(game.learner_seat)


def _feedback_rng(game, ply):
    """The generator of the search behind the hint at a ply and the judgement of the move made
    there: seeded alike, and the search stops on work units only, so both see the same sampled
    deals and the hint's best card is the judgement's best too (a learner who follows the hint
    is never told another card was better), today and on any later review."""
    return random.Random(f"{game.seed}:feedback:{ply}")


def judgement(game, ply):
    """The stored judgement (advice.Judgement) of the learner's action at `ply`, computed (and
    stored) on first ask.

    Judged on the learner's view as it was before that action, so it never waits on the table.
    """
    note = MoveNote.objects.filter(game=game, ply=ply, kind=MoveNote.Kind.JUDGEMENT).first()
    if note:
        return note.advice
    seat, action = game.actions[ply]
    if seat != game.learner_seat:
        raise BadAction(ply)
    view = learner_view_at(game, ply)
    try:
        found = judge(view, action, rng=_feedback_rng(game, ply))
    except ValueError:  # e.g. a renuncio accepted under renuncio real: not a move the bots rate
        verdict = Judgement(action=action, trump=view.trump)
    else:
        verdict = Judgement(
            action=found.action,
            label=found.label,
            best=found.best,
            trump=view.trump,
            loss=found.loss,
            value=found.value,
            best_value=found.best_value,
            points_at_stake=found.points_at_stake,
            reasons=found.reasons,
            unit=found.unit,
            samples=found.samples,
            continuations=found.continuations,
        )
    if action in view.hand and action not in view.playable_cards():
        # Accepted under renuncio real, but it broke an obligation: say which.
        refused = view.explain(action)
        verdict = dataclasses.replace(
            verdict, renuncio=RenuncioNote(obligation=refused.obligation, winning_card=refused.winning_card)
        )
    note, _created = MoveNote.objects.get_or_create(
        game=game, ply=ply, kind=MoveNote.Kind.JUDGEMENT, defaults={"data": verdict.to_json()}
    )
    return note.advice


@transaction.atomic
def hint(game, seen_ply):
    """What an expert would do now, and why (advice.Hint); counted once per decision."""
    game = _locked(game, seen_ply)
    note = MoveNote.objects.filter(game=game, ply=game.ply, kind=MoveNote.Kind.HINT).first()
    if note:
        return note.advice
    state = game.match_at().hand
    if state.is_terminal() or state.current_player != game.learner_seat:
        raise StaleTable(game)
    view = state.view(game.learner_seat)
    best, alternative, gain = advise(view, rng=_feedback_rng(game, game.ply))
    unit = CHANCE_UNIT if view.variant == "cabrero" else POINTS_UNIT
    advice = Hint(best=best, trump=view.trump, unit=unit)
    if alternative is not None:
        # Why: what would go wrong with the next best choice.
        advice = dataclasses.replace(
            advice,
            alternative=alternative.action,
            gain=gain,
            reasons=alternative.reasons,
            points_at_stake=alternative.points_at_stake if alternative.label != "buena" else 0,
            continuations=alternative.continuations,
        )
    MoveNote.objects.create(game=game, ply=game.ply, kind=MoveNote.Kind.HINT, data=advice.to_json())
    game.hints += 1
    game.save(update_fields=["hints", "updated"])
    return advice
