"""RULES.md §3 at the table — tricks, turn order, refusing a renuncio, renuncio real and its calls."""

import pytest

import games.engine as engine
from games.engine import Ending, RenuncioCall, Rules

from .rules_helpers import deal4, play
from .test_rules_cantes import A

# One suit per seat, trump bastos (seat 3, the dealer, shows 5b).
MONO = (
    "1o 2o 3o 4o 5o 6o 7o 10o 11o 12o",
    "1c 2c 3c 4c 5c 6c 7c 10c 11c 12c",
    "1e 2e 3e 4e 5e 6e 7e 10e 11e 12e",
    "1b 2b 3b 4b 5b 6b 7b 10b 11b 12b",
)


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
    assert state.hands == hands and state.current_player == 0 and state.trick == ()
    assert after.current_player == 1


def test_a_card_breaking_an_obligation_is_refused_by_default():
    state = play(deal4(*A, "12o"), "1o")
    with pytest.raises(ValueError) as excinfo:
        state.apply("1c")  # seat 1 holds oros: asistir
    assert type(excinfo.value).__name__ == "IllegalAction"
    assert isinstance(excinfo.value, engine.IllegalAction)
    assert str(excinfo.value)


def test_a_card_not_in_hand_or_a_bad_action_is_refused():
    state = deal4(*A, "12o")
    for bad in ("2o", "9z", "paso", "cante:c", "renuncio:1", ""):
        with pytest.raises(ValueError):
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
    assert result.ending is Ending.RENUNCIO and result.last_trick is None
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


def cabrero_a(**options):
    hands = [h.split() for h in A]
    return engine.deal_game("cabrero", 4, hands, rules=Rules(renuncio_real=True, **options))


def nonzero(porotos):
    return {seat: n for seat, n in porotos.items() if n}


def test_cabrero_renuncio_the_offender_takes_two_porotos_and_nobody_else_loses():
    state = cabrero_a()
    assert state.current_player == 1  # the holder of the 2 de oros is mano
    state = play(state, "1c", "6o")  # seat 2 holds copas: asistir broken
    assert "renuncio:2" in state.legal_actions()
    state = play(state, "renuncio:2")
    result = state.result()
    assert result.renuncio == RenuncioCall(by=2, caller=3, correct=True)
    assert nonzero(result.porotos) == {2: 2}
    assert list(result.losers) == [2]


def test_cabrero_renuncio_a_wrong_caller_takes_one_poroto():
    state = play(cabrero_a(), "1c", "5c", "renuncio:2")
    result = state.result()
    assert result.renuncio == RenuncioCall(by=2, caller=3, correct=False)
    assert nonzero(result.porotos) == {3: 1}
    assert list(result.losers) == [3]


# --- what each seat may know (ENGINE_CONTRACT: view) ------------------------------------------


def test_history_records_each_decision_as_seat_and_action():
    state = play(deal4(*A, "12o"), "1o", "2o")
    assert tuple(state.history[-2:]) == ((0, "1o"), (1, "2o"))


def test_a_view_shows_its_own_hand_and_the_dealers_face_up_card_only():
    state = deal4(*A, "12o")
    view = state.view(1)
    assert set(view.hand) == set(A[1].split())
    assert view.hand_sizes == (10, 10, 10, 10)
    assert view.trump_card == "12o"
    assert "12o" in view.known_cards.get(3, frozenset())
    for seat in (0, 2):
        assert not view.known_cards.get(seat)
    assert view.unseen() == frozenset(A[0].split() + A[2].split() + A[3].split()) - {"12o"}


def test_a_view_offers_the_same_legal_actions_on_its_turn():
    state = play(deal4(*A, "12o"), "1o")
    assert set(state.view(1).legal_actions()) == set(state.legal_actions())


def test_a_view_never_shows_another_players_hidden_cards():
    state = play(deal4(*A, "12o"), "1o", "2o")
    view = state.view(2)
    text = repr((view.hand, view.trick, view.tricks, view.cantes, view.known_cards, view.history))
    hidden = set(A[0].split() + A[1].split() + A[3].split()) - {"1o", "2o", "12o"}
    assert not [card for card in hidden if f"'{card}'" in text]


# --- partners at the table ----------------------------------------------------------------------

# Trump bastos (seat 3 shows 12b). Seat 0 leads 5o, seat 1 follows 4o: seat 2's partner is winning.
P = (
    "5o 1c 2c 3c 4c 5c 6c 7c 10c 11c",
    "4o 12c 1e 2e 3e 4e 5e 6e 7e 10e",
    "6o 2o 11e 12e 1b 2b 3b 4b 5b 6b",
    "1o 3o 7o 10o 11o 12o 7b 10b 11b 12b",
)


def test_at_the_table_a_partner_winning_need_not_be_beaten():
    state = play(deal4(*P, "12b"), "5o", "4o")
    assert set(state.legal_actions()) == {"6o", "2o"}


def test_at_the_table_without_pairs_the_winning_card_must_be_beaten():
    state = play(deal4(*P, "12b", rules=Rules(parejas=False)), "5o", "4o")
    assert set(state.legal_actions()) == {"6o"}


def test_at_the_table_montar_al_companero():
    state = play(deal4(*P, "12b", rules=Rules(montar_al_companero=True)), "5o", "4o")
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
