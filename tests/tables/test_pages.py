"""The tables' pages: lobby, opening, joining by code, the room for players and spectators, plain
form posts (no JavaScript), each person's own judgements and review, "Mis partidas"."""

import re

import pytest
from django.test import Client
from django.urls import reverse

from tables import flows
from tables.models import Table

from .helpers import leaks, open_table, sit, table_form

pytestmark = pytest.mark.django_db


def _started(variant="habanero", players=2, seats=()):
    owner, friend = Client(), Client()
    table = open_table(owner, variant=variant, players=players, seats=seats)
    sit(friend, table, next(s.number for s in table.seats.all() if s.waiting))
    assert owner.post(reverse("tables:start", args=[table.code])).status_code == 302
    table.refresh_from_db()
    return owner, friend, table


def test_the_lobby_lists_open_tables_and_joins_by_code():
    owner, visitor = Client(), Client()
    listed = open_table(owner, listed="on")
    private = open_table(owner)
    page = visitor.get(reverse("tables:lobby")).content.decode()
    assert listed.code in page
    assert private.code not in page
    response = visitor.get(reverse("tables:lobby"), {"codigo": f" {private.code.lower()} "})
    assert response.status_code == 302
    assert response["Location"].endswith(f"/mesas/{private.code}/")
    for bad in ("NOPE99", "²²²", "A\x00B"):
        response = visitor.get(reverse("tables:lobby"), {"codigo": bad}, follow=True)
        assert response.status_code == 200
        assert "No hay ninguna mesa" in response.content.decode()
    assert Table.objects.get(pk=listed.pk).turn_seconds == 60  # an open table has time per turn


def test_opening_a_table_checks_the_form_and_unknown_tables_are_404():
    client = Client()
    response = client.post(reverse("tables:new"), table_form(variant="habanero", players=5))
    assert response.status_code == 400
    assert client.get(reverse("tables:new")).status_code == 200
    assert client.get(reverse("tables:new") + "?clase=²").status_code == 200  # int("²") fails
    assert client.get("/mesas/ZZZZZZ/").status_code == 404
    assert not Table.objects.exists()


def test_seats_reject_bad_input_and_strangers_cannot_start():
    owner, stranger = Client(), Client()
    table = open_table(owner)
    for seat in ("²", "1\x00", "", "7"):
        stranger.post(reverse("tables:sit", args=[table.code]), {"seat": seat})
    assert table.seats.get(number=1).waiting
    stranger.post(reverse("tables:start", args=[table.code]))
    stranger.post(reverse("tables:seat_kind", args=[table.code]), {"seat": "1", "level": "experto"})
    table.refresh_from_db()
    assert table.status == Table.Status.WAITING
    assert table.seats.get(number=1).level == ""
    owner.post(reverse("tables:seat_kind", args=[table.code]), {"seat": "1", "level": "experto"})
    assert table.seats.get(number=1).level == "experto"
    assert (
        owner.post(reverse("tables:seat_kind", args=[table.code]), {"seat": "1", "level": "dios"}).status_code
        == 302
    )
    assert table.seats.get(number=1).level == "experto"


def test_the_table_plays_with_plain_forms_too():
    owner, friend, table = _started()
    game = table.game
    state = game.match_at().hand
    players = {0: owner, 1: friend}
    mover = players[state.current_player]
    other = players[1 - state.current_player]
    action = state.view(state.current_player).legal_actions()[0]
    url = reverse("tables:act", args=[table.code])
    assert other.post(url, {"action": action, "ply": game.ply}).status_code == 409  # not their turn
    assert mover.post(url, {"action": "zz", "ply": game.ply}).status_code == 400
    assert mover.post(url, {"action": action}).status_code == 400
    assert Client().post(url, {"action": action, "ply": game.ply}).status_code == 400  # no seat
    game.refresh_from_db()
    assert game.ply == 0
    assert mover.post(url, {"action": action, "ply": 0}).status_code == 302
    assert mover.post(url, {"action": action, "ply": 0}).status_code == 409  # a double submit
    game.refresh_from_db()
    assert game.actions[0][1] == action
    assert game.ply == 1
    page = other.get(reverse("tables:room", args=[table.code])).content.decode()
    assert not leaks(page, game, 1 if other is friend else 0)


def test_spectator_page_shows_no_hand():
    owner, friend, table = _started("arrastre", 4, seats=("principiante", "", "principiante"))
    page = Client().get(reverse("tables:room", args=[table.code])).content.decode()
    assert 'id="card-' not in page
    assert not leaks(page, table.game, None)
    # every seat, the bottom one too, shows its name and as many backs as it holds cards
    hand_sizes = table.game.match_at().hand.view(0).hand_sizes
    for seat in range(4):
        backs = re.search(rf'id="seat-{seat}".*?<div class="backs"(.*?)</div>', page, re.DOTALL).group(1)
        assert backs.count("card-back") == hand_sizes[seat] > 0, seat


def _finish_hand(table, people):
    game = table.game
    for _ in range(80):
        game.refresh_from_db()
        state = game.match_at().hand
        if state.is_terminal():
            return game
        seat = state.current_player
        who = flows.Who(None, people[seat].session["games_owner_key"])
        flows.act(table, who, state.view(seat).legal_actions()[0], game.ply)
    raise AssertionError("the hand did not end")


def test_each_person_sees_only_their_own_judgements_review_and_history():
    owner, friend, table = _started()
    game = table.game
    judgements = reverse("tables:judgements", args=[table.code, game.public_id])
    assert "Aún no hay ninguna mano terminada" in owner.get(judgements).content.decode()
    game = _finish_hand(table, {0: owner, 1: friend})
    page = owner.get(judgements).content.decode()
    assert 'id="judgement-' in page
    assert Client().get(judgements).status_code == 404
    review = reverse("tables:review", args=[table.code, game.public_id])
    for seat, client in ((0, owner), (1, friend)):
        for step in range(0, 20, 3):
            html = client.get(review, {"baza": step}).content.decode()
            assert not leaks(html, game, seat), (seat, step)
    assert Client().get(review).status_code == 404
    mine = friend.get(reverse("games:mine")).content.decode()
    assert 'id="table-games"' in mine
    assert table.code in mine
    assert table.code not in Client().get(reverse("games:mine")).content.decode()


def test_a_table_game_opens_in_the_games_review_with_the_table_s_links():
    owner, friend, table = _started()
    game = _finish_hand(table, {0: owner, 1: friend})
    review = reverse("tables:review", args=[table.code, game.public_id])
    page = friend.get(review).content.decode()
    assert 'id="review-step"' in page
    assert reverse("tables:room", args=[table.code]) in page
    assert "play-on" not in page
    assert "drill-link-" not in page
    assert "judge-all" not in page
    assert "Solo tú ves tus cartas" in page
    step = friend.get(review, {"baza": "1"}, headers={"HX-Request": "true"}).content.decode()
    assert step.lstrip().startswith('<section class="review-step')
    assert not leaks(step, game, 1)
    assert friend.get(review, {"baza": "²"}).status_code == 200


def test_a_table_plays_seed_000s_scoring_options_and_says_so():
    owner, friend = Client(), Client()
    table = open_table(
        owner,
        variant="arrastre",
        players=3,
        seats=("", "intermedio"),
        juegos_perdidos="10",
        renuncio_real="on",
        renuncio_pierde_partida="on",
    )
    assert table.rules == {"juegos_perdidos": 10, "renuncio_real": True, "renuncio_pierde_partida": True}
    sit(friend, table, 1)
    page = friend.get(reverse("tables:room", args=[table.code])).content.decode()
    assert "Partida a juegos perdidos: 10" in page
    assert "El renuncio pierde la partida: sí" in page
    assert owner.post(reverse("tables:start", args=[table.code])).status_code == 302
    table.refresh_from_db()
    assert table.game.match_at().standings().target == 10
    page = friend.get(reverse("tables:room", args=[table.code])).content.decode()
    assert "Juegos perdidos (pierde quien llegue a 10)" in page
