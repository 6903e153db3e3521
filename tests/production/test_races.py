"""Two requests playing in the same game at the same moment (double click, two tabs): exactly
one action is applied; the other gets 409 "the table changed" with the current table.

Real concurrent requests (threads against the live server), repeated many times. It runs on
PostgreSQL (the row lock is what is tested); SQLite serialises writers by locking the whole file
and Django's live server shares one in-memory connection there, so it is skipped with that reason.
"""

import threading

import pytest
from django.db import connection
from django.urls import reverse

from games import flows
from games.models import Game

from .live_http import Browser

ROUNDS = 50
BOTS = ["", "principiante", "principiante", "principiante"]
CONFLICT_TEXT = "La mesa ha cambiado"

pytestmark = [
    pytest.mark.django_db(transaction=True),
    pytest.mark.skipif(
        connection.vendor == "sqlite",
        reason="needs a database with row locks and concurrent connections: runs in the PostgreSQL pass",
    ),
]


def _learner_browser(live_server):
    """A visitor with a session (and so an owner key for anonymous games) and a CSRF token."""
    browser = Browser(live_server.url)
    status, _headers, _text = browser.get(reverse("games:new"))
    # The form's page mints the owner key (a double-submitted first game orphans nothing).
    assert status == 200
    assert browser.csrf
    assert "sessionid" in browser.cookies
    status, headers, _text = browser.post(reverse("games:new"), {"preset": "parejas"})
    assert status == 302, status
    assert "sessionid" in browser.cookies
    return browser, headers["Location"]


def _game_at_the_learners_turn(template, seed):
    game = flows.start_game(
        variant="arrastre", players=4, rules={}, bot_levels=BOTS, feedback="none",
        anon_key=template.anon_key, seed=seed,
    )  # fmt: skip
    state = game.match_at().hand
    assert state.current_player == game.learner_seat
    assert not state.is_terminal()
    return game


def _at_once(requests):
    """Run the callables in threads released together; their results in order."""
    barrier = threading.Barrier(len(requests))
    results = [None] * len(requests)

    def run(i, request):
        barrier.wait()
        results[i] = request()

    threads = [threading.Thread(target=run, args=(i, r)) for i, r in enumerate(requests)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=120)
    return results


def _succeeded(status, htmx):
    return status == 200 if htmx else status == 302


def _check_the_second_sees_the_table(game, result, htmx, context):
    """The request that came second is told so, and sees the table as it now is."""
    status, _headers, text = result
    assert status == 409, context
    assert CONFLICT_TEXT in text
    assert 'id="table"' in text, "the current table is shown"
    assert f'data-ply="{game.ply}"' in text, "the current table is shown"
    if htmx:
        assert "<html" not in text, "an htmx request gets the table fragment, not a page"


def test_two_simultaneous_plays_apply_exactly_one_action(live_server):
    browser, first_table = _learner_browser(live_server)
    template = Game.objects.get(public_id=first_table.rstrip("/").split("/")[-1])
    outcomes = {"same card": 0, "different cards": 0}
    for round_number in range(ROUNDS):
        game = _game_at_the_learners_turn(template, seed=1000 + round_number)
        view = game.match_at().hand.view(game.learner_seat)
        cards = sorted(a for a in view.legal_actions() if a in view.hand)
        # A double click sends the same card twice; two tabs may send different cards.
        double_click = round_number % 2 == 0 or len(cards) < 2
        chosen = [cards[0], cards[0]] if double_click else cards[:2]
        htmx = [round_number % 3 != 2, round_number % 4 != 3]  # mix htmx and plain form posts
        url = reverse("games:act", args=[game.public_id])
        before = game.ply

        def post(card, as_htmx, url=url, before=before):
            headers = {"HX-Request": "true"} if as_htmx else {}
            return browser.post(url, {"ply": before, "action": card}, headers=headers)

        results = _at_once([lambda c=c, h=h: post(c, h) for c, h in zip(chosen, htmx, strict=True)])
        statuses = [status for status, _h, _t in results]
        winners = [i for i, (status, _h, _t) in enumerate(results) if _succeeded(status, htmx[i])]
        losers = [i for i in range(2) if i not in winners]
        assert len(winners) == 1, (round_number, statuses)
        assert len(losers) == 1, (round_number, statuses)

        game.refresh_from_db()
        assert game.actions[before] == [game.learner_seat, chosen[winners[0]]], round_number
        learner_moves = [a for a in game.actions[before:] if a[0] == game.learner_seat]
        assert len(learner_moves) == 1, (round_number, game.actions[before:])
        game.match_at()  # the stored log still replays

        _check_the_second_sees_the_table(game, results[losers[0]], htmx[losers[0]], (round_number, statuses))
        outcomes["same card" if double_click else "different cards"] += 1
    assert sum(outcomes.values()) == ROUNDS, outcomes
    assert all(outcomes.values()), outcomes


def test_two_simultaneous_hint_requests_count_one_hint(live_server):
    browser, first_table = _learner_browser(live_server)
    template = Game.objects.get(public_id=first_table.rstrip("/").split("/")[-1])
    for round_number in range(10):
        game = _game_at_the_learners_turn(template, seed=5000 + round_number)
        url = reverse("games:hint", args=[game.public_id])
        data = {"ply": game.ply}
        ask = lambda url=url, data=data: browser.post(url, data, headers={"HX-Request": "true"})  # noqa: E731
        results = _at_once([ask, ask])
        statuses = sorted(status for status, _h, _t in results)
        assert all(status in (200, 409) for status in statuses), (round_number, statuses)
        assert statuses[0] == 200, statuses
        game.refresh_from_db()
        assert game.hints == 1, (round_number, statuses)
        assert game.notes.filter(kind="hint").count() == 1
