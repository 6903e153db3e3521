"""A learner's first visit: language switch, sign up, email confirmation, log out, log in."""

import re

import pytest
from playwright.sync_api import expect

PASSWORD = "baza-de-oros-2025"


def confirmation_link(mailoutbox):
    assert len(mailoutbox) == 1, [m.subject for m in mailoutbox]
    match = re.search(r"https?://\S+/accounts/confirm-email/\S+/", mailoutbox[0].body)
    assert match, mailoutbox[0].body
    return match.group(0)


def header(page):
    return page.locator("header.site-header")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_learner_switches_language_and_back(page, live_server):
    page.goto(live_server.url + "/")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    expect(page.get_by_role("button", name="Español")).to_have_attribute("aria-pressed", "true")

    page.get_by_role("button", name="English").click()
    expect(page.locator("html")).to_have_attribute("lang", "en")
    expect(page.get_by_role("button", name="English")).to_have_attribute("aria-pressed", "true")
    page.goto(live_server.url + "/accounts/login/")  # allauth ships its own catalogues
    expect(page.get_by_role("heading", level=1)).to_have_text("Sign in")

    page.get_by_role("button", name="Español").click()
    expect(page.locator("html")).to_have_attribute("lang", "es")
    expect(page).to_have_url(live_server.url + "/accounts/login/")  # stays on the same page
    expect(page.get_by_role("heading", level=1)).to_have_text("Entrar")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_learner_signs_up_confirms_email_logs_out_and_logs_in(page, live_server, mailoutbox):
    email = "learner@example.com"
    page.goto(live_server.url + "/")
    header(page).get_by_role("link", name="Crear cuenta").click()

    page.locator("input[name=email]").fill(email)
    page.locator("input[name=password1]").fill(PASSWORD)
    page.locator("input[name=password2]").fill(PASSWORD)
    page.locator("main form button[type=submit]").click()
    expect(page).to_have_url(re.compile(r"/accounts/confirm-email/$"))
    expect(header(page).get_by_role("link", name="Entrar")).to_be_visible()  # not logged in yet

    page.goto(confirmation_link(mailoutbox))
    page.get_by_role("button", name="Confirmar").click()
    expect(header(page).get_by_role("link", name=email)).to_be_visible()  # confirming logs in

    header(page).get_by_role("button", name="Salir").click()
    expect(header(page).get_by_role("link", name="Entrar")).to_be_visible()
    expect(header(page).get_by_text(email)).to_have_count(0)

    header(page).get_by_role("link", name="Entrar").click()
    page.locator("input[name=login]").fill(email)
    page.locator("input[name=password]").fill(PASSWORD)
    page.locator("main form button[type=submit]").click()
    expect(page).to_have_url(live_server.url + "/")
    expect(header(page).get_by_role("link", name=email)).to_be_visible()

    header(page).get_by_role("button", name="Salir").click()
    expect(header(page).get_by_role("link", name="Entrar")).to_be_visible()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_wrong_password_is_refused_with_a_message(page, live_server, django_user_model):
    page.goto(live_server.url + "/accounts/login/")
    page.locator("input[name=login]").fill("stranger@example.com")
    page.locator("input[name=password]").fill("not-the-password")
    page.locator("main form button[type=submit]").click()
    expect(page.locator("main .errorlist")).to_be_visible()
    expect(header(page).get_by_role("link", name="Entrar")).to_be_visible()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_sign_up_says_the_password_rules_once(page, live_server):
    """Before a try the rules show as the field's help; after a bad password, its errors say
    which rules failed, and the same rules are not listed a second time below them."""
    from tests.browser.a11y import assert_axe_clean, screenshots_at_both_widths, with_axe

    with_axe(page)
    page.goto(live_server.url + "/accounts/signup/")
    main = page.locator("main")
    assert main.inner_text().count("8 caracteres") == 1
    page.locator("#id_email").fill("ana@example.com")
    page.locator("#id_password1").fill("12345")
    page.locator("#id_password2").fill("12345")
    page.locator("form.stack-form button[type=submit]").click()
    page.locator("#id_password1_error").wait_for()
    text = main.inner_text()
    assert text.count("8 caracteres") == 1, text
    assert "solo números" in text or "solo tiene números" in text
    assert text.count("números") == 1, text
    assert_axe_clean(page, "sign-up with a bad password")
    screenshots_at_both_widths(page, "signup-errors")
