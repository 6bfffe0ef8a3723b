"""Layer 1 (TESTING.md section 4): the widget's Python side, with no kernel and no browser.

Intents go in exactly as the browser's ``model.send(...)`` delivers them (``_handle_msg``
with a ``custom`` message); what goes out is captured by a recording comm.
"""

from __future__ import annotations

import json
import logging
import math
from unittest.mock import ANY

import comm
import pytest

import solitaire_widget as sw
from solitaire_widget import Game, Move
from solitaire_widget.widget import SolitaireWidget

VARIANTS = ["klondike32", "matrimony", "klondike"]


class RecordingComm(comm.base_comm.BaseComm):
    """Captures what the widget would send to the front end."""

    def __init__(self, *args, **kwargs):
        self.sent = []
        super().__init__(*args, **kwargs)

    def publish_msg(self, msg_type, data=None, metadata=None, buffers=None, **keys):
        self.sent.append((msg_type, data))


@pytest.fixture
def recording(monkeypatch):
    comms = []

    def create_comm(*args, **kwargs):
        c = RecordingComm(*args, **kwargs)
        comms.append(c)
        return c

    monkeypatch.setattr(comm, "create_comm", create_comm)
    return comms


def send(w: SolitaireWidget, content) -> None:
    """Deliver an intent the way ipywidgets does when the browser calls model.send()."""
    w._handle_msg({"content": {"data": {"method": "custom", "content": content}}, "buffers": []})


def table(w: SolitaireWidget) -> dict:
    """The synced ``_table`` as the browser gets it (through JSON)."""
    return json.loads(json.dumps(w.get_state()["_table"]))


def updates(c: RecordingComm) -> list[dict]:
    return [d for (t, d) in c.sent if t == "comm_msg" and d.get("method") == "update"]


#: A Klondike draw-1 game (deal 23) whose last position is expensive for the engine's
#: stuck search: no single move makes progress and the search visits tens of thousands of
#: positions (9.2 s on the 2-core test machine, 2026-12-01; answer "playing"). Found by
#: random play (seeded) timing ``Game.status`` wherever :func:`quick_status` can't tell.
SLOW_STUCK_SEED = 23
_SLOW_STUCK_LINE = (
    "s-w w-t1 t1-t5x2 s-w t5-t1x3 s-w s-w s-w s-w s-w w-t6 t6-t5 t5-t6 s-w w-f1 t6-t5 "
    "t5-t6 s-w s-w t6-t5 s-w t5-t6 w-t5 s-w w-t3 s-w t7-t3 s-w t7-t5 t5-t6 t6-t5 t5-t6 "
    "t6-t5 w-t3 s-w t3-t7x3 t7-t3x3 s-w s-w t3-t7x3 t4-t7 t5-t6 t7-t3x4 t3-t7x4 w-t1 "
    "t6-t5 t5-t6 t7-t3x4 t3-t7x4 s-w t7-t3x4 s-w w-f4 s-w t6-t5 w-t1 t5-t6 t6-t5 s-w "
    "t5-t6 s-w s-w t3-t7x4 t7-t3x4 t3-t7x4 t6-t5 s-w w-t4 t7-t3x4 t3-t7x4 t7-t4x5 t7-t1 "
    "t5-t1x3 w-s f4-t5 t1-t6 t5-f3 t5-t4 t6-t1 t1-t6 t4-t3x5 f3-t3 t6-t1 t5-t4 t1-t5x3 "
    "t3-f3 s-w t5-t1x3 f3-t3 t1-t5x3 t3-f4 s-w f4-t3 t3-t4x5 s-w t4-f2 t5-t6 t4-t3x4 s-w "
    "t6-t5 t6-t1x2"
)
SLOW_STUCK_MOVES = _SLOW_STUCK_LINE.split()

#: Another (deal 1011): its last position is stuck, the search takes 0.8 s to prove it
STUCK_LATE_SEED = 1011
_STUCK_LATE_LINE = (
    "t6-f3 s-w w-t1 t6-t4 t1-t3 s-w s-w t3-t1 s-w t2-t6 s-w t1-t3 t3-t1 s-w s-w s-w s-w "
    "t1-t3 s-w t3-t1 t1-t3 s-w s-w t3-t1 w-t7 t1-t3 w-t7 s-w t3-t1 s-w t4-t7x2 s-w t1-t3 "
    "t3-t1 s-w s-w w-t1 t2-t1 s-w t1-t3x3 s-w t3-t1x3 t1-t3x3 s-w w-t2 s-w s-w t3-t1x3 "
    "t1-t3x3 s-w s-w w-t2 t3-t1x3 t1-t3x3 w-s t3-t1x3 t1-t3x3 t3-t1x3 s-w w-t3 t1-t3x2 "
    "t3-t1x2 s-w s-w t1-t3x2 s-w s-w w-t7 t3-t1x2 t1-t3x2 w-t2 t3-t1x2 t1-t3x2 s-w "
    "t3-t1x2 t1-t3x2 t3-t1x2 s-w s-w s-w t1-t3x2 t3-t1x2 w-t4 s-w s-w t1-t3x2 s-w w-t7 "
    "t1-t7x2 s-w s-w w-t2 s-w t2-t1x4 t3-t7x2 t1-t2x4 s-w t2-t1x4 s-w s-w w-s t7-t3x2 s-w "
    "t1-t2x4 t2-t1x4 t1-t2x4 t3-t7x2 t7-t3x2 s-w t2-t1x4 s-w t1-t2x4 s-w t3-t7x2 t2-t1x4 "
    "t1-t2x4 t2-t1x4 s-w t7-t3x2 t1-t2x4 s-w t2-t1x4 t1-t2x4 t3-t7x2 s-w t7-t3x2 t3-t7x2 "
    "t2-t1x4 t1-t2x4 s-w s-w t7-t3x2 s-w s-w s-w t3-t7x2 w-t3 t2-t1x4 t1-t2x4 w-s t7-t3 "
    "t3-t7 t2-t1x4 s-w s-w w-t2 t7-t3 s-w t3-t7 s-w t7-t3 s-w w-t1 t5-t1 s-w t6-t5x2 "
    "t5-t6x2 s-w t7-t2x10 t6-t1x3 t3-t2 t7-t3 s-w t4-t6x2 t2-t4x8 t1-t5x2 t4-t2x8 s-w "
    "t5-t1x2 w-t4 t1-t7x6 s-w t2-t4x7 t7-t1x6 t4-t2x7 t1-t5x2 t6-t5x3"
)
STUCK_LATE_MOVES = _STUCK_LATE_LINE.split()


def slow_stuck_game(
    moves: int | None = None, seed: int = SLOW_STUCK_SEED, line: list[str] = SLOW_STUCK_MOVES
) -> Game:
    """A Klondike draw-1 game of deal ``seed`` with the first ``moves`` moves of ``line``."""
    g = Game("klondike", seed=seed, draw_count=1)
    for m in line[: len(line) if moves is None else moves]:
        g.play(m)
    return g


def legal_card_move(w: SolitaireWidget) -> Move:
    """A legal move that is not a stock action, from the engine."""
    return next(
        m for m in w.game.legal_moves() if m.src != "stock" and m.dst not in ("stock", "tableau")
    )


# ---------------------------------------------------------------------------- basics


@pytest.mark.parametrize("variant", VARIANTS)
def test_each_variant_publishes_a_table(variant):
    w = SolitaireWidget(variant, seed=11)
    t = table(w)
    assert w.game.variant == variant and w.variant == variant and w.seed == 11
    assert t["variant"] == variant and t["deal"] == 11 and t["move_count"] == 0
    assert [p["id"] for p in t["piles"]] == w.game.pile_ids
    assert t["status"] == "playing" and t["message"] is None
    assert "as default" in w._esm  # the bundle is shipped in the model state


def test_widget_takes_a_game_and_plays_on_it():
    g = Game("klondike32", seed=7)
    w = SolitaireWidget(g)
    assert w.game is g
    with pytest.raises(ValueError, match="already has its deal"):
        SolitaireWidget(g, seed=3)
    with pytest.raises(TypeError, match="Game or a variant id"):
        SolitaireWidget(42)
    with pytest.raises(ValueError, match="unknown language"):
        SolitaireWidget("klondike", lang="de")
    with pytest.raises(ValueError, match="unknown variant"):
        sw.play("freecell")


@pytest.mark.parametrize("variant", VARIANTS)
def test_move_intent_plays_the_move(variant):
    w = SolitaireWidget(variant, seed=1)  # deal 1 has a card move at the start in each game
    t = table(w)
    m = legal_card_move(w)
    pile = next(p for p in t["piles"] if p["id"] == m.src)
    key = f"{m.src}/{len(pile['cards']) - m.count}"
    assert m.dst in t["legal"][key]  # the browser was told it is legal
    send(w, {"kind": "move", "src": m.src, "dst": m.dst, "count": m.count, "version": t["version"]})
    assert w.game.moves == [m]
    t2 = table(w)
    assert t2["version"] > t["version"] and t2["move_count"] == 1
    assert t2["last_move"] == {"src": m.src, "dst": m.dst, "count": m.count}
    assert t2["can_undo"] is True and t2["message"] is None


def test_matrimony_stock_deals_and_auto_sends_home():
    w = SolitaireWidget("matrimony", seed=1)
    t = table(w)
    assert t["stock_action"] == "deal"
    key, dst = next(iter(t["auto"].items()))
    src = key.split("/")[0]
    send(w, {"kind": "auto", "src": src, "count": 1, "version": t["version"]})
    assert w.game.moves == [Move(src, dst)]
    t = table(w)
    stock_before = len(t["piles"][0]["cards"])
    send(w, {"kind": "stock", "version": t["version"]})
    assert w.game.moves[-1] == Move("stock", "tableau")
    assert len(table(w)["piles"][0]["cards"]) == stock_before - 16


def test_a_double_click_on_a_diamond_that_fits_f1_and_f2_asks_the_player_to_choose():
    # Matrimony rule 6: the player chooses; the double-click used to send it to f1 unasked
    line = (
        "t6-f3 s-t s-t t1-f2 s-t t11-f1 t10-f3 t9-f1 t2-f6 t2-f2 t14-f2 t6-f3 s-t s-t s-t t1-f2 "
        "t16-t t4-f8 t5-f3 t15-t t9-f3 t14-f4 t1-f4 t1-f1 t13-f6 t13-f1 t14-t t13-t t15-f3 "
        "t16-f8 t3-f3 t6-f8 t16-f7 t12-t t3-f1 t11-t t13-f1 t10-t t9-t t8-t t10-f4 t7-t"
    )
    w = SolitaireWidget("matrimony", seed=1, lang="it", live_status=False)
    for m in line.split():
        w.game.play(m)
    assert [str(m) for m in w.game.foundation_choices("t8")] == ["t8-f1", "t8-f2"]
    t = table(w)
    top = f"t8/{len(w.game.piles['t8'].cards) - 1}"
    assert sorted(t["legal"][top]) == ["f1", "f2"] and top not in t["auto"]
    n = len(w.game.moves)
    send(w, {"kind": "auto", "src": "t8", "count": 1, "version": t["version"]})
    assert len(w.game.moves) == n
    card = w.game.piles["t8"].cards[-1]
    assert table(w)["message"] == {
        "kind": "info",
        "text": f"{card} va bene sia sulla casa 1 sia sulla casa 2: trascinala su quella che "
        "scegli, oppure prendila e poi scegli quella casa.",
        "serial": ANY,
    }


def test_klondike_stock_draws_then_turns():
    w = SolitaireWidget("klondike", seed=2, draw_count=3)
    for _ in range(8):
        send(w, {"kind": "stock", "version": table(w)["version"]})
    assert [str(m) for m in w.game.moves] == ["s-w"] * 8
    t = table(w)
    assert t["stock_action"] == "turn" and t["piles"][0]["cards"] == []
    send(w, {"kind": "stock", "version": t["version"]})
    assert str(w.game.moves[-1]) == "w-s"


def test_illegal_move_explains_and_changes_nothing():
    w = SolitaireWidget("klondike", seed=1)
    key = w.game.state_key()
    t = table(w)
    # t7's top card can't go on t6 here (the engine says why)
    illegal = next(
        Move(f"t{i}", f"t{j}")
        for i in range(1, 8)
        for j in range(1, 8)
        if i != j and not w.game.is_legal(Move(f"t{i}", f"t{j}"))
    )
    send(w, {"kind": "move", "src": illegal.src, "dst": illegal.dst, "count": 1,
             "version": t["version"]})  # fmt: skip
    assert w.game.state_key() == key and w.game.moves == []
    t2 = table(w)
    assert t2["message"]["kind"] == "error"
    assert t2["message"]["text"] == w.game.explain(illegal)
    assert t2["version"] == t["version"] + 1


def test_illegal_move_message_in_the_widget_language():
    w = SolitaireWidget("klondike", seed=1, lang="it")
    t = table(w)
    send(w, {"kind": "move", "src": "waste", "dst": "f1", "count": 1, "version": t["version"]})
    text = table(w)["message"]["text"]
    assert text == w.game.explain(Move("waste", "f1"), "it")
    assert w.game.moves == []


def test_a_message_keeps_its_serial_until_an_action_sets_one():
    # the page said the message again for every new table version: a setting changed (or
    # the language) repeated the last illegal move's reason aloud; its serial tells a new
    # message (the same move tried again) from the same one published again
    w = SolitaireWidget("klondike", seed=1, library=None, live_status=False)
    intent = {"kind": "move", "src": "waste", "dst": "f1", "count": 1}
    send(w, intent | {"version": table(w)["version"]})
    said = table(w)["message"]
    w.animate = False
    w.lang = "it"
    w.show_targets = True
    w.scoring = "vegas"
    again = table(w)["message"]
    assert isinstance(said["serial"], int) and again["serial"] == said["serial"]
    assert again["text"] == w.game.explain(Move("waste", "f1"), "it")  # in the new language
    send(w, intent | {"version": table(w)["version"]})
    tried = table(w)["message"]
    assert tried["serial"] > said["serial"]
    send(w, {"kind": "hint"})  # a hint's message: new too
    assert table(w)["message"]["serial"] > tried["serial"]


def _the_move_tried(w: SolitaireWidget, lang: str) -> str:
    return w.game.explain(Move("waste", "f1"), lang)


def _the_hint(w: SolitaireWidget, lang: str) -> str:
    from solitaire_widget.i18n import message
    from solitaire_widget.snapshot import move_text

    t = table(w)
    hint = Move(t["hint"]["src"], t["hint"]["dst"], t["hint"]["count"])
    # (the solver's or a rule of thumb's: the one whose English is the message's)
    key = next(
        k
        for k in ("ui.msg.hint_solver", "ui.msg.hint_heuristic")
        if message(k, "en", move=move_text(w.game, hint, "en")) == _EN[0]
    )
    return message(key, lang, move=move_text(w.game, hint, lang))


_EN: list[str] = [""]  # the English text of the message under test, for _the_hint

#: each kind of message the table's actions set, and its text in a language (what the
#: engine or the catalogue says for the same thing)
_MESSAGES = {
    "illegal move": (
        {"kind": "move", "src": "waste", "dst": "f1", "count": 1},
        _the_move_tried,
    ),
    "auto of a card with no foundation move": (
        {"kind": "auto", "src": "t2", "count": 2},
        lambda w, lang: w.game.explain(Move("t2", "f1", 2), lang),
    ),
    "stock with nothing to turn": (
        {"kind": "stock"},
        lambda w, lang: w.game.explain(Move("waste", "stock"), lang),
    ),
    "hint": ({"kind": "hint"}, _the_hint),
    "nothing to undo": (
        {"kind": "undo"},
        lambda w, lang: sw.i18n.message("ui.msg.nothing_to_undo", lang),
    ),
    "new deal": (
        {"kind": "new_deal", "seed": 7},
        lambda w, lang: sw.i18n.message("ui.msg.new_deal", lang, seed=7),
    ),
    "a deal number out of range": (
        {"kind": "new_deal", "seed": "seven"},
        lambda w, lang: sw.i18n.message("ui.msg.bad_deal", lang, top=sw.shuffle.MAX_SEED),
    ),
}


@pytest.mark.parametrize("name", list(_MESSAGES))
def test_a_message_is_worded_again_in_a_new_language_without_a_new_serial(name):
    # a message was kept as finished text: after a language change every label was in the
    # new language and the message line still in the old one
    intent, words = _MESSAGES[name]
    w = SolitaireWidget("klondike", seed=1, library=None, live_status=False, max_redeals=0)
    if intent["kind"] == "stock":  # the stock gone through, no turn left: nothing to do
        while w.game.is_legal(Move("stock", "waste")):
            w.game.play(Move("stock", "waste"))
    versioned = intent["kind"] in ("move", "auto", "stock")
    send(w, intent | ({"version": table(w)["version"]} if versioned else {}))
    said = table(w)["message"]
    _EN[0] = said["text"]
    assert said["text"] == words(w, "en")
    for lang in ("it", "nl", "pt", "en"):
        w.lang = lang
        now = table(w)["message"]
        assert now == {"kind": said["kind"], "text": words(w, lang), "serial": said["serial"]}
        assert lang == "en" or now["text"] != said["text"]


@pytest.mark.parametrize(
    "intent",
    [
        {"kind": "settings", "lang": "it"},
        {"kind": "settings", "card_back": "red"},
        {"kind": "settings", "four_colour": True},
        {"kind": "settings", "large_print": True},
        {"kind": "settings", "theme": "dark"},
        {"kind": "stats", "open": True},
        {"kind": "show_targets", "value": False},
    ],
    ids=lambda intent: "-".join(k for k in intent if k != "kind") or intent["kind"],
)
def test_the_pages_own_menus_keep_the_message_and_the_hint(intent):
    # only a language set from Python kept the message: the same change from the page's
    # menu (or a card setting, the Statistics panel, the targets) emptied the line
    w = SolitaireWidget("klondike", seed=1, library=None, live_status=False)
    send(w, {"kind": "hint"})
    hint, said = table(w)["hint"], table(w)["message"]
    assert hint is not None and said is not None
    send(w, intent)
    now = table(w)
    assert w._intent_counts["applied"] == 2 and w._intent_counts.get("ignored", 0) == 0
    assert now["message"]["serial"] == said["serial"]
    assert now["message"]["text"] == (
        said["text"] if "lang" not in intent else _the_hint_in(w, said["text"], "it")
    )
    assert now["hint"] == hint


def _the_hint_in(w: SolitaireWidget, english: str, lang: str) -> str:
    _EN[0] = english
    return _the_hint(w, lang)


def test_a_setting_that_changes_the_game_clears_the_message():
    w = SolitaireWidget("klondike", seed=1, library=None, live_status=False)
    send(w, {"kind": "hint"})
    assert table(w)["message"] is not None
    send(w, {"kind": "settings", "autodrop": "safe"})
    assert table(w)["message"] is None and table(w)["hint"] is None


def test_a_message_in_the_tables_language_when_the_game_has_another():
    # the auto intent's reason was worded in the game's language, not the table's
    w = SolitaireWidget(Game("klondike", seed=1, lang="it"), library=None, live_status=False)
    send(w, {"kind": "auto", "src": "t2", "count": 2, "version": table(w)["version"]})
    assert table(w)["message"]["text"] == w.game.explain(Move("t2", "f1", 2), "en")


def test_a_message_that_cannot_be_worded_again_keeps_its_text(monkeypatch):
    # a ValueError's text (the winnable deal search that found none) has no key
    w = SolitaireWidget("klondike", seed=1, library=None, live_status=False)
    w._tell("error", "No winnable deal found.")
    w.refresh()
    serial = table(w)["message"]["serial"]
    w.lang = "it"
    assert table(w)["message"] == {
        "kind": "error",
        "text": "No winnable deal found.",
        "serial": serial,
    }


# ---------------------------------------------------------------------------- bad intents


BAD_INTENTS = [
    pytest.param("not a dict", id="not-an-object"),
    pytest.param({"kind": "explode"}, id="unknown-kind"),
    pytest.param({"src": "t1"}, id="no-kind"),
    pytest.param({"kind": "move", "src": "t1", "dst": "t7", "version": "V"}, id="missing-count"),
    pytest.param(
        {"kind": "move", "src": "t1", "dst": "t7", "count": "1", "version": "V"}, id="count-as-text"
    ),  # fmt: skip
    pytest.param(
        {"kind": "move", "src": "t1", "dst": "t7", "count": True, "version": "V"},
        id="count-as-bool",
    ),  # fmt: skip
    pytest.param(
        {"kind": "move", "src": "t1", "dst": "t7", "count": 0, "version": "V"}, id="count-zero"
    ),  # fmt: skip
    pytest.param({"kind": "move", "src": "t1", "dst": "t7", "count": 1}, id="no-version"),
    pytest.param(
        {"kind": "move", "src": "t1", "dst": "t7", "count": 1, "version": -5}, id="stale-version"
    ),  # fmt: skip
    pytest.param(
        {"kind": "move", "src": "t99", "dst": "t7", "count": 1, "version": "V"}, id="no-such-src"
    ),  # fmt: skip
    pytest.param(
        {"kind": "move", "src": "t1", "dst": "x", "count": 1, "version": "V"}, id="no-such-dst"
    ),  # fmt: skip
    pytest.param(
        {"kind": "move", "src": ["t1"], "dst": "t7", "count": 1, "version": "V"}, id="src-as-list"
    ),  # fmt: skip
    pytest.param({"kind": "auto", "src": "t1", "version": "V"}, id="auto-no-count"),
    pytest.param({"kind": "stock"}, id="stock-no-version"),
    pytest.param({"kind": "stock", "version": 1.5}, id="stock-float-version"),
    pytest.param({"kind": "new_deal", "seed": "7" * 65}, id="seed-text-too-long"),
    pytest.param({"kind": "new_deal", "seed": 7.0}, id="seed-as-float"),
    pytest.param({"kind": "new_deal", "seed": -1}, id="seed-negative"),
    pytest.param({"kind": "show_targets", "value": 1}, id="show-targets-int"),
    pytest.param({"kind": "show_targets"}, id="show-targets-missing"),
    # shapes whose Move(...) would raise an InvalidMoveError (English notation help): the
    # check drops them first, so none reaches the message line
    pytest.param(
        {"kind": "move", "src": "tableau", "dst": "t7", "count": 1, "version": "V"},
        id="src-the-whole-tableau",
    ),
    pytest.param(
        {"kind": "move", "src": "t1", "dst": "t7", "count": 105, "version": "V"}, id="count-105"
    ),  # fmt: skip
    pytest.param({"kind": "auto", "src": "garbage", "count": 1, "version": "V"}, id="auto-garbage"),
]


@pytest.mark.parametrize("intent", BAD_INTENTS)
def test_bad_intent_is_ignored_and_logged(intent, caplog):
    w = SolitaireWidget("klondike", seed=1)
    assert w.game.is_legal("t1-t7")  # the move the bad intents are shaped like is legal
    if isinstance(intent, dict) and intent.get("version") == "V":
        intent = {**intent, "version": table(w)["version"]}
    before_table, before_key = table(w), w.game.state_key()
    with caplog.at_level(logging.WARNING, logger="solitaire_widget.widget"):
        send(w, intent)
    assert w.game.state_key() == before_key and w.game.moves == []
    assert table(w) == before_table  # nothing republished
    assert w.show_targets is True
    records = [r for r in caplog.records if r.name == "solitaire_widget.widget"]
    assert records and records[0].levelno == logging.WARNING
    assert "ignored intent" in records[0].getMessage()


def test_a_deal_number_typed_is_read_exactly_or_explained():
    # the Deal box sends its text: a JS number rounds past 2**53 (2**63 + 5 was dealt as
    # 9223372036854776000), and "-5" or "1.9" were ignored without a word or cut to 1
    w = SolitaireWidget("klondike", seed=1, library=None, live_status=False)
    send(w, {"kind": "new_deal", "seed": " 7 "})
    assert w.game.seed == 7 and table(w)["deal_text"] == "7"
    for exact in (2**63 + 5, 2**64 - 1):
        send(w, {"kind": "new_deal", "seed": str(exact)})
        assert w.game.seed == exact and table(w)["deal_text"] == str(exact)
    before = w.game.state_key()
    w.lang = "it"
    for bad in ("-5", "1.9", "", "abc", "١٢", str(2**64), "9" * 64):
        send(w, {"kind": "new_deal", "seed": bad})
        assert w.game.seed == 2**64 - 1 and w.game.state_key() == before, bad
        assert table(w)["message"]["kind"] == "error"
        assert table(w)["message"]["text"] == (
            "Il numero della partita è un numero intero da 0 a 18446744073709551615."
        )


def test_stale_version_after_python_plays(caplog):
    w = SolitaireWidget("klondike", seed=1)
    old = table(w)["version"]
    w.play("s-w")  # the table moved on before the click arrived
    with caplog.at_level(logging.WARNING, logger="solitaire_widget.widget"):
        send(w, {"kind": "move", "src": "t1", "dst": "t7", "count": 1, "version": old})
    assert [str(m) for m in w.game.moves] == ["s-w"]
    assert "stale" in caplog.text


# ---------------------------------------------------------------------------- controls


def test_undo_redo_and_nothing_to_undo():
    w = SolitaireWidget("klondike", seed=1)
    send(w, {"kind": "undo"})
    assert table(w)["message"]["kind"] == "info" and w.game.moves == []
    w.play("t1-t7")
    send(w, {"kind": "undo"})
    assert w.game.moves == [] and table(w)["can_redo"] is True
    send(w, {"kind": "redo"})
    assert [str(m) for m in w.game.moves] == ["t1-t7"]
    assert table(w)["can_redo"] is False


def test_new_deal_with_and_without_seed():
    w = SolitaireWidget("klondike32", seed=1, tableau_direction="up")
    old = w.game
    w.play(legal_card_move(w))
    send(w, {"kind": "new_deal", "seed": 99})
    assert w.game is not old and w.game.seed == 99 and w.seed == 99
    assert w.game.options["tableau_direction"] == "up" and w.game.moves == []
    t = table(w)
    assert t["deal"] == 99 and t["move_count"] == 0 and t["message"]["kind"] == "info"
    send(w, {"kind": "new_deal", "seed": None})
    assert w.game.seed not in (None, 99)
    # the old game no longer drives the widget
    version = table(w)["version"]
    old.undo()
    assert table(w)["version"] == version


def test_show_targets_intent_and_trait():
    w = SolitaireWidget("matrimony", seed=3)
    send(w, {"kind": "show_targets", "value": False})
    assert w.show_targets is False and table(w)["show_targets"] is False
    w.show_targets = True
    assert table(w)["show_targets"] is True


def test_language_trait_relabels():
    w = SolitaireWidget("matrimony", seed=3)
    w.lang = "pt"
    t = table(w)
    assert t["lang"] == "pt" and t["labels"]["undo"] == "Anular"
    with pytest.raises(Exception, match="unknown language"):
        w.lang = "xx"


def test_hint_suggests_a_legal_move():
    w = SolitaireWidget("klondike", seed=1)
    assert w._table["hint_available"] is True  # solitaire_widget.solver is there
    w.play("s-w")
    w.undo()  # a pending redo must survive the hint
    key = w.game.state_key()
    send(w, {"kind": "hint"})
    assert w.game.state_key() == key and w.game.can_redo and w.game.moves == []
    t = table(w)
    m = Move(t["hint"]["src"], t["hint"]["dst"], t["hint"]["count"])
    assert w.game.is_legal(m)
    assert t["message"]["kind"] == "info" and t["message"]["text"].startswith("Hint: ")
    w.play(m)
    assert table(w)["hint"] is None  # a hint lasts until the next move


def test_hint_without_a_solver(monkeypatch):
    import solitaire_widget.widget as widget_module

    monkeypatch.setattr(widget_module, "_solver_hint", lambda: None)
    w = SolitaireWidget("klondike", seed=1)
    assert w._table["hint_available"] is False
    send(w, {"kind": "hint"})
    t = table(w)
    assert t["hint"] is None and "solver" in t["message"]["text"]
    assert w.game.moves == []


def test_auto_finish_when_trivial():
    # play a won game's moves except the trivial end, then ask for auto-finish
    g = Game("klondike32", seed=7)
    w = SolitaireWidget(g)
    send(w, {"kind": "auto_finish"})
    assert table(w)["message"]["kind"] == "info" and g.moves == []  # not trivial yet
    assert table(w)["can_auto_finish"] is False


# klondike32 deal 5 (draw 1): after these moves every card is face up and the stock is empty
AUTO_FINISH_TEXT = (
    "t7-f2 s-w s-w w-s s-w s-w w-s t3-t7 s-w w-t1 s-w t4-t1 w-s t1-t5x3 s-w t3-t1 t3-f1 "
    "t1-t3 w-s s-w t7-t1 t7-t3 t7-f2 w-s t1-t3 s-w t6-t1 t3-t4x3 w-s t4-t3x4 s-w w-s "
    "t3-t4x2 s-w w-s t6-t5 t2-f3 t4-t2x3 t4-t2 t1-t4 s-w w-s t5-t1x3 t5-f3 t5-f4 t7-f4 "
    "t7-f1 t7-f2 s-w t1-t5 t5-t1 w-s t1-t5 s-w t5-t1 t2-t3x3 t2-f2 t7-f2 t3-t2 t3-f2 t4-f2 "
    "w-s t1-t4 s-w w-s t3-t7x3 s-w w-s t4-t3 s-w t3-t4 t7-t3x2 t7-f3 t1-f3 t1-f4 w-s t3-t1 "
    "t3-f4 t4-f4 t1-t4 t5-t7 t5-f3 t5-f1 t7-f1 t4-f1 s-w w-f3 t6-f3 t6-f4 "
)
AUTO_FINISH_LINE = AUTO_FINISH_TEXT.split()


def test_auto_finish_plays_the_rest():
    g = Game("klondike32", seed=5, draw_count=1)
    w = SolitaireWidget(g)
    for m in AUTO_FINISH_LINE[:-1]:
        w.play(m)
    assert table(w)["can_auto_finish"] is False  # one face-down card is left
    w.play(AUTO_FINISH_LINE[-1])
    t = table(w)
    assert t["can_auto_finish"] is True and not w.game.is_won()
    rest = w.game.auto_finish_moves()
    n = len(w.game.moves)
    send(w, {"kind": "auto_finish"})
    assert w.game.is_won() and w.game.moves[n:] == rest
    t = table(w)
    assert t["status"] == "won" and t["message"]["kind"] == "won"
    assert t["message"]["text"] == f"You won in {n + len(rest)} moves!"
    assert t["can_auto_finish"] is False and t["stock_action"] is None


# ---------------------------------------------------------------------------- Python side


def test_python_plays_on_the_game_show_up():
    w = SolitaireWidget("klondike", seed=1)
    v = table(w)["version"]
    w.game.play("t1-t7")  # straight on the engine game
    t = table(w)
    assert t["move_count"] == 1 and t["version"] == v + 1
    assert t["piles"][w.game.pile_ids.index("t1")]["cards"] == []
    w.game.undo()
    assert table(w)["move_count"] == 0
    w.game.redo()
    assert table(w)["move_count"] == 1
    w.play("s-w")
    assert table(w)["move_count"] == 2
    with pytest.raises(sw.IllegalMoveError):
        w.play("w-s")
    assert table(w)["move_count"] == 2


def test_copies_of_the_game_do_not_drive_the_widget():
    w = SolitaireWidget("klondike", seed=1)
    v = table(w)["version"]
    c = w.game.copy()
    c.play("t1-t7")
    assert table(w)["version"] == v and w.game.moves == []


def test_closed_widget_stops_listening():
    w = SolitaireWidget("klondike", seed=1)
    g = w.game
    w.close()
    g.play("t1-t7")  # no error, nothing to redraw


# ---------------------------------------------------------------------------- hidden cards


def _face_down(game: Game) -> list[str]:
    out = []
    for pile in game.piles.values():
        out += [c.code2 for c in pile.cards[: pile.face_down]]
    return out


def _face_up(game: Game) -> list[str]:
    out = []
    for pile in game.piles.values():
        out += [c.code2 for c in pile.cards[pile.face_down :]]
    return out


def _codes_in(table_state: dict) -> list[str]:
    """Every two-character card code in a ``_table`` (JSON keys and strings), except the
    foundation ``base`` fields, which name the card that starts a pile, not a card dealt."""
    import re

    t = json.loads(json.dumps(table_state))
    for p in t["piles"]:
        p.pop("base", None)
    return re.findall(r'"([A2-9TJQK][SHDC])"', json.dumps(t))


def _check_no_hidden(table_state: dict, game: Game) -> None:
    from collections import Counter

    found = Counter(_codes_in(table_state))
    visible = Counter(_face_up(game))
    hidden = set(_face_down(game))
    for code, n in found.items():
        # Matrimony's two decks: a hidden card may have a visible twin, so count copies
        assert n <= visible[code], (code, n, visible[code], code in hidden)
    if game.variant != "matrimony":
        assert not hidden & set(found)
    stock = next(p for p in table_state["piles"] if p["id"] == "stock")
    assert all(c is None for c in stock["cards"])
    assert len(stock["cards"]) == len(game.piles["stock"].cards)


@pytest.mark.parametrize("variant", VARIANTS)
def test_no_face_down_card_reaches_the_browser(variant, recording):
    w = SolitaireWidget(variant, seed=21)
    checked = 0
    for step in range(60):
        g = w.game
        if not _face_down(g):  # Matrimony: the stock is dealt out
            break
        _check_no_hidden(w.get_state()["_table"], g)
        # and every message the browser actually got for this position
        for _, data in w.comm.sent:
            if data and data.get("method") == "update" and "_table" in data.get("state", {}):
                _check_no_hidden(data["state"]["_table"], g)
                checked += 1
        w.comm.sent.clear()
        moves = g.legal_moves()
        m = moves[(step * 7) % len(moves)]
        t = table(w)
        if m.src == "stock" or m.dst in ("stock", "tableau"):
            send(w, {"kind": "stock", "version": t["version"]})
        else:
            send(w, {"kind": "move", "src": m.src, "dst": m.dst, "count": m.count,
                     "version": t["version"]})  # fmt: skip
    assert checked >= 8 and len(w.game.moves) >= 8


# ---------------------------------------------------------------------------- one message


@pytest.mark.parametrize(
    "intent",
    [
        {"kind": "move", "src": "t1", "dst": "t7", "count": 1},
        {"kind": "move", "src": "t2", "dst": "t1", "count": 1},  # illegal: the explanation
        {"kind": "stock"},
        {"kind": "undo"},
        {"kind": "show_targets", "value": False},
        {"kind": "new_deal", "seed": 5},
    ],
    ids=["move", "illegal", "stock", "undo-nothing", "show-targets", "new-deal"],
)
def test_one_update_message_per_intent(intent, recording):
    w = SolitaireWidget("klondike", seed=1, live_status=False)  # no verdict racing in
    assert w.comm in recording
    w.comm.sent.clear()
    intent = dict(intent)
    if intent["kind"] in ("move", "stock"):
        intent["version"] = w._table["version"]
    send(w, intent)
    ups = updates(w.comm)
    assert len(ups) == 1, ups
    # the table, and the public traits that changed with it, in the same message
    assert "_table" in ups[0]["state"]
    # (and the clock and score: docs/scoring.md)
    public = {"_table", "move_count", "last_move", "status", "deal", "_clock", "elapsed", "score"}
    assert set(ups[0]["state"]) <= public
    assert ups[0]["state"]["_table"]["version"] == w._table["version"]


def test_one_update_message_per_python_move(recording):
    w = SolitaireWidget("matrimony", seed=1, live_status=False)
    w.comm.sent.clear()
    w.game.play("s-t")
    assert len(updates(w.comm)) == 1


def home_greedily(w, t: dict) -> bool:
    """Sends a card home as a player would: a double-click, or for a card that fits two
    foundations that differ (no double-click target) a move to the first; False if none."""
    if t["auto"]:
        key = next(iter(t["auto"]))
        send(w, {"kind": "auto", "src": key.split("/")[0], "count": 1, "version": t["version"]})
        return True
    for key, dsts in t["legal"].items():
        src = key.split("/")[0]
        for dst in dsts:
            if dst.startswith("f") and not src.startswith("f"):
                send(
                    w, {"kind": "move", "src": src, "dst": dst, "count": 1, "version": t["version"]}
                )
                return True
    return False


def test_stuck_message():
    # Matrimony deal 1: send every fitting top card home, else deal/redeal, until stuck
    w = SolitaireWidget("matrimony", seed=1)
    for _ in range(100):
        t = table(w)
        if t["status"] != "playing":
            break
        if not home_greedily(w, t):
            assert t["stock_action"] in ("deal", "redeal")
            send(w, {"kind": "stock", "version": t["version"]})
    t = table(w)
    assert t["status"] == "stuck" == w.game.status
    assert t["message"] == {
        "kind": "stuck",
        "text": "The redeal is over and no top card fits a foundation.",
        "serial": ANY,
    }
    assert t["stock_action"] is None and t["stock_label"] == "redeal done"
    # the stock click now only says why nothing happens; the game is unchanged
    n = len(w.game.moves)
    send(w, {"kind": "stock", "version": t["version"]})
    assert len(w.game.moves) == n and table(w)["message"]["kind"] == "info"


async def search_done(w, timeout: float = 60.0) -> None:
    """Wait (in the running loop) until the widget's stuck search has answered."""
    import asyncio
    import time

    end = time.monotonic() + timeout
    while w._pending:
        assert time.monotonic() < end, "the stuck search did not answer"
        await asyncio.sleep(0.01)


def test_stuck_search_runs_after_the_publish_in_a_kernel_loop():
    """In a kernel (an event loop runs the comm handler) the table goes out at once and
    the engine's stuck search follows (in the worker process); a stuck game is then
    republished as stuck."""
    import asyncio

    async def play_until_stuck():
        lib = sw.Library(":memory:")
        w = SolitaireWidget("matrimony", seed=1, library=lib, live_status=False)
        provisional = None
        for _ in range(100):
            await search_done(w)  # let a scheduled stuck search answer
            t = table(w)
            if t["status"] != "playing":
                break
            if not home_greedily(w, t):
                send(w, {"kind": "stock", "version": t["version"]})
            if w.game.status == "stuck" and provisional is None:
                provisional = table(w)  # published before the search ran
        return w, lib, provisional

    w, lib, provisional = asyncio.run(play_until_stuck())
    assert provisional["status"] == "playing" and provisional["message"] is None
    t = table(w)
    assert t["status"] == "stuck" and t["message"]["kind"] == "stuck"
    assert t["version"] == provisional["version"] + 1
    assert lib.games()[0]["result"] == "stuck"


@pytest.mark.parametrize(
    "seed, line",
    [(SLOW_STUCK_SEED, SLOW_STUCK_MOVES), (STUCK_LATE_SEED, STUCK_LATE_MOVES)],
    ids=["slow-playing", "stuck"],
)
def test_the_kernel_loop_never_waits_for_the_stuck_search(seed, line):
    """Issue 9 item 3: on a position where the engine's stuck search takes seconds, the
    click's handler returns at once with the table "playing", the loop keeps turning
    (it used to run the search in one callback: 9 s for the first game), and the
    search's answer, from the worker process, arrives later and is the engine's."""
    import asyncio
    import time

    last = Move.parse(line[-1])

    async def click_and_wait():
        g = slow_stuck_game(len(line) - 1, seed, line)
        w = SolitaireWidget(g, library=sw.Library(":memory:"))  # live status on, as shipped
        await search_done(w)
        t0 = time.perf_counter()
        send(w, {"kind": "move", "src": last.src, "dst": last.dst, "count": last.count,
                 "version": w._table["version"]})  # fmt: skip
        handler = time.perf_counter() - t0
        provisional = table(w)
        assert w._pending, "the stuck search was not scheduled"
        # the loop's turns until the answer is in: the loop thread's CPU time between two
        # turns is what a callback held it (wall time would count a busy machine's waits)
        longest, cpu, end = 0.0, time.thread_time(), time.monotonic() + 300
        while w._pending and time.monotonic() < end:
            await asyncio.sleep(0.005)
            now = time.thread_time()
            longest, cpu = max(longest, now - cpu), now
        return w, handler, longest, provisional

    w, handler, longest, provisional = asyncio.run(click_and_wait())
    w.close()
    assert len(w.game.moves) == len(line) and provisional["status"] == "playing"
    assert handler < 0.5, f"the click's handler took {handler:.2f} s"
    assert longest < 0.5, f"the kernel loop was held {longest:.2f} s (CPU)"
    key = w.game.state_key()
    assert not w._pending and key in w._status_cache, "the search's answer never arrived"
    expected = w.game.copy().status  # the engine's own answer (seconds, here in the test)
    assert w._status_cache[key] == expected == w.status == table(w)["status"]
    if expected == "stuck":
        assert table(w)["message"]["kind"] == "stuck"


def test_the_stuck_search_is_handed_over_after_the_publish(monkeypatch):
    """Handing a job to the worker wakes the pool's threads, which took the GIL from the
    click's publish: the stuck search goes on the loop's next turn, after the table; and
    not at all when the player left the position within the same turn."""
    import asyncio
    from concurrent.futures import Future

    import solitaire_widget.live_status as live_status_module

    published: list[int] = []
    started: list[tuple[tuple, list[int]]] = []

    def fake_search(game):  # the worker's answer at once ("playing"), without the worker
        started.append((game.state_key(), list(published)))
        future: Future = Future()
        future.set_result("playing")
        return future

    monkeypatch.setattr(live_status_module, "status_in_worker", fake_search)
    last = Move.parse(SLOW_STUCK_MOVES[-1])

    async def clicks():
        g = slow_stuck_game(len(SLOW_STUCK_MOVES) - 1)
        w = SolitaireWidget(g, library=None, live_status=False)
        w.observe(lambda change: published.append(change["new"]["version"]), names="_table")
        send(w, {"kind": "move", "src": last.src, "dst": last.dst, "count": last.count,
                 "version": w._table["version"]})  # fmt: skip
        key = w.game.state_key()
        assert published and w._pending == {key} and not started  # table out, no job yet
        await search_done(w)
        assert started == [(key, published[:1])] and w._status_cache[key] == "playing"
        # a stock click lands on another position of full search; an undo in the same
        # turn leaves it before its search started: none starts
        send(w, {"kind": "stock", "version": w._table["version"]})
        assert w._pending and w._pending != {key}
        send(w, {"kind": "undo"})
        await asyncio.sleep(0.05)
        assert len(started) == 1 and not w._pending and w.game.state_key() == key
        return w

    asyncio.run(clicks()).close()


def test_package_exports_from_the_widget_side():
    import importlib

    # importing the submodules must not shadow the package's functions of similar names
    importlib.import_module("solitaire_widget.game_library")
    importlib.import_module("solitaire_widget.rulesets")
    assert sw.play is importlib.import_module("solitaire_widget.widget").play
    assert sw.SolitaireWidget is SolitaireWidget
    assert isinstance(sw.library(), sw.Library)
    assert sw.rules("klondike", lang="nl").variant == "klondike"
    from solitaire_widget.replay_widget import ReplayWidget

    assert sw.ReplayWidget is ReplayWidget


def test_record_and_replay_of_the_widget_game():
    w = SolitaireWidget("klondike32", seed=7, lang="it")
    w.play("t7-t1")
    w.play("s-w")
    rec = w.record
    assert rec["moves"] == ["t7-t1", "s-w"] and rec["seed"] == 7
    r = w.replay()
    assert len(r) == 2 and r.index == 0
    r.seek(2)
    assert r.game.state_key() == w.game.state_key()


# ---------------------------------------------------------------------------- Rules panel


@pytest.mark.parametrize("lang", ["en", "it", "nl", "pt"])
def test_rules_html_trait_in_the_widget_language(lang):
    from solitaire_widget.rulebook import rules, rules_html

    w = SolitaireWidget("matrimony", seed=1, lang=lang, library=None)
    html = w.get_state()["_rules_html"]
    assert html == rules_html(w.game, lang)
    assert html.startswith(f'<div class="solitaire-rules" lang="{lang}">')
    book = rules(w.game, lang)
    assert book.items[0].title in html and "<script" not in html
    assert w._table["labels"]["rules"] and w._table["labels"]["close"]


def test_rules_html_follows_options_and_language_not_moves(recording):
    w = SolitaireWidget("klondike", seed=1, draw_count=1, library=None, live_status=False)
    one = w._rules_html
    assert one != SolitaireWidget("klondike", seed=1, draw_count=3, library=None)._rules_html
    w.comm.sent.clear()
    w.play("s-w")  # a move: the rules are not sent again
    send(w, {"kind": "new_deal", "seed": 9})  # same rules: not sent again either
    assert all("_rules_html" not in u["state"] for u in updates(w.comm))
    w.lang = "nl"
    assert 'lang="nl"' in w._rules_html and "_rules_html" in updates(w.comm)[-1]["state"]
    assert w._rules_html != one


def test_the_replay_widget_keeps_to_the_line_its_page_shows():
    """A variation played and shown, then the page steps back before it and on again:
    the kernel followed the main line from the cursor (its picture, narration and game
    were the main line's), and an index past the main line's end was refused."""
    from solitaire_widget.replay import expand_frames, frame_of
    from solitaire_widget.replay_widget import ReplayWidget

    main = Game("klondike32", seed=7, draw_count=1)
    while len(main.moves) < 30:
        main.play(main.legal_moves()[len(main.moves) % len(main.legal_moves())])
    w = ReplayWidget(main)
    w.replay.seek(20)
    recorded = w.replay.move(21)
    w.replay.play(next(m for m in w.replay.game.legal_moves() if m != recorded))
    while w.replay.index < 36 and w.replay.game.legal_moves():
        w.replay.play(w.replay.game.legal_moves()[0])
    w.refresh()
    shown = len(w._frames["frames"]) - 1
    assert shown > 30 and w.index == shown
    page = expand_frames(w._frames)  # what the page shows, position by position
    for i in (21, 20, 19, 21, 25, shown, 0, shown):  # what the page's keys send
        w.index = i
        assert w.replay.index == i
        assert frame_of(w.game) == page["frames"][i], i
        assert w.narration == page["narration"][i], i
    w.seek(20).step()
    assert w.replay.in_variation and frame_of(w.game) == page["frames"][21]
    w.seek(-1)
    assert w.index == shown and w.replay.index == shown
    with pytest.raises(IndexError, match=f"0 \\(the deal\\) to {shown}"):
        w.seek(shown + 1)


def test_replay_widget_sends_rules_and_draw_count():
    from solitaire_widget.replay_widget import ReplayWidget
    from solitaire_widget.rulebook import rules_html

    g = Game("klondike", seed=2, draw_count=1)
    g.play("s-w")
    r = ReplayWidget(g, lang="pt")
    assert r._frames["rules_html"] == rules_html(g, "pt") and r._frames["draw_count"] == 1
    r.lang = "it"
    assert r._frames["rules_html"] == rules_html(g, "it")
    assert ReplayWidget(Game("matrimony", seed=1))._frames["draw_count"] == 0


# ---------------------------------------------------------------------------- live status
# (the live status itself: tests/test_live_status.py)


def _winnable_solitario() -> tuple[int, list[Move], Move]:
    """A Solitario deal the solver wins, a prefix of its winning line, and a move that
    loses from there (found with the solver; Solitario solves in milliseconds)."""
    from solitaire_widget.solver import find_winnable_seed, solve

    seed = find_winnable_seed("klondike32", start=1)
    g = Game("klondike32", seed=seed)
    line = solve(g, 10).moves
    for i, m in enumerate(line):
        for alt in g.legal_moves():
            h = g.copy()
            h.play(alt)
            if solve(h, 10).status == "lost":
                return seed, line[:i], alt
        g.play(m)
    raise AssertionError("no losing move on the winning line")


def test_live_status_default_and_toggle(monkeypatch):
    from solitaire_widget import _native, live_status
    from solitaire_widget.solver import matrimony_exact

    # Matrimony under its default rules: on where the exact search runs natively in a
    # worker process (docs/benchmarks.md, "Live status"), off without the native core
    native = _native.mx_available() and not live_status.in_kernel()
    m = SolitaireWidget("matrimony", seed=1, library=None)
    assert m.live_status is native
    monkeypatch.setattr(matrimony_exact, "NATIVE", False)
    m.close()
    m = SolitaireWidget("matrimony", seed=1, library=None, foundation_scheme="pysol")
    assert m.live_status is False and m._live["state"] == "off"
    m.live_status = True
    assert m._live["state"] == "pending" and m._live["text"]
    m.live_status = False
    assert m._live["state"] == "off"
    k = SolitaireWidget("klondike32", seed=1, library=None, live_status=False)
    assert k._live == {"state": "off", "move": None, "text": "", "moves": None}
    # forced play: the solver settles Matrimony positions, so the status line is on
    forced = {"deal_requires_no_moves": True, "redeal_requires_no_moves": True}
    f = SolitaireWidget("matrimony", seed=1, library=None, **forced)
    assert f.live_status is True and f._live["state"] == "pending"
    f.close()
    # forced deals only (RULES.md rule 7): the redeal is free, the search can't settle it
    d = SolitaireWidget("matrimony", seed=1, library=None, deal_requires_no_moves=True)
    assert d.live_status is False
    d.close()


def test_wait_status_checks_its_timeout():
    w = SolitaireWidget("klondike32", seed=1, library=None)
    for bad in (-1, math.nan, "5", True, -(10**5000)):
        with pytest.raises(ValueError, match="timeout is a number of seconds >= 0 or None"):
            w.wait_status(timeout=bad)
    # past what a lock can wait (OverflowError before): as long as it takes
    for long in (10**12, 10**5000, math.inf, None):
        assert w.wait_status(timeout=long)["state"] in ("winnable", "lost", "unknown")
    w.close()


def test_hint_says_winning_line_or_rule_of_thumb():
    seed, prefix, losing = _winnable_solitario()
    w = SolitaireWidget("klondike32", seed=seed, library=None)
    w.wait_status()
    send(w, {"kind": "hint"})
    t = table(w)
    assert t["message"]["text"].endswith("(from a winning line).")
    hint = Move(t["hint"]["src"], t["hint"]["dst"], t["hint"]["count"])
    assert w.game.is_legal(hint)
    for m in [*prefix, losing]:
        w.play(m)
    send(w, {"kind": "hint"})
    t = table(w)
    if t["hint"] is not None:  # a lost position: no winning line, a rule of thumb
        assert "rule of thumb" in t["message"]["text"]


def test_a_hint_in_a_kernel_comes_from_the_worker_without_holding_the_loop():
    """In a kernel the solver's hint (up to HINT_BUDGET of search) runs in the worker: the
    click returns at once, the hint shows when it comes, and a hint for a position the
    player has left is dropped."""
    import asyncio
    import time

    from solitaire_widget import widget as widget_module

    async def ask(w, then=None):
        cpu = time.thread_time()
        send(w, {"kind": "hint"})
        held = time.thread_time() - cpu
        if then is not None:
            then(w)
        assert w._hint_job is not None
        end = time.monotonic() + 60
        while w._hint_job is not None and time.monotonic() < end:  # applied (or dropped)
            await asyncio.sleep(0.01)
        return held

    w = SolitaireWidget("klondike", seed=3, library=None, live_status=False)
    assert w._hint_fn is widget_module._solver_hint()
    held = asyncio.run(ask(w))
    t = table(w)
    assert held < widget_module.HINT_BUDGET / 2  # the search (0.5 s) ran elsewhere
    hint = Move(t["hint"]["src"], t["hint"]["dst"], t["hint"]["count"])
    assert w.game.is_legal(hint) and t["message"]["kind"] == "info"
    # the player moves before the answer comes: the hint is not shown on the new position
    asyncio.run(ask(w, then=lambda w: w.play("s-w")))
    assert w.game.moves[-1] == Move("stock", "waste") and table(w)["hint"] is None


def test_winnable_option_deals_winnable_deals():
    from solitaire_widget.solver import find_winnable_seed, solve

    w = SolitaireWidget("klondike32", seed=1, winnable=True, library=None, live_status=False)
    assert w.winnable and w.seed == find_winnable_seed("klondike32", start=1)
    send(w, {"kind": "new_deal"})  # New deal keeps dealing winnable deals
    assert solve(Game("klondike32", seed=w.seed), 10).status == "won"
    w.new_deal()
    assert solve(Game("klondike32", seed=w.seed), 10).status == "won"
    send(w, {"kind": "new_deal", "seed": 5})  # a typed deal number is dealt as it is
    assert w.seed == 5


def _dealt_by_the_worker(variant: str, intent: dict) -> tuple[SolitaireWidget, Game]:
    """A winnable table of ``variant`` sent ``intent`` on a kernel's loop: the handler
    returns with the old game still on the table, and the worker's deal follows (waited
    for, up to 60 s). The widget and the game it had."""
    import asyncio
    import time

    async def run() -> tuple[SolitaireWidget, Game]:
        w = SolitaireWidget(variant, seed=1, winnable=True, library=None, live_status=False)
        old = w.game
        send(w, intent)
        assert w.game is old and w._deal_job is not None  # not dealt in the handler
        end = time.monotonic() + 60
        while w._deal_job is not None and time.monotonic() < end:
            await asyncio.sleep(0.01)
        return w, old

    return asyncio.run(run())


def test_a_winnable_new_deal_in_a_kernel_is_found_by_the_worker():
    """The winnable deal search (solving deals, up to ~1 s on Klondike) runs in the worker:
    the click returns with the old deal still on the table, the new one follows."""
    from solitaire_widget.solver import solve

    w, old = _dealt_by_the_worker("klondike32", {"kind": "new_deal"})
    assert w.game is not old and w.move_count == 0 and w.deal == w.game.seed
    assert table(w)["message"]["kind"] == "info" and str(w.game.seed) in table(w)["message"]["text"]
    assert solve(Game("klondike32", seed=w.seed), 10).status == "won"


def test_a_winnable_game_chosen_in_the_settings_menu_is_found_by_the_worker():
    """The settings menu's new game searched for its winnable deal in the handler (up to
    ~1 s on the kernel's loop); now the worker does, as for New deal, and the scoring
    chosen with it follows the game."""
    from solitaire_widget.solver import solve

    intent = {"kind": "settings", "variant": "klondike32", "options": {"draw_count": 1}}
    w, old = _dealt_by_the_worker("klondike", intent | {"scoring": "vegas"})
    assert w.game is not old and w.variant == "klondike32" and w.move_count == 0
    assert w.game.options["draw_count"] == 1 and w.scoring == "vegas"
    assert table(w)["message"]["kind"] == "info" and str(w.game.seed) in table(w)["message"]["text"]
    assert solve(Game("klondike32", seed=w.seed, draw_count=1), 10).status == "won"


def test_rules_the_engine_refuses_in_the_menu_are_said_at_once_in_a_kernel(monkeypatch):
    # (checked before the worker is asked: no search for a game that can't be made)
    import asyncio

    from solitaire_widget import widget as widget_module

    def refused(*args, **kwargs):
        raise ValueError("option draw_count of klondike32 must be one of 1, 3, not 2")

    async def apply():
        w = SolitaireWidget("klondike", seed=1, winnable=True, library=None, live_status=False)
        old = w.game
        monkeypatch.setattr(widget_module, "Game", refused)
        send(w, {"kind": "settings", "variant": "klondike32", "options": {"draw_count": 1}})
        return w, old

    w, old = asyncio.run(apply())
    assert w.game is old and w._deal_job is None
    assert table(w)["message"]["kind"] == "error"


def _running_searches(monkeypatch) -> list:
    """The worker's winnable deal searches stood in for by futures already running (a
    process pool's future, once sent, can't be cancelled), answered when a test says."""
    from concurrent.futures import Future

    from solitaire_widget import live_status

    jobs: list[Future] = []

    def search(variant, options):
        job = Future()
        job.set_running_or_notify_cancel()
        jobs.append(job)
        return job

    monkeypatch.setattr(live_status, "winnable_seed_in_worker", search)
    return jobs


@pytest.mark.parametrize(
    ("first", "then", "dealt"),
    [
        ({"kind": "new_deal"}, {"kind": "settings", "variant": "klondike32"}, "klondike32"),
        ({"kind": "settings", "variant": "klondike32"}, {"kind": "new_deal"}, "klondike"),
        (
            {"kind": "settings", "variant": "klondike32"},
            {"kind": "settings", "variant": "klondike", "options": {"draw_count": 1}},
            "klondike",
        ),
    ],
    ids=["new deal then the menu", "the menu then new deal", "the menu twice"],
)
def test_the_newest_deal_asked_for_is_the_one_dealt(monkeypatch, first, then, dealt):
    # a search already running can't be cancelled: the first to answer was dealt, and a
    # game chosen in the menu while New deal's search ran was lost for New deal's deal
    import asyncio

    jobs = _running_searches(monkeypatch)

    async def ask():
        w = SolitaireWidget("klondike", seed=1, winnable=True, library=None, live_status=False)
        send(w, first)
        send(w, then)
        assert len(jobs) == 2 and not any(job.cancelled() for job in jobs)
        jobs[0].set_result(11)  # the older request answers first
        await asyncio.sleep(0.05)
        jobs[1].set_result(22)
        await asyncio.sleep(0.05)
        return w

    w = asyncio.run(ask())
    assert (w.variant, w.seed) == (dealt, 22)


def test_a_game_chosen_in_the_menu_comes_in_the_tables_language_and_not_to_a_closed_table(
    monkeypatch,
):
    import asyncio

    jobs = _running_searches(monkeypatch)

    async def ask():
        w = SolitaireWidget("klondike", seed=1, winnable=True, library=None, live_status=False)
        send(w, {"kind": "settings", "variant": "klondike32"})
        send(w, {"kind": "settings", "lang": "it"})  # while the search runs
        jobs[0].set_result(11)
        await asyncio.sleep(0.05)
        closed = SolitaireWidget("klondike", seed=1, winnable=True, library=None, live_status=False)
        old = closed.game
        send(closed, {"kind": "settings", "variant": "klondike32"})
        closed.close()
        jobs[1].set_result(22)
        await asyncio.sleep(0.05)
        return w, closed, old

    w, closed, old = asyncio.run(ask())
    assert (w.variant, w.seed, w.lang, w.game.lang) == ("klondike32", 11, "it", "it")
    assert closed.game is old  # the answer after close() is nobody's


def test_clicks_while_a_worker_search_runs_start_no_second_one(monkeypatch):
    """New deal (winnable) or Hint clicked again while the worker searches: each click used
    to queue another search in the worker, and 300 clicks delayed the next live status by
    about 20 s. The search already running answers them all."""
    import asyncio
    import time

    from solitaire_widget import live_status

    calls: list[str] = []
    for name in ("winnable_seed_in_worker", "hint_in_worker"):
        real = getattr(live_status, name)

        def counting(*args, _real=real, _name=name, **kwargs):
            calls.append(_name)
            return _real(*args, **kwargs)

        monkeypatch.setattr(live_status, name, counting)

    async def until(done) -> None:
        end = time.monotonic() + 60
        while not done() and time.monotonic() < end:
            await asyncio.sleep(0.01)

    async def clicks():
        w = SolitaireWidget("klondike32", seed=1, winnable=True, library=None, live_status=False)
        old = w.game
        for _ in range(20):
            send(w, {"kind": "new_deal"})
        await until(lambda: w._deal_job is None)
        dealt = w.game
        for _ in range(20):
            send(w, {"kind": "hint"})
        await until(lambda: w._hint_job is None)
        w.play(next(iter(w.game.legal_moves())))  # another position: a new hint search
        send(w, {"kind": "hint"})
        await until(lambda: w._hint_job is None)
        return w, old, dealt

    w, old, dealt = asyncio.run(clicks())
    assert dealt is not old
    assert calls == ["winnable_seed_in_worker", "hint_in_worker", "hint_in_worker"]
    assert w._job_for == {}


def test_a_hint_the_solver_could_not_give_says_so(monkeypatch):
    """A worker that can't start (as every job of a marimo-edit kernel once) answered
    "no move helps from here" for a winnable deal."""
    import asyncio
    import time
    from concurrent.futures import Future

    from solitaire_widget import live_status

    def broken(*args, **kwargs):
        failed: Future = Future()
        failed.set_exception(RuntimeError("no worker today"))
        return failed

    monkeypatch.setattr(live_status, "hint_in_worker", broken)

    async def click():
        w = SolitaireWidget("klondike32", seed=1, library=None, live_status=False, lang="nl")
        send(w, {"kind": "hint"})
        end = time.monotonic() + 10
        while w._hint_job is not None and time.monotonic() < end:
            await asyncio.sleep(0.01)
        return w

    w = asyncio.run(click())
    assert table(w)["message"]["text"] == (
        "Geen tip: de oplosser kon hier niet starten (het log zegt waarom)."
    )
    assert table(w).get("hint") is None


def test_winnable_matrimony_where_the_solver_can_prove_it(monkeypatch):
    # refused everywhere before, with a stale reason ("about 1 deal in 40"); where the
    # live status runs (the native core in a worker) about 45 % of classic deals are
    # proven winnable in well under a second each
    from solitaire_widget import live_status
    from solitaire_widget.solver import solve

    probe = Game("matrimony", seed=0)
    if live_status.on_by_default(probe):
        w = SolitaireWidget("huwelijk", winnable=True, library=None, live_status=False)
        assert solve(Game("matrimony", seed=w.game.seed), 10).status == "won"
        w.close()
    monkeypatch.setattr(live_status, "on_by_default", lambda game: False)
    with pytest.raises(ValueError, match="native core and a worker process"):
        SolitaireWidget("huwelijk", seed=1, winnable=True, library=None)
    with pytest.raises(ValueError, match="native core and a worker process"):
        SolitaireWidget(Game("matrimony", seed=1), winnable=True, library=None)
    # Klondike and Solitario never needed it
    SolitaireWidget("klondike32", seed=1, winnable=True, library=None, live_status=False).close()


def test_a_listener_that_fails_stops_neither_the_move_nor_the_others(caplog):
    # its error reached the caller after the move was made, and the listeners after it
    # (the widget's among them) never heard of the move: the table went stale
    g = Game("klondike", seed=1)
    heard: list[str] = []
    g.add_listener(lambda *args: 1 / 0)
    g.add_listener(lambda game, event, move: heard.append(f"{event} {move}"))
    w = SolitaireWidget(g, live_status=False, library=None)
    with caplog.at_level(logging.ERROR, logger="solitaire_widget.engine"):
        g.play("s-w")
        g.undo()
        g.play("s-w")
    assert len(heard) == 3 and heard[0].endswith("s-w")
    assert w.move_count == 1 == len(g.moves) and table(w)["move_count"] == 1
    assert caplog.text.count("a listener of klondike failed") == 3


def test_a_table_where_a_draw_must_wait_builds_and_finishes_nothing_by_itself():
    # auto_finish_moves drew through the waste although draw_requires_no_moves refused
    # the draw: IllegalMoveError, and no widget could be built on such a game
    suit = lambda s: "".join(r + s for r in "A23456789TJQK")  # noqa: E731
    text = (
        "klondike draw_count=1,max_redeals=none,allow_foundation_to_tableau=true,"
        "empty_pile=king,draw_requires_no_moves=true -/QSKS/"
        + "".join(r + "S" for r in "A23456789TJ")
        + f"/{suit('H')}/{suit('D')}/{suit('C')}/-/-/-/-/-/-/- 0"
    )
    g = Game.from_position(text)
    assert g.status == "playing" and g.auto_finish_moves() is None
    w = SolitaireWidget(g, live_status=False, library=None)
    assert table(w)["status"] == "playing"


def test_the_spoken_line_says_what_the_players_move_did():
    # a draw moved no focus and the cards turned up were said nowhere: a screen reader
    # heard nothing of them (WCAG 4.1.3, status messages)
    w = SolitaireWidget("klondike", seed=4, draw_count=1, live_status=False, library=None)
    t = table(w)
    assert t["said"] is None
    send(w, {"kind": "move", "src": "t7", "dst": "t1", "count": 1, "version": t["version"]})
    said = table(w)["said"]
    assert said == "6♦ moves from pile 7 onto 7♠ on pile 1. 2♠ is turned face up on pile 7."
    send(w, {"kind": "stock", "version": table(w)["version"]})
    drawn = w.game.piles["waste"].cards[-1]
    assert str(drawn) in table(w)["said"] and "6♦" not in table(w)["said"]
    w.game.undo()  # taken back on the engine: nothing said (nor the draw again)
    assert table(w)["said"] is None
    w.lang = "pt"
    w.play("s-w")
    assert table(w)["said"].startswith("Tira-se")
    # autodrop's moves are said after the player's, each with its effects
    w2 = SolitaireWidget("klondike", seed=1, draw_count=1, live_status=False, library=None)
    w2.autodrop = "all"
    for _ in range(40):
        n = len(w2.game.moves)
        send(w2, {"kind": "stock", "version": w2._version})
        if len(w2.game.moves) > n + 1:
            break
    said = table(w2)["said"]
    assert said.count("foundation") >= len(w2.game.moves) - n - 1


def test_an_undo_and_a_redo_are_said_in_the_moves_own_words():
    # Undo and Redo changed the cards and the focused card's label without a word: a
    # screen reader heard nothing of what went back
    w = SolitaireWidget("klondike", seed=4, draw_count=1, live_status=False, library=None)
    move = "6♦ moves from pile 7 onto 7♠ on pile 1."
    send(w, {"kind": "move", "src": "t7", "dst": "t1", "count": 1, "version": w._version})
    send(w, {"kind": "undo"})
    assert table(w)["said"] == f"Undone: {move}"  # the card turned up goes down unsaid
    send(w, {"kind": "redo"})
    assert table(w)["said"] == f"Redone: {move} 2♠ is turned face up on pile 7."
    w.show_targets = not w.show_targets  # the same position again: said once
    assert table(w)["said"] is None
    send(w, {"kind": "redo"})  # nothing to redo: the message line says so, nothing else
    assert table(w)["said"] is None and table(w)["message"]["kind"] == "info"
    # in the table's language; undo() and redo() from a cell too, the engine's own not
    w.lang = "nl"
    w.play("s-w")
    drawn = w.game.piles["waste"].cards[-1]
    w.undo()  # the drawn card goes back face down: not named
    assert table(w)["said"] == (
        "Ongedaan gemaakt. De getrokken kaart gaat dicht terug naar de voorraad."
    )
    assert str(drawn) not in table(w)["said"]
    w.redo()
    assert table(w)["said"].startswith("Opnieuw gedaan. Er wordt één kaart")
    w.game.undo()
    assert table(w)["said"] is None
    # a redo's words come from a copy: the game and its redo line are as they were
    w.lang = "en"
    w.redo()
    assert [str(m) for m in w.game.moves] == ["t7-t1", "s-w"] and not w.game.can_redo


def test_an_undone_draw_names_no_card_that_goes_back_face_down():
    """Undo of a draw said the draw's own words: "Undone: 3 cards are drawn from the stock
    onto the waste (9♠ J♥ 6♦); 6♦ is now on top." The cards go back face down (the table
    shows backs) and 6♦ is on top of nothing; in every language."""
    from solitaire_widget.i18n import message as i18n_message

    w = SolitaireWidget("klondike", seed=1, draw_count=3, live_status=False, library=None)
    for lang in ("en", "it", "nl", "pt"):
        w.lang = lang
        w.play("s-w")
        drawn = [str(c) for c in w.game.piles["waste"].cards[-3:]]
        send(w, {"kind": "undo"})
        said = table(w)["said"]
        assert said == i18n_message("ui.said.undo_draw", lang, n=3), said
        assert not any(card in said for card in drawn), said
        stock = next(p for p in table(w)["piles"] if p["id"] == "stock")
        assert all(c is None for c in stock["cards"])


def test_auto_finish_is_said_in_one_sentence():
    # its moves were played on the engine: nothing said of twenty cards going home
    w = SolitaireWidget("klondike32", seed=5, draw_count=1, live_status=False, library=None)
    for m in AUTO_FINISH_LINE:
        w.play(m)
    rest = len(w.game.auto_finish_moves())
    send(w, {"kind": "auto_finish"})
    assert w.game.is_won()
    assert table(w)["said"] == f"Auto-finish: {rest} cards go to the foundations."
    w.lang = "it"
    w.undo()
    assert len(w.game.auto_finish_moves()) == 1
    send(w, {"kind": "auto_finish"})
    assert table(w)["said"] == "Completamento: l'ultima carta va nella sua casa."


def test_the_spoken_line_says_each_move_once_and_nothing_of_another_game():
    # it carried the previous draw into a move played on the engine, a new deal and a
    # restart, and w.play's move again with every card autodrop sent home after it
    w = SolitaireWidget("klondike", seed=1, draw_count=1, live_status=False, library=None)
    w.play("s-w")
    assert table(w)["said"]
    w.game.play("s-w")  # on the engine: no words (and nothing old)
    assert table(w)["said"] is None
    w.play("s-w")
    w.new_deal(8)
    assert table(w)["said"] is None
    w.play("s-w")
    w.restart()
    assert table(w)["said"] is None
    tables = []
    w2 = SolitaireWidget("klondike", seed=1, draw_count=1, live_status=False, library=None)
    w2.observe(lambda c: tables.append(c["new"]), names="_table")
    w2.autodrop = "all"
    for _ in range(40):
        n = len(w2.game.moves)
        w2.play("s-w")
        if len(w2.game.moves) > n + 1:
            break
    said = [t["said"] for t in tables[-(len(w2.game.moves) - n) :]]
    assert said[0].startswith("One card is drawn") and all(
        s is not None and "drawn" not in s for s in said[1:]
    ), said


def test_a_move_that_is_not_one_never_reaches_the_message_line(monkeypatch, caplog):
    # _try showed an InvalidMoveError's text, English notation help ("write
    # SOURCE-DESTINATION with pile names s (stock)..."), on an Italian table's message line.
    # No player's action makes one (the intents are checked, the other moves are the
    # engine's): one would be a bug, logged, and the table drawn again without a message
    w = SolitaireWidget("klondike", seed=1, lang="it", library=None, live_status=False)
    key = w.game.state_key()

    def not_a_move(move):
        raise sw.InvalidMoveError(f"{str(move)!r} is not a move: write SOURCE-DESTINATION")

    monkeypatch.setattr(w.game, "play", not_a_move)
    with caplog.at_level(logging.WARNING, logger="solitaire_widget.widget"):
        send(
            w,
            {"kind": "move", "src": "t1", "dst": "t7", "count": 1, "version": table(w)["version"]},
        )
    assert table(w)["message"] is None and w.game.state_key() == key
    assert any("failed" in r.getMessage() for r in caplog.records)
    assert w._said_next is None  # no words of it left for the next move
    monkeypatch.undo()
    # a Python caller (the developer) gets the exception, its English text unchanged
    with pytest.raises(sw.InvalidMoveError, match=r"^'garbage' is not a move: write SOURCE"):
        w.play("garbage")
    assert table(w)["message"] is None and w.game.state_key() == key


@pytest.mark.parametrize("lang", ["it", "nl", "pt"])
def test_a_new_deal_the_engine_refuses_is_said_in_the_players_language(monkeypatch, lang):
    # the Game(...) error of New deal was shown as its English str() ("option draw_count
    # of klondike must be one of 1, 3, not 2") on an Italian, Dutch or Portuguese table
    from solitaire_widget import widget as widget_module
    from solitaire_widget.i18n import message

    w = SolitaireWidget("klondike", seed=1, lang=lang, library=None, live_status=False)
    old = w.game

    def refused(*args, **kwargs):
        raise ValueError("option draw_count of klondike must be one of 1, 3, not 2")

    monkeypatch.setattr(widget_module, "Game", refused)
    send(w, {"kind": "new_deal"})
    said = table(w)["message"]
    assert w.game is old and said["kind"] == "error"
    assert said["text"] == message("ui.msg.deal_refused", lang) != message("ui.msg.deal_refused")
    w.lang = "en"  # the same message, worded again
    assert table(w)["message"] == {**said, "text": message("ui.msg.deal_refused", "en")}


def test_no_winnable_deal_found_is_said_in_the_players_language(monkeypatch):
    # "no winnable klondike32 deal found in seeds …" reached the table in English, from the
    # worker's search (a kernel) and from the search in the handler (no event loop)
    import asyncio
    import time
    from concurrent.futures import Future

    from solitaire_widget import live_status, solver
    from solitaire_widget.errors import NoWinnableDealError
    from solitaire_widget.i18n import message

    english = "no winnable klondike32 deal found in seeds 7..8 within the budget"

    def gives_up(*args, **kwargs):
        raise NoWinnableDealError(english)

    def worker_gives_up(*args, **kwargs):
        failed: Future = Future()
        failed.set_exception(NoWinnableDealError(english))
        return failed

    w = SolitaireWidget(
        "klondike32", seed=1, winnable=True, lang="it", library=None, live_status=False
    )
    old = w.game
    monkeypatch.setattr(solver, "find_winnable_seed", gives_up)
    send(w, {"kind": "new_deal"})  # no event loop: searched in the handler
    said = table(w)["message"]
    assert w.game is old
    assert said == {
        "kind": "error",
        "text": message("ui.msg.no_winnable_deal", "it"),
        "serial": ANY,
    }
    w.lang = "pt"
    assert table(w)["message"]["text"] == message("ui.msg.no_winnable_deal", "pt")
    # in a kernel the worker searches; its failure comes back to the loop
    monkeypatch.setattr(live_status, "winnable_seed_in_worker", worker_gives_up)

    async def click() -> None:
        send(w, {"kind": "new_deal"})
        end = time.monotonic() + 10
        while w._deal_job is not None and time.monotonic() < end:
            await asyncio.sleep(0.01)

    w.lang = "nl"
    asyncio.run(click())
    said = table(w)["message"]
    assert w.game is old and said["kind"] == "error"
    assert said["text"] == message("ui.msg.no_winnable_deal", "nl")
    # the settings menu's new game (a winnable one, searched in the handler) says so too
    send(w, {"kind": "settings", "variant": "klondike", "options": {"draw_count": 3}})
    assert w.game is old and table(w)["message"]["text"] == message("ui.msg.no_winnable_deal", "nl")
    # Python callers keep the English exception
    with pytest.raises(NoWinnableDealError, match="no winnable klondike32 deal"):
        w.new_deal()


@pytest.mark.parametrize("library", [5, 2.5, [], {"path": "x"}, b"lib.sqlite3"])
def test_a_library_that_is_none_of_the_kinds_is_a_type_error(library):
    # (an audit) SolitaireWidget(..., library=5) played on without a library, only logging
    with pytest.raises(TypeError, match="library is a Library, a library file's path"):
        SolitaireWidget("klondike32", seed=1, library=library, live_status=False)


@pytest.mark.parametrize("callback", [5, "print", None])
def test_on_move_refuses_what_is_not_callable_at_once(callback):
    # (an audit) w.on_move(5) was taken; the next move then logged "'int' object is not
    # callable"
    w = SolitaireWidget("klondike32", seed=7, library=None, live_status=False)
    with pytest.raises(TypeError, match="callback is a function taking"):
        w.on_move(callback)
    w.play("s-w")  # and nothing was registered: the move is told to no one, quietly
    assert w.move_count == 1


def _worker_dead(monkeypatch) -> None:
    """The worker's winnable deal search fails at once, as when its process died."""
    from concurrent.futures import Future

    from solitaire_widget import live_status

    def dead(variant, options):
        job = Future()
        job.set_exception(RuntimeError("worker process died"))
        return job

    monkeypatch.setattr(live_status, "winnable_seed_in_worker", dead)


def test_a_dead_worker_deal_is_searched_in_slices_on_the_loop_not_in_its_callback(monkeypatch):
    # (an audit) when the worker failed, the callback searched a winnable deal with
    # Game(..., winnable=True) on the kernel's loop: 353-1661 ms measured in one callback
    import asyncio

    from solitaire_widget import live_status
    from solitaire_widget import widget as widget_module
    from solitaire_widget.solver import solve

    _worker_dead(monkeypatch)
    searched_whole: list = []
    real_game = widget_module.Game

    def game(*args, **kwargs):
        if kwargs.get("winnable"):
            searched_whole.append(args)
        return real_game(*args, **kwargs)

    stepped: list = []  # the jobs given to the runner of slices on the loop
    real_submit = live_status._kernel.submit

    def submit(steps):
        stepped.append(steps)
        return real_submit(steps)

    monkeypatch.setattr(live_status._kernel, "submit", submit)

    async def ask():
        w = SolitaireWidget("klondike32", seed=1, winnable=True, library=None, live_status=False)
        old = w.game
        monkeypatch.setattr(widget_module, "Game", game)
        send(w, {"kind": "new_deal"})
        await asyncio.sleep(0.05)
        end = asyncio.get_running_loop().time() + 60
        while w._deal_job is not None and asyncio.get_running_loop().time() < end:
            await asyncio.sleep(0.01)
        return w, old

    w, old = asyncio.run(ask())
    assert searched_whole == [] and len(stepped) == 1  # searched in slices, not in one go
    assert w.game is not old and w.move_count == 0
    assert table(w)["message"]["kind"] == "info" and str(w.game.seed) in table(w)["message"]["text"]
    assert solve(Game("klondike32", seed=w.seed), 10).status == "won"


@pytest.mark.parametrize("lang", ["en", "it", "nl", "pt"])
def test_a_deal_search_that_fails_in_the_worker_and_on_the_loop_is_said(monkeypatch, lang):
    import asyncio

    from solitaire_widget import live_status
    from solitaire_widget.i18n import message

    _worker_dead(monkeypatch)

    def broken(variant, options):
        raise RuntimeError("the solver is broken here")
        yield

    monkeypatch.setattr(live_status, "_seed_steps", broken)

    async def ask():
        w = SolitaireWidget(
            "klondike32", seed=1, winnable=True, library=None, live_status=False, lang=lang
        )
        old = w.game
        send(w, {"kind": "new_deal"})
        for _ in range(50):
            await asyncio.sleep(0.01)
            if w._deal_job is None:
                break
        return w, old

    w, old = asyncio.run(ask())
    assert w.game is old and w._deal_job is None
    said = table(w)["message"]
    assert said["kind"] == "error" and said["text"] == message("ui.msg.no_winnable_deal", lang)
