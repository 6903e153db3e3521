"""The table's optional aids: switching them on or off, and taking back a move."""

from dataclasses import replace

from django.shortcuts import redirect
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_POST

from games import aids, flows, guide, takeback
from games.views import _conflict, _get_game, _owner, _seen_ply, _table_response, feedback_response


def _back_to_table(request, game, **extra):
    if request.htmx:
        return _table_response(request, game, **extra)
    return redirect(reverse("games:play", args=[game.public_id]))


@require_POST
def set_aids(request, public_id):
    """Store the learner's aids (every game of theirs uses them) and show the table again."""
    game = _get_game(request, public_id)
    aids.save(request, aids.Aids.from_form(request.POST, depth=aids.load(request).depth))
    return _back_to_table(request, game, notice=_("Ayudas guardadas."))


@require_POST
def take_back(request, public_id):
    game = _get_game(request, public_id)
    seen = _seen_ply(request)
    if seen is None:
        return _table_response(request, game, status=400, notice=_("Falta el número de la mesa."))
    if not aids.load(request).takeback:
        return _table_response(
            request, game, status=409, notice=_("Para deshacer jugadas, activa esa ayuda.")
        )
    try:
        game = takeback.take_back(game, seen)
    except takeback.NothingToTakeBack:
        return _table_response(
            request, game, status=409, notice=_("Ahora no hay ninguna jugada tuya que deshacer.")
        )
    except flows.StaleTable:
        return _conflict(request, game)
    return _back_to_table(request, game, notice=_("Jugada deshecha: vuelve a elegir."))


@require_POST
def set_depth(request, public_id, ply):
    """Store how the learner wants verdicts («Breve» or «Con detalle»: every game of theirs
    uses it) and show the verdict of ``ply`` again that way."""
    game = _get_game(request, public_id)
    depth = request.POST.get("depth", "")
    if depth not in aids.DEPTHS:
        return feedback_response(request, game, ply, status=400)
    aids.save(request, replace(aids.load(request), depth=depth))
    if request.htmx:
        return feedback_response(request, game, ply)
    return redirect(reverse("games:feedback", args=[game.public_id, ply]))


@require_POST
def start_guided(request):
    """A guided first game (games/guide.py) for this visitor."""
    game = guide.start(**_owner(request))
    return redirect(reverse("games:play", args=[game.public_id]))
