"""The widget's public, synced, observable state (DESIGN.md "Widget"; issue 8).

``move_count``, ``status``, ``last_move`` and ``deal`` are read-only traits that follow
the game whether a move comes from a click (an intent), from ``w.play``, from the game
itself (``w.game.play``), from undo/redo, New deal or restart; ``observe`` fires on them,
and ``on_move`` callbacks keep firing after the game object is replaced.
"""

from __future__ import annotations

import asyncio
import json
import time

import pytest
import traitlets

import solitaire_widget as sw
from solitaire_widget import Game
from solitaire_widget.widget import SolitaireWidget

from .test_widget import home_greedily, legal_card_move, send, table

PUBLIC = ("move_count", "status", "last_move", "deal")


def widget(*args, **kwargs) -> SolitaireWidget:
    kwargs.setdefault("library", None)
    kwargs.setdefault("live_status", False)
    return SolitaireWidget(*args, **kwargs)


def public(w: SolitaireWidget) -> dict:
    return {name: getattr(w, name) for name in PUBLIC}


def test_public_traits_are_synced_and_read_only():
    w = widget("klondike", seed=11)
    state = w.get_state()
    assert {name: state[name] for name in PUBLIC} == {
        "move_count": 0,
        "status": "playing",
        "last_move": "",
        "deal": 11,
    }
    for name, value in [("move_count", 3), ("status", "won"), ("last_move", "t1-f1"), ("deal", 2)]:
        with pytest.raises(traitlets.TraitError, match="read-only"):
            setattr(w, name, value)
    assert public(w) == {"move_count": 0, "status": "playing", "last_move": "", "deal": 11}


def test_every_way_of_moving_updates_the_public_state():
    w = widget("klondike", seed=1)
    m = legal_card_move(w)  # a click (intent)
    send(w, {"kind": "move", "src": m.src, "dst": m.dst, "count": m.count,
             "version": w._table["version"]})  # fmt: skip
    assert (w.move_count, w.last_move) == (1, str(m))
    w.play("s-w")  # the widget's API
    assert (w.move_count, w.last_move) == (2, "s-w")
    w.game.play("s-w")  # the engine game itself
    assert (w.move_count, w.last_move) == (3, "s-w")
    w.undo()
    w.undo()
    assert (w.move_count, w.last_move) == (1, str(m))
    send(w, {"kind": "redo"})
    assert (w.move_count, w.last_move) == (2, "s-w")
    send(w, {"kind": "undo"})
    send(w, {"kind": "undo"})
    assert (w.move_count, w.last_move) == (0, "")
    # the public state says what the snapshot says
    t = table(w)
    assert (t["move_count"], t["deal"], t["status"]) == (w.move_count, w.deal, w.status)


def test_new_deal_and_restart_reset_the_state():
    w = widget("klondike32", seed=7)
    w.play("s-w")
    send(w, {"kind": "new_deal", "seed": 8})
    assert public(w) == {"move_count": 0, "status": "playing", "last_move": "", "deal": 8}
    w.play("s-w")
    w.new_deal(9)
    assert (w.deal, w.move_count, w.seed) == (9, 0, 9)
    w.play("s-w")
    deck = [str(c) for c in w.game.deck]
    old = w.game
    g = w.restart()
    assert g is w.game and g is not old
    assert [str(c) for c in g.deck] == deck and g.moves == [] and g.seed == 9
    assert public(w) == {"move_count": 0, "status": "playing", "last_move": "", "deal": 9}
    old.play("s-w")  # the replaced game is no longer shown
    assert w.move_count == 0


def test_restart_keeps_an_explicit_deck():
    deck = [str(c) for c in Game("klondike32", seed=4).deck][::-1]
    w = widget(Game("klondike32", deck=deck))
    w.play("s-w")
    w.restart()
    assert [str(c) for c in w.game.deck] == deck and w.deal is None and w.move_count == 0


def test_observe_fires_with_every_public_trait_already_updated():
    w = widget("klondike", seed=1)
    seen = []

    def cb(change):
        seen.append((change["name"], change["new"], public(w)))

    w.observe(cb, names=["move_count", "last_move"])
    w.play("s-w")
    assert [s[:2] for s in seen] == [("move_count", 1), ("last_move", "s-w")]
    assert all(s[2]["move_count"] == 1 and s[2]["last_move"] == "s-w" for s in seen)
    seen.clear()
    w.game.undo()
    assert [s[:2] for s in seen] == [("move_count", 0), ("last_move", "")]
    seen.clear()
    w.play("s-w")
    w.play("s-w")  # same last move: only the count changes
    assert [s[:2] for s in seen] == [("move_count", 1), ("last_move", "s-w"), ("move_count", 2)]


def test_status_won_is_public():
    g = Game("klondike32", seed=3)
    line = sw.solve(g.copy(), budget=10)
    assert line.status == "won"
    w = widget(g)
    statuses = []
    w.observe(lambda c: statuses.append(c["new"]), names="status")
    for m in line.moves:
        w.play(m)
    assert w.status == "won" == w.game.status and statuses == ["won"]
    assert w.move_count == len(line.moves) and w.last_move == str(line.moves[-1])


def _play_matrimony_until_stuck(w: SolitaireWidget) -> None:
    for _ in range(100):
        if w.game.status != "playing":
            return
        t = table(w)
        if not home_greedily(w, t):
            send(w, {"kind": "stock", "version": t["version"]})


def test_status_stuck_is_public():
    w = widget("matrimony", seed=1)
    statuses = []
    w.observe(lambda c: statuses.append(c["new"]), names="status")
    _play_matrimony_until_stuck(w)
    assert w.game.status == "stuck" == w.status and statuses == ["stuck"]


def test_status_stuck_arrives_later_in_a_kernel_loop():
    """In a kernel the stuck search answers from the worker: ``status`` (and its
    observers) then turn to "stuck"."""

    async def run():
        w = widget("matrimony", seed=1)
        statuses = []
        w.observe(lambda c: statuses.append(c["new"]), names="status")
        _play_matrimony_until_stuck(w)
        provisional = w.status
        end = time.monotonic() + 60
        while w.status != "stuck" and time.monotonic() < end:
            await asyncio.sleep(0.01)
        return w, provisional, statuses

    w, provisional, statuses = asyncio.run(run())
    assert w.game.status == "stuck"
    assert provisional == "playing" and w.status == "stuck" and statuses == ["stuck"]


def test_on_move_survives_new_deal_and_restart():
    w = widget("klondike32", seed=7)
    seen = []
    w.on_move(
        lambda widget, event, move: seen.append((widget, event, str(move), widget.move_count))
    )
    w.play("s-w")
    send(w, {"kind": "new_deal", "seed": 5})  # the game object is replaced
    send(w, {"kind": "stock", "version": w._table["version"]})
    w.game.play("s-w")
    w.restart()
    w.game.play("s-w")
    send(w, {"kind": "undo"})
    assert [s[1:] for s in seen] == [
        ("play", "s-w", 1),
        ("play", "s-w", 1),
        ("play", "s-w", 2),
        ("play", "s-w", 1),
        ("undo", "s-w", 0),
    ]
    assert all(s[0] is w for s in seen)


def test_on_move_tells_each_move_of_an_intent_once_and_can_be_removed():
    g = Game("klondike32", seed=3)
    line = sw.solve(g.copy(), budget=10).moves
    w = widget(g)
    for m in line:
        if w.game.auto_finish_moves():
            break
        w.play(m)
    rest = w.game.auto_finish_moves()
    assert rest
    seen = []

    def cb(widget, event, move):
        seen.append(str(move))

    w.on_move(cb)
    send(w, {"kind": "auto_finish"})
    assert seen == [str(m) for m in rest] and w.status == "won"
    w.on_move(cb, remove=True)
    w.undo()
    assert len(seen) == len(rest)


def test_a_failing_on_move_callback_does_not_stop_the_game(caplog):
    w = widget("klondike32", seed=7)
    seen = []

    def bad(widget, event, move):
        raise RuntimeError("a teacher's bug")

    w.on_move(bad)
    w.on_move(lambda widget, event, move: seen.append(str(move)))
    w.play("s-w")
    assert w.move_count == 1 and seen == ["s-w"]
    assert "a teacher's bug" in caplog.text


def test_public_state_reveals_no_face_down_card():
    w = widget("klondike", seed=2)
    for i in range(6):
        moves = w.game.legal_moves()
        w.play(moves[i % len(moves)])
    hidden = {c.code2 for p in w.game.piles.values() for c in p.cards[: p.face_down]}
    text = json.dumps({name: w.get_state()[name] for name in PUBLIC})
    assert hidden and not any(code in text for code in hidden)
