"""Lesson 14: first tips for play (content, see SCHEMA.md)."""

LESSON = {
    "slug": "consejos",
    "number": 14,
    "title": {"es": "Primeros consejos de juego", "en": "First tips for play"},
    "summary": {
        "es": "Cinco hábitos que distinguen a quien sabe las reglas de quien sabe jugar.",
        "en": "Five habits that set apart those who know the rules from those who know how to play.",
    },
    "steps": [
        {
            "kind": "text",
            "title": {"es": "Cuenta los triunfos", "en": "Count the trumps"},
            "body": {
                "es": (
                    "Hay diez triunfos en la baraja. Ve contando los que han salido: cuando sepas"
                    " que el as y el tres ya no están, tu rey de triunfo pasa a ser la carta más "
                    "fuerte de la mesa.\n\n"
                    "Fíjate también en quién falla: si un jugador no asiste a un palo (cuando "
                    "rigen las obligaciones), es que no le queda. La próxima vez que se salga de "
                    "ese palo tampoco podrá asistir: si tiene triunfos tendrá que fallar, salvo "
                    "que vaya ganando su compañero o que ya gane un triunfo que no pueda superar;"
                    " si no le quedan triunfos, se descartará."
                ),
                "en": (
                    "There are ten trumps in the deck. Keep count of those already played: once "
                    "you know the ace and the three are gone, your king of trumps is the "
                    "strongest card at the table.\n\n"
                    "Watch who trumps, too: if a player does not follow a suit (while the "
                    "obligations apply), he has none left. Next time that suit is led he cannot "
                    "follow either: if he has trumps he must trump, unless his partner is winning"
                    " or a trump he cannot beat is already winning; with no trumps left, he will "
                    "discard."
                ),
            },
            "cards": ["1o", "3o", "12o", "11o", "10o", "7o", "6o", "5o", "4o", "2o"],
        },
        {
            "kind": "text",
            "title": {
                "es": "Piensa en las diez de últimas",
                "en": "Keep the last-trick ten in mind",
            },
            "body": {
                "es": (
                    "Las diez de últimas valen tanto como un tres. Guardar un triunfo alto para "
                    "el final suele asegurarlas, y en una mano igualada deciden quién gana."
                ),
                "en": (
                    "The last-trick ten is worth as much as a three. Keeping a high trump for the"
                    " end usually secures it, and in a close hand it decides who wins."
                ),
            },
        },
        {
            "kind": "text",
            "title": {
                "es": "No alimentes las bazas del rival",
                "en": "Don't feed your opponents' tricks",
            },
            "body": {
                "es": (
                    "Cuando la baza se la va a llevar un rival y tú no puedes evitarlo, échale la"
                    " carta que menos valga: una carta blanca, nunca un as o un tres si tienes "
                    "otra cosa.\n\n"
                    "Aquí el rival de tu izquierda gana con el as de oros y tú eres el último. No"
                    " tienes oros ni triunfos, así que juegas libre: tira el dos de bastos y "
                    "guarda el as."
                ),
                "en": (
                    "When an opponent is going to take the trick and you can't stop it, give him "
                    "your least valuable card: a blank one, never an ace or a three if you have "
                    "something else.\n\n"
                    "Here the opponent on your left is winning with the ace of coins and you play"
                    " last. You have no coins and no trumps, so you play free: throw the two of "
                    "clubs and keep the ace."
                ),
            },
            "position": "v:arrastre/4 t:c s:3 h3:1b,2b,6e,12e m:3o,5o,1o",
        },
        {
            "kind": "text",
            "title": {"es": "Carga la baza de tu compañero", "en": "Load your partner's trick"},
            "body": {
                "es": (
                    "Al revés: si la baza es de tu compañero y nadie se la va a quitar, échale "
                    "puntos. Tu compañero gana con el as de espadas y solo queda por jugar tú: el"
                    " tres de espadas son 10 puntos para tu pareja.\n\n"
                    "Con un as, piénsalo antes: es la carta más alta de su palo y puede ganar "
                    "más adelante una baza propia. Y si tienes una carta sola de otro palo, "
                    "echarla te deja sin ese palo: luego podrás fallar con triunfo. A veces "
                    "eso vale más que los puntos; el análisis de tus jugadas te dirá cuándo, "
                    "con las cuentas."
                ),
                "en": (
                    "The other way round: if the trick is your partner's and nobody can take it "
                    "from him, give him points. Your partner is winning with the ace of swords "
                    "and you are the last to play: the three of swords is 10 points for your "
                    "pair.\n\n"
                    "With an ace, think first: it is the highest card of its suit and may win a "
                    "trick of its own later. And if you hold a single card of another suit, "
                    "throwing it leaves you without that suit: later you can trump it. Sometimes "
                    "that is worth more than the points; the analysis of your moves will tell "
                    "you when, with the figures."
                ),
            },
            "position": "v:arrastre/4 t:c s:3 h3:3e,6e,1b,4b m:5e,1e,7e",
        },
        {
            "kind": "text",
            "title": {"es": "Protege tus cantes", "en": "Protect your declarations"},
            "body": {
                "es": (
                    "Con un rey y un caballo del mismo palo en la mano, no tengas prisa en "
                    "jugarlos: necesitas **ganar una baza** para poder cantar. Busca ganar una "
                    "pronto, con una carta alta de otro palo o con un triunfo.\n\n"
                    "Y si el rival te arrastra o sale de ese palo, puede obligarte a soltar una "
                    "de las dos cartas: los contrarios intentarán cortarte el cante."
                ),
                "en": (
                    "With a king and a knight of the same suit in hand, don't hurry to play them:"
                    " you need to **win a trick** before you can declare. Try to win one early, "
                    "with a high card of another suit or with a trump.\n\n"
                    "And if an opponent leads trumps or leads that suit, he may force you to give"
                    " up one of the two cards: your opponents will try to cut off your "
                    "declaration."
                ),
            },
            "cards": ["12b", "11b"],
        },
        {
            "kind": "exercise",
            "title": {"es": "¿Qué echas?", "en": "What do you play?"},
            "exercise": {
                "type": "jugada",
                "position": "v:arrastre/4 t:c s:3 h3:1b,2b,6e,12e m:3o,5o,1o",
                "question": {
                    "es": "¿Qué carta echarías? Pulsa la que más te conviene.",
                    "en": "Which card would you play? Click the one that suits you best.",
                },
            },
        },
        {
            "kind": "quiz",
            "title": {"es": "Repaso general", "en": "General review"},
            "exercises": [
                {
                    "type": "legal",
                    "position": "v:arrastre/4 t:c s:3 h3:3e,6e,1b,4b m:5e,1e,7e",
                },
                {
                    "type": "winner",
                    "position": "v:arrastre/4 t:b s:1 m:1o,3o,4b,12o",
                },
                {
                    "type": "cante",
                    "position": "v:arrastre/4 t:b s:2 h2:12b,11b,12e,11e,1o,4c,6c,3b",
                },
                {
                    "type": "points",
                    "cards": ["1e", "3e", "12o", "10c", "6b", "4o", "11b", "7c"],
                },
            ],
            "generate": [{"type": "legal", "count": 2, "params": {"variant": "arrastre/4"}}],
            "pass_mark": 0.75,
        },
    ],
}
