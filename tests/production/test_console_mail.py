"""The development console mail (ops/mail.py): the sign-up confirmation link copied from the
terminal of ./scripts/run.sh must be whole (Django's console backend printed quoted-printable,
cutting it in two)."""

import io
import re

import pytest
from django.core.mail.backends.console import EmailBackend as DjangoConsole

from ops.mail import EmailBackend
from tests.production.production_env import run_production_python

pytestmark = pytest.mark.django_db

LINK = re.compile(r"https?://\S+/accounts/confirm-email/\S+/")


def _confirmation(client, mailoutbox):
    response = client.post(
        "/accounts/signup/",
        {"email": "ana.maria@example.com", "password1": "pw-larga-123", "password2": "pw-larga-123"},
    )
    assert response.status_code == 302
    (message,) = mailoutbox
    link = LINK.search(message.body).group(0)
    return message, link


def _printed(backend_class, message):
    stream = io.StringIO()
    backend_class(stream=stream).send_messages([message])
    return stream.getvalue()


def test_the_confirmation_link_prints_whole_and_the_text_readable(client, mailoutbox):
    message, link = _confirmation(client, mailoutbox)
    printed = _printed(EmailBackend, message)
    assert any(line.strip() == link or link in line.split() for line in printed.splitlines()), printed
    assert "=C3" not in printed
    assert "Subject: " in printed
    assert "ana.maria@example.com" in printed
    # Django's own console backend cuts it (the reason for ops/mail.py).
    assert link not in _printed(DjangoConsole, message)


def test_debug_prints_mail_with_the_readable_backend():
    result = run_production_python(
        "from django.conf import settings; print(settings.MAILERS['default']['BACKEND'])",
        DEBUG="1",
        SECRET_KEY="dev-" + "k" * 60,
    )
    assert result.returncode == 0, result.stderr[-2000:]
    assert result.stdout.strip() == "ops.mail.EmailBackend"
