"""Lesson 13: tute cabrero (content, see SCHEMA.md)."""

LESSON = {
    "slug": "cabrero",
    "number": 13,
    "title": {"es": "Tute cabrero", "en": "Tute cabrero"},
    "summary": {
        "es": "Cada uno para sí y pierde el del medio: a más, a menos, el capote y los porotos.",
        "en": ("Everyone for himself, and the one in the middle loses: a más, a menos, capote and porotos."),
    },
    "steps": [
        {
            "kind": "text",
            "title": {"es": "Que no te pillen en medio", "en": "Don't get caught in the middle"},
            "body": {
                "es": (
                    "El [[cabrero|tute cabrero]] se juega de 3 a 5 jugadores (con 6, el que "
                    "reparte descansa), **cada uno para sí**, y se reparten todas las cartas.\n\n"
                    "Aquí no gana el que más suma: lo que hay que evitar es **quedar en medio**. "
                    "Se puede salvar uno de dos maneras: siendo el que más puntos hace, "
                    "[[a-mas]], o siendo el que menos hace, [[a-menos]]."
                ),
                "en": (
                    "[[cabrero|Tute cabrero]] is played by 3 to 5 people (with 6, the dealer sits"
                    " out), **each for himself**, and all the cards are dealt.\n\n"
                    "Here the top score is not the point: what you must avoid is **ending up in "
                    "the middle**. You can save yourself in two ways: by scoring the most, "
                    "[[a-mas]], or by scoring the least, [[a-menos]]."
                ),
            },
        },
        {
            "kind": "text",
            "title": {"es": "La primera mano", "en": "The first hand"},
            "body": {
                "es": (
                    "En la primera mano pintan **oros** y sale quien tenga el **dos de oros**.\n\n"
                    "Con tres jugadores sobra una carta, que se deja boca abajo: el que tiene el "
                    "dos de oros se la queda sin enseñarla y deja el dos de oros boca arriba, "
                    "fuera del juego.\n\n"
                    "En las manos siguientes es mano el de la derecha del anterior, y el que "
                    "reparte enseña su última carta para marcar el triunfo (con tres, la que "
                    "sobra, que se cambia como en el tute de tres). Una [[opcion-de-mesa|opción "
                    "de mesa]] con 4 o 5 jugadores: triunfos que rotan, oros, copas, espadas y "
                    "bastos."
                ),
                "en": (
                    "In the first hand **coins** are trumps and whoever holds the **two of "
                    "coins** leads.\n\n"
                    "With three players one card is left over and stays face down: the holder of "
                    "the two of coins takes it without showing it and leaves the two of coins "
                    "face up, out of play.\n\n"
                    "In later hands the player to the right of the previous mano leads, and the "
                    "dealer shows his last card to set trumps (with three players, the leftover "
                    "card, swapped as in three-player tute). A [[opcion-de-mesa|house option]] "
                    "with 4 or 5 players: trumps rotate, coins, cups, swords and clubs."
                ),
            },
            "cards": ["2o"],
        },
        {
            "kind": "text",
            "title": {"es": "Quién pierde", "en": "Who loses"},
            "body": {
                "es": (
                    "Al final solo cuentan los que han [[entrar-en-baza|entrado en baza]], es "
                    "decir, los que han ganado al menos una baza. Se ordenan por puntos (cartas, "
                    "cantes y diez de últimas). El primero se salva a más; si entraron tres o "
                    "más, el último se salva a menos; **los del medio pierden**:\n\n"
                    "- entran 2: pierde el segundo;\n"
                    "- entran 3: pierde el segundo;\n"
                    "- entran 4: pierden el segundo y el tercero;\n"
                    "- entran 5: pierden el segundo, el tercero y el cuarto.\n\n"
                    "Quien no entró en baza no cuenta para el orden y se libra, **salvo en un "
                    "capote**: si uno solo entró en baza, pierden todos los demás (lo verás "
                    "enseguida). Si hay empate a puntos, queda por delante el que ganó una baza "
                    "más tarde (**regla del proyecto**)."
                ),
                "en": (
                    "At the end only those who have [[entrar-en-baza|entered a trick]] count, "
                    "that is, those who won at least one trick. They are ranked by points (cards,"
                    " declarations and last-trick ten). The first is safe a más; if three or more"
                    " entered, the last is safe a menos; **those in the middle lose**:\n\n"
                    "- 2 entered: the second loses;\n"
                    "- 3 entered: the second loses;\n"
                    "- 4 entered: the second and third lose;\n"
                    "- 5 entered: the second, third and fourth lose.\n\n"
                    "Whoever won no trick does not count in the ranking and is safe, **except in"
                    " a capote**: if only one player entered a trick, all the others lose (you "
                    "will see it next). On equal points, the one who won a trick later ranks "
                    "higher (**project rule**)."
                ),
            },
        },
        {
            "kind": "exercise",
            "title": {"es": "¿Quién pierde?", "en": "Who loses?"},
            "exercise": {
                "type": "cabrero",
                "points": [52, 30, None, 48],
                "question": {
                    "es": "Estos son los puntos de cada jugador al final de la mano. ¿Quién pierde?",
                    "en": "These are each player’s points at the end of the hand. Who loses?",
                },
            },
        },
        {
            "kind": "text",
            "title": {"es": "Capote y tute", "en": "Capote and tute"},
            "body": {
                "es": (
                    "Si un jugador gana **todas** las bazas hace [[capote]]: pierden todos los "
                    "demás. Pero si quien hace capote había cantado antes, pierde él solo (eso "
                    "enseña a no cantar cuando vas a por el capote).\n\n"
                    "Cantar [[tute]] acaba la mano y todos los demás pierden.\n\n"
                    "Y para evitar un capote, los demás intentan [[cortar|cortarlo]]: guardarse "
                    "una carta que les permita ganar alguna baza."
                ),
                "en": (
                    "If one player wins **every** trick he makes [[capote]]: all the others lose."
                    " But if the capote maker had declared earlier, he alone loses (a good reason"
                    " not to declare when you are going for capote).\n\n"
                    "Declaring [[tute]] ends the hand and all the others lose.\n\n"
                    "And to prevent a capote, the others try to [[cortar|cut it]]: keep back a "
                    "card that will win them some trick."
                ),
            },
        },
        {
            "kind": "text",
            "title": {"es": "Los porotos", "en": "Porotos"},
            "body": {
                "es": (
                    "Cada mano perdida se apunta con un [[poroto]] (un garbanzo, una raya…). Un "
                    "renuncio cuesta dos. Quien llega a **cuatro porotos** queda eliminado, y se "
                    "sigue jugando hasta que quedan menos de tres: los que quedan son los "
                    "ganadores."
                ),
                "en": (
                    "Each hand lost is marked with a [[poroto|poroto]] (a bean, a chickpea, a stroke…). "
                    "A renuncio costs two. Whoever reaches **four porotos** is out, and play goes"
                    " on until fewer than three are left: those still in are the winners."
                ),
            },
        },
        {
            "kind": "exercise",
            "title": {"es": "Cinco jugadores", "en": "Five players"},
            "exercise": {
                "type": "cabrero",
                "points": [40, 25, 35, 20, 10],
            },
        },
        {
            "kind": "quiz",
            "title": {"es": "Prueba: cabrero", "en": "Quiz: cabrero"},
            "exercises": [
                {
                    "type": "cabrero",
                    "points": [70, None, None, 60],
                },
                {
                    "type": "cabrero",
                    "points": [45, 38, 22, 25],
                },
                {
                    "type": "cabrero",
                    "points": [130, None, None, None],
                },
                {
                    "type": "cabrero",
                    "points": [150, None, None],
                    "capote_cante": 0,
                    "intro": {
                        "es": "El que hizo capote había cantado antes las veinte.",
                        "en": "The player who made capote had declared las veinte earlier.",
                    },
                },
            ],
            "generate": [
                {
                    "type": "cabrero",
                    "count": 1,
                    "params": {
                        "players": 4,
                    },
                },
                {
                    "type": "cabrero",
                    "count": 1,
                    "params": {
                        "players": 5,
                    },
                },
            ],
            "pass_mark": 0.75,
        },
    ],
}
