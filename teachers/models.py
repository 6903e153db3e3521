"""Teachers' area: exercises built from a position, sets (worksheets), classes and assignments.

An exercise is stored as the same spec dict the course uses (tutorial/content/SCHEMA.md):
type + position notation + question, so the tutorial's grading, explanations and templates serve
it. Shared things (exercises, sets, classes) carry an unguessable token for links and a short
code to type; removing one keeps the row (removed_at) so old links answer 410.
"""

import secrets

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from accounts.models import display_name
from teachers.exercises import spec_for

CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"  # no 0/O, 1/I: easy to read aloud
CODE_LENGTH = 8  # 32**8 codes: guessing one is hopeless at the look-up rate limit
OLD_CODE_LENGTH = 5  # exercises and sets shared before codes grew keep theirs


def new_token():
    return secrets.token_urlsafe(16)


def new_code(prefix, model):
    """A short code such as "E7KQ2M": one letter naming the kind, then random letters."""
    while True:
        code = prefix + "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))
        if not model.objects.filter(code=code).exists():
            return code


class Profile(models.Model):
    user = models.OneToOneField(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="teacher_profile"
    )
    is_teacher = models.BooleanField(_("soy profesor"), default=False)

    def __str__(self):
        return display_name(self.user)


class Shared(models.Model):
    """Fields of everything a teacher owns and shares."""

    CODE_PREFIX = ""

    owner = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    token = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    code = models.CharField(max_length=12, unique=True, editable=False)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)
    removed_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        abstract = True

    def save(self, *args, **kwargs):
        if not self.code:
            self.code = new_code(self.CODE_PREFIX, type(self))
        super().save(*args, **kwargs)

    @property
    def removed(self):
        return self.removed_at is not None

    def remove(self):
        self.removed_at = timezone.now()
        self.save(update_fields=["removed_at", "updated"])

    def restore(self):
        self.removed_at = None
        self.save(update_fields=["removed_at", "updated"])


class Exercise(Shared):
    CODE_PREFIX = "E"

    class Kind(models.TextChoices):
        LEGAL = "legal", _("¿Qué cartas puedes jugar?")
        BEST = "best", _("¿Qué carta jugarías?")
        WINNER = "winner", _("¿Qué carta va ganando la baza?")
        POINTS = "points", _("¿Cuántos puntos hay en la mesa?")
        CANTE = "cante", _("¿Qué puedes cantar?")
        PUZZLE = "puzzle", _("Problema")  # a puzzle of the site's (teachers/puzzle_sets.py)

    title = models.CharField(_("título"), max_length=120, blank=True)
    kind = models.CharField(max_length=10, choices=Kind.choices)
    position = models.CharField(max_length=300)  # the project's one-line notation
    question = models.CharField(_("pregunta"), max_length=200, blank=True)  # blank: the type's default
    # "best": the cards the teacher accepts; "puzzle": the puzzle's code (its solution is its own)
    accepted = models.JSONField(default=list, blank=True)
    comment = models.TextField(_("comentario"), blank=True)
    copied_from = models.ForeignKey("self", null=True, blank=True, on_delete=models.SET_NULL)
    # Raised when the teacher saves a change as a new version: answers keep the version (and the
    # spec) they answered, so their marks never change behind anyone's back.
    version = models.PositiveIntegerField(default=1)
    # What the position's notation does not hold and the student is told: the cards already out
    # in earlier tricks, the points each side has so far ({"out": [...], "points": [us, them]}).
    setting = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["-created"]

    def __str__(self):
        return self.title or f"{self.get_kind_display()} ({self.code})"

    def spec(self):
        """The exercise dict of tutorial/content/SCHEMA.md (plus "accepted" for "best")."""
        return spec_for(self.snapshot())

    def snapshot(self):
        """What an answer is graded against (kept with each answer)."""
        snapshot = {
            "kind": self.kind,
            "position": self.position,
            "accepted": list(self.accepted),
            "question": self.question,
        }
        if self.setting:
            snapshot["setting"] = dict(self.setting)
        return snapshot


class ExerciseSet(Shared):
    CODE_PREFIX = "L"

    title = models.CharField(_("título"), max_length=120)
    description = models.TextField(_("descripción"), blank=True)

    class Meta:
        ordering = ["-created"]

    def __str__(self):
        return self.title

    def live_items(self):
        return self.items.filter(exercise__removed_at=None, removed_at=None).select_related("exercise")


class SetItem(models.Model):
    exercise_set = models.ForeignKey(ExerciseSet, on_delete=models.CASCADE, related_name="items")
    exercise = models.ForeignKey(Exercise, on_delete=models.CASCADE, related_name="+")
    order = models.PositiveIntegerField(default=0)
    removed_at = models.DateTimeField(null=True, blank=True)  # taken out of the set, answers kept

    class Meta:
        ordering = ["order", "pk"]
        constraints = [
            models.UniqueConstraint(fields=["exercise_set", "exercise"], name="exercise_once_per_set")
        ]


class Answer(models.Model):
    """One student's answer to one exercise (an account or an anonymous browser).

    It keeps the exercise as it was answered (``version`` and ``spec``): the result page, the
    teacher's tables and the reports grade and show that version, whatever the teacher changes
    later, unless she corrects and regrades (``regrade_note`` then tells the student why)."""

    exercise = models.ForeignKey(Exercise, on_delete=models.CASCADE, related_name="answers")
    exercise_set = models.ForeignKey(ExerciseSet, null=True, blank=True, on_delete=models.SET_NULL)
    assignment = models.ForeignKey(
        "Assignment", null=True, blank=True, on_delete=models.SET_NULL, related_name="answers"
    )
    version = models.PositiveIntegerField(default=1)
    spec = models.JSONField(default=dict, blank=True)
    attempt = models.PositiveIntegerField(default=1)  # within its assignment (or its exercise)
    regrade_note = models.CharField(max_length=300, blank=True)
    user = models.ForeignKey(settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.CASCADE)
    anon_key = models.CharField(max_length=64, blank=True, db_index=True)
    display_name = models.CharField(max_length=60)
    given = models.CharField(max_length=200)  # the tutorial exercise's encode() of the answer
    correct = models.BooleanField()
    # A regrade could not judge it under the corrected exercise (its kind of answer changed): it
    # counts for nothing until the teacher sets a mark or the student answers again.
    ungraded = models.BooleanField(default=False)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created", "pk"]

    def given_cards(self):
        return [part for part in self.given.split(",") if part and part != "-"]

    def answered_spec(self):
        """The course exercise dict of the version this answer was given to."""
        return spec_for(self.spec) if self.spec else self.exercise.spec()


class ClassroomQuerySet(models.QuerySet):
    def taught_by(self, user):
        """The classes `user` teaches: her own and those she co-teaches."""
        if not user.is_authenticated:
            return self.none()
        return self.filter(models.Q(owner=user) | models.Q(co_teachers__teacher=user)).distinct()


class Classroom(Shared):
    CODE_PREFIX = "C"

    objects = ClassroomQuerySet.as_manager()

    name = models.CharField(_("nombre"), max_length=120)
    archived_at = models.DateTimeField(null=True, blank=True)  # kept, read-only, out of the way
    joining_open = models.BooleanField(default=True)  # False: the join code is closed

    class Meta:
        ordering = ["-created"]

    def __str__(self):
        return self.name

    def teachers(self):
        """The owner first, then the co-teachers (accounts)."""
        return [self.owner, *(row.teacher for row in self.co_teachers.select_related("teacher"))]

    def taught_by(self, user):
        return user.is_authenticated and (
            self.owner_id == user.pk or self.co_teachers.filter(teacher=user).exists()
        )

    def rotate_code(self):
        """A new join code and link: the old ones stop working."""
        self.code = new_code(self.CODE_PREFIX, type(self))
        self.token = new_token()
        self.save(update_fields=["code", "token", "updated"])


class CoTeacher(models.Model):
    """A colleague who teaches a class with its owner: the same rights over the class, its
    assignments and its reports; only the owner removes the class, hands it over or changes who
    teaches it."""

    classroom = models.ForeignKey(Classroom, on_delete=models.CASCADE, related_name="co_teachers")
    teacher = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created", "pk"]
        constraints = [models.UniqueConstraint(fields=["classroom", "teacher"], name="co_teach_once")]


class Invitation(models.Model):
    """An invitation by e-mail to teach a class: its link carries an unguessable token and only
    an account with that e-mail address (verified) accepts it."""

    classroom = models.ForeignKey(Classroom, on_delete=models.CASCADE, related_name="invitations")
    email = models.EmailField()
    token = models.CharField(max_length=32, unique=True, default=new_token, editable=False)
    invited_by = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    created = models.DateTimeField(auto_now_add=True)
    accepted_at = models.DateTimeField(null=True, blank=True)
    withdrawn_at = models.DateTimeField(null=True, blank=True)

    class Meta:
        ordering = ["created", "pk"]

    @property
    def pending(self):
        return self.accepted_at is None and self.withdrawn_at is None


class Membership(models.Model):
    """A student in a class, under a name fixed when joining: only the teacher changes it (the
    student's profile name may change; the class's records stay recognisable)."""

    classroom = models.ForeignKey(Classroom, on_delete=models.CASCADE, related_name="memberships")
    student = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    name = models.CharField(_("nombre en la clase"), max_length=60, blank=True)
    joined = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["joined", "pk"]
        constraints = [models.UniqueConstraint(fields=["classroom", "student"], name="join_once")]


class Assignment(models.Model):
    class Kind(models.TextChoices):
        LESSON = "lesson", _("Lección")
        SET = "set", _("Lista de ejercicios")
        GAMES = "games", _("Partidas de práctica")
        TABLE = "table", _("Partidas en la mesa de la clase")

    classroom = models.ForeignKey(Classroom, on_delete=models.CASCADE, related_name="assignments")
    kind = models.CharField(max_length=8, choices=Kind.choices)
    lesson_slug = models.SlugField(blank=True)
    exercise_set = models.ForeignKey(ExerciseSet, null=True, blank=True, on_delete=models.CASCADE)
    # games: {"variant": "habanero", "players": 2, "level": "intermedio", "count": 3}
    # table (matches at a table of the class, with classmates): {"variant", "players", "count"}
    game_spec = models.JSONField(default=dict, blank=True)
    due = models.DateField(_("fecha de entrega"), null=True, blank=True)
    starts = models.DateField(_("desde"), null=True, blank=True)  # students see it from that day
    # Some students of the class only (none: the whole class, those who join later included).
    students = models.ManyToManyField(settings.AUTH_USER_MODEL, blank=True, related_name="+")
    created = models.DateTimeField(auto_now_add=True)
    removed_at = models.DateTimeField(null=True, blank=True)

    class Attempts(models.TextChoices):
        FIRST = "first", _("el primer intento")
        BEST = "best", _("el mejor intento")
        LAST = "last", _("el último intento")

    attempts = models.CharField(_("Cuenta"), max_length=8, choices=Attempts.choices, default=Attempts.FIRST)
    retries = models.BooleanField(_("Se puede repetir"), default=True)

    class Meta:
        ordering = ["due", "created", "pk"]


class SubmitOnce(models.Model):
    """A create form's one-time key: a second submit of the same form finds what the first one
    made (``url``) instead of making it again."""

    key = models.CharField(max_length=120, unique=True)
    url = models.CharField(max_length=300, blank=True)
    created = models.DateTimeField(auto_now_add=True)


class TeacherNote(models.Model):
    """A teacher's private comment to one student of her class, on one answer or one assignment
    (only that student and the teacher see it)."""

    classroom = models.ForeignKey(Classroom, on_delete=models.CASCADE, related_name="notes")
    student = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    answer = models.ForeignKey(Answer, null=True, blank=True, on_delete=models.CASCADE, related_name="notes")
    assignment = models.ForeignKey(
        Assignment, null=True, blank=True, on_delete=models.CASCADE, related_name="notes"
    )
    text = models.TextField(_("comentario"), max_length=1000)
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created", "pk"]


class MarkChange(models.Model):
    """One change of a student's mark, kept for ever: the history the teacher's page of the
    student shows. The teacher's marks (set, excused, back to automatic), a reset of the
    student's attempts and a regrade's changes are all rows here; the latest of the teacher's
    rows for an assignment, student and exercise is the mark in force (teachers.marks)."""

    class Kind(models.TextChoices):
        SET = "set", _("nota puesta por el profesor")
        EXCUSE = "excuse", _("exento")
        AUTO = "auto", _("nota automática otra vez")
        RESET = "reset", _("intentos empezados de nuevo")
        REGRADE = "regrade", _("recalificada")

    assignment = models.ForeignKey(
        Assignment, null=True, blank=True, on_delete=models.CASCADE, related_name="mark_changes"
    )
    student = models.ForeignKey(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="+")
    exercise = models.ForeignKey(Exercise, null=True, blank=True, on_delete=models.CASCADE, related_name="+")
    answer = models.ForeignKey(Answer, null=True, blank=True, on_delete=models.SET_NULL, related_name="+")
    kind = models.CharField(max_length=8, choices=Kind.choices)
    correct = models.BooleanField(null=True)  # the mark set (SET), or the regrade's new mark
    before = models.CharField(max_length=12, blank=True)  # the mark in force before (teachers.marks)
    note = models.CharField(max_length=300, blank=True)  # the student reads it
    by = models.ForeignKey(
        settings.AUTH_USER_MODEL, null=True, blank=True, on_delete=models.SET_NULL, related_name="+"
    )
    created = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["created", "pk"]
