"""The JSON game library's journal: a save appends one line beside the file (its cost does
not grow with the games stored), the journal is folded into the file when the library is
opened or closed, and everything the library gives back is what the library that rewrote
its whole file at every save gave back (kept in ``tests/reference_json_library.py``).
"""

from __future__ import annotations

import json
import logging
import os
import pathlib
import random

import pytest

from solitaire_widget import Game, _json_library, game_library
from solitaire_widget.game_library import LibraryError, MemoryLibrary
from tests.helpers import any_result, random_changes
from tests.reference_json_library import OldJsonLibrary

VARIANTS = ("klondike", "klondike32", "matrimony")
#: ``games.json`` -> ``games.json-journal`` (read so: the tests run on the old module too)
JOURNAL_SUFFIX = getattr(game_library, "JOURNAL_SUFFIX", "-journal")


@pytest.fixture
def clock(monkeypatch):
    """The library's clock, set by the test: both libraries date a save alike."""
    now = ["2026-12-07T10:00:00.000+00:00"]
    monkeypatch.setattr(game_library, "_now", lambda: now[0])  # the old library's
    monkeypatch.setattr(_json_library, "_now", lambda: now[0])
    return now


def journal(path) -> str:
    return str(path) + JOURNAL_SUFFIX


def raw(path) -> bytes:
    with open(journal(path), "rb") as fh:
        return fh.read()


def a_draw_saved(path, seed: int = 1, **options) -> tuple[MemoryLibrary, Game]:
    """A library at ``path`` with one Klondike game saved before and after a draw (its
    journal: the header and two lines)."""
    lib = MemoryLibrary(path)
    g = Game("klondike", seed=seed, **options)
    lib.track(g)
    g.play("s-w")
    lib.track(g)
    return lib, g


def lines(path) -> list[str]:
    with open(journal(path), encoding="utf-8") as fh:
        return fh.read().splitlines()


def everything(lib, live: list[Game]) -> dict:
    """All a library gives back: its games, each one's record and resumed position, the
    stats (all, and per variant) and the id of every live game."""
    rows = lib.games()
    return {
        "games": rows,
        "records": {r["id"]: lib.record(r["id"]) for r in rows},
        "resumed": {r["id"]: lib.resume(r["id"]).state_key() for r in rows},
        "stats": lib.stats(),
        "by_variant": {v: lib.stats(v) for v in VARIANTS},
        "ids": [lib.id_of(g) for g in live],
    }


def new_game(rng: random.Random) -> Game:
    g = Game(rng.choice(VARIANTS), seed=rng.randrange(2**64))
    random_changes(g, rng, 3, undo=0, redo=0)
    return g


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_the_journal_library_gives_back_what_the_whole_file_library_did(
    tmp_path, clock, seed, monkeypatch
):
    """Hundreds of random steps, the same on both libraries (each on its own file): saves
    after plays, undos and redos, new games, resumed games (two writers of one game),
    comments, the clock, reset_stats, and reopening (closed, or dropped as a dead kernel
    would): after every step both give back the same things."""
    any_result(monkeypatch)  # results drawn at will, not played to
    rng = random.Random(seed)
    paths = {"new": tmp_path / "new.json", "old": tmp_path / "old.json"}
    libs = {"new": MemoryLibrary(paths["new"]), "old": OldJsonLibrary(paths["old"])}
    # each live game twice: one played with each library, always alike
    live: list[dict[str, Game]] = []

    def track(pair: dict[str, Game]) -> None:
        result = rng.choice(["playing", "playing", "won", "stuck"])
        seconds = rng.choice([None, round(rng.uniform(0, 5000), 3)])
        got = {k: libs[k].track(pair[k], result=result, seconds=seconds) for k in libs}
        assert got["new"] == got["old"]

    for step in range(400):
        clock[0] = f"2026-12-07T10:{step // 60:02d}:{step % 60:02d}.000+00:00"
        pick = rng.random()
        if pick < 0.12 or not live:  # a new game
            deal = rng.random()
            live.append({k: new_game(random.Random(deal)) for k in libs})
            track(live[-1])
        elif pick < 0.62:  # a few plays, undos and redos on one game, then its save
            pair = rng.choice(live)
            changes = rng.random()
            for g in pair.values():
                random_changes(g, random.Random(changes), 4, undo=0.3, redo=0.15)
            assert pair["new"].moves == pair["old"].moves
            track(pair)
        elif pick < 0.70:  # a teacher's comment on a move, saved
            pair = rng.choice(live)
            if pair["new"].moves:
                ply, text = rng.randrange(len(pair["new"].moves)), rng.choice(["", "good", "é"])
                for g in pair.values():
                    g.comments[ply] = text
                track(pair)
        elif pick < 0.78:  # a stored game resumed: a second writer of it
            rows = libs["new"].games()
            if rows:
                gid = rng.choice(rows)["id"]
                pair = {k: libs[k].resume(gid) for k in libs}
                live.append(pair)
        elif pick < 0.82:  # the same save again: nothing to write
            track(rng.choice(live))
        elif pick < 0.86:
            variant = rng.choice(VARIANTS)
            assert libs["new"].reset_stats(variant) == libs["old"].reset_stats(variant)
        elif pick < 0.94:  # a new kernel: the games read back from the file
            if rng.random() < 0.5:
                for lib in libs.values():
                    lib.close()
            libs = {"new": MemoryLibrary(paths["new"]), "old": OldJsonLibrary(paths["old"])}
        else:  # a live game dropped (its table closed)
            live.pop(rng.randrange(len(live)))
        if step % 10 == 0 or step > 390:
            assert everything(libs["new"], [p["new"] for p in live]) == everything(
                libs["old"], [p["old"] for p in live]
            ), f"step {step}"
    # closed, the file holds exactly the games the old library's file holds
    for lib in libs.values():
        lib.close()
    new = json.loads(paths["new"].read_text(encoding="utf-8"))
    old = json.loads(paths["old"].read_text(encoding="utf-8"))
    assert new["games"] == old["games"] and not os.path.exists(journal(paths["new"]))
    assert (new["version"], old["version"]) == (3, 2)


def stored_library(path, games: int) -> MemoryLibrary:
    """A library of ``games`` games of 30 moves, closed and opened again."""
    lib = MemoryLibrary(path)
    rng = random.Random(games)
    for n in range(games):
        g = Game("klondike", seed=n)
        random_changes(g, rng, 30, undo=0, redo=0)
        lib.track(g, result="playing")
    lib.close()
    return MemoryLibrary(path)


def test_a_save_appends_one_line_whatever_the_games_stored(tmp_path):
    """The file is not written while a game is played; each save appends one line to the
    journal, the same bytes with 5 and with 200 other games stored."""
    grown = {}
    for stored in (5, 200):
        path = tmp_path / f"lib{stored}.json"
        lib = stored_library(path, stored)
        before = path.read_bytes(), os.stat(path).st_mtime_ns
        g = Game("klondike32", seed=9)
        sizes = []
        for save in range(5):
            if save == 4:
                g.undo()
            elif save:
                g.play("s-w")
            lib.track(g, result="playing", seconds=save + 0.5)
            assert (path.read_bytes(), os.stat(path).st_mtime_ns) == before, save
            sizes.append(os.path.getsize(journal(path)))
        assert len(lines(path)) == 1 + 5  # its header, then one line per save
        # the game's id is the one figure that differs: 6 or 201
        grown[stored] = [b - a for a, b in zip(sizes, sizes[1:], strict=False)]
        # read back by a new kernel (the journal folded into the file when it opens)
        again = MemoryLibrary(path)
        assert again.record(lib.id_of(g))["moves"] == ["s-w", "s-w"]
        assert len(again.games()) == stored + 1 and not os.path.exists(journal(path))
    assert [n + 2 for n in grown[5]] == grown[200] and max(grown[200]) < 200


def test_a_cut_off_last_line_is_ignored_and_the_lines_before_it_are_read(tmp_path, clock, caplog):
    """A crash in the middle of a save: at every byte of its line, the library reads the
    games as they were before it, says so in one log line, and saves again from there."""
    path = tmp_path / "lib.json"
    lib = MemoryLibrary(path)
    g = Game("klondike", seed=3)
    gid = lib.track(g)
    for m in ("s-w", "s-w"):
        g.play(m)
        lib.track(g)
    lib.reset_stats("matrimony")
    saved = raw(path)
    g.play("s-w")
    lib.track(g, seconds=7.0)
    whole = raw(path)
    main = path.read_bytes()
    assert whole.startswith(saved) and whole.count(b"\n") == saved.count(b"\n") + 1
    for cut in range(len(saved), len(whole)):
        path.write_bytes(main)
        with open(journal(path), "wb") as fh:
            fh.write(whole[:cut])
        caplog.clear()
        with caplog.at_level(logging.WARNING, logger="solitaire_widget.game_library"):
            again = MemoryLibrary(path)
        assert again.record(gid)["moves"] == ["s-w", "s-w"], cut
        assert again.games()[0]["seconds"] is None
        cut_short = [r.getMessage() for r in caplog.records]
        assert (len(cut_short) == 1 and "cut short" in cut_short[0]) or cut == len(saved)
    # the library goes on from there: the move saved again, read back whole
    resumed = again.resume(gid)
    resumed.play("s-w")
    again.track(resumed)
    assert MemoryLibrary(path).record(gid)["moves"] == ["s-w"] * 3


@pytest.mark.parametrize("crash_at", ["replace", "unlink"])
def test_a_crash_in_the_middle_of_a_fold_loses_nothing(tmp_path, monkeypatch, crash_at, caplog):
    """A fold writes the file (renamed into place), then deletes the journal: a crash before
    the rename leaves the old file and its journal, one after it a journal the new file does
    not name (ignored: its lines are in the file). Either way every game is read back."""
    any_result(monkeypatch)  # results drawn at will, not played to
    path = tmp_path / "lib.json"
    lib = MemoryLibrary(path)
    g = Game("klondike", seed=4)
    gid = lib.track(g)
    for m in ("s-w", "s-w", "s-w"):
        g.play(m)
        lib.track(g)
    other = Game("matrimony", seed=2)
    other.play(other.legal_moves()[0])
    oid = lib.track(other, result="won")
    expected = everything(lib, [])

    class Crash(Exception):
        pass

    def crash(*args, **kwargs):
        raise Crash

    real = {"replace": os.replace, "unlink": os.unlink}[crash_at]
    monkeypatch.setattr(os, crash_at, crash)
    with pytest.raises(Crash):
        lib.close()
    monkeypatch.setattr(os, crash_at, real)
    assert os.path.exists(journal(path))  # the kernel died here
    with caplog.at_level(logging.WARNING, logger="solitaire_widget.game_library"):
        again = MemoryLibrary(path)
    assert everything(again, []) == expected
    assert again.record(gid)["moves"] == ["s-w"] * 3 and again.games()[0]["id"] == oid
    said = " ".join(r.getMessage() for r in caplog.records)
    assert ("is not the journal of" in said) == (crash_at == "unlink")
    assert not os.path.exists(journal(path))  # folded now


def test_every_state_between_two_writes_reads_back(tmp_path, clock):
    """The files as they are after each write of a session (every save, a reset, a fold at
    close, and a crash anywhere in between: the files as the last write left them) read
    back as the library was after that write."""
    path = tmp_path / "lib.json"
    rng = random.Random(8)
    lib = MemoryLibrary(path)
    games = [new_game(rng) for _ in range(3)]
    for step in range(40):
        clock[0] = f"2026-12-07T11:00:{step:02d}.000+00:00"
        if step == 25:
            lib.reset_stats(games[0].variant)
        else:
            g = rng.choice(games)
            random_changes(g, rng, 3, undo=0.3, redo=0.1)
            lib.track(g, result="playing", seconds=float(step))
        copy = tmp_path / f"copy{step}.json"
        copy.write_bytes(path.read_bytes())
        if os.path.exists(journal(path)):
            with open(journal(path), "rb") as src, open(journal(copy), "wb") as dst:
                dst.write(src.read())
        assert everything(MemoryLibrary(copy), []) == everything(lib, []), step
    lib.close()
    assert everything(MemoryLibrary(path), []) == everything(lib, [])


def test_two_objects_on_one_file_keep_the_last_ones_games_as_before(tmp_path, clock):
    """Two kernels (here two objects) writing one JSON file: as with the library that
    rewrote the whole file, the games read back are those of the one that saved last."""
    got = {}
    for kind, cls in (("new", MemoryLibrary), ("old", OldJsonLibrary)):
        path = tmp_path / f"{kind}.json"
        a, b = cls(path), cls(path)
        ga, gb = Game("klondike", seed=1), Game("matrimony", seed=5)
        for turn in range(6):
            clock[0] = f"2026-12-07T12:00:{turn:02d}.000+00:00"
            ga.play(ga.legal_moves()[0])
            a.track(ga, result="playing")
            if turn % 2:
                gb.play(gb.legal_moves()[0])
                b.track(gb, result="playing")
        if kind == "new":
            a.close()  # a's journal is not folded over b's file: a writes nothing more
            b.close()
        got[kind] = everything(cls(path), [])
    assert got["new"] == got["old"] and len(got["new"]["games"]) == 1


@pytest.mark.parametrize("b_first_saves", ["a new game", "a game with a move"])
def test_two_kernels_that_never_close_keep_the_last_ones_games_whole(tmp_path, b_first_saves):
    """Two kernels on one file, neither closed (the tabs shut): the second one's first
    save started a journal of its own over the first one's ("wb"), and the first one's
    next line passed the size check, so a fresh open read the second one's new game with
    the first one's move (an illegal line), or could not open the library at all ("keep
    is 1"). A journal is now made only where there is none and appended to only while it
    is the one this object made: the games read back are the last writer's, whole."""
    path = tmp_path / "games.json"
    lib = MemoryLibrary(path)
    for seed in range(5):
        g = Game("klondike", seed=seed)
        g.play(g.legal_moves()[0])
        lib.track(g)
    lib.close()
    a, b = MemoryLibrary(path), MemoryLibrary(path)
    ga, gb = Game("klondike", seed=11), Game("klondike", seed=22)
    ga.play(ga.legal_moves()[0])
    a.track(ga)
    if b_first_saves == "a game with a move":
        gb.play(gb.legal_moves()[0])
    b.track(gb)
    ga.play(ga.legal_moves()[0])
    gid = a.track(ga)  # a saves last
    fresh = MemoryLibrary(path)
    games = fresh.games()
    assert [g["deal"] for g in games if g["id"] > 5] == [11]
    assert fresh.resume(gid).moves == ga.moves  # a's line, whole
    for g in games:  # and every game a line of its own deal
        fresh.resume(g["id"])


@pytest.mark.parametrize(
    "line, problem",
    [
        ("{", "line 3 .*damaged"),
        ('"x"', "line 3 .*not a change of a game"),
        ('{"id": 1, "keep": 0, "add": [], "updated": "x", "result": "won", "evil": 1}',
         "line 3 .*not a change"),
        ('{"id": 2, "keep": 0, "add": [], "updated": "x", "result": "won"}', "no game 2"),
        ('{"id": true, "keep": 0, "add": [], "updated": "x", "result": "won"}', "id is True"),
        ('{"id": 1, "keep": 9, "add": [], "updated": "x", "result": "won"}', "keep is 9"),
        ('{"id": 1, "keep": -1, "add": [], "updated": "x", "result": "won"}', "keep is -1"),
        ('{"id": 1, "keep": 0, "add": [3], "updated": "x", "result": "won"}', "add is not"),
        ('{"id": 1, "keep": 0, "add": [], "updated": 5, "result": "won"}', "updated is 5"),
        ('{"id": 1, "keep": 0, "add": [], "updated": "x", "result": "won", "seconds": -1}',
         "seconds is -1"),
        ('{"id": 1, "keep": 0, "add": [], "updated": "x", "result": "won", "comments": '
         '{"²": "x"}}', "comments are not"),
        ('{"id": 1, "keep": 0, "add": ["s-w"], "updated": "x", "result": "won", "new": {}}',
         "not those of a new game"),
        ('{"id": 7, "keep": 0, "add": [], "updated": "x", "result": "won", "new": '
         '{"variant": "klondike", "options": "[", "seed": "1", "shuffle": "v1", "deck": "",'
         ' "started": "x", "parent": null}}', "game 7 .*options is not JSON"),
        ('{"reset": 5}', "reset is 5"),
        ("[" * 100_000 + "]" * 100_000, "line 3 .*damaged"),
        ('{"id": 1, "keep": 0, "add": ["' + "x" * (1 << 20) + '"], "updated": "x", '
         '"result": "won"}', "more than the 1048576 a line can be"),
    ],
    ids=["not JSON", "not an object", "a key too many", "no such game", "bool id",
         "keep past the line", "negative keep", "a move not text", "updated not text",
         "negative seconds", "comment in other digits", "new without columns",
         "new with bad options", "reset not text", "deep", "a line past its size"],
)  # fmt: skip
def test_a_damaged_journal_line_is_refused_naming_it(tmp_path, line, problem):
    """A journal line that is complete (its newline written) but not a change this library
    writes is refused with the journal's name and the line's number; the files are left
    as they are."""
    path = tmp_path / "lib.json"
    lib, g = a_draw_saved(path)
    assert len(lines(path)) == 2
    with open(journal(path), "a", encoding="utf-8") as fh:
        fh.write(line + "\n")
    before = path.read_bytes(), raw(path)
    with pytest.raises(LibraryError, match=problem) as err:
        MemoryLibrary(path)
    assert journal(path) in str(err.value) and len(str(err.value)) < 400
    assert (path.read_bytes(), raw(path)) == before


def test_a_journal_that_is_no_journal_or_past_its_size_is_refused(tmp_path, monkeypatch):
    path = tmp_path / "lib.json"
    lib = MemoryLibrary(path)
    g = Game("klondike", seed=1, draw_count=1)
    lib.track(g)
    for _ in range(12):
        g.play("s-w")
        lib.track(g)
    body = raw(path)
    with open(journal(path), "wb") as fh:
        fh.write(b'{"format": "other"}\n' + body.split(b"\n", 1)[1])
    with pytest.raises(LibraryError, match="is not a solitaire_widget library journal"):
        MemoryLibrary(path)
    with open(journal(path), "wb") as fh:
        fh.write(body)
    assert path.stat().st_size < len(body) - 1  # the file is read, the journal is not
    monkeypatch.setattr(_json_library, "MAX_JSON_BYTES", len(body) - 1)
    with pytest.raises(LibraryError, match=f"{journal(path)}: .*bytes is more than"):
        MemoryLibrary(path)


def test_a_journal_that_would_pass_the_read_cap_is_folded_at_once(tmp_path, monkeypatch):
    """Never a journal the next kernel can't read: a save that would take it past the read
    cap folds it into the file instead."""
    path = tmp_path / "lib.json"
    lib = MemoryLibrary(path)
    g = Game("klondike", seed=1, draw_count=1)
    lib.track(g)
    cap = path.stat().st_size + 300  # the file stays under it; the journal would not
    monkeypatch.setattr(_json_library, "MAX_JSON_BYTES", cap)
    sizes = []
    for _ in range(12):
        g.play("s-w")
        lib.track(g)
        sizes.append(os.path.getsize(journal(path)) if os.path.exists(journal(path)) else 0)
    assert max(sizes) <= cap and 0 in sizes and sizes[-1] > 0  # folded, started again
    assert MemoryLibrary(path).record(1)["moves"] == ["s-w"] * 12


def test_the_journal_version_is_refused_by_the_reader_of_version_2(tmp_path, monkeypatch):
    """A version-2 reader would read the file and miss the games in the journal: version 3
    is refused by it, clearly; a version-2 file is read as before, and written as version 3
    when it is opened."""
    path = tmp_path / "lib.json"
    lib, g = a_draw_saved(path)
    assert json.loads(path.read_text())["version"] == 3
    with pytest.raises(LibraryError, match="has version 3; this solitaire_widget reads versions"):
        OldJsonLibrary(path)
    old = tmp_path / "old.json"
    v2 = OldJsonLibrary(old)
    v2.track(g)
    text = old.read_text()
    assert json.loads(text)["version"] == 2
    # on a drive that can't be written (as root ignores file modes: every write refused)
    with monkeypatch.context() as m:

        def refused(*args, **kwargs):
            raise PermissionError(13, "Permission denied")

        m.setattr(_json_library, "write_text", refused)
        m.setattr(pathlib.Path, "write_text", refused)
        ro = MemoryLibrary(old)
        assert ro.record(1)["moves"] == ["s-w"] and old.read_text() == text  # read as it is
        g.play("s-w")
        with pytest.raises(LibraryError, match="can't write the game library"):
            ro.track(g)


def test_a_version_2_file_is_read_and_written_as_version_3_when_opened(tmp_path):
    old = tmp_path / "old.json"
    v2 = OldJsonLibrary(old)
    g = Game("matrimony", seed=3)
    g.play(g.legal_moves()[0])
    gid = v2.track(g, result="won", seconds=4.0)
    games = json.loads(old.read_text())["games"]
    lib = MemoryLibrary(old)
    assert lib.games() == v2.games() and lib.record(gid) == v2.record(gid)
    data = json.loads(old.read_text())
    assert data["version"] == 3 and data["games"] == games


def test_without_rename_the_fold_writes_in_place_and_saves_append(tmp_path, monkeypatch):
    """A drive without rename (the in-place fallback): the fold writes the file in place,
    the saves append to the journal, and a new kernel reads both."""

    def no_rename(src, dst):
        raise OSError(38, "Function not implemented")

    monkeypatch.setattr(os, "replace", no_rename)
    path = tmp_path / "games.json"
    lib = MemoryLibrary(path)
    g = Game("klondike32", seed=4)
    gid = lib.track(g)
    for _ in range(3):
        g.play(g.legal_moves()[0])
        lib.track(g)
    assert len(lines(path)) == 4
    assert MemoryLibrary(path).record(gid)["moves"] == [str(m) for m in g.moves]
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games.json"]  # folded, no .tmp


def test_a_failed_journal_write_changes_nothing(tmp_path, monkeypatch):
    path = tmp_path / "lib.json"
    lib, g = a_draw_saved(path, seed=2)
    gid = lib.id_of(g)
    os.unlink(journal(path))
    os.mkdir(journal(path))  # can't be appended to now (nor deleted by a fold)
    g.play("s-w")
    lib.track(g)  # the journal can't take it: the file is written whole instead
    stored = json.loads(pathlib.Path(path).read_text())["games"]
    assert stored[0]["line"] == ["s-w", "s-w"] and lib.record(gid)["moves"] == ["s-w"] * 2

    def refused(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(_json_library, "write_text", refused)
    monkeypatch.setattr(pathlib.Path, "write_text", refused)
    g.play("s-w")
    with pytest.raises(LibraryError, match="can't write the game library"):
        lib.track(g)  # neither the journal nor the file takes it: nothing changes
    assert lib.record(gid)["moves"] == ["s-w"] * 2 and lib.games()[0]["moves"] == 2


def test_a_folder_that_takes_no_new_file_saves_every_move_whole(tmp_path, monkeypatch):
    """A library file that can be written in a folder that takes no new file (the journal
    can't be made there): every move was refused ("can't write the game library journal")
    where the library before the journal wrote the file in place. Each save is now the
    whole file, in place, as before."""
    path = tmp_path / "lib.json"
    lib = MemoryLibrary(path)
    g = Game("klondike", seed=2)
    gid = lib.track(g)
    real_open = open

    def no_new_files(file, mode="r", *args, **kwargs):
        if "x" in mode or (str(file).endswith(".tmp") and "w" in mode):
            raise PermissionError(13, "Permission denied", str(file))
        return real_open(file, mode, *args, **kwargs)

    monkeypatch.setattr("builtins.open", no_new_files)
    monkeypatch.setattr(_json_library, "write_text", lambda *a, **k: no_new_files("x.tmp", "w"))
    for _ in range(3):
        g.play("s-w")
        lib.track(g)
    monkeypatch.undo()
    assert not os.path.exists(journal(path))
    assert MemoryLibrary(path).record(gid)["moves"] == ["s-w"] * 3


def test_a_save_looks_at_the_journal_only_and_a_touched_file_is_not_another_writer(
    tmp_path, monkeypatch
):
    """In JupyterLite a stat of the library file costs about 25 ms at 10,000 games (the
    drive fetches it), and reading the file moves its time: every save stat-ed the file
    (67-78 ms a save at 10,000 games, past the 50 ms a handler may take), and the first
    save after opening took the moved time for another writer and wrote the whole file
    (1.1-2.7 s). A save now looks at the journal only; the file's inode and size, taken
    after it is read, are checked when a journal is started."""
    path = tmp_path / "games.json"
    lib = MemoryLibrary(path)
    g = Game("klondike", seed=1)
    lib.track(g)
    lib.close()
    lib = MemoryLibrary(path)
    os.utime(path, ns=(1, 1))  # the drive touched it
    folds = []
    real_fold = MemoryLibrary._fold
    monkeypatch.setattr(MemoryLibrary, "_fold", lambda self: folds.append(1) or real_fold(self))
    stats = []
    real_stat = os.stat
    monkeypatch.setattr(
        _json_library.os,
        "stat",
        lambda p, *a, **k: stats.append(os.fspath(p)) or real_stat(p, *a, **k),
    )
    g = lib.resume(1)
    for _ in range(5):
        g.play("s-w")
        lib.track(g)
    assert folds == []  # appended, never written whole
    assert stats.count(str(path)) <= 1  # once, when the journal was started
    monkeypatch.undo()
    lib.close()
    assert MemoryLibrary(path).record(1)["moves"] == ["s-w"] * 5


def test_a_journal_that_cannot_be_deleted_is_no_other_writer(tmp_path, monkeypatch, caplog):
    """A folded journal that can't be deleted keeps any journal from starting: each save
    is then written whole, and the log said another writer had changed the library."""
    path = tmp_path / "lib.json"
    lib, g = a_draw_saved(path, draw_count=1)
    real_unlink = os.unlink

    def refuse(p, *args, **kwargs):
        if str(p).endswith(_json_library.JOURNAL_SUFFIX):
            raise PermissionError(13, "Permission denied", str(p))
        return real_unlink(p, *args, **kwargs)

    monkeypatch.setattr(_json_library.os, "unlink", refuse)
    lib.close()  # folded, the journal left
    lib = MemoryLibrary(path)  # folded at opening, left again
    caplog.set_level(logging.INFO, logger="solitaire_widget")
    g = lib.resume(1)
    for _ in range(2):
        g.play("s-w")
        lib.track(g)
    said = caplog.text
    assert "another writer" not in said and "can't write the journal" in said
    monkeypatch.undo()
    assert MemoryLibrary(path).record(1)["moves"] == ["s-w"] * 3
