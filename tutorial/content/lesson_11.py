"""Lesson 11: tute habanero, for two (content, see SCHEMA.md)."""

LESSON = {
    "slug": "habanero",
    "number": 11,
    "title": {"es": "Tute habanero, para dos", "en": "Tute habanero, for two"},
    "summary": {
        "es": (
            "El tute de dos jugadores: se roba del mazo, se juega libre mientras quedan cartas y "
            "se puede cambiar el siete."
        ),
        "en": (
            "Two-player tute: you draw from the pile, play is free while it lasts and you can swap the seven."
        ),
    },
    "steps": [
        {
            "kind": "text",
            "title": {"es": "El reparto", "en": "The deal"},
            "body": {
                "es": (
                    "En el [[habanero|tute habanero]] juegan dos. Cada uno recibe **8 cartas** "
                    "(hay mesas que dan 7). La carta siguiente se pone boca arriba, atravesada "
                    "debajo del [[mazo]]: es el **pinte** y su palo es el triunfo. El resto queda"
                    " boca abajo encima.\n\n"
                    "Con 8 cartas, en el mazo quedan 24 (el pinte incluido) y se juegan 20 bazas."
                ),
                "en": (
                    "In [[habanero|tute habanero]] two people play. Each gets **8 cards** (some "
                    "tables deal 7). The next card is laid face up, crosswise, under the "
                    "[[mazo|pile]]: it is the **pinte**, and its suit is trumps. The rest sits "
                    "face down on top.\n\n"
                    "With 8 cards each, 24 are left in the pile (the pinte included) and 20 "
                    "tricks are played."
                ),
            },
            "cards": ["3o"],
        },
        {
            "kind": "text",
            "title": {"es": "Robar del mazo", "en": "Drawing from the pile"},
            "body": {
                "es": (
                    "Después de cada baza, mientras quede mazo, los dos roban una carta: "
                    "**primero el que ganó la baza**. Así siempre volvéis a tener el mismo número"
                    " de cartas.\n\n"
                    "El pinte es la última carta del mazo y se la lleva el que roba el último, es"
                    " decir, quien pierde la baza en la que se acaba el mazo."
                ),
                "en": (
                    "After each trick, while the pile lasts, both players draw one card: **the "
                    "trick winner first**. That way you always get back to the same number of "
                    "cards.\n\n"
                    "The pinte is the last card of the pile, and it goes to whoever draws last, "
                    "that is, the loser of the trick in which the pile runs out."
                ),
            },
        },
        {
            "kind": "text",
            "title": {"es": "Con mazo, juego libre", "en": "With a pile, free play"},
            "body": {
                "es": (
                    "**Mientras quedan cartas en el mazo no hay obligaciones**: puedes echar la "
                    "carta que quieras, aunque tengas del palo de salida. Aquí te sacan el as de "
                    "oros y puedes contestar con cualquier carta.\n\n"
                    "Hay una [[opcion-de-mesa|opción de mesa]], **arrastrar con mazo**: si te "
                    "salen con un triunfo, tienes que echar triunfo si tienes (no hace falta que "
                    "sea más alto). Aquí viene desactivada."
                ),
                "en": (
                    "**While there are cards in the pile there are no obligations**: you may play"
                    " any card, even if you hold the suit led. Here the ace of coins is led and "
                    "you may answer with any card.\n\n"
                    "There is a [[opcion-de-mesa|house option]], **arrastrar con mazo**: if a "
                    "trump is led, you must play a trump if you have one (it need not be higher)."
                    " It is off here."
                ),
            },
            "position": "v:habanero/2 t:c tc:1c p:16 s:1 h1:2o,7o,12o,3c,1b,4e,5e,6b m:1o",
        },
        {
            "kind": "text",
            "title": {
                "es": "Sin mazo, todas las obligaciones",
                "en": "No pile, all the obligations",
            },
            "body": {
                "es": (
                    "Cuando se ha robado la última carta, desde la baza siguiente mandan **todas "
                    "las obligaciones**: asistir, montar, fallar y pisar, como en el tute de "
                    "cuatro. Ahora cada uno tiene 8 cartas y es el momento de hacer valer los "
                    "triunfos guardados."
                ),
                "en": (
                    "Once the last card has been drawn, from the next trick on **all the "
                    "obligations** apply: asistir, montar, fallar and pisar, just as in "
                    "four-player tute. Each player now has 8 cards, and this is the time to make "
                    "the most of the trumps you kept."
                ),
            },
        },
        {
            "kind": "text",
            "title": {
                "es": "Cambiar el siete (o el dos)",
                "en": "Swapping the seven (or the two)",
            },
            "body": {
                "es": (
                    "Justo después de ganar una baza y robar, si aún queda mazo, puedes "
                    "[[cambiar-el-siete]]:\n\n"
                    "- si el pinte es un as, un tres, un rey, un caballo o una sota, lo cambias "
                    "por **tu siete** de triunfo;\n"
                    "- si el pinte es un siete, un seis, un cinco o un cuatro, lo cambias por "
                    "**tu dos** de triunfo.\n\n"
                    "Puedes usar la carta que acabas de robar. Aquí pintan oros con el rey de "
                    "pinte: con el siete de oros te llevas el rey."
                ),
                "en": (
                    "Right after winning a trick and drawing, if there is still a pile, you may "
                    "[[cambiar-el-siete|swap the seven]]:\n\n"
                    "- if the pinte is an ace, three, king, knight or jack, you swap it for "
                    "**your seven** of trumps;\n"
                    "- if the pinte is a seven, six, five or four, you swap it for **your two** "
                    "of trumps.\n\n"
                    "You may use the card you have just drawn. Here coins are trumps and the king"
                    " is the pinte: with the seven of coins you take the king."
                ),
            },
            "cards": ["12o", "7o"],
        },
        {
            "kind": "text",
            "title": {"es": "Los cantes en el habanero", "en": "Declarations in habanero"},
            "body": {
                "es": (
                    "En el habanero se canta tras ganar una baza y robar, pero con dos "
                    "condiciones:\n\n"
                    "- solo **mientras quede mazo**;\n"
                    "- **no** con un rey o un caballo que sea la carta que acabas de robar.\n\n"
                    "Si en ese momento te has llevado el pinte con un cambio, sí puedes usarlo "
                    "para cantar."
                ),
                "en": (
                    "In habanero you declare after winning a trick and drawing, with two "
                    "conditions:\n\n"
                    "- only **while there is still a pile**;\n"
                    "- **not** with a king or knight that is the card you have just drawn.\n\n"
                    "If at that moment you have taken the pinte with a swap, you may use it to "
                    "declare."
                ),
            },
        },
        {
            "kind": "exercise",
            "title": {"es": "¿Qué cambias?", "en": "What do you swap?"},
            "exercise": {
                "type": "swap",
                "position": "v:habanero/2 t:o tc:12o p:10 s:0 h0:7o,2o,1c,3e,5b,6b,11c,4e",
                "intro": {
                    "es": "Acabas de ganar una baza y los dos habéis robado.",
                    "en": "You have just won a trick and both of you have drawn.",
                },
            },
        },
        {
            "kind": "exercise",
            "title": {"es": "Ya no queda mazo", "en": "The pile is gone"},
            "exercise": {
                "type": "legal",
                "position": "v:habanero/2 t:c s:1 h1:2o,7o,12o,3c,1b,4e,5e m:10o",
            },
        },
        {
            "kind": "quiz",
            "title": {"es": "Prueba: habanero", "en": "Quiz: habanero"},
            "exercises": [
                {
                    "type": "legal",
                    "position": "v:habanero/2 t:c tc:1c p:16 s:1 h1:2o,7o,12o,3c,1b,4e,5e,6b m:1o",
                },
                {
                    "type": "legal",
                    "position": (
                        "v:habanero/2 t:e tc:3e p:12 s:1 h1:2e,10e,1o,12c,4c,7b,6o,5b m:4e "
                        "o:arrastrar_con_mazo=1"
                    ),
                    "intro": {
                        "es": "En esta mesa se juega a **arrastrar con mazo**.",
                        "en": (
                            "This table plays **arrastrar con mazo** (answer a trump lead with a "
                            "trump while there is a pile)."
                        ),
                    },
                },
                {
                    "type": "swap",
                    "position": "v:habanero/2 t:b tc:5b p:8 s:0 h0:7b,2b,1o,12o,3c,10e,6e,4c",
                    "intro": {
                        "es": "Acabas de ganar una baza y los dos habéis robado.",
                        "en": "You have just won a trick and both of you have drawn.",
                    },
                },
                {
                    "type": "swap",
                    "position": "v:habanero/2 t:c tc:11c p:14 s:0 h0:2c,1c,5o,6o,12b,10b,3e,4e",
                    "intro": {
                        "es": "Acabas de ganar una baza y los dos habéis robado.",
                        "en": "You have just won a trick and both of you have drawn.",
                    },
                },
                {
                    "type": "swap",
                    "position": "v:habanero/2 t:e tc:4e p:6 s:0 h0:2e,7e,1b,3b,12o,5c,6c,10c",
                    "intro": {
                        "es": "Acabas de ganar una baza y los dos habéis robado.",
                        "en": "You have just won a trick and both of you have drawn.",
                    },
                },
            ],
            "generate": [{"type": "swap", "count": 1, "params": {"variant": "habanero/2"}}],
            "pass_mark": 0.8,
        },
    ],
}
