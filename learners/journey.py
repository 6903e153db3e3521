"""What the site knows about a learner, gathered for the home page, the progress page and the
moment a quiz is finished: where to continue, what to review, open games, assignments, and the
suggested next step."""

from dataclasses import dataclass
from datetime import datetime

from django.urls import reverse
from django.utils.translation import gettext as _

from games.levels import level_name
from games.models import SESSION_KEY as GAMES_SESSION_KEY
from games.models import Game
from games.present.records import record
from tutorial import course, review_sources
from tutorial import flows as tutorial_flows
from tutorial.generator import GENERATED_TYPES
from tutorial.progress import Progress
from tutorial.views import KIND_NAMES

OPEN_GAMES_SHOWN = 3


def learner_games(request):
    """The practice games this visitor owns (account or browser session), newest first."""
    return Game.objects.owned_by(request)


def has_history(request, progress):
    """A returning learner: signed in, or with course progress or games in this browser."""
    if request.user.is_authenticated:
        return True
    data = progress.data
    if data["seen"] or data["quizzes"] or data["answers"]:
        return True
    return bool(request.session.get(GAMES_SESSION_KEY)) and learner_games(request).exists()


@dataclass(frozen=True)
class Continue:
    """Where the learner left off: a lesson to start or resume, or the course done."""

    lesson: object  # tutorial.course.Lesson, or None when every lesson is mastered
    started: bool  # some step of that lesson already seen
    url: str
    label: str


def continue_point(progress, open_game=None):
    """The first lesson not mastered; with the course done, the open game (a GameRecord) if
    there is one, else a new game."""
    lessons = course.lessons()
    for lesson in lessons:
        status = progress.lesson_status(lesson)
        if status == "mastered":
            continue
        if status == "done":  # every step seen, quiz not passed: back to the quiz
            url = reverse("tutorial:step", args=[lesson.slug, lesson.quiz_step.number])
            label = _("Repite la prueba de la lección %(n)s: %(title)s") % {
                "n": lesson.number,
                "title": lesson.title,
            }
            return Continue(lesson, True, url, label)
        url = reverse("tutorial:lesson", args=[lesson.slug])
        if status == "in_progress":
            label = _("Sigue con la lección %(n)s: %(title)s") % {"n": lesson.number, "title": lesson.title}
        else:
            label = _("Empieza la lección %(n)s: %(title)s") % {"n": lesson.number, "title": lesson.title}
        return Continue(lesson, status == "in_progress", url, label)
    if open_game is not None:
        url = reverse("games:play", args=[open_game.game.public_id])
        return Continue(None, True, url, _("Sigue tu partida: %(title)s") % {"title": open_game.title})
    return Continue(None, True, reverse("games:new"), _("Juega una partida de práctica"))


def review_items(progress):
    """The review queue (exercise kinds answered wrongly), each with a fresh exercise's link; then
    what other apps put in it (failed puzzles...), one line each (tutorial/review_sources.py)."""
    names = KIND_NAMES()
    kinds = [
        {
            "kind": kind,
            "count": count,
            "name": names[kind],
            "url": reverse("tutorial:practice", args=[kind, tutorial_flows.fresh_seed()]),
        }
        for kind, count in progress.review_queue()
        if kind in GENERATED_TYPES
    ]
    others = [
        {"kind": "", "count": item["count"], "name": item["title"], "url": item["url"]}
        for item in review_sources.items(progress)
    ]
    return kinds + others


def course_counts(progress):
    lessons = course.lessons()
    statuses = [progress.lesson_status(lesson) for lesson in lessons]
    return {
        "total": len(lessons),
        "mastered": statuses.count("mastered"),
        "done": statuses.count("done") + statuses.count("mastered"),
    }


def home(request):
    """The returning learner's home, or None for a new visitor (who gets the welcome)."""
    progress = Progress.load(request)
    if not has_history(request, progress):
        return None

    open_games = [record(game) for game in learner_games(request).filter(finished=False)[:OPEN_GAMES_SHOWN]]
    data = progress.data
    return {
        "fresh": not (data["seen"] or data["quizzes"] or data["answers"])
        and not learner_games(request).exists(),
        "continue": continue_point(progress, open_games[0] if open_games else None),
        "review": review_items(progress),
        "open_games": open_games,
        "counts": course_counts(progress),
    }


# --- the next step after a quiz ------------------------------------------------------------------

# After mastering a lesson, the practice game that puts it to use: lesson number -> (variant,
# players, bot level). Lessons not listed suggest the next lesson only.
GAME_AFTER = {
    5: ("arrastre", 3, "principiante"),
    6: ("arrastre", 3, "principiante"),
    7: ("arrastre", 4, "principiante"),
    9: ("arrastre", 3, "principiante"),
    10: ("arrastre", 3, "principiante"),
    11: ("habanero", 2, "principiante"),
    12: ("arrastre", 3, "principiante"),
    13: ("cabrero", 4, "principiante"),
    14: ("arrastre", 3, "intermedio"),
}


def setup_link(variant, players, level):
    return f"{reverse('games:new')}?variant={variant}&players={players}&nivel={level}#setup"


def game_suggestion(variant, players, level):
    level_words = level_name(level).lower()
    if variant == "habanero":
        text = _("Ahora juega una partida de habanero contra un robot %(level)s.")
    elif variant == "cabrero":
        text = _("Ahora juega una partida de cabrero a %(n)s contra robots de nivel %(level)s.")
    elif players == 4:
        text = _("Ahora juega una partida de arrastre por parejas contra robots de nivel %(level)s.")
    else:
        text = _("Ahora juega una partida de arrastre a %(n)s contra robots de nivel %(level)s.")
    return {"text": text % {"n": players, "level": level_words}, "url": setup_link(variant, players, level)}


def after_quiz(progress, lesson, passed):
    """The acknowledgement of a finished quiz: the celebration's words and the next steps."""
    counts = course_counts(progress)
    course_done = counts["mastered"] == counts["total"]
    steps = []
    if course_done:
        title = _("¡Has terminado el curso!")
        message = _("Has dominado las %(n)s lecciones. Ahora, a jugar: la práctica hace al jugador.") % {
            "n": counts["total"]
        }
        steps.append(game_suggestion("arrastre", 3, "intermedio"))
        steps.append(
            {"text": _("Mira tu progreso y tus errores más frecuentes."), "url": reverse("learners:progress")}
        )
    elif passed:
        title = _("¡Lección %(n)s dominada!") % {"n": lesson.number}
        message = _("Llevas %(m)s de %(n)s lecciones dominadas.") % {
            "m": counts["mastered"],
            "n": counts["total"],
        }
        if lesson.number in GAME_AFTER:
            steps.append(game_suggestion(*GAME_AFTER[lesson.number]))
        following = course.next_lesson(lesson)
        if following is not None and not steps:  # the page itself links the next lesson too
            steps.append(
                {
                    "text": _("Sigue con la lección %(n)s: %(title)s.")
                    % {"n": following.number, "title": following.title},
                    "url": reverse("tutorial:lesson", args=[following.slug]),
                }
            )
    else:
        return None
    return {"title": title, "message": message, "steps": steps, "course_done": course_done}


# --- the progress page ---------------------------------------------------------------------------


def quiz_history(progress):
    """Every recorded quiz result, oldest first: (datetime, lesson, score 0-1)."""
    found = []
    for lesson in course.lessons():
        quiz = progress.quiz(lesson.slug) or {}
        for when, score in quiz.get("history", []):
            try:
                moment = datetime.fromisoformat(when)
            except (TypeError, ValueError):
                continue
            found.append((moment, lesson, float(score)))
    found.sort(key=lambda item: item[0])
    return found
