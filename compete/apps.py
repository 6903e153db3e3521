from django.apps import AppConfig


class CompeteConfig(AppConfig):
    name = "compete"
    verbose_name = "Competir"
