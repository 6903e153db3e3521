"""The exercise types by name: each type module registers its class, and `build` makes the
exercise of a spec dict. Other apps add their own types with `register` (the teachers' "best"
question, for one)."""

TYPES: dict[str, type] = {}


def register(cls):
    """Class decorator: make `cls` the exercise type named `cls.type`."""
    if not cls.type:
        raise ValueError(f"{cls.__name__} has no type name")
    if TYPES.get(cls.type, cls) is not cls:
        raise ValueError(f"exercise type {cls.type!r} is already {TYPES[cls.type].__name__}")
    TYPES[cls.type] = cls
    return cls


def build(spec):
    """The Exercise object for a spec dict (curated or generated)."""
    try:
        cls = TYPES[spec["type"]]
    except KeyError as error:
        raise ValueError(f"unknown exercise type {spec.get('type')!r}") from error
    return cls(spec)
