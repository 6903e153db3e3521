"""The learner's progress page: the course, the quizzes over time, the practice games, the
mistakes to work on. For every learner, signed in or not (anonymous progress lives in the
session)."""

from django.shortcuts import render
from django.utils import formats
from django.utils.translation import gettext as _
from django.views.decorators.http import require_GET

from games.levels import describe
from games.present import ladder, records
from games.present.records import Tally
from learners import charts, journey, mistakes
from tutorial import course
from tutorial.progress import Progress

GAMES_COUNTED = 200  # the latest finished games the page tallies
QUIZ_POINTS = 20  # the latest quiz results drawn


def _lesson_rows(progress):
    rows = []
    for lesson in course.lessons():
        quiz = progress.quiz(lesson.slug) or {}
        best = round(100 * quiz.get("best", 0.0)) if quiz else None
        rows.append(
            {
                "lesson": lesson,
                "status": progress.lesson_status(lesson),
                "best": best,
                "attempts": quiz.get("attempts", 0),
            }
        )
    return rows


STATUS_WORDS = {
    "mastered": lambda: _("dominada"),
    "done": lambda: _("terminada, prueba sin aprobar"),
    "in_progress": lambda: _("empezada"),
    "new": lambda: _("sin empezar"),
}


def _lessons_chart(rows):
    data = []
    for row in rows:
        status = STATUS_WORDS[row["status"]]()
        if row["best"] is None:
            text = _("%(status)s; sin prueba hecha") % {"status": status}
        else:
            text = _("%(status)s; mejor prueba: %(best)s %%") % {"status": status, "best": row["best"]}
        css = "mastered" if row["status"] == "mastered" else "score"
        label = _("%(n)s. %(title)s") % {"n": row["lesson"].number, "title": row["lesson"].title}
        data.append((label, text, [(css, row["best"] or 0)]))
    return charts.bar_chart(data, scale_max=100)


def _quiz_chart(history):
    points = []
    for moment, lesson, score in history[-QUIZ_POINTS:]:
        percent = round(100 * score)
        passed = score >= lesson.quiz_step.data["pass_mark"]
        when = formats.date_format(moment, "SHORT_DATE_FORMAT")
        label = _("%(when)s, lección %(n)s: %(p)s %%") % {"when": when, "n": lesson.number, "p": percent}
        points.append((percent, label, "passed" if passed else "failed"))
    return charts.percent_line(points) if points else None


def _tally_chart(tallies):
    data = [
        (
            t.label,
            _("%(won)s ganadas y %(lost)s perdidas de %(played)s")
            % {"won": t.won, "lost": t.lost, "played": t.played},
            [("won", t.won), ("lost", t.lost)],
        )
        for t in tallies
    ]
    return charts.bar_chart(data) if data else None


@require_GET
def progress(request):
    learner = Progress.load(request)
    rows = _lesson_rows(learner)
    history = journey.quiz_history(learner)
    games = journey.learner_games(request)
    finished = [records.record(game) for game in games.filter(finished=True)[:GAMES_COUNTED]]
    by_variant = records.per_variant(finished)
    by_level = records.per_level(finished)
    suggestion = ladder.level_suggestion(games)
    ctx = {
        "counts": journey.course_counts(learner),
        "lessons": rows,
        "lessons_chart": _lessons_chart(rows),
        "quiz_history": [
            {
                "when": moment,
                "lesson": lesson,
                "percent": round(100 * score),
                "passed": score >= lesson.quiz_step.data["pass_mark"],
            }
            for moment, lesson, score in reversed(history[-QUIZ_POINTS:])
        ],
        "quiz_chart": _quiz_chart(history),
        "games_finished": len(finished),
        "games_won": sum(item.won for item in finished),
        "open_games": games.filter(finished=False).count(),
        "by_variant": by_variant,
        "variant_chart": _tally_chart(by_variant),
        "by_level": by_level,
        "level_chart": _tally_chart([Tally(r.label, r.games.won, r.games.lost) for r in by_level]),
        "suggestion": suggestion,
        "suggested": describe(suggestion.level),
        "mistakes": mistakes.frequent(games),
        "review": journey.review_items(learner),
        "continue": journey.continue_point(learner),
    }
    return render(request, "learners/progress.html", ctx)
