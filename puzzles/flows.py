"""Use cases of the puzzles: who is solving, the next puzzle, an answer (rating, history, review
queue, streak), the explanation of a play, a practice game from the position, and an anonymous
solver's record joining the account at sign-up.

An answer is recorded inside a transaction with the solver's and the puzzle's rows locked, so two
answers at once (a double click, two tabs) never lose a rating update: the first attempt at a
puzzle is the rated one, any later one is history only.
"""

import random
import secrets
from dataclasses import dataclass

from django.db import IntegrityError, transaction
from django.utils import timezone

from games import flows as game_flows
from games.levels import FALLBACK
from games.models import SESSION_KEY as GAMES_SESSION_KEY
from games.models import Game
from puzzles import judging, rating, selection
from puzzles.models import Attempt, Explanation, Puzzle, Solver
from tute.bots.puzzle import graded_actions
from tutorial.progress import Progress

SESSION_KEY = "puzzles_solver_key"
CHOICE_KEY = "puzzles_choice"  # {"family": ..., "theme": ...} chosen on the themes page
CURRENT_KEY = "puzzles_current"  # the code of the puzzle being solved (a reload shows it again)
HINTS_KEY = "puzzles_hints"  # {"code": ..., "level": n}: hints taken on the current puzzle
REVIEW_PREFIX = "problema"
ANSWER_HINT = 3  # the third hint shows the answer: the attempt then counts as failed


class PuzzleError(ValueError):
    """A request that cannot be answered for this puzzle."""


class BadAnswer(PuzzleError):
    """The play sent is not one of the puzzle's choices (a forged or stale form)."""


@dataclass(frozen=True)
class Outcome:
    """What answering did: right or not, whether it counted for the rating and by how much, the
    streak after it, and the attempt stored."""

    correct: bool
    rated: bool
    before: float | None
    after: float | None
    attempt: Attempt
    streak: int | None = None  # the streak's length after this answer (streak mode)
    streak_over: bool = False

    @property
    def change(self):
        if self.before is None or self.after is None:
            return None
        return round(self.after) - round(self.before)


# --- the puzzle's game and position ---------------------------------------------------------


def game_of(puzzle, *, levels=None):
    """An unsaved practice Game standing at the puzzle's decision, the puzzle's seat the
    learner's (``levels``: the other seats' bots; none by default, nobody plays on)."""
    bots = [""] * puzzle.players if levels is None else list(levels)
    bots[puzzle.seat] = ""
    return Game(
        variant=puzzle.variant,
        players=puzzle.players,
        rules=dict(puzzle.rules),
        seed=puzzle.seed,
        learner_seat=puzzle.seat,
        bot_levels=bots,
        feedback=Game.Feedback.NONE,
        actions=[list(pair) for pair in puzzle.actions],
    )


def view_of(puzzle):
    """The puzzle seat's view at the decision (the engine's View)."""
    return game_of(puzzle).match_at().hand.view(puzzle.seat)


def choices(puzzle):
    """The plays offered: the legal cards, then declarations, swaps and paso."""
    return graded_actions(view_of(puzzle))


# --- who is solving ----------------------------------------------------------------------------


def solver_for(request, *, create=False, lock=False):
    """The visitor's Solver (None when there is none yet and ``create`` is False)."""
    rows = Solver.objects.select_for_update() if lock else Solver.objects
    if request.user.is_authenticated:
        found = rows.filter(user=request.user).first()
        if found is None and create:
            found, _created = Solver.objects.get_or_create(user=request.user, defaults=_fresh())
            if lock:
                found = Solver.objects.select_for_update().get(pk=found.pk)
        return found
    key = request.session.get(SESSION_KEY)
    found = rows.filter(user=None, anon_key=key).first() if key else None
    if found is None and create:
        if not key:
            key = request.session[SESSION_KEY] = secrets.token_urlsafe(24)
        found = Solver.objects.create(anon_key=key, **_fresh())
    return found


def _fresh():
    return {"rating": rating.START, "rd": rating.START_RD, "vol": rating.START_VOL}


def rating_of(solver):
    if solver is None:
        return rating.Rating()
    return rating.Rating(solver.rating, solver.rd, solver.vol)


# --- choosing ----------------------------------------------------------------------------------


def choice(request):
    chosen = request.session.get(CHOICE_KEY) or {}
    return {"family": chosen.get("family", ""), "theme": chosen.get("theme", "")}


def choose(request, family, theme):
    request.session[CHOICE_KEY] = {"family": family, "theme": theme}
    request.session.pop(CURRENT_KEY, None)


def current_or_next(request):
    """The puzzle being solved (kept across reloads), or the next one near the visitor's rating
    within the chosen family and theme."""
    code = request.session.get(CURRENT_KEY)
    if code:
        found = Puzzle.objects.filter(code=code).first()
        if found is not None:
            return found
    solver = solver_for(request)
    chosen = choice(request)
    tried = selection.tried_ids(solver)
    rng = random.Random(f"{getattr(solver, 'pk', 'new')}:{len(tried)}:{secrets.randbits(32)}")
    puzzle = selection.near(rating_of(solver).rating, exclude=tried, rng=rng, **chosen)
    if puzzle is not None:
        request.session[CURRENT_KEY] = puzzle.code
    return puzzle


def next_puzzle(request):
    """Forget the current puzzle: the next visit serves a new one."""
    request.session.pop(CURRENT_KEY, None)
    request.session.pop(HINTS_KEY, None)


# --- hints -------------------------------------------------------------------------------------


def hints_taken(request, puzzle):
    taken = request.session.get(HINTS_KEY) or {}
    return int(taken.get("level", 0)) if taken.get("code") == puzzle.code else 0


def take_hint(request, puzzle, level):
    level = max(hints_taken(request, puzzle), min(ANSWER_HINT, level))
    request.session[HINTS_KEY] = {"code": puzzle.code, "level": level}
    return level


# --- answering ---------------------------------------------------------------------------------


def answer(request, puzzle, action, *, mode=Attempt.Mode.RATED, hints=0):
    """Record ``action`` as the visitor's answer to ``puzzle`` (an Outcome). The first attempt
    moves both ratings; a wrong first attempt joins the review queue, and a right answer from
    the review takes it out. Raises BadAnswer when the play is not one of the choices."""
    if action not in choices(puzzle):
        raise BadAnswer(action)
    correct = action in puzzle.accepted and hints < ANSWER_HINT
    with transaction.atomic():
        solver = solver_for(request, create=True, lock=True)
        locked = Puzzle.objects.select_for_update().get(pk=puzzle.pk)
        first = not Attempt.objects.filter(solver=solver, puzzle=locked).exists()
        before = after = None
        if first:
            before, after = _rate(solver, locked, correct)
        attempt = Attempt.objects.create(
            solver=solver,
            puzzle=locked,
            action=action,
            correct=correct,
            rated=first,
            hints=hints,
            mode=mode,
            rating_before=before,
            rating_after=after,
            puzzle_rating=locked.rating,
        )
        streak = _streak_step(solver, locked, correct) if mode == Attempt.Mode.STREAK else None
        _review_queue(request, locked, correct, first=first, review=mode == Attempt.Mode.REVIEW)
    return Outcome(
        correct=correct,
        rated=first,
        before=before,
        after=after,
        attempt=attempt,
        streak=solver.streak_count if streak is not None else None,
        streak_over=bool(streak is not None and solver.streak_over),
    )


def _rate(solver, puzzle, correct):
    """Move both ratings after a first attempt (rows locked by the caller); (before, after)."""
    before = solver.rating
    learner, moved = rating.after_attempt(
        rating_of(solver), rating.Rating(puzzle.rating, puzzle.rd, puzzle.vol), correct
    )
    solver.rating, solver.rd, solver.vol = learner.rating, learner.rd, learner.vol
    solver.rated += 1
    solver.solved += int(correct)
    solver.save()
    puzzle.rating, puzzle.rd, puzzle.vol = moved.rating, moved.rd, moved.vol
    puzzle.plays += 1
    puzzle.wins += int(not correct)
    puzzle.save(update_fields=["rating", "rd", "vol", "plays", "wins"])
    return before, solver.rating


def _review_queue(request, puzzle, correct, *, first, review):
    """A failed first attempt joins the lessons' review queue; solving it from there removes it."""
    if correct and not review:
        return
    if not correct and not first:
        return
    kind = f"{REVIEW_PREFIX}:{puzzle.code}"
    progress = Progress.load(request, for_update=True)
    progress.record_answer(f"practicar/problema/{puzzle.code}", kind, correct, review=review)
    progress.save()


def in_review(request, puzzle):
    progress = Progress.load(request)
    return f"{REVIEW_PREFIX}:{puzzle.code}" in progress.data["review"]


def review_codes(request):
    """The codes of the failed puzzles waiting in the visitor's review queue."""
    prefix = f"{REVIEW_PREFIX}:"
    return [
        kind[len(prefix) :] for kind, _n in Progress.load(request).review_queue() if kind.startswith(prefix)
    ]


# --- streak ------------------------------------------------------------------------------------


def start_streak(request):
    with transaction.atomic():
        solver = solver_for(request, create=True, lock=True)
        solver.streak_codes = selection.streak_run(secrets.randbits(64))
        solver.streak_count = 0
        solver.streak_over = not solver.streak_codes
        solver.save()
    return solver


def streak_puzzle(solver):
    """The streak's next puzzle, or None when the run is over or used up."""
    if solver is None or solver.streak_over or solver.streak_count >= len(solver.streak_codes):
        return None
    return Puzzle.objects.filter(code=solver.streak_codes[solver.streak_count]).first()


def _streak_step(solver, puzzle, correct):
    """Count a streak answer (only the run's current puzzle counts)."""
    expected = streak_puzzle(solver)
    if expected is None or expected.pk != puzzle.pk:
        return False
    if correct:
        solver.streak_count += 1
        solver.streak_best = max(solver.streak_best, solver.streak_count)
        solver.streak_over = solver.streak_count >= len(solver.streak_codes)
    else:
        solver.streak_over = True
    solver.save(update_fields=["streak_count", "streak_best", "streak_over", "updated"])
    return True


# --- explanations ------------------------------------------------------------------------------


def explanation(puzzle, action):
    """The judge's verdict on ``action`` (stored JSON): searched once, with the puzzle's own
    generator and budget, then kept."""
    found = Explanation.objects.filter(puzzle=puzzle, action=action).first()
    if found is not None:
        return found.data
    data = judging.judgement_data(view_of(puzzle), action, seed=puzzle.verify_seed, budget=puzzle.budget)
    try:
        with transaction.atomic():
            Explanation.objects.create(puzzle=puzzle, action=action, data=data)
    except IntegrityError:  # another request stored it meanwhile: the same search, the same data
        pass
    return data


# --- the daily puzzle, the history -------------------------------------------------------------


def daily():
    return selection.daily(timezone.localdate())


def history(solver, limit=100):
    if solver is None:
        return []
    return list(solver.attempts.select_related("puzzle")[:limit])


# --- a game from here --------------------------------------------------------------------------


def game_owner(request):
    """Who a practice game belongs to, as the games app keeps it: the account, or this browser's
    session key (``games.models.SESSION_KEY``)."""
    if request.user.is_authenticated:
        return {"owner": request.user}
    key = request.session.get(GAMES_SESSION_KEY)
    if not key:
        key = request.session[GAMES_SESSION_KEY] = secrets.token_urlsafe(24)
    return {"anon_key": key}


def play_from(request, puzzle, owner):
    """A practice game against the bots from the puzzle's position (the learner at its seat)."""
    levels = [FALLBACK] * puzzle.players
    return game_flows.start_game(
        variant=puzzle.variant,
        players=puzzle.players,
        rules=dict(puzzle.rules),
        bot_levels=[("" if seat == puzzle.seat else level) for seat, level in enumerate(levels)],
        feedback=Game.Feedback.FULL,
        seed=puzzle.seed,
        actions=[list(pair) for pair in puzzle.actions],
        learner_seat=puzzle.seat,
        **owner,
    )


# --- signing up --------------------------------------------------------------------------------


@transaction.atomic
def carry_into_account(request, user):
    """The anonymous session's solver joins the account: its history moves over; the rating kept
    is the one backed by more rated attempts; the best streak is the better one."""
    key = request.session.get(SESSION_KEY) if request is not None else None
    if not key:
        return
    anonymous = Solver.objects.select_for_update().filter(user=None, anon_key=key).first()
    if anonymous is None:
        return
    own = Solver.objects.select_for_update().filter(user=user).first()
    if own is None:
        anonymous.user, anonymous.anon_key = user, ""
        anonymous.save(update_fields=["user", "anon_key", "updated"])
    else:
        anonymous.attempts.update(solver=own)
        if anonymous.rated > own.rated:
            own.rating, own.rd, own.vol = anonymous.rating, anonymous.rd, anonymous.vol
        own.rated += anonymous.rated
        own.solved += anonymous.solved
        own.streak_best = max(own.streak_best, anonymous.streak_best)
        own.save()
        anonymous.delete()
    del request.session[SESSION_KEY]
