"""Seed 002's competitive tables through the pages: «Competir por puntos y fichas», «Apuesta
por partida», «Permitir público», «Mesa privada», the jefe de mesa, the «will not count»
notices, a match played to its end moving XP, chips and places, an abandon and its penalty,
friends invited in one click, class tables."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse
from django.utils import timezone

from compete import friends, ledger, ranking
from compete.models import Award, Contest, Player, Rating
from compete.rules import ABANDON_XP, START_CHIPS
from tables.models import Table
from teachers import flows as teachers
from teachers.models import Classroom

from .helpers import open_table, sit, table_form

pytestmark = pytest.mark.django_db


def person(name, address):
    user = get_user_model().objects.create_user(username=name, email=f"{name}@example.com", password="x")
    teachers.set_profile(user, is_teacher=False, display_name=name.capitalize())
    client = Client(REMOTE_ADDR=address)
    client.force_login(user)
    return user, client


def room(client, table):
    return client.get(reverse("tables:room", args=[table.code])).content.decode()


def play_to_the_end(table, clients, limit=400):
    """Each person plays their first legal action through the table's form; deals on."""
    for _ in range(limit):
        table.refresh_from_db()
        game = table.game
        if table.status == Table.Status.WAITING:
            return game
        match = game.match_at()
        state = match.hand
        url = reverse("tables:act", args=[table.code])
        if state.is_terminal():
            response = clients[0].post(url, {"kind": "next", "ply": game.ply})
        else:
            seat = state.current_player
            actions = [a for a in state.view(seat).legal_actions() if not a.startswith("renuncio")]
            response = clients[seat].post(url, {"kind": "act", "action": actions[0], "ply": game.ply})
        assert response.status_code == 302, response.content.decode()[:400]
    raise AssertionError("the match did not end")


def competitive_table(owner, **extra):
    return open_table(owner, competitive="on", bet="50", **extra)


def test_a_competitive_match_to_its_end_moves_xp_chips_and_places():
    (ana, ana_c), (bea, bea_c) = person("ana", "10.0.0.1"), person("bea", "10.0.0.2")
    table = competitive_table(ana_c)
    assert (table.competitive, table.bet) == (True, 50)
    sit(bea_c, table, 1)
    page = room(bea_c, table)
    assert "Competitiva: puntos y fichas" in page
    assert "Apuesta: 50 fichas por persona" in page
    assert 'id="will-not-count"' not in page
    assert ana_c.post(reverse("tables:start", args=[table.code])).status_code == 302
    assert ledger.balance(ana) == ledger.balance(bea) == START_CHIPS - 50
    game = play_to_the_end(table, {0: ana_c, 1: bea_c})
    contest = Contest.objects.get(game=game)
    assert contest.settled is not None
    winner = next(a.user for a in Award.objects.filter(contest=contest, won=True))
    loser = ana if winner == bea else bea
    assert ranking.total_xp(winner.pk) == 20
    assert ranking.total_xp(loser.pk) == 5
    assert ledger.balance(winner) == START_CHIPS - 50 + 75
    for client, user in ((ana_c, ana), (bea_c, bea)):
        page = room(client, table)
        assert 'id="table-points"' in page
        assert ("+20 XP." if user == winner else "+5 XP.") in page
        assert "Clasificación: puesto" in page


def test_two_people_at_one_address_are_told_before_and_after_that_it_did_not_count():
    (ana, ana_c), (bea, bea_c) = person("ana", "10.0.0.9"), person("bea", "10.0.0.9")
    table = competitive_table(ana_c)
    sit(bea_c, table, 1)
    page = room(ana_c, table)
    assert 'id="will-not-count"' in page
    assert "misma dirección" in page
    ana_c.post(reverse("tables:start", args=[table.code]))
    assert ledger.balance(ana) == START_CHIPS  # no bet taken
    play_to_the_end(table, {0: ana_c, 1: bea_c})
    assert ranking.total_xp(ana.pk) == ranking.total_xp(bea.pk) == 0
    assert "Esta partida no ha contado" in room(bea_c, table)


def test_a_guest_or_a_bot_is_announced_before_the_start():
    (_ana, ana_c) = person("ana", "10.0.0.1")
    table = competitive_table(ana_c)
    sit(Client(REMOTE_ADDR="10.0.0.3"), table, 1)  # a guest
    assert "persona sin cuenta" in room(ana_c, table)
    bots = open_table(ana_c, competitive="on", seats=("novato",))
    assert "un bot en el sitio de una persona" in room(ana_c, bots)


def test_the_bet_needs_the_chips_to_sit():
    (_ana, ana_c), (bea, bea_c) = person("ana", "10.0.0.1"), person("bea", "10.0.0.2")
    table = competitive_table(ana_c)
    ledger.player_of(bea)
    # 20 chips and today's top-up already given (it would bring her up to 250)
    Player.objects.filter(user=bea).update(chips=20, topped_up=timezone.localdate())
    response = bea_c.post(reverse("tables:sit", args=[table.code]), {"seat": "1"}, follow=True)
    assert "No tienes fichas suficientes" in response.content.decode()
    assert Table.objects.get(pk=table.pk).seats.get(number=1).waiting


def test_the_jefe_de_mesa_has_a_star_and_everybody_sees_the_options_changed():
    (_ana, ana_c), (_bea, bea_c) = person("ana", "10.0.0.1"), person("bea", "10.0.0.2")
    table = open_table(ana_c)
    sit(bea_c, table, 1)
    assert "Jefe de mesa:" in room(bea_c, table).split('id="room-seat-0"')[1].split("</li>")[0]
    data = table_form(competitive="on", bet="25")
    assert bea_c.post(reverse("tables:options", args=[table.code]), data).status_code == 403
    assert ana_c.post(reverse("tables:options", args=[table.code]), data).status_code == 302
    page = room(bea_c, table)
    assert 'id="options-changed"' in page
    assert "Competir por puntos y fichas" in page.split('id="options-changed"')[1].split("</p>")[0]
    assert "Apuesta por partida" in page.split('id="options-changed"')[1].split("</p>")[0]


def test_without_public_only_the_people_seated_watch():
    (_ana, ana_c) = person("ana", "10.0.0.1")
    data = table_form()
    data.pop("public")
    response = ana_c.post(reverse("tables:new"), data)
    table = Table.objects.get(code=response["Location"].rstrip("/").split("/")[-1])
    assert not table.public
    assert Client().get(reverse("tables:room", args=[table.code])).status_code == 403
    assert ana_c.get(reverse("tables:room", args=[table.code])).status_code == 200


def test_a_private_table_seats_friends_and_the_invited_only():
    (ana, ana_c), (bea, bea_c), (eva, eva_c) = (
        person("ana", "10.0.0.1"),
        person("bea", "10.0.0.2"),
        person("eva", "10.0.0.3"),
    )
    table = open_table(ana_c, private="on", players=3, variant="arrastre", seats=("", ""))
    response = eva_c.post(reverse("tables:sit", args=[table.code]), {"seat": "1"}, follow=True)
    assert "Esta mesa es privada" in response.content.decode()
    friends.ask(ana, bea.pk)
    friends.answer(bea, ana.pk, True)
    sit(bea_c, table, 1)
    # Bea invites Eva in one click once they are friends; Eva sees it in the lobby and sits.
    friends.ask(bea, eva.pk)
    friends.answer(eva, bea.pk, True)
    page = room(bea_c, table)
    assert 'id="invite-friends"' in page
    assert "Eva" in page.split('id="invite-friends"')[1]
    player = str(ledger.player_of(eva).public_id)
    assert bea_c.post(reverse("tables:invite", args=[table.code]), {"player": player}).status_code == 302
    assert table.code in eva_c.get(reverse("tables:lobby")).content.decode().split('id="invited-tables"')[1]
    sit(eva_c, table, 2)


def test_friends_open_tables_show_in_the_lobby_and_table_mates_can_be_added():
    (ana, ana_c), (bea, bea_c) = person("ana", "10.0.0.1"), person("bea", "10.0.0.2")
    table = open_table(ana_c)
    sit(bea_c, table, 1)
    page = room(bea_c, table)
    assert 'id="befriend-0"' in page
    player = str(ledger.player_of(ana).public_id)
    bea_c.post(reverse("compete:friend_add"), {"player": player, "next": f"/mesas/{table.code}/"})
    friends.answer(ana, bea.pk, True)
    mine = open_table(bea_c)
    lobby = ana_c.get(reverse("tables:lobby")).content.decode()
    assert mine.code in lobby.split('id="friends-tables"')[1]


def test_abandoning_shows_its_penalty_first_then_ends_the_match_lost():
    (ana, ana_c), (bea, bea_c) = person("ana", "10.0.0.1"), person("bea", "10.0.0.2")
    table = competitive_table(ana_c)
    sit(bea_c, table, 1)
    ana_c.post(reverse("tables:start", args=[table.code]))
    page = room(bea_c, table)
    warning = page.split('id="abandon-warning"')[1].split("</p>")[0]
    assert f"pierdes {ABANDON_XP} XP y tu apuesta (50 fichas)" in warning
    assert bea_c.post(reverse("tables:abandon", args=[table.code])).status_code == 302
    table.refresh_from_db()
    assert table.status == Table.Status.WAITING
    assert ranking.total_xp(ana.pk) == 20
    assert ranking.total_xp(bea.pk) == 0  # never below zero
    assert ledger.balance(bea) == START_CHIPS - 50
    assert ledger.balance(ana) == START_CHIPS - 50 + 75
    assert "ha abandonado la partida" in room(ana_c, table)


def test_a_class_table_competes_only_when_its_teacher_turns_it_on():
    teacher, teacher_c = person("profe", "10.0.0.1")
    (pupil, pupil_c), (other, other_c) = person("alumna", "10.0.0.2"), person("alumno", "10.0.0.3")
    classroom = Classroom.objects.create(owner=teacher, name="4.º B")
    teachers.join_class(classroom, pupil)
    teachers.join_class(classroom, other)
    data = {**table_form(competitive="on"), "classroom": str(classroom.pk)}
    response = teacher_c.post(reverse("tables:new"), data)
    table = Table.objects.get(code=response["Location"].rstrip("/").split("/")[-1])
    sit(pupil_c, table, 0)
    sit(other_c, table, 1)
    assert 'id="class-off"' in room(pupil_c, table)
    teacher_c.post(reverse("compete:class_board", args=[classroom.pk]), {"competir": "si"})
    assert 'id="class-off"' not in room(pupil_c, table)
    teacher_c.post(reverse("tables:start", args=[table.code]))
    play_to_the_end(table, {0: pupil_c, 1: other_c})
    board = teacher_c.get(reverse("compete:class_board", args=[classroom.pk])).content.decode()
    assert "Alumna" in board
    assert "Alumno" in board


def test_the_lobby_suggests_the_open_tables_nearest_ones_rating():
    (me, me_c), (strong, strong_c), (weak, weak_c) = (
        person("yo", "10.0.0.1"),
        person("fuerte", "10.0.0.2"),
        person("flojo", "10.0.0.3"),
    )
    for user, mu in ((me, 30.0), (strong, 40.0), (weak, 29.0)):
        Rating.objects.create(user=user, variant="habanero", mu=mu, sigma=3.0, matches=10)
    far = open_table(strong_c, listed="on")
    near = open_table(weak_c, listed="on")
    lobby = me_c.get(reverse("tables:lobby")).content.decode()
    suggested = lobby.split('id="near-tables"')[1].split("</ul>")[0]
    assert suggested.index(near.code) < suggested.index(far.code)
    assert 'id="near-tables"' not in Client().get(reverse("tables:lobby")).content.decode()


def test_an_amicable_end_counts_for_nobody_and_returns_the_bets():
    (ana, ana_c), (bea, bea_c) = person("ana", "10.0.0.1"), person("bea", "10.0.0.2")
    table = competitive_table(ana_c)
    sit(bea_c, table, 1)
    ana_c.post(reverse("tables:start", args=[table.code]))
    assert ledger.balance(ana) == START_CHIPS - 50
    url = reverse("tables:act", args=[table.code])
    ana_c.post(url, {"kind": "vote", "agree": "si"})
    bea_c.post(url, {"kind": "vote", "agree": "si"})
    table.refresh_from_db()
    assert table.status == Table.Status.WAITING
    assert ledger.balance(ana) == ledger.balance(bea) == START_CHIPS
    assert ranking.total_xp(ana.pk) == ranking.total_xp(bea.pk) == 0
    assert "Partida anulada de mutuo acuerdo" in room(bea_c, table)


def test_in_pairs_the_abandon_warning_spares_the_partner():
    people = [person(n, f"10.0.2.{i}") for i, n in enumerate(("ana", "bea", "eva", "flor"))]
    clients = [c for _u, c in people]
    table = open_table(
        clients[0], variant="arrastre", players=4, parejas="on", competitive="on", seats=("", "", "")
    )
    for seat in (1, 2, 3):
        sit(clients[seat], table, seat)
    clients[0].post(reverse("tables:start", args=[table.code]))
    warning = room(clients[2], table).split('id="abandon-warning"')[1].split("</p>")[0]
    assert "Tu compañero no gana ni pierde nada" in warning


def test_abandon_and_invite_answer_bad_requests_with_a_message_and_change_nothing():
    (_ana, ana_c), (bea, bea_c) = person("ana", "10.0.0.1"), person("bea", "10.0.0.2")
    practice = open_table(ana_c)
    sit(bea_c, practice, 1)
    abandon = reverse("tables:abandon", args=[practice.code])
    assert "no está en juego" in bea_c.post(abandon, follow=True).content.decode()  # not started
    ana_c.post(reverse("tables:start", args=[practice.code]))
    response = bea_c.post(abandon, follow=True)  # a practice match: a bot plays for whoever goes
    assert "solo se hace en una partida competitiva" in response.content.decode()
    assert Table.objects.get(pk=practice.pk).status == Table.Status.PLAYING
    assert "No tienes sitio" in Client().post(abandon, follow=True).content.decode()
    invite = reverse("tables:invite", args=[practice.code])
    for player in ("nope", "\x00", "", str(ledger.player_of(bea).public_id)):  # Bea is no friend of Ana's
        response = ana_c.post(invite, {"player": player}, follow=True)
        assert response.status_code == 200
        assert "Ese mensaje no es válido" in response.content.decode()
    bad = ana_c.post(reverse("tables:options", args=[practice.code]), table_form(competitive="on", bet="7"))
    assert bad.status_code in (302, 400)
    assert Table.objects.get(pk=practice.pk).bet == 0
