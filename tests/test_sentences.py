"""Composed sentences name cards with the right article, on the pages that compose them."""

import html
import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from games import flows
from teachers.exercises import build
from tests.games.helpers import learner_turn, learner_view, play_url
from tests.teachers.conftest import builder_data, make_user

pytestmark = pytest.mark.django_db

RANK_ES = {"1": "as", "2": "dos", "3": "tres", "4": "cuatro", "5": "cinco", "6": "seis", "7": "siete"}
RANK_ES |= {"10": "sota", "11": "caballo", "12": "rey"}
SUIT_ES = {"o": "oros", "c": "copas", "e": "espadas", "b": "bastos"}


def the_card_es(code):
    return ("la " if code[:-1] == "10" else "el ") + f"{RANK_ES[code[:-1]]} de {SUIT_ES[code[-1]]}"


@pytest.fixture
def learner(db):
    return get_user_model().objects.create_user("learner", "learner@example.com", "pw-learner-123")


@pytest.fixture
def teacher_client(db):
    client = Client()
    client.force_login(make_user("teacher@example.com", teacher=True))
    return client


@pytest.fixture
def learner_client(learner):
    client = Client()
    client.force_login(learner)
    return client


def _forbidden_cards(owner, seeds=range(30)):
    """(game, card) pairs where the learner is to play and `card` is refused, one per rank."""
    found = {}
    for seed in seeds:
        game = flows.start_game(
            variant="arrastre",
            players=4,
            rules={},
            bot_levels=["", "principiante", "principiante", "principiante"],
            feedback="full",
            seed=seed,
            owner=owner,
        )
        while learner_turn(game) and len(found) < 10:
            view = learner_view(game)
            for card in sorted(set(view.hand) - view.playable_cards()):
                found.setdefault(card[:-1], (game, card))
            if any(g is game for g, _card in found.values()):
                break
            playable = sorted(view.playable_cards()) or [a for a in view.legal_actions() if a != "paso"]
            game = flows.play(game, playable[0] if playable else view.legal_actions()[0], game.ply)
        if len(found) == 10:
            break
    return found


def test_the_table_refuses_a_card_with_its_article(learner, learner_client):
    found = _forbidden_cards(learner)
    assert {"10"} <= set(found)  # the sota
    assert len(found) >= 5  # and several masculine ranks
    for game, card in found.values():
        response = learner_client.post(
            play_url(game), {"action": card, "ply": game.ply}, HTTP_HX_REQUEST="true"
        )
        assert response.status_code == 422
        text = html.unescape(response.content.decode())
        assert f"No puedes jugar {the_card_es(card)}." in text
        assert "el sota" not in text
        assert "al sota" not in text
        assert "del sota" not in text


def test_the_refusal_in_english(learner, learner_client):
    game, card = _forbidden_cards(learner)["10"]
    learner_client.cookies["django_language"] = "en"
    response = learner_client.post(play_url(game), {"action": card, "ply": game.ply}, HTTP_HX_REQUEST="true")
    text = html.unescape(response.content.decode())
    assert (
        f"You cannot play the jack of {dict(o='coins', c='cups', e='swords', b='clubs')[card[-1]]}." in text
    )


def test_the_builder_names_the_expertos_card_with_its_article(teacher_client):
    response = teacher_client.post(
        "/profesores/ejercicios/nuevo/",
        builder_data(kind="best", hand="4o,7o,1o,3c,5e,1e,2e,3e,4e,5b", accepted="1o"),
    )
    text = html.unescape(response.content.decode())
    match = re.search(r"El robot experto jugaría <strong>(el|la) (\w+) de (\w+)</strong>", text)
    assert match, "the suggestion names no card with an article"
    assert (match.group(1) == "la") == (match.group(2) == "sota")


def test_a_teachers_best_card_verdict_starts_with_a_capital():
    exercise = build(
        {"type": "best", "position": "v:arrastre/4 t:c s:2 h2:4e,7e,10o,3c,5e", "accepted": ["10o"]}
    )
    verdict = exercise.grade("10o")
    assert verdict.correct
    assert verdict.summary == "¡Bien! La sota de oros es una buena jugada."
