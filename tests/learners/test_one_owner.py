"""The bots' levels and the table options are worded once (games.words) and every form and page
reads them there, in both languages; the table names each bot's level and, for bots that
search, carries the «pensando…» indicator of a move's request."""

import pytest
from django.urls import reverse
from django.utils import translation

from games import flows, words
from games.forms import HOUSE_RULES, NewGameForm
from games.levels import level_choices
from tables.forms import TableForm
from teachers import builder
from teachers.forms import AssignmentForm
from teachers.models import Classroom
from tute.bots import LEVELS


@pytest.mark.parametrize("language", ["es", "en"])
def test_the_option_words_of_the_setup_and_the_builder_are_one(language):
    with translation.override(language):
        form = NewGameForm()
        setup = {
            rule.name: (str(form.fields[rule.name].label), str(form.fields[rule.name].help_text))
            for rule in HOUSE_RULES
        }
        for name, (label, help_text) in setup.items():
            assert label == words.house_rule_label(name)
            assert help_text == words.house_rule_explanation(name)
        for variant in builder.VARIANTS:
            draft = builder.Draft(variant=variant)
            for name, label, _checked in draft.applicable_options():
                assert label == setup[name][0]
    assert len({label for label, _help in setup.values()}) == len(HOUSE_RULES)


def test_the_builder_offers_each_option_where_the_setup_does():
    assert builder.OPTIONS == {
        "parejas": ("arrastre/4",),
        "montar_al_companero": ("arrastre/4",),
        "fallar_siempre": tuple(builder.VARIANTS),
        "tres_sin_doses": ("arrastre/3",),
        "arrastrar_con_mazo": ("habanero/2",),
        "no_vale_cargar": ("cabrero/3", "cabrero/4", "cabrero/5"),
    }


@pytest.mark.django_db
@pytest.mark.parametrize("language", ["es", "en"])
def test_every_form_offers_the_whole_ladder_in_the_learners_words(language, teacher):
    with translation.override(language):
        expected = [(key, words.level_name(key)) for key in LEVELS]
        assert level_choices() == expected
        assert [(k, str(v)) for k, v in NewGameForm().fields["level"].choices] == expected
        assert [(k, str(v)) for k, v in NewGameForm().fields["level_1"].choices][1:] == expected
        assert [(k, str(v)) for k, v in TableForm().fields["level_1"].choices][1:] == expected
        classroom = Classroom.objects.create(owner=teacher, name="4ºB")
        assignment = AssignmentForm(owner=teacher, classroom=classroom)
        assert [(k, str(v)) for k, v in assignment.fields["level"].choices] == expected


@pytest.fixture
def teacher(django_user_model):
    return django_user_model.objects.create_user("teacher-1", "teacher@example.com", "pw")


def _table_html(client, level):
    game = flows.start_game(
        variant="arrastre",
        players=3,
        rules={},
        bot_levels=["", level, "novato"],
        feedback="full",
        anon_key="k",
    )
    session = client.session
    session["games_owner_key"] = "k"
    session.save()
    return client.get(reverse("games:play", args=[game.public_id])).content.decode()


@pytest.mark.django_db
def test_the_table_names_each_bots_level_and_marks_the_thinkers(client):
    html = _table_html(client, "maestro")
    assert html.count('class="seat-level"') == 2
    assert "robot de nivel </span>Maestro" in html
    assert "robot de nivel </span>Novato" in html
    assert html.count('class="bot-thinking"') == 1  # the maestro searches; the novato answers at once
    assert 'id="thinking-1"' in html
    assert 'hx-indicator="#table .bot-thinking"' in html
    assert 'data-thinking-one="El robot está pensando…"' in html
    html = _table_html(client, "aficionado")
    assert 'class="bot-thinking"' not in html
