"""A person's display name lives with the account (accounts.Person): the whole site reads it there,
the teachers' profile page edits it, and the names people chose under the teachers' Profile
came along with the data migration."""

import ast
from pathlib import Path

import pytest
from django.contrib.auth import get_user_model
from django.db import connection
from django.db.migrations.executor import MigrationExecutor
from django.test import Client

from accounts.models import display_name, set_display_name
from teachers import flows as teachers

ROOT = Path(__file__).resolve().parents[2]
BEFORE = [("teachers", "0005_table_assignments"), ("accounts", "0001_initial")]
AFTER = [("teachers", "0007_remove_profile_display_name")]


@pytest.mark.django_db(transaction=True)
def test_the_names_chosen_under_the_teachers_profile_move_to_the_account():
    executor = MigrationExecutor(connection)
    executor.migrate(BEFORE)
    old = executor.loader.project_state(BEFORE).apps
    user = old.get_model("auth", "User").objects.create(username="ana", email="ana@example.com")
    other = old.get_model("auth", "User").objects.create(username="bea", email="bea@example.com")
    old.get_model("teachers", "Profile").objects.create(user=user, is_teacher=True, display_name="Profe Ana")
    old.get_model("teachers", "Profile").objects.create(user=other, is_teacher=False, display_name="")
    executor = MigrationExecutor(connection)
    executor.migrate(AFTER)
    executor.loader.build_graph()
    users = get_user_model().objects
    assert display_name(users.get(username="ana")) == "Profe Ana"
    assert display_name(users.get(username="bea")) == "bea"  # no name chosen: the e-mail's start
    executor = MigrationExecutor(connection)
    executor.migrate(executor.loader.graph.leaf_nodes())


@pytest.mark.django_db
def test_the_profile_page_edits_the_name_everybody_reads():
    user = get_user_model().objects.create_user("lucia", "lucia@example.com", "pw-long-enough-1")
    client = Client()
    client.force_login(user)
    assert display_name(user) == "lucia"
    response = client.post("/profesores/perfil/", {"display_name": "Lucía"})
    assert response.status_code == 302
    assert display_name(user) == "Lucía"
    assert 'value="Lucía"' in client.get("/profesores/perfil/").content.decode()
    teachers.set_profile(user, is_teacher=True, display_name="Profe Lucía")
    assert display_name(user) == "Profe Lucía"
    set_display_name(user, "  " + "x" * 80)
    assert display_name(user) == "x" * 60


def test_the_tables_do_not_import_the_teachers_app_to_name_people():
    tree = ast.parse((ROOT / "tables" / "flows.py").read_text())
    imported = {node.module for node in ast.walk(tree) if isinstance(node, ast.ImportFrom)}
    assert not any(module.startswith("teachers") for module in imported if module)
    assert "accounts.models" in imported
