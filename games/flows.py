"""Use cases of practice games: start, play (and let the bots answer), next hand, advice, review.

Every change locks the game row (select_for_update) inside a transaction and checks that the
table the client saw (`seen_ply`, the number of actions it knew of) is still the current one,
so a double submit or a stale tab gets a clear conflict instead of a corrupted game.
"""

import dataclasses
import random

from django.db import OperationalError, transaction

from games import advice, tasks
from games.advice import Ungraded
from games.models import NEXT_HAND, Game, MoveNote
from ops.db import lock_wait_expired
from tute import IllegalAction
from tute.bots import SEARCH_BUDGETS, advise, choose_action, judge

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
    bots_later=None,
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
    return _bots_then_save(game, match, bots_later)


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
def play(game, action, seen_ply, seat=None, *, bots_later=None):
    """The learner (or, at a table of people, the person at `seat`) takes `action`; the bots then
    play until a person must act.

    `bots_later`: a task taking (game id, ply) that plays the bots once a searching bot (experto,
    maestro) is to move: its search then runs off this request (a worker, see games.tasks) and
    the page shows it thinking. None: every bot plays now. Returns the saved game. Raises
    StaleTable, BadAction or IllegalCard (nothing saved).
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
    judged = game.ply - 1 if game.feedback == Game.Feedback.FULL and seat == game.learner_seat else None
    return _bots_then_save(game, match, bots_later, judged)


def _bots_then_save(game, match, bots_later, judged=None):
    """The bots' turn, then save: every bot now, or (`bots_later`, see `play`) those before the
    first one that searches, whose move a task then computes. `judged`: the ply of a learner's
    move to judge.

    Tasks are enqueued in this transaction, after the save: a worker sees them only with the
    move, never without it."""
    match = _run_bots(game, match, stop_at_search=bots_later is not None)
    game.save()
    if judged is not None:
        # The judgement of the move, off the request path: the table answers at once and the
        # feedback panel shows it when it is ready (views.feedback).
        tasks.judge_move.enqueue(game.pk, judged)
    if bots_later is not None and searching_bot_to_move(game, match):
        bots_later.enqueue(game.pk, game.ply)
        game.refresh_from_db()  # the embedded default (immediate backend) has played them already
    return game


def searching_bot_to_move(game, match=None):
    """Whether a bot that searches (experto, maestro) is to move now: its move is then computed
    by a task (see `play`), and the table shows it thinking."""
    state = (match or game.match_at()).hand
    if state.is_terminal():
        return False
    return game.bot_level(state.current_player) in SEARCH_BUDGETS


@dataclasses.dataclass(frozen=True)
class BotMoves:
    """The bots' moves found from `ply` on with the bots' `levels` (see `searched_bots_moves`)."""

    game_id: int
    ply: int
    levels: tuple
    moves: tuple
    finished: bool


def searched_bots_moves(game_id, seen_ply):
    """The bots' moves from `seen_ply` on, searched with no transaction and no lock (the search of
    a task may take a second; the rows stay free meanwhile). None if the game is not there."""
    game = Game.objects.filter(pk=game_id).first()
    if game is None or game.ply != seen_ply:
        return None
    levels = tuple(game.bot_levels)
    _run_bots(game, game.match_at())
    return BotMoves(game_id, seen_ply, levels, tuple(game.actions[seen_ply:]), game.finished)


@transaction.atomic
def save_bots_moves(found):
    """Save the moves `searched_bots_moves` found if the game is still where it was: the moves
    are a function of the seed, the actions and the bots' levels, so with those unchanged they
    are the ones a search under the lock would find. The saved game, or None (it moved on, or a
    seat changed hands meanwhile)."""
    try:
        game = _locked(Game(pk=found.game_id), found.ply)
    except (StaleTable, Game.DoesNotExist):
        return None
    if tuple(game.bot_levels) != found.levels:
        return None
    game.actions.extend(list(move) for move in found.moves)
    game.finished = found.finished
    game.save()
    return game


@transaction.atomic
def bots_turn(game, seen_ply, *, bots_later=None):
    """Let the bots play from where the table stands (a seat just became a bot's; `bots_later`:
    see `play`)."""
    game = _locked(game, seen_ply)
    return _bots_then_save(game, game.match_at(), bots_later)


@transaction.atomic
def next_hand(game, seen_ply, *, bots_later=None):
    game = _locked(game, seen_ply)
    match = game.match_at()
    if not match.hand.is_terminal() or match.is_over():
        raise StaleTable(game)
    match = match.next_hand()
    game.actions.append([None, NEXT_HAND])
    return _bots_then_save(game, match, bots_later)


def _run_bots(game, match, *, stop_at_search=False):
    """Let every bot seat act until a person (a seat with no bot level) must act or the hand is
    over (`stop_at_search`: or a bot that searches is to move). Returns the match as it is then.

    The bots search on work units only (no clock): the same game always plays the same, also
    when it is replayed from a review ("seguir desde aquí") on a busy server, and wherever its
    moves are computed (a web process or a worker)."""
    for _ in range(MAX_BOT_ACTIONS):
        state = match.hand
        if state.is_terminal():
            game.finished = match.is_over()
            return match
        seat = state.current_player
        if not game.bot_level(seat) or stop_at_search and game.bot_level(seat) in SEARCH_BUDGETS:
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


def judged(view, action, rng):
    """The judge's verdict on ``action`` at ``view`` as the site stores it: its Judgement, or
    an Ungraded action (a renuncio call, which the judge does not grade)."""
    try:
        return judge(view, action, rng=rng)
    except ValueError:
        return Ungraded(action=action, trump=view.trump)


def stored_judgement(game, ply):
    """The judgement of the learner's action at `ply` if it has been computed, else None."""
    note = MoveNote.objects.filter(game=game, ply=ply, kind=MoveNote.Kind.JUDGEMENT).first()
    return note.advice if note else None


def judgement(game, ply):
    """The stored judgement (advice.Judgement, or advice.Ungraded) of the learner's action at
    `ply`, computed (and stored) on first ask: by the task `play` enqueues, or here when no task
    has answered.

    Judged on the learner's view as it was before that action, so it never waits on the table.
    """
    stored = stored_judgement(game, ply)
    if stored is not None:
        return stored
    seat, action = game.actions[ply]
    if seat != game.learner_seat:
        raise BadAction(ply)
    verdict = judged(learner_view_at(game, ply), action, _feedback_rng(game, ply))
    note, _created = MoveNote.objects.get_or_create(
        game=game, ply=ply, kind=MoveNote.Kind.JUDGEMENT, defaults={"data": advice.to_json(verdict)}
    )
    return note.advice


@transaction.atomic
def hint(game, seen_ply):
    """What an expert would do now, and why (the judge's Hint); counted once per decision."""
    game = _locked(game, seen_ply)
    note = MoveNote.objects.filter(game=game, ply=game.ply, kind=MoveNote.Kind.HINT).first()
    if note:
        return note.advice
    state = game.match_at().hand
    if state.is_terminal() or state.current_player != game.learner_seat:
        raise StaleTable(game)
    found = advise(state.view(game.learner_seat), rng=_feedback_rng(game, game.ply))
    MoveNote.objects.create(game=game, ply=game.ply, kind=MoveNote.Kind.HINT, data=advice.to_json(found))
    game.hints += 1
    game.save(update_fields=["hints", "updated"])
    return found
