"""Lesson 7: playing in pairs (content, see SCHEMA.md)."""

LESSON = {
    "slug": "en-pareja",
    "number": 7,
    "title": {"es": "Jugar en pareja", "en": "Playing in pairs"},
    "summary": {
        "es": (
            "Con cuatro jugadores se juega en parejas: qué cambia cuando la baza la va ganando tu compañero."
        ),
        "en": "Four players play in pairs: what changes when your partner is winning the trick.",
    },
    "steps": [
        {
            "kind": "text",
            "title": {"es": "Tu compañero, enfrente", "en": "Your partner sits opposite"},
            "body": {
                "es": (
                    "El tute de cuatro se juega normalmente en **dos parejas**. Tu "
                    "[[pareja|compañero]] se sienta enfrente de ti, así que entre vosotros dos "
                    "juega un rival.\n\n"
                    "Las bazas que gana cualquiera de los dos son de la pareja, y al final se "
                    "suman juntas. Los cantes también son de la pareja. Entre compañeros no se "
                    "hacen señas: cada uno juega con lo que ve."
                ),
                "en": (
                    "Four-player tute is normally played in **two pairs**. Your "
                    "[[pareja|partner]] sits opposite you, so an opponent plays between the two "
                    "of you.\n\n"
                    "The tricks won by either of you belong to the pair, and they are added up "
                    "together at the end. Declarations belong to the pair too. Partners make no "
                    "signs: each plays with what he can see."
                ),
            },
        },
        {
            "kind": "text",
            "title": {
                "es": "Si gana tu compañero, no hace falta montar",
                "en": "If your partner is winning, no need to beat",
            },
            "body": {
                "es": (
                    "Cuando la carta que va ganando es **la de tu compañero**, sigues obligado a "
                    "asistir, pero **no tienes que montar**: puedes echar cualquier carta del "
                    "palo.\n\n"
                    "Tu compañero salió con el rey de oros y va ganando. Tu as de oros lo "
                    "supera, y contra un rival tendrías que echarlo; como gana tu compañero, "
                    "puedes echar el as o el dos de oros. Guardar el as para otra baza, o darle "
                    "sus 11 puntos a tu pareja: tú eliges."
                ),
                "en": (
                    "When the winning card is **your partner's**, you still have to follow suit, "
                    "but **you needn't beat it**: any card of the suit will do.\n\n"
                    "Your partner led the king of coins and is winning. Your ace of coins beats "
                    "it, and against an opponent you would have to play it; since your partner is"
                    " winning, you may play the ace or the two of coins. Keep the ace for another"
                    " trick, or give its 11 points to your pair: your choice."
                ),
            },
            "position": "v:arrastre/4 t:c s:2 h2:2o,1o,3c m:12o,4o",
        },
        {
            "kind": "text",
            "title": {
                "es": "Sin palo, tampoco hay que fallar",
                "en": "No suit? No need to trump either",
            },
            "body": {
                "es": (
                    "Si tu compañero va ganando y no tienes del palo de salida, **puedes echar "
                    "cualquier carta**: no estás obligado a fallar ni a pisar, porque echar "
                    "triunfo sería quitarle la baza a tu compañero.\n\n"
                    "Aquí tu compañero gana con el as de bastos y tú no tienes bastos. Puedes "
                    "guardar tus triunfos."
                ),
                "en": (
                    "If your partner is winning and you have none of the suit led, **you may play"
                    " any card**: you don't have to trump or over-trump, because trumping would "
                    "only take the trick from your partner.\n\n"
                    "Here your partner is winning with the ace of clubs and you have no clubs. "
                    "You can keep your trumps."
                ),
            },
            "position": "v:arrastre/4 t:c s:3 h3:12c,2c,11e,3o m:4b,1b,6b",
        },
        {
            "kind": "text",
            "title": {"es": "«Va ganando» es ahora", "en": '"Winning" means right now'},
            "body": {
                "es": (
                    "La exención solo vale si la carta de tu compañero es la que gana **en el "
                    "momento en que te toca**. Si un rival ya la ha superado, vuelven todas las "
                    "obligaciones.\n\n"
                    "Tu compañero echó el caballo de bastos, pero el rival de tu izquierda lo ha "
                    "superado con el rey. Tienes que montar con el as.\n\n"
                    "En algunas mesas se juega a **montar al compañero**: las obligaciones valen "
                    "igual aunque gane tu compañero. Es una [[opcion-de-mesa|opción de mesa]], "
                    "desactivada aquí."
                ),
                "en": (
                    "The exemption only holds if your partner's card is the one winning **at the "
                    "moment it is your turn**. If an opponent has already beaten it, all the "
                    "obligations are back.\n\n"
                    "Your partner played the knight of clubs, but the opponent on your left has "
                    "beaten it with the king. You must beat it with the ace.\n\n"
                    "Some tables play **montar al compañero**: the obligations apply even when "
                    "your partner is winning. It is a [[opcion-de-mesa|house option]], off here."
                ),
            },
            "position": "v:arrastre/4 t:o s:3 h3:1b,10b,2b,3c m:7b,11b,12b",
        },
        {
            "kind": "exercise",
            "title": {"es": "Gana tu compañero", "en": "Your partner is winning"},
            "exercise": {
                "type": "legal",
                "position": "v:arrastre/4 t:b s:3 h3:1e,4e,12b m:5e,3e,7e",
            },
        },
        {
            "kind": "exercise",
            "title": {"es": "Tu compañero ha fallado", "en": "Your partner has trumped"},
            "exercise": {
                "type": "legal",
                "position": "v:arrastre/4 t:c s:3 h3:3c,12e,7b m:1o,2c,5o",
            },
        },
        {
            "kind": "quiz",
            "title": {"es": "Prueba: en pareja", "en": "Quiz: playing in pairs"},
            "exercises": [
                {
                    "type": "legal",
                    "position": "v:arrastre/4 t:c s:2 h2:2o,1o,3c m:12o,4o",
                },
                {
                    "type": "legal",
                    "position": "v:arrastre/4 t:c s:3 h3:12c,2c,11e,3o m:4b,1b,6b",
                },
                {
                    "type": "legal",
                    "position": "v:arrastre/4 t:c s:3 h3:12c,2c,11e,3o m:4b,1b,6b o:montar_al_companero=1",
                    "intro": {
                        "es": "En esta mesa se juega a **montar al compañero**.",
                        "en": "This table plays **montar al compañero** (beat your partner too).",
                    },
                },
                {
                    "type": "legal",
                    "position": "v:arrastre/4 t:o s:3 h3:1b,10b,2b,3c m:7b,11b,12b",
                },
            ],
            "generate": [
                {
                    "type": "legal",
                    "count": 2,
                    "params": {
                        "variant": "arrastre/4",
                        "obligation": "companero",
                    },
                },
            ],
            "pass_mark": 0.8,
        },
    ],
}
