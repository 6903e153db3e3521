"""Failed puzzles in the lessons' review queue (tutorial/review_sources.py): the kind
«problema:<code>» links to the puzzle, solved again in review mode."""

from django.urls import reverse
from django.utils.translation import gettext as _

from puzzles.flows import REVIEW_PREFIX
from puzzles.models import Puzzle
from tutorial import review_sources


def _link(code):
    if not Puzzle.objects.filter(code=code).exists():
        return None
    url = reverse("puzzles:show", args=[code]) + "?modo=review"
    return url, _("Problema %(code)s") % {"code": code}


def register():
    review_sources.register(
        REVIEW_PREFIX,
        title=lambda: _("Problemas que fallaste"),
        url=lambda: reverse("puzzles:review"),
        link=_link,
    )
