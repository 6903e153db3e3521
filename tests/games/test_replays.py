"""A game's Match is its seed and options replayed through its log: replays shared in the process
(games.replays) must give exactly what a replay from nothing gives, for the game it was built for."""

from games.models import NEXT_HAND, Game
from games.replays import Replays, replays
from tute import Rules, new_match


def _fresh(game, ply=None):
    match = new_match(game.variant, game.players, seed=game.seed, rules=Rules(**game.rules))
    for _seat, action in game.actions[:ply]:
        match = match.next_hand() if action == NEXT_HAND else match.apply(action)
    return match


def _play(game, moves):
    """`moves` first legal actions (dealing the next hand when one ends), appended to the log."""
    for _ in range(moves):
        match = game.match_at()
        if match.is_over():
            return
        if match.hand.is_terminal():
            game.actions.append([None, NEXT_HAND])
            continue
        seat = match.hand.current_player
        game.actions.append([seat, match.hand.view(seat).legal_actions()[-1]])


def _game(seed, **rules):
    return Game(variant="arrastre", players=3, seed=seed, rules=rules, bot_levels=["", "", ""])


def test_every_ply_is_the_replay_from_nothing():
    replays.clear()
    game = _game(7, rondas=2)
    _play(game, 70)
    assert any(action == NEXT_HAND for _seat, action in game.actions)
    for ply in (None, len(game.actions), 0, 1, 33, 34, 5, len(game.actions) - 1):
        assert _seen(game.match_at(ply)) == _seen(_fresh(game, ply))


def _seen(match):
    """What the match shows: each seat's hand and choices, the trick, the results, the standings."""
    hand = match.hand
    views = [hand.view(seat) for seat in range(hand.players)]
    return (
        repr(hand),
        [(sorted(v.hand), v.legal_actions() if not hand.is_terminal() else []) for v in views],
        match.results,
        dict(match.standings()),
    )


def test_another_instance_of_the_same_game_gets_the_same_replay():
    replays.clear()
    game = _game(11)
    _play(game, 20)
    other = _game(11)
    other.actions = [list(a) for a in game.actions]
    assert other.match_at() is game.match_at()
    assert other.match_at(10) is game.match_at(10)


def test_a_game_with_another_seed_or_options_is_not_served_another_games_replay():
    replays.clear()
    game = _game(3)
    _play(game, 6)
    for other in (_game(4), _game(3, fallar_siempre=True)):
        seat = other.match_at().hand.current_player
        other.actions = [[seat, other.match_at().hand.view(seat).legal_actions()[-1]]]
        assert other.match_at() is not game.match_at(1)
        assert repr(other.match_at().hand) == repr(_fresh(other).hand)


def test_the_cache_keeps_only_the_most_recent():
    cache = Replays(size=2)
    cache.put("a", 1)
    cache.put("b", 2)
    assert cache.get("a") == 1  # "a" is now the most recent
    cache.put("c", 3)
    assert (cache.get("a"), cache.get("b"), cache.get("c")) == (1, None, 3)
