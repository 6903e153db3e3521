"""A table's searching bots (experto, maestro) move in a task, off the sockets' threads: the
person's move is saved and pushed at once with the bot «pensando…», the task plays the bots and
pushes the table again, and when no worker answers the regular tick plays them after the
deadline. Their moves are the same wherever they are computed (work units, not the clock)."""

from datetime import timedelta

import pytest
from django.test import Client, override_settings
from django.utils import timezone

from games.models import SESSION_KEY, Game
from tables import flows, presenters, tasks
from tables.models import Seat, Table
from tute.bots import choose_action

from .helpers import open_table, sit

pytestmark = pytest.mark.django_db
DUMMY = {"default": {"BACKEND": "django.tasks.backends.dummy.DummyBackend", "QUEUES": ["default"]}}


def _with_an_experto():
    """Arrastre in pairs: the owner at seat 0, a friend at seat 2, an experto at 1 (after the
    owner in turn) and a maestro at 3."""
    owner, friend = Client(), Client()
    table = open_table(owner, variant="arrastre", players=4, seats=("experto", "", "maestro"), parejas="on")
    sit(friend, table, 2)
    assert owner.post(f"/mesas/{table.code}/empezar/").status_code == 302
    table.refresh_from_db()
    people = {0: flows.Who(None, owner.session[SESSION_KEY]), 2: flows.Who(None, friend.session[SESSION_KEY])}
    return table, people


def _until_a_person_hands_over_to_a_bot(table, people):
    """Let the queued bots' tasks run until a person's move leaves a searching bot to play: the
    ply of that move."""
    backend = tasks.bots_move.get_backend()
    for _ in range(40):
        for result in list(backend.results):
            backend.results.remove(result)
            tasks.bots_move.call(*result.args)
        game = Game.objects.get(pk=table.game_id)
        state = game.match_at().hand
        seat = state.current_player
        if seat in people:
            flows.act(table, people[seat], state.view(seat).legal_actions()[0], game.ply)
            game.refresh_from_db()
            if game.bot_level(game.match_at().hand.current_player):
                return game
    raise AssertionError("no person handed the turn to a bot")


@override_settings(TASKS=DUMMY)
def test_a_persons_move_is_saved_and_the_bots_move_in_a_task():
    tasks.bots_move.get_backend().clear()
    table, people = _with_an_experto()
    game = _until_a_person_hands_over_to_a_bot(table, people)
    bot = game.match_at().hand.current_player
    queued = tasks.bots_move.get_backend().results
    assert [tuple(r.args) for r in queued] == [(game.pk, game.ply)]
    ctx = presenters.room_context(Table.objects.get(pk=table.pk), people[0])
    html = ctx["game_html"]
    assert f'class="bot-thinking now" id="thinking-{bot}"' in html  # «pensando…» on the bot's seat

    view = game.match_at().hand.view(bot)
    expected = choose_action(view, game.bot_level(bot), rng=game.bot_rng(game.ply))
    tasks.bots_move.call(game.pk, game.ply)  # a worker runs the task
    played = Game.objects.get(pk=game.pk)
    assert played.actions[game.ply] == [bot, expected]  # the same move as computed in the request
    tasks.bots_move.call(game.pk, game.ply)  # run twice (a worker restarted): nothing more
    assert Game.objects.get(pk=game.pk).actions == played.actions


@override_settings(TASKS=DUMMY, TASKS_DEADLINE_SECONDS=5)
def test_when_no_worker_answers_the_tick_plays_the_bots_after_the_deadline():
    tasks.bots_move.get_backend().clear()
    table, people = _with_an_experto()
    game = _until_a_person_hands_over_to_a_bot(table, people)
    for seat in people:
        flows.seen(table.pk, seat)
    assert not flows.tick(table.pk)  # within the deadline the worker may still answer
    assert Game.objects.get(pk=game.pk).ply == game.ply
    Game.objects.filter(pk=game.pk).update(updated=timezone.now() - timedelta(seconds=6))
    assert flows.tick(table.pk)
    assert Game.objects.get(pk=game.pk).ply > game.ply


def test_the_embedded_default_plays_the_bots_within_the_move():
    table, people = _with_an_experto()
    game = Game.objects.get(pk=table.game_id)
    for _ in range(10):
        state = game.match_at().hand
        assert state.current_player in people or state.is_terminal()
        if state.is_terminal():
            break
        seat = state.current_player
        flows.act(table, people[seat], state.view(seat).legal_actions()[0], game.ply)
        game.refresh_from_db()


@override_settings(TASKS=DUMMY, TABLES_GRACE_SECONDS=15)
def test_a_seat_given_to_a_bot_by_the_tick_leaves_the_searching_bots_to_a_task():
    tasks.bots_move.get_backend().clear()
    table, people = _with_an_experto()
    game = _until_a_person_hands_over_to_a_bot(table, people)
    tasks.bots_move.call(game.pk, game.ply)  # the bots play up to a person again
    game.refresh_from_db()
    tasks.bots_move.get_backend().clear()
    waiting = game.match_at().hand.current_player
    away = timezone.now() - timedelta(seconds=60)
    Seat.objects.filter(table=table, number=waiting).update(seen_at=away)  # gone: a bot plays for them
    for seat in people:
        if seat != waiting:
            flows.seen(table.pk, seat)
    assert flows.tick(table.pk)
    game.refresh_from_db()
    searching = game.match_at().hand.current_player
    assert game.bot_level(searching) in ("experto", "maestro")  # the intermedio played, the search waits
    assert [tuple(r.args) for r in tasks.bots_move.get_backend().results] == [(game.pk, game.ply)]
