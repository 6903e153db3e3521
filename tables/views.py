"""Tables: the lobby, opening a table, its page (waiting room and game), seating and options.

Moves normally travel through the table's socket (tables.consumers); the same messages also
work as plain form posts (`act`), so the table can be played without JavaScript too.
"""

import copy
import uuid
from functools import wraps

from django.contrib import messages as flash
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.http import Http404
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from accounts.models import MAX_NAME
from compete.models import Player
from games import flows as games
from games.models import NEXT_HAND
from games.present.advice import advice_context
from games.present.analysis import analysis as analysis_of
from games.present.review import review as review_of
from ops.clients import client_ip
from ops.errors import render_error
from ops.inputs import parse_int
from tables import flows, messages, presenters
from tables.flows import Who
from tables.forms import TableForm
from tables.lobby import lobby_points
from tables.models import Round, Seat, Table
from teachers.models import Classroom


def _viewer(request, who):
    """Who is asking, as the table's socket counts them (tables.sockets.viewer_key)."""
    if who.user is not None:
        return f"u:{who.user.pk}"
    return f"k:{who.key}" if who.key else f"a:{client_ip(request) or 'unknown'}"


def _table(request, code):
    """The table with this code; a visitor guessing codes is refused for a while (429)."""
    try:
        table = flows.find_table(code, _viewer(request, Who.of_request(request)))
    except flows.TableError as error:
        raise TooManyGuesses from error
    if table is None:
        raise Http404("no such table")
    return table


class TooManyGuesses(Exception):
    """Too many table codes that do not exist: answered 429 by `guarded`."""


def guarded(view):
    """A view of one table (by its code in the URL) that answers 429 to a visitor guessing codes."""

    @wraps(view)
    def wrapper(request, code, *args, **kwargs):
        try:
            return view(request, code, *args, **kwargs)
        except TooManyGuesses:
            return _too_many_guesses(request)

    return wrapper


def _classrooms(request):
    """The classes the visitor teaches (her own and those she co-teaches): she opens their tables."""
    if not request.user.is_authenticated:
        return []
    return list(Classroom.objects.taught_by(request.user).filter(removed_at=None))


def _form_rules(data):
    return {
        "variant": data["variant"],
        "players": data["players"],
        "rules": data["rules"],
        "seats": data["seats"],
        "turn_seconds": data["turn_seconds"],
        "phrases": data["phrases"],
        "competitive": data["competitive"],
        "bet": data["bet"],
        "public": data["public"],
        "private": data["private"],
    }


def _too_many_guesses(request, error=None):
    response = render_error(request, 429, _("Demasiados intentos"), presenters.error_text("guessing"))
    response["Retry-After"] = "600"
    return response


@require_GET
def lobby(request):
    who = Who.of_request(request)
    code = request.GET.get("codigo", "").strip().upper()
    if code:
        try:
            found = code.isascii() and code.isalnum() and flows.find_table(code, _viewer(request, who))
        except flows.TableError as error:
            return _too_many_guesses(request, error)
        if found:
            return redirect("tables:room", found.code)
        flash.error(request, presenters.error_text("no_table"))
    listed = list(
        Table.objects.filter(
            listed=True, status=Table.Status.WAITING, seats__level="", seats__user=None, seats__anon_key=""
        ).distinct()[:30]
    )
    mine = Table.objects.none()
    if who.user is not None:
        mine = Table.objects.filter(seats__user=who.user).distinct()[:20]
    elif who.key:
        mine = Table.objects.filter(seats__anon_key=who.key).distinct()[:20]
    classes, taught = [], []
    if who.user is not None:
        taught = list(
            Classroom.objects.taught_by(who.user).filter(removed_at=None, tables__isnull=False).distinct()
        )
        classes = Table.objects.filter(classroom__in=taught).select_related("classroom")[:30]
    ctx = {"listed": listed, "mine": mine, "class_tables": classes, "taught": taught, "code": code}
    ctx |= lobby_points(who, listed)
    return render(request, "tables/lobby.html", ctx)


@login_required
@require_GET
def class_tables(request, classroom_id):
    """A teacher (or a co-teacher) follows every table of one of her classes from one page, live."""
    classroom = get_object_or_404(Classroom.objects.taught_by(request.user), pk=classroom_id, removed_at=None)
    who = Who.of_request(request)
    tables = Table.objects.filter(classroom=classroom).select_related("classroom")[:40]
    items = [{"table": t, "html": presenters.render_watch(t, who)} for t in tables]
    return render(request, "tables/class_tables.html", {"classroom": classroom, "tables": items})


@require_http_methods(["GET", "POST"])
def new(request):
    classrooms = _classrooms(request)
    if request.method == "POST":
        form = TableForm(request.POST, classrooms=classrooms)
        if form.is_valid():
            data = form.cleaned_data
            table = flows.open_table(
                Who.of_request(request, create=True),
                listed=data["listed"],
                classroom=data["classroom"],
                address=client_ip(request),
                **_form_rules(data),
            )
            return redirect("tables:room", table.code)
        return render(request, "tables/new.html", {"form": form}, status=400)
    initial = TableForm.initial_from(request.GET)  # a class assignment's link: its class and variant
    return render(request, "tables/new.html", {"form": TableForm(initial=initial, classrooms=classrooms)})


@guarded
@require_GET
def room(request, code):
    table = _table(request, code)
    who = Who.of_request(request)
    if not flows.may_watch(table, who):
        raise PermissionDenied
    ctx = presenters.room_context(
        table, who, request=request, guest_name=request.session.get(flows.GUEST_NAME, "")
    )
    return render(request, "tables/room.html", ctx)


def _act_or_error(request, table, call):
    """Carry out `call`; a refusal becomes a message shown on the table's page. None on success."""
    try:
        call()
    except flows.TableError as error:
        flash.error(request, presenters.error_text(error.code))
        return redirect("tables:room", table.code)
    return None


def _seat_change(request, code, change, *, create=False):
    """A change the visitor asks for a seat number posted as "seat" (parse, act, back to the
    table): `change(table, who, number)`; a number that cannot be one is a message, not an error."""
    table = _table(request, code)
    number = parse_int(request.POST.get("seat", ""))
    if number is None:
        flash.error(request, presenters.error_text("bad_input"))
    else:
        who = Who.of_request(request, create=create)
        _act_or_error(request, table, lambda: change(table, who, number))
    return redirect("tables:room", table.code)


@guarded
@require_POST
def sit(request, code):
    """Take a seat; a guest may give the name the table shows (remembered for their next seat,
    once seated: a refused request changes nothing)."""
    typed = " ".join(request.POST.get("name", "").split())[:MAX_NAME]
    name = typed or request.session.get(flows.GUEST_NAME, "")

    address = client_ip(request)

    def sit_and_remember(table, who, number):
        flows.sit(table, who, number, name, address)
        if typed and who.user is None:
            request.session[flows.GUEST_NAME] = typed

    return _seat_change(request, code, sit_and_remember, create=True)


@guarded
@require_POST
def abandon(request, code):
    """Leave a competitive match for good (the penalty was shown next to the button)."""
    table = _table(request, code)
    who = Who.of_request(request)
    _act_or_error(request, table, lambda: flows.abandon(table, who))
    return redirect("tables:room", table.code)


@guarded
@require_POST
def invite(request, code):
    """Invite a friend to the table in one click."""
    table = _table(request, code)
    who = Who.of_request(request)
    posted = request.POST.get("player", "")
    player = Player.objects.filter(public_id=posted).first() if _is_uuid(posted) else None
    if player is None:
        flash.error(request, presenters.error_text("bad_input"))
    else:
        _act_or_error(request, table, lambda: flows.invite(table, who, player.user_id))
    return redirect("tables:room", table.code)


def _is_uuid(text):
    try:
        uuid.UUID(str(text))
    except ValueError:
        return False
    return True


@guarded
@require_POST
def leave(request, code):
    table = _table(request, code)
    who = Who.of_request(request)
    _act_or_error(request, table, lambda: flows.leave(table, who))
    return redirect("tables:room", table.code)


@guarded
@require_POST
def seat_kind(request, code):
    level = request.POST.get("level", "")
    return _seat_change(request, code, lambda table, who, number: flows.set_seat(table, who, number, level))


@guarded
@require_POST
def hand_over(request, code):
    return _seat_change(request, code, flows.hand_over)


@guarded
@require_POST
def start(request, code):
    table = _table(request, code)
    who = Who.of_request(request)
    _act_or_error(request, table, lambda: flows.start(table, who))
    return redirect("tables:room", table.code)


@guarded
@require_http_methods(["GET", "POST"])
def options(request, code):
    table = _table(request, code)
    who = Who.of_request(request)
    if not flows.is_owner(table, who):
        raise PermissionDenied
    if request.method == "POST":
        form = TableForm(request.POST)
        if form.is_valid():
            error = _act_or_error(
                request,
                table,
                lambda: flows.change_options(table, who, **_form_rules(form.cleaned_data)),
            )
            return error or redirect("tables:room", table.code)
        return render(request, "tables/new.html", {"form": form, "table": table}, status=400)
    initial = {
        "variant": table.variant,
        "players": table.players,
        "turn_seconds": table.turn_seconds,
        "phrases": table.phrases,
        "listed": table.listed,
        "competitive": table.competitive,
        "bet": table.bet,
        "public": table.public,
        "private": table.private,
        **table.rules,
    }
    for seat in Seat.objects.filter(table=table, number__gt=0):
        initial[f"level_{seat.number}"] = seat.level
    return render(request, "tables/new.html", {"form": TableForm(initial=initial), "table": table})


ERROR_STATUS = {"stale": 409, "not_now": 409, "rate": 429, "busy": 503}


@guarded
@require_POST
def act(request, code):
    """A move, a vote or a phrase sent as a plain form (without JavaScript)."""
    table = _table(request, code)
    who = Who.of_request(request)
    data = {key: request.POST.get(key) for key in ("kind", "action", "ply", "agree", "phrase")}
    data["kind"] = data["kind"] or ("next" if "action" not in request.POST else "act")
    if data["ply"] is None:
        data.pop("ply")
    if not messages.allow(messages.rate_key(table.pk, _viewer(request, who))):
        outcome = messages.Outcome(error="rate")
    else:
        outcome = messages.handle(table, who, data)
    if outcome.ok:
        flows.tick(table.pk)
        return redirect("tables:room", table.code)
    status = ERROR_STATUS.get(outcome.error, 400) if not outcome.refusal else 422
    error = presenters.error_text(outcome.error, outcome.action) if outcome.error else None
    ctx = presenters.room_context(table, who, refusal=outcome.refusal, error=error, request=request)
    return render(request, "tables/room.html", ctx, status=status)


# ---------------------------------------------------------------------------------------------
# After playing: each person's own judgements and review


def _my_round(request, code, public_id):
    table = _table(request, code)
    match_round = get_object_or_404(
        Round.objects.select_related("game"), table=table, game__public_id=public_id
    )
    seat = match_round.seat_of(Who.of_request(request))
    if seat is None:
        raise Http404("not a player of this match")
    return table, match_round, seat


def _as_seat(game, seat):
    viewed = copy.copy(game)
    viewed.learner_seat = seat
    return viewed


def _hand_over_plies(game, seat):
    """The plies of `seat`'s own moves in hands that are over (judgements wait for the hand's end)."""
    finished_until = game.ply
    match = game.match_at()
    if not match.hand.is_terminal() and not game.finished:
        finished_until = max((i for i, (_s, a) in enumerate(game.actions) if a == NEXT_HAND), default=-1)
    return [i for i, (s, _a) in enumerate(game.actions[: max(finished_until, 0)]) if s == seat]


@guarded
@require_GET
def judgements(request, code, public_id):
    table, match_round, seat = _my_round(request, code, public_id)
    game = _as_seat(match_round.game, seat)
    plies = _hand_over_plies(game, seat)
    rows = []
    for ply in plies[-12:]:
        action = game.actions[ply][1]
        if not action[:1].isdigit():
            continue
        rows.append({"ply": ply, "advice": advice_context(game, games.judgement(game, ply))})
    ctx = {"table": table, "game": game, "rows": rows}
    return render(request, "tables/judgements.html", ctx)


@guarded
@require_GET
def review(request, code, public_id):
    """The practice games' review page for one player of a table's match: that player's cards and
    the judgements of their moves in the hands that are over, nothing of anybody else's hand."""
    table, match_round, seat = _my_round(request, code, public_id)
    game = _as_seat(match_round.game, seat)
    tricks = review_of(game)
    step = parse_int(request.GET.get("baza", "")) or 0
    step = max(0, min(step, len(tricks) - 1)) if tricks else 0
    done = set(_hand_over_plies(game, seat))
    for play in tricks[step]["plays"] if tricks else []:
        if play["mine"] and play["ply"] in done:
            play["judgement"] = advice_context(game, games.judgement(game, play["ply"]))
    ctx = {
        "table": table,
        "game": game,
        "tricks": tricks,
        "step": step,
        "current": tricks[step] if tricks else None,
    }
    if request.htmx and tricks:
        return render(request, "games/review.html#step", ctx)
    ctx["analysis"] = analysis_of(game, tricks)
    return render(request, "games/review.html", ctx)
