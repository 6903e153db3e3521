"""Lesson 3: the trick and the trump suit (content, see SCHEMA.md)."""

LESSON = {
    "slug": "baza-y-triunfo",
    "number": 3,
    "title": {"es": "La baza y el triunfo", "en": "The trick and the trump suit"},
    "summary": {
        "es": (
            "Cómo se juega una baza, hacia dónde va el turno, qué es el triunfo y qué carta se lleva la baza."
        ),
        "en": (
            "How a trick is played, which way the turn goes, what trumps are and which card takes the trick."
        ),
    },
    "steps": [
        {
            "kind": "text",
            "title": {"es": "Qué es una baza", "en": "What a trick is"},
            "body": {
                "es": (
                    "El tute se juega por [[baza|bazas]]. En cada baza, cada jugador echa **una "
                    "sola carta**.\n\n"
                    "La primera es la **carta de salida** y la echa el jugador que es [[mano]]. "
                    "Cuando todos han jugado, una de las cartas gana: su dueño se lleva la baza "
                    "entera y sale en la siguiente.\n\n"
                    "En este ejemplo se salió con el cinco de oros y todos echaron oros: el rey "
                    "es la carta más fuerte, así que gana."
                ),
                "en": (
                    "Tute is played in [[baza|tricks]]. In each trick, every player plays **one "
                    "card only**.\n\n"
                    "The first card is the **lead** (“carta de salida”), played by the player who"
                    " is [[mano|mano]] (the leader). When everybody has played, one card wins: its "
                    "owner takes the "
                    "whole trick and leads the next one.\n\n"
                    "In this example the five of coins was led and everybody played coins: the "
                    "king is the strongest card, so it wins."
                ),
            },
            "cards": ["5o", "7o", "12o", "2o"],
        },
        {
            "kind": "text",
            "title": {"es": "El turno va hacia la derecha", "en": "The turn goes to the right"},
            "body": {
                "es": (
                    "En el tute se juega **hacia la derecha**, al revés que las agujas del reloj.\n\n"
                    "En la pantalla tú estás abajo: después de ti juega el jugador de tu derecha,"
                    " luego el de enfrente y por último el de tu izquierda.\n\n"
                    "Las cartas también se reparten hacia la derecha, y quien está a la derecha "
                    "del que reparte es mano en la primera baza. En la mano siguiente reparte el "
                    "que fue mano, así que ser mano va pasando de uno en uno hacia la derecha."
                ),
                "en": (
                    "Tute is played **to the right**, anticlockwise.\n\n"
                    "On screen you sit at the bottom: after you comes the player on your right, "
                    "then the one opposite you, and last the one on your left.\n\n"
                    "The cards are dealt to the right as well, and the player on the dealer's "
                    "right is mano for the first trick. The next hand is dealt by whoever was "
                    "mano, so being mano moves one seat to the right each hand."
                ),
            },
        },
        {
            "kind": "text",
            "title": {"es": "El triunfo", "en": "The trump suit"},
            "body": {
                "es": (
                    "Con cuatro jugadores se reparten todas las cartas, diez a cada uno. La "
                    "última que recibe el que reparte se enseña boca arriba: su palo es el "
                    "[[triunfo]] de toda la mano. Se dice que ese palo **pinta**, y esa carta es "
                    "**la muestra**.\n\n"
                    "La muestra es del que reparte y la juega como cualquier otra carta. Aquí "
                    "sale el cuatro de copas: pintan copas."
                ),
                "en": (
                    "With four players the whole deck is dealt, ten cards each. The last card the"
                    " dealer receives is shown face up: its suit is [[triunfo|trumps]] for the "
                    "whole hand. That suit is said to “pintar”, and the card shown is “la "
                    "muestra”.\n\n"
                    "The shown card belongs to the dealer, who plays it like any other card. Here"
                    " it is the four of cups: cups are trumps."
                ),
            },
            "cards": ["4c"],
        },
        {
            "kind": "text",
            "title": {"es": "Quién gana la baza", "en": "Who wins the trick"},
            "body": {
                "es": (
                    "Si en la baza hay algún triunfo, gana **el triunfo más alto**. Si no hay "
                    "ninguno, gana **la carta más alta del palo de salida**. Las cartas de otros "
                    "palos no ganan nunca, ni siquiera un as.\n\n"
                    "Pintando en copas se sale con {5o}; el {6o} va ganando, pero el {2c} es "
                    "triunfo y les gana a los dos. El {1b} no cuenta: no es ni de oros ni de "
                    "copas."
                ),
                "en": (
                    "If the trick holds any trump, **the highest trump** wins. If there is none, "
                    "**the highest card of the suit led** wins. Cards of other suits never win, "
                    "not even an ace.\n\n"
                    "With cups as trumps, {5o} is led; {6o} takes the lead, but {2c} is a trump "
                    "and beats them both. {1b} does not count: it is neither coins nor cups."
                ),
            },
            "cards": ["5o", "6o", "2c", "1b"],
        },
        {
            "kind": "text",
            "title": {
                "es": "Triunfos pequeños y arrastrar",
                "en": "Small trumps, and leading trumps",
            },
            "body": {
                "es": (
                    "Un triunfo, por pequeño que sea, gana a cualquier carta de otro palo: si "
                    "pintan oros, el {2o} se lleva el {1e}. Por eso los triunfos valen tanto, "
                    "aunque sean [[cartas-blancas]].\n\n"
                    "Salir con un triunfo se llama [[arrastrar]]. En una baza arrastrada gana "
                    "también el triunfo más alto, y ya verás que obliga a los demás a echar "
                    "triunfos."
                ),
                "en": (
                    "A trump, however small, beats any card of another suit: with coins as "
                    "trumps, {2o} takes {1e}. That is why trumps are so precious, even "
                    "[[cartas-blancas|blank]] ones.\n\n"
                    "Leading a trump is called [[arrastrar|arrastrar]] (leading trumps). In a "
                    "trump-led trick the highest "
                    "trump wins as well, and you will soon see that it forces the others to play "
                    "trumps."
                ),
            },
            "cards": ["1e", "2o"],
        },
        {
            "kind": "exercise",
            "title": {"es": "¿Quién se lleva la baza?", "en": "Who takes the trick?"},
            "exercise": {
                "type": "winner",
                "position": "v:arrastre/4 t:e s:1 m:4b,12b,3o,11b",
                "question": {
                    "es": "Pintan espadas. ¿Qué carta gana la baza?",
                    "en": "Swords are trumps. Which card wins the trick?",
                },
            },
        },
        {
            "kind": "exercise",
            "title": {"es": "Con un triunfo en la mesa", "en": "With a trump on the table"},
            "exercise": {
                "type": "winner",
                "position": "v:arrastre/4 t:o s:2 m:1c,3c,7o,6o",
                "question": {
                    "es": "Pintan oros. ¿Qué carta gana la baza?",
                    "en": "Coins are trumps. Which card wins the trick?",
                },
            },
        },
        {
            "kind": "quiz",
            "title": {"es": "Prueba: la baza", "en": "Quiz: the trick"},
            "exercises": [
                {
                    "type": "winner",
                    "position": "v:arrastre/4 t:c s:0 m:5o,7o,2c,1b",
                },
                {
                    "type": "winner",
                    "position": "v:arrastre/4 t:b s:3 m:10e,2e,1o,11e",
                },
                {
                    "type": "winner",
                    "position": "v:arrastre/4 t:o s:0 m:4o,2o,10o,1c",
                },
                {
                    "type": "winner",
                    "position": "v:arrastre/4 t:c s:2 m:3e,1e,6e,12e",
                },
            ],
            "generate": [{"type": "winner", "count": 2, "params": {"variant": "arrastre/4"}}],
            "pass_mark": 0.8,
        },
    ],
}
