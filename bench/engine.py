"""Engine speed: random playouts per variant and legal_cards calls, through the public API.

Rates are per second of this process's CPU time (``time.process_time``), so a busy machine
slows the run but changes the figures little.

Run: ``.venv/bin/python bench/engine.py [seconds per measure]``
"""

import os
import random
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tute import Rules, legal_cards, new_game  # noqa: E402

CASES = [
    ("arrastre", 4, None, "arrastre 4 (pairs)"),
    ("arrastre", 4, Rules(parejas=False), "arrastre 4 (individual)"),
    ("arrastre", 3, None, "arrastre 3"),
    ("habanero", 2, None, "habanero"),
    ("cabrero", 3, None, "cabrero 3"),
    ("cabrero", 4, None, "cabrero 4"),
    ("cabrero", 5, None, "cabrero 5"),
    ("cabrero", 6, None, "cabrero 6"),
    ("arrastre", 4, Rules(renuncio_real=True), "arrastre 4 renuncio real"),
]


def playouts(variant, players, rules, seconds):
    rng = random.Random(1)
    hands = 0
    actions = 0
    start = time.process_time()
    seed = 0
    while time.process_time() - start < seconds:
        state = new_game(variant, players, seed=seed, rules=rules)
        seed += 1
        calls = rules is not None and rules.renuncio_real
        while not state.is_terminal():
            legal = state.legal_actions()
            if calls:  # play the hand out: no renuncio calls
                legal = [a for a in legal if not a.startswith("renuncio:")]
            action = legal[rng.randrange(len(legal))]
            state = state.apply(action)
            actions += 1
        hands += 1
    elapsed = time.process_time() - start
    return hands / elapsed, actions / elapsed


def legal_cards_rate(seconds):
    rng = random.Random(2)
    deck = [f"{r}{s}" for s in "oceb" for r in (1, 2, 3, 4, 5, 6, 7, 10, 11, 12)]
    samples = []
    for _ in range(200):
        rng.shuffle(deck)
        samples.append((deck[:10], deck[10 : 10 + rng.randrange(4)], rng.choice("oceb")))
    calls = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for hand, trick, trump in samples:
            legal_cards(hand, trick, trump)
        calls += len(samples)
    return calls / (time.process_time() - start)


def view_rate(seconds):
    rng = random.Random(3)
    states = []
    for seed in range(50):
        state = new_game("arrastre", 4, seed=seed)
        for _ in range(rng.randrange(40)):
            state = state.apply(rng.choice(state.legal_actions()))
        states.append(state)
    calls = 0
    start = time.process_time()
    while time.process_time() - start < seconds:
        for state in states:
            state.view(calls % 4)
            calls += 1
    return calls / (time.process_time() - start)


def main():
    seconds = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0
    print(f"random playouts through new_game / legal_actions / apply ({seconds:.0f} CPU s each, one core)")
    for variant, players, rules, label in CASES:
        hands, actions = playouts(variant, players, rules, seconds)
        print(f"  {label:28s} {hands:8.0f} hands/s  {actions:9.0f} actions/s")
    print(f"legal_cards (codes in, set out): {legal_cards_rate(seconds):,.0f} calls/s")
    print(f"State.view(seat), arrastre 4 mid-hand: {view_rate(seconds):,.0f} calls/s")


if __name__ == "__main__":
    main()
