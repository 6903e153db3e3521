"""The tiny markup of lesson texts (tutorial/content/SCHEMA.md): paragraphs, lists, **bold**,
[[glossary]] links and {3c} inline cards. Everything else is escaped."""

import re

from django.urls import reverse
from django.utils.html import escape, format_html
from django.utils.safestring import mark_safe

from tutorial.course import glossary, tr
from tutorial.pictures import card_picture

CARD_CODE = r"(?:1[012]|[1-7])[ocebOCEB]"
INLINE = re.compile(
    r"\*\*(?P<bold>.+?)\*\*"
    r"|\[\[(?P<term>[a-z0-9-]+)(?:\|(?P<label>[^\]]+))?\]\]"
    rf"|\{{(?P<cards>{CARD_CODE}(?:\s*,\s*{CARD_CODE})*)\}}"
)
GLOSSARY_LINK = re.compile(r"\[\[([a-z0-9-]+)(?:\|[^\]]+)?\]\]")


def linked_terms(text):
    """The glossary slugs a markup text links to, in order."""
    return GLOSSARY_LINK.findall(text or "")


def _inline(text):
    out = []
    position = 0
    for match in INLINE.finditer(text):
        out.append(escape(text[position : match.start()]))
        if match["bold"] is not None:
            out.append(format_html("<strong>{}</strong>", mark_safe(_inline(match["bold"]))))
        elif match["term"] is not None:
            out.append(_glossary_link(match["term"], match["label"]))
        else:
            codes = [code.strip().lower() for code in match["cards"].split(",")]
            out.append(
                format_html(
                    '<span class="inline-cards">{}</span>',
                    mark_safe("".join(card_picture(code, "thumb") for code in codes)),
                )
            )
        position = match.end()
    out.append(escape(text[position:]))
    return "".join(str(part) for part in out)


def _glossary_link(slug, label):
    term = glossary().get(slug)
    shown = label or (tr(term["term"]) if term else slug)
    url = reverse("tutorial:glossary") + f"#{slug}"
    return str(format_html('<a class="term" href="{}">{}</a>', url, shown))


def render(text):
    """Safe HTML for a markup text."""
    blocks = re.split(r"\n\s*\n", (text or "").strip())
    html = []
    for block in blocks:
        lines = [line.rstrip() for line in block.splitlines() if line.strip()]
        if not lines:
            continue
        if all(line.lstrip().startswith("- ") for line in lines):
            items = "".join(f"<li>{_inline(line.lstrip()[2:])}</li>" for line in lines)
            html.append(f"<ul>{items}</ul>")
            continue
        paragraph: list[str] = []
        for line in lines:
            if line.startswith("### "):
                if paragraph:
                    html.append(f"<p>{_inline(' '.join(paragraph))}</p>")
                    paragraph = []
                html.append(f"<h3>{_inline(line[4:])}</h3>")
            else:
                paragraph.append(line.strip())
        if paragraph:
            html.append(f"<p>{_inline(' '.join(paragraph))}</p>")
    return mark_safe("\n".join(html))
