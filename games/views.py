from django.shortcuts import render


def baraja(request):
    return render(request, "games/baraja.html")
