"""Cabrero on the practice table: who took how many porotos in a hand, and who won the match."""

import html
import re

import pytest
from django.urls import reverse

from games import flows
from games.present.common import seat_label
from tests.games.helpers import learner_turn, learner_view

pytestmark = pytest.mark.django_db


def _page_text(client, game):
    response = client.get(reverse("games:play", args=[game.public_id]))
    assert response.status_code == 200
    return re.sub(r"\s+", " ", html.unescape(re.sub(r"<[^>]+>", " ", response.content.decode())))


def _start(owner, seed, **rules):
    return flows.start_game(
        variant="cabrero",
        players=3,
        rules=rules,
        bot_levels=["", "principiante", "principiante"],
        feedback="none",
        seed=seed,
        owner=owner,
    )


def _reneging_learner_hand(owner, seeds=range(60)):
    """A hand of cabrero under renuncio real ended by a bot's correct call on the learner: the
    learner reneges once, then plays the suit he did not follow as soon as he can."""
    for seed in seeds:
        game = _start(owner, seed, renuncio_real=True)
        reneged = None
        while learner_turn(game):
            choice, reneged = _reneging_choice(learner_view(game), reneged)
            game = flows.play(game, choice, game.ply)
        call = game.match_at().hand.result().renuncio
        if call is not None and call.correct and call.by == game.learner_seat:
            return game
        game.delete()
    raise AssertionError("no seed gave a correct renuncio call on the learner")


def _reneging_choice(view, reneged):
    """(the learner's action, the suit he has reneged in or None): the first card he may play (or
    a declaration, or paso); once, a card off the suit led while he holds it; after that, the
    suit he did not follow as soon as he can."""
    actions = [a for a in view.legal_actions() if not a.startswith("renuncio:")]
    cards = [a for a in actions if a in view.hand]
    playable = sorted(view.playable_cards()) if cards else []
    choice = playable[0] if playable else ([a for a in actions if a != "paso"][:1] or ["paso"])[0]
    if cards and view.trick and reneged is None:
        led = view.trick[0][-1]
        off = [c for c in cards if c[-1] != led and c not in playable]
        if off and any(c[-1] == led for c in cards):
            return off[0], led
    elif cards and reneged:
        mine = [c for c in (playable if view.trick else cards) if c[-1] == reneged]
        if mine:
            return mine[0], reneged
    return choice, reneged


def test_a_correct_renuncio_call_says_two_porotos_as_the_standings_do(learner, learner_client):
    game = _reneging_learner_hand(learner)
    text = _page_text(learner_client, game)
    assert "te canta renuncio, y era renuncio." in text
    assert "Te apuntas dos porotos." in text
    assert "Se apuntan un poroto" not in text
    standings = game.match_at().standings()
    assert standings[game.learner_seat] == 2


def _finished_match(owner, seeds=range(60)):
    """A cabrero match of three that ended with two players left (porotos to be out: 1)."""
    for seed in seeds:
        game = _start(owner, seed, porotos=1)
        while learner_turn(game) or not game.match_at().is_over():
            if learner_turn(game):
                view = learner_view(game)
                actions = view.legal_actions()
                playable = sorted(view.playable_cards() & set(actions))
                game = flows.play(game, playable[0] if playable else actions[-1], game.ply)
            else:
                game = flows.next_hand(game, game.ply)
        match = game.match_at()
        if len(match.winners()) == 2:
            return game, match
        game.delete()
    raise AssertionError("no seed ended with two winners")


def test_every_survivor_is_named_among_the_winners(learner, learner_client):
    game, match = _finished_match(learner)
    text = _page_text(learner_client, game)
    labels = {seat: seat_label(game, seat) for seat in match.winners()}
    if game.learner_seat in labels:
        other = next(label for seat, label in labels.items() if seat != game.learner_seat)
        assert f"¡Has ganado la partida! También gana: {other}." in text
    else:
        first, second = labels.values()
        assert f"Ganan la partida: {first} y {second}." in text
