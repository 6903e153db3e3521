"""Renuncio real in pairs: a bot calls renuncio on a rival who reneged, never on its partner."""

import pytest

from tute import Rules, new_game
from tute.bots import players


def _hand_with_a_proven_renuncio(offender, rules, seeds=range(200)):
    """Play hands (first legal card everywhere) where ``offender`` reneges once, then follow
    until the public history proves it (he plays the suit he did not follow). Returns the
    states at which each other seat is to act after the proof."""
    for seed in seeds:
        after_proof = _states_after_proof(new_game("arrastre", 4, seed=seed, rules=rules), offender)
        if len(after_proof) == 3:
            return after_proof
    raise AssertionError("no seed gave a proven renuncio")


def _states_after_proof(state, offender):
    """{seat: the state at which it is first to act after the proof}, for the other seats."""
    reneged, shown = None, False
    after_proof = {}
    while not state.is_terminal() and len(after_proof) < 3:
        seat = state.current_player
        actions = [a for a in state.legal_actions() if not a.startswith("renuncio:")]
        cards = [a for a in actions if a[:1].isdigit()]
        allowed = sorted(state.playable_cards()) if cards else []
        choice = allowed[0] if allowed else actions[0]
        if seat == offender:
            choice, reneged, shown = _offender_choice(state, cards, allowed, (choice, reneged, shown))
        elif shown and seat not in after_proof:
            after_proof[seat] = state
        state = state.apply(choice)
    return after_proof


def _offender_choice(state, cards, allowed, default):
    """(card, suit reneged or None, renuncio shown) for the offender: renege once on the suit
    led, then play that suit as soon as he can (which proves it)."""
    _choice, reneged, _shown = default
    if cards and state.trick:
        led = state.trick[0][-1]
        off_suit = [c for c in cards if c[-1] != led and c not in allowed]
        if reneged is None and off_suit and any(c[-1] == led for c in cards):
            return off_suit[0], led, default[2]
        if reneged and any(c[-1] == reneged for c in allowed):
            return next(c for c in allowed if c[-1] == reneged), reneged, True
    elif reneged and not state.trick:
        mine = [c for c in cards if c[-1] == reneged]
        if mine:
            return mine[0], reneged, True
    return default


@pytest.fixture(scope="module")
def proven():
    return _hand_with_a_proven_renuncio(2, Rules(renuncio_real=True))


def test_the_rivals_call_renuncio_on_the_offender(proven):
    for rival in (1, 3):
        view = proven[rival].view(rival)
        assert players.renuncio_call(view, view.legal_actions()) == "renuncio:2"


@pytest.mark.parametrize("level", players.LEVELS)
def test_no_bot_level_calls_renuncio_on_its_partner(proven, level):
    view = proven[0].view(0)
    assert "renuncio:2" in view.legal_actions()
    assert players.renuncio_call(view, view.legal_actions()) is None
    assert players.choose_action(view, level) != "renuncio:2"


def test_without_pairs_the_seat_opposite_is_a_rival():
    states = _hand_with_a_proven_renuncio(2, Rules(renuncio_real=True, parejas=False))
    view = states[0].view(0)
    assert players.renuncio_call(view, view.legal_actions()) == "renuncio:2"
