"""The «aprende de tus errores» drill shows every fact the judged decision depends on and asks
the question the table asked. Its data are real: games played through flows, judged by the real
judge (flows.judgement), the drill page fetched as the learner."""

import html
import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse

from games import flows
from games.present import analysis as analysis_presenter
from games.present.common import cante_label
from games.words import card_name, suit_name
from tests.games.helpers import learner_view

pytestmark = pytest.mark.django_db


def _passer(view):
    """A learner who never declares nor swaps (paso at every window) and plays his lowest card."""
    actions = view.legal_actions()
    cards = sorted(a for a in actions if a in view.hand)
    if cards:
        return cards[0]
    return "paso" if "paso" in actions else actions[0]


def _play(owner, seed, variant="habanero", players=2, rules=None):
    game = flows.start_game(
        variant=variant,
        players=players,
        rules=rules or {},
        bot_levels=[""] + ["principiante"] * (players - 1),
        feedback="none",
        seed=seed,
        owner=owner,
    )
    while not game.match_at().hand.is_terminal():
        game = flows.play(game, _passer(learner_view(game)), game.ply)
    return game


def _text(response):
    page = response.content.decode()
    page = page[page.index("<main") :]
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", page)))


@pytest.fixture
def learner():
    return get_user_model().objects.create_user("eva", "eva@example.com", "pw-eva-12345")


@pytest.fixture
def client(learner):
    c = Client()
    c.force_login(learner)
    return c


def _drills(client, game):
    """(ply, view before it, the drill page's text) of every decision of the game."""
    for d in analysis_presenter.decisions(game):
        view = flows.learner_view_at(game, d.ply)
        response = client.get(reverse("games:drill", args=[game.public_id, d.ply]))
        assert response.status_code == 200
        yield d, view, _text(response)


def _check_the_facts(game, view, text):
    assert f"Triunfo: {suit_name(view.trump)}" in text
    assert "Opciones de la mesa:" in text
    assert "Las cuarenta primero: sí" in text
    assert "Los cantes se pierden: no" in text
    if view.pile_size:
        assert re.search(rf"\b{view.pile_size} cartas? en el mazo", text)
    for _seat, cante in view.cantes:
        assert "Cantes de esta mano:" in text
        assert str(cante_label(game, view, cante)) in text
    if not view.cantes:
        assert "Nadie ha cantado todavía en esta mano." in text
    if view.tricks and not view.trick:
        _leader, cards, _winner = view.tricks[-1]
        last = text[text.index("La última baza") :]
        for card in cards:
            assert str(card_name(card)) in last
        assert "Se la llevó" in last
    if len(view.tricks) > 1:
        assert "bazas anteriores de esta mano" in text or "baza anterior de esta mano" in text


def test_every_drill_shows_its_facts_and_asks_the_question_asked(client, learner):
    windows = cards = swaps_offered = 0
    for seed in range(3, 9):
        game = _play(learner, seed)
        for d, view, text in _drills(client, game):
            _check_the_facts(game, view, text)
            legal = view.legal_actions()
            if d.is_card:
                cards += 1
                assert "¿Qué carta jugarías?" in text
                continue
            windows += 1
            assert "¿Qué carta jugarías?" not in text
            assert "Sales tú" not in text
            assert "la mesa está vacía" not in text
            assert "Acabas de ganar la baza" in text
            if any(a.startswith("cambio:") for a in legal):
                swaps_offered += 1
                assert "ambias la muestra" in text
                # The face-up card the swap takes is shown.
                assert f"Muestra boca arriba: {card_name(view.trump_card)}" in text
            if any(a.startswith(("cante:", "tute:")) for a in legal):
                assert "¿Cantas" in text
        if windows >= 3 and swaps_offered:
            break
    assert cards
    assert windows
    assert swaps_offered


def test_a_judged_window_mistake_is_drilled_with_its_question(client, learner):
    """A real judgement (passing where declaring or swapping was better) and its drill."""
    for seed in range(3, 12):
        game = _play(learner, seed)
        for d in analysis_presenter.decisions(game):
            if d.is_card:
                continue
            verdict = flows.judgement(game, d.ply)
            if verdict.label in ("", "buena"):
                continue
            url = reverse("games:drill", args=[game.public_id, d.ply])
            text = _text(client.get(url))
            assert re.search(r"¿(Cantas|Cambias)[^?]*pasas\?", text)
            answered = client.post(url, {"action": verdict.best})
            assert "Bien elegido" in _text(answered)
            return
    raise AssertionError("no judged window mistake in these games")


def test_three_players_show_the_card_left_showing_and_the_options(client, learner):
    game = _play(learner, 4, variant="arrastre", players=3, rules={"fallar_siempre": True})
    for _d, view, text in _drills(client, game):
        assert "Fallar siempre: sí" in text
        assert "Tres sin doses: no" in text
        assert f"Triunfo: {suit_name(view.trump)}" in text
        break
