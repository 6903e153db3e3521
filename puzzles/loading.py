"""Loading the shipped puzzles (``puzzles/data/*.jsonl``) into the database: new ones are
created with their first rating (from the bots' results), known ones get the shipped fields
again while keeping what the learners taught them (rating, deviation, plays)."""

from django.db import transaction

from puzzles import mining, rating
from puzzles.models import Family, Puzzle, code_for

# Shipped fields (a record's keys) copied onto the row as they are.
PLAIN = (
    "family",
    "variant",
    "players",
    "rules",
    "seed",
    "levels",
    "actions",
    "seat",
    "notation",
    "kind",
    "solution",
    "accepted",
    "values",
    "margin",
    "z",
    "luck",
    "worlds",
    "exact",
    "unit",
    "verify_seed",
    "budget",
    "hint",
    "themes",
    "bots",
)


def fields_of(item):
    values = {name: item[name] for name in PLAIN}
    values["theme_tags"] = " " + " ".join(item["themes"]) + " "
    values["first_rating"] = round(rating.first_rating(item["bots"]).rating, 1)
    return values


def records(families=None):
    """Every shipped record of ``families`` (all by default), family by family."""
    out = []
    for family in families or Family.values:
        path = mining.data_file(family)
        if path.exists():
            out.extend(mining.read(path))
    return out


@transaction.atomic
def load(items=None):
    """Create or refresh the puzzles of ``items`` (the shipped records by default); returns
    (created, refreshed)."""
    items = records() if items is None else items
    known = {p.key: p for p in Puzzle.objects.filter(key__in=[i["key"] for i in items])}
    new, changed = [], []
    for item in items:
        values = fields_of(item)
        row = known.get(item["key"])
        if row is None:
            first = rating.first_rating(item["bots"])
            new.append(
                Puzzle(
                    key=item["key"], code=code_for(item["key"]), rating=first.rating, rd=first.rd, **values
                )
            )
        elif any(getattr(row, name) != value for name, value in values.items()):
            for name, value in values.items():
                setattr(row, name, value)
            changed.append(row)
    Puzzle.objects.bulk_create(new, batch_size=500)
    if changed:
        Puzzle.objects.bulk_update(changed, [*PLAIN, "theme_tags", "first_rating"], batch_size=500)
    return len(new), len(changed)
