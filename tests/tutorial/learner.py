"""A rules-perfect learner, written apart from the app: it reads an exercise page as a person
does (the cards by their names, the sentences, the table's seats) and answers from the rules
(the project's docs/RULES.md), with no call into the engine or the grading code.

`read(html)` gives a `Page`; `solve(page)` gives the set of right answers (for a question with
one answer to pick, every pick that is right) and how to submit one.
"""

import re
from dataclasses import dataclass, field
from html.parser import HTMLParser

# --- the cards, as the page names them (Spanish) ----------------------------------------------

RANK_WORDS = {
    "as": 1,
    "dos": 2,
    "tres": 3,
    "cuatro": 4,
    "cinco": 5,
    "seis": 6,
    "siete": 7,
    "sota": 10,
    "caballo": 11,
    "rey": 12,
}
SUIT_WORDS = {"oros": "o", "copas": "c", "espadas": "e", "bastos": "b"}
STRENGTH = (1, 3, 12, 11, 10, 7, 6, 5, 4, 2)  # docs/RULES.md §1, strongest first
POINTS = {1: 11, 3: 10, 12: 4, 11: 3, 10: 2}  # the rest 0
CARD_NAME = re.compile(
    r"(as|dos|tres|cuatro|cinco|seis|siete|sota|caballo|rey) de (oros|copas|espadas|bastos)"
)


def card_from_name(name):
    match = CARD_NAME.fullmatch(name.strip().lower())
    assert match, f"not a card name: {name!r}"
    return RANK_WORDS[match.group(1)], SUIT_WORDS[match.group(2)]


def code(card):
    return f"{card[0]}{card[1]}"


def cards_named(text):
    """Every card named in a sentence (with or without its article)."""
    return [card_from_name(m.group(0)) for m in CARD_NAME.finditer(text.lower())]


def stronger(a, b):
    return STRENGTH.index(a[0]) < STRENGTH.index(b[0])


def points(card):
    return POINTS.get(card[0], 0)


# --- a small DOM from the HTML ---------------------------------------------------------------

VOID = {"input", "br", "img", "meta", "link", "hr", "source", "area", "base", "col", "wbr"}


@dataclass
class Node:
    tag: str
    attrs: dict
    children: list = field(default_factory=list)
    parent: "Node | None" = None

    @property
    def classes(self):
        return set((self.attrs.get("class") or "").split())

    def text(self):
        """The visible text (a card picture reads as its name, in brackets)."""
        parts = []
        for child in self.children:
            if isinstance(child, str):
                parts.append(child)
            elif child.tag == "svg":
                parts.append(f"[{child.attrs.get('aria-label', '')}]")
            elif child.tag not in ("script", "style", "title"):
                parts.append(child.text())
        return re.sub(r"\s+", " ", "".join(parts)).strip()

    def find_all(self, tag=None, cls=None, **attrs):
        out = []
        for child in self.children:
            if isinstance(child, str):
                continue
            if (
                (tag is None or child.tag == tag)
                and (cls is None or cls in child.classes)
                and all(child.attrs.get(k) == v for k, v in attrs.items())
            ):
                out.append(child)
            out.extend(child.find_all(tag, cls, **attrs))
        return out

    def find(self, tag=None, cls=None, **attrs):
        found = self.find_all(tag, cls, **attrs)
        return found[0] if found else None

    def cards(self):
        """The cards drawn inside, in order, read from their names."""
        return [
            card_from_name(svg.attrs["aria-label"]) for svg in self.find_all("svg") if "card" in svg.classes
        ]


class _Builder(HTMLParser):
    def __init__(self):
        super().__init__(convert_charrefs=True)
        self.root = Node("root", {})
        self.current = self.root

    def handle_starttag(self, tag, attrs):
        node = Node(tag, dict(attrs), parent=self.current)
        self.current.children.append(node)
        if tag not in VOID:
            self.current = node

    def handle_startendtag(self, tag, attrs):
        self.current.children.append(Node(tag, dict(attrs), parent=self.current))

    def handle_endtag(self, tag):
        node = self.current
        while node is not self.root and node.tag != tag:
            node = node.parent
        if node is not self.root:
            self.current = node.parent

    def handle_data(self, data):
        self.current.children.append(data)


def dom(html):
    builder = _Builder()
    builder.feed(html)
    return builder.root


# --- what an exercise page shows -------------------------------------------------------------

PLACES = {  # seats around the table, in play order from the bottom (docs/RULES.md §2: to the right)
    2: ("bottom", "top"),
    3: ("bottom", "right", "left"),
    4: ("bottom", "right", "top", "left"),
    5: ("bottom", "right", "top-right", "top-left", "left"),
    6: ("bottom", "right", "top-right", "top-left", "left", "bottom-left"),
}


@dataclass
class Played:
    card: tuple
    label: str
    place: str
    led: bool


@dataclass
class Page:
    kind: str
    question: str
    intro: str
    facts: list
    trump: str | None
    pile: int | None
    shown: tuple | None
    hand: list
    table: list  # Played, in play order
    choices: list  # (value, label, field name "a" or "c")
    card_buttons: list  # (value, card) of cards that are answer buttons
    mode: str  # "single", "multi" or "sequence"
    action: str
    verdict: str | None  # "right", "wrong" or None


SVG = re.compile(r"(<svg\b[^>]*>).*?</svg>", re.S)


def read(html):
    start = html.find('<section class="exercise')
    assert start >= 0, "no exercise on the page"
    html = html[start : html.index("</section>", start) + len("</section>")]
    root = dom(SVG.sub(r"\1</svg>", html))  # a card picture is read by its name (aria-label)
    section = root.find("section", cls="exercise")
    assert section is not None, "no exercise on the page"
    kind = next(c[5:] for c in section.classes if c.startswith("type-"))
    text = section.text()
    question = section.find("p", cls="question").text()
    intro_node = section.find("div", cls="prose")
    facts_node = section.find("ul", cls="facts")
    facts = [li.text() for li in facts_node.find_all("li")] if facts_node else []
    trump = re.search(r"Triunfo: (oros|copas|espadas|bastos)", text)
    pile = re.search(r"Quedan? (\d+) cartas? en el mazo", text)
    shown_node = section.find("figure", cls="shown-card")
    hand_node = section.find(cls="hand")
    table = []
    for node in section.find_all("div", cls="played"):
        place = next(c[6:] for c in node.classes if c.startswith("place-"))
        label = node.find("span", cls="seat-label").text()
        table.append(Played(node.cards()[0], label.split(" · ")[0], place, "salió" in label))
    choices, card_buttons, mode = [], [], "single"
    form = section.find("form", cls="answer-form")
    for node in section.find_all("input", type="checkbox"):
        mode = "multi"
        label = node.parent.text()
        value = node.attrs["value"]
        if node.parent.find("svg"):
            card_buttons.append((value, node.parent.cards()[0]))
        else:
            choices.append((value, label, "c"))
    for node in section.find_all("button", name="a"):
        if node.find("svg"):
            card_buttons.append((node.attrs["value"], node.cards()[0]))
        else:
            choices.append((node.attrs["value"], node.text(), "a"))
    if section.find("div", cls="order-exercise"):
        mode = "sequence"
    verdict_node = section.find("div", cls="verdict")
    verdict = None
    if verdict_node is not None:
        verdict = "right" if "right" in verdict_node.classes else "wrong"
    return Page(
        kind=kind,
        question=question,
        intro=intro_node.text() if intro_node else "",
        facts=facts,
        trump=SUIT_WORDS[trump.group(1)] if trump else None,
        pile=int(pile.group(1)) if pile else None,
        shown=shown_node.cards()[0] if shown_node else None,
        hand=hand_node.cards() if hand_node else [],
        table=play_order(table),
        choices=choices,
        card_buttons=card_buttons,
        mode=mode,
        action=form.attrs["action"] if form is not None else "",
        verdict=verdict,
    )


def play_order(table):
    """The cards on the table in the order they were played: from the one marked «salió», to
    the right (bottom, right, top, left), as a person reads the seats."""
    if not table:
        return []
    leaders = [p for p in table if p.led]
    assert len(leaders) == 1, "one card on the table is marked as led"
    for ring in PLACES.values():
        if {p.place for p in table} <= set(ring) and leaders[0].place in ring:
            start = ring.index(leaders[0].place)
            order = {place: (i - start) % len(ring) for i, place in enumerate(ring)}
            ordered = sorted(table, key=lambda p: order[p.place])
            # the seats that played are consecutive from the leader
            steps = [order[p.place] for p in ordered]
            if steps == list(range(len(steps))):
                return ordered
    raise AssertionError(f"cannot read the play order from the seats {[p.place for p in table]}")


# --- the facts in words ----------------------------------------------------------------------


@dataclass
class Facts:
    habanero: bool = False
    cabrero: bool = False
    pairs: bool = False
    three_players: bool = False
    no_pile: bool = False
    montar_companero: bool = False
    fallar_siempre: bool = False
    arrastrar_con_mazo: bool = False
    no_vale_cargar: bool = False
    cuarenta_primero: bool | None = None
    permitir_tute: bool | None = None
    tute_sin_cantes_previos: bool | None = None
    cantes_se_pierden: bool | None = None
    nobody_declared: bool = False
    declared: list = field(default_factory=list)  # (who: "me" or "other", suit or "tute")
    lost: list = field(default_factory=list)
    drawn: tuple | None = None
    cabrero_cantes: list = field(default_factory=list)  # seat numbers (0-based) that declared
    window: bool = False
    before_first_trick: bool = False
    won_and_drew: bool = False


SUIT_IN = re.compile(r"en (oros|copas|espadas|bastos)")


def read_facts(lines):
    """Every fact line understood (an unknown sentence fails: the learner would not know what
    to make of it, and this reader must be kept in step with what pages say)."""
    facts = Facts()
    for line in lines:
        low = line.lower()
        if not (_read_table(facts, low, line) or _read_moment(facts, low) or _read_cantes(facts, low)):
            raise AssertionError(f"a fact the learner cannot read: {line!r}")
    return facts


TABLE_FLAGS = (
    ("tute habanero", "habanero"),
    ("tute cabrero", "cabrero"),
    ("en esta mesa se monta al compañero", "montar_companero"),
    ("en esta mesa se falla siempre", "fallar_siempre"),
    ("en esta mesa se arrastra con mazo", "arrastrar_con_mazo"),
    ("en esta mesa no vale cargar", "no_vale_cargar"),
)


def _read_table(facts, low, line):
    """The game and its house rules; False when the line says something else."""
    for prefix, flag in TABLE_FLAGS:
        if low.startswith(prefix):
            setattr(facts, flag, True)
            return True
    if low.startswith("tute de arrastre"):
        facts.pairs = "por parejas" in low
        facts.three_players = "tres jugadores" in low
    elif low == "ya no queda mazo.":
        facts.no_pile = True
    elif low.startswith("en esta mesa:"):
        _read_cante_rules(facts, low, line)
    else:
        return False
    return True


def _read_cante_rules(facts, low, line):
    """«En esta mesa: …»: the house rules on cantes."""
    facts.cuarenta_primero = "las cuarenta van primero" in low
    assert facts.cuarenta_primero or "no hace falta cantar las cuarenta" in low, line
    # no word on tute: the question does not ask about it (no tute button either)
    facts.permitir_tute = "tute" in low and "no se permite cantar tute" not in low
    if facts.permitir_tute:
        facts.tute_sin_cantes_previos = "salvo quien ya haya cantado" in low
        assert facts.tute_sin_cantes_previos or "aunque ya hayas cantado" in low, line
    facts.cantes_se_pierden = "los cantes se pierden" in low
    assert facts.cantes_se_pierden or "los cantes no se pierden" in low, line


def _read_moment(facts, low):
    """Where in the hand the question stands; False when the line says something else."""
    if low.startswith("acabas de ganar una baza"):
        facts.window = True
        facts.won_and_drew = "habéis robado" in low
    elif low.startswith("todavía no se ha jugado ninguna baza"):
        facts.before_first_trick = True
    elif low.startswith("la carta que acabas de robar es"):
        facts.drawn = cards_named(low)[0]
    else:
        # said for the record, nothing to infer
        return low.startswith(("hasta ahora no has dejado pasar", "los puntos son los finales de la mano"))
    return True


def _read_cantes(facts, low):
    """Who declared what, and the cantes the learner lost; False when the line says something else."""
    if low == "nadie ha cantado todavía en esta mano." or low == "nadie cantó en esta mano.":
        facts.nobody_declared = True
    elif low.startswith("ya cantaste "):
        facts.declared.append(("me", declared_suit(low)))
    elif " cantó " in low and low.startswith("jugador "):
        facts.cabrero_cantes.append(int(re.match(r"jugador (\d+)", low).group(1)) - 1)
    elif " cantó " in low:
        facts.declared.append(("other", declared_suit(low)))
    elif "perdiste" in low:
        facts.lost = [SUIT_WORDS[m.group(1)] for m in SUIT_IN.finditer(low.split("perdiste")[1])]
    else:
        return False
    return True


def declared_suit(low):
    if "tute" in low.split("cant")[1]:
        return "tute"
    return SUIT_WORDS[SUIT_IN.search(low).group(1)]


# --- the rules -------------------------------------------------------------------------------


def trick_winner(trick, trump):
    """Index of the winning card: the highest trump, or the highest card of the suit led."""
    best = 0
    for i, card in enumerate(trick[1:], start=1):
        top = trick[best]
        if card[1] == top[1] and stronger(card, top):
            best = i
        elif card[1] == trump and top[1] != trump:
            best = i
    return best


def legal_cards(hand, trick, trump, facts, partner_winning, pile):
    """docs/RULES.md §3 (and §6 for habanero, §7's no vale cargar)."""
    hand = list(hand)
    if pile:
        if facts.arrastrar_con_mazo and trick and trick[0][1] == trump:
            return set(c for c in hand if c[1] == trump) or set(hand)
        return set(hand)
    if not trick:
        return set(hand)
    allowed = obliged_cards(hand, trick, trump, facts, partner_winning)
    if facts.no_vale_cargar and not any(trick_winner([*trick, c], trump) == len(trick) for c in allowed):
        blanks = {c for c in allowed if points(c) == 0}
        least = min(points(c) for c in allowed)
        allowed = blanks or {c for c in allowed if points(c) == least}
    return allowed


def obliged_cards(hand, trick, trump, facts, partner_winning):
    """The cards asistir, montar, fallar and pisar allow on a trick already led."""
    led = trick[0][1]
    winning = trick[trick_winner(trick, trump)]
    follow = [c for c in hand if c[1] == led]
    trumps = [c for c in hand if c[1] == trump]
    if partner_winning and not facts.montar_companero:
        return set(follow or hand)
    if follow:
        if winning[1] == trump and led != trump:
            return set(follow)  # a trump has cut: no card of the suit led can win
        return {c for c in follow if stronger(c, winning)} or set(follow)
    if not trumps:
        return set(hand)
    if winning[1] == trump:
        higher = {c for c in trumps if stronger(c, winning)}
        return higher or (set(trumps) if facts.fallar_siempre else set(hand))
    return set(trumps)


def declarations(hand, trump, facts, pile_left):
    """docs/RULES.md §4 and §6: what may be declared at this window (one of them is declared)."""
    hand = set(hand)
    if facts.habanero and not pile_left:
        return set()
    declared = {suit for _who, suit in facts.declared}
    own = any(who == "me" and suit != "tute" for who, suit in facts.declared)
    out = set()
    for suit in "oceb":
        pair = {(12, suit), (11, suit)}
        if not pair <= hand or suit in declared or suit in facts.lost:
            continue
        if facts.drawn in pair:
            continue
        cuarenta = {(12, trump), (11, trump)}
        if suit != trump and facts.cuarenta_primero and cuarenta <= hand and trump not in declared:
            if trump not in facts.lost:
                continue
        out.add(f"cante:{suit}")
    if facts.permitir_tute and not (facts.tute_sin_cantes_previos and own):
        for rank in (12, 11):
            four = {(rank, suit) for suit in "oceb"}
            if four <= hand and facts.drawn not in four:
                out.add(f"tute:{rank}")
    return out


def swap(face, hand, trump, facts, pile_left):
    """docs/RULES.md §2 (three players) and §6 (habanero): the card of the hand that takes the
    face-up card, or None."""
    if facts.habanero:
        if not pile_left:
            return None
        takes = 7 if face[0] in (1, 3, 12, 11, 10) else 2 if face[0] in (7, 6, 5, 4) else None
    else:
        takes = 7 if face[0] in (1, 3, 12, 11, 10) else 2 if face[0] in (7, 6, 5) else None
    if takes and (takes, trump) in hand:
        return (takes, trump)
    return None


def cabrero_losers(points_by_seat, declared):
    """docs/RULES.md §7: who takes a poroto, from the final points (None: did not enter)."""
    entered = sorted(
        (s for s, p in enumerate(points_by_seat) if p is not None), key=lambda s: -points_by_seat[s]
    )
    everyone = set(range(len(points_by_seat)))
    if len(entered) == 1:
        if entered[0] in declared:
            return {entered[0]}
        return everyone - {entered[0]}
    if len(entered) == 2:
        return {entered[1]}
    return set(entered[1:-1])


# --- answering a page ------------------------------------------------------------------------


@dataclass
class Answer:
    right: list  # every right submission: a tuple of values (multi: the one set; single: each pick)
    wrong: list  # some wrong submissions
    field: str  # "a" or "c"


def solve(page):
    facts = read_facts(page.facts)
    return SOLVERS[page.kind](page, facts)


def values_for(page, cards):
    by_card = {card: value for value, card in page.card_buttons}
    return tuple(sorted(by_card[c] for c in cards))


def solve_find(page, facts):
    question = page.question.lower()
    suit = next((SUIT_WORDS[w] for w in SUIT_WORDS if f"de {w}" in question), None)
    plural = {"ases": 1, "sotas": 10, "caballos": 11, "reyes": 12}
    rank = next((r for w, r in plural.items() if w in question), None)
    assert suit or rank, question
    cards = [c for _v, c in page.card_buttons]
    right = {c for c in cards if (suit is None or c[1] == suit) and (rank is None or c[0] == rank)}
    wrong = set(cards) - right
    wrongs = [values_for(page, right | {next(iter(wrong))})] if wrong else []
    return Answer([values_for(page, right)], wrongs, "c")


def solve_order(page, facts):
    cards = page.hand
    ordered = sorted(cards, key=lambda c: STRENGTH.index(c[0]))
    swapped = [ordered[1], ordered[0], *ordered[2:]]
    return Answer([tuple(code(c) for c in ordered)], [tuple(code(c) for c in swapped)], "c")


def solve_points(page, facts):
    total = str(sum(points(c) for c in page.hand))
    values = [v for v, _label, _f in page.choices]
    assert total in values
    return Answer([(total,)], [(v,) for v in values if v != total][:1], "a")


def solve_winner(page, facts):
    trick = [p.card for p in page.table]
    winner = trick[trick_winner(trick, page.trump)]
    by_card = {card: value for value, card in page.card_buttons}
    return Answer([(by_card[winner],)], [(by_card[c],) for c in trick if c != winner][:1], "a")


def solve_legal(page, facts):
    trick = [p.card for p in page.table]
    partner_winning = False
    if trick:
        winning = page.table[trick_winner(trick, page.trump)]
        partner_winning = facts.pairs and winning.label == "Compañero"
    pile = facts.habanero and bool(page.pile) and not facts.no_pile
    right = legal_cards(page.hand, trick, page.trump, facts, partner_winning, pile)
    hand = set(page.hand)
    wrongs = []
    if hand - right:
        wrongs.append(values_for(page, right | {sorted(hand - right)[0]}))
    if len(right) > 1:
        wrongs.append(values_for(page, right - {sorted(right)[0]}))
    return Answer([values_for(page, right)], wrongs, "c")


def solve_cante(page, facts):
    assert facts.window, "a cante question says the learner has just won a trick"
    assert facts.cuarenta_primero is not None, "a cante question states the table's cante rules"
    assert facts.nobody_declared or facts.declared, "a cante question says which cantes were made"
    pile_left = bool(page.pile) and not facts.no_pile
    if facts.habanero:
        assert facts.won_and_drew
    right = declarations(page.hand, page.trump, facts, pile_left)
    values = [v for v, _label, _f in page.choices]
    labels = {v: label.lower() for v, label, _f in page.choices}
    for value in values:  # the buttons say what they declare
        if value.startswith("cante:"):
            suit = SUIT_WORDS[SUIT_IN.search(labels[value]).group(1)]
            assert value == f"cante:{suit}"
            assert ("cuarenta" in labels[value]) == (suit == page.trump)
    none = next(v for v in values if "no puedo cantar" in labels[v])
    rights = [(v,) for v in sorted(right)] or [(none,)]
    wrongs = [(v,) for v in values if v not in right and (v != none or right)]
    return Answer(rights, wrongs[:2], "a")


def solve_swap(page, facts):
    assert facts.habanero or facts.three_players
    if facts.habanero:
        assert facts.won_and_drew
    else:
        assert facts.before_first_trick
    pile_left = bool(page.pile) and not facts.no_pile
    taker = swap(page.shown, page.hand, page.trump, facts, pile_left)
    by_card = {card: value for value, card in page.card_buttons}
    none = next(v for v, label, _f in page.choices if label.lower().startswith("ninguna"))
    right = by_card[taker] if taker else none
    others = [v for v in [*by_card.values(), none] if v != right]
    return Answer([(right,)], [(others[0],)], "a")


def solve_cabrero(page, facts):
    assert facts.cabrero
    assert facts.nobody_declared or facts.cabrero_cantes
    seats = []
    for value, label, _f in page.choices:
        match = re.fullmatch(r"Jugador (\d+) · (?:(\d+) puntos|no entró en baza)", label)
        assert match, label
        assert int(value) == int(match.group(1)) - 1
        seats.append(int(match.group(2)) if match.group(2) is not None else None)
    losers = cabrero_losers(seats, set(facts.cabrero_cantes))
    right = tuple(sorted(str(s) for s in losers))
    everyone = set(range(len(seats)))
    wrong = tuple(sorted(str(s) for s in everyone - losers)) or ("0",)
    return Answer([right], [wrong] if set(wrong) != set(right) else [], "c")


def solve_jugada(page, facts):
    """Which card is wise (docs/RULES.md §3 for what may be played; lesson 14 for what is wise):
    when the rival takes the trick and no card of yours may stop it, give him the fewest points.
    The lessons ask this only of the last player to a trick the rival is winning."""
    trick = [p.card for p in page.table]
    players = 4 if "cuatro jugadores" in " ".join(page.facts).lower() else 3
    assert len(trick) == players - 1, "asked of the last player to the trick"
    winning = page.table[trick_winner(trick, page.trump)]
    partner_winning = facts.pairs and winning.label == "Compañero"
    assert not partner_winning, "asked when a rival is winning the trick"
    allowed = legal_cards(page.hand, trick, page.trump, facts, partner_winning, pile=False)
    assert not any(trick_winner([*trick, c], page.trump) == len(trick) for c in allowed), "none wins"
    fewest = min(points(c) for c in allowed)
    right = sorted(c for c in allowed if points(c) == fewest)
    wrong = sorted(set(page.hand) - set(right))
    return Answer([values_for(page, [c]) for c in right], [values_for(page, [c]) for c in wrong[:1]], "a")


SOLVERS = {
    "find": solve_find,
    "order": solve_order,
    "points": solve_points,
    "winner": solve_winner,
    "legal": solve_legal,
    "cante": solve_cante,
    "swap": solve_swap,
    "cabrero": solve_cabrero,
    "jugada": solve_jugada,
}
