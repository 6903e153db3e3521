"""Lesson 2: strength and value of the cards (content, see SCHEMA.md)."""

LESSON = {
    "slug": "fuerza-y-valor",
    "number": 2,
    "title": {"es": "Fuerza y valor de las cartas", "en": "Strength and value of the cards"},
    "summary": {
        "es": (
            "Qué carta gana a cuál dentro de un palo, cuántos puntos vale cada una y qué son las "
            "cartas blancas."
        ),
        "en": (
            "Which card beats which within a suit, how many points each one is worth and what the"
            " blank cards are."
        ),
    },
    "steps": [
        {
            "kind": "text",
            "title": {"es": "El orden de fuerza", "en": "The order of strength"},
            "body": {
                "es": (
                    "Dentro de un [[palo]], las cartas no mandan según su número. La más fuerte "
                    "es el **as** y, justo detrás, el **tres**, que gana incluso al rey.\n\n"
                    "De más fuerte a más débil: **as, tres, rey, caballo, sota, siete, seis, "
                    "cinco, cuatro y dos**."
                ),
                "en": (
                    "Within a [[palo|suit]], cards do not rank by their number. The strongest is "
                    "the **ace** and, right behind it, the **three**, which beats even the king.\n\n"
                    "From strongest to weakest: **ace, three, king, knight, jack, seven, six, "
                    "five, four and two**."
                ),
            },
            "cards": ["1c", "3c", "12c", "11c", "10c", "7c", "6c", "5c", "4c", "2c"],
        },
        {
            "kind": "text",
            "title": {"es": "Cuidado con el tres", "en": "Watch out for the three"},
            "body": {
                "es": (
                    "El tres es la carta que más despista al principio: parece pequeña y solo el "
                    "as puede con ella. El dos, en cambio, es la más débil de su palo.\n\n"
                    "Un truco para recordarlo: primero los dos grandes (as y tres), después las "
                    "tres [[figura|figuras]] (rey, caballo y sota) y al final los números, del "
                    "siete hacia abajo.\n\n"
                    "Este orden es igual en los cuatro palos y sirve para comparar cartas **del "
                    "mismo palo**. Cuando se mezclan palos manda otra regla, la del [[triunfo]], "
                    "que verás en la lección siguiente."
                ),
                "en": (
                    "The three is the card that puzzles beginners most: it looks small, yet only "
                    "the ace can beat it. The two, on the other hand, is the weakest card of its "
                    "suit.\n\n"
                    "A trick to remember it: first the two big ones (ace and three), then the "
                    "three [[figura|court cards]] (king, knight and jack), and last the numbers, "
                    "from the seven downwards.\n\n"
                    "The order is the same in all four suits and compares cards **of the same "
                    "suit**. When suits are mixed another rule applies, the [[triunfo|trump]] "
                    "rule, which you will see in the next lesson."
                ),
            },
            "cards": ["3e", "12e", "2e"],
        },
        {
            "kind": "exercise",
            "title": {"es": "Ordena por fuerza", "en": "Order by strength"},
            "exercise": {
                "type": "order",
                "cards": ["12c", "3c", "7c", "10c"],
            },
        },
        {
            "kind": "text",
            "title": {"es": "Lo que vale cada carta", "en": "What each card is worth"},
            "body": {
                "es": (
                    "Al acabar la mano se cuentan los puntos de las cartas que has ganado. Solo "
                    "cinco cartas de cada palo dan puntos:\n\n"
                    "- el **as** vale **11**\n"
                    "- el **tres**, **10**\n"
                    "- el **rey**, **4**\n"
                    "- el **caballo**, **3**\n"
                    "- la **sota**, **2**\n\n"
                    "Van en el mismo orden que la fuerza: las cartas que más mandan son también "
                    "las que más valen."
                ),
                "en": (
                    "When the hand is over you count the points of the cards you have won. Only "
                    "five cards in each suit score:\n\n"
                    "- the **ace** is worth **11**\n"
                    "- the **three**, **10**\n"
                    "- the **king**, **4**\n"
                    "- the **knight**, **3**\n"
                    "- the **jack**, **2**\n\n"
                    "They follow the order of strength: the strongest cards are also the most "
                    "valuable."
                ),
            },
            "cards": ["1b", "3b", "12b", "11b", "10b"],
        },
        {
            "kind": "text",
            "title": {"es": "Las cartas blancas", "en": "The blank cards"},
            "body": {
                "es": (
                    "El siete, el seis, el cinco, el cuatro y el dos no valen nada: son las "
                    "[[cartas-blancas]].\n\n"
                    "Que no den puntos no quiere decir que no sirvan: una carta blanca puede "
                    "ganar una baza, y suele ser la que echas cuando no quieres regalar puntos."
                ),
                "en": (
                    "The seven, six, five, four and two are worth nothing: they are the "
                    "[[cartas-blancas|blank cards]].\n\n"
                    "Scoring no points does not make them useless: a blank card can still win a "
                    "trick, and it is usually the one you play when you don't want to give points"
                    " away."
                ),
            },
            "cards": ["7o", "6o", "5o", "4o", "2o"],
        },
        {
            "kind": "text",
            "title": {"es": "30 por palo, 120 en total", "en": "30 a suit, 120 in all"},
            "body": {
                "es": (
                    "Suma un palo: 11 + 10 + 4 + 3 + 2 = **30 puntos**. Con cuatro palos, en la "
                    "baraja hay **120 puntos**.\n\n"
                    "Además, quien gana la última baza se apunta 10 más, las [[diez-de-ultimas]]."
                    " Así que en cada mano se reparten **130 puntos**, sin contar los "
                    "[[cante|cantes]]."
                ),
                "en": (
                    "Add up one suit: 11 + 10 + 4 + 3 + 2 = **30 points**. With four suits, the "
                    "deck holds **120 points**.\n\n"
                    "On top of that, whoever wins the last trick scores 10 more, the "
                    "[[diez-de-ultimas]]. So every hand shares out **130 points**, not counting "
                    "[[cante|declarations]]."
                ),
            },
            "cards": ["1e", "3e", "12e", "11e", "10e"],
        },
        {
            "kind": "exercise",
            "title": {"es": "Cuenta los puntos", "en": "Count the points"},
            "exercise": {
                "type": "points",
                "cards": ["1o", "12c", "7b", "10e"],
            },
        },
        {
            "kind": "quiz",
            "title": {"es": "Prueba: fuerza y valor", "en": "Quiz: strength and value"},
            "exercises": [
                {
                    "type": "order",
                    "cards": ["2e", "1e", "11e", "4e", "6e"],
                },
                {
                    "type": "order",
                    "cards": ["10b", "3b", "5b", "12b", "7b", "1b"],
                },
                {
                    "type": "points",
                    "cards": ["3b", "11b", "11o", "2c", "5e"],
                },
                {
                    "type": "points",
                    "cards": ["7o", "6c", "4e", "2b", "5o"],
                },
                {
                    "type": "points",
                    "cards": ["1c", "3c", "12c", "11c", "10c", "7c", "6c", "5c", "4c", "2c"],
                    "question": {
                        "es": "¿Cuántos puntos hay en un palo completo?",
                        "en": "How many points does a whole suit hold?",
                    },
                },
            ],
            "generate": [
                {
                    "type": "order",
                    "count": 1,
                    "params": {
                        "size": 5,
                    },
                },
                {
                    "type": "points",
                    "count": 1,
                    "params": {
                        "size": 4,
                    },
                },
            ],
            "pass_mark": 0.8,
        },
    ],
}
