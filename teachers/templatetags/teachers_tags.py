from django import template
from django.utils.html import conditional_escape
from django.utils.safestring import mark_safe

from teachers.forms import exercise_label, set_label
from teachers.grading import mark_word
from teachers.progress import answer_label
from teachers.progress import pending_tasks as pending
from tute import DECK

register = template.Library()


@register.filter
def percent_class(value):
    """A CSS class for a bar of `value` percent, in steps of 10 (no inline styles under the CSP)."""
    try:
        step = max(0, min(10, round(int(value) / 10)))
    except (TypeError, ValueError):
        step = 0
    return f"w{step * 10}"


@register.filter
def is_card(value):
    return value in DECK


@register.simple_tag
def pending_tasks(user):
    """A signed-in student's assignments still to do (for the home page); [] for anyone else."""
    if not getattr(user, "is_authenticated", False):
        return []

    return pending(user)


register.filter("answer_label", answer_label)
register.filter("set_label", set_label)
register.filter("exercise_label", exercise_label)
register.filter("mark_word", mark_word)


@register.filter
def get_item(mapping, key):
    """A dict's value for a key in a template (``draft.cantes|get_item:suit``)."""
    return mapping.get(key, "") if hasattr(mapping, "get") else ""


@register.filter
def email_breaks(email):
    """An e-mail address that a narrow screen may break only before its «@» or a dot."""
    text = conditional_escape(email)
    return mark_safe(text.replace("@", "<wbr>@").replace(".", "<wbr>."))  # escaped above
