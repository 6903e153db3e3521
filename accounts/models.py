"""What the whole site knows of a person beyond their login (allauth keeps the e-mail and the
password): the name others see. Classes, tables and exercises read it here, so no app has to
import another (the teachers' app, say) just to say «Ana»."""

from django.conf import settings
from django.db import models
from django.utils.translation import gettext_lazy as _

MAX_NAME = 60


class Person(models.Model):
    user = models.OneToOneField(settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="person")
    display_name = models.CharField(_("nombre visible"), max_length=MAX_NAME, blank=True)

    def __str__(self):
        return display_name(self.user)


def display_name(user):
    """The name others see: the one the person chose, else the part of the e-mail before the @."""
    person = Person.objects.filter(user=user).only("display_name").first()
    return ((person and person.display_name) or user.email.split("@")[0])[:MAX_NAME]


def chosen_name(user):
    """The name the person chose ("" when none)."""
    person = Person.objects.filter(user=user).only("display_name").first()
    return person.display_name if person else ""


def set_display_name(user, name):
    Person.objects.update_or_create(user=user, defaults={"display_name": name.strip()[:MAX_NAME]})
