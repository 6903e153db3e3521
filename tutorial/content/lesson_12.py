"""Lesson 12: three-player tute (content, see SCHEMA.md)."""

LESSON = {
    "slug": "tute-de-tres",
    "number": 12,
    "title": {"es": "Tute de tres", "en": "Three-player tute"},
    "summary": {
        "es": (
            "Con tres jugadores se dan trece cartas, sobra una que marca el triunfo y se cambia "
            "por el siete o el dos."
        ),
        "en": (
            "With three players each gets thirteen cards; the leftover card shows trumps and is "
            "swapped for the seven or the two."
        ),
    },
    "steps": [
        {
            "kind": "text",
            "title": {"es": "Trece cartas y la muestra", "en": "Thirteen cards and the muestra"},
            "body": {
                "es": (
                    "Con tres jugadores se reparten **13 cartas a cada uno** y sobra una: la "
                    "[[muestra]]. Se deja boca arriba en la mesa y su palo es el triunfo.\n\n"
                    "Cada uno juega para sí: no hay parejas. Se juegan 13 bazas con todas las "
                    "obligaciones, y gana la mano quien más puntos sume."
                ),
                "en": (
                    "With three players, each is dealt **13 cards** and one is left over: the "
                    "[[muestra]]. It lies face up on the table and its suit is trumps.\n\n"
                    "Everyone plays for himself: there are no pairs. Thirteen tricks are played "
                    "with all the obligations, and the hand goes to whoever scores most."
                ),
            },
            "cards": ["1e"],
        },
        {
            "kind": "text",
            "title": {"es": "Cambios obligatorios", "en": "Compulsory swaps"},
            "body": {
                "es": (
                    "La muestra no se queda fuera si es una carta buena. Antes de la primera baza"
                    " se cambia, y los cambios son **obligatorios**:\n\n"
                    "- si es un **as, tres, rey, caballo o sota**, quien tenga el siete de ese "
                    "palo se la lleva y deja su siete en la mesa; después, quien tenga el dos se "
                    "lleva ese siete y deja el dos;\n"
                    "- si es un **siete, seis o cinco**, quien tenga el dos de ese palo la cambia"
                    " por su dos;\n"
                    "- si es un **cuatro o un dos**, no se cambia.\n\n"
                    "Al final siempre queda fuera un dos o un cuatro, dos cartas blancas: no se "
                    "pierde ningún punto."
                ),
                "en": (
                    "A good leftover card does not stay out of play. It is swapped before the "
                    "first trick, and the swaps are **compulsory**:\n\n"
                    "- an **ace, three, king, knight or jack**: whoever has the seven of that "
                    "suit takes it and leaves his seven on the table; then whoever has the two "
                    "takes that seven and leaves the two;\n"
                    "- a **seven, six or five**: whoever has the two of that suit swaps it for "
                    "his two;\n"
                    "- a **four or a two**: no swap.\n\n"
                    "In the end a two or a four is always left out, both blank cards: no points "
                    "are lost."
                ),
            },
            "cards": ["1e", "7e", "2e"],
        },
        {
            "kind": "exercise",
            "title": {"es": "¿Qué carta cambias?", "en": "Which card do you swap?"},
            "exercise": {
                "type": "swap",
                "position": "v:arrastre/3 t:e tc:1e s:0 h0:7e,3e,11e,1o,3o,10o,5o,12c,6c,4c,2b,5b,12b",
            },
        },
        {
            "kind": "text",
            "title": {"es": "Tres sin doses", "en": "Three without twos"},
            "body": {
                "es": (
                    "Una [[opcion-de-mesa|opción de mesa]] es jugar [[tres-sin-doses|sin doses]]:"
                    " se quitan los cuatro doses, quedan 36 cartas y se dan 12 a cada uno. "
                    "Entonces no sobra nada: la última carta del que reparte se enseña, marca el "
                    "triunfo y se queda en su mano, como en el tute de cuatro."
                ),
                "en": (
                    "One [[opcion-de-mesa|house option]] is to play [[tres-sin-doses|without "
                    "twos]]: the four twos are removed, leaving 36 cards, 12 for each player. "
                    "Then nothing is left over: the dealer's last card is shown, sets trumps and "
                    "stays in his hand, as in four-player tute."
                ),
            },
        },
        {
            "kind": "exercise",
            "title": {"es": "Todos contra todos", "en": "Everyone for himself"},
            "exercise": {
                "type": "legal",
                "position": "v:arrastre/3 t:c s:2 h2:1o,12o,5o,3b,7c,2c m:4o,10o",
            },
        },
        {
            "kind": "quiz",
            "title": {"es": "Prueba: tute de tres", "en": "Quiz: three-player tute"},
            "exercises": [
                {
                    "type": "swap",
                    "position": "v:arrastre/3 t:b tc:6b s:0 h0:2b,10b,1c,3c,7o,6o,4o,11e,12e,5e,10c,4c,3e",
                },
                {
                    "type": "swap",
                    "position": "v:arrastre/3 t:o tc:4o s:0 h0:2o,7o,1o,12c,11c,3b,6b,5b,10e,7e,6e,4e,2e",
                },
                {
                    "type": "swap",
                    "position": "v:arrastre/3 t:c tc:12c s:0 h0:7c,1o,3o,12o,4o,6b,7b,2b,10e,11e,4e,5e,3e",
                },
                {
                    "type": "legal",
                    "position": "v:arrastre/3 t:c s:2 h2:1o,12o,5o,3b,7c,2c m:4o,1c",
                },
            ],
            "generate": [{"type": "swap", "count": 1, "params": {"variant": "arrastre/3"}}],
            "pass_mark": 0.75,
        },
    ],
}
