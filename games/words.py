"""Every word a learner reads about the cards and the table, in one place (Spanish first).

The engine owns the card vocabulary (``tute.SUITS``, ``RANKS``, ``DECK``: codes such as
``"10o"``); this module owns how those things are *said*: ranks, suits and cards with the right
article («el as», «la sota», «al caballo», «a la sota», «de la sota»), seats around the table,
cantes, obligations and actions, the bots' levels and the table options. Pages, template
filters, flows, exercises and the teachers' area compose their sentences with these functions
instead of spelling the words again, so a card or a seat is called the same on every page and
in both languages.

Every text goes through gettext; words that are short or ambiguous in English carry a
``pgettext`` context (``"card rank"``, ``"card suit"``, ``"seat"``...).
"""

from django.utils.translation import gettext as _
from django.utils.translation import pgettext

from tute import SUITS, parse_card

# --------------------------------------------------------------------------- ranks, suits, cards

FEMININE_RANKS = frozenset({10})
"""Ranks whose name takes a feminine article: «la sota» (every other one is «el»)."""


def rank_word(rank):
    """The rank's name alone: «as», «tres», «sota» (``rank`` as int or digits)."""
    words = {
        1: pgettext("card rank", "as"),
        2: pgettext("card rank", "dos"),
        3: pgettext("card rank", "tres"),
        4: pgettext("card rank", "cuatro"),
        5: pgettext("card rank", "cinco"),
        6: pgettext("card rank", "seis"),
        7: pgettext("card rank", "siete"),
        10: pgettext("card rank", "sota"),
        11: pgettext("card rank", "caballo"),
        12: pgettext("card rank", "rey"),
    }
    try:
        return words[int(rank)]
    except (KeyError, TypeError, ValueError):
        raise ValueError(f"Unknown rank: {rank!r}") from None


def a_rank(rank):
    """One card of that rank, with its indefinite article: «un caballo», «una sota»."""
    ranks = {
        1: _("un as"),
        2: _("un dos"),
        3: _("un tres"),
        4: _("un cuatro"),
        5: _("un cinco"),
        6: _("un seis"),
        7: _("un siete"),
        10: _("una sota"),
        11: _("un caballo"),
        12: _("un rey"),
    }
    try:
        return ranks[int(rank)]
    except (KeyError, TypeError, ValueError):
        raise ValueError(f"Unknown rank: {rank!r}") from None


def suit_name(suit):
    """The suit's plural name: «oros», «copas», «espadas», «bastos»."""
    names = {
        "o": pgettext("card suit", "oros"),
        "c": pgettext("card suit", "copas"),
        "e": pgettext("card suit", "espadas"),
        "b": pgettext("card suit", "bastos"),
    }
    if suit not in names:
        raise ValueError(f"Unknown suit: {suit!r}")
    return names[suit]


def split_card(code):
    """``(rank, suit)`` of a card code, validated by the engine: ``"12E"`` → ``(12, "e")``."""
    if not isinstance(code, str):
        raise ValueError(f"Unknown card code: {code!r}")
    normal = parse_card(code)
    return int(normal[:-1]), normal[-1]


def card_name(code):
    """The card's name without article: «tres de copas» / "three of cups"."""
    rank, suit = split_card(code)
    return pgettext("card name", "%(rank)s de %(suit)s") % {"rank": rank_word(rank), "suit": suit_name(suit)}


def _feminine(code):
    return split_card(code)[0] in FEMININE_RANKS


def the_card(code):
    """The card with its article: «el tres de copas», «la sota de oros» / "the jack of coins"."""
    if _feminine(code):
        return pgettext("feminine card with article", "la %(card)s") % {"card": card_name(code)}
    return pgettext("card with article", "el %(card)s") % {"card": card_name(code)}


def to_the_card(code):
    """After «a» (ganar a, superar a): «al caballo de oros», «a la sota de oros»."""
    if _feminine(code):
        return pgettext("feminine card after a", "a la %(card)s") % {"card": card_name(code)}
    return pgettext("card after a", "al %(card)s") % {"card": card_name(code)}


def of_the_card(code):
    """After «de»: «del as de copas», «de la sota de copas»."""
    if _feminine(code):
        return pgettext("feminine card after de", "de la %(card)s") % {"card": card_name(code)}
    return pgettext("card after de", "del %(card)s") % {"card": card_name(code)}


def and_list(items):
    """«a», «a y b», «a, b y c» in the learner's language."""
    items = [str(item) for item in items]
    if len(items) <= 1:
        return "".join(items)
    return _("%(first)s y %(last)s") % {"first": ", ".join(items[:-1]), "last": items[-1]}


def or_list(items):
    """«a», «a o b», «a, b o c»: options of which one is chosen."""
    items = [str(item) for item in items]
    if len(items) <= 1:
        return "".join(items)
    return _("%(first)s o %(last)s") % {"first": ", ".join(items[:-1]), "last": items[-1]}


def card_list(codes, *, article=True):
    """«el as de oros, el tres de oros y la sota de oros» (or without articles)."""
    return and_list(the_card(code) if article else card_name(code) for code in codes)


def rank_words_in_strength_order(codes):
    """«as, 3, rey, caballo, sota, 7...»: figures and the as by name, numbers as digits."""
    named = {1, 10, 11, 12}
    return ", ".join(
        rank_word(rank) if rank in named else str(rank) for rank, _suit in map(split_card, codes)
    )


# --------------------------------------------------------------------------- seats

SEAT_PLACES = {
    2: ("bottom", "top"),
    3: ("bottom", "right", "left"),
    4: ("bottom", "right", "top", "left"),
    5: ("bottom", "right", "top-right", "top-left", "left"),
    6: ("bottom", "right", "top-right", "top", "top-left", "left"),
}
"""Where each seat sits on screen, the learner at the bottom, then in play order (to the right)."""


def seat_place(players, offset):
    """The screen place of the seat ``offset`` seats after the learner's, in play order."""
    return SEAT_PLACES[players][offset % players]


def seat_label(players, offset, *, pairs=False):
    """How the learner calls the seat ``offset`` seats after his own: «Tú», «Compañero»,
    «Rival derecho», «Enfrente»... (``pairs``: four players in two pairs)."""
    offset %= players
    if offset == 0:
        return pgettext("seat", "Tú")
    if pairs and players == 4:
        return {
            1: pgettext("seat", "Rival derecho"),
            2: pgettext("seat", "Compañero"),
            3: pgettext("seat", "Rival izquierdo"),
        }[offset]
    if players == 2:
        return pgettext("seat", "Rival")
    return {
        "right": pgettext("seat", "Derecha"),
        "top": pgettext("seat", "Enfrente"),
        "left": pgettext("seat", "Izquierda"),
        "top-right": pgettext("seat", "Arriba derecha"),
        "top-left": pgettext("seat", "Arriba izquierda"),
    }[seat_place(players, offset)]


def seat_phrase(players, offset, *, pairs=False):
    """A seat inside a sentence, seen by the learner: «tú», «tu compañero», «el rival de tu
    derecha», «el jugador de enfrente a tu izquierda»..."""
    offset %= players
    if offset == 0:
        return _("tú")
    if players == 2:
        return _("tu rival")
    place = seat_place(players, offset)
    if pairs and players == 4:
        return {
            "right": _("el rival de tu derecha"),
            "top": _("tu compañero"),
            "left": _("el rival de tu izquierda"),
        }[place]
    return {
        "right": _("el jugador de tu derecha"),
        "top": _("el jugador de enfrente"),
        "left": _("el jugador de tu izquierda"),
        "top-right": _("el jugador de enfrente a tu derecha"),
        "top-left": _("el jugador de enfrente a tu izquierda"),
    }[place]


def side_label(mine):
    """A pair's name seen by the learner: «Nosotros» or «Ellos»."""
    return pgettext("side", "Nosotros") if mine else pgettext("side", "Ellos")


def pair_label(first, second):
    """A pair by its people's names: «Ana y Bea» («Tú y Bea» for one's own)."""
    return _("%(a)s y %(b)s") % {"a": first, "b": second}


# --------------------------------------------------------------------------- cantes


def cante_name(cante, trump, *, with_suit=True):
    """A cante by name: «las cuarenta en oros», «las veinte en copas», «tute de reyes».

    ``cante`` is a suit letter (the engine's ``cante:<suit>`` argument, or the suit of
    ``View.cantes``), ``"tute:12"``/``"tute:11"``, or a full action ``"cante:o"``.
    ``with_suit=False`` gives «las cuarenta», «las veinte» (the suit shown next to it).
    """
    kind, _sep, arg = str(cante).partition(":")
    if kind == "tute":
        return tute_name(arg)
    suit = arg if kind == "cante" else kind
    if suit not in SUITS:
        raise ValueError(f"Unknown cante: {cante!r}")
    if suit == trump:
        if with_suit:
            return _("las cuarenta en %(suit)s") % {"suit": suit_name(suit)}
        return _("las cuarenta")
    if with_suit:
        return _("las veinte en %(suit)s") % {"suit": suit_name(suit)}
    return _("las veinte")


def tute_name(rank):
    """«tute de reyes» (``rank`` 12, the default) or «tute de caballos» (11)."""
    return _("tute de caballos") if str(rank) == "11" else _("tute de reyes")


# --------------------------------------------------------------------------- obligations


def obligation_rule(obligation, winning_card=None):
    """Why a card is refused, as the rule it breaks: «Hay que montar: ...» (the winning card
    named with its article when the rule is about beating it)."""
    if obligation == "montar" and winning_card:
        return _(
            "Hay que montar: asistiendo, si puedes superar la carta que va ganando (%(card)s), debes hacerlo."
        ) % {"card": the_card(winning_card)}
    if obligation == "pisar" and winning_card:
        return _("Hay que pisar: va ganando un triunfo (%(card)s) y tienes uno más alto; debes echarlo.") % {
            "card": the_card(winning_card)
        }
    rules = {
        "asistir": _("Hay que asistir: si tienes cartas del palo que salió, debes echar una de ellas."),
        "montar": _("Hay que montar: asistiendo, si puedes superar la carta que va ganando, debes hacerlo."),
        "fallar": _("Hay que fallar: sin cartas del palo que salió, debes echar un triunfo si lo tienes."),
        "pisar": _("Hay que pisar: va ganando un triunfo y tienes uno más alto; debes echarlo."),
        "arrastrar_con_mazo": _(
            "Salieron de triunfo: aunque quede mazo, en esta mesa hay que responder con triunfo si lo tienes."
        ),
        "no_vale_cargar": _(
            "No vale cargar: si no puedes ganar la baza, debes echar una carta blanca (o la de menos puntos)."
        ),
        "no_en_mano": _("Esa carta no está en tu mano."),
    }
    return rules.get(obligation, _("Esa carta no cumple las obligaciones de la baza."))


def refusal(code):
    """«No puedes jugar la sota de oros.»"""
    return _("No puedes jugar %(card)s.") % {"card": the_card(code)}


# --------------------------------------------------------------------------- actions


def action_label(action, trump, seat_name=None):
    """The words on a button for an action: a card's name, «Cantar las veinte en copas»,
    «Cambiar el siete de oros por la muestra», «Cantar renuncio a Derecha», «Paso».

    ``seat_name(seat)`` names a seat (for renuncio calls).
    """
    kind, _sep, arg = str(action).partition(":")
    if kind[:1].isdigit():
        return card_name(action)
    if kind == "cante":
        return _("Cantar %(cante)s") % {"cante": cante_name(arg, trump)}
    if kind == "tute":
        return _("Cantar %(cante)s") % {"cante": tute_name(arg)}
    if kind == "cambio":
        return _("Cambiar %(card)s por la muestra") % {"card": the_card(arg)}
    if kind == "renuncio":
        seat = seat_name(int(arg)) if seat_name else arg
        return _("Cantar renuncio a %(seat)s") % {"seat": seat}
    if kind == "paso":
        return pgettext("action", "Paso")
    return str(action)


def action_phrase(action, trump, seat_name=None):
    """An action inside a sentence («Si eligieras la sota de oros», «que con cantar las veinte
    en copas»): a card with its article, any other action as its label in lower case."""
    if str(action)[:1].isdigit():
        return the_card(action)
    label = action_label(action, trump, seat_name)
    return label[:1].lower() + label[1:]


def swap_note(code, who=None):
    """What the table saw of a swap: «Cambias el siete de oros por la muestra» (``who`` None:
    the learner) or «Derecha cambia el siete de oros por la muestra»."""
    if who is None:
        return _("Cambias %(card)s por la muestra") % {"card": the_card(code)}
    return _("%(who)s cambia %(card)s por la muestra") % {"who": who, "card": the_card(code)}


def renuncio_call(caller, accused, *, caller_is_you=False, accused_is_you=False, correct=None):
    """Who called renuncio on whom, and whether it was one: «Cantas renuncio a Derecha, y era
    renuncio.», «Izquierda te canta renuncio, pero no lo era.»"""
    names = {"caller": caller, "by": accused}
    if caller_is_you:
        text = _("Cantas renuncio a %(by)s") % names
    elif accused_is_you:
        text = _("%(caller)s te canta renuncio") % names
    else:
        text = _("%(caller)s canta renuncio a %(by)s") % names
    if correct is None:
        return text
    if correct:
        return _("%(call)s, y era renuncio.") % {"call": text}
    return _("%(call)s, pero no lo era.") % {"call": text}


# --------------------------------------------------------------------------- cabrero porotos


def porotos(count):
    """«un poroto», «dos porotos», «3 porotos»."""
    if count == 1:
        return _("un poroto")
    if count == 2:
        return _("dos porotos")
    return _("%(n)s porotos") % {"n": count}


def porotos_taken(names_by_count, *, you=None):
    """Who took how many porotos in a hand, most first: «Se apunta dos porotos: Derecha.»,
    «Se apuntan un poroto: Izquierda y Enfrente.», «Te apuntas un poroto.»

    ``names_by_count`` maps a count to the labels of the seats that took it; ``you`` is the
    learner's label, spoken to as «tú» when he is alone in a line.
    """
    lines = []
    for count, names in sorted(names_by_count.items(), key=lambda item: -item[0]):
        names = [str(name) for name in names]
        if not names or count <= 0:
            continue
        if you is not None and names == [str(you)]:
            lines.append(_("Te apuntas %(porotos)s.") % {"porotos": porotos(count)})
        elif len(names) == 1:
            lines.append(_("Se apunta %(porotos)s: %(who)s.") % {"who": names[0], "porotos": porotos(count)})
        else:
            lines.append(
                _("Se apuntan %(porotos)s: %(who)s.") % {"who": and_list(names), "porotos": porotos(count)}
            )
    return " ".join(lines) if lines else _("Nadie se apunta poroto.")


def juegos_perdidos(count):
    """«un juego perdido», «dos juegos perdidos», «3 juegos perdidos»."""
    if count == 1:
        return _("un juego perdido")
    if count == 2:
        return _("dos juegos perdidos")
    return _("%(n)s juegos perdidos") % {"n": count}


def lost_games_taken(names, *, you=None, dos_juegos=None):
    """Who takes a lost game in a hand of three-player arrastre scored by losses (docs/RULES.md
    §5): «Se apunta un juego perdido: Izquierda.», «Te apuntas un juego perdido.», «Derecha hace
    dos juegos: se apuntan un juego perdido cada uno Izquierda y tú.»

    ``names`` are the labels of the seats that take one; ``you`` the learner's label;
    ``dos_juegos`` the label of the seat that made two games (None when nobody did)."""
    names = [str(name) for name in names]
    mine = you is not None and str(you) in names
    if dos_juegos is not None:
        if you is not None and str(dos_juegos) == str(you):
            return _(
                "Haces dos juegos (el doble de puntos que los otros dos juntos): se apuntan un juego "
                "perdido cada uno %(who)s."
            ) % {"who": and_list(names)}
        others = [name for name in names if name != str(you)] + ([_("tú")] if mine else [])
        return _(
            "%(maker)s hace dos juegos (el doble de puntos que los otros dos juntos): se apuntan un "
            "juego perdido cada uno %(who)s."
        ) % {"maker": dos_juegos, "who": and_list(others)}
    if not names:
        return _("Nadie se apunta juego perdido: los tres tenéis los mismos puntos.")
    if mine and len(names) == 1:
        return _("Te apuntas %(lost)s.") % {"lost": juegos_perdidos(1)}
    if len(names) == 1:
        return _("Se apunta %(lost)s: %(who)s.") % {"who": names[0], "lost": juegos_perdidos(1)}
    others = [name for name in names if name != str(you)] + ([_("tú")] if mine else [])
    return _("Se apuntan un juego perdido cada uno: %(who)s.") % {"who": and_list(others)}


def renuncio_loses_the_match(name, *, you=False, pairs=False):
    """A proven renuncio under «el renuncio pierde la partida»: «El renuncio pierde la partida:
    la pierde Derecha.», «El renuncio os hace perder la partida.»"""
    if you:
        if pairs:
            return _("El renuncio pierde la partida: la perdéis vosotros.")
        return _("El renuncio pierde la partida: la pierdes tú.")
    return _("El renuncio pierde la partida: la pierde %(who)s.") % {"who": name}


def match_winners(names, *, you=None):
    """The end of a match, naming every winner (in cabrero everybody left wins):
    «¡Has ganado la partida!», «¡Has ganado la partida! También gana: Derecha.»,
    «Gana la partida: Izquierda.», «Ganan la partida: Derecha y Enfrente.»

    ``you`` is the learner's label (or his pair's) when it is among ``names``.
    """
    names = [str(name) for name in names]
    if you is not None and str(you) in names:
        others = [name for name in names if name != str(you)]
        if not others:
            return _("¡Has ganado la partida!")
        if len(others) == 1:
            return _("¡Has ganado la partida! También gana: %(names)s.") % {"names": others[0]}
        return _("¡Has ganado la partida! También ganan: %(names)s.") % {"names": and_list(others)}
    if len(names) == 1:
        return _("Gana la partida: %(names)s.") % {"names": names[0]}
    return _("Ganan la partida: %(names)s.") % {"names": and_list(names)}


# --------------------------------------------------------------------------- bot levels


def level_name(level):
    """A bot level's name, capitalised as in a list: «Novato», «Aficionado», «Maestro».

    ``level`` is a key of the ladder (``games.levels.LADDER``); inside a sentence use it in lower
    case («contra robots de nivel aficionado»)."""
    names = {
        "novato": pgettext("bot level", "Novato"),
        "principiante": pgettext("bot level", "Principiante"),
        "aficionado": pgettext("bot level", "Aficionado"),
        "intermedio": pgettext("bot level", "Intermedio"),
        "experto": pgettext("bot level", "Experto"),
        "maestro": pgettext("bot level", "Maestro"),
    }
    if level not in names:
        raise ValueError(f"Unknown bot level: {level!r}")
    return names[level]


def level_description(level):
    """How a bot of that level plays, in one line."""
    lines = {
        "novato": _(
            "Sabe las reglas y canta lo que tiene, pero a menudo suelta sin necesidad sus triunfos "
            "y sus cartas gordas."
        ),
        "principiante": _("Juega con sentido casi siempre, aunque aún regala alguna baza o algún triunfo."),
        "aficionado": _("Un buen jugador de casa: se le escapa algún descuido, pero pocos."),
        "intermedio": _(
            "Juega como en un buen casino: asiste con cabeza, cuenta los triunfos y guarda sus cantes."
        ),
        # Measured (bench/bots.py, bench/BOTS_NOTES.md): the experto wins 59-63 % of the hands
        # against the intermedio in every kind of table.
        "experto": _(
            "Calcula qué cartas pueden tener los demás y elige la jugada que más manos gana: unas "
            "seis de cada diez al intermedio."
        ),
        # «Trece veces»: players.MAESTRO_PILE_BUDGET / EXPERTO_BUDGET, its work while habanero's
        # pile lasts (about a second); it wins more hands than the experto there. In arrastre
        # (three times the work) it plays about as well: the obligations leave few choices
        # (bench/BOTS_NOTES.md, issue #32).
        "maestro": _(
            "En el habanero piensa cerca de un segundo, trece veces lo que el experto, y le gana "
            "más manos; en el arrastre, casi igual."
        ),
    }
    if level not in lines:
        raise ValueError(f"Unknown bot level: {level!r}")
    return lines[level]


# --------------------------------------------------------------------------- house rules (docs/RULES.md §8)


def house_rule_label(name):
    """The name of a table option (a ``tute.Rules`` field) as the setup forms show it."""
    labels = {
        "parejas": _("Por parejas"),
        "montar_al_companero": _("Montar al compañero"),
        "fallar_siempre": _("Fallar siempre"),
        "tres_sin_doses": _("Tres sin doses"),
        "cartas_habanero": _("Cartas por jugador"),
        "arrastrar_con_mazo": _("Arrastrar con mazo"),
        "permitir_tute": _("Permitir cantar tute"),
        "cuarenta_primero": _("Las cuarenta primero"),
        "tute_sin_cantes_previos": _("Tute solo sin cantes previos"),
        "cantes_se_pierden": _("Los cantes se pierden"),
        "rondas": _("Rondas por partida"),
        "juegos_perdidos": _("Partida a juegos perdidos"),
        "renuncio_real": _("Renuncio de verdad"),
        "renuncio_pierde_partida": _("El renuncio pierde la partida"),
        "no_vale_cargar": _("No vale cargar"),
        "triunfos_rotativos": _("Triunfos rotativos"),
        "porotos": _("Porotos para quedar fuera"),
    }
    if name not in labels:
        raise ValueError(f"Unknown table option: {name!r}")
    return labels[name]


def house_rule_explanation(name):
    """What a table option does, in one line."""
    lines = {
        "parejas": _("Con cuatro jugadores, los de enfrente son compañeros y suman juntos."),
        "montar_al_companero": _("Hay que superar también la carta del compañero cuando va ganando la baza."),
        "fallar_siempre": _(
            "Sin cartas del palo, hay que echar triunfo aunque no se pueda superar el que va ganando."
        ),
        "tres_sin_doses": _(
            "A tres jugadores se quitan los cuatro doses y se reparten 12 cartas a cada uno."
        ),
        "cartas_habanero": _("En el habanero se reparten 8 cartas (o 7) y el resto forma el mazo."),
        "arrastrar_con_mazo": _(
            "Aunque quede mazo, a una salida de triunfo hay que responder con triunfo si se tiene."
        ),
        "permitir_tute": _("Los cuatro reyes o los cuatro caballos ganan la mano en el acto."),
        "cuarenta_primero": _("Quien tiene las cuarenta y unas veinte debe cantar antes las cuarenta."),
        "tute_sin_cantes_previos": _("Quien ya ha cantado unas veinte o las cuarenta no puede cantar tute."),
        "cantes_se_pierden": _(
            "Si pasas cuando puedes cantar, pierdes para siempre lo que podías cantar; si cantas "
            "uno, los demás se guardan para otra baza que gane tu lado."
        ),
        "rondas": _("Gana la partida quien gane antes este número de manos."),
        "juegos_perdidos": _(
            "A tres, se apuntan las manos perdidas: la pierde quien hace menos puntos, y pierde la "
            "partida el primero que llega a este número."
        ),
        "renuncio_real": _(
            "Una carta que incumple una obligación se acepta, y cualquier otro jugador puede "
            "cantar renuncio: si acierta, pierde el que renunció (con su pareja); si se equivoca, "
            "pierde él."
        ),
        "renuncio_pierde_partida": _(
            "Con el renuncio de verdad: un renuncio demostrado pierde la partida entera, no solo la mano."
        ),
        "no_vale_cargar": _(
            "Si no puedes ganar la baza, debes echar una carta blanca (o la de menos puntos)."
        ),
        "triunfos_rotativos": _(
            "El triunfo va pasando por oros, copas, espadas y bastos, sin enseñar carta."
        ),
        "porotos": _("Quien llega a este número de porotos queda eliminado."),
    }
    if name not in lines:
        raise ValueError(f"Unknown table option: {name!r}")
    return lines[name]


def house_rule_value(name, value):
    """A value of a numeric table option as the forms offer it: «8», or for ``juegos_perdidos``
    0 «No: a rondas»."""
    if name == "juegos_perdidos" and not value:
        return _("No: gana quien gane las rondas")
    return str(value)


def house_rule_setting(name, value):
    """A table option with its value, as pages list them: «Fallar siempre: sí», «Rondas por
    partida: 3»."""
    shown = (_("sí") if value else _("no")) if isinstance(value, bool) else house_rule_value(name, value)
    return _("%(option)s: %(value)s") % {"option": house_rule_label(name), "value": shown}
