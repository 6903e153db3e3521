"""A puzzle as its page shows it: the table as at the real table (the practice table's own
presenter, on the puzzle's game), the question, the hint ladder, and after an answer the verdict
in words (the judge's, through ``judging``)."""

from dataclasses import dataclass, field

from django.utils.text import capfirst
from django.utils.translation import gettext as _

from games import words
from games.present import table as table_presenter
from games.present.common import action_phrase, action_text, is_card, side_label, trick_seats
from puzzles import flows, judging, rating, themes
from puzzles.models import Family


@dataclass(frozen=True)
class Choice:
    action: str
    label: str
    is_card: bool


@dataclass
class PuzzlePage:
    """Everything ``puzzles/solve.html`` shows."""

    puzzle: object
    table: object  # games.present.table.TableContext of the puzzle's game
    family: str
    question: str
    cards: list  # the hand, each {"code", "playable"}
    others: list  # Choice of the declarations, swaps and paso
    tricks: list  # every trick played so far: {"cards": [(seat label, card)], "winner"}
    options: list  # the table's options that differ from the defaults, in words
    hints: list = field(default_factory=list)  # the hints taken so far (sentences)
    next_hint: int | None = 1
    mode: str = "rated"


def family_label(family):
    return Family(family).label if family in Family.values else family


def question(puzzle):
    if puzzle.kind == "window":
        return _("Ganaste la baza: ¿cantas, cambias la muestra o pasas? Elige lo mejor.")
    return _("Juega la mejor carta.")


def page(puzzle, *, hints_taken=0, mode="rated"):
    game = flows.game_of(puzzle)
    context = table_presenter.table(game)
    view = context.view
    legal = set(view.legal_actions())
    choices = flows.choices(puzzle)
    return PuzzlePage(
        puzzle=puzzle,
        table=context,
        family=family_label(puzzle.family),
        question=question(puzzle),
        cards=[{"code": c.code, "playable": c.code in legal and c.code in choices} for c in context.hand],
        others=[Choice(a, action_text(game, view.trump, a), False) for a in choices if not is_card(a)],
        tricks=_tricks(game, view, context),
        options=[_option_line(name, value) for name, value in sorted(puzzle.rules.items())],
        hints=hint_ladder(puzzle, game, view)[:hints_taken],
        next_hint=hints_taken + 1 if hints_taken < flows.ANSWER_HINT else None,
        mode=mode,
    )


def _option_line(name, value):
    """A table option that differs from the house rules, with its value: «Por parejas: no»."""
    if isinstance(value, bool):
        value = _("sí") if value else _("no")
    return _("%(option)s: %(value)s") % {"option": words.house_rule_label(name), "value": value}


def _tricks(game, view, context):
    by_seat = {s.seat: s for s in context.seats}
    out = []
    for leader, cards, winner in view.tricks:
        seats = trick_seats(view, leader, len(cards))
        out.append(
            {
                "cards": [{"card": c, "seat": by_seat[s].label} for s, c in zip(seats, cards, strict=True)],
                "winner": by_seat[winner].label,
            }
        )
    return out


def hint_ladder(puzzle, game, view):
    """Three hints, as in the lessons: what to think about, where to look, the answer."""
    first_theme = next((t for t in puzzle.themes if t not in (themes.Theme.FINAL, themes.Theme.SALIDA)), "")
    if first_theme:
        nudge = _("Piensa en esto: %(theme)s. %(what)s") % {
            "theme": themes.label(first_theme),
            "what": themes.DESCRIPTIONS[themes.Theme(first_theme)],
        }
    else:
        nudge = _("Cuenta los puntos que quedan y quién puede ganar cada baza.")
    solution = puzzle.solution
    if is_card(solution):
        narrow = _("La carta buena es de %(suit)s.") % {"suit": words.suit_name(solution[-1])}
    elif solution == "paso":
        narrow = _("Mira bien qué pierdes con cada opción: a veces lo mejor es no hacer nada.")
    else:
        narrow = _("Lo que no hagas ahora ya no podrás hacerlo después: mira qué vale cada opción.")
    answer = _("La buena es %(play)s. Con esta pista el problema cuenta como fallado.") % {
        "play": action_phrase(game, view.trump, solution)
    }
    return [nudge, narrow, answer]


@dataclass(frozen=True)
class Result:
    """The answer's verdict in words: right or not, the rating change, the judge's explanation
    (``advice``: games.present.advice.AdviceText for ``games/_advice.html``), the puzzle's themes
    and rating, now that they give nothing away."""

    correct: bool
    headline: str
    played: str
    solution: str
    advice: object
    rating_line: str
    themes: list
    puzzle_rating: int
    worlds_line: str
    outcome: object = None


def result(puzzle, action, outcome, explanation):
    game = flows.game_of(puzzle)
    trump = game.match_at().hand.trump
    correct = outcome.correct if outcome is not None else action in puzzle.accepted
    if action in puzzle.accepted:
        if correct:
            headline = _("¡Correcto! %(play)s es la mejor jugada.") % {
                "play": capfirst(action_phrase(game, trump, action))
            }
        else:  # the third hint showed it
            headline = _("Es la buena, pero la viste en la pista: cuenta como fallado.")
        advice = judging.hint_words(game, puzzle.hint)
    else:
        headline = _("No es la mejor: la buena era %(play)s.") % {
            "play": action_phrase(game, trump, puzzle.solution)
        }
        advice = judging.judgement_words(game, explanation)
    return Result(
        correct=correct,
        headline=headline,
        played=action_text(game, trump, action),
        solution=action_text(game, trump, puzzle.solution),
        advice=advice,
        rating_line=_rating_line(outcome),
        themes=[{"slug": t, "label": themes.label(t)} for t in puzzle.themes],
        puzzle_rating=round(puzzle.rating),
        worlds_line=_worlds_line(puzzle),
        outcome=outcome,
    )


def _rating_line(outcome):
    if outcome is None or not outcome.rated:
        return _("Ya lo habías intentado: este intento no cambia tu puntuación.")
    change = outcome.change
    sign = "+" if change >= 0 else "−"
    return _("Tu puntuación: %(after)s (%(sign)s%(change)s).") % {
        "after": round(outcome.after),
        "sign": sign,
        "change": abs(change),
    }


def _worlds_line(puzzle):
    if puzzle.exact:
        return _("Se sabe dónde está cada carta: la cuenta es exacta.")
    return _(
        "Comprobado en %(worlds)s repartos posibles de las cartas que no ves: la buena gana al menos "
        "%(margin)s de media a cualquier otra."
    ) % {"worlds": puzzle.worlds, "margin": _margin_words(puzzle)}


def _margin_words(puzzle):
    if puzzle.unit == "probabilidad":
        return _("%(n)s puntos porcentuales de no quedar en medio") % {"n": round(puzzle.margin * 100)}
    return _("%(n)s puntos") % {"n": round(puzzle.margin)}


def side_name(game, side):
    return side_label(game, side)


def action_name(game, trump, action):
    """A play in a sentence: «la sota de oros», «cantar las veinte en copas»."""
    return action_phrase(game, trump, action)


def solver_line(solver):
    """«1234» or «1200?» (still provisional) for the header."""
    shown = flows.rating_of(solver)
    return f"{shown.shown}?" if shown.provisional else str(shown.shown)


def first_rating_text(puzzle):
    return round(rating.first_rating(puzzle.bots).rating)


def daily_panel(request):
    """The daily puzzle as the home page shows it (None when there are no puzzles): the
    question, the hand and the cards on the table, and whether the visitor already tried it."""
    puzzle = flows.daily()
    if puzzle is None:
        return None
    view = flows.view_of(puzzle)
    solver = flows.solver_for(request)
    tried = solver.attempts.filter(puzzle=puzzle).order_by("created", "pk").first() if solver else None
    return {
        "puzzle": puzzle,
        "family": family_label(puzzle.family),
        "question": question(puzzle),
        "hand": list(view.hand),
        "trick": list(view.trick),
        "trump": view.trump,
        "tried": tried,
    }
