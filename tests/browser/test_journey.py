"""A learner's journey through the site, as a person clicks it: the home that knows them, the
progress page, the celebration after a quiz with its suggested game, their list of games.

JOURNEY_SCREENSHOTS=/some/dir saves screenshots of each page at 1280 and 360 px, in Spanish
and English."""

import os
import re

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from playwright.sync_api import expect

from games.models import Game
from games.present import records
from learners.mistakes import DRILLS, mistake_names
from tests.learners.helpers import judged_moves, mistake_kinds, played_game
from tute.bots import ReasonCode
from tutorial import flows as tutorial_flows
from tutorial.course import lessons
from tutorial.models import LearnerProgress
from tutorial.progress import Progress
from tutorial.views import KIND_NAMES

SHOTS = os.environ.get("JOURNEY_SCREENSHOTS", "")


def logged_in(context, live_server, email="learner@example.com"):
    user = get_user_model().objects.create_user(username="learner-x1", email=email, password="x")
    client = Client()
    client.force_login(user)
    context.add_cookies(
        [{"name": "sessionid", "value": client.cookies["sessionid"].value, "url": live_server.url}]
    )
    return user


def shots(page, name):
    """Screenshots of the current page at 1280 and 360 px in both languages (when asked for)."""
    if not SHOTS:
        return
    url = page.url
    for lang in ("es", "en"):
        page.context.add_cookies([{"name": "django_language", "value": lang, "url": url}])
        for width in (1280, 360):
            page.set_viewport_size({"width": width, "height": 800})
            page.goto(url)
            page.screenshot(path=f"{SHOTS}/{name}-{lang}-{width}.png", full_page=True)
    page.context.add_cookies([{"name": "django_language", "value": "es", "url": url}])
    page.set_viewport_size({"width": 1280, "height": 800})
    page.goto(url)


def pass_quiz(user, lesson, seed=123456):
    """Every question of one quiz attempt answered right at the first try, as the site records it."""
    row, _created = LearnerProgress.objects.get_or_create(user=user)
    progress = Progress(row.data)
    for number in range(1, lesson.step_count + 1):
        progress.mark_seen(lesson.slug, number)
    specs = tutorial_flows.quiz_specs(lesson, seed)
    for question, spec in enumerate(specs, start=1):
        progress.record_answer(tutorial_flows.quiz_key(lesson, seed, question), spec["type"], True)
    progress.record_quiz(lesson.slug, 1.0, lesson.quiz_step.data["pass_mark"])
    LearnerProgress.objects.filter(pk=row.pk).update(data=progress.data)
    return seed


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_returning_visitor_is_offered_to_continue_the_lesson_they_left(page, live_server):
    page.goto(live_server.url + "/")
    expect(page.get_by_role("heading", level=1)).to_have_text("Aprende a jugar al tute")
    shots(page, "home-new")
    page.get_by_role("link", name="Empezar la primera lección").click()
    page.get_by_role("link", name=re.compile("La baraja española")).first.click()
    expect(page.locator(".lesson-header h1")).to_have_text("La baraja española")

    page.locator("header.site-header .brand").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Sigue donde lo dejaste")
    expect(page.locator("#home-review")).to_contain_text("Nada pendiente")
    shots(page, "home-returning")
    page.locator("#continue").click()
    expect(page.locator(".lesson-header h1")).to_have_text("La baraja española")

    page.get_by_role("navigation", name="Principal").get_by_role("link", name="Mi progreso").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("Mi progreso")
    expect(page.get_by_role("img", name="Mejor resultado en la prueba de cada lección")).to_be_visible()
    expect(page.locator("#continue")).to_have_text("Sigue con la lección 1: La baraja española")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_learner_reads_their_progress_and_drills_their_most_frequent_mistake(page, live_server):
    learner = logged_in(page.context, live_server)
    games = [played_game(owner=learner, seed=seed) for seed in (1, 2, 3)]
    played_game(owner=learner, variant="habanero", players=2, level="intermedio", seed=5)
    # The judge rates every move of those games, as the table's feedback panel does.
    kinds = mistake_kinds([v for game in Game.objects.filter(owner=learner) for v in judged_moves(game)])
    (top, count), *_rest = sorted(kinds.items(), key=lambda item: (-item[1], list(ReasonCode).index(item[0])))
    drill = KIND_NAMES()[DRILLS[top][0]]
    for score in (0.5, 0.75, 1.0):
        row, _ = LearnerProgress.objects.get_or_create(user=learner)
        progress = Progress(row.data)
        progress.record_quiz(lessons()[0].slug, score, 0.8)
        LearnerProgress.objects.filter(pk=row.pk).update(data=progress.data)
    won = sum(records.outcome(g).result == records.WON for g in games)

    page.goto(live_server.url + "/")
    expect(page.locator("#home-journey")).to_be_visible()
    page.get_by_role("link", name="Ver mi progreso").click()
    expect(page.get_by_role("img", name="Partidas ganadas y perdidas por modalidad")).to_be_visible()
    expect(page.get_by_role("img", name="Resultados de tus últimas pruebas")).to_be_visible()
    page.locator("#games-title ~ details summary").click()
    expect(page.locator("#games-table")).to_contain_text("Tute de arrastre a 3")
    row = page.locator("#games-table tr", has_text="Tute de arrastre a 3")
    expect(row.locator("td").first).to_have_text(str(won))
    expect(page.locator("#mistakes li").first).to_contain_text(str(mistake_names()[top]))
    expect(page.locator("#mistakes li").first).to_contain_text(f"{count} veces" if count > 1 else "1 vez")
    shots(page, "progress")

    page.locator("#mistakes li").first.get_by_role("link", name=str(drill)).click()
    expect(page).to_have_url(re.compile(rf"/aprender/practicar/{DRILLS[top][0]}/\d+/$"))


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_passing_a_quiz_is_celebrated_and_the_suggested_game_is_one_click_away(page, live_server):
    learner = logged_in(page.context, live_server)
    for lesson in lessons()[:4]:
        pass_quiz(learner, lesson)
    fifth = lessons()[4]
    seed = pass_quiz(learner, fifth)

    page.goto(f"{live_server.url}/aprender/{fifth.slug}/prueba/{seed}/")
    expect(page.locator("#celebration")).to_contain_text("¡Lección 5 dominada!")
    expect(page.locator("#celebration")).to_contain_text("Llevas 5 de 14 lecciones dominadas.")
    shots(page, "quiz-celebration")
    page.locator("#next-step").click()
    expect(page.locator("#lesson")).to_have_count(0)  # a whole page, not swapped into the lesson
    expect(page.locator("#id_variant")).to_have_value("arrastre")
    expect(page.locator("#id_players")).to_have_value("3")
    expect(page.locator("#ladder").get_by_role("radio", name="Principiante")).to_be_checked()
    page.locator("#start").click()
    expect(page).to_have_url(re.compile(r"/jugar/[0-9a-f-]{36}/$"))
    game = Game.objects.get(owner=learner)
    assert (game.variant, game.players, game.bot_levels) == (
        "arrastre",
        3,
        ["", "principiante", "principiante"],
    )


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_finishing_the_course_is_celebrated(page, live_server):
    learner = logged_in(page.context, live_server)
    for lesson in lessons():
        seed = pass_quiz(learner, lesson)
    page.goto(f"{live_server.url}/aprender/{lessons()[-1].slug}/prueba/{seed}/")
    expect(page.locator("#celebration")).to_contain_text("¡Has terminado el curso!")
    page.get_by_role("link", name="Mira tu progreso y tus errores más frecuentes.").click()
    expect(page.locator(".figures li").first).to_contain_text("14")
    page.locator("header.site-header .brand").click()
    expect(page.locator("#continue")).to_have_text("Juega una partida de práctica")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_my_games_say_who_won_the_score_the_bots_and_the_tally_per_table(page, live_server):
    learner = logged_in(page.context, live_server)
    games = [played_game(owner=learner, seed=seed) for seed in (11, 12)]
    played_game(owner=learner, variant="cabrero", players=4, level="principiante", seed=13)
    open_game = played_game(owner=learner, seed=14, level="intermedio", finish=False)
    page.goto(live_server.url + "/jugar/")
    page.get_by_role("link", name="Mis partidas").click()
    finished = page.locator("#finished li")
    expect(finished).to_have_count(3)
    for item in finished.all():
        expect(item).to_contain_text(re.compile(r"Has ganado|Has perdido"))
    expect(page.locator("#finished")).to_contain_text("Manos ganadas: Tú")
    expect(page.locator("#finished")).to_contain_text("Porotos: Tú")
    expect(page.locator("#finished")).to_contain_text("contra 2 robots de nivel principiante")
    expect(page.locator("#unfinished")).to_contain_text("contra 2 robots de nivel intermedio")
    row = page.locator("#variant-stats tr", has_text="Tute de arrastre a 3")
    expect(row.locator("td").first).to_have_text("2")
    won = sum(records.outcome(g).result == records.WON for g in games)
    expect(row.locator("td").nth(1)).to_have_text(f"{won} ({round(100 * won / 2)} %)")
    shots(page, "mine")
    page.locator("#unfinished a").click()
    expect(page).to_have_url(re.compile(str(open_game.public_id)))


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_a_screen_reader_hears_each_card_played_and_whose_turn_it_is(page, live_server):
    page.goto(live_server.url + "/jugar/")
    page.locator("#preset-habanero").click()
    expect(page.locator("#announcer")).to_contain_text(re.compile(r"Te toca|Turno de"))
    page.evaluate("document.getElementById('announcer').dataset.kept = 'yes'")
    for _round in range(2):
        card = page.locator("#hand button[id^=card-]:not([disabled])").first
        name = card.get_attribute("id").removeprefix("card-")
        card.click()
        announcer = page.locator("#announcer")
        expect(announcer).to_contain_text("Tú: ")
        expect(announcer).to_contain_text("Te toca")
        expect(announcer).to_contain_text(re.compile(r"Rival: |Gana la baza: "))
        game = Game.objects.get()
        assert [game.learner_seat, name] in game.actions
    # The live region is the same element as before the moves: assistive technology hears changes.
    expect(page.locator("#announcer")).to_have_attribute("data-kept", "yes")
    expect(page.locator("#announcer")).to_have_count(1)


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_without_javascript_the_setup_shows_only_the_chosen_variants_options(browser, live_server):
    context = browser.new_context(
        java_script_enabled=False, locale="es-ES", viewport={"width": 360, "height": 800}
    )
    page = context.new_page()
    page.goto(live_server.url + "/jugar/")
    setup = page.locator("#setup")
    expect(setup.get_by_label("Por parejas")).to_be_visible()  # arrastre for four, the default
    expect(setup.get_by_label("Porotos para quedar fuera")).to_be_hidden()
    expect(setup.get_by_label("Tres sin doses")).to_be_hidden()

    setup.get_by_label("Modalidad").select_option("cabrero")
    setup.get_by_label("Jugadores").select_option("5")
    page.locator("#show-options").click()
    expect(setup.get_by_label("Modalidad")).to_have_value("cabrero")
    expect(setup.get_by_label("Jugadores")).to_have_value("5")
    expect(setup.get_by_label("Porotos para quedar fuera")).to_be_visible()
    expect(setup.get_by_label("Triunfos rotativos")).to_be_visible()
    expect(setup.get_by_label("Por parejas")).to_be_hidden()
    expect(setup.get_by_label("Rondas por partida")).to_be_hidden()
    page.locator("#seat-levels summary").click()  # a level for each bot: one row per bot seat
    expect(page.locator(".level:visible")).to_have_count(4)

    setup.get_by_label("Porotos para quedar fuera").select_option("3")
    page.locator("#start").click()
    expect(page).to_have_url(re.compile(r"/jugar/[0-9a-f-]{36}/$"))
    game = Game.objects.get()
    assert (game.variant, game.players, game.rules) == ("cabrero", 5, {"porotos": 3})
    context.close()


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_arrastre_of_three_quick_table_starts_in_one_click(page, live_server):
    page.goto(live_server.url + "/")
    page.get_by_role("link", name="Jugar una partida").click()
    expect(page.locator("#setup").get_by_label("Tres sin doses")).to_be_hidden()  # four players shown
    page.locator("#setup").get_by_label("Jugadores").select_option("3")
    expect(page.locator("#setup").get_by_label("Tres sin doses")).to_be_visible()  # the script, no round trip
    shots(page, "setup")
    page.get_by_role("button", name=re.compile(r"Jugar\W+Arrastre a tres")).click()
    expect(page).to_have_url(re.compile(r"/jugar/[0-9a-f-]{36}/$"))
    game = Game.objects.get()
    assert (game.variant, game.players) == ("arrastre", 3)


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_deck_page_is_one_click_from_the_first_lessons_and_the_table(page, live_server):
    page.goto(f"{live_server.url}/aprender/{lessons()[0].slug}/2/")
    page.locator("#deck-link").click()
    expect(page.get_by_role("heading", level=1)).to_have_text("La baraja española")
    expect(page.locator("#lesson")).to_have_count(0)
    expect(page.get_by_text("Tamaños")).to_have_count(0)  # no developer demo of the drawing sizes
    shots(page, "baraja")
    page.get_by_role("link", name="lección 1").click()
    expect(page.locator(".lesson-header h1")).to_have_text("La baraja española")

    page.goto(live_server.url + "/jugar/")
    page.locator("#preset-habanero").click()
    page.locator(".table-links").get_by_role("link", name="La baraja").click()
    expect(page).to_have_url(live_server.url + "/baraja/")
    page.goto(f"{live_server.url}/aprender/{lessons()[2].slug}/1/")
    expect(page.locator("#deck-link")).to_have_count(0)  # only the first two lessons link it


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_quiz_dots_show_right_and_wrong_and_passing_is_celebrated(page, live_server):
    from tests.browser.test_tutorial import QUIZ_URL, answer_quiz_question
    from tutorial.exercises import build

    lesson = lessons()[0]
    page.goto(f"{live_server.url}/aprender/{lesson.slug}/{lesson.step_count}/")
    page.locator("#start-quiz").click()
    number = 0
    while True:
        number += 1
        if number == 2:  # a wrong answer: only one of the cards asked for
            page.wait_for_url(re.compile(r"/prueba/\d+/2/$"))
            match = QUIZ_URL.search(page.url)
            spec = tutorial_flows.quiz_specs(lesson, int(match["seed"]))[1]
            wrong = [code for code in build(spec).cards() if code not in build(spec).solution()][0]
            page.locator(f"#card-{wrong}").click()
            page.locator("#check").click()
            expect(page.locator("#verdict")).to_contain_text("✘")
        else:
            answer_quiz_question(page, number)
        dots = page.locator(".question-dots .dot")
        expect(dots.nth(0)).to_have_class(re.compile(r"\bright\b"))
        expect(dots.nth(0)).to_have_accessible_name("Pregunta 1: acertada")
        if number >= 2:
            expect(dots.nth(1)).to_have_class(re.compile(r"\bwrong\b"))
            expect(dots.nth(1)).to_have_accessible_name("Pregunta 2: fallada")
        if number == 3:
            shots(page, "quiz-dots")
        next_question = page.locator("#next-question")
        if next_question.count() == 0:
            break
        expect(dots.nth(number)).to_have_accessible_name(f"Pregunta {number + 1}: sin contestar")
        next_question.click()
    expect(page.locator(".lesson-progress progress")).to_have_attribute("value", str(lesson.step_count))
    page.locator("#quiz-result").click()
    expect(page.locator("#celebration")).to_contain_text("¡Lección 1 dominada!")
    expect(page.locator("#celebration")).to_contain_text("Llevas 1 de 14 lecciones dominadas.")
    page.get_by_role("link", name=re.compile("Sigue con la lección 2")).click()
    expect(page.locator(".lesson-header h1")).to_have_text(lessons()[1].title)
    expect(page.locator(".lesson-progress progress")).to_have_attribute("value", "1")
    expect(page.locator(".lesson-progress")).to_contain_text(f"Paso 1 de {lessons()[1].step_count}")


@pytest.mark.browser
@pytest.mark.django_db(transaction=True)
def test_the_order_exercise_is_done_by_keyboard_with_the_focus_on_the_cards(page, live_server):
    from tests.browser.test_tutorial import first_step_of_type
    from tutorial.exercises import build

    lesson, step = first_step_of_type("order")
    exercise = build(step.data["exercise"])
    page.goto(f"{live_server.url}/aprender/{lesson.slug}/{step.number}/")
    page.evaluate("window.noFullReload = true")
    remaining = list(exercise.cards())
    page.locator(f"#card-{remaining[0]}").focus()
    for code in exercise.solution():
        for _tab in range(remaining.index(code)):
            page.keyboard.press("Tab")
        expect(page.locator(f"#card-{code}")).to_be_focused()
        page.keyboard.press("Enter")
        remaining.remove(code)
        if remaining:
            expect(page.locator(f"#card-{remaining[0]}")).to_be_focused()  # still on the cards
    expect(page.locator("#check")).to_be_focused()
    page.keyboard.press("Enter")
    expect(page.locator("#verdict")).to_contain_text("✔")
    assert page.evaluate("window.noFullReload") is True
    page.reload()  # the order chosen so far lives in the URL: a reload shows the verdict again
    expect(page.locator("#verdict")).to_contain_text("✔")
