"""The words a verdict's sentences share: the table seen from the learner (seats, partner,
rivals: one or several as the table has), the actions and cards with their articles
(``games.words``), and how often something happens over the judge's sampled deals, with
figures in the details («en 31 de 40 repartos posibles») and without them in a headline
(«casi siempre»); with every card known, «siempre» or «nunca»."""

from django.utils.translation import gettext as _
from django.utils.translation import ngettext

from games import words
from games.present.common import action_text, in_pairs, is_card
from tute.bots import Unit


class Wording:
    """What the words of a reason need to know: the table (seats, pairs, rivals), the trump,
    the unit, the action judged and the better one."""

    def __init__(self, game, *, trump, unit, action, best):
        self.game = game
        self.trump = trump
        self.pairs = in_pairs(game)
        self.cabrero = unit == Unit.PROBABILIDAD
        self.action = action
        self.best = best

    # -- actions and cards

    def phrase(self, action):
        """A card with its article («la sota de oros»); another action as its button's words in
        quotes («Cantar las veinte en copas», «Paso»)."""
        if not action:
            return ""
        if is_card(action):
            return words.the_card(action)
        return _("«%(action)s»") % {"action": action_text(self.game, self.trump, action)}

    @property
    def played(self):
        return self.phrase(self.action)

    @property
    def better(self):
        return self.phrase(self.best)

    def card(self, reason, index, default=""):
        return self.phrase(reason.cards[index]) if len(reason.cards) > index else default

    def cante(self, suit):
        """«las cuarenta» (in trumps: the trump shows on the table) or «las veinte en copas»."""
        return words.cante_name(suit, self.trump, with_suit=suit != self.trump)

    # -- seats

    def who(self, seat):
        """A seat inside a sentence: «tu compañero», «el jugador de tu derecha», «tu rival»."""
        if seat is None:
            return self.rival
        return words.seat_phrase(self.game.players, seat - self.game.learner_seat, pairs=self.pairs)

    @property
    def two(self):
        return self.game.players == 2

    @property
    def rival(self):
        """The rival, or one of them, as the table has them."""
        if self.two:
            return _("tu rival")
        return _("un rival")

    def one_or_several(self, one, several):
        """The words for one rival (two players) or for several, as the table has them."""
        return one if self.two else several

    def we(self, alone, together):
        """The learner's side: «tú» alone, «vosotros» in pairs."""
        return together if self.pairs else alone


# -- how often ---------------------------------------------------------------------------------


def freq(n, s):
    """How often, in the details: «en 31 de 40 repartos posibles»; with every card known
    (one deal), «siempre» or «nunca»; all or none of the deals said so."""
    if s <= 1:
        return _("siempre") if n else _("nunca")
    if n <= 0:
        return _("en ninguno de los %(s)s repartos posibles") % {"s": s}
    if n >= s:
        return _("en los %(s)s repartos posibles") % {"s": s}
    return _("en %(n)s de %(s)s repartos posibles") % {"n": n, "s": s}


def freq_short(n, s):
    """The same, said again after a first figure: «en 5», «en ninguno», «en todos», «nunca»."""
    if s <= 1:
        return _("siempre") if n else _("nunca")
    if n <= 0:
        return _("en ninguno")
    if n >= s:
        return _("en todos")
    return _("en %(n)s") % {"n": n}


def often(n, s):
    """How often, in a headline (no counts), with its leading space: «» when it is certain,
    « casi siempre», « a menudo», « a veces»."""
    if s <= 1 or n >= s:
        return ""
    if n >= 0.8 * s:
        return " " + _("casi siempre")
    if n >= 0.5 * s:
        return " " + _("a menudo")
    return " " + _("a veces")


def more_often(more, fewer, s):
    """How much more often one action gets something than the other, in a headline: «» when it
    is certain, « casi siempre» when it nearly always does, else « más a menudo»."""
    if s <= 1 or more >= s:
        return ""
    if more >= 0.8 * s:
        return " " + _("casi siempre")
    return " " + _("más a menudo")


def points(n):
    return ngettext("%(n)s punto", "%(n)s puntos", n) % {"n": n}
