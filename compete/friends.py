"""The friends list: ask a person (found by name, or met at a table), who accepts or refuses;
friends see each other's open tables and invite each other in one click (the tables ask
``friend_ids``). A request to someone who already asked you accepts theirs."""

from django.db import transaction
from django.db.models import Q

from compete.models import Friendship

Status = Friendship.Status


class FriendError(ValueError):
    """A request that cannot change the friends list; ``code`` names the reason."""

    def __init__(self, code):
        super().__init__(code)
        self.code = code


@transaction.atomic
def ask(asker, asked_id):
    """Ask a person to be friends (or accept their pending request)."""
    if asked_id == asker.pk:
        raise FriendError("self")
    theirs = Friendship.objects.select_for_update().filter(asker_id=asked_id, asked=asker).first()
    if theirs is not None and theirs.status != Status.ACCEPTED:
        theirs.status = Status.ACCEPTED
        theirs.save(update_fields=["status"])
        return theirs
    if theirs is not None:
        return theirs
    mine, created = Friendship.objects.get_or_create(asker=asker, asked_id=asked_id)
    if not created and mine.status == Status.REFUSED:
        raise FriendError("refused")
    return mine


@transaction.atomic
def answer(user, asker_id, accept):
    found = Friendship.objects.select_for_update().filter(asker_id=asker_id, asked=user).first()
    if found is None or found.status != Status.PENDING:
        raise FriendError("no_request")
    found.status = Status.ACCEPTED if accept else Status.REFUSED
    found.save(update_fields=["status"])
    return found


def remove(user, other_id):
    Friendship.objects.filter(
        Q(asker=user, asked_id=other_id) | Q(asker_id=other_id, asked=user), status=Status.ACCEPTED
    ).delete()


def friend_ids(user):
    """The ids of the user's friends (accepted both ways)."""
    if user is None or not user.is_authenticated:
        return set()
    rows = Friendship.objects.filter(Q(asker=user) | Q(asked=user), status=Status.ACCEPTED)
    return {r.asked_id if r.asker_id == user.pk else r.asker_id for r in rows.only("asker_id", "asked_id")}


def asked_ids(user):
    """The people the user asked, whatever their answer (not to ask twice)."""
    return set(Friendship.objects.filter(asker=user).values_list("asked_id", flat=True))


def are_friends(user_id, other_id):
    return Friendship.objects.filter(
        Q(asker_id=user_id, asked_id=other_id) | Q(asker_id=other_id, asked_id=user_id),
        status=Status.ACCEPTED,
    ).exists()


def incoming(user):
    return Friendship.objects.filter(asked=user, status=Status.PENDING).order_by("-created")


def outgoing(user):
    return Friendship.objects.filter(asker=user, status=Status.PENDING).order_by("-created")
