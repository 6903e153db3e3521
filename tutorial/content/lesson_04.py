"""Lesson 4: following suit (asistir) (content, see SCHEMA.md)."""

LESSON = {
    "slug": "asistir",
    "number": 4,
    "title": {"es": "Asistir", "en": "Following suit (asistir)"},
    "summary": {
        "es": ("La primera obligación: si tienes cartas del palo que se ha jugado, tienes que echar una."),
        "en": "The first obligation: if you hold cards of the suit led, you must play one.",
    },
    "steps": [
        {
            "kind": "text",
            "title": {"es": "Las obligaciones", "en": "The obligations"},
            "body": {
                "es": (
                    "En el tute no siempre puedes echar la carta que quieras. Quien sale, sí: "
                    "juega lo que le apetezca. Pero los demás tienen unas **obligaciones** que se"
                    " miran por orden: asistir, montar, fallar y pisar.\n\n"
                    "Saltarse una obligación pudiendo cumplirla es un [[renuncio]], la falta más "
                    "grave del juego. En esta lección empezamos por la primera."
                ),
                "en": (
                    "In tute you cannot always play the card you like. The leader can: any card "
                    "will do. But the others have **obligations**, checked in order: asistir, "
                    "montar, fallar and pisar.\n\n"
                    "Breaking an obligation when you could keep it is a [[renuncio]], the worst "
                    "fault in the game. This lesson starts with the first one."
                ),
            },
        },
        {
            "kind": "text",
            "title": {"es": "Asistir: echar del mismo palo", "en": "Asistir: follow suit"},
            "body": {
                "es": (
                    "[[asistir|Asistir]] es echar una carta **del palo de salida** si tienes "
                    "alguna.\n\n"
                    "Aquí salen con el as de oros y tú tienes tres oros. Tienes que echar uno de "
                    "ellos, aunque ninguno pueda ganar al as. No puedes echar el tres de copas "
                    "(que es triunfo) ni el as de bastos: mientras tengas oros, toca oros."
                ),
                "en": (
                    "[[asistir|Asistir]] means playing a card **of the suit led** if you have "
                    "one.\n\n"
                    "Here the ace of coins is led and you hold three coins. You must play one of "
                    "them, even though none can beat the ace. You may not play the three of cups "
                    "(a trump) or the ace of clubs: as long as you have coins, coins it is."
                ),
            },
            "position": "v:arrastre/4 t:c s:1 h1:2o,7o,12o,3c,1b m:1o",
        },
        {
            "kind": "text",
            "title": {"es": "Aunque tengas triunfos", "en": "Even if you hold trumps"},
            "body": {
                "es": (
                    "Es el error más típico al empezar: ver que no puedes ganar con el palo que "
                    "han jugado y echar un triunfo para llevarte la baza. **No se puede**. Solo "
                    "puedes echar triunfo cuando ya no te queda ninguna carta del palo de salida.\n\n"
                    "Y si solo te queda una carta de ese palo, esa es la única que puedes jugar, "
                    "aunque sea tu mejor carta."
                ),
                "en": (
                    "It is the classic beginner's mistake: you see you cannot win with the suit "
                    "led, so you play a trump to take the trick. **You may not**. You can only "
                    "trump once you have no card left of the suit led.\n\n"
                    "And if you have just one card of that suit, that is the only card you may "
                    "play, even if it is your best."
                ),
            },
        },
        {
            "kind": "exercise",
            "title": {"es": "¿Qué cartas puedes echar?", "en": "Which cards may you play?"},
            "exercise": {
                "type": "legal",
                "position": "v:arrastre/4 t:o s:1 h1:4e,10e,1c,3o,12b m:12e",
            },
        },
        {
            "kind": "text",
            "title": {"es": "Cuando se arrastra", "en": "When trumps are led"},
            "body": {
                "es": (
                    "Si la carta de salida es un triunfo (se ha [[arrastrar|arrastrado]]), el "
                    "palo que hay que asistir es el del triunfo. Pintando en bastos y saliendo el"
                    " as de bastos, tienes que echar un basto si te queda alguno."
                ),
                "en": (
                    "If the lead is a trump (trumps have been [[arrastrar|led]]), the suit to "
                    "follow is trumps. With clubs as trumps and the ace of clubs led, you must "
                    "play a club if you have one left."
                ),
            },
            "position": "v:arrastre/4 t:b s:1 h1:2b,6b,12o,1e m:1b",
        },
        {
            "kind": "exercise",
            "title": {"es": "Solo una carta del palo", "en": "Only one card of the suit"},
            "exercise": {
                "type": "legal",
                "position": "v:arrastre/4 t:o s:1 h1:5c,1e,12o,11o,7b m:3c",
            },
        },
        {
            "kind": "quiz",
            "title": {"es": "Prueba: asistir", "en": "Quiz: following suit"},
            "exercises": [
                {
                    "type": "legal",
                    "position": "v:arrastre/4 t:c s:1 h1:2o,7o,12o,3c,1b m:1o",
                },
                {
                    "type": "legal",
                    "position": "v:arrastre/4 t:b s:1 h1:2b,6b,12o,1e m:1b",
                },
                {
                    "type": "legal",
                    "position": "v:arrastre/4 t:e s:1 h1:4b,5b,1e,3e,12c m:3b",
                },
            ],
            "generate": [
                {
                    "type": "legal",
                    "count": 2,
                    "params": {
                        "variant": "arrastre/4",
                        "obligation": "asistir",
                    },
                },
            ],
            "pass_mark": 0.8,
        },
    ],
}
