"""The ladder of levels: every level plays legally and reproducibly, and the beginner's mistakes
happen only where they apply (tute.bots.beginner)."""

import random
from typing import NamedTuple

import pytest

from tests.tute.bots.conftest import TABLES, table_id
from tute import DECK, Rules, deal_game, new_game, strength_key
from tute.bots import LEVELS, choose_action
from tute.bots.beginner import MISTAKES, beginner_card, mistakes
from tute.bots.cards import BY_STRENGTH, POINTS, RANK, SUIT, beats
from tute.bots.knowledge import (
    cantes_open,
    declared_suits,
    is_pairs,
    partner_winning,
    played_cards,
    winning_index,
)
from tute.bots.players import MISTAKES as RATES
from tute.bots.players import intermedio_card, legal_card_actions, table_kind

LADDER_TABLES = [("habanero", 2, Rules()), ("arrastre", 3, Rules()), ("arrastre", 4, Rules())]


def habanero(hands, trump_card="2o"):
    """A habanero hand from a known deal (seat 0 is mano), the rest of the deck in the pile."""
    used = {card for hand in hands for card in hand} | {trump_card}
    pile = [card for card in DECK if card not in used]
    return deal_game("habanero", 2, hands, trump_card=trump_card, pile=pile)


def card_decisions(view):
    cards = legal_card_actions(view, view.legal_actions())
    return cards, intermedio_card(view, cards)


def test_the_ladder_has_the_agreed_levels_weakest_first():
    assert LEVELS == ("novato", "principiante", "aficionado", "intermedio", "experto", "maestro")
    # At every kind of table the rungs below the intermedio err less and less.
    assert set(RATES) == {"habanero", "arrastre", "parejas"}
    for rates in RATES.values():
        rates = [rates[level] for level in LEVELS[:3]]
        assert rates == sorted(rates, reverse=True)
        assert all(0 < rate <= 1 for rate in rates)


@pytest.mark.parametrize(
    ("variant", "players", "rules", "kind"),
    [
        ("habanero", 2, Rules(), "habanero"),
        ("arrastre", 2, Rules(), "habanero"),
        ("arrastre", 3, Rules(), "arrastre"),
        ("arrastre", 4, Rules(), "parejas"),
        ("arrastre", 4, Rules(parejas=False), "arrastre"),
        ("cabrero", 4, Rules(), "arrastre"),
    ],
)
def test_each_kind_of_table_has_its_own_rates(variant, players, rules, kind):
    state = new_game(variant, players, seed=1, rules=rules)
    assert table_kind(state.view(state.current_player)) == kind


def test_a_beginner_errs_at_the_rate_of_his_kind_of_table(monkeypatch):
    """The rates of one kind of table do not move the beginners of another."""
    from tute.bots import players

    positions = [(view, cards) for view, cards in positions_of(LADDER_TABLES, 2)]
    before = [choose_action(view, "novato", rng=random.Random(3)) for view, _cards in positions]
    monkeypatch.setitem(players.MISTAKES, "parejas", {"novato": 1.0, "principiante": 1.0, "aficionado": 1.0})
    after = [choose_action(view, "novato", rng=random.Random(3)) for view, _cards in positions]
    for (view, cards), old, new in zip(positions, before, after, strict=True):
        if table_kind(view) != "parejas":
            assert old == new
        elif mistakes(view, cards, intermedio_card(view, cards)):
            assert new in mistakes(view, cards, intermedio_card(view, cards)).values()


@pytest.mark.parametrize("table", LADDER_TABLES, ids=table_id)
@pytest.mark.parametrize("level", LEVELS)
def test_every_level_plays_a_whole_hand_legally(table, level, fast_experto):
    variant, players, rules = table
    state = new_game(variant, players, seed=5, rules=rules)
    rng = random.Random(5)
    while not state.is_terminal():
        view = state.view(state.current_player)
        action = choose_action(view, level, rng=rng)
        assert action in view.legal_actions()
        if action in view.hand:
            assert action in view.playable_cards()
        state = state.apply(action)


@pytest.mark.parametrize("level", LEVELS)
def test_the_same_view_and_seed_give_the_same_choice(level, fast_experto):
    for variant, players, rules in LADDER_TABLES:
        state = new_game(variant, players, seed=11, rules=rules)
        rng = random.Random(3)
        for _ in range(rng.randrange(4, 14)):
            state = state.apply(choose_action(state.view(state.current_player), "intermedio", rng=rng))
        view = state.view(state.current_player)
        first = [choose_action(view, level, rng=random.Random(seed)) for seed in range(4)]
        again = [choose_action(view, level, rng=random.Random(seed)) for seed in range(4)]
        assert first == again
        assert choose_action(view, level) == choose_action(view, level)  # the view's own seed


def test_a_beginner_gives_away_a_card_of_his_cante_only_while_he_holds_both():
    # Seat 0 leads, holding the rey and caballo of copas (a cante still to declare) and blanks.
    state = habanero(
        [["12c", "11c", "4e", "5e", "6b", "7b", "2b", "4c"], ["1e", "3e", "4b", "5c", "6c", "7c", "2e", "2c"]]
    )
    view = state.view(0)
    cards, sound = card_decisions(view)
    assert sound not in ("12c", "11c")
    assert mistakes(view, cards, sound) == {"breaks_cante": "11c"}
    assert beginner_card(view, cards, random.Random(0), 1.0, sound) == "11c"
    assert beginner_card(view, cards, random.Random(0), 0.0, sound) == sound
    # With the rey alone (no cante to keep) there is no such mistake: the sound card.
    state = habanero(
        [
            ["12c", "10c", "4e", "5e", "6b", "7b", "2b", "4c"],
            ["1e", "3e", "4b", "5c", "6c", "7c", "2e", "11c"],
        ]
    )
    view = state.view(0)
    cards, sound = card_decisions(view)
    assert "breaks_cante" not in mistakes(view, cards, sound)


def test_a_beginner_throws_his_tres_under_the_rivals_as_but_not_onto_a_trick_he_takes():
    hands = [
        ["1e", "4b", "5c", "6c", "7c", "2e", "2c", "10c"],
        ["3e", "4e", "5b", "6b", "7b", "2b", "10b", "4c"],
    ]
    state = habanero(hands).apply("1e")
    view = state.view(1)
    cards, sound = card_decisions(view)
    assert POINTS[sound] == 0
    assert mistakes(view, cards, sound) == {"points_to_rival": "3e"}
    assert beginner_card(view, cards, random.Random(0), 1.0, sound) == "3e"
    # The rival leads a blank instead: the tres takes it, nothing thrown away.
    hands = [
        ["4e", "4b", "5c", "6c", "7c", "2e", "2c", "10c"],
        ["3e", "1e", "5b", "6b", "7b", "2b", "10b", "4c"],
    ]
    view = habanero(hands).apply("4e").view(1)
    cards, sound = card_decisions(view)
    assert "points_to_rival" not in mistakes(view, cards, sound)


def test_a_beginner_spends_his_big_trump_on_a_blank_trick_but_not_on_a_rich_one():
    hands = [
        ["4e", "1e", "5c", "6c", "7c", "2e", "2c", "10c"],
        ["1o", "4o", "5b", "6b", "7b", "2b", "10b", "4c"],
    ]
    view = habanero(hands).apply("4e").view(1)
    cards, sound = card_decisions(view)
    assert SUIT[sound] != "o"
    assert mistakes(view, cards, sound) == {"trump_on_blank": "1o"}
    view = habanero(hands).apply("1e").view(1)
    cards, sound = card_decisions(view)
    assert "trump_on_blank" not in mistakes(view, cards, sound)


def positions_of(tables, seeds, level="novato"):
    for variant, players, rules in tables:
        for seed in range(seeds):
            state = new_game(variant, players, seed=seed, rules=rules)
            rng = random.Random(seed)
            while not state.is_terminal():
                view = state.view(state.current_player)
                cards = legal_card_actions(view, view.legal_actions())
                if len(cards) > 1:
                    yield view, cards
                state = state.apply(choose_action(view, level, rng=rng))


class Claim(NamedTuple):
    """A mistake made at a position: the card, the sound card it replaced, and the view."""

    card: str
    sound: str
    view: object

    @property
    def trump(self):
        return self.view.trump

    @property
    def trick(self):
        return self.view.trick

    @property
    def winning(self):
        return self.trick[winning_index(self.view)] if self.trick else None

    @property
    def rival_wins(self):
        return bool(self.trick) and not partner_winning(self.view)

    @property
    def trick_points(self):
        return sum(POINTS[c] for c in self.trick)


def _breaks_cante(c):
    suit = SUIT[c.card]
    assert RANK[c.card] in (11, 12)
    assert {f"11{suit}", f"12{suit}"} <= set(c.view.hand)
    assert suit not in declared_suits(c.view)
    assert cantes_open(c.view)


def _points_to_rival(c):
    assert c.rival_wins
    assert POINTS[c.card] >= 10
    assert not beats(c.card, c.winning, c.trump)


def _as_to_trump(c):
    assert not c.trick
    assert POINTS[c.card] >= 10
    assert SUIT[c.card] != c.trump
    view = c.view
    rivals_void = any(
        SUIT[c.card] in suits and c.trump not in suits
        for seat, suits in view.voids.items()
        if seat != view.seat and not (is_pairs(view) and seat % 2 == view.seat % 2)
    )
    assert view.pile_size or rivals_void


def _early_tres(c):
    assert not c.trick
    assert RANK[c.card] == 3
    assert SUIT[c.card] != c.trump
    assert f"1{SUIT[c.card]}" not in c.view.hand
    assert f"1{SUIT[c.card]}" not in played_cards(c.view)


def _trump_on_blank(c):
    assert c.rival_wins
    assert c.trick_points < 4
    assert SUIT[c.card] == c.trump
    assert beats(c.card, c.winning, c.trump)


def _trumps_without_master(c):
    view, trump = c.view, c.trump
    out = [x for x in BY_STRENGTH[trump] if x not in played_cards(view) and x not in view.hand]
    assert not c.trick
    assert SUIT[c.card] == trump
    assert c.card == min((x for x in view.hand if SUIT[x] == trump), key=strength_key)
    assert any(strength_key(x) < strength_key(c.card) for x in out)


def _over_partner(c):
    assert is_pairs(c.view)
    assert partner_winning(c.view)
    assert beats(c.card, c.winning, c.trump)


def _misses_points(c):
    assert c.rival_wins
    assert c.trick_points >= 10
    assert len(c.trick) == len(c.view.seats) - 1
    assert beats(c.sound, c.winning, c.trump)
    assert not beats(c.card, c.winning, c.trump)


CLAIMS = {
    "breaks_cante": _breaks_cante,
    "points_to_rival": _points_to_rival,
    "as_to_trump": _as_to_trump,
    "early_tres": _early_tres,
    "trump_on_blank": _trump_on_blank,
    "trumps_without_master": _trumps_without_master,
    "over_partner": _over_partner,
    "misses_points": _misses_points,
}


def check_claim(name, card, view, cards, sound):
    """What each mistake claims about the position where it is made (beginner.py's docstring)."""
    assert card in cards
    assert card != sound
    assert name in CLAIMS, f"unknown mistake {name}"
    CLAIMS[name](Claim(card, sound, view))


@pytest.mark.parametrize("table", TABLES[:8], ids=table_id)
def test_every_mistake_is_made_only_where_it_applies(table):
    seen = set()
    for view, cards in positions_of([table], 6):
        sound = intermedio_card(view, cards)
        found = mistakes(view, cards, sound)
        for name, card in found.items():
            check_claim(name, card, view, cards, sound)
            seen.add(name)
        played = beginner_card(view, cards, random.Random(len(view.history)), 0.5, sound)
        assert played == sound or played in found.values()
        if not found:
            for level in LEVELS[:3]:
                assert choose_action(view, level, rng=random.Random(1)) == sound
    assert seen <= set(MISTAKES)


def test_every_mistake_occurs_somewhere():
    seen = set()
    for view, cards in positions_of(LADDER_TABLES, 8):
        seen.update(mistakes(view, cards, intermedio_card(view, cards)))
    assert seen >= set(MISTAKES) - {"misses_points", "as_to_trump"}


def test_lower_rungs_leave_the_sound_card_more_often():
    deviations = dict.fromkeys(LEVELS[:4], 0)
    for view, cards in positions_of(LADDER_TABLES, 6, level="intermedio"):
        sound = intermedio_card(view, cards)
        for level in deviations:
            deviations[level] += choose_action(view, level, rng=random.Random(len(view.history))) != sound
    assert deviations["intermedio"] == 0
    assert deviations["novato"] > deviations["principiante"] > deviations["aficionado"] > 0
