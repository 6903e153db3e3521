"""The site's own top-level packages (everything but the rules library `tute`)."""

APPS = (
    "accounts",
    "compete",
    "games",
    "learners",
    "ops",
    "puzzles",
    "tables",
    "teachers",
    "tutorial",
    "tute_site",
)
