"""Delete what anonymous visitors left behind: practice games untouched for N days and their
browser sessions (tutorial progress, game ownership keys) not saved for N days.

    manage.py cleanup_anonymous --days 30 [--dry-run]

Games of signed-in learners and sessions of signed-in users are kept. Expired sessions of
anyone are deleted too (what Django's clearsessions does). Safe to run from cron on any host.
"""

from datetime import timedelta

from django.apps import apps
from django.conf import settings
from django.contrib.auth import SESSION_KEY as AUTH_SESSION_KEY
from django.contrib.sessions.models import Session
from django.core.management.base import BaseCommand, CommandError
from django.db import transaction
from django.utils import timezone

BATCH = 500


class Command(BaseCommand):
    help = "Delete anonymous practice games and sessions not used for --days days."

    def add_arguments(self, parser):
        parser.add_argument("--days", type=int, required=True, help="age in days (at least 1)")
        parser.add_argument("--dry-run", action="store_true", help="count only, delete nothing")

    def handle(self, *args, days, dry_run, **options):
        if days < 1:
            raise CommandError("--days must be at least 1.")
        cutoff = timezone.now() - timedelta(days=days)
        games = self.abandoned_games(cutoff)
        sessions = self.abandoned_sessions(cutoff)
        verb = "Would delete" if dry_run else "Deleted"
        if not dry_run:
            with transaction.atomic():
                games_count = games.delete()[0] if games is not None else 0
                sessions_count = sum(
                    Session.objects.filter(pk__in=sessions[i : i + BATCH]).delete()[0]
                    for i in range(0, len(sessions), BATCH)
                )
        else:
            games_count = games.count() if games is not None else 0
            sessions_count = len(sessions)
        self.stdout.write(
            f"{verb} {games_count} anonymous game rows (with their notes) and {sessions_count} sessions "
            f"older than {days} days."
        )

    def abandoned_games(self, cutoff):
        """Games with no owner whose last change is older than the cutoff (None: no games app)."""
        try:
            Game = apps.get_model("games", "Game")
        except LookupError:
            return None
        fields = {field.name for field in Game._meta.get_fields()}
        if "owner" not in fields:
            raise CommandError("games.Game has no 'owner' field: cannot tell anonymous games apart.")
        stamp = next((name for name in ("updated", "modified", "created") if name in fields), None)
        if stamp is None:
            raise CommandError("games.Game has no timestamp field: cannot tell how old a game is.")
        return Game.objects.filter(owner__isnull=True, **{f"{stamp}__lt": cutoff})

    def abandoned_sessions(self, cutoff):
        """Primary keys of expired sessions, and of anonymous sessions last saved before the cutoff.

        A session's expiry is set when it is saved (SESSION_COOKIE_AGE later), so the time of the
        last save is expire_date - SESSION_COOKIE_AGE.
        """
        now = timezone.now()
        age = timedelta(seconds=settings.SESSION_COOKIE_AGE)
        doomed = list(Session.objects.filter(expire_date__lt=now).values_list("pk", flat=True))
        stale = Session.objects.filter(expire_date__gte=now, expire_date__lt=cutoff + age)
        for session in stale.iterator(chunk_size=BATCH):
            if AUTH_SESSION_KEY not in session.get_decoded():
                doomed.append(session.pk)
        return doomed
