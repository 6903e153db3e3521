"""Use cases of tables: open, sit, start, play (through games.flows), absence, timer, votes.

Every change locks the table row first (then, through games.flows, the game row): one order
of locks everywhere, so two processes serving the same table never deadlock, and a move is
checked against the table as it stands (seat, turn, the "seen ply"). After a change commits,
the table's group is told; each connection then renders its own seat's view.
"""

import asyncio
import dataclasses
import logging
import secrets
from concurrent.futures import ThreadPoolExecutor
from datetime import timedelta

from asgiref.sync import async_to_sync
from channels.layers import get_channel_layer
from django.conf import settings
from django.core.cache import cache
from django.db import transaction
from django.db.models import Q
from django.utils import timezone
from django.utils.translation import gettext as _

from accounts.models import MAX_NAME, display_name
from compete import friends
from compete.ledger import NotEnoughChips
from compete.rules import Outcome
from games import flows as games
from games.models import SESSION_KEY, Game
from ops import ratelimit
from ops.services import SHARED_STATE_ERRORS
from tables import competition, tasks  # tasks runs the flows of this module
from tables.models import REPLACEMENT_LEVEL, Round, Seat, Table, away_after
from tute.bots import LEVELS, choose_action

logger = logging.getLogger(__name__)

MAX_EVENTS = 6
GUEST_NAME = "tables_guest_name"  # in the session: the name a guest chose at a table
PHRASES = ("bien_jugado", "buena_suerte", "un_momento", "gracias", "vaya", "otra")


class TableError(ValueError):
    """A request that cannot change the table; `code` names the reason for the message shown."""

    def __init__(self, code):
        super().__init__(code)
        self.code = code


@dataclasses.dataclass(frozen=True)
class Who:
    """A visitor: an account, or else an anonymous browser session's key."""

    user: object = None
    key: str = ""

    @classmethod
    def of_request(cls, request, *, create=False):
        user = request.user if request.user.is_authenticated else None
        key = request.session.get(SESSION_KEY, "")
        if user is None and not key and create:
            key = request.session[SESSION_KEY] = secrets.token_urlsafe(24)
        return cls(user, key)

    @classmethod
    def of_scope(cls, scope):
        user = scope.get("user")
        user = user if user is not None and user.is_authenticated else None
        session = scope.get("session")
        key = (session.get(SESSION_KEY, "") if session is not None else "") or ""
        return cls(user, key)

    @property
    def known(self):
        return self.user is not None or bool(self.key)


def person_name(table, who, number, chosen=""):
    """The name a seat shows: in a class's table, the student's name in the class; else the
    account's display name; a guest's, the one they chose (or «Jugador N»)."""
    if who.user is not None and table.classroom_id is not None:
        membership = table.classroom.memberships.filter(student=who.user).first()
        if membership is not None and membership.name:
            return membership.name[:MAX_NAME]
    if who.user is not None:
        return display_name(who.user)
    chosen = " ".join((chosen or "").split())[:MAX_NAME]
    if chosen and chosen.isprintable():
        return chosen
    return _("Jugador %(n)s") % {"n": number + 1}


GUESSES = ratelimit.Limit("tables:guess", 20, 600)  # codes that do not exist, per visitor


def find_table(code, guesser):
    """The table with this code, or None. Codes cannot be guessed: a visitor who has asked for too
    many codes that do not exist is refused for a while (TableError "guessing")."""
    try:
        if ratelimit.exhausted(GUESSES, guesser):
            raise TableError("guessing")
        table = Table.objects.select_related("classroom").filter(code=code.upper()[:8]).first()
        if table is None:
            ratelimit.hit(GUESSES, guesser)
    except SHARED_STATE_ERRORS:  # the counter's Redis is down: the table's page still shows
        logger.warning("tables: guesses not counted, the shared cache does not answer")
        table = Table.objects.select_related("classroom").filter(code=code.upper()[:8]).first()
    return table


def is_owner(table, who):
    if table.owner_id:
        return who.user is not None and who.user.pk == table.owner_id
    return bool(who.key) and table.owner_key == who.key


def seat_of(table, who, seats=None):
    for seat in seats if seats is not None else table.seats.all():
        if seat.held_by(who):
            return seat
    return None


def may_sit(table, who):
    """A class table takes only the class's students (and its teachers)."""
    if table.classroom_id is None:
        return True
    if who.user is None:
        return False
    if table.classroom.taught_by(who.user):
        return True
    return table.classroom.memberships.filter(student=who.user).exists()


def may_watch(table, who):
    """Anybody with the link may watch a table whose jefe allows the public; a class's table, its
    teacher and students; a table without public, only its jefe and the people seated."""
    if table.classroom_id is not None and not may_sit(table, who):
        return False
    return table.public or is_owner(table, who) or seat_of(table, who) is not None


def notify(table, kind="changed", **data):
    """Tell every connection of the table (on every process) once the change is committed; a
    change says `game=False` when the table's game did not change (its view is not rendered again)
    and carries the table's `updated` stamp (the connections of a process then read it once)."""
    layer = get_channel_layer()
    if layer is None:
        return
    message = {"type": f"table.{kind}", "stamp": table.updated.timestamp(), **data}

    def send():
        try:
            _group_send(layer, table.group, message)
        except SHARED_STATE_ERRORS:  # saved all the same: the sockets reconnect and read the table
            logger.warning("table %s: the channel layer is down, change not pushed", table.pk)

    transaction.on_commit(send)


def _group_send(layer, group, message):
    """The layer's group_send from synchronous code. A thread that runs an event loop of its own
    (a browser driver's, in the tests; any async caller that forgot to await) cannot block on
    another coroutine, so the message then leaves from a short-lived thread of its own."""
    try:
        asyncio.get_running_loop()
    except RuntimeError:
        async_to_sync(layer.group_send)(group, message)
        return
    with ThreadPoolExecutor(1) as pool:
        pool.submit(async_to_sync(layer.group_send), group, message).result()


def _event(table, kind, seat=None, **extra):
    ply = table.game.ply if table.game_id else 0
    table.events = [*table.events, {"kind": kind, "seat": seat, "ply": ply, **extra}][-MAX_EVENTS:]


def _locked(table):
    return Table.objects.select_for_update().get(pk=table.pk)


def _game_of(table):
    """The table's game as games.flows' moves take it: they lock and read the row themselves, so
    reading it here first would be one query per move for nothing."""
    if table.game_id is None:
        raise TableError("not_playing")
    return table.game if Table.game.is_cached(table) else Game(pk=table.game_id)


# ---------------------------------------------------------------------------------------------
# Opening and seating


@transaction.atomic
def open_table(who, *, variant, players, rules, seats, listed, turn_seconds, phrases, **options):
    """A new table with its owner, the jefe de mesa, at seat 0 (a class's table: the teacher
    watches, seat 0 waits for a student); `seats` holds, per other seat, a bot level or ""
    (waiting for a person). ``options``: ``classroom``, the opener's ``name`` (a guest's) and
    ``address`` (for the same-address rule), and the competitive options ``competitive``,
    ``bet``, ``public``, ``private``."""
    classroom, name, address = options.get("classroom"), options.get("name", ""), options.get("address", "")
    competitive = options.get("competitive", False)
    table = Table.objects.create(
        competitive=competitive,
        bet=options.get("bet", 0) if competitive else 0,
        public=options.get("public", True),
        private=options.get("private", False),
        owner=who.user,
        owner_key="" if who.user else who.key,
        variant=variant,
        players=players,
        rules=rules,
        listed=listed and classroom is None,
        turn_seconds=turn_seconds,
        phrases=phrases,
        classroom=classroom,
    )
    if classroom is None:
        Seat.objects.create(
            table=table,
            number=0,
            user=who.user,
            anon_key="" if who.user else who.key,
            name=person_name(table, who, 0, name),
            seen_at=timezone.now(),
            address=address,
        )
    else:  # a teacher opens the table for her students and watches it
        Seat.objects.create(table=table, number=0)
    for number in range(1, players):
        Seat.objects.create(
            table=table, number=number, level=seats[number - 1] if number - 1 < len(seats) else ""
        )
    return table


@transaction.atomic
def sit(table, who, number, name="", address=""):
    """Take a seat waiting for a person; between matches a seated person may move to another
    (in pairs: choose whom to partner). A guest may say the name the table shows. The person is
    on the page that sat them: present at once. A private table seats only the jefe's friends
    and the people invited; a bet needs the chips. ``address``: where the person sits from."""
    table = _locked(table)
    if not may_sit(table, who):
        raise TableError("class_only")
    refused = competition.may_take_a_seat(table, who)
    if refused is not None:
        raise TableError(refused)
    seats = list(table.seats.all())
    seat = next((s for s in seats if s.number == number), None)
    if seat is None or not seat.waiting:
        raise TableError("seat_taken")
    current = seat_of(table, who, seats)
    if current is not None:
        if table.status == Table.Status.PLAYING:
            raise TableError("already_seated")
        current.user, current.anon_key, current.name, current.seen_at = None, "", "", None
        current.address = ""
        current.save()
    seat.user, seat.anon_key = who.user, "" if who.user else who.key
    seat.name, seat.seen_at, seat.replaced = person_name(table, who, number, name), timezone.now(), False
    seat.address = address
    seat.save()
    _event(table, "sat", number)
    table.save()
    notify(table, game=False)
    return seat


@transaction.atomic
def leave(table, who):
    """Leave a seat between matches (during a match, a person who goes away is played by a bot)."""
    table = _locked(table)
    seat = seat_of(table, who)
    if seat is None:
        raise TableError("not_seated")
    if table.status == Table.Status.PLAYING:
        raise TableError("playing")
    if is_owner(table, who):
        raise TableError("owner_stays")
    seat.user, seat.anon_key, seat.name, seat.seen_at = None, "", "", None
    seat.address = ""
    seat.save()
    _event(table, "left", seat.number)
    table.save()
    notify(table, game=False)


@transaction.atomic
def set_seat(table, who, number, level):
    """The owner chooses, for a seat nobody holds, a bot level or "" (waiting for a person)."""
    table = _locked(table)
    if not is_owner(table, who):
        raise TableError("owner_only")
    if table.status == Table.Status.PLAYING:
        raise TableError("playing")
    if level and level not in LEVELS:
        raise TableError("bad_input")
    seat = table.seats.filter(number=number).first()
    if seat is None or seat.taken:
        raise TableError("seat_taken")
    seat.level = level
    seat.save()
    table.save()
    notify(table, game=False)


@transaction.atomic
def hand_over(table, who, number):
    """The owner gives the table to the person at seat `number`."""
    table = _locked(table)
    if not is_owner(table, who):
        raise TableError("owner_only")
    seat = table.seats.filter(number=number).first()
    if seat is None or not seat.taken or seat.held_by(who):
        raise TableError("bad_input")
    table.owner, table.owner_key = seat.user, "" if seat.user_id else seat.anon_key
    _event(table, "owner", number)
    table.save()
    notify(table, game=False)


@transaction.atomic
def change_options(table, who, *, variant, players, rules, seats, turn_seconds, phrases, **table_options):
    """Between matches the owner (the jefe de mesa) may change the game and the table's options
    (``competitive``, ``bet``, ``public``, ``private``); everybody is told which changed."""
    table = _locked(table)
    if not is_owner(table, who):
        raise TableError("owner_only")
    if table.status == Table.Status.PLAYING:
        raise TableError("playing")
    existing = _fewer_seats(table, {s.number: s for s in table.seats.all()}, players)
    for number in range(players):
        seat = existing.get(number) or Seat(table=table, number=number)
        if number > 0 and not seat.taken:
            seat.level = seats[number - 1] if number - 1 < len(seats) else ""
        seat.save()
    new = {"variant": variant, "players": players, "rules": rules, "turn_seconds": turn_seconds}
    new |= {"phrases": phrases, **table_options}
    changed = competition.changed_options(table, new)
    table.variant, table.players, table.rules = variant, players, rules
    table.turn_seconds, table.phrases = turn_seconds, phrases
    for option in ("competitive", "bet", "public", "private"):
        setattr(table, option, table_options.get(option, getattr(table, option)))
    table.bet = table.bet if table.competitive else 0
    table.options_changed = sorted(set(table.options_changed) | set(changed))
    table.options_version += 1
    _event(table, "options")
    table.save()
    notify(table, game=False)


def _fewer_seats(table, existing, players):
    """The seats beyond `players` go; the people in them move to a seat that stays and has no
    person (a bot's or a waiting one), or, when none is left, are told they now watch."""
    free = [n for n, s in sorted(existing.items()) if n < players and n > 0 and not s.taken]
    for number, seat in sorted(existing.items()):
        if number < players:
            continue
        if seat.taken and free:
            target = existing[free.pop(0)]
            target.user, target.anon_key, target.name, target.level = seat.user, seat.anon_key, seat.name, ""
            target.seen_at = seat.seen_at
            target.save()
            _event(table, "moved", target.number)
        elif seat.taken:
            _event(table, "unseated", None, name=seat.name)
        seat.delete()
        del existing[number]
    return existing


@transaction.atomic
def start(table, who):
    """The owner starts a match once every seat has a person or a bot."""
    table = _locked(table)
    if not is_owner(table, who):
        raise TableError("owner_only")
    if table.status == Table.Status.PLAYING:
        raise TableError("playing")
    seats = list(table.seats.all())
    if any(seat.waiting for seat in seats):
        raise TableError("seats_empty")
    game = games.start_game(
        variant=table.variant,
        players=table.players,
        rules=table.rules,
        bot_levels=[seat.level for seat in seats],
        feedback=Game.Feedback.ILLEGAL,  # refusals name the obligation; no hints while people play
        bots_later=_bots_later(),
    )
    people = {
        str(s.number): {"user": s.user_id, "key": s.anon_key, "name": s.name} for s in seats if not s.is_bot
    }
    keys = "".join(f" {s.anon_key} " for s in seats if s.anon_key)
    match_round = Round.objects.create(table=table, game=game, people=people, anon_keys=keys)
    match_round.users.set([s.user_id for s in seats if s.user_id])
    try:
        competition.enter(table, game, seats)
    except NotEnoughChips as short:
        raise TableError("chips_short") from short  # the whole start is rolled back
    now = timezone.now()
    Seat.objects.filter(table=table).update(replaced=False)
    Seat.objects.filter(table=table, level="", seen_at__isnull=True).update(seen_at=now)
    table.game, table.status, table.votes, table.events = game, Table.Status.PLAYING, [], []
    table.options_changed = []
    _event(table, "started")
    table.save()
    notify(table)
    return game


# ---------------------------------------------------------------------------------------------
# Playing


def _playing(table, who):
    if table.status != Table.Status.PLAYING or table.game_id is None:
        raise TableError("not_playing")
    seat = seat_of(table, who)
    if seat is None:
        raise TableError("not_seated")
    return seat


def _after_change(table, game):
    """The table after its game changed: a finished match frees the table for the next one."""
    table.game = game
    if game.finished:
        table.status = Table.Status.WAITING
        table.votes = []
        competition.settle(game)
        _event(table, "match_over")
    table.save()
    notify(table)


@transaction.atomic
def act(table, who, action, seen_ply):
    """The person's move, through the practice games' use case (row lock, seen ply, bots' turn).

    Raises TableError, or games.flows' StaleTable / BadAction / NotNow / IllegalCard: nothing saved.
    """
    table = _locked(table)
    seat = _playing(table, who)
    if seat.replaced:  # the person is back: the seat is theirs again before they act
        _give_back(table, seat)
    game = games.play(_game_of(table), action, seen_ply, seat=seat.number, bots_later=_bots_later())
    if table.votes:  # playing on withdraws a proposal to end the match: say so
        table.votes = []
        _event(table, "vote_cancelled", seat.number)
    _after_change(table, game)
    return game


@transaction.atomic
def next_hand(table, who, seen_ply):
    table = _locked(table)
    _playing(table, who)
    game = games.next_hand(_game_of(table), seen_ply, bots_later=_bots_later())
    _after_change(table, game)
    return game


def _bots_later():
    """The task that plays a table's searching bots (experto, maestro) off the sockets' threads."""
    return tasks.bots_move


@transaction.atomic
def bots_turn(game_id, ply):
    """The bots' moves at the table playing game `game_id`, from `ply` on (tables.tasks), pushed
    to every connection. They are searched with no row locked (the table stays free for ticks,
    votes and phrases meanwhile) and saved if nothing moved; nothing when the table moved on (the
    task ran twice, or the tick's fallback played them first)."""
    if not Table.objects.filter(game_id=game_id, status=Table.Status.PLAYING).exists():
        return
    found = games.searched_bots_moves(game_id, ply)
    if found is None:
        return
    with transaction.atomic():  # the table's row first, then the game's, as every flow here
        table = Table.objects.select_for_update().filter(game_id=game_id, status=Table.Status.PLAYING).first()
        game = games.save_bots_moves(found) if table is not None else None
        if game is not None:
            _after_change(table, game)


def _give_back(table, seat):
    seat.replaced = False
    seat.seen_at = timezone.now()
    seat.save(update_fields=["replaced", "seen_at"])
    game = Game.objects.select_for_update().get(pk=table.game_id)
    game.bot_levels[seat.number] = ""
    game.save(update_fields=["bot_levels"])
    table.game = game
    _event(table, "back", seat.number)


def _replace(table, seat):
    seat.replaced = True
    seat.save(update_fields=["replaced"])
    game = Game.objects.select_for_update().get(pk=table.game_id)
    game.bot_levels[seat.number] = REPLACEMENT_LEVEL
    game.save(update_fields=["bot_levels"])
    table.game = game
    _event(table, "replaced", seat.number)


def seen(table_id, number):
    """A connection of the person at seat `number` is alive (its consumer says so regularly). A
    person the table showed away is shown back at once."""
    now = timezone.now()
    seats = Seat.objects.filter(table_id=table_id, number=number, level="")
    away = Q(seen_at__isnull=True) | Q(seen_at__lt=now - timedelta(seconds=away_after()))
    if seats.filter(away).update(seen_at=now):
        _tell(table_id)
    else:
        seats.update(seen_at=now)


def went_away(table_id, number):
    """The person's socket closed: the table shows them away at once (their grace has started)."""
    now = timezone.now()
    Seat.objects.filter(table_id=table_id, number=number, level="", seen_at__isnull=False).update(
        seen_at=now - timedelta(seconds=away_after() + 0.5)
    )
    _tell(table_id)


def _tell(table_id):
    """Tell the table's connections that its seats changed (nothing else did)."""
    table = Table.objects.filter(pk=table_id).only("updated").first()
    if table is not None:
        Table.objects.filter(pk=table_id).update(updated=timezone.now())
        table.refresh_from_db(fields=["updated"])
        notify(table, game=False)


def claim_tick(table_id, seconds):
    """Whether this connection runs the table's regular tick now: one connection per table and
    interval (of any process, through the shared cache) does; the others only say they are here."""
    return cache.add(f"tables:tick:{table_id}", 1, seconds)


def _tell_absences(table, seats, now):
    """A person whose connection stopped without closing (a lost network): once their last sign
    is old enough, the table is told, once per absence."""
    for seat in seats:
        if seat.taken and not seat.is_bot and seat.seen_at and not seat.connected(now) and not seat.replaced:
            if cache.add(f"tables:away:{table.pk}:{seat.number}:{seat.seen_at.timestamp()}", 1, 3600):
                _tell(table.pk)
                return


def _due(table, seats, now):
    """Whether `tick` has anything to do (a cheap look first: most ticks find nothing)."""
    if table.status != Table.Status.PLAYING or table.game_id is None:
        return False
    for seat in seats:
        if seat.taken and not seat.is_bot and seat.present(now) == seat.replaced:
            return True
    game = Game.objects.get(pk=table.game_id)
    if _bots_stalled(game, now):
        return True
    if table.turn_seconds:
        return (now - game.updated).total_seconds() >= table.turn_seconds
    return False


def _bots_stalled(game, now):
    """A searching bot's move is due and no worker has played it within the deadline (no worker
    running, or one that died mid-task): the tick plays it."""
    waited = (now - game.updated).total_seconds()
    return waited >= settings.TASKS_DEADLINE_SECONDS and games.searching_bot_to_move(game)


def tick(table_id):
    """Absence and time per turn, decided on the server: run regularly by every connected
    person's consumer (and after moves), so the table goes on while one person is connected.

    A person away for longer than the grace period is played by a bot until they return; with
    time per turn, a person (or a finished hand nobody deals) who lets it run out is played by a
    bot for that move, and the table says so. Returns True when the table changed."""
    table = Table.objects.filter(pk=table_id).first()
    now = timezone.now()
    if table is None:
        return False
    seats = list(table.seats.all())
    _tell_absences(table, seats, now)
    if not _due(table, seats, now):
        return False
    with transaction.atomic():
        table = _locked(table)
        if table.status != Table.Status.PLAYING or table.game_id is None:
            return False
        changed = _absences(table, now)
        game = table.game
        if changed:  # a seat changed hands: the bots play (the searching ones in a task)
            game = games.bots_turn(game, game.ply, bots_later=_bots_later())
        elif _bots_stalled(game, now):  # no worker played them in time: here
            changed = True
            game = games.bots_turn(game, game.ply)
        elif table.turn_seconds and (now - game.updated).total_seconds() >= table.turn_seconds:
            game = _timeout(table, game)
            changed = game is not None
            game = game or table.game
        if changed:
            _after_change(table, game)
        return changed


def _absences(table, now):
    """Bots sit in for the people away past the grace period, and give back the seats of those
    who returned. True when any seat changed hands."""
    changed = False
    for seat in table.seats.all():
        if not seat.taken or seat.is_bot:
            continue
        if seat.replaced and seat.present(now):
            _give_back(table, seat)
            changed = True
        elif not seat.replaced and not seat.present(now):
            _replace(table, seat)
            changed = True
    return changed


def _timeout(table, game):
    """The person whose turn ran out is played by a bot for this one move."""
    match = game.match_at()
    state = match.hand
    if state.is_terminal():
        if match.is_over():
            return None
        _event(table, "dealt")
        return games.next_hand(game, game.ply, bots_later=_bots_later())
    seat = state.current_player
    action = choose_action(state.view(seat), REPLACEMENT_LEVEL, rng=game.bot_rng(game.ply))
    _event(table, "timeout", seat)
    return games.play(game, action, game.ply, seat=seat, bots_later=_bots_later())


# ---------------------------------------------------------------------------------------------
# Amicable end, phrases


@transaction.atomic
def vote_end(table, who, agree):
    """A person proposes or agrees to end the match; it ends when every person agrees (bots do not
    vote); one "no" withdraws the proposal. An amicable end counts for nobody."""
    table = _locked(table)
    seat = _playing(table, who)
    if not agree:
        if table.votes:
            table.votes = []
            _event(table, "vote_no", seat.number)
            table.save()
            notify(table, game=False)
        return False
    if seat.number not in table.votes:
        _event(table, "agree" if table.votes else "vote", seat.number)  # a second "yes" agrees
        table.votes = [*table.votes, seat.number]
    people = {s.number for s in table.seats.all() if not s.is_bot}
    ended = people <= set(table.votes)
    if ended:
        game = Game.objects.select_for_update().get(pk=table.game_id)
        game.finished = True
        game.save(update_fields=["finished", "updated"])
        Round.objects.filter(game=game).update(amicable=True)
        competition.settle(game, Outcome.AMICABLE)
        table.status, table.votes = Table.Status.WAITING, []
        _event(table, "amicable")
    table.save()
    notify(table, game=ended)
    return ended


@transaction.atomic
def abandon(table, who):
    """A person leaves a competitive match for good (not a dropped connection: a bot plays for
    those until they return). The match ends there, lost by the leaver's side, who pays the
    penalty said beforehand (compete.present.abandon_warning)."""
    table = _locked(table)
    seat = _playing(table, who)
    game = Game.objects.select_for_update().get(pk=table.game_id)
    if competition.abandon(game, seat.number) is None:
        raise TableError("not_competitive")  # elsewhere a bot plays for whoever goes away
    game.finished = True
    game.save(update_fields=["finished", "updated"])
    competition.settle(game, Outcome.ABANDONED)
    leaver = seat.name
    seat.user, seat.anon_key, seat.name, seat.seen_at = None, "", "", None
    seat.address, seat.replaced = "", False
    seat.save()
    table.game, table.status, table.votes = game, Table.Status.WAITING, []
    _event(table, "abandoned", seat.number, who=leaver)
    table.save()
    notify(table)


@transaction.atomic
def invite(table, who, user_id):
    """A seated person (or the jefe) invites a friend in one click: the friend may then sit at a
    private table, and sees the invitation in the list of tables."""
    table = _locked(table)
    seat = seat_of(table, who) if who.user is not None else None
    if who.user is None or (seat is None and not is_owner(table, who)):
        raise TableError("not_seated")
    if not friends.are_friends(who.user.pk, user_id):
        raise TableError("bad_input")
    competition.invite(table, who.user, user_id)
    _event(table, "invited", seat.number if seat else None)
    table.save()
    notify(table, game=False)


def say(table, who, phrase):
    """A ready-made phrase (never free text), when the owner has not turned them off."""
    if phrase not in PHRASES:
        raise TableError("bad_input")
    table = Table.objects.get(pk=table.pk)
    if not table.phrases:
        raise TableError("phrases_off")
    seat = seat_of(table, who)
    if seat is None:
        raise TableError("not_seated")
    with transaction.atomic():
        notify(table, "phrase", seat=seat.number, phrase=phrase)


def grace_seconds():
    return getattr(settings, "TABLES_GRACE_SECONDS", 15)
