"""The course as data: lessons, steps and glossary read from the modules in tutorial/content.

Content is served straight from the Python modules (see tutorial/content/SCHEMA.md); the
database only keeps learners' progress.
"""

import importlib
import pkgutil
import re
from dataclasses import dataclass
from functools import cache

from django.utils.translation import get_language

from tutorial import content as content_package
from tutorial.content.glossary import TERMS
from tutorial.content.rules import RULES_PAGE

LESSON_MODULE = re.compile(r"lesson_\d+")


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


@cache
def lessons():
    """Every lesson module of tutorial/content (``lesson_NN.py``), in course order."""
    found = []
    for info in pkgutil.iter_modules(content_package.__path__):
        if not LESSON_MODULE.fullmatch(info.name):
            continue
        module = importlib.import_module(f"{content_package.__name__}.{info.name}")
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
    return dict(TERMS)


@cache
def rules_page():
    return RULES_PAGE
