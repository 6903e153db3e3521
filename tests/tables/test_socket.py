"""The table's socket (channels' WebsocketCommunicator against the real ASGI application): every
move reaches every connection, each renders its own seat's view, bad or replayed messages get an
error for their sender only and nothing is saved."""

import pytest
from asgiref.sync import sync_to_async
from django.test import Client

from tables.models import Table

from .helpers import connect, leaks, open_table, run_async, send, sit

pytestmark = pytest.mark.django_db(transaction=True)


async def _two_players():
    return await sync_to_async(_two_players_sync)()


def _two_players_sync():
    owner, friend = Client(), Client()
    table = open_table(owner)
    sit(friend, table, 1)
    owner.post(f"/mesas/{table.code}/empezar/")
    table.refresh_from_db()
    assert table.status == Table.Status.PLAYING
    return owner, friend, table


async def _both_connected():
    """The two players' sockets on a started table, each past the room it is first pushed."""
    owner, friend, table = await _two_players()
    a, _, _ = await connect(owner, table)
    b, _, _ = await connect(friend, table)
    await a.receive_from()
    await b.receive_from()
    return table, a, b


async def _drain(communicator):
    messages = []
    while not await communicator.receive_nothing(timeout=0.3):
        messages.append(await communicator.receive_from())
    return messages


def test_a_move_reaches_everybody_and_each_sees_only_their_cards():
    run_async(_a_move_reaches_everybody_and_each_sees_only_their_cards)


async def _a_move_reaches_everybody_and_each_sees_only_their_cards():
    owner, friend, table = await _two_players()
    watcher = Client()
    a, ok_a, _ = await connect(owner, table)
    b, ok_b, _ = await connect(friend, table)
    w, ok_w, _ = await connect(watcher, table)
    assert ok_a
    assert ok_b
    assert ok_w
    for comm, seat in ((a, 0), (b, 1), (w, None)):
        first = await comm.receive_from()
        game = table.game
        game.refresh_from_db()
        assert 'id="table-room"' in first
        assert not leaks(first, game, seat), seat
    game = table.game
    state = game.match_at().hand
    mover = state.current_player
    view = state.view(mover)
    action = view.legal_actions()[0]
    comm = a if mover == 0 else b
    await send(comm, kind="act", action=action, ply=str(game.ply))
    pushed = {0: await _drain(a), 1: await _drain(b), None: await _drain(w)}
    game.refresh_from_db()
    assert game.ply > 0
    assert game.actions[0] == [mover, action]
    for seat, messages in pushed.items():
        assert messages, f"seat {seat} got nothing"
        for html in messages:
            assert not leaks(html, game, seat), (seat, leaks(html, game, seat))
            # only the parts that changed: the game, not the room around it
            assert 'id="table-room"' not in html, seat
            assert 'id="room-head"' not in html, seat
        assert any('id="room-play"' in html for html in messages), seat
        if seat is not None:
            own = game.match_at().hand.view(seat).hand
            assert f'id="card-{own[0]}"' in messages[-1]
        else:
            assert 'id="card-' not in messages[-1]
    for comm in (a, b, w):
        await comm.disconnect()


def test_a_change_of_the_seats_pushes_no_game_and_the_same_error_twice_is_told_twice():
    run_async(_a_change_of_the_seats_pushes_no_game)


async def _a_change_of_the_seats_pushes_no_game():
    table, a, b = await _both_connected()
    await send(a, kind="vote", agree="si")  # a proposal to end the match: seats and extras change
    for comm, seat in ((a, 0), (b, 1)):
        html = await comm.receive_from()
        assert "quiere terminar" in html
        assert 'id="room-seats"' in html
        assert 'id="room-play"' not in html
        assert 'id="card-' not in html
        assert await comm.receive_nothing(timeout=0.1), seat
    for _ in range(2):
        await send(b, kind="act", action="99x", ply="0")
        assert 'id="table-error"' in await b.receive_from()
    await send(b, kind="vote", agree="no")  # the next push clears the error
    html = await b.receive_from()
    assert 'id="room-error"></div>' in html
    await a.disconnect()
    await b.disconnect()


def test_replayed_and_forged_messages_get_an_error_and_change_nothing():
    run_async(_replayed_and_forged_messages_get_an_error_and_change_nothing)


async def _replayed_and_forged_messages_get_an_error_and_change_nothing():
    table, a, b = await _both_connected()
    game = table.game
    state = game.match_at().hand
    mover = state.current_player
    mine, other = (a, b) if mover == 0 else (b, a)
    action = state.view(mover).legal_actions()[0]
    ply = game.ply
    await send(mine, kind="act", action=action, ply=str(ply))
    await _drain(mine)
    await _drain(other)
    game.refresh_from_db()
    saved = list(game.actions)
    forged = [
        {"kind": "act", "action": action, "ply": str(ply)},  # replayed
        {"kind": "act", "action": "99x", "ply": str(game.ply)},  # no such card
        {"kind": "act", "action": "3o\x00", "ply": str(game.ply)},
        {"kind": "act", "action": action, "ply": "²"},
        {"kind": "act", "action": action},
        {"kind": "teleport"},
        {"kind": "say", "phrase": "free text here"},
    ]
    for message in forged:
        await send(mine, **message)
        reply = await mine.receive_from()
        assert 'id="table-error"' in reply, message
        assert await other.receive_nothing(timeout=0.1), message
    for junk in ("not json", "[1, 2]", '{"kind": "act", "action": "' + "x" * 5000 + '"}'):
        await mine.send_to(text_data=junk)
        assert 'id="table-error"' in await mine.receive_from()
    game.refresh_from_db()
    assert game.actions == saved
    # out of turn: the seat whose turn it is not
    state = game.match_at().hand
    waiting = a if state.current_player == 1 else b
    if not state.is_terminal():
        card = state.view(1 - state.current_player).hand[0]
        await send(waiting, kind="act", action=card, ply=str(game.ply))
        assert "La mesa ha cambiado" in await waiting.receive_from()
        game.refresh_from_db()
        assert game.actions == saved
    await a.disconnect()
    await b.disconnect()


def test_a_spectator_cannot_act_and_a_foreign_origin_is_refused():
    run_async(_a_spectator_cannot_act_and_a_foreign_origin_is_refused)


async def _a_spectator_cannot_act_and_a_foreign_origin_is_refused():
    owner, friend, table = await _two_players()
    stranger = Client()
    w, ok, _ = await connect(stranger, table)
    assert ok
    await w.receive_from()
    game = table.game
    state = game.match_at().hand
    await send(w, kind="act", action=state.view(state.current_player).legal_actions()[0], ply=str(game.ply))
    assert "No tienes sitio en esta mesa" in await w.receive_from()
    game.refresh_from_db()
    assert game.ply == 0
    await w.disconnect()
    _comm, ok, _ = await connect(owner, table, origin=(b"origin", b"http://evil.example"))
    assert not ok


def test_messages_are_rate_limited(settings):
    settings.TABLES_RATE_LIMIT = 3
    run_async(_messages_are_rate_limited)


async def _messages_are_rate_limited():
    owner, friend, table = await _two_players()
    a, _, _ = await connect(owner, table)
    await a.receive_from()
    replies = []
    for _ in range(5):
        await send(a, kind="act", action="99x", ply="0")
        replies.append(await a.receive_from())
    assert "deprisa" not in replies[0]
    assert "deprisa" in replies[-1]
    await a.disconnect()


def test_a_phrase_reaches_everybody_and_the_owner_can_turn_them_off():
    run_async(_a_phrase_reaches_everybody_and_the_owner_can_turn_them_off)


async def _a_phrase_reaches_everybody_and_the_owner_can_turn_them_off():
    table, a, b = await _both_connected()
    await send(b, kind="say", phrase="buena_suerte")
    for comm in (a, b):
        html = await comm.receive_from()
        assert "¡Buena suerte!" in html
        assert 'hx-swap-oob="beforeend"' in html
    await sync_to_async(Table.objects.filter(pk=table.pk).update)(phrases=False)
    await send(b, kind="say", phrase="buena_suerte")
    assert "desactivadas" in await b.receive_from()
    assert await a.receive_nothing(timeout=0.2)
    await a.disconnect()
    await b.disconnect()


HANDS = [
    ("habanero", 2, (), {}),
    ("arrastre", 4, ("principiante", "", "principiante"), {"parejas": "on"}),
    ("cabrero", 3, ("", "principiante"), {}),
]


def _people_table(variant, players, seats, extra):
    owner = Client()
    table = open_table(owner, variant=variant, players=players, seats=seats, **extra)
    clients = {0: owner}
    for seat in table.seats.all():
        if seat.waiting:
            clients[seat.number] = Client()
            sit(clients[seat.number], table, seat.number)
    owner.post(f"/mesas/{table.code}/empezar/")
    table.refresh_from_db()
    return clients, table


@pytest.mark.parametrize(("variant", "players", "seats", "extra"), HANDS, ids=[h[0] for h in HANDS])
def test_a_whole_hand_played_over_sockets_never_pushes_a_hidden_card(variant, players, seats, extra):
    run_async(_a_whole_hand_played_over_sockets_never_pushes_a_hidden_card, variant, players, seats, extra)


async def _a_whole_hand_played_over_sockets_never_pushes_a_hidden_card(variant, players, seats, extra):
    """Every message pushed to every seat and to a spectator, after every move of a whole hand,
    is scanned for the cards that viewer may not see (in every form a card is written)."""
    clients, table = await sync_to_async(_people_table)(variant, players, seats, extra)
    comms = {}
    for seat, client in [*clients.items(), (None, Client())]:
        comms[seat], ok, _ = await connect(client, table)
        assert ok
    game = table.game
    scanned = 0
    for step in range(80):
        for seat, comm in comms.items():
            pushed = await _drain(comm)
            for html in pushed:
                found = leaks(html, game, seat)
                assert not found, (step, seat, found)
                scanned += 1
        game.refresh_from_db()
        state = game.match_at().hand
        if state.is_terminal():
            break
        mover = state.current_player
        actions = state.view(mover).legal_actions()
        await send(comms[mover], kind="act", action=actions[step % len(actions)], ply=str(game.ply))
        # the move reaches every connection, the spectator's too
        for seat, comm in comms.items():
            html = await comm.receive_from(timeout=5)
            game.refresh_from_db()
            assert not leaks(html, game, seat), (step, seat, leaks(html, game, seat))
            scanned += 1
    game.refresh_from_db()
    assert game.match_at().hand.is_terminal(), "the hand did not end"
    assert scanned > 20 * len(comms) // 2
    for comm in comms.values():
        await comm.disconnect()


def test_pushed_frames_draw_cards_by_reference_and_stay_small():
    run_async(_pushed_frames_draw_cards_by_reference_and_stay_small)


# bytes; with every card drawn inline, this hand pushed 149 KB on average and 527 KB at most
FRAME_BUDGET = {"mean": 40_000, "max": 100_000}


async def _pushed_frames_draw_cards_by_reference_and_stay_small():
    """A four-people table, a whole hand: no pushed frame carries a card's drawing (the cards
    point into the cached sprite), so every frame stays within a few kilobytes."""
    clients, table = await sync_to_async(_people_table)("arrastre", 4, ("", "", ""), {"parejas": "on"})
    comms = {}
    for seat, client in [*clients.items(), (None, Client())]:
        comms[seat], ok, _ = await connect(client, table)
        assert ok
    game = table.game
    sizes = []
    for step in range(60):
        for comm in comms.values():
            sizes += [len(html.encode()) for html in await _drain(comm)]
        game.refresh_from_db()
        state = game.match_at().hand
        if state.is_terminal():
            break
        mover = state.current_player
        actions = state.view(mover).legal_actions()
        await send(comms[mover], kind="act", action=actions[step % len(actions)], ply=str(game.ply))
        for comm in comms.values():
            html = await comm.receive_from(timeout=5)
            sizes.append(len(html.encode()))
            assert "<path" not in html
            assert "<circle" not in html
            assert "<use href=" in html
    print(f"pushed frames: n={len(sizes)} mean={sum(sizes) // len(sizes)} max={max(sizes)} bytes")
    assert sum(sizes) / len(sizes) < FRAME_BUDGET["mean"], sizes
    assert max(sizes) < FRAME_BUDGET["max"], sizes
    for comm in comms.values():
        await comm.disconnect()


def test_a_frame_past_the_limit_is_answered_without_a_database_read_or_a_render(settings, monkeypatch):
    settings.TABLES_RATE_LIMIT = 2
    run_async(_past_the_limit, monkeypatch)


async def _past_the_limit(monkeypatch):
    from django.db.backends.utils import CursorWrapper

    from tables import presenters

    owner, friend, table = await _two_players()
    a, _, _ = await connect(owner, table)
    await a.receive_from()
    for code in ("rate", "bad_input", "too_many"):
        presenters.error_part(code, "es")  # what a refused frame gets: rendered once per process
    queries, renders = [], []
    real_execute = CursorWrapper._execute_with_wrappers

    def counted(self, sql, *args, **kwargs):
        queries.append(sql)
        return real_execute(self, sql, *args, **kwargs)

    monkeypatch.setattr(CursorWrapper, "_execute_with_wrappers", counted)
    monkeypatch.setattr(presenters, "render_to_string", lambda *a, **k: renders.append(a) or "")
    for junk in ("not json", "[1]", "x" * 9000, '{"kind": "vote"}'):
        await a.send_to(text_data=junk)
    replies = [await a.receive_from() for _ in range(4)]
    assert ["válido" in r for r in replies[:2]] == [True, True]  # within the limit: told it is no message
    assert all("deprisa" in r for r in replies[2:])  # past it: the same few bytes, from memory
    await a.send_to(text_data="{}")  # twice the limit in a window: no person does that
    assert "Demasiadas conexiones o mensajes" in await a.receive_from()
    assert (await a.receive_output())["code"] == 4429
    assert queries == []
    assert renders == []
