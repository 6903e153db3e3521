"""Lesson 1: the Spanish deck (worked example of the content schema, see SCHEMA.md)."""

LESSON = {
    "slug": "baraja",
    "number": 1,
    "title": {"es": "La baraja española", "en": "The Spanish deck"},
    "summary": {
        "es": "Los cuatro palos, las diez cartas de cada palo y cómo se llaman.",
        "en": "The four suits, the ten cards of each suit and what they are called.",
    },
    "steps": [
        {
            "kind": "text",
            "title": {"es": "Cuatro palos", "en": "Four suits"},
            "body": {
                "es": (
                    "El tute se juega con la [[baraja]] española de **40 cartas**.\n\n"
                    "Tiene cuatro [[palo|palos]]: **oros**, **copas**, **espadas** y **bastos**. "
                    "Aquí tienes el as de cada palo."
                ),
                "en": (
                    "Tute is played with the Spanish [[baraja|deck]] of **40 cards**.\n\n"
                    "It has four [[palo|suits]]: **oros** (coins), **copas** (cups), "
                    "**espadas** (swords) and **bastos** (clubs). Here is the ace of each suit."
                ),
            },
            "cards": ["1o", "1c", "1e", "1b"],
        },
        {
            "kind": "text",
            "title": {"es": "Diez cartas por palo", "en": "Ten cards a suit"},
            "body": {
                "es": (
                    "Cada palo tiene diez cartas: del **1** (el **as**) al **7**, y tres "
                    "[[figura|figuras]]: la **sota** (10), el **caballo** (11) y el **rey** (12).\n\n"
                    "No hay ochos ni nueves: 4 palos × 10 cartas = 40 cartas."
                ),
                "en": (
                    "Each suit has ten cards: from **1** (the **ace**) to **7**, and three "
                    "[[figura|court cards]]: the **sota** (jack, 10), the **caballo** (knight, 11) "
                    "and the **rey** (king, 12).\n\n"
                    "There are no eights or nines: 4 suits × 10 cards = 40 cards."
                ),
            },
            "cards": ["1o", "2o", "3o", "4o", "5o", "6o", "7o", "10o", "11o", "12o"],
        },
        {
            "kind": "exercise",
            "title": {"es": "Busca los caballos", "en": "Find the knights"},
            "exercise": {
                "type": "find",
                "cards": ["10c", "11e", "12o", "11b", "7c", "10e"],
                "suit": None,
                "ranks": [11],
                "question": {
                    "es": "Señala todos los caballos.",
                    "en": "Pick every caballo (knight).",
                },
            },
        },
        {
            "kind": "text",
            "title": {"es": "Cómo se nombran", "en": "How cards are named"},
            "body": {
                "es": (
                    "Una carta se nombra por su número o figura y su palo: {3c} es el **tres de "
                    "copas**, {1o} el **as de oros**, {10b} la **sota de bastos**.\n\n"
                    "Fíjate en el dibujo: la sota va de pie, el caballo montado y el rey lleva "
                    "corona."
                ),
                "en": (
                    "A card is named by its number or figure and its suit: {3c} is the **three of "
                    "cups**, {1o} the **ace of coins**, {10b} the **jack of clubs**.\n\n"
                    "Look at the picture: the sota stands, the caballo rides a horse and the rey "
                    "wears a crown."
                ),
            },
            "cards": ["10e", "11e", "12e"],
        },
        {
            "kind": "exercise",
            "title": {"es": "Busca las espadas", "en": "Find the swords"},
            "exercise": {
                "type": "find",
                "cards": ["3e", "3b", "12e", "7c", "1e", "11o"],
                "suit": "e",
                "ranks": None,
                "question": {
                    "es": "Señala todas las cartas de espadas.",
                    "en": "Pick every card of espadas (swords).",
                },
            },
        },
        {
            "kind": "quiz",
            "title": {"es": "Prueba: la baraja", "en": "Quiz: the deck"},
            "exercises": [
                {
                    "type": "find",
                    "cards": ["12c", "11c", "10c", "12b", "1o", "10e"],
                    "suit": None,
                    "ranks": [12],
                    "question": {"es": "Señala los reyes.", "en": "Pick the kings (reyes)."},
                },
                {
                    "type": "find",
                    "cards": ["4o", "5c", "7o", "12o", "2b", "1c"],
                    "suit": "o",
                    "ranks": None,
                    "question": {
                        "es": "Señala las cartas de oros.",
                        "en": "Pick the cards of oros (coins).",
                    },
                },
            ],
            "generate": [{"type": "find", "count": 2}],
            "pass_mark": 0.75,
        },
    ],
}
