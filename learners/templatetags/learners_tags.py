from django import template

from learners.journey import after_quiz
from tutorial.flows import quiz_key
from tutorial.progress import Progress

register = template.Library()


@register.inclusion_tag("learners/_celebration.html", takes_context=True)
def quiz_celebration(context, lesson, passed):
    """After a finished quiz: the acknowledgement (lesson mastered, course finished) and the
    suggested next steps; nothing when the quiz was not passed."""
    request = context["request"]
    return {"after": after_quiz(Progress.load(request), lesson, passed) if passed else None}


@register.simple_tag(takes_context=True)
def quiz_marks(context, lesson, seed, count):
    """Each question of a quiz attempt: {"number", "mark"} with mark "right" (at the first try),
    "wrong" or "open" (not answered yet), for the question dots."""
    progress = Progress.load(context["request"])
    marks = []
    for number in range(1, count + 1):
        key = quiz_key(lesson, seed, number)
        if progress.first_try_right(key):
            mark = "right"
        elif progress.answered(key):
            mark = "wrong"
        else:
            mark = "open"
        marks.append({"number": number, "mark": mark})
    return marks
