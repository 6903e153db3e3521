"""A learner's progress: one small JSON document, kept in the session for anonymous learners and
in LearnerProgress for signed-in ones; merged into the account at log-in.

Shape:
    {
      "seen":    {lesson_slug: [step numbers seen]},
      "answers": {answer_key: {"kind": type, "first": bool, "correct": bool, "tries": n, "hints": 0-3}},
      "quizzes": {lesson_slug: {"best": 0.0-1.0, "mastered": bool, "attempts": n,
                                "history": [[ISO date, score 0.0-1.0], ...]}},  # the last HISTORY_CAP
      "review":  {exercise_type: n},  # exercise kinds answered wrongly, still to review
      "finished": {lesson_slug: ISO datetime}  # when the lesson was first done (steps and quiz)
    }
A first answer counts as right for a quiz only when it was right and the third hint (the
answer) was not shown.
"""

from datetime import datetime

from django.db import transaction
from django.utils import timezone

from tutorial.models import LearnerProgress

SESSION_KEY = "tutorial_progress"
ANSWER_HINT = 3
REVIEW_CAP = 3
HISTORY_CAP = 30  # quiz results kept per lesson, for the learner's progress page
# Answers to generated questions (practice and quiz seeds: "practicar/points/123456",
# "baraja/prueba/77/1") are kept for the most recent ones only, so the record stays small
# however much a learner practises. Lesson exercises are bounded by the course itself.
SEEDED_ANSWERS_KEPT = 200


def is_seeded(key):
    return key.startswith("practicar/") or "/prueba/" in key


def empty():
    return {"seen": {}, "answers": {}, "quizzes": {}, "review": {}, "finished": {}}


def normalized(data):
    base = empty()
    if isinstance(data, dict):
        for key in base:
            if isinstance(data.get(key), dict):
                base[key] = dict(data[key])
    return base


class Progress:
    """Progress document plus where it is stored."""

    def __init__(self, data, *, request=None, row=None):
        self.data = normalized(data)
        self._request = request
        self._row = row

    # --- storage ---------------------------------------------------------------------------
    @classmethod
    def load(cls, request, *, for_update=False):
        user = getattr(request, "user", None)
        if user is not None and user.is_authenticated:
            if for_update:
                row, _created = LearnerProgress.objects.select_for_update().get_or_create(user=user)
            else:  # reading creates nothing: the row is made when there is something to save
                row = LearnerProgress.objects.filter(user=user).first() or LearnerProgress(user=user, data={})
            return cls(row.data, request=request, row=row)
        return cls(request.session.get(SESSION_KEY), request=request)

    @property
    def in_session(self):
        """True for an anonymous learner: the session middleware writes it, no row to lock."""
        return self._row is None

    def save(self):
        if self._row is not None:
            if self._row.pk is None:  # read without a row: take (or make) it now
                self._row, _created = LearnerProgress.objects.get_or_create(user=self._row.user)
            self._row.data = self.data
            self._row.save(update_fields=["data", "updated"])
        elif self._request is not None:
            self._request.session[SESSION_KEY] = self.data

    # --- steps -----------------------------------------------------------------------------
    def seen_steps(self, lesson_slug):
        return set(self.data["seen"].get(lesson_slug, []))

    def mark_seen(self, lesson_slug, number):
        seen = self.seen_steps(lesson_slug)
        if number in seen:
            return False
        self.data["seen"][lesson_slug] = sorted(seen | {number})
        return True

    # --- answers and hints -----------------------------------------------------------------
    def answer(self, key):
        return self.data["answers"].get(key)

    def hint_level(self, key):
        record = self.answer(key)
        return record["hints"] if record else 0

    def _record(self, key, kind):
        """The answer record of ``key``, made when missing. A seeded record carries its order of
        arrival ("seq": JSON objects stored in PostgreSQL keep no key order)."""
        answers = self.data["answers"]
        if key not in answers:
            answers[key] = _new_record(kind)
            if is_seeded(key):
                answers[key]["seq"] = 1 + max(
                    (r.get("seq", 0) for k, r in answers.items() if is_seeded(k)), default=0
                )
                self._forget_old_seeded()
        return answers[key]

    def _forget_old_seeded(self):
        """Keep the SEEDED_ANSWERS_KEPT most recent seeded records; drop the older ones."""
        answers = self.data["answers"]
        seeded = sorted(
            (key for key in answers if is_seeded(key)), key=lambda key: answers[key].get("seq", 0)
        )
        for key in seeded[: max(0, len(seeded) - SEEDED_ANSWERS_KEPT)]:
            del answers[key]

    def record_hint(self, key, kind, level):
        record = self._record(key, kind)
        if level <= record["hints"]:
            return False
        record["hints"] = level
        return True

    def record_answer(self, key, kind, correct, *, review=False):
        """Store an answer; returns True when it was the first answer to that question."""
        record = self._record(key, kind)
        first = record["tries"] == 0
        record["tries"] += 1
        record["correct"] = bool(correct)
        if first:
            record["first"] = bool(correct) and record["hints"] < ANSWER_HINT
        queue = self.data["review"]
        if not correct and first:
            queue[kind] = min(REVIEW_CAP, queue.get(kind, 0) + 1)
        elif correct and review and kind in queue:
            queue[kind] -= 1
            if queue[kind] <= 0:
                del queue[kind]
        return first

    def first_try_right(self, key):
        record = self.answer(key)
        return bool(record and record["tries"] and record["first"])

    def answered(self, key):
        record = self.answer(key)
        return bool(record and record["tries"])

    # --- quizzes and lessons ---------------------------------------------------------------
    def record_quiz(self, lesson_slug, score, pass_mark):
        quiz = self.data["quizzes"].setdefault(lesson_slug, {"best": 0.0, "mastered": False, "attempts": 0})
        quiz["attempts"] += 1
        history = quiz.setdefault("history", [])
        history.append([timezone.now().isoformat(timespec="seconds"), round(score, 4)])
        del history[:-HISTORY_CAP]
        quiz["best"] = max(quiz["best"], score)
        quiz["mastered"] = quiz["mastered"] or score >= pass_mark
        return quiz["mastered"]

    def quiz(self, lesson_slug):
        return self.data["quizzes"].get(lesson_slug)

    def lesson_status(self, lesson):
        """ "new", "in_progress", "done" (every step seen, quiz taken) or "mastered"."""
        quiz = self.quiz(lesson.slug)
        if quiz and quiz["mastered"]:
            return "mastered"
        seen = self.seen_steps(lesson.slug)
        if quiz and len(seen) >= lesson.step_count:
            return "done"
        return "in_progress" if seen else "new"

    def note_finished(self, lesson):
        """Stamp the moment the lesson is first done (a teacher's due date is judged by it);
        True when stamped now."""
        if lesson.slug in self.data["finished"] or self.lesson_status(lesson) not in ("done", "mastered"):
            return False
        self.data["finished"][lesson.slug] = timezone.now().isoformat(timespec="seconds")
        return True

    def finished_at(self, lesson):
        """When the lesson was first done, or None. Progress kept before the stamp existed: the
        first quiz attempt's time (the quiz ends the lesson)."""
        if self.lesson_status(lesson) not in ("done", "mastered"):
            return None
        stamp = self.data["finished"].get(lesson.slug)
        if stamp is None:
            history = (self.quiz(lesson.slug) or {}).get("history") or [[None]]
            stamp = history[0][0]
        return datetime.fromisoformat(stamp) if stamp else None

    def lesson_percent(self, lesson):
        if self.lesson_status(lesson) == "mastered":
            return 100
        seen = len(self.seen_steps(lesson.slug) & set(range(1, lesson.step_count + 1)))
        return round(100 * seen / lesson.step_count) if lesson.step_count else 0

    def review_queue(self):
        return sorted(self.data["review"].items(), key=lambda item: (-item[1], item[0]))

    # --- merging ---------------------------------------------------------------------------
    def merge(self, other):
        """Add another document's progress (an anonymous session's) into this one."""
        other = normalized(other)
        for slug, steps in other["seen"].items():
            self.data["seen"][slug] = sorted(set(self.data["seen"].get(slug, [])) | set(steps))
        for key, record in other["answers"].items():
            self.data["answers"].setdefault(key, record)
        for slug, quiz in other["quizzes"].items():
            mine = self.data["quizzes"].get(slug)
            if mine is None:
                self.data["quizzes"][slug] = dict(quiz)
            else:
                mine["best"] = max(mine["best"], quiz["best"])
                mine["mastered"] = mine["mastered"] or quiz["mastered"]
                mine["attempts"] += quiz["attempts"]
                both = sorted(mine.get("history", []) + quiz.get("history", []))
                mine["history"] = both[-HISTORY_CAP:]
        for slug, stamp in other["finished"].items():
            self.data["finished"][slug] = min(stamp, self.data["finished"].get(slug, stamp))
        for kind, count in other["review"].items():
            self.data["review"][kind] = min(REVIEW_CAP, self.data["review"].get(kind, 0) + count)
        self._forget_old_seeded()


def _new_record(kind):
    return {"kind": kind, "first": False, "correct": False, "tries": 0, "hints": 0}


def carry_session_into_account(request, user):
    """On log-in or sign-up: move the anonymous session's progress into the account."""
    anonymous = request.session.get(SESSION_KEY) if request is not None else None
    if not anonymous:
        return
    with transaction.atomic():
        row, _created = LearnerProgress.objects.select_for_update().get_or_create(user=user)
        progress = Progress(row.data, row=row)
        progress.merge(anonymous)
        progress.save()
    del request.session[SESSION_KEY]
