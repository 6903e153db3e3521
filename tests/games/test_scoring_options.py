"""Seed 000's scoring schemes in the practice lobby and at the practice table: three-player
arrastre scored by lost games, and «el renuncio pierde la partida» (docs/RULES.md §5, §3)."""

import pytest
from django.urls import reverse

from games import flows
from games.models import SESSION_KEY, Game
from tests.games.helpers import first_legal, learner_turn, learner_view, play_url
from tute import Scoring

pytestmark = pytest.mark.django_db


def setup_data(**extra):
    return {
        "variant": "arrastre",
        "players": "3",
        "feedback": "none",
        "level": "novato",
        "permitir_tute": "on",
        "cuarenta_primero": "on",
        "tute_sin_cantes_previos": "on",
        **extra,
    }


def play_to_the_end(client, game, limit=400):
    """Play the learner's first legal action (and deal on) through the pages until the match ends."""
    for _ in range(limit):
        game.refresh_from_db()
        if game.finished:
            return game
        if learner_turn(game):
            action = first_legal(learner_view(game))
            response = client.post(play_url(game), {"action": action, "ply": game.ply})
        else:
            response = client.post(reverse("games:next_hand", args=[game.public_id]), {"ply": game.ply})
        assert response.status_code in (200, 302), response.content[:300]
    raise AssertionError("the match did not end")


def test_the_lobby_offers_both_options_with_their_words(client):
    html = client.get(reverse("games:new")).content.decode()
    assert 'name="juegos_perdidos"' in html
    assert "Partida a juegos perdidos" in html
    assert "No: gana quien gane las rondas" in html
    assert 'name="renuncio_pierde_partida"' in html
    assert "El renuncio pierde la partida" in html


def test_a_three_player_game_to_lost_games_is_played_to_its_end_through_the_pages(client):
    response = client.post(reverse("games:new"), setup_data(juegos_perdidos="8"))
    assert response.status_code == 302
    game = Game.objects.get()
    assert game.rules == {"juegos_perdidos": 8}
    assert game.match_at().standings().kind is Scoring.JUEGOS_PERDIDOS
    html = client.get(reverse("games:play", args=[game.public_id])).content.decode()
    assert "Juegos perdidos (pierde quien llegue a 8)" in html
    Game.objects.filter(pk=game.pk).update(rules={"juegos_perdidos": 1})  # a short match
    game = play_to_the_end(client, Game.objects.get(pk=game.pk))
    html = client.get(reverse("games:play", args=[game.public_id])).content.decode()
    assert 'id="lost-games-note"' in html
    assert "juego perdido" in html
    assert 'id="match-over"' in html
    standings = game.match_at().standings()
    assert max(standings.values()) >= 1


def test_lost_games_do_not_apply_to_four_players(client):
    response = client.post(
        reverse("games:new"),
        setup_data(players="4", parejas="on", juegos_perdidos="10", **{"level_3": ""}),
    )
    assert response.status_code == 302
    assert "juegos_perdidos" not in Game.objects.get().rules


def test_renuncio_pierde_la_partida_goes_with_renuncio_real(client):
    client.post(reverse("games:new"), setup_data(renuncio_pierde_partida="on"))
    assert Game.objects.get().rules == {}  # without renuncio real no renuncio is accepted
    Game.objects.all().delete()
    client.post(reverse("games:new"), setup_data(renuncio_real="on", renuncio_pierde_partida="on"))
    assert Game.objects.get().rules == {"renuncio_real": True, "renuncio_pierde_partida": True}


def test_a_renuncio_proven_against_the_learner_loses_the_match_and_the_table_says_so(client):
    client.get(reverse("games:new"))  # the visitor's session owns the game
    rules = {"renuncio_real": True, "renuncio_pierde_partida": True, "rondas": 3}
    game = flows.start_game(
        variant="arrastre",
        players=4,
        rules=rules,
        bot_levels=["", "intermedio", "intermedio", "intermedio"],
        feedback="none",
        seed=11,
        anon_key=client.session[SESSION_KEY],
    )
    reneged = False
    for _ in range(200):  # the learner reneges at the first chance, then plays on
        game.refresh_from_db()
        if game.finished:
            break
        view = learner_view(game)
        forbidden = sorted(set(view.hand) - set(view.playable_cards())) if view.trick else []
        if learner_turn(game):
            action = forbidden[0] if forbidden and not reneged else first_legal(view)
            reneged = reneged or action in forbidden
            client.post(play_url(game), {"action": action, "ply": game.ply})
        else:
            client.post(reverse("games:next_hand", args=[game.public_id]), {"ply": game.ply})
    match = game.match_at()
    assert reneged
    assert match.is_over()
    assert len(match.results) == 1  # one hand of a match to three rounds
    assert match.standings().forfeit == 0
    html = client.get(reverse("games:play", args=[game.public_id])).content.decode()
    assert 'id="forfeit-note"' in html
    assert "El renuncio pierde la partida: la perdéis vosotros." in html
