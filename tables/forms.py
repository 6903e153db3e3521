"""The form that opens a table (or changes its options between matches): the practice lobby's
form (variant, players, house rules), with, per seat, a bot level or "waiting for a person"."""

from django import forms
from django.utils.translation import gettext_lazy as _

from games.forms import MAX_PLAYERS, PLAYERS, NewGameForm
from games.levels import level_choices
from ops.inputs import parse_int

TURN_CHOICES = [(0, _("Sin límite")), (30, _("30 segundos")), (60, _("1 minuto")), (120, _("2 minutos"))]


class TableForm(NewGameForm):
    listed = forms.BooleanField(
        label=_("Mesa abierta"),
        required=False,
        help_text=_("Aparece en la lista de mesas abiertas y cualquiera puede sentarse."),
    )
    turn_seconds = forms.TypedChoiceField(
        label=_("Tiempo por turno"),
        choices=TURN_CHOICES,
        coerce=int,
        initial=0,
        help_text=_("Si se acaba, un bot juega esa jugada por la persona."),
    )
    phrases = forms.BooleanField(
        label=_("Frases en la mesa"),
        required=False,
        initial=True,
        help_text=_("Frases ya hechas («¡Bien jugado!», «Un momento»…); nunca texto libre."),
    )

    def __init__(self, *args, classrooms=None, **kwargs):
        super().__init__(*args, **kwargs)
        del self.fields["feedback"]  # no hints while people play: each sees their judgements after
        del self.fields["level"]  # each seat says whether a bot (of which level) or a person sits there
        seat_choices = [("", _("Esperando a una persona")), *level_choices()]
        for seat in range(1, MAX_PLAYERS):
            field = self.fields[f"level_{seat}"]
            field.choices = seat_choices
            field.required = False
            field.initial = ""
        self.classrooms = list(classrooms or [])
        if self.classrooms:
            self.fields["classroom"] = forms.TypedChoiceField(
                label=_("Para la clase"),
                choices=[("", _("Ninguna")), *[(str(c.pk), c.name) for c in self.classrooms]],
                coerce=int,
                required=False,
                empty_value=None,
                help_text=_("Solo los alumnos de la clase pueden sentarse."),
            )

    @staticmethod
    def initial_from(query):
        """The form's first values from a link's query: ?clase=<pk>&variant=…&players=… (the class
        assignment's «Abrir una mesa para la clase»); anything else is ignored."""
        initial = {}
        if (classroom := parse_int(query.get("clase", ""))) is not None:
            initial["classroom"] = classroom
        variant, players = query.get("variant", ""), parse_int(query.get("players", ""))
        if variant in PLAYERS and players in PLAYERS[variant]:
            initial["variant"], initial["players"] = variant, players
        return initial

    def clean(self):
        data = super().clean()
        data["seats"] = data.get("bot_levels", [""])[1:]
        if data.get("listed") and not data.get("turn_seconds"):
            data["turn_seconds"] = 60  # an open table does not wait for ever on a stranger
        classroom = data.get("classroom")
        data["classroom"] = next((c for c in self.classrooms if c.pk == classroom), None)
        return data
