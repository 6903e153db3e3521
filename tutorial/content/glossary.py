"""Glossary of the course: every term the lessons use (content, see SCHEMA.md)."""

TERMS = {
    "baraja": {
        "term": {"es": "baraja", "en": "deck"},
        "definition": {
            "es": (
                "El mazo de cartas con que se juega. El tute usa la **baraja española de 40 "
                "cartas**: cuatro palos de diez cartas, sin ochos ni nueves."
            ),
            "en": (
                "The pack of cards the game is played with. Tute uses the **40-card Spanish "
                "deck**: four suits of ten cards, with no eights or nines."
            ),
        },
        "aliases": ["naipes", "baraja española"],
        "see": ["palo", "figura"],
    },
    "palo": {
        "term": {"es": "palo", "en": "suit"},
        "definition": {
            "es": (
                "Cada uno de los cuatro grupos de la baraja: [[oros]], [[copas]], [[espadas]] y "
                "[[bastos]]. Cada palo tiene diez cartas, del as al rey."
            ),
            "en": (
                "Each of the four groups of the deck: [[oros|coins]], [[copas|cups]], "
                "[[espadas|swords]] and [[bastos|clubs]]. Each suit has ten cards, from the ace "
                "to the king."
            ),
        },
        "aliases": [],
        "see": ["oros", "copas", "espadas", "bastos", "triunfo"],
    },
    "oros": {
        "term": {"es": "oros", "en": "coins"},
        "definition": {
            "es": (
                "Palo de la baraja española que se dibuja con monedas de oro. Su letra en este "
                "sitio es **o**: {1o} es el as de oros."
            ),
            "en": (
                "Suit of the Spanish deck drawn as gold coins. Its letter on this site is **o**: "
                "{1o} is the ace of coins."
            ),
        },
        "aliases": [],
        "see": ["palo"],
    },
    "copas": {
        "term": {"es": "copas", "en": "cups"},
        "definition": {
            "es": (
                "Palo de la baraja española que se dibuja con copas. Su letra es **c**: {3c} es "
                "el tres de copas."
            ),
            "en": ("Suit of the Spanish deck drawn as cups. Its letter is **c**: {3c} is the three of cups."),
        },
        "aliases": [],
        "see": ["palo"],
    },
    "espadas": {
        "term": {"es": "espadas", "en": "swords"},
        "definition": {
            "es": (
                "Palo de la baraja española que se dibuja con espadas. Su letra es **e**: {12e} "
                "es el rey de espadas."
            ),
            "en": (
                "Suit of the Spanish deck drawn as swords. Its letter is **e**: {12e} is the king of swords."
            ),
        },
        "aliases": [],
        "see": ["palo"],
    },
    "bastos": {
        "term": {"es": "bastos", "en": "clubs"},
        "definition": {
            "es": (
                "Palo de la baraja española que se dibuja con garrotes de madera. Su letra es "
                "**b**: {10b} es la sota de bastos."
            ),
            "en": (
                "Suit of the Spanish deck drawn as wooden cudgels. Its letter is **b**: {10b} is "
                "the jack of clubs."
            ),
        },
        "aliases": [],
        "see": ["palo"],
    },
    "as": {
        "term": {"es": "as", "en": "ace"},
        "definition": {
            "es": ("La carta número 1 de cada palo. Es la más fuerte y la que más vale: **11 puntos**."),
            "en": ("Card number 1 of each suit. It is the strongest and the most valuable: **11 points**."),
        },
        "aliases": ["uno"],
        "see": ["fuerza", "valor"],
    },
    "tres": {
        "term": {"es": "tres", "en": "three"},
        "definition": {
            "es": (
                "En el tute el tres es la segunda carta más fuerte de su palo, solo por detrás "
                "del as, y vale **10 puntos**."
            ),
            "en": (
                "In tute the three is the second strongest card of its suit, behind only the ace,"
                " and it is worth **10 points**."
            ),
        },
        "aliases": [],
        "see": ["fuerza"],
    },
    "sota": {
        "term": {"es": "sota", "en": "jack"},
        "definition": {
            "es": (
                "La figura número 10, un paje de pie. Es la más baja de las tres figuras y vale **2 puntos**."
            ),
            "en": (
                "Court card number 10, a standing page. It is the lowest of the three court cards"
                " and is worth **2 points**."
            ),
        },
        "aliases": ["diez"],
        "see": ["figura"],
    },
    "caballo": {
        "term": {"es": "caballo", "en": "knight"},
        "definition": {
            "es": (
                "La figura número 11, un jinete a caballo. Va entre el rey y la sota y vale **3 "
                "puntos**. Con el rey del mismo palo forma un [[cante]]."
            ),
            "en": (
                "Court card number 11, a rider on horseback. It ranks between the king and the "
                "jack and is worth **3 points**. With the king of its suit it makes a "
                "[[cante|declaration]]."
            ),
        },
        "aliases": ["once"],
        "see": ["figura", "cante"],
    },
    "rey": {
        "term": {"es": "rey", "en": "king"},
        "definition": {
            "es": (
                "La figura número 12, con corona. Solo el as y el tres le ganan, y vale **4 "
                "puntos**. Con el caballo del mismo palo forma un [[cante]]."
            ),
            "en": (
                "Court card number 12, crowned. Only the ace and the three beat it, and it is "
                "worth **4 points**. With the knight of its suit it makes a "
                "[[cante|declaration]]."
            ),
        },
        "aliases": ["doce"],
        "see": ["figura", "cante"],
    },
    "figura": {
        "term": {"es": "figura", "en": "court card"},
        "definition": {
            "es": (
                "Las tres cartas con personaje de cada palo: [[sota]] (10), [[caballo]] (11) y [[rey]] (12)."
            ),
            "en": (
                "The three picture cards of each suit: [[sota|jack]] (10), [[caballo|knight]] "
                "(11) and [[rey|king]] (12)."
            ),
        },
        "aliases": ["figuras"],
        "see": ["sota", "caballo", "rey"],
    },
    "fuerza": {
        "term": {"es": "fuerza", "en": "strength"},
        "definition": {
            "es": (
                "Qué carta gana a cuál dentro de un palo. De más fuerte a más débil: as, tres, "
                "rey, caballo, sota, siete, seis, cinco, cuatro y dos."
            ),
            "en": (
                "Which card beats which within a suit. From strongest to weakest: ace, three, "
                "king, knight, jack, seven, six, five, four and two."
            ),
        },
        "aliases": ["orden de las cartas"],
        "see": ["valor"],
    },
    "valor": {
        "term": {"es": "valor", "en": "value"},
        "definition": {
            "es": (
                "Los puntos que da una carta al que la gana en una baza: as 11, tres 10, rey 4, "
                "caballo 3, sota 2; las demás, nada. Hay 30 puntos por palo y 120 en la baraja."
            ),
            "en": (
                "The points a card gives whoever wins it in a trick: ace 11, three 10, king 4, "
                "knight 3, jack 2; the others nothing. There are 30 points a suit and 120 in the "
                "deck."
            ),
        },
        "aliases": ["puntos", "tantos"],
        "see": ["fuerza", "cartas-blancas"],
    },
    "cartas-blancas": {
        "term": {"es": "cartas blancas", "en": "blank cards"},
        "definition": {
            "es": ("El siete, el seis, el cinco, el cuatro y el dos: las cartas que no valen ningún punto."),
            "en": "The seven, six, five, four and two: the cards worth no points at all.",
        },
        "aliases": ["blancas", "cartas sin valor"],
        "see": ["valor"],
    },
    "baza": {
        "term": {"es": "baza", "en": "trick"},
        "definition": {
            "es": (
                "Una vuelta de mesa en la que cada jugador echa una carta. La gana el triunfo más"
                " alto o, si no hay triunfos, la carta más alta del palo de salida; quien la gana"
                " se la lleva y sale en la siguiente."
            ),
            "en": (
                "One round of the table in which each player plays one card. It is won by the "
                "highest trump or, with no trumps, by the highest card of the suit led; the "
                "winner takes it and leads the next one."
            ),
        },
        "aliases": [],
        "see": ["mano", "carta-de-salida", "entrar-en-baza"],
    },
    "mano": {
        "term": {"es": "mano", "en": "mano (leader) / hand"},
        "definition": {
            "es": (
                "Tiene dos sentidos:\n\n"
                "- **el jugador mano** es el que sale en la primera baza de la mano: el que se "
                "sienta a la derecha del que reparte. Como en la mano siguiente reparte el que fue"
                " mano, la mano pasa un sitio a la derecha cada vez. En las demás bazas sale el "
                "que ganó la anterior;\n"
                "- **una mano** es también cada reparto de cartas jugado hasta el final, también "
                "llamado [[ronda]].\n\n"
                "En el [[cabrero]]: en la primera mano, con 3 a 5 jugadores, es mano quien tiene "
                "el dos de oros (con tres, si la carta que sobra del reparto es el propio dos de "
                "oros, el de la derecha del que reparte); con seis, el que reparte descansa y es "
                "mano el de su derecha; cuando hay eliminados, es mano el siguiente que sigue en "
                "la partida después del mano anterior."
            ),
            "en": (
                "It has two meanings:\n\n"
                "- **the player who is mano** leads the first trick of the hand: the player on "
                "the dealer's right. Since the next hand is dealt by the previous mano, mano "
                "moves one seat to the right every hand. The other tricks are led by whoever won"
                " the previous one;\n"
                "- **a mano** (a hand) is also each deal played to the end, also called a "
                "[[ronda|round]].\n\n"
                "In [[cabrero]]: in the first hand, with 3 to 5 players, mano is whoever holds "
                "the two of coins (with three, if the card left over from the deal is the two of "
                "coins itself, the player on the dealer's right); with six, the dealer sits out "
                "and mano is the player on his right; when players are out, mano is the next "
                "player still in after the previous mano."
            ),
        },
        "aliases": [],
        "see": ["baza", "ronda"],
    },
    "carta-de-salida": {
        "term": {"es": "carta de salida", "en": "lead"},
        "definition": {
            "es": "La primera carta de una baza. Su palo es el que los demás tienen que [[asistir]].",
            "en": ("The first card of a trick. Its suit is the one the others must [[asistir|follow]]."),
        },
        "aliases": ["salida", "salir"],
        "see": ["baza", "asistir"],
    },
    "repartir": {
        "term": {"es": "repartir", "en": "deal"},
        "definition": {
            "es": (
                "Dar las cartas. Se reparte hacia la derecha, y en cada mano nueva reparte el que"
                " fue mano en la anterior. El primer repartidor de una partida se sortea."
            ),
            "en": (
                "Handing out the cards. Cards are dealt to the right, and each new hand is dealt "
                "by whoever was mano in the previous one. The first dealer of a match is drawn by"
                " lot."
            ),
        },
        "aliases": ["dar", "dar cartas", "el que da"],
        "see": ["mano"],
    },
    "triunfo": {
        "term": {"es": "triunfo", "en": "trumps"},
        "definition": {
            "es": (
                "El palo que gana a todos los demás durante una mano. Lo marca la carta que se "
                "enseña al repartir. Cualquier triunfo, aunque sea un dos, gana a cualquier carta"
                " de otro palo. Se dice que ese palo **pinta**."
            ),
            "en": (
                "The suit that beats all the others during a hand. It is set by the card shown "
                "when dealing. Any trump, even a two, beats any card of another suit. That suit "
                'is said to “pintar” ("paint").'
            ),
        },
        "aliases": ["la que pinta", "pintar", "palo del triunfo"],
        "see": ["muestra", "fallar", "pisar", "arrastrar"],
    },
    "muestra": {
        "term": {"es": "muestra", "en": "muestra (the trump card shown)"},
        "definition": {
            "es": (
                "La carta que se enseña boca arriba para marcar el triunfo. Con cuatro jugadores "
                "es la última del que reparte, que se la queda y la juega. En el tute de tres es "
                "la carta que sobra, que se cambia por el siete o el dos. En el habanero (donde "
                "se suele llamar **pinte**) queda debajo del mazo."
            ),
            "en": (
                "The card turned face up to show trumps. With four players it is the dealer's "
                "last card, which he keeps and plays. In three-player tute it is the leftover "
                "card, swapped for the seven or the two. In habanero (where it is usually called "
                "the “pinte”) it lies under the pile."
            ),
        },
        "aliases": ["pinte", "carta del triunfo"],
        "see": ["triunfo", "cambiar-el-siete"],
    },
    "arrastrar": {
        "term": {"es": "arrastrar", "en": "lead trumps"},
        "definition": {
            "es": (
                "Salir con un triunfo. Cuando rigen las obligaciones, los demás tienen que echar"
                " triunfo si tienen, y superar al que va ganando si pueden (salvo si va ganando "
                "su compañero). En el [[habanero]], mientras queda mazo se juega libre y "
                "arrastrar no obliga a nada, salvo en las mesas con la opción **arrastrar con "
                "mazo**, donde hay que echar triunfo si se tiene. De ahí el nombre de **tute de "
                "arrastre**, el tute en el que rigen todas las obligaciones desde la primera "
                "baza."
            ),
            "en": (
                "To lead a trump. While the obligations apply, the others must play a trump if "
                "they have one, and beat the winning one if they can (unless their partner is "
                "winning). In [[habanero]], while the pile lasts play is free and leading trumps"
                " forces nothing, except at tables with the **arrastrar con mazo** option, where"
                " you must play a trump if you have one. Hence the name **tute de arrastre**, the"
                " game in which all the obligations apply from the first trick."
            ),
        },
        "aliases": ["arrastre"],
        "see": ["triunfo", "asistir"],
    },
    "asistir": {
        "term": {"es": "asistir", "en": "follow suit"},
        "definition": {
            "es": "La primera obligación: echar una carta del palo de salida si tienes alguna.",
            "en": "The first obligation: to play a card of the suit led if you have one.",
        },
        "aliases": ["acompañar", "seguir el palo"],
        "see": ["montar", "fallar", "renuncio"],
    },
    "montar": {
        "term": {"es": "montar", "en": "beat the winning card"},
        "definition": {
            "es": (
                "La segunda obligación: al asistir, echar una carta que gane a la que va ganando "
                "la baza, si tienes. Si un triunfo ya ha cortado un palo que no es triunfo, basta"
                " con asistir con cualquier carta del palo."
            ),
            "en": (
                "The second obligation: when following suit, play a card that beats the one "
                "currently winning the trick, if you have one. If a trump has already cut a "
                "non-trump lead, any card of the suit will do."
            ),
        },
        "aliases": ["matar", "superar", "ganar la baza"],
        "see": ["asistir", "pisar"],
    },
    "fallar": {
        "term": {"es": "fallar", "en": "trump"},
        "definition": {
            "es": (
                "Echar un triunfo cuando no tienes del palo de salida. Es obligatorio si tienes "
                "triunfos, salvo que ya vaya ganando un triunfo que no puedes superar (ver "
                "[[pisar]]) o que la baza la vaya ganando tu compañero (ver [[pareja]]; con la "
                "opción **montar al compañero**, también entonces). En muchas mesas se dice "
                "**cortar** (ver [[cortar]])."
            ),
            "en": (
                "To play a trump when you have none of the suit led. It is compulsory if you hold"
                " trumps, unless a trump you cannot beat is already winning (see [[pisar]]) or "
                "your partner is winning the trick (see [[pareja|pair]]; with the **montar al "
                "compañero** option, then too). Many tables say “cortar” (see [[cortar]])."
            ),
        },
        "aliases": ["triunfar", "echar triunfo"],
        "see": ["pisar", "libre"],
    },
    "pisar": {
        "term": {"es": "pisar", "en": "over-trump"},
        "definition": {
            "es": (
                "Si ya va ganando un triunfo y tú tienes que fallar, echar un triunfo más alto si"
                " lo tienes. Si no puedes superarlo, no estás obligado a echar triunfo (salvo con"
                " la opción **fallar siempre**)."
            ),
            "en": (
                "When a trump is already winning and you have to trump, play a higher trump if "
                "you have one. If you cannot beat it, you need not play a trump (unless the "
                "**fallar siempre** option is on)."
            ),
        },
        "aliases": ["montar con triunfo"],
        "see": ["fallar", "contrafallar"],
    },
    "contrafallar": {
        "term": {"es": "contrafallar", "en": "contrafallar"},
        "definition": {
            "es": (
                "Palabra con dos usos. En el diccionario es fallar encima de otro triunfo, "
                "superándolo: lo que aquí llamamos [[pisar]]. Algunos textos de tute la usan, en "
                "cambio, para echar cualquier carta cuando no tienes ni del palo ni triunfos: lo "
                "que aquí llamamos [[libre|jugar libre]]."
            ),
            "en": (
                "A word with two uses. In the dictionary it means trumping over another trump and"
                " beating it: what we call [[pisar]]. Some tute texts use it instead for playing "
                "any card when you have neither the suit nor trumps: what we call [[libre|free "
                "play]]."
            ),
        },
        "aliases": [],
        "see": ["pisar", "libre"],
    },
    "libre": {
        "term": {"es": "libre", "en": "free play"},
        "definition": {
            "es": (
                "Cuando no tienes cartas del palo de salida ni triunfos, o tus triunfos no "
                "superan el triunfo que gana, puedes echar cualquier carta. También si no tienes "
                "del palo y la baza la va ganando tu compañero (salvo con la opción **montar al "
                "compañero**). Echar una carta que no gana se dice **descartarse**. Algunos textos "
                "lo llaman [[contrafallar]]."
            ),
            "en": (
                "When you have neither the suit led nor trumps, or your trumps cannot beat the "
                "winning trump, you may play any card. Also when you have none of the suit led "
                "and your partner is winning the trick (unless the **montar al compañero** option"
                " is on). Throwing a card that does not win is called “descartarse” "
                "(discarding). Some texts call it [[contrafallar]]."
            ),
        },
        "aliases": ["descartarse", "descarte", "tirar"],
        "see": ["asistir", "fallar"],
    },
    "renuncio": {
        "term": {"es": "renuncio", "en": "renege"},
        "definition": {
            "es": (
                "No cumplir una obligación pudiendo hacerlo. En la mesa, cualquier otro jugador "
                "puede acusarlo (**cantar renuncio**) y la mano acaba ahí. Si acierta, quien "
                "renunció pierde la mano con su lado (en el [[cabrero]], se apunta dos "
                "[[poroto|porotos]]); si se equivoca, el que paga es el acusador: pierde la mano "
                "con su lado (en el cabrero, se apunta un poroto). En las partidas de este sitio, "
                "por defecto, la carta se rechaza y te explicamos por qué; con la opción "
                "**renuncio real** se acepta y se puede acusar."
            ),
            "en": (
                "Breaking an obligation when you could keep it. At the table, any other player "
                "may call it (“cantar renuncio”) and the hand ends there. If the call is right, "
                "whoever reneged loses the hand with his side (in [[cabrero]], he takes two "
                "[[poroto|porotos]]); if it is wrong, the caller pays: he loses the hand with his"
                " side (in cabrero, he takes one poroto). In this site's games the card is "
                "refused by default and we explain why; with the **renuncio real** option it is "
                "accepted and can be called."
            ),
        },
        "aliases": ["renunciar"],
        "see": ["asistir", "montar", "fallar", "pisar"],
    },
    "cante": {
        "term": {"es": "cante", "en": "declaration"},
        "definition": {
            "es": (
                "Enseñar el rey y el caballo de un mismo palo justo después de ganar una baza "
                "para sumar puntos: [[las-veinte]] o [[las-cuarenta]]. Uno por baza ganada y cada"
                " palo una vez."
            ),
            "en": (
                "Showing the king and knight of one suit right after winning a trick to score "
                "points: [[las-veinte]] or [[las-cuarenta]]. One per trick won, and each suit "
                "once."
            ),
        },
        "aliases": ["cantar", "canto", "acuse"],
        "see": ["las-veinte", "las-cuarenta", "tute"],
    },
    "las-veinte": {
        "term": {"es": "las veinte", "en": "las veinte (twenty)"},
        "definition": {
            "es": "El cante de rey y caballo de un palo que no es triunfo: **20 puntos**.",
            "en": "The declaration of king and knight of a suit that is not trumps: **20 points**.",
        },
        "aliases": ["veinte"],
        "see": ["cante", "las-cuarenta"],
    },
    "las-cuarenta": {
        "term": {"es": "las cuarenta", "en": "las cuarenta (forty)"},
        "definition": {
            "es": (
                "El cante de rey y caballo del palo de triunfo: **40 puntos**. Con la opción "
                "**las cuarenta primero**, si las tienes junto a unas veinte, se cantan antes."
            ),
            "en": (
                "The declaration of king and knight of trumps: **40 points**. With the **las "
                "cuarenta primero** option, if you hold them together with some veinte, they are "
                "declared first."
            ),
        },
        "aliases": ["cuarenta"],
        "see": ["cante", "las-veinte"],
    },
    "tute": {
        "term": {"es": "tute", "en": "tute"},
        "definition": {
            "es": (
                "Los cuatro reyes o los cuatro caballos. Quien los canta gana la mano al instante"
                " (en el cabrero, todos los demás se apuntan un poroto). Por defecto no se puede "
                "cantar si ya cantaste otra cosa en esa mano. También es el nombre del juego, del italiano "
                "“tutti”, «todos»."
            ),
            "en": (
                "All four kings or all four knights. Whoever declares them wins the hand at once "
                "(in cabrero, all the others take a poroto). By default it cannot be declared if "
                "you have already declared something else that hand. It is also the name of the game, from"
                ' Italian “tutti”, "all".'
            ),
        },
        "aliases": ["tute de reyes", "tute de caballos"],
        "see": ["cante", "cortar"],
    },
    "diez-de-ultimas": {
        "term": {"es": "diez de últimas", "en": "last-trick ten"},
        "definition": {
            "es": "Los 10 puntos que se suma quien gana la última baza de la mano.",
            "en": "The 10 points scored by whoever wins the last trick of the hand.",
        },
        "aliases": ["las diez de última", "las últimas"],
        "see": ["baza"],
    },
    "ronda": {
        "term": {"es": "ronda", "en": "round"},
        "definition": {
            "es": (
                "Una mano completa, desde el reparto hasta la última baza. En el arrastre y el "
                "habanero la gana el lado con más puntos (o el que canta tute). En el "
                "[[cabrero]] no se trata de ganarla: cada uno para sí, pierden los que quedan "
                "en medio por puntos (tras un capote, todos los demás, o solo quien lo hizo si "
                "había cantado)."
            ),
            "en": (
                "A complete hand, from the deal to the last trick. In arrastre and habanero the "
                "side with more points wins it (or the side that declares tute). In [[cabrero]] "
                "it is not about winning it: each for himself, those left in the middle on "
                "points lose (after a capote, all the others, or only its maker if he had "
                "declared)."
            ),
        },
        "aliases": ["juego"],
        "see": ["partida"],
    },
    "partida": {
        "term": {"es": "partida", "en": "match"},
        "definition": {
            "es": (
                "El conjunto de rondas que se juegan hasta que un lado gana el número acordado "
                "(de 1 a 5). En el cabrero, hasta que quedan menos de tres jugadores sin "
                "eliminar."
            ),
            "en": (
                "The set of rounds played until one side wins the agreed number (1 to 5). In "
                "cabrero, until fewer than three players are left in."
            ),
        },
        "aliases": [],
        "see": ["ronda"],
    },
    "pareja": {
        "term": {"es": "pareja", "en": "pair"},
        "definition": {
            "es": (
                "Con cuatro jugadores se juega normalmente en dos parejas, con los compañeros "
                "sentados frente a frente. Si tu compañero va ganando la baza tienes que asistir, "
                "pero no superarle, y si no tienes del palo puedes echar cualquier carta (salvo con la "
                "opción **montar al compañero**)."
            ),
            "en": (
                "Four players normally play in two pairs, partners sitting opposite each other. "
                "If your partner is winning the trick you must follow suit but need not beat him, "
                "and with none of the"
                " suit you may play any card (unless the **montar al compañero** option is on)."
            ),
        },
        "aliases": ["compañero", "compañeros"],
        "see": ["mano"],
    },
    "habanero": {
        "term": {"es": "tute habanero", "en": "tute habanero"},
        "definition": {
            "es": (
                "El tute para dos jugadores: 8 cartas cada uno (o 7), y el resto en un mazo del "
                "que se roba tras cada baza. Mientras queda mazo se juega libre; después, con "
                "todas las obligaciones."
            ),
            "en": (
                "Tute for two players: 8 cards each (or 7), and the rest in a pile to draw from "
                "after each trick. While the pile lasts play is free; afterwards, with all the "
                "obligations."
            ),
        },
        "aliases": ["tute de dos", "tute a dos"],
        "see": ["mazo", "cambiar-el-siete"],
    },
    "mazo": {
        "term": {"es": "mazo", "en": "pile"},
        "definition": {
            "es": (
                "En el habanero, las cartas que no se reparten y de las que se roba después de "
                "cada baza, primero el que ganó. La última es la muestra, boca arriba debajo."
            ),
            "en": (
                "In habanero, the undealt cards you draw from after each trick, the winner first."
                " The last one is the face-up trump card underneath."
            ),
        },
        "aliases": ["monte", "montón", "robar"],
        "see": ["habanero"],
    },
    "cambiar-el-siete": {
        "term": {"es": "cambiar el siete", "en": "swapping the seven"},
        "definition": {
            "es": (
                "Cambiar el siete de triunfo por la muestra si esta es un as, tres, rey, caballo "
                "o sota, o el dos de triunfo si es un siete, seis o cinco (en el habanero, "
                "también un cuatro). En el tute de tres es obligatorio antes de la primera baza; "
                "en el habanero lo puede hacer el que gana una baza mientras quede mazo."
            ),
            "en": (
                "Swapping the seven of trumps for the shown trump card when that is an ace, "
                "three, king, knight or jack, or the two of trumps when it is a seven, six or "
                "five (in habanero, a four as well). In three-player tute it is compulsory before"
                " the first trick; in habanero the winner of a trick may do it while the pile "
                "lasts."
            ),
        },
        "aliases": ["cambiar el dos", "robar la muestra"],
        "see": ["muestra", "habanero", "tres-sin-doses"],
    },
    "tres-sin-doses": {
        "term": {"es": "tres sin doses", "en": "three without twos"},
        "definition": {
            "es": (
                "Forma de jugar el tute de tres quitando los cuatro doses: 36 cartas, 12 por "
                "jugador, y la última del que reparte marca el triunfo."
            ),
            "en": (
                "A way to play three-player tute without the four twos: 36 cards, 12 each, and "
                "the dealer's last card sets trumps."
            ),
        },
        "aliases": [],
        "see": ["muestra", "opcion-de-mesa"],
    },
    "tute-de-arrastre": {
        "term": {"es": "tute de arrastre", "en": "tute de arrastre"},
        "definition": {
            "es": (
                "El tute de 3 o 4 jugadores (con 4, normalmente por parejas) en el que se "
                "reparten todas las cartas y desde la primera baza hay que asistir, montar, "
                "fallar y pisar. Es el que se enseña en la mayor parte del curso. Con dos "
                "jugadores se juega el [[habanero]], que es libre mientras queda mazo.\n\n"
                "Ojo con los nombres: la enciclopedia que usamos como fuente cuenta el **tute "
                "clásico o corriente**, el **tute arrastrado** y el **tute cabrón** («tute pierde"
                " en medio») como variantes distintas, así que no son otros nombres de este "
                "juego."
            ),
            "en": (
                "Tute for 3 or 4 players (with 4, usually in pairs) in which all the cards are "
                "dealt and from the first trick you must follow suit, beat, trump and "
                "over-trump. It is the game taught in most of the course. Two players play "
                "[[habanero]], which is free while the pile lasts.\n\n"
                "Mind the names: the encyclopedia we use as a source lists **tute clásico o "
                "corriente** (classic or common tute), **tute arrastrado** and **tute cabrón** "
                "(“tute pierde en medio”) as separate variants, so they are not other names for "
                "this game."
            ),
        },
        "aliases": [],
        "see": ["arrastrar"],
    },
    "cabrero": {
        "term": {"es": "tute cabrero", "en": "tute cabrero"},
        "definition": {
            "es": (
                "Tute de 3 a 5 jugadores (6 con uno que descansa), cada uno para sí, en el que "
                "pierden los que quedan en medio por puntos. Es muy popular en Argentina y "
                "Uruguay. No es el **tute cabrón** («tute pierde en medio»), que la enciclopedia "
                "cuenta como otra variante."
            ),
            "en": (
                "Tute for 3 to 5 players (6 with one sitting out), each for himself, in which "
                "those in the middle on points lose. It is very popular in Argentina and Uruguay."
                " It is not **tute cabrón** (“tute pierde en medio”), which the encyclopedia "
                "lists as another variant."
            ),
        },
        "aliases": ["más y menos", "pierde el del medio"],
        "see": ["a-mas", "a-menos", "capote", "poroto"],
    },
    "a-mas": {
        "term": {"es": "a más", "en": "a más (going high)"},
        "definition": {
            "es": ("En el cabrero, salvarse siendo el que más puntos hace de los que entraron en baza."),
            "en": "In cabrero, being safe by scoring the most of those who won a trick.",
        },
        "aliases": ["ir a más", "jugar a más"],
        "see": ["a-menos", "cabrero"],
    },
    "a-menos": {
        "term": {"es": "a menos", "en": "a menos (going low)"},
        "definition": {
            "es": (
                "En el cabrero, salvarse siendo el que menos puntos hace de los que entraron en "
                "baza (cuando entraron tres o más)."
            ),
            "en": (
                "In cabrero, being safe by scoring the least of those who won a trick (when three"
                " or more did)."
            ),
        },
        "aliases": ["ir a menos", "jugar a menos"],
        "see": ["a-mas", "cabrero"],
    },
    "entrar-en-baza": {
        "term": {"es": "entrar en baza", "en": "enter a trick"},
        "definition": {
            "es": (
                "Ganar al menos una baza en la mano. En el cabrero, para el orden por puntos solo"
                " cuentan los que han entrado en baza; pero si entra uno solo ([[capote]]), "
                "pierden todos los demás."
            ),
            "en": (
                "To win at least one trick in the hand. In cabrero only those who entered a trick"
                " are ranked on points; but if only one enters ([[capote]]), all the others lose."
            ),
        },
        "aliases": ["entrar", "levantar baza"],
        "see": ["cabrero", "capote"],
    },
    "capote": {
        "term": {"es": "capote", "en": "capote (all the tricks)"},
        "definition": {
            "es": (
                "Ganar todas las bazas de una mano. En el cabrero pierden todos los demás, pero "
                "si quien hace capote había cantado antes, pierde él solo."
            ),
            "en": (
                "Winning every trick of a hand. In cabrero all the others lose, but if the player"
                " who makes capote had declared earlier, he alone loses."
            ),
        },
        "aliases": [],
        "see": ["cabrero", "cortar"],
    },
    "poroto": {
        "term": {"es": "poroto", "en": "poroto (a loss marker)"},
        "definition": {
            "es": (
                "La marca de una mano perdida en el cabrero (poroto es «judía» en Argentina). Un "
                "renuncio cuesta dos; con cuatro, quedas eliminado."
            ),
            "en": (
                'The mark of a hand lost in cabrero (“poroto” is "bean" in Argentina). A renuncio'
                " costs two; with four, you are out."
            ),
        },
        "aliases": ["raya", "piedra"],
        "see": ["cabrero"],
    },
    "cortar": {
        "term": {"es": "cortar", "en": "cut off"},
        "definition": {
            "es": (
                "Jugar adrede para que otro tenga que soltar una carta que necesita, y así no "
                "pueda cantar las veinte, las cuarenta o el tute, o para ganar alguna baza y "
                "romper un capote. En muchas mesas **cortar** también quiere decir echar triunfo "
                "sobre otro palo, es decir, [[fallar]]."
            ),
            "en": (
                "To play on purpose so that someone has to give up a card he needs and cannot "
                "declare las veinte, las cuarenta or tute, or to win some trick and break a "
                "capote. At many tables “cortar” also means trumping another suit, that is, "
                "[[fallar]]."
            ),
        },
        "aliases": [],
        "see": ["tute", "capote", "cante"],
    },
    "opcion-de-mesa": {
        "term": {"es": "opción de mesa", "en": "house option"},
        "definition": {
            "es": (
                "Una regla que cambia de una mesa a otra y que se elige antes de jugar, como "
                "**fallar siempre** o **montar al compañero**. La página de reglas las enumera "
                "todas con su valor por defecto."
            ),
            "en": (
                "A rule that varies from table to table and is chosen before playing, such as "
                "**fallar siempre** or **montar al compañero**. The rules page lists them all "
                "with their defaults."
            ),
        },
        "aliases": ["regla de la casa", "variante"],
        "see": ["renuncio"],
    },
}
