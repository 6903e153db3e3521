"""Stored advice as typed values: judgements and hints round-trip to JSON, and rows written
before the types existed (two shapes of plain dicts) still load."""

import json

import pytest
from django.contrib.auth import get_user_model

from games import flows
from games.advice import Continuation, Hint, Judgement, Reason, RenuncioNote
from games.models import MoveNote

pytestmark = pytest.mark.django_db


def _roundtrip(value):
    return type(value).from_json(json.loads(json.dumps(value.to_json())))


def test_a_judgement_and_a_hint_round_trip_to_json():
    reason = Reason(code="deja_baza_al_rival", cards=("3o", "1o"), seat=1, count=31, samples=40, points=21)
    verdict = Judgement(
        action="3o",
        label="error",
        best="1o",
        trump="o",
        loss=12.5,
        value=-3.0,
        best_value=9.5,
        points_at_stake=21,
        reasons=(reason, Reason(code="pierde_ultimas")),
        samples=40,
        renuncio=RenuncioNote(obligation="asistir"),
        continuations=(
            Continuation(action="3o", plays=((0, "3o"), (1, "1o")), winner=1, count=31, samples=40),
        ),
    )
    assert _roundtrip(verdict) == verdict
    advice = Hint(best="1o", trump="o", alternative="3o", gain=4.25, reasons=(reason,), points_at_stake=21)
    assert _roundtrip(advice) == advice


def test_rows_stored_before_the_types_still_load():
    owner = get_user_model().objects.create_user("old", "old@example.com", "pw-old-12345")
    game = flows.start_game(
        variant="habanero",
        players=2,
        rules={},
        bot_levels=["", "intermedio"],
        feedback="full",
        seed=5,
        owner=owner,
    )
    old_judgement = {
        "action": "3o", "best": "1o", "label": "error", "loss": 11.0, "value": 1.0, "best_value": 12.0,
        "points_at_stake": 21, "reasons": ["deja_baza_al_rival"], "unit": "puntos", "samples": 30,
        "trump": "o", "renuncio": {"obligation": "montar", "winning_card": "12o"}, "followed_hint": True,
    }  # fmt: skip
    old_hint = {"best": "1o", "trump": "o", "reasons": [], "alternative": "", "unit": "puntos"}
    unrated = {
        "action": "renuncio:1",
        "label": "",
        "best": "",
        "reasons": [],
        "points_at_stake": 0,
        "trump": "o",
    }
    MoveNote.objects.create(game=game, ply=0, kind=MoveNote.Kind.JUDGEMENT, data=old_judgement)
    MoveNote.objects.create(game=game, ply=0, kind=MoveNote.Kind.HINT, data=old_hint)
    MoveNote.objects.create(game=game, ply=2, kind=MoveNote.Kind.JUDGEMENT, data=unrated)
    notes = {(n.ply, n.kind): n.advice for n in game.notes.all()}
    verdict = notes[(0, "judgement")]
    assert isinstance(verdict, Judgement)
    assert verdict.label == "error"
    assert verdict.best == "1o"
    assert verdict.points_at_stake == 21
    assert verdict.reasons == (Reason(code="deja_baza_al_rival"),)
    assert verdict.renuncio == RenuncioNote(obligation="montar", winning_card="12o")
    assert notes[(0, "hint")] == Hint(best="1o", trump="o")
    assert notes[(2, "judgement")] == Judgement(action="renuncio:1", trump="o")
