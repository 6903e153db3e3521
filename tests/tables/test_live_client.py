"""The table's page talks to its socket through htmx's WebSocket extension, vendored unchanged from
npm for the htmx that django-htmx serves, under the site's strict CSP; a few lines of our own do
only what the extension does not."""

import hashlib
import re
from pathlib import Path

import django_htmx
import pytest
from django.test import Client

from .helpers import open_table, sit

ROOT = Path(__file__).resolve().parents[2]
VENDORED = ROOT / "static" / "vendor" / "htmx-ext-ws"
SHA256 = "dab17ec53b42135cc90ca3657a9be5e2aae6cceb3dbbf1952541aa4650fcb59e"  # htmx-ext-ws 2.0.4's ws.js


def test_the_extension_is_the_npm_package_unchanged_for_the_htmx_django_htmx_serves():
    source = (VENDORED / "ws.js").read_bytes()
    assert hashlib.sha256(source).hexdigest() == SHA256
    assert SHA256 in (VENDORED / "README.md").read_text()
    assert "htmx-ext-ws 2.0.4" in (VENDORED / "README.md").read_text()
    htmx = (Path(django_htmx.__file__).parent / "static" / "django_htmx" / "htmx-2.js").read_text()
    major = re.search(r"version: '(\d+)\.", htmx).group(1)
    assert major == "2"  # the extension's peer dependency: htmx.org ^2.0.2
    assert (VENDORED / "LICENSE").exists()


@pytest.mark.django_db
def test_the_room_page_connects_through_the_extension_without_inline_script():
    owner, friend = Client(), Client()
    table = open_table(owner)
    sit(friend, table, 1)
    owner.post(f"/mesas/{table.code}/empezar/")
    html = friend.get(f"/mesas/{table.code}/").content.decode()
    assert re.search(r'id="table-live" hx-ext="ws" ws-connect="/ws/mesas/' + table.code + '/"', html)
    scripts = re.findall(r"<script\b[^>]*>", html)
    assert all(" src=" in tag for tag in scripts)  # no inline script
    sources = [re.search(r'src="([^"]+)"', tag).group(1) for tag in scripts]
    htmx = next(i for i, src in enumerate(sources) if "htmx-2" in src)
    assert sources.index(next(s for s in sources if "htmx-ext-ws/ws.js" in s)) > htmx
    assert 'id="hand" method="post"' in html
    assert "ws-send" in html
    assert "data-live" not in html


def test_our_own_script_is_only_what_the_extension_does_not_do():
    script = (ROOT / "static" / "js" / "tables.js").read_text()
    assert "new WebSocket" not in script  # the extension opens, reconnects and reads the socket
    assert "JSON.stringify" not in script  # and sends the forms as JSON
    assert ".send(" not in script
    assert "onmessage" not in script.lower()  # and swaps in what the server pushes
