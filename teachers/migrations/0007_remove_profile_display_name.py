from django.db import migrations


class Migration(migrations.Migration):
    dependencies = [("teachers", "0006_display_name_to_accounts")]

    operations = [migrations.RemoveField(model_name="profile", name="display_name")]
