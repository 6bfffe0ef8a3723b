"""Winnability studies: counts, Wilson intervals with unknowns both ways, any executor."""

from __future__ import annotations

import itertools
import json
import time
from concurrent.futures import ThreadPoolExecutor

import pytest

from solitaire_widget.solver import (
    Winnability,
    solve,
    wilson_interval,
    winnability,
    winnability_study,
)
from tests.helpers import process_gone, start_script


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


def test_a_study_too_big_or_with_bad_seeds_is_refused_before_it_starts(tmp_path):
    # refused before any list is built: 10**12 deals once ended in MemoryError
    for bad in (10**12, 10**5000, -1, 2.5, "10", True):
        with pytest.raises(ValueError, match="deals must be a whole number from 0 to 1,000,000"):
            winnability("klondike", deals=bad, progress=False)
        with pytest.raises(ValueError, match="deals must be a whole number"):
            winnability_study("klondike", tmp_path / "s", deals=bad, progress=False)
    endless = itertools.count(1)  # an endless iterable is read only up to the bound
    with pytest.raises(ValueError, match="more than 1,000,000 deals"):
        winnability("klondike", seeds=endless, progress=False)
    assert next(endless) == 1_000_002
    for seeds, shown in (
        ([1, 2.0], "2.0"),
        ([1, "3"], "'3'"),
        ([-4], "-4"),
        ([2**64], "18446744073709551616"),
        ([1, True], "True"),  # operator.index(True) is 1: refused as a bool first
    ):
        with pytest.raises(ValueError, match=f"seeds: {shown}.* is not a deal number"):
            winnability("klondike", seeds=seeds, progress=False)
    for seeds in (5, -1, 1.5, object(), "123"):  # each was Python's bare TypeError
        with pytest.raises(ValueError, match="seeds must be deal numbers"):
            winnability("klondike", seeds=seeds, progress=False)
        with pytest.raises(ValueError, match="seeds must be deal numbers"):
            winnability_study("klondike", tmp_path / "s", seeds=seeds, progress=False)
    for kw, problem in (
        ({"executor": "dask"}, "executor must be a concurrent.futures-style executor"),
        ({"executor": 5}, "executor must be"),
        ({"workers": 0}, "workers must be None"),
        ({"workers": -1}, "workers must be None"),
        ({"workers": 10**5000}, "workers must be None .* not an integer of 16610 bits"),
        ({"workers": "2"}, "workers must be None"),
    ):
        with pytest.raises(ValueError, match=problem):
            winnability("klondike", deals=1, progress=False, **kw)
        with pytest.raises(ValueError, match=problem):
            winnability_study("klondike", tmp_path / "s", deals=1, progress=False, **kw)
    assert not (tmp_path / "s").exists()  # nothing written for a refused study


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


# ---------------------------------------------------------------- chunked, resumable studies
def _crash(*args):
    raise RuntimeError("the worker died")


class _Flaky:
    """An executor that runs every task on ``inner`` but turns submission ``fail_at`` (0 based)
    into a crash, and counts what it was given."""

    def __init__(self, inner, fail_at: int | None = None) -> None:
        self.inner, self.fail_at, self.submitted = inner, fail_at, []

    def submit(self, fn, *args, **kwargs):
        n = len(self.submitted)
        self.submitted.append(args[1])  # the chunk's seeds
        if n == self.fail_at:
            return self.inner.submit(_crash, *args)
        return self.inner.submit(fn, *args, **kwargs)


def _same(a, b) -> bool:
    """The same rows, solve times aside (they vary run to run)."""

    def strip(rows):
        return [{k: v for k, v in r.items() if k != "seconds"} for r in rows]

    return strip(a.rows) == strip(b.rows)


@pytest.fixture(params=["processes", "dask"])
def executor(request):
    """Two local worker processes, or a Dask LocalCluster's executor."""
    if request.param == "processes":
        from concurrent.futures import ProcessPoolExecutor

        with ProcessPoolExecutor(2) as ex:
            yield ex
        return
    distributed = pytest.importorskip("distributed")
    with (
        distributed.LocalCluster(
            n_workers=2, threads_per_worker=1, processes=False, dashboard_address=None
        ) as cluster,
        distributed.Client(cluster) as client,
    ):
        yield client.get_executor()


def test_a_study_resumes_after_a_crash_and_matches_a_straight_run(executor, tmp_path):
    """Nine deals in three chunks: the third chunk's worker dies, the first two parts stay
    on disk (whole), the rerun solves only the third, and the totals are a straight run's."""
    from solitaire_widget.solver import load_study, winnability_study

    kw = {"seeds": range(1, 10), "chunk": 3, "budget": 5, "progress": False}
    straight = winnability_study("klondike32", tmp_path / "a", executor=executor, **kw)
    assert straight.deals == 9 and sum(straight.counts.values()) == 9
    flaky = _Flaky(executor, fail_at=2)
    with pytest.raises(RuntimeError, match="worker died"):
        winnability_study("klondike32", tmp_path / "b", executor=flaky, in_flight=1, **kw)
    parts = sorted(p.name for p in (tmp_path / "b").iterdir())
    assert parts == ["part-000000.jsonl", "part-000001.jsonl", "study.json"]
    assert load_study(tmp_path / "b").deals == 6  # what survived the crash
    again = _Flaky(executor)
    resumed = winnability_study("klondike32", tmp_path / "b", executor=again, **kw)
    assert again.submitted == [[7, 8, 9]]  # the finished chunks were skipped
    assert _same(resumed, straight) and resumed.counts == straight.counts
    assert _same(load_study(tmp_path / "b"), straight)


def test_a_study_runs_in_sessions_and_redoes_a_damaged_part(tmp_path):
    from solitaire_widget.solver import load_study, winnability_study

    kw = {"deals": 8, "chunk": 3, "budget": 5, "progress": False}
    with ThreadPoolExecutor(1) as ex:
        first = winnability_study("solitario", tmp_path, executor=ex, max_chunks=2, **kw)
        assert [r["seed"] for r in first.rows] == list(range(1, 7))
        # a part cut short (or edited by hand) is not trusted: its chunk is solved again
        part = tmp_path / "part-000001.jsonl"
        part.write_text(part.read_text().splitlines()[0] + "\n")
        assert load_study(tmp_path).deals == 3
        (tmp_path / "part-000000.jsonl").write_bytes(b"\xff\xfe garbage")  # not even text
        assert load_study(tmp_path).deals == 0
        counting = _Flaky(ex)
        done = winnability_study("solitario", tmp_path, executor=counting, **kw)
    assert counting.submitted == [[1, 2, 3], [4, 5, 6], [7, 8]]
    assert [r["seed"] for r in done.rows] == list(range(1, 9))
    with ThreadPoolExecutor(1) as ex:
        straight = winnability("klondike32", deals=8, budget=5, executor=ex, progress=False)
    assert _same(done, straight)
    assert not list(tmp_path.glob("*.tmp"))


def test_a_study_directory_holds_one_study(tmp_path):
    from solitaire_widget.solver import load_study, winnability_study

    with ThreadPoolExecutor(1) as ex:
        winnability_study("klondike32", tmp_path, deals=2, chunk=2, executor=ex, progress=False)
        with pytest.raises(ValueError, match="another study.*budget"):
            winnability_study(
                "klondike32", tmp_path, deals=2, chunk=2, budget=3, executor=ex, progress=False
            )
        with pytest.raises(ValueError, match="another study.*options"):
            winnability_study(
                "klondike32",
                tmp_path,
                deals=2,
                chunk=2,
                executor=ex,
                progress=False,
                tableau_direction="up",
            )
    with pytest.raises(ValueError, match="chunk must be a whole number of deals from 1 to"):
        winnability_study("klondike32", tmp_path / "x", chunk=0)
    with pytest.raises(ValueError, match="chunk must be a whole number of deals from 1 to"):
        winnability_study("klondike32", tmp_path / "x", chunk=10**9)
    with pytest.raises(ValueError, match="max_chunks"):
        winnability_study("klondike32", tmp_path / "x", max_chunks=-1)
    with pytest.raises(ValueError, match="seeds: deal 1 is listed twice"):
        winnability_study("klondike32", tmp_path / "x", seeds=[1, 1])
    with pytest.raises(ValueError, match="no winnability study"):
        load_study(tmp_path / "nothing")
    (tmp_path / "study.json").write_bytes(b"\xff{not json")
    with pytest.raises(ValueError, match="not a readable study manifest"):
        load_study(tmp_path)
    with pytest.raises(ValueError, match="not a readable study manifest"):
        winnability_study("klondike32", tmp_path, deals=2, chunk=2)


def test_a_manifest_budget_of_plain_seconds_loads(tmp_path):
    # the manifest's check takes a number of seconds; load_study then did Budget(**1)
    from solitaire_widget.solver import load_study

    with ThreadPoolExecutor(1) as ex:
        winnability_study("klondike32", tmp_path, deals=2, chunk=1, executor=ex, progress=False)
    path = tmp_path / "study.json"
    path.write_text(json.dumps({**json.loads(path.read_text()), "budget": 1.5}))
    w = load_study(tmp_path)
    assert w.budget.seconds == 1.5 and w.budget.states is None and len(w.rows) == 2


def test_results_without_their_manifest_are_not_adopted(tmp_path):
    # a folder of klondike32 parts without study.json was taken as a Matrimony study's
    # answers (the seeds matched): "won 4" with nothing solved
    with ThreadPoolExecutor(1) as ex:
        winnability_study("klondike32", tmp_path, deals=4, chunk=2, executor=ex, progress=False)
        (tmp_path / "study.json").unlink()
        parts = sorted(p.name for p in tmp_path.iterdir())
        with pytest.raises(ValueError, match="holds part-000000.jsonl but no study.json"):
            winnability_study("matrimony", tmp_path, deals=4, chunk=2, executor=ex, progress=False)
    assert sorted(p.name for p in tmp_path.iterdir()) == parts  # nothing written


@pytest.mark.parametrize(
    ("kw", "says"),
    [
        ({"start": "1"}, "start must be a deal number"),
        ({"start": 1.5}, "start must be a deal number"),
        ({"start": True}, "start must be a deal number"),
        ({"start": -1}, "start must be a deal number"),
        ({"start": 1, "max_tries": -3}, "max_tries must be a whole number from 1"),
        ({"start": 1, "max_tries": None}, "max_tries must be a whole number from 1"),
        ({"start": 1, "max_tries": 10**5000}, "max_tries must be .* an integer of 16610 bits"),
    ],
)
def test_find_winnable_seed_checks_where_it_starts_and_how_far_it_goes(kw, says):
    from solitaire_widget.solver import find_winnable_seed

    with pytest.raises(ValueError, match=says):
        find_winnable_seed("klondike32", **kw)


_GOOD_ROW = {"result": "won", "seconds": 0.5, "states": 10, "moves": 60}


@pytest.mark.parametrize(
    ("field", "value", "says"),
    [
        ("seeds", {"start": 0, "count": 10**12}, "seeds are not up to 1,000,000"),
        ("seeds", {"start": 2**64 - 1, "count": 2}, "seeds are not up to"),
        ("seeds", ["1", 2.5, True], "seeds are not up to"),
        ("seeds", [1, 1], "seeds repeat"),
        ("seeds", [1, 2, 3], "do not match its deals and seeds_sha256"),
        ("chunk", 0, "chunk is not a whole number"),
        ("chunk", "2", "chunk is not a whole number"),
        ("variant", "x" * 100_000, "are not a game: unknown variant"),
        ("options", {"draw_count": "x"}, "are not a game"),
        ("options", [], "options are not an object"),
        ("budget", {"seconds": "x"}, "budget is not one"),
        ("budget", None, "budget is not one"),
    ],
)
def test_a_hostile_manifest_is_refused_whole_naming_the_field(field, value, says, tmp_path):
    # a study directory may come from elsewhere: every field of its manifest is checked
    # before anything is built from it (a count of 10**12 used to build the list of seeds)
    from solitaire_widget.solver import load_study, winnability_study

    with ThreadPoolExecutor(1) as ex:
        winnability_study("klondike32", tmp_path, deals=4, chunk=2, executor=ex, progress=False)
    path = tmp_path / "study.json"
    man = json.loads(path.read_text())
    path.write_text(json.dumps({**man, field: value}))
    for reader in (load_study, lambda d: winnability_study("klondike32", d, deals=4, chunk=2)):
        t0 = time.perf_counter()
        with pytest.raises(ValueError, match=says) as info:
            reader(tmp_path)
        assert time.perf_counter() - t0 < 2 and len(str(info.value)) < 500


def test_a_manifest_past_its_size_is_not_read(tmp_path, monkeypatch):
    from solitaire_widget.solver import batch, load_study

    monkeypatch.setattr(batch, "MAX_MANIFEST_BYTES", 1000)
    (tmp_path / "study.json").write_text(json.dumps({"format": 1, "pad": "x" * 2000}))
    with pytest.raises(ValueError, match="2024 bytes is more than the 1000 a study manifest"):
        load_study(tmp_path)


@pytest.mark.parametrize(
    "row",
    [
        {**_GOOD_ROW, "seconds": float("nan")},
        {**_GOOD_ROW, "seconds": "0.5"},
        {**_GOOD_ROW, "states": -1},
        {**_GOOD_ROW, "moves": True},
        {**_GOOD_ROW, "result": "maybe"},
        {**_GOOD_ROW, "extra": "x" * 100},
        {k: v for k, v in _GOOD_ROW.items() if k != "moves"},
    ],
    ids=["nan", "text", "negative", "bool", "result", "extra", "missing"],
)
def test_a_part_with_a_bad_row_is_not_trusted(row, tmp_path):
    from solitaire_widget.solver import load_study, winnability_study

    with ThreadPoolExecutor(1) as ex:
        winnability_study("klondike32", tmp_path, deals=4, chunk=2, executor=ex, progress=False)
    part = tmp_path / "part-000000.jsonl"
    good = [{"seed": 1, **_GOOD_ROW}, {"seed": 2, **_GOOD_ROW}]
    part.write_text("".join(json.dumps(r) + "\n" for r in good))
    assert load_study(tmp_path).deals == 4  # a well-formed part is read
    part.write_text(json.dumps(good[0]) + "\n" + json.dumps({"seed": 2, **row}) + "\n")
    assert [r["seed"] for r in load_study(tmp_path).rows] == [3, 4]  # solved again on resume
    part.write_text("".join(json.dumps(r) + "\n" for r in good) + " " * 5000)
    assert load_study(tmp_path).deals == 2  # larger than two rows can be: not read


_STUDY_PARENT = """
import os, sys, threading, time
import solitaire_widget as sw
from solitaire_widget.solver import batch

if __name__ == "__main__":
    made = []
    real = batch._local_executor

    def watching(pool, workers):
        executor = real(pool, workers)
        made.append(executor)
        return executor

    batch._local_executor = watching
    threading.Thread(  # a long study, as a kernel would run it
        target=sw.winnability, args=("klondike",),
        kwargs={"seeds": range(400), "budget": 30, "workers": 2}, daemon=True,
    ).start()
    while not made or len(getattr(made[0], "_processes", None) or {}) < 2:
        time.sleep(0.05)
    time.sleep(1.0)
    print(*made[0]._processes, made[0]._mp_context.get_start_method(), flush=True)
    time.sleep(600)
"""


def test_a_studys_workers_are_spawned_and_end_when_their_parent_is_killed(tmp_path):
    # forked from the kernel, they kept its sockets and pipes and waited forever once the
    # kernel was killed (two orphans holding six listening ports)
    import contextlib
    import os
    import signal

    parent = start_script(tmp_path, _STUDY_PARENT)
    pids: list[int] = []
    try:
        *numbers, method = parent.stdout.readline().split()
        pids = [int(p) for p in numbers]
        assert method == "spawn" and len(pids) == 2
        parent.send_signal(signal.SIGKILL)
        parent.wait(30)
        end = time.monotonic() + 15
        while not all(process_gone(p) for p in pids) and time.monotonic() < end:
            time.sleep(0.1)
        assert all(process_gone(p) for p in pids), [p for p in pids if not process_gone(p)]
    finally:
        for p in [parent.pid, *pids]:
            with contextlib.suppress(ProcessLookupError):
                os.kill(p, signal.SIGKILL)
        parent.wait(30)


@pytest.mark.parametrize(
    ("seeds", "repeated"),
    [([1, 1, 1, 1], 1), ([5, 2, 7, 2], 2), (iter([3, 2**64 - 1, 2**64 - 1]), 2**64 - 1)],
)
def test_a_deal_listed_twice_is_refused_not_counted_twice(seeds, repeated):
    # (an audit) seeds=[1, 1, 1, 1] solved deal 1 four times and counted four deals: the
    # interval was that of four deals, for one
    with pytest.raises(ValueError, match=f"seeds: deal {repeated} is listed twice"):
        winnability("klondike32", budget=0.5, seeds=seeds, progress=False)


@pytest.mark.parametrize("directory", [None, 5, b"study"])
def test_a_study_folder_that_is_no_path_is_a_type_error_naming_it(directory, tmp_path):
    # (an audit) winnability_study(variant, None) and load_study(None) raised Python's own
    # "expected str, bytes or os.PathLike object"
    from solitaire_widget.solver import load_study

    with pytest.raises(TypeError, match=r"directory is a folder's path \(str or os.PathLike\)"):
        load_study(directory)
    with pytest.raises(TypeError, match=r"directory is a folder's path \(str or os.PathLike\)"):
        winnability_study("klondike32", directory, deals=1, progress=False)
