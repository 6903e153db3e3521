"""The guided first game (games/guide.py): its prepared deal and the moments it stops at."""

import pytest
from django.test import Client
from django.urls import reverse

from games import flows, guide
from games.models import Game
from tests.games.helpers import first_legal, learner_view

pytestmark = pytest.mark.django_db


def _policy(view):
    """A beginner who declares when offered, else plays the first legal card."""
    declare = [a for a in view.legal_actions() if a.startswith(("cante:", "tute:"))]
    return declare[0] if declare else first_legal(view)


def test_the_prepared_deal_holds_a_cante():
    game = guide.start(anon_key="k")
    view = learner_view(game)
    suits = {c[-1] for c in view.hand if c[:-1] == "12"} & {c[-1] for c in view.hand if c[:-1] == "11"}
    assert suits, "the prepared deal gives the learner a rey and a caballo of one suit"


def test_the_guide_stops_once_at_each_moment_and_explains_it_from_the_engine():
    game = guide.start(anon_key="k")
    said = []
    while not game.match_at().hand.is_terminal():
        view = learner_view(game)
        moment = guide.moment(game)
        if moment:
            said.append(moment["kind"])
            if "why" in moment:
                # The obligation told is the one the engine applies to the cards you may play.
                assert moment["why"]["obligation"] == view.explain(moment["cards"][0]).obligation
                assert set(moment["cards"]) == view.playable_cards()
        game = flows.play(game, _policy(view), game.ply)
    assert len(said) == len(set(said)), "each moment is told once"
    assert {"asistir", "montar", "fallar", "cante", "ultima"} <= set(said)


def test_start_by_post_only_and_the_table_shows_the_guide():
    client = Client()
    assert client.get(reverse("games:guided")).status_code == 405
    response = client.post(reverse("games:guided"))
    assert response.status_code == 302
    game = Game.objects.get(public_id=response["Location"].rstrip("/").split("/")[-1])
    assert game.guided
    assert game.seed == guide.SEED
    page = client.get(response["Location"]).content.decode()
    assert 'id="guide' in page


def test_the_guided_game_opens_with_its_goal_and_method():
    """A newcomer from the arrastre lessons is told it is habanero, what wins the hand, and that
    every card is accepted while the pile lasts."""
    game = guide.start(anon_key="k")
    assert game.variant == "habanero"
    moment = guide.moment(game)
    assert moment["kind"] == guide.OPENING
    assert "habanero" in moment["title"]
    assert "más puntos" in moment["text"]
    assert "Mientras quede mazo no hay obligaciones" in moment["method"]
    assert "triunfo más alto" in moment["method"]
    said = []
    while not game.match_at().hand.is_terminal():
        found = guide.moment(game)
        if found:
            said.append(found["kind"])
        game = flows.play(game, _policy(learner_view(game)), game.ply)
    assert said.count(guide.OPENING) == 1
    assert said[0] == guide.OPENING


def test_the_guided_game_says_when_the_pile_runs_out():
    """Stored as habanero, the table tells the end of the pile (it did not while the guided game
    was stored as a two-player arrastre)."""
    from games.present import table as table_presenter

    game = guide.start(anon_key="k")
    notices = []
    while not game.match_at().hand.is_terminal():
        notices.append(table_presenter.table(game).pile_notice)
        game = flows.play(game, _policy(learner_view(game)), game.ply)
    assert any("Se acabó el mazo" in n for n in notices)


def test_old_two_player_arrastre_games_become_habanero():
    import importlib

    from django.apps import apps

    migration = importlib.import_module("games.migrations.0003_guided_games_are_habanero")
    game = flows.start_game(seed=guide.SEED, **{**guide.SETUP, "variant": "arrastre"}, anon_key="k")
    before = game.match_at().hand.view(game.learner_seat).hand
    migration.forwards(apps, None)
    game.refresh_from_db()
    assert game.variant == "habanero"
    assert game.match_at().hand.view(game.learner_seat).hand == before
