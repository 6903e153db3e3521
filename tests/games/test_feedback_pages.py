"""Whole practice games played through the pages, as a learner would, in habanero, arrastre of
three, pairs and cabrero of four: every verdict below «buena» has a headline and a stake, no
worse label shows a smaller stake than a milder one in the same variant, nearly all give a
concrete reason, and Mi progreso then lists the frequent mistakes of those games, as the
headlines told them. (The same play-through, longer, with its figures: bench/feedback_pages.py.)"""

import random

import pytest

from tests.games.page_learner import ClientPages, Learner, expected_mistakes, figures

pytestmark = pytest.mark.django_db

TABLES = {"habanero": "habanero", "arrastre3": "arrastre3", "parejas": "parejas", "cabrero4": "cabrero4"}


def test_whole_games_through_the_pages_get_headlines_stakes_and_their_mistakes_listed(client):
    learner = Learner(ClientPages(client), random.Random(7))
    per_variant = {}
    for preset, variant in TABLES.items():
        per_variant[variant] = figures(learner.play_game(preset, variant))
    for variant, found in per_variant.items():
        assert found.negative, variant
        assert found.with_headline == found.negative, variant
        assert found.with_stake == found.negative, variant
        assert found.longest_headline <= 90, variant
        assert not found.inversions, (variant, found.inversions)
    negative = sum(f.negative for f in per_variant.values())
    concrete = sum(f.concrete for f in per_variant.values())
    assert concrete >= 0.85 * negative, (concrete, negative)
    listed = learner.progress_mistakes()
    assert listed == expected_mistakes(learner.verdicts)
    assert listed  # the learner made mistakes, and the page names them
