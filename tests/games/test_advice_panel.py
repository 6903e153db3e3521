"""The advice panel of a judged move: what it says for each verdict."""

import pytest
from django.template.loader import render_to_string

from games.advice import Judgement
from games.models import Game
from games.present.advice import advice_context

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
