"""Shared helpers of the practice-game tests: start games, read the learner's turn."""

from django.urls import reverse

from games import flows
from games.models import Game


def start(client, preset="habanero"):
    """Start a game through the setup page as the client's visitor; return the Game."""
    response = client.post(reverse("games:new"), {"preset": preset})
    assert response.status_code == 302, response.content[:500]
    public_id = response["Location"].rstrip("/").split("/")[-1]
    return Game.objects.get(public_id=public_id)


def learner_view(game):
    game.refresh_from_db()
    return game.match_at().hand.view(game.learner_seat)


def learner_turn(game):
    game.refresh_from_db()
    state = game.match_at().hand
    return not state.is_terminal() and state.current_player == game.learner_seat


def first_legal(view):
    """A legal action: a card when there is one, else the first other action (paso last)."""
    actions = view.legal_actions()
    cards = [a for a in actions if a in view.hand]
    if cards:
        return sorted(cards)[0]
    others = [a for a in actions if a != "paso"]
    return others[0] if others else actions[0]


def play_url(game):
    return reverse("games:act", args=[game.public_id])


def game_with_a_forbidden_card(owner_kwargs, variant="arrastre", players=4, seeds=range(60)):
    """A game where it is the learner's turn following a trick with some card of the hand forbidden."""
    for seed in seeds:
        game = flows.start_game(
            variant=variant,
            players=players,
            rules={},
            bot_levels=[""] + ["intermedio"] * (players - 1),
            feedback="full",
            seed=seed,
            **owner_kwargs,
        )
        view = learner_view(game)
        if learner_turn(game) and view.trick:
            forbidden = sorted(set(view.hand) - set(view.legal_actions()))
            if forbidden:
                return game, forbidden[0]
        game.delete()
    raise AssertionError("no seed gave a forbidden card")
