"""The clasificación: XP per person, per variant and overall, this week and all time; a class's
own ranking. Read from ``XpTally`` rows by their index (scope, variant, period, -xp): a page is
one ordered slice and a person's place one count of the rows with more XP (ties share a place),
whatever the number of players.
"""

from django.core.cache import cache
from django.db import connection
from django.utils import timezone

from compete.models import XpTally

EVERYONE = ""
PAGE = 50


def week_of(day=None):
    """The ISO week of a day ("2026-W49"): this week's ranking restarts on Mondays."""
    year, week, _weekday = (day or timezone.localdate()).isocalendar()
    return f"{year}-W{week:02d}"


def class_scope(classroom_id):
    return f"class:{classroom_id}"


def add_xp(user_id, variant, xp, *, scopes=(EVERYONE,), day=None):
    """Add ``xp`` (it may be negative: never below 0) to every tally the award counts in: each
    scope, the variant and overall, all time and this week. One statement (an upsert on the
    tally's unique key), whatever the number of tallies."""
    if not xp:
        return
    keys = [
        (user_id, scope, kind, period)
        for scope in scopes
        for kind in (variant, "")
        for period in (XpTally.TOTAL, week_of(day))
    ]
    table = XpTally._meta.db_table
    greatest = "GREATEST" if connection.vendor == "postgresql" else "MAX"
    rows = ", ".join(["(%s, %s, %s, %s, %s)"] * len(keys))
    params = [value for key in keys for value in (*key, max(xp, 0))]
    sql = (
        f'INSERT INTO "{table}" (user_id, scope, variant, period, xp) VALUES {rows} '
        f"ON CONFLICT (user_id, scope, variant, period) DO UPDATE "
        f'SET xp = {greatest}("{table}".xp + %s, 0)'
    )
    with connection.cursor() as cursor:
        cursor.execute(sql, [*params, xp])


def _tallies(scope, variant, period):
    return XpTally.objects.filter(scope=scope, variant=variant, period=period, xp__gt=0)


def page(scope=EVERYONE, variant="", period=XpTally.TOTAL, number=1):
    """(rows, more): one page of the ranking; each row a dict with place, user id and XP."""
    start = (max(1, number) - 1) * PAGE
    tallies = list(
        _tallies(scope, variant, period)
        .order_by("-xp", "user_id")
        .values("user_id", "xp")[start : start + PAGE + 1]
    )
    more = len(tallies) > PAGE
    tallies = tallies[:PAGE]
    rows = []
    for index, tally in enumerate(tallies):
        if index and tally["xp"] == tallies[index - 1]["xp"]:
            place = rows[-1]["place"]
        elif index:
            place = start + index + 1
        else:
            place = place_with(scope, variant, period, tally["xp"])
        rows.append({"place": place, "user_id": tally["user_id"], "xp": tally["xp"]})
    return rows, more


def place_with(scope, variant, period, xp):
    """The place of whoever has ``xp``: one more than the people with more."""
    return _tallies(scope, variant, period).filter(xp__gt=xp).count() + 1


def place_of(user_id, scope=EVERYONE, variant="", period=XpTally.TOTAL):
    """(place, xp) of a person in a ranking, or None while they have no XP in it."""
    xp = _tallies(scope, variant, period).filter(user_id=user_id).values_list("xp", flat=True).first()
    if not xp:
        return None
    return place_with(scope, variant, period, xp), xp


def total_xp(user_id):
    found = XpTally.objects.filter(user_id=user_id, scope=EVERYONE, variant="", period=XpTally.TOTAL)
    return found.values_list("xp", flat=True).first() or 0


RANKED_SECONDS = 60


def ranked(scope=EVERYONE, variant="", period=XpTally.TOTAL):
    """How many people have XP in a ranking (a count of every row of it: kept a minute in the
    cache, as the page says it only in passing)."""
    key = f"compete:ranked:{scope}:{variant}:{period}"
    found = cache.get(key)
    if found is None:
        found = _tallies(scope, variant, period).count()
        cache.set(key, found, RANKED_SECONDS)
    return found
