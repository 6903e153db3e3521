"""Every builder validation error, shown next to the field that caused it (id="errors-<field>")."""

import re

import pytest

from teachers import builder
from teachers.models import Exercise
from tests.teachers.conftest import builder_data

NEW = "/profesores/ejercicios/nuevo/"


def field_errors(response, field):
    html = response.content.decode()
    match = re.search(rf'<ul class="errorlist field-errors" id="errors-{field}">(.*?)</ul>', html, re.S)
    return re.sub(r"<[^>]+>", " ", match.group(1)) if match else ""


def save(client, **overrides):
    return client.post(NEW, builder_data(action="save", **overrides))


@pytest.mark.django_db
def test_a_valid_exercise_is_saved_as_the_course_spec(teacher_client, teacher):
    response = save(teacher_client)
    assert response.status_code == 302
    exercise = Exercise.objects.get(owner=teacher)
    assert exercise.position == "v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o"
    assert exercise.spec()["type"] == "legal"
    assert response["Location"] == f"/profesores/ejercicios/{exercise.pk}/"


@pytest.mark.parametrize(
    ("overrides", "field", "words"),
    [
        ({"variant": "mus/4"}, "variant", "variante"),
        ({"trump": "x"}, "trump", "triunfo"),
        ({"kind": "nada"}, "kind", "tipo"),
        ({"hand": "4o,4o,1o"}, "hand", "dos veces"),
        ({"hand": "4o,13x"}, "hand", "no es una carta"),
        ({"table": "4o,12o"}, "table", "mano y en la mesa"),
        ({"table": "5o,12o,1c,2c"}, "table", "como mucho 3"),
        ({"hand": "1o,2o,3o,4o,5o,6o,7o,10o,11o,12o,1c", "table": ""}, "hand", "10 cartas"),
        ({"hand": ""}, "hand", "mano del alumno"),
        ({"kind": "winner", "table": "5o"}, "table", "al menos dos"),
        ({"kind": "points", "table": ""}, "table", "puntos"),
        ({"kind": "best", "accepted": ""}, "accepted", "al menos una"),
        ({"kind": "best", "accepted": "4o"}, "accepted", "no se puede jugar"),
        ({"variant": "arrastre/3", "opt_tres_sin_doses": "1", "hand": "2o,4o"}, "hand", "doses"),
        ({"variant": "habanero/2", "table": "5o", "pile": "12"}, "hand", "8"),
        ({"variant": "habanero/2", "table": "5o", "pile": "muchas"}, "pile", "número"),
        ({"pile": "10"}, "pile", "habanero"),
        ({"question": "x" * 201}, "question", "larga"),
        ({"comment": "x" * 2001}, "comment", "largo"),
        ({"title": "x" * 121}, "title", "largo"),
    ],
)
@pytest.mark.django_db
def test_each_error_is_shown_next_to_its_field(teacher_client, overrides, field, words):
    response = save(teacher_client, **overrides)
    assert response.status_code == 400
    assert words in field_errors(response, field)
    assert not Exercise.objects.exists()


@pytest.mark.django_db
def test_incompatible_options_are_reported_on_the_options(teacher_client):
    response = save(teacher_client, opt_parejas="", opt_montar_al_companero="1")
    assert response.status_code == 400
    assert "combinar" in field_errors(response, "options")


@pytest.mark.django_db
def test_a_bad_pasted_notation_is_reported_on_the_notation_field(teacher_client):
    response = teacher_client.post(NEW, builder_data(action="load", notation="v:arrastre/4 t:z s:0"))
    assert response.status_code == 200
    assert "no es válida" in field_errors(response, "notation")


@pytest.mark.django_db
def test_a_pasted_notation_fills_the_builder(teacher_client):
    text = "v:habanero/2 t:e s:1 h1:1o,2o,3o,4o,5o,6o,7o,10o m:1e p:20"
    response = teacher_client.post(NEW, builder_data(action="load", notation=text))
    html = response.content.decode()
    assert 'name="hand" value="1o,2o,3o,4o,5o,6o,7o,10o"' in html
    assert 'name="table" value="1e"' in html
    assert f'value="{text}"' in html  # the canonical notation, ready to copy


def test_clicking_cards_builds_the_hand_and_the_table_in_order():
    draft = builder.Draft()
    for code in ("1o", "3o", "12c"):
        draft.tap(code, "hand")
    draft.tap("5e", "table")
    draft.tap("3o", "table")  # moves from the hand to the table
    draft.tap("12c", "hand")  # a second click takes it back out
    assert draft.hand == ["1o"]
    assert draft.table == ["5e", "3o"]
    assert draft.to_play == 2  # the first table card was led by seat 0


@pytest.mark.django_db
def test_a_tap_posted_by_the_builder_updates_the_preview(teacher_client):
    response = teacher_client.post(NEW, builder_data(tap="3o", target="hand"), HTTP_HX_REQUEST="true")
    html = response.content.decode()
    assert response.status_code == 200
    assert 'name="hand" value="4o,7o,1o,3c,5e,3o"' in html
    assert 'id="preview"' in html
    assert "<html" not in html  # only the builder partial


@pytest.mark.django_db
def test_best_card_shows_the_expertos_suggestion_on_a_full_hand(teacher_client):
    hand = "4o,7o,1o,3c,5e,1e,2e,3e,4e,5b"
    response = teacher_client.post(NEW, builder_data(kind="best", hand=hand, accepted="1o"))
    assert 'id="suggestion"' in response.content.decode()
    assert "robot experto jugaría" in response.content.decode()


@pytest.mark.django_db
def test_best_card_shows_the_expertos_suggestion_later_in_the_hand_too(teacher_client):
    response = teacher_client.post(NEW, builder_data(kind="best", accepted="1o"))
    assert "robot experto jugaría <strong>el as de oros</strong>" in response.content.decode()


def test_the_teachers_position_becomes_the_engines_own_view():
    import random

    from teachers.suggest import position_view
    from tute import View, notation

    position = notation.parse("v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o")  # five cards: a later trick
    view = position_view(position, random.Random(3))
    assert isinstance(view, View)
    assert view.seat == 2
    assert view.hand == ("4o", "7o", "1o", "3c", "5e")
    assert view.trick == ("5o", "12o")
    assert view.hand_sizes == (4, 4, 5, 5)
    assert view.legal_actions() == ["1o"]
    assert view.voids_before_plays() is not None  # the method the old imitation lacked
    assert not any(view.voids.get(seat) for seat in (0, 1, 3))  # the made-up earlier tricks tell nothing
    assert len(view.unseen()) == 12  # the 4 + 4 + 5 - 1 hidden cards of the other seats


def test_a_habanero_position_with_part_of_the_pile_drawn_gets_the_engines_view():
    import random

    from teachers.suggest import position_view, suggestion
    from tute import notation

    position = notation.parse("v:habanero/2 t:c s:1 h1:4o,7o,1o,3c,5e,6e,7e,1b m:5o p:12 tc:7c")
    view = position_view(position, random.Random(5))
    assert view.pile_size == 12
    assert view.trump_card == "7c"
    assert view.hand_sizes == (7, 8)
    assert len(view.unseen()) == 7 + 11  # the rival's hand and the face-down pile
    assert suggestion(position) in view.legal_actions()


def test_a_position_no_hand_reaches_gets_no_suggestion_and_says_why(teacher_client):
    from teachers.suggest import suggestion
    from tute import notation

    position = notation.parse("v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o c:1=o")
    assert suggestion(position) is None


def test_a_programming_error_in_the_bot_is_not_hidden(monkeypatch):
    from teachers.suggest import suggestion
    from tute import bots, notation

    def broken(view, level, *, rng=None):
        raise AttributeError("voids_before_plays")

    monkeypatch.setattr(bots, "choose_action", broken)
    with pytest.raises(AttributeError):
        suggestion(notation.parse("v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o"))


def _labels(html, marker):
    import re

    return re.findall(rf'class="{marker}">([^<]*)</span>', html)


@pytest.mark.parametrize(
    "overrides",
    [
        {"kind": "winner", "table": "5e,2o", "hand": ""},
        {"kind": "winner", "table": "5e,2o,1o", "hand": ""},
        {"kind": "points", "table": "5o,12o"},
        {"kind": "legal", "table": "5o,12o,3o"},
    ],
)
@pytest.mark.django_db
def test_the_builder_and_the_student_see_the_same_seats_and_labels(teacher_client, learner, overrides):
    from django.test import Client

    data = builder_data(**overrides)
    builder_page = teacher_client.post(NEW, data).content.decode()
    in_builder = [label.strip() for label in _labels(builder_page.split('id="table-cards"')[1], "seat")]
    saved = teacher_client.post(NEW, data | {"action": "save"})
    exercise = Exercise.objects.get(pk=saved["Location"].rstrip("/").rsplit("/", 1)[1])
    student = Client()
    student.force_login(learner)
    student_page = student.get(f"/profesores/e/{exercise.token}/").content.decode()
    seen = [label.strip() for label in _labels(student_page, "seat-label")]
    assert in_builder == seen
    drawn_in_seats = data["kind"] != "points"  # a points question shows its cards in a row
    assert len(seen) == (len(data["table"].split(",")) if drawn_in_seats else 0)


@pytest.mark.parametrize(
    ("notation", "english"),
    [("hola", "bad token"), ("v:arrastre/4 t:x h0:1o", "trump is"), ("v:arrastre/4 t:o h0:1o,1o", "twice")],
)
@pytest.mark.django_db
def test_notation_errors_reach_the_teacher_in_spanish(teacher_client, notation, english):
    page = teacher_client.post(NEW, builder_data(action="load", notation=notation)).content.decode()
    errors = field_errors_any(page)
    assert errors
    assert english not in errors
    assert "token" not in errors


def field_errors_any(html):
    return " ".join(
        re.sub(r"<[^>]+>", " ", m)
        for m in re.findall(r'<ul class="errorlist field-errors"[^>]*>(.*?)</ul>', html, re.S)
    )


@pytest.mark.django_db
def test_errors_name_cards_and_missing_parts_wait_for_saving(teacher_client):
    page = teacher_client.post(NEW, builder_data(kind="best", accepted="4o")).content.decode()
    assert "El cuatro de oros no se puede jugar aquí" in field_errors(_Response(page), "accepted")
    fresh = teacher_client.post(NEW, builder_data(hand="", table="", tap="1o"))  # first click
    assert field_errors(fresh, "hand") == ""
    saving = teacher_client.post(NEW, builder_data(hand="", table="", action="save"))
    assert "mano del alumno" in field_errors(saving, "hand")


@pytest.mark.django_db
def test_an_odd_habanero_pile_is_explained_and_a_cante_with_a_table_refused(teacher_client):
    odd = teacher_client.post(
        NEW, builder_data(variant="habanero/2", hand="1o,3o,4o,5o,6o,7o", table="5e", pile="11")
    )
    assert "número par" in field_errors(odd, "pile")
    assert 'step="2"' not in odd.content.decode()
    cante = teacher_client.post(NEW, builder_data(kind="cante", hand="12o,11o,3c", table="5o"))
    assert "mesa debe estar vacía" in field_errors(cante, "table")


class _Response:
    def __init__(self, html):
        self.content = html.encode()


@pytest.mark.parametrize(
    "text",
    [
        "v:arrastre/4 t:c s:0 h0:1o,1o",
        "v:arrastre/4 t:c s:0 m:1o,2o,3o,4o,5o",
        "v:arrastre/4 t:c s:0 q:1",
        "hola",
        "v:arrastre/4 t:x h0:1o",
        "v:habanero/2 t:c s:0 h0:1o,2o,3o,4o,5o,6o tc:zz",
        "v:habanero/2 t:c s:0 h0:1o,2o,3o,4o,5o,6o p:3",
        "v:arrastre/4 t:c s:9 h0:1o",
        "v:arrastre/4 t:c s:0 h0:1o,2o,3o,4o,5o,6o,7o,10o,11o,12o,1c",
        "",
        "v:arrastre/4 s:0 h0:1o",
        "v:arrastre/4 t:c s:0 h0:1o o:nada",
        "v:arrastre/4 t:c s:0 h0:1o p:x",
    ],
)
def test_every_way_the_notation_fails_is_worded_for_the_teacher(text):
    from teachers.builder import Draft, draft_from_notation

    _draft, errors = draft_from_notation(text, Draft())
    messages = [message for field in errors.values() for message in field]
    assert messages, text
    for message in messages:
        assert message.startswith("La notación no es válida: "), message
        assert not re.search(r"\b(bad|token|must|write|given|twice|unknown|missing)\b", message), message


def _solution(response):
    match = re.search(r'id="solution"><strong>[^<]*</strong>\s*([^<]*)</p>', response.content.decode())
    assert match, "no solution line in the preview"
    return match.group(1).strip()


@pytest.mark.django_db
def test_a_cante_exercise_shows_the_declarations_as_its_answer(teacher_client):
    # The cante question's answer is a set of declarations (cante:o), not cards: the preview
    # used to look for them among the hand's cards and say "ninguna".
    notation = "v:arrastre/4 t:o s:0 h0:12o,11o,1e,3e,7b,2b,5c,4c"
    response = teacher_client.post(NEW, builder_data(kind="cante", action="load", notation=notation))
    assert _solution(response) == "las cuarenta en oros"


@pytest.mark.django_db
def test_a_cante_exercise_with_nothing_to_declare_says_nada(teacher_client):
    notation = "v:arrastre/4 t:o s:0 h0:12o,1e,3e,7b,2b,5c,4c,11c"
    response = teacher_client.post(NEW, builder_data(kind="cante", action="load", notation=notation))
    assert _solution(response) == "nada"


@pytest.mark.django_db
def test_a_legal_cards_exercise_still_lists_the_cards(teacher_client):
    response = teacher_client.post(NEW, builder_data())
    assert _solution(response) == "el as de oros"
