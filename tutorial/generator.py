"""Endless fresh exercises from a seed: the same (type, seed, params) always gives the same
question. Generated specs have the same shape as curated ones (tutorial/content/SCHEMA.md), and
positions are written in the project's notation, so the engine answers them like any other."""

import json
import random

from django.utils import translation

import tute
from games.words import suit_name
from tute import DECK, SUITS
from tute.notation import deal_size as engine_deal_size
from tute.rules import Rules
from tutorial.exercises import ALL_RANKS, parse_position

GENERATED_TYPES = ("find", "order", "points", "winner", "legal", "cante", "swap", "cabrero")
MAX_TRIES = 400


class GeneratorError(ValueError):
    """The generator cannot make a question with these parameters."""


def rng_for(kind, seed, params):
    return random.Random(f"{kind}:{seed}:{json.dumps(params or {}, sort_keys=True)}")


def generate(kind, seed, params=None):
    """A spec dict for a fresh exercise of `kind`."""
    params = dict(params or {})
    makers = {
        "find": _find,
        "order": _order,
        "points": _points,
        "winner": _winner,
        "legal": _legal,
        "cante": _cante,
        "swap": _swap,
        "cabrero": _cabrero,
    }
    if kind not in makers:
        raise GeneratorError(f"no generator for exercise type {kind!r}")
    spec = makers[kind](rng_for(kind, seed, params), params)
    spec["type"] = kind
    spec["seed"] = seed
    return spec


def _in(lang, say, *args):
    """A word of games.words in a given language (specs hold both languages' texts)."""
    with translation.override(lang):
        return str(say(*args))


def _find(rng, params):
    cards = rng.sample(DECK, 6)
    if rng.random() < 0.5:
        target = rng.choice(cards)
        wanted = {"suit": target[-1], "ranks": None}
        question = {
            "es": "Señala todas las cartas de {suit}.",
            "en": "Pick every card of {suit}.",
        }
        suit = target[-1]
        question = {lang: text.format(suit=_in(lang, suit_name, suit)) for lang, text in question.items()}
    else:
        figure = rng.choice(("1", "10", "11", "12"))
        if not any(c[:-1] == figure for c in cards):
            cards[rng.randrange(len(cards))] = next(
                c for c in rng.sample(DECK, 40) if c[:-1] == figure and c not in cards
            )
        wanted = {"suit": None, "ranks": [int(figure)]}
        words = {
            "1": ("los ases", "the aces (ases)"),
            "10": ("las sotas", "the jacks (sotas)"),
            "11": ("los caballos", "the knights (caballos)"),
            "12": ("los reyes", "the kings (reyes)"),
        }
        question = {"es": f"Señala {words[figure][0]}.", "en": f"Pick {words[figure][1]}."}
    return {"cards": cards, **wanted, "question": question}


def _order(rng, params):
    size = int(params.get("size", 4))
    suit = rng.choice(SUITS)
    return {"cards": rng.sample([r + suit for r in ALL_RANKS], min(size, 10))}


def _points(rng, params):
    size = int(params.get("size", 4))
    return {"cards": rng.sample(DECK, size)}


def _winner(rng, params):
    variant = params.get("variant", "arrastre/4")
    players = int(variant.split("/")[1])
    trump = rng.choice(SUITS)
    led_suit = rng.choice(SUITS)
    deck = list(DECK)
    if players == 3:  # the 2 or the 4 of trumps lies face up, out of play
        deck.remove(rng.choice(("2", "4")) + trump)
    same_suit = [c for c in deck if c[-1] == led_suit]
    trick = [rng.choice(same_suit)]
    pool = [c for c in deck if c not in trick]
    for _seat in range(players - 1):
        roll = rng.random()
        if roll < 0.5:
            options = [c for c in pool if c[-1] == led_suit]
        elif roll < 0.75:
            options = [c for c in pool if c[-1] == trump]
        else:
            options = pool
        card = rng.choice(options or pool)
        trick.append(card)
        pool.remove(card)
    leader = rng.randrange(players)
    notation = f"v:{variant} t:{trump} s:{leader} m:{','.join(trick)}"
    return {"position": notation}


VOID_TARGETS = ("fallar", "pisar", "libre", "no_vale_cargar")


def _legal_candidate(rng, variant, players, target=None):
    trump = rng.choice(SUITS)
    deck = list(DECK)
    rng.shuffle(deck)
    to_play = rng.randrange(players)
    on_table = rng.choice((0, 1, 1, 2, 2, 3)) if players > 2 else rng.choice((0, 1, 1, 1))
    on_table = min(on_table, players - 1)
    led_suit = rng.choice(SUITS)
    table = _cards_on_table(rng, deck, on_table, led_suit, trump)
    size = 8 if variant.startswith("habanero") else rng.randint(4, 7)
    if table and led_suit != trump and rng.random() < (0.85 if target in VOID_TARGETS else 0.2):
        deck = [c for c in deck if c[-1] != led_suit]  # a hand without the suit led
    hand = _hand_towards(rng, deck, size, (led_suit, trump))
    tokens = [f"v:{variant}", f"t:{trump}", f"s:{to_play}", f"h{to_play}:{','.join(hand)}"]
    if table:
        tokens.append(f"m:{','.join(table)}")
    if variant.startswith("habanero"):
        tokens.append(f"p:{rng.choice((4, 8, 12, 16))}")
    return " ".join(tokens)


def _cards_on_table(rng, deck, count, led_suit, trump):
    """The cards of the trick in play, taken from ``deck``: the suit led first, then mostly that
    suit or trumps."""
    table = []
    for index in range(count):
        if index == 0:
            card = next(c for c in deck if c[-1] == led_suit)
        else:
            roll = rng.random()
            wanted = led_suit if roll < 0.55 else trump if roll < 0.8 else None
            card = next(c for c in deck if wanted is None or c[-1] == wanted)
        table.append(card)
        deck.remove(card)
    return table


def _hand_towards(rng, deck, size, suits):
    """A hand of ``size`` cards taken from ``deck``, biased towards ``suits`` (the led suit and
    trumps, where the obligations bite)."""
    preferred = [c for c in deck if c[-1] in suits]
    hand = []
    for _ in range(size):
        source = preferred if preferred and rng.random() < 0.6 else deck
        card = rng.choice(source)
        hand.append(card)
        deck.remove(card)
        if card in preferred:
            preferred.remove(card)
    return hand


def _legal(rng, params):
    variant = params.get("variant", "arrastre/4")
    players = int(variant.split("/")[1])
    target = params.get("obligation")
    for _try in range(MAX_TRIES):
        notation = _legal_candidate(rng, variant, players, target)
        position = parse_position(notation)
        if not three_player_cards_reachable(position):
            continue
        hand = position.hands[position.to_play]
        legal = position.legal_cards()
        obligations = {position.explain(code).obligation for code in hand}
        if target and target not in obligations:
            continue
        if not target and len(legal) == len(hand) and rng.random() < 0.8:
            continue  # mostly ask positions where some card is forbidden
        return {"position": notation}
    raise GeneratorError(f"no {variant} position with obligation {target!r} found")


def deal_size(variant, players):
    """Cards each player holds before the first trick (the engine's deal, default options)."""
    return engine_deal_size(variant, players, Rules())


def tricks_played(position):
    """Tricks played so far in the hand of a cante question (the last one just won by the
    learner): from the cards left in his hand, and in habanero from the pile."""
    hand = position.hands[position.to_play]
    deal = deal_size(position.variant, position.players)
    if position.variant == "habanero" or position.players == 2:
        full_pile = 40 - 2 * deal
        return (full_pile - (position.pile or 0)) // 2 + (deal - len(hand))
    return deal - len(hand)


def cante_history_reachable(position):
    """Can a hand reach this declaration window? Each earlier cante needs its own trick won
    before the one just won; a player cannot have declared a veinte while he held las cuarenta
    not yet declared under *las cuarenta primero* (without a pile he holds now what he held
    then); a tute ends the hand."""
    cantes = position.cantes
    if any(what == "tute" for _seat, what in cantes):
        return False
    if len(cantes) > tricks_played(position) - 1:
        return False
    hand = set(position.hands[position.to_play])
    trump = position.trump
    holds_cuarenta = {"12" + trump, "11" + trump} <= hand
    if position.rules.cuarenta_primero and holds_cuarenta:
        declared = set()
        for seat, what in cantes:
            if seat == position.to_play and what != trump and trump not in declared:
                return False
            declared.add(what)
    return True


def three_player_cards_reachable(position):
    """With three players (40 cards) the card left face up out of play is the 2 or the 4 of
    trumps (docs/RULES.md §2, §7: swaps end there), so nobody can see both of them in play."""
    if (
        position.players != 3
        or position.variant not in ("arrastre", "cabrero")
        or position.rules.tres_sin_doses
    ):
        return True
    seen = set(position.table)
    for hand in position.hands:
        if isinstance(hand, tuple):
            seen |= set(hand)
    return not {"2" + position.trump, "4" + position.trump} <= seen


def _cante(rng, params):
    """A hand right after winning a trick: some reyes and caballos, sometimes a pair, the four
    of a kind (not with ``"tute": False``), cantes already made (by the learner or others), a
    house rule now and then; in habanero the pile left after the draw and the card just drawn.
    Only windows a hand can reach (``cante_history_reachable``)."""
    variant = params.get("variant", "arrastre/4")
    name, players = variant.split("/")
    players = int(players)
    habanero = name == "habanero" or players == 2
    with_tute = params.get("tute", True)  # False: a lesson that has not taught tute yet
    deal = deal_size(name, players)
    for _try in range(MAX_TRIES):
        trump = rng.choice(SUITS)
        seat = rng.randrange(players)
        size = deal if habanero else rng.randint(max(2, deal - 8), deal - 1)
        hand = _cante_figures(rng, with_tute)
        cantes = _cantes_made(rng, hand, seat, players)
        if len(hand) > size:
            continue
        if not with_tute and any(all(f + s in hand for s in SUITS) for f in ("12", "11")):
            continue
        rest = [c for c in DECK if c not in hand and c[:-1] not in ("12", "11")]
        hand |= set(rng.sample(rest, size - len(hand)))
        tokens = [
            f"v:{variant}",
            f"t:{trump}",
            f"s:{seat}",
            f"h{seat}:{','.join(sorted(hand, key=DECK.index))}",
        ]
        spec = {}
        if habanero:
            tokens.insert(2, f"tc:{rng.choice([c for c in DECK if c[-1] == trump and c not in hand])}")
            tokens.append(f"p:{rng.choice((0, 2, 6, 10, 14, 18))}")
            spec["drawn"] = _card_drawn(rng, hand)
        if cantes:
            tokens.append("c:" + ",".join(f"{s}={what}" for s, what in cantes))
        tokens += _cante_option(rng, with_tute)
        notation = " ".join(tokens)
        try:
            position = parse_position(notation)
        except ValueError:
            continue
        if not (cante_history_reachable(position) and three_player_cards_reachable(position)):
            continue
        if not with_tute:
            spec["tute"] = False
        return {"position": notation, **spec}
    raise GeneratorError(f"no {variant} cante position found")


def _cante_figures(rng, with_tute):
    """The reyes and caballos of a cante exercise's hand: now and then the four of a kind, up to
    three pairs, often a lone rey or caballo (a near miss)."""
    hand = set()
    roll = rng.random()
    if roll < 0.12 and with_tute:
        figure = rng.choice(("12", "11"))
        hand |= {figure + s for s in SUITS}
    pairs = rng.sample(SUITS, rng.choice((0, 1, 1, 2, 2, 3)))
    for s in pairs:
        hand |= {"12" + s, "11" + s}
    if rng.random() < 0.4:  # a lone rey or caballo: a near miss
        hand.add(rng.choice(("12", "11")) + rng.choice(SUITS))
    return hand


def _cantes_made(rng, hand, seat, players):
    """Sometimes a cante already made: by the learner (the pair still in hand) or by another seat."""
    if rng.random() >= 0.45:
        return []
    done = rng.choice(SUITS)
    if {"12" + done, "11" + done} <= hand and rng.random() < 0.7:
        return [(seat, done)]  # declared earlier by the learner, still in hand
    if not {"12" + done, "11" + done} & hand:
        return [(rng.choice([s for s in range(players) if s != seat] or [seat]), done)]
    return []


def _card_drawn(rng, hand):
    """Habanero: the card just drawn from the pile, a rey or caballo now and then."""
    figures = sorted(c for c in hand if c[:-1] in ("12", "11"))
    use_figure = figures and rng.random() < 0.4
    return rng.choice(figures) if use_figure else rng.choice(sorted(hand))


def _cante_option(rng, with_tute):
    """Now and then a house rule about cantes (the ``o:`` token), as a list of tokens."""
    option = rng.random()
    if not with_tute:
        return ["o:cuarenta_primero=0"] if option < 0.1 else []
    for below, token in (
        (0.08, "o:permitir_tute=0"),
        (0.14, "o:cuarenta_primero=0"),
        (0.18, "o:tute_sin_cantes_previos=0"),
    ):
        if option < below:
            return [token]
    return []


def _swap(rng, params):
    """A face-up trump card and a hand holding (or not) the 7 or the 2 of trumps."""
    variant = params.get("variant", "habanero/2")
    three = variant.endswith("/3")
    size = 13 if three else 8
    trump = rng.choice(SUITS)
    target = rng.choice(("7", "2", "none"))
    ranks_for = {
        "7": ("1", "3", "12", "11", "10"),
        "2": ("7", "6", "5") if three else ("7", "6", "5", "4"),
        "none": ("4", "2") if three else ("1", "3", "12", "11", "10", "7", "6", "5", "4", "2"),
    }
    face = rng.choice(ranks_for[target]) + trump
    deck = [c for c in DECK if c != face]
    seven, two = "7" + trump, "2" + trump
    hand = set()
    if target in ("7", "2") and face != seven:
        hand.add(target + trump)
    # the other swap card now and then: a distractor (never both 7 and 2 with three players)
    other = two if target == "7" else seven
    if other != face and rng.random() < 0.4 and not (three and target == "7"):
        hand.add(other)
    pool = [c for c in deck if c not in hand and c not in (seven, two)]
    hand |= set(rng.sample(pool, size - len(hand)))
    seat = rng.randrange(3 if three else 2)
    tokens = [
        f"v:{variant}",
        f"t:{trump}",
        f"tc:{face}",
        f"s:{seat}",
        f"h{seat}:{','.join(sorted(hand, key=DECK.index))}",
    ]
    if not three:
        tokens.append(f"p:{rng.choice((2, 4, 8, 12, 16, 20))}")
    notation = " ".join(tokens)
    parse_position(notation)
    return {"position": notation}


def _cabrero(rng, params):
    """Final points of a cabrero hand, from tricks: the cards in play are dealt into tricks of
    one card a player, each trick goes to a player who entered (every one of them wins at least
    one), the last trick's winner adds the diez de últimas, and now and then a player who won a
    trick before the last declares a cante. So every total is one a hand can make (no player
    enters with 1 point). Now and then a capote, after a cante sometimes."""
    players = int(params.get("players", 4))
    if not 3 <= players <= 5:
        raise GeneratorError(f"cabrero questions have 3 to 5 players, not {players}")
    tricks = {3: 13, 4: 10, 5: 8}[players]
    in_play = [c for c in DECK if c != "2o"] if players == 3 else list(DECK)  # 3: the 2 de oros is out
    for _try in range(MAX_TRIES):
        count = rng.choice([1] + [n for n in range(2, players + 1) for _ in range(3)])
        entered = sorted(rng.sample(range(players), count))
        cards = list(in_play)
        rng.shuffle(cards)
        winners = list(entered) + [rng.choice(entered) for _ in range(tricks - count)]
        rng.shuffle(winners)
        points: list[int | None] = [None] * players
        for number, winner in enumerate(winners):
            trick = cards[number * players : (number + 1) * players]
            points[winner] = (points[winner] or 0) + tute.card_points(trick)
        points[winners[-1]] = (points[winners[-1]] or 0) + 10  # diez de últimas
        cantes = []
        windows = {seat: winners[:-1].count(seat) for seat in entered}  # one cante per trick won
        for value, chance in ((rng.choice((20, 20, 40)), 0.3), (20, 0.25)):  # one cuarenta at most
            can_declare = [seat for seat in entered if windows[seat]]
            if not can_declare or rng.random() >= chance:
                break
            who = rng.choice(can_declare)
            windows[who] -= 1
            cantes.append([who, value])
            points[who] += value
        entered_points = [points[s] for s in entered]
        if len(set(entered_points)) != count:
            continue  # no ties: the tie-break needs the tricks, not shown here
        return {"points": points, "cantes": cantes}
    raise GeneratorError("no cabrero points found")
