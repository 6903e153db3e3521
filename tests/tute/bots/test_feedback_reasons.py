"""Every reason of a judgement is true by the search's own sampled deals, and names cards of the
position; the likely continuation of the trick follows the rules; cabrero reasons never speak of
points."""

import random

import pytest

from tute import deal_game, new_game
from tute.bots import Label, ReasonCode, choose_action, judge
from tute.bots.cards import beats

POINT_REASONS = {
    ReasonCode.PUNTOS_A_BAZA_PERDIDA,
    ReasonCode.PUNTOS_AL_RIVAL,
    ReasonCode.MENOS_PUNTOS_EN_LA_BAZA,
    ReasonCode.NO_CARGA_AL_COMPANERO,
    ReasonCode.TRIUNFO_EN_BAZA_POBRE,
    ReasonCode.CEDE_LA_BAZA,
    ReasonCode.PIERDE_LA_MANO,
}
COUNTED = {
    ReasonCode.DEJA_BAZA_AL_RIVAL,
    ReasonCode.FALLA_EL_RIVAL,
    ReasonCode.GANA_LA_BAZA,
    ReasonCode.GUARDA_TRIUNFO,
    ReasonCode.PUNTOS_A_BAZA_PERDIDA,
    ReasonCode.NO_CARGA_AL_COMPANERO,
    ReasonCode.PUDO_GANAR_CON_MENOR,
    ReasonCode.TRIUNFO_INNECESARIO,
    ReasonCode.TRIUNFO_EN_BAZA_POBRE,
    ReasonCode.GUARDA_CARTA,
    ReasonCode.LA_PIERDE_DESPUES,
    ReasonCode.SACA_TRIUNFOS,
    ReasonCode.CANTE_AL_RIVAL,
    ReasonCode.PIERDE_CANTE,
    ReasonCode.PIERDE_ULTIMAS,
    ReasonCode.QUEDA_EN_MEDIO,
    ReasonCode.VA_A_MENOS,
    ReasonCode.VA_A_MAS,
    ReasonCode.CEDE_LA_BAZA,
    ReasonCode.MAS_BAZAS_DESPUES,
    ReasonCode.CIERRA_TUTE,
    ReasonCode.CANTA_OTRO_ANTES,
    ReasonCode.PIERDE_LA_MANO,
}


def _judged(variant, players, moves, seed):
    """Judgements of the principiante's card plays (a learner-like player) in seat 0."""
    rng = random.Random(seed)
    found = []
    deal = 0
    while len(found) < moves:
        state = new_game(variant, players, seed=seed * 101 + deal)
        deal += 1
        while not state.is_terminal() and len(found) < moves:
            view = state.view(state.current_player)
            level = "principiante" if view.seat == 0 else "intermedio"
            action = choose_action(view, level, rng=rng)
            cards = [a for a in view.legal_actions() if a in view.hand]
            if view.seat == 0 and action in cards and len(cards) > 1:
                found.append((view, judge(view, action, budget=0.05, rng=random.Random(len(found)))))
            state = state.apply(action)
    return found


@pytest.mark.parametrize(
    ("variant", "players", "moves"),
    # Pairs: a learner's loss there is told only when the sampled deals bear it out, and the
    # small budget of this test draws few deals; more moves find mistakes to explain.
    [("habanero", 2, 14), ("arrastre", 3, 14), ("arrastre", 4, 40), ("cabrero", 4, 14)],
)
def test_reasons_are_true_by_the_sampled_deals(variant, players, moves):
    negatives = 0
    for view, verdict in _judged(variant, players, moves, seed=players):
        if verdict.label == "buena":
            assert verdict.reasons == ()
            continue
        negatives += 1
        known = set(view.hand) | set(view.trick) | {verdict.action, verdict.best}
        for reason in verdict.reasons:
            assert reason.code in set(ReasonCode)
            if variant == "cabrero":
                assert reason.code not in POINT_REASONS
            if reason.code in COUNTED:
                assert reason.samples == verdict.samples
                assert (
                    0 <= reason.count <= reason.samples
                    and 0 <= reason.other <= reason.samples
                    or (reason.code in (ReasonCode.PUNTOS_AL_RIVAL, ReasonCode.MENOS_PUNTOS_EN_LA_BAZA))
                )
            if reason.code in (ReasonCode.DEJA_BAZA_AL_RIVAL, ReasonCode.FALLA_EL_RIVAL):
                action, taker_card, best = reason.cards
                assert (action, best) == (verdict.action, verdict.best)
                assert taker_card not in known or taker_card in view.trick
                assert reason.seat != view.seat
            else:
                assert set(reason.cards) <= known | {view.trump_card}
        for line in verdict.continuations:
            cards = [card for _seat, card in line.plays]
            assert cards[: len(view.trick)] == list(view.trick)
            assert cards[len(view.trick)] == line.action
            assert 1 <= line.count <= line.samples
            if line.winner is not None:
                winning = dict(line.plays)[line.winner]
                assert all(c == winning or not beats(c, winning, view.trump) for c in cards)
    assert negatives  # the learner-like player does make mistakes to explain


def _lesson_14_trick(learner_cards, rival_cards):
    """Lesson 14's «Carga la baza de tu compañero» at a first trick: trumps are copas, the
    partner (seat 1) wins with the as de espadas and the learner (seat 3) plays last."""
    hands = [
        ["5e", "2e", "1o", "2o", "3o", "4o", "5o", "6o", "7o", "10o"],
        ["1e", "11o", "12o", "1c", "2c", "3c", "4c", "5c", "6c", "12b"],
        ["7e", "10e", "11e", *rival_cards, "10c", "11c", "1b", "2b", "3b", "12c"],
        [*learner_cards, "6e", "4e", "4b", "5b", "6b", "7b", "10b", "11b", "7c"],
    ]
    state = deal_game("arrastre", 4, hands, trump_card="7c", dealer=3)
    for card in ("5e", "1e", "7e"):
        state = state.apply(card)
    return state.view(3)


@pytest.mark.parametrize("seed", range(3))
def test_loading_the_partners_sure_trick_as_lesson_14_teaches_is_never_called_a_mistake(seed):
    # The lesson's own example: the tres de espadas on the partner's as.
    view = _lesson_14_trick(["3e"], ["12e"])
    assert judge(view, "3e", rng=random.Random(seed)).label == Label.BUENA
    # A rey, which would not win a trick of its own: loading it is the best card, and keeping
    # it back is explained by the partner's trick.
    view = _lesson_14_trick(["12e"], ["3e"])
    loaded = judge(view, "12e", rng=random.Random(seed))
    assert loaded.label == Label.BUENA
    assert loaded.best == "12e"
    kept = judge(view, "6e", rng=random.Random(seed))
    if kept.label != Label.BUENA:
        assert kept.best == "12e"
        assert ReasonCode.NO_CARGA_AL_COMPANERO in {reason.code for reason in kept.reasons}
