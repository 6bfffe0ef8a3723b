"""The JSON game library as it was before its journal (commit 3fb312e): every change
rewrites the whole file. Kept as the reference the journal's library is compared with
(``tests/test_json_journal.py``); the helpers the two share come from the package."""

from __future__ import annotations

import json
import os
import threading
import weakref
from pathlib import Path
from typing import Any

from solitaire_widget import game_library as gl
from solitaire_widget._files import write_text
from solitaire_widget._json_library import JSON_FORMAT
from solitaire_widget.engine import Game
from solitaire_widget.errors import RecordError, is_whole_number
from solitaire_widget.game_library import (
    Library,
    LibraryError,
    _check_game_id,
    _comments_of,
    _counted,
    _no_game,
    _play_seconds,
    _status,
    _summary,
    _Synced,
    _variant_id,
    log,
)
from solitaire_widget.record import _read_file
from tests.helpers import reference_stats

#: the version the old class wrote
JSON_VERSION = 2
_JSON_GAME_KEYS = {"id", "variant", "options", "seed", "shuffle", "deck", "started"}
_JSON_GAME_KEYS |= {"updated", "moves", "result", "revision", "parent", "line", "comments"}
_JSON_KEYS_OF = {1: _JSON_GAME_KEYS, 2: _JSON_GAME_KEYS | {"play_seconds"}}
MAX_JSON_BYTES = 1 << 30


class OldJsonLibrary(Library):
    """The game library where ``sqlite3`` is missing (Pyodide, JupyterLite): the same API
    as :class:`Library`, the games kept in memory.

    With a ``path`` (a ``.json`` file) the games are also written there after every change
    (the whole file, replaced at once) and read back when it is opened again: under
    JupyterLite a file in the notebook's folder (``/drive/...``) lives in the browser's
    storage and outlasts a reload; elsewhere in Pyodide's file system it lasts the session.
    One writer per file: two kernels on one JSON file keep the last one's games.

    Parameters
    ----------
    path : str or path-like, optional
        A JSON file, or None / ``":memory:"`` to keep the games in memory only.

    Raises
    ------
    LibraryError
        If the file can't be read, is not a game library, or can't be written.

    Examples
    --------
    >>> lib = MemoryLibrary()
    >>> g = Game("klondike32", seed=3)
    >>> _ = g.play(g.legal_moves()[0]); gid = lib.track(g)
    >>> lib.games()[0]["moves"], lib.resume(gid).moves == g.moves
    (1, True)
    """

    def __init__(self, path: str | os.PathLike[str] | None = None) -> None:
        self.path = ":memory:" if path is None else os.fspath(path)
        self._lock = threading.RLock()
        self._state = weakref.WeakKeyDictionary()
        self._db = None
        self._closed = False
        #: id -> the game's row: the columns of the ``games`` table, plus ``line`` (the
        #: moves) and ``comments`` ({ply: text})
        self._rows: dict[int, dict[str, Any]] = {}
        self._last_id = 0
        self._file: Path | None = None
        if self.path != ":memory:":
            self._file = Path(self.path)
            try:
                self._file.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise LibraryError(f"can't create the folder of {self.path}: {exc}") from None
            if self._file.exists():
                self._load()

    def __repr__(self) -> str:
        return f"<MemoryLibrary {self.path}>"

    def close(self) -> None:
        """Stop writing (closing twice is harmless); the games stay readable."""
        self._closed = True

    # ------------------------------------------------------------------ the JSON file
    def _load(self) -> None:
        assert self._file is not None
        try:
            data = json.loads(
                _read_file(self._file, MAX_JSON_BYTES, "game library").decode("utf-8")
            )
        except RecordError as exc:  # not a regular file, or past MAX_JSON_BYTES
            raise LibraryError(f"{self.path}: {exc}") from None
        except (UnicodeDecodeError, ValueError, RecursionError) as exc:
            raise LibraryError(f"can't read the game library {self.path}: {exc}") from None
        if not isinstance(data, dict) or data.get("format") != JSON_FORMAT:
            raise LibraryError(f"{self.path} is not a solitaire_widget game library (JSON)")
        version = data.get("version")  # true == 1 in Python; not a version this writes
        if not (is_whole_number(version) and version in _JSON_KEYS_OF) or not isinstance(
            data.get("games"), list
        ):
            raise LibraryError(
                f"library {self.path} has version {data.get('version')!r}; this "
                f"solitaire_widget reads versions 1 to {JSON_VERSION}"
            )
        rows: dict[int, dict[str, Any]] = {}
        for k, row in enumerate(data["games"]):
            if not isinstance(row, dict) or set(row) != _JSON_KEYS_OF[version]:
                raise LibraryError(f"game number {k + 1} in the library {self.path} is damaged")
            game = self._decode(row)  # every column checked
            line, comments = row["line"], row["comments"]
            if not isinstance(line, list) or not all(isinstance(m, str) for m in line):
                raise LibraryError(f"game {game['id']} in the library {self.path} is damaged")
            # a move number: at most 12 digits (int() of thousands is a ValueError)
            if not isinstance(comments, dict) or not all(
                isinstance(c, str) and p.isascii() and p.isdigit() and len(p) <= 12
                for p, c in comments.items()
            ):
                raise LibraryError(f"game {game['id']} in the library {self.path} is damaged")
            _counted(game, line, self.path)
            if game["id"] in rows:  # keeping one would drop the other at the next write
                raise LibraryError(
                    f"the library {self.path} is damaged: two games have the id {game['id']}"
                )
            rows[game["id"]] = {
                **row,
                "play_seconds": game["play_seconds"],
                "line": list(line),
                "comments": {int(p): c for p, c in comments.items()},
            }
        self._rows = rows
        self._last_id = max(rows, default=0)

    def _save(self, rows: dict[int, dict[str, Any]]) -> None:
        """Write ``rows`` to the file (when there is one), replacing it whole."""
        if self._file is None:
            return
        games = [
            {**row, "comments": {str(p): c for p, c in row["comments"].items()}}
            for _, row in sorted(rows.items())
        ]
        text = json.dumps({"format": JSON_FORMAT, "version": JSON_VERSION, "games": games})
        try:
            write_text(self._file, text)  # whole or not at all
        except OSError:
            try:  # a file system without rename (a browser's drive): in place
                self._file.write_text(text, encoding="utf-8")
            except OSError as exc:
                raise LibraryError(f"can't write the game library {self.path}: {exc}") from None

    def _commit(self, rows: dict[int, dict[str, Any]]) -> None:
        """Make ``rows`` the library (file first: a failed write changes nothing)."""
        if self._closed:
            raise LibraryError(f"the game library {self.path} is closed")
        self._save(rows)
        self._rows = rows
        self._last_id = max(self._last_id, max(rows, default=0))

    # ------------------------------------------------------------------ writing
    def track(self, game: Game, result: str | None = None, seconds: float | None = None) -> int:
        """Save a game's moves so far; return its library id (as :meth:`Library.track`)."""
        if result is None:
            result = _status(game)
        seconds = _play_seconds(seconds)
        moves = tuple(str(m) for m in game.moves)
        comments = _comments_of(game)
        with self._lock:
            state = self._state.get(game)
            if (
                state is not None
                and state.moves == moves
                and state.result == result
                and state.comments == comments
            ):
                return state.gid  # nothing new to write
            now = gl._now()
            overtaken: int | None = None
            rows = dict(self._rows)
            if state is not None:
                row = rows.get(state.gid)
                if row is None:  # deleted by reset_stats
                    overtaken, state = state.gid or None, None
                elif row["revision"] != state.revision:
                    stored = tuple(row["line"])  # another widget saved this game since
                    if stored != moves[: len(stored)]:
                        overtaken, state = state.gid, None
            if state is None:
                gid = self._last_id + 1
                row = {
                    "id": gid,
                    "variant": game.variant,
                    "options": json.dumps(dict(game.options), sort_keys=True),
                    "seed": None if game.seed is None else str(int(game.seed)),
                    "shuffle": game.shuffle_version,
                    "deck": " ".join(c.code2 for c in game.deck),
                    "started": now,
                    "revision": 0,
                    "parent": overtaken,
                    "play_seconds": None,
                }
            else:
                gid = state.gid
                row = rows[gid]
            rows[gid] = {
                **row,
                "updated": now,
                "moves": len(moves),
                "result": result,
                "revision": row["revision"] + 1,
                "line": list(moves),
                "comments": dict(comments),
                "play_seconds": row["play_seconds"] if seconds is None else seconds,
            }
            self._commit(rows)
            self._state[game] = _Synced(
                gid, rows[gid]["revision"], moves, result, comments, seconds=seconds
            )
        if overtaken is not None:
            log.warning(
                "game %d in the library %s was moved on by another writer; this line is "
                "saved as the new game %d",
                overtaken,
                self.path,
                gid,
            )
        return gid

    def reset_stats(self, variant: str) -> int:
        """Delete every game of ``variant``; return how many (as :meth:`Library.reset_stats`)."""
        vid = _variant_id(variant)
        with self._lock:
            gone = {gid for gid, row in self._rows.items() if row["variant"] == vid}
            self._commit({gid: row for gid, row in self._rows.items() if gid not in gone})
            for game, state in list(self._state.items()):
                if state.gid in gone:
                    self._state[game] = _Synced(0, 0, state.moves, state.result, state.comments)
        return len(gone)

    # ------------------------------------------------------------------ reading
    def games(self, variant: str | None = None) -> list[dict[str, Any]]:
        """Every game, newest first (as :meth:`Library.games`)."""
        vid = None if variant is None else _variant_id(variant)
        with self._lock:
            rows = [r for r in self._rows.values() if vid is None or r["variant"] == vid]
        rows.sort(key=lambda r: (r["started"], r["id"]), reverse=True)
        return [_summary(self._decode(r)) for r in rows]

    def _row(self, game_id: Any) -> dict[str, Any]:  # type: ignore[override]
        _check_game_id(game_id, self.path)
        row = self._rows.get(game_id)
        if row is None:
            raise _no_game(game_id, self.path)
        return row

    def _read(self, game_id: Any) -> tuple[dict[str, Any], list[Any]]:
        with self._lock:
            row = self._row(game_id)
        out: list[Any] = list(row["line"])
        for ply, text in sorted(row["comments"].items()):
            if 0 <= ply < len(out) and text:
                out[ply] = {"move": out[ply], "comment": text}
        return self._decode(row), out

    def stats(self, variant: str | None = None) -> dict[str, Any]:
        """Games played, won, streaks … (as :meth:`Library.stats`)."""
        return reference_stats(self, variant)  # the count before the tallies
