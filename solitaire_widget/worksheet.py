"""Worksheets: a set of exercises handed out as one JSON file or one offline HTML page.

A teacher makes a :class:`Worksheet` from a recorded game (the positions before its
commented moves, or where the game stopped being winnable) or from positions typed by
hand, saves it (:meth:`Worksheet.save`, one JSON file) and hands it out in a notebook
or as a self-contained HTML page (:meth:`Worksheet.to_html`) that works with no kernel
and no network. Every exercise carries its answer key (:meth:`Exercise.answer_key
<solitaire_widget.exercise.Exercise.answer_key>`), worked out by the engine and the solver
when the worksheet is made; the page judges a student's answer by that key and says so.
So the page holds the key: its data has the right choices and the feedback texts (which
name the card a move turns up, as the feedback does once it shows), and a student who
reads the page's source can find them. What the page shows before an answer names no
face-down card: an "automatic" question's choices name piles (``turn_up@t6``, "a card is
turned face up on pile 6"). A student downloads their answers as a JSON file;
:meth:`Worksheet.summary` makes the teacher's table from those files.

The file (plain JSON, never pickle or eval)::

    {
      "format": "solitaire-worksheet", "version": 1,
      "title": "Matrimony: where would you play?",     # or null, or texts by language
      "lang": "nl",                                     # the worksheet's language
      "exercises": [
        {"key": {...answer key, see Exercise.answer_key...},
         "ply": 39,                      # the record's move this position comes before, or null
         "note": {"en": "...", "nl": "..."}}    # the teacher's comment on it, or null
      ]
    }

Reading checks the file whole before anything is made (:func:`from_dict`): its size, every
field's type and range, every position (:meth:`Game.from_position
<solitaire_widget.engine.Game.from_position>`; a won one asks nothing), and that each key
agrees with its position (the choices are the legal moves, written as the engine writes
them; an "illegal" question offers 2 to 64 moves, a legal and an illegal one among them,
and its verdict is right only for an illegal move; an "automatic" key's effects are what
the move does): what is read makes its page and its :class:`Exercise`. A problem raises
:class:`WorksheetError` naming the field (``exercises[2].key.answers['t1-t2'].result``).

>>> import solitaire_widget as sw
>>> g = sw.Game("klondike", seed=3)
>>> ws = sw.Worksheet([(g.position(), "illegal")], title="Klondike")
>>> len(ws), ws.keys[0]["question"]
(1, 'illegal')
>>> sw.Worksheet.from_dict(ws.to_dict()).keys == ws.keys
True
"""

from __future__ import annotations

import functools
import hashlib
import html
import json
import os
import re
import sys
import warnings
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path
from typing import Any

from ._files import write_text
from .engine import Game
from .errors import PositionError, RecordError, clip, is_number, is_whole_number
from .exercise import (
    KEY_VERSION,
    QUESTIONS,
    Exercise,
    _move_words,
    effect_choices,
    effect_words,
    key_can_be_wrong,
    question_words,
    quoted_move,
)
from .exercise import MAX_CHOICES as MAX_ASKED
from .i18n import LANGUAGES, catalogue, check_lang, message
from .notation import Move
from .record import _read_file
from .replay import position_said
from .solver.common import MAX_STATES

__all__ = [
    "ANSWERS_FORMAT",
    "FORMAT",
    "MAX_BYTES",
    "MAX_EXERCISES",
    "MAX_SOLVE_SECONDS",
    "VERSION",
    "Summary",
    "Worksheet",
    "WorksheetError",
]

FORMAT = "solitaire-worksheet"
ANSWERS_FORMAT = "solitaire-worksheet-answers"
VERSION = 1
#: The largest worksheet or answers file read. A worksheet of 100 Matrimony exercises
#: with every legal move explained in four languages is about 2 MB.
MAX_BYTES = 8 * 1024 * 1024
MAX_EXERCISES = 100
MAX_CHOICES = 256  # legal moves of one position (Matrimony has at most a few dozen)
MAX_LINE = 4096  # moves of a solver's line (a Matrimony win is under 400)
MAX_TEXT = 4000  # characters of one explanation, question or note
MAX_OPTIONS = 16  # effects offered for an "automatic" question
MAX_NAME = 200  # a student's name, a title
#: The longest one solver run of :meth:`Worksheet.exercise` may take, whatever the file
#: says. The page never runs the solver: its key was worked out when the worksheet was
#: made. Setting an exercise up again in Python does, with the key's budget, and a file
#: may say no limit (``"seconds": null`` with ``"states": null`` or 2**62; the package
#: itself writes null for ``budget=math.inf``). Such a file is still read (its key and
#: page are sound); each run is cut here instead of searching for hours. A minute is 12
#: times the default budget (5 s), more than any exercise made with a stated time needs.
MAX_SOLVE_SECONDS = 60.0
_RESULTS = ("right", "wrong", "unknown")
_STATIC = Path(__file__).parent / "static"


class WorksheetError(ValueError):
    """A worksheet or answers file that can't be read: the message names the field."""


# ---------------------------------------------------------------------------- checking
def _fail(field: str, problem: str) -> WorksheetError:
    return WorksheetError(f"worksheet field {field}: {problem}")


def _obj(v: Any, field: str, required: Iterable[str], optional: Iterable[str] = ()) -> dict:
    """``v`` is an object holding exactly the ``required`` keys (and maybe ``optional``)."""
    if not isinstance(v, Mapping):
        raise _fail(field, f"must be an object, not {type(v).__name__}")
    required = tuple(required)
    allowed = set(required) | set(optional)
    extra = next((k for k in v if k not in allowed), None)
    if extra is not None:
        raise _fail(field, f"unknown field {clip(extra)}; fields: {', '.join(sorted(allowed))}")
    missing = next((k for k in required if k not in v), None)
    if missing is not None:
        raise _fail(f"{field}.{missing}", "is missing")
    return dict(v)


def _str(v: Any, field: str, limit: int = MAX_TEXT) -> str:
    if not isinstance(v, str):
        raise _fail(field, f"must be text, not {type(v).__name__}")
    if len(v) > limit:
        raise _fail(field, f"is {len(v)} characters, more than the {limit} allowed")
    return v


def _list(v: Any, field: str, limit: int) -> list:
    if not isinstance(v, list):
        raise _fail(field, f"must be a list, not {type(v).__name__}")
    if len(v) > limit:
        raise _fail(field, f"has {len(v)} items, more than the {limit} allowed")
    return v


def _texts(v: Any, field: str, every: bool = True) -> dict[str, str]:
    """Texts by language: all four (``every``) or some of them."""
    if not isinstance(v, Mapping):
        raise _fail(field, f"must be an object of texts by language, not {type(v).__name__}")
    bad = next((k for k in v if k not in LANGUAGES), None)
    if bad is not None:
        raise _fail(field, f"unknown language {clip(bad)}; languages: {', '.join(LANGUAGES)}")
    if every:
        missing = next((lang for lang in LANGUAGES if lang not in v), None)
        if missing is not None:
            raise _fail(f"{field}.{missing}", "is missing")
    return {k: _str(t, f"{field}.{k}") for k, t in v.items()}


@functools.lru_cache(maxsize=4096)
def _read_move(text: str) -> tuple[Move, str]:
    """A move's text read, and written as the engine writes it. Kept for the texts read
    last: a file's lines and continuations repeat a few hundred texts up to 100 × 257 ×
    4,096 times, and reading each afresh was most of the time a large worksheet takes."""
    move = Move.parse(text)
    return move, str(move)


def _move(v: Any, field: str) -> Move:
    return _written_move(v, field)[0]


def _written_move(v: Any, field: str) -> tuple[Move, str]:
    text = _str(v, field, 64)
    try:
        return _read_move(text)
    except ValueError as exc:
        raise _fail(field, str(exc)) from None


def _moves(v: Any, field: str, limit: int = MAX_LINE, *, as_written: bool = False) -> list[str]:
    """The moves of a list, in the engine's notation. ``as_written``: each must already be
    written so (a choice: the page, its answers and the key's verdicts match it by its text,
    so " w-s " would read as w-s but never find its verdict)."""
    out = []
    for i, m in enumerate(_list(v, field, limit)):
        text = _written_move(m, f"{field}[{i}]")[1]
        if as_written and text != m:
            raise _fail(
                f"{field}[{i}]", f"must be written as the engine writes it, {text!r}, not {clip(m)}"
            )
        out.append(text)
    return out


def _is_version(value: Any, version: int) -> bool:
    """``value`` is the version number itself: ``true`` or ``1.0`` equal 1 in Python, but a
    file that says so was not written by this format's writer."""
    return is_whole_number(value) and value == version


def _check_key(key: Any, f: str) -> dict[str, Any]:
    """One exercise's answer key, checked field by field and against its position."""
    fields = (
        "version", "question", "position", "variant", "lang", "question_texts", "budget",
        "solver", "line", "choices", "answers",
    )  # fmt: skip
    auto = ("move", "words", "effects", "options", "right", "wrong")
    k = _obj(key, f, fields, auto)
    if not _is_version(k["version"], KEY_VERSION):
        raise _fail(f"{f}.version", f"must be {KEY_VERSION}, not {clip(k['version'])}")
    q = k["question"]
    if q not in QUESTIONS:
        raise _fail(f"{f}.question", f"must be one of {', '.join(QUESTIONS)}, not {clip(q)}")
    try:
        game = Game.from_position(_str(k["position"], f"{f}.position"))
    except PositionError as exc:
        raise _fail(f"{f}.position", str(exc)) from None
    if game.is_won():  # as an Exercise refuses it: the page would ask with nothing to choose
        raise _fail(f"{f}.position", "is won: there is nothing to ask")
    if k["variant"] != game.variant:
        raise _fail(f"{f}.variant", f"is {clip(k['variant'])} but the position is {game.variant}")
    if k["lang"] not in LANGUAGES:
        raise _fail(f"{f}.lang", f"must be one of {', '.join(LANGUAGES)}, not {clip(k['lang'])}")
    _texts(k["question_texts"], f"{f}.question_texts")
    b = _obj(k["budget"], f"{f}.budget", ("seconds", "states"))
    s, n = b["seconds"], b["states"]
    # seconds as a float can be (the page prints it); states within the solver's bound
    if s is not None and not (is_number(s) and 0 < s <= sys.float_info.max):
        raise _fail(f"{f}.budget.seconds", f"must be a number > 0 or null, not {clip(s)}")
    if n is not None and not is_whole_number(n, 1, MAX_STATES):
        raise _fail(
            f"{f}.budget.states", f"must be a whole number from 1 to 2**62 or null, not {clip(n)}"
        )
    if k["solver"] is not None:
        sv = _obj(k["solver"], f"{f}.solver", ("status", "states"))
        if sv["status"] not in ("won", "lost", "unknown"):
            raise _fail(f"{f}.solver.status", f"must be won, lost or unknown, not {clip(sv)}")
        if not is_whole_number(sv["states"], 0):
            raise _fail(f"{f}.solver.states", "must be a whole number >= 0")
    _moves(k["line"], f"{f}.line")
    choices = _moves(k["choices"], f"{f}.choices", MAX_CHOICES, as_written=True)
    answers = k["answers"]
    if not isinstance(answers, Mapping):
        raise _fail(f"{f}.answers", f"must be an object, not {type(answers).__name__}")
    if q == "automatic":
        if choices or answers:
            raise _fail(f"{f}.choices", 'must be empty for the question "automatic"')
        _check_automatic(k, game, f)
        return k
    if any(x in k for x in auto):
        raise _fail(f, f'the fields {", ".join(auto)} belong to the question "automatic" only')
    if len(set(choices)) != len(choices):
        raise _fail(f"{f}.choices", "hold the same move twice")
    if q == "illegal":
        if not 2 <= len(choices) <= MAX_ASKED:  # (Worksheet.exercise makes it an Exercise)
            raise _fail(
                f"{f}.choices",
                f"must offer from 2 to {MAX_ASKED} moves (an exercise offers at most {MAX_ASKED})",
            )
        if len({game.is_legal(m) for m in choices}) != 2:  # else no answer is right, or wrong
            raise _fail(f"{f}.choices", "must offer a legal move and an illegal one at least")
    else:
        legal = [str(m) for m in game.legal_moves()]
        if choices != legal:
            raise _fail(f"{f}.choices", "must be the position's legal moves, in the engine's order")
        if not choices:
            raise _fail(f"{f}.choices", "are none: no move is legal, so there is nothing to ask")
    if set(answers) != set(choices):
        odd = next(iter(set(answers) ^ set(choices)))
        raise _fail(f"{f}.answers", f"must have one entry per choice; {clip(odd)} doesn't match")
    for m in choices:
        af = f"{f}.answers[{m!r}]"
        a = _obj(answers[m], af, ("result", "key", "texts", "continuation", "words"))
        if a["result"] not in _RESULTS:
            raise _fail(f"{af}.result", f"must be right, wrong or unknown, not {clip(a['result'])}")
        if not _str(a["key"], f"{af}.key", 64).startswith("exercise."):
            raise _fail(f"{af}.key", f"is not an exercise message key: {clip(a['key'])}")
        _texts(a["texts"], f"{af}.texts")
        _texts(a["words"], f"{af}.words")
        _moves(a["continuation"], f"{af}.continuation")
        if q == "illegal" and (a["result"] == "right") == game.is_legal(m):
            raise _fail(f"{af}.result", f"says {m} is {'il' * game.is_legal(m)}legal; it is not")
        if q != "illegal" and a["result"] == "unknown" and a["continuation"]:
            raise _fail(f"{af}.continuation", "must be empty for an unknown result")
    return k


def _check_automatic(k: dict[str, Any], game: Game, f: str) -> None:
    missing = next((x for x in ("move", "words", "effects", "options", "right", "wrong")
                    if x not in k), None)  # fmt: skip
    if missing is not None:
        raise _fail(f"{f}.{missing}", 'is missing (the question "automatic" needs it)')
    m = _move(k["move"], f"{f}.move")
    if not game.is_legal(m):
        raise _fail(f"{f}.move", f"{m} is not legal in the position")
    _texts(k["words"], f"{f}.words")
    effects = [
        _str(e, f"{f}.effects[{i}]", 64)
        for i, e in enumerate(_list(k["effects"], f"{f}.effects", MAX_OPTIONS))
    ]
    done = game.copy().play(m)
    actual = [f"{e.kind} {e.card.code2}" for e in done]
    if sorted(effects) != sorted(actual):
        raise _fail(f"{f}.effects", f"must be what {m} does by itself: {actual}")
    offered = []
    for i, o in enumerate(_list(k["options"], f"{f}.options", MAX_OPTIONS)):
        of = f"{f}.options[{i}]"
        o = _obj(o, of, ("effect", "words"))
        offered.append(_str(o["effect"], f"{of}.effect", 64))
        _texts(o["words"], f"{of}.words")
    # by pile since 2026-12-06 ("turn_up@t6"); a key written before offered cards
    # ("turn_up JC"): the page offers the choices of the position either way
    right = {f"{e.kind}@{e.pile}" for e in done}
    covered = right <= set(offered) or set(effects) <= set(offered)
    if not offered or len(set(offered)) != len(offered) or not covered:
        raise _fail(f"{f}.options", "must offer something, and every right effect, each once")
    for result in ("right", "wrong"):
        v = _obj(k[result], f"{f}.{result}", ("result", "key", "texts"))
        if v["result"] != result:
            raise _fail(f"{f}.{result}.result", f"must be {result}")
        _str(v["key"], f"{f}.{result}.key", 64)
        _texts(v["texts"], f"{f}.{result}.texts")


def from_dict(data: Any) -> dict[str, Any]:
    """Check a worksheet dict whole; return a clean copy (raises :class:`WorksheetError`)."""
    d = _obj(data, "(top)", ("format", "version", "exercises"), ("title", "lang"))
    if d["format"] != FORMAT:
        raise _fail("format", f"must be {FORMAT!r}, not {clip(d['format'])}")
    if not _is_version(d["version"], VERSION):
        raise _fail("version", f"must be {VERSION}, not {clip(d['version'])}")
    title = d.get("title")
    lang = d.get("lang", "en")
    if lang not in LANGUAGES:
        raise _fail("lang", f"must be one of {', '.join(LANGUAGES)}, not {clip(lang)}")
    if isinstance(title, Mapping):
        title = _texts(title, "title", every=False)
        bad = next((k for k, t in title.items() if len(t) > MAX_NAME), None)
        if bad is not None:
            raise _fail(f"title.{bad}", f"is more than the {MAX_NAME} characters allowed")
    elif title is not None:
        _str(title, "title", MAX_NAME)
    items = _list(d["exercises"], "exercises", MAX_EXERCISES)
    if not items:
        raise _fail("exercises", "must hold at least one exercise")
    out = []
    for i, item in enumerate(items):
        f = f"exercises[{i}]"
        e = _obj(item, f, ("key",), ("ply", "note"))
        ply = e.get("ply")
        if ply is not None and not is_whole_number(ply, 1, 100_000):
            raise _fail(f"{f}.ply", f"must be a move number >= 1 or null, not {clip(ply)}")
        note = e.get("note")
        if note is not None:
            note = _texts(note, f"{f}.note", every=False)
        out.append({"key": _check_key(e["key"], f"{f}.key"), "ply": ply, "note": note})
    return {"format": FORMAT, "version": VERSION, "title": title, "lang": lang, "exercises": out}


def _loads(text: str | bytes, what: str) -> Any:
    if isinstance(text, bytes):
        try:
            text = text.decode("utf-8")
        except UnicodeDecodeError as exc:
            raise WorksheetError(f"{what} is UTF-8 JSON text: {exc}") from None
    if not isinstance(text, str):
        raise WorksheetError(f"{what} is JSON text, not {type(text).__name__}")
    if len(text) > MAX_BYTES:
        raise WorksheetError(f"{what} is {len(text)} characters, more than the {MAX_BYTES} allowed")
    try:
        return json.loads(text)
    except json.JSONDecodeError as exc:
        raise WorksheetError(f"{what}: not JSON: {exc.msg} at line {exc.lineno}") from None
    except RecursionError:
        raise WorksheetError(f"{what}: JSON nested too deeply") from None
    except ValueError as exc:  # an integer literal longer than Python converts
        raise WorksheetError(f"{what}: {exc}") from None


def _read(path: str | os.PathLike[str], what: str) -> Any:
    """JSON from a regular file of at most :data:`MAX_BYTES` (the record reader's checks)."""
    if not isinstance(path, (str, os.PathLike)):
        raise WorksheetError(f"{what} is read from a file path, not {type(path).__name__}")
    try:  # first, to name the path once in the system's reason (the reader does not)
        os.stat(path)
    except (OSError, ValueError) as exc:
        # the system's message without the path it names again (it may be very long)
        why = exc.strerror if isinstance(exc, OSError) and exc.strerror else exc
        raise WorksheetError(f"can't read {what} {clip(os.fspath(path), 200)}: {why}") from None
    try:
        raw = _read_file(path, MAX_BYTES, what)
    except RecordError as exc:
        raise WorksheetError(f"can't read {what}: {exc}") from None
    try:
        return _loads(raw, what)
    except WorksheetError as exc:
        raise WorksheetError(f"{clip(os.fspath(path), 200)}: {exc}") from None


def _rerun_budget(budget: Mapping[str, Any], field: str, *, warn: bool) -> dict[str, Any]:
    """A key's budget (checked when read) as the solver's, its time cut to
    :data:`MAX_SOLVE_SECONDS`. A ``UserWarning`` naming ``field`` when the key gives no
    limit at all or more time than that (when ``warn``: the question runs the solver); a
    budget of states alone (as ``budget={"states": 20_000}`` writes it) gets the time
    limit without a word."""
    seconds, states = budget.get("seconds"), budget.get("states")
    no_limit = seconds is None and states is None
    if warn and (no_limit or (seconds or 0) > MAX_SOLVE_SECONDS):
        said = "no limit" if seconds is None else f"{seconds:g} s"
        warnings.warn(
            f"{field}.seconds: the key's budget says {said}; the solver runs again "
            f"within {MAX_SOLVE_SECONDS:g} s (MAX_SOLVE_SECONDS)",
            UserWarning,
            stacklevel=3,
        )
    if seconds is None or seconds > MAX_SOLVE_SECONDS:
        seconds = MAX_SOLVE_SECONDS
    return {"seconds": seconds, "states": states}


# ---------------------------------------------------------------------------- worksheet
class Worksheet:
    """A set of exercises with their answer keys, to save, hand out and mark.

    Parameters
    ----------
    exercises : sequence
        Each an :class:`~solitaire_widget.exercise.Exercise`, or a position (text or
        :class:`~solitaire_widget.engine.Game`) with its question: ``(position,
        question)`` or ``(position, question, {"moves": [...]} / {"move": ...})``.
    title : str or dict, optional
        The heading of the page: text in the worksheet's language, or texts by language
        (``{"nl": "...", "pt": "..."}``). A page in a language without a title of its own
        is headed by the generic one (:meth:`heading`), never by another language's.
    lang : str
        The worksheet's language (the page's by default).
    budget : float or dict
        The solver's budget for each exercise made here (see :class:`Exercise`).

    Raises
    ------
    ValueError
        An exercise that can't be set (see :class:`Exercise`), no exercises or more than
        :data:`MAX_EXERCISES`, a title that is not text.

    Warns
    -----
    UserWarning
        For an exercise that can't be answered wrong (every choice judged right:
        :attr:`Exercise.can_be_wrong <solitaire_widget.exercise.Exercise.can_be_wrong>`);
        it is kept, but it teaches nothing. :meth:`from_record` leaves such positions out.

    Notes
    -----
    Making the worksheet works out every answer key (:meth:`Exercise.answer_key`): for
    "keeps_winnable" and "best_move" one solver run per legal move, within ``budget``.
    ``skipped`` is the number of positions :meth:`from_record` left out because no answer
    to them could be wrong (0 otherwise, and for a worksheet read from a file).
    """

    def __init__(
        self,
        exercises: Sequence[Any],
        *,
        title: str | None = None,
        lang: str = "en",
        budget: Any = 5.0,
        _notes: Sequence[tuple[int | None, dict[str, str] | None]] | None = None,
        _skipped: int = 0,
    ) -> None:
        if isinstance(exercises, (str, bytes)) or not isinstance(exercises, Iterable):
            raise ValueError("a worksheet is made of a list of exercises or (position, question)")
        exercises = list(exercises)
        if not exercises:
            raise ValueError("a worksheet needs at least one exercise")
        if len(exercises) > MAX_EXERCISES:
            raise ValueError(
                f"{len(exercises)} exercises; a worksheet holds at most {MAX_EXERCISES}"
            )
        self.lang = check_lang(lang)
        self._titles = _titles(title, self.lang)
        self.skipped = _skipped
        items = []
        notes = list(_notes) if _notes is not None else [(None, None)] * len(exercises)
        for i, (item, (ply, note)) in enumerate(zip(exercises, notes, strict=True)):
            ex = item if isinstance(item, Exercise) else self._make(item, i, budget)
            key = ex.answer_key()
            if not key_can_be_wrong(key):
                warnings.warn(
                    f"exercise {i + 1} ({key['question']}) can't be answered wrong: every "
                    "choice is judged right, so it teaches nothing; choose another position",
                    UserWarning,
                    stacklevel=2,
                )
            items.append({"key": key, "ply": ply, "note": note})
        self._data = {
            "format": FORMAT,
            "version": VERSION,
            "title": self._title_field(),
            "lang": self.lang,
            "exercises": items,
        }

    @property
    def title(self) -> str | None:
        """The title in the worksheet's language, if one was set."""
        return self._titles.get(self.lang)

    def _title_field(self) -> str | dict[str, str] | None:
        # plain text when there is only the worksheet's own (the file as it always was)
        if not self._titles:
            return None
        if set(self._titles) == {self.lang}:
            return self._titles[self.lang]
        return dict(self._titles)

    def heading(self, lang: str | None = None) -> str:
        """The page's title in ``lang``: the one set for that language, else the generic
        title ("Werkblad", "Worksheet") with the game's name when all exercises are of one
        game; never a title written in another language."""
        lang = check_lang(lang or self.lang)
        own = self._titles.get(lang)
        if own:
            return own
        variants = {e["key"]["variant"] for e in self._data["exercises"]}
        return _generic_title(lang, variants.pop() if len(variants) == 1 else None)

    def _make(self, item: Any, i: int, budget: Any) -> Exercise:
        if not isinstance(item, (tuple, list)) or not 2 <= len(item) <= 3:
            raise ValueError(
                f"exercise {i + 1}: give an Exercise or (position, question[, options]), "
                f"not {clip(item)}"
            )
        position, question, *rest = item
        opts = dict(rest[0]) if rest else {}
        if set(opts) - {"moves", "move"}:
            raise ValueError(f"exercise {i + 1}: options are 'moves' or 'move', not {sorted(opts)}")
        try:
            return Exercise(position, question, budget=budget, lang=self.lang, **opts)
        except ValueError as exc:
            raise type(exc)(f"exercise {i + 1}: {exc}") from None

    # ------------------------------------------------------------------ making
    @classmethod
    def from_record(
        cls,
        source: Any,
        at: str = "comments",
        *,
        question: str = "keeps_winnable",
        budget: Any = 5.0,
        title: str | None = None,
        lang: str | None = None,
        limit: int = 20,
    ) -> Worksheet:
        """Exercises from a recorded game.

        Parameters
        ----------
        source : dict, str, os.PathLike or Game
            A record (see :class:`~solitaire_widget.replay.Replay`'s sources).
        at : str
            ``"comments"``: the positions before the moves the teacher commented on (the
            comment is kept as the exercise's note, shown after the answer).
            ``"status"``: the positions where the game stopped being winnable: before a
            move after which the solver proves the game lost (checked within ``budget``
            at each position; the solver's line is followed while the game follows it).
        question : str
            The question asked at every position (``"keeps_winnable"``, ``"best_move"``
            or ``"illegal"``).
        budget : float or dict
            The solver's budget per position and per answer.
        title : str or dict, optional
            The page's heading (text in ``lang``, or texts by language). By default the
            record's title in each language it has one for (``meta["title_<lang>"]``, and
            ``meta["title"]`` in the record's own language); in any other language the
            generic title with the game's name and deal (:meth:`heading`).
        lang : str, optional
            The worksheet's language (the record's by default).
        limit : int
            At most this many exercises (the first ones).

        Raises
        ------
        ValueError
            A bad record (:class:`~solitaire_widget.errors.RecordError`), an unknown
            ``at``, or no position to ask about (nothing commented, never winnable, or
            no position whose question can be answered wrong).

        Positions where the question can't be set (a lost or won position for
        "keeps_winnable") and positions with a single legal move are left out. So are
        positions whose exercise can't be answered wrong (every legal move judged right
        by the answer key, e.g. every move keeps the game winnable): a question that
        can't be answered wrong teaches nothing. The worksheet's ``skipped`` says how
        many positions were left out for that reason.
        """
        from .replay import Replay
        from .solver import solve

        if at not in ("comments", "status"):
            raise ValueError(f"at is 'comments' or 'status', not {clip(at)}")
        if question not in ("keeps_winnable", "best_move", "illegal"):
            raise ValueError(
                "a worksheet from a record asks keeps_winnable, best_move or illegal, "
                f"not {clip(question)}"
            )
        if not is_whole_number(limit, 1, MAX_EXERCISES):
            raise ValueError(f"limit is a number from 1 to {MAX_EXERCISES}, not {clip(limit)}")
        replay = Replay(source)
        meta = replay.meta
        own = meta.get("lang")
        lang = check_lang(lang or (own if own in LANGUAGES else replay.lang))
        line = replay.main_line()
        plies: list[int] = []  # move numbers (1-based): the position before each is asked about
        if at == "comments":
            for i in range(1, len(line) + 1):
                if any(replay.narration_parts(i, lg)["comment"] for lg in LANGUAGES):
                    plies.append(i)
        else:
            known: list[Move] = []  # the rest of a winning line from the current position
            prev_won = None
            for i in range(len(line) + 1):
                g = replay.seek(i).game
                if g.is_won():
                    break
                if known and i > 0 and line[i - 1] == known[0]:
                    known = known[1:]
                    won = True
                else:
                    r = solve(g, budget)
                    known = list(r.moves) if r.won else []
                    won = {"won": True, "lost": False}.get(r.status)
                if prev_won is True and won is False:
                    plies.append(i)
                prev_won = won
        exercises, notes = [], []
        skipped = 0  # positions where every answer is right
        for ply in plies:
            if len(exercises) == limit:
                break
            g = replay.seek(ply - 1).game
            if question != "illegal" and len(g.legal_moves()) < 2:
                continue  # a forced move is no question
            try:
                ex = Exercise(g.position(), question, budget=budget, lang=lang)
            except ValueError:  # lost, won, or no line found: nothing to ask here
                continue
            if not ex.can_be_wrong:  # costs the key now; the worksheet reuses it
                skipped += 1
                continue
            note = {}
            for lg in LANGUAGES:
                c = replay.narration_parts(ply, lg)["comment"]
                if isinstance(c, str) and c.strip():
                    note[lg] = c[:MAX_TEXT]
            exercises.append(ex)
            notes.append((ply, note or None))
        if not exercises:
            what = "commented move" if at == "comments" else "move that lost a winnable game"
            if skipped:
                raise ValueError(
                    f"the record has no {what} whose question ({question}) can be answered "
                    f"wrong: at the {skipped} positions where it could be asked, every answer is "
                    "judged right"
                    + (
                        ", every move keeps the game winnable"
                        if question == "keeps_winnable"
                        else ""
                    )
                )
            raise ValueError(f"the record has no {what} to make an exercise of")
        titles = _titles(title, lang) if title is not None else {}
        if title is None:
            own_lang = own if own in LANGUAGES else replay.lang
            for lg in LANGUAGES:
                t = meta.get(f"title_{lg}")
                if not (isinstance(t, str) and t.strip()) and lg == own_lang:
                    t = meta.get("title")
                if isinstance(t, str) and t.strip():
                    titles[lg] = t[:MAX_NAME]
        # every other language: the generic title, the game and the deal, not a title
        # written in another language
        game0 = replay.seek(0).game
        for lg in LANGUAGES:
            if lg not in titles:
                titles[lg] = _generic_title(lg, game0.variant, game0.seed)[:MAX_NAME]
        return cls(exercises, title=titles, lang=lang, _notes=notes, _skipped=skipped)

    # ------------------------------------------------------------------ reading and writing
    @classmethod
    def from_dict(cls, data: Any) -> Worksheet:
        """A worksheet from its dict (checked whole: :class:`WorksheetError` names the field)."""
        clean = from_dict(data)
        ws = cls.__new__(cls)
        ws._data = clean
        ws.lang = clean["lang"]
        ws._titles = _titles(clean["title"], ws.lang)
        ws.skipped = 0
        return ws

    @classmethod
    def load(cls, path: str | os.PathLike[str]) -> Worksheet:
        """Read a worksheet file written by :meth:`save` (checked whole, size-capped)."""
        data = _read(path, "worksheet")
        try:
            return cls.from_dict(data)
        except WorksheetError as exc:
            raise WorksheetError(f"{clip(os.fspath(path), 200)}: {exc}") from None

    def to_dict(self) -> dict[str, Any]:
        """The worksheet as a plain JSON-able dict (a copy)."""
        return json.loads(json.dumps(self._data))

    def save(self, path: str | os.PathLike[str]) -> str:
        """Write the worksheet to one JSON file (written whole, then renamed into place)."""
        text = json.dumps(self._data, ensure_ascii=False, indent=1)
        return write_text(path, text + "\n")

    @property
    def keys(self) -> list[dict[str, Any]]:
        """The answer keys of the exercises (copies)."""
        return [e["key"] for e in self.to_dict()["exercises"]]

    @property
    def id(self) -> str:
        """A short fingerprint of the exercises: answers files name the worksheet by it."""
        text = json.dumps(self._data["exercises"], sort_keys=True, ensure_ascii=True)
        return hashlib.sha256(text.encode()).hexdigest()[:16]

    def __len__(self) -> int:
        return len(self._data["exercises"])

    def _key(self, i: Any) -> dict[str, Any]:
        """Exercise ``i``'s key (from 0; negative from the end, like a list); IndexError
        naming the exercises there are."""
        items = self._data["exercises"]
        if not is_whole_number(i, -len(items), len(items) - 1):
            raise IndexError(
                f"there is no exercise {clip(i)} on this worksheet: 0 to {len(items) - 1}"
            )
        return items[i]["key"]

    def exercise(self, i: int) -> Exercise:
        """Exercise ``i`` (from 0) as an :class:`Exercise` to check answers in Python.

        It is set up again from the position (the solver runs again for
        "keeps_winnable" and "best_move", with the key's budget). Each solver run takes
        at most :data:`MAX_SOLVE_SECONDS`: a key whose budget says more, or no time limit
        at all, is cut to it with a ``UserWarning`` naming the field (a cut run may judge
        a move "unknown" that the key judged).
        """
        k = self._key(i)
        # (only these two questions run the solver: the others are told of no cut)
        solves = k["question"] in ("keeps_winnable", "best_move")
        field = f"exercises[{i % len(self)}].key.budget"  # (i from the end: named from 0)
        b = _rerun_budget(k["budget"], field, warn=solves)
        opts: dict[str, Any] = {}
        if k["question"] == "illegal":
            opts["moves"] = k["choices"]
        elif k["question"] == "automatic":
            opts["move"] = k["move"]
        return Exercise(k["position"], k["question"], budget=b, lang=self.lang, **opts)

    def judge(self, i: int, answer: Any) -> str:
        """The key's verdict (right/wrong/unknown) of ``answer`` to exercise ``i``, as the
        page judges it: a move's notation, or for "automatic" a list of effects."""
        k = self._key(i)
        if k["question"] == "automatic":
            if isinstance(answer, str) or not isinstance(answer, Iterable):
                raise ValueError("an 'automatic' answer is a list of effects ('turn_up 5H')")
            given = sorted(str(a) for a in answer)
            # the page's choices by pile; an answers file from a page before 2026-12-06
            # named the cards, as the key's effects do
            right = given == sorted(_page_effects(k)[0]) or given == sorted(k["effects"])
            return "right" if right else "wrong"
        entry = k["answers"].get(answer) if isinstance(answer, str) else None
        return entry["result"] if entry is not None else "wrong"

    def __repr__(self) -> str:
        skipped = f" ({self.skipped} skipped: no wrong answer)" if self.skipped else ""
        return f"<Worksheet {self.title or ''!s} · {len(self)} exercises{skipped}>"

    # ------------------------------------------------------------------ the page
    def html_page(self, lang: str | None = None) -> str:
        """The self-contained HTML page (see :meth:`to_html`), as text."""
        from .export import _script_code, _text, script_json
        from .render import svg

        lang = check_lang(lang or self.lang)
        title = self.heading(lang)
        cat = catalogue(lang)  # raw texts: the page fills in their {placeholders}
        names = ("name", "exercise", "before", "check", "download", "line", "note", "tick",
                 "choose", "score", "unnamed")  # fmt: skip
        labels = {n: cat[f"worksheet.{n}"] for n in names}
        sections = []
        exercises = []
        for i, e in enumerate(self._data["exercises"]):
            k = e["key"]
            game = Game.from_position(k["position"], lang=lang)
            picture = svg(game, width=560)
            # the picture in words too, pile by pile (a screen reader reads no picture)
            said = f'<p class="ws-said">{_text(position_said(game, lang))}</p>'
            before = ""
            if e["ply"] is not None:
                before = f'<p class="ws-ply">{_text(labels["before"].format(n=e["ply"]))}</p>'
            sections.append(
                f'<section class="ws-ex" id="ws-ex-{i}" data-i="{i}">'
                f"<h2>{_text(labels['exercise'].format(n=i + 1))}</h2>{before}"
                f'<div class="ws-pic">{picture}{said}</div>'
                f'<p class="ws-q">{_text(_question_text(k, lang))}</p>'
                f'<div class="ws-answer"></div></section>'
            )
            exercises.append(_page_exercise(e, lang))
        data = {
            "id": self.id,
            "title": title,
            "lang": lang,
            "labels": labels,
            "exercises": exercises,
        }
        budget = self._data["exercises"][0]["key"]["budget"]
        said = message("worksheet.precomputed", lang, budget=_budget_words(budget, lang))
        return (
            "<!DOCTYPE html>\n"
            f'<html lang="{lang}">\n<head>\n<meta charset="utf-8">\n'
            '<meta name="viewport" content="width=device-width, initial-scale=1">\n'
            f"<title>{_text(title)}</title>\n<style>{_CSS}</style>\n</head>\n<body>\n"
            f"<h1>{_text(title)}</h1>\n"
            f'<p class="ws-about" id="ws-about">{_text(said)}</p>\n'
            f'<p class="ws-who"><label>{_text(labels["name"])} '
            '<input id="ws-name" autocomplete="name" maxlength="200"></label></p>\n'
            + "\n".join(sections)
            + '\n<p class="ws-end"><span id="ws-score" aria-live="polite"></span> '
            f'<button type="button" id="ws-download">{_text(labels["download"])}</button></p>\n'
            f'<script type="application/json" id="ws-data">{script_json(data)}</script>\n'
            f"<script>{_script_code(_page_script())}</script>\n"
            "<script>SolitaireWorksheet.mount(document.body,JSON.parse("
            "document.getElementById('ws-data').textContent));</script>\n"
            "</body>\n</html>\n"
        )

    def to_html(self, path: str | os.PathLike[str], *, lang: str | None = None) -> str:
        """Write the worksheet as one self-contained HTML page; return the path written.

        The page needs no kernel, server or network: each exercise shows the position
        (face-down cards stay backs), the question and the moves to choose from (notation
        and words); the answer is judged from the answer key embedded in the page, worked
        out by the solver when the worksheet was made, and the page says so. The student
        types a name and downloads their answers as a JSON file for
        :meth:`Worksheet.summary`.

        Parameters
        ----------
        path : str or os.PathLike
            The file to write (UTF-8).
        lang : str, optional
            The page's language (en, it, nl, pt); the worksheet's by default.
        """
        return write_text(path, self.html_page(lang))

    def _repr_html_(self) -> str:
        from .export import _text  # escaped, lone surrogates replaced, as on the page

        rows = "".join(
            f"<li>{_text(_question_text(e['key'], self.lang))}</li>"
            for e in self._data["exercises"]
        )
        title = self.heading(self.lang)
        return f"<p><b>{_text(title)}</b></p><ol>{rows}</ol>"

    # ------------------------------------------------------------------ marking
    @staticmethod
    def summary(
        answers: Iterable[Any], worksheet: Worksheet | None = None, *, lang: str | None = None
    ) -> Summary:
        """The teacher's table from students' answers files.

        Parameters
        ----------
        answers : iterable of dict, str or os.PathLike
            Answers files downloaded from the page (paths) or their dicts.
        worksheet : Worksheet, optional
            When given, every answer is judged again by its key (an edited ``result`` in a
            file counts for nothing) and the files must be of this worksheet.
        lang : str, optional
            The language of the table's headings and totals: en, it, nl, pt. By default
            the worksheet's, else the first answers file's page language, else English.

        Returns
        -------
        Summary
            One row per student: name, each exercise's result (right / wrong / unknown /
            None when not answered) and the number right.
        """
        if lang is not None:
            check_lang(lang)
        if isinstance(answers, (str, bytes, Mapping, os.PathLike)):
            answers = [answers]
        elif not isinstance(answers, Iterable):
            raise TypeError(
                "answers is an answers file (a path or its dict) or a list of them, "
                f"not {clip(answers)}"
            )
        rows = []
        for n, source in enumerate(answers):
            if n >= 10_000:
                raise WorksheetError("more than 10000 answers files")
            where = (
                clip(os.fspath(source), 200)
                if isinstance(source, (str, os.PathLike))
                else f"answers {n + 1}"
            )
            data = _read(source, "answers") if isinstance(source, (str, os.PathLike)) else source
            try:
                rows.append(_answers_row(data, worksheet))
                if rows[-1]["worksheet"] != rows[0]["worksheet"]:  # one table, one worksheet
                    raise _fail(
                        "worksheet", "these answers are to another worksheet than the first"
                    )
            except WorksheetError as exc:
                raise WorksheetError(f"{where}: {exc}") from None
        size = (
            len(worksheet)
            if worksheet is not None
            else max((len(r["results"]) for r in rows), default=0)
        )
        if lang is None:
            own = worksheet.lang if worksheet is not None else rows[0]["lang"] if rows else None
            lang = own if own in LANGUAGES else "en"
        for r in rows:
            r["results"] += [None] * (size - len(r["results"]))
            del r["worksheet"], r["lang"]
        return Summary(rows, size, lang=lang)


def _answers_row(data: Any, ws: Worksheet | None) -> dict[str, Any]:
    d = _obj(
        data, "(top)", ("format", "version", "worksheet", "name", "answers"), ("lang", "title")
    )
    if d["format"] != ANSWERS_FORMAT:
        raise _fail("format", f"must be {ANSWERS_FORMAT!r}, not {clip(d['format'])}")
    if not _is_version(d["version"], VERSION):
        raise _fail("version", f"must be {VERSION}, not {clip(d['version'])}")
    wid = _str(d["worksheet"], "worksheet", 64)
    if ws is not None and wid != ws.id:
        raise _fail("worksheet", f"these answers are to worksheet {clip(wid)}, not {ws.id}")
    # a lone surrogate (JSON "\ud800", which a browser writes for one) replaced, as the
    # page replaces one: the table is written out as UTF-8, which can't hold it
    name = _str(d["name"], "name", MAX_NAME).strip().encode("utf-8", "replace").decode("utf-8")
    size = len(ws) if ws is not None else MAX_EXERCISES
    results: list[str | None] = [None] * (len(ws) if ws is not None else 0)
    for j, a in enumerate(_list(d["answers"], "answers", size)):
        f = f"answers[{j}]"
        a = _obj(a, f, ("exercise", "answer", "result"))
        i = a["exercise"]
        if not is_whole_number(i, 0, size - 1):
            raise _fail(f"{f}.exercise", f"must be an exercise number from 0 to {size - 1}")
        ans = a["answer"]
        if isinstance(ans, list):
            ans = [
                _str(x, f"{f}.answer[{m}]", 64)
                for m, x in enumerate(_list(ans, f"{f}.answer", MAX_OPTIONS))
            ]
        else:
            ans = _str(ans, f"{f}.answer", 64)
        if a["result"] not in _RESULTS:
            raise _fail(f"{f}.result", f"must be right, wrong or unknown, not {clip(a['result'])}")
        while len(results) <= i:
            results.append(None)
        if results[i] is not None:
            raise _fail(f"{f}.exercise", f"exercise {i} is answered twice")
        if ws is not None:
            try:
                results[i] = ws.judge(i, ans)
            except ValueError as exc:
                raise _fail(f"{f}.answer", str(exc)) from None
        else:
            results[i] = a["result"]
    # the page's language, when the file says it: the table's default language
    return {"student": name, "results": results, "worksheet": wid, "lang": d.get("lang")}


class Summary(list):
    """The teacher's table: a list of rows ``{"student", "results", "right"}``.

    Shown as a table in a notebook (``_repr_html_``); :meth:`to_markdown` for a report.
    ``totals`` counts, per exercise, the students who answered it right. The headings and
    the totals' row are in ``lang``; the rows' keys are the same in every language.
    """

    def __init__(self, rows: list[dict[str, Any]], size: int, *, lang: str = "en") -> None:
        for r in rows:
            r["right"] = sum(x == "right" for x in r["results"])
        super().__init__(rows)
        self.size = size
        self.lang = check_lang(lang)
        self.totals = [sum(r["results"][i] == "right" for r in rows) for i in range(size)]

    _MARK = {"right": "✓", "wrong": "✗", "unknown": "?", None: "–"}

    def _table(self) -> tuple[list[str], list[list[str]]]:
        words = {k: message(f"worksheet.summary.{k}", self.lang) for k in ("student", "right")}
        head = [words["student"], *(str(i + 1) for i in range(self.size)), words["right"]]
        body = [
            [
                r["student"] or "?",
                *(self._MARK[x] for x in r["results"]),
                f"{r['right']}/{self.size}",
            ]
            for r in self
        ]
        total = message("worksheet.summary.totals", self.lang)
        body.append(
            [total, *(str(t) for t in self.totals), f"{sum(self.totals)}/{self.size * len(self)}"]
        )
        return head, body

    def to_markdown(self) -> str:
        """The table in Markdown (✓ right, ✗ wrong, ? unknown, – not answered)."""
        head, body = self._table()

        def cell(s: str) -> str:
            return s.replace("|", "\\|").replace("\n", " ")

        lines = ["| " + " | ".join(head) + " |", "|" + "---|" * len(head)]
        lines += ["| " + " | ".join(cell(c) for c in row) + " |" for row in body]
        return "\n".join(lines)

    def _repr_html_(self) -> str:
        head, body = self._table()
        th = "".join(f"<th>{html.escape(h)}</th>" for h in head)
        trs = "".join(
            "<tr>" + "".join(f"<td>{html.escape(c)}</td>" for c in row) + "</tr>" for row in body
        )
        return f'<table lang="{self.lang}"><thead><tr>{th}</tr></thead><tbody>{trs}</tbody></table>'


# ---------------------------------------------------------------------------- page helpers
def _titles(title: Any, lang: str) -> dict[str, str]:
    """A title given as text (in ``lang``) or as texts by language, checked."""
    if title is None:
        return {}
    if isinstance(title, str):
        title = {lang: title}
    if not isinstance(title, Mapping) or not all(
        k in LANGUAGES and isinstance(t, str) and len(t) <= MAX_NAME for k, t in title.items()
    ):
        raise ValueError(
            f"the title is text of at most {MAX_NAME} characters, or such texts by language "
            f"({', '.join(LANGUAGES)}), not {clip(title)}"
        )
    return {k: t for k, t in title.items() if t.strip()}


def _generic_title(lang: str, variant: str | None, seed: int | None = None) -> str:
    """ "Werkblad · Huwelijk · spel 291": the worksheet, the game and the deal in ``lang``."""
    from .snapshot import _game_title

    parts = [message("worksheet.title", lang)]
    if variant is not None:
        parts.append(_game_title(variant, lang))
    if seed is not None:
        parts.append(message("render.deal", lang, n=seed))
    return " · ".join(parts)


def _budget_words(budget: Mapping[str, Any], lang: str) -> str:
    parts = []
    if budget.get("seconds") is not None:
        parts.append(message("worksheet.budget.seconds", lang, n=f"{budget['seconds']:g}"))
    if budget.get("states") is not None:
        parts.append(message("worksheet.budget.states", lang, n=budget["states"]))
    return ", ".join(parts) or message("worksheet.budget.none", lang)


def _page_exercise(e: Mapping[str, Any], lang: str) -> dict[str, Any]:
    """What the page needs of one exercise, in one language."""
    k = e["key"]
    game = Game.from_position(k["position"])  # read once: every choice's words need it
    out: dict[str, Any] = {
        "question": k["question"],
        "line": k["line"] if k["question"] in ("keeps_winnable", "best_move") else [],
        "note": (e["note"] or {}).get(lang),
    }
    if k["question"] == "automatic":
        out["move"] = k["move"]  # (the question says it in words; the page no more)
        # by pile, worked out from the position (a key written before 2026-12-06 offered
        # effects naming the card a move turns up, face down before it)
        out["effects"], choices = _page_effects(k)
        out["options"] = [
            {"effect": f"{kind}@{pile}", "words": effect_words(kind, pile)[lang]}
            for kind, pile in choices
        ]
        # the key's own texts name the card turned up (the teacher's key may): the page's
        # data is read before the answer, so it says what happens by pile
        said = " ".join(effect_words(*e.split("@"))[lang] for e in out["effects"])
        said = said or message("exercise.nothing", lang)
        # the move in words, as the question names it (its notation read "After t6-t4: …")
        move = quoted_move(game, Move.parse(k["move"]), lang)
        for result in ("right", "wrong"):
            out[result] = message(f"exercise.{result}.automatic", lang, move=move, effects=said)
    else:
        out["choices"] = [
            {
                "move": m,
                "words": _choice_words(k, m, lang, game),
                "result": k["answers"][m]["result"],
                "text": _answer_text(k, m, lang, game),
            }
            for m in k["choices"]
        ]
    return out


def _question_text(k: Mapping[str, Any], lang: str) -> str:
    """The key's question; where a key made before 2026-12-06 names its moves by notation
    ("What happens by itself after the move t6-t4?", "… illegal, and why? w-s, s-w"),
    worked out again from the position in words. The key itself is kept as it was read:
    the worksheet's id, which students' answers files carry, is made from it."""
    text = k["question_texts"][lang]
    q = k["question"]
    moves = [k["move"]] if q == "automatic" else k["choices"] if q == "illegal" else []
    if not _names_by_notation(text, moves):
        return text
    game = Game.from_position(k["position"])
    move = Move.parse(k["move"]) if q == "automatic" else None
    return question_words(game, q, lang, move, [Move.parse(m) for m in k["choices"]])


def _names_by_notation(text: str, moves: Iterable[str]) -> bool:
    """Whether ``text`` names one of ``moves`` by its notation ("w-s"), as a key made
    before 2026-12-06 did."""
    return any(re.search(rf"(?<![\w-]){re.escape(m)}(?![\w-])", text) for m in moves)


#: the verdicts of an "illegal" question: worded from the position and the move alone
_ILLEGAL_VERDICTS = frozenset({"exercise.right.illegal", "exercise.wrong.legal"})


def _answer_text(k: Mapping[str, Any], move: str, lang: str, game: Game) -> str:
    """The key's verdict on choice ``move``; where a key made before 2026-12-06 names a
    move by notation ("Right: w-s is illegal. …", "Right: after t3-f1 the game can still
    be won; …"), worked out again from the position as :meth:`Exercise.check` words it
    now (the moves quoted in words). The key itself is kept as it was read (see
    :func:`_question_text`).

    What the words need and the key does not hold is read from the verdict itself or
    its continuation: the count of moves to the end is the continuation's length, the
    solver's own first move the key's line, and the count of positions the solver
    examined ("loses", "unknown") the number the old text gives in brackets. ``game`` is
    the key's position, read once for all its choices (and only read here)."""
    a = k["answers"][move]
    text = a["texts"][lang]
    if a["key"] not in _REWORDED_VERDICTS:  # not one this code wrote: kept as saved
        return text
    best = k["line"][0] if a["key"].startswith("exercise.right.also_wins") and k["line"] else None
    if a["key"].startswith("exercise.right.also_wins") and best is None:
        return text  # (its words need the solver's first move, which the key lacks)
    named = [move] if best is None else [move, best]
    if not _names_by_notation(text, named):
        return text
    try:
        return _answer_words(k, a, move, best, text, lang, game)
    except (KeyError, IndexError, ValueError):  # a key edited by hand: shown as saved
        return text


def _answer_words(
    k: Mapping[str, Any],
    a: Mapping[str, Any],
    move: str,
    best: str | None,
    text: str,
    lang: str,
    game: Game,
) -> str:
    """:func:`_answer_text`'s verdict worded again (a verdict this code wrote), in ``game``,
    the key's position (read only)."""
    m = Move.parse(move)
    params: dict[str, Any] = {"move": quoted_move(game, m, lang)}
    if a["key"] in _ILLEGAL_VERDICTS or a["key"] == "exercise.wrong.illegal_move":
        params["reason"] = game.explain(m, lang)
    if best is not None:
        params["best"] = quoted_move(game, Move.parse(best), lang)
    if a["key"] in _COUNTED_VERDICTS:
        params["n"] = len(a.get("continuation") or ())
    if a["key"] in _STATES_VERDICTS:
        states = re.search(r"\((\d+) ", text)
        if states is None:  # not the text this code wrote: kept as it is
            return text
        params["states"] = int(states.group(1))
    key = a["key"].removesuffix(".one")  # message() takes the singular form itself
    return message(key, lang, **params)


#: the solver's verdicts that count the moves to the end ({n}: the continuation's length)
_COUNTED_VERDICTS = frozenset(
    f"exercise.right.{k}{one}"
    for k in ("keeps_winnable", "best", "also_wins")
    for one in ("", ".one")
)
#: the solver's verdicts that count the positions it examined ({states})
_STATES_VERDICTS = frozenset(
    f"exercise.{k}{one}" for k in ("wrong.loses", "unknown") for one in ("", ".one")
)
#: every verdict :func:`_answer_text` words again (any other key is shown as saved)
_REWORDED_VERDICTS = (
    _ILLEGAL_VERDICTS
    | _COUNTED_VERDICTS
    | _STATES_VERDICTS
    | {"exercise.wrong.illegal_move", "exercise.right.wins", "exercise.wrong.stuck"}
)


def _choice_words(k: Mapping[str, Any], move: str, lang: str, game: Game) -> str:
    """A choice in words: the key's, or, where a key made before 2026-12-06 holds only the
    notation (an illegal move from an empty pile: "w-s" beside "w-s"), worked out again
    from the position by its piles (``game``, read once for all the choices)."""
    words = k["answers"][move]["words"][lang]
    if words != move:
        return words
    return _move_words(game, Move.parse(move))[lang]


def _page_effects(k: Mapping[str, Any]) -> tuple[list[str], list[tuple[str, str]]]:
    """An "automatic" key's right answer as the page gives it (``"turn_up@t6"``: each
    effect's kind and pile, once) and the choices the page offers."""
    game = Game.from_position(k["position"])
    move = Move.parse(k["move"])
    effects = game.copy().play(move)
    return sorted({f"{e.kind}@{e.pile}" for e in effects}), effect_choices(game, move, effects)


def _page_script() -> str:
    path = _STATIC / "worksheet.js"
    if not path.exists():  # pragma: no cover - the wheel ships it
        raise FileNotFoundError(f"{path} is missing: build it with `npm run build:worksheet`")
    return path.read_text(encoding="utf-8")


_CSS = (
    "body{margin:16px auto;padding:0 16px;max-width:900px;font-family:system-ui,sans-serif;"
    "background:#fafafa;"
    "color:#222;line-height:1.4}h1{font-size:22px;margin:0 0 8px}h2{font-size:18px;margin:0 0 6px}"
    ".ws-about{background:#eef3fb;border-left:4px solid #3867b5;padding:8px 12px}"
    ".ws-ex{background:#fff;border:1px solid #ccc;border-radius:8px;padding:12px 16px;"
    "margin:16px 0}"
    ".ws-pic svg{max-width:100%;height:auto}"
    ".ws-said{position:absolute;width:1px;height:1px;overflow:hidden;clip-path:inset(50%);"
    "white-space:nowrap}.ws-q{font-weight:600}.ws-ply{color:#555;margin:0}"
    ".ws-choices{display:flex;flex-direction:column;gap:6px;align-items:flex-start}"
    ".ws-choices button,.ws-choices label{font:inherit;text-align:left;padding:4px 10px;"
    "border:1px solid #888;border-radius:6px;background:#f4f4f4;color:#222;cursor:pointer}"
    ".ws-choices button[disabled]{cursor:default;opacity:.75}"
    ".ws-choices .ws-picked{outline:3px solid #3867b5;opacity:1}"
    "code{font-weight:700;margin-right:2px}"
    ".ws-feedback{margin-top:8px;padding:8px 12px;border-radius:6px}"
    ".ws-right{background:#e3f4e1;border-left:4px solid #2e7d32}"
    ".ws-wrong{background:#fbe5e3;border-left:4px solid #c62828}"
    ".ws-unknown{background:#f3f0dc;border-left:4px solid #8a6d00}"
    ".ws-line{font-family:ui-monospace,monospace;font-size:13px;word-break:break-word}"
    "button#ws-download,.ws-check{font:inherit;padding:6px 14px;border-radius:6px;"
    "border:1px solid #3867b5;background:#3867b5;color:#fff;cursor:pointer}"
)
