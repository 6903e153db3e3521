from django import template

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
    from teachers.builder import DECK

    return value in DECK


@register.simple_tag
def pending_tasks(user):
    """A signed-in student's assignments still to do (for the home page); [] for anyone else."""
    if not getattr(user, "is_authenticated", False):
        return []
    from teachers.progress import pending_tasks as pending

    return pending(user)
