"""The display name moves from the teachers' Profile to accounts.Person, which the whole site reads."""

from django.db import migrations


def forwards(apps, schema_editor):
    Profile = apps.get_model("teachers", "Profile")
    Person = apps.get_model("accounts", "Person")
    for profile in Profile.objects.exclude(display_name="").iterator():
        Person.objects.update_or_create(user_id=profile.user_id, defaults={"display_name": profile.display_name})


def backwards(apps, schema_editor):
    Profile = apps.get_model("teachers", "Profile")
    Person = apps.get_model("accounts", "Person")
    for person in Person.objects.exclude(display_name="").iterator():
        Profile.objects.update_or_create(user_id=person.user_id, defaults={"display_name": person.display_name})


class Migration(migrations.Migration):
    dependencies = [
        ("teachers", "0005_table_assignments"),
        ("accounts", "0001_initial"),
    ]

    operations = [migrations.RunPython(forwards, backwards)]
