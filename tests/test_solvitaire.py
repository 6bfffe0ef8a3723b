"""Solvitaire deal JSON: export, import, round trips from the start and mid-game."""

from __future__ import annotations

import json
import random

import pytest

import solitaire_widget as sw
from solitaire_widget.solver import solve
from solitaire_widget.solvitaire import dumps, from_solvitaire, loads, to_solvitaire


@pytest.mark.parametrize("seed", [1, 7, 123456])
def test_start_position_round_trip_rebuilds_the_deck(seed):
    g = sw.Game("klondike", seed=seed)
    data = to_solvitaire(g)
    assert len(data["tableau piles"]) == 7 and len(data["stock"]) == 24
    assert data["waste"] == [] and data["foundations"] == [[], [], [], []]
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


def test_mid_game_round_trip():
    g = sw.Game("klondike", seed=5, draw_count=1)
    rng = random.Random(5)
    for _ in range(40):
        g.play(rng.choice(g.legal_moves()))
    data = json.loads(json.dumps(to_solvitaire(g)))
    h = from_solvitaire(data, draw_count=1)
    assert h.state_key() == g.state_key()
    assert to_solvitaire(h) == data
    assert h.moves == [] and h.meta["solvitaire"] == data
    # the imported position is a real game: the solver and the engine agree on it
    assert solve(h, 5).status == solve(g, 5).status
    assert [str(m) for m in h.legal_moves()] == [str(m) for m in g.legal_moves()]


def test_a_mid_game_deal_written_by_hand():
    deal = {
        "tableau piles": [["KH"], ["KS"], [], [], [], [], []],
        "stock": [],
        "waste": ["QS"],
        "foundations": [
            ["AH", "2H", "3H", "4H", "5H", "6H", "7H", "8H", "9H", "10H", "JH", "QH"],
            ["AS", "2S", "3S", "4S", "5S", "6S", "7S", "8S", "9S", "10S", "JS"],
            ["AD", "2D", "3D", "4D", "5D", "6D", "7D", "8D", "9D", "10D", "JD", "QD", "KD"],
            ["AC", "2C", "3C", "4C", "5C", "6C", "7C", "8C", "9C", "10C", "JC", "QC", "KC"],
        ],
    }
    g = from_solvitaire(deal)
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
        (lambda d: d.update(foundations=[["2H"]]), "must run A, 2, 3"),
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
