"""Site foundation: pages answer, no dead links, language switch, production settings."""

import re
import secrets
from pathlib import Path

import pytest
from django.urls import reverse

from tests.production.production_env import SOME_REDIS, run_manage

ROOT = Path(__file__).resolve().parent.parent

# Site pages by path.
PAGES = [
    "/",
    "/reglas/",
    "/jugar/",
    "/profesores/",
    "/accounts/login/",
    "/accounts/signup/",
    "/accounts/password/reset/",
]


@pytest.mark.django_db
@pytest.mark.parametrize("path", PAGES)
def test_page_answers_and_uses_the_site_layout(client, path):
    response = client.get(path)
    assert response.status_code == 200
    html = response.content.decode()
    assert 'class="site-header"' in html
    assert "htmx" in html  # django-htmx's bundled script
    assert 'hx-headers=\'{"X-CSRFToken": "' in html


def _local_links(html):
    return sorted({href for href in re.findall(r'href="(/[^"#]*)"', html) if not href.startswith("/static/")})


@pytest.mark.django_db
@pytest.mark.parametrize("path", ["/", "/reglas/", "/profesores/", "/accounts/login/"])
def test_every_link_on_the_page_leads_somewhere(client, path):
    links = _local_links(client.get(path).content.decode())
    assert reverse("tutorial:course") in links
    assert reverse("rules") in links
    for href in links:
        assert client.get(href).status_code == 200, href


@pytest.mark.django_db
def test_home_leads_to_lessons_practice_and_teachers(client):
    html = client.get("/").content.decode()
    main = html[html.index("<main") : html.index("</main>")]
    for href in (reverse("tutorial:course"), "/jugar/", "/profesores/"):
        assert f'href="{href}"' in main


@pytest.mark.django_db
def test_spanish_is_the_default_language(client):
    html = client.get("/").content.decode()
    assert '<html lang="es">' in html


@pytest.mark.django_db
def test_language_switch_sets_english_and_back(client):
    response = client.post(reverse("set_language"), {"language": "en", "next": "/accounts/login/"})
    assert response.status_code == 302
    assert response["Location"] == "/accounts/login/"
    html = client.get("/accounts/login/").content.decode()
    assert '<html lang="en">' in html
    assert "Sign in" in html

    client.post(reverse("set_language"), {"language": "es", "next": "/"})
    html = client.get("/accounts/login/").content.decode()
    assert '<html lang="es">' in html
    assert "<h1>Entrar</h1>" in html


@pytest.mark.django_db
def test_logged_in_header_shows_the_account_and_a_logout_form(client, django_user_model):
    learner = django_user_model.objects.create_user("learner", "learner@example.com", "x")
    client.force_login(learner)
    html = client.get("/").content.decode()
    assert "learner@example.com" in html
    assert f'action="{reverse("account_logout")}"' in html


def _manage(*args, **env):
    """Run manage.py in a fresh interpreter with a production-like environment."""
    return run_manage(*args, **env)


def test_production_settings_pass_check_deploy_without_warnings():
    result = _manage(
        "check", "--deploy", "--fail-level", "WARNING",
        DEBUG="0", SECRET_KEY=secrets.token_urlsafe(64), ALLOWED_HOSTS="tute.example.com",
        REDIS_URL=SOME_REDIS,
    )  # fmt: skip
    assert result.returncode == 0, result.stdout + result.stderr
    assert "System check identified no issues" in result.stdout


def test_check_deploy_catches_a_weak_secret_key():
    result = _manage(
        "check", "--deploy", "--fail-level", "WARNING",
        DEBUG="0", SECRET_KEY="too-short", ALLOWED_HOSTS="tute.example.com", REDIS_URL=SOME_REDIS,
    )  # fmt: skip
    assert result.returncode != 0
    assert "security.W009" in result.stdout + result.stderr


def test_production_refuses_to_start_without_a_secret_key():
    result = _manage("check", DEBUG="0", ALLOWED_HOSTS="tute.example.com", SECRET_KEY=None)
    assert result.returncode != 0
    assert "SECRET_KEY must be set" in result.stderr


def test_no_template_comment_spans_lines():
    """Django's ``{# #}`` comments end at the line's end: one left open shows its text on the
    page. Longer comments use ``{% comment %}``."""
    open_comments = [
        f"{path.relative_to(ROOT)}:{number}"
        for path in (ROOT / "templates").rglob("*.html")
        for number, line in enumerate(path.read_text().splitlines(), 1)
        if line.count("{#") > line.count("#}")
    ]
    assert not open_comments
