"""The form that sets up a practice game: the table, the house rules, the bots and the feedback."""

import dataclasses

from django import forms
from django.utils.translation import gettext_lazy as _

from games import levels, words
from games.models import Game
from ops.inputs import parse_int
from tute import Rules, new_match

VARIANTS = [
    ("arrastre", _("Tute de arrastre")),
    ("habanero", _("Tute habanero")),
    ("cabrero", _("Tute cabrero")),
]
PLAYERS = {"arrastre": (2, 3, 4), "habanero": (2,), "cabrero": (3, 4, 5, 6)}
MAX_PLAYERS = 6


@dataclasses.dataclass(frozen=True)
class HouseRule:
    """How the setup form shows one option of docs/RULES.md §8 and where it applies."""

    name: str
    applies: tuple  # (variant, players or None for any number)
    choices: tuple = ()  # for numeric options: the values offered

    @property
    def label(self):
        return words.house_rule_label(self.name)

    @property
    def explanation(self):
        return words.house_rule_explanation(self.name)

    def choice_list(self):
        """The values offered, each with its words (``games.words.house_rule_value``)."""
        return [(value, words.house_rule_value(self.name, value)) for value in self.choices]

    def applies_to(self, variant, players):
        return any(v == variant and (n is None or n == players) for v, n in self.applies)

    @property
    def applies_attr(self):
        """The data attribute static/js/table.js reads to show the option only where it applies."""
        return " ".join(f"{v}:{n or '*'}" for v, n in self.applies)


ALL = (("arrastre", None), ("habanero", None), ("cabrero", None))
HOUSE_RULES = (  # in the order the setup form shows them; their words: games.words.house_rule_*
    HouseRule("parejas", (("arrastre", 4),)),
    HouseRule("montar_al_companero", (("arrastre", 4),)),
    HouseRule("fallar_siempre", ALL),
    HouseRule("tres_sin_doses", (("arrastre", 3),)),
    HouseRule("cartas_habanero", (("habanero", None), ("arrastre", 2)), choices=(8, 7)),
    HouseRule("arrastrar_con_mazo", (("habanero", None), ("arrastre", 2))),
    HouseRule("permitir_tute", ALL),
    HouseRule("cuarenta_primero", ALL),
    HouseRule("tute_sin_cantes_previos", ALL),
    HouseRule("cantes_se_pierden", ALL),
    HouseRule("rondas", (("arrastre", None), ("habanero", None)), choices=(1, 2, 3, 4, 5)),
    HouseRule("juegos_perdidos", (("arrastre", 3),), choices=(0, 8, 10, 12)),
    HouseRule("renuncio_real", ALL),
    HouseRule("renuncio_pierde_partida", ALL),
    HouseRule("no_vale_cargar", (("cabrero", None),)),
    HouseRule("triunfos_rotativos", (("cabrero", 4), ("cabrero", 5))),
    HouseRule("porotos", (("cabrero", None),), choices=(2, 3, 4, 5, 6)),
)
HOUSE_RULE = {rule.name: rule for rule in HOUSE_RULES}


def default_rules():
    return Rules()


def house_rule_field(rule):
    """The form field of one house rule, with its words and its default (every form that offers
    table options builds them here: the practice setup, the tables', the teachers' assignments)."""
    initial = getattr(default_rules(), rule.name)
    if rule.choices:
        field = forms.TypedChoiceField(
            choices=rule.choice_list,
            coerce=int,
            initial=initial,
            required=False,
            empty_value=None,
        )
    else:
        field = forms.BooleanField(required=False, initial=initial)
    field.label = rule.label
    field.help_text = rule.explanation
    field.house_rule = rule
    return field


def table_rules(variant, players, options):
    """The options (Rules fields -> values, as stored) that a table of ``variant`` and ``players``
    keeps: those the setup offers for that table, with a value it offers, that differ from the
    defaults, each one kept only when the engine's ``Rules`` takes it together with those kept
    before it (montar al compañero without parejas, a value of the wrong type, an option the
    variant cannot use: dropped). The same options always give the same dict, so two tables, a
    game and an assignment compare by it."""
    defaults = default_rules()
    kept = {}
    for rule in HOUSE_RULES:
        value = options.get(rule.name)
        if value is None or not rule.applies_to(variant, players):
            continue
        if rule.choices and value not in rule.choices:
            continue
        try:
            Rules(**kept, **{rule.name: value}).check_variant(variant, players)
        except ValueError:
            continue
        if value != getattr(defaults, rule.name):
            kept[rule.name] = value
    return kept


def rule_settings(variant, players, options):
    """The options a table keeps (``table_rules``), in the setup's order, as (name, value) pairs:
    what a page says about a table's or an assignment's house rules."""
    kept = table_rules(variant, players, options)
    typed = Rules(**kept)  # 1 stored for a yes is a yes
    return [(rule.name, getattr(typed, rule.name)) for rule in HOUSE_RULES if rule.name in kept]


def rules_query(options):
    """Options as a link's query parameters: 1/0 for yes/no, the number for the others."""
    return {name: int(value) for name, value in options.items() if name in HOUSE_RULE}


def rules_from_query(query):
    """The options a link's query carries (``rules_query``): an unknown name or a value that is
    not one of them is ignored; whether they make sense for a table is ``table_rules``'s."""
    options = {}
    for rule in HOUSE_RULES:
        number = parse_int(query.get(rule.name, ""), maximum=99)
        if number is None:
            continue
        if rule.choices:
            options[rule.name] = number
        elif number in (0, 1):
            options[rule.name] = bool(number)
    return options


class NewGameForm(forms.Form):
    variant = forms.ChoiceField(label=_("Modalidad"), choices=VARIANTS, initial="arrastre")
    players = forms.TypedChoiceField(
        label=_("Jugadores"),
        choices=[(n, n) for n in range(2, MAX_PLAYERS + 1)],
        coerce=int,
        initial=4,
    )
    feedback = forms.ChoiceField(
        label=_("Ayuda durante la partida"),
        choices=Game.Feedback.choices,
        initial=Game.Feedback.FULL,
        widget=forms.RadioSelect,
    )
    level = forms.ChoiceField(
        label=_("Nivel de los robots"),
        choices=levels.level_choices,
        initial=levels.FIRST,
        required=False,
        widget=forms.RadioSelect(attrs={"id": "id_rung"}),  # id_level_N are the seats' choices
    )

    def __init__(self, *args, **kwargs):
        kwargs.setdefault("label_suffix", "")
        super().__init__(*args, **kwargs)
        for rule in HOUSE_RULES:
            self.fields[rule.name] = house_rule_field(rule)
        for seat in range(1, MAX_PLAYERS):
            self.fields[f"level_{seat}"] = forms.ChoiceField(
                label=seat_setup_label(seat),
                choices=[("", _("El nivel elegido")), *levels.level_choices()],
                initial="",
                required=False,
            )

    def house_rule_fields(self):
        return [self[rule.name] for rule in HOUSE_RULES]

    def level_fields(self):
        return [self[f"level_{seat}"] for seat in range(1, MAX_PLAYERS)]

    def shown_table(self):
        """The (variant, players) whose options the page shows: the posted or initial choice,
        adjusted as the page's script adjusts it (habanero is for two; cabrero for three or more)."""
        source = self.data if self.is_bound else {}
        variant = source.get("variant") or self.initial.get("variant") or self.fields["variant"].initial
        players = source.get("players") or self.initial.get("players") or self.fields["players"].initial
        variant = variant if variant in PLAYERS else "arrastre"
        players = int(players) if str(players) in {str(n) for n in range(2, MAX_PLAYERS + 1)} else 4
        return table_for(variant, players)

    def house_rule_rows(self):
        """Every house rule with whether it applies to the table shown: the others are hidden
        (the page's script shows them again when the variant changes, without a round trip)."""
        variant, players = self.shown_table()
        return [
            {"field": self[rule.name], "shown": rule.applies_to(variant, players)} for rule in HOUSE_RULES
        ]

    def level_rows(self):
        _variant, players = self.shown_table()
        return [{"field": self[f"level_{seat}"], "shown": seat < players} for seat in range(1, MAX_PLAYERS)]

    def ladder_rows(self):
        """Each rung of the ladder with its radio button (the one level of every bot)."""
        rungs = {rung.key: rung for rung in levels.ladder()}
        return [{"radio": radio, "level": rungs[radio.data["value"]]} for radio in self["level"]]

    def seat_levels_chosen(self):
        """Whether some seat has a level of its own (the page then shows the seats' choices open)."""
        source = self.data if self.is_bound else self.initial
        return any(source.get(f"level_{seat}") for seat in range(1, MAX_PLAYERS)) or any(
            self[f"level_{seat}"].errors for seat in range(1, MAX_PLAYERS)
        )

    def clean(self):
        data = super().clean()
        variant, players = data.get("variant"), data.get("players")
        if variant is None or players is None:
            return data
        if variant == "arrastre" and players == 2:
            variant = data["variant"] = "habanero"  # the engine plays arrastre for two as habanero
        if players not in PLAYERS[variant]:
            raise forms.ValidationError(
                _("Esta modalidad no se juega con %(players)s jugadores."), params={"players": players}
            )
        # a numeric option not posted keeps its default; montar al compañero without parejas goes
        chosen = {rule.name: data.get(rule.name) for rule in HOUSE_RULES}
        data["rules"] = table_rules(variant, players, chosen)
        seat_levels = [self._seat_level(data, seat) for seat in range(1, players)]
        if None in seat_levels:  # a level missing or unknown: its field already says so
            return data
        data["bot_levels"] = [""] + seat_levels
        try:
            new_match(variant, players, seed=0, rules=Rules(**data["rules"]))
        except ValueError as error:
            raise forms.ValidationError(str(error)) from error
        return data

    def _seat_level(self, data, seat):
        """A seat's own level, else the level chosen for every bot (a form without that choice,
        such as the tables', keeps the seat's value: "" there is a seat for a person)."""
        own = data.get(f"level_{seat}")
        if own or "level" not in self.fields:
            return own
        if data.get("level"):
            return data["level"]
        if "level" not in self.errors:
            self.add_error("level", _("Elige el nivel de los robots."))
        return None


def table_for(variant, players):
    """A variant and a number of players that go together, the nearest to those asked for."""
    if variant == "habanero":
        return "habanero", 2
    if variant == "arrastre" and players == 2:
        return "habanero", 2
    if players not in PLAYERS[variant]:
        players = PLAYERS[variant][-1] if variant == "arrastre" else 4
    return variant, players


def initial_from(data):
    """The initial values of a setup form from posted data (the page shown again, without
    JavaScript, with the options of a newly chosen variant)."""
    form = NewGameForm()
    initial = {}
    for name, field in form.fields.items():
        if isinstance(field, forms.BooleanField):
            initial[name] = name in data
        elif data.get(name) not in (None, "") and str(data.get(name)) in {str(v) for v, _l in field.choices}:
            initial[name] = data[name]
    initial.setdefault("variant", "arrastre")
    initial["players"] = table_for(initial["variant"], int(initial.get("players", 4)))[1]
    return initial


def seat_setup_label(seat):
    return _("Jugador %(n)s") % {"n": seat + 1}


def _preset(variant, players, **rules):
    return {"variant": variant, "players": players, **rules}


PRESETS = {
    "arrastre3": (
        _("Arrastre a tres"),
        _("Cada uno para sí, 13 cartas por cabeza: la mesa de la lección 12."),
        _preset("arrastre", 3),
    ),
    "parejas": (
        _("Tute por parejas"),
        _("Arrastre a cuatro, tú y tu compañero contra dos."),
        _preset("arrastre", 4, parejas=True),
    ),
    "habanero": (_("Habanero"), _("Tú contra uno, robando del mazo."), _preset("habanero", 2)),
    "cabrero4": (_("Cabrero a 4"), _("Cada uno para sí; no quedes en medio."), _preset("cabrero", 4)),
}


def preset_data(name, level=levels.FIRST):
    """The form data of a one-click preset: its table and its bots' level, every other field at
    its default."""
    form = NewGameForm(initial={"level": level})
    data = {}
    for field_name, field in form.fields.items():
        initial = form.get_initial_for_field(field, field_name)
        if isinstance(field, forms.BooleanField):
            if initial:
                data[field_name] = "on"
        elif initial is not None:
            data[field_name] = str(initial)
    for key, value in PRESETS[name][2].items():
        if value is True:
            data[key] = "on"
        elif value is False:
            data.pop(key, None)
        else:
            data[key] = str(value)
    return data
