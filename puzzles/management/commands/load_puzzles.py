"""Load the shipped puzzles into the database (run by scripts/run.sh and at each deploy)."""

from django.core.management.base import BaseCommand

from puzzles import loading


class Command(BaseCommand):
    help = "Create or refresh the puzzles shipped in puzzles/data/."

    def handle(self, *args, **options):
        created, refreshed = loading.load()
        self.stdout.write(f"Puzzles: {created} new, {refreshed} refreshed.")
