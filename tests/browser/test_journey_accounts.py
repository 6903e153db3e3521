"""Account pages in the site's voice: sign up with a password mistake shown beside the
password, the confirmation e-mail signed with the site's name, a forgotten password reset from
its e-mail and a link to log in afterwards; no generated user name anywhere."""

import re

import pytest
from django.contrib.auth import get_user_model
from playwright.sync_api import expect

from tests.browser.test_journey import shots

PASSWORD = "baza-de-oros-2025"
NEW_PASSWORD = "cuarenta-en-bastos-77"


def link_in(mail, pattern):
    match = re.search(pattern, mail.body)
    assert match, mail.body
    return match.group(0)


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_learner_signs_up_in_the_sites_voice_and_the_mistake_is_beside_the_password(
    page, live_server, mailoutbox
):
    page.goto(live_server.url + "/")
    page.locator("header.site-header").get_by_role("link", name="Crear cuenta").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Crear cuenta")
    page.get_by_label("Tu correo electrónico").fill("ana@example.com")
    page.get_by_label("Elige una contraseña").fill(PASSWORD)
    page.get_by_label("Repite la contraseña").fill(PASSWORD + "x")
    page.get_by_role("button", name="Crear mi cuenta").click()

    repeat = page.locator(".field", has=page.get_by_label("Repite la contraseña"))
    expect(repeat.locator(".errorlist")).to_have_text(
        "Tienes que escribir la misma contraseña las dos veces."
    )
    expect(page.locator(".form-errors")).to_have_count(0)  # not at the top of the form
    expect(page.get_by_label("Repite la contraseña")).to_have_attribute("aria-invalid", "true")

    page.get_by_label("Elige una contraseña").fill("12345678")
    page.get_by_label("Repite la contraseña").fill("12345678")
    page.get_by_role("button", name="Crear mi cuenta").click()
    choose = page.locator(".field", has=page.get_by_label("Elige una contraseña"))
    expect(choose.locator(".errorlist")).to_contain_text("Esa contraseña es de las más usadas")

    page.get_by_label("Elige una contraseña").fill(PASSWORD)
    page.get_by_label("Repite la contraseña").fill(PASSWORD)
    page.get_by_role("button", name="Crear mi cuenta").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Confirma tu correo")
    shots(page, "account-verification-sent")

    assert len(mailoutbox) == 1
    mail = mailoutbox[0]
    assert mail.subject == "Aprende Tute · Confirma tu correo para empezar"
    assert "Aprende Tute" in mail.body
    assert "localhost" not in mail.body.split("http")[0]
    user = get_user_model().objects.get(email="ana@example.com")
    assert user.username not in mail.body.replace(user.email, "")  # the generated user name is never shown

    page.goto(link_in(mail, r"https?://\S+/accounts/confirm-email/\S+/"))
    expect(page.locator("main")).to_contain_text("¿Es ana@example.com tu correo?")
    assert user.username not in page.locator("main").inner_text().replace(user.email, "")
    page.get_by_role("button", name="Confirmar").click()
    expect(page.locator(".messages")).to_contain_text("Has confirmado ana@example.com.")
    assert user.username not in page.content().replace(user.email, "")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_learner_resets_a_forgotten_password_and_is_offered_to_log_in(page, live_server, mailoutbox):
    user = get_user_model().objects.create_user(
        username="x7f3k2", email="luis@example.com", password=PASSWORD
    )
    from allauth.account.models import EmailAddress

    EmailAddress.objects.create(user=user, email=user.email, verified=True, primary=True)
    page.goto(live_server.url + "/accounts/login/")
    expect(page.get_by_role("heading", level=1)).to_have_text("Entrar")
    shots(page, "account-login")
    page.get_by_label("Tu correo electrónico").fill("luis@example.com")
    page.get_by_label("Tu contraseña").fill("no-es-esta")
    page.get_by_role("button", name="Entrar", exact=True).click()
    expect(page.locator(".form-errors")).to_have_text("El correo o la contraseña no son correctos.")

    page.get_by_role("link", name="¿Has olvidado tu contraseña?").click()
    page.get_by_label("Tu correo electrónico").fill("luis@example.com")
    page.get_by_role("button", name="Enviarme el enlace").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Revisa tu correo")
    shots(page, "account-reset-sent")
    mail = mailoutbox[-1]
    assert mail.subject == "Aprende Tute · Cambia tu contraseña"
    assert "x7f3k2" not in mail.body

    page.goto(link_in(mail, r"https?://\S+/accounts/password/reset/key/\S+/"))
    page.get_by_label("Contraseña nueva", exact=True).fill(NEW_PASSWORD)
    page.get_by_label("Repite la contraseña nueva").fill(NEW_PASSWORD)
    page.get_by_role("button", name="Guardar la contraseña").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Contraseña cambiada")
    shots(page, "account-reset-done")
    page.get_by_role("link", name="Entrar con la contraseña nueva").click()
    page.get_by_label("Tu correo electrónico").fill("luis@example.com")
    page.get_by_label("Tu contraseña").fill(NEW_PASSWORD)
    page.get_by_role("button", name="Entrar", exact=True).click()
    expect(page.locator(".messages")).to_contain_text("¡Hola de nuevo! Ya estás dentro.")
    assert "x7f3k2" not in page.content()
