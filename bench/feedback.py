"""Benchmark of move feedback: how many negative judgements say concretely why, per variant.

    .venv/bin/python bench/feedback.py [MOVES] [--learner principiante|ruidoso] [--variant NAME|all]
                                       [--seed N] [--dump FILE] [--deep FACTOR]

A learner-like player (the principiante bot, or ``ruidoso``: the intermedio playing a random
legal card one time in three) plays whole hands against intermedio bots in every variant;
every learner decision with a choice is judged as the site judges it (``bots.judge``, the
feedback seed of the ply), until MOVES (default 400) moves per variant are judged. Printed per
variant: the labels, the share of non-"buena" judgements that carry a concrete reason (one
that names the cards and the mechanism: every reason but the general ones, "you finish ahead
less often" and, in cabrero, "you are left in the middle more often"), the share with any
reason, and the judge's time per move (median / p95, ms, wall
clock and CPU time of the process: the wall clock is noisy when the machine is shared).
``--dump`` writes the non-"buena" judgements without a concrete
reason (view, move, figures) as JSON lines, to study the gaps.

``--deep FACTOR`` (10: "ten times deeper") checks every non-"buena" label: the same position is
searched again with FACTOR times the judge's work and a generator of its own (other sampled
deals), and the label *holds* when that search too finds the move worse than its best by at least
the lowest threshold (an imprecisión: 4 points, in cabrero 4 % of being left in the middle).
Printed per variant: how many labels hold, with a 95 % interval (Wilson), and the mean loss the
judge told against the one the deep search finds on the same moves.
"""

import argparse
import json
import os
import random
import statistics
import sys
import time
from collections import Counter

sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))

from tute import new_game  # noqa: E402
from tute.bots import GENERAL_REASONS, Label, Unit, choose_action, feedback, judge  # noqa: E402
from tute.bots.players import legal_card_actions  # noqa: E402
from tute.bots.search import search  # noqa: E402
from tute.bots.verdicts import THRESHOLDS  # noqa: E402

VARIANTS = {
    "habanero": ("habanero", 2),
    "arrastre3": ("arrastre", 3),
    "parejas": ("arrastre", 4),
    "cabrero4": ("cabrero", 4),
}
# (arrastre of two is the habanero: the engine deals it as such.)
NOISE = 1 / 3


def learner_action(view, learner, rng):
    if learner == "principiante":
        return choose_action(view, "principiante", rng=rng)
    actions = view.legal_actions()
    cards = [a for a in actions if a in view.playable_cards()]
    if cards and rng.random() < NOISE:
        return rng.choice(cards)
    return choose_action(view, "intermedio", rng=rng)


def percentile(values, q):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, max(0, round(q * (len(ordered) - 1))))]


def judge_budget(view):
    """The work the judge searches on in ``view`` (the feedback module's own choice)."""
    return feedback.PILE_JUDGE_BUDGET if view.pile_size else feedback.JUDGE_BUDGET


def deep_check(view, action, factor, seed, ply):
    """(holds, the loss the deep search finds): ``view`` searched again with ``factor`` times the
    judge's work (no cap on the number of deals) and other sampled deals, every action apart."""
    actions = [a for a in view.legal_actions() if not a.startswith("renuncio:")]
    cards = legal_card_actions(view, actions)
    actions = cards + [a for a in actions if a not in view.hand]
    rng = random.Random(f"{seed}:deep:{ply}")
    budget = factor * judge_budget(view)
    stats = search(view, actions, budget=budget, rng=rng, min_samples=10, max_samples=100_000)
    measure = "wins" if view.variant == "cabrero" else "margin"
    values = {a: stats[a].mean(measure) for a in actions}
    loss = max(values.values()) - values[action]
    lowest = THRESHOLDS[Unit.PROBABILIDAD if view.variant == "cabrero" else Unit.PUNTOS][-1][0]
    return loss >= lowest, loss


def wilson(hits, total, z=1.96):
    """The 95 % Wilson interval of a share (in %)."""
    if not total:
        return float("nan"), float("nan")
    share = hits / total
    centre = (share + z * z / (2 * total)) / (1 + z * z / total)
    half = z * ((share * (1 - share) / total + z * z / (4 * total * total)) ** 0.5) / (1 + z * z / total)
    return 100 * (centre - half), 100 * (centre + half)


def run(name, moves, learner, seed, dump, deep=0):
    variant, players = VARIANTS[name]
    rng = random.Random(seed)
    labels = Counter()
    codes = Counter()
    concrete = any_reason = negative = 0
    times, cpu_times = [], []
    checks = []  # (holds, the judge's loss, the deep search's loss, label) per non-buena label
    deal = 0
    while sum(labels.values()) < moves:
        state = new_game(variant, players, seed=seed * 1_000_003 + deal)
        learner_seat = deal % players
        deal += 1
        ply = 0
        while not state.is_terminal() and sum(labels.values()) < moves:
            seat = state.current_player
            view = state.view(seat)
            if seat == learner_seat:
                action = learner_action(view, learner, rng)
                choices = [a for a in view.legal_actions() if not a.startswith("renuncio:")]
                if len(choices) > 1 and not action.startswith("renuncio:"):
                    started, cpu = time.perf_counter(), time.process_time()
                    verdict = judge(view, action, rng=random.Random(f"{state.seed}:feedback:{ply}"))
                    times.append(time.perf_counter() - started)
                    cpu_times.append(time.process_time() - cpu)
                    labels[str(verdict.label)] += 1
                    if verdict.label != Label.BUENA:
                        negative += 1
                        if deep:
                            holds, deep_loss = deep_check(view, action, deep, state.seed, ply)
                            checks.append((holds, verdict.loss, deep_loss, str(verdict.label)))
                        kinds = [str(r.code) for r in verdict.reasons]
                        codes.update(kinds)
                        any_reason += bool(kinds)
                        if any(code not in GENERAL_REASONS for code in kinds):
                            concrete += 1
                        elif dump is not None:
                            dump.write(
                                json.dumps(
                                    {
                                        "variant": name,
                                        "seed": state.seed,
                                        "ply": ply,
                                        "hand": list(view.hand),
                                        "trick": list(view.trick),
                                        "trump": view.trump,
                                        "action": action,
                                        "best": verdict.best,
                                        "label": str(verdict.label),
                                        "loss": verdict.loss,
                                        "reasons": [
                                            [str(r.code), list(r.cards), r.count, r.other, r.samples]
                                            for r in verdict.reasons
                                        ],
                                    }
                                )
                                + "\n"
                            )
                            dump.flush()
            else:
                action = choose_action(view, "intermedio", rng=rng)
            state = state.apply(action)
            ply += 1
    return {
        "variant": name,
        "judged": sum(labels.values()),
        "labels": dict(labels),
        "negative": negative,
        "concrete": concrete,
        "any": any_reason,
        "codes": dict(codes.most_common()),
        "median_ms": 1000 * statistics.median(times),
        "p95_ms": 1000 * percentile(times, 0.95),
        "cpu_median_ms": 1000 * statistics.median(cpu_times),
        "cpu_p95_ms": 1000 * percentile(cpu_times, 0.95),
        "checks": checks,
    }


def print_checks(checks, factor):
    held = sum(1 for holds, *_rest in checks if holds)
    low, high = wilson(held, len(checks))
    told = statistics.fmean(c[1] for c in checks) if checks else float("nan")
    found = statistics.fmean(c[2] for c in checks) if checks else float("nan")
    by_label = Counter(c[3] for c in checks)
    held_by_label = Counter(c[3] for c in checks if c[0])
    labels = ", ".join(f"{label} {held_by_label[label]}/{count}" for label, count in sorted(by_label.items()))
    print(
        f"           {factor:g}x deeper: {held} of {len(checks)} negative labels hold "
        f"({100 * held / max(len(checks), 1):.1f} %, 95 % CI {low:.1f}-{high:.1f}); "
        f"mean loss told {told:.2f}, found {found:.2f}; {labels}",
        flush=True,
    )


def main(argv=None):
    parser = argparse.ArgumentParser(
        description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("moves", nargs="?", type=int, default=400)
    parser.add_argument("--learner", default="principiante", choices=["principiante", "ruidoso"])
    parser.add_argument("--variant", default="all", choices=[*VARIANTS, "all"])
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--dump", metavar="FILE")
    parser.add_argument("--deep", type=float, default=0, metavar="FACTOR")
    args = parser.parse_args(argv)
    names = list(VARIANTS) if args.variant == "all" else [args.variant]
    dump = open(args.dump, "w") if args.dump else None  # noqa: SIM115
    print(f"learner: {args.learner}, {args.moves} judged moves per variant, seed {args.seed}")
    for name in names:
        row = run(name, args.moves, args.learner, args.seed, dump, args.deep)
        share = 100 * row["concrete"] / row["negative"] if row["negative"] else float("nan")
        any_share = 100 * row["any"] / row["negative"] if row["negative"] else float("nan")
        print(
            f"{name:<10} judged {row['judged']}  non-buena {row['negative']}  "
            f"with a concrete reason {row['concrete']} ({share:.1f} %)  with any reason {any_share:.1f} %  "
            f"judge median/p95 {row['median_ms']:.0f}/{row['p95_ms']:.0f} ms "
            f"(CPU {row['cpu_median_ms']:.0f}/{row['cpu_p95_ms']:.0f} ms)",
            flush=True,
        )
        print(f"           labels {row['labels']}")
        print(f"           reasons {row['codes']}", flush=True)
        if args.deep:
            print_checks(row["checks"], args.deep)
    if dump:
        dump.close()


if __name__ == "__main__":
    main()
