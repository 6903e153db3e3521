"""docs/RULES.md §3 at the table — tricks, turn order, partners, refusing a renuncio, *renuncio real*
and its calls."""

import pytest

import tute
from tute import (
    Ending,
    IllegalAction,
    RenuncioCall,
    Rules,
)

from .helpers import A, M, actions, deal4, play

# One suit per seat, trump bastos (seat 3, the dealer, shows 5b).
MONO = (
    "1o 2o 3o 4o 5o 6o 7o 10o 11o 12o",
    "1c 2c 3c 4c 5c 6c 7c 10c 11c 12c",
    "1e 2e 3e 4e 5e 6e 7e 10e 11e 12e",
    "1b 2b 3b 4b 5b 6b 7b 10b 11b 12b",
)


# Trump bastos (seat 3 shows 12b). Seat 0 leads 5o, seat 1 follows 4o: seat 2's partner is winning.
PARTNERS = (
    "5o 1c 2c 3c 4c 5c 6c 7c 10c 11c",
    "4o 12c 1e 2e 3e 4e 5e 6e 7e 10e",
    "6o 2o 11e 12e 1b 2b 3b 4b 5b 6b",
    "1o 3o 7o 10o 11o 12o 7b 10b 11b 12b",
)


# --- renuncio (§3) -----------------------------------------------------------------------------------


def test_practice_default_refuses_an_illegal_card():
    with pytest.raises(IllegalAction, match="asistir"):
        play(deal4(*M, "12c"), "5o", "2b")


def test_renuncio_real_accepts_the_card_and_offers_the_call():
    state = play(deal4(*M, "12c", rules=Rules(renuncio_real=True)), "5o", "2b")
    assert state.current_player == 2
    assert {"renuncio:0", "renuncio:1"} <= actions(state)
    assert "renuncio:2" not in actions(state)
    assert "renuncio:3" not in actions(state)


def test_no_renuncio_call_before_anyone_played():
    assert not any(
        a.startswith("renuncio") for a in deal4(*M, "12c", rules=Rules(renuncio_real=True)).legal_actions()
    )


def test_a_correct_renuncio_call_makes_the_offenders_side_lose():
    state = play(deal4(*M, "12c", rules=Rules(renuncio_real=True)), "5o", "2b", "renuncio:1")
    assert state.is_terminal()
    result = state.result()
    assert result.renuncio == RenuncioCall(by=1, caller=2, correct=True)
    assert result.winner == 0
    assert result.last_trick is None


def test_a_wrong_renuncio_call_makes_the_callers_side_lose():
    state = play(deal4(*M, "12c", rules=Rules(renuncio_real=True)), "5o", "6o", "renuncio:1")
    assert state.result().renuncio.correct is False
    assert state.result().winner == 1


def test_a_call_on_your_own_partner_still_punishes_the_offenders_side():
    state = play(deal4(*M, "12c", rules=Rules(renuncio_real=True)), "5o", "2b", "3c", "renuncio:1")
    assert state.result().winner == 0  # seat 3 called seat 1, his partner: team 1 loses


def test_renuncio_call_is_refused_without_the_option():
    with pytest.raises(IllegalAction):
        play(deal4(*M, "12c"), "5o", "renuncio:0")


def test_the_winner_collects_the_trick_and_leads_the_next():
    state = play(deal4(*MONO, "5b"), "1o", "1c", "1e", "2b")
    assert state.trick == ()
    assert state.current_player == 3
    assert state.view(0).tricks[-1] == (0, ("1o", "1c", "1e", "2b"), 3)


def test_cards_on_the_table_are_seen_in_play_order_with_their_seats():
    state = play(deal4(*MONO, "5b"), "1o", "1c")
    view = state.view(2)
    assert view.trick == ("1o", "1c")
    assert view.trick_seats == (0, 1)
    assert state.trick == ("1o", "1c")


def test_legal_actions_at_the_table_follow_the_obligations():
    state = play(deal4(*MONO, "5b"), "1o", "1c", "1e")
    assert set(state.legal_actions()) == set(MONO[3].split())  # fallar: any trump
    state = play(deal4(*A, "12o"), "1o")
    assert set(state.legal_actions()) == {"2o", "4o", "5o"}  # asistir


def test_state_is_immutable_apply_returns_a_new_state():
    state = deal4(*MONO, "5b")
    hands = state.hands
    after = state.apply("1o")
    assert after is not state
    assert state.hands == hands
    assert state.current_player == 0
    assert state.trick == ()
    assert after.current_player == 1


def test_a_card_breaking_an_obligation_is_refused_by_default():
    state = play(deal4(*A, "12o"), "1o")
    with pytest.raises(
        ValueError, match=r"Renuncio: tienes que asistir, jugar oros si tienes\. Puedes"
    ) as excinfo:
        state.apply("1c")  # seat 1 holds oros: asistir
    assert type(excinfo.value).__name__ == "IllegalAction"
    assert isinstance(excinfo.value, tute.IllegalAction)
    assert str(excinfo.value)


def test_a_card_not_in_hand_or_a_bad_action_is_refused():
    state = deal4(*A, "12o")
    refusals = {
        "2o": "No tienes el 2o en la mano",
        "9z": "no es una carta de la baraja",
        "paso": "no es una carta de la baraja",
        "cante:c": "no es una carta de la baraja",
        "renuncio:1": "Solo se canta renuncio",
        "": "no es una carta de la baraja",
    }
    for bad, message in refusals.items():
        with pytest.raises(ValueError, match=message):
            state.apply(bad)


def test_renuncio_real_accepts_the_card_and_a_correct_call_loses_the_hand_for_the_offender():
    state = play(deal4(*A, "12o", rules=Rules(renuncio_real=True)), "1o", "1c")
    assert state.current_player == 2
    assert "renuncio:1" in state.legal_actions()
    assert "renuncio:3" not in state.legal_actions()
    state = play(state, "renuncio:1")
    assert state.is_terminal()
    result = state.result()
    assert result.renuncio == RenuncioCall(by=1, caller=2, correct=True)
    assert result.ending is Ending.RENUNCIO
    assert result.last_trick is None
    assert result.winner == 0


def test_renuncio_real_a_wrong_call_loses_the_hand_for_the_caller():
    state = play(deal4(*A, "12o", rules=Rules(renuncio_real=True)), "1o", "2o", "renuncio:1")
    assert state.is_terminal()
    result = state.result()
    assert result.renuncio == RenuncioCall(by=1, caller=2, correct=False)
    assert result.winner == 1


def test_renuncio_is_not_offered_without_renuncio_real():
    state = play(deal4(*A, "12o"), "1o", "2o")
    assert not any(a.startswith("renuncio") for a in state.legal_actions())


# --- partners at the table ---------------------------------------------------------------------------


def test_at_the_table_a_partner_winning_need_not_be_beaten():
    state = play(deal4(*PARTNERS, "12b"), "5o", "4o")
    assert set(state.legal_actions()) == {"6o", "2o"}


def test_at_the_table_without_pairs_the_winning_card_must_be_beaten():
    state = play(deal4(*PARTNERS, "12b", rules=Rules(parejas=False)), "5o", "4o")
    assert set(state.legal_actions()) == {"6o"}


def test_at_the_table_montar_al_companero():
    state = play(deal4(*PARTNERS, "12b", rules=Rules(montar_al_companero=True)), "5o", "4o")
    assert set(state.legal_actions()) == {"6o"}


def test_renuncio_real_a_renuncio_may_be_called_in_a_later_trick():
    state = deal4(*A, "12o", rules=Rules(renuncio_real=True))
    state = play(state, "1o", "1c", "6o", "10o")  # seat 1 reneged; seat 0 wins the trick
    if "paso" in state.legal_actions():
        state = play(state, "paso")
    assert state.current_player == 0
    assert "renuncio:1" in state.legal_actions()
    result = play(state, "renuncio:1").result()
    assert result.renuncio == RenuncioCall(by=1, caller=0, correct=True)
    assert result.winner == 0
