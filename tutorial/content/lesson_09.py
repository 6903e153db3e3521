"""Lesson 9: tute and the last-trick ten (content, see SCHEMA.md)."""

LESSON = {
    "slug": "tute-y-ultimas",
    "number": 9,
    "title": {"es": "El tute y las diez de últimas", "en": "Tute and the last-trick ten"},
    "summary": {
        "es": (
            "El cante que da nombre al juego, que gana la mano de golpe, y los diez puntos de la última baza."
        ),
        "en": (
            "The declaration that gives the game its name and wins the hand outright, and the ten"
            " points of the last trick."
        ),
    },
    "steps": [
        {
            "kind": "text",
            "title": {"es": "Cantar tute", "en": "Declaring tute"},
            "body": {
                "es": (
                    "Tener [[tute]] es tener **los cuatro reyes** o **los cuatro caballos**. "
                    "Quien canta tute **gana la mano en el acto**, tenga los puntos que tenga: la"
                    " mano se acaba ahí.\n\n"
                    "Se canta igual que las veinte y las cuarenta: justo después de ganar una "
                    "baza."
                ),
                "en": (
                    "Having [[tute]] means holding **all four kings** or **all four knights**. "
                    "Whoever declares tute **wins the hand on the spot**, whatever the points so "
                    "far: the hand ends there.\n\n"
                    "It is declared like las veinte and las cuarenta: right after winning a "
                    "trick."
                ),
            },
            "cards": ["12o", "12c", "12e", "12b"],
        },
        {
            "kind": "text",
            "title": {
                "es": "Solo si no has cantado antes",
                "en": "Only if you haven't declared before",
            },
            "body": {
                "es": (
                    "Hay una condición: **no puedes cantar tute si ya has cantado otra cosa** en "
                    "esa mano. Quien canta unas veinte y luego junta los cuatro caballos se queda"
                    " sin tute.\n\n"
                    "En cambio, la regla de las cuarenta primero no impide el tute: si tienes "
                    "tute y también las cuarenta, puedes cantar el tute directamente.\n\n"
                    "Las dos cosas son [[opcion-de-mesa|opciones de mesa]] (permitir tute y tute "
                    "sin cantes previos), activadas aquí."
                ),
                "en": (
                    "There is one condition: **you cannot declare tute if you have already "
                    "declared something else** that hand. A player who declares las veinte and "
                    "then collects the four knights gets no tute.\n\n"
                    "On the other hand, the cuarenta-first rule does not stand in the way of "
                    "tute: if you hold tute and las cuarenta too, you may declare tute straight "
                    "away.\n\n"
                    "Both are [[opcion-de-mesa|house options]] (tute allowed, and tute only "
                    "without earlier declarations), on here."
                ),
            },
            "cards": ["11o", "11c", "11e", "11b"],
        },
        {
            "kind": "text",
            "title": {"es": "Cortar el tute", "en": "Cutting off a tute"},
            "body": {
                "es": (
                    "Mira si tienes **al menos un rey y al menos un caballo**. Si no tienes "
                    "ningún rey, otro jugador puede tener los cuatro reyes; si no tienes ningún "
                    "caballo, los cuatro caballos: si te falta cualquiera de los dos, alguien "
                    "puede tener tute. Entonces conviene [[cortar]]: jugar de forma que tenga "
                    "que soltar un rey o un caballo antes de poder cantar, por ejemplo saliendo "
                    "de un palo del que le queden pocas cartas, o ganando tú las bazas para que "
                    "él no cante."
                ),
                "en": (
                    "Check that you hold **at least one king and at least one knight**. With no "
                    "king, another player may hold all four kings; with no knight, all four "
                    "knights: if either is missing, someone may have tute. Then it pays to "
                    "[[cortar|cut it off]] (“cortar”): play so that he has to give up a king or a"
                    " knight before he can declare, for example by leading a suit he is short of,"
                    " or by winning the tricks yourself so he never gets to declare."
                ),
            },
        },
        {
            "kind": "text",
            "title": {"es": "Las diez de últimas", "en": "The last-trick ten"},
            "body": {
                "es": (
                    "Quien gana **la última baza** de la mano se apunta **10 puntos** más: son "
                    "las [[diez-de-ultimas]].\n\n"
                    "Diez puntos deciden muchas manos. Por eso, a menudo conviene guardar un "
                    "triunfo fuerte para el final."
                ),
                "en": (
                    "Whoever wins **the last trick** of the hand scores **10 extra points**: the "
                    "[[diez-de-ultimas]].\n\n"
                    "Ten points decide many hands. That is why it often pays to keep a strong "
                    "trump for the end."
                ),
            },
        },
        {
            "kind": "exercise",
            "title": {"es": "¿Tute o cuarenta?", "en": "Tute or cuarenta?"},
            "exercise": {
                "type": "cante",
                "position": "v:arrastre/4 t:o s:0 h0:12o,12c,12e,12b,11o,3c,5b,2e,7o",
            },
        },
        {
            "kind": "exercise",
            "title": {"es": "Ya cantaste", "en": "You have already declared"},
            "exercise": {
                "type": "cante",
                "position": "v:arrastre/4 t:e s:1 h1:11o,11c,11e,11b,12c,4b,6b c:1=c",
            },
        },
        {
            "kind": "quiz",
            "title": {"es": "Prueba: el tute", "en": "Quiz: tute"},
            "exercises": [
                {
                    "type": "cante",
                    "position": "v:arrastre/4 t:c s:2 h2:11o,11c,11e,11b,1c,3b,2o,6e,7e",
                    "intro": {
                        "es": "Acabas de ganar la primera baza.",
                        "en": "You have just won the first trick.",
                    },
                },
                {
                    "type": "cante",
                    "position": "v:arrastre/4 t:c s:2 h2:11o,11c,11e,11b,1c,3b,2o,6e,7e o:permitir_tute=0",
                    "intro": {
                        "es": (
                            "En esta mesa **no** se permite cantar tute. Acabas de ganar la primera baza."
                        ),
                        "en": ("This table does **not** allow tute. You have just won the first trick."),
                    },
                },
                {
                    "type": "cante",
                    "position": "v:arrastre/4 t:e s:1 h1:11o,11c,11e,11b,12c,4b,6b c:1=c",
                },
                {
                    "type": "points",
                    "cards": ["1b", "3o", "7b", "12e"],
                    "question": {
                        "es": (
                            "Ganas la última baza con estas cartas. ¿Cuántos puntos de cartas hay"
                            " en ella, sin contar las diez de últimas?"
                        ),
                        "en": (
                            "You win the last trick with these cards. How many card points does "
                            "it hold, not counting the last-trick ten?"
                        ),
                    },
                },
            ],
            "generate": [{"type": "cante", "count": 1}],
            "pass_mark": 0.75,
        },
    ],
}
