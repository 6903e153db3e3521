"""QA round 4 of the practice table: what the feedback says, and bad input to the hint and the next hand."""

import pytest
from django.template.loader import render_to_string
from django.urls import reverse

from games import flows
from games.advice import Judgement
from games.models import Game
from games.present.advice import advice_context
from tests.games.helpers import start

pytestmark = pytest.mark.django_db


def _advice_html(data):
    game = Game(variant="habanero", players=2)
    return render_to_string("games/_advice.html", {"advice": advice_context(game, Judgement.from_json(data))})


def _judged(action, best, label, stake):
    """A stored judgement as flows.judgement keeps it (trumps are oros)."""
    return {
        "action": action,
        "best": best,
        "label": label,
        "points_at_stake": stake,
        "reasons": [],
        "trump": "o",
    }


def test_a_good_move_with_a_slightly_better_one_does_not_say_what_is_at_stake():
    # judge() keeps a "better" move under a "buena" verdict when it is a little better: telling
    # the learner "Mejor: ... (te juegas unos 8 puntos)" under "Buena jugada" contradicts it.
    html = _advice_html(_judged("12o", "12e", "buena", 8))
    assert "Buena jugada" in html
    assert "rey de espadas" in html
    assert "Un poco mejor" in html
    assert "Mejor:" not in html
    assert "te juegas" not in html


def test_an_error_still_says_the_better_card_and_what_is_at_stake():
    html = _advice_html(_judged("1e", "5b", "error_grave", 11))
    assert "Mejor:" in html
    assert "te juegas unos 11 puntos" in html


def test_a_move_the_bots_could_not_rate_says_so_instead_of_an_empty_panel():
    data = {"action": "7c", "label": "", "best": "", "reasons": [], "points_at_stake": 0, "trump": "o"}
    assert "Esta jugada no tiene valoración." in _advice_html(data)


@pytest.mark.parametrize("name", ["games:hint", "games:next_hand"])
@pytest.mark.parametrize("ply", [None, "x"])
def test_hint_and_next_hand_without_a_readable_ply_are_bad_requests(client, name, ply):
    game = start(client)
    data = {} if ply is None else {"ply": ply}
    response = client.post(reverse(name, args=[game.public_id]), data, HTTP_HX_REQUEST="true")
    assert response.status_code == 400
    assert "Falta el número de la mesa." in response.content.decode()


def test_a_hint_the_bots_cannot_compute_is_a_message_not_a_server_error(client, monkeypatch):
    # Seen in cabrero after a player was out on porotos: the search raised ValueError (a bots bug).
    def broken(*args, **kwargs):
        raise ValueError("min() iterable argument is empty")

    monkeypatch.setattr(flows, "advise", broken)
    game = start(client)
    response = client.post(
        reverse("games:hint", args=[game.public_id]), {"ply": game.ply}, HTTP_HX_REQUEST="true"
    )
    assert response.status_code == 200
    assert "no podemos darte una pista" in response.content.decode()
    game.refresh_from_db()
    assert game.hints == 0
