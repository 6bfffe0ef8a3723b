"""The table's controls on the kernel side: Restart, autodrop, the score and the clock.

The rules are in docs/scoring.md; the page's part is in tests/test_controls_browser.py.
"""

from __future__ import annotations

import json
import random
from unittest.mock import ANY

import pytest
import traitlets

import solitaire_widget as sw
from solitaire_widget import Game, Move
from solitaire_widget import scoring as sc
from solitaire_widget import widget as widget_mod
from solitaire_widget.widget import SolitaireWidget

from .test_widget import AUTO_FINISH_LINE, send


def table(w: SolitaireWidget) -> dict:
    return json.loads(json.dumps(w.get_state()["_table"]))


def random_positions(variant: str, seeds: range, steps: int, **options):
    """Games reached by random legal play (each one a fresh Game), every step yielded."""
    for seed in seeds:
        g = Game(variant, seed=seed, **options)
        rnd = random.Random(seed)
        for _ in range(steps):
            moves = g.legal_moves()
            if not moves or g.is_won():
                break
            g.play(rnd.choice(moves))
            yield g


def winning_line_positions(variant: str, seeds: range, **options):
    """Positions along the solver's winning line of each deal (where the cards go home far
    more often than in random play); each one a copy, known winnable."""
    for seed in seeds:
        g = Game(variant, seed=seed, **options)
        result = sw.solve(g, budget={"seconds": 3})
        if result.status != "won":
            continue
        for m in result.moves[:-1]:
            g.play(m)
            yield g.copy()


def home_moves(g: Game) -> list[Move]:
    return [
        m
        for m in g.legal_moves()
        if m.dst.startswith("f") and not m.src.startswith("f") and m.count == 1
    ]


def on_foundations(g: Game) -> set[int]:
    return {c.code for p in g.piles.values() if p.id.startswith("f") for c in p.cards}


# ---------------------------------------------------------------------------- scoring

#: the documented Windows standard table (docs/scoring.md), written out independently
STANDARD = {"w-t": 5, "w-f": 10, "t-f": 10, "f-t": -15, "turn": 5, "recycle1": -100}


def expected_standard_delta(g: Game, move: Move, effects) -> int:
    kind = lambda pid: pid[0] if pid[0] in "wft" else pid  # noqa: E731
    src, dst = kind(move.src), kind(move.dst)
    points = {"wt": STANDARD["w-t"], "wf": STANDARD["w-f"], "tf": STANDARD["t-f"]}.get(src + dst, 0)
    if src == "f" and dst == "t":
        points = STANDARD["f-t"]
    if move.src == "waste" and move.dst == "stock":
        points = STANDARD["recycle1"]
    for fx in effects:
        points += STANDARD["turn"] if fx.kind == "turn_up" else 10
    return points


def test_standard_score_follows_the_table_step_by_step():
    seen = set()
    for seed in range(1, 9):
        g = Game("klondike", seed=seed, draw_count=1)
        rnd = random.Random(seed)
        for _ in range(150):
            moves = g.legal_moves()
            if not moves:
                break
            before = sc.score(g, "standard")
            move = rnd.choice(moves)
            effects = g.play(move)
            want = max(0, before + expected_standard_delta(g, move, effects))
            assert sc.score(g, "standard") == want, (seed, str(move), before)
            seen.add((move.src[0], move.dst[0], bool(effects)))
            # undo takes the move's points back with it
            g.undo()
            assert sc.score(g, "standard") == before
            g.redo()
    # the sample went through every kind of step the table scores
    assert {("w", "t", False), ("t", "f", True), ("w", "s", False), ("f", "t", False)} <= seen


@pytest.mark.parametrize(
    ("variant", "options"),
    [("klondike", {"draw_count": 1}), ("klondike", {"draw_count": 3}), ("klondike32", {})],
)
def test_kept_score_equals_the_full_sum_over_random_games(variant, options):
    """Property: the step-by-step ScoreKeeper equals the whole-history sum after every
    action of random games mixing moves, undo runs, redo and other moves after an undo
    (a history rewritten from below), restarts and games switched under it."""
    rnd = random.Random(f"{variant}{options}")
    keeper = sc.ScoreKeeper()
    actions: dict[str, int] = {}
    positive = 0
    for seed in range(1, 13):
        g = Game(variant, seed=seed, **options)
        for _ in range(260):
            r = rnd.random()
            if r < 0.12 and g.can_undo:
                for _ in range(rnd.randint(1, 4)):
                    g.undo()
                kind = "undo"
            elif r < 0.18 and g.can_redo:
                g.redo()
                kind = "redo"
            elif r < 0.19:
                g = g.copy() if rnd.random() < 0.5 else Game(variant, seed=seed, **options)
                kind = "switch"
            else:
                moves = g.legal_moves()
                if not moves:
                    break
                g.play(rnd.choice(moves))
                kind = "move"
            actions[kind] = actions.get(kind, 0) + 1
            if rnd.random() < 0.4:  # not asked after every action: an undo and another
                continue  # move can come between two calls (several steps at once)
            kept = keeper.score(g, "standard")
            assert kept == sc.score(g, "standard"), (seed, kind, [str(m) for m in g.moves])
            positive += kept > 0
            assert keeper.score(g, "vegas") == sc.score(g, "vegas")
    assert set(actions) == {"undo", "redo", "switch", "move"} and positive > 50


def test_draw_3_recycle_costs_20():
    g = Game("klondike", seed=3, draw_count=3)
    while g.piles["stock"].cards:
        g.play("s-w")
    g.play("w-t1") if g.is_legal("w-t1") else None
    before = sc.score(g, "standard")
    g.play("w-s")
    assert sc.score(g, "standard") == max(0, before - 20)


def test_vegas_pays_per_card_home_and_costs_the_deck():
    assert sc.score(Game("klondike", seed=1), "vegas") == -52
    for g in random_positions("klondike", range(1, 4), 120, draw_count=1):
        assert sc.score(g, "vegas") == -52 + 5 * g.foundation_count()
    g = Game("klondike32", seed=5, draw_count=1)
    for m in AUTO_FINISH_LINE:
        g.play(m)
    for m in g.auto_finish_moves():
        g.play(m)
    assert g.is_won() and sc.score(g, "vegas") == -32 + 5 * 32


def test_matrimony_has_no_scored_play():
    g = Game("matrimony", seed=1)
    assert sc.score(g, "none") == 0
    with pytest.raises(ValueError, match="Matrimony has no scored play"):
        sc.score(g, "standard")
    with pytest.raises(traitlets.TraitError, match="Matrimony"):
        SolitaireWidget("matrimony", seed=1, library=None, scoring="vegas")
    with pytest.raises(traitlets.TraitError, match="unknown scoring 'golf'"):
        SolitaireWidget("klondike", seed=1, library=None, scoring="golf")


def test_widget_score_trait_follows_moves_and_undo():
    w = SolitaireWidget("klondike", seed=123456789, library=None, draw_count=1, scoring="vegas")
    assert w.score == -52 and w.get_state()["score"] == -52
    move = next(m for m in w.game.legal_moves() if m.dst.startswith("f"))
    send(w, {"kind": "move", "src": move.src, "dst": move.dst, "count": 1, "version": w._version})
    assert w.score == -47
    w.undo()
    assert w.score == -52
    w.scoring = "standard"
    assert w.score == 0
    w.play(move)  # t4-f1 turns a card up: 10 + 5
    assert w.score == 15


# ---------------------------------------------------------------------------- restart


def test_restart_intent_deals_the_same_deal_again():
    w = SolitaireWidget("klondike", seed=123456789, library=None, scoring="standard")
    deck = list(w.game.deck)
    for m in w.game.legal_moves()[:1]:
        w.play(m)
    assert w.move_count == 1
    send(w, {"kind": "restart", "id": "v1-1"})
    t = table(w)
    assert w.move_count == 0 and list(w.game.deck) == deck and w.deal == 123456789
    assert t["message"] == {"kind": "info", "text": "Restarted deal 123456789.", "serial": ANY}
    assert w.score == 0 and w.elapsed == 0.0 and w._clock["running"] is False
    w.lang = "it"
    send(w, {"kind": "restart", "id": "v1-2"})
    assert table(w)["message"]["text"] == "Ricominciata la partita 123456789."


def test_restart_of_an_explicit_deck():
    deck = list(Game("klondike", seed=8).deck)
    w = SolitaireWidget(Game("klondike", deck=deck), library=None)
    w.play(w.game.legal_moves()[0])
    send(w, {"kind": "restart"})
    assert list(w.game.deck) == deck and not w.game.moves
    assert table(w)["message"]["text"] == "Restarted the deal."


# ---------------------------------------------------------------------------- clock


class FakeClock:
    def __init__(self) -> None:
        self.t = 1000.0

    def __call__(self) -> float:
        return self.t


@pytest.fixture
def clock(monkeypatch):
    c = FakeClock()
    monkeypatch.setattr(widget_mod, "_now", c)
    return c


def test_clock_starts_at_the_first_move_and_pauses_out_of_sight(clock):
    w = SolitaireWidget("klondike", seed=1, library=None, draw_count=1)
    clock.t += 30  # looking at the deal is not playing
    w.refresh()
    assert w.elapsed == 0 and w._clock == {"elapsed": 0.0, "running": False}
    w.play("s-w")
    assert w._clock["running"] is True
    clock.t += 10
    version = w._version
    send(w, {"kind": "clock", "visible": False})
    assert w.elapsed == 10 and w._clock == {"elapsed": 10.0, "running": False}
    assert w._version == version  # no new table: a move sent meanwhile is not stale
    clock.t += 100  # out of sight
    send(w, {"kind": "clock", "visible": True})
    assert w._clock == {"elapsed": 10.0, "running": True}
    clock.t += 2.5
    send(w, {"kind": "stock", "version": version})  # the version from before the pauses
    assert len(w.game.moves) == 2 and w.elapsed == 12.5
    w.new_deal(5)
    assert w.elapsed == 0 and w._clock["running"] is False


def test_clock_stops_at_the_win(clock):
    w = SolitaireWidget(Game("klondike32", seed=5, draw_count=1), library=None)
    for m in AUTO_FINISH_LINE:
        w.play(m)
    clock.t += 60
    send(w, {"kind": "auto_finish"})
    assert w.status == "won" and w.elapsed == 60 and w._clock["running"] is False
    clock.t += 60
    w.refresh()
    assert w.elapsed == 60


def test_clock_runs_while_any_view_is_in_sight(clock):
    # each view says whether it is in sight (the session tag of its ids tells them apart):
    # one scrolled away, or an old page that said "hidden" as it was reloaded, does not
    # stop the clock of the view being played; it used to be the last view to report
    w = SolitaireWidget("klondike", seed=1, library=None, draw_count=1)
    w.play("s-w")
    send(w, {"kind": "clock", "visible": True, "id": "top-1"})
    send(w, {"kind": "clock", "visible": False, "id": "below-1"})
    clock.t += 10
    assert w._clock["running"] is True
    send(w, {"kind": "clock", "visible": False, "id": "top-2"})  # now none in sight
    assert w.elapsed == 10 and w._clock["running"] is False
    clock.t += 50
    send(w, {"kind": "clock", "visible": True, "id": "reloaded-1"})  # a new page's view
    clock.t += 5
    w.refresh()
    assert w.elapsed == 15 and w._clock["running"] is True
    # a page making up tags is bounded
    for n in range(500):
        send(w, {"kind": "clock", "visible": True, "id": f"made{n}-1"})
    assert len(w._in_sight) <= 64


def test_undoing_back_to_the_deal_does_not_stop_the_clock(clock):
    w = SolitaireWidget("klondike", seed=1, library=None, draw_count=1)
    w.play("s-w")
    clock.t += 30
    w.undo()
    assert not w.game.can_undo and w._clock["running"] is True
    clock.t += 100
    w.play("s-w")
    assert w.elapsed == 130
    w.restart()
    assert w.elapsed == 0 and w._clock["running"] is False
