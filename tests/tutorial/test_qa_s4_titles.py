"""QA pass (learning part): a step reached with htmx renames the browser tab (and the history
entry) like a full page load does."""

import re

import pytest

pytestmark = pytest.mark.django_db

HTMX = {"HX-Request": "true"}


def titles(html):
    return re.findall(r"<title>(.*?)</title>", html, re.S)


@pytest.mark.parametrize(
    "url",
    [
        "/aprender/montar/2/",  # text step
        "/aprender/montar/5/",  # exercise step
        "/aprender/montar/7/",  # quiz intro
        "/aprender/montar/prueba/7/1/",
        "/aprender/montar/prueba/7/",
        "/aprender/practicar/winner/3/",
    ],
)
def test_the_htmx_partial_carries_the_same_title_as_the_full_page(client, url):
    full = client.get(url, headers={"Accept-Language": "es"})
    partial = client.get(url, headers={"Accept-Language": "es", **HTMX})
    assert full.status_code == partial.status_code == 200
    page_title = titles(full.content.decode())[0]
    # htmx takes the first <title> of the response when it is top level: it must come before
    # the card pictures, whose SVGs hold <title>s too
    assert partial.content.decode().lstrip().startswith(f"<title>{page_title}</title>")


def test_a_step_title_names_the_step_and_the_lesson(client):
    partial = client.get("/aprender/montar/2/", headers={"Accept-Language": "es", **HTMX})
    assert titles(partial.content.decode())[0] == "La que va ganando, no la de salida · Montar · Aprende Tute"
