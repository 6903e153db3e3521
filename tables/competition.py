"""The tables' side of playing for points (compete/): who may sit at a private or a competitive
table, whether a match will count and why not (said before the start), the contest entered
when a competitive match starts and settled when it ends, and the options a jefe de mesa
changed (everybody is told which).

The rules of points, chips and ratings are compete's; this module only hands it the table's
facts: each seat's person, bot or guest and the address they sat down from.
"""

from django.utils.translation import gettext as _

from compete import flows as compete
from compete import friends, ledger, present
from compete.flows import SeatEntry
from compete.models import Award, Player
from compete.names import names_of
from compete.rules import Outcome
from games.forms import HOUSE_RULE
from tables.models import Invitation

# The options a jefe de mesa may change between matches, with their words for the notice.
OPTION_FIELDS = ("variant", "players", "turn_seconds", "phrases", "competitive", "bet", "public", "private")


def option_label(name):
    labels = {
        "variant": _("Modalidad"),
        "players": _("Jugadores"),
        "turn_seconds": _("Tiempo por turno"),
        "phrases": _("Frases en la mesa"),
        "competitive": _("Competir por puntos y fichas"),
        "bet": _("Apuesta por partida"),
        "public": _("Permitir público"),
        "private": _("Mesa privada"),
    }
    if name in labels:
        return labels[name]
    return str(HOUSE_RULE[name].label) if name in HOUSE_RULE else name


def changed_options(table, new):
    """The names of the options that ``new`` (field -> value, ``rules`` included) changes."""
    changed = [name for name in OPTION_FIELDS if name in new and getattr(table, name) != new[name]]
    old_rules, new_rules = table.rules, new.get("rules", table.rules)
    changed += sorted(k for k in set(old_rules) | set(new_rules) if old_rules.get(k) != new_rules.get(k))
    return changed


def may_take_a_seat(table, who):
    """None, or the code of why ``who`` may not sit: a private table seats its jefe, the people
    invited and the jefe's friends; a competitive table with a bet needs the chips (a guest may
    sit: the match then says it will not count)."""
    if table.private and not _welcome(table, who):
        return "private"
    if table.competitive and table.bet and who.user is not None:
        ledger.top_up(who.user)
        if ledger.balance(who.user) < table.bet:
            return "chips"
    return None


def _welcome(table, who):
    if who.user is None:
        return False
    if table.owner_id == who.user.pk:
        return True
    if Invitation.objects.filter(table=table, user=who.user).exists():
        return True
    return table.owner_id is not None and friends.are_friends(table.owner_id, who.user.pk)


def entries(seats):
    """Each seat as compete sees it when a match starts."""
    return [
        SeatEntry(
            seat=s.number,
            user_id=s.user_id,
            guest=not s.is_bot and not s.user_id,
            level=s.level,
            address=s.address,
        )
        for s in seats
    ]


def will_not_count(table, seats):
    """Why the next match of a competitive table would not count (empty: it will, or the table
    is not competitive), from the seats as they stand."""
    if not table.competitive:
        return []
    return compete.reasons(entries(s for s in seats if s.taken or s.is_bot))


def competes(table):
    """Whether the table's matches are competitive: chosen by its jefe, and for a class's table
    also allowed by its teacher."""
    if not table.competitive:
        return False
    return table.classroom_id is None or compete.class_competes(table.classroom_id)


def enter(table, game, seats):
    """At the start of a match: the contest, with the bets in the pot (NotEnoughChips: the start
    is refused and nothing is saved)."""
    if competes(table):
        compete.enter(game, entries(seats), bet=table.bet, classroom=table.classroom)


def settle(game, outcome=Outcome.PLAYED):
    return compete.settle(game, outcome)


def abandon(game, seat):
    return compete.abandon(game, seat)


def invite(table, by, user_id):
    Invitation.objects.get_or_create(table=table, user_id=user_id, defaults={"by": by})


# --- what the room shows ---------------------------------------------------------------------


def room_context(table, seats, me, who):
    """The room's points part for ``who``: the jefe's star, the options changed, whether the
    next match will count (and why not), the penalty of leaving, one's own result of the last
    match, friends to invite and table-mates to befriend."""
    owner_seat = next((s.number for s in seats if s.user_id and s.user_id == table.owner_id), None)
    if owner_seat is None and not table.owner_id:
        owner_seat = next((s.number for s in seats if s.anon_key and s.anon_key == table.owner_key), None)
    playing = table.status == table.Status.PLAYING
    ctx = {
        "jefe_seat": owner_seat,
        "options_changed": [option_label(name) for name in table.options_changed],
        "competes": competes(table),
        "class_off": table.competitive and not competes(table),
        "bet_text": present.chips_text(table.bet) if table.bet else "",
        "not_count": [present.reason_text(r) for r in will_not_count(table, seats)] if not playing else [],
        "abandon_warning": _abandon_warning(table) if playing and competes(table) and me else "",
        "award_lines": _award_lines(table, who),
        "invitable": _invitable(table, seats, who),
        "befriend": _befriend(seats, who),
    }
    return ctx


def _abandon_warning(table):
    pairs = table.variant == "arrastre" and table.players == 4 and table.rules.get("parejas", True)
    return present.abandon_warning(table.bet, pairs=pairs)


def _award_lines(table, who):
    if who.user is None or table.game_id is None or table.status == table.Status.PLAYING:
        return []
    award = (
        Award.objects.filter(contest__game_id=table.game_id, user=who.user).select_related("contest").first()
    )
    return present.award_lines(award, award.contest) if award is not None else []


def _invitable(table, seats, who):
    """(name, player id) of the friends of ``who`` not seated here: one click invites each."""
    if who.user is None:
        return []
    seated = {s.user_id for s in seats if s.user_id}
    if not any(s.user_id == who.user.pk for s in seats) and table.owner_id != who.user.pk:
        return []
    ids = friends.friend_ids(who.user) - seated
    ledger.ensure_players(ids)
    invited = set(Invitation.objects.filter(table=table, user_id__in=ids).values_list("user_id", flat=True))
    names = names_of(ids)
    players = dict(Player.objects.filter(user_id__in=ids).values_list("user_id", "public_id"))
    rows = [
        {"name": names.get(i, ""), "player": players[i], "invited": i in invited} for i in ids if i in players
    ]
    return sorted(rows, key=lambda row: row["name"].lower())


def _befriend(seats, who):
    """{seat number: player id} of the registered people at the table who are not yet friends
    of ``who`` (add them from a shared table)."""
    if who.user is None:
        return {}
    others = {s.number: s.user_id for s in seats if s.user_id and s.user_id != who.user.pk}
    if not others:
        return {}
    known = friends.friend_ids(who.user) | friends.asked_ids(who.user)
    ledger.ensure_players(others.values())
    players = dict(Player.objects.filter(user_id__in=others.values()).values_list("user_id", "public_id"))
    return {n: str(players[u]) for n, u in others.items() if u not in known and u in players}
