"""Error responses say what happened, in the site's layout, with the right status."""

import pytest
from django.test import Client


@pytest.mark.django_db
def test_an_unknown_page_gets_a_404_with_a_clear_message(client):
    response = client.get("/no-existe/")
    assert response.status_code == 404
    body = response.content.decode()
    assert "Página no encontrada" in body
    assert 'class="site-header"' in body


@pytest.mark.django_db
def test_a_wrong_method_gets_a_405_page_naming_the_allowed_ones(client):
    response = client.get("/jugar/00000000-0000-0000-0000-000000000000/jugada/")
    assert response.status_code == 405
    assert response["Allow"] == "POST"
    body = response.content.decode()
    assert "Método no permitido" in body
    assert "POST" in body


@pytest.mark.django_db
def test_a_post_without_csrf_token_gets_a_403_page_that_says_why():
    client = Client(enforce_csrf_checks=True)
    response = client.post("/jugar/", {"variant": "habanero"})
    assert response.status_code == 403
    assert "La página ha caducado" in response.content.decode()


@pytest.mark.django_db
def test_the_404_page_speaks_english_when_asked(client):
    client.cookies["django_language"] = "en"
    response = client.get("/no-existe/")
    assert response.status_code == 404
    assert "Page not found" in response.content.decode()


def test_the_500_page_renders_without_any_context():
    from django.template.loader import render_to_string

    assert "Algo ha fallado" in render_to_string("500.html")


@pytest.mark.django_db
@pytest.mark.parametrize(
    ("handler", "status", "title"),
    [("bad_request", 400, "Petición no válida"), ("permission_denied", 403, "No tienes permiso")],
)
def test_the_400_and_403_handlers_render_the_error_page(rf, handler, status, title):
    from django.contrib.auth.models import AnonymousUser
    from django.utils import translation

    from ops import errors

    request = rf.get("/")
    request.user = AnonymousUser()
    with translation.override("es"):
        response = getattr(errors, handler)(request, Exception())
    assert response.status_code == status
    assert title in response.content.decode()
