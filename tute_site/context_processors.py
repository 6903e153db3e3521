"""Template context shared by every page."""

from django.urls import NoReverseMatch, reverse


def _first_url(*names):
    for name in names:
        try:
            return reverse(name)
        except NoReverseMatch:
            continue
    raise NoReverseMatch(f"None of these URL names exist: {names}")


def site_links(request):
    """Menu targets. The practice and teachers' areas fall back to a placeholder page until their
    apps provide `games:new` and `teachers:home`, so the menu never has a dead link."""
    return {
        "practice_url": _first_url("games:new", "practice_placeholder"),
        "teachers_url": _first_url("teachers:home", "teachers_placeholder"),
    }
