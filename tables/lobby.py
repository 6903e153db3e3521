"""What the list of tables adds for a person with an account: the tables they were invited to,
their friends' open tables, and the open tables nearest their skill rating (compete.ratings),
each table rated as the mean of the people and bots seated at it."""

from compete import friends, ratings
from tables.models import Invitation, Seat, Table

NEAR = 8  # open tables suggested near one's rating


def lobby_points(who, listed):
    if who.user is None:
        return {"invited": [], "friends_tables": [], "near": []}
    invited = [
        inv.table
        for inv in Invitation.objects.filter(
            user=who.user, table__status=Table.Status.WAITING
        ).select_related("table")[:20]
    ]
    ids = friends.friend_ids(who.user)
    friends_tables = list(
        Table.objects.filter(seats__user__in=ids, status=Table.Status.WAITING)
        .exclude(seats__user=who.user)
        .exclude(pk__in=[table.pk for table in invited])  # listed once, as an invitation
        .distinct()[:20]
    )
    return {"invited": invited, "friends_tables": friends_tables, "near": near_rating(who.user, listed)}


def near_rating(user, tables):
    """The open tables whose seated players' mean rating is nearest the user's, with the gap."""
    found = []
    seats = Seat.objects.filter(table__in=tables).exclude(user=None, level="")
    by_table = {}
    for seat in seats:
        by_table.setdefault(seat.table_id, []).append(seat)
    for table in tables:
        mine = ratings.of_user(user.pk, table.variant)
        if mine is None:
            continue
        values = [_mu(seat, table.variant) for seat in by_table.get(table.pk, [])]
        values = [v for v in values if v is not None]
        if not values:
            continue
        mean = sum(values) / len(values)
        found.append((abs(mean - mine.mu), table, ratings.shown(mean)))
    found.sort(key=lambda item: item[0])
    return [{"table": table, "rating": shown} for _gap, table, shown in found[:NEAR]]


def _mu(seat, variant):
    if seat.level:
        row = ratings.bot_ratings(variant).get(seat.level)
    else:
        row = ratings.of_user(seat.user_id, variant)
    return row.mu if row is not None else None
