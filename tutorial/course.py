"""The course as data: lessons, steps and glossary read from the modules in tutorial/content.

Content is served straight from the Python modules (see tutorial/content/SCHEMA.md); the
database only keeps learners' progress.
"""

import importlib
from dataclasses import dataclass
from functools import cache

from django.utils.translation import get_language

LESSON_COUNT = 14
STEP_KINDS = ("text", "exercise", "quiz")


class ContentError(ValueError):
    """A content module does not follow tutorial/content/SCHEMA.md."""


def tr(field, lang=None):
    """The learner's language version of a bilingual field {"es": ..., "en": ...}."""
    if field is None:
        return ""
    if isinstance(field, str):
        return field
    lang = (lang or get_language() or "es")[:2]
    return field.get(lang) or field.get("es") or ""


@dataclass(frozen=True)
class Step:
    lesson_slug: str
    number: int  # 1-based position in the lesson
    data: dict

    @property
    def kind(self):
        return self.data["kind"]

    @property
    def title(self):
        return tr(self.data.get("title"))


@dataclass(frozen=True)
class Lesson:
    slug: str
    number: int
    data: dict

    @property
    def title(self):
        return tr(self.data["title"])

    @property
    def summary(self):
        return tr(self.data.get("summary"))

    @property
    def steps(self):
        return [Step(self.slug, i, step) for i, step in enumerate(self.data["steps"], start=1)]

    def step(self, number):
        steps = self.data["steps"]
        if not 1 <= number <= len(steps):
            return None
        return Step(self.slug, number, steps[number - 1])

    @property
    def step_count(self):
        return len(self.data["steps"])

    @property
    def quiz_step(self):
        for step in self.steps:
            if step.kind == "quiz":
                return step
        return None


def _import_optional(name):
    try:
        return importlib.import_module(name)
    except ModuleNotFoundError as error:
        if error.name == name:
            return None
        raise


@cache
def lessons():
    """Every lesson module present, in course order."""
    found = []
    for number in range(1, LESSON_COUNT + 1):
        module = _import_optional(f"tutorial.content.lesson_{number:02d}")
        if module is None:
            continue
        data = module.LESSON
        found.append(Lesson(data["slug"], data["number"], data))
    found.sort(key=lambda lesson: lesson.number)
    return tuple(found)


def lesson_by_slug(slug):
    for lesson in lessons():
        if lesson.slug == slug:
            return lesson
    return None


def next_lesson(lesson):
    all_lessons = lessons()
    index = all_lessons.index(lesson)
    return all_lessons[index + 1] if index + 1 < len(all_lessons) else None


@cache
def glossary():
    module = _import_optional("tutorial.content.glossary")
    return dict(getattr(module, "TERMS", {})) if module else {}


@cache
def rules_page():
    module = _import_optional("tutorial.content.rules")
    return getattr(module, "RULES_PAGE", None) if module else None
