"""Each reason kind added for issue 15 §2 on a constructed position where it must appear and one
where it must not: the declaration windows (swap before singing, a cante that closes the tute,
which of two veintes first), a poor trick let go, more tricks later, the cabrero ways out of
the middle, a sota's points; and cards worth the same judged alike.

The reasons read the search's sampled deals; where a real search would need luck to show the
mechanism, the deals are constructed (``Sample`` values) on a real position."""

import random

import pytest

from tute import DECK, Rules, deal_game
from tute.bots import GENERAL_REASONS, Label, ReasonCode, feedback, judge
from tute.bots.card_reasons import card_reasons
from tute.bots.hand_reasons import hand_reasons, window_reasons
from tute.bots.search import Sample


def _codes(reasons):
    return [reason.code for reason in reasons]


def _window(mine, face_up, rules=None):
    """A habanero first trick: seat 0 (mano, holding ``mine``) leads the tres of trumps, which
    only the face-up as could beat, and seat 1 answers with its lowest card: the window after
    the draw is seat 0's."""
    lead = "3" + face_up[-1]
    rest = [c for c in DECK if c not in mine and c != face_up]
    state = deal_game(
        "habanero", 2, [mine, rest[:8]], trump_card=face_up, pile=rest[8:], dealer=1, rules=rules
    )
    state = state.apply(lead)
    answer = min(state.view(1).legal_actions(), key=lambda card: (card[-1] == face_up[-1], card))
    state = state.apply(answer)
    view = state.view(0)
    assert view.in_window
    assert view.current_player == 0
    return view


def _samples(n, **fields):
    """``n`` sampled deals' records of a card play: ``fields`` are Sample fields, each one value
    for every deal or a list (one per deal)."""
    records = []
    for i in range(n):
        values = {name: value[i] if isinstance(value, list) else value for name, value in fields.items()}
        values.setdefault("plays", ())
        values.setdefault("winner", None)
        values.setdefault("cantes", ())
        values.setdefault("place", "")
        values.setdefault("tute", None)
        records.append(Sample(**values))
    return records


# -- declaration windows -----------------------------------------------------------------------


SWAP_AND_CANTE = ["7b", "12o", "11o", "3b", "3o", "1o", "3c", "1c"]


def test_a_cante_that_closes_the_window_before_the_swap_says_to_swap_first():
    view = _window(SWAP_AND_CANTE, "1b")
    assert {"cambio:7b", "cante:o", "paso"} <= set(view.legal_actions())
    verdict = judge(view, "cante:o", rng=random.Random(0))
    assert verdict.label != Label.BUENA
    assert verdict.best == "cambio:7b"
    (reason,) = [r for r in verdict.reasons if r.code == ReasonCode.CAMBIA_ANTES]
    assert reason.cards == ("7b", "1b")
    assert reason.suit == "o"
    # Passing is told it missed the swap, not that singing closed it.
    passed = judge(view, "paso", rng=random.Random(0))
    assert ReasonCode.NO_CAMBIA in _codes(passed.reasons)
    assert ReasonCode.CAMBIA_ANTES not in _codes(passed.reasons)


def test_without_a_swap_to_make_a_cante_is_not_told_to_swap_first():
    view = _window(["12o", "11o", "3b", "3o", "1o", "3c", "1c", "4e"], "1b")
    assert not any(a.startswith("cambio:") for a in view.legal_actions())
    verdict = judge(view, "cante:o", rng=random.Random(0))
    assert verdict.label == Label.BUENA
    assert ReasonCode.CAMBIA_ANTES not in _codes(verdict.reasons)


# A window where las veinte en oros are offered and the seat holds three reyes: a fourth one
# drawn later would make a tute, which tute sin cantes previos forbids after a cante of his own.
TUTE_HAND = ["12o", "11o", "12c", "12e", "3b", "1o", "3c", "1c"]


def test_a_cante_that_rules_out_the_seats_tute_says_so_with_its_deals():
    view = _window(TUTE_HAND, "1b")
    tutes_passing = [0] * 9 + [None] * 11  # seat 0 sings tute in 9 of 20 deals after passing
    reasons = window_reasons(
        view, "cante:o", "paso", _samples(20, tute=[0] + [None] * 19), _samples(20, tute=tutes_passing), 20
    )
    (reason,) = [r for r in reasons if r.code == ReasonCode.CIERRA_TUTE]
    assert (reason.suit, reason.count, reason.other, reason.samples) == ("o", 1, 9, 20)


@pytest.mark.parametrize("case", ["same tutes", "tute allowed after cantes", "a rival's tute"])
def test_no_closed_tute_where_the_deals_or_the_rules_do_not_show_it(case):
    rules = Rules(tute_sin_cantes_previos=False) if case == "tute allowed after cantes" else None
    view = _window(TUTE_HAND, "1b", rules=rules)
    seat = 1 if case == "a rival's tute" else 0
    tutes = [seat] * 9 + [None] * 11
    judged = tutes if case == "same tutes" else [None] * 20
    reasons = window_reasons(view, "cante:o", "paso", _samples(20, tute=judged), _samples(20, tute=tutes), 20)
    assert ReasonCode.CIERRA_TUTE not in _codes(reasons)


TWO_VEINTES = ["12o", "11o", "12e", "11e", "3b", "1o", "3c", "1c"]


def test_of_two_veintes_the_order_that_declares_more_later_is_told_with_its_deals():
    view = _window(TWO_VEINTES, "1b")
    assert {"cante:o", "cante:e"} <= set(view.legal_actions())
    later_e = _samples(20, cantes=[((0, "o"),)] * 15 + [()] * 5)
    later_o = _samples(20, cantes=[((0, "e"),)] * 6 + [()] * 14)
    reasons = window_reasons(view, "cante:o", "cante:e", later_o, later_e, 20)
    assert ReasonCode.CANTA_MENOS not in _codes(reasons)  # the same 20 points: never "worth 0 more"
    (reason,) = [r for r in reasons if r.code == ReasonCode.CANTA_OTRO_ANTES]
    assert (reason.suit, reason.count, reason.other) == ("e", 6, 15)
    # The same later cantes either way: nothing to tell.
    assert not window_reasons(view, "cante:o", "cante:e", later_o, later_o, 20)


# -- card plays --------------------------------------------------------------------------------


def _habanero_reply(mine, led, face_up="1b"):
    """Seat 1 of a habanero first trick answers ``led`` (seat 0's) holding ``mine``."""
    rival = [c for c in DECK if c not in mine and c != face_up and c != led][:7] + [led]
    rest = [c for c in DECK if c not in mine and c not in rival and c != face_up]
    state = deal_game("habanero", 2, [rival, mine], trump_card=face_up, pile=rest, dealer=1)
    state = state.apply(led)
    return state.view(1)


def test_a_poor_trick_let_go_says_who_leads_next():
    view = _habanero_reply(["7o", "5e", "3c", "1c", "12c", "6e", "4b", "2e"], "2o")
    won = _samples(20, plays=((0, "2o"), (1, "7o")), winner=1)
    lost = _samples(20, plays=((0, "2o"), (1, "5e")), winner=0)
    reasons = card_reasons(view, "7o", "5e", won, lost, 20)
    (reason,) = [r for r in reasons if r.code == ReasonCode.CEDE_LA_BAZA]
    assert (reason.cards, reason.count, reason.other, reason.points) == (("7o", "5e"), 20, 20, 0)


def test_no_trick_let_go_when_it_is_rich_or_when_both_cards_take_it():
    view = _habanero_reply(["1o", "5e", "3c", "1c", "12c", "6e", "4b", "2e"], "3o")
    rich = _samples(20, plays=((0, "3o"), (1, "1o")), winner=1)
    lost = _samples(20, plays=((0, "3o"), (1, "5e")), winner=0)
    assert ReasonCode.CEDE_LA_BAZA not in _codes(card_reasons(view, "1o", "5e", rich, lost, 20))
    view = _habanero_reply(["7o", "10o", "3c", "1c", "12c", "6e", "4b", "2e"], "2o")
    won = _samples(20, plays=((0, "2o"), (1, "7o")), winner=1)
    also = _samples(20, plays=((0, "2o"), (1, "10o")), winner=1)
    assert ReasonCode.CEDE_LA_BAZA not in _codes(card_reasons(view, "7o", "10o", won, also, 20))


def test_more_tricks_later_is_told_when_nothing_of_this_trick_explains_it():
    view = _habanero_reply(["7o", "6o", "5e", "4e", "12c", "6c", "4b", "2e"], "2c")
    judged = _samples(20, plays=((0, "2c"), (1, "6o")), winner=0, later_wins=("7o",))
    better = _samples(
        20, plays=((0, "2c"), (1, "5e")), winner=0, later_wins=[("7o", "4e")] * 12 + [("7o",)] * 8
    )
    reasons = card_reasons(view, "6o", "5e", judged, better, 20)
    assert _codes(reasons) == [ReasonCode.MAS_BAZAS_DESPUES]
    assert (reasons[0].count, reasons[0].other) == (0, 12)
    # The last card of a suit: the void made is the reason.
    view = _habanero_reply(["7o", "6o", "5e", "4b", "12c", "6c", "3b", "2b"], "2c")
    better = _samples(
        20, plays=((0, "2c"), (1, "5e")), winner=0, later_wins=[("7o", "3b")] * 12 + [("7o",)] * 8
    )
    judged = _samples(20, plays=((0, "2c"), (1, "6o")), winner=0, later_wins=("7o",))
    assert _codes(card_reasons(view, "6o", "5e", judged, better, 20)) == [ReasonCode.HACE_FALLO]
    # As many tricks later either way: nothing.
    assert not card_reasons(view, "6o", "5e", judged, judged, 20)


def test_a_sota_loaded_on_a_lost_trick_counts_its_two_points():
    view = _habanero_reply(["10o", "5o", "3c", "1c", "12c", "6e", "4b", "2e"], "3o")
    judged = _samples(20, plays=((0, "3o"), (1, "10o")), winner=0)
    better = _samples(20, plays=((0, "3o"), (1, "5o")), winner=0)
    reasons = card_reasons(view, "10o", "5o", judged, better, 20)
    (reason,) = [r for r in reasons if r.code == ReasonCode.PUNTOS_A_BAZA_PERDIDA]
    assert reason.points == 2
    # A card of no points more: no such reason.
    view = _habanero_reply(["6o", "5o", "3c", "1c", "12c", "6e", "4b", "2e"], "3o")
    judged = _samples(20, plays=((0, "3o"), (1, "6o")), winner=0)
    assert ReasonCode.PUNTOS_A_BAZA_PERDIDA not in _codes(card_reasons(view, "6o", "5o", judged, better, 20))


def test_the_cabrero_way_out_of_the_middle_is_told_when_it_makes_up_the_difference():
    # 40 deals: the better card is left in the middle 5 times fewer, all of them going a menos
    # (5 of 40 is under the sixth of the deals that is told on its own).
    judged = _samples(40, place=["medio"] * 17 + ["a_menos"] * 23)
    better = _samples(40, place=["medio"] * 12 + ["a_menos"] * 28)
    reasons = hand_reasons(_Cabrero(), "4o", "10o", judged, better, 40, [])
    assert _codes(reasons) == [ReasonCode.QUEDA_EN_MEDIO, ReasonCode.VA_A_MENOS]
    # Going a menos as often either way: the way out is not a menos.
    judged = _samples(40, place=["medio"] * 17 + ["a_menos"] * 23)
    better = _samples(40, place=["medio"] * 12 + ["a_menos"] * 23 + ["libre"] * 5)
    reasons = hand_reasons(_Cabrero(), "4o", "10o", judged, better, 40, [])
    assert _codes(reasons) == [ReasonCode.QUEDA_EN_MEDIO, ReasonCode.NO_ENTRA]


class _Cabrero:
    variant = "cabrero"


# -- cards worth the same ------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(3))
def test_two_cards_worth_the_same_are_judged_alike(seed):
    # The seis and the siete de espadas: no card between them, both of no points.
    view = _habanero_reply(["6e", "7e", "11c", "3o", "1o", "10b", "4b", "7o"], "2e")
    six = judge(view, "6e", rng=random.Random(seed))
    seven = judge(view, "7e", rng=random.Random(seed))
    assert (six.label, six.loss, six.value) == (seven.label, seven.loss, seven.value)
    assert six.best not in ("7e",)
    assert seven.best not in ("6e",)
    # Each judgement's figures name its own card.
    assert all(line.action in (seven.action, seven.best) for line in seven.continuations)
    assert all("6e" != card for line in seven.continuations if line.action == "7e" for _s, card in line.plays)


def test_cards_with_a_card_between_them_are_judged_apart():
    # The cuatro and the seis de espadas: the cinco is still out.
    view = _habanero_reply(["4e", "6e", "11c", "3o", "1o", "10b", "4b", "7o"], "2e")
    assert feedback._representatives(view, ["4e", "6e"]) == {"4e": "4e", "6e": "6e"}
    view = _habanero_reply(["6e", "7e", "11c", "3o", "1o", "10b", "4b", "7o"], "2e")
    assert feedback._representatives(view, ["6e", "7e"]) == {"6e": "6e", "7e": "6e"}


# -- singing las veinte against passing ------------------------------------------------------------

VEINTE_HAND = ["12o", "11o", "12c", "12e", "3b", "1o", "3o", "3c"]


@pytest.mark.parametrize("seed", range(2))
def test_passing_on_las_veinte_when_passing_loses_them_is_an_error_that_says_so(seed):
    # Under cantes se pierden a paso loses the cante for good: the search must not let the seat
    # declare it at a later trick (it did, and passing then looked as good as singing).
    view = _window(VEINTE_HAND, "7b", rules=Rules(cantes_se_pierden=True))
    assert set(view.legal_actions()) == {"cante:o", "paso"}
    passed = judge(view, "paso", rng=random.Random(seed))
    assert passed.label in (Label.ERROR, Label.ERROR_GRAVE)
    assert passed.best == "cante:o"
    assert _codes(passed.reasons)[0] == ReasonCode.NO_CANTA
    assert judge(view, "cante:o", rng=random.Random(seed)).label == Label.BUENA


@pytest.mark.parametrize("seed", range(2))
def test_singing_las_veinte_is_never_rated_below_passing_without_a_reason(seed):
    # By default a cante passed on may be declared at a later trick the side wins, and three
    # reyes keep a tute possible: whatever the search finds, singing is good or says why not.
    view = _window(VEINTE_HAND, "7b")
    sung = judge(view, "cante:o", rng=random.Random(seed))
    if sung.label != Label.BUENA:
        assert sung.reasons
        assert all(r.code not in GENERAL_REASONS for r in sung.reasons[:1])


# -- the new reasons of real judgements, against the search's own deals ----------------------------


def _learner_judgements(variant, players, moves, seed):
    """(view, judgement, generator seed) of a learner-like player's card plays in seat 0 (the
    principiante, or a random card one time in three)."""
    from tute import new_game
    from tute.bots import choose_action

    rng = random.Random(seed)
    found = []
    deal = 0
    while len(found) < moves:
        state = new_game(variant, players, seed=seed * 101 + deal)
        deal += 1
        while not state.is_terminal() and len(found) < moves:
            view = state.view(state.current_player)
            action = choose_action(view, "principiante" if view.seat == 0 else "intermedio", rng=rng)
            cards = [a for a in view.legal_actions() if a in view.hand]
            if view.seat == 0 and cards and rng.random() < 1 / 3:
                action = rng.choice(cards)
            if view.seat == 0 and action in cards and len(cards) > 1:
                key = len(found)
                found.append((view, judge(view, action, budget=0.05, rng=random.Random(key)), key))
            state = state.apply(action)
    return found


@pytest.mark.parametrize(("variant", "players"), [("habanero", 2), ("arrastre", 4)])
def test_a_trick_let_go_and_later_tricks_are_counted_from_the_sampled_deals(variant, players):
    side_of = (lambda seat: seat % 2) if players == 4 else (lambda seat: seat)
    seen = set()
    for view, verdict, key in _learner_judgements(variant, players, 24, seed=13):
        told = {r.code: r for r in verdict.reasons}
        seen |= told.keys()
        if not told.keys() & {ReasonCode.CEDE_LA_BAZA, ReasonCode.MAS_BAZAS_DESPUES}:
            continue
        actions = feedback._actions(view)
        stats, _values, _searched = feedback._search(
            view, actions, 0.05, random.Random(key), keep=verdict.action
        )
        n = verdict.samples
        judged, better = stats[verdict.action].records[:n], stats[verdict.best].records[:n]
        mine = side_of(view.seat)
        if ReasonCode.CEDE_LA_BAZA in told:
            reason = told[ReasonCode.CEDE_LA_BAZA]
            assert reason.count == sum(r.winner is not None and side_of(r.winner) == mine for r in judged)
            assert reason.other == sum(r.winner is not None and side_of(r.winner) != mine for r in better)
            assert reason.count > reason.samples / 2
        if ReasonCode.MAS_BAZAS_DESPUES in told:
            reason = told[ReasonCode.MAS_BAZAS_DESPUES]
            pairs = list(zip(judged, better, strict=True))
            assert reason.other == sum(len(b.later_wins) > len(a.later_wins) for a, b in pairs)
            assert reason.count == sum(len(b.later_wins) < len(a.later_wins) for a, b in pairs)
            assert reason.other > reason.count
    if variant == "habanero":  # these deals do show both (the check above is not empty)
        assert {ReasonCode.CEDE_LA_BAZA, ReasonCode.MAS_BAZAS_DESPUES} <= seen
