"""base.html renders its visitor-independent parts once per process ({% chrome %} tag): what is
kept must never carry one visitor's language, section or account into another's page."""

import re

import pytest
from django.contrib.auth import get_user_model

pytestmark = pytest.mark.django_db


def current_nav(html):
    return re.findall(r'<a href="([^"]+)" aria-current="page">', html)


def test_each_language_gets_its_own_header_and_footer(client):
    spanish = client.get("/aprender/", HTTP_ACCEPT_LANGUAGE="es").content.decode()
    english = client.get("/aprender/", HTTP_ACCEPT_LANGUAGE="en", HTTP_COOKIE="").content.decode()
    assert "Crear cuenta" in spanish
    assert "Reglas del tute" in spanish
    assert "Sign up" in english
    assert "Crear cuenta" not in english
    assert 'aria-pressed="true">EN' in english
    assert 'aria-pressed="true">ES' in spanish


def test_the_current_section_is_marked_per_page(client):
    pages = {"/aprender/": ["/aprender/"], "/jugar/": ["/jugar/"], "/profesores/": ["/profesores/"], "/": []}
    for _round in range(2):  # the second round is served from the cache
        for url, marked in pages.items():
            assert current_nav(client.get(url).content.decode()) == marked, url


def test_accounts_and_tokens_are_never_shared(client):
    users = [
        get_user_model().objects.create_user(f"u{n}", f"u{n}@example.com", "pw-123456789") for n in (1, 2)
    ]
    pages = []
    for user in users:
        client.force_login(user)
        pages.append(client.get("/aprender/").content.decode())
        client.logout()
    anonymous = client.get("/aprender/").content.decode()
    assert "u1@example.com" in pages[0]
    assert "u2@example.com" not in pages[0]
    assert "u2@example.com" in pages[1]
    assert "u1@example.com" not in pages[1]
    assert "u1@example.com" not in anonymous
    assert "Entrar" in anonymous
    token = re.compile(r'name="csrfmiddlewaretoken" value="([^"]+)"')
    assert token.findall(pages[0])[0] != token.findall(pages[1])[0]
    assert 'name="next" type="hidden" value="/aprender/"' in anonymous
