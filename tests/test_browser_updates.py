"""What a page may write: a browser ``update`` message sets only the traits the front end
itself writes (``_view_version`` on the table, ``index`` on the replay). ipywidgets
would set any synced trait a page names, read-only ones included, and echo a refused
value to every view; these tests send such messages the way ipywidgets delivers them.
"""

from __future__ import annotations

import logging

import pytest

import solitaire_widget as sw
from solitaire_widget.editor import PositionEditor
from solitaire_widget.widget import SolitaireWidget

from .test_widget import recording, send  # noqa: F401 - recording is a pytest fixture

LOGGER = "solitaire_widget._traits"


def update(w, state) -> None:
    """Deliver a state update the way ipywidgets does when a page calls save_changes()."""
    w._handle_msg(
        {
            "content": {"data": {"method": "update", "state": state, "buffer_paths": []}},
            "buffers": [],
        }
    )


def sent(w, method: str) -> list[dict]:
    return [d["state"] for (t, d) in w.comm.sent if t == "comm_msg" and d.get("method") == method]


def test_a_page_cannot_set_what_the_kernel_owns(recording, caplog):  # noqa: F811
    w = SolitaireWidget("klondike", seed=5, library=None, live_status=False)
    w.play("s-w")
    before = {k: getattr(w, k) for k in ("status", "move_count", "score", "deal", "teacher")}
    table = w._table
    w.comm.sent.clear()
    forged = {"status": "won", "move_count": 7, "score": 999, "deal": 12, "teacher": True}
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        update(w, {**forged, "_table": {"bogus": True}, "no_such_trait": 1})
    assert {k: getattr(w, k) for k in before} == before
    assert w._table is table
    assert len(caplog.records) == 1 and "the kernel sets those" in caplog.text
    # nothing forged is echoed to the other views; the page gets the kernel's values back
    assert not sent(w, "echo_update")
    (back,) = sent(w, "update")
    assert back["status"] == "playing" and back["teacher"] is False
    assert back["_table"]["version"] == table["version"]
    # teacher mode stayed off: a student's page can't write comments into the record
    send(w, {"kind": "comment", "ply": 1, "text": "written by the student"})
    assert w.game.comments == {}


def test_the_table_version_the_page_writes_is_taken(recording):  # noqa: F811
    w = SolitaireWidget("klondike", seed=5, library=None, live_status=False)
    update(w, {"_view_version": 3})
    assert w._view_version == 3
    assert sent(w, "echo_update") == [{"_view_version": 3}]


def test_a_replay_index_out_of_range_is_refused_everywhere(recording, caplog):  # noqa: F811
    g = sw.Game("klondike", seed=5)
    g.play("s-w")
    g.play("s-w")
    rw = sw.ReplayWidget(g)
    rw.index = 0
    rw.comm.sent.clear()
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        update(rw, {"index": 99})
    assert rw.index == 0 == rw.replay.index
    assert "index 99 is outside the replay" in caplog.text
    # ipywidgets echoed 99 before validating it: the kernel's 0 follows to every view
    assert sent(rw, "echo_update") == [{"index": 99}]
    assert sent(rw, "update") == [{"index": 0}]
    update(rw, {"index": 2})
    assert rw.index == 2 == rw.replay.index


def test_a_page_cannot_lift_the_replay_range_check(recording):  # noqa: F811
    # replacing _frames from the page used to switch _check_index's range off
    g = sw.Game("klondike", seed=5)
    g.play("s-w")
    rw = sw.ReplayWidget(g)
    update(rw, {"_frames": {}})
    assert rw._frames["frames"]
    update(rw, {"index": 99})
    assert rw.index == rw.replay.index <= 1
    assert rw.narration


def test_the_replays_playing_flag_takes_only_a_bool_from_the_page(recording, caplog):  # noqa: F811
    # the one other trait a replay page writes (several views play as one)
    g = sw.Game("klondike", seed=5)
    g.play("s-w")
    rw = sw.ReplayWidget(g)
    for bad in ("yes", 1.5, [True], {"a": 1}, None, "x" * 100_000):
        with caplog.at_level(logging.WARNING, logger=LOGGER):
            update(rw, {"_playing": bad})
        assert rw._playing is False
    update(rw, {"_playing": True})
    assert rw._playing is True
    assert rw.index == 0 and rw._frames["frames"]  # nothing else moved


@pytest.mark.parametrize("state", [["index"], "index", None, 7])
def test_an_update_that_is_not_an_object_is_ignored(recording, caplog, state):  # noqa: F811
    rw = sw.ReplayWidget(sw.Game("klondike", seed=5))
    with caplog.at_level(logging.WARNING, logger=LOGGER):
        update(rw, state)
    assert rw.index == 0 and "not an object" in caplog.text


def test_the_editor_takes_no_state_from_the_page(recording):  # noqa: F811
    ed = PositionEditor("klondike")
    position, valid = ed.position, ed.valid
    update(ed, {"position": "klondike - - 0", "valid": not valid, "problem": "forged"})
    assert (ed.position, ed.valid) == (position, valid)
    assert ed.problem != "forged"
