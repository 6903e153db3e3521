"""What the practice table says and shows: refusals, the muestra, hints, renuncio, hand ends, the
phone layout of the hand, and the list of games."""

import re

import pytest

from games import flows
from games.present import common
from games.present import table as table_presenter
from tests.games.helpers import first_legal, learner_turn, learner_view, play_url
from tute.bots.search import equivalent_classes

pytestmark = pytest.mark.django_db


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
    assert response.status_code == 422
    assert 'id="refusal"' in html
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
    assert shown_with_holder
    assert gone_after_play


def test_a_hint_says_the_alternative_as_a_lead_in_not_as_one_of_its_reasons(learner, learner_client):
    checked = 0
    for game, view in _walk(learner, variant="habanero", players=2, seeds=range(6)):
        actions = view.legal_actions()
        if len(actions) < 2 or set(actions) <= set(view.hand) and len(equivalent_classes(view, actions)) < 2:
            continue  # one choice only (cards worth the same are one): a hint with no alternative
        response = learner_client.post(f"/jugar/{game.public_id}/pista/", {"ply": game.ply})
        html = response.content.decode()
        assert response.status_code == 200
        hint = html.split('id="hint"', 1)[1]
        assert "<li>Si eligieras" not in hint
        assert 'class="gain"' in hint
        if 'class="alternative">Si eligieras' in hint:
            checked += 1
        if checked >= 2:
            return
    raise AssertionError("no hint with reasons against the alternative")


def _renuncio_game(owner):
    """Under renuncio real, a position of the learner with a card that breaks an obligation."""
    return next(
        (game, sorted(set(view.hand) - view.playable_cards())[0])
        for game, view in _walk(owner, rules={"renuncio_real": True})
        if view.trick and set(view.hand) - view.playable_cards()
    )


def test_renuncio_calls_apart_never_against_the_partner_no_cante_announced(learner, learner_client):
    game, _card = _renuncio_game(learner)
    view = learner_view(game)
    assert any(a.startswith("renuncio:") for a in view.legal_actions())
    html = learner_client.get(f"/jugar/{game.public_id}/").content.decode()
    calls = html.split('id="renuncio-calls"', 1)[1].split("</div>", 1)[0]
    assert "Rival derecho" in calls
    assert "Rival izquierdo" in calls
    assert "Compañero" not in calls  # calling it on your own partner makes your side lose
    assert 'id="declare"' not in html
    assert "Puedes cantar" not in html
    assert "Juega una carta" in html


def test_a_renuncio_is_named_in_the_feedback_and_the_end_speaks_to_the_learner(learner, learner_client):
    game, card = _renuncio_game(learner)
    ply = game.ply
    response = learner_client.post(play_url(game), {"action": card, "ply": ply}, HTTP_HX_REQUEST="true")
    assert response.status_code == 200
    panel = learner_client.get(f"/jugar/{game.public_id}/valoracion/{ply}/", HTTP_HX_REQUEST="true")
    assert "¡Renuncio!" in panel.content.decode()
    assert "data-obligation=" in panel.content.decode()
    game.refresh_from_db()
    # Play on until the hand ends; if a rival called the renuncio, the sentence speaks to "tú".
    while learner_turn(game):
        game = flows.play(game, first_legal(learner_view(game)), game.ply)
    result = game.match_at().hand.result()
    html = learner_client.get(f"/jugar/{game.public_id}/").content.decode()
    assert " a Tú" not in html
    assert "Tú cantó" not in html
    assert result.renuncio.by == game.learner_seat  # the bots do call it (seeded game)
    assert "te canta renuncio, y era renuncio." in html


def test_the_tute_and_swap_sentences_speak_to_the_learner():
    from types import SimpleNamespace

    game = flows.Game(variant="habanero", players=2, rules={}, learner_seat=0, bot_levels=["", "experto"])
    view = SimpleNamespace(cantes=((0, "tute:11"),), trump="o")
    assert table_presenter._tute_sentence(game, view, 0) == "Cantaste tute de caballos."
    rival_view = SimpleNamespace(cantes=((1, "tute:12"),))
    assert table_presenter._tute_sentence(game, rival_view, 1) == "Rival cantó tute de reyes."
    assert common.public_note(game, view, 0, "cambio:7o") == "Cambias el siete de oros por la muestra"
    assert common.renuncio_sentence(game, 1, 0, True) == "Rival te canta renuncio, y era renuncio."
    assert common.renuncio_sentence(game, 0, 1, False) == "Cantas renuncio a Rival, pero no lo era."


def test_the_end_of_a_cabrero_hand_says_why_the_one_in_the_middle_loses(learner, learner_client):
    game = flows.start_game(
        variant="cabrero",
        players=3,
        rules={"permitir_tute": False},
        bot_levels=["", "principiante", "principiante"],
        feedback="none",
        seed=5,
        owner=learner,
    )
    while learner_turn(game):
        game = flows.play(game, first_legal(learner_view(game)), game.ply)
    html = learner_client.get(f"/jugar/{game.public_id}/").content.decode()
    assert 'id="hand-result"' in html
    assert 'id="en-medio"' in html
    assert "queda en medio" in html


def test_mis_partidas_says_which_hand_and_against_whom_without_0_minutes(learner, learner_client):
    game = flows.start_game(
        variant="habanero",
        players=2,
        rules={"rondas": 3},
        bot_levels=["", "experto"],
        feedback="full",
        seed=3,
        owner=learner,
    )
    while learner_turn(game):
        game = flows.play(game, first_legal(learner_view(game)), game.ply)
    game = flows.next_hand(game, game.ply)
    html = learner_client.get("/jugar/mis-partidas/").content.decode()
    assert "mano 2 · contra un robot de nivel experto" in html
    assert "hace un momento" in html
    assert "0 minutos" not in html


@pytest.mark.parametrize(
    ("cards", "layout"),
    [(1, ""), (8, ""), (9, "per-row-5"), (10, "per-row-5"), (11, "per-row-6"), (13, "per-row-7")],
)
def test_a_phone_shows_long_hands_in_two_even_rows(cards, layout):
    assert table_presenter.phone_rows(cards) == layout


def test_the_hand_carries_its_phone_layout_class(learner_client, learner):
    game = flows.start_game(
        variant="arrastre",
        players=3,
        rules={},
        bot_levels=["", "principiante", "principiante"],
        feedback="full",
        seed=5,
        owner=learner,
    )
    html = learner_client.get(f"/jugar/{game.public_id}/").content.decode()
    hand = len(table_presenter.table(game).hand)
    assert hand > 8
    assert f'class="hand-cards per-row-{(hand + 1) // 2}' in html
