"""The advice panel in a real browser: a weak card gets its verdict with concrete reasons, and
"Ver por qué" opens, by keyboard, the likely trick after both choices (desktop and phone)."""

import random

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from games import flows
from tute.bots import judge
from tute.bots.feedback import BUENA, GENERAL_REASONS

STEP_TIMEOUT = 30_000


def _log_in(page, live_server, user):
    client = Client()
    client.force_login(user)
    page.context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )


def _weak_card_game(owner):
    """A parejas game where the learner, to play, holds a card the judge calls a mistake with a
    concrete reason and a continuation of the trick for both choices; (game, card, verdict)."""
    for seed in range(40):
        game = flows.start_game(
            variant="arrastre",
            players=4,
            rules={},
            bot_levels=["", "intermedio", "intermedio", "intermedio"],
            feedback="full",
            seed=seed,
            owner=owner,
        )
        view = game.match_at().hand.view(game.learner_seat)
        if view.current_player == game.learner_seat and view.trick:
            for card in sorted(a for a in view.legal_actions() if a in view.hand):
                verdict = judge(view, card, rng=random.Random(f"{game.seed}:feedback:{game.ply}"))
                concrete = [r for r in verdict.reasons if r.code not in GENERAL_REASONS]
                if verdict.label != BUENA and concrete and len(verdict.continuations) == 2:
                    return game, card, verdict
        game.delete()
    raise AssertionError("no seed with a weak first card")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize(("width", "height"), [(1280, 900), (360, 740)])
def test_a_weak_card_is_explained_and_ver_por_que_opens_by_keyboard(live_server, page, width, height):
    learner = get_user_model().objects.create_user("learner", "learner@example.com", "pw-learner-123")
    game, card, verdict = _weak_card_game(learner)
    _log_in(page, live_server, learner)
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{live_server.url}/jugar/{game.public_id}/")
    page.locator(f"#card-{card}").click()
    judgement = page.locator("#judgement")
    judgement.wait_for(timeout=STEP_TIMEOUT)
    assert judgement.locator(".verdict-label").inner_text().strip() in ("Imprecisión", "Error", "Error grave")
    reasons = judgement.locator(".reasons li")
    assert reasons.count() >= 1
    assert "repartos posibles" in judgement.locator(".reasons").inner_text() or "de media" in (
        judgement.locator(".reasons").inner_text()
    )
    summary = judgement.locator(".why-lines summary")
    assert summary.inner_text().strip() == "Ver por qué"
    lines = judgement.locator(".why-line")
    assert not lines.first.is_visible()
    summary.focus()
    page.keyboard.press("Enter")
    lines.first.wait_for(state="visible", timeout=STEP_TIMEOUT)
    assert lines.count() == 2
    text = judgement.locator(".why-lines").inner_text()
    assert "Si juegas" in text
    assert "Así va la baza" in text
    assert judgement.locator(".why-line").nth(1).locator(".trick-line li").count() >= 2
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    judgement.scroll_into_view_if_needed()
    page.screenshot(path=f"/tmp/advice-why-{width}.png", full_page=True)
    page.keyboard.press("Enter")  # and it closes again
    lines.first.wait_for(state="hidden", timeout=STEP_TIMEOUT)


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_hint_shows_the_trick_after_its_card_and_the_next_best_on_a_phone(live_server, page):
    learner = get_user_model().objects.create_user("learner", "learner@example.com", "pw-learner-123")
    game, _card, _verdict = _weak_card_game(learner)
    _log_in(page, live_server, learner)
    page.set_viewport_size({"width": 360, "height": 740})
    page.goto(f"{live_server.url}/jugar/{game.public_id}/")
    page.locator("#hint-button").click()
    hint = page.locator("#hint")
    hint.wait_for(timeout=STEP_TIMEOUT)
    assert "Un experto elegiría" in hint.inner_text()
    hint.locator(".why-lines summary").focus()
    page.keyboard.press("Enter")
    lines = hint.locator(".why-line")
    lines.first.wait_for(state="visible", timeout=STEP_TIMEOUT)
    assert lines.count() == 2
    assert lines.first.locator("h3").inner_text().startswith("Si juegas")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    hint.scroll_into_view_if_needed()
    page.screenshot(path="/tmp/advice-hint-360.png", full_page=True)
