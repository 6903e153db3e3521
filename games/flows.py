"""Use cases of practice games: start, play (and let the bots answer), next hand, advice, review.

Every change locks the game row (select_for_update) inside a transaction and checks that the
table the client saw (`seen_ply`, the number of actions it knew of) is still the current one,
so a double submit or a stale tab gets a clear conflict instead of a corrupted game.
"""

import dataclasses
import random

from django.db import transaction
from django.utils import timezone

from games.engine import IllegalAction
from games.models import NEXT_HAND, Game, MoveNote

MAX_BOT_ACTIONS = 2000  # a whole cabrero match played by bots stays far below this


class GameError(ValueError):
    """A request that cannot change the game."""


class StaleTable(GameError):
    """The table changed since the client saw it (double submit, other tab, out of turn)."""


class BadAction(GameError):
    """The action is not something this game knows (a forged or malformed request)."""


class NotNow(GameError):
    """The action exists but the hand is not at that point (e.g. a card during a declaration window)."""


class IllegalCard(GameError):
    """The learner's card breaks an obligation.

    `explanation` is the engine's Explanation of the refused card; `view` the learner's view, to
    say which cards may be played instead (the explanation's `demanded` stops at the obligation
    broken: for asistir it lists every card of the suit, also those montar then rules out).
    """

    def __init__(self, explanation, view):
        super().__init__(f"{explanation.card}: {explanation.obligation}")
        self.explanation = explanation
        self.view = view


# ---------------------------------------------------------------------------------------------
# Starting


def new_seed():
    """The seed of a new game's deals, unpredictable to the learner."""
    return random.SystemRandom().randrange(2**62)


@transaction.atomic
def start_game(*, variant, players, rules, bot_levels, feedback, owner=None, anon_key="", seed=None):
    game = Game(
        owner=owner,
        anon_key="" if owner else anon_key,
        variant=variant,
        players=players,
        rules=rules,
        seed=new_seed() if seed is None else seed,
        bot_levels=bot_levels,
        feedback=feedback,
    )
    match = game.new_match()
    _run_bots(game, match)
    game.save()
    return game


@transaction.atomic
def play_on_from(game, ply, *, owner=None, anon_key=""):
    """A new game that starts as `game` stood after `ply` actions (review: "seguir desde aquí")."""
    ply = max(0, min(ply, game.ply))
    fork = Game(
        owner=owner,
        anon_key="" if owner else anon_key,
        variant=game.variant,
        players=game.players,
        rules=game.rules,
        seed=game.seed,
        learner_seat=game.learner_seat,
        bot_levels=game.bot_levels,
        feedback=game.feedback,
        actions=game.actions[:ply],
        forked_from=game,
    )
    _run_bots(fork, fork.match_at())
    fork.save()
    return fork


# ---------------------------------------------------------------------------------------------
# Playing


def _locked(game, seen_ply):
    locked = Game.objects.select_for_update().get(pk=game.pk)
    if seen_ply != locked.ply:
        raise StaleTable(locked)
    return locked


@transaction.atomic
def play(game, action, seen_ply):
    """The learner takes `action`; the bots then play until it is the learner's turn again.

    Returns the saved game. Raises StaleTable, BadAction or IllegalCard (nothing saved).
    """
    game = _locked(game, seen_ply)
    match = game.match_at()
    state = match.hand
    if state.is_terminal() or state.current_player != game.learner_seat:
        raise StaleTable(game)
    view = state.view(game.learner_seat)
    if action not in view.legal_actions():
        if action not in view.hand:
            raise BadAction(action)
        try:
            match.apply(action)
        except IllegalAction as refusal:
            if refusal.explanation is None:
                raise NotNow(str(refusal)) from refusal
            raise IllegalCard(refusal.explanation, view) from refusal
    match = match.apply(action)
    game.actions.append([game.learner_seat, action])
    _run_bots(game, match)
    game.save()
    return game


@transaction.atomic
def next_hand(game, seen_ply):
    game = _locked(game, seen_ply)
    match = game.match_at()
    if not match.hand.is_terminal() or match.is_over():
        raise StaleTable(game)
    match = match.next_hand()
    game.actions.append([None, NEXT_HAND])
    _run_bots(game, match)
    game.save()
    return game


def _run_bots(game, match):
    """Let every bot seat act until the learner must act or the hand is over."""
    from games.bots import choose_action

    for _ in range(MAX_BOT_ACTIONS):
        state = match.hand
        if state.is_terminal():
            game.finished = match.is_over()
            return match
        seat = state.current_player
        if seat == game.learner_seat:
            return match
        action = choose_action(state.view(seat), game.bot_level(seat), rng=game.bot_rng(game.ply))
        match = match.apply(action)
        game.actions.append([seat, action])
    raise RuntimeError("the bots did not finish the hand")  # a bug in the engine or the bots


# ---------------------------------------------------------------------------------------------
# Advice


def learner_view_at(game, ply):
    """The learner's view just before the action at `ply` was taken."""
    return game.match_at(ply).hand.view(game.learner_seat)


def _feedback_rng(game, ply):
    """The generator of the search behind the hint at a ply and the judgement of the move made
    there: seeded alike, so both see the same sampled deals and the hint's best card is the
    judgement's best too (a learner who follows the hint is not told another card was better)."""
    return random.Random(f"{game.seed}:feedback:{ply}")


def _agree_with_hint(game, ply, data):
    """A learner who played the card the hint recommended at that ply followed the site's own
    expert: the judgement says so, even when its search (same seed, but cut short on a loaded
    server) now ranks another card a little higher."""
    hint = MoveNote.objects.filter(game=game, ply=ply, kind=MoveNote.Kind.HINT).first()
    if not hint or not data.get("label") or hint.data.get("best") != data["action"]:
        return
    data.update(label="buena", best=data["action"], loss=0.0, reasons=[], followed_hint=True)
    if "value" in data:
        data["best_value"] = data["value"]


def judgement(game, ply):
    """The stored judgement of the learner's action at `ply`, computed (and stored) on first ask.

    Judged on the learner's view as it was before that action, so it never waits on the table.
    """
    note = MoveNote.objects.filter(game=game, ply=ply, kind=MoveNote.Kind.JUDGEMENT).first()
    if note:
        return note.data
    seat, action = game.actions[ply]
    if seat != game.learner_seat:
        raise BadAction(ply)
    from games.bots import judge

    view = learner_view_at(game, ply)
    try:
        data = _plain(judge(view, action, rng=_feedback_rng(game, ply)))
    except ValueError:  # e.g. a renuncio accepted under renuncio real: not a move the bots rate
        data = {"action": action, "label": "", "best": "", "reasons": [], "points_at_stake": 0}
    data["trump"] = view.trump
    _agree_with_hint(game, ply, data)
    if action in view.hand and action not in view.playable_cards():
        # Accepted under renuncio real, but it broke an obligation: say which.
        refused = view.explain(action)
        data["renuncio"] = {"obligation": refused.obligation, "winning_card": refused.winning_card}
    note, _created = MoveNote.objects.get_or_create(
        game=game, ply=ply, kind=MoveNote.Kind.JUDGEMENT, defaults={"data": data}
    )
    return note.data


@transaction.atomic
def hint(game, seen_ply):
    """What an expert would do now, and why; counted once per decision."""
    game = _locked(game, seen_ply)
    note = MoveNote.objects.filter(game=game, ply=game.ply, kind=MoveNote.Kind.HINT).first()
    if note:
        return note.data
    state = game.match_at().hand
    if state.is_terminal() or state.current_player != game.learner_seat:
        raise StaleTable(game)
    from games.bots import evaluate, judge
    from games.bots.feedback import JUDGE_BUDGET

    view = state.view(game.learner_seat)
    values = evaluate(view, budget=JUDGE_BUDGET, rng=_feedback_rng(game, game.ply))
    ranked = list(values)
    data = {"best": ranked[0], "trump": view.trump, "reasons": [], "alternative": ""}
    data["unit"] = "probabilidad" if view.variant == "cabrero" else "puntos"
    if len(ranked) > 1:
        data["gain"] = round(values[ranked[0]] - values[ranked[1]], 3)
        # Why: what would go wrong with the next best choice.
        alternative = judge(view, ranked[1], rng=_feedback_rng(game, game.ply))
        data["alternative"] = ranked[1]
        data["reasons"] = list(alternative.reasons)
        data["points_at_stake"] = alternative.points_at_stake if alternative.label != "buena" else 0
    MoveNote.objects.create(game=game, ply=game.ply, kind=MoveNote.Kind.HINT, data=data)
    game.hints += 1
    game.save(update_fields=["hints", "updated"])
    return data


def refusal_context(refusal):
    """What the table says about a refused card: the obligation it breaks, the cards you may play,
    and the next obligation that narrows them further (e.g. asistir, and then montar)."""
    explanation, view = refusal.explanation, refusal.view
    playable = view.playable_cards()
    then = None
    for card in sorted(explanation.demanded - playable):
        narrower = view.explain(card)
        if not narrower.allowed and narrower.obligation != explanation.obligation:
            then = {"obligation": narrower.obligation, "winning_card": narrower.winning_card}
            break
    return {
        "card": explanation.card,
        "obligation": explanation.obligation,
        "demanded": _sorted_hand(playable, view.trump),
        "winning_card": explanation.winning_card,
        "then": then,
    }


def _reason_text(code):
    from django.utils.translation import gettext as _

    texts = {
        "puntos_a_baza_perdida": _("Echaste puntos a una baza que se lleva el rival."),
        "triunfo_innecesario": _("Gastaste un triunfo que la baza no necesitaba."),
        "rompe_cante": _("Jugaste el rey o el caballo de un cante que aún podías cantar."),
        "pierde_ultimas": _("Así se pierden las diez de últimas."),
        "pudo_ganar_con_menor": _("Podías ganar la baza con una carta más baja."),
        "deja_baza_al_rival": _(
            "Así la baza suele llevársela el rival; con la otra carta lo normal era ganarla."
        ),
        "deja_mano_con_triunfos": _("Y el rival se queda la mano con triunfos todavía fuera."),
        "monta_al_companero": _("Superaste a tu compañero, que ya iba ganando."),
        "no_carga_al_companero": _("Podías cargar puntos en la baza de tu compañero."),
        "arrastra_sin_necesidad": _("Saliste de triunfo cuando convenía otra carta."),
        "no_canta": _("Pasaste cuando convenía cantar."),
        "no_cambia": _("No cambiaste la muestra y convenía."),
        "no_canta_tute": _("No cantaste el tute."),
    }
    return texts.get(code, code)


def _action_text(game, trump, action):
    from games.cards import card_name

    if not action:
        return ""
    if _is_card(action):
        return card_name(action)

    return action_label(game, trump, action)


def _gain_text(game, trump, data):
    """How much better the expert's choice is than the next best one, in plain words."""
    from django.utils.translation import gettext as _

    other = _action_text(game, trump, data["alternative"])
    gain = data.get("gain", 0)
    if data.get("unit") == "probabilidad":
        if gain < 0.02:
            return _("La siguiente opción, %(other)s, es casi igual de buena.") % {"other": other}
        return _("Así tienes %(pct)s puntos porcentuales más de no quedar en medio que con %(other)s.") % {
            "pct": round(gain * 100),
            "other": other,
        }
    if gain < 1:
        return _("La siguiente opción, %(other)s, es casi igual de buena.") % {"other": other}
    return _("De media, esperas unos %(n)s puntos más que con %(other)s.") % {
        "n": round(gain),
        "other": other,
    }


def advice_context(game, data):
    """A judgement (bots.judge, stored as data) or a hint, in words for the templates."""
    from django.utils.translation import gettext as _

    labels = {
        "buena": _("Buena jugada"),
        "imprecision": _("Imprecisión"),
        "error": _("Error"),
        "error_grave": _("Error grave"),
    }
    trump = data.get("trump")
    label = data.get("label", "")
    best = data.get("best", "")
    is_hint = "alternative" in data
    better = best if is_hint or (best and best != data.get("action")) else ""
    reasons = [_reason_text(code) for code in data.get("reasons", [])]
    alternative_intro = gain_text = ""
    if is_hint and data.get("alternative"):
        # A hint explains the best choice by what would go wrong with the next best one.
        if reasons:
            alternative_intro = _("Si eligieras %(other)s:") % {
                "other": _action_text(game, trump, data["alternative"])
            }
        gain_text = _gain_text(game, trump, data)
    if label and label != "buena" and not data.get("reasons"):
        reasons.append(_("Tu jugada deja menos puntos de media que la mejor."))
    return {
        "label": label,
        "label_text": labels.get(label, ""),
        "action": data.get("action", ""),
        "action_text": _action_text(game, trump, data.get("action", "")),
        "better": better,
        "better_is_card": bool(better) and _is_card(better),
        "better_text": _action_text(game, trump, better),
        "stake": data.get("points_at_stake", 0) if better else 0,
        "reasons": reasons,
        "renuncio": data.get("renuncio"),
        "alternative_intro": alternative_intro,
        "gain_text": gain_text,
    }


def _plain(value):
    """A dataclass (or nested values) as JSON-friendly data."""
    if dataclasses.is_dataclass(value):
        return {f.name: _plain(getattr(value, f.name)) for f in dataclasses.fields(value)}
    if isinstance(value, dict):
        return {str(k): _plain(v) for k, v in value.items()}
    if isinstance(value, (frozenset, set)):
        return sorted(_plain(v) for v in value)
    if isinstance(value, (list, tuple)):
        return [_plain(v) for v in value]
    return value


# ---------------------------------------------------------------------------------------------
# Reading the table (what the learner's seat may see, ready for the templates)

# Where each seat sits on screen, from the learner (bottom) in play order: to the right.
POSITIONS = {
    2: ("bottom", "top"),
    3: ("bottom", "right", "left"),
    4: ("bottom", "right", "top", "left"),
    5: ("bottom", "right", "top-right", "top-left", "left"),
    6: ("bottom", "right", "top-right", "top", "top-left", "left"),
}
MAX_FRAMES = 24


def in_pairs(game):
    return game.variant == "arrastre" and game.players == 4 and game.engine_rules().parejas


def seat_label(game, seat):
    from django.utils.translation import gettext as _

    relative = (seat - game.learner_seat) % game.players
    if relative == 0:
        return _("Tú")
    if in_pairs(game):
        return {1: _("Rival derecho"), 2: _("Compañero"), 3: _("Rival izquierdo")}[relative]
    if game.players == 2:
        return _("Rival")
    position = POSITIONS[game.players][relative]
    return {
        "right": _("Derecha"),
        "top": _("Enfrente"),
        "left": _("Izquierda"),
        "top-right": _("Arriba derecha"),
        "top-left": _("Arriba izquierda"),
    }[position]


def _partners(game, seat, other):
    return in_pairs(game) and seat != other and side_of(game, seat) == side_of(game, other)


def side_of(game, seat):
    return seat % 2 if in_pairs(game) else seat


def side_label(game, side):
    from django.utils.translation import gettext as _

    if in_pairs(game):
        return _("Nosotros") if side == side_of(game, game.learner_seat) else _("Ellos")
    return seat_label(game, side)


def _seats(game, view, state):
    seats = []
    for seat in range(game.players):
        seats.append(
            {
                "seat": seat,
                "position": POSITIONS[game.players][(seat - game.learner_seat) % game.players],
                "label": seat_label(game, seat),
                "is_learner": seat == game.learner_seat,
                "level": game.bot_levels[seat] if seat != game.learner_seat else "",
                "hand_size": view.hand_sizes[seat],
                "to_act": not state.is_terminal() and state.current_player == seat,
                "is_dealer": view.dealer == seat,
                "is_mano": view.mano == seat,
                "sitting_out": view.sitting_out == seat,
                "cantes": [c for s, c in view.cantes if s == seat],
            }
        )
    return seats


def _trick_seats(view, leader, count):
    """The seats that played a finished trick, from its leader in play order."""
    seats, seat = [], leader
    while len(seats) < count:
        if seat != view.sitting_out:
            seats.append(seat)
        seat = (seat + 1) % view.players
    return seats


def _sorted_hand(cards, trump):
    from functools import cmp_to_key

    from games.engine import stronger

    suits = [s for s in "oceb" if s != trump] + [trump]

    def compare(a, b):
        if a[-1] != b[-1]:
            return suits.index(a[-1]) - suits.index(b[-1])
        return -1 if stronger(a, b) else 1

    return sorted(cards, key=cmp_to_key(compare))


def action_label(game, trump, action):
    """The words on a button for a non-card action."""
    from django.utils.translation import gettext as _

    from games.cards import card_name

    kind, _sep, arg = action.partition(":")
    suits = {"o": _("oros"), "c": _("copas"), "e": _("espadas"), "b": _("bastos")}
    if kind == "cante":
        if arg == trump:
            return _("Cantar las cuarenta (%(suit)s)") % {"suit": suits[arg]}
        return _("Cantar las veinte en %(suit)s") % {"suit": suits[arg]}
    if kind == "tute":
        return _("Cantar tute de reyes") if arg == "12" else _("Cantar tute de caballos")
    if kind == "cambio":
        return _("Cambiar el %(card)s por la muestra") % {"card": card_name(arg)}
    if kind == "renuncio":
        return _("Cantar renuncio a %(seat)s") % {"seat": seat_label(game, int(arg))}
    if kind == "paso":
        return _("Paso")
    return action


def cante_label(game, view, cante):
    from django.utils.translation import gettext as _

    if cante.startswith("tute"):
        return _("tute")
    suits = {"o": _("oros"), "c": _("copas"), "e": _("espadas"), "b": _("bastos")}
    if cante == view.trump:
        return _("las cuarenta")
    return _("las veinte en %(suit)s") % {"suit": suits[cante]}


def _last_learner_ply(game):
    """The last action the learner took in the current hand (for the feedback panel)."""
    for ply in range(game.ply - 1, -1, -1):
        seat, action = game.actions[ply]
        if seat is None:
            return None
        if seat == game.learner_seat:
            return ply
    return None


def table(game, *, animate_from=None):
    """Everything the table template shows, built from the learner's view only."""
    match = game.match_at()
    state = match.hand
    view = state.view(game.learner_seat)
    your_turn = not state.is_terminal() and state.current_player == game.learner_seat
    legal = view.legal_actions() if your_turn else []
    seats = _seats(game, view, state)
    by_seat = {s["seat"]: s for s in seats}
    hand = [{"code": c, "playable": c in legal} for c in _sorted_hand(view.hand, view.trump)]
    trick = [{"card": c, "seat": by_seat[s]} for s, c in zip(view.trick_seats, view.trick, strict=True)]
    last_trick = None
    if view.tricks:
        leader, cards, winner = view.tricks[-1]
        played_by = _trick_seats(view, leader, len(cards))
        last_trick = {
            "cards": [{"card": c, "seat": by_seat[s]} for s, c in zip(played_by, cards, strict=True)],
            "winner": by_seat[winner],
        }
    ctx = {
        "game": game,
        "view": view,
        "ply": game.ply,
        "seats": seats,
        "others": [s for s in seats if not s["is_learner"]],
        "me": by_seat[game.learner_seat],
        "hand": hand,
        "phone_rows": phone_rows(len(hand)),
        "your_turn": your_turn,
        "turn": by_seat.get(state.current_player) if not state.is_terminal() else None,
        "card_actions": [a for a in legal if a in view.hand],
        "other_actions": [
            (a, action_label(game, view.trump, a))
            for a in legal
            if a not in view.hand and not a.startswith("renuncio:")
        ],
        "renuncio_calls": [
            (a, seat_label(game, int(a.partition(":")[2])))
            for a in legal
            if a.startswith("renuncio:") and not _partners(game, game.learner_seat, int(a.partition(":")[2]))
        ],
        "trick": trick,
        "last_trick": last_trick,
        "trump": view.trump,
        **_trump_card(game, view, by_seat),
        "pile_size": view.pile_size,
        "cantes": [{"seat": by_seat[s], "label": cante_label(game, view, c)} for s, c in view.cantes],
        "points": [
            {"side": side, "label": side_label(game, side), "points": pts}
            for side, pts in sorted(view.points.items())
        ],
        "hand_over": state.is_terminal(),
        "match_over": match.is_over(),
        "feedback_on": game.feedback == Game.Feedback.FULL,
        "explain_on": game.feedback != Game.Feedback.NONE,
        "judged_ply": _last_learner_ply(game) if game.feedback == Game.Feedback.FULL else None,
        "frames": frames(game, animate_from) if animate_from is not None else [],
    }
    for seat in ctx["others"]:
        seat["backs"] = back_stages(ctx["frames"], seat["seat"], seat["hand_size"])
    for card in hand:
        card["appears_at"] = ctx["frames"]["appear"].get(card["code"]) if ctx["frames"] else None
    ctx["pile_stages"] = pile_stages(ctx["frames"], view.pile_size)
    ctx["standings"] = standings(game, match)
    if state.is_terminal():
        ctx["result"] = hand_result(game, view, state.result())
    return ctx


def _trump_card(game, view, by_seat):
    """The face-up trump card while it is still to be seen, and who holds it when someone does.

    In habanero it is drawn with the last card of the pile; with four players (and other deals
    where it is a card of a hand) it stays with its holder until played, then only the suit shows.
    """
    card = view.trump_card
    if card is None or (game.variant == "habanero" and not view.pile_size):
        return {"trump_card": None, "trump_holder": None}
    played = {c for _leader, cards, _winner in view.tricks for c in cards} | set(view.trick)
    if card in played:
        return {"trump_card": None, "trump_holder": None}
    holder = by_seat[game.learner_seat] if card in view.hand else None
    for seat, cards in view.known_cards.items():
        if holder is None and seat != game.learner_seat and card in cards:
            holder = by_seat[seat]
    return {"trump_card": card, "trump_holder": holder}


def _is_card(action):
    return action[:1].isdigit()


def _public_note(game, view, seat, action):
    """What everybody saw when `seat` took a non-card action (None for a silent paso)."""
    from django.utils.translation import gettext as _

    from games.cards import card_name

    kind, _sep, arg = action.partition(":")
    who = seat_label(game, seat)
    mine = seat == game.learner_seat
    if kind in ("cante", "tute"):
        cante = arg if kind == "cante" else action
        return _("%(who)s: ¡%(cante)s!") % {"who": who, "cante": cante_label(game, view, cante)}
    if kind == "cambio":
        if mine:
            return _("Cambias el %(card)s por la muestra") % {"card": card_name(arg)}
        return _("%(who)s cambia el %(card)s por la muestra") % {"who": who, "card": card_name(arg)}
    if kind == "renuncio":
        return renuncio_sentence(game, seat, int(arg))
    return None


def renuncio_sentence(game, caller, accused, correct=None):
    """Who called renuncio on whom (and whether it was one), the learner spoken to as "tú"."""
    from django.utils.translation import gettext as _

    names = {"caller": seat_label(game, caller), "by": seat_label(game, accused)}
    if caller == game.learner_seat:
        text = _("Cantas renuncio a %(by)s") % names
    elif accused == game.learner_seat:
        text = _("%(caller)s te canta renuncio") % names
    else:
        text = _("%(caller)s canta renuncio a %(by)s") % names
    if correct is None:
        return text
    if correct:
        return _("%(call)s, y era renuncio.") % {"call": text}
    return _("%(call)s, pero no lo era.") % {"call": text}


def frames(game, since):
    """The table as it changed after action `since`, one frame per card or declaration.

    The template shows them one after another (CSS delays), so a person can follow the bots.
    """
    since = max(0, min(since, game.ply))
    match = game.match_at(since)
    seats = None
    out = []
    start = match.hand.view(game.learner_seat)
    sizes, pile, mine = start.hand_sizes, start.pile_size, set(start.hand)
    drawn = set()  # the learner's cards drawn since the last frame: they show with the next one
    for seat, action in game.actions[since:]:
        if action == NEXT_HAND:
            match = match.next_hand()
            start = match.hand.view(game.learner_seat)
            sizes, pile, mine = start.hand_sizes, start.pile_size, set(start.hand)
            drawn = set()
            continue
        before, pile_before = sizes, pile
        match = match.apply(action)
        view = match.hand.view(game.learner_seat)
        sizes, pile = view.hand_sizes, view.pile_size
        # Cards drawn after a trick; a card the learner swapped in shows at once.
        held = set(view.hand)
        fresh = held - mine if _is_card(action) else set()
        mine = held
        if seats is None or len(seats) != game.players:
            seats = {s["seat"]: s for s in _seats(game, view, match.hand)}
        if _is_card(action):
            if view.trick:
                cards = zip(view.trick_seats, view.trick, strict=True)
                frame = {"cards": [{"card": c, "seat": seats[s]} for s, c in cards], "winner": None}
            else:
                leader, trick_cards, winner = view.tricks[-1]
                played_by = _trick_seats(view, leader, len(trick_cards))
                cards = zip(played_by, trick_cards, strict=True)
                frame = {
                    "cards": [{"card": c, "seat": seats[s]} for s, c in cards],
                    "winner": seats[winner],
                }
        else:
            note = _public_note(game, view, seat, action)
            if note is None:
                drawn |= fresh
                continue
            trick = [{"card": c, "seat": seats[s]} for s, c in zip(view.trick_seats, view.trick, strict=True)]
            frame = {"cards": trick, "winner": None, "note": note}
        # Cards held while the frame shows: the card just played has left its hand; the cards
        # drawn after a habanero trick show with the next frame.
        frame["sizes"] = _after_playing(before, seat) if _is_card(action) else sizes
        frame["pile"] = pile_before if _is_card(action) else pile
        frame["drawn_before"], drawn = drawn, fresh
        out.append(frame)
    out = out[-MAX_FRAMES:]
    slot = 0
    appear = {}
    for frame in out:
        frame["at"] = slot
        frame["long"] = frame["winner"] is not None
        appear |= dict.fromkeys(frame["drawn_before"], slot)
        slot += 2 if frame["long"] else 1
    appear |= dict.fromkeys(drawn, slot)
    # `appear`: the slot at which each card the learner drew during the replay joins the hand.
    return {"list": out, "end": slot, "appear": {c: at for c, at in appear.items() if at}}


def _after_playing(sizes, seat):
    return tuple(n - 1 if s == seat else n for s, n in enumerate(sizes))


PHONE_ROW = 8  # table.css fits this many overlapping hand cards in one row of a 360-px phone


def phone_rows(cards):
    """The hand's layout class on a phone: one row up to PHONE_ROW cards; beyond, two rows of
    even length (10 cards: 5 and 5, not 8 and 2), for which table.css has ``per-row-5`` to
    ``per-row-7``."""
    if cards <= PHONE_ROW:
        return ""
    return f"per-row-{(cards + 1) // 2}"


PHONE_BACKS = 3  # table.css shows at most this many backs per seat on narrow screens


def _stages(replay, value_of, now):
    """The values something on the table shows while the replay runs: from slot `at` for `for`
    slots (the last stage stays), merging frames that show the same `count`; `timing` holds the
    CSS classes that time it (table.css). `value_of(frame)` reads the value a frame shows; `now`
    is the value at the end. Without a replay there is one stage, shown at once."""
    points = [(frame["at"], value_of(frame)) for frame in (replay or {}).get("list", [])]
    if not points:
        return [{"at": None, "for": None, "count": now, "timing": ""}]
    stages = []
    for at, count in [*points, (replay["end"], now)]:
        if not stages or stages[-1]["count"] != count:
            stages.append({"at": at, "count": count})
    for stage, following in zip(stages, [*stages[1:], None], strict=True):
        stage["for"] = following["at"] - stage["at"] if following else None
        stage["timing"] = f" replay at-{stage['at']}" + (f" for-{stage['for']}" if stage["for"] else " stay")
    return stages


def back_stages(replay, seat, now):
    """The card backs a seat shows while the replay runs, so that its count follows the frames.

    `replay` is `frames(...)` (or None), `now` the seat's cards at the end. Returns `base`, the
    backs shown throughout, and `stages` (see `_stages`), each with the `extra` backs shown then;
    `phone_extra` of those extra backs fit a phone.
    """
    stages = _stages(replay, lambda frame: frame["sizes"][seat], now)
    low = min(stage["count"] for stage in stages)
    for stage in stages:
        stage["extra"] = range(stage["count"] - low)
        stage["phone_extra"] = max(0, min(stage["count"], PHONE_BACKS) - min(low, PHONE_BACKS))
    return {"base": range(low), "stages": stages}


def pile_stages(replay, now):
    """The habanero pile's count while the replay runs (it drops when a trick's cards are
    drawn); empty when there is no pile to show at any moment."""
    stages = _stages(replay, lambda frame: frame["pile"], now)
    return stages if any(stage["count"] for stage in stages) else []


def hand_result(game, view, result):
    """The end of a hand: points per side broken down, and who won it."""
    from games.engine import card_points

    won_cards = {}
    for _leader, cards, winner in view.tricks:
        side = side_of(game, winner)
        won_cards[side] = won_cards.get(side, 0) + card_points(cards)
    last = result.last_trick
    rows = []
    for side, total in sorted(result.points.items()):
        cards = won_cards.get(side, 0)
        diez = 10 if last is not None and side_of(game, last) == side else 0
        rows.append(
            {
                "side": side,
                "label": side_label(game, side),
                "cards": cards,
                "cantes": total - cards - diez,
                "diez": diez,
                "total": total,
                "mine": side == side_of(game, game.learner_seat),
            }
        )
    winner = result.winner
    data = {
        "rows": rows,
        "winner": winner,
        "winner_label": side_label(game, winner) if winner is not None else None,
        "learner_won": winner is not None and winner == side_of(game, game.learner_seat),
        "tute": _tute_sentence(game, view, result.tute) if result.tute is not None else None,
        "renuncio": None,
    }
    if result.renuncio is not None:
        call = result.renuncio
        data["renuncio"] = renuncio_sentence(game, call.caller, call.by, call.correct)
    if game.variant == "cabrero":
        data["losers"] = [seat_label(game, s) for s in result.losers]
        data["a_mas"] = seat_label(game, result.a_mas) if result.a_mas is not None else None
        data["a_menos"] = seat_label(game, result.a_menos) if result.a_menos is not None else None
        porotos = sorted(result.porotos.items())
        data["porotos"] = [{"label": seat_label(game, s), "porotos": n} for s, n in porotos]
    return data


def _tute_sentence(game, view, seat):
    from django.utils.translation import gettext as _

    kinds = [c for s, c in view.cantes if s == seat and c.startswith("tute")]
    reyes = not kinds or kinds[-1] == "tute:12"
    if seat == game.learner_seat:
        return _("Cantaste tute de reyes.") if reyes else _("Cantaste tute de caballos.")
    who = seat_label(game, seat)
    if reyes:
        return _("%(who)s cantó tute de reyes.") % {"who": who}
    return _("%(who)s cantó tute de caballos.") % {"who": who}


def review(game):
    """The whole game trick by trick, as the learner saw it, with the advice given at the time."""
    notes = {(n.ply, n.kind): n.data for n in game.notes.all()}
    match = game.new_match()
    hand_number = 1
    tricks, current = [], None
    seats = None
    for ply, (seat, action) in enumerate(game.actions):
        if action == NEXT_HAND:
            match = match.next_hand()
            hand_number += 1
            continue
        before = match.hand.view(game.learner_seat)
        if seats is None or len(seats) != game.players:
            seats = {s["seat"]: s for s in _seats(game, before, match.hand)}
        if current is None and _is_card(action):
            current = {
                "number": len(tricks) + 1,
                "hand": hand_number,
                "start_ply": ply,
                "my_cards": _sorted_hand(before.hand, before.trump),
                "trump": before.trump,
                "plays": [],
                "notes": [],
            }
        match = match.apply(action)
        after = match.hand.view(game.learner_seat)
        if not _is_card(action):
            note = _public_note(game, after, seat, action)
            target = current or (tricks[-1] if tricks else None)
            if note and target is not None:
                target["notes"].append(note)
            continue
        play = {"seat": seats[seat], "card": action, "ply": ply, "mine": seat == game.learner_seat}
        if play["mine"]:
            judged = notes.get((ply, MoveNote.Kind.JUDGEMENT))
            play["judgement"] = advice_context(game, judged) if judged else None
            play["hinted"] = (ply, MoveNote.Kind.HINT) in notes
        current["plays"].append(play)
        if not after.trick:
            current["winner"] = seats[after.tricks[-1][2]]
            tricks.append(current)
            current = None
    if current is not None:
        tricks.append(current)
    return tricks


def summary(game):
    from django.utils.translation import gettext as _

    names = {"arrastre": _("Tute de arrastre"), "habanero": _("Tute habanero"), "cabrero": _("Tute cabrero")}
    title = names.get(game.variant, game.variant)
    if game.variant != "habanero":
        title = _("%(name)s a %(n)s") % {"name": title, "n": game.players}
        if in_pairs(game):
            title += " · " + _("por parejas")
    from games.forms import level_label

    levels = []
    for level in game.bot_levels:
        if level and str(level_label(level)) not in levels:
            levels.append(str(level_label(level)))
    return {
        "game": game,
        "title": title,
        "hand": 1 + sum(1 for _seat, action in game.actions if action == NEXT_HAND),
        "levels": ", ".join(levels).lower(),
        "recent": (timezone.now() - game.updated).total_seconds() < 60 if game.updated else True,
    }


def standings(game, match):
    """The match score: hands won per side, or porotos per seat in cabrero; and the winners."""
    from django.utils.translation import gettext as _

    tally = match.standings()
    cabrero = game.variant == "cabrero"
    rows = []
    for key, value in sorted(tally.items()):
        label = seat_label(game, key) if cabrero else side_label(game, key)
        rows.append({"label": label, "value": value, "marks": range(value), "out": key in tally.out})
    data = {"porotos": cabrero, "rows": rows, "target": tally.target, "winners_text": ""}
    if match.is_over():
        winners = match.winners()
        mine = side_of(game, game.learner_seat)
        if mine in winners:
            data["winners_text"] = _("¡Has ganado la partida!")
        else:
            names = ", ".join(seat_label(game, w) if cabrero else side_label(game, w) for w in winners)
            data["winners_text"] = _("Gana la partida: %(names)s.") % {"names": names}
    return data
