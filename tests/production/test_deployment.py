"""Hardening for a real deployment (behind a proxy, several workers, Redis, PostgreSQL)."""

import importlib.metadata
import json
import re
import subprocess
import threading
from pathlib import Path

import pytest
from allauth.account.models import EmailAddress
from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.sessions.backends.cached_db import SessionStore
from django.core.cache import cache, caches
from django.db import connection
from django.test import Client, RequestFactory, override_settings

from games.models import SESSION_KEY, Game
from ops.clients import client_ip
from ops.inputs import clean_code, parse_int

from .live_http import Browser
from .production_env import SOME_REDIS, run_manage, run_production_python

ROOT = Path(__file__).resolve().parents[2]
PROXY = "10.0.0.2"  # what REMOTE_ADDR is behind the proxy: the proxy itself
on_postgresql = pytest.mark.skipif(connection.vendor != "postgresql", reason="needs PostgreSQL")
SITE_LIMITS = settings.ACCOUNT_RATE_LIMITS if settings.ACCOUNT_RATE_LIMITS else None


def _production_limits():
    result = run_production_python(
        "from django.conf import settings; import json; print(json.dumps(settings.ACCOUNT_RATE_LIMITS))"
    )
    assert result.returncode == 0, result.stderr[-2000:]
    return json.loads(result.stdout.strip().splitlines()[-1])


def _user(email, password="pw-Correct-horse-1", verified=True):
    user = get_user_model().objects.create_user(email, email, password)
    EmailAddress.objects.create(user=user, email=email, verified=verified, primary=True)
    return user


def _login(client, email, password, ip):
    return client.post(
        "/accounts/login/", {"login": email, "password": password}, REMOTE_ADDR=PROXY, HTTP_X_FORWARDED_FOR=ip
    )


# --- 1. rate limits per client behind the proxy -----------------------------------------------


@pytest.mark.django_db
def test_the_client_address_is_taken_from_the_trusted_proxy():
    request = RequestFactory().get("/", REMOTE_ADDR=PROXY, HTTP_X_FORWARDED_FOR="1.1.1.1, 203.0.113.7")
    with override_settings(ALLAUTH_TRUSTED_PROXY_COUNT=1):
        assert client_ip(request) == "203.0.113.7"  # what the client wrote itself (1.1.1.1) is ignored
    with override_settings(ALLAUTH_TRUSTED_PROXY_COUNT=2):
        assert client_ip(request) == "1.1.1.1"
    with override_settings(ALLAUTH_TRUSTED_PROXY_COUNT=0):
        assert client_ip(request) == PROXY
    header = RequestFactory().get("/", REMOTE_ADDR=PROXY, HTTP_X_REAL_IP="198.51.100.4")
    with override_settings(ALLAUTH_TRUSTED_CLIENT_IP_HEADER="X-Real-IP"):
        assert client_ip(header) == "198.51.100.4"
    with override_settings(ALLAUTH_TRUSTED_PROXY_COUNT=3):
        assert client_ip(request) == ""  # fewer hops than proxies: no address, never a 500


def test_the_proxy_settings_come_from_the_environment():
    code = "from django.conf import settings; print(settings.ALLAUTH_TRUSTED_PROXY_COUNT)"
    result = run_production_python(code, ALLAUTH_TRUSTED_PROXY_COUNT="1")
    assert result.stdout.strip().splitlines()[-1] == "1", result.stderr[-2000:]
    result = run_production_python(code, ALLAUTH_TRUSTED_PROXY_COUNT="uno")
    assert result.returncode != 0
    assert "ALLAUTH_TRUSTED_PROXY_COUNT" in result.stderr


def _signs_in(email, password, ip):
    """Whether a fresh browser at ``ip`` (behind the proxy) gets in: a refused or rate-limited
    login answers the form again (200) with its message."""
    return _login(Client(), email, password, ip).status_code == 302


@pytest.mark.django_db
def test_two_clients_behind_the_proxy_get_separate_buckets():
    cache.clear()
    _user("ana@example.com")
    _user("bea@example.com")
    limits = {"login_failed": "3/m/ip,100/m/key", "login": "1000/m/ip"}
    with override_settings(ACCOUNT_RATE_LIMITS=limits, ALLAUTH_TRUSTED_PROXY_COUNT=1):
        for _ in range(4):
            assert not _signs_in("ana@example.com", "wrong", "203.0.113.66")
        assert not _signs_in(
            "ana@example.com", "pw-Correct-horse-1", "203.0.113.66"
        )  # that client's bucket is full
        assert _signs_in("bea@example.com", "pw-Correct-horse-1", "198.51.100.20")  # another client's is not
    cache.clear()
    with override_settings(ACCOUNT_RATE_LIMITS=limits, ALLAUTH_TRUSTED_PROXY_COUNT=0):
        for _ in range(4):
            _signs_in("ana@example.com", "wrong", "203.0.113.66")
        # Without the proxy setting everyone is the proxy: one bucket, Bea is locked out.
        assert not _signs_in("bea@example.com", "pw-Correct-horse-1", "198.51.100.20")


@pytest.mark.django_db
def test_a_class_of_forty_behind_one_nat_signs_in_within_a_minute():
    cache.clear()
    limits = _production_limits()
    pupils = [_user(f"pupil{n}@example.com") for n in range(40)]
    with override_settings(ACCOUNT_RATE_LIMITS=limits, ALLAUTH_TRUSTED_PROXY_COUNT=1):
        for pupil in pupils[:10]:  # a few typos first, as in any class
            assert not _signs_in(pupil.email, "typo", "192.0.2.1")
        for pupil in pupils:
            assert _signs_in(pupil.email, "pw-Correct-horse-1", "192.0.2.1"), pupil.email
        # The per-account limit still stops guessing one pupil's password.
        for _ in range(5):
            _signs_in(pupils[0].email, "guess", "192.0.2.1")
        assert not _signs_in(pupils[0].email, "pw-Correct-horse-1", "192.0.2.1")
        assert _signs_in(pupils[1].email, "pw-Correct-horse-1", "192.0.2.1")


@pytest.mark.django_db
@pytest.mark.skipif(not settings.REDIS_URL, reason="REDIS_URL is not set")
def test_rate_limit_counters_are_in_redis_shared_by_every_worker():
    from django.core.cache.backends.redis import RedisCache

    assert isinstance(caches["default"], RedisCache)
    cache.clear()
    _user("ana@example.com")
    prefix = settings.CACHES["default"]["KEY_PREFIX"]
    limits = {"login_failed": "2/m/ip,100/m/key"}
    with override_settings(ACCOUNT_RATE_LIMITS=limits, ALLAUTH_TRUSTED_PROXY_COUNT=1):
        _signs_in("ana@example.com", "wrong", "203.0.113.9")
        _signs_in("ana@example.com", "wrong", "203.0.113.9")
        other_worker = RedisCache(settings.REDIS_URL, {"KEY_PREFIX": prefix})
        assert other_worker._cache.get_client().keys(f"{prefix}:*"), "allauth's counters are not in Redis"
        assert not _signs_in("ana@example.com", "pw-Correct-horse-1", "203.0.113.9")


# --- 3. the admin signs in through allauth's limited login --------------------------------------


@pytest.mark.django_db
def test_the_admin_login_goes_through_the_site_login():
    response = Client().get("/admin/login/?next=/admin/")
    assert response.status_code == 302
    assert response["Location"].startswith("/accounts/login/")
    staff = _user("boss@example.com")
    staff.is_staff = staff.is_superuser = True
    staff.save()
    guessing = Client()
    for _ in range(3):  # passwords posted to the admin's own form are never checked there
        answer = guessing.post("/admin/login/", {"username": "boss@example.com", "password": "guess"})
        assert answer.status_code == 302
        assert answer["Location"].startswith("/accounts/login/")
    assert "_auth_user_id" not in guessing.session
    signed_in = Client()
    assert _login(signed_in, "boss@example.com", "pw-Correct-horse-1", "203.0.113.1").status_code == 302
    assert signed_in.get("/admin/").status_code == 200


# --- 4. account pre-hijacking ---------------------------------------------------------------------


def _link(mailoutbox, pattern):
    body = mailoutbox[-1].body
    match = re.search(pattern, body)
    assert match, body
    return match.group(0)


@pytest.mark.django_db
def test_an_address_claimed_by_another_account_does_not_hijack_its_owner(mailoutbox):
    # The attacker, signed in to his own verified account, adds the victim's address.
    attacker = _user("mallory@example.com", password="pw-Mallory-own-1")
    mallory = Client()
    mallory.force_login(attacker)
    mallory.post("/accounts/email/", {"action_add": "", "email": "victim@example.com"})
    assert EmailAddress.objects.filter(user=attacker, email="victim@example.com", verified=False).exists()
    assert EmailAddress.objects.filter(user=attacker).count() == 2  # his own, and one pending change

    # The victim signs up with her address: she gets an account of her own.
    victim = Client()
    response = victim.post(
        "/accounts/signup/",
        {"email": "victim@example.com", "password1": "pw-Victim-own-1", "password2": "pw-Victim-own-1"},
    )
    assert response.status_code == 302, response.content.decode()[:2000]
    her = get_user_model().objects.exclude(pk=attacker.pk).get(email="victim@example.com")
    assert not EmailAddress.objects.filter(user=attacker, email="victim@example.com").exists()
    victim.get(_link(mailoutbox, r"/accounts/confirm-email/[^\s/]+/"))
    victim.post(_link(mailoutbox, r"/accounts/confirm-email/[^\s/]+/"))
    assert EmailAddress.objects.get(user=her, email="victim@example.com").verified

    # She resets her password: the link resets her account, never his.
    Client().post("/accounts/password/reset/", {"email": "victim@example.com"})
    reset = _link(mailoutbox, r"/accounts/password/reset/key/[^\s]+/")
    resetter = Client()
    page = resetter.get(reset, follow=True)
    resetter.post(
        page.redirect_chain[-1][0] if page.redirect_chain else reset,
        {"password1": "pw-Victim-new-2", "password2": "pw-Victim-new-2"},
    )
    her.refresh_from_db()
    attacker.refresh_from_db()
    assert her.check_password("pw-Victim-new-2")
    assert attacker.check_password("pw-Mallory-own-1")


@pytest.mark.django_db
def test_a_reset_goes_only_to_a_verified_address(mailoutbox):
    _user("pending@example.com", verified=False)
    Client().post("/accounts/password/reset/", {"email": "pending@example.com"})
    assert not any("/accounts/password/reset/key/" in mail.body for mail in mailoutbox)


# --- 5. parsing -----------------------------------------------------------------------------------


def test_numbers_are_ascii_digits_within_bounds():
    assert parse_int("42") == 42
    for bad in ("²", "١٢", "𝟘", "-1", "1e3", "", " 4", "9" * 30, None):
        assert parse_int(bad) is None, bad
    assert parse_int("5", maximum=4) is None


def test_codes_are_checked_against_their_alphabet():
    assert clean_code("e7kq-2m", alphabet="ABCDEFGHJKLMNPQRSTUVWXYZ23456789", length=6) == "E7KQ2M"
    for bad in ("E\x00", "E7KQ0M", "EÑKQ2M", "E" * 500):
        assert clean_code(bad, alphabet="ABCDEFGHJKLMNPQRSTUVWXYZ23456789", length=6) is None


@pytest.mark.django_db
@pytest.mark.parametrize(
    "url",
    [
        "/jugar/?variant=arrastre&players=²",
        "/profesores/codigo/?codigo=E%00",
        "/profesores/e/abc%00/",
        "/profesores/l/abc%00/",
        "/profesores/unirse/abc%00/",
    ],
)
def test_the_audits_bad_inputs_get_clear_answers(client, url):
    assert client.get(url).status_code in (200, 404)


@pytest.mark.django_db
def test_a_teachers_non_ascii_digits_get_clear_answers(client):
    from teachers import flows
    from teachers.models import Exercise, ExerciseSet
    from tests.teachers.conftest import builder_data

    teacher = _user("profe@example.com")
    flows.set_profile(teacher, is_teacher=True, display_name="Profe")
    exercise = Exercise.objects.create(
        owner=teacher, kind="legal", position="v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o"
    )
    exercise_set = ExerciseSet.objects.create(owner=teacher, title="Lista")
    client.force_login(teacher)
    assert client.post(f"/profesores/ejercicios/{exercise.pk}/a-lista/", {"set": "²"}).status_code == 404
    assert client.post(f"/profesores/listas/{exercise_set.pk}/", {"add": "²"}).status_code == 404
    assert client.get(f"/profesores/e/{exercise.token}/?respuesta=²").status_code == 404
    built = client.post(
        "/profesores/ejercicios/nuevo/",
        builder_data(action="save", variant="habanero/2", table="5o", pile="²"),
    )
    assert built.status_code == 400
    assert "número" in built.content.decode()
    assert not exercise_set.items.exists()
    assert Exercise.objects.count() == 1


@pytest.mark.django_db
def test_a_new_game_without_bot_levels_is_refused_not_a_500(client):
    response = client.post("/jugar/", {"variant": "arrastre", "players": "4"})
    assert response.status_code == 400


@pytest.mark.django_db
def test_a_long_email_local_part_answers_an_exercise(client):
    """The answer's display name comes from the address (64 characters before the @ are
    allowed) and its column holds 60: PostgreSQL refused the row, a 500."""
    from teachers.models import Answer, Exercise

    teacher = _user("profe@example.com")
    exercise = Exercise.objects.create(
        owner=teacher, kind="legal", position="v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o"
    )
    pupil = _user("a" * 64 + "@example.com")
    client.force_login(pupil)
    response = client.post(f"/profesores/e/{exercise.token}/", {"c": "4o"})
    assert response.status_code == 303
    assert Answer.objects.get(user=pupil).display_name == "a" * 60


# --- 6. transient database trouble ----------------------------------------------------------------


def test_connections_are_checked_and_statements_bounded():
    assert settings.DATABASES["default"]["CONN_HEALTH_CHECKS"] is True
    result = run_production_python(
        "from django.conf import settings; print(settings.DATABASES['default']['OPTIONS']['options'])",
        DATABASE_URL="postgres://u:p@127.0.0.1:5432/x", DB_LOCK_TIMEOUT_MS="1500",
    )  # fmt: skip
    assert result.stdout.strip().splitlines()[-1] == "-c lock_timeout=1500 -c statement_timeout=15000"


@on_postgresql
@pytest.mark.django_db(transaction=True)
def test_a_connection_the_database_dropped_is_replaced_not_a_500():
    """What a PostgreSQL restart does to a worker's kept connection: at the next request Django
    checks it (CONN_HEALTH_CHECKS) and opens a new one. (The test client skips that check, so
    the request's signals are sent here as the WSGI handler sends them.)"""
    import psycopg
    from django.core.signals import request_finished, request_started

    connection.ensure_connection()
    pid = connection.connection.info.backend_pid
    params = connection.get_connection_params()
    params.pop("cursor_factory", None)
    with psycopg.connect(**params, autocommit=True) as other:
        other.execute("SELECT pg_terminate_backend(%s)", [pid])
    request_finished.send(sender=None)
    request_started.send(sender=None)
    with connection.cursor() as cursor:
        cursor.execute("SELECT 1")
    assert connection.connection.info.backend_pid != pid


@on_postgresql
@pytest.mark.django_db(transaction=True)
def test_a_move_waiting_for_a_held_row_is_answered_as_a_changed_table(client):
    import psycopg

    client.post("/jugar/", {"preset": "habanero"})
    game = Game.objects.get()
    table = client.get(f"/jugar/{game.public_id}/").content.decode()
    ply = re.search(r'name="ply" value="(\d+)"', table).group(1)
    action = re.search(r'name="action" value="([^"]+)"', table).group(1)
    params = connection.get_connection_params()
    params.pop("cursor_factory", None)
    params.pop("options", None)
    with psycopg.connect(**params) as other:  # another request holding the game's row
        other.execute("SELECT 1 FROM games_game WHERE id = %s FOR UPDATE", [game.pk])
        response = client.post(f"/jugar/{game.public_id}/jugada/", {"ply": ply, "action": action})
        other.rollback()
    assert response.status_code == 409
    assert "La mesa ha cambiado" in response.content.decode()
    game.refresh_from_db()
    assert str(game.ply) == ply  # nothing saved


# --- 7. a double-submitted first game -------------------------------------------------------------


@pytest.mark.django_db(transaction=True)
def test_a_double_submitted_first_game_orphans_nothing(live_server):
    browser = Browser(live_server.url)
    browser.get("/jugar/")
    answers = []

    def submit():
        answers.append(browser.post("/jugar/", {"preset": "habanero"})[0])

    threads = [threading.Thread(target=submit) for _ in range(2)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert answers == [302, 302]
    key = SessionStore(browser.cookies["sessionid"])[SESSION_KEY]
    assert Game.objects.count() == 2
    assert set(Game.objects.values_list("anon_key", flat=True)) == {key}  # both games are hers


@pytest.mark.django_db(transaction=True)
def test_a_double_submitted_first_answer_keeps_both_with_the_student(live_server):
    from teachers import flows
    from teachers.models import Answer, Exercise

    teacher = _user("profe@example.com")
    flows.set_profile(teacher, is_teacher=True, display_name="Profe")
    exercise = Exercise.objects.create(
        owner=teacher, kind="legal", position="v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o"
    )
    url = f"/profesores/e/{exercise.token}/"
    browser = Browser(live_server.url)
    browser.get(url)
    assert browser.post(url, {"name": "Lucía"})[0] == 302
    answers = []
    threads = [
        threading.Thread(target=lambda: answers.append(browser.post(url, {"c": "4o"})[0])) for _ in range(2)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert sorted(answers) == [303, 303]
    key = SessionStore(browser.cookies["sessionid"])[flows.SESSION_KEY]
    assert list(Answer.objects.values_list("anon_key", flat=True)) == [key, key]


# --- 8. mail backends -----------------------------------------------------------------------------


def test_another_mail_backend_gets_no_smtp_options():
    code = (
        "from django.conf import settings; from django.core import mail\n"
        "print(settings.MAILERS)\n"
        "mail.send_mail('s', 'b', 'a@example.com', ['b@example.com']); print('sent', len(mail.outbox))"
    )
    result = run_production_python(code, MAIL_BACKEND="django.core.mail.backends.locmem.EmailBackend")
    assert result.returncode == 0, result.stderr[-2000:]
    assert "OPTIONS" not in result.stdout
    assert "sent 1" in result.stdout
    smtp = run_production_python(
        "from django.conf import settings; print(settings.MAILERS)", EMAIL_PORT="2525"
    )
    assert "'port': 2525" in smtp.stdout, smtp.stderr[-2000:]


# --- 9. development server ------------------------------------------------------------------------


def test_a_misspelt_switch_stops_the_start():
    result = run_manage("check", DEBUG="ture")
    assert result.returncode != 0
    assert "DEBUG='ture'" in result.stderr


def test_development_uses_a_random_key_kept_out_of_git():
    result = run_production_python(
        "from django.conf import settings; print(settings.SECRET_KEY)", DEBUG="1", SECRET_KEY=None
    )
    assert result.returncode == 0, result.stderr[-2000:]
    key = result.stdout.strip().splitlines()[-1]
    assert key == (ROOT / ".dev-secret-key").read_text().strip()
    assert len(key) >= 50
    assert (
        key
        not in subprocess.run(
            ["git", "grep", "-I", "-h", "-e", key[:20]], cwd=ROOT, capture_output=True, text=True
        ).stdout
    )
    ignored = subprocess.run(["git", "check-ignore", "-q", ".dev-secret-key"], cwd=ROOT)
    assert ignored.returncode == 0


@pytest.mark.parametrize("addr", ["0.0.0.0:8000", "192.168.1.5:8000", "[::]:8000"])
def test_run_refuses_to_listen_beyond_loopback_in_debug(addr):
    result = subprocess.run(
        [str(ROOT / "scripts/run.sh")], cwd=ROOT, capture_output=True, text=True, timeout=60,
        env={"PATH": "/usr/bin:/bin", "TUTE_ADDR": addr, "DEBUG": "1"},
    )  # fmt: skip
    assert result.returncode != 0
    assert "TUTE_ALLOW_PUBLIC=1" in result.stderr


# --- 11. smaller ones -----------------------------------------------------------------------------


@pytest.mark.django_db
def test_pages_answering_htmx_with_a_partial_vary_on_it(client):
    response = client.get("/aprender/baraja/1/")
    assert "HX-Request" in response["Vary"]
    assert "HX-Request" in client.get("/aprender/baraja/1/", HTTP_HX_REQUEST="true")["Vary"]


@pytest.mark.django_db
def test_the_csp_lists_no_nonce_nothing_would_use(client):
    assert "nonce" not in client.get("/").headers["Content-Security-Policy"]


def test_hsts_preload_is_opt_in():
    code = "from django.conf import settings; print(settings.SECURE_HSTS_PRELOAD)"
    assert run_production_python(code).stdout.strip().endswith("False")
    assert run_production_python(code, SECURE_HSTS_PRELOAD="1").stdout.strip().endswith("True")
    deploy = run_manage(
        "check", "--deploy", "--fail-level", "WARNING", REDIS_URL=SOME_REDIS, SECURE_HSTS_PRELOAD="1"
    )
    assert deploy.returncode == 0, deploy.stdout + deploy.stderr


BAD_HOST = """
from django.test import Client, override_settings
plain = {"default": {"BACKEND": "django.core.files.storage.FileSystemStorage"},
         "staticfiles": {"BACKEND": "django.contrib.staticfiles.storage.StaticFilesStorage"}}
with override_settings(STORAGES=plain):  # the manifest only exists after collectstatic
    print(Client().get("/", HTTP_HOST="evil.example").status_code)
"""


def test_a_bad_host_is_a_warning_not_an_error():
    result = run_production_python(BAD_HOST, LOG_FORMAT="json")
    assert result.stdout.strip().splitlines()[-1] == "400", result.stderr[-2000:]
    entries = [json.loads(line) for line in result.stderr.splitlines() if line.startswith("{")]
    host = [entry for entry in entries if entry["logger"] == "django.security.DisallowedHost"]
    assert host, entries
    assert {entry["level"] for entry in host} == {"WARNING"}, entries
    assert not any(entry["level"] in ("ERROR", "CRITICAL") for entry in entries), entries


def test_every_locked_requirement_has_hashes_and_installs_with_them():
    for name in ("requirements.txt", "requirements-test.txt"):
        blocks = re.split(r"\n(?=[A-Za-z0-9])", (ROOT / name).read_text())
        packages = [block for block in blocks if re.match(r"[A-Za-z0-9]", block)]
        assert packages
        for block in packages:
            assert re.match(r"[A-Za-z0-9._-]+==\S+", block), block[:200]
            assert "--hash=sha256:" in block, block[:200]
    assert "--require-hashes" in (ROOT / "scripts/bootstrap.sh").read_text()


def _pins(name):
    pins = {}
    for line in (ROOT / name).read_text().splitlines():
        match = re.match(r"([A-Za-z0-9._-]+)(?:\[[^\]]*\])?==([^\s;\\]+)", line)
        if match:
            pins[re.sub(r"[-_.]+", "-", match[1]).lower()] = match[2]
    return pins


def test_the_environment_running_the_tests_is_the_locked_one():
    """Every locked package is installed at its locked version, and every direct requirement is
    in the lock at the version requirements.in asks for: a lock edited by hand or an install
    that bypassed it fails here."""
    locked = _pins("requirements.txt") | _pins("requirements-test.txt")
    assert len(locked) > 40
    wrong = {}
    for name, version in locked.items():
        try:
            installed = importlib.metadata.version(name)
        except importlib.metadata.PackageNotFoundError:
            installed = None
        if installed != version:
            wrong[name] = (version, installed)
    assert not wrong, wrong
    sources = {"requirements.in": "requirements.txt", "requirements-test.in": "requirements-test.txt"}
    for source, lock in sources.items():
        wanted = _pins(source)
        assert wanted
        pinned = _pins(lock)
        assert {name: pinned.get(name) for name in wanted} == wanted


# --- #14 item 9: library helpers over hand-made ones ---------------------------------------------


@pytest.mark.django_db
@pytest.mark.parametrize("url", ["/", "/aprender/baraja/1/", "/jugar/"])
def test_every_page_has_one_htmx_config(client, url):
    assert client.get(url).content.decode().count('name="htmx-config"') == 1


@pytest.mark.django_db
def test_the_game_page_has_the_one_htmx_config_too(client):
    client.post("/jugar/", {"preset": "habanero"})
    html = client.get(f"/jugar/{Game.objects.get().public_id}/").content.decode()
    assert html.count('name="htmx-config"') == 1
    assert '"409","swap":true' in html


@pytest.mark.django_db
def test_shared_fragments_hold_no_per_request_values(client):
    from django.conf import settings as django_settings

    from ops import fragments

    fragments.clear()
    user = _user("frag@example.com")
    client.force_login(user)
    html = client.get("/aprender/baraja/2/").content.decode()
    token = re.search(r'name="csrfmiddlewaretoken" value="([^"]+)"', html).group(1)
    secret = client.cookies[django_settings.CSRF_COOKIE_NAME].value
    stored = fragments.stored()
    assert len(stored) >= 5, "the chrome and the lesson pieces were not kept"
    for key, value in stored.items():
        assert token not in value, key
        assert secret not in value, key
        assert "frag@example.com" not in value, key
        assert "nonce" not in value, key
        assert client.session.session_key not in value, key
