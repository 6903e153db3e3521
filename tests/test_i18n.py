"""The English catalogue is complete, and the main pages really come out in English.

The site is written in Spanish; locale/en/LC_MESSAGES/django.po holds the English. These tests
read the .po with a small parser (no extra dependency) and render pages with the language
cookie set to English.
"""

import html
import json
import re
from pathlib import Path

import pytest
from django.conf import settings
from django.contrib.auth import get_user_model

PO = Path(settings.BASE_DIR) / "locale" / "en" / "LC_MESSAGES" / "django.po"
MO = PO.with_suffix(".mo")
PLACEHOLDER = re.compile(r"%\(\w+\)[sd]|%%|\{\w+\}")


def read_po(path=PO):
    """The catalogue's entries: dicts with flags, msgctxt, msgid, msgid_plural, msgstr[...]."""
    entries = []
    for block in path.read_text(encoding="utf-8").split("\n\n"):
        entry, field = {"flags": set()}, None
        for line in block.splitlines():
            if line.startswith("#,"):
                entry["flags"] |= {flag.strip() for flag in line[2:].split(",")}
            elif line.startswith("#"):
                continue
            elif match := re.match(r'^(msgctxt|msgid_plural|msgid|msgstr(?:\[\d\])?) (".*")$', line):
                field = match.group(1)
                entry[field] = json.loads(match.group(2))
            elif line.startswith('"') and field:
                entry[field] += json.loads(line)
        if "msgid" in entry:
            entries.append(entry)
    return entries


def translations(entry):
    return [value for key, value in entry.items() if key.startswith("msgstr")]


def messages():
    """Every real message (the header, with an empty msgid, left out)."""
    return [entry for entry in read_po() if entry["msgid"]]


def test_the_parser_reads_plurals_contexts_and_continuation_lines(tmp_path):
    po = tmp_path / "x.po"
    po.write_text(
        'msgid ""\nmsgstr ""\n"Language: en\\n"\n\n'
        '#, fuzzy, python-format\nmsgctxt "card"\nmsgid ""\n"dos "\n"palabras"\nmsgstr "two words"\n\n'
        'msgid "%(n)s carta"\nmsgid_plural "%(n)s cartas"\nmsgstr[0] "%(n)s card"\nmsgstr[1] ""\n',
        encoding="utf-8",
    )
    header, words, cards = read_po(po)
    assert header["msgid"] == ""
    assert "Language: en" in header["msgstr"]
    assert words["msgctxt"] == "card"
    assert words["msgid"] == "dos palabras"
    assert "fuzzy" in words["flags"]
    assert cards["msgid_plural"] == "%(n)s cartas"
    assert translations(cards) == ["%(n)s card", ""]


def test_the_catalogue_has_messages():
    assert len(messages()) > 500


def test_every_message_is_translated():
    missing = [entry["msgid"] for entry in messages() if not all(translations(entry))]
    assert not missing, f"{len(missing)} untranslated, e.g. {missing[:5]}"


def test_no_message_is_fuzzy():
    fuzzy = [entry["msgid"] for entry in read_po() if "fuzzy" in entry["flags"]]
    assert not fuzzy, f"fuzzy entries (check them, then drop the flag): {fuzzy[:5]}"


def test_translations_keep_the_placeholders_and_the_html():
    for entry in messages():
        for key, text in entry.items():
            if not key.startswith("msgstr"):
                continue
            source = entry["msgid_plural"] if key == "msgstr[1]" else entry["msgid"]
            # A singular may name the number in words ("One lesson") instead of its placeholder.
            wanted = set(PLACEHOLDER.findall(source))
            got = set(PLACEHOLDER.findall(text))
            assert got <= wanted, (source, text)
            if key != "msgstr[0]" or "msgid_plural" not in entry:
                assert got == wanted, (source, text)
            assert re.findall(r"</?(\w+)", source) == re.findall(r"</?(\w+)", text), (source, text)


def test_the_deck_vocabulary_is_the_one_the_lessons_use():
    by_key = {(entry.get("msgctxt"), entry["msgid"]): entry.get("msgstr") for entry in messages()}
    expected = {
        ("card rank", "as"): "ace",
        ("card rank", "sota"): "jack",
        ("card rank", "caballo"): "knight",
        ("card rank", "rey"): "king",
        ("card suit", "oros"): "coins",
        ("card suit", "copas"): "cups",
        ("card suit", "espadas"): "swords",
        ("card suit", "bastos"): "clubs",
        ("card name", "%(rank)s de %(suit)s"): "%(rank)s of %(suit)s",
        ("card", "carta boca abajo"): "face-down card",
    }
    for key, english in expected.items():
        assert by_key[key] == english, key


# ---------------------------------------------------------------------------------------------
# Pages in English

needs_compiled_catalogue = pytest.mark.skipif(
    not MO.exists(), reason="the English catalogue is not compiled (manage.py compilemessages)"
)


@pytest.fixture
def english(client):
    if MO.stat().st_mtime < PO.stat().st_mtime:
        pytest.fail("django.mo is older than django.po: run manage.py compilemessages")
    client.cookies[settings.LANGUAGE_COOKIE_NAME] = "en"
    return client


def page_text(response):
    """The page's words: text and the labels people hear (aria-label, title), no tags."""
    body = response.content.decode()
    body = re.sub(r"<(script|style)\b.*?</\1>", " ", body, flags=re.S)
    labels = " ".join(re.findall(r'(?:aria-label|title|placeholder)="([^"]*)"', body))
    return html.unescape(re.sub(r"<[^>]+>", " ", body) + " " + labels)


def spanish_left(text):
    """Catalogue messages (whole Spanish sentences) that appear untranslated in the text."""
    left = []
    for entry in messages():
        spanish, english = entry["msgid"], entry["msgstr" if "msgstr" in entry else "msgstr[0]"]
        if spanish == english or PLACEHOLDER.search(spanish) or "<" in spanish:
            continue
        if len(spanish) >= 14 and " " in spanish and spanish in text:
            left.append(spanish)
    return left


PAGES = {
    "/": ["Learn to play tute", "Start the first lesson", "Teachers' area"],
    "/baraja/": ["The Spanish deck", "ace of coins", "knight of cups", "jack of swords", "king of clubs"],
    "/aprender/": ["The tute course", "Glossary"],
    "/aprender/montar/5/": ["Which cards can you play?", "Check", "Step 5 of"],
    "/aprender/glosario/": ["Tute glossary", "Terms"],
    "/aprender/practicar/cante/3/": ["What can you declare now?", "I can't declare anything"],
    "/aprender/practicar/cabrero/3/": ["Who loses?", "Player 1"],
    "/jugar/": ["Practise against the computer", "Quick tables", "Start the game"],
    "/accounts/login/": ["Sign in", "Create one", "Forgot your password?"],
}
SPANISH_PHRASES = [
    "Aprende a jugar al tute",
    "Entrar",
    "Crear cuenta",
    "Practicar",
    "Lecciones",
    "Siguiente",
    "Comprobar",
    "Triunfo",
    "de oros",
    "de copas",
    "de espadas",
    "de bastos",
    "Tu mano",
    "¿Qué",
]


@needs_compiled_catalogue
@pytest.mark.django_db
@pytest.mark.parametrize("path", PAGES)
def test_pages_come_out_in_english(english, path):
    response = english.get(path)
    assert response.status_code == 200
    assert '<html lang="en">' in response.content.decode()
    text = page_text(response)
    for phrase in PAGES[path]:
        assert phrase in text, phrase
    for phrase in SPANISH_PHRASES:
        assert phrase not in text, phrase
    if path != "/aprender/glosario/":  # the glossary lists the Spanish names on purpose
        assert not spanish_left(text)


@needs_compiled_catalogue
@pytest.mark.django_db
def test_an_answered_exercise_explains_in_english(english):
    response = english.get("/aprender/montar/5/", {"r": "5o"})
    text = page_text(response)
    assert "Not quite: you can play the ace of cups." in text
    assert "you have cups" in text
    assert "must follow suit" in text
    assert "debes" not in text
    assert "No del todo" not in text
    assert not spanish_left(text)


@needs_compiled_catalogue
@pytest.mark.django_db
def test_a_practice_table_comes_out_in_english(english):
    response = english.post("/jugar/", {"preset": "parejas"}, follow=True)
    assert response.status_code == 200
    text = page_text(response)
    for phrase in ("Partner", "Left opponent", "Right opponent", "Trumps", "Your turn", "Points of the hand"):
        assert phrase in text, phrase
    for phrase in ("Compañero", "Rival", "Te toca", "Triunfo", "Puntos de la mano"):
        assert phrase not in text, phrase
    assert not spanish_left(text)


@needs_compiled_catalogue
@pytest.mark.django_db
def test_the_teachers_area_comes_out_in_english(english):
    from teachers import flows

    user = get_user_model().objects.create_user(username="t@example.com", email="t@example.com", password="x")
    flows.set_profile(user, is_teacher=True, display_name="Ms Smith")
    english.force_login(user)
    for path, phrases in {
        "/profesores/": ["Your exercises", "Your classes", "New class"],
        "/profesores/ejercicios/nuevo/": ["New exercise", "The question", "Save exercise"],
        "/profesores/perfil/": ["Your profile", "I am a teacher"],
    }.items():
        text = page_text(english.get(path))
        for phrase in phrases:
            assert phrase in text, (path, phrase)
        assert "Sign out" in text
        assert "Salir" not in text
        assert not spanish_left(text), path


@needs_compiled_catalogue
@pytest.mark.django_db
def test_spanish_stays_the_default(client):
    text = page_text(client.get("/aprender/montar/5/"))
    assert "¿Qué cartas puedes jugar?" in text
    assert "Which cards can you play?" not in text
