"""The form that opens a table (or changes its options between matches): the practice lobby's
form (variant, players, house rules), with, per seat, a bot level or "waiting for a person"."""

from django import forms
from django.utils.translation import gettext_lazy as _

from compete import present as compete_words
from compete.rules import BETS
from games.forms import MAX_PLAYERS, PLAYERS, NewGameForm, rules_from_query, table_rules
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

    competitive = forms.BooleanField(
        label=_("Competir por puntos y fichas"),
        required=False,
        help_text=_(
            "Partida competitiva: da XP, fichas y puesto en la clasificación. Sin marcar, se practica: "
            "ni puntos ni fichas."
        ),
    )
    bet = forms.TypedChoiceField(
        label=_("Apuesta por partida"),
        choices=lambda: [(n, compete_words.chips_text(n) if n else _("Sin apuesta")) for n in BETS],
        coerce=int,
        initial=0,
        required=False,
        empty_value=0,
        help_text=_(
            "Fichas de juego que pone cada uno; el ganador se lleva el bote menos un 25 % para la banca."
        ),
    )
    public = forms.BooleanField(
        label=_("Permitir público"),
        required=False,
        initial=True,
        help_text=_("Otras personas pueden entrar a mirar la partida (nunca ven las cartas de nadie)."),
    )
    private = forms.BooleanField(
        label=_("Mesa privada"),
        required=False,
        help_text=_("Solo se sientan las personas invitadas y los amigos del jefe de mesa."),
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
        """The form's first values from a link's query: ?clase=<pk>&variant=…&players=… and the
        table options (the class assignment's «Abrir una mesa para la clase»). An option that a
        table of that variant does not keep (``games.forms.table_rules``: the engine's Rules
        judge) is dropped; anything else is ignored."""
        initial = {}
        if (classroom := parse_int(query.get("clase", ""))) is not None:
            initial["classroom"] = classroom
        variant, players = query.get("variant", ""), parse_int(query.get("players", ""))
        if variant in PLAYERS and players in PLAYERS[variant]:
            initial["variant"], initial["players"] = variant, players
            initial.update(table_rules(variant, players, rules_from_query(query)))
        return initial

    def clean(self):
        data = super().clean()
        data["seats"] = data.get("bot_levels", [""])[1:]
        if data.get("listed") and not data.get("turn_seconds"):
            data["turn_seconds"] = 60  # an open table does not wait for ever on a stranger
        classroom = data.get("classroom")
        data["classroom"] = next((c for c in self.classrooms if c.pk == classroom), None)
        if not data.get("competitive"):
            data["bet"] = 0  # a practice table plays for nothing
        if data.get("private"):
            data["listed"] = False  # a private table is not offered to strangers
        return data
