"""The bots' levels in templates: ``{{ seat.level|level_name }}``, ``{% if seat.level|level_thinks %}``."""

from django import template

from games import levels

register = template.Library()


@register.filter
def level_name(stored):
    """The name of the level a stored level name plays at («Experto»); "" for a person's seat."""
    return levels.level_name(stored) if stored else ""


@register.filter
def level_thinks(stored):
    """Whether a bot of that level searches, so that its turn takes a visible time."""
    return bool(stored) and levels.canonical_level(stored) in levels.THINKING
