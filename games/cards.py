"""Card pictures of the Spanish deck, drawn by the project as inline SVG.

Public API:
    card_svg(code, size="hand") -> SafeString   one card, face up
    card_back_svg(size="hand") -> SafeString    the back of a card

    sprite_svg() -> str                         every drawing once, as <symbol>s of one document
    card_ref_svg(code, size, sprite) -> SafeString     one card drawn by reference to the sprite
    card_back_ref_svg(size, sprite) -> SafeString      the back, by reference

Pages use the references (a few hundred bytes a card instead of several kilobytes: pushed table
frames stay small, and the browser caches the drawings once). A back's reference names only the
back's drawing, never the hidden card.

Card names and every other word come from games.words (``card_name`` is imported from there
for the pictures' labels).

Every picture is standalone markup (no ids, no <defs>, no inline styles), so the same card can
appear any number of times on a page and a strict Content Security Policy does not hide it.
Drawings use one coordinate system, viewBox 0 0 200 300; the size only sets width/height and,
for "thumb", chooses a simplified face (big rank and emblem) that stays legible at 40 px.
"""

from functools import lru_cache
from html import escape

from django.utils.safestring import mark_safe
from django.utils.translation import get_language, pgettext

from games.words import card_name, split_card
from tute import DECK

SIZES = {"thumb": (40, 60), "hand": (80, 120), "large": (140, 210)}

W, H = 200, 300
INK = "#2b1d12"
PAPER = "#fffaf0"
SKIN = "#f4c9a0"

# Colour of the rank numbers, one per suit (dark enough to read on the paper colour).
RANK_INK = {"o": "#a55d00", "c": "#b3201a", "e": "#1d4f99", "b": "#2e6b22"}
# Clothing of the figures: (main, second, trim) per suit.
ROBES = {
    "o": ("#c0392b", "#2c5aa0", "#f2b705"),
    "c": ("#2c5aa0", "#d9a21b", "#c0392b"),
    "e": ("#3f8f3f", "#c0392b", "#f2b705"),
    "b": ("#7a3f98", "#3f8f3f", "#f2b705"),
}
HORSES = {"o": "#f1ece0", "c": "#9a5b2e", "e": "#5a5a66", "b": "#c98b4a"}


# --------------------------------------------------------------------------- public pictures


def card_svg(code, size="hand"):
    """Inline SVG of one card face; cached per (card, size, language)."""
    rank, suit = split_card(code)
    _check_size(size)
    return _card_svg(rank, suit, size, get_language() or "es")


def card_back_svg(size="hand"):
    """Inline SVG of the back of a card."""
    _check_size(size)
    return _card_back_svg(size, get_language() or "es")


def _check_size(size):
    if size not in SIZES:
        raise ValueError(f"Unknown card size: {size!r} (use thumb, hand or large)")


@lru_cache(maxsize=512)
def _card_svg(rank, suit, size, language):
    label = card_name(f"{rank}{suit}")
    if size == "thumb":
        body = _thumb_face(rank, suit)
    else:
        body = _face(rank, suit)
    return _svg(body, size, label, f"card card-{size} card-{suit}", f"{rank}{suit}")


@lru_cache(maxsize=8)
def _card_back_svg(size, language):
    label = pgettext("card", "carta boca abajo")
    return _svg(_back(), size, label, f"card card-{size} card-back", "")


# --------------------------------------------------------------------------- the sprite


def _symbol_id(rank, suit, size):
    """Id of a drawing in the sprite: "f-3c" (full face, hand and large) or "t-3c" (thumb)."""
    return f"{'t' if size == 'thumb' else 'f'}-{rank}{suit}"


BACK_ID = "back"


@lru_cache(maxsize=1)
def sprite_svg():
    """One SVG document with every drawing as a <symbol> (faces for each size, and the back)."""
    symbols = []
    for code in DECK:
        rank, suit = split_card(code)
        for size, body in (("hand", _face(rank, suit)), ("thumb", _thumb_face(rank, suit))):
            symbols.append(
                f'<symbol id="{_symbol_id(rank, suit, size)}" viewBox="0 0 {W} {H}">{body}</symbol>'
            )
    symbols.append(f'<symbol id="{BACK_ID}" viewBox="0 0 {W} {H}">{_back()}</symbol>')
    return f'<svg xmlns="http://www.w3.org/2000/svg">{"".join(symbols)}</svg>'


def card_ref_svg(code, size, sprite):
    """A card face that draws by reference to the sprite at URL `sprite` (same look as card_svg)."""
    rank, suit = split_card(code)
    _check_size(size)
    return _card_ref_svg(rank, suit, size, get_language() or "es", sprite)


def card_back_ref_svg(size, sprite):
    """The back of a card by reference to the sprite: it carries no card code of any kind."""
    _check_size(size)
    return _card_back_ref_svg(size, get_language() or "es", sprite)


@lru_cache(maxsize=512)
def _card_ref_svg(rank, suit, size, language, sprite):
    body = _use(sprite, _symbol_id(rank, suit, size))
    label = card_name(f"{rank}{suit}")
    return _svg(body, size, label, f"card card-{size} card-{suit}", f"{rank}{suit}", standalone=False)


@lru_cache(maxsize=16)
def _card_back_ref_svg(size, language, sprite):
    label = pgettext("card", "carta boca abajo")
    return _svg(_use(sprite, BACK_ID), size, label, f"card card-{size} card-back", "", standalone=False)


def _use(sprite, symbol):
    return f'<use href="{escape(sprite)}#{symbol}"/>'  # (a symbol's use fills the viewBox)


def _svg(body, size, label, css_class, code, standalone=True):
    width, height = SIZES[size]
    label = escape(label)
    data = f' data-card="{code}"' if code else ""
    xmlns = ' xmlns="http://www.w3.org/2000/svg"' if standalone else ""  # HTML needs none
    return mark_safe(
        f'<svg{xmlns} viewBox="0 0 {W} {H}" width="{width}" '
        f'height="{height}" class="{css_class}"{data} role="img" aria-label="{label}">'
        f"<title>{label}</title>{body}</svg>"
    )


# --------------------------------------------------------------------------- small helpers


def _g(x, y, scale=1.0, rotate=0.0, inner=""):
    parts = [f"translate({_n(x)} {_n(y)})"]
    if rotate:
        parts.append(f"rotate({_n(rotate)})")
    if scale != 1:
        parts.append(f"scale({_n(scale)})")
    return f'<g transform="{" ".join(parts)}">{inner}</g>'


def _n(value):
    """Short number text for coordinates."""
    text = f"{value:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


# --------------------------------------------------------------------------- suit emblems
# Each emblem is drawn around (0, 0): the coin and the cup fit a 100-unit box, the sword and the
# club are 200 units long, point (or thick end) up.


def _oro():
    dots = "".join(
        f'<circle cx="{_n(27 * c)}" cy="{_n(27 * s)}" r="3.6" fill="#b3261e"/>'
        for c, s in (
            (1, 0),
            (0.7071, 0.7071),
            (0, 1),
            (-0.7071, 0.7071),
            (-1, 0),
            (-0.7071, -0.7071),
            (0, -1),
            (0.7071, -0.7071),
        )
    )
    return (
        '<circle r="50" fill="#e9a91b" stroke="#b3261e" stroke-width="7"/>'
        '<circle r="37" fill="#fbd35a" stroke="#b3261e" stroke-width="2.5"/>'
        f"{dots}"
        '<circle r="15" fill="#e9a91b" stroke="#b3261e" stroke-width="2.5"/>'
        '<path d="M0,-9 L3,-3 L9,0 L3,3 L0,9 L-3,3 L-9,0 L-3,-3 Z" fill="#b3261e"/>'
    )


def _copa():
    return (
        '<path d="M-27,48 C-22,34 -9,28 0,27 C9,28 22,34 27,48 Z" fill="#c62828" '
        f'stroke="{INK}" stroke-width="2.5"/>'
        f'<rect x="-29" y="43" width="58" height="7" rx="2" fill="#f2b705" stroke="{INK}" stroke-width="2"/>'
        f'<rect x="-5" y="0" width="10" height="29" fill="#f2b705" stroke="{INK}" stroke-width="2"/>'
        f'<ellipse cx="0" cy="14" rx="11" ry="5.5" fill="#c62828" stroke="{INK}" stroke-width="2"/>'
        '<path d="M-35,-42 C-35,-12 -19,3 0,3 C19,3 35,-12 35,-42 Z" fill="#d32f2f" '
        f'stroke="{INK}" stroke-width="2.5"/>'
        '<path d="M-32,-24 C-22,-18 22,-18 32,-24 L30,-15 C20,-9 -20,-9 -30,-15 Z" fill="#f2b705"/>'
        '<path d="M-22,-36 C-22,-20 -14,-10 -6,-6" fill="none" stroke="#ff8a80" stroke-width="3" '
        'stroke-linecap="round"/>'
        f'<rect x="-38" y="-50" width="76" height="10" rx="3" fill="#f2b705" '
        f'stroke="{INK}" stroke-width="2.5"/>'
    )


def _espada():
    return (
        '<path d="M0,-100 L10,-82 L10,42 L-10,42 L-10,-82 Z" fill="#2f6db5" '
        f'stroke="{INK}" stroke-width="3" stroke-linejoin="round"/>'
        '<path d="M0,-88 L0,36" stroke="#a9cdf5" stroke-width="4" stroke-linecap="round"/>'
        f'<rect x="-7" y="52" width="14" height="30" rx="3" fill="#c62828" '
        f'stroke="{INK}" stroke-width="2.5"/>'
        '<path d="M-7,60 L7,56 M-7,68 L7,64 M-7,76 L7,72" stroke="#f2b705" stroke-width="2"/>'
        '<path d="M-34,40 C-20,46 20,46 34,40 L34,52 C20,58 -20,58 -34,52 Z" fill="#f2b705" '
        f'stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
        f'<circle cx="-36" cy="46" r="7" fill="#f2b705" stroke="{INK}" stroke-width="2.5"/>'
        f'<circle cx="36" cy="46" r="7" fill="#f2b705" stroke="{INK}" stroke-width="2.5"/>'
        f'<circle cx="0" cy="90" r="10" fill="#f2b705" stroke="{INK}" stroke-width="2.5"/>'
    )


def _basto():
    knots = "".join(
        f'<path d="M{_n(x)},{_n(y)} l{_n(dx)},-5 l{_n(dx * 0.4)},9 Z" fill="#8b5a2b" stroke="#2c4a1c" '
        'stroke-width="2" stroke-linejoin="round"/>'
        for x, y, dx in ((-24, -58, -12), (22, -30, 12), (-19, 8, -11), (16, 46, 10))
    )
    return (
        f"{knots}"
        '<path d="M-24,-90 C-30,-55 -22,-15 -15,25 L-10,92 C-4,96 4,96 10,92 L15,25 '
        'C22,-15 30,-55 24,-90 C12,-99 -12,-99 -24,-90 Z" fill="#5e9b3c" stroke="#2c4a1c" '
        'stroke-width="3" stroke-linejoin="round"/>'
        '<path d="M-12,-80 C-15,-50 -10,-10 -5,30 L-3,84" fill="none" stroke="#9ccc65" '
        'stroke-width="4" stroke-linecap="round"/>'
        '<path d="M-20,-62 L8,-70 M-14,-20 L14,-28 M-9,22 L12,16 M-7,62 L9,58" stroke="#b3261e" '
        'stroke-width="4" stroke-linecap="round"/>'
        '<ellipse cx="0" cy="-90" rx="24" ry="7" fill="#d8b075" stroke="#2c4a1c" stroke-width="2.5"/>'
        '<ellipse cx="0" cy="-90" rx="11" ry="3" fill="none" stroke="#8b5a2b" stroke-width="1.5"/>'
    )


EMBLEMS = {"o": _oro, "c": _copa, "e": _espada, "b": _basto}


def _emblem(suit, x, y, scale, rotate=0.0):
    return _g(x, y, scale, rotate, EMBLEMS[suit]())


# --------------------------------------------------------------------------- card frame


def _paper():
    return (
        f'<rect x="2" y="2" width="196" height="296" rx="14" fill="{PAPER}" '
        'stroke="#8a7a66" stroke-width="3"/>'
    )


# The frame line of the Spanish deck is interrupted: oros none, copas once, espadas twice, bastos
# three times, on the top and bottom edges; gaps are (start, end) in x.
FRAME_GAPS = {
    "o": (),
    "c": ((88, 112),),
    "e": ((66, 86), (114, 134)),
    "b": ((56, 72), (92, 108), (128, 144)),
}


def _frame(suit):
    left, right, top, bottom = 12, 188, 12, 288
    colour = RANK_INK[suit]
    segments = []
    for y in (top, bottom):
        x = left
        for start, end in FRAME_GAPS[suit]:
            segments.append(f"M{x},{y} L{start},{y}")
            x = end
        segments.append(f"M{x},{y} L{right},{y}")
    segments.append(f"M{left},{top} L{left},{bottom} M{right},{top} L{right},{bottom}")
    return f'<path d="{" ".join(segments)}" fill="none" stroke="{colour}" stroke-width="2.5"/>'


def _index(rank, suit):
    """Rank number and a small emblem in the top-left and (upside down) bottom-right corners."""
    small = {"o": 0.2, "c": 0.22, "e": 0.16, "b": 0.16}[suit]
    one = (
        f'<text x="34" y="48" text-anchor="middle" font-family="Georgia, \'Times New Roman\', serif" '
        f'font-weight="bold" font-size="{32 if rank >= 10 else 36}" fill="{RANK_INK[suit]}">{rank}</text>'
        + _emblem(suit, 34, 70, small, 0)
    )
    return one + f'<g transform="rotate(180 100 150)">{one}</g>'


def _face(rank, suit):
    if rank == 1:
        art = _as(suit)
    elif rank <= 7:
        art = _pips(rank, suit)
    else:
        art = FIGURES[rank](suit)
    return _paper() + _frame(suit) + art + _index(rank, suit)


# --------------------------------------------------------------------------- pip cards

ROUND_LAYOUTS = {
    2: ((100, 88), (100, 212)),
    3: ((100, 66), (100, 150), (100, 234)),
    4: ((76, 88), (124, 88), (76, 212), (124, 212)),
    5: ((76, 80), (124, 80), (100, 150), (76, 220), (124, 220)),
    6: ((76, 66), (124, 66), (76, 150), (124, 150), (76, 234), (124, 234)),
    7: ((76, 62), (124, 62), (100, 106), (76, 150), (124, 150), (76, 238), (124, 238)),
}
ROUND_SCALE = {"o": 0.4, "c": 0.44}
# Swords and clubs are long: wider columns so that neighbours do not touch.
LONG_LAYOUTS = {
    4: ((64, 88), (136, 88), (64, 212), (136, 212)),
    5: ((64, 86), (136, 86), (100, 150), (64, 214), (136, 214)),
    6: ((66, 62), (134, 62), (66, 150), (134, 150), (66, 238), (134, 238)),
    7: ((66, 62), (134, 62), (100, 106), (66, 150), (134, 150), (66, 238), (134, 238)),
}


def _pips(rank, suit):
    if suit in ROUND_SCALE:
        scale = ROUND_SCALE[suit]
        if rank == 2:
            scale *= 1.25
        elif suit == "c" and rank == 7:
            scale = 0.4
        return "".join(_emblem(suit, x, y, scale) for x, y in ROUND_LAYOUTS[rank])
    return _long_pips(rank, suit)


def _long_pips(rank, suit):
    """Swords and clubs: crossed for 2 and 3 (as in the Spanish deck), then in columns."""
    if rank == 2:
        return _emblem(suit, 100, 150, 1.0, -22) + _emblem(suit, 100, 150, 1.0, 22)
    if rank == 3:
        return (
            _emblem(suit, 100, 150, 1.0, -26)
            + _emblem(suit, 100, 150, 1.0, 26)
            + _emblem(suit, 100, 150, 1.05, 0)
        )
    scale = 0.4 if rank >= 6 else 0.44
    out = []
    for x, y in LONG_LAYOUTS[rank]:
        tilt = 0 if x == 100 else (-7 if x < 100 else 7)
        out.append(_emblem(suit, x, y, scale, tilt))
    return "".join(out)


def _as(suit):
    if suit == "o":
        return (
            '<ellipse cx="100" cy="150" rx="72" ry="72" fill="none" stroke="#e9a91b" stroke-width="3" '
            'stroke-dasharray="2 6" stroke-linecap="round"/>' + _emblem("o", 100, 150, 1.2)
        )
    if suit == "c":
        return _emblem("c", 100, 152, 1.5)
    if suit == "e":
        return _ribbon(100, 210) + _emblem("e", 100, 148, 1.2)
    return _ribbon(100, 210) + _emblem("b", 100, 148, 1.2, 8)


def _ribbon(x, y):
    return _g(
        x,
        y,
        1,
        0,
        '<path d="M-56,-6 C-30,-18 30,6 56,-6 L52,8 C28,20 -30,-4 -52,8 Z" fill="#c62828" '
        f'stroke="{INK}" stroke-width="2"/>',
    )


# --------------------------------------------------------------------------- figures


def _head(x, y, beard=None, r=17):
    """A face looking at the viewer: head circle, eyes, nose, mouth, optional beard colour."""
    beard_path = ""
    if beard:
        beard_path = (
            f'<path d="M{_n(x - r + 2)},{_n(y + 2)} C{_n(x - r + 4)},{_n(y + r + 14)} '
            f"{_n(x + r - 4)},{_n(y + r + 14)} {_n(x + r - 2)},{_n(y + 2)} "
            f'C{_n(x + 8)},{_n(y + 10)} {_n(x - 8)},{_n(y + 10)} {_n(x - r + 2)},{_n(y + 2)} Z" '
            f'fill="{beard}" stroke="{INK}" stroke-width="1.5"/>'
        )
    return (
        f'<circle cx="{_n(x)}" cy="{_n(y)}" r="{r}" fill="{SKIN}" stroke="{INK}" stroke-width="2"/>'
        f"{beard_path}"
        f'<circle cx="{_n(x - 6)}" cy="{_n(y - 2)}" r="1.9" fill="{INK}"/>'
        f'<circle cx="{_n(x + 6)}" cy="{_n(y - 2)}" r="1.9" fill="{INK}"/>'
        f'<path d="M{_n(x)},{_n(y)} L{_n(x - 1.5)},{_n(y + 5)} L{_n(x + 1)},{_n(y + 5)}" fill="none" '
        f'stroke="{INK}" stroke-width="1.3"/>'
        f'<path d="M{_n(x - 4)},{_n(y + 9)} Q{_n(x)},{_n(y + 11)} {_n(x + 4)},{_n(y + 9)}" fill="none" '
        f'stroke="#a0342a" stroke-width="1.6" stroke-linecap="round"/>'
    )


def _held(suit, hand_x, hand_y, big=False, scale=0.62):
    """The suit emblem held in a hand at (hand_x, hand_y)."""
    if suit == "o":
        return _emblem("o", hand_x + 2, hand_y - 20, 0.36 if not big else 0.42)
    if suit == "c":
        return _emblem("c", hand_x + 2, hand_y - 14, 0.4 if not big else 0.46)
    # sword and club: grip in the hand, pointing up; local y ~ 62 is the hand
    if big:
        scale = 0.7
    tilt = 10 if suit == "e" else 6
    return _emblem(suit, hand_x + 0.0, hand_y - 62 * scale, scale, tilt)


def _hand(x, y):
    return f'<circle cx="{_n(x)}" cy="{_n(y)}" r="6" fill="{SKIN}" stroke="{INK}" stroke-width="1.8"/>'


def _sota(suit):
    main, second, trim = ROBES[suit]
    held = _held(suit, 140, 142)
    return (
        # legs and shoes
        f'<rect x="83" y="196" width="13" height="62" fill="{second}" stroke="{INK}" stroke-width="2"/>'
        f'<rect x="104" y="196" width="13" height="62" fill="{second}" stroke="{INK}" stroke-width="2"/>'
        f'<ellipse cx="86" cy="261" rx="13" ry="6" fill="#4a2c17" stroke="{INK}" stroke-width="1.5"/>'
        f'<ellipse cx="114" cy="261" rx="13" ry="6" fill="#4a2c17" stroke="{INK}" stroke-width="1.5"/>'
        # short cape behind, tunic, belt
        f'<path d="M74,106 L60,180 L76,176 L80,112 Z" fill="{second}" stroke="{INK}" stroke-width="2"/>'
        f'<path d="M78,104 L122,104 L134,204 C112,212 88,212 66,204 Z" fill="{main}" stroke="{INK}" '
        'stroke-width="2.5" stroke-linejoin="round"/>'
        f'<path d="M100,106 L100,206" stroke="{trim}" stroke-width="4"/>'
        f'<path d="M70,200 C90,208 110,208 130,200" fill="none" stroke="{trim}" stroke-width="4"/>'
        f'<rect x="72" y="152" width="56" height="8" fill="{trim}" stroke="{INK}" stroke-width="1.5"/>'
        # left arm resting on the hip, right arm holding the emblem
        f'<path d="M80,110 C66,128 64,148 74,160" fill="none" stroke="{main}" stroke-width="12" '
        'stroke-linecap="round"/>'
        f'<path d="M80,110 C66,128 64,148 74,160" fill="none" stroke="{INK}" stroke-width="1.5"/>'
        + _hand(76, 160)
        + f'<path d="M120,110 C134,120 138,130 139,140" fill="none" stroke="{main}" stroke-width="12" '
        'stroke-linecap="round"/>'
        + held
        + _hand(140, 142)
        # ruff collar, head, hair and plumed cap
        + '<ellipse cx="100" cy="104" rx="17" ry="6" fill="#ffffff" stroke="#2b1d12" stroke-width="1.5"/>'
        + _head(100, 82)
        + f'<path d="M83,78 C82,96 88,100 88,100 L86,80 Z" fill="#6b3e1f"/>'
        f'<path d="M117,78 C118,96 112,100 112,100 L114,80 Z" fill="#6b3e1f"/>'
        f'<path d="M80,72 C82,54 118,54 120,72 C108,66 92,66 80,72 Z" fill="{second}" stroke="{INK}" '
        'stroke-width="2"/>'
        f'<ellipse cx="100" cy="70" rx="24" ry="5" fill="{second}" stroke="{INK}" stroke-width="2"/>'
        f'<path d="M108,60 C120,40 134,40 140,46 C128,46 118,52 110,62 Z" fill="{trim}" stroke="{INK}" '
        'stroke-width="1.5"/>'
    )


def _caballo(suit):
    main, second, trim = ROBES[suit]
    coat = HORSES[suit]
    mane = "#3b2414" if suit != "e" else "#222"
    held = _held(suit, 150, 96, scale=0.5)
    legs = "".join(
        f'<path d="M{x},{y0} L{x + dx},{y0 + 30} L{x + dx * 0.5},{y0 + 56}" fill="none" stroke="{INK}" '
        f'stroke-width="13" stroke-linecap="round" stroke-linejoin="round"/>'
        f'<path d="M{x},{y0} L{x + dx},{y0 + 30} L{x + dx * 0.5},{y0 + 56}" fill="none" stroke="{coat}" '
        f'stroke-width="9" stroke-linecap="round" stroke-linejoin="round"/>'
        f'<rect x="{x + dx * 0.5 - 6}" y="{y0 + 54}" width="12" height="7" rx="2" fill="{INK}"/>'
        for x, y0, dx in ((66, 196, -10), (84, 198, 6), (128, 198, -6), (146, 194, 12))
    )
    return (
        '<g transform="translate(2 28) scale(0.85)">'
        + (
            legs
            # tail
            + f'<path d="M156,178 C174,184 176,200 166,212 C164,202 160,196 152,192 Z" fill="{mane}" '
            f'stroke="{INK}" stroke-width="1.5"/>'
            # body and neck, head
            f'<ellipse cx="106" cy="186" rx="54" ry="27" fill="{coat}" stroke="{INK}" stroke-width="2.5"/>'
            f'<path d="M66,182 C56,160 52,140 46,122 L70,110 C76,130 84,150 92,170 Z" fill="{coat}" '
            f'stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
            f'<path d="M50,112 C40,112 28,124 24,140 C22,148 30,152 36,148 C42,142 50,138 56,136 '
            f'L70,120 Z" fill="{coat}" stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
            f'<path d="M52,106 L58,94 L62,110 Z" fill="{coat}" stroke="{INK}" stroke-width="2"/>'
            f'<circle cx="46" cy="122" r="2.6" fill="{INK}"/>'
            f'<circle cx="29" cy="143" r="1.8" fill="{INK}"/>'
            f'<path d="M62,108 C72,118 80,140 90,160 L84,168 C76,146 68,128 58,114 Z" fill="{mane}"/>'
            # bridle and reins
            f'<path d="M36,136 L54,124 L60,112" fill="none" stroke="#7a1d1d" stroke-width="2.5"/>'
            f'<path d="M40,136 C70,150 96,150 112,142" fill="none" stroke="#7a1d1d" stroke-width="2"/>'
            # saddle cloth
            f'<path d="M92,160 L138,160 L134,200 L96,200 Z" fill="{second}" stroke="{INK}" stroke-width="2"/>'
            f'<path d="M96,196 L134,196" stroke="{trim}" stroke-width="4"/>'
            # rider: leg, body, arms, head, hat
            f'<path d="M112,150 L118,190 L116,214" fill="none" stroke="{INK}" stroke-width="13" '
            'stroke-linecap="round"/>'
            f'<path d="M112,150 L118,190 L116,214" fill="none" stroke="{second}" stroke-width="9" '
            'stroke-linecap="round"/>'
            f'<path d="M110,214 L124,214 L126,222 L108,222 Z" fill="#4a2c17"/>'
            f'<path d="M98,104 L128,104 L132,160 L96,160 Z" fill="{main}" stroke="{INK}" stroke-width="2.5" '
            'stroke-linejoin="round"/>'
            f'<rect x="96" y="140" width="36" height="7" fill="{trim}" stroke="{INK}" stroke-width="1.5"/>'
            f'<path d="M102,112 C96,126 104,136 112,142" fill="none" stroke="{main}" stroke-width="11" '
            'stroke-linecap="round"/>'
            + _hand(112, 142)
            + f'<path d="M124,110 C136,108 144,102 148,96" fill="none" stroke="{main}" stroke-width="11" '
            'stroke-linecap="round"/>'
            + held
            + _hand(150, 96)
            + _head(113, 86, r=15)
            + f'<path d="M96,78 C96,60 130,60 130,78 Z" fill="{second}" stroke="{INK}" stroke-width="2"/>'
            f'<path d="M90,78 L136,78" stroke="{INK}" stroke-width="4" stroke-linecap="round"/>'
            f'<path d="M90,78 L136,78" stroke="{second}" stroke-width="2" stroke-linecap="round"/>'
            f'<path d="M100,66 C90,50 98,40 106,40 C100,48 102,56 106,64 Z" fill="{trim}" stroke="{INK}" '
            'stroke-width="1.5"/>'
        )
        + "</g>"
    )


def _rey(suit):
    main, second, trim = ROBES[suit]
    held = _held(suit, 142, 150, big=True)
    ermine = "".join(
        f'<path d="M{x},{y} l-1.5,5 l3,0 Z" fill="{INK}"/>'
        for x, y in ((92, 150), (108, 180), (92, 210), (108, 240))
    )
    return (
        # cape behind, long robe, ermine front band and hem
        f'<path d="M78,104 L52,262 L148,262 L122,104 Z" fill="{second}" stroke="{INK}" stroke-width="2.5" '
        'stroke-linejoin="round"/>'
        f'<path d="M80,104 L120,104 L138,262 L62,262 Z" fill="{main}" stroke="{INK}" stroke-width="2.5" '
        'stroke-linejoin="round"/>'
        f'<path d="M92,106 L108,106 L112,262 L88,262 Z" fill="#ffffff" stroke="{INK}" stroke-width="1.5"/>'
        f"{ermine}"
        f'<path d="M54,252 L146,252 L148,264 L52,264 Z" fill="#ffffff" stroke="{INK}" stroke-width="1.5"/>'
        f'<rect x="70" y="146" width="60" height="8" fill="{trim}" stroke="{INK}" stroke-width="1.5"/>'
        # arms: left across the chest, right holding the emblem
        f'<path d="M82,112 C70,130 78,146 96,150" fill="none" stroke="{main}" stroke-width="13" '
        'stroke-linecap="round"/>'
        + _hand(97, 150)
        + f'<path d="M118,112 C132,124 140,136 141,148" fill="none" stroke="{main}" stroke-width="13" '
        'stroke-linecap="round"/>'
        + held
        + _hand(142, 150)
        # ermine collar, head with beard, crown
        + '<path d="M76,104 C86,114 114,114 124,104 C114,98 86,98 76,104 Z" fill="#ffffff" '
        f'stroke="{INK}" stroke-width="1.5"/>'
        + _head(100, 82, beard="#8a5a2b")
        + f'<path d="M83,76 C84,64 116,64 117,76" fill="#8a5a2b"/>'
        f'<path d="M80,68 L80,44 L90,56 L100,38 L110,56 L120,44 L120,68 Z" fill="#f2b705" '
        f'stroke="{INK}" stroke-width="2.5" stroke-linejoin="round"/>'
        f'<rect x="79" y="62" width="42" height="8" fill="#f2b705" stroke="{INK}" stroke-width="2"/>'
        '<circle cx="100" cy="66" r="3" fill="#c62828"/>'
        '<circle cx="88" cy="66" r="2.4" fill="#2c5aa0"/><circle cx="112" cy="66" r="2.4" fill="#2c5aa0"/>'
        '<circle cx="100" cy="38" r="3" fill="#c62828"/>'
        '<circle cx="80" cy="44" r="2.5" fill="#c62828"/><circle cx="120" cy="44" r="2.5" fill="#c62828"/>'
    )


FIGURES = {10: _sota, 11: _caballo, 12: _rey}


# --------------------------------------------------------------------------- thumbnail face


def _thumb_face(rank, suit):
    """Big rank and one big emblem: readable at 40 px wide."""
    emblem = {
        "o": _emblem("o", 108, 196, 0.82),
        "c": _emblem("c", 108, 196, 0.95),
        "e": _emblem("e", 112, 188, 0.82, 20),
        "b": _emblem("b", 112, 188, 0.8, 20),
    }[suit]
    return (
        _paper()
        + _frame(suit)
        + emblem
        + f'<text x="{14 if rank >= 10 else 18}" y="86" font-family="Georgia, \'Times New Roman\', serif" '
        f'font-weight="bold" font-size="{84 if rank >= 10 else 96}" fill="{RANK_INK[suit]}">{rank}</text>'
    )


# --------------------------------------------------------------------------- card back


def _back():
    left, top, right, bottom = 18, 18, 182, 282
    step = 18
    lines = []
    # lines x - y = c and x + y = c clipped to the inner rectangle
    for c in range(left - bottom, right - top + 1, step):
        x0, y0 = max(left, top + c), max(left, top + c) - c
        x1, y1 = min(right, bottom + c), min(right, bottom + c) - c
        lines.append(f"M{x0},{y0} L{x1},{y1}")
    for c in range(left + top, right + bottom + 1, step):
        x0 = max(left, c - bottom)
        x1 = min(right, c - top)
        lines.append(f"M{x0},{c - x0} L{x1},{c - x1}")
    return (
        '<rect x="2" y="2" width="196" height="296" rx="14" fill="#fdf6e9" '
        'stroke="#8a7a66" stroke-width="3"/>'
        '<rect x="12" y="12" width="176" height="276" rx="8" fill="#8e1b1b"/>'
        f'<path d="{" ".join(lines)}" stroke="#d9a441" stroke-width="2" opacity="0.8"/>'
        '<rect x="18" y="18" width="164" height="264" rx="5" fill="none" stroke="#f2d28b" stroke-width="3"/>'
        '<ellipse cx="100" cy="150" rx="42" ry="58" fill="#8e1b1b" stroke="#f2d28b" stroke-width="4"/>'
        '<ellipse cx="100" cy="150" rx="32" ry="46" fill="#1d3d7a" stroke="#f2d28b" stroke-width="2"/>'
        '<path d="M100,116 C108,136 120,146 126,150 C120,154 108,164 100,184 C92,164 80,154 74,150 '
        'C80,146 92,136 100,116 Z" fill="#f2b705" stroke="#8e1b1b" stroke-width="2"/>'
        '<circle cx="100" cy="150" r="7" fill="#8e1b1b"/>'
    )
