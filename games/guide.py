"""A guided first game: tute habanero (two players) against one beginner bot on the real table,
with a prepared deal, that opens by saying what the game is (its goal, and that play is free
while the pile lasts) and stops at the moments that matter, explaining each from the engine —
the first time you must asistir, montar or fallar (or pisar) once the pile is gone, the first
cante you may declare, and the last trick.

The prepared deal is the one of ``SEED``: you hold the rey and the caballo de bastos (a cante of
las veinte) and, playing along, meet every one of those moments (tests/games/test_guide.py checks
both). The words come from the engine's ``Explanation`` of the cards you may play now."""

from django.utils.translation import gettext as _

from games import flows
from games.models import NEXT_HAND
from games.present.common import sorted_hand
from games.words import cante_name, suit_name
from tute.obligations import ASISTIR, FALLAR, MONTAR, PISAR

SEED = 244
SETUP = {
    "variant": "habanero",
    "players": 2,
    "rules": {},
    "bot_levels": ["", "principiante"],
    "feedback": "full",
}
OBLIGATIONS = (ASISTIR, MONTAR, FALLAR, PISAR)
CANTE, LAST, OPENING = "cante", "ultima", "inicio"


def start(**owner):
    """A new guided game for this visitor (``owner=`` or ``anon_key=``)."""
    game = flows.start_game(seed=SEED, **SETUP, **owner)
    game.guided = True
    game.save(update_fields=["guided"])
    return game


def _moment_kind(view):
    """The moment of a decision: the opening, an obligation, a cante on offer, the last trick;
    or None."""
    if not view.tricks:
        return OPENING  # the learner's first decision, in the first trick
    actions = view.legal_actions()
    if any(a.startswith(("cante:", "tute:")) for a in actions):
        return CANTE
    cards = [a for a in actions if a in view.hand]
    if view.trick and cards:
        obligation = view.explain(cards[0]).obligation
        if obligation in OBLIGATIONS:
            return obligation
    if cards and len(view.hand) == 1 and not view.pile_size:
        return LAST
    return None


def moment(game):
    """What the guide says now (the learner's turn, a moment met for the first time in this
    game), as {"kind", "title", "text", "cards"}; None otherwise."""
    if not game.guided:
        return None
    seen = set()
    match = game.new_match()
    for seat, action in game.actions:
        if seat == game.learner_seat:
            kind = _moment_kind(match.hand.view(game.learner_seat))
            if kind:
                seen.add(kind)
        match = match.next_hand() if action == NEXT_HAND else match.apply(action)
    state = match.hand
    if state.is_terminal() or state.current_player != game.learner_seat:
        return None
    view = state.view(game.learner_seat)
    kind = _moment_kind(view)
    if kind is None or kind in seen:
        return None
    return _words(kind, view)


def _opening(view):
    """What the game is, before the first card: one sentence of goal, one of method."""
    return {
        "kind": OPENING,
        "title": _("Tute habanero, a dos"),
        "text": _(
            "Gana la mano quien sume más puntos con las cartas de las bazas que gane, sus cantes y "
            "las diez de últimas."
        ),
        "method": _(
            "Mientras quede mazo no hay obligaciones, puedes jugar cualquier carta: gana la baza el "
            "triunfo más alto o, si no hay triunfo, la carta más alta del palo que salió (triunfo: "
            "%(trump)s)."
        )
        % {"trump": suit_name(view.trump)},
        "cards": [],
    }


def _words(kind, view):
    if kind == OPENING:
        return _opening(view)
    playable = sorted_hand(view.playable_cards(), view.trump)
    if kind == CANTE:
        cantes = [a for a in view.legal_actions() if a.startswith(("cante:", "tute:"))]
        suit = cantes[0].partition(":")[2]
        if cantes[0].startswith("tute:"):
            text = _("Tienes los cuatro reyes o los cuatro caballos: puedes cantar tute y ganar la mano.")
        else:
            worth = 40 if suit == view.trump else 20
            text = _(
                "Tu bando acaba de ganar una baza y tienes el rey y el caballo del mismo palo: puedes "
                "cantar %(cante)s, que valen %(points)s puntos. Pulsa el botón antes de jugar carta."
            ) % {"cante": cante_name(suit, view.trump), "points": worth}
        return {"kind": kind, "title": _("¡Puedes cantar!"), "text": text, "cards": []}
    if kind == LAST:
        return {
            "kind": kind,
            "title": _("La última baza"),
            "text": _("Es la última baza: quien la gane se lleva además las diez de últimas."),
            "cards": [],
        }
    explanation = view.explain(playable[0])
    titles = {
        ASISTIR: _("Primera vez: hay que asistir"),
        MONTAR: _("Primera vez: hay que montar"),
        FALLAR: _("Primera vez: hay que fallar"),
        PISAR: _("Primera vez: hay que pisar"),
    }
    return {
        "kind": kind,
        "title": titles[kind],
        "why": {"obligation": explanation.obligation, "winning_card": explanation.winning_card},
        "cards": playable,
    }
