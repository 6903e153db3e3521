"""The verdict of a card in a real browser, as a beginner reads it: one headline first
([data-headline]), the better card and the stake; the reasons and the likely trick under «Ver
por qué», closed at the first rungs of the ladder («Breve») and open once the learner chooses
«Con detalle» (kept for the next verdicts); by keyboard, on a phone and a desktop, light and
dark, with no serious accessibility violation. Screenshots go to screenshots/ to be looked at."""

import random
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from playwright.sync_api import expect

from games import flows
from tests.browser.a11y import assert_axe_clean, with_axe
from tute.bots import GENERAL_REASONS, Label, judge

STEP_TIMEOUT = 30_000
SHOTS = Path(__file__).resolve().parents[2] / "screenshots"


def _log_in(page, live_server, user):
    client = Client()
    client.force_login(user)
    page.context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )


def _weak_card_game(owner, level="intermedio"):
    """A parejas game where the learner, to play, holds a card the judge calls a mistake with a
    concrete reason and a continuation of the trick for both choices; (game, card, verdict)."""
    for seed in range(40):
        game = flows.start_game(
            variant="arrastre",
            players=4,
            rules={},
            bot_levels=["", level, level, level],
            feedback="full",
            seed=seed,
            owner=owner,
        )
        view = game.match_at().hand.view(game.learner_seat)
        if view.current_player == game.learner_seat and view.trick:
            for card in sorted(a for a in view.legal_actions() if a in view.hand):
                verdict = judge(view, card, rng=random.Random(f"{game.seed}:feedback:{game.ply}"))
                concrete = [r for r in verdict.reasons if r.code not in GENERAL_REASONS]
                if verdict.label != Label.BUENA and concrete and len(verdict.continuations) == 2:
                    return game, card, verdict
        game.delete()
    raise AssertionError("no seed with a weak first card")


def _shot(page, name):
    SHOTS.mkdir(exist_ok=True)
    page.locator("#judgement").scroll_into_view_if_needed()
    page.screenshot(path=str(SHOTS / f"{name}.png"), full_page=True)
    page.locator("#feedback").screenshot(path=str(SHOTS / f"{name}-panel.png"))


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("scheme", ["light", "dark"])
@pytest.mark.parametrize(("width", "height"), [(1280, 900), (360, 740)])
def test_a_verdict_reads_at_a_glance_and_opens_with_its_reasons(live_server, page, width, height, scheme):
    learner = get_user_model().objects.create_user("learner", "learner@example.com", "pw-learner-123")
    game, card, verdict = _weak_card_game(learner, level="novato")  # a first rung: «Breve»
    _log_in(page, live_server, learner)
    with_axe(page)
    page.emulate_media(color_scheme=scheme)
    page.set_viewport_size({"width": width, "height": height})
    page.goto(f"{live_server.url}/jugar/{game.public_id}/")
    page.locator(f"#card-{card}").click()
    judgement = page.locator("#judgement")
    judgement.wait_for(timeout=STEP_TIMEOUT)

    # At a glance: the label, one headline, the better card and the stake the label stands on.
    assert judgement.locator(".verdict-label").inner_text().strip() in ("Imprecisión", "Error", "Error grave")
    headline = judgement.locator("[data-headline]")
    expect(headline).to_be_visible()
    assert 10 < len(headline.inner_text().strip()) <= 95
    assert headline.get_attribute("data-headline") == verdict.key_reason.code
    assert "repartos" not in headline.inner_text()
    expect(judgement.locator(".better")).to_be_visible()
    stake = judgement.locator(".stake")
    expect(stake).to_be_visible()
    assert stake.get_attribute("data-stake") == str(int(verdict.loss))
    assert f"{int(verdict.loss)} puntos" in stake.inner_text()

    # «Breve»: the details are a keyboard press away.
    reasons = judgement.locator(".reasons li")
    expect(reasons.first).to_be_hidden()
    breve = judgement.get_by_role("button", name="Breve")
    assert breve.get_attribute("aria-pressed") == "true"
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    assert_axe_clean(page, f"verdict, Breve, {width} px, {scheme}")
    _shot(page, f"verdict-breve-{width}-{scheme}")
    summary = judgement.locator(".why-lines summary")
    assert summary.inner_text().strip() == "Ver por qué"
    summary.focus()
    page.keyboard.press("Enter")
    expect(reasons.first).to_be_visible()
    assert judgement.locator(".why-line").count() == 2
    assert judgement.locator(".why-line").nth(1).locator(".trick-line li").count() >= 2
    _shot(page, f"verdict-breve-opened-{width}-{scheme}")
    page.keyboard.press("Enter")  # and it closes again
    expect(reasons.first).to_be_hidden()

    # «Con detalle»: everything open, and kept for the learner's next verdicts.
    judgement.get_by_role("button", name="Con detalle").click()
    expect(judgement.get_by_role("button", name="Con detalle")).to_have_attribute("aria-pressed", "true")
    expect(page.locator("#judgement .reasons li").first).to_be_visible()
    assert page.locator("#judgement .reasons li").count() == len(verdict.reasons)
    assert "repartos posibles" in page.locator("#judgement .reasons").inner_text() or "siempre" in (
        page.locator("#judgement .reasons").inner_text()
    )
    expect(page.locator("#judgement [data-headline]")).to_have_text(headline.inner_text())
    assert page.evaluate("document.documentElement.scrollWidth") <= width
    assert_axe_clean(page, f"verdict, Con detalle, {width} px, {scheme}")
    _shot(page, f"verdict-detalle-{width}-{scheme}")
    page.reload()
    page.locator("#judgement").wait_for(timeout=STEP_TIMEOUT)
    expect(page.locator("#judgement .reasons li").first).to_be_visible()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_an_expert_table_opens_the_details_by_default(live_server, page):
    learner = get_user_model().objects.create_user("learner", "learner@example.com", "pw-learner-123")
    game, card, _verdict = _weak_card_game(learner)  # intermedio: above the first rungs
    _log_in(page, live_server, learner)
    page.goto(f"{live_server.url}/jugar/{game.public_id}/")
    page.locator(f"#card-{card}").click()
    page.locator("#judgement").wait_for(timeout=STEP_TIMEOUT)
    expect(page.locator("#judgement .reasons li").first).to_be_visible()
    expect(page.locator("#judgement").get_by_role("button", name="Con detalle")).to_have_attribute(
        "aria-pressed", "true"
    )


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
    lines = hint.locator(".why-line")
    if not lines.first.is_visible():
        hint.locator(".why-lines summary").focus()
        page.keyboard.press("Enter")
    lines.first.wait_for(state="visible", timeout=STEP_TIMEOUT)
    assert lines.count() == 2
    assert lines.first.locator("h3").inner_text().startswith("Si juegas")
    assert page.evaluate("document.documentElement.scrollWidth") <= 360
    hint.scroll_into_view_if_needed()
    SHOTS.mkdir(exist_ok=True)
    page.screenshot(path=str(SHOTS / "hint-360.png"), full_page=True)
