"""The JSON game record: write it, read it back, and refuse a bad one whole.

A record is plain JSON (never pickle, never eval)::

    {
      "format": "solitaire-record", "version": 1,
      "variant": "matrimony",
      "options": {"foundation_scheme": "classic", ...},   # all options, resolved
      "seed": 42,                     # the deal number, or null for an explicit deck
      "shuffle": "v1",                # the shuffle that made the deck from the seed
      "deck": ["QH", "7C", ...],      # the full deck order (RULES.md), always present
      "moves": ["t12-f2", {"move": "s-t", "comment": "Nothing to play: deal."}],
      "result": "playing",            # "won" | "stuck" | "playing" (when written)
      "meta": {"player": "Ada", "date": "2026-11-29"}     # free metadata
    }

``moves`` holds move notation (:mod:`solitaire_widget.notation`); a move with a
teacher's comment is an object ``{"move": ..., "comment": ...}``. The deck is what
replays the game: the seed only says where it came from.

Reading checks everything: the format and version, the variant and its options, a
deck that is exactly the variant's cards, every move readable and legal in turn, and
a result that agrees with the replay. Any problem raises :class:`RecordError` whose
message names the field or the move number; nothing is half-loaded.

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
from collections.abc import Mapping
from typing import Any

from .cards import Card, CardParseError
from .errors import IllegalMoveError, InvalidMoveError, RecordError
from .rulesets import find_variant

__all__ = ["FORMAT", "VERSION", "to_record", "from_record", "save", "load", "dumps", "loads"]

FORMAT = "solitaire-record"
VERSION = 1
MAX_BYTES = 16 * 1024 * 1024  # far above any real game; stops a runaway file early
_KEYS = {
    "format",
    "version",
    "variant",
    "options",
    "seed",
    "shuffle",
    "deck",
    "moves",
    "result",
    "meta",
}
_RESULTS = ("won", "stuck", "playing")


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
    if result:
        rec["result"] = game.status
    all_meta = {**getattr(game, "meta", {}), **meta}
    if all_meta:
        rec["meta"] = all_meta
    return rec


def _fail(field: str, problem: str) -> RecordError:
    return RecordError(f"record field {field!r}: {problem}")


def from_record(record: Mapping[str, Any] | str) -> Any:
    """Rebuild a :class:`~solitaire_widget.engine.Game` from a record (dict or JSON text).

    Raises
    ------
    RecordError
        Naming the field or the move number that is wrong.
    """
    from .engine import Game

    if isinstance(record, (str, bytes)):
        record = loads(record)
    if not isinstance(record, Mapping):
        raise RecordError(f"a record is a JSON object, not {type(record).__name__}")
    unknown = sorted(str(k) for k in record if k not in _KEYS)
    if unknown:
        raise _fail(unknown[0], f"unknown field; a record has {', '.join(sorted(_KEYS))}")
    for key in ("format", "version", "variant", "deck", "moves"):
        if key not in record:
            raise _fail(key, "missing")
    if record["format"] != FORMAT:
        raise _fail("format", f"must be {FORMAT!r}, not {record['format']!r}")
    if record["version"] != VERSION or isinstance(record["version"], bool):
        raise _fail("version", f"this library reads version {VERSION}, not {record['version']!r}")
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
    if seed is not None and (
        isinstance(seed, bool) or not isinstance(seed, int) or not 0 <= seed < 2**64
    ):
        raise _fail("seed", f"must be a whole number 0 <= seed < 2**64 or null, not {seed!r}")
    shuffle = record.get("shuffle", "v1")
    if not isinstance(shuffle, str):
        raise _fail("shuffle", f"must be text like 'v1', not {shuffle!r}")
    deck = record["deck"]
    if isinstance(deck, str):
        deck = deck.split()
    if not isinstance(deck, list) or not all(isinstance(c, str) for c in deck):
        raise _fail("deck", "must be a list of cards like 'QH' or '10♠'")
    try:
        cards = [Card.parse(c) for c in deck]
    except CardParseError as exc:
        raise _fail("deck", str(exc)) from None
    try:
        game = Game(variant.id, seed=seed, deck=cards, **dict(options))
    except ValueError as exc:
        raise _fail("deck", str(exc)) from None
    moves = record["moves"]
    if not isinstance(moves, list):
        raise _fail("moves", "must be a list of moves in notation")
    comments: dict[int, str] = {}
    for i, entry in enumerate(moves):
        number = i + 1
        if isinstance(entry, Mapping):
            extra = set(entry) - {"move", "comment"}
            if "move" not in entry or extra:
                raise RecordError(
                    f"move {number}: an annotated move is {{'move': ..., 'comment': ...}}"
                )
            comment = entry.get("comment")
            if comment is not None and not isinstance(comment, str):
                raise RecordError(f"move {number}: the comment must be text")
            if comment:
                comments[i] = comment
            text = entry["move"]
        else:
            text = entry
        if not isinstance(text, str):
            raise RecordError(f"move {number}: {text!r} is not move notation")
        try:
            game.play(text)
        except InvalidMoveError as exc:
            raise RecordError(f"move {number} ({text!r}) can't be read: {exc}") from None
        except IllegalMoveError as exc:
            raise RecordError(f"move {number} ({text}) is illegal: {exc.reason}") from None
    result = record.get("result")
    if result is not None:
        if result not in _RESULTS:
            raise _fail("result", f"must be one of {', '.join(_RESULTS)}, not {result!r}")
        actual = game.status
        if result != actual:
            raise _fail("result", f"says {result!r} but the moves leave the game {actual!r}")
    meta = record.get("meta", {})
    if not isinstance(meta, Mapping):
        raise _fail("meta", "must be an object")
    game.comments = comments
    game.meta = dict(meta)
    return game


def dumps(game: Any, **meta: Any) -> str:
    """The record as JSON text (UTF-8, indented, one move per line)."""
    return json.dumps(to_record(game, **meta), ensure_ascii=False, indent=1)


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
    text = dumps(game, **meta)
    tmp = f"{os.fspath(path)}.tmp"
    with open(tmp, "w", encoding="utf-8") as fh:
        fh.write(text + "\n")
    os.replace(tmp, path)


def load(path: str | os.PathLike[str]) -> Any:
    """Read a game from a record file; :class:`RecordError` names the file and the problem."""
    try:
        size = os.path.getsize(path)
        if size > MAX_BYTES:
            raise RecordError(f"{os.fspath(path)}: {size} bytes is more than a record can be")
        with open(path, "rb") as fh:
            data = fh.read()
        return from_record(loads(data))
    except RecordError as exc:
        raise RecordError(f"{os.fspath(path)}: {exc}") from None
