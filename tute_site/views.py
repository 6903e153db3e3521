"""Site-wide pages."""

from django.shortcuts import render

from learners import journey


def home(request):
    """The welcome for a new visitor; for a returning learner, where to go on from."""
    return render(request, "home.html", {"journey": journey.home(request)})
