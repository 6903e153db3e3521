"""Games of two players stored as "arrastre" (the guided first game was started so) are tute
habanero: the engine always dealt them as habanero, and the pages that ask the stored variant
(the end of the pile, the face-up card) now see it."""

from django.db import migrations


def forwards(apps, schema_editor):
    Game = apps.get_model("games", "Game")
    Game.objects.filter(variant="arrastre", players=2).update(variant="habanero")


class Migration(migrations.Migration):
    dependencies = [("games", "0002_takebacks_aids_guided")]

    operations = [migrations.RunPython(forwards, migrations.RunPython.noop)]
