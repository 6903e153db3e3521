"""Optional aids at the table (games/aids.py) and taking back a move (games/takeback.py)."""

import pytest
from django.contrib.auth import get_user_model
from django.test import Client
from django.urls import reverse

from games import aids, flows, takeback
from games.models import LearnerAids, MoveNote
from games.present import review as review_presenter
from tests.games.helpers import first_legal, learner_view, start
from tute import new_game

pytestmark = pytest.mark.django_db


def test_aids_are_off_by_default_and_kept_in_the_session_for_anonymous():
    client = Client()
    game = start(client)
    page = client.get(reverse("games:play", args=[game.public_id])).content.decode()
    assert 'id="counter"' not in page
    assert "not-playable" not in page
    assert "speed-normal" in page
    client.post(
        reverse("games:aids", args=[game.public_id]),
        {"highlight": "on", "counter": "on", "speed": "fast", "takeback": "on"},
    )
    page = client.get(reverse("games:play", args=[game.public_id])).content.decode()
    assert 'id="counter"' in page
    assert "speed-fast" in page
    assert client.session[aids.SESSION_KEY]["highlight"] is True
    # Forged values fall back to safe ones.
    client.post(reverse("games:aids", args=[game.public_id]), {"speed": "warp\x00", "counter": "yes"})
    assert aids.Aids.from_data(client.session[aids.SESSION_KEY]) == aids.Aids()


def test_aids_of_an_account_are_stored_on_the_account():
    user = get_user_model().objects.create_user("eva", "eva@example.com", "pw-eva-123456")
    client = Client()
    client.force_login(user)
    game = start(client)
    client.post(reverse("games:aids", args=[game.public_id]), {"highlight": "on", "speed": "slow"})
    assert aids.Aids.from_data(LearnerAids.objects.get(user=user).data) == aids.Aids(
        highlight=True, speed="slow"
    )
    other = Client()
    other.force_login(user)
    assert "speed-slow" in other.get(reverse("games:play", args=[game.public_id])).content.decode()


def test_the_counter_uses_the_seats_view_only():
    state = new_game("arrastre", 2, seed=4)
    view = state.view(0)

    class G:
        variant = "arrastre"

    counted = aids.counter(G, view)
    # Nothing played yet: every card of the deck but yours is still out (the rival's hand, the
    # pile, the card face up under it).
    deck = {c for hand in state.hands for c in hand} | set(state.pile) | {state.trump_card}
    out = deck - set(view.hand)
    assert len(out) == 40 - len(view.hand)
    assert aids.still_out(G, view) == out
    assert counted["trumps"] == sum(1 for c in out if c[-1] == view.trump)
    assert counted["high"] == sum(1 for c in out if c[-1] != view.trump and c[:-1] in ("1", "3"))
    # The same seat, whatever the rival holds: the counter reads the seat's view only.
    other = new_game("arrastre", 2, seed=5).view(0)
    assert len(aids.still_out(G, other)) == 40 - len(other.hand)


def test_the_highlight_marks_exactly_the_legal_cards():
    client = Client()
    game, forbidden = _game_with_forbidden(client)
    client.post(reverse("games:aids", args=[game.public_id]), {"highlight": "on"})
    page = client.get(reverse("games:play", args=[game.public_id])).content.decode()
    view = learner_view(game)
    for card in view.hand:
        button = page[page.index(f'id="card-{card}"') :][:400]
        cls = "not-playable" if card not in view.legal_actions() else "playable"
        assert cls in button
    assert forbidden in view.hand


def _game_with_forbidden(client):
    for _ in range(30):
        game = start(client)
        for _step in range(20):
            view = learner_view(game)
            if view.trick and set(view.hand) - set(view.legal_actions()):
                return game, sorted(set(view.hand) - set(view.legal_actions()))[0]
            if game.match_at().hand.is_terminal():
                break
            game = flows.play(game, first_legal(view), game.ply)
    pytest.skip("no forbidden card found")


def test_take_back_removes_the_last_decision_and_the_bots_replies_and_the_review_says_so():
    client = Client()
    game = start(client)
    game = flows.play(game, first_legal(learner_view(game)), game.ply)
    game = flows.play(game, first_legal(learner_view(game)), game.ply)
    flows.judgement(game, takeback.takeable(game))
    before = list(game.actions)
    ply = takeback.takeable(game)
    url = reverse("games:take_back", args=[game.public_id])
    assert client.post(url, {"ply": game.ply}).status_code == 409  # the aid is off
    client.post(reverse("games:aids", args=[game.public_id]), {"takeback": "on"})
    assert client.post(url, {"ply": game.ply - 1}).status_code == 409  # a stale table
    assert client.post(url, {"ply": "²"}).status_code == 400
    response = client.post(url, {"ply": game.ply})
    assert response.status_code == 302
    game.refresh_from_db()
    assert game.actions == before[:ply]
    assert game.takebacks == [{"ply": ply, "actions": before[ply:]}]
    assert not MoveNote.objects.filter(game=game, ply=ply, kind=MoveNote.Kind.JUDGEMENT).exists()
    # Nothing more of the learner's may be taken back at once? The previous decision may.
    assert takeback.takeable(game) is None or takeback.takeable(game) < ply
    # Play another card: the review marks the move taken back there.
    game = flows.play(game, first_legal(learner_view(game)), game.ply)
    tricks = review_presenter.review(game)
    marked = [p["ply"] for t in tricks for p in t["plays"] if p["mine"] and p["taken_back"]]
    notes = [n for t in tricks for n in t["notes"] if n.startswith("Deshiciste")]
    assert marked == [ply] or len(notes) == 1
    page = client.get(reverse("games:review", args=[game.public_id]) + "?baza=0").content.decode()
    assert "eshiciste" in page


def test_take_back_refuses_after_a_new_hand_and_for_strangers():
    client = Client()
    game = start(client)
    client.post(reverse("games:aids", args=[game.public_id]), {"takeback": "on"})
    game.actions.append([None, "siguiente_mano"])
    assert takeback.takeable(game) is None
    stranger = Client()
    assert stranger.post(reverse("games:take_back", args=[game.public_id]), {"ply": 0}).status_code == 404
