"""Lesson 8: declarations: las veinte and las cuarenta (content, see SCHEMA.md)."""

LESSON = {
    "slug": "cantes",
    "number": 8,
    "title": {
        "es": "Los cantes: las veinte y las cuarenta",
        "en": "Declarations: las veinte and las cuarenta",
    },
    "summary": {
        "es": (
            "Si tienes el rey y el caballo de un palo, puedes cantarlos y ganar 20 o 40 puntos. "
            "Cuándo y cómo."
        ),
        "en": (
            "If you hold the king and knight of a suit you can declare them and score 20 or 40 "
            "points. When and how."
        ),
    },
    "steps": [
        {
            "kind": "text",
            "title": {"es": "Cantar", "en": "Declaring"},
            "body": {
                "es": (
                    "Si tienes en la mano el **rey y el caballo del mismo palo**, puedes "
                    "[[cante|cantarlos]]: los enseñas a la mesa, dices cuánto valen y esos puntos"
                    " se suman a tu lado. Luego vuelves a guardarlos y los juegas cuando te "
                    "convenga."
                ),
                "en": (
                    "If you hold the **king and the knight of the same suit**, you can "
                    "[[cante|declare them]] (“cantar”): you show them to the table, say what they"
                    " are worth and the points go to your side. Then you put them back in your "
                    "hand and play them whenever it suits you."
                ),
            },
            "cards": ["12e", "11e"],
        },
        {
            "kind": "text",
            "title": {"es": "Las veinte y las cuarenta", "en": "Las veinte and las cuarenta"},
            "body": {
                "es": (
                    "Rey y caballo de un palo que **no** es triunfo son [[las-veinte]]: valen "
                    "**20 puntos**.\n\n"
                    "Rey y caballo **del triunfo** son [[las-cuarenta]]: valen **40 puntos**. Si "
                    "pintan oros, esta pareja son las cuarenta.\n\n"
                    "Cada palo solo se canta una vez, así que como mucho se cantan tres veintes y"
                    " unas cuarenta: 100 puntos."
                ),
                "en": (
                    "King and knight of a suit that is **not** trumps are [[las-veinte]]: **20 "
                    "points**.\n\n"
                    "King and knight **of trumps** are [[las-cuarenta]]: **40 points**. If coins "
                    "are trumps, this pair is las cuarenta.\n\n"
                    "Each suit can be declared only once, so at most three veintes and one "
                    "cuarenta are declared: 100 points."
                ),
            },
            "cards": ["12o", "11o"],
        },
        {
            "kind": "text",
            "title": {"es": "Cuándo se canta", "en": "When you declare"},
            "body": {
                "es": (
                    "Solo se canta **justo después de ganar una baza**, antes de salir a la "
                    "siguiente. Y solo **un cante por baza ganada**: si tienes dos, el segundo "
                    "tendrá que esperar a que ganes otra baza.\n\n"
                    "Cantar es voluntario. Puedes esperar a otra baza, pero cuidado: si te "
                    "obligan a jugar el rey o el caballo antes de cantar, ese cante se pierde.\n\n"
                    "En pareja, después de una baza ganada por cualquiera de los dos puede cantar"
                    " el que la ganó o su compañero (uno solo por baza; el que ganó elige "
                    "primero)."
                ),
                "en": (
                    "You declare only **right after winning a trick**, before leading the next. "
                    "And only **one declaration per trick won**: if you have two, the second must"
                    " wait until you win another trick.\n\n"
                    "Declaring is voluntary. You may wait for a later trick, but careful: if you "
                    "are forced to play the king or the knight before declaring, that declaration"
                    " is gone.\n\n"
                    "In pairs, after a trick won by either partner, the winner or his partner may"
                    " declare (just one per trick; the winner chooses first)."
                ),
            },
        },
        {
            "kind": "text",
            "title": {"es": "Las cuarenta, primero", "en": "Las cuarenta first"},
            "body": {
                "es": (
                    "Si tienes a la vez las cuarenta y unas veinte, tienes que **cantar primero "
                    "las cuarenta**. Pintando en copas, con estas cuatro cartas, tras tu primera "
                    "baza cantas las cuarenta; las veinte en bastos, en la siguiente baza que "
                    "ganes.\n\n"
                    "Esto es una [[opcion-de-mesa|opción de mesa]] que aquí viene activada. Otra "
                    "opción, desactivada aquí, es que los cantes **se pierdan**: si ganas una baza"
                    " y pasas sin cantar pudiendo hacerlo, pierdes esos cantes (si cantas uno, los"
                    " demás esperan a las siguientes bazas que ganes)."
                ),
                "en": (
                    "If you hold both las cuarenta and some veinte, you must **declare las "
                    "cuarenta first**. With cups as trumps and these four cards, after your first"
                    " trick you declare las cuarenta; the veinte in clubs, after the next trick "
                    "you win.\n\n"
                    "This is a [[opcion-de-mesa|house option]], on here. Another option, off "
                    "here, makes declarations **lapse**: if you win a trick and pass without "
                    "declaring when you could, those declarations are gone (if you declare one, "
                    "the others wait for the next tricks you win)."
                ),
            },
            "cards": ["12c", "11c", "12b", "11b"],
        },
        {
            "kind": "exercise",
            "title": {"es": "¿Qué puedes cantar?", "en": "What can you declare?"},
            "exercise": {
                "type": "cante",
                "tute": False,
                "position": "v:arrastre/4 t:c s:0 h0:12e,11e,12b,11b,1o,3o,7c,4c,10o",
            },
        },
        {
            "kind": "exercise",
            "title": {"es": "Con las cuarenta en la mano", "en": "With las cuarenta in hand"},
            "exercise": {
                "type": "cante",
                "tute": False,
                "position": "v:arrastre/4 t:o s:0 h0:12o,11o,12c,11c,1e,5e,7b,2b,6o",
            },
        },
        {
            "kind": "quiz",
            "title": {"es": "Prueba: los cantes", "en": "Quiz: declarations"},
            "exercises": [
                {
                    "type": "cante",
                    "tute": False,
                    "position": "v:arrastre/4 t:e s:1 h1:12c,10c,11o,12b,1e,3e,7e,4o,2b",
                },
                {
                    "type": "cante",
                    "tute": False,
                    "position": "v:arrastre/4 t:b s:2 h2:12b,11b,3c,4c,7o,1e c:0=o",
                },
                {
                    "type": "cante",
                    "tute": False,
                    "position": "v:arrastre/4 t:c s:3 h3:12e,11e,12o,11o,2b,6b,7c c:3=e",
                },
                {
                    "type": "cante",
                    "tute": False,
                    "position": "v:arrastre/4 t:e s:0 h0:12e,11e,12b,11b,1c,3c,7o,2o,5b",
                },
            ],
            "generate": [{"type": "cante", "count": 1, "params": {"tute": False}}],  # tute: lesson 9
            "pass_mark": 0.8,
        },
    ],
}
