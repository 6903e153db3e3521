"""Template helpers of the course: the lesson markup, bilingual fields, verdict marks."""

from django import template

from tutorial import markup as markup_module
from tutorial.course import tr as translate_field

register = template.Library()


@register.filter
def markup(text):
    """Render the course's tiny markup (tutorial/content/SCHEMA.md) as safe HTML."""
    return markup_module.render(text)


@register.filter
def tr(field):
    """The learner's language version of a {"es": ..., "en": ...} field."""
    return translate_field(field)


@register.filter
def mark(marks, code):
    """The verdict mark of a card or choice: "ok", "wrong", "missed" or ""."""
    if not marks:
        return ""
    return marks.get(code, "")


@register.filter
def appended(prefix, code):
    """ "12o,1o" + "3o" -> "12o,1o,3o" (the order exercise's next partial answer)."""
    return f"{prefix},{code}" if prefix else code


@register.filter
def without_last(order):
    return ",".join(order[:-1])


@register.filter
def dom_id(value):
    """A choice value as a safe HTML id / CSS selector part: "cante:o" -> "cante-o"."""
    return "".join(ch if ch.isascii() and (ch.isalnum() or ch == "-") else "-" for ch in str(value))
