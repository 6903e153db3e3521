"""Site-wide pages."""

from django.shortcuts import render

from learners import journey
from puzzles.present import daily_panel


def home(request):
    """The welcome for a new visitor; for a returning learner, where to go on from; for both, the
    puzzle of the day."""
    return render(request, "home.html", {"journey": journey.home(request), "daily": daily_panel(request)})
