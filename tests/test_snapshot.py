"""The ``_table`` snapshot (docs/protocol.md) as a pure function of an engine game."""

from __future__ import annotations

import json
import random
import re
import string

import pytest

from solitaire_widget import Game, Move
from solitaire_widget.i18n import LANGUAGES, catalogue
from solitaire_widget.snapshot import LABEL_KEYS, game_status, labels, move_text, table_snapshot

VARIANTS = ["klondike32", "matrimony", "klondike"]
TOP_KEYS = {
    "version", "position_since", "variant", "title", "layout", "lang", "deal", "deal_text",
    "move_count",
    "status", "can_undo", "can_redo", "can_auto_finish", "hint_available", "piles", "stock_action",
    "stock_label", "legal", "auto", "hint", "last_move", "message", "labels", "show_targets",
    "draw_count", "redeal_pile",
}  # fmt: skip


def snap(game: Game, **kw) -> dict:
    kw.setdefault("lang", "en")
    kw.setdefault("version", 1)
    return table_snapshot(game, **kw)


def random_positions(variant: str, seed: int, n: int):
    """Yield positions of a random game (the game itself, moved on between yields)."""
    g = Game(variant, seed=seed)
    rnd = random.Random(seed)
    for _ in range(n):
        yield g
        moves = g.legal_moves()
        if not moves:
            return
        g.play(rnd.choice(moves))


@pytest.mark.parametrize("variant", VARIANTS)
def test_shape_and_json(variant):
    g = Game(variant, seed=3)
    t = snap(g, version=17)
    assert set(t) == TOP_KEYS
    assert json.loads(json.dumps(t)) == t  # JSON-ready as it is
    assert t["version"] == 17 and t["variant"] == variant and t["deal"] == 3
    assert t["deal_text"] == "3" and snap(Game(variant, seed=2**64 - 1))["deal_text"] == str(
        2**64 - 1
    )
    assert t["position_since"] == 17  # a snapshot of its own: the position is new with it
    assert snap(g, version=18, position_since=12)["position_since"] == 12
    assert t["layout"] == g.rules.layout and t["title"] == g.rules.name
    assert [p["id"] for p in t["piles"]] == g.pile_ids
    assert t["move_count"] == 0 and t["can_undo"] is False and t["can_redo"] is False
    assert t["draw_count"] == (g.rules.draw_count if g.rules.waste else 0)


def test_draw_count_follows_the_option():
    assert snap(Game("klondike", seed=1, draw_count=1))["draw_count"] == 1
    assert snap(Game("klondike", seed=1, draw_count=3))["draw_count"] == 3
    assert snap(Game("matrimony", seed=1))["draw_count"] == 0  # no waste


@pytest.mark.parametrize("variant", VARIANTS)
def test_piles_show_face_up_cards_only(variant):
    for g in random_positions(variant, 4, 60):
        t = snap(g)
        for p in t["piles"]:
            pile = g.piles[p["id"]]
            assert len(p["cards"]) == len(pile.cards)
            if p["id"] == "stock":
                assert p["kind"] == "stock" and set(p["cards"]) <= {None}
                continue
            down = pile.face_down
            assert p["cards"][:down] == [None] * down
            assert p["cards"][down:] == [c.code2 for c in pile.cards[down:]]


def test_pile_kinds_rows_and_foundations():
    t = snap(Game("matrimony", seed=1))
    kinds = {p["id"]: p["kind"] for p in t["piles"]}
    assert kinds["stock"] == "stock" and "waste" not in kinds
    assert [p["row"] for p in t["piles"] if p["kind"] == "tableau"] == [0] * 8 + [1] * 8
    f = {
        p["id"]: (p["base"], p["dir"], p["label"]) for p in t["piles"] if p["kind"] == "foundation"
    }
    assert f == {
        "f1": ("QD", "up", "Q→J"),
        "f2": ("JD", "down", "J→Q"),
        "f3": ("JH", "down", "J→Q"),
        "f4": ("JH", "down", "J→Q"),
        "f5": ("TS", "down", "10→J"),
        "f6": ("TS", "down", "10→J"),
        "f7": ("TC", "down", "10→J"),
        "f8": ("TC", "down", "10→J"),
    }
    for variant, want in (("klondike", ("up", "A→K")), ("klondike32", ("down", "A→7"))):
        t = snap(Game(variant, seed=1))
        found = [p for p in t["piles"] if p["kind"] == "foundation"]
        assert len(found) == 4
        assert all((p["base"], p["dir"], p["label"]) == (None, *want) for p in found)
        assert all(p["row"] == 0 for p in t["piles"] if p["kind"] == "tableau")


@pytest.mark.parametrize("variant", VARIANTS)
def test_legal_table_is_the_engines(variant):
    """Every card move the engine allows is in ``legal`` under its card, and nothing else."""
    for g in random_positions(variant, 8, 80):
        t = snap(g)
        listed = set()
        for key, dsts in t["legal"].items():
            src, index = key.split("/")
            count = len(g.piles[src].cards) - int(index)
            for dst in dsts:
                listed.add(Move(src, dst, count))
                assert g.is_legal(Move(src, dst, count))
        card_moves = {
            m for m in g.legal_moves() if m.src != "stock" and m.dst not in ("stock", "tableau")
        }
        assert listed == card_moves


@pytest.mark.parametrize("variant", VARIANTS)
def test_auto_targets_are_double_click_moves(variant):
    seen = 0
    for g in random_positions(variant, 5, 80):
        t = snap(g)
        for key, dst in t["auto"].items():
            src, index = key.split("/")
            assert int(index) == len(g.piles[src].cards) - 1  # the top card
            assert g.foundation_move_for(src) == Move(src, dst)
            seen += 1
        for pid in g.pile_ids:
            m = g.foundation_move_for(pid)
            if m is not None and not pid.startswith("f"):
                assert f"{pid}/{len(g.piles[pid].cards) - 1}" in t["auto"]
    assert seen


def test_stock_action_and_label_klondike():
    g = Game("klondike", seed=2, draw_count=3, max_redeals=1)
    t = snap(g)
    assert (t["stock_action"], t["stock_label"]) == ("draw", "24 left")
    for _ in range(8):
        g.play("s-w")
    t = snap(g)
    assert (t["stock_action"], t["stock_label"]) == ("turn", "turn the waste over")
    g.play("w-s")
    for _ in range(8):
        g.play("s-w")
    t = snap(g)  # the one turn-over allowed is used
    assert (t["stock_action"], t["stock_label"]) == (None, "no passes left")
    assert snap(g, lang="it")["stock_label"] == "giri esauriti"


def test_stock_action_and_label_matrimony():
    g = Game("matrimony", seed=6)
    assert snap(g)["stock_action"] == "deal"
    assert snap(g, lang="nl")["stock_label"] == "nog 86"
    while g.piles["stock"].cards:
        g.play("s-t")
    t = snap(g)
    assert (t["stock_action"], t["stock_label"]) == ("redeal", "redeal 16")
    assert t["redeal_pile"] == 16
    g.play("t16-t")
    assert snap(g)["stock_label"] == "redeal 15" and snap(g)["redeal_pile"] == 15
    assert snap(Game("matrimony", seed=6))["redeal_pile"] is None  # only during the redeal


def test_hint_last_move_message_and_flags():
    g = Game("klondike", seed=1)
    g.play("t1-t7")
    t = snap(
        g,
        hint=Move("stock", "waste"),
        last_move=g.moves[-1],
        message={"kind": "info", "text": "hello"},
        show_targets=False,
        hint_available=True,
    )
    assert t["hint"] == {"src": "stock", "dst": "waste", "count": 1}
    assert t["last_move"] == {"src": "t1", "dst": "t7", "count": 1}
    assert t["message"] == {"kind": "info", "text": "hello"}
    assert t["show_targets"] is False and t["hint_available"] is True
    assert t["move_count"] == 1 and t["can_undo"] is True
    g.undo()
    assert snap(g)["can_redo"] is True


def test_snapshot_leaves_the_game_alone():
    g = Game("klondike32", seed=9)
    g.play(g.legal_moves()[0])
    g.undo()  # a redo is pending: building a snapshot must keep it
    key, redo = g.state_key(), g.can_redo
    snap(g)
    assert g.state_key() == key and g.can_redo == redo and g.moves == []


@pytest.mark.parametrize("variant", VARIANTS)
def test_game_status_agrees_with_the_engine(variant):
    for seed in (1, 2):
        for i, g in enumerate(random_positions(variant, seed, 120)):
            if i % 10 == 0:
                assert game_status(g) == g.status


def test_won_status_and_auto_finish_flag():
    from tests.test_widget import AUTO_FINISH_LINE

    g = Game("klondike32", seed=5, draw_count=1)
    for m in AUTO_FINISH_LINE:
        g.play(m)
    assert snap(g)["can_auto_finish"] is True
    for m in g.auto_finish_moves():
        g.play(m)
    t = snap(g)
    assert t["status"] == "won" and t["can_auto_finish"] is False
    assert t["message"] is None  # the widget adds the outcome message, not the snapshot


# ---------------------------------------------------------------------------- languages


@pytest.mark.parametrize("lang", LANGUAGES)
def test_labels_complete_in_every_language(lang):
    lab = labels(lang)
    assert set(lab) == {*LABEL_KEYS, "ranks", "suits"}
    assert list(lab["ranks"]) == list("A23456789TJQK") and list(lab["suits"]) == list("SHDC")
    assert all(
        isinstance(v, str) and v.strip() for k, v in lab.items() if k not in ("ranks", "suits")
    )
    assert "{n}" in lab["foundation"] and "{n}" in lab["pile"]
    assert {"{rank}", "{suit}"} <= set(re.findall(r"\{\w+\}", lab["card_name"]))
    assert snap(Game("klondike", seed=1), lang=lang)["labels"] == lab


def _fields(text: str) -> set[str]:
    return {f for _, f, _, _ in string.Formatter().parse(text) if f}


def test_ui_catalogues_match_english():
    en = {k: v for k, v in catalogue("en").items() if k.startswith("ui.")}
    assert len(en) > 40
    for lang in LANGUAGES:
        cat = {k: v for k, v in catalogue(lang).items() if k.startswith("ui.")}
        assert set(cat) == set(en), lang
        for key, text in cat.items():
            assert text.strip(), (lang, key)
            assert _fields(text) == _fields(en[key]), (lang, key)
        if lang != "en":  # written for the language, not left in English
            same = [k for k in cat if cat[k] == en[k] and not re.fullmatch(r"[^a-zA-Z]*", en[k])]
            assert len(same) <= 2, (lang, same)


def test_labels_are_copies():
    a = labels("en")
    a["ranks"]["A"] = "changed"
    assert labels("en")["ranks"]["A"] == "Ace"


def test_move_text_for_hints():
    g = Game("klondike", seed=1)
    card = g.piles["t1"].top
    assert move_text(g, Move("t1", "t7"), "en") == f"{card} from pile 1 to pile 7"
    assert move_text(g, Move("stock", "waste"), "en") == "draw from the stock"
    assert move_text(g, Move("waste", "stock"), "pt") == "virar o descarte"
    m = Game("matrimony", seed=1)
    assert move_text(m, Move("stock", "tableau"), "it") == "distribuisci una fila dal mazzo"


def test_a_hints_run_says_how_many_cards_are_above_its_card():
    # a hint of two cards read "J♥ with the cards above it": one card is above it
    from tests.test_exercise import _RUNS

    g = Game.from_position(_RUNS)
    two, three = Move.parse("t2-t1x2"), Move.parse("t2-t1x3")
    assert move_text(g, two, "en") == "J♥ with the card above it, from pile 2 to pile 1"
    assert move_text(g, three, "en") == "Q♠ with the 2 cards above it, from pile 2 to pile 1"
    assert move_text(g, two, "it") == "J♥ con la carta che ha sopra: dal mazzetto 2 al mazzetto 1"
    assert move_text(g, three, "it").startswith("Q♠ con le 2 carte che ha sopra:")
    assert move_text(g, two, "nl") == "J♥ met de kaart erop: van stapel 2 naar stapel 1"
    assert move_text(g, three, "nl").startswith("Q♠ met de 2 kaarten erop:")
    assert move_text(g, two, "pt") == "J♥ com a carta que tem por cima: da pilha 2 para a pilha 1"
    assert move_text(g, three, "pt").startswith("Q♠ com as 2 cartas que tem por cima:")
