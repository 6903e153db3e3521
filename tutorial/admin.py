from django.contrib import admin

from tutorial.models import LearnerProgress


@admin.register(LearnerProgress)
class LearnerProgressAdmin(admin.ModelAdmin):
    list_display = ("user", "updated")
    readonly_fields = ("updated",)
