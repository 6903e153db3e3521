"""Site-wide pages: home, rules summary, and placeholders for areas that are still being built."""

from django.shortcuts import render
from django.utils.translation import gettext as _


def home(request):
    return render(request, "home.html")


def rules(request):
    return render(request, "rules.html")


def coming_soon(request, area):
    """A real page for an area whose app has not landed yet (no dead links in the menu)."""
    titles = {"practice": _("Practicar"), "teachers": _("Profesores")}
    return render(request, "coming_soon.html", {"area": area, "area_title": titles[area]})
