from django import template
from django.utils.translation import gettext as _

from games.engine import DECK

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
    from teachers.progress import pending_tasks as pending

    return pending(user)


@register.filter
def answer_label(value, exercise):
    """A student's answer that is not a card, in words: a declaration ("las cuarenta en oros"),
    «nada», or a number of points as it is."""
    from tutorial.exercises import NONE, cante_label

    value = str(value)
    if value == NONE:
        return _("nada")
    if value.startswith(("cante:", "tute:")):
        from games.engine import parse_position

        return cante_label(value, parse_position(exercise.position).trump)
    return value
