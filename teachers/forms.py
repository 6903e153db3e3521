"""The teachers' area's forms: each owns the input rules of one page (what may be sent, its
words when it is wrong); what the engine decides (whether cards make a position) stays with it."""

from django import forms
from django.contrib.auth import get_user_model
from django.db import models
from django.utils import formats, timezone
from django.utils.translation import gettext_lazy as _
from django.utils.translation import ngettext

from accounts.models import MAX_NAME, chosen_name, set_display_name
from games.forms import HOUSE_RULE, HOUSE_RULES, house_rule_field, table_rules
from games.levels import FALLBACK, canonical_level, level_choices
from ops.inputs import parse_int
from teachers import builder, earlier, marks
from teachers.flows import NEW_VERSION, REGRADE
from teachers.models import Assignment, Classroom, Exercise, ExerciseSet, Profile
from tute import SUITS
from tutorial import course as content

GAME_VARIANTS = [
    ("arrastre/4", _("Arrastre, 4 jugadores")),
    ("arrastre/3", _("Arrastre, 3 jugadores")),
    ("habanero/2", _("Habanero, 2 jugadores")),
    ("cabrero/3", _("Cabrero, 3 jugadores")),
    ("cabrero/4", _("Cabrero, 4 jugadores")),
    ("cabrero/5", _("Cabrero, 5 jugadores")),
]


class ProfileForm(forms.ModelForm):
    """The teacher's switch (this app's) and the name everybody sees (the accounts' Person)."""

    display_name = forms.CharField(
        label=_("Nombre visible"),
        max_length=MAX_NAME,
        required=False,
        help_text=_("Así te verán tus alumnos, tus profesores y la gente de las mesas."),
    )

    class Meta:
        model = Profile
        fields = ["display_name", "is_teacher"]
        help_texts = {"is_teacher": _("Te da el área de profesores: ejercicios, listas y clases.")}

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        if self.instance.user_id and not self.is_bound:
            self.initial["display_name"] = chosen_name(self.instance.user)

    def save(self, commit=True):
        profile = super().save(commit=commit)
        set_display_name(profile.user, self.cleaned_data["display_name"])
        return profile


class ClassroomForm(forms.ModelForm):
    class Meta:
        model = Classroom
        fields = ["name"]


class ExerciseSetForm(forms.ModelForm):
    class Meta:
        model = ExerciseSet
        fields = ["title", "description"]
        widgets = {"description": forms.Textarea(attrs={"rows": 2})}


class MemberNameForm(forms.Form):
    name = forms.CharField(label=_("Nombre en la clase"), max_length=60, strip=True)


class NoteForm(forms.Form):
    text = forms.CharField(
        label=_("Comentario privado"), max_length=1000, strip=True, widget=forms.Textarea(attrs={"rows": 2})
    )


class StudentNameForm(forms.Form):
    name = forms.CharField(label=_("Tu nombre"), max_length=60, strip=True)


def set_label(exercise_set):
    """A set in a picker: its title, how many exercises and when it was made (two sets with the
    same title are told apart)."""
    count = exercise_set.live_items().count()
    return ngettext(
        "%(title)s · %(n)s ejercicio · %(date)s", "%(title)s · %(n)s ejercicios · %(date)s", count
    ) % {
        "title": exercise_set.title,
        "n": count,
        "date": formats.date_format(timezone.localtime(exercise_set.created), "SHORT_DATE_FORMAT"),
    }


def exercise_label(exercise):
    """An exercise in a picker: its title (or type and code) and when it was made."""
    return _("%(name)s · %(date)s") % {
        "name": exercise,
        "date": formats.date_format(timezone.localtime(exercise.created), "SHORT_DATE_FORMAT"),
    }


class SetChoiceField(forms.ModelChoiceField):
    def label_from_instance(self, obj):
        return set_label(obj)


class StudentsField(forms.ModelMultipleChoiceField):
    def label_from_instance(self, obj):
        return self.names.get(obj.pk, obj.email)


def _date_field(label, **kwargs):
    # a date input takes only ISO dates (2026-12-03), whatever the page's language
    return forms.DateField(
        label=label,
        required=False,
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
        input_formats=["%Y-%m-%d"],
        **kwargs,
    )


class AssignmentForm(forms.Form):
    kind = forms.ChoiceField(label=_("Tarea"), choices=Assignment.Kind.choices)
    lesson = forms.ChoiceField(label=_("Lección"), required=False)
    exercise_set = SetChoiceField(
        label=_("Lista de ejercicios"), queryset=None, required=False, empty_label="—"
    )
    variant = forms.ChoiceField(label=_("Variante"), choices=GAME_VARIANTS, required=False)
    level = forms.ChoiceField(label=_("Robots"), choices=level_choices, required=False, initial=FALLBACK)
    count = forms.IntegerField(label=_("Partidas"), min_value=1, max_value=20, required=False, initial=3)
    starts = _date_field(_("Desde"), help_text=_("Vacío: desde hoy. Tus alumnos la ven desde ese día."))
    due = _date_field(_("Fecha de entrega"))
    attempts = forms.ChoiceField(
        label=_("En las listas cuenta"),
        choices=Assignment.Attempts.choices,
        initial=Assignment.Attempts.FIRST,
        required=False,
    )
    retries = forms.BooleanField(label=_("Se puede repetir un ejercicio"), required=False, initial=True)
    students = StudentsField(
        label=_("Solo para"),
        queryset=None,
        required=False,
        widget=forms.CheckboxSelectMultiple,
        help_text=_("Sin marcar a nadie: toda la clase, también quien se una después."),
    )
    confirm_due = forms.BooleanField(label=_("Sí, con esa fecha"), required=False)
    once = forms.CharField(widget=forms.HiddenInput, required=False)
    # Sent with the table options' checkboxes: a post without it (made without this form's
    # options) asks for the usual options, not for every yes/no option turned off.
    rules_shown = forms.BooleanField(widget=forms.HiddenInput, required=False, initial=True)
    APART = ("students", "confirm_due", "retries")  # shown apart from the grid of fields

    def __init__(self, *args, owner, classroom, **kwargs):
        super().__init__(*args, **kwargs)
        for rule in HOUSE_RULES:  # the class table's options, as a table's own form offers them
            self.fields[rule.name] = house_rule_field(rule)
        self.fields["lesson"].choices = [("", "—")] + [
            (lesson.slug, f"{lesson.number}. {lesson.title}") for lesson in content.lessons()
        ]
        # her own sets, and those already given to the class (a colleague's, when co-teaching)
        self.fields["exercise_set"].queryset = (
            ExerciseSet.objects.filter(removed_at=None)
            .filter(models.Q(owner=owner) | models.Q(assignment__classroom=classroom))
            .distinct()
        )
        memberships = list(classroom.memberships.select_related("student"))
        self.fields["students"].queryset = get_user_model().objects.filter(
            pk__in=[m.student_id for m in memberships]
        )
        self.fields["students"].names = {m.student_id: m.name or m.student.email for m in memberships}

    def grid_fields(self):
        """The fields shown in the form's grid (the students, the options and the due date's
        confirmation go apart)."""
        return [
            field
            for field in self.visible_fields()
            if field.name not in self.APART and field.name not in HOUSE_RULE
        ]

    def house_rule_fields(self):
        """The class table's options, in the order a table's own form shows them."""
        return [self[rule.name] for rule in HOUSE_RULES]

    def rules_chosen(self):
        """Whether the form holds options other than the usual ones (their box is shown open)."""
        if self.is_bound:
            return bool(getattr(self, "cleaned_data", {}).get("rules"))
        fields = {rule.name: self.fields[rule.name] for rule in HOUSE_RULES}
        return any(self.initial.get(name, field.initial) != field.initial for name, field in fields.items())

    def clean(self):
        data = super().clean()
        kind = data.get("kind")
        if kind == Assignment.Kind.LESSON and not data.get("lesson"):
            self.add_error("lesson", _("Elige la lección."))
        if kind == Assignment.Kind.SET and not data.get("exercise_set"):
            self.add_error("exercise_set", _("Elige una de tus listas."))
        if kind in (Assignment.Kind.GAMES, Assignment.Kind.TABLE):
            wanted = ("variant", "level", "count") if kind == Assignment.Kind.GAMES else ("variant", "count")
            for name in wanted:
                if not data.get(name):
                    self.add_error(name, _("Este campo es obligatorio."))
        data["rules"] = self._table_rules(data)
        self._check_dates(data)
        return data

    def _table_rules(self, data):
        """The table options the assignment asks for: those of the chosen variant that differ
        from the usual ones (``games.forms.table_rules``); none without the options' fields."""
        if data.get("kind") != Assignment.Kind.TABLE or not data.get("variant"):
            return {}
        if not data.get("rules_shown"):
            return {}
        variant, players = data["variant"].split("/")
        return table_rules(variant, int(players), {rule.name: data.get(rule.name) for rule in HOUSE_RULES})

    def _check_dates(self, data):
        starts, due = data.get("starts"), data.get("due")
        if starts and due and starts > due:
            self.add_error("due", _("La fecha de entrega no puede ser anterior a la de inicio."))
        past = due and due < timezone.localdate() and "due" in self.changed_data
        if past and not data.get("confirm_due"):
            self.add_error(
                "due",
                forms.ValidationError(
                    _(
                        "Esa fecha ya ha pasado: quien no la haya hecho aparecerá con retraso. Si es la que "
                        "quieres, marca «Sí, con esa fecha» y guarda otra vez."
                    ),
                    code="past",
                ),
            )

    @property
    def asks_to_confirm_due(self):
        return self.has_error("due", code="past")

    @staticmethod
    def initial_for(assignment):
        """The form's values for an existing assignment (to edit it)."""
        spec = assignment.game_spec or {}
        return {
            "kind": assignment.kind,
            "lesson": assignment.lesson_slug,
            "exercise_set": assignment.exercise_set_id,
            "variant": f"{spec['variant']}/{spec['players']}" if spec.get("variant") else None,
            "level": canonical_level(spec.get("level")) or FALLBACK,
            "count": spec.get("count", 3),
            "starts": assignment.starts,
            "due": assignment.due,
            "attempts": assignment.attempts,
            "retries": assignment.retries,
            "students": list(assignment.students.values_list("pk", flat=True)),
            **(marks.asked_rules(assignment) if assignment.kind == Assignment.Kind.TABLE else {}),
        }

    def assignment_kwargs(self):
        data = self.cleaned_data
        kind = data["kind"]
        kwargs = {
            "kind": kind,
            "starts": data.get("starts"),
            "due": data.get("due"),
            "attempts": data.get("attempts") or Assignment.Attempts.FIRST,
            "retries": bool(data.get("retries")),
            "students": list(data.get("students") or []),
        }
        if kind == Assignment.Kind.LESSON:
            kwargs["lesson_slug"] = data["lesson"]
        elif kind == Assignment.Kind.SET:
            kwargs["exercise_set"] = data["exercise_set"]
        else:
            variant, players = data["variant"].split("/")
            kwargs["game_spec"] = {"variant": variant, "players": int(players), "count": data["count"]}
            if kind == Assignment.Kind.GAMES:  # at the class's table the other seats are classmates
                kwargs["game_spec"]["level"] = data["level"]
            elif data["rules"]:  # only what differs from the usual options, as a game stores them
                kwargs["game_spec"]["rules"] = data["rules"]
        return kwargs


class MarkForm(forms.Form):
    """The teacher's own mark on an exercise of a set, or on a whole assignment, with a note the
    student reads."""

    assignment = forms.IntegerField()
    exercise = forms.IntegerField(required=False)
    mark = forms.ChoiceField(
        choices=[(choice, choice) for choice in ("right", "wrong", "excuse", "auto", "done", "reset")]
    )
    note = forms.CharField(label=_("Nota para el alumno"), max_length=300, required=False, strip=True)


class InviteForm(forms.Form):
    email = forms.EmailField(label=_("Correo de tu colega"), max_length=254)


class CardsField(forms.Field):
    """Card codes sent as one text, "4o,7o": a list in the order given, lower case (whether each
    is a card is the builder's question: it names the code that is not)."""

    def to_python(self, value):
        return [part.strip().lower() for part in str(value or "").split(",") if part.strip()][:40]


class SentField(forms.Field):
    """A value a button or a hidden field sends (a card code, an action, a key): text as sent,
    trimmed, NUL bytes dropped; what it may be is the form's or the builder's to say."""

    def to_python(self, value):
        return str(value or "").replace("\x00", "").strip()


def _text(label, most, too_long):
    return forms.CharField(
        label=label,
        required=False,
        max_length=most,
        error_messages={
            "max_length": too_long,
            "null_characters_not_allowed": _("El texto tiene un carácter no válido."),
        },
    )


class BuilderForm(forms.Form):
    """What the exercise builder sends: the draft (question type, variant and options, trump,
    cards, the teacher's words), the click or the action that sent it, and, for an exercise with
    answers, what to do with them. Each input is read and checked here, with its words next to its
    field; whether the cards make a possible position is the engine's (``builder.validate``).

    A form with errors still gives a draft (``draft()``): what was valid, defaults for the rest,
    so the builder shows what the teacher chose next to what is wrong."""

    ACTIONS = ("load", "clear", "save")

    kind = forms.ChoiceField(
        choices=Exercise.Kind.choices,
        required=False,
        error_messages={"invalid_choice": _("Elige el tipo de pregunta.")},
    )
    variant = forms.ChoiceField(
        choices=list(builder.VARIANTS.items()),
        required=False,
        error_messages={"invalid_choice": _("Elige una variante de la lista.")},
    )
    trump = forms.ChoiceField(
        choices=[(suit, suit) for suit in SUITS],
        required=False,
        error_messages={"invalid_choice": _("Elige el palo de triunfo.")},
    )
    pile = SentField(required=False)
    hand = CardsField(required=False)
    table = CardsField(required=False)
    accepted = CardsField(required=False)
    out = CardsField(required=False)
    target = SentField(required=False)
    place = SentField(required=False)
    points_us = SentField(required=False)
    points_them = SentField(required=False)
    title = _text(
        _("Título"), builder.MAX_TITLE, _("El título es demasiado largo (máximo %(limit_value)s caracteres).")
    )
    question = _text(
        _("Pregunta"),
        builder.MAX_QUESTION,
        _("La pregunta es demasiado larga (máximo %(limit_value)s caracteres)."),
    )
    comment = _text(
        _("Comentario"),
        builder.MAX_COMMENT,
        _("El comentario es demasiado largo (máximo %(limit_value)s caracteres)."),
    )
    notation = SentField(required=False)
    once = SentField(required=False)
    tap = SentField(required=False)
    untap = SentField(required=False)
    accept = SentField(required=False)
    action = SentField(required=False)
    on_answers = SentField(required=False)
    regrade_note = SentField(required=False)

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        for name in builder.OPTIONS:
            self.fields[f"opt_{name}"] = forms.BooleanField(required=False)
        for suit in SUITS:
            self.fields[f"cante_{suit}"] = forms.ChoiceField(
                choices=[("", "—"), *earlier.WHO.items()],
                required=False,
                error_messages={"invalid_choice": _("Elige quién cantó en cada palo.")},
            )

    def clean_place(self):
        place = self.cleaned_data["place"]
        if place and parse_int(place, maximum=6) is None:
            raise forms.ValidationError(_("Elige tu sitio en la mano de la lista."))
        return parse_int(place, maximum=6) or 0

    def clean(self):
        data = super().clean()
        if data.get("pile") and data.get("variant", "habanero/2") != "habanero/2":
            self.add_error("pile", _("Solo el habanero tiene mazo."))
        self._clean_points(data)
        return data

    def _clean_points(self, data):
        """Both numbers, or neither (the points so far are not said)."""
        typed = [data.get("points_us", ""), data.get("points_them", "")]
        if not any(typed):
            data["points"] = None
            return
        numbers = [parse_int(value, maximum=earlier.MOST_POINTS) for value in typed]
        if None in numbers:
            self.add_error(
                "points_us",
                _("Escribe los puntos de los dos lados (números de 0 a %(most)s).")
                % {"most": earlier.MOST_POINTS},
            )
            data["points"] = None
            return
        data["points"] = tuple(numbers)

    def clean_pile(self):
        pile = self.cleaned_data["pile"]
        if pile and parse_int(pile, maximum=40) is None:
            raise forms.ValidationError(_("Escribe cuántas cartas quedan en el mazo (un número)."))
        return pile

    def clean_on_answers(self):
        on_answers = self.cleaned_data["on_answers"] or NEW_VERSION
        if on_answers not in (NEW_VERSION, REGRADE):
            raise forms.ValidationError(_("Elige qué hacer con las respuestas que ya hay."))
        return on_answers

    # --- what was sent ----------------------------------------------------------------------

    def _value(self, name, default=""):
        """A field's clean value; for a field with an error, what was typed (re-shown next to
        its error) or the default."""
        if name in self.cleaned_data:
            return self.cleaned_data[name] or default
        return str(self.data.get(name, default)).replace("\x00", "").strip() or default

    @property
    def act(self):
        """What the teacher asked besides a click: load a notation, clear the cards, save."""
        action = self._value("action")
        return action if action in self.ACTIONS else ""

    @property
    def saving(self):
        return self.act == "save"

    @property
    def answers_choice(self):
        """For an exercise with answers: a new version, or correct it and regrade them."""
        return self.cleaned_data.get("on_answers") or NEW_VERSION

    @property
    def note(self):
        """The regrade's note to the students (at most 300 characters; a longer one is cut)."""
        return self._value("regrade_note")[:300]

    def draft(self):
        """The draft the teacher has now: what she sent, then the click or the action it carries
        (``builder_errors()`` holds what a pasted notation got wrong)."""
        self._notation_errors = {}
        draft = builder.Draft(
            variant=self._value("variant", "arrastre/4"),
            trump=self._value("trump", "o"),
            kind=self._value("kind", "legal"),
            hand=self.cleaned_data.get("hand", []),
            table=self.cleaned_data.get("table", []),
            pile=self._value("pile"),
            accepted=self.cleaned_data.get("accepted", []),
            target=self._value("target") if self._value("target") in builder.TARGETS else "hand",
            title=self._value("title"),
            question=self._value("question"),
            comment=self._value("comment"),
            once=builder.clean_key(self._value("once")),
            options={name: bool(self.cleaned_data.get(f"opt_{name}")) for name in builder.OPTIONS},
            out=self.cleaned_data.get("out", []),
            cantes={suit: who for suit in SUITS if (who := self.cleaned_data.get(f"cante_{suit}"))},
            points=self.cleaned_data.get("points"),
            place=self.cleaned_data.get("place") or 0,
        )
        self._click(draft)
        if self.act == "load":
            draft, self._notation_errors = builder.draft_from_notation(self._value("notation"), draft)
        elif self.act == "clear":
            draft.hand, draft.table, draft.accepted = [], [], []
        return draft

    def _click(self, draft):
        """The card click the form carries: tap (into the hand or onto the table), untap (off the
        table), accept (a good answer of a "best" question)."""
        if self._value("tap"):
            draft.tap(self._value("tap"), draft.target)
        untap = self._value("untap").lower()
        if untap in draft.table:
            draft.table.remove(untap)
        if self._value("accept"):
            draft.toggle_accepted(self._value("accept").lower())

    def builder_errors(self):
        """The form's errors as the builder shows them (per field), the notation's included."""
        errors = builder.Errors()
        for name, messages in self.errors.items():
            for message in messages:
                errors.add(name, message)
        for name, messages in getattr(self, "_notation_errors", {}).items():
            for message in messages:
                errors.add(name, message)
        return errors
