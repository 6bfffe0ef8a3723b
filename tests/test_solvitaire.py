"""Solvitaire deal JSON: export, import, round trips from the start and mid-game.

Every export is checked against a JSON Schema of Solvitaire's Klondike deal input, written
for these tests from Solvitaire's public sources (its deal parser and deal schema, read on
GitHub: thecharlesblake/Solvitaire, src/main/input-output/input/json-parsing) and the
"Interop" section of DESIGN.md, plus the checks its parser makes outside the schema.
"""

from __future__ import annotations

import json
import random
import re
from collections import Counter

import jsonschema
import pytest

import solitaire_widget as sw
from solitaire_widget.solver import solve
from solitaire_widget.solvitaire import dumps, from_solvitaire, loads, to_solvitaire

# A card: rank A 2..10 J Q K, then a suit letter, upper case face up, lower case face down.
# (Solvitaire's own pattern is looser, also taking 0, 1, 11-13 and lower-case ranks; an
# export of ours uses only the spelling DESIGN.md names.)
CARD = {"type": "string", "pattern": "^(A|[2-9]|10|J|Q|K)[CDHScdhs]$"}
CARDS = {"type": "array", "items": {"$ref": "#/$defs/card"}}
KLONDIKE_DEAL_SCHEMA = {
    "$schema": "https://json-schema.org/draft/2020-12/schema",
    "title": "A Klondike deal as Solvitaire reads it",
    "$defs": {"card": CARD, "cards": CARDS},
    "type": "object",
    "properties": {
        # Solvitaire's parser requires exactly as many piles as the preset has: 7
        "tableau piles": {
            "type": "array",
            "minItems": 7,
            "maxItems": 7,
            "items": {"$ref": "#/$defs/cards"},
        },
        "stock": {"$ref": "#/$defs/cards", "maxItems": 24},
        "waste": {"$ref": "#/$defs/cards", "maxItems": 24},
        # ONE flat list: a nested list is what crashed it
        "foundations": {"$ref": "#/$defs/cards", "maxItems": 52},
    },
    "required": ["tableau piles", "stock"],
    "additionalProperties": False,
}
VALIDATOR = jsonschema.Draft202012Validator(KLONDIKE_DEAL_SCHEMA)
RANKS = ["A", "2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K"]


def check_deal(data: dict) -> None:
    """The schema, then what Solvitaire's parser and a Klondike position also need."""
    VALIDATOR.validate(data)
    tableau = data["tableau piles"]
    waste, found = data.get("waste", []), data.get("foundations", [])
    every = [c.upper() for p in tableau for c in p] + [c.upper() for c in data["stock"]]
    every += [c.upper() for c in waste + found]
    assert Counter(every) == Counter(r + s for r in RANKS for s in "CDHS"), "not 52 cards"
    for pile in tableau:
        faces = ["up" if c[-1].isupper() else "down" for c in pile]
        assert faces == sorted(faces), f"face-down card above a face-up one in {pile}"
        assert not pile or faces[-1] == "up", f"a tableau pile's top card is face up: {pile}"
    assert all(c[-1].islower() for c in data["stock"]), "the stock is face down"
    assert all(c[-1].isupper() for c in waste + found), "waste and foundations are face up"
    by_suit: dict[str, list[str]] = {}
    for c in found:  # Solvitaire stacks each card on its suit's foundation, in list order
        by_suit.setdefault(c[-1], []).append(c[:-1])
    for suit, ranks in by_suit.items():
        assert ranks == RANKS[: len(ranks)], f"foundation {suit} out of order: {ranks}"


def position(g: sw.Game) -> tuple:
    """A Klondike position as the format can hold it: which foundation slot holds which
    suit is not part of it."""
    ids = g._ids
    piles = {pid: tuple(g._piles[i]) for i, pid in enumerate(ids)}
    tableau = tuple((piles[t], g._down[ids.index(t)]) for t in ids if t.startswith("t"))
    found = tuple(sorted(piles[f] for f in ids if f.startswith("f")))
    return tableau, piles["stock"], piles["waste"], found


def play_to_mid_game(seed: int, draw_count: int, rng: random.Random, steps: int) -> sw.Game:
    """Random play that favours foundation moves, so foundations fill up."""
    g = sw.Game("klondike", seed=seed, draw_count=draw_count)
    for _ in range(steps):
        legal = g.legal_moves()
        if not legal:
            break
        up = [m for m in legal if str(m.dst).startswith("f") and not str(m.src).startswith("f")]
        g.play(rng.choice(up) if up and rng.random() < 0.8 else rng.choice(legal))
    return g


def test_the_schema_catches_the_old_export_and_stray_keys():
    """The checks can fail: the nested foundations the old export wrote, an unknown key,
    a six-pile tableau and a misspelt card are all refused."""
    data = to_solvitaire(sw.Game("klondike", seed=3))
    check_deal(data)
    for bad in (
        {**data, "foundations": [[], [], [], []]},
        {**data, "foundations": [["AH", "2H"], [], [], []]},
        {**data, "cells": []},
        {**data, "tableau piles": data["tableau piles"][:6]},
        {**data, "stock": ["1X"] + data["stock"][1:]},
        {"tableau piles": data["tableau piles"]},
    ):
        with pytest.raises(jsonschema.ValidationError):
            VALIDATOR.validate(bad)


@pytest.mark.parametrize("draw_count", [1, 3])
def test_fresh_deals_match_the_schema(draw_count):
    rng = random.Random(draw_count)
    seeds = [0, 1, 7, 2**63, 2**64 - 1] + [rng.randrange(2**64) for _ in range(150)]
    for seed in seeds:
        g = sw.Game("klondike", seed=seed, draw_count=draw_count)
        data = json.loads(dumps(g))
        check_deal(data)
        assert sorted(data) == ["stock", "tableau piles"]  # nothing empty written out
        assert [len(p) for p in data["tableau piles"]] == list(range(1, 8))
        assert from_solvitaire(data, draw_count=draw_count).state_key() == g.state_key()


@pytest.mark.parametrize("draw_count", [1, 3])
def test_mid_game_positions_match_the_schema_and_read_back(draw_count):
    rng = random.Random(100 + draw_count)
    full = 0  # positions with a waste, foundations and face-down cards all present
    for _ in range(60):
        g = play_to_mid_game(rng.randrange(2**64), draw_count, rng, rng.randrange(20, 160))
        data = json.loads(dumps(g))
        check_deal(data)
        assert ("waste" in data) == bool(g.piles["waste"].cards)
        found = [c for f in ("f1", "f2", "f3", "f4") for c in g.piles[f].cards]
        assert data.get("foundations", []) == [c.code2.replace("T", "10") for c in found]
        h = from_solvitaire(data, draw_count=draw_count)
        assert position(h) == position(g)
        assert to_solvitaire(h) == data
        lowered = any(c[-1].islower() for p in data["tableau piles"] for c in p)
        full += bool(data.get("waste")) and bool(data.get("foundations")) and lowered
    assert full >= 15


@pytest.mark.parametrize("seed", [1, 7, 123456])
def test_start_position_round_trip_rebuilds_the_deck(seed):
    g = sw.Game("klondike", seed=seed)
    data = to_solvitaire(g)
    assert len(data["tableau piles"]) == 7 and len(data["stock"]) == 24
    assert "waste" not in data and "foundations" not in data
    # face-down cards lower case, top cards upper case, the stock's last card dealt first
    for i, pile in enumerate(data["tableau piles"]):
        assert len(pile) == i + 1
        assert all(c[-1].islower() for c in pile[:-1]) and pile[-1][-1].isupper()
    first = g.piles["stock"].cards[-1]
    assert data["stock"][-1].upper() == first.code2.replace("T", "10")
    h = from_solvitaire(data)
    assert h.state_key() == g.state_key()
    assert [str(c) for c in h.deck] == [str(c) for c in g.deck]
    assert loads(dumps(g)).state_key() == g.state_key()
    # the first card dealt from the stock is the export's last stock card
    g.play("s-w")
    assert to_solvitaire(g)["waste"][0] == data["stock"][-1].upper()


def test_mid_game_round_trip():
    g = sw.Game("klondike", seed=5, draw_count=1)
    rng = random.Random(5)
    for _ in range(40):
        g.play(rng.choice(g.legal_moves()))
    # this line put its first Ace on f4: the flat list can't say which slot a suit is in,
    # so the import stacks the suits from f1 on
    assert [len(g.piles[f].cards) for f in ("f1", "f2", "f3", "f4")] == [0, 0, 0, 1]
    data = json.loads(json.dumps(to_solvitaire(g)))
    h = from_solvitaire(data, draw_count=1)
    assert [len(h.piles[f].cards) for f in ("f1", "f2", "f3", "f4")] == [1, 0, 0, 0]
    assert position(h) == position(g)
    assert to_solvitaire(h) == data
    assert h.moves == [] and h.meta["solvitaire"] == data
    # the imported position is a real game: the solver and the engine agree on it
    assert solve(h, 5).status == solve(g, 5).status

    # and the same moves, up to the foundation slots' names
    def moves(game):
        return sorted(re.sub(r"f[1-4]", "f", str(m)) for m in game.legal_moves())

    assert moves(h) == moves(g)


def test_a_mid_game_deal_written_by_hand():
    hearts = [r + "H" for r in RANKS[:12]]
    spades = [r + "S" for r in RANKS[:11]]
    deal = {
        "tableau piles": [["KH"], ["KS"], [], [], [], [], []],
        "stock": [],
        "waste": ["QS"],
        # one flat list; the suits may be interleaved, each one in order
        "foundations": [c for pair in zip(hearts, spades, strict=False) for c in pair]
        + hearts[11:]
        + [r + "D" for r in RANKS]
        + [r + "C" for r in RANKS],
    }
    check_deal(deal)
    g = from_solvitaire(deal)
    assert [len(g.piles[f].cards) for f in ("f1", "f2", "f3", "f4")] == [12, 11, 13, 13]
    r = solve(g, 2)
    assert r.status == "won"
    for m in r.moves:
        g.play(m)
    assert g.is_won()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: d.update(cells=[]), "unknown key 'cells'"),
        (lambda d: d.pop("stock"), "'stock' is missing"),
        (lambda d: d["tableau piles"].pop(), "7 piles"),
        (lambda d: d["stock"].__setitem__(0, "1X"), "not a Solvitaire card"),
        (lambda d: d["stock"].__setitem__(0, d["stock"][1]), "appears 2 times"),
        (lambda d: d["tableau piles"][2].reverse(), "face-down card above a face-up"),
        (lambda d: d.update(foundations=["2H"]), re.escape("must be 'AH'")),
        (lambda d: d.update(foundations=["AH", "AS", "3H"]), re.escape("card 3 is '3H'")),
        (lambda d: d.update(foundations=[[], [], [], []]), "one flat list of cards"),
        (lambda d: d.update(foundations=[["AH"]]), "not a list per foundation"),
        (lambda d: d.update(waste="AS"), "'waste' must be a list"),
    ],
)
def test_bad_deals_are_refused_with_the_problem_named(change, message):
    data = to_solvitaire(sw.Game("klondike", seed=3))
    change(data)
    with pytest.raises(ValueError, match=message):
        from_solvitaire(data)


def test_other_inputs_are_refused():
    with pytest.raises(ValueError, match="not JSON"):
        from_solvitaire("{oops")
    with pytest.raises(ValueError, match="JSON object"):
        from_solvitaire("[]")
    with pytest.raises(ValueError, match="klondike here, not klondike32"):
        to_solvitaire(sw.Game("klondike32", seed=1))
