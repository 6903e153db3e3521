"""Load the site's pages in Chromium under the real CSP and collect every violation it reports.

The pages are found by following links (as an anonymous visitor, as a signed-in learner and as
a teacher with an exercise, a list, a class with a student, an assignment and an answer); on the
practice table a few cards are played by clicking, so htmx swaps are covered too. The teacher
also opens the exercise builder and picks cards in it (its htmx preview).
"""

import pytest
from allauth.account.models import EmailAddress
from django.contrib.auth import get_user_model
from django.test import Client

from games.models import Game
from teachers import flows
from teachers.models import Answer, Assignment, Classroom, Exercise, ExerciseSet, Membership, SetItem

from .site_pages import crawl

PAGE_LIMIT = 40


class Violations:
    """Listens to a page's console and errors; keeps what mentions the Content Security Policy."""

    def __init__(self, page):
        self.found = []
        self.url = ""
        page.on("console", self._console)
        page.on("pageerror", lambda error: self.found.append((self.url, f"page error: {error}")))

    def _console(self, message):
        text = message.text
        if "Content Security Policy" in text or "Content-Security-Policy" in text:
            self.found.append((self.url, text))


def _browser_fetch(page, live_server, violations):
    def fetch(url):
        violations.url = url
        response = page.goto(live_server.url + url)
        if response is None or response.status != 200:
            return None
        page.wait_for_load_state("load")
        return page.content()

    return fetch


def _play_a_few_cards(page, live_server, violations):
    """Start a table from the first preset and click the learner's legal cards a few times."""
    violations.url = "/jugar/ (start and play)"
    page.goto(live_server.url + "/jugar/")
    page.locator("form.preset button[type=submit]").first.click()
    page.wait_for_url("**/jugar/*/")
    public_id = page.url.rstrip("/").split("/")[-1]
    for _ in range(3):
        game = Game.objects.get(public_id=public_id)
        state = game.match_at().hand
        if state.is_terminal() or state.current_player != game.learner_seat:
            break
        view = state.view(game.learner_seat)
        cards = sorted(a for a in view.legal_actions() if a in view.hand)
        if not cards:
            break
        before = page.locator("#table").get_attribute("data-ply")
        page.locator(f"#card-{cards[0]}").click()
        page.locator(f'#table:not([data-ply="{before}"])').wait_for()
        page.wait_for_timeout(300)  # let htmx settle and the table animation start
    return public_id


def _log_in(page, live_server):
    user = get_user_model().objects.create_user("learner", "learner@example.com", "secreto-largo-1")
    EmailAddress.objects.create(user=user, email=user.email, verified=True, primary=True)
    page.goto(live_server.url + "/accounts/login/")
    page.fill("input[name=login]", user.email)
    page.fill("input[name=password]", "secreto-largo-1")
    page.locator("form button[type=submit]").last.click()
    page.wait_for_load_state("load")
    assert "/accounts/login/" not in page.url, "could not log in"


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
@pytest.mark.parametrize("who", ["anonymous", "learner"])
def test_no_page_breaks_the_content_security_policy(page, live_server, who):
    violations = Violations(page)
    if who == "learner":
        _log_in(page, live_server)
    public_id = _play_a_few_cards(page, live_server, violations)
    start = ["/", "/aprender/", "/jugar/", f"/jugar/{public_id}/", f"/jugar/{public_id}/repaso/"]
    pages = crawl(_browser_fetch(page, live_server, violations), start, limit=PAGE_LIMIT)
    assert len(pages) >= 15, sorted(pages)
    assert not violations.found, "\n".join(f"{url}: {text}" for url, text in violations.found)


def _teacher_with_a_class(page, live_server):
    """A signed-in teacher (session cookie in the browser) who owns one of everything."""
    teacher = get_user_model().objects.create_user("profe", "profe@example.com", "x")
    flows.set_profile(teacher, is_teacher=True, display_name="Profe Marta")
    student = get_user_model().objects.create_user("alumna", "alumna@example.com", "x")
    flows.set_profile(student, is_teacher=False, display_name="Lucía")
    exercise = Exercise.objects.create(
        owner=teacher,
        kind="legal",
        title="Montar",
        position="v:arrastre/4 t:c s:2 h2:4o,7o,1o,3c,5e m:5o,12o",
    )
    exercise_set = ExerciseSet.objects.create(owner=teacher, title="Obligaciones")
    SetItem.objects.create(exercise_set=exercise_set, exercise=exercise)
    classroom = Classroom.objects.create(owner=teacher, name="4º B")
    Membership.objects.create(classroom=classroom, student=student)
    Assignment.objects.create(classroom=classroom, kind="set", exercise_set=exercise_set)
    Answer.objects.create(
        exercise=exercise,
        exercise_set=exercise_set,
        user=student,
        display_name="Lucía",
        given="7o",
        correct=False,
    )
    client = Client()
    client.force_login(teacher)
    page.context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )
    return exercise


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_no_teacher_page_breaks_the_content_security_policy(page, live_server):
    violations = Violations(page)
    exercise = _teacher_with_a_class(page, live_server)
    violations.url = "/profesores/ (builder)"
    page.goto(live_server.url + "/profesores/")
    page.locator("#new-exercise").click()
    page.get_by_role("radio", name="copas").check()
    for code in ("4o", "7o", "1o"):
        page.locator(f"#pick-{code}").click()
    page.locator("#title").fill("Otra")
    page.locator("#comment").click()  # the change event refreshes the preview (htmx)
    page.wait_for_timeout(300)
    start = ["/profesores/", f"/profesores/ejercicios/{exercise.pk}/"]
    fetch = _browser_fetch(page, live_server, violations)

    def pages_only(url):  # the class table's CSV export is a download, not a page
        return None if url.endswith("/csv/") else fetch(url)

    pages = crawl(pages_only, start, limit=PAGE_LIMIT)
    teacher_pages = [url for url in pages if url.startswith("/profesores/")]
    assert len(teacher_pages) >= 6, sorted(pages)
    assert not violations.found, "\n".join(f"{url}: {text}" for url, text in violations.found)
