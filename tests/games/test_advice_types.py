"""Stored advice is the judge's own typed values: a judgement and a hint as the judge returns
them round-trip through the JSON of MoveNote, the flows store exactly what the judge returned,
and rows written in the shapes earlier versions stored still load."""

import json
import random

import pytest
from django.contrib.auth import get_user_model

from games import advice, flows
from games.advice import Ungraded
from games.models import MoveNote
from tests.games.helpers import first_legal, learner_turn
from tute.bots import Hint, Judgement, Label, Reason, ReasonCode, Renuncio, Unit, advise, judge

pytestmark = pytest.mark.django_db


@pytest.fixture
def owner():
    return get_user_model().objects.create_user("learner", "learner@example.com", "pw-learner-123")


def _roundtrip(value, loader):
    return loader(json.loads(json.dumps(advice.to_json(value))))


def _game(owner, variant="arrastre", players=4, seed=3):
    return flows.start_game(
        variant=variant,
        players=players,
        rules={},
        bot_levels=[""] + ["intermedio"] * (players - 1),
        feedback="full",
        seed=seed,
        owner=owner,
    )


@pytest.mark.parametrize(("variant", "players"), [("arrastre", 4), ("cabrero", 4)])
def test_every_judgement_and_hint_of_a_game_round_trips_as_the_judge_returned_it(owner, variant, players):
    game = _game(owner, variant, players)
    negatives = 0
    while learner_turn(game) and negatives < 2:
        view = game.match_at().hand.view(game.learner_seat)
        for action in view.legal_actions():
            # Enough deals for the judge to call a mistake (FALSE_ALARM, UNSEEN_DEAL).
            verdict = judge(view, action, budget=0.05, rng=random.Random(1))
            assert _roundtrip(verdict, advice.judgement_from_json) == verdict
            negatives += bool(verdict.reasons)
        hint = advise(view, budget=0.02, rng=random.Random(1))
        assert isinstance(hint, Hint)
        assert _roundtrip(hint, advice.hint_from_json) == hint
        game = flows.play(game, first_legal(view), game.ply)
    assert negatives >= 2  # verdicts with reasons and their figures were round-tripped


def test_the_flows_store_what_the_judge_returns_without_copying_fields(owner):
    game = _game(owner)
    ply = game.ply
    view = game.match_at().hand.view(game.learner_seat)
    card = sorted(view.playable_cards())[0]
    game = flows.play(game, card, ply)
    stored = flows.judgement(game, ply)
    assert stored == judge(view, card, rng=flows._feedback_rng(game, ply))
    assert isinstance(stored, Judgement)
    assert stored.trump == view.trump
    assert isinstance(stored.label, Label)
    assert isinstance(stored.unit, Unit)
    assert all(isinstance(r.code, ReasonCode) for r in stored.reasons)


def test_a_hint_stored_is_the_judges_hint(owner):
    game = _game(owner, "habanero", 2, seed=5)
    assert learner_turn(game)
    view = game.match_at().hand.view(game.learner_seat)
    hint = flows.hint(game, game.ply)
    assert hint == advise(view, rng=flows._feedback_rng(game, game.ply))
    assert MoveNote.objects.get(game=game, kind=MoveNote.Kind.HINT).advice == hint


def test_rows_stored_before_the_types_still_load(owner):
    game = _game(owner, "habanero", 2, seed=5)
    old_judgement = {
        "action": "3o", "best": "1o", "label": "error", "loss": 11.0, "value": 1.0, "best_value": 12.0,
        "points_at_stake": 21, "reasons": ["deja_baza_al_rival", "deja_mano_con_triunfos", "gone_code"],
        "unit": "puntos", "samples": 30, "trump": "o",
        "renuncio": {"obligation": "montar", "winning_card": "12o"}, "followed_hint": True,
    }  # fmt: skip
    figures = {"code": "gana_la_baza", "cards": ["3o", "1o"], "count": 4, "other": 20, "samples": 30}
    flat_hint = {
        "best": "1o", "trump": "o", "unit": "puntos", "alternative": "3o", "gain": 12.5,
        "reasons": [figures], "points_at_stake": 21, "continuations": [],
    }  # fmt: skip
    empty_hint = {"best": "1o", "trump": "o", "reasons": [], "alternative": "", "unit": "puntos"}
    unrated = {
        "action": "renuncio:1",
        "label": "",
        "best": "",
        "reasons": [],
        "points_at_stake": 0,
        "trump": "o",
    }
    MoveNote.objects.create(game=game, ply=0, kind=MoveNote.Kind.JUDGEMENT, data=old_judgement)
    MoveNote.objects.create(game=game, ply=0, kind=MoveNote.Kind.HINT, data=flat_hint)
    MoveNote.objects.create(game=game, ply=1, kind=MoveNote.Kind.HINT, data=empty_hint)
    MoveNote.objects.create(game=game, ply=2, kind=MoveNote.Kind.JUDGEMENT, data=unrated)
    notes = {(n.ply, n.kind): n.advice for n in game.notes.all()}
    verdict = notes[(0, "judgement")]
    assert isinstance(verdict, Judgement)
    assert (verdict.label, verdict.best, verdict.loss, verdict.unit) == (Label.ERROR, "1o", 11.0, Unit.PUNTOS)
    # The plain codes load as reasons without figures; the renamed one as today's; the unknown one goes.
    assert verdict.reasons == (Reason(ReasonCode.DEJA_BAZA_AL_RIVAL), Reason(ReasonCode.DEJA_BAZA_AL_RIVAL))
    assert verdict.renuncio == Renuncio(obligation="montar", winning_card="12o")
    hint = notes[(0, "hint")]
    assert hint.best == "1o"
    assert hint.alternative.action == "3o"
    assert hint.alternative.label == Label.ERROR  # 12.5 points of gain
    assert hint.alternative.reasons[0].code == ReasonCode.GANA_LA_BAZA
    assert hint.alternative.reasons[0].other == 20
    assert notes[(1, "hint")] == Hint(best="1o", unit=Unit.PUNTOS, trump="o")
    assert notes[(2, "judgement")] == Ungraded(action="renuncio:1", trump="o")
