"""The advice panel of a judged move, served as the table loads it: the headline first, the
stake the label stands on (in the variant's unit, a worse label always with a larger stake), the
better card, the details under «Ver por qué», and the learner's choice of «Breve» or «Con
detalle», kept on the session or the account («Breve» by default at the first rungs)."""

import random
import re

import pytest
from django.contrib.auth import get_user_model
from django.template.loader import render_to_string
from django.urls import reverse
from django.utils import translation

from games import aids, flows
from games.advice import Ungraded
from games.models import Game, LearnerAids
from games.present.advice import advice_context, stake
from tests.games.helpers import first_legal, learner_turn
from tute import new_game
from tute.bots import Judgement, Label, Unit, judge, label_for

pytestmark = pytest.mark.django_db

ORDER = list(Label)


@pytest.mark.parametrize("unit", list(Unit))
def test_a_worse_label_always_shows_a_larger_stake(unit):
    top = 0.6 if unit == Unit.PROBABILIDAD else 60.0
    shown = {}
    for i in range(1, 3001):
        loss = top * i / 3000
        label = label_for(loss, unit)
        if label == Label.BUENA:
            continue
        verdict = Judgement(
            action="5o", best="1o", label=label, loss=loss, value=0.3, best_value=0.3 + loss, unit=unit
        )
        figure, text = stake(verdict)
        assert text
        shown.setdefault(label, []).append(figure)
    for worse, milder in ((Label.ERROR_GRAVE, Label.ERROR), (Label.ERROR, Label.IMPRECISION)):
        assert min(shown[worse]) > max(shown[milder])


def test_the_cabrero_stake_shows_the_chance_of_the_middle_with_each_choice():
    verdict = Judgement(
        action="5o",
        best="1o",
        label=Label.ERROR,
        loss=0.12,
        value=0.55,
        best_value=0.67,
        unit=Unit.PROBABILIDAD,
    )
    with translation.override("es"):
        figure, text = stake(verdict)
    assert figure == 12
    assert text == (
        "Te juegas un 12 % más de quedar en medio: el 45 % de las veces con tu jugada, el 33 % con la mejor."
    )


def _owner():
    return get_user_model().objects.create_user("learner", "learner@example.com", "pw-learner-123")


def _mistake(client, level):
    """A game of the client's learner at a table of ``level`` bots, played through the pages by
    its first legal card until the judge rates a move below «buena»: (game, ply, the verdict)."""
    for seed in range(30):
        bots = ["", level, level]
        game = flows.start_game(
            variant="arrastre",
            players=3,
            rules={},
            bot_levels=bots,
            feedback="full",
            seed=seed,
            owner=client.user,
        )
        while learner_turn(game):
            ply = game.ply
            action = first_legal(game.match_at().hand.view(game.learner_seat))
            url = reverse("games:act", args=[game.public_id])
            client.post(url, {"action": action, "ply": ply}, headers={"HX-Request": "true"})
            game.refresh_from_db()
            verdict = flows.judgement(game, ply)
            if verdict.label not in ("", Label.BUENA) and verdict.reasons:
                return game, ply, verdict
    raise AssertionError("no mistake in 30 games")


@pytest.fixture
def learner_client(client):
    user = _owner()
    client.force_login(user)
    client.user = user
    return client


def _panel(client, game, ply):
    response = client.get(
        reverse("games:feedback", args=[game.public_id, ply]), headers={"HX-Request": "true"}
    )
    assert response.status_code == 200
    return response.content.decode()


@pytest.mark.parametrize(("level", "opened"), [("novato", False), ("principiante", False), ("experto", True)])
def test_the_panel_shows_the_headline_the_stake_and_opens_as_the_table_suggests(
    learner_client, level, opened
):
    game, ply, verdict = _mistake(learner_client, level)
    html = _panel(learner_client, game, ply)
    headline = re.search(r'data-headline="([a-z_]*)">([^<]+)<', html)
    assert headline is not None
    assert headline.group(1) == verdict.key_reason.code
    assert len(headline.group(2)) <= 95
    assert f'data-stake="{int(verdict.loss)}"' in html
    assert f"Te cuesta unos {int(verdict.loss)} puntos de media." in html
    assert html.index("data-headline") < html.index("Mejor:") < html.index("Ver por qué")
    assert ('<details class="why-lines" open>' in html) == opened
    pressed = "detalle" if opened else "breve"
    assert re.search(rf'value="{pressed}" class="depth-option" aria-pressed="true"', html)


def test_the_learners_choice_of_depth_is_kept_on_the_account(learner_client):
    game, ply, _verdict = _mistake(learner_client, "novato")
    url = reverse("games:depth", args=[game.public_id, ply])
    response = learner_client.post(url, {"depth": "detalle"}, headers={"HX-Request": "true"})
    assert response.status_code == 200
    assert '<details class="why-lines" open>' in response.content.decode()
    assert LearnerAids.objects.get(user=learner_client.user).data["depth"] == "detalle"
    assert '<details class="why-lines" open>' in _panel(learner_client, game, ply)
    # The table's aids form keeps it.
    learner_client.post(reverse("games:aids", args=[game.public_id]), {"highlight": "on"})
    assert LearnerAids.objects.get(user=learner_client.user).data["depth"] == "detalle"
    # Without JavaScript: back to the verdict's page.
    response = learner_client.post(url, {"depth": "breve"})
    assert response.status_code == 302
    assert response["Location"] == reverse("games:feedback", args=[game.public_id, ply])
    assert '<details class="why-lines">' in _panel(learner_client, game, ply)


def test_an_anonymous_learners_choice_is_kept_in_the_session(client):
    response = client.post(reverse("games:new"), {"preset": "arrastre3"})
    game = Game.objects.get(public_id=response["Location"].rstrip("/").split("/")[-1])
    while learner_turn(game):
        ply = game.ply
        game = flows.play(game, first_legal(game.match_at().hand.view(game.learner_seat)), ply)
        if flows.judgement(game, ply).label not in ("", Label.BUENA):
            break
    client.post(reverse("games:depth", args=[game.public_id, ply]), {"depth": "detalle"})
    assert client.session[aids.SESSION_KEY]["depth"] == "detalle"
    assert '<details class="why-lines" open>' in _panel(client, game, ply)


def test_a_depth_that_does_not_exist_is_refused_with_the_panel(learner_client):
    game, ply, _verdict = _mistake(learner_client, "novato")
    url = reverse("games:depth", args=[game.public_id, ply])
    response = learner_client.post(url, {"depth": "todo\x00"}, headers={"HX-Request": "true"})
    assert response.status_code == 400
    assert "Elige «Breve» o «Con detalle»." in response.content.decode()
    assert not LearnerAids.objects.filter(user=learner_client.user).exists()
    stranger = get_user_model().objects.create_user("stranger", "stranger@example.com", "pw-stranger-123")
    learner_client.force_login(stranger)
    assert learner_client.post(url, {"depth": "detalle"}).status_code == 404


def test_a_good_move_with_a_slightly_better_one_shows_no_stake():
    """A «buena» verdict may still name a slightly better card: «Un poco mejor aún», with no
    stake and no headline (nothing much is at stake)."""
    game = Game(variant="habanero", players=2, learner_seat=0, rules={}, bot_levels=["", "experto"])
    for seed in range(60):
        state = new_game("habanero", 2, seed=seed)
        rng = random.Random(seed)
        while not state.is_terminal():
            view = state.view(state.current_player)
            cards = sorted(view.playable_cards())
            for card in cards if view.seat == 0 and len(cards) > 1 else ():
                verdict = judge(view, card, rng=random.Random(1))
                if verdict.label == Label.BUENA and verdict.better:
                    html = render_to_string("games/_advice.html", {"advice": advice_context(game, verdict)})
                    assert "Buena jugada" in html
                    assert "Un poco mejor aún:" in html
                    assert "data-stake" not in html
                    assert "data-headline" not in html
                    return
            state = state.apply(rng.choice(state.legal_actions()))
    raise AssertionError("no good move with a slightly better one")


def test_a_move_the_judge_does_not_grade_says_so_instead_of_an_empty_panel():
    game = Game(variant="habanero", players=2)
    html = render_to_string(
        "games/_advice.html", {"advice": advice_context(game, Ungraded("renuncio:1", "o"))}
    )
    assert "Esta jugada no tiene valoración." in html
