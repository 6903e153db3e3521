"""The competitive pages: the clasificación, one's own player page (level, XP, chips, skill
ratings and their trend), the friends list, and a class's ranking for its teacher and pupils."""

import uuid

from django.contrib import messages
from django.contrib.auth.decorators import login_required
from django.core.exceptions import PermissionDenied
from django.shortcuts import get_object_or_404, redirect, render
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET, require_http_methods, require_POST

from compete import friends, ledger, present, ranking, ratings
from compete.models import ChipMovement, ClassCompetition, Player, XpTally
from compete.names import find, names_of
from ops import ratelimit
from ops.inputs import parse_int
from teachers.models import Classroom

PERIODS = {"semana": "week", "siempre": "total"}
# Friend requests and name searches per account and hour: plenty for a person, not for a flood.
FRIENDS_LIMIT = ratelimit.Limit("compete:friends", 60, 3600)


def _choice(request, name, allowed, default):
    value = request.GET.get(name, default)
    return value if value in allowed else default


def _period(request):
    key = _choice(request, "periodo", PERIODS, "siempre")
    return key, (ranking.week_of() if key == "semana" else XpTally.TOTAL)


def _ranking_context(request, scope):
    variant = _choice(request, "modalidad", present.VARIANT_NAMES, "")
    period_key, period = _period(request)
    number = max(1, min(parse_int(request.GET.get("pagina", "")) or 1, 10_000))
    rows, more = ranking.page(scope, variant, period, number)
    me = request.user.pk if request.user.is_authenticated else None
    mine = ranking.place_of(me, scope, variant, period) if me else None
    return {
        "rows": present.ranking_rows(rows, me),
        "more": more,
        "number": number,
        "variant": variant,
        "variants": [(key, present.variant_name(key)) for key in present.VARIANT_NAMES],
        "period": period_key,
        "mine": mine,
        "mine_shown": any(row["user_id"] == me for row in rows),
        "ranked": ranking.ranked(scope, variant, period),
    }


@require_GET
def board(request):
    ctx = _ranking_context(request, ranking.EVERYONE)
    if request.htmx:
        return render(request, "compete/ranking.html#board", ctx)
    return render(request, "compete/ranking.html", ctx)


@login_required
@require_GET
def me(request):
    user = request.user
    given = ledger.top_up(user)
    if given:
        messages.info(
            request, _("Recarga diaria: te damos %(chips)s.") % {"chips": present.chips_text(given)}
        )
    player = ledger.player_of(user)
    rows = []
    for variant in ratings.VARIANTS:
        rating = ratings.of_user(user.pk, variant)
        if rating is None:
            continue
        values, change = ratings.trend(user.pk, variant)
        rows.append(
            {
                "variant": present.variant_name(variant),
                "shown": ratings.shown(rating.mu),
                "spread": ratings.spread(rating.sigma),
                "matches": rating.matches,
                "trend": values,
                "change": change,
                "points": _spark(values),
                "place": present.level_place(rating.mu, variant),
            }
        )
    ctx = {
        "player": player,
        "level": present.level(ranking.total_xp(user.pk)),
        "places": present.places(user.pk),
        "ratings": rows,
        "movements": ChipMovement.objects.filter(user=user)[:12],
    }
    return render(request, "compete/me.html", ctx)


def _spark(values, width=120, height=28):
    """The points of a small line (an SVG polyline) through the last shown ratings."""
    if len(values) < 2:
        return ""
    low, high = min(values), max(values)
    span = max(high - low, 1)
    step = width / (len(values) - 1)
    return " ".join(
        f"{round(i * step, 1)},{round(height - 2 - (v - low) * (height - 4) / span, 1)}"
        for i, v in enumerate(values)
    )


# --- friends -------------------------------------------------------------------------------------


def _friend_rows(ids):
    names = names_of(ids)
    players = dict(Player.objects.filter(user_id__in=ids).values_list("user_id", "public_id"))
    xp = dict(
        XpTally.objects.filter(user_id__in=ids, scope="", variant="", period=XpTally.TOTAL).values_list(
            "user_id", "xp"
        )
    )
    return sorted(
        (
            {"name": names.get(i, ""), "player": players.get(i), "level": present.level(xp.get(i, 0)).number}
            for i in ids
        ),
        key=lambda row: row["name"].lower(),
    )


@login_required
@require_GET
def friends_page(request):
    user = request.user
    ledger.player_of(user)
    query = request.GET.get("nombre", "")[:60].replace("\x00", "")
    mine = friends.friend_ids(user)
    asked_me = [f.asker_id for f in friends.incoming(user)]
    i_asked = [f.asked_id for f in friends.outgoing(user)]
    found = []
    if query.strip() and not ratelimit.allow(FRIENDS_LIMIT, str(user.pk)):
        messages.error(request, _("Demasiadas búsquedas y peticiones seguidas: espera un rato."))
        query = ""
    if query.strip():
        hits = [pk for pk, _name in find(query, exclude=user.pk)]
        ledger.ensure_players(hits)
        found = _friend_rows(hits)
    ctx = {
        "friends": _friend_rows(mine),
        "incoming": _friend_rows(asked_me),
        "outgoing": _friend_rows(i_asked),
        "found": found,
        "query": query,
        "known": mine | set(i_asked),
    }
    return render(request, "compete/friends.html", ctx)


def _player_user(request):
    public_id = request.POST.get("player", "")
    player = Player.objects.filter(public_id=public_id).first() if _uuid(public_id) else None
    if player is None:
        messages.error(request, _("No encontramos a esa persona."))
    return player


def _uuid(text):
    try:
        uuid.UUID(str(text))
    except ValueError:
        return False
    return True


@login_required
@require_POST
def friend_add(request):
    if not ratelimit.allow(FRIENDS_LIMIT, str(request.user.pk)):
        messages.error(request, _("Demasiadas búsquedas y peticiones seguidas: espera un rato."))
        return redirect("compete:friends")
    player = _player_user(request)
    if player is not None:
        try:
            friendship = friends.ask(request.user, player.user_id)
        except friends.FriendError as error:
            messages.error(request, _friend_error(error.code))
        else:
            if friendship.status == friendship.Status.ACCEPTED:
                messages.success(request, _("Ahora sois amigos."))
            else:
                messages.success(request, _("Petición de amistad enviada."))
    return redirect(request.POST.get("next") if _safe_next(request) else "compete:friends")


def _safe_next(request):
    target = request.POST.get("next", "")
    return target.startswith("/mesas/") and target.isascii() and "//" not in target


def _friend_error(code):
    texts = {
        "self": _("No puedes ser amigo de ti mismo."),
        "refused": _("Esa persona ya rechazó tu petición."),
        "no_request": _("Esa petición ya no está pendiente."),
    }
    return texts.get(code, texts["no_request"])


@login_required
@require_POST
def friend_answer(request):
    player = _player_user(request)
    if player is not None:
        try:
            friends.answer(request.user, player.user_id, request.POST.get("respuesta") == "aceptar")
        except friends.FriendError as error:
            messages.error(request, _friend_error(error.code))
    return redirect("compete:friends")


@login_required
@require_POST
def friend_remove(request):
    player = _player_user(request)
    if player is not None:
        friends.remove(request.user, player.user_id)
    return redirect("compete:friends")


# --- a class's ranking ---------------------------------------------------------------------------


@require_http_methods(["GET", "POST"])
@login_required
def class_board(request, pk):
    """A class's own ranking: its teacher and its pupils see it; nobody else (404)."""
    classroom = get_object_or_404(Classroom, pk=pk, removed_at=None)
    teacher = classroom.owner_id == request.user.pk
    if not teacher and not classroom.memberships.filter(student=request.user).exists():
        raise PermissionDenied
    setting, _created = ClassCompetition.objects.get_or_create(classroom=classroom)
    if request.method == "POST":
        if not teacher:
            raise PermissionDenied
        setting.on = request.POST.get("competir") == "si"
        setting.save(update_fields=["on"])
        return redirect("compete:class_board", pk)
    ctx = _ranking_context(request, ranking.class_scope(classroom.pk))
    ctx.update(classroom=classroom, teacher=teacher, competition=setting.on)
    if request.htmx:
        return render(request, "compete/class.html#board", ctx)
    return render(request, "compete/class.html", ctx)
