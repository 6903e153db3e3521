"""Lesson 6: trumping, over-trumping and free play (content, see SCHEMA.md)."""

LESSON = {
    "slug": "fallar-pisar-libre",
    "number": 6,
    "title": {"es": "Fallar, pisar y jugar libre", "en": "Trumping, over-trumping and free play"},
    "summary": {
        "es": (
            "Qué hacer cuando no tienes del palo de salida: echar triunfo, superar al triunfo que"
            " gana o, si no puedes, jugar lo que quieras."
        ),
        "en": (
            "What to do when you have none of the suit led: play a trump, beat the winning trump "
            "or, if you can't, play anything."
        ),
    },
    "steps": [
        {
            "kind": "text",
            "title": {
                "es": "Fallar: si no tienes del palo, triunfo",
                "en": "Fallar: no card of the suit, play a trump",
            },
            "body": {
                "es": (
                    "Cuando no te queda ninguna carta del palo de salida, tienes que echar un "
                    "triunfo si tienes. Eso es [[fallar]].\n\n"
                    "Pintan copas y salen con el tres de oros. No tienes oros, así que debes "
                    "echar una de tus copas: el dos o la sota. Cualquiera gana al tres de oros, "
                    "porque es triunfo."
                ),
                "en": (
                    "When you have no card left of the suit led, you must play a trump if you "
                    "have one. That is [[fallar|fallar]] (trumping).\n\n"
                    "Cups are trumps and the three of coins is led. You have no coins, so you "
                    "must play one of your cups: the two or the jack. Either beats the three of "
                    "coins, because it is a trump."
                ),
            },
            "position": "v:arrastre/4 t:c s:1 h1:12b,1e,2c,10c m:3o",
        },
        {
            "kind": "text",
            "title": {
                "es": "Pisar: superar al triunfo que gana",
                "en": "Pisar: beat the winning trump",
            },
            "body": {
                "es": (
                    "Si un rival ya ha fallado y su triunfo va ganando, tu triunfo tiene que ser "
                    "**más alto** si tienes uno más alto. Eso es [[pisar]].\n\n"
                    "Aquí el rival ha cortado el tres de oros con el siete de copas. Tu sota de "
                    "copas le gana al siete, así que es la carta que tienes que echar; el dos de "
                    "copas no vale."
                ),
                "en": (
                    "If an opponent has already trumped and his trump is winning, your trump must"
                    " be **higher** if you have a higher one. That is [[pisar|pisar]] (over-trumping).\n\n"
                    "Here the opponent has cut the three of coins with the seven of cups. Your "
                    "jack of cups beats the seven, so that is the card you must play; the two of "
                    "cups will not do."
                ),
            },
            "position": "v:arrastre/4 t:c s:2 h2:2c,10c,1b m:3o,7c",
        },
        {
            "kind": "text",
            "title": {
                "es": "Si no puedes pisar, eres libre",
                "en": "If you can't over-trump, you're free",
            },
            "body": {
                "es": (
                    "Si el triunfo que va ganando es más alto que todos los tuyos, **no estás "
                    "obligado a echar triunfo**: puedes jugar cualquier carta. ¿Para qué gastar "
                    "un triunfo que no gana?\n\n"
                    "Aquí el rival ha fallado con el as de copas, que no puede superar nadie. "
                    "Puedes echar la carta que quieras.\n\n"
                    "Hay mesas que juegan a **fallar siempre**: allí tendrías que echar un "
                    "triunfo aunque sea más bajo. Es una [[opcion-de-mesa|opción de mesa]]; aquí "
                    "viene desactivada."
                ),
                "en": (
                    "If the winning trump is higher than all of yours, **you don't have to play a"
                    " trump**: any card is allowed. Why waste a trump that cannot win?\n\n"
                    "Here the opponent has trumped with the ace of cups, which nobody can beat. "
                    "You may play whatever you like.\n\n"
                    "Some tables play **fallar siempre** (always trump): there you would have to "
                    "play a trump even if it is lower. It is a [[opcion-de-mesa|house option]]; "
                    "here it is off."
                ),
            },
            "position": "v:arrastre/4 t:c s:2 h2:2c,10c,12b,7e m:4o,1c",
        },
        {
            "kind": "text",
            "title": {"es": "Libre: ni palo ni triunfo", "en": "Libre: neither suit nor trumps"},
            "body": {
                "es": (
                    "Si no tienes ni cartas del palo de salida ni triunfos, juegas **libre**: "
                    "echas lo que quieras. Se dice también [[libre|descartarse]].\n\n"
                    "Lo sensato suele ser tirar una carta blanca y guardar las que valen puntos."
                ),
                "en": (
                    "If you have neither the suit led nor any trump, you play **free** (“libre”):"
                    " anything goes. It is also called [[libre|discarding]] (“descartarse”).\n\n"
                    "The sensible thing is usually to throw a blank card and keep the ones that "
                    "score."
                ),
            },
            "position": "v:arrastre/4 t:o s:1 h1:12b,3b,4c,6c m:1e",
        },
        {
            "kind": "text",
            "title": {"es": "El renuncio", "en": "Renuncio"},
            "body": {
                "es": (
                    "Las obligaciones se miran en este orden: **asistir** (y montar si puedes), "
                    "si no **fallar** (y pisar si puedes), y si nada de eso, **libre**.\n\n"
                    "Saltarse una pudiendo cumplirla es un [[renuncio]]. En una mesa de verdad "
                    "cualquier otro jugador puede acusarte (**cantar renuncio**): si acierta, "
                    "pierdes la mano tú (con tu compañero); si se equivoca, la pierde él, con el "
                    "suyo. En el cabrero se paga en porotos: dos el que renunció, uno el que acusa"
                    " sin razón. En este sitio, al practicar, no te dejamos "
                    "echar una carta que no vale y te decimos qué obligación incumple; así "
                    "aprendes sin castigo."
                ),
                "en": (
                    "The obligations are checked in this order: **asistir** (and montar if you "
                    "can), otherwise **fallar** (and pisar if you can), and if none applies, "
                    "**libre**.\n\n"
                    "Skipping one when you could keep it is a [[renuncio]]. At a real table, any "
                    "other player may call it (“cantar renuncio”): if the call is right, you lose "
                    "the hand (with your partner); if it is wrong, the caller loses it, with his. "
                    "In cabrero it is paid in porotos: two for whoever reneged, one for a wrong "
                    "call. On this site, while you practise, we won't "
                    "let you play a card that is not allowed and we tell you which obligation it "
                    "breaks, so you learn without penalty."
                ),
            },
        },
        {
            "kind": "exercise",
            "title": {"es": "¿Qué puedes echar?", "en": "What may you play?"},
            "exercise": {
                "type": "legal",
                "position": "v:arrastre/4 t:b s:1 h1:2c,1b,3o,12o m:12c",
            },
        },
        {
            "kind": "exercise",
            "title": {"es": "Un triunfo alto en la mesa", "en": "A high trump on the table"},
            "exercise": {
                "type": "legal",
                "position": "v:arrastre/4 t:e s:2 h2:4e,11e,1o,7c m:6b,3e",
            },
        },
        {
            "kind": "quiz",
            "title": {"es": "Prueba: fallar y pisar", "en": "Quiz: trumping and over-trumping"},
            "exercises": [
                {
                    "type": "legal",
                    "position": "v:arrastre/4 t:c s:1 h1:12b,1e,2c,10c m:3o",
                },
                {
                    "type": "legal",
                    "position": "v:arrastre/4 t:c s:2 h2:2c,10c,1b m:3o,7c",
                },
                {
                    "type": "legal",
                    "position": "v:arrastre/4 t:c s:2 h2:2c,10c,12b,7e m:4o,1c",
                },
                {
                    "type": "legal",
                    "position": "v:arrastre/4 t:c s:2 h2:2c,10c,12b,7e m:4o,1c o:fallar_siempre=1",
                    "intro": {
                        "es": "En esta mesa se juega a **fallar siempre**.",
                        "en": "This table plays **fallar siempre** (always trump).",
                    },
                },
                {
                    "type": "legal",
                    "position": "v:arrastre/4 t:o s:1 h1:12b,3b,4c,6c m:1e",
                },
            ],
            "generate": [
                {
                    "type": "legal",
                    "count": 1,
                    "params": {
                        "variant": "arrastre/4",
                        "obligation": "fallar",
                    },
                },
                {
                    "type": "legal",
                    "count": 1,
                    "params": {
                        "variant": "arrastre/4",
                        "obligation": "pisar",
                    },
                },
            ],
            "pass_mark": 0.8,
        },
    ],
}
