"""Lesson 10: counting the points (content, see SCHEMA.md)."""

LESSON = {
    "slug": "contar-puntos",
    "number": 10,
    "title": {"es": "Contar los puntos", "en": "Counting the points"},
    "summary": {
        "es": (
            "Cómo se cuenta al final de la mano, quién gana, qué pasa con un empate y cómo se "
            "juega una partida a varias rondas."
        ),
        "en": (
            "How to count at the end of the hand, who wins, what happens on a tie and how a match"
            " of several rounds is played."
        ),
    },
    "steps": [
        {
            "kind": "text",
            "title": {"es": "Qué se suma", "en": "What is added up"},
            "body": {
                "es": (
                    "Cuando se acaban las cartas, cada lado (cada pareja, o cada jugador si se "
                    "juega sin parejas) suma:\n\n"
                    "- los puntos de las cartas de las bazas que ha ganado;\n"
                    "- sus cantes: 20 por cada veinte, 40 por las cuarenta;\n"
                    "- las diez de últimas, si ganó la última baza.\n\n"
                    "Quien tiene **más puntos gana la mano**. A una mano también se le llama "
                    "[[ronda]]."
                ),
                "en": (
                    "When the cards run out, each side (each pair, or each player when playing "
                    "without pairs) adds up:\n\n"
                    "- the points of the cards in the tricks it won;\n"
                    "- its declarations: 20 for each veinte, 40 for las cuarenta;\n"
                    "- the last-trick ten, if it won the last trick.\n\n"
                    "The side with **more points wins the hand**. A hand is also called a “ronda”"
                    " ([[ronda|round]])."
                ),
            },
        },
        {
            "kind": "text",
            "title": {"es": "130 puntos en juego", "en": "130 points at stake"},
            "body": {
                "es": (
                    "Las cartas valen 120 y las diez de últimas 10: **130 puntos** en total, más "
                    "los cantes. Si no ha habido cantes, con 66 ya has ganado.\n\n"
                    "Un atajo: cuenta solo las bazas de tu lado y resta de 130 para saber lo del "
                    "rival (acuérdate de las diez de últimas y de los cantes).\n\n"
                    "Al contar, ve sumando de carta en carta: {1c} 11, {3o} 10, {12b} 4, {10e} 2 "
                    "y {7c} nada: 27."
                ),
                "en": (
                    "The cards are worth 120 and the last-trick ten 10: **130 points** in all, "
                    "plus declarations. With no declarations, 66 is already a win.\n\n"
                    "A shortcut: count only your side's tricks and subtract from 130 to know the "
                    "opponents' total (remember the last-trick ten and the declarations).\n\n"
                    "When counting, add card by card: {1c} 11, {3o} 10, {12b} 4, {10e} 2 and {7c}"
                    " nothing: 27."
                ),
            },
            "cards": ["1c", "3o", "12b", "10e", "7c"],
        },
        {
            "kind": "text",
            "title": {"es": "Empates y tute", "en": "Ties and tute"},
            "body": {
                "es": (
                    "Si los dos lados acaban con los mismos puntos, la mano no es para nadie y se"
                    " reparte la siguiente. En el tute tradicional no hay una norma clara para el"
                    " empate: esta es una **regla del proyecto**.\n\n"
                    "Y recuerda: si alguien canta tute, su lado gana la mano aunque tuviera menos"
                    " puntos."
                ),
                "en": (
                    "If both sides end with the same points, the hand goes to nobody and the next"
                    " one is dealt. Traditional tute has no clear rule for a tie: this is a "
                    "**project rule**.\n\n"
                    "And remember: if someone declares tute, his side wins the hand even with "
                    "fewer points."
                ),
            },
        },
        {
            "kind": "text",
            "title": {"es": "Rondas y partida", "en": "Rounds and the match"},
            "body": {
                "es": (
                    "Una [[partida]] se juega a un número de rondas acordado de antemano, de 1 a "
                    "5: gana la partida quien primero gane ese número de manos. En las partidas "
                    "de práctica de este sitio es a una ronda, salvo que elijas otra cosa.\n\n"
                    "Entre mano y mano, reparte el que fue mano, así que el turno de salida va "
                    "rodando hacia la derecha."
                ),
                "en": (
                    "A [[partida|match]] is played to a number of rounds agreed beforehand, from "
                    "1 to 5: the first to win that many hands wins the match. Practice games on "
                    "this site are to one round unless you choose otherwise.\n\n"
                    "Between hands, whoever was mano deals, so the first lead moves round to the "
                    "right."
                ),
            },
        },
        {
            "kind": "exercise",
            "title": {"es": "Tus bazas", "en": "Your tricks"},
            "exercise": {
                "type": "points",
                "cards": ["1o", "4o", "12o", "7c", "3b", "2b", "6b", "10b"],
                "question": {
                    "es": (
                        "Tu pareja ha ganado dos bazas con estas cartas. ¿Cuántos puntos de cartas suman?"
                    ),
                    "en": (
                        "Your pair has won two tricks with these cards. How many card points do "
                        "they add up to?"
                    ),
                },
            },
        },
        {
            "kind": "exercise",
            "title": {"es": "Otra cuenta", "en": "Another count"},
            "exercise": {
                "type": "points",
                "cards": ["3e", "11e", "10c", "11b", "5o", "4c", "1e", "2e"],
                "question": {
                    "es": "¿Cuántos puntos suman estas bazas?",
                    "en": "How many points are these tricks worth?",
                },
            },
        },
        {
            "kind": "quiz",
            "title": {"es": "Prueba: contar", "en": "Quiz: counting"},
            "exercises": [
                {
                    "type": "points",
                    "cards": ["12c", "11c", "10c", "7c", "12o", "4e", "6b", "2o"],
                },
                {
                    "type": "points",
                    "cards": ["1b", "1c", "3c", "3o", "5e", "6e", "7o", "4b"],
                },
                {
                    "type": "points",
                    "cards": ["11o", "10o", "12e", "10b", "11c", "2c", "5c", "6o"],
                },
            ],
            "generate": [{"type": "points", "count": 2, "params": {"size": 6}}],
            "pass_mark": 0.75,
        },
    ],
}
