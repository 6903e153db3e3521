from django import template

register = template.Library()


@register.inclusion_tag("learners/_celebration.html", takes_context=True)
def quiz_celebration(context, lesson, passed):
    """After a finished quiz: the acknowledgement (lesson mastered, course finished) and the
    suggested next steps; nothing when the quiz was not passed."""
    from learners.journey import after_quiz
    from tutorial.progress import Progress

    request = context["request"]
    return {"after": after_quiz(Progress.load(request), lesson, passed) if passed else None}
