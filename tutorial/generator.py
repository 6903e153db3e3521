"""Endless fresh exercises from a seed: the same (type, seed, params) always gives the same
question. Generated specs have the same shape as curated ones (tutorial/content/SCHEMA.md), and
positions are written in the project's notation, so the engine answers them like any other."""

import json
import random

from tutorial.exercises import ALL_RANKS, SUITS, build, parse_position

DECK = tuple(r + s for s in SUITS for r in ALL_RANKS)
GENERATED_TYPES = ("find", "order", "points", "winner", "legal")
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
    }
    if kind not in makers:
        raise GeneratorError(f"no generator for exercise type {kind!r}")
    spec = makers[kind](rng_for(kind, seed, params), params)
    spec["type"] = kind
    spec["seed"] = seed
    return spec


def _find(rng, params):
    cards = rng.sample(DECK, 6)
    if rng.random() < 0.5:
        target = rng.choice(cards)
        wanted = {"suit": target[-1], "ranks": None}
        question = {
            "es": "Señala todas las cartas de {suit}.",
            "en": "Pick every card of {suit}.",
        }
        names = {
            "es": {"o": "oros", "c": "copas", "e": "espadas", "b": "bastos"},
            "en": {"o": "coins", "c": "cups", "e": "swords", "b": "clubs"},
        }
        question = {lang: text.format(suit=names[lang][target[-1]]) for lang, text in question.items()}
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
    same_suit = [c for c in DECK if c[-1] == led_suit]
    trick = [rng.choice(same_suit)]
    pool = [c for c in DECK if c not in trick]
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
    table = []
    for index in range(on_table):
        if index == 0:
            card = next(c for c in deck if c[-1] == led_suit)
        else:
            roll = rng.random()
            wanted = led_suit if roll < 0.55 else trump if roll < 0.8 else None
            card = next(c for c in deck if wanted is None or c[-1] == wanted)
        table.append(card)
        deck.remove(card)
    size = 8 if variant.startswith("habanero") else rng.randint(4, 7)
    if table and led_suit != trump and rng.random() < (0.85 if target in VOID_TARGETS else 0.2):
        deck = [c for c in deck if c[-1] != led_suit]  # a hand without the suit led
    # bias the hand towards the led suit and trumps, where the obligations bite
    preferred = [c for c in deck if c[-1] in (led_suit, trump)]
    hand = []
    for _ in range(size):
        source = preferred if preferred and rng.random() < 0.6 else deck
        card = rng.choice(source)
        hand.append(card)
        deck.remove(card)
        if card in preferred:
            preferred.remove(card)
    tokens = [f"v:{variant}", f"t:{trump}", f"s:{to_play}", f"h{to_play}:{','.join(hand)}"]
    if table:
        tokens.append(f"m:{','.join(table)}")
    if variant.startswith("habanero"):
        tokens.append(f"p:{rng.choice((4, 8, 12, 16))}")
    return " ".join(tokens)


def _legal(rng, params):
    variant = params.get("variant", "arrastre/4")
    players = int(variant.split("/")[1])
    target = params.get("obligation")
    for _try in range(MAX_TRIES):
        notation = _legal_candidate(rng, variant, players, target)
        position = parse_position(notation)
        hand = position.hands[position.to_play]
        legal = position.legal_cards()
        obligations = {position.explain(code).obligation for code in hand}
        if target and target not in obligations:
            continue
        if not target and len(legal) == len(hand) and rng.random() < 0.8:
            continue  # mostly ask positions where some card is forbidden
        return {"position": notation}
    raise GeneratorError(f"no {variant} position with obligation {target!r} found")


def generate_exercise(kind, seed, params=None):
    return build(generate(kind, seed, params))
