"""The game analysis's own pages: a mistake replayed as a drill, and judging every decision of a
game at once (so that its analysis graph is complete)."""

from django.http import Http404
from django.shortcuts import redirect, render
from django.urls import reverse
from django.utils.translation import gettext as _
from django.views.decorators.http import require_http_methods, require_POST

from games import drill, flows
from games.present import analysis as analysis_presenter
from games.present import drill as drill_presenter
from games.present.advice import advice_context
from games.present.common import action_text
from games.views import _get_game

MAX_JUDGED_AT_ONCE = 80  # decisions judged by one "valorar todas" request


def _drill_context(game, ply, view):
    position = drill_presenter.drill_position(game, ply, view)
    return {"game": game, "ply": ply, "position": position}


@require_http_methods(["GET", "POST"])
def drill_view(request, public_id, ply):
    game = _get_game(request, public_id)
    try:
        view = drill.position(game, ply)
    except drill.NotADrill as error:
        raise Http404("no such decision") from error
    ctx = _drill_context(game, ply, view)
    status = 200
    if request.method == "POST":
        choice = request.POST.get("action", "").strip().lower()
        try:
            verdict = drill.grade(game, ply, choice)
        except flows.BadAction:
            ctx["notice"] = _("Esa jugada no se puede hacer aquí: elige una de las cartas que puedes jugar.")
            status = 400
        except drill.NotADrill as error:
            raise Http404("no such decision") from error
        else:
            ctx["right"] = drill.record(request, game, ply, verdict)
            ctx["choice"] = choice
            ctx["choice_text"] = action_text(game, view.trump, choice)
            ctx["verdict"] = advice_context(game, verdict)
    template = "games/drill.html#drill" if request.htmx else "games/drill.html"
    return render(request, template, ctx, status=status)


@require_POST
def judge_all(request, public_id):
    """Judge (and store) every decision of the game not judged yet."""
    game = _get_game(request, public_id)
    pending = [d for d in analysis_presenter.analysis(game).decisions if not d.judged]
    for d in pending[:MAX_JUDGED_AT_ONCE]:
        # Each judgement is stored on its own: a second request only finds them stored.
        flows.judgement(game, d.ply)
    return redirect(reverse("games:review", args=[game.public_id]) + "#analisis")
