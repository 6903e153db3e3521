"""What a table shows to one viewer: their own seat's view of the game (a spectator's shows no
hand), the seats and who is there, what happened, and the words for refusals and errors.

The game part is the practice table itself (games.present.table and templates/games/play.html),
built for the viewer's seat: the practice code calls that seat "the learner", so the game is
copied with the viewer's seat as `learner_seat` (nothing is saved).
"""

import copy
import dataclasses
import threading
from functools import lru_cache

from cachetools import LRUCache, cached
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import timezone, translation
from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from games import words
from games.forms import rule_settings
from games.levels import level_choices, level_name
from games.models import Game
from games.present.common import side_label
from games.present.review import summary
from games.present.table import back_stages
from games.present.table import table as table_context
from tables import competition, flows
from tables.models import Seat, Table
from tables.sockets import Close


def error_text(code, action=""):
    texts = {
        "stale": _("La mesa ha cambiado desde que la viste. Así está ahora."),
        "bad_action": _("Esa jugada no existe en esta mesa: «%(action)s».") % {"action": action[:20]},
        "not_now": _("Ahora no toca jugar carta: primero decide si cantas, cambias o pasas."),
        "missing": _("Falta la jugada o el número de la mesa."),
        "not_seated": _("No tienes sitio en esta mesa."),
        "not_playing": _("La partida no está en juego."),
        "owner_only": _("Solo el jefe de mesa (★) puede hacerlo."),
        "class_only": _("Esta mesa es de una clase: solo se sientan sus alumnos."),
        "seat_taken": _("Ese sitio ya no está libre."),
        "already_seated": _("Ya tienes un sitio en esta mesa."),
        "seats_empty": _("Falta gente por sentarse: espera o pon un bot en los sitios libres."),
        "playing": _("Eso se hace entre partidas, no durante una."),
        "owner_stays": _("Quien abre la mesa no puede dejarla: pásala antes a otra persona."),
        "bad_input": _("Ese mensaje no es válido."),
        "private": _("Esta mesa es privada: solo se sientan los invitados y los amigos del jefe de mesa."),
        "chips": _("No tienes fichas suficientes para la apuesta de esta mesa."),
        "chips_short": _(
            "Alguien de la mesa no tiene fichas suficientes para la apuesta: cambiad la apuesta."
        ),
        "not_competitive": _(
            "Abandonar solo se hace en una partida competitiva: si te vas, un bot juega por ti."
        ),
        "phrases_off": _("Las frases están desactivadas en esta mesa."),
        "rate": _("Vas demasiado deprisa: espera un momento."),
        "no_table": _("No hay ninguna mesa con ese código."),
        "busy": _("La mesa está ocupada en este momento y no se ha guardado nada: inténtalo otra vez."),
        "signed_out": _("Tu sesión ha terminado: vuelve a cargar la página para seguir en la mesa."),
        "not_allowed": _("Esta mesa no es para tu cuenta (o ya no lo es)."),
        "too_many": _(
            "Demasiadas conexiones o mensajes (o esta mesa está llena de espectadores): cierra "
            "alguna pestaña, espera un momento y vuelve a cargar la página."
        ),
        "guessing": _("Demasiados códigos de mesa que no existen: espera unos minutos."),
    }
    return texts.get(code, texts["bad_input"])


# Why a socket was closed, as the room's error part tells it (tables.sockets.Close).
CLOSE_REASONS = {
    Close.SIGNED_OUT: "signed_out",
    Close.NOT_ALLOWED: "not_allowed",
    Close.NO_TABLE: "no_table",
    Close.TOO_MANY: "too_many",
}


@lru_cache(maxsize=256)
def _error_part(code, language, action):
    with translation.override(language):
        return render_to_string("tables/_room.html#error", {"error": error_text(code, action)})


def error_part(code, language, action=""):
    """The room's error part alone, saying `code` in `language` (the same bytes for everybody:
    kept once per process, so answering a refused frame costs no render)."""
    return _error_part(code, language, action if code == "bad_action" else "")


def phrase_text(key):
    texts = {
        "bien_jugado": _("¡Bien jugado!"),
        "buena_suerte": _("¡Buena suerte!"),
        "un_momento": _("Un momento, por favor."),
        "gracias": _("¡Gracias!"),
        "vaya": _("¡Vaya!"),
        "otra": _("¿Echamos otra?"),
    }
    return texts[key]


def _event_text(event, names):
    who = names.get(event.get("seat"), "")
    kind = event["kind"]
    texts = {
        "sat": _("%(who)s se ha sentado.") % {"who": who},
        "left": _("%(who)s ha dejado su sitio.") % {"who": who},
        "owner": _("Ahora la mesa la lleva %(who)s.") % {"who": who},
        "options": _("Han cambiado las opciones de la mesa."),
        "started": _("Empieza la partida."),
        "match_over": _("La partida ha terminado."),
        "replaced": _("%(who)s se ha desconectado: juega un bot en su lugar hasta que vuelva.")
        % {"who": who},
        "back": _("%(who)s ha vuelto y recupera su sitio.") % {"who": who},
        "timeout": _("Se acabó el tiempo de %(who)s: un bot ha jugado por esa vez.") % {"who": who},
        "dealt": _("Se acabó el tiempo: se reparte la siguiente mano."),
        "vote": _("%(who)s propone terminar la partida de mutuo acuerdo.") % {"who": who},
        "agree": _("%(who)s está de acuerdo en terminar la partida.") % {"who": who},
        "vote_no": _("%(who)s prefiere seguir jugando.") % {"who": who},
        "vote_cancelled": _("%(who)s ha jugado: se retira la propuesta de terminar.") % {"who": who},
        "moved": _("Hay menos sitios: %(who)s pasa a otro sitio de la mesa.") % {"who": who},
        "unseated": _("Hay menos sitios: %(who)s se queda sin sitio y mira la partida.")
        % {"who": event.get("name", "")},
        "amicable": _("La partida termina de mutuo acuerdo: no cuenta para nadie."),
        "abandoned": _("%(who)s ha abandonado la partida: la pierde su lado.")
        % {"who": event.get("who") or who},
        "invited": _("%(who)s ha invitado a un amigo a la mesa.") % {"who": who},
    }
    return texts.get(kind, "")


def _seat_rows(table, seats, me, now):
    rows = []
    pairs = table.variant == "arrastre" and table.players == 4 and table.rules.get("parejas", True)
    for seat in seats:
        relation = ""
        if pairs and me is not None and seat.number != me.number:
            relation = pgettext("table seat", "compañero") if seat.number % 2 == me.number % 2 else ""
        elif pairs and me is None:
            relation = _("pareja %(n)s") % {"n": seat.number % 2 + 1}
        rows.append(
            {
                "number": seat.number,
                "name": seat.name if seat.taken else "",
                "bot": level_name(seat.level) if seat.is_bot else "",
                "level": seat.level,
                "waiting": seat.waiting,
                "mine": me is not None and seat.number == me.number,
                "present": seat.taken and seat.connected(now),
                "away_left": seat.grace_left(now) if table.status == Table.Status.PLAYING else None,
                "replaced": seat.replaced,
                "relation": relation,
                "voted": seat.number in table.votes,
            }
        )
    return rows


def _clock(table, game, seats, me, now):
    """The time per turn as the table shows it: whose turn runs out, in how many seconds, and
    whether it is the viewer's (who is warned before a bot plays for them). None without one."""
    if not table.turn_seconds or game is None or table.status != Table.Status.PLAYING:
        return None
    match = game.match_at()
    state = match.hand
    if state.is_terminal() and match.is_over():
        return None
    left = max(0, round(table.turn_seconds - (now - game.updated).total_seconds()))
    if state.is_terminal():
        return {"left": left, "total": table.turn_seconds, "deal": True, "mine": False, "who": ""}
    turn = state.current_player
    seat = next((s for s in seats if s.number == turn), None)
    if seat is None or seat.is_bot or seat.replaced or game.bot_levels[turn]:
        return None  # bots do not wait on a clock
    mine = me is not None and me.number == turn
    return {"left": left, "total": table.turn_seconds, "deal": False, "mine": mine, "who": seat.name}


def names_of(seats, players=None):
    """{seat: the name the table shows}: the person's, a bot's level («Novato»), or «sitio libre»."""
    names = {
        s.number: s.name if s.taken else (level_name(s.level) if s.is_bot else _("sitio libre"))
        for s in seats
    }
    for number in range(players or 0):  # a seat the options just removed, while a game still names it
        names.setdefault(number, _("Jugador %(n)s") % {"n": number + 1})
    return names


def game_context(table, game, seat, *, seats=None, animate_from=None, refusal=None, notice=None):
    """The practice table's context for one seat (None: a spectator, who sees no hand). Every
    label of the felt (banners, scores, cantes, screen-reader lines) names the people: «tú» only
    for the viewer's own seat, never the practice table's «Rival» or «Compañero»."""
    seats = list(table.seats.all()) if seats is None else seats
    viewed = copy.copy(game)
    viewed.learner_seat = 0 if seat is None else seat
    viewed.seat_names = names_of(seats, game.players)
    if seat is not None:
        viewed.seat_names[seat] = words.seat_label(game.players, 0)  # «Tú»
    ctx = table_context(viewed, animate_from=animate_from, notice=notice or "", refusal=refusal).as_context()
    if seat is None:
        ctx["seats"][0].is_learner = False
        # A spectator: nothing of seat 0's own cards or choices (the view it was built from).
        ctx.update(
            hand=[],
            your_turn=False,
            card_actions=[],
            other_actions=[],
            renuncio_calls=[],
            phone_rows="",
            judged_ply=None,
            spectator=True,
        )
        if ctx["frames"]:
            ctx["frames"] = ctx["frames"].for_spectator()
        if ctx["result"]:
            ctx["result"] = dataclasses.replace(ctx["result"], learner_won=False)
        # ...but the bottom seat is a player like the others: its name and its cards' backs.
        bottom = ctx["me"]
        bottom.backs = back_stages(ctx["frames"], bottom.seat, bottom.hand_size)
        ctx["others"] = [bottom, *ctx["others"]]
        match = viewed.match_at()
        if match.is_over():
            winners = ", ".join(side_label(viewed, w) for w in match.winners())
            ctx["standings"]["winners_text"] = _("Gana la partida: %(names)s.") % {"names": winners}
    ctx.pop("view", None)
    ctx["live"] = {"act_url": reverse("tables:act", args=[table.code])}
    return ctx


def _options_title(table):
    """The game the table plays, as the practice games name theirs ("Tute de arrastre a 4 · por
    parejas"), and the house rules that differ from the usual ones."""
    game = Game(variant=table.variant, players=table.players, rules=table.rules, bot_levels=[])
    title = summary(game)["title"]
    changed = [
        words.house_rule_setting(name, value)
        for name, value in rule_settings(table.variant, table.players, table.rules)
        if name != "parejas"  # the title says it
    ]
    return " · ".join([title, *changed])


# The table and its seats as last read by this process, shared by the connections it serves: when a
# table changes, every connection to it renders its own view, and those of one process read the
# table once between them (the others wait for that reading: cachetools' `condition`). A change is
# known by the table's `updated` stamp (flows.notify), so one reading serves one change.
_SNAPSHOTS = LRUCache(maxsize=512)
_SNAPSHOTS_READ = threading.Condition()


@cached(_SNAPSHOTS, key=lambda table_id, stamp: (table_id, stamp), condition=_SNAPSHOTS_READ)
def snapshot(table_id, stamp):
    return read_table(table_id)


def read_table(table_id):
    """The table (with its game and class) and its seats, from the database."""
    table = Table.objects.select_related("game", "classroom").get(pk=table_id)
    return table, list(Seat.objects.filter(table=table))


def room_context(
    table,
    who,
    *,
    stamp=None,
    animate_from=None,
    since=None,
    refusal=None,
    notice=None,
    error=None,
    request=None,
    with_game=True,
    guest_name="",
):
    """The room as `who` sees it now. `since` (game id, ply) is what this viewer was last shown:
    the cards played after it are replayed one by one, as the practice table does for the bots.
    Without `with_game`, the game's part (the costly one) is left out: "game_html" is None.
    With `stamp` (a change's, see flows.notify), the process's shared reading may serve."""
    table, seats = read_table(table.pk) if stamp is None else snapshot(table.pk, stamp)
    if since is not None and since[0] == table.game_id and since[1] is not None:
        animate_from = since[1]
    me = flows.seat_of(table, who, seats)
    names = names_of(seats)
    ctx = {
        "table": table,
        "title": _options_title(table),
        "seats": _seat_rows(table, seats, me, timezone.now()),
        "me": me,
        "is_owner": flows.is_owner(table, who),
        "may_sit": flows.may_sit(table, who) and table.status == Table.Status.WAITING,
        "playing": table.status == Table.Status.PLAYING,
        "events": [text for e in reversed(table.events) if (text := _event_text(e, names))],
        "error": error,
        "socket_path": f"/ws/mesas/{table.code}/",
        "phrases": [(key, phrase_text(key)) for key in flows.PHRASES] if table.phrases and me else [],
        "vote_open": bool(table.votes),
        "voted": me is not None and me.number in table.votes,
        "ready": not any(s.waiting for s in seats),
        "game_html": "",
        "levels": [(value, label.lower()) for value, label in level_choices()],
        "hand_over": False,
        "clock": _clock(table, table.game, seats, me, timezone.now()),
        "guest": who.user is None,
        "guest_name": guest_name,
        **competition.room_context(table, seats, me, who),
    }
    game = table.game
    if not with_game:
        ctx["game_html"] = None
        if game is not None:  # the links after a hand (extras) still need to know it is over
            ctx["hand_over"] = game.match_at().hand.is_terminal()
    elif game is not None:
        seat = me.number if me is not None else None
        gctx = game_context(
            table, game, seat, seats=seats, animate_from=animate_from, refusal=refusal, notice=notice
        )
        ctx["game_html"] = render_to_string("games/play.html#table", gctx, request=request)
        ctx["ply"] = game.ply
        ctx["hand_over"] = gctx["hand_over"]
        ctx["match_over"] = gctx["match_over"]
    return ctx


# The room's parts, each a top-level element whose id a push replaces (templates/tables/_room.html).
PARTS = {"head": "room-head", "error": "room-error", "seats": "room-seats", "events": "room-events"}
PARTS |= {"clock": "room-clock"}
PARTS |= {"game": "room-play", "extras": "room-extras"}


def room_parts(ctx):
    """{element id: its HTML} of every part the context holds (the game's only when rendered)."""
    return {
        element: render_to_string(f"tables/_room.html#{name}", ctx)
        for name, element in PARTS.items()
        if name != "game" or ctx["game_html"] is not None
    }


def render_room(table, who, **kwargs):
    return render_to_string("tables/_room.html", room_context(table, who, **kwargs))


def render_phrase(table, seat_number, phrase):
    seats = list(Seat.objects.filter(table_id=table.pk))
    who = names_of(seats).get(seat_number, "")
    return render_to_string("tables/_phrase.html", {"who": who, "text": phrase_text(phrase)})


def watch_context(table, who):
    """One table as its class's teacher follows it among the others (tables:class_tables): who sits
    where and whether they are there, whose turn and its clock, the cards on the table and the
    points; what any spectator may see, and nothing of anybody's hand."""
    ctx = room_context(table, who, with_game=False)
    ctx["watch"] = None
    game = ctx["table"].game
    if game is not None and ctx["playing"]:
        seats = list(Seat.objects.filter(table_id=table.pk))
        gctx = game_context(ctx["table"], game, None, seats=seats)
        ctx["watch"] = {
            "trick": gctx["trick"],
            "turn": gctx["turn"],
            "points": gctx["points"],
            "hand_over": gctx["hand_over"],
        }
    return ctx


def render_watch(table, who):
    return render_to_string("tables/_watch.html", watch_context(table, who))
