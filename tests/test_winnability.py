"""Winnability studies: counts, Wilson intervals with unknowns both ways, any executor."""

from __future__ import annotations

from concurrent.futures import ThreadPoolExecutor

import pytest

from solitaire_widget.solver import Winnability, solve, wilson_interval, winnability


def test_wilson_interval_values():
    lo, hi = wilson_interval(5, 10)
    assert lo == pytest.approx(0.2366, abs=1e-4) and hi == pytest.approx(0.7634, abs=1e-4)
    lo, hi = wilson_interval(0, 10)
    assert lo == 0.0 and hi == pytest.approx(0.2775, abs=1e-4)
    lo, hi = wilson_interval(10, 10)
    assert lo == pytest.approx(0.7225, abs=1e-4) and hi == pytest.approx(1.0)
    assert wilson_interval(0, 0) == (0.0, 1.0)


def test_winnability_on_a_thread_pool_matches_single_solves():
    seeds = [11, 1, 2, 18, 3]
    with ThreadPoolExecutor(2) as ex:
        w = winnability("klondike32", budget=5, executor=ex, seeds=seeds, progress=False)
    assert isinstance(w, Winnability)
    assert [r["seed"] for r in w.rows] == sorted(seeds)
    from solitaire_widget import Game

    for row in w.rows:
        assert row["result"] == solve(Game("klondike32", seed=row["seed"]), 5).status
        assert set(row) >= {"seed", "result", "seconds", "states"}
    c = w.counts
    assert c == {"won": 3, "lost": 2, "unknown": 0}
    assert w.win_rate == pytest.approx(3 / 5)
    assert w.ci == pytest.approx(wilson_interval(3, 5))
    assert "won 3" in w.summary()


def test_unknowns_count_as_losses_low_and_wins_high():
    with ThreadPoolExecutor(1) as ex:
        w = winnability(
            "klondike", deals=4, budget={"states": 3}, executor=ex, progress=False, draw_count=3
        )
    c = w.counts
    assert c["unknown"] >= 1
    lo, hi = w.ci
    assert lo == pytest.approx(wilson_interval(c["won"], 4)[0])
    assert hi == pytest.approx(wilson_interval(c["won"] + c["unknown"], 4)[1])


def test_winnability_default_process_pool_and_table():
    w = winnability("klondike32", deals=3, budget=5, workers=1, progress=False)
    assert [r["seed"] for r in w.rows] == [1, 2, 3]
    table = w.table
    rows = table.to_dict("records") if hasattr(table, "to_dict") else table
    assert [r["seed"] for r in rows] == [1, 2, 3]
    assert w.seconds_percentiles()[50] >= 0


def test_winnability_bad_input():
    with pytest.raises(ValueError, match="unknown variant"):
        winnability("spider", deals=1, progress=False)
    with pytest.raises(ValueError, match="option draw_count"):
        winnability("klondike", deals=1, progress=False, draw_count=2)
    with pytest.raises(ValueError, match="budget"):
        winnability("klondike", deals=1, progress=False, budget="long")


def test_winnability_on_a_dask_local_cluster():
    distributed = pytest.importorskip("distributed")
    with (
        distributed.LocalCluster(
            n_workers=1, threads_per_worker=1, processes=False, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        w = winnability(
            "klondike32",
            seeds=range(1, 7),
            budget=5,
            executor=client.get_executor(),
            progress=False,
        )
    assert [r["seed"] for r in w.rows] == list(range(1, 7))
    assert sum(w.counts.values()) == 6
    assert w.counts["won"] >= 4
