"""Helpers of the competitive tests: people, and matches played to their end by the engine and
the bots, entered and settled through compete.flows as the tables do."""

from django.contrib.auth import get_user_model

from compete import flows
from compete.flows import SeatEntry
from games import flows as games


def person(name):
    return get_user_model().objects.create_user(username=name, email=f"{name}@example.com", password="x")


def played_game(variant="habanero", players=2, rules=None, seed=1, level="intermedio"):
    """A match played to its end (every seat a bot: the engine's real play)."""
    game = games.start_game(
        variant=variant,
        players=players,
        rules=rules or {},
        bot_levels=[level] * players,
        feedback="none",
        seed=seed,
    )
    while not game.finished:  # the bots deal the next hand and play it
        game = games.next_hand(game, game.ply)
    return game


def started_game(variant="habanero", players=2, rules=None, seed=1):
    """A match that has started and is not over (people's seats: nobody plays for them yet)."""
    return games.start_game(
        variant=variant,
        players=players,
        rules=rules or {},
        bot_levels=[""] * players,
        feedback="none",
        seed=seed,
    )


def seats_of(users, addresses=None, levels=None):
    addresses = addresses or [f"10.0.0.{n + 1}" for n in range(len(users))]
    levels = levels or [""] * len(users)
    return [
        SeatEntry(seat=n, user_id=None if levels[n] else user.pk, level=levels[n], address=addresses[n])
        for n, user in enumerate(users)
    ]


def contest_of(users, *, bet=0, addresses=None, **game_kwargs):
    game = played_game(players=len(users), **game_kwargs)
    contest = flows.enter(game, seats_of(users, addresses), bet=bet)
    return game, contest
