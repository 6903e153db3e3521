"""Glicko-2 for learners and puzzles (puzzles/rating.py)."""

from puzzles import rating

EVERY_LEVEL = {
    "novato": (6, 6),
    "principiante": (6, 6),
    "aficionado": (6, 6),
    "intermedio": (1, 1),
    "experto": (1, 1),
    "maestro": (1, 1),
}
SEARCHERS_ONLY = {
    "novato": (0, 6),
    "principiante": (0, 6),
    "aficionado": (0, 6),
    "intermedio": (0, 1),
    "experto": (1, 1),
    "maestro": (1, 1),
}
NOBODY = {
    "novato": (0, 6),
    "principiante": (0, 6),
    "aficionado": (0, 6),
    "intermedio": (0, 1),
    "experto": (0, 1),
    "maestro": (0, 1),
}


def test_a_puzzle_the_bots_miss_is_rated_higher():
    easy, hard, hardest = (rating.first_rating(r).rating for r in (EVERY_LEVEL, SEARCHERS_ONLY, NOBODY))
    assert easy < 800 < 1400 < hard < hardest


def test_solving_raises_the_learner_and_lowers_the_puzzle():
    learner, puzzle = rating.Rating(1200, 200), rating.Rating(1200, 100)
    after_learner, after_puzzle = rating.after_attempt(learner, puzzle, True)
    assert after_learner.rating > 1200 > after_puzzle.rating
    assert after_learner.rd < 200


def test_missing_lowers_the_learner_and_raises_the_puzzle():
    after_learner, after_puzzle = rating.after_attempt(
        rating.Rating(1200, 200), rating.Rating(1200, 100), False
    )
    assert after_learner.rating < 1200 < after_puzzle.rating


def test_one_attempt_moves_a_puzzle_by_at_most_the_cap():
    _learner, puzzle = rating.after_attempt(rating.Rating(2400, 50), rating.Rating(600, 350), True)
    assert puzzle.rating >= 600 - rating.PUZZLE_MAX_DELTA


def test_a_beaten_strong_puzzle_gains_more_for_a_weak_learner():
    weak, _ = rating.after_attempt(rating.Rating(900, 100), rating.Rating(1500, 80), True)
    strong, _ = rating.after_attempt(rating.Rating(1900, 100), rating.Rating(1500, 80), True)
    assert weak.rating - 900 > strong.rating - 1900


def test_one_surprise_moves_a_new_learner_by_at_most_the_cap():
    learner, _puzzle = rating.after_attempt(rating.Rating(1200, 300), rating.Rating(560, 90), False)
    assert learner.rating == 1200 - rating.LEARNER_MAX_DELTA
