"""What the table says and shows: found by playing the site as a learner would (QA pass)."""

import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from games import flows
from tests.games.helpers import first_legal, learner_turn, learner_view, play_url

pytestmark = pytest.mark.django_db


@pytest.fixture
def learner(db):
    return get_user_model().objects.create_user("learner", "learner@example.com", "pw-learner-123")


@pytest.fixture
def learner_client(learner):
    client = Client()
    client.force_login(learner)
    return client


def _walk(owner, variant="arrastre", players=4, rules=None, seeds=range(40), feedback="full"):
    """Every (game, view) where it is the learner's turn, playing the first legal action."""
    for seed in seeds:
        game = flows.start_game(
            variant=variant,
            players=players,
            rules=rules or {},
            bot_levels=[""] + ["principiante"] * (players - 1),
            feedback=feedback,
            seed=seed,
            owner=owner,
        )
        while learner_turn(game):
            yield game, learner_view(game)
            view = learner_view(game)
            game = flows.play(game, first_legal(view), game.ply)
        game.delete()


def _asistir_then_montar(owner):
    """A position where a card of another suit is refused (asistir) and montar rules out more."""
    for game, view in _walk(owner):
        if not view.trick:
            continue
        playable = view.playable_cards()
        led = view.trick[0][-1]
        suit_cards = {c for c in view.hand if c[-1] == led}
        others = sorted(c for c in view.hand if c[-1] != led)
        if suit_cards and others and playable < suit_cards:
            return game, others[0], playable, suit_cards - playable
    raise AssertionError("no position with asistir and montar")


def _names(html):
    match = re.search(r'class="demanded-list">(.*?)</span>', html, re.S)
    assert match, html
    return match.group(1)


def test_a_refused_card_lists_only_the_cards_that_may_really_be_played(learner, learner_client):
    from games.cards import card_name

    game, card, playable, ruled_out = _asistir_then_montar(learner)
    response = learner_client.post(play_url(game), {"action": card, "ply": game.ply}, HTTP_HX_REQUEST="true")
    assert response.status_code == 422
    html = response.content.decode()
    listed = _names(html)
    for code in playable:
        assert card_name(code) in listed
    for code in ruled_out:  # of the suit led, but montar forbids them
        assert card_name(code) not in listed
    assert 'data-obligation="asistir"' in html
    assert 'data-obligation="montar"' in html  # the second obligation is said too
    highlighted = set(re.findall(r'id="card-(\w+)"\s+class="card-button demanded', html))
    assert highlighted == set(playable)


def test_without_feedback_a_refusal_names_no_obligation_and_highlights_nothing(learner, learner_client):
    game, forbidden = next(
        (game, sorted(set(view.hand) - view.playable_cards()))
        for game, view in _walk(learner, feedback="none")
        if view.trick and set(view.hand) - view.playable_cards()
    )
    response = learner_client.post(
        play_url(game), {"action": forbidden[0], "ply": game.ply}, HTTP_HX_REQUEST="true"
    )
    html = response.content.decode()
    assert response.status_code == 422 and 'id="refusal"' in html
    assert "data-obligation" not in html
    assert "card-button demanded" not in html


def _trump_area(html):
    return html.split('id="trump"', 1)[1].split('id="trick"', 1)[0]


def test_the_four_player_muestra_says_who_holds_it_and_goes_once_played(learner, learner_client):
    from games.cards import card_name

    shown_with_holder = gone_after_play = False
    for game, view in _walk(learner, seeds=range(3)):
        html = learner_client.get(f"/jugar/{game.public_id}/").content.decode()
        area = _trump_area(html)
        played = {c for _l, cards, _w in view.tricks for c in cards} | set(view.trick)
        if view.trump_card in played:
            assert card_name(view.trump_card) not in area
            gone_after_play = True
        else:
            assert card_name(view.trump_card) in area
            assert 'id="trump-holder"' in area
            shown_with_holder = True
    assert shown_with_holder and gone_after_play
