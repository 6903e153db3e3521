"""Rule events told at the table (games/present/events.py), derived from the engine's history."""

import pytest

from games import flows
from games.present import table as table_presenter
from tests.games.helpers import first_legal, learner_view

pytestmark = pytest.mark.django_db


def _game(variant, players, seed, owner=None):
    return flows.start_game(
        variant=variant,
        players=players,
        rules={},
        bot_levels=[""] + ["principiante"] * (players - 1),
        feedback="none",
        seed=seed,
        owner=owner,
    )


def _opening(game):
    """The engine's own record of the opening (the whole truth, hidden cards included)."""
    return [(s, a) for s, a in game.match_at(0).hand.history if not a[:1].isdigit()]


def test_three_player_swaps_are_told_from_the_history():
    told = 0
    for seed in range(6):
        game = _game("arrastre", 3, seed)
        events = table_presenter.table(game).events
        swaps = [(s, a) for s, a in _opening(game) if a.startswith("cambio:")]
        shown = next(a for _s, a in _opening(game) if a.startswith("muestra:")).partition(":")[2]
        if not swaps:
            assert "nadie la cambia" in events[0]
            continue
        told += 1
        assert len(events) == len(swaps) + 1
        for (seat, action), line in zip(swaps, events, strict=False):
            given = action.partition(":")[2]
            assert ("Cambiaste" in line) == (seat == game.learner_seat)
            assert str(table_presenter.events.the_card(given)) in line
        assert str(table_presenter.events.the_card(shown)) in events[0]
        last_given = swaps[-1][1].partition(":")[2]
        assert events[-1].lower().startswith(table_presenter.events.the_card(last_given))
    assert told


def test_cabrero_first_hand_says_why_who_is_mano_and_the_leftover_only_when_yours():
    seen_mine = seen_other = False
    for seed in range(8):
        game = _game("cabrero", 3, seed)
        ctx = table_presenter.table(game)
        events = ctx.events
        assert "triunfan oros" in events[0]
        assert ctx.trump_card == "2o"  # left face up on the table
        state = game.match_at(0).hand
        mano = state.mano
        if not any(a == "cambio:2o" for _s, a in state.history):
            assert "La carta que sobró del reparto es el dos de oros" in events[1]
            assert ("Eres mano" in events[2]) == (mano == game.learner_seat)
        elif mano == game.learner_seat:
            seen_mine = True
            dealt = next(a for s, a in state.history if s == mano and a.startswith("recibe:"))
            leftover = (set(state.hands[mano]) - set(dealt.partition(":")[2].split(","))).pop()
            assert "Eres mano" in events[1]
            assert table_presenter.events.the_card(leftover) in events[1]
        else:
            seen_other = True
            assert "es mano porque tenía el dos de oros" in events[1]
            # The leftover was taken face down: the learner is not told which card it was.
            taken = set(state.hands[mano]) - {
                c for s, a in state.history if s == mano for c in a[7:].split(",")
            }
            assert all(table_presenter.events.the_card(c) not in events[1] for c in taken)
    assert seen_mine
    assert seen_other


def test_habanero_pile_end_notice_for_the_first_trick_after_the_pile():
    game = _game("habanero", 2, 1)
    notices = []
    while not game.match_at().hand.is_terminal():
        ctx = table_presenter.table(game)
        notices.append((len(ctx.view.tricks), ctx.view.pile_size, ctx.pile_notice))
        game = flows.play(game, first_legal(learner_view(game)), game.ply)
    with_notice = [n for n in notices if n[2]]
    assert with_notice, "the pile ran out without a notice"
    first_after = min(t for t, pile, _n in notices if pile == 0)
    assert all(t == first_after and pile == 0 for t, pile, _n in with_notice)
    assert "asistir, montar, fallar y pisar" in with_notice[0][2]
    ended = table_presenter.table(game)
    assert any("Se acabó el mazo" in e for e in ended.events)


def test_cabrero_result_tells_who_entered_and_the_last_trick():
    game = _game("cabrero", 3, 2)
    while not game.match_at().hand.is_terminal():
        game = flows.play(game, first_legal(learner_view(game)), game.ply)
    result = game.match_at().hand.result()
    ctx = table_presenter.table(game)
    entered = ctx.result.entered
    assert [e.points for e in entered.entered] == [result.points[s] for s in result.entered]
    assert len(entered.outside) == 3 - len(result.entered)
    leader, cards, winner = game.match_at().hand.tricks[-1]
    assert [c.card for c in ctx.result.last.cards] == list(cards)


def test_tres_sin_doses_says_the_dealer_keeps_the_card_that_shows_trumps():
    """Nothing is left over with 36 cards: the dealer's last card sets trumps and stays his."""
    for seed in range(4):
        game = flows.start_game(
            variant="arrastre",
            players=3,
            rules={"tres_sin_doses": True},
            bot_levels=["", "principiante", "principiante"],
            feedback="none",
            seed=seed,
        )
        events = table_presenter.table(game).events
        state = game.match_at(0).hand
        shown = next(a for _s, a in state.history if a.startswith("muestra:")).partition(":")[2]
        assert len(events) == 1
        assert "sobró" not in events[0]
        assert "nadie la cambia" not in events[0]
        assert table_presenter.events.the_card(shown) in events[0]
        mine = state.dealer == game.learner_seat
        assert events[0].startswith("Repartes tú") == mine
        assert "marca el triunfo" in events[0]
