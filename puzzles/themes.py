"""The themes of the puzzles, in the learner's words, and where each comes from.

A theme names what the solution does that the other plays do not. It comes from the judge's
reasons (``tute.bots.ReasonCode``): the reasons why the next best play is worse than the solution
(``REASON_THEMES``, one entry for every reason code, ``None`` for the reasons that only say the
hand goes worse), and from the position itself (``position_themes``: an endgame with every card
located, a lead, a declaration window). Stored with each puzzle when it is mined.
"""

from enum import StrEnum

from django.utils.translation import gettext_lazy as _

from tute.bots import ReasonCode as codes


class Theme(StrEnum):
    FALLAR = "fallar"
    FALLO_DEL_RIVAL = "fallo-del-rival"
    GUARDAR_EL_TRIUNFO = "guardar-el-triunfo"
    ARRASTRAR = "arrastrar"
    DIEZ_DE_ULTIMAS = "diez-de-ultimas"
    NO_CARGAR = "no-cargar"
    CARGAR_AL_COMPANERO = "cargar-al-companero"
    BAZA_AL_COMPANERO = "dejar-la-baza-al-companero"
    CARTA_JUSTA = "la-carta-justa"
    LLEVARSE_LA_BAZA = "llevarse-la-baza"
    CEDER_LA_BAZA = "ceder-la-baza"
    GUARDAR_LA_CARTA = "guardar-la-carta"
    CANTAR_A_TIEMPO = "cantar-a-tiempo"
    CANTE_DEL_RIVAL = "cante-del-rival"
    CAMBIAR_LA_MUESTRA = "cambiar-la-muestra"
    TUTE = "tute"
    IR_A_MENOS = "ir-a-menos"
    IR_A_MAS = "ir-a-mas"
    NO_ENTRAR = "no-entrar"
    FINAL = "final"
    SALIDA = "salida"
    VENTANA = "cantes-y-cambios"


LABELS = {
    Theme.FALLAR: _("Fallar a tiempo"),
    Theme.FALLO_DEL_RIVAL: _("Ver venir el fallo del rival"),
    Theme.GUARDAR_EL_TRIUNFO: _("Guardar el triunfo"),
    Theme.ARRASTRAR: _("Arrastrar para sacar triunfos"),
    Theme.DIEZ_DE_ULTIMAS: _("Las diez de últimas"),
    Theme.NO_CARGAR: _("No cargar"),
    Theme.CARGAR_AL_COMPANERO: _("Cargar al compañero"),
    Theme.BAZA_AL_COMPANERO: _("Dejar la baza al compañero"),
    Theme.CARTA_JUSTA: _("Ganar con la carta justa"),
    Theme.LLEVARSE_LA_BAZA: _("Llevarse la baza"),
    Theme.CEDER_LA_BAZA: _("Ceder la baza"),
    Theme.GUARDAR_LA_CARTA: _("Guardar la carta buena"),
    Theme.CANTAR_A_TIEMPO: _("Cantar a tiempo"),
    Theme.CANTE_DEL_RIVAL: _("Que el rival no cante"),
    Theme.CAMBIAR_LA_MUESTRA: _("Cambiar la muestra"),
    Theme.TUTE: _("El tute"),
    Theme.IR_A_MENOS: _("Ir a menos"),
    Theme.IR_A_MAS: _("Ir a más"),
    Theme.NO_ENTRAR: _("No entrar en baza"),
    Theme.FINAL: _("Final a cartas vistas"),
    Theme.SALIDA: _("Salir de mano"),
    Theme.VENTANA: _("Cantes y cambios"),
}

DESCRIPTIONS = {
    Theme.FALLAR: _(
        "Jugar un triunfo cuando no tienes del palo, o quedarte sin un palo para fallarlo luego."
    ),
    Theme.FALLO_DEL_RIVAL: _("El rival ya no tiene del palo: no le pongas la baza a tiro de su triunfo."),
    Theme.GUARDAR_EL_TRIUNFO: _("No gastar un triunfo en una baza que no lo necesita."),
    Theme.ARRASTRAR: _("Salir de triunfo para que los rivales suelten los suyos."),
    Theme.DIEZ_DE_ULTIMAS: _("La última baza vale diez puntos más: prepárala."),
    Theme.NO_CARGAR: _("No echar puntos a una baza que se lleva el rival."),
    Theme.CARGAR_AL_COMPANERO: _("Echar puntos en la baza que gana tu compañero."),
    Theme.BAZA_AL_COMPANERO: _("Si tu compañero ya gana la baza, no lo superes."),
    Theme.CARTA_JUSTA: _("Ganar la baza con la carta más baja que basta y guardar la alta."),
    Theme.LLEVARSE_LA_BAZA: _("La carta que se lleva la baza que importa."),
    Theme.CEDER_LA_BAZA: _("Dejar pasar una baza pobre, y la salida con ella."),
    Theme.GUARDAR_LA_CARTA: _("Guardar una carta que gana una baza más adelante."),
    Theme.CANTAR_A_TIEMPO: _("Cantar cuando toca y no romper un cante que aún puedes cantar."),
    Theme.CANTE_DEL_RIVAL: _("No dejar que un rival gane la baza que le deja cantar."),
    Theme.CAMBIAR_LA_MUESTRA: _("Cambiar el siete (o el dos) por la muestra a tiempo."),
    Theme.TUTE: _("Cantar tute, o impedir el del rival."),
    Theme.IR_A_MENOS: _("En el cabrero, entrar en baza pero quedar el último."),
    Theme.IR_A_MAS: _("En el cabrero, acabar el primero."),
    Theme.NO_ENTRAR: _("En el cabrero, librarse sin ganar ninguna baza."),
    Theme.FINAL: _("Se sabe dónde está cada carta: la cuenta es exacta."),
    Theme.SALIDA: _("Eres mano de la baza: ¿con qué sales?"),
    Theme.VENTANA: _("Cantar, cambiar la muestra o pasar."),
}

# Why the next best play is worse (a reason code) → what the solution does (a theme).
REASON_THEMES = {
    codes.GUARDA_TRIUNFO: Theme.FALLAR,
    codes.HACE_FALLO: Theme.FALLAR,
    codes.FALLA_EL_RIVAL: Theme.FALLO_DEL_RIVAL,
    codes.TRIUNFO_INNECESARIO: Theme.GUARDAR_EL_TRIUNFO,
    codes.TRIUNFO_EN_BAZA_POBRE: Theme.GUARDAR_EL_TRIUNFO,
    codes.ARRASTRA_SIN_NECESIDAD: Theme.GUARDAR_EL_TRIUNFO,
    codes.SACA_TRIUNFOS: Theme.ARRASTRAR,
    codes.PIERDE_ULTIMAS: Theme.DIEZ_DE_ULTIMAS,
    codes.PUNTOS_A_BAZA_PERDIDA: Theme.NO_CARGAR,
    codes.PUNTOS_AL_RIVAL: Theme.NO_CARGAR,
    codes.NO_CARGA_AL_COMPANERO: Theme.CARGAR_AL_COMPANERO,
    codes.MONTA_AL_COMPANERO: Theme.BAZA_AL_COMPANERO,
    codes.PUDO_GANAR_CON_MENOR: Theme.CARTA_JUSTA,
    codes.GANA_LA_BAZA: Theme.LLEVARSE_LA_BAZA,
    codes.DEJA_BAZA_AL_RIVAL: Theme.LLEVARSE_LA_BAZA,
    codes.MENOS_PUNTOS_EN_LA_BAZA: Theme.LLEVARSE_LA_BAZA,
    codes.CEDE_LA_BAZA: Theme.CEDER_LA_BAZA,
    codes.GUARDA_CARTA: Theme.GUARDAR_LA_CARTA,
    codes.LA_PIERDE_DESPUES: Theme.GUARDAR_LA_CARTA,
    codes.MAS_BAZAS_DESPUES: Theme.GUARDAR_LA_CARTA,
    codes.ROMPE_CANTE: Theme.CANTAR_A_TIEMPO,
    codes.PIERDE_CANTE: Theme.CANTAR_A_TIEMPO,
    codes.NO_CANTA: Theme.CANTAR_A_TIEMPO,
    codes.CANTA_MENOS: Theme.CANTAR_A_TIEMPO,
    codes.CAMBIA_ANTES: Theme.CAMBIAR_LA_MUESTRA,
    codes.CANTA_OTRO_ANTES: Theme.CANTAR_A_TIEMPO,
    codes.CIERRA_TUTE: Theme.TUTE,
    codes.CANTE_AL_RIVAL: Theme.CANTE_DEL_RIVAL,
    codes.NO_CAMBIA: Theme.CAMBIAR_LA_MUESTRA,
    codes.PIERDE_TUTE: Theme.TUTE,
    codes.TUTE_AL_RIVAL: Theme.TUTE,
    codes.NO_CANTA_TUTE: Theme.TUTE,
    codes.VA_A_MENOS: Theme.IR_A_MENOS,
    codes.VA_A_MAS: Theme.IR_A_MAS,
    codes.NO_ENTRA: Theme.NO_ENTRAR,
    codes.EVITA_LA_BAZA: Theme.NO_ENTRAR,
    # Reasons that say only that the hand goes worse: no theme of their own.
    codes.PIERDE_LA_MANO: None,
    codes.QUEDA_EN_MEDIO: None,
}


def position_themes(view, solution, exact):
    """Themes the position itself gives: every card located, a lead, a declaration window."""
    found = []
    if exact:
        found.append(Theme.FINAL)
    if solution not in view.hand:
        found.append(Theme.VENTANA)
    elif not view.trick:
        found.append(Theme.SALIDA)
    return found


def themes_of(view, solution, exact, reason_codes):
    """The puzzle's themes: those of the reasons (most telling first), then the position's."""
    found = []
    for code in reason_codes:
        theme = REASON_THEMES.get(code)
        if theme is not None and theme not in found:
            found.append(theme)
    for theme in position_themes(view, solution, exact):
        if theme not in found:
            found.append(theme)
    return [str(theme) for theme in found]


def label(theme):
    try:
        return LABELS[Theme(theme)]
    except ValueError:
        return theme


def choices():
    """(slug, label) of every theme, in the order above."""
    return [(str(theme), LABELS[theme]) for theme in Theme]
