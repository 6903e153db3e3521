"""Lesson 5: beating the winning card (montar) (content, see SCHEMA.md)."""

LESSON = {
    "slug": "montar",
    "number": 5,
    "title": {"es": "Montar", "en": "Beating the winning card (montar)"},
    "summary": {
        "es": (
            "La segunda obligación: cuando asistes, tienes que ganar a la carta que va ganando si puedes."
        ),
        "en": (
            "The second obligation: when you follow suit, you must beat the card that is winning if you can."
        ),
    },
    "steps": [
        {
            "kind": "text",
            "title": {
                "es": "Montar: superar a la que gana",
                "en": "Montar: beat the winning card",
            },
            "body": {
                "es": (
                    "Cuando asistes, no vale cualquier carta del palo: si tienes una que **gane a"
                    " la carta que va ganando** la baza, tienes que echarla. Eso es [[montar]].\n\n"
                    "Salen con el cinco de oros. Tienes el dos y el caballo de oros: el caballo "
                    "gana al cinco, así que es tu única carta posible."
                ),
                "en": (
                    "When you follow suit, not just any card of that suit will do: if you have "
                    "one that **beats the card currently winning** the trick, you must play it. "
                    "That is [[montar|montar]] (beating the winning card).\n\n"
                    "The five of coins is led. You hold the two and the knight of coins: the "
                    "knight beats the five, so it is the only card you may play."
                ),
            },
            "position": "v:arrastre/4 t:c s:1 h1:2o,11o,1b,3c m:5o",
        },
        {
            "kind": "text",
            "title": {
                "es": "La que va ganando, no la de salida",
                "en": "The winning card, not the lead",
            },
            "body": {
                "es": (
                    "Ojo: hay que superar a la carta que **va ganando**, que no tiene por qué ser"
                    " la de salida.\n\n"
                    "Tu compañero salió con el cuatro de espadas y el rival de su derecha echó el"
                    " rey. Para montar tienes que ganar al rey: el caballo no te sirve, pero el "
                    "as y el tres sí. Puedes elegir cualquiera de los dos."
                ),
                "en": (
                    "Careful: you must beat the card that is **winning**, which need not be the "
                    "lead.\n\n"
                    "Your partner led the four of swords and the opponent on his right played the"
                    " king. To montar you must beat the king: the knight won't do, but the ace "
                    "and the three will. You may choose either."
                ),
            },
            "position": "v:arrastre/4 t:c s:2 h2:11e,1e,3e,7c,5b m:4e,12e",
        },
        {
            "kind": "text",
            "title": {
                "es": "Si no puedes, asiste con cualquiera",
                "en": "If you can't, follow with any",
            },
            "body": {
                "es": (
                    "Si ninguna de tus cartas del palo gana a la que va ganando, no pasa nada: "
                    "sigues obligado a asistir, pero puedes echar **la que quieras de ese palo**."
                    " Normalmente, la que menos puntos tenga."
                ),
                "en": (
                    "If none of your cards of the suit beats the winning card, that's fine: you "
                    "still have to follow suit, but you may play **any card of that suit**. "
                    "Usually the one with the fewest points."
                ),
            },
        },
        {
            "kind": "text",
            "title": {"es": "Si ya han fallado", "en": "If someone has already trumped"},
            "body": {
                "es": (
                    "Cuando alguien ya ha echado triunfo sobre un palo que no es triunfo, ninguna"
                    " carta de ese palo puede ganar. Entonces puedes asistir con **cualquier "
                    "carta del palo**, sin obligación de montar.\n\n"
                    "Aquí pintan bastos: salieron con la sota de oros y el rival la cortó con el "
                    "dos de bastos. Tienes que echar oros (el as o el cuatro, el que quieras), y "
                    "no puedes usar tu tres de bastos: asistir va antes que todo."
                ),
                "en": (
                    "Once someone has trumped a lead that is not trumps, no card of the suit led "
                    "can win. You may then follow with **any card of the suit**, with no duty to "
                    "beat.\n\n"
                    "Here clubs are trumps: the jack of coins was led and the opponent cut it "
                    "with the two of clubs. You must play coins (the ace or the four, as you "
                    "like), and you may not use your three of clubs: following suit comes first."
                ),
            },
            "position": "v:arrastre/4 t:b s:2 h2:1o,4o,12c,3b m:10o,2b",
        },
        {
            "kind": "exercise",
            "title": {"es": "¿Qué puedes echar?", "en": "What may you play?"},
            "exercise": {
                "type": "legal",
                "position": "v:arrastre/4 t:o s:3 h3:1c,11c,2c,5o m:6c,7c,12c",
            },
        },
        {
            "kind": "exercise",
            "title": {"es": "Arrastrando", "en": "Trumps led"},
            "exercise": {
                "type": "legal",
                "position": "v:arrastre/4 t:e s:1 h1:7e,11e,1o,3c m:10e",
            },
        },
        {
            "kind": "quiz",
            "title": {"es": "Prueba: montar", "en": "Quiz: beating the winning card"},
            "exercises": [
                {
                    "type": "legal",
                    "position": "v:arrastre/4 t:c s:1 h1:2o,11o,1b,3c m:5o",
                },
                {
                    "type": "legal",
                    "position": "v:arrastre/4 t:c s:2 h2:11e,1e,3e,7c,5b m:4e,12e",
                },
                {
                    "type": "legal",
                    "position": "v:arrastre/4 t:b s:2 h2:1o,4o,12c,3b m:10o,2b",
                },
                {
                    "type": "legal",
                    "position": "v:arrastre/4 t:c s:3 h3:10b,4b,2b,1c m:1b,12b,7b",
                },
            ],
            "generate": [
                {
                    "type": "legal",
                    "count": 2,
                    "params": {
                        "variant": "arrastre/4",
                        "obligation": "montar",
                    },
                },
            ],
            "pass_mark": 0.8,
        },
    ],
}
