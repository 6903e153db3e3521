"""Optional aids at the practice table, switched on or off by the learner and kept per learner
(the session for anonymous learners, ``LearnerAids`` for accounts); all off by default, the bots
at normal speed.

- ``highlight``: the cards you may play stand out (the others are dimmed).
- ``counter``: trumps and high cards (ases and treses) still out, counted from the seat's view
  only (lesson 14 tells learners to count them).
- ``speed``: how fast the bots' cards are replayed.
- ``takeback``: a button to take back your last decision (flows.take_back).
- ``depth``: how a verdict of a move opens: «Breve» (the headline, the better card and the
  stake; the details a click away under «Ver por qué») or «Con detalle» (the details open).
  Unset, it follows the table: «Breve» at the first rungs of the ladder (``detailed``).
"""

from dataclasses import asdict, dataclass

from games import levels
from games.cards import card_name
from games.models import LearnerAids
from tute import SUITS

SESSION_KEY = "game_aids"
SPEEDS = ("slow", "normal", "fast")
DEPTHS = ("breve", "detalle")
BRIEF_RUNGS = 2  # tables up to this rung of the ladder (novato, principiante) get «Breve» by default


@dataclass(frozen=True)
class Aids:
    highlight: bool = False
    counter: bool = False
    speed: str = "normal"
    takeback: bool = False
    depth: str = ""  # "" (by the table's level), or one of DEPTHS

    @classmethod
    def from_data(cls, data):
        data = data if isinstance(data, dict) else {}
        speed = data.get("speed")
        depth = data.get("depth")
        return cls(
            highlight=data.get("highlight") is True,
            counter=data.get("counter") is True,
            speed=speed if speed in SPEEDS else "normal",
            takeback=data.get("takeback") is True,
            depth=depth if depth in DEPTHS else "",
        )

    @classmethod
    def from_form(cls, post, *, depth=""):
        """From the aids form (checkboxes absent = off); unknown speeds fall back to normal.
        The depth of the verdicts is chosen on the verdict itself: ``depth`` keeps it."""
        speed = post.get("speed", "")
        return cls(
            highlight=post.get("highlight") == "on",
            counter=post.get("counter") == "on",
            speed=speed if speed in SPEEDS else "normal",
            takeback=post.get("takeback") == "on",
            depth=depth,
        )


def detailed(aids, game):
    """Whether a verdict of ``game`` opens its details («Con detalle»): the learner's choice,
    else «Breve» at tables of the first rungs of the ladder and «Con detalle» above them."""
    if aids.depth in DEPTHS:
        return aids.depth == "detalle"
    top = max((levels.rung(level) for level in game.bot_levels if level), default=1)
    return top > BRIEF_RUNGS


def load(request):
    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated:
        row = LearnerAids.objects.filter(user=user).first()
        return Aids.from_data(row.data if row else {})
    return Aids.from_data(request.session.get(SESSION_KEY))


def save(request, aids):
    user = getattr(request, "user", None)
    if user is not None and user.is_authenticated:
        LearnerAids.objects.update_or_create(user=user, defaults={"data": asdict(aids)})
    else:
        request.session[SESSION_KEY] = asdict(aids)


HIGH_RANKS = ("1", "3")  # ases and treses: the cards worth most (11 and 10 points)


def still_out(game, view):
    """The cards not yet played that are not in the learner's hand, as the seat may know them:
    those it cannot locate, those known to be in another hand, and the card face up under a
    pile (it is drawn last). The three-player card left showing is out of play."""
    out = set(view.unseen())
    for seat, cards in view.known_cards.items():
        if seat != view.seat:
            out |= set(cards)
    if view.pile_size and view.trump_card:
        out.add(view.trump_card)
    return out - set(view.hand)


def _strength(code):
    order = ["1", "3", "12", "11", "10", "7", "6", "5", "4", "2"]
    return order.index(code[:-1]) if code[:-1] in order else len(order)


def counter(game, view):
    """The counter the table shows: trumps still out (how many, which), and the ases and treses
    of the other suits still out."""
    out = still_out(game, view)
    trumps = sorted((c for c in out if c[-1] == view.trump), key=_strength)
    high = sorted(
        (c for c in out if c[-1] != view.trump and c[:-1] in HIGH_RANKS),
        key=lambda c: (SUITS.index(c[-1]), _strength(c)),
    )
    return {
        "trumps": len(trumps),
        "trump_names": [card_name(c) for c in trumps],
        "high": len(high),
        "high_names": [card_name(c) for c in high],
    }
