"""{% table_history %}: the matches this visitor played at tables with people ("Mis partidas")."""

from django import template
from django.db.models import Q

from games.models import SESSION_KEY
from games.present.review import summary
from tables.models import Round

register = template.Library()


@register.inclusion_tag("tables/_history.html", takes_context=True)
def table_history(context, limit=30):
    request = context.get("request")
    rounds = []
    if request is not None:
        mine = Q(pk__in=[])
        if request.user.is_authenticated:
            mine |= Q(users=request.user)
        key = request.session.get(SESSION_KEY)
        if key:
            mine |= Q(anon_keys__contains=f" {key} ")
        found = Round.objects.filter(mine).select_related("game", "table").distinct()[:limit]
        for match_round in found:
            rounds.append({"round": match_round, "summary": summary(match_round.game)})
    return {"rounds": rounds}
