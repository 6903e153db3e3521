"""The rules page (/reglas/): RULES.md in the learner's words (content, see SCHEMA.md)."""

RULES_PAGE = {
    "title": {"es": "Reglas del tute", "en": "Rules of tute"},
    "intro": {
        "es": (
            "Estas son las reglas que enseña el curso y con las que juegan las partidas de "
            "práctica. Las hemos reunido a partir de varios reglamentos tradicionales; donde no "
            "coinciden, elegimos una regla por defecto y dejamos la otra como **opción de mesa**."
            " Donde ningún reglamento dice nada, completamos con una regla nuestra: al final de "
            "la página tienes todas esas **reglas de la casa**, marcadas como decisiones del "
            "proyecto."
        ),
        "en": (
            "These are the rules the course teaches and the practice games are played by. We "
            "gathered them from several traditional rulebooks; where they disagree, we chose one "
            "rule as the default and kept the other as a **house option**. Where no rulebook says"
            " anything, we filled the gap with a rule of our own: at the end of the page you will"
            " find all those **house rules**, marked as project decisions."
        ),
    },
    "sections": [
        {
            "slug": "baraja",
            "title": {"es": "La baraja y las cartas", "en": "The deck and the cards"},
            "body": {
                "es": (
                    "Se juega con la baraja española de **40 cartas**: cuatro palos (oros, copas,"
                    " espadas y bastos) con as, 2, 3, 4, 5, 6, 7, sota (10), caballo (11) y rey "
                    "(12). No hay ochos ni nueves.\n\n"
                    "### Fuerza\n"
                    "De más a menos, igual en todos los palos: **as, tres, rey, caballo, sota, 7,"
                    " 6, 5, 4, 2**.\n\n"
                    "### Valor\n"
                    "- as: 11 puntos\n"
                    "- tres: 10\n"
                    "- rey: 4\n"
                    "- caballo: 3\n"
                    "- sota: 2\n"
                    "- 7, 6, 5, 4 y 2: nada (son las **cartas blancas**)\n\n"
                    "Cada palo suma 30 puntos y la baraja, **120**. Quien gana la última baza "
                    "suma 10 más (**diez de últimas**): en cada mano se reparten 130 puntos, más "
                    "los cantes."
                ),
                "en": (
                    "The game uses the Spanish deck of **40 cards**: four suits (coins, cups, "
                    "swords and clubs) with ace, 2, 3, 4, 5, 6, 7, jack (10), knight (11) and "
                    "king (12). There are no eights or nines.\n\n"
                    "### Strength\n"
                    "Highest to lowest, the same in every suit: **ace, three, king, knight, jack,"
                    " 7, 6, 5, 4, 2**.\n\n"
                    "### Value\n"
                    "- ace: 11 points\n"
                    "- three: 10\n"
                    "- king: 4\n"
                    "- knight: 3\n"
                    "- jack: 2\n"
                    "- 7, 6, 5, 4 and 2: nothing (the **blank cards**)\n\n"
                    "Each suit holds 30 points and the deck **120**. Whoever wins the last trick "
                    "scores 10 more (the **diez de últimas**): every hand shares out 130 points, "
                    "plus declarations."
                ),
            },
        },
        {
            "slug": "reparto",
            "title": {"es": "Asientos, reparto y triunfo", "en": "Seats, dealing and trumps"},
            "body": {
                "es": (
                    "Se juega **hacia la derecha** (al revés que las agujas del reloj). Es "
                    "**mano** el jugador a la derecha del que reparte: sale en la primera baza. "
                    "La mano siguiente la reparte el que fue mano, así que ser mano va pasando "
                    "hacia la derecha. El primer repartidor de la partida se sortea.\n\n"
                    "- **Cuatro jugadores** (tute de arrastre): 10 cartas cada uno. La última que"
                    " recibe el que reparte se enseña: su palo es el **triunfo** (la que pinta). "
                    "Esa carta es suya y se juega normalmente. Por defecto se juega en **dos "
                    "parejas**, con los compañeros enfrente; como opción, cada uno para sí.\n"
                    "- **Tres jugadores**: 13 cartas cada uno; sobra una, la **muestra**, boca "
                    "arriba, que marca el triunfo. Antes de la primera baza se cambia "
                    "obligatoriamente: si es as, tres, rey, caballo o sota, quien tenga el 7 de "
                    "ese palo la toma y deja el 7; luego quien tenga el 2 toma ese 7 y deja el 2."
                    " Si es 7, 6 o 5, la cambia quien tenga el 2. Si es 4 o 2, no se cambia. La "
                    "carta que queda (un 2 o un 4) no se juega: se juegan 13 bazas. Opción **tres"
                    " sin doses**: se quitan los doses, se dan 12 cartas y la última del que "
                    "reparte marca el triunfo y se queda en su mano.\n"
                    "- **Dos jugadores** (tute habanero): 8 cartas cada uno (opción: 7); la "
                    "siguiente se pone boca arriba debajo del mazo y marca el triunfo (ver más "
                    "abajo)."
                ),
                "en": (
                    "Play goes **to the right** (anticlockwise). The player on the dealer's right"
                    " is **mano** and leads the first trick. The next hand is dealt by whoever "
                    "was mano, so being mano moves one seat to the right each hand. The first "
                    "dealer of a match is drawn by lot.\n\n"
                    "- **Four players** (tute de arrastre): 10 cards each. The last card the "
                    "dealer receives is shown: its suit is **trumps**. That card is his and is "
                    "played normally. By default the game is played in **two pairs**, partners "
                    "sitting opposite; as an option, everyone for himself.\n"
                    "- **Three players**: 13 cards each; one card is left over, the **muestra**, "
                    "face up, which shows trumps. Before the first trick it is swapped, "
                    "compulsorily: if it is an ace, three, king, knight or jack, whoever holds "
                    "the 7 of that suit takes it and leaves the 7; then whoever holds the 2 takes"
                    " that 7 and leaves the 2. If it is a 7, 6 or 5, whoever holds the 2 swaps "
                    "it. If it is a 4 or a 2, there is no swap. The card left (a 2 or a 4) is not"
                    " played: 13 tricks are played. Option **tres sin doses**: the twos are "
                    "removed, 12 cards are dealt and the dealer's last card shows trumps and "
                    "stays in his hand.\n"
                    "- **Two players** (tute habanero): 8 cards each (option: 7); the next card "
                    "is laid face up under the pile and shows trumps (see below)."
                ),
            },
        },
        {
            "slug": "baza",
            "title": {"es": "La baza y las obligaciones", "en": "The trick and the obligations"},
            "body": {
                "es": (
                    "El mano de cada baza sale con la carta que quiera; los demás echan una carta"
                    " cada uno, por turno hacia la derecha. Gana la baza el **triunfo más alto**;"
                    " si no hay triunfos, la **carta más alta del palo de salida**. Las cartas de"
                    " otros palos nunca ganan. Quien gana la baza se la lleva y sale en la "
                    "siguiente.\n\n"
                    "Los demás jugadores tienen que cumplir, por este orden:\n\n"
                    "- **Asistir**: echar una carta del palo de salida si la tienes.\n"
                    "- **Montar**: al asistir, ganar a la carta que **va ganando** la baza si "
                    "puedes. Si un triunfo ya ha cortado un palo que no es triunfo, vale "
                    "cualquier carta del palo de salida.\n"
                    "- **Fallar**: si no tienes del palo de salida, echar triunfo.\n"
                    "- **Pisar**: si ya va ganando un triunfo, tu triunfo tiene que ser más alto "
                    "si tienes uno más alto. Si no puedes superarlo, **no estás obligado a echar "
                    "triunfo**: puedes echar cualquier carta. Opción **fallar siempre**: hay que "
                    "echar triunfo aunque sea más bajo.\n"
                    "- **Libre**: sin palo de salida ni triunfos, cualquier carta (descartarse).\n\n"
                    "Cuando se sale con triunfo (**arrastrar**), asistir y montar se aplican al "
                    "palo del triunfo.\n\n"
                    "Sobre las palabras: en el diccionario, **contrafallar** es fallar superando "
                    "otro triunfo (lo que aquí llamamos pisar), pero algún reglamento la usa para"
                    " el descarte libre. En el curso decimos **pisar** y **libre**."
                ),
                "en": (
                    "The mano of each trick leads any card; the others play one card each, in "
                    "turn to the right. The trick goes to the **highest trump**; with no trumps, "
                    "to the **highest card of the suit led**. Cards of other suits never win. The"
                    " winner takes the trick and leads the next one.\n\n"
                    "The other players must obey, in this order:\n\n"
                    "- **Asistir** (follow suit): play a card of the suit led if you have one.\n"
                    "- **Montar** (beat): when following suit, beat the card **currently "
                    "winning** the trick if you can. If a trump has already cut a non-trump lead,"
                    " any card of the suit led will do.\n"
                    "- **Fallar** (trump): with none of the suit led, play a trump.\n"
                    "- **Pisar** (over-trump): if a trump is already winning, your trump must be "
                    "higher if you have a higher one. If you cannot beat it, **you don't have to "
                    "play a trump**: any card is allowed. Option **fallar siempre**: you must "
                    "play a trump even if it is lower.\n"
                    "- **Libre** (free): with neither the suit led nor trumps, any card "
                    "(discarding).\n\n"
                    "When a trump is led (**arrastrar**), following suit and beating apply to the"
                    " trump suit.\n\n"
                    "About the words: in the dictionary, **contrafallar** means trumping over "
                    "another trump (what we call pisar), but one rulebook uses it for the free "
                    "discard. The course says **pisar** and **libre**."
                ),
            },
        },
        {
            "slug": "parejas",
            "title": {"es": "Jugar en pareja", "en": "Playing in pairs"},
            "body": {
                "es": (
                    "Con cuatro jugadores en parejas, las bazas y los cantes son de la pareja. Si"
                    " la carta que **va ganando** es la de tu compañero, tienes que asistir pero "
                    "**no tienes que montar**; y si no tienes del palo de salida puedes echar "
                    "**cualquier carta** (no hace falta fallar ni pisar). Opción **montar al "
                    "compañero**: las obligaciones valen igual que contra un rival."
                ),
                "en": (
                    "With four players in pairs, tricks and declarations belong to the pair. If "
                    "the card **currently winning** is your partner's, you must follow suit but "
                    "**need not beat it**; and with none of the suit led you may play **any "
                    "card** (no need to trump or over-trump). Option **montar al compañero**: the"
                    " obligations apply just as against an opponent."
                ),
            },
        },
        {
            "slug": "renuncio",
            "title": {"es": "El renuncio", "en": "Reneging (renuncio)"},
            "body": {
                "es": (
                    "Saltarse una obligación pudiendo cumplirla es **renuncio**. En las partidas "
                    "de este sitio, por defecto, la carta no se acepta y se explica qué "
                    "obligación incumple (**regla del proyecto**). Opción **renuncio real**: la "
                    "carta se acepta y, en su turno, cualquier otro jugador puede acusar el "
                    "renuncio; la mano acaba en ese momento. Si la acusación es cierta, el lado "
                    "del que renunció pierde la mano (en el cabrero, este se apunta dos porotos y"
                    " nadie más pierde); si es falsa, pierde el lado del que acusó (en el "
                    "cabrero, el acusador se apunta un poroto)."
                ),
                "en": (
                    "Breaking an obligation when you could keep it is a **renuncio**. In this "
                    "site's games, by default, the card is not accepted and you are told which "
                    "obligation it breaks (**project rule**). Option **renuncio real**: the card "
                    "is accepted and, on his turn, any other player may call the renuncio; the "
                    "hand ends there. If the call is right, the offender's side loses the hand "
                    "(in cabrero, the offender takes two porotos and nobody else loses); if it is"
                    " wrong, the caller's side loses it (in cabrero, the caller takes one "
                    "poroto)."
                ),
            },
        },
        {
            "slug": "cantes",
            "title": {"es": "Los cantes", "en": "Declarations"},
            "body": {
                "es": (
                    "Quien tiene el **rey y el caballo** de un palo puede cantarlos, "
                    "enseñándolos, **justo después de que su lado gane una baza** y antes de la "
                    "salida siguiente. Un cante por baza ganada.\n\n"
                    "- **Las veinte**: rey y caballo de un palo que no es triunfo, 20 puntos.\n"
                    "- **Las cuarenta**: rey y caballo del triunfo, 40 puntos.\n"
                    "- **Tute**: los cuatro reyes o los cuatro caballos. Gana la mano en el acto "
                    "(en el cabrero, la mano acaba y todos los demás se apuntan un poroto). "
                    "Opción **permitir cantar tute**, activada por defecto.\n\n"
                    "Cantar es voluntario y, por defecto, un cante que no has hecho puedes "
                    "hacerlo tras una baza posterior mientras conserves las dos cartas. Cada palo"
                    " se canta una sola vez: como mucho, 100 puntos de cantes. Los puntos de un "
                    "cante cuentan aunque se cante al final de la mano.\n\n"
                    "Por defecto (opciones): quien tiene las cuarenta y unas veinte canta "
                    "**primero las cuarenta** (esto nunca impide el tute); quien ya ha cantado "
                    "algo **no puede cantar tute**. Opción **los cantes se pierden** "
                    "(desactivada): el cante que puedes hacer en un momento y no haces se pierde.\n\n"
                    "En pareja, tras una baza ganada por cualquiera de los dos puede cantar el "
                    "que la ganó o su compañero: un cante por baza para la pareja, y el que ganó "
                    "elige primero (**regla del proyecto**). Si el que ganó pasa, la vez pasa a "
                    "su compañero si este tiene algo que cantar. Después sale el que ganó la "
                    "baza."
                ),
                "en": (
                    "A player holding the **king and knight** of a suit may declare them, showing"
                    " them, **right after his side wins a trick** and before the next lead. One "
                    "declaration per trick won.\n\n"
                    "- **Las veinte**: king and knight of a non-trump suit, 20 points.\n"
                    "- **Las cuarenta**: king and knight of trumps, 40 points.\n"
                    "- **Tute**: all four kings or all four knights. It wins the hand at once (in"
                    " cabrero, the hand ends and every other player takes a poroto). Option "
                    "**permitir cantar tute**, on by default.\n\n"
                    "Declaring is voluntary and, by default, a declaration not yet made can be "
                    "made after a later trick as long as you keep both cards. Each suit is "
                    "declared only once: at most 100 points of declarations. A declaration's "
                    "points count even if it is made late in the hand.\n\n"
                    "By default (options): whoever holds las cuarenta and some veinte declares "
                    "**las cuarenta first** (this never blocks tute); whoever has already "
                    "declared something **cannot declare tute**. Option **cantes se pierden** "
                    "(off): a declaration you could make at one moment and don't is lost.\n\n"
                    "In pairs, after a trick won by either partner, the winner or his partner may"
                    " declare: one declaration per trick for the pair, and the winner chooses "
                    "first (**project rule**). If the winner passes, the turn goes to his partner"
                    " when the partner has something to declare. Then the trick winner leads."
                ),
            },
        },
        {
            "slug": "final",
            "title": {"es": "Final de la mano y partida", "en": "End of the hand and the match"},
            "body": {
                "es": (
                    "La mano acaba cuando se terminan las cartas (o al cantar tute). Cada lado "
                    "suma los puntos de las cartas que ha ganado, sus cantes y las diez de "
                    "últimas, y gana la mano (**ronda**) quien tenga más. Si empatan a puntos, la"
                    " mano no es para nadie y se reparte la siguiente (**regla del proyecto**). "
                    "Si alguien canta tute, su lado gana la mano tenga los puntos que tenga. Una "
                    "**partida** la gana el primero que gana el número de rondas acordado, de 1 a"
                    " 5 (en las partidas de práctica, 1 por defecto)."
                ),
                "en": (
                    "The hand ends when the cards run out (or when tute is declared). Each side "
                    "adds up the points of the cards it won, its declarations and the last-trick "
                    "ten, and the side with more wins the hand (**round**). On a tie, the hand "
                    "goes to nobody and the next is dealt (**project rule**). If someone declares"
                    " tute, his side wins the hand whatever the points. A **match** is won by the"
                    " first to win the agreed number of rounds, 1 to 5 (1 by default in practice "
                    "games)."
                ),
            },
        },
        {
            "slug": "habanero",
            "title": {"es": "Tute habanero (dos jugadores)", "en": "Tute habanero (two players)"},
            "body": {
                "es": (
                    "Se dan 8 cartas a cada uno (opción: 7); la siguiente va boca arriba debajo "
                    "del mazo y marca el triunfo. Con 8 cartas quedan 24 en el mazo (26 con 7), y"
                    " se juegan 20 bazas.\n\n"
                    "- Tras cada baza, mientras quede mazo, los dos roban una carta, **primero el"
                    " que ganó**. La carta del triunfo es la última y la roba el que perdió esa "
                    "baza.\n"
                    "- **Mientras queda mazo no hay obligaciones**: se puede echar cualquier "
                    "carta. Opción **arrastrar con mazo**: a una salida de triunfo hay que "
                    "contestar con triunfo si se tiene (no hace falta que sea más alto).\n"
                    "- Desde la baza siguiente al último robo rigen todas las obligaciones.\n"
                    "- Orden tras cada baza: se recoge, roban los dos (primero el ganador), el "
                    "ganador puede cambiar y cantar, y sale.\n"
                    "- **Cambio**: el ganador de la baza, si después de robar aún queda mazo, "
                    "puede dar su 7 de triunfo por la carta del triunfo si esta es as, tres, rey,"
                    " caballo o sota, o su 2 de triunfo si es 7, 6, 5 o 4. Puede usar la carta "
                    "que acaba de robar.\n"
                    "- **Cantes**: solo en ese momento, mientras quede mazo tras robar, y no con "
                    "un rey o caballo que sea la carta que acabas de robar. Una carta conseguida "
                    "con un cambio en ese mismo momento sí sirve."
                ),
                "en": (
                    "Each player gets 8 cards (option: 7); the next card goes face up under the "
                    "pile and shows trumps. With 8 cards, 24 are left in the pile (26 with 7), "
                    "and 20 tricks are played.\n\n"
                    "- After each trick, while the pile lasts, both draw one card, **the winner "
                    "first**. The trump card is the last one and is drawn by the loser of that "
                    "trick.\n"
                    "- **While there is a pile there are no obligations**: any card may be "
                    "played. Option **arrastrar con mazo**: a trump lead must be answered with a "
                    "trump if you have one (it need not be higher).\n"
                    "- From the trick after the last draw, all the obligations apply.\n"
                    "- Order after each trick: it is collected, both draw (winner first), the "
                    "winner may swap and declare, and he leads.\n"
                    "- **Swap**: the trick winner, if the pile still has cards after the draw, "
                    "may give his 7 of trumps for the trump card when that is an ace, three, "
                    "king, knight or jack, or his 2 of trumps when it is a 7, 6, 5 or 4. He may "
                    "use the card he has just drawn.\n"
                    "- **Declarations**: only at that moment, while the pile still has cards "
                    "after the draw, and not with a king or knight that is the card you have just"
                    " drawn. A card obtained by a swap at that same moment may be used."
                ),
            },
        },
        {
            "slug": "cabrero",
            "title": {
                "es": "Tute cabrero (de 3 a 6 jugadores)",
                "en": "Tute cabrero (3 to 6 players)",
            },
            "body": {
                "es": (
                    "Cada uno juega para sí y lo que hay que evitar es **quedar en medio**.\n\n"
                    "- Se reparten todas las cartas: con 3, 13 cada uno y sobra una; con 4, 10; "
                    "con 5, 8. Con 6, el que reparte no juega y los otros cinco juegan una mano "
                    "de cinco.\n"
                    "- **Primera mano** (3, 4 o 5 jugadores): pintan oros y es mano quien tiene "
                    "el **dos de oros**. Con 3, la carta que sobra se deja boca abajo; el que "
                    "tiene el dos de oros se la queda sin enseñarla y deja el dos de oros boca "
                    "arriba, fuera del juego. Si la que sobra es el propio dos de oros, se queda "
                    "fuera y es mano el de la derecha del que reparte (**regla del proyecto**).\n"
                    "- **Manos siguientes**: es mano el de la derecha del mano anterior. El que "
                    "reparte enseña la última carta: con 3 es la que sobra, marca el triunfo y se"
                    " cambia como en el tute de tres (si el mismo jugador tiene el 7 y el 2, la "
                    "cambia directamente por el 2); con 4 o 5 es la última del que reparte y no "
                    "se cambia. Opción **triunfos rotativos** (4 o 5 jugadores): el triunfo va "
                    "rotando oros, copas, espadas, bastos, sin enseñar carta.\n"
                    "- Obligaciones como en el tute de arrastre. Opción **no vale cargar** (para "
                    "partidas con dinero): quien no puede ganar a la carta que va ganando tiene "
                    "que echar una carta blanca si puede, y si no, la de menos puntos entre las "
                    "que puede echar.\n"
                    "- Cantes como en el tute de arrastre, todos voluntarios. El tute acaba la "
                    "mano y todos los demás se apuntan un poroto.\n\n"
                    "### Quién pierde\n"
                    "Solo cuentan los que han **entrado en baza** (ganado al menos una), "
                    "ordenados por puntos (cartas, cantes y diez de últimas). El primero se salva"
                    " **a más**; si entraron tres o más, el último se salva **a menos**; los del "
                    "medio pierden:\n\n"
                    "- entra 1 (**capote**): pierden todos los demás de la mano;\n"
                    "- entran 2: pierde el segundo;\n"
                    "- entran 3: pierde el segundo;\n"
                    "- entran 4: pierden el segundo y el tercero;\n"
                    "- entran 5: pierden el segundo, el tercero y el cuarto.\n\n"
                    "Quien hace capote después de haber cantado pierde él solo, con un poroto, y "
                    "nadie más pierde (**lectura del proyecto** del reglamento). Con empate a "
                    "puntos entre los que entraron, queda por delante el que ganó una baza más "
                    "tarde (**regla del proyecto**).\n\n"
                    "Cada mano perdida es un **poroto** (un renuncio, dos). Con **cuatro "
                    "porotos** se queda eliminado (opción: otro número), y se juega hasta que "
                    "quedan menos de tres: los que quedan ganan.\n\n"
                    "### Seis jugadores\n"
                    "El primer repartidor se sortea y no se usa la regla del dos de oros (ni para"
                    " el mano ni para el triunfo). En cada mano descansa el que reparte; un "
                    "capote o un tute no le cuestan nada. La última carta repartida se enseña, "
                    "marca el triunfo y se la queda quien la recibe (**regla del proyecto**)."
                ),
                "en": (
                    "Everyone plays for himself, and what you must avoid is **ending up in the "
                    "middle**.\n\n"
                    "- All the cards are dealt: with 3, 13 each and one left over; with 4, 10; "
                    "with 5, 8. With 6, the dealer does not play and the other five play a "
                    "five-player hand.\n"
                    "- **First hand** (3, 4 or 5 players): coins are trumps and the holder of the"
                    " **two of coins** is mano. With 3, the leftover card stays face down; the "
                    "holder of the two of coins takes it without showing it and leaves the two of"
                    " coins face up, out of play. If the leftover card is the two of coins "
                    "itself, it stays out and mano is the player on the dealer's right (**project"
                    " rule**).\n"
                    "- **Later hands**: mano is the player to the right of the previous mano. The"
                    " dealer shows the last card: with 3 it is the leftover card, which sets "
                    "trumps and is swapped as in three-player tute (if the same player holds the "
                    "7 and the 2, he swaps it straight for the 2); with 4 or 5 it is the dealer's"
                    " last card and it is not swapped. Option **triunfos rotativos** (4 or 5 "
                    "players): trumps rotate coins, cups, swords, clubs, and no card is shown.\n"
                    "- Obligations as in tute de arrastre. Option **no vale cargar** (for games "
                    "played for money): a player who cannot beat the winning card must play a "
                    "blank card if he can, and otherwise the one with fewest points among those "
                    "he may play.\n"
                    "- Declarations as in tute de arrastre, all voluntary. Tute ends the hand and"
                    " every other player takes a poroto.\n\n"
                    "### Who loses\n"
                    "Only those who have **entered a trick** (won at least one) count, ranked by "
                    "points (cards, declarations and last-trick ten). The first is safe **a "
                    "más**; if three or more entered, the last is safe **a menos**; those in the "
                    "middle lose:\n\n"
                    "- 1 entered (**capote**): every other player of the hand loses;\n"
                    "- 2 entered: the second loses;\n"
                    "- 3 entered: the second loses;\n"
                    "- 4 entered: the second and third lose;\n"
                    "- 5 entered: the second, third and fourth lose.\n\n"
                    "A player who makes capote after declaring loses alone, with one poroto, and "
                    "nobody else loses (**the project's reading** of the rulebook). On equal "
                    "points among those who entered, the one who won a trick later ranks higher "
                    "(**project rule**).\n\n"
                    "Each hand lost is a **poroto** (a renuncio, two). With **four porotos** you "
                    "are out (option: another number), and play goes on until fewer than three "
                    "are left: those left are the winners.\n\n"
                    "### Six players\n"
                    "The first dealer is drawn by lot and the two-of-coins rule is not used "
                    "(neither for mano nor for trumps). In each hand the dealer sits out; a "
                    "capote or a tute costs him nothing. The last card dealt is shown, sets "
                    "trumps and stays with the player who received it (**project rule**)."
                ),
            },
        },
        {
            "slug": "opciones",
            "title": {"es": "Opciones de mesa", "en": "House options"},
            "body": {
                "es": (
                    "Cada mesa, lección o ejercicio puede cambiar estas opciones. Entre "
                    "paréntesis, el valor por defecto:\n\n"
                    "- **Parejas** en el tute de cuatro (sí).\n"
                    "- **Montar al compañero** (no).\n"
                    "- **Fallar siempre**: echar triunfo aunque no superes al triunfo que gana "
                    "(no).\n"
                    "- **Tres sin doses**: tute de tres con 36 cartas, 12 cada uno (no).\n"
                    "- **Cartas por jugador en el habanero**: 8 o 7 (8).\n"
                    "- **Arrastrar con mazo**, en el habanero (no).\n"
                    "- **Permitir cantar tute** (sí).\n"
                    "- **Las cuarenta primero** (sí).\n"
                    "- **Tute solo sin cantes previos** (sí).\n"
                    "- **Los cantes se pierden** si no se cantan en cuanto se puede (no).\n"
                    "- **Rondas por partida**, de 1 a 5, en arrastre y habanero (1).\n"
                    "- **Renuncio real**: se acepta la carta y se puede acusar (no).\n"
                    "- **No vale cargar**, en el cabrero (no).\n"
                    "- **Triunfos rotativos**, en el cabrero de 4 o 5 (no).\n"
                    "- **Porotos para perder**, en el cabrero (4)."
                ),
                "en": (
                    "Each table, lesson or exercise can change these options. In brackets, the "
                    "default:\n\n"
                    "- **Pairs** in four-player tute (on).\n"
                    "- **Montar al compañero**: beat your partner too (off).\n"
                    "- **Fallar siempre**: trump even when you cannot beat the winning trump "
                    "(off).\n"
                    "- **Tres sin doses**: three-player tute with 36 cards, 12 each (off).\n"
                    "- **Cards per player in habanero**: 8 or 7 (8).\n"
                    "- **Arrastrar con mazo**, in habanero (off).\n"
                    "- **Tute allowed** (on).\n"
                    "- **Las cuarenta primero**: las cuarenta first (on).\n"
                    "- **Tute only without earlier declarations** (on).\n"
                    "- **Cantes se pierden**: declarations lapse if not made as soon as possible "
                    "(off).\n"
                    "- **Rounds per match**, 1 to 5, in arrastre and habanero (1).\n"
                    "- **Renuncio real**: the card is accepted and can be called (off).\n"
                    "- **No vale cargar**, in cabrero (off).\n"
                    "- **Triunfos rotativos**, in cabrero with 4 or 5 (off).\n"
                    "- **Porotos to lose**, in cabrero (4)."
                ),
            },
        },
        {
            "slug": "decisiones",
            "title": {
                "es": "Reglas de la casa: decisiones del proyecto",
                "en": "House rules: the project's decisions",
            },
            "body": {
                "es": (
                    "Los reglamentos tradicionales no coinciden en todo y callan en algunos "
                    "casos. Esto es lo que hemos decidido nosotros.\n\n"
                    "### Reglas propias del proyecto (no están en los reglamentos)\n"
                    "- **Renuncio**: por defecto la carta que incumple una obligación no se "
                    "acepta y se explica por qué; un sitio para aprender no debe dejarte "
                    "renunciar sin darte cuenta.\n"
                    "- **Cantes en pareja**: de los dos compañeros, el que ganó la baza elige "
                    "primero.\n"
                    "- **Las cuarenta primero** y **tute solo sin cantes previos** se aplican "
                    "también al cabrero.\n"
                    "- **Empate a puntos** en arrastre y habanero: la mano no es para nadie y se "
                    "reparte la siguiente.\n"
                    "- **Empate en el cabrero**: entre los que entraron en baza con los mismos "
                    "puntos, queda por delante el que ganó una baza más tarde.\n"
                    "- **Cabrero de tres, primera mano**: si la carta que sobra es el propio dos "
                    "de oros, se queda fuera del juego y es mano el de la derecha del que "
                    "reparte.\n"
                    "- **Cabrero de seis**: la última carta repartida se enseña, marca el triunfo"
                    " y se la queda quien la recibe.\n"
                    "- **Capote tras cantar** (nuestra lectura del reglamento de cabrero): quien "
                    "hace capote después de haber cantado pierde él solo, con un poroto, y nadie "
                    "más pierde.\n\n"
                    "### Elecciones donde los reglamentos no coinciden\n"
                    "- **Montar** es superar a la carta que **va ganando**, no solo a la de "
                    "salida.\n"
                    "- Quien no puede superar el triunfo que gana **no está obligado a fallar** "
                    "(opción: fallar siempre).\n"
                    "- En pareja, la exención cuando gana el compañero alcanza también a **fallar"
                    " y pisar** (opción: montar al compañero).\n"
                    "- **Tute de tres**: la carta que sobra marca el triunfo y se cambia "
                    "obligatoriamente; no ofrecemos el reparto en que la última carta del que da "
                    "marca el triunfo y la sobrante se aparta. Opción: tres sin doses.\n"
                    "- **Habanero**: cambio del 7 y del 2 a voluntad del ganador de la baza, con "
                    "el 4 también cambiable por el 2; no ofrecemos la versión con cambios "
                    "automáticos al robar.\n"
                    "- **Cantar es voluntario** y, por defecto, un cante puede hacerse tras una "
                    "baza posterior (opción: los cantes se pierden).\n"
                    "- Las partidas de práctica son a **una ronda** por defecto."
                ),
                "en": (
                    "The traditional rulebooks do not agree on everything and are silent on some "
                    "cases. This is what we decided.\n\n"
                    "### The project's own rules (not in the rulebooks)\n"
                    "- **Renuncio**: by default a card that breaks an obligation is not accepted "
                    "and you are told why; a site for learning should not let you renege without "
                    "noticing.\n"
                    "- **Declarations in pairs**: of the two partners, the one who won the trick "
                    "chooses first.\n"
                    "- **Las cuarenta primero** and **tute only without earlier declarations** "
                    "also apply to cabrero.\n"
                    "- **A tie on points** in arrastre and habanero: the hand goes to nobody and "
                    "the next is dealt.\n"
                    "- **A tie in cabrero**: among those who entered a trick with equal points, "
                    "the one who won a trick later ranks higher.\n"
                    "- **Three-player cabrero, first hand**: if the leftover card is the two of "
                    "coins itself, it stays out of play and mano is the player on the dealer's "
                    "right.\n"
                    "- **Six-player cabrero**: the last card dealt is shown, sets trumps and "
                    "stays with the player who received it.\n"
                    "- **Capote after declaring** (our reading of the cabrero rulebook): a player"
                    " who makes capote after declaring loses alone, with one poroto, and nobody "
                    "else loses.\n\n"
                    "### Choices where the rulebooks disagree\n"
                    "- **Montar** means beating the card **currently winning**, not just the "
                    "lead.\n"
                    "- A player who cannot beat the winning trump **need not trump** (option: "
                    "fallar siempre).\n"
                    "- In pairs, the exemption when your partner is winning also covers "
                    "**trumping and over-trumping** (option: montar al compañero).\n"
                    "- **Three-player tute**: the leftover card shows trumps and is swapped "
                    "compulsorily; we do not offer the deal in which the dealer's last card shows"
                    " trumps and the leftover card is set aside. Option: tres sin doses.\n"
                    "- **Habanero**: the 7 and 2 swaps are at the trick winner's choice, with the"
                    " 4 also swappable for the 2; we do not offer the version with automatic "
                    "swaps on drawing.\n"
                    "- **Declaring is voluntary** and, by default, a declaration can be made "
                    "after a later trick (option: cantes se pierden).\n"
                    "- Practice games are to **one round** by default."
                ),
            },
        },
    ],
}
