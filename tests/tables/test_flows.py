"""Tables' use cases: seating, starting, absence (a bot plays, the seat comes back), time per
turn, amicable end, ownership, options between matches, class tables."""

import time
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.db import connection, connections
from django.test import Client
from django.test.utils import CaptureQueriesContext
from django.utils import timezone

from games.models import SESSION_KEY, Game
from tables import flows, presenters
from tables.models import REPLACEMENT_LEVEL, Round, Seat, Table
from teachers import flows as teachers
from teachers.models import Classroom, Membership

from .helpers import open_table, sit, table_form

pytestmark = pytest.mark.django_db


def _pairs_with_a_friend():
    """Arrastre in pairs: the owner at seat 0, a friend as partner at seat 2, bots at 1 and 3."""
    owner, friend = Client(), Client()
    table = open_table(
        owner, variant="arrastre", players=4, seats=("principiante", "", "principiante"), parejas="on"
    )
    sit(friend, table, 2)
    response = owner.post(f"/mesas/{table.code}/empezar/")
    assert response.status_code == 302
    table.refresh_from_db()
    return owner, friend, table


def _who(client):
    return flows.Who(None, client.session[SESSION_KEY])


def test_a_started_table_plays_its_bots_and_stops_at_each_person():
    owner, friend, table = _pairs_with_a_friend()
    game = table.game
    assert table.status == Table.Status.PLAYING
    assert game.bot_levels == ["", "principiante", "", "principiante"]
    assert game.feedback == Game.Feedback.ILLEGAL
    state = game.match_at().hand
    assert state.current_player in (0, 2)
    people = {0: _who(owner), 2: _who(friend)}
    for _ in range(60):
        state = game.match_at().hand
        if state.is_terminal():
            break
        seat = state.current_player
        assert seat in people
        flows.act(table, people[seat], state.view(seat).legal_actions()[0], game.ply)
        game.refresh_from_db()
    assert game.match_at().hand.is_terminal()
    assert {s for s, _a in game.actions} == {0, 1, 2, 3}
    assert Round.objects.get(game=game).people.keys() == {"0", "2"}


def test_only_the_owner_starts_and_only_when_every_seat_is_filled():
    owner, friend = Client(), Client()
    table = open_table(owner, variant="arrastre", players=3, seats=("", "experto"))
    with pytest.raises(flows.TableError) as refused:
        flows.start(table, _who(owner))
    assert refused.value.code == "seats_empty"
    sit(friend, table, 1)
    with pytest.raises(flows.TableError) as refused:
        flows.start(table, _who(friend))
    assert refused.value.code == "owner_only"
    flows.start(table, _who(owner))
    with pytest.raises(flows.TableError):
        flows.sit(table, flows.Who(None, "someone-else"), 2)  # a bot's seat is not free


def test_between_matches_a_person_moves_to_the_seat_of_their_choice():
    """In pairs, a friend chooses to partner the owner (the seat opposite) or to play against."""
    owner, friend = Client(), Client()
    table = open_table(owner, variant="arrastre", players=4, seats=("", "", "principiante"), parejas="on")
    sit(friend, table, 1)
    flows.sit(table, _who(friend), 2)  # the partner's seat
    seats = {s.number: s for s in table.seats.all()}
    assert seats[1].waiting
    assert seats[2].held_by(_who(friend))
    with pytest.raises(flows.TableError):
        flows.sit(table, _who(friend), 3)  # a bot's seat
    sit(Client(), table, 1)
    flows.start(table, _who(owner))
    assert Game.objects.get(pk=Table.objects.get(pk=table.pk).game_id).bot_levels == [
        "",
        "",
        "",
        "principiante",
    ]
    with pytest.raises(flows.TableError):
        flows.sit(table, _who(friend), 1)


def test_an_absent_person_is_played_by_a_bot_and_gets_the_seat_back(settings):
    settings.TABLES_GRACE_SECONDS = 15
    owner, friend, table = _pairs_with_a_friend()
    long_ago = timezone.now() - timedelta(seconds=60)
    Seat.objects.filter(table=table, number=2).update(seen_at=long_ago)
    flows.seen(table.pk, 0)
    assert flows.tick(table.pk)
    table.refresh_from_db()
    seat = Seat.objects.get(table=table, number=2)
    assert seat.replaced
    assert table.game.bot_levels[2] == REPLACEMENT_LEVEL
    assert table.events[-1]["kind"] == "replaced"
    # The table goes on: the owner plays, the bot plays the absent friend's seat.
    game = table.game
    for _ in range(20):
        state = game.match_at().hand
        if state.is_terminal() or any(s == 2 for s, _a in game.actions):
            break
        assert state.current_player == 0
        flows.act(table, _who(owner), state.view(0).legal_actions()[0], game.ply)
        game.refresh_from_db()
    assert any(s == 2 for s, _a in game.actions)
    # The friend comes back (any device: the seat is the session's)
    flows.seen(table.pk, 2)
    assert flows.tick(table.pk)
    table.refresh_from_db()
    assert not Seat.objects.get(table=table, number=2).replaced
    assert table.game.bot_levels[2] == ""
    assert table.events[-1]["kind"] == "back"
    assert not flows.tick(table.pk)  # nothing more to do


def test_when_the_time_per_turn_runs_out_a_bot_plays_that_move():
    owner, friend, table = _pairs_with_a_friend()
    Table.objects.filter(pk=table.pk).update(turn_seconds=30)
    flows.seen(table.pk, 0)
    flows.seen(table.pk, 2)
    game = table.game
    assert not flows.tick(table.pk)
    before = game.ply
    state = game.match_at().hand
    waiting_seat = state.current_player
    Game.objects.filter(pk=game.pk).update(updated=timezone.now() - timedelta(seconds=31))
    assert flows.tick(table.pk)
    game.refresh_from_db()
    table.refresh_from_db()
    assert game.ply > before
    assert game.actions[before][0] == waiting_seat
    assert {"kind": "timeout", "seat": waiting_seat}.items() <= table.events[-1].items()
    assert not Seat.objects.get(table=table, number=waiting_seat).replaced  # only that move


def test_an_amicable_end_needs_every_person_and_counts_for_nobody():
    owner, friend, table = _pairs_with_a_friend()
    assert not flows.vote_end(table, _who(owner), True)
    table.refresh_from_db()
    assert table.votes == [0]
    flows.vote_end(table, _who(friend), False)  # no: the proposal is withdrawn
    table.refresh_from_db()
    assert table.votes == []
    assert table.status == Table.Status.PLAYING
    flows.vote_end(table, _who(owner), True)
    assert flows.vote_end(table, _who(friend), True)
    table.refresh_from_db()
    assert table.status == Table.Status.WAITING
    assert table.game.finished
    assert Round.objects.get(game=table.game).amicable


def test_the_owner_hands_over_the_table_and_changes_options_between_matches():
    owner, friend, table = _pairs_with_a_friend()
    with pytest.raises(flows.TableError):
        flows.change_options(
            table,
            _who(owner),
            variant="habanero",
            players=2,
            rules={},
            seats=[],
            turn_seconds=0,
            phrases=True,
        )
    flows.vote_end(table, _who(owner), True)
    flows.vote_end(table, _who(friend), True)
    flows.hand_over(table, _who(owner), 2)
    table.refresh_from_db()
    assert flows.is_owner(table, _who(friend))
    assert not flows.is_owner(table, _who(owner))
    response = friend.post(
        f"/mesas/{table.code}/opciones/",
        {
            **__import__("tests.tables.helpers", fromlist=["table_form"]).table_form(
                variant="arrastre", players=3, seats=("principiante", "")
            ),
        },
    )
    assert response.status_code == 302, response.content.decode()[:2000]
    table.refresh_from_db()
    assert (table.variant, table.players) == ("arrastre", 3)
    assert table.events[-1]["kind"] == "options"
    assert [s.number for s in table.seats.all()] == [0, 1, 2]


def test_a_class_table_takes_only_the_class():
    users = get_user_model().objects
    teacher = users.create_user("t@example.com", "t@example.com", "pw-long-enough-1")
    student = users.create_user("s@example.com", "s@example.com", "pw-long-enough-1")
    outsider = users.create_user("o@example.com", "o@example.com", "pw-long-enough-1")
    teachers.set_profile(teacher, is_teacher=True, display_name="Profe")
    classroom = Classroom.objects.create(owner=teacher, name="4º B")
    Membership.objects.create(classroom=classroom, student=student)
    client = Client()
    client.force_login(teacher)
    response = client.post(
        "/mesas/nueva/",
        {
            **table_form(variant="habanero", players=2),
            "classroom": str(classroom.pk),
        },
    )
    assert response.status_code == 302
    table = Table.objects.get(classroom=classroom)
    with pytest.raises(flows.TableError) as refused:
        flows.sit(table, flows.Who(outsider), 1)
    assert refused.value.code == "class_only"
    assert not flows.may_watch(table, flows.Who(outsider))
    stranger = Client()
    stranger.force_login(outsider)
    assert stranger.get(f"/mesas/{table.code}/").status_code == 403
    flows.sit(table, flows.Who(student), 1)
    lobby = client.get("/mesas/").content.decode()
    assert table.code in lobby  # the teacher sees her class's tables


def test_one_connection_per_table_and_interval_runs_the_regular_tick():
    owner, friend, table = _pairs_with_a_friend()
    other = open_table(Client())
    assert flows.claim_tick(table.pk, 30)
    assert not flows.claim_tick(table.pk, 30)  # another connection of the table, in the interval
    assert flows.claim_tick(other.pk, 30)  # each table has its own


def test_the_connections_of_a_process_read_a_changed_table_once():
    owner, friend, table = _pairs_with_a_friend()
    presenters.snapshot.cache_clear()
    table.refresh_from_db()
    stamp = table.updated.timestamp()
    with CaptureQueriesContext(connection) as first:
        kept, seats = presenters.snapshot(table.pk, stamp)
    with CaptureQueriesContext(connection) as second:
        again, _seats = presenters.snapshot(table.pk, stamp)
    assert len(first) == 2
    assert len(second) == 0
    assert again is kept
    assert [s.number for s in seats] == [0, 1, 2, 3]
    flows.vote_end(table, _who(friend), agree=True)  # a change: a later stamp, read again
    table.refresh_from_db()
    newer, _seats = presenters.snapshot(table.pk, table.updated.timestamp())
    assert newer is not kept
    assert newer.votes == [2]


@pytest.mark.django_db(transaction=True)
def test_connections_reading_the_same_change_at_once_wait_for_one_reading(monkeypatch):
    """Four connections of a process told of the same change at the same moment: one reads the
    database, the others wait for its reading (and no lock is left behind per table)."""
    owner, friend, table = _pairs_with_a_friend()
    presenters.snapshot.cache_clear()
    table.refresh_from_db()
    reads = []
    real = presenters.read_table

    def slow_read(table_id):
        reads.append(table_id)
        time.sleep(0.2)
        return real(table_id)

    monkeypatch.setattr(presenters, "read_table", slow_read)
    stamp = table.updated.timestamp()
    with ThreadPoolExecutor(4) as pool:
        results = list(pool.map(lambda _n: presenters.snapshot(table.pk, stamp), range(4)))
    connections.close_all()
    assert reads == [table.pk]
    assert all(result is results[0] for result in results)
    assert not hasattr(presenters, "Snapshots")
