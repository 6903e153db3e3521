"""What a table tells its people, at the level of its use cases and presenters: names instead of
the practice table's words, votes told as what they are, seats removed only with a word, presence
true at once, a clock for the time per turn, and the grace of a person who went away."""

from datetime import timedelta

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.utils import timezone

from accounts.models import set_display_name
from games.models import SESSION_KEY
from tables import flows, presenters
from tables.models import Seat, Table
from teachers.models import Classroom, Membership

from .helpers import open_table

pytestmark = pytest.mark.django_db


def _who(client):
    return flows.Who(None, client.session[SESSION_KEY])


def _named(client, table, seat, name):
    response = client.post(f"/mesas/{table.code}/sentarse/", {"seat": str(seat), "name": name})
    assert response.status_code == 302


def _three_people():
    """Cabrero for three: Ana (the owner), Bea and Carlos, each with the name they chose."""
    ana, bea, carlos = Client(), Client(), Client()
    ana.get("/mesas/")
    table = open_table(ana, variant="cabrero", players=3, seats=("", ""))
    _named(bea, table, 1, "Bea")
    _named(carlos, table, 2, "Carlos")
    ana.post(f"/mesas/{table.code}/empezar/")
    table.refresh_from_db()
    return table, {0: ana, 1: bea, 2: carlos}


def _events(table, who):
    return presenters.room_context(Table.objects.get(pk=table.pk), who)["events"]


def test_a_guest_chooses_the_name_the_table_shows():
    table, people = _three_people()
    assert [s.name for s in table.seats.order_by("number")] == ["Jugador 1", "Bea", "Carlos"]
    assert people[1].session[flows.GUEST_NAME] == "Bea"  # remembered for the next table


def test_agreeing_is_not_a_new_proposal_and_a_card_played_withdraws_one():
    table, people = _three_people()
    flows.vote_end(table, _who(people[1]), agree=True)
    flows.vote_end(table, _who(people[2]), agree=True)
    events = _events(table, _who(people[0]))
    assert events[0] == "Carlos está de acuerdo en terminar la partida."
    assert events[1] == "Bea propone terminar la partida de mutuo acuerdo."
    game = Table.objects.get(pk=table.pk).game
    state = game.match_at().hand
    mover = state.current_player
    flows.act(table, _who(people[mover]), state.view(mover).legal_actions()[0], game.ply)
    table.refresh_from_db()
    assert table.votes == []
    name = {0: "Jugador 1", 1: "Bea", 2: "Carlos"}[mover]
    assert f"{name} ha jugado: se retira la propuesta de terminar." in _events(table, _who(people[0]))


def test_fewer_players_moves_people_to_free_seats_or_tells_them():
    ana, bea, carlos = Client(), Client(), Client()
    table = open_table(ana, variant="cabrero", players=4, seats=("principiante", "", ""))
    _named(bea, table, 2, "Bea")
    _named(carlos, table, 3, "Carlos")
    rules = dict(table.rules)
    flows.change_options(
        table, _who(ana), variant="cabrero", players=3, rules=rules, seats=["principiante", ""],
        turn_seconds=0, phrases=True,
    )  # fmt: skip
    seats = {s.number: s for s in Table.objects.get(pk=table.pk).seats.all()}
    assert seats[2].name == "Bea"  # kept her seat; Carlos (seat 3) moved to the bot's seat 1
    assert seats[1].name == "Carlos"
    assert not seats[1].is_bot
    assert "Hay menos sitios: Carlos pasa a otro sitio de la mesa." in _events(table, _who(ana))
    flows.change_options(
        table, _who(ana), variant="habanero", players=2, rules={}, seats=[""], turn_seconds=0, phrases=True
    )
    assert "Hay menos sitios: Bea se queda sin sitio y mira la partida." in _events(table, _who(ana))


def test_a_person_who_sits_is_present_at_once():
    table, people = _three_people()
    rows = presenters.room_context(table, _who(people[0]))["seats"]
    assert [row["present"] for row in rows] == [True, True, True]


def test_the_clock_tells_whose_time_runs_and_warns_the_person_whose_it_is():
    table, people = _three_people()
    Table.objects.filter(pk=table.pk).update(turn_seconds=30)
    table.refresh_from_db()
    state = table.game.match_at().hand
    mover = state.current_player
    mine = presenters.room_context(table, _who(people[mover]))["clock"]
    other = presenters.room_context(table, _who(people[(mover + 1) % 3]))["clock"]
    assert mine["mine"]
    assert not other["mine"]
    assert 0 < mine["left"] <= 30
    html = presenters.render_room(table, _who(people[mover]))
    assert 'id="turn-clock"' in html
    assert "un bot jugará por ti" in html


def test_a_person_who_went_away_is_waited_for_with_the_seconds_left(settings):
    settings.TABLES_GRACE_SECONDS = 60
    settings.TABLES_TICK_SECONDS = 4  # away after 10 s without a sign
    table, people = _three_people()
    flows.went_away(table.pk, 1)
    rows = presenters.room_context(Table.objects.get(pk=table.pk), _who(people[0]))["seats"]
    assert not rows[1]["present"]
    assert 45 <= rows[1]["away_left"] <= 50  # the grace runs from their last sign
    html = presenters.render_room(table, _who(people[0]))
    assert "Esperando a Bea: si no vuelve en" in html
    flows.seen(table.pk, 1)  # back: shown present at once
    assert presenters.room_context(Table.objects.get(pk=table.pk), _who(people[0]))["seats"][1]["present"]


def test_the_felt_names_people_never_rival_or_you_for_others():
    table, people = _three_people()
    game = Table.objects.get(pk=table.pk).game
    for _ in range(6):  # two tricks
        state = game.match_at().hand
        mover = state.current_player
        flows.act(table, _who(people[mover]), state.view(mover).legal_actions()[0], game.ply)
        game.refresh_from_db()
    spectator = presenters.render_room(table, flows.Who(None, ""), since=(game.pk, 0))
    player = presenters.render_room(table, _who(people[1]), since=(game.pk, 0))
    for html in (spectator, player):
        assert "Gana la baza:" in html
        for practice_word in ("Rival", "Compañero", "Nosotros", "Ellos"):
            assert practice_word not in html
    assert "Gana la baza: Tú" not in spectator
    assert "Tú" in player


def test_a_bot_is_named_once_and_a_student_by_the_name_in_the_class():
    users = get_user_model().objects
    teacher = users.create_user("marta", "marta@example.com", "pw-long-enough-1")
    student = users.create_user("lucia", "lucia@example.com", "pw-long-enough-1")
    set_display_name(student, "Lu")
    classroom = Classroom.objects.create(owner=teacher, name="4º B")
    Membership.objects.create(classroom=classroom, student=student, name="Lucía García")
    table = flows.open_table(
        flows.Who(teacher), variant="arrastre", players=4, rules={}, seats=["novato", "novato", "novato"],
        listed=False, turn_seconds=0, phrases=True, classroom=classroom,
    )  # fmt: skip
    flows.sit(table, flows.Who(student), 0)
    assert Seat.objects.get(table=table, number=0).name == "Lucía García"
    flows.start(table, flows.Who(teacher))
    html = presenters.render_room(Table.objects.get(pk=table.pk), flows.Who(teacher))
    assert "Novato Novato" not in " ".join(html.split())
    assert html.count("robot de nivel") >= 3


def test_a_seat_seen_long_ago_is_away_even_without_a_closed_socket(settings):
    settings.TABLES_GRACE_SECONDS = 60
    settings.TABLES_TICK_SECONDS = 4
    table, people = _three_people()
    Seat.objects.filter(table=table, number=2).update(seen_at=timezone.now() - timedelta(seconds=30))
    assert flows.tick(table.pk) is False  # nothing to replace yet, but the table was told
    html = presenters.render_room(Table.objects.get(pk=table.pk), _who(people[0]))
    assert "Esperando a Carlos" in html
