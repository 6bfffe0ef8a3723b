"""The widget's intent protocol on the kernel side (docs/protocol.md, "Delivery"; issue 9 item 6).

Every intent may carry an ``id``; the widget acknowledges it with a custom message
``{"ack": id}`` and applies an id at most once, so the browser can resend an intent whose
message or acknowledgement was lost. Whatever else arrives (any JSON value, deep nesting,
huge numbers, NaN, long text, unknown fields) is ignored with one log line: nothing escapes
the handler and neither the game nor the published table changes.
"""

from __future__ import annotations

import asyncio
import concurrent.futures
import json
import logging
import random
import time

import comm
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from solitaire_widget import Game
from solitaire_widget.widget import _INTENTS, _SEEN_IDS, _VERSIONED, SolitaireWidget
from tests.test_widget import RecordingComm
from tests.test_widget import send as deliver  # an intent as ipywidgets delivers it

LOGGER = "solitaire_widget.widget"


@pytest.fixture
def recording(monkeypatch):
    monkeypatch.setattr(comm, "create_comm", RecordingComm)


def acks(w: SolitaireWidget) -> list:
    return [
        d["content"]["ack"]
        for (t, d) in w.comm.sent
        if t == "comm_msg" and d.get("method") == "custom" and "ack" in d.get("content", {})
    ]


def updates(w: SolitaireWidget) -> list[dict]:
    return [d for (t, d) in w.comm.sent if t == "comm_msg" and d.get("method") == "update"]


class LogCount(logging.Handler):
    """Counts the widget logger's records at WARNING and above (hypothesis can't use caplog)."""

    def __init__(self):
        super().__init__(logging.WARNING)
        self.records: list[logging.LogRecord] = []

    def emit(self, record):
        self.records.append(record)

    def __enter__(self):
        logging.getLogger(LOGGER).addHandler(self)
        return self

    def __exit__(self, *exc):
        logging.getLogger(LOGGER).removeHandler(self)


def new_widget(**kw) -> SolitaireWidget:
    return SolitaireWidget("klondike", seed=1, draw_count=1, live_status=False, **kw)


# ---------------------------------------------------------------------- malformed intents

BAD = [
    pytest.param({"kind": []}, id="kind-list"),
    pytest.param({"kind": {}}, id="kind-dict-unhashable"),
    pytest.param({"kind": None}, id="kind-null"),
    pytest.param({"kind": "stock", "count": "1"}, id="count-on-stock"),
    pytest.param({"kind": "stock", "version": "V", "count": 1}, id="int-count-on-stock"),
    pytest.param({"kind": "move", "src": "t1", "dst": "t7", "count": 10**400, "version": "V"},
                 id="huge-count"),
    pytest.param({"kind": "move", "src": "t1", "dst": "t7", "count": 1, "version": 10**5000},
                 id="huge-version"),
    pytest.param({"kind": "stock", "version": float("nan")}, id="nan-version"),
    pytest.param({"kind": "move", "src": "t1", "dst": "t7", "count": float("inf"),
                  "version": "V"}, id="inf-count"),
    pytest.param({"kind": "new_deal", "seed": 10**100}, id="huge-seed"),
    pytest.param({"kind": "undo", "extra": 1}, id="unknown-field"),
    pytest.param({"kind": "undo", "x": json.loads("[" * 500 + "]" * 500)}, id="deep-nesting"),
    pytest.param({"kind": "move", "src": "t" * 1_000_000, "dst": "t7", "count": 1,
                  "version": "V"}, id="oversized-string"),
    pytest.param({"kind": "k" * 1_000_000}, id="oversized-kind"),
    pytest.param({"kind": "undo", "id": 7}, id="id-not-text"),
    pytest.param({"kind": "undo", "id": "x" * 65}, id="id-too-long"),
    pytest.param({"kind": "undo", "id": ""}, id="id-empty"),
    pytest.param({"kind": "undo", 1: 2}, id="non-text-key"),
    pytest.param(["undo"], id="a-list"),
    pytest.param(None, id="null"),
]  # fmt: skip


@pytest.mark.parametrize("intent", BAD)
def test_malformed_intent_is_ignored_in_one_log_line(intent):
    w = new_widget()
    if isinstance(intent, dict) and intent.get("version") == "V":
        intent = {**intent, "version": w._table["version"]}
    before_table, before_key = json.dumps(w._table), w.game.state_key()
    with LogCount() as log:
        deliver(w, intent)
    assert w.game.state_key() == before_key and w.game.moves == []
    assert json.dumps(w._table) == before_table  # unchanged, not republished
    assert len(log.records) == 1 and "ignored intent" in log.records[0].getMessage()
    assert len(log.records[0].getMessage()) < 400  # a cut-down copy of what was sent
    assert w._intent_counts == {"ignored": 1}


# JSON-like values, as any browser (or a hostile page) could send them
json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.integers(min_value=2**63, max_value=2**4000)
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(max_size=30)
    | st.sampled_from(["t1", "t7", "stock", "waste", "f1", *_INTENTS]),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner),
    max_leaves=12,
)
FIELDS = ["kind", "src", "dst", "count", "version", "seed", "value", "id", "visible"]
# the settings intent's fields: an "extra" field must not be one of them by chance
FIELDS += ["variant", "options", "lang", "card_back", "four_colour", "large_print"]


@st.composite
def malformed_intents(draw):
    """An intent that must be ignored: a valid one with one thing broken, or any value."""
    how = draw(st.sampled_from(["any", "wrong-type", "missing", "extra", "kind", "id", "stale"]))
    if how == "any":
        value = draw(json_values | st.dictionaries(st.sampled_from(FIELDS), json_values))
        if isinstance(value, dict) and isinstance(value.get("kind"), str):
            value["kind"] = "not " + value["kind"]  # can't be a valid intent
        return value
    kind = draw(st.sampled_from(sorted(_INTENTS)))
    intent = {"kind": kind, **VALID[kind]}
    if how == "wrong-type":
        fields = [f for f in intent if f != "kind"]
        if not fields:
            how = "extra"
        else:
            field = draw(st.sampled_from(fields))
            allowed = _INTENTS[kind].get(field, ((int,), True))[0]
            intent[field] = draw(
                json_values.filter(
                    lambda v: (
                        not isinstance(v, allowed) or (isinstance(v, bool) and bool not in allowed)
                    )
                )
            )
    if how == "missing":
        required = [f for f, (_, req) in _INTENTS[kind].items() if req]
        required += ["version"] if kind in _VERSIONED else []
        if required:
            del intent[draw(st.sampled_from(required))]
        else:
            how = "extra"
    if how == "extra":
        key = draw(st.text(min_size=1, max_size=10).filter(lambda k: k not in FIELDS))
        intent[key] = draw(json_values)
    if how == "kind":
        intent["kind"] = draw(
            json_values.filter(lambda v: not (isinstance(v, str) and v in _INTENTS))
        )
    if how == "id":
        intent["id"] = draw(
            json_values.filter(lambda v: not isinstance(v, str) or not 0 < len(v) <= 64)
        )
    if how == "stale":
        if kind not in _VERSIONED:
            intent["kind"] = "move"
            intent.update(VALID["move"])
        intent["version"] = draw(st.integers().filter(lambda v: not -1 <= v < 100))  # < 100: now
    return intent


VERSION = -1  # replaced by the widget's version when an intent is delivered
VALID = {
    "move": {"src": "t1", "dst": "t7", "count": 1, "version": VERSION},
    "auto": {"src": "t1", "count": 1, "version": VERSION},
    "stock": {"version": VERSION},
    "undo": {},
    "redo": {},
    "new_deal": {"seed": 5},
    "hint": {},
    "auto_finish": {},
    "show_targets": {"value": False},
    "restart": {},
    "clock": {"visible": False},
    "settings": {"lang": "it", "variant": "klondike", "options": {"draw_count": 1}},
    "stats": {},
    "reset_stats": {"variant": "klondike"},
    # only an exercise / a teacher's table takes these (this one is neither)
    "exercise": {"action": "try_again"},
    "comment": {"ply": 1, "text": "a comment"},
}


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(intents=st.lists(malformed_intents(), min_size=1, max_size=3))
def test_random_malformed_intents_never_escape_and_change_nothing(intents):
    w = new_widget(library=None)
    w.play("s-w")  # something to undo: an ignored undo must not take it back
    version = w._table["version"]
    before_table, before_key = json.dumps(w._table), w.game.state_key()
    with LogCount() as log:
        for intent in intents:
            if isinstance(intent, dict) and intent.get("version") == VERSION:
                intent = {**intent, "version": version}
            deliver(w, intent)  # must not raise
    assert w.game.state_key() == before_key and [str(m) for m in w.game.moves] == ["s-w"]
    assert json.dumps(w._table) == before_table
    assert w.show_targets is True
    assert len(log.records) == len(intents)
    assert w._intent_counts == {"ignored": len(intents)}
    w.close()


# ---------------------------------------------------------------------- acknowledgement


def test_every_intent_with_an_id_is_acknowledged(recording):
    w = new_widget()
    v = w._table["version"]
    deliver(w, {"kind": "move", "src": "t1", "dst": "t7", "count": 1, "version": v, "id": "a-1"})
    deliver(w, {"kind": "move", "src": "t1", "dst": "t7", "count": 1, "version": v, "id": "a-2"})
    deliver(w, {"kind": "undo", "extra": True, "id": "a-3"})  # malformed: acked, ignored
    deliver(w, {"kind": "undo"})  # no id (a caller without the resend protocol): applied
    deliver(w, {"kind": "undo", "id": 3})  # a bad id: can't be acked, ignored
    assert acks(w) == ["a-1", "a-2", "a-3"]
    assert w.game.moves == []  # a-1 played t1-t7, a-2 was stale, the id-less undo took it back
    assert w._intent_counts == {"applied": 2, "ignored": 3}


def test_a_resent_move_is_applied_once_and_acknowledged_again(recording):
    w = new_widget()
    move = {"kind": "move", "src": "t1", "dst": "t7", "count": 1, "version": w._table["version"]}
    deliver(w, {**move, "id": "s-1"})
    n_updates = len(updates(w))
    deliver(w, {**move, "id": "s-1"})  # the acknowledgement was lost: the browser resends
    assert [str(m) for m in w.game.moves] == ["t1-t7"]
    assert acks(w) == ["s-1", "s-1"]
    assert len(updates(w)) == n_updates  # nothing republished for the repeat
    assert w._intent_counts == {"applied": 1, "repeated": 1}


def test_a_resent_undo_or_new_deal_is_applied_once(recording):
    w = new_widget()
    for m in ("t1-t7", "s-w", "s-w"):
        w.play(m)
    for _ in range(3):
        deliver(w, {"kind": "undo", "id": "u-1"})
    assert [str(m) for m in w.game.moves] == ["t1-t7", "s-w"]
    deliver(w, {"kind": "new_deal", "seed": None, "id": "u-2"})
    game = w.game
    deliver(w, {"kind": "new_deal", "seed": None, "id": "u-2"})
    assert w.game is game and game.moves == []
    deliver(w, {"kind": "redo", "id": "u-3"})  # a new id: applied (nothing to redo)
    assert w._intent_counts == {"applied": 3, "repeated": 3}


def test_a_stale_intent_is_acknowledged_not_applied(recording):
    w = new_widget()
    old = w._table["version"]
    w.play("s-w")  # the table moved on while the click was on its way
    deliver(w, {"kind": "move", "src": "t1", "dst": "t7", "count": 1, "version": old, "id": "z-9"})
    assert acks(w) == ["z-9"]
    assert [str(m) for m in w.game.moves] == ["s-w"]
    # resent (its ack lost): acked again, still not applied, no second log line needed
    deliver(w, {"kind": "move", "src": "t1", "dst": "t7", "count": 1, "version": old, "id": "z-9"})
    assert acks(w) == ["z-9", "z-9"] and len(w.game.moves) == 1


def test_a_table_republished_for_settings_keeps_the_position_s_intents_valid(recording):
    """A key pressed just before the table of a settings change arrived names the table
    before it: the position is the same, so the intent counts. Once the position changes
    (a move, an undo), intents named after any table before that are stale, even when the
    position comes back (undo) or more settings tables follow."""
    w = new_widget(library=None)
    before = w._table["version"]
    deliver(w, {"kind": "settings", "lang": "it", "id": "s-1"})  # a new table, same position
    deliver(w, {"kind": "show_targets", "value": False, "id": "s-2"})
    deliver(w, {"kind": "hint", "id": "s-3"})
    assert w._table["version"] > before + 1 and w.lang == "it"
    # the table says so: the page's keyboard focus waits for the position to change
    assert w._table["position_since"] == before
    deliver(w, {"kind": "stock", "version": before, "id": "s-4"})
    assert [str(m) for m in w.game.moves] == ["s-w"]  # applied: the draw the player saw
    drawn = w._table["version"]
    assert w._table["position_since"] == drawn
    # the same intent again under a new id, still naming the table before the draw: stale
    with LogCount() as log:
        deliver(w, {"kind": "stock", "version": before, "id": "s-5"})
    assert len(w.game.moves) == 1 and "stale" in log.records[-1].getMessage()
    deliver(w, {"kind": "undo", "id": "s-6"})  # back to the first position, a newer table
    deliver(w, {"kind": "stock", "version": before, "id": "s-7"})
    deliver(w, {"kind": "stock", "version": drawn, "id": "s-8"})
    assert w.game.moves == [] and w._intent_counts["ignored"] == 3
    assert w._table["position_since"] == w._table["version"]  # the same position, new again
    deliver(w, {"kind": "settings", "lang": "nl", "id": "s-9"})
    deliver(w, {"kind": "stock", "version": w._table["version"] - 1, "id": "s-10"})
    assert [str(m) for m in w.game.moves] == ["s-w"]  # the table after the undo: valid
    # a version from a table not published yet is no table the player saw
    deliver(w, {"kind": "stock", "version": w._table["version"] + 1, "id": "s-11"})
    assert len(w.game.moves) == 1 and w._intent_counts["ignored"] == 4


def test_remembered_ids_are_bounded():
    w = new_widget(library=None)
    for i in range(_SEEN_IDS + 300):
        deliver(w, {"kind": "show_targets", "value": bool(i % 2), "id": f"b-{i}"})
    assert len(w._seen_intents) == _SEEN_IDS
    assert "b-0" not in w._seen_intents and f"b-{_SEEN_IDS + 299}" in w._seen_intents
    # a recent id is still recognised
    deliver(w, {"kind": "show_targets", "value": True, "id": f"b-{_SEEN_IDS + 298}"})
    assert w._intent_counts["repeated"] == 1


def test_the_widget_comm_takes_messages_where_the_browser_addressed_them(monkeypatch):
    """ipykernel 7 routes a comm message to the subshell the kernel last published from on
    that comm; published under a parent from a since-deleted subshell, that route would
    drop every click (docs/protocol.md, "Transport"). The widget's comm ignores it."""
    from ipykernel.comm.comm import BaseComm  # the kernel's comm (sends nothing outside one)

    plain = BaseComm(target_name="jupyter.widget")
    plain._reply_subshell_id = "deleted-subshell"  # as a publish under a stale parent leaves it
    assert plain._reply_subshell_for({"method": "custom"}, "live-subshell") == "deleted-subshell"

    monkeypatch.setattr(comm, "create_comm", BaseComm)  # the widget's comm, as in a kernel
    w = new_widget(library=None)
    assert isinstance(w.comm, BaseComm)
    w.comm._reply_subshell_id = "deleted-subshell"
    data = {"method": "custom", "content": {"kind": "undo", "id": "r-1"}}
    assert w.comm._reply_subshell_for(data, "live-subshell") == "live-subshell"
    assert w.comm._reply_subshell_for(data, None) is None  # the main shell, if so addressed
    assert plain._reply_subshell_for(data, "live-subshell") == "deleted-subshell"  # untouched


# ---------------------------------------------------------------------- a storm of intents


def test_storm_of_10k_mixed_intents_ends_consistent(capsys):
    """10,000 intents as a flood from a page: legal and illegal moves, draws, undo/redo,
    resends of earlier ids, stale versions and malformed messages, in random order. The
    game at the end is exactly the applied intents' game, and its table says so.

    The flood is handled inside an event loop, as in a kernel: the widget defers its stuck
    search to the loop, which gets to it after the flood (only the last position's runs)."""
    # a thread of its own: Playwright's sync API may have left a loop running in this one
    with concurrent.futures.ThreadPoolExecutor(1) as pool:
        pool.submit(asyncio.run, _storm(capsys)).result()


async def _storm(capsys) -> None:
    rng = random.Random(2026)
    w = new_widget(library=None)
    sent_ids: list[str] = []
    kinds = {"applied": 0, "repeated": 0, "ignored": 0}
    v0 = w._version
    # the first table that showed the position now: a version from it on names this
    # position (a table published for an illegal move's message shows the same one)
    since, shown = v0, w.game.state_key()
    t0 = time.perf_counter()
    with LogCount():  # keep the 10k warnings out of the test output
        logging.getLogger(LOGGER).propagate = False
        try:
            for i in range(10_000):
                roll = rng.random()
                version = w._table["version"]
                if roll < 0.35 and (legal := w.game.legal_moves()):
                    m = rng.choice(legal)
                    intent = {"kind": "move", "src": m.src, "dst": m.dst, "count": m.count,
                              "version": version}  # fmt: skip
                elif roll < 0.45:
                    intent = {"kind": "move", "src": "t2", "dst": "t3", "count": 1,
                              "version": version}  # fmt: skip
                elif roll < 0.55:
                    intent = {"kind": "stock", "version": version}
                elif roll < 0.65:
                    intent = {"kind": rng.choice(["undo", "redo"])}
                elif roll < 0.75 and sent_ids:
                    # a resend of a recent id (the widget remembers the last _SEEN_IDS)
                    deliver(w, {"kind": "undo", "id": rng.choice(sent_ids[-100:])})
                    kinds["repeated"] += 1
                    continue
                elif roll < 0.85:
                    intent = {"kind": "stock", "version": version - rng.randint(1, 5)}
                    kinds["ignored"] += intent["version"] < since
                else:
                    intent = rng.choice(
                        [{"kind": []}, {"kind": {}}, {"kind": "stock", "count": "1"},
                         {"kind": "undo", "n": 10**50}, [1, 2], "x" * 1000]
                    )  # fmt: skip
                    kinds["ignored"] += 1
                if isinstance(intent, dict) and intent.get("kind") not in ([], {}):
                    intent["id"] = f"storm-{i}"
                    sent_ids.append(intent["id"])
                deliver(w, intent)
                if w.game.state_key() != shown:
                    since, shown = w._table["version"], w.game.state_key()
        finally:
            logging.getLogger(LOGGER).propagate = True
    elapsed = time.perf_counter() - t0
    counts = dict(w._intent_counts)
    kinds["applied"] = 10_000 - kinds["repeated"] - kinds["ignored"]
    assert counts == kinds
    # the game is exactly its record replayed, and the table shows that game
    replayed = Game.from_record(w.record)
    assert replayed.state_key() == w.game.state_key()
    assert w._table["move_count"] == len(w.game.moves)
    assert w._table["version"] == w._version == v0 + counts["applied"]  # one publish each
    with capsys.disabled():
        print(
            f"\n[storm] 10,000 intents in {elapsed:.2f} s ({elapsed / 10:.2f} ms/intent): "
            f"{counts}; {len(w.game.moves)} moves on the table"
        )
