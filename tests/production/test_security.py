"""Security settings: Content Security Policy without inline code, cookies, allauth rate limits.

Pages are found by following links from the home page, the practice table and the course, as an
anonymous visitor and as a signed-in learner, so new pages are covered without listing them here.
"""

import json
import re
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model
from django.urls import reverse

from .production_env import run_production_python
from .site_pages import crawl

ROOT = Path(__file__).resolve().parents[2]

# Inline code the CSP forbids: <script> without src (JSON data blocks are not code), <style>,
# style="" attributes, on*="" handlers, javascript: URLs.
INLINE_CODE = {
    "inline script": re.compile(
        r"<script\b(?![^>]*\bsrc=)(?![^>]*type=\"application/(?:ld\+)?json\")[^>]*>", re.I
    ),
    "style element": re.compile(r"<style\b", re.I),
    "style attribute": re.compile(r"<[a-z][^>]*\sstyle\s*=", re.I),
    "event handler attribute": re.compile(r"<[a-z][^>]*\son[a-z]+\s*=", re.I),
    "javascript: URL": re.compile(r"javascript:", re.I),
}


def inline_code_problems(html):
    """[(kind, excerpt)] of every piece of inline code in `html`."""
    problems = []
    for kind, pattern in INLINE_CODE.items():
        for match in pattern.finditer(html):
            problems.append((kind, html[max(0, match.start() - 40) : match.end() + 60]))
    return problems


def _fetch_with(client):
    def fetch(url):
        response = client.get(url)
        if response.status_code != 200 or "text/html" not in response.get("Content-Type", ""):
            return None
        fetch.responses[url] = response
        return response.content.decode()

    fetch.responses = {}
    return fetch


def _start_game(client):
    response = client.post(reverse("games:new"), {"preset": "parejas"})
    assert response.status_code == 302, response.status_code
    return response["Location"]


def _site_pages(client):
    fetch = _fetch_with(client)
    start = ["/", reverse("tutorial:course"), reverse("games:new"), _start_game(client)]
    pages = crawl(fetch, start)
    return pages, fetch.responses


@pytest.fixture
def learner(django_user_model):
    return django_user_model.objects.create_user("learner", "learner@example.com", "secreto-largo-1")


@pytest.mark.django_db
@pytest.mark.parametrize("who", ["anonymous", "learner"])
def test_every_page_sends_a_csp_with_nonces_and_without_unsafe_inline(client, learner, who):
    if who == "learner":
        client.force_login(learner)
    pages, responses = _site_pages(client)
    assert len(pages) >= 15, sorted(pages)
    for url, response in responses.items():
        policy = response.get("Content-Security-Policy")
        assert policy, f"{url} has no Content-Security-Policy"
        directives = dict(d.strip().split(" ", 1) for d in policy.split(";") if " " in d.strip())
        assert "'unsafe-inline'" not in policy, (url, policy)
        assert "'unsafe-eval'" not in policy, (url, policy)
        assert directives["default-src"] == "'self'"
        assert directives["style-src"] == "'self'"
        assert directives["object-src"] == "'none'"
        assert directives["frame-ancestors"] == "'none'"
        assert directives["script-src"].startswith("'self'"), (url, policy)


@pytest.mark.django_db
@pytest.mark.parametrize("who", ["anonymous", "learner"])
def test_no_page_contains_inline_scripts_styles_or_handlers(client, learner, who):
    if who == "learner":
        client.force_login(learner)
    pages, _responses = _site_pages(client)
    problems = {url: found for url, html in pages.items() if (found := inline_code_problems(html))}
    assert not problems, json.dumps(problems, indent=1, ensure_ascii=False)[:4000]


def _template_files():
    dirs = [ROOT / "templates", *ROOT.glob("*/templates")]
    return sorted(path for d in dirs for path in d.rglob("*.html") if ".venv" not in path.parts)


def test_no_template_contains_inline_scripts_styles_or_handlers():
    files = _template_files()
    assert len(files) > 20
    problems = {}
    for path in files:
        text = path.read_text()
        # A <script> with a {% static %} src is fine; the regexes see the tag text as written.
        found = inline_code_problems(text)
        if found:
            problems[str(path.relative_to(ROOT))] = found
    assert not problems, json.dumps(problems, indent=1, ensure_ascii=False)[:4000]


def test_the_csp_is_applied_in_tests_too():
    assert "django.middleware.csp.ContentSecurityPolicyMiddleware" in settings.MIDDLEWARE
    assert settings.SECURE_CSP["style-src"] == ["'self'"]


# --- cookies and rate limits in production ------------------------------------------------------

PRODUCTION_COOKIES = """
from django.core.management import call_command
from django.test import Client, override_settings
from django.urls import reverse
call_command("migrate", verbosity=0)
# Plain static storage: the manifest only exists after collectstatic.
plain = {"default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
         "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"}}
override_settings(STORAGES=plain).enable()
client = Client()
cookies = {}
client.get(reverse("account_login"), secure=True)
client.post(reverse("games:new"), {"preset": "habanero"}, secure=True)
client.post(reverse("set_language"), {"language": "en", "next": "/"}, secure=True)
for name, morsel in client.cookies.items():
    cookies[name] = {"secure": bool(morsel["secure"]), "httponly": bool(morsel["httponly"]),
                     "samesite": morsel["samesite"]}
import json; print(json.dumps(cookies))
"""


def test_production_cookies_are_secure_and_httponly():
    result = run_production_python(PRODUCTION_COOKIES)
    assert result.returncode == 0, result.stderr[-3000:]
    cookies = json.loads(result.stdout.strip().splitlines()[-1])
    assert {"csrftoken", "sessionid", "django_language"} <= set(cookies), cookies
    for name, flags in cookies.items():
        assert flags["secure"], (name, flags)
        assert flags["httponly"], (name, flags)
        assert flags["samesite"] == "Lax", (name, flags)


RATE_LIMITS = """
from allauth.account import app_settings
import json; print(json.dumps(app_settings.RATE_LIMITS))
"""


def test_allauth_rate_limits_log_in_and_sign_up_outside_tests():
    result = run_production_python(RATE_LIMITS)
    assert result.returncode == 0, result.stderr[-3000:]
    limits = json.loads(result.stdout.strip().splitlines()[-1])
    assert limits.get("login_failed"), limits
    assert limits.get("signup"), limits
    assert limits.get("login"), limits


def test_allauth_rate_limits_are_off_only_under_tests():
    assert settings.ACCOUNT_RATE_LIMITS is False
    assert get_user_model()  # the accounts stack is loaded
