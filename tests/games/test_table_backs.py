"""The rivals' card backs follow the replay of the bots' cards: a rival's count drops with the
frame that shows its card, not before (found in QA: the final counts showed from the start)."""

import re
from html.parser import HTMLParser

import pytest
from django.contrib.auth import get_user_model
from django.test import Client

from games import flows
from games.models import NEXT_HAND
from games.present import table as table_presenter
from tests.games.helpers import first_legal, learner_turn, learner_view, play_url

pytestmark = pytest.mark.django_db


class _Stages(HTMLParser):
    """Per seat: the back stages of the page, as (classes, backs inside, count shown)."""

    def __init__(self):
        super().__init__()
        self.seat = None
        self.base = {}
        self.stages = {}
        self.stage = None
        self.in_count = False

    def handle_starttag(self, tag, attrs):
        attrs = dict(attrs)
        classes = (attrs.get("class") or "").split()
        if tag == "div" and (attrs.get("id") or "").startswith("seat-"):
            self.seat = int(attrs["id"].removeprefix("seat-"))
            self.base[self.seat] = 0
            self.stages[self.seat] = []
        elif "back-stage" in classes:
            self.stage = {"classes": classes, "backs": 0, "count": None}
            self.stages[self.seat].append(self.stage)
        elif "back" in classes:
            if self.stage is None:
                self.base[self.seat] += 1
            else:
                self.stage["backs"] += 1
        elif "count" in classes and self.stage is not None:
            self.in_count = True

    def handle_data(self, data):
        if self.in_count:
            self.stage["count"] = int(data)
            self.in_count = False

    def handle_endtag(self, tag):
        if tag == "span" and self.stage is not None and not self.in_count and self.stage["count"] is not None:
            # the stage's own closing tag follows its count
            self.stage = None


def _slot_class(classes, prefix):
    values = [int(c.removeprefix(prefix)) for c in classes if c.startswith(prefix)]
    return values[0] if values else None


def _shown_at(stages, slot):
    """The stage of a seat visible at `slot` of the replay."""
    for stage in stages:
        start = _slot_class(stage["classes"], "at-")
        length = _slot_class(stage["classes"], "for-")
        if start is None:  # nothing to replay (the learner's own swap or paso): a still count
            return stage
        if start <= slot and ("stay" in stage["classes"] or slot < start + length):
            return stage
    raise AssertionError(f"no stage at slot {slot}: {stages}")


def _replay(end, *frames):
    """A Replay of frames given as (at, sizes, pile), ending at slot `end`."""
    return table_presenter.Replay(
        tuple(table_presenter.Frame((), None, sizes, pile, frozenset(), at=at) for at, sizes, pile in frames),
        end,
        {},
    )


def test_back_stages_drop_with_the_frame_that_plays_and_rise_with_the_draw():
    replay = _replay(
        3,
        (0, (7, 8), 0),  # the learner's card
        (1, (7, 7), 0),  # the rival's card ends the trick (long frame)
    )
    backs = table_presenter.back_stages(replay, 1, 8)  # both drew: the rival holds 8 again
    assert backs["base"] == range(7)
    stages = [(s["at"], s["for"], s["count"], len(s["extra"])) for s in backs["stages"]]
    assert stages == [(0, 1, 8, 1), (1, 2, 7, 0), (3, None, 8, 1)]
    assert table_presenter.back_stages(replay, 0, 8)["stages"][0]["count"] == 7


def test_without_a_replay_the_backs_are_the_hand():
    backs = table_presenter.back_stages(None, 2, 5)
    assert backs["base"] == range(5)
    assert [(s["at"], s["count"], len(s["extra"])) for s in backs["stages"]] == [(None, 5, 0)]


def test_phone_extras_keep_three_backs_at_most():
    replay = _replay(2, (0, (9, 4), 0), (1, (9, 1), 0))
    stages = table_presenter.back_stages(replay, 1, 1)["stages"]
    assert [(s["count"], len(s["extra"]), s["phone_extra"]) for s in stages] == [(4, 3, 2), (1, 0, 0)]


def _replays(client, owner, seeds=range(6)):
    """Pages of 4-player arrastre games right after the learner's card, with the game then."""
    for seed in seeds:
        game = flows.start_game(
            variant="arrastre",
            players=4,
            rules={},
            bot_levels=["", "principiante", "principiante", "principiante"],
            feedback="none",
            seed=seed,
            owner=owner,
        )
        for _ in range(3):
            if not learner_turn(game):
                break
            seen = game.ply
            response = client.post(play_url(game), {"action": first_legal(learner_view(game)), "ply": seen})
            assert response.status_code == 302
            page = client.get(response["Location"])
            game.refresh_from_db()
            yield game, seen, page.content.decode()


def test_each_rival_count_follows_the_frames_of_the_replay():
    owner = get_user_model().objects.create_user("learner", "learner@example.com", "pw-learner-123")
    client = Client()
    client.force_login(owner)
    checked = 0
    for game, seen, html in _replays(client, owner):
        parser = _Stages()
        parser.feed(html)
        later = list(game.actions[seen:])
        assert [NEXT_HAND] not in [[a] for _s, a in later]
        final = learner_view(game).hand_sizes
        replay = table_presenter.frames(game, seen)
        shown = [(seat, action) for seat, action in later if action != "paso"]  # a paso has no frame
        assert len(replay.list) == len(shown)
        for rival in (1, 2, 3):
            for index, frame in enumerate(replay.list):
                still_to_play = sum(1 for seat, a in shown[index + 1 :] if seat == rival and a[:1].isdigit())
                stage = _shown_at(parser.stages[rival], frame.at)
                assert stage["count"] == final[rival] + still_to_play
                assert parser.base[rival] + stage["backs"] == stage["count"]
                checked += 1
            after = _shown_at(parser.stages[rival], replay.end)
            assert "stay" in after["classes"]
            assert after["count"] == final[rival]
    assert checked >= 20


def _habanero_game():
    """A signed-in learner's client and a habanero game against a principiante (seed 3)."""
    owner = get_user_model().objects.create_user("learner", "learner@example.com", "pw-learner-123")
    client = Client()
    client.force_login(owner)
    game = flows.start_game(
        variant="habanero",
        players=2,
        rules={},
        bot_levels=["", "principiante"],
        feedback="none",
        seed=3,
        owner=owner,
    )
    return client, game


def test_a_habanero_rival_count_drops_when_it_plays_and_rises_when_it_draws():
    client, game = _habanero_game()
    drops = rises = False
    for _ in range(6):
        view = learner_view(game)
        seen = game.ply
        client.post(play_url(game), {"action": first_legal(view), "ply": seen})
        game.refresh_from_db()
        html = client.get(f"/jugar/{game.public_id}/?desde={seen}").content.decode()
        parser = _Stages()
        parser.feed(html)
        replay = table_presenter.frames(game, seen)
        counts = [_shown_at(parser.stages[1], f.at)["count"] for f in replay.list]
        final = learner_view(game).hand_sizes[1]
        drops = drops or any(b < a for a, b in zip(counts, counts[1:], strict=False))
        rises = rises or (counts and counts[-1] < final)
        for frame, count in zip(replay.list, counts, strict=True):
            assert count == frame.sizes[1]
        assert _shown_at(parser.stages[1], replay.end)["count"] == final
        if not learner_turn(game):
            break
    assert drops
    assert rises


def test_pile_stages_drop_with_the_draw_and_vanish_without_a_pile():
    replay = _replay(3, (0, (), 10), (1, (), 10))
    stages = [(s["at"], s["for"], s["count"]) for s in table_presenter.pile_stages(replay, 8)]
    assert stages == [(0, 3, 10), (3, None, 8)]
    one_frame = _replay(3, (0, (), 2))
    assert [s["count"] for s in table_presenter.pile_stages(one_frame, 0)] == [2, 0]
    assert table_presenter.pile_stages(None, 0) == []
    assert table_presenter.pile_stages(_replay(1, (0, (), 0)), 0) == []


class _PileStages(HTMLParser):
    """The pile's stages on the page, as (classes, text)."""

    def __init__(self):
        super().__init__()
        self.stages = []
        self.open = False

    def handle_starttag(self, tag, attrs):
        classes = (dict(attrs).get("class") or "").split()
        if "pile-stage" in classes:
            self.stages.append({"classes": classes, "text": ""})
            self.open = True

    def handle_data(self, data):
        if self.open:
            self.stages[-1]["text"] += data

    def handle_endtag(self, tag):
        self.open = False


def test_the_habanero_pile_count_drops_when_the_replay_shows_the_trick_taken():
    client, game = _habanero_game()
    checked = 0
    for _ in range(6):
        seen = game.ply
        pile_before = learner_view(game).pile_size
        client.post(play_url(game), {"action": first_legal(learner_view(game)), "ply": seen})
        game.refresh_from_db()
        html = client.get(f"/jugar/{game.public_id}/?desde={seen}").content.decode()
        parser = _PileStages()
        parser.feed(html)
        replay = table_presenter.frames(game, seen)
        pile_now = learner_view(game).pile_size
        for frame in replay.list:
            stage = _shown_at(parser.stages, frame.at)
            assert stage["text"].split()[0] == str(frame.pile)
            checked += 1
        end = _shown_at(parser.stages, replay.end)
        assert "stay" in end["classes"] or not replay.list  # no replay: a still count
        assert end["text"].split()[0] == str(pile_now)
        if pile_now < pile_before:  # the trick was taken during the replay: both drew
            assert _shown_at(parser.stages, replay.list[0].at)["text"].split()[0] == str(pile_before)
        if not learner_turn(game):
            break
    assert checked >= 4


def test_the_card_the_learner_draws_joins_the_hand_when_the_replay_shows_the_draw():
    client, game = _habanero_game()
    checked = 0
    for _ in range(6):
        seen = game.ply
        before = set(learner_view(game).hand)
        card = first_legal(learner_view(game))
        client.post(play_url(game), {"action": card, "ply": seen})
        game.refresh_from_db()
        html = client.get(f"/jugar/{game.public_id}/?desde={seen}").content.decode()
        replay = table_presenter.frames(game, seen)
        drawn = set(learner_view(game).hand) - before
        if card not in before:  # a swap or a cante: what the learner swapped in shows at once
            for code in drawn:
                assert not re.search(rf'id="card-{code}"\s+class="card-button drawn', html)
            if not learner_turn(game):
                break
            continue
        for code in drawn:
            # the trick the learner's card was in ends in a long frame; the draw shows after it
            trick_end = next(f for f in replay.list if f.winner is not None)
            at = trick_end.at + 2
            assert replay.appear[code] == at
            assert re.search(rf'id="card-{code}"\s+class="card-button drawn at-{at}[" ]', html), code
            checked += 1
        for code in set(learner_view(game).hand) - drawn:
            assert not re.search(rf'id="card-{code}"\s+class="card-button drawn', html)
        if not learner_turn(game):
            break
    assert checked >= 2
