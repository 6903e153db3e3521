from django import forms
from django.utils.translation import gettext_lazy as _

from accounts.models import MAX_NAME, chosen_name, set_display_name
from games.levels import FALLBACK, canonical_level, level_choices
from teachers.models import Assignment, Classroom, ExerciseSet, Profile
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


class AssignmentForm(forms.Form):
    kind = forms.ChoiceField(label=_("Tarea"), choices=Assignment.Kind.choices)
    lesson = forms.ChoiceField(label=_("Lección"), required=False)
    exercise_set = forms.ModelChoiceField(
        label=_("Lista de ejercicios"), queryset=None, required=False, empty_label="—"
    )
    variant = forms.ChoiceField(label=_("Variante"), choices=GAME_VARIANTS, required=False)
    level = forms.ChoiceField(label=_("Robots"), choices=level_choices, required=False, initial=FALLBACK)
    count = forms.IntegerField(label=_("Partidas"), min_value=1, max_value=20, required=False, initial=3)
    due = forms.DateField(
        label=_("Fecha de entrega"),
        required=False,
        # a date input takes only ISO dates (2026-12-03), whatever the page's language
        widget=forms.DateInput(attrs={"type": "date"}, format="%Y-%m-%d"),
        input_formats=["%Y-%m-%d"],
    )
    attempts = forms.ChoiceField(
        label=_("En las listas cuenta"),
        choices=Assignment.Attempts.choices,
        initial=Assignment.Attempts.FIRST,
        required=False,
    )
    retries = forms.BooleanField(label=_("Se puede repetir un ejercicio"), required=False, initial=True)
    once = forms.CharField(widget=forms.HiddenInput, required=False)

    def __init__(self, *args, owner, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["lesson"].choices = [("", "—")] + [
            (lesson.slug, f"{lesson.number}. {lesson.title}") for lesson in content.lessons()
        ]
        self.fields["exercise_set"].queryset = ExerciseSet.objects.filter(owner=owner, removed_at=None)

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
        return data

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
            "due": assignment.due,
            "attempts": assignment.attempts,
            "retries": assignment.retries,
        }

    def assignment_kwargs(self):
        data = self.cleaned_data
        kind = data["kind"]
        kwargs = {
            "kind": kind,
            "due": data.get("due"),
            "attempts": data.get("attempts") or Assignment.Attempts.FIRST,
            "retries": bool(data.get("retries")),
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
        return kwargs
