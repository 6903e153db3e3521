"""The engine's errors: a small family of ``ValueError`` subclasses."""


class EngineError(ValueError):
    """Base class of every error the rules engine raises."""


class UnknownCard(EngineError):
    """A card code or suit letter that does not exist in the Spanish 40-card deck."""


class InvalidRules(EngineError):
    """An unknown option, a bad value or an impossible combination of table options."""


class InvalidDeal(EngineError):
    """A deal that is not a legal deal of the variant (sizes, repeated or missing cards…)."""


class IllegalAction(EngineError):
    """An action the current player may not take now; the message says why in plain words.

    ``explanation`` holds the structured reason (an :class:`Explanation`) when the action was a
    card refused by an obligation, else None.
    """

    def __init__(self, message: str, explanation: object = None) -> None:
        super().__init__(message)
        self.explanation = explanation
