"""The game library without sqlite3: :class:`MemoryLibrary`, the games in memory and, with
a path, in a JSON file and the journal beside it (Pyodide, JupyterLite's ``/drive``).

The same API as :class:`~solitaire_widget.game_library.Library`, whose checks and helpers
it shares; :func:`solitaire_widget.game_library.library` picks it. Import it from
:mod:`solitaire_widget.game_library`.
"""

from __future__ import annotations

import json
import logging
import operator
import os
import secrets
import threading
import weakref
from collections.abc import Callable
from pathlib import Path
from typing import Any

from . import _line
from ._files import write_text
from .engine import Game
from .errors import RecordError, clip, is_whole_number
from .game_library import (
    _ID_RANGE,
    _TALLY_COLUMNS,
    Library,
    LibraryError,
    _branched,
    _check_game_id,
    _counted,
    _kept,
    _no_game,
    _now,
    _open_libraries,
    _play_seconds,
    _saved_already,
    _summary,
    _Synced,
    _variant_id,
    _what_to_save,
)
from .record import _read_file

log = logging.getLogger("solitaire_widget.game_library")  # one logger for both libraries

#: the largest JSON library file read (a game takes a few KB: some 300,000 games)
MAX_JSON_BYTES = 1 << 30
#: the format name of a library kept as JSON (:class:`MemoryLibrary` with a file)
JSON_FORMAT = "solitaire_widget-library"
#: the version of that JSON format: 2 added each game's ``play_seconds``; 3 the journal
#: beside the file (a version-2 reader would miss the games in it: it refuses version 3).
#: Versions 1 and 2 are read too (and written as 3 when the library is opened).
JSON_VERSION = 3
_JSON_GAME_KEYS = {"id", "variant", "options", "seed", "shuffle", "deck", "started"}
_JSON_GAME_KEYS |= {"updated", "moves", "result", "revision", "parent", "line", "comments"}
_JSON_KEYS_OF = {1: _JSON_GAME_KEYS, 2: _JSON_GAME_KEYS | {"play_seconds"}}
_JSON_KEYS_OF[3] = _JSON_KEYS_OF[2]

#: the journal beside a JSON library: ``games.json`` -> ``games.json-journal``
JOURNAL_SUFFIX = "-journal"
#: the format name in the journal's first line
JOURNAL_FORMAT = "solitaire_widget-library-journal"
#: the longest journal line read or written (bytes): a change that takes more (a game of
#: some 100,000 moves saved at once) rewrites the file whole instead
MAX_JOURNAL_LINE = 1 << 20
# what a journal line holds: one save of one game, or a reset of one variant's games
_ENTRY_KEYS = {"id", "keep", "add", "updated", "result"}
_ENTRY_MAY = {"new", "comments", "seconds"}
_NEW_KEYS = {"variant", "options", "seed", "shuffle", "deck", "started", "parent"}


class _Moved(Exception):
    """The library's files are not as this object left them: another writer was there."""


class MemoryLibrary(Library):
    """The game library where ``sqlite3`` is missing (Pyodide, JupyterLite): the same API
    as :class:`Library`, the games kept in memory.

    With a ``path`` (a ``.json`` file) the games are also kept on disk and read back when
    it is opened again: under JupyterLite a file in the notebook's folder (``/drive/...``)
    lives in the browser's storage and outlasts a reload; elsewhere in Pyodide's file
    system it lasts the session.

    On disk: the file itself (every game, as of the last time the library was opened or
    closed) and a **journal** beside it (``games.json-journal``, one JSON line per change
    since: a game's moves from the first one that changed, its result, its clock, or the
    reset of a variant's games). A save appends one short line, so a move costs the same
    with 10 games stored as with 10,000. The journal is read after the file and folded
    into it (the file rewritten whole, replaced at once, the journal deleted) when the
    library is opened and when it is closed. A save writes the file whole only when a
    line can't go to the journal: a journal that would pass the read cap
    (:data:`MAX_JSON_BYTES`), a line past :data:`MAX_JOURNAL_LINE`, another writer's
    files, or a folder where no journal can be made.

    A crash loses at most the change being written: a half-written last line is ignored
    (and logged), the lines before it are read. The file names its journal (a token in
    both), so a journal already folded into the file (a crash between the two writes of a
    fold) or one left beside another copy of the file is ignored, with a log line.

    One writer per file: an object that finds the files changed by another (two kernels,
    two objects on one path) saves its own games whole, so that two kernels on one JSON
    file keep the last one's games, as before the journal.

    Parameters
    ----------
    path : str or path-like, optional
        A JSON file, or None / ``":memory:"`` to keep the games in memory only.

    Raises
    ------
    LibraryError
        If the file or its journal can't be read or is not a game library (a damaged
        journal line is named by its number), or if it can't be written.

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
        #: moves, a list changed in place) and ``comments`` ({ply: text})
        self._rows: dict[int, dict[str, Any]] = {}
        self._last_id = 0
        self._tallies = {}
        self._tallied_at = 0  # one writer: no other connection to watch
        self._tallied_all = False
        self._revisions = {}
        self._synced_since = None
        self._file: Path | None = None
        self._journal: Path | None = None
        #: the token the file names its journal by (None: no file of this version yet)
        self._token: str | None = None
        #: (inode, size) of the file as this object last wrote or read it (not its time:
        #: JupyterLite's drive moves it when the file is read)
        self._file_seen: tuple[int, int] | None = None
        #: the bytes of the journal this object wrote (0: it starts a new one), and the
        #: journal's inode: a journal of another size or inode is not this object's
        self._journal_size = 0
        self._journal_inode = -1
        #: a folded journal that could not be deleted (its inode and size), or None
        self._undeleted: tuple[int, int] | None = None
        #: the next write rewrites the file whole (no file of this version, a journal to
        #: drop, or the files changed by another writer)
        self._fold_due = True
        if self.path != ":memory:":
            self._file = Path(self.path)
            self._journal = Path(self.path + JOURNAL_SUFFIX)
            try:
                self._file.parent.mkdir(parents=True, exist_ok=True)
            except OSError as exc:
                raise LibraryError(f"can't create the folder of {self.path}: {exc}") from None
            self._open_files()
            _open_libraries.add(self)
        self._tally_all()  # (as the file is read: not in a widget's handler)

    def __repr__(self) -> str:
        return f"<MemoryLibrary {self.path}>"

    def _closed_now(self) -> bool:
        return self._closed

    def close(self) -> None:
        """Fold the journal into the file and stop writing (closing twice is harmless);
        the games stay readable. A fold that fails is logged: the journal stays, and is
        folded when the library is next opened."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            # only what this object wrote: a file another writer changed is left to it
            if self._file is None or self._fold_due or not self._journal_size:
                return
            try:
                self._check_unmoved()
                self._fold()
            except _Moved:
                pass
            except LibraryError as exc:
                log.warning("%s (the journal is folded when the library is next opened)", exc)

    # ------------------------------------------------------------------ the JSON file
    def _open_files(self) -> None:
        """Read the file and its journal; fold them into one file when there is a journal
        or the file is of an older version (a read-only file is read all the same)."""
        assert self._file is not None and self._journal is not None
        if self._stat(self._file) is None:  # no file yet: written whole at the first save
            if self._journal.exists():
                log.warning("the journal %s has no library file beside it: ignored", self._journal)
            return
        version = self._load()
        fold = version < JSON_VERSION
        if os.path.lexists(self._journal):
            self._load_journal()
            fold = True
        self._file_seen = self._stat(self._file)  # as read (a drive may touch it reading)
        self._fold_due = fold
        if fold:
            try:
                self._fold()
            except LibraryError as exc:  # read-only: tried again (and raised) at a save
                log.info("%s (folded at the first save)", exc)

    @staticmethod
    def _stat(path: Path) -> tuple[int, int] | None:
        try:
            info = os.stat(path)
        except OSError:
            return None
        return (info.st_ino, info.st_size)

    def _load(self) -> int:
        """Read the file; return its version."""
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
                f"library {self.path} has version {clip(data.get('version'))}; this "
                f"solitaire_widget reads versions 1 to {JSON_VERSION}"
            )
        token = data.get("journal")
        if version >= 3 and not (isinstance(token, str) and 0 < len(token) <= 64):
            raise LibraryError(f"the library {self.path} is damaged: journal is {clip(token)}")
        rows: dict[int, dict[str, Any]] = {}
        for k, row in enumerate(data["games"]):
            if not isinstance(row, dict) or set(row) != _JSON_KEYS_OF[version]:
                raise LibraryError(f"game number {k + 1} in the library {self.path} is damaged")
            game = self._decode(row)  # every column checked
            line = row["line"]
            if not isinstance(line, list) or not all(isinstance(m, str) for m in line):
                raise LibraryError(f"game {game['id']} in the library {self.path} is damaged")
            comments = self._comments(row["comments"])
            if comments is None:
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
                "comments": comments,
            }
        self._rows = rows
        self._last_id = max(rows, default=0)
        self._token = token if version >= 3 else None
        return version

    @staticmethod
    def _comments(comments: Any) -> dict[int, str] | None:
        """``{"ply": text}`` as read from JSON, as ``{ply: text}``; None if it is not one."""
        # a move number: at most 12 digits (int() of thousands is a ValueError)
        if not isinstance(comments, dict) or not all(
            isinstance(c, str) and p.isascii() and p.isdigit() and len(p) <= 12
            for p, c in comments.items()
        ):
            return None
        return {int(p): c for p, c in comments.items()}

    def _load_journal(self) -> None:
        """Apply the journal's lines to the games read from the file.

        A last line without its newline was being written when the writer stopped: it is
        ignored (and logged). A journal that is not this file's (another token) was folded
        into it already, or belongs to another copy of it: ignored, logged. Any other line
        that is not a change this library writes is a :class:`LibraryError` naming it.
        """
        assert self._journal is not None
        where = f"the library journal {self._journal}"
        try:
            data = _read_file(self._journal, MAX_JSON_BYTES, "game library journal")
        except RecordError as exc:
            raise LibraryError(f"{self._journal}: {exc}") from None
        lines = data.split(b"\n")
        torn = lines.pop()  # after the last newline: b"" unless a write was cut short
        if torn:
            log.warning("the last line of %s was cut short (%d bytes): ignored", where, len(torn))
        if not lines:
            return
        header = self._journal_line(lines[0], 1, where)
        if not (
            isinstance(header, dict)
            and header.get("format") == JOURNAL_FORMAT
            and isinstance(header.get("library"), str)
        ):
            raise LibraryError(f"{self._journal} is not a solitaire_widget library journal")
        if header["library"] != self._token:
            log.warning(
                "%s is not the journal of %s (folded into it already, or left beside "
                "another copy of it): ignored",
                where,
                self.path,
            )
            return
        for k, raw in enumerate(lines[1:], start=2):
            entry = self._journal_line(raw, k, where)
            try:
                self._check_entry(entry)
                gid = entry.get("id")
                self._apply(entry)
                if gid is not None:
                    _counted(self._decode(self._rows[gid]), self._rows[gid]["line"], self.path)
            except LibraryError as exc:
                raise LibraryError(f"line {k} of {where} is damaged: {exc}") from None
        self._last_id = max(self._rows, default=0)

    @staticmethod
    def _journal_line(raw: bytes, k: int, where: str) -> Any:
        if len(raw) > MAX_JOURNAL_LINE:
            raise LibraryError(
                f"line {k} of {where} is damaged: {len(raw)} bytes, more than the "
                f"{MAX_JOURNAL_LINE} a line can be"
            )
        try:
            return json.loads(raw.decode("utf-8"))
        except (UnicodeDecodeError, ValueError, RecursionError) as exc:
            raise LibraryError(f"line {k} of {where} is damaged: {clip(exc)}") from None

    def _check_entry(self, entry: Any) -> None:
        """A journal line's change, checked before it is applied (a LibraryError)."""
        if isinstance(entry, dict) and set(entry) == {"reset"}:
            if not isinstance(entry["reset"], str):
                raise LibraryError(f"reset is {clip(entry['reset'])}")
            return
        if not (isinstance(entry, dict) and _ENTRY_KEYS <= set(entry) <= _ENTRY_KEYS | _ENTRY_MAY):
            raise LibraryError("not a change of a game")
        gid = entry["id"]
        if not is_whole_number(gid, -_ID_RANGE, _ID_RANGE - 1):
            raise LibraryError(f"id is {clip(gid)}")
        new = entry.get("new")
        if new is not None:
            if not (isinstance(new, dict) and set(new) == _NEW_KEYS):
                raise LibraryError(f"game {gid}'s columns are not those of a new game")
            if gid in self._rows:
                raise LibraryError(f"game {gid} is added twice")
            size = 0
        elif gid not in self._rows:
            raise LibraryError(f"there is no game {gid}")
        else:
            size = len(self._rows[gid]["line"])
        if not is_whole_number(entry["keep"], 0, size):
            raise LibraryError(f"keep is {clip(entry['keep'])}, not 0 to {size}")
        add = entry["add"]
        if not isinstance(add, list) or not all(isinstance(m, str) for m in add):
            raise LibraryError("add is not a list of moves")
        for column in ("updated", "result"):
            if not isinstance(entry[column], str):
                raise LibraryError(f"{column} is {clip(entry[column])}")
        if "comments" in entry and self._comments(entry["comments"]) is None:
            raise LibraryError("comments are not move numbers and texts")
        if "seconds" in entry and _play_seconds(entry["seconds"], strict=False) is None:
            raise LibraryError(f"seconds is {clip(entry['seconds'])}")

    def _apply(self, entry: dict[str, Any]) -> Callable[[], None]:
        """Make the change ``entry`` (a journal line) in memory; return what undoes it.

        The game's line is changed in place, from the first move that changed: the cost
        of a save is that of what it changes, not of the game or of the library.
        """
        last_id = self._last_id
        if "reset" in entry:
            gone = {g: r for g, r in self._rows.items() if r["variant"] == entry["reset"]}
            for gid in gone:
                del self._rows[gid]
            return lambda: (self._rows.update(gone), setattr(self, "_last_id", last_id))
        gid, keep, add = entry["id"], entry["keep"], entry["add"]
        old = self._rows.get(gid)
        if old is None:  # a new game: its columns as a new row has them
            new = entry["new"]
            row = {"id": gid, **new, "updated": new["started"], "moves": 0}
            row |= {"result": "playing", "revision": 0, "line": [], "comments": {}}
            row["play_seconds"] = None
            self._last_id = max(self._last_id, gid)
        else:
            row = old
        line = row["line"]
        cut = line[keep:]
        del line[keep:]
        line.extend(add)
        changed = {
            **row,
            "updated": entry["updated"],
            "moves": len(line),
            "result": entry["result"],
            "revision": row["revision"] + 1,
        }
        if "comments" in entry:
            changed["comments"] = self._comments(entry["comments"])
        if "seconds" in entry:
            changed["play_seconds"] = float(entry["seconds"])
        # a new dict for the columns; the moves (``line``) are one list changed in place,
        # which readers copy under the lock (see _read)
        self._rows[gid] = changed

        def undo() -> None:
            del line[keep:]
            line.extend(cut)
            if old is None:
                self._rows.pop(gid, None)
            else:
                self._rows[gid] = old
            self._last_id = last_id

        return undo

    def _change(self, entry: dict[str, Any]) -> None:
        """Make the change in memory and on disk: a failed write changes nothing."""
        if self._closed:
            raise LibraryError(f"the game library {self.path} is closed")
        undo = self._apply(entry)
        try:
            self._write(entry)
        except BaseException:
            undo()
            raise

    def _write(self, entry: dict[str, Any]) -> None:
        """One line appended to the journal; the file rewritten whole only when it must
        be (no file of this version yet, another writer was there, a line past
        :data:`MAX_JOURNAL_LINE`, a journal that would pass :data:`MAX_JSON_BYTES`)."""
        if self._file is None:
            return
        assert self._journal is not None
        if not self._fold_due:
            text = (json.dumps(entry, separators=(",", ":")) + "\n").encode("utf-8")
            if len(text) <= MAX_JOURNAL_LINE and (self._journal_size + len(text) <= MAX_JSON_BYTES):
                try:
                    self._append(text)
                    return
                except _Moved:
                    log.info(
                        "the game library %s was changed by another writer: this one's "
                        "games are saved whole",
                        self.path,
                    )
                except OSError as exc:  # e.g. a folder that takes no new file: written whole
                    log.info("can't write the journal %s (%s): saved whole", self._journal, exc)
        self._fold()

    def _check_unmoved(self) -> None:
        """Raise :class:`_Moved` if the file is not as this object last left it."""
        assert self._file is not None
        if self._stat(self._file) != self._file_seen:
            raise _Moved

    def _append(self, text: bytes) -> None:
        """Append ``text`` to this object's journal, or start one. Only the journal is
        looked at (a save stats no file of the size of the library): another writer that
        folds deletes it, and one that finds it made by another starts none (``"xb"``)."""
        assert self._journal is not None
        if not self._journal_size:  # a new journal: the file must be as this object left it
            self._check_unmoved()
            head = {"format": JOURNAL_FORMAT, "library": self._token}
            text = (json.dumps(head) + "\n").encode("utf-8") + text
            try:
                with open(self._journal, "xb") as fh:
                    self._journal_inode = os.fstat(fh.fileno()).st_ino
                    fh.write(text)
            except FileExistsError:
                if self._undeleted is not None and self._stat(self._journal) == self._undeleted:
                    raise OSError("the folded journal can't be deleted") from None
                raise _Moved from None  # another writer's journal
        else:
            try:  # never made anew here: a journal that is gone was folded by another
                fd = os.open(self._journal, os.O_WRONLY | os.O_APPEND)
            except FileNotFoundError:
                raise _Moved from None
            with open(fd, "ab") as fh:
                info = os.fstat(fd)
                if (info.st_ino, info.st_size) != (self._journal_inode, self._journal_size):
                    raise _Moved  # folded, cut or written to by another object
                fh.write(text)
        self._journal_size += len(text)

    def _fold(self) -> None:
        """Write every game to the file (whole or not at all, under a new token naming
        its journal), then delete the journal: a crash between the two leaves a journal
        the file does not name, ignored when it is read."""
        assert self._file is not None and self._journal is not None
        token = secrets.token_hex(8)
        games = [
            {**row, "comments": {str(p): c for p, c in row["comments"].items()}}
            for _, row in sorted(self._rows.items())
        ]
        text = json.dumps(
            {"format": JSON_FORMAT, "version": JSON_VERSION, "journal": token, "games": games}
        )
        try:
            write_text(self._file, text)  # whole or not at all
        except OSError:
            try:  # a file system without rename (a browser's drive): in place
                self._file.write_text(text, encoding="utf-8")
            except OSError as exc:
                raise LibraryError(f"can't write the game library {self.path}: {exc}") from None
        self._token, self._file_seen = token, self._stat(self._file)
        self._fold_due, self._journal_size = False, 0
        try:
            os.unlink(self._journal)
        except FileNotFoundError:
            pass
        except OSError as exc:  # then no journal can start: each save is written whole
            self._undeleted = self._stat(self._journal)
            log.info("can't delete the folded journal %s: %s", self._journal, exc)

    # ------------------------------------------------------------------ writing
    def track(self, game: Game, result: str | None = None, seconds: float | None = None) -> int:
        """Save a game's moves so far; return its library id (as :meth:`Library.track`).

        Like the SQLite library's, a save writes what changed since the last one (the
        moves from the first one undone or played, one journal line) whatever the length
        of the game and the number of games stored.
        """
        result, seconds, history, comments = _what_to_save(game, result, seconds)
        with self._lock:
            state = self._state.get(game)
            keep = _kept(state, history)
            if _saved_already(state, keep, history, result, comments):
                return state.gid  # type: ignore[union-attr]  # nothing new to write
            now = _now()
            overtaken: int | None = None
            all_comments = state is None
            if state is not None:
                row = self._rows.get(state.gid)
                if row is None:  # deleted by reset_stats
                    overtaken, state = state.gid or None, None
                elif row["revision"] != state.revision:
                    stored = row["line"]  # another widget saved this game since
                    if len(stored) > len(history) or any(
                        m != str(h[0]) for m, h in zip(stored, history, strict=False)
                    ):
                        overtaken, state = state.gid, None
                    else:  # its line goes on from the one saved: the comments are ours
                        state = _Synced(state.gid, row["revision"], list(stored), state.result)
                        keep, all_comments = _kept(state, history), True
            entry: dict[str, Any]
            if state is None:
                gid = self._last_id + 1
                new = {
                    "variant": game.variant,
                    "options": json.dumps(dict(game.options), sort_keys=True),
                    "seed": None if game.seed is None else str(int(game.seed)),
                    "shuffle": game.shuffle_version,
                    "deck": " ".join(c.code2 for c in game.deck),
                    "started": now,
                    "parent": overtaken,
                }
                stored, entries, keep, all_comments = [], [], 0, True
            else:
                gid = state.gid
                if isinstance(state.moves, list) and isinstance(state.entries, list):
                    stored, entries = state.moves, state.entries  # its own: no copy
                else:  # read from the file (resume): lists of its own from now on
                    stored, entries = list(state.moves), list(state.entries)
            added = _line.added(history, keep)
            entry = {"id": gid, "keep": keep, "add": added, "updated": now, "result": result}
            if state is None:
                entry["new"] = new
            if all_comments or state is None or state.comments != comments:
                entry["comments"] = {str(p): c for p, c in comments}
            if seconds is not None:
                entry["seconds"] = seconds
            self._change(entry)
            _line.follow(entries, stored, history, keep, added)  # saved: the copy too
            self._state[game] = _Synced(
                gid, self._rows[gid]["revision"], stored, result, comments, entries, seconds
            )
            self._retally(game.variant, gid)
        if overtaken is not None:
            _branched(self.path, overtaken, gid)
        return gid

    def reset_stats(self, variant: str) -> int:
        """Delete every game of ``variant``; return how many (as :meth:`Library.reset_stats`)."""
        vid = _variant_id(variant)
        with self._lock:
            gone = {gid for gid, row in self._rows.items() if row["variant"] == vid}
            self._change({"reset": vid})
            self._tally_reset(vid)  # (deleted: none left to count)
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
        with self._lock:  # the line is changed in place by a save: copied under the lock
            row = self._row(game_id)
            out: list[Any] = list(row["line"])
        for ply, text in sorted(row["comments"].items()):
            if 0 <= ply < len(out) and text:
                out[ply] = {"move": out[ply], "comment": text}
        return self._decode(row), out

    def stats(self, variant: str | None = None) -> dict[str, Any]:
        """Games played, won, streaks … (as :meth:`Library.stats`)."""
        only = None if variant is None else _variant_id(variant)
        with self._lock:
            return self._figures(only)

    def _tally_version(self) -> int:
        return 0

    def _tally_rows(
        self, only: str | None, gid: int | None = None, since: str | None = None
    ) -> list[tuple]:
        # every row was checked when the file was read, or written here
        picked = (
            [self._rows[gid]]
            if gid is not None
            else [
                r
                for r in self._rows.values()
                if r["moves"] > 0 and (only is None or r["variant"] == only)
            ]
        )
        rows = list(map(operator.itemgetter(*_TALLY_COLUMNS), picked))
        rows.sort(key=operator.itemgetter(2, 0))  # started, id
        return rows
