"""The names people show each other in the clasificación and the friends list: the name they
chose (``accounts.Person``), else the part of their e-mail before the @ (as
``accounts.models.display_name`` says one name).
One place reads them, several at a time, so a ranking page costs one query for its names."""

from django.contrib.auth import get_user_model

from accounts.models import MAX_NAME, Person


def names_of(user_ids):
    """{user id: display name} for these users."""
    ids = set(user_ids)
    chosen = dict(
        Person.objects.filter(user_id__in=ids).exclude(display_name="").values_list("user_id", "display_name")
    )
    emails = dict(get_user_model().objects.filter(pk__in=ids - set(chosen)).values_list("pk", "email"))
    names = {pk: email.split("@")[0] for pk, email in emails.items()}
    names.update(chosen)
    return {pk: name[:MAX_NAME] for pk, name in names.items()}


def name_of(user_id):
    return names_of([user_id]).get(user_id, "")


def find(text, *, exclude=None, limit=10):
    """The users whose chosen name starts with ``text`` (ignoring case): the friends search. An
    e-mail is never searched nor shown."""
    text = text.strip()
    if not text:
        return []
    found = Person.objects.filter(display_name__istartswith=text).order_by("display_name", "user_id")
    if exclude is not None:
        found = found.exclude(user_id=exclude)
    return list(found.values_list("user_id", "display_name")[:limit])
