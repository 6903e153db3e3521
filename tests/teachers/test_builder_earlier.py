"""The builder sets the positions teachers ask for: cards already out in earlier tricks, cantes
already declared, the points so far and the student's place in the hand; the student reads them,
the engine checks what it owns, and the experto plays the earlier tricks with those cards."""

import re

import pytest
from django.test import Client

from teachers.models import Exercise
from teachers.suggest import suggestion
from tests.teachers.conftest import builder_data
from tute import notation

NEW = "/profesores/ejercicios/nuevo/"
# Five cards each: five tricks played before this one (20 cards out).
OUT = "1e,3e,12e,11e,10e,7e,6e,4e,1b,3b,12b,11b,10b,7b,6b,5b,1c,12c,11c,10c"


def field_errors(html, field):
    match = re.search(rf'<ul class="errorlist field-errors" id="errors-{field}">(.*?)</ul>', html, re.S)
    return re.sub(r"<[^>]+>", " ", match.group(1)) if match else ""


def saved(client, **overrides):
    response = client.post(NEW, builder_data(action="save", **overrides))
    assert response.status_code == 302, field_errors(response.content.decode(), "out")
    return Exercise.objects.get(pk=response["Location"].rstrip("/").rsplit("/", 1)[1])


@pytest.mark.django_db
def test_the_hand_so_far_is_saved_and_told_to_the_student(teacher_client, learner):
    exercise = saved(
        teacher_client,
        out=OUT,
        cante_o="mate",
        place="3",
        points_us="62",
        points_them="38",
        kind="best",
        accepted="1o",
    )
    position = notation.parse(exercise.position)
    assert position.cantes == ((0, "o"),)  # the partner of seat 2
    assert position.dealer == 3  # the student (seat 2) is the third to play: seat 3 deals
    assert exercise.setting["points"] == [62, 38]  # 80 in cards out + las veinte
    assert len(exercise.setting["out"]) == 20
    student = Client()
    student.force_login(learner)
    page = student.get(f"/profesores/e/{exercise.token}/").content.decode()
    assert "Ya han salido en las bazas anteriores" in page
    assert "el as de espadas" in page.split("Ya han salido")[1][:800]
    assert "Tu compañero cantó las veinte en oros en esta mano." in page
    assert "Puntos hasta ahora: vosotros 62, ellos 38." in page
    assert "fuiste el 3º en jugar" in page
    edit = teacher_client.get(f"/profesores/ejercicios/{exercise.pk}/editar/").content.decode()
    assert 'name="out" value="' in edit
    assert '<option value="mate" selected>' in edit
    assert '<option value="3" selected>' in edit


@pytest.mark.parametrize(
    ("overrides", "field", "words"),
    [
        ({"out": "1e,3e"}, "out", "marca las 20 cartas"),
        ({"out": OUT.replace("1e", "1o")}, "out", "en la mano o en la mesa"),
        ({"out": OUT.replace("3e,", "1e,")}, "out", "dos veces"),
        ({"cante_c": "rival", "hand": "4o,7o,1o,12c,5e"}, "cantes", "en la mano del alumno"),
        (
            {"variant": "arrastre/3", "hand": "4o,7o,1o,3c,5e,6e,7e,10e", "table": "5o", "cante_o": "mate"},
            "cantes",
            "compañero",
        ),
        ({"points_us": "10", "points_them": "", "cante_o": "me"}, "points_us", "los dos lados"),
        ({"points_us": "10", "points_them": "5", "cante_o": "me"}, "points", "incluyen sus cantes"),
        ({"out": OUT, "points_us": "10", "points_them": "5"}, "points", "suman"),
        ({"place": "9"}, "place", "lista"),
    ],
)
@pytest.mark.django_db
def test_each_impossible_hand_so_far_is_explained_next_to_its_field(teacher_client, overrides, field, words):
    response = teacher_client.post(NEW, builder_data(action="save", **overrides))
    assert response.status_code == 400
    assert words in field_errors(response.content.decode(), field)
    assert not Exercise.objects.exists()


@pytest.mark.django_db
def test_a_card_clicked_as_out_leaves_the_hand_and_shows_as_out(teacher_client):
    response = teacher_client.post(NEW, builder_data(target="out", tap="4o"), HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert 'name="hand" value="7o,1o,3c,5e"' in html
    assert 'name="out" value="4o"' in html
    assert re.search(r'id="pick-4o"[^>]*\n?[^>]*class="deck-card in-out"', html)


def test_the_experto_plays_the_earlier_tricks_with_the_cards_out():
    import random

    from teachers.suggest import position_view

    position = notation.parse("v:arrastre/4 t:c d:3 s:2 h2:4o,7o,1o,3c,5e m:5o,12o")
    out = OUT.split(",")
    view = position_view(position, random.Random(1), tuple(out))
    assert view is not None
    assert not set(out) & set(view.unseen())  # what went out is nobody's now
    assert view.dealer == 3
    assert suggestion(position, out=out) == "1o"
