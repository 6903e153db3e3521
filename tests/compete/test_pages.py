"""The competitive pages: the clasificación (per variant and overall, this week and all time,
one's own place always shown), one's level, chips and rating, friends, a class's ranking."""

import datetime

import pytest
from django.core.management import call_command
from django.test import Client
from django.urls import reverse

from compete import flows, ledger, ranking
from compete.models import ChipMovement, Friendship, Player
from compete.rules import level_of
from teachers import flows as teachers
from teachers.models import Classroom

from .helpers import contest_of, person

pytestmark = pytest.mark.django_db


def named(name):
    user = person(name)
    teachers.set_profile(user, is_teacher=False, display_name=name.capitalize())
    return user


def client_of(user):
    client = Client()
    client.force_login(user)
    return client


def test_the_ranking_lists_people_by_xp_and_always_shows_ones_own_place():
    me = named("yo")
    for n in range(60):
        ranking.add_xp(named(f"p{n:02d}").pk, "habanero", 100 + n)
    ranking.add_xp(me.pk, "habanero", 50)
    html = client_of(me).get(reverse("compete:board")).content.decode()
    assert html.index("P59") < html.index("P58")  # more XP first
    assert "Yo" not in html.split('id="my-place"')[0]  # not on the first page...
    assert "Tu puesto: 61.º, con 50 XP." in html  # ...but its place is shown
    second = client_of(me).get(reverse("compete:board"), {"pagina": "2"}).content.decode()
    assert 'id="my-row"' in second


def test_per_variant_and_this_week_or_all_time():
    ana, bea = named("ana"), named("bea")
    game, _contest = contest_of([ana, bea])
    flows.settle(game)
    last_week = datetime.date.today() - datetime.timedelta(days=7)
    eva = named("eva")
    ranking.add_xp(eva.pk, "cabrero", 300, day=last_week)
    client = client_of(ana)
    habanero = client.get(reverse("compete:board"), {"modalidad": "habanero"}).content.decode()
    assert "Ana" in habanero
    assert "Eva" not in habanero
    cabrero = client.get(reverse("compete:board"), {"modalidad": "cabrero"}).content.decode()
    assert "Eva" in cabrero
    assert "Ana" not in cabrero
    week = client.get(reverse("compete:board"), {"periodo": "semana"}).content.decode()
    assert "Ana" in week
    assert "Eva" not in week
    overall = client.get(reverse("compete:board")).content.decode()
    place, xp = ranking.place_of(ana.pk)
    assert place in (2, 3)
    assert "Eva" in overall
    assert f"Tu puesto: {place}.º, con {xp} XP." in overall


def test_the_ranking_answers_bad_input_with_the_default_board():
    client = Client()
    for params in ({"pagina": "²"}, {"modalidad": "\x00"}, {"periodo": "ayer"}, {"pagina": "-3"}):
        response = client.get(reverse("compete:board"), params)
        assert response.status_code == 200
    assert "para ver tu puesto" in client.get(reverse("compete:board")).content.decode()


def test_my_page_shows_level_chips_and_a_rating_with_its_trend_among_the_bots():
    call_command("rate_bots", matches=2, levels="novato,intermedio", stdout=open("/dev/null", "w"))
    ana, bea = named("ana"), named("bea")
    for seed in (1, 2, 3):
        game, _contest = contest_of([ana, bea], bet=10, seed=seed)
        flows.settle(game)
    html = client_of(ana).get(reverse("compete:me")).content.decode()
    xp = ranking.total_xp(ana.pk)
    assert f"{xp} XP" in html
    assert f"Nivel {level_of(xp)[0]}" in html
    assert f'<strong id="my-chips">{ledger.balance(ana)}</strong>' in html
    assert "Valoración de juego" in html
    assert 'class="spark"' in html
    assert "Tu nivel:" in html


def test_the_daily_top_up_is_given_on_my_page_and_said():
    ana = named("ana")
    ledger.player_of(ana)
    Player.objects.filter(user=ana).update(chips=3)
    response = client_of(ana).get(reverse("compete:me"), follow=True)
    assert "Recarga diaria" in response.content.decode()
    assert ChipMovement.objects.filter(user=ana, kind="topup").count() == 1


def test_friends_by_name_accept_refuse_and_remove():
    ana, bea, eva = named("ana"), named("bea"), named("eva")
    html = client_of(ana).get(reverse("compete:friends"), {"nombre": "be"}).content.decode()
    assert "Bea" in html
    assert "Eva" not in html
    bea_id = str(Player.objects.get(user=bea).public_id)
    client_of(ana).post(reverse("compete:friend_add"), {"player": bea_id})
    assert Friendship.objects.get(asker=ana, asked=bea).status == "pending"
    page = client_of(bea).get(reverse("compete:friends")).content.decode()
    assert 'id="incoming"' in page
    assert "Ana" in page
    ana_id = str(ledger.player_of(ana).public_id)
    client_of(bea).post(reverse("compete:friend_answer"), {"player": ana_id, "respuesta": "aceptar"})
    assert (
        "Bea" in client_of(ana).get(reverse("compete:friends")).content.decode().split('id="friends-list"')[1]
    )
    eva_id = str(ledger.player_of(eva).public_id)
    client_of(ana).post(reverse("compete:friend_add"), {"player": eva_id})
    client_of(eva).post(reverse("compete:friend_answer"), {"player": ana_id, "respuesta": "rechazar"})
    response = client_of(ana).post(reverse("compete:friend_add"), {"player": eva_id}, follow=True)
    assert "ya rechazó" in response.content.decode()
    client_of(ana).post(reverse("compete:friend_remove"), {"player": bea_id})
    assert not Friendship.objects.filter(status="accepted").exists()


def test_friend_requests_reject_forged_input():
    ana = named("ana")
    client = client_of(ana)
    for player in ("nope", "\x00", "", "00000000-0000-0000-0000-000000000000"):
        response = client.post(reverse("compete:friend_add"), {"player": player}, follow=True)
        assert response.status_code == 200
        assert "No encontramos" in response.content.decode()
    own = str(ledger.player_of(ana).public_id)
    assert (
        "ti mismo"
        in client.post(reverse("compete:friend_add"), {"player": own}, follow=True).content.decode()
    )
    assert Client().get(reverse("compete:friends")).status_code == 302  # to the login


def test_a_class_ranking_for_its_teacher_and_pupils_only():
    teacher, pupil, other, outsider = named("profe"), named("alumna"), named("otro"), named("nadie")
    classroom = Classroom.objects.create(owner=teacher, name="4.º B")
    teachers.join_class(classroom, pupil)
    ranking.add_xp(pupil.pk, "habanero", 40, scopes=(ranking.EVERYONE, ranking.class_scope(classroom.pk)))
    ranking.add_xp(outsider.pk, "habanero", 999)
    url = reverse("compete:class_board", args=[classroom.pk])
    html = client_of(teacher).get(url).content.decode()
    assert "Alumna" in html
    assert "Nadie" not in html
    assert 'id="competition-on"' in html
    assert client_of(pupil).get(url).status_code == 200
    assert client_of(other).get(url).status_code == 403
    assert client_of(pupil).post(url, {"competir": "si"}).status_code == 403
    client_of(teacher).post(url, {"competir": "si"})
    assert 'id="competition-off"' in client_of(teacher).get(url).content.decode()
    assert flows.class_competes(classroom.pk)


def test_the_teachers_class_page_links_to_the_class_ranking():
    teacher = named("profe")
    teachers.set_profile(teacher, is_teacher=True, display_name="Profe")
    classroom = Classroom.objects.create(owner=teacher, name="4.º B")
    page = client_of(teacher).get(reverse("teachers:class", args=[classroom.pk])).content.decode()
    assert reverse("compete:class_board", args=[classroom.pk]) in page


def test_friend_requests_and_searches_are_rate_limited(settings):
    from django.core.cache import cache

    from compete.views import FRIENDS_LIMIT

    cache.clear()
    ana, bea = named("ana"), named("bea")
    client = client_of(ana)
    bea_id = str(ledger.player_of(bea).public_id)
    for _ in range(FRIENDS_LIMIT.amount):
        client.get(reverse("compete:friends"), {"nombre": "be"})
    response = client.post(reverse("compete:friend_add"), {"player": bea_id}, follow=True)
    assert "Demasiadas" in response.content.decode()
    assert not Friendship.objects.exists()
