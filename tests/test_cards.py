"""Card pictures: games.cards and the {% card %} template tags, and the /baraja/ page."""

import gzip
import re
from pathlib import Path

import pytest
from django.conf import settings
from django.template import Context, Template
from django.urls import reverse
from django.utils import translation

from games.cards import SIZES, card_back_ref_svg, card_back_svg, card_ref_svg, card_svg, sprite_svg
from games.sprite import sprite_url
from games.words import card_name
from tute import DECK

CODES = DECK
LABEL = re.compile(r'aria-label="([^"]*)"')


def _english_catalogue():
    return any((Path(p) / "en" / "LC_MESSAGES" / "django.mo").exists() for p in settings.LOCALE_PATHS)


@pytest.mark.parametrize("size", sorted(SIZES))
def test_every_card_renders_as_a_standalone_accessible_svg(size):
    width, height = SIZES[size]
    with translation.override("es"):
        for code in CODES:
            svg = card_svg(code, size)
            assert svg.startswith("<svg ")
            assert svg.endswith("</svg>")
            assert 'role="img"' in svg
            assert f'width="{width}"' in svg
            assert f'height="{height}"' in svg
            assert 'viewBox="0 0 200 300"' in svg
            assert LABEL.search(svg).group(1) == card_name(code)
            assert f"<title>{card_name(code)}</title>" in svg
            # standalone: no ids to clash when the same card is on the page twice, no inline CSS
            assert " id=" not in svg
            assert "style=" not in svg
            assert "<script" not in svg


def test_the_forty_faces_are_different_pictures():
    def art(svg):
        return re.sub(r"<title>.*?</title>|aria-label=\"[^\"]*\"|data-card=\"[^\"]*\"", "", svg)

    for size in SIZES:
        assert len({art(card_svg(code, size)) for code in CODES}) == 40
    assert card_back_svg("hand") not in {card_svg(code) for code in CODES}


@pytest.mark.parametrize(
    ("code", "name"),
    [
        ("3c", "tres de copas"),
        ("1o", "as de oros"),
        ("10b", "sota de bastos"),
        ("11e", "caballo de espadas"),
        ("12c", "rey de copas"),
        ("2e", "dos de espadas"),
        ("7o", "siete de oros"),
        ("12E", "rey de espadas"),
    ],
)
def test_spanish_names(code, name):
    with translation.override("es"):
        assert card_name(code) == name
        assert f'aria-label="{name}"' in card_svg(code, "thumb")


def test_forty_distinct_names():
    with translation.override("es"):
        assert len({card_name(code) for code in CODES}) == 40


@pytest.mark.skipif(not _english_catalogue(), reason="the English catalogue is not compiled yet")
@pytest.mark.parametrize(
    ("code", "name"),
    [
        ("3c", "three of cups"),
        ("1o", "ace of coins"),
        ("10b", "jack of clubs"),
        ("11e", "knight of swords"),
        ("12c", "king of cups"),
    ],
)
def test_english_names(code, name):
    with translation.override("en"):
        assert card_name(code) == name
        assert f'aria-label="{name}"' in card_svg(code)


def test_upper_case_codes_are_accepted():
    assert card_svg("12E", "large") == card_svg("12e", "large")
    assert card_name("1O") == card_name("1o")


@pytest.mark.parametrize("bad", ["8o", "9c", "13e", "0b", "3x", "", "c", "12", "3cc", "1 o", None, 3])
def test_unknown_codes_raise_value_error(bad):
    with pytest.raises(ValueError, match="(?i)unknown card code"):
        card_svg(bad)
    with pytest.raises(ValueError, match="(?i)unknown card code"):
        card_name(bad)


def test_unknown_size_raises_value_error():
    with pytest.raises(ValueError, match=r"Unknown card size: 'huge' \(use thumb, hand or large\)"):
        card_svg("3c", "huge")
    with pytest.raises(ValueError, match=r"Unknown card size: 'huge' \(use thumb, hand or large\)"):
        card_back_svg("huge")


def test_pictures_are_cached_per_language():
    with translation.override("es"):
        first = card_svg("5b", "hand")
        assert card_svg("5b", "hand") is first
        assert card_back_svg() is card_back_svg()


def test_back_is_an_accessible_picture():
    back = card_back_svg("thumb")
    assert back.startswith("<svg ")
    assert 'role="img"' in back
    assert "<title>" in back
    assert 'width="40"' in back
    assert " id=" not in back


def test_template_tags_render_unescaped_svg():
    template = Template(
        "{% load cards %}{% card code %}|{% card '1O'|lower size='thumb' %}|"
        '{% card_back size="large" %}|{{ code|card_name }}'
    )
    with translation.override("es"):
        html = template.render(Context({"code": "3c"}))
    face, thumb, back, name = html.split("|")
    sprite = sprite_url()
    assert face == card_ref_svg("3c", "hand", sprite)
    assert thumb == card_ref_svg("1o", "thumb", sprite)
    assert back == card_back_ref_svg("large", sprite)
    assert f'<use href="{sprite}#f-3c"/>' in face
    assert f'<use href="{sprite}#t-1o"/>' in thumb
    assert 'data-card="3c"' in face
    assert 'aria-label="tres de copas"' in face
    assert name == "tres de copas"
    assert "&lt;" not in html


def test_a_back_by_reference_names_no_card():
    back = card_back_ref_svg("thumb", sprite_url())
    assert "data-card" not in back
    assert f'href="{sprite_url()}#back"' in back
    assert not re.search(r"#[ft]-\d+[oceb]", back)


def test_the_sprite_holds_every_drawing_once_and_is_cached(client):
    document = sprite_svg()
    for code in CODES:
        rank, suit = code[:-1], code[-1]
        for kind in "ft":
            assert document.count(f'<symbol id="{kind}-{rank}{suit}" ') == 1
    assert document.count('<symbol id="back" ') == 1
    # the drawings are those of the standalone pictures
    assert card_svg("3c", "hand").split("</title>")[1][: -len("</svg>")] in document
    response = client.get(sprite_url(), HTTP_ACCEPT_ENCODING="gzip, br")
    assert response.status_code == 200
    assert response["Content-Type"] == "image/svg+xml"
    assert response["Content-Encoding"] == "gzip"
    assert "immutable" in response["Cache-Control"]
    assert gzip.decompress(response.content).decode() == document
    plain = client.get(sprite_url())
    assert plain.content.decode() == document
    assert not plain.has_header("Content-Encoding")
    assert client.get("/cartas/baraja-000000000000.svg").status_code == 404
    assert client.post(sprite_url()).status_code == 405


def test_card_tag_with_a_bad_code_raises_value_error():
    with pytest.raises(ValueError, match=r"unknown card code: '8o' \(codes are rank \+ suit, e\.g\. 1o"):
        Template("{% load cards %}{% card '8o' %}").render(Context())


@pytest.mark.django_db
def test_baraja_page_shows_the_forty_cards_and_a_back(client):
    response = client.get(reverse("games:baraja"), HTTP_ACCEPT_LANGUAGE="es")
    assert response.status_code == 200
    html = response.content.decode()
    with translation.override("es"):
        names = {card_name(code) for code in CODES}
        back = LABEL.search(card_back_svg()).group(1)
    labels = set(LABEL.findall(html))
    assert names <= labels
    assert back in labels
    assert len(labels & names) == 40


@pytest.mark.django_db
def test_baraja_page_lists_each_suit_strongest_first(client):
    html = client.get(reverse("games:baraja")).content.decode()
    grids = re.findall(r'<ol class="card-grid">(.*?)</ol>', html, re.S)
    assert len(grids) == 4
    for suit, grid in zip("oceb", grids, strict=True):
        order = re.findall(r'data-card="([^"]+)"', grid)
        assert order == [f"{rank}{suit}" for rank in (1, 3, 12, 11, 10, 7, 6, 5, 4, 2)]
    assert "11 puntos" in html
    assert "fuerza 1.ª" in html
