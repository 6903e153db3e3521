"""The pages that know the learner: the home of a returning learner, the progress page, the
acknowledgement of a passed quiz."""

import pytest
from django.contrib.auth import get_user_model
from django.urls import reverse

from games import flows
from games.present import records
from learners import journey
from learners.mistakes import DRILLS, mistake_names
from tests.learners.helpers import judged_moves, mistake_kinds, played_game
from tute.bots import Label, ReasonCode
from tutorial.course import lessons
from tutorial.models import LearnerProgress
from tutorial.progress import Progress

pytestmark = pytest.mark.django_db


def master(user, count, *, score=1.0):
    progress = Progress(LearnerProgress.objects.get_or_create(user=user)[0].data)
    for lesson in lessons()[:count]:
        progress.data["seen"][lesson.slug] = list(range(1, lesson.step_count + 1))
        progress.record_quiz(lesson.slug, score, lesson.quiz_step.data["pass_mark"])
    LearnerProgress.objects.filter(user=user).update(data=progress.data)


def test_a_new_visitor_gets_the_welcome(client):
    html = client.get("/").content.decode()
    assert "Empezar la primera lección" in html
    assert 'id="home-journey"' not in html


def test_a_returning_learner_is_sent_to_the_first_lesson_not_mastered(learner, learner_client):
    master(learner, 3)
    html = learner_client.get("/").content.decode()
    assert "Empezar la primera lección" not in html
    assert "Sigue donde lo dejaste" in html
    fourth = lessons()[3]
    assert reverse("tutorial:lesson", args=[fourth.slug]) in html
    assert "3 de 14 lecciones dominadas" in html


def test_with_every_lesson_mastered_the_home_suggests_a_game(learner, learner_client):
    master(learner, len(lessons()))
    html = learner_client.get("/").content.decode()
    assert "Juega una partida de práctica" in html
    assert "14 de 14 lecciones dominadas" in html


def test_an_anonymous_learner_with_progress_in_the_session_is_a_returning_learner(client):
    first = lessons()[0]
    client.get(reverse("tutorial:step", args=[first.slug, 1]))
    html = client.get("/").content.decode()
    assert 'id="home-journey"' in html
    assert "Sigue con la lección 1" in html


def test_the_home_lists_the_review_queue_and_open_games(learner, learner_client):
    row = LearnerProgress.objects.create(user=learner, data={"review": {"winner": 2}})
    assert row
    game = played_game(owner=learner, finish=False)
    html = learner_client.get("/").content.decode()
    assert "¿Quién gana la baza?" in html
    assert reverse("games:play", args=[game.public_id]) in html
    assert "contra 2 robots de nivel principiante" in html


def test_a_finished_game_knows_who_won(learner):
    game = played_game(owner=learner, seed=7)
    found = records.outcome(game)
    assert found.result in (records.WON, records.LOST)
    record = records.record(game)
    assert record.score_text.startswith("Manos ganadas: Tú ")
    assert ("Has ganado" in record.result_text) == (found.result == records.WON)


def test_the_progress_page_tallies_games_per_variant_and_level_and_lists_mistakes(learner, learner_client):
    games = [played_game(owner=learner, seed=seed) for seed in (1, 2)]
    kinds = mistake_kinds(judged_moves(games[0]) + judged_moves(games[1]))
    (top, count), *_rest = sorted(kinds.items(), key=lambda item: (-item[1], list(ReasonCode).index(item[0])))
    won = sum(records.outcome(g).result == records.WON for g in games)
    html = learner_client.get(reverse("learners:progress")).content.decode()
    assert "Tute de arrastre a 3" in html
    assert f"{won} ganadas y {2 - won} perdidas de 2" in html
    first = html[html.index('id="mistakes"') :]
    first = first[: first.index("</li>")]
    assert f'data-code="{top}"' in first
    assert mistake_names()[top] in first
    assert (f"({count} veces)" if count > 1 else "(1 vez)") in first
    assert reverse("tutorial:practice", args=[DRILLS[top][0], 1])[:-2] in first  # a drill link
    assert "<svg" in html
    assert "<title" in html
    assert "<desc" in html


def test_good_moves_are_not_counted_as_mistakes(learner, learner_client):
    """A learner who plays the expert's card every time (the hint) makes no mistake to list."""
    game = played_game(owner=learner, variant="habanero", players=2, seed=3, finish=False)
    while not game.finished and game.ply < 400:
        state = game.match_at().hand
        if state.is_terminal():
            game = flows.next_hand(game, game.ply)
            continue
        game = flows.play(game, flows.hint(game, game.ply).best, game.ply)
    verdicts = judged_moves(game)
    assert verdicts
    assert all(v.label == Label.BUENA for v in verdicts)
    html = learner_client.get(reverse("learners:progress")).content.decode()
    assert 'id="mistakes"' not in html
    assert "Aún no hay jugadas tuyas valoradas como error" in html


def test_quiz_results_are_kept_over_time_and_drawn(learner, learner_client):
    master(learner, 1, score=0.5)
    master(learner, 1, score=1.0)
    progress = Progress(LearnerProgress.objects.get(user=learner).data)
    history = journey.quiz_history(progress)
    assert [round(score, 2) for _when, _lesson, score in history] == [0.5, 1.0]
    html = learner_client.get(reverse("learners:progress")).content.decode()
    assert 'id="chart-quizzes-title"' in html
    assert "50 %" in html
    assert "100 %" in html


def test_the_progress_page_works_for_an_anonymous_learner(client):
    response = client.get(reverse("learners:progress"))
    assert response.status_code == 200
    assert "Aún no has hecho ninguna prueba" in response.content.decode()


def test_another_learners_games_are_not_counted(learner, learner_client):
    stranger = get_user_model().objects.create_user("stranger", "stranger@example.com", "pw")
    game = played_game(owner=stranger, seed=4)
    assert mistake_kinds(judged_moves(game))  # the stranger made mistakes
    html = learner_client.get(reverse("learners:progress")).content.decode()
    assert "Aún no has terminado ninguna partida" in html
    assert 'id="mistakes"' not in html


def test_passing_a_quiz_suggests_the_game_that_puts_it_to_use(learner):
    master(learner, 5)
    progress = Progress(LearnerProgress.objects.get(user=learner).data)
    after = journey.after_quiz(progress, lessons()[4], True)
    assert after["title"] == "¡Lección 5 dominada!"
    assert (
        after["steps"][0]["url"]
        == reverse("games:new") + "?variant=arrastre&players=3&nivel=principiante#setup"
    )
    assert "arrastre a 3 contra robots de nivel principiante" in after["steps"][0]["text"]


def test_mastering_the_last_lesson_celebrates_the_course(learner):
    master(learner, len(lessons()))
    progress = Progress(LearnerProgress.objects.get(user=learner).data)
    after = journey.after_quiz(progress, lessons()[-1], True)
    assert after["course_done"]
    assert after["title"] == "¡Has terminado el curso!"


def test_a_new_account_is_shown_its_first_step(learner_client):
    html = learner_client.get("/").content.decode()
    assert "Tu primer paso" in html
    assert "Sigue donde lo dejaste" not in html
    assert "Empieza la lección 1: La baraja española" in html


def test_quiz_history_is_kept_short_and_merged_at_log_in():
    from tutorial.progress import HISTORY_CAP

    account, session = Progress({}), Progress({})
    for _attempt in range(HISTORY_CAP + 5):
        account.record_quiz("baraja", 0.5, 0.75)
    session.record_quiz("baraja", 1.0, 0.75)
    assert len(account.quiz("baraja")["history"]) == HISTORY_CAP
    account.merge(session.data)
    history = account.quiz("baraja")["history"]
    assert len(history) == HISTORY_CAP
    assert history[-1][1] == 1.0
    assert account.quiz("baraja")["mastered"]


def test_with_the_course_done_the_home_continues_the_open_game(learner, learner_client):
    master(learner, len(lessons()))
    game = played_game(owner=learner, finish=False)
    html = learner_client.get("/").content.decode()
    assert "Sigue tu partida: Tute de arrastre a 3" in html
    assert f'id="continue" href="{reverse("games:play", args=[game.public_id])}"' in html


def test_a_game_whose_log_does_not_replay_is_listed_not_counted(learner, learner_client):
    game = played_game(owner=learner, seed=9)
    game.actions = game.actions[:3] + [[game.learner_seat, "99x"]]  # not a card
    game.save()
    response = learner_client.get(reverse("games:mine"))
    assert response.status_code == 200
    assert learner_client.get(reverse("learners:progress")).status_code == 200
    assert records.outcome(game).result == records.OPEN
