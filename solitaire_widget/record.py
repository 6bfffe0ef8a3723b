"""The JSON game record: write it, read it back, and refuse a bad one whole.

A record is plain JSON (never pickle, never eval)::

    {
      "format": "solitaire-record", "version": 1,
      "variant": "matrimony",
      "options": {"foundation_scheme": "classic", ...},   # all options, resolved
      "seed": 42,                     # the deal number, or null for an explicit deck
      "shuffle": "v1",                # the shuffle that made the deck from the seed
      "deck": ["QH", "7C", ...],      # the full deck order (docs/rules.md), or instead:
      "position": "klondike ...",     # a start position (docs/position.md; seed null)
      "moves": ["t12-f2", {"move": "s-t", "comment": "Nothing to play: deal."}],
      "result": "playing",            # "won" | "stuck" | "playing" (when written)
      "meta": {"player": "Ada", "date": "2026-11-29"}     # free metadata
    }

``moves`` holds move notation (:mod:`solitaire_widget.notation`); a move with a
teacher's comment is an object ``{"move": ..., "comment": ...}``. The deck is what
replays the game: the seed only says where it came from.

Reading checks everything: the size (:data:`MAX_BYTES`, :data:`MAX_MOVES`), the format
and version, the variant and its options, a deck that is exactly the variant's cards,
every move readable and legal in turn, and a result that agrees with the replay
(checked with a bounded stuck search of :data:`RESULT_CHECK_LIMIT` positions). Any
problem raises :class:`RecordError` whose message names the field or the move number;
nothing is half-loaded.

>>> from solitaire_widget import Game
>>> g = Game("klondike", seed=5); _ = g.play("s-w")
>>> rec = to_record(g); rec["moves"]
['s-w']
>>> from_record(rec).state_key() == g.state_key()
True
"""

from __future__ import annotations

import json
import os
import re
import stat
from collections.abc import Mapping
from typing import Any

from ._files import write_text
from .cards import MAX_CARDS, Card, CardParseError
from .errors import (
    IllegalMoveError,
    InvalidMoveError,
    RecordError,
    RecordSourceError,
    clip,
    is_whole_number,
    well_formed,
)
from .rulesets import find_variant
from .shuffle import SHUFFLE_VERSION

#: the shuffle versions a record may name (``shuffle.SHUFFLE_VERSION`` and any before it)
_SHUFFLES = (SHUFFLE_VERSION,)

__all__ = [
    "FORMAT",
    "VERSION",
    "MAX_BYTES",
    "MAX_DEPTH",
    "MAX_MOVES",
    "MAX_COMMENT",
    "to_record",
    "from_record",
    "from_source",
    "save",
    "load",
    "dumps",
    "loads",
]

FORMAT = "solitaire-record"
VERSION = 1
MAX_BYTES = 16 * 1024 * 1024  # far above any real game; stops a runaway file early
#: The most moves a record holds (read or written). A long Klondike game with many
#: passes through the stock is a few thousand moves, a lesson a few hundred; 200,000 is
#: some 55 hours of a move a second. Every move is checked in turn when a record is read
#: (under 0.8 s of CPU at this cap, the dearest moves and a 16 MB file of comments
#: included, against 12-19 s for the 2.8 million moves that fit in :data:`MAX_BYTES`;
#: docs/benchmarks.md, "Record loading"), so the worst record a file can hold is cheap to
#: refuse or read. Checked before any move is played.
MAX_MOVES = 200_000
#: How deeply ``meta`` may nest (a list or object counts one level). Real metadata is
#: flat; the cap keeps every writer (JSON, HTML pages, the library) off the recursion limit.
MAX_DEPTH = 32
MAX_ITEMS = 1_000_000  # values in ``meta``: bounds the walk over a shared-reference graph
#: characters a teacher's comment typed in the widget may hold (a page of text); records
#: read any length (their own cap is :data:`MAX_BYTES`)
MAX_COMMENT = 4000
_KEYS = {
    "format",
    "version",
    "variant",
    "options",
    "seed",
    "shuffle",
    "deck",
    "position",
    "moves",
    "result",
    "meta",
}
_RESULTS = ("won", "stuck", "playing")
_SURROGATE = re.compile("[\ud800-\udfff]")


#: positions the stuck search may visit to check a record's "result" (~50 ms at most)
RESULT_CHECK_LIMIT = 250


def to_record(game: Any, *, result: bool = True, **meta: Any) -> dict[str, Any]:
    """The record of a game: its deal, options, moves (with comments) and metadata.

    Parameters
    ----------
    game : Game
        The game; undone moves are not recorded.
    result : bool
        Compute ``"result"`` (``"won"``/``"stuck"``/``"playing"``); the stuck search
        costs a little, so bulk writers may turn it off.
    **meta
        Free metadata merged over ``game.meta`` (player, date, title …).
    """
    from .engine import Game

    if not isinstance(game, Game):
        raise RecordSourceError(f"a record is written of a Game, not {type(game).__name__}")
    if len(game.moves) > MAX_MOVES:  # the reader's test: a record this writes, load reads
        raise _fail("moves", f"{len(game.moves)} moves, more than the {MAX_MOVES} a record holds")
    moves: list[Any] = []
    comments = getattr(game, "comments", {})
    for i, m in enumerate(game.moves):
        text = str(m)
        moves.append({"move": text, "comment": comments[i]} if i in comments else text)
    rec: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "variant": game.variant,
        "options": dict(game.options),
        "seed": game.seed,
        "shuffle": game.shuffle_version,
        "deck": [c.code2 for c in game.deck],
        "moves": moves,
    }
    start = getattr(game, "start_position", None)
    if start is not None:  # a game read from a position starts there, not from a deal
        del rec["deck"]
        rec["position"] = start
    if result:
        rec["result"] = game.status
    all_meta = {**getattr(game, "meta", {}), **meta}
    # the reader's test: a record this writes, load reads back
    problem = _not_json(all_meta, MAX_DEPTH)
    if problem:
        raise _fail("meta", problem)
    if all_meta:
        rec["meta"] = all_meta
    return rec


def check_meta(meta: Any) -> None:
    """A ``RecordError`` naming ``meta`` unless it is what a record may carry: a JSON
    object, as :func:`_not_json` checks (for metadata set by hand on a game or replay)."""
    if not isinstance(meta, Mapping):
        raise _fail("meta", f"must be an object, not {type(meta).__name__}")
    problem = _not_json(meta, MAX_DEPTH)
    if problem:
        raise _fail("meta", problem)


def _fail(field: str, problem: str) -> RecordError:
    return RecordError(f"record field {clip(field)}: {problem}")


def _not_json(value: Any, limit: int) -> str | None:
    """What makes ``value`` unfit as record metadata, or None when it is plain JSON.

    Plain JSON: objects with text keys, lists, text, finite numbers, true/false/null,
    nested at most ``limit`` levels and holding at most :data:`MAX_ITEMS` values. The walk
    is iterative (a value 100,000 levels deep must not hit the recursion limit here) and
    stops at the first problem, so a self-referencing dict ends too.
    """
    level: list[Any] = [value]
    seen = 0
    for _level in range(limit + 1):
        nxt: list[Any] = []
        for item in level:
            if isinstance(item, Mapping):
                bad = next((k for k in item if not isinstance(k, str)), None)
                if bad is not None:
                    return f"keys are text, not {clip(bad)}"
                nxt.extend(item.values())
            elif isinstance(item, (list, tuple)):
                nxt.extend(item)
            elif isinstance(item, float):
                if item != item or item in (float("inf"), float("-inf")):
                    return f"{item} is not a JSON number"
            elif isinstance(item, int) and not isinstance(item, bool):
                if item.bit_length() > 14_000:  # over 4,200 digits: more than JSON readers convert
                    return f"{clip(item)} is too long a number"
            elif item is not None and not isinstance(item, (str, bool)):
                return f"values are JSON (text, numbers, lists, objects), not {type(item).__name__}"
        seen += len(nxt)
        if not nxt:
            return None
        if seen > MAX_ITEMS:
            return f"more than {MAX_ITEMS} values"
        level = nxt
    return f"nested more than {limit} levels deep"


def from_record(record: Mapping[str, Any] | str) -> Any:
    """Rebuild a :class:`~solitaire_widget.engine.Game` from a record (dict or JSON text).

    Raises
    ------
    RecordError
        Naming the field or the move number that is wrong.
    """
    if isinstance(record, (str, bytes)):
        record = loads(record)
    if not isinstance(record, Mapping):
        raise RecordError(f"a record is a JSON object, not {type(record).__name__}")
    unknown = sorted(str(k) for k in record if k not in _KEYS)
    if unknown:
        raise _fail(unknown[0], f"unknown field; a record has {', '.join(sorted(_KEYS))}")
    for key in ("format", "version", "variant", "moves"):
        if key not in record:
            raise _fail(key, "missing")
    if "deck" not in record and "position" not in record:
        raise _fail("deck", "missing (or a 'position' to start from)")
    if "deck" in record and "position" in record:
        raise _fail("position", "a record starts from a 'deck' or a 'position', not both")
    if record["format"] != FORMAT:
        raise _fail("format", f"must be {FORMAT!r}, not {clip(record['format'])}")
    if record["version"] != VERSION or isinstance(record["version"], bool):
        raise _fail(
            "version", f"this library reads version {VERSION}, not {clip(record['version'])}"
        )
    try:
        variant = find_variant(record["variant"])
    except ValueError as exc:
        raise _fail("variant", str(exc)) from None
    options = record.get("options", {})
    if not isinstance(options, Mapping):
        raise _fail("options", "must be an object of option names and values")
    try:
        variant.resolve(options)
    except ValueError as exc:
        raise _fail("options", str(exc)) from None
    seed = record.get("seed")
    if seed is not None and not is_whole_number(seed, 0, 2**64 - 1):
        raise _fail("seed", f"must be a whole number 0 <= seed < 2**64 or null, not {clip(seed)}")
    shuffle = record.get("shuffle", SHUFFLE_VERSION)
    if not isinstance(shuffle, str) or shuffle not in _SHUFFLES:
        # another shuffle would have made another deck from the seed: never taken (and
        # then saved again) as this one's
        raise _fail(
            "shuffle",
            f"must be one of {', '.join(map(repr, _SHUFFLES))} (the shuffles this library "
            f"knows), not {clip(shuffle)}",
        )
    if "position" in record:
        game = _from_position_field(record["position"], variant.id, options, seed)
    else:
        game = _from_deck_field(record["deck"], variant.id, options, seed)
    moves = record["moves"]
    if not isinstance(moves, list):
        raise _fail("moves", "must be a list of moves in notation")
    if len(moves) > MAX_MOVES:
        raise _fail("moves", f"{len(moves)} moves, more than the {MAX_MOVES} a record holds")
    comments = _play_moves(game, moves)
    result = record.get("result")
    if result is not None:
        if not isinstance(result, str) or result not in _RESULTS:
            raise _fail("result", f"must be one of {', '.join(_RESULTS)}, not {clip(result)}")
        # The stuck search may take seconds whatever the record's size, so reading checks
        # the claim with a bounded search: a "stuck"/"playing" that only a longer search
        # could judge is taken as written (the moves themselves are all checked).
        from .snapshot import quick_status

        actual = quick_status(game)
        if actual is None:
            stuck = game.stuck_within(RESULT_CHECK_LIMIT)
            actual = None if stuck is None else "stuck" if stuck else "playing"
        if actual is None and result == "won":
            actual = "playing"
        if actual is not None and result != actual:
            raise _fail("result", f"says {result!r} but the moves leave the game {actual!r}")
    meta = record.get("meta", {})
    if not isinstance(meta, Mapping):
        raise _fail("meta", "must be an object")
    problem = _not_json(meta, MAX_DEPTH)
    if problem:
        raise _fail("meta", problem)
    game.comments = comments
    game.meta = _well_formed_json(dict(meta))
    return game


#: distinct move texts whose reading one record keeps (a game has a few hundred)
_READ_CACHE = 4096


def _play_moves(game: Any, moves: list[Any]) -> dict[int, str]:
    """Play a record's ``moves`` on ``game`` (new, from the record: no listeners, nothing
    to redo), each checked legal in turn; return the comments by move index.

    Linear, and cheap per move: each distinct text is read once (a record repeats a few
    hundred texts, "s-w" thousands of times) into the move and its piles, and each move
    is then checked and applied as :meth:`Game.play <solitaire_widget.engine.Game.play>`
    does, without re-reading it or looking for the listeners and redo list a new game
    has not got. Raises :class:`RecordError` naming the move number."""
    comments: dict[int, str] = {}
    read: dict[str, tuple[Any, int, int, int]] = {}
    reason, push = game._reason, game._push
    for i, entry in enumerate(moves):
        if isinstance(entry, str):
            text = entry
        elif isinstance(entry, Mapping):
            number = i + 1
            extra = set(entry) - {"move", "comment"}
            if "move" not in entry or extra:
                raise RecordError(
                    f"move {number}: an annotated move is {{'move': ..., 'comment': ...}}"
                )
            comment = entry.get("comment")
            if comment is not None and not isinstance(comment, str):
                raise RecordError(f"move {number}: the comment must be text")
            if comment:
                comments[i] = well_formed(comment)
            text = entry["move"]
        else:
            text = entry
        hit = read.get(text) if isinstance(text, str) else None
        if hit is None:
            if not isinstance(text, str):
                raise RecordError(f"move {i + 1}: {clip(text)} is not move notation")
            try:
                hit = game._resolve(text)  # the move and its piles: the same in any position
            except InvalidMoveError as exc:
                raise RecordError(f"move {i + 1} ({clip(text)}) can't be read: {exc}") from None
            except IllegalMoveError as exc:  # a pile the game has not got
                raise RecordError(f"move {i + 1} ({text}) is illegal: {exc.reason}") from None
            if len(read) < _READ_CACHE:
                read[text] = hit
        move, si, di, n = hit
        why = reason(si, di, n)
        if why is not None:
            exc = game._illegal(move, why)
            raise RecordError(f"move {i + 1} ({text}) is illegal: {exc.reason}") from None
        push(move, si, di, n)
    return comments


def _well_formed_json(value: Any) -> Any:
    """Plain JSON (checked: at most :data:`MAX_DEPTH` levels) with every text
    :func:`~solitaire_widget.errors.well_formed`, keys too."""
    if isinstance(value, str):
        return well_formed(value)
    if isinstance(value, Mapping):
        return {well_formed(k): _well_formed_json(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_well_formed_json(v) for v in value]
    return value


def _from_deck_field(deck: Any, variant: str, options: Mapping[str, Any], seed: Any) -> Any:
    """The game at the deal of a record's ``"deck"``."""
    from .engine import Game

    if isinstance(deck, str):
        # the length first: a 16 MB string split whole costs 400 MB before the count check
        if len(deck) > 16 * MAX_CARDS:
            raise _fail("deck", f"{len(deck)} characters, more than any game deals")
        deck = deck.split()
    if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
        raise _fail("deck", "must be a list of cards like 'QH' or '10♠'")
    if len(deck) > MAX_CARDS:
        raise _fail("deck", f"{len(deck)} cards, more than any game deals")
    try:
        cards = [Card.parse(c) for c in deck]
    except CardParseError as exc:
        raise _fail("deck", str(exc)) from None
    try:
        game = Game(variant, seed=seed, deck=cards, **dict(options))
    except ValueError as exc:
        raise _fail("deck", str(exc)) from None
    return game


def _from_position_field(text: Any, variant: str, options: Mapping[str, Any], seed: Any) -> Any:
    """The game at a record's ``"position"`` (docs/position.md): it must agree with the
    record's variant and options, and such a record has no seed."""
    from .engine import Game
    from .errors import PositionError

    if not isinstance(text, str):
        raise _fail("position", f"must be a position text, not {type(text).__name__}")
    if seed is not None:
        raise _fail("seed", "a record that starts from a position has no seed (null)")
    try:
        game = Game.from_position(text)
    except PositionError as exc:
        raise _fail("position", str(exc)) from None
    if game.variant != variant or game.options != find_variant(variant).resolve(options):
        raise _fail("position", "its variant and options differ from the record's")
    return game


def dumps(game: Any, **meta: Any) -> str:
    """The record as JSON text (UTF-8, indented, one move per line)."""
    text = json.dumps(to_record(game, **meta), ensure_ascii=False, indent=1)
    # a lone surrogate (JSON text may carry one in a comment) can't be written as UTF-8:
    # as a \uXXXX escape it reads back the same
    return _SURROGATE.sub(lambda m: f"\\u{ord(m.group()):04x}", text)


def loads(text: str | bytes) -> dict[str, Any]:
    """Parse record JSON text into a dict (not yet validated: see :func:`from_record`)."""
    if not isinstance(text, (str, bytes)):
        raise RecordError(f"a record is JSON text, not {type(text).__name__}")
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise RecordError(f"a record is UTF-8 JSON text: {exc}") from None
    if len(text) > MAX_BYTES:
        raise RecordError(f"record is {len(text)} characters, more than the {MAX_BYTES} allowed")
    try:
        data = json.loads(text)
    except json.JSONDecodeError as exc:
        raise RecordError(f"not JSON: {exc.msg} at line {exc.lineno} column {exc.colno}") from None
    except RecursionError:
        raise RecordError("not a record: JSON nested too deeply") from None
    except ValueError as exc:  # e.g. an integer literal longer than Python converts
        raise RecordError(f"not a record: {exc}") from None
    if not isinstance(data, dict):
        raise RecordError(f"a record is a JSON object, not {type(data).__name__}")
    return data


def save(game: Any, path: str | os.PathLike[str], **meta: Any) -> None:
    """Write a game's record to a JSON file (written whole, then renamed into place)."""
    if not isinstance(path, (str, os.PathLike)):
        raise RecordSourceError(f"a record is saved to a file path, not {type(path).__name__}")
    write_text(path, dumps(game, **meta) + "\n", "save the record to")


def _is_json_text(text: str) -> bool:
    """The dispatch rule: text whose first non-blank character is ``{`` or ``[`` is JSON."""
    head = text.lstrip()[:1]
    return head in ("{", "[")


def _read_file(path: str | os.PathLike[str], cap: int | None = None, what: str = "record") -> bytes:
    """The bytes of a regular file of at most ``cap`` bytes (None: :data:`MAX_BYTES`);
    anything else is refused with a :class:`RecordError` whose message calls the file a
    ``what`` (the worksheets, the studies and the JSON library read theirs with it).

    The kind of file is checked with ``os.stat`` before opening (a FIFO would block the
    open, a device could be endless), the file is opened non-blocking in case it was
    swapped for a FIFO in between and checked again on the open descriptor, and no more
    than ``cap + 1`` bytes are ever read.
    """
    limit = MAX_BYTES if cap is None else cap
    name = os.fspath(path)
    if not isinstance(name, str):
        raise RecordSourceError(f"a {what} file path is text, not {type(name).__name__}")
    try:
        info = os.stat(name)
    except (OSError, ValueError) as exc:  # ValueError: a NUL in the path
        raise RecordError(f"can't read the {what} file: {_why(exc)}") from None
    _check_regular(info, limit, what)
    flags = os.O_RDONLY | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
    try:
        fd = os.open(name, flags)
    except OSError as exc:
        raise RecordError(f"can't read the {what} file: {_why(exc)}") from None
    try:
        _check_regular(os.fstat(fd), limit, what)
        chunks: list[bytes] = []
        size = 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise RecordError(f"can't read the {what} file: {_why(exc)}") from None
    finally:
        os.close(fd)
    if size > limit:
        raise RecordError(f"more than the {limit} bytes a {what} can be")
    return b"".join(chunks)


def _why(exc: Exception) -> str:
    """An OS error's reason without the path (the caller names the file once)."""
    return (getattr(exc, "strerror", None) or str(exc)).rstrip(".")


def _check_regular(info: os.stat_result, limit: int, what: str) -> None:
    if not stat.S_ISREG(info.st_mode):
        kind = next(
            (name for test, name in _FILE_KINDS if test(info.st_mode)), "not a regular file"
        )
        raise RecordError(f"a {what} is read from a regular file, not a {kind}")
    if info.st_size > limit:
        raise RecordError(f"{info.st_size} bytes is more than the {limit} a {what} can be")


_FILE_KINDS = (
    (stat.S_ISDIR, "directory"),
    (stat.S_ISFIFO, "FIFO (named pipe)"),
    (stat.S_ISCHR, "character device"),
    (stat.S_ISBLK, "block device"),
    (stat.S_ISSOCK, "socket"),
)


def from_source(source: Any) -> Any:
    """The one way a record source becomes a checked :class:`~solitaire_widget.engine.Game`.

    Parameters
    ----------
    source : dict, str, bytes or os.PathLike
        A record as a mapping; record JSON text (``str`` or UTF-8 ``bytes``); or the path
        of a record file. The rule: a ``str`` whose first non-blank character is ``{`` or
        ``[`` is JSON text, any other ``str`` or an ``os.PathLike`` is a path. Only a
        regular file is read (not a descriptor number, FIFO, device or directory), and at
        most :data:`MAX_BYTES` of it.

    Raises
    ------
    RecordError
        Naming the file (for a path), the field or the move number that is wrong;
        :class:`~solitaire_widget.errors.RecordSourceError` (also a ``TypeError``) for a
        source of another type, such as the ``int`` of a file descriptor.

    Examples
    --------
    >>> from_source("[]")
    Traceback (most recent call last):
    ...
    solitaire_widget.errors.RecordError: a record is a JSON object, not list
    """
    if isinstance(source, Mapping):
        return from_record(source)
    if isinstance(source, (bytes, bytearray)):
        return from_record(bytes(source))
    if isinstance(source, str) and _is_json_text(source):
        return from_record(source)
    if isinstance(source, (str, os.PathLike)):
        try:
            return from_record(loads(_read_file(source)))
        except RecordSourceError:
            raise
        except RecordError as exc:
            name = os.fspath(source)
            shown = name if len(name) <= 200 else clip(name, 200)
            raise RecordError(f"{shown}: {exc}") from None
    raise RecordSourceError(
        "a record source is a dict, record JSON text or the path of a record file, "
        f"not {type(source).__name__}"
    )


def load(path: str | os.PathLike[str]) -> Any:
    """Read a game from a record file (or any record source: see :func:`from_source`).

    :class:`RecordError` names the file and the problem; only regular files are read.
    """
    return from_source(path)
