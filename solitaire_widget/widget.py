"""The card table in a notebook cell: an anywidget over a live engine :class:`Game`.

Python is the source of truth (docs/protocol.md). The widget publishes one JSON snapshot,
the ``_table`` trait (see :mod:`solitaire_widget.snapshot`), and the browser sends the
player's *intents* as custom messages: ``move``, ``auto``, ``stock``, ``undo``, ``redo``,
``new_deal``, ``hint``, ``auto_finish``, ``show_targets``, ``restart`` and ``clock``
(and the settings panel's). Every intent is checked
here and judged by the engine: a malformed or stale one is ignored with a warning on the
``solitaire_widget.widget`` logger and changes nothing; an illegal move changes nothing
and shows the engine's explanation. Each game is saved move by move in the game library
(:mod:`solitaire_widget.game_library`).

Two more synced traits stay out of the per-move snapshot: ``_rules_html`` (the rules of
the variant and options in the widget's language, for the Rules panel; it changes only
with the game's rules or the language) and ``_live`` (the live status line: after each
move the solver, in a worker process shared by the widgets of the kernel, says whether
the game is still winnable, see :mod:`solitaire_widget.live_status`).

This is the only module that imports anywidget and traitlets.

>>> import solitaire_widget as sw
>>> w = sw.play("klondike", seed=1)
>>> w.play("t1-t7")                        # from Python: the table redraws at once
>>> w.game.moves
[Move.parse('t1-t7')]
>>> _ = w.game.undo()                      # the engine game itself, also shown at once
>>> w._table["move_count"]
0
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import os
import pathlib
import reprlib
import threading
import time
from collections import Counter, OrderedDict
from collections.abc import Callable, Iterator
from functools import partial
from typing import Any

import anywidget
import ipywidgets
import traitlets

from . import _traits
from . import autodrop as _autodrop
from . import live_status as _live_status
from . import replay as _replay
from . import scoring as _scoring
from ._message_line import MessageLine, Words
from .cards import Card
from .engine import Game
from .errors import (
    IllegalMoveError,
    InvalidMoveError,
    NoWinnableDealError,
    clip,
    is_number,
    is_whole_number,
    well_formed,
)
from .i18n import LANGUAGES, catalogue, check_lang, message
from .live_status import LiveStatus, Verdict, solver_available
from .notation import Move
from .rulesets import find_variant, variants
from .shuffle import MAX_SEED, check_seed
from .snapshot import move_text, quick_status, table_snapshot

__all__ = ["SolitaireWidget", "play"]

log = logging.getLogger(__name__)

_STATIC = pathlib.Path(__file__).parent / "static"
_DEFAULT = object()  # "the default library" (None means: don't record)
_STATUS_CACHE_SIZE = 256
#: seconds per solve of the live status (a lost position takes a few more, see live_status);
#: short, as the worker process shares the machine's cores with the browser and the server
LIVE_BUDGET = 0.5
#: seconds the Hint button lets the solver look for a winning line
HINT_BUDGET = 0.5
_NO_WINNABLE_MATRIMONY = (
    "winnable=True for Matrimony under these rules needs the solver's native core and a "
    "worker process (without them most deals stay unknown, and finding a winnable one "
    "can take minutes, too long for a New deal click); play "
    "sw.Game('matrimony', winnable=True) in the widget instead"
)


def _winnable_matrimony_refused(game: Game) -> bool:
    """Whether ``winnable=True`` is refused for ``game``'s Matrimony rules: the solver
    proves about 45 % of classic deals winnable (90 % of pysol's) in well under a second
    each where its live status runs (the native core in a worker), and rarely elsewhere."""
    return game.rules.layout == "matrimony" and not _live_status.on_by_default(game)


#: intent kind -> {field: (accepted types, required)}; besides these, every intent may carry
#: ``id`` (the browser's resend protocol, docs/protocol.md) and a versioned one ``version``
_INTENTS: dict[str, dict[str, tuple[tuple[type, ...], bool]]] = {
    "move": {"src": ((str,), True), "dst": ((str,), True), "count": ((int,), True)},
    "auto": {"src": ((str,), True), "count": ((int,), True)},
    "stock": {},
    "undo": {},
    "redo": {},
    # the Deal box sends what was typed (a JS number is exact only to 2**53: deals go to 2**64)
    "new_deal": {"seed": ((int, str, type(None)), False)},
    "hint": {},
    "auto_finish": {},
    "show_targets": {"value": ((bool,), True)},
    # the settings menu: a new game of this variant/options, the language, the cards
    "settings": {
        "variant": ((str,), False),
        "options": ((dict,), False),
        "lang": ((str,), False),
        "card_back": ((str,), False),
        "four_colour": ((bool,), False),
        "large_print": ((bool,), False),
        "theme": ((str,), False),
        "autodrop": ((str,), False),
        "scoring": ((str,), False),
    },
    # the statistics panel: opened (publish the figures, and again while it is open) or
    # closed in one view; without ``open`` (an older page): publish them once
    "stats": {"open": ((bool,), False)},
    "reset_stats": {"variant": ((str,), True)},
    "restart": {},
    # the page is shown or hidden (scrolled away, another tab): the clock runs or pauses
    "clock": {"visible": ((bool,), True)},
    # an exercise on the table (sw.play(exercise)): the question band's buttons
    "exercise": {
        "action": ((str,), True),
        "choice": ((str,), False),
        "choices": ((list,), False),
    },
    # teacher mode: the comment on the last move played (``ply``: its number, from 1)
    "comment": {"ply": ((int,), True), "text": ((str,), True)},
}
#: intents an exercise does not take: they would leave its position or give its answer away
_NOT_IN_EXERCISE = frozenset({"new_deal", "restart", "hint", "auto_finish", "undo", "redo"})
#: the exercise band's actions (the intent ``exercise``)
_EXERCISE_ACTIONS = ("try_again", "show_me", "answer", "check")
#: seconds between two moves of the solver's line when "Show me" plays it
SHOW_STEP = 0.45
#: intents that act on the position the player saw, so they carry its version
_VERSIONED = frozenset({"move", "auto", "stock"})
#: an intent id is "<per-view session>-<counter>": short text
_ID_MAX_LEN = 64
#: how many recent intent ids a widget remembers to apply a resent intent once: the browser
#: resends for about 12 s, far fewer intents than this in that time
_SEEN_IDS = 512
#: the views the clock (in sight) and the Statistics panel (open) remember (a page could
#: make up tags)
_MAX_VIEWS = 64
#: the longest spoken line (``said``) sent with a table: an autodrop of many cards is cut
_MAX_SAID = 2000
#: no pile holds more cards than this (Matrimony's two decks); a larger count is malformed
_MAX_COUNT = 104
#: a deal number with more bits than this is malformed (it would only cost time)
_MAX_SEED_BITS = 128
#: the longest deal number typed in the Deal box that is read (2**64 - 1 has 20 digits);
#: a longer text is answered with "a deal number is ..." up to here, ignored past it
_MAX_DEAL_TEXT = 64
#: the clock's time source (a test replaces it)
_now = time.monotonic
_LOG_REPR = reprlib.Repr()  # a log line shows a cut-down intent, whatever was sent
_LOG_REPR.maxlevel, _LOG_REPR.maxdict, _LOG_REPR.maxlist = 3, 8, 8
_LOG_REPR.maxstring = _LOG_REPR.maxother = 60


#: the card backs the widget draws (``card_back``)
CARD_BACKS = ("blue", "red")
#: the table's colour themes (``theme``): the host's, or one chosen
THEMES = ("auto", "light", "dark")


def _one_of(kind: str, accepted: tuple[str, ...]) -> Any:
    """A trait's check: ``value`` if it is one of ``accepted``, else ValueError naming them."""

    def check(value: str) -> str:
        if value not in accepted:
            raise ValueError(f"unknown {kind} {clip(value)}; accepted: {', '.join(accepted)}")
        return value

    return check


class _Ignored(Exception):
    """An intent that is malformed or stale: logged and dropped."""


def _solver_hint() -> Any:
    """``solitaire_widget.solver.hint`` if the solver is there, else None."""
    try:
        from . import solver
    except ImportError:
        return None
    return getattr(solver, "hint", None)


class SolitaireWidget(_traits.BrowserWrites, anywidget.AnyWidget):
    """A solitaire card table in a notebook cell, playing a live engine game.

    Parameters
    ----------
    game_or_variant : Game or str
        A :class:`~solitaire_widget.engine.Game` to show (the widget plays on it), or a
        variant id (``"klondike32"``, ``"matrimony"``, ``"klondike"``) for a new deal.
    seed : int, optional
        The deal number of a new game (random if None). Only with a variant id.
    lang : str
        Language of the labels and messages: ``"en"``, ``"it"``, ``"nl"`` or ``"pt"``.
    library : Library, str, path or None
        Where the game is saved move by move: the default library
        (:func:`solitaire_widget.library`), another :class:`Library` or a path to one, or
        None to keep no record.
    show_targets : bool
        Highlight where a picked-up card may go.
    animate : bool
        Cards slide to where they go, a new deal flies from the stock and a win cascades
        (~200 ms, finished at once by a click or key). Off also where the browser asks for
        reduced motion.
    theme : str
        The table's colours: ``"auto"`` (the host's light or dark theme, followed when it
        changes), ``"light"`` or ``"dark"`` (the widget's own palette whatever the host's).
        Also in the table's settings menu.
    live_status : bool, optional
        Show under the table whether the game is still winnable, and which move lost it,
        computed by the solver in a worker process after every move. Default: on where
        the solver settles nearly every position in its budget: Klondike, Solitario,
        Matrimony with forced play (``deal_requires_no_moves`` and
        ``redeal_requires_no_moves``) and Matrimony under its default rules when the
        solver's native core is loaded (about 2 positions in 100 of a winning game stay
        "unknown"); off for the other Matrimony rules, and without the native core or a
        worker process (pass True to have it anyway).
    winnable : bool
        Deal only deals the solver proves winnable, also on New deal (a deal number typed
        in the Deal box is dealt as it is). Matrimony under its default rules only where
        the live status is on by default (the solver's native core in a worker process:
        about 45 % of classic deals are proven winnable, each in well under a second);
        elsewhere a ValueError (most deals would stay unknown).
    autodrop : str
        After each player's move, send cards to the foundations by themselves: ``"off"``,
        ``"safe"`` (only cards no longer needed for building) or ``"all"``; each one an
        engine move that undo takes back one at a time (docs/scoring.md).
    scoring : str
        ``"none"``, ``"standard"`` (Windows Klondike) or ``"vegas"``; Matrimony: ``"none"``
        only. The ``score`` and ``elapsed`` traits are read only (docs/scoring.md).
    **options
        The variant's options (docs/rules.md), e.g. ``draw_count=1``. Only with a variant id.

    Attributes
    ----------
    game : Game
        The live engine game. Moves played on it from Python (``w.game.play("s-w")``)
        show up in the widget at once (the widget listens to the game).

    Examples
    --------
    >>> w = SolitaireWidget("matrimony", seed=42, lang="nl")
    >>> w._table["layout"], w._table["stock_action"], w._table["labels"]["undo"]
    ('matrimony', 'deal', 'Ongedaan maken')
    """

    _esm = _STATIC / "widget.js"
    if (_STATIC / "widget.css").exists():
        _css = _STATIC / "widget.css"

    _table = traitlets.Dict().tag(sync=True)
    #: the rules of the game in the widget's language (HTML), for the Rules panel
    _rules_html = _traits.Unicode("").tag(sync=True)
    #: the live status line: {"state", "move", "text", "moves"} (docs/protocol.md)
    _live = traitlets.Dict().tag(sync=True)
    #: compute the live status (winnable / lost at move N / unknown) after each move
    live_status = _traits.Bool(True)
    #: language of labels and messages (en, it, nl, pt)
    lang = _traits.Unicode("en", check=check_lang)
    #: highlight legal destinations of a picked-up card
    show_targets = _traits.Bool(True)
    #: the card backs' design: one of :data:`CARD_BACKS`
    card_back = _traits.Unicode("blue", check=_one_of("card back", CARD_BACKS)).tag(sync=True)
    #: four-colour suits (diamonds blue, clubs green), an aid for young players and low vision
    four_colour = _traits.Bool(False).tag(sync=True)
    #: larger indices and pips on the cards
    large_print = _traits.Bool(False).tag(sync=True)
    #: the table's colours: "auto" (the host's light or dark theme), "light" or "dark"
    theme = _traits.Unicode("auto", check=_one_of("theme", THEMES)).tag(sync=True)
    #: the settings menu's choices in the widget's language (variants, options, values, rule
    #: texts, languages, card backs) and what is chosen now
    _settings = traitlets.Dict().tag(sync=True)
    #: the statistics panel's figures (``stats()`` of the current variant), on request
    _stats = traitlets.Dict().tag(sync=True)
    #: cards slide, deal and cascade on the page (off also where the browser asks for
    #: reduced motion); sent to the page in the table snapshot
    animate = _traits.Bool(True).tag(sync=True)
    #: after each player's move, send cards home by themselves: "off", "safe" (the cards no
    #: longer needed for building) or "all" (docs/scoring.md)
    autodrop = _traits.Unicode("off", check=_autodrop.check_autodrop).tag(sync=True)
    #: "none", "standard" or "vegas" (docs/scoring.md); Matrimony: "none" only
    scoring = _traits.Unicode("none").tag(sync=True)
    #: the score of the current game under ``scoring`` (0 with "none"); read only
    score = _traits.Int(0, read_only=True).tag(sync=True)
    #: seconds of play in the current game: from the first move, paused while the table is
    #: out of sight, stopped at the win; updated at every move and pause (read only)
    elapsed = traitlets.Float(0.0, read_only=True).tag(sync=True)
    #: the clock for the page: {"elapsed": seconds at publishing, "running": bool}
    _clock = traitlets.Dict().tag(sync=True)
    #: the variant id of the current game (read only: start another game with new_deal)
    variant = _traits.Unicode(read_only=True)
    #: the deal number of the current game (None for an explicit deck)
    seed = _traits.Int(None, allow_none=True, read_only=True)
    # public, synced, observable state (read only: the game changes them); updated after
    # every move, whether it came from a click or from Python, undo and New deal included
    #: moves played in the current game
    move_count = _traits.Int(0, read_only=True).tag(sync=True)
    #: ``"playing"``, ``"won"`` or ``"stuck"``; "playing" while the stuck search (in the
    #: worker process) is still on it, then corrected
    status = _traits.Unicode("playing", read_only=True).tag(sync=True)
    #: the last move played, in notation (``"t3-f1"``), or ``""``
    last_move = _traits.Unicode("", read_only=True).tag(sync=True)
    #: the deal number of the current game (None for an explicit deck): the same as ``seed``
    deal = _traits.Int(None, allow_none=True, read_only=True).tag(sync=True)
    #: the table version the page showed after the player's last action, written by the
    #: page: a state change that comes *from the page* is what makes marimo re-run the
    #: cells that read ``mo.ui.anywidget(w).value`` (kernel-side changes don't)
    _view_version = _traits.Int(0).tag(sync=True)
    #: the one trait the page writes (every other key of a browser update is ignored)
    _browser_writes = frozenset({"_view_version"})
    #: the exercise's question band (question, choices, verdict, labels); {} without one
    _exercise = traitlets.Dict().tag(sync=True)
    #: teacher mode: a comment box for the last move played, saved in the game's record
    teacher = _traits.Bool(False).tag(sync=True)
    #: the comment box's state: {"ply", "text", "max", "labels"}; {} when not a teacher
    _comment = traitlets.Dict().tag(sync=True)

    def __init__(
        self,
        game_or_variant: Game | str = "klondike",
        *,
        seed: int | None = None,
        lang: str = "en",
        library: Any = _DEFAULT,
        show_targets: bool = True,
        animate: bool = True,
        card_back: str = "blue",
        four_colour: bool = False,
        large_print: bool = False,
        theme: str = "auto",
        live_status: bool | None = None,
        winnable: bool = False,
        autodrop: str = "off",
        scoring: str = "none",
        teacher: bool = False,
        **options: Any,
    ) -> None:
        check_lang(lang)
        _check_library(library)  # before anything is made (a winnable deal searched …)
        self._exercise_mode: Any = None
        self._show_token: object | None = None  # the "Show me" line being played, if any
        if _is_exercise(game_or_variant):
            if seed is not None or options or winnable:
                raise ValueError(
                    "an exercise has its own position: give no seed, options or winnable"
                )
            from .exercise_mode import ExerciseMode

            # the verdict of every legal move (the solver's seconds) is worked out in the
            # background (work_out, at the end of __init__): the table shows at once
            self._exercise_mode = ExerciseMode(game_or_variant, lazy=True)
            game_or_variant = self._exercise_mode.start()
            library = None if library is _DEFAULT else library
            live_status = False  # the status line would give the answer away
        if isinstance(game_or_variant, Game):
            if seed is not None or options:
                raise ValueError(
                    "a Game already has its deal and options: give seed and options to "
                    "Game(...), or pass a variant id to the widget"
                )
            game = game_or_variant
        elif isinstance(game_or_variant, str):
            if winnable and _winnable_matrimony_refused(Game(game_or_variant, seed=0, **options)):
                raise ValueError(_NO_WINNABLE_MATRIMONY)  # before a search that can't end
            game = Game(game_or_variant, seed=seed, lang=lang, winnable=winnable, **options)
        else:
            raise TypeError(
                "SolitaireWidget takes a Game or a variant id such as 'klondike', not "
                f"{type(game_or_variant).__name__}"
            )
        self._version = 0
        # the first table version that showed the position on the table now (and its game
        # and key): an intent made on any table since is about this position, so a
        # publish that changed only the settings, language, hint or message leaves it valid
        self._position_since = 0
        self._position_of: tuple[Game, tuple] | None = None
        # the message an action set, worded again when the language changes; its serial
        # goes up with every message set (not with a publish): the page says the message
        # when its serial is new (a language change words it again: shown, not said)
        self._message_line = MessageLine()
        self._hint: Move | None = None
        self._quiet = False  # True while an intent plays on the game (no listener redraw)
        self._status_cache: dict[tuple, str] = {}
        self._pending: set[tuple] = set()  # positions whose stuck search is scheduled
        self._stuck_job: Any = None  # the stuck search's future in the worker (or None)
        self._hint_job: Any = None  # the hint's future in the worker (or None)
        self._deal_job: Any = None  # the winnable deal search's future in the worker (or None)
        #: id of a hint or deal job -> the position key or game it was asked for
        self._job_for: dict[int, Any] = {}
        self._move_handlers = ipywidgets.CallbackDispatcher()
        self._told: list[tuple[str, Move]] = []  # moves not yet told to on_move callbacks
        self._changes = 0  # plays, undos and redos of the games shown: the line's version
        self._hint_fn = None if self._exercise_mode is not None else _solver_hint()
        self._seen_intents: OrderedDict[str, None] = OrderedDict()  # recent intent ids (LRU)
        # JupyterLab's default hands widget messages to a kernel subshell, a thread of its
        # own: an intent and a cell's move must not interleave on the game
        self._lock = threading.RLock()
        # the spoken line: what the moves of the last action did, and the words of the move
        # about to be played (set just before it, from the position before it)
        self._said: list[str] = []
        self._said_next: str | None = None
        # an undo asked of the table (its button and key, undo()) is said; one made on the
        # engine directly is not, as a move played there is not (a redo: see redo())
        self._saying_back = False
        #: intents "applied", "ignored" (malformed or stale), "repeated" (a resent id) and
        #: the views' "clock" reports
        self._intent_counts: Counter[str] = Counter()
        # the clock: seconds banked, and since when it runs (None: stopped or paused)
        self._clock_banked = 0.0
        self._clock_since: float | None = None
        # the views in sight, by the session tag of their intents' ids (each view's page
        # says when it comes into sight or leaves it; before any has said: in sight)
        self._in_sight: OrderedDict[str, None] = OrderedDict()
        self._sight_reported = False
        # the views with the Statistics panel open (by the same tags): while there is one,
        # the figures are published again when they change (see _follow_stats)
        self._stats_open: OrderedDict[str, None] = OrderedDict()
        self._deals = 0  # games attached so far (see _stats_key)
        self._stats_shown: tuple | None = None  # what the figures last published were of
        # the score, updated by each move's steps rather than added up again at each publish
        self._score_keeper = _scoring.ScoreKeeper()
        if winnable and _winnable_matrimony_refused(game):
            raise ValueError(_NO_WINNABLE_MATRIMONY)
        self._winnable = bool(winnable)
        self._library = _open_library(library)
        self._game = game
        self._rules_key: tuple | None = None
        self._live_pos: tuple | None = None  # the position the live status is about
        self._verdict: Verdict | None = None
        self._loop: asyncio.AbstractEventLoop | None = None
        self._live_worker = LiveStatus(self._on_verdict, LIVE_BUDGET)
        if live_status is None:  # where the solver is fast (measured: docs/benchmarks.md)
            live_status = _live_status.on_by_default(game)
        super().__init__(
            lang=lang,
            show_targets=show_targets,
            animate=animate,
            card_back=card_back,
            four_colour=four_colour,
            large_print=large_print,
            theme=theme,
            live_status=live_status and solver_available(),
            autodrop=autodrop,
            scoring=scoring,
            teacher=teacher,
        )
        self._attach(game)
        self.on_msg(self._on_intent)
        _route_as_addressed(self.comm)
        self.observe(
            self._on_option,
            names=[
                "lang",
                "show_targets",
                "animate",
                "live_status",
                "autodrop",
                "scoring",
                "teacher",
            ],
        )
        self.refresh()
        if self._exercise_mode is not None:
            self._exercise_work_out()

    # ------------------------------------------------------------------ public API
    @property
    def game(self) -> Game:
        """The live engine game shown by the widget."""
        return self._game

    @property
    def record(self) -> dict[str, Any]:
        """The game so far as a record (:mod:`solitaire_widget.record`), ready to save."""
        return self._game.to_record()

    def replay(self) -> Any:
        """A :class:`~solitaire_widget.replay.Replay` of the game so far, in the widget's
        language (the cursor at the deal)."""
        from .replay import Replay

        return Replay(self.record, lang=self.lang)

    @property
    def exercise(self) -> Any:
        """The :class:`~solitaire_widget.exercise.Exercise` on the table, or None."""
        mode = self._exercise_mode
        return None if mode is None else mode.exercise

    @property
    def verdict(self) -> dict[str, Any] | None:
        """The exercise's verdict on the last answer: ``{"result", "key", "texts",
        "answer", "shown"}`` (``shown``: given by "Show me"), or None while it asks."""
        mode = self._exercise_mode
        return None if mode is None or mode.verdict is None else dict(mode.verdict)

    def comment(self, text: str | None, move: int | None = None) -> None:
        """Set the teacher's comment on a move (number ``move`` from 1; the last move
        played by default), or clear it with None or ``""``. It is saved in the game's
        record (:meth:`Game.to_record`) and the library, and replays narrate it.

        Raises
        ------
        ValueError
            No such move, text that is not a string, or longer than
            :data:`~solitaire_widget.record.MAX_COMMENT` characters.
        """
        from .record import MAX_COMMENT

        n = len(self._game.moves) if move is None else move
        if not is_whole_number(n, 1, len(self._game.moves)):
            raise ValueError(
                f"there is no move {clip(n)} to comment on ({len(self._game.moves)} played)"
            )
        if text is not None and not isinstance(text, str):
            raise ValueError(f"a comment is text, not {type(text).__name__}")
        if text is not None and len(text) > MAX_COMMENT:
            raise ValueError(f"a comment holds at most {MAX_COMMENT} characters, not {len(text)}")
        with self._lock:
            self._set_comment(n - 1, text or "")
            self.refresh()

    def _set_comment(self, index: int, text: str) -> None:
        if text.strip():  # (a page's JSON can carry a lone surrogate too)
            self._game.comments[index] = well_formed(text)
        else:
            self._game.comments.pop(index, None)

    @property
    def winnable(self) -> bool:
        """Whether New deal deals only deals the solver proves winnable."""
        return self._winnable

    @property
    def status_line(self) -> dict[str, Any]:
        """The live status shown under the table: ``{"state", "move", "text", "moves"}``,
        ``state`` one of ``"pending"``, ``"winnable"``, ``"lost"`` (``move`` lost it),
        ``"unknown"``, ``"won"`` or ``"off"``."""
        return dict(self._live)

    def wait_status(self, timeout: float | None = 30.0) -> dict[str, Any]:
        """Wait for the live status of the current position and return it.

        For scripts and tests: in a notebook the status line updates by itself. (Inside a
        running event loop the answer is applied by the loop, after this returns.)
        ``timeout`` is seconds (None or ``math.inf``: as long as it takes).
        """
        if timeout is not None and not (is_number(timeout) and timeout >= 0):
            raise ValueError(f"timeout is a number of seconds >= 0 or None, not {clip(timeout)}")
        # past what a lock's wait takes (about 292 years in CPython): as long as it takes
        if timeout is not None and timeout > threading.TIMEOUT_MAX:
            timeout = None
        self._live_worker.wait(timeout)
        return self.status_line

    @property
    def library(self) -> Any:
        """The :class:`~solitaire_widget.game_library.Library` that records the games (or None)."""
        return self._library

    @property
    def library_id(self) -> int | None:
        """The current game's id in the library (None when not recorded)."""
        return None if self._library is None else self._library.id_of(self._game)

    def on_move(self, callback: Any, remove: bool = False) -> None:
        """Call ``callback(widget, event, move)`` after every move, undo and redo.

        ``event`` is ``"play"``, ``"undo"`` or ``"redo"`` and ``move`` the
        :class:`~solitaire_widget.notation.Move`; moves from clicks and from Python
        (:meth:`play`, ``w.game.play``) alike, after the table and the public traits
        (``move_count``, ``status``, ``last_move``) are updated. It keeps working after
        New deal and :meth:`restart` (the widget, not the game, calls it). An exception
        in a callback is shown (or logged) and does not stop the game. ``remove=True``
        unregisters ``callback``.

        Examples
        --------
        >>> w = SolitaireWidget("klondike32", seed=7, library=None)
        >>> seen = []
        >>> w.on_move(lambda widget, event, move: seen.append((event, str(move))))
        >>> w.play("s-w"); _ = w.undo()
        >>> seen
        [('play', 's-w'), ('undo', 's-w')]
        """
        if not callable(callback):  # said now, not as a logged error at the next move
            raise TypeError(
                f"callback is a function taking (widget, event, move), not {clip(callback)}"
            )
        self._move_handlers.register_callback(callback, remove=remove)

    def restart(self) -> Game:
        """Start the same deal again from the beginning (a new game in the library); return it.

        The score and the clock start again too. The table's Restart button and typing the
        current deal number in the Deal box do the same (the intent ``restart``).
        """
        with self._lock:
            game = self._same_deal()
            self._switch(game)
        return game

    def _same_deal(self) -> Game:
        old = self._game
        game = Game(old.variant, seed=old.seed, lang=old.lang, **old.options)
        if game.deck != old.deck:  # an explicit deck (or an older shuffle): deal it as it was
            game = Game(
                old.variant, seed=old.seed, deck=list(old.deck), lang=old.lang, **old.options
            )
        return game

    def play(self, move: Move | str) -> None:
        """Play a move (a :class:`Move` or its notation) and redraw.

        Raises
        ------
        IllegalMoveError
            If the rules forbid it (nothing changes); :class:`InvalidMoveError` if the
            text is not a move.
        """
        with self._lock:
            move = Move.parse(move) if isinstance(move, str) else move
            self._say(move)
            try:
                self._game.play(move)  # the listener redraws and records
            finally:
                self._said_next = None
            self._autodrop()

    def undo(self) -> Move | None:
        """Take back the last move; return it (None if there was none)."""
        with self._lock, self._flag("_saying_back"):
            return self._game.undo()

    def redo(self) -> Move | None:
        """Play the last undone move again; return it (None if there was none)."""
        with self._lock:
            move = self._game.redo_move
            if move is not None:  # its words from the position before it, as a move's
                self._say(move)
            try:
                return self._game.redo()
            finally:
                self._said_next = None

    def new_deal(self, seed: int | None = None) -> Game:
        """Start a new game of the same variant and options (a random deal if ``seed`` is
        None); return it."""
        old = self._game
        winnable = self._winnable and seed is None
        game = Game(old.variant, seed=seed, lang=old.lang, winnable=winnable, **old.options)
        with self._lock:
            self._switch(game)
        return game

    def refresh(self) -> None:
        """Publish the current position (and save it to the library).

        Moves played on :attr:`game` redraw by themselves; call this only after changing
        the game in a way the widget can't see (e.g. replacing its private state).
        """
        self._record()
        self._follow_stats()
        self._publish()
        self._tell_moves()

    def _tell_moves(self) -> None:
        """Tell the on_move callbacks the moves played since the last time."""
        told, self._told = self._told, []
        for event, move in told:
            self._move_handlers(self, event, move)

    def close(self) -> None:
        """Close the widget and stop listening to its game."""
        game = self.__dict__.get("_game")
        if game is not None:
            game.remove_listener(self._on_game_change)
        worker = self.__dict__.get("_live_worker")
        if worker is not None:
            worker.close()
        for name in ("_stuck_job", "_hint_job", "_deal_job"):  # answers nobody will show
            job = self.__dict__.get(name)
            if job is not None:
                job.cancel()  # (a search already running goes on: its answer is dropped)
        self.__dict__["_deal_job"] = None  # a deal answered now is nobody's
        mode = self.__dict__.get("_exercise_mode")
        if mode is not None:
            mode.cancel()
        super().close()

    def __repr__(self) -> str:
        return f"<SolitaireWidget {self._game!r}>"

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The widget's view, plus a static picture for hosts that can't run it.

        nbconvert's HTML (without saved widget state), GitHub and nbviewer show the
        ``image/svg+xml`` picture of the table as it was; a terminal shows the text
        picture. Face-down cards are backs in both.
        """
        return static_bundle(super()._repr_mimebundle_(**kwargs), self._game, lang=self.lang)

    # ------------------------------------------------------------------ game wiring
    def _attach(self, game: Game) -> None:
        self._game = game
        self._deals += 1  # which game this is (its id() may be reused by a later one)
        # a new game: a new clock; a game resumed from the library goes on from its time
        played = None if self._library is None else self._library._played_seconds(game)
        self._clock_banked, self._clock_since = played or 0.0, None
        # a game resumed from a library saved without the clock: its time played is not
        # known, and is not saved (the statistics take its dates instead of a near zero)
        self._clock_known = played is not None or game.move_count == 0
        # it starts at the first move made here (a resumed game's too: looking is free);
        # undo does not stop it
        self._clock_started = False
        self._moves_at_attach = game.move_count
        self._taken_back: set[Card] = set()  # cards autodrop leaves (see _autodrop)
        if game.rules.layout == "matrimony" and self.scoring != "none":
            self.scoring = "none"  # Matrimony has no scored play
        game.add_listener(self._on_game_change)
        self.set_trait("variant", game.variant)
        self.set_trait("seed", game.seed)

    def _switch(self, game: Game) -> None:
        self._game.remove_listener(self._on_game_change)
        self._attach(game)
        self._hint = None
        self._message_line.clear()
        self.refresh()

    def _on_game_change(self, game: Game, event: str, move: Move) -> None:
        if game is not self._game:
            return
        self._changes += 1
        if event == "play":  # a comment left at this index belongs to an undone move
            game.comments.pop(game.move_count - 1, None)
        self._told.append((event, move))
        # the spoken line (a screen reader's): what the move did, said by whoever played it
        action, self._said_next = self._said_next, None
        if event in ("play", "redo") and action:
            played = game.last_played
            effects = (
                [] if played is None else _replay.effects_said(game, played.effects, self.lang)
            )
            line = " ".join([action, *effects])
            if event == "play":
                self._said.append(line)
            else:  # "Redone: " and the move's own words, what it did by itself again
                self._said = [self._msg("ui.said.redo", move=line)]
        elif event == "undo" and self._saying_back:  # "Undone: <the move's own words>"
            words = self._said_back(game, move)
            self._said = [words] if words else []
        else:  # a move, undo or redo made on the engine: nothing said (and nothing old)
            self._said = []
        if self._quiet:  # an intent publishes (and tells on_move) once, at its end
            return
        self._hint = None
        self._message_line.clear()
        try:
            self.refresh()
        except Exception:  # a redraw must never undo a move that was played
            log.exception("could not redraw the table after %s %s", event, move)

    def _on_option(self, change: dict[str, Any]) -> None:
        if change["name"] == "live_status" and change["new"] and not solver_available():
            self.live_status = False
            return
        if change["name"] == "live_status":
            self._live_pos = None
        if change["name"] == "autodrop" and change["new"] != "off" and not self._quiet:
            with self._lock, self._flag("_quiet"):  # set from Python: the cards go home now
                self._autodrop()
            self.refresh()
            return
        if not self._quiet:  # an intent publishes once, at its end
            self._publish()

    @traitlets.validate("scoring")
    def _check_scoring(self, proposal: dict[str, Any]) -> str:
        game = self.__dict__.get("_game")
        layout = "klondike" if game is None else game.rules.layout
        try:
            return _scoring.check_scoring(proposal["value"], layout)
        except ValueError as exc:
            raise traitlets.TraitError(str(exc)) from None

    def _autodrop(self) -> None:
        """Play the foundation moves ``autodrop`` asks for, one engine move each (so undo
        takes them back one at a time)."""
        if self.autodrop == "off" or self._game.is_won() or self._exercise_mode is not None:
            return  # an exercise's position changes only by the moves it judges
        game = self._game
        last = game.last_move
        if last is not None and last.src.startswith("f"):  # the player took it back
            self._taken_back.add(game.piles[last.dst].cards[-1])
        # ... until it is home again (by a move, or an undo of the taking back)
        home = {c for f in game.rules.foundations for c in game.piles[f.id].cards}
        self._taken_back -= home
        for move in _autodrop.autodrop_moves(game, self.autodrop, keep=self._taken_back):
            self._say(move)
            game.play(move)

    # ------------------------------------------------------------------ the clock
    def _clock_elapsed(self) -> float:
        since = self._clock_since
        return self._clock_banked + (0.0 if since is None else max(0.0, _now() - since))

    def _tick(self, status: str) -> None:
        """Start, pause or stop the clock for the position about to be shown: it runs from
        the first move while the table is in sight in some view, and stops at the win;
        undoing back to the deal does not stop it."""
        moved = self._game.move_count != self._moves_at_attach
        self._clock_started = self._clock_started or moved
        visible = not self._sight_reported or bool(self._in_sight)
        run = self._clock_started and status != "won" and visible
        if run and self._clock_since is None:
            self._clock_since = _now()
        elif not run and self._clock_since is not None:
            self._clock_banked = self._clock_elapsed()
            self._clock_since = None

    def _publish_clock(self) -> None:
        elapsed = round(self._clock_elapsed(), 3)
        self._clock = {"elapsed": elapsed, "running": self._clock_since is not None}
        self.set_trait("elapsed", elapsed)

    def stats(self) -> dict[str, Any]:
        """The current variant's statistics from the library (``library.stats(variant)``:
        played, won, win rate, streaks, best time, fewest moves, recent results and the
        same per option set); empty figures when the widget keeps no library."""
        if self._library is None:
            from .game_library import _empty_stats

            return _empty_stats()
        return self._library.stats(self._game.variant)

    # ------------------------------------------------------------------ publishing
    def _status(self) -> str:
        """The game's status for the snapshot, without making the player wait.

        Usually one legal move shows the game goes on (:func:`quick_status`). When none
        does, only the engine's stuck search can tell; in a kernel (an event loop is
        running) the table is published at once as still "playing" and the search runs
        right after, republishing if the game turns out stuck. Without a loop (plain
        Python, tests) the search runs here.
        """
        key = self._game.state_key()
        status = self._status_cache.get(key)
        if status is not None:
            return status
        status = quick_status(self._game)
        if status is None:
            loop = _running_loop()
            if loop is not None:
                if key not in self._pending:
                    self._search_later(key, loop)
                return "playing"  # provisional: _settle_status corrects it
            status = self._game.status
        self._cache_status(key, status)
        return status

    def _cache_status(self, key: tuple, status: str) -> None:
        if len(self._status_cache) >= _STATUS_CACHE_SIZE:
            self._status_cache.pop(next(iter(self._status_cache)))
        self._status_cache[key] = status

    def _search_later(self, key: tuple, loop: asyncio.AbstractEventLoop) -> None:
        """Run the stuck search for position ``key`` in the worker process.

        The search can take seconds (Klondike draw 1: up to ~13 s measured), so it never
        runs on the kernel's event loop; the answer comes back to the loop
        (:meth:`_settle_status`). A search not started yet for an older position is
        dropped. The job is handed to the worker on the loop's next turn, after the
        click's table is published: handing it over wakes the pool's threads, which took
        the GIL from the publish (the time to publish, both ways, under "Widget latency"
        in docs/benchmarks.md).
        """
        self._pending = {key}

        def start() -> None:
            if key not in self._pending or self.comm is None:  # superseded, or closed
                return
            if self._game.state_key() != key:  # the player moved on: no answer wanted
                self._pending.discard(key)
                return
            self._start_search(key, loop)

        loop.call_soon(start)

    def _start_search(self, key: tuple, loop: asyncio.AbstractEventLoop) -> None:
        old = self._stuck_job
        if old is not None:
            old.cancel()
        self._pending = {key}
        try:
            job = _live_status.status_in_worker(self._game)
        except Exception:  # no worker: the table says "playing", as it would on a timeout
            log.warning("the stuck check could not start", exc_info=True)
            return
        self._stuck_job = job

        _on_loop_when_done(job, loop, self._settle_status, key, skip_cancelled=True)

    def _settle_status(self, key: tuple, future: Any) -> None:
        """On the kernel's loop: the stuck search's answer for position ``key``."""
        self._pending.discard(key)
        if self._stuck_job is future:
            self._stuck_job = None
        try:
            status = future.result()
        except Exception:  # the worker died: the table stays "playing"
            log.warning("the stuck check failed", exc_info=True)
            return
        if status not in ("won", "stuck", "playing"):
            log.warning("the stuck check answered %r", status)
            return
        self._cache_status(key, status)
        if status != "playing" and self._game.state_key() == key:
            self.refresh()

    def _outcome_message(self, status: str) -> dict[str, str] | None:
        if status == "won":
            return {"kind": "won", "text": self._msg("ui.msg.won", n=self._game.move_count)}
        if status == "stuck":
            key = "ui.msg.stuck_matrimony" if self._game.rules.redeal else "ui.msg.stuck"
            return {"kind": "stuck", "text": self._msg(key)}
        return None

    def _tell(self, kind: str, words: Words) -> None:
        """Set the message line: ``words`` a function of a language giving the text (worded
        now, and again in the new language when the language changes), or a text that
        stays as it is (such as a ``ValueError``'s)."""
        self._message_line.tell(kind, words, self.lang)

    def _words(self, key: str, **params: Any) -> Callable[[str], str]:
        """Catalogue ``key`` with ``params``, as a function of the language."""
        return partial(message, key, **params)

    def _msg(self, key: str, **params: Any) -> str:
        return message(key, self.lang, **params)

    def _publish(self) -> None:
        game = self._game
        status = self._status()
        msg = self._message_line.now(self.lang)
        if msg is None and (outcome := self._outcome_message(status)) is not None:
            msg = {**outcome, "serial": self._message_line.serial}
        self._version += 1
        key = game.state_key()
        seen = self._position_of
        if seen is None or seen[0] is not game or seen[1] != key:
            self._position_of = (game, key)
            self._position_since = self._version
        table = table_snapshot(
            game,
            lang=self.lang,
            version=self._version,
            position_since=self._position_since,
            message=msg,
            hint=self._hint,
            show_targets=self.show_targets,
            last_move=game.last_move,
            hint_available=self._hint_fn is not None,
            status=status,
        )
        table["animate"] = self.animate
        # what the last moves did, in words, for the page's screen-reader line (said once:
        # the page says it when the position is new)
        table["said"] = " ".join(self._said)[:_MAX_SAID] if self._said else None
        self._said = []  # said once: the next table says only what comes after
        last = game.last_move
        self._tick(status)
        with self.hold_sync():
            self._table = table
            self._publish_clock()
            self._update_rules()
            self._update_settings()
            self._update_live(status)
            self._update_teaching()
            # the public traits last, together: their observers see all of them (and the
            # table) updated
            with self.hold_trait_notifications():
                self.set_trait("deal", game.seed)
                self.set_trait("move_count", game.move_count)
                self.set_trait("last_move", "" if last is None else str(last))
                self.set_trait("status", status)
                self.set_trait("score", self._score_keeper.score(game, self.scoring))

    # ------------------------------------------------------------------ exercise and comments
    def _update_teaching(self) -> None:
        """Set ``_exercise`` (the question band) and ``_comment`` (the teacher's box)."""
        mode = self._exercise_mode
        self._exercise = {} if mode is None else mode.band(self.lang)
        if not self.teacher:
            self._comment = {}
            return
        from .record import MAX_COMMENT

        n = self._game.move_count
        labels = {
            k: self._msg(f"exwidget.comment.{k}", n=n)
            for k in ("label", "none", "placeholder", "save", "saved", "teacher")
        }
        text = self._game.comments.get(n - 1, "") if n else ""
        self._comment = {"ply": n, "text": text, "max": MAX_COMMENT, "labels": labels}

    def _exercise_restart(self) -> None:
        """Put the exercise's position back on the table (a fresh game)."""
        self._show_token = None
        self._game.remove_listener(self._on_game_change)
        self._attach(self._exercise_mode.start())

    def _exercise_work_out(self) -> None:
        """Start working out the exercise's verdicts (worker process, or slices on the
        loop); each comes back to the kernel's loop (:meth:`_exercise_settled`). Without
        a loop (a script) a verdict is waited for when a move asks for it."""
        loop = _running_loop()
        if loop is None:
            self._exercise_mode.work_out()
            return

        def done(notation: str, future: Any) -> None:
            with contextlib.suppress(RuntimeError):  # the loop is closed: nobody to tell
                loop.call_soon_threadsafe(self._exercise_settled, notation, future)

        self._exercise_mode.work_out(done)

    def _exercise_settled(self, notation: str, future: Any) -> None:
        """On the kernel's loop: a verdict came; the band shows it if it was awaited."""
        with self._lock:
            if self._exercise_mode.settle(notation, future):
                self._publish()

    def _exercise_try(self, move: Move) -> bool:
        """A move made on the table during an exercise: judged (from the answers worked out
        beforehand), played when legal so the table shows it, and the band says why."""
        mode = self._exercise_mode
        if mode.state == "checking":
            self._tell("info", mode.checking_words())
            return False
        if mode.state != "asking":
            self._tell("info", self._words("exwidget.locked"))
            return False
        if mode.question == "illegal":
            if move in mode.exercise.choices:
                mode.answer_choice(str(move))
            else:
                self._tell("info", self._words("exwidget.use_choices"))
            return False
        if mode.question == "automatic":
            self._tell("info", self._words("exwidget.use_choices"))
            return False
        # with a loop the verdict may still be coming: the band says "checking" meanwhile
        mode.judge_move(self._game, move, wait=_running_loop() is None)
        if not self._game.is_legal(move):
            return False
        self._play_said(move)
        return True

    def _play_said(self, move: Move) -> None:
        """Play a legal ``move`` on the game, said on the spoken line as the player's are."""
        self._say(move)
        try:
            self._game.play(move)
        finally:
            self._said_next = None

    def _intent_exercise(self, c: dict[str, Any]) -> None:
        mode, action = self._exercise_mode, c["action"]
        ex = mode.exercise
        if action == "try_again":
            mode.reset()
            self._exercise_restart()
            # said: the cards went back without a word (the lines emptied, nothing more)
            self._tell("info", self._words("exwidget.again"))
        elif action == "answer":  # "illegal": a choice button
            if mode.state == "asking":
                mode.answer_choice(c["choice"])
        elif action == "check":  # "automatic": the ticked effects; the move shows them
            if mode.state == "asking":
                mode.answer_effects(list(c["choices"]))
                self._exercise_restart()
                self._game.play(ex.move)  # unsaid: the verdict says what it did
        else:  # show_me
            mode.right_answer()
            self._exercise_restart()
            if mode.question == "automatic":
                self._game.play(ex.move)  # unsaid: the verdict says what it did
            elif mode.question in ("keeps_winnable", "best_move"):
                self._show_line(list(ex.line))

    def _show_line(self, line: list[Move]) -> None:
        """Play the solver's line on the table, one move every :data:`SHOW_STEP` seconds
        on the kernel's loop (each a publish, so the cards move); all at once without a
        loop. Try again (or any new line) stops it."""
        loop = _running_loop()
        if loop is None:
            for m in line:
                self._play_said(m)
            return
        token = self._show_token = object()
        game = self._game

        def step(i: int) -> None:
            with self._lock:  # (the game is looked at under the lock: a cell may switch it)
                if self._show_token is not token or self._game is not game or i >= len(line):
                    return
                try:
                    self._play_said(line[i])  # the listener publishes: the page animates it
                except Exception:  # the line no longer fits the table: stop showing it
                    log.warning("could not show move %s of the line", i + 1, exc_info=True)
                    return
            loop.call_later(SHOW_STEP, step, i + 1)

        loop.call_later(SHOW_STEP, step, 0)

    # ------------------------------------------------------------------ rules and live status
    def _update_rules(self) -> None:
        """Set ``_rules_html`` when the rules or the language changed (not on every move)."""
        game = self._game
        key = (game.variant, tuple(sorted(game.options.items())), self.lang)
        if key == self._rules_key:
            return
        try:
            from .rulebook import rules_html

            text = rules_html(game, self.lang)
        except Exception:  # the table works without its rule text
            log.warning("could not write the rules of %s", game.variant, exc_info=True)
            text = ""
        self._rules_key = key
        self._rules_html = text

    def _update_settings(self) -> None:
        """Set ``_settings`` when the game, its options or the language changed."""
        game = self._game
        exercise = self._exercise_mode is not None
        key = (game.variant, tuple(sorted(game.options.items())), self.lang, exercise)
        if key != getattr(self, "_settings_key", None):
            self._settings_key = key
            menu = settings_menu(game.variant, dict(game.options), self.lang)
            # an exercise's position changes only by judged moves: no other game, rules or
            # autodrop from the menu (the page leaves those parts out)
            self._settings = {**menu, "exercise": True} if exercise else menu

    def _update_live(self, status: str) -> None:
        game = self._game
        if not self.live_status:
            self._live_worker.cancel()
            self._live_pos = None
            self._live = {"state": "off", "move": None, "text": "", "moves": None}
            return
        # the position and the line to it: a count of the game's changes, not a copy of
        # its moves (a tuple of 100,000 moves at every publish)
        pos = (id(game), game.state_key(), self._changes)
        if pos != self._live_pos:
            self._live_pos = pos
            if status == "won":
                self._live_worker.cancel()
                self._verdict = Verdict("won")
            else:
                self._verdict = None
                self._loop = _running_loop()
                self._live_worker.submit(game)
        self._live = self._live_dict()

    def _live_dict(self) -> dict[str, Any]:
        v = self._verdict
        moves = self._game.move_count
        if v is None:
            return {
                "state": "pending",
                "move": None,
                "text": self._msg("ui.status.pending"),
                "moves": moves,
            }
        if v.state == "lost":
            key = "ui.status.lost" if v.lost_at else "ui.status.lost_deal"
            text = self._msg(key, n=v.lost_at)
        elif v.state in ("winnable", "unknown"):
            text = self._msg(f"ui.status.{v.state}")
        else:
            text = ""
        return {"state": v.state, "move": v.lost_at, "text": text, "moves": moves}

    def _on_verdict(self, generation: int, verdict: Verdict) -> None:
        """From the pool's callback thread: hand the verdict to the kernel's loop (or apply it).

        In the kernel (no worker process: Pyodide) the verdict comes on the loop already, or
        from :meth:`wait_status`, which then shows it at once."""
        loop = self._loop
        if loop is not None and not loop.is_closed() and not _live_status.in_kernel():
            loop.call_soon_threadsafe(self._apply_verdict, generation, verdict)
        else:
            self._apply_verdict(generation, verdict)

    def _apply_verdict(self, generation: int, verdict: Verdict) -> None:
        if generation != self._live_worker.generation or not self.live_status:
            return  # a newer position is on the table
        self._verdict = verdict
        self._live = self._live_dict()

    def _record(self) -> None:
        if self._library is None:
            return
        try:
            seconds = self._clock_elapsed() if self._clock_known else None
            self._library.track(self._game, result=self._status(), seconds=seconds)
        except Exception:  # the game goes on even if the disk is full or read-only
            log.warning("could not save the game to %s", self._library.path, exc_info=True)

    # ------------------------------------------------------------------ intents
    def _on_intent(self, _widget: Any, content: Any, buffers: Any) -> None:
        """A custom message from the browser (docs/protocol.md). Never raises: whatever
        arrives, a malformed, stale or repeated intent is logged in one line and changes
        nothing; a valid one is applied once and the table republished."""
        with self._lock:
            try:
                intent_id = _intent_id(content)
                if intent_id is not None:
                    self._ack(intent_id)  # first: the browser stops resending, however long
                    if intent_id in self._seen_intents:
                        self._seen_intents.move_to_end(intent_id)
                        self._intent_counts["repeated"] += 1
                        log.info("intent %s already applied: acknowledged again", intent_id)
                        return
                    self._seen_intents[intent_id] = None
                    if len(self._seen_intents) > _SEEN_IDS:
                        self._seen_intents.popitem(last=False)
                kind = self._check_intent(content)
            except _Ignored as why:
                self._intent_counts["ignored"] += 1
                log.warning("ignored intent %s: %s", _short(content), why)
                return
            except Exception:  # a check that trips on input it did not foresee: still one line
                self._intent_counts["ignored"] += 1
                log.warning("ignored intent %s: malformed", _short(content), exc_info=True)
                return
            if kind == "clock":  # no redraw: a new table version would make moves stale
                self._intent_counts["clock"] += 1  # a view's report, not a player's intent
                self._intent_clock(content)
                return
            self._intent_counts["applied"] += 1
            if not _keeps_message(kind, content):
                self._message_line.clear()
                self._hint = None
            try:
                with self._flag("_quiet"):
                    before = self._game.move_count
                    getattr(self, f"_intent_{kind}")(content)
                    if kind in ("move", "auto", "stock") and self._game.move_count > before:
                        self._autodrop()
            except Exception:  # a bug must not leave the table stale: log it, redraw anyway
                log.exception("intent %s failed", _short(content))
            self.refresh()

    def _ack(self, intent_id: str) -> None:
        """Tell the browser the intent ``intent_id`` arrived (``{"ack": id}``)."""
        try:
            self.send({"ack": intent_id})
        except Exception:  # no comm (closed widget, a test without a kernel): nothing to tell
            log.debug("could not acknowledge intent %s", intent_id, exc_info=True)

    def _check_intent(self, content: Any) -> str:
        """The intent's kind if ``content`` is a well-formed, current intent; else
        :class:`_Ignored` saying why."""
        if not isinstance(content, dict):
            raise _Ignored(f"an intent is an object, not {type(content).__name__}")
        kind = content.get("kind")
        if not isinstance(kind, str) or kind not in _INTENTS:
            raise _Ignored(f"unknown kind; known: {', '.join(_INTENTS)}")
        self._check_teaching(kind, content)
        fields = _INTENTS[kind]
        allowed = {"kind", "id", *fields} | ({"version"} if kind in _VERSIONED else set())
        extra = [k for k in content if k not in allowed]
        if extra:
            raise _Ignored(f"{kind} intent with unknown fields {_short(extra)}")
        for field, (types, required) in fields.items():
            if field not in content:
                if required:
                    raise _Ignored(f"{kind} intent without {field!r}")
                continue
            value = content[field]
            if not isinstance(value, types) or (isinstance(value, bool) and bool not in types):
                raise _Ignored(f"{kind} intent: {field} has the wrong type")
        if kind in _VERSIONED:
            version = content.get("version")
            if not is_whole_number(version):
                raise _Ignored(f"{kind} intent without an int version")
            if not self._position_since <= version <= self._version:
                raise _Ignored(
                    f"stale: version {_short(version)}, the position on the table is at "
                    f"{self._position_since}"
                    + (f" (table {self._version})" if self._version != self._position_since else "")
                )
        ids = self._game.pile_ids
        for field in ("src", "dst"):
            if field in content and content[field] not in ids:
                raise _Ignored(f"{field} is not a pile of {self._game.variant}")
        if "count" in content and not 1 <= content["count"] <= _MAX_COUNT:
            raise _Ignored(f"count is not a whole number from 1 to {_MAX_COUNT}")
        if kind == "settings":
            _check_settings(content)
        if kind == "reset_stats" and content["variant"] not in variants():
            raise _Ignored("reset_stats intent: unknown variant")
        seed = content.get("seed")
        if kind == "new_deal" and isinstance(seed, int) and not 0 <= seed < 2**_MAX_SEED_BITS:
            raise _Ignored(f"seed is not a whole number from 0 to 2**{_MAX_SEED_BITS} - 1")
        if kind == "new_deal" and isinstance(seed, str) and len(seed) > _MAX_DEAL_TEXT:
            raise _Ignored(f"seed text is longer than {_MAX_DEAL_TEXT} characters")
        return kind

    def _check_teaching(self, kind: str, c: dict[str, Any]) -> None:
        """:class:`_Ignored` for an intent an exercise or teacher mode doesn't take."""
        mode = self._exercise_mode
        if mode is not None and (
            kind in _NOT_IN_EXERCISE
            or (kind == "settings" and ("variant" in c or "options" in c or "autodrop" in c))
        ):
            raise _Ignored(f"{kind} intent: not during an exercise")
        if kind == "exercise":
            if mode is None:
                raise _Ignored("exercise intent: the table shows no exercise")
            action = c.get("action")
            if action not in _EXERCISE_ACTIONS:
                raise _Ignored(
                    f"exercise intent: unknown action; known: {', '.join(_EXERCISE_ACTIONS)}"
                )
            ids = {x["id"] for x in mode.band("en")["choices"]}
            if action == "answer" and (mode.question != "illegal" or c.get("choice") not in ids):
                raise _Ignored("exercise intent: answer is not one of the choices")
            picked = c.get("choices")
            if action == "check" and (
                mode.question != "automatic"
                or not isinstance(picked, list)
                or len(picked) > len(ids)
                or not all(isinstance(x, str) and x in ids for x in picked)
                or len(set(picked)) != len(picked)
            ):
                raise _Ignored("exercise intent: check needs distinct ids of the choices")
        if kind == "comment":
            from .record import MAX_COMMENT

            if not self.teacher:
                raise _Ignored("comment intent: the table is not in teacher mode")
            ply, text = c.get("ply"), c.get("text")
            if ply != self._game.move_count or not self._game.move_count:
                raise _Ignored(f"stale: a comment on move {_short(ply)}, not the last one")
            if not isinstance(text, str) or len(text) > MAX_COMMENT:
                raise _Ignored(f"comment intent: text is not a string of at most {MAX_COMMENT}")

    def _intent_comment(self, c: dict[str, Any]) -> None:
        self._set_comment(self._game.move_count - 1, c["text"])
        self._tell("info", self._words("exwidget.comment.saved"))

    @contextlib.contextmanager
    def _flag(self, name: str) -> Iterator[None]:
        """``self.<name>`` is True inside, False after: ``_quiet`` (an intent publishes
        once, at its end), ``_saying_back`` (the undos made inside are said, see
        :meth:`_said_back`)."""
        setattr(self, name, True)
        try:
            yield
        finally:
            setattr(self, name, False)

    def _said_back(self, game: Game, move: Move) -> str:
        """An undo in words, just after it (:func:`replay.undo_said`); empty if the words
        can't be found (the table goes on)."""
        try:
            return _replay.undo_said(game, move, self.lang)
        except Exception:  # the spoken line must never break an undo
            log.warning("could not put the undo of %s in words", move, exc_info=True)
            return ""

    def _say(self, move: Move) -> None:
        """The words of ``move`` from the position before it, for the spoken line."""
        try:
            self._said_next = _replay.move_said(self._game, move, self.lang)
        except Exception:  # an illegal move has no words: the engine says why instead
            self._said_next = None

    def _try(self, move: Move) -> bool:
        if self._exercise_mode is not None:  # judged, not simply played
            return self._exercise_try(move)
        try:
            self._say(move)
            self._game.play(move)
        except IllegalMoveError as exc:
            self._said_next = None
            # the engine's reason by its key, worded again in a new language
            self._tell("error", exc.explain)
            return False
        except InvalidMoveError:
            # no player's: the moves tried here come from checked intents (piles of the
            # game, a count of 1 to 104) or from the engine's own; one would be a bug, for
            # the intent's handler to log, not notation help in English on the message line
            self._said_next = None
            raise
        return True

    def _intent_move(self, c: dict[str, Any]) -> None:
        self._try(Move(c["src"], c["dst"], c["count"]))

    def _intent_auto(self, c: dict[str, Any]) -> None:
        src, count = c["src"], c["count"]
        move = self._game.foundation_move_for(src) if count == 1 else None
        if move is not None:
            self._try(move)
            return
        choices = self._game.foundation_choices(src) if count == 1 else []
        if len(choices) > 1:  # foundations that differ (Matrimony's f1 and f2): not ours to pick
            card = self._game.piles[src].cards[-1]
            a, b = choices[0].dst, choices[1].dst
            self._tell("info", self._words("ui.msg.choose_foundation", card=card, src=a, dst=b))
            return
        pile = self._game.piles[src]
        if not pile.cards or count > len(pile.cards) - pile.face_down:
            self._tell("error", partial(self._game.explain, Move(src, "f1", count)))
            return
        card = pile.cards[len(pile.cards) - count]
        self._tell("info", self._words("ui.msg.no_auto", card=card))

    def _intent_stock(self, c: dict[str, Any]) -> None:
        game = self._game
        stock_moves = [
            m for m in game.legal_moves() if m.src == "stock" or m.dst in ("stock", "tableau")
        ]
        if stock_moves:
            self._try(stock_moves[0])
            return
        # nothing to do: say why, in the engine's words where it has them
        has_stock = bool(game.piles["stock"].cards)
        if game.rules.waste:
            if has_stock:
                why: Move | None = Move("stock", "waste")
            elif game.piles["waste"].cards:
                why = Move("waste", "stock")
            else:
                why = None
        elif has_stock:
            why = Move("stock", "tableau")
        elif game.redeals_used < game.rules.tableau_count:
            why = Move(f"t{game.rules.tableau_count - game.redeals_used}", "tableau")
        else:
            why = None
        if why is None:
            self._tell("info", self._words("ui.msg.no_stock_move"))
        else:
            self._tell("error", partial(game.explain, why))

    def _intent_undo(self, c: dict[str, Any]) -> None:
        if self.undo() is None:
            self._tell("info", self._words("ui.msg.nothing_to_undo"))

    def _intent_redo(self, c: dict[str, Any]) -> None:
        if self.redo() is None:
            self._tell("info", self._words("ui.msg.nothing_to_redo"))

    def _intent_new_deal(self, c: dict[str, Any]) -> None:
        old = self._game
        seed = c.get("seed")
        if isinstance(seed, str):  # typed in the Deal box: digits, or a word to the player
            text = seed.strip()
            seed = int(text) if text.isascii() and text.isdigit() else -1
        if seed is not None:
            try:
                check_seed(seed)  # the engine's rule, said in the table's language
            except ValueError:
                self._tell("error", self._words("ui.msg.bad_deal", top=MAX_SEED))
                return
        winnable = self._winnable and seed is None  # a typed deal number is dealt as it is
        loop = _running_loop()
        if winnable and loop is not None:  # finding one solves deals (up to ~1 s): elsewhere
            self._deal_later(loop, old.variant, dict(old.options), old.lang)
            return
        try:
            game = Game(old.variant, seed=seed, lang=old.lang, winnable=winnable, **old.options)
        except ValueError as exc:  # rules the engine refuses, no winnable deal found
            self._tell_no_deal(exc)
            return
        self._deal(game)

    def _tell_no_deal(self, exc: ValueError) -> None:
        """A new deal that could not be made, said in the player's language (the exception's
        English text, which names seeds and options, goes to the log)."""
        log.info("no new deal: %s", exc)
        if isinstance(exc, NoWinnableDealError):
            self._tell("error", self._words("ui.msg.no_winnable_deal"))
        else:
            self._tell("error", self._words("ui.msg.deal_refused"))

    def _deal(self, game: Game) -> None:
        self._game.remove_listener(self._on_game_change)
        self._attach(game)
        self._tell("info", self._words("ui.msg.new_deal", seed=game.seed))

    def _deal_later(
        self,
        loop: asyncio.AbstractEventLoop,
        variant: str,
        options: dict[str, Any],
        lang: str | None,
        scoring: str | None = None,
    ) -> None:
        """A new winnable deal of ``variant`` under ``options`` for New deal, or for a game
        chosen in the settings menu (then with its ``scoring``), in ``lang`` (None: the
        table's language when the deal comes). The worker process finds the deal number;
        the table changes when it comes, unless another deal was made meanwhile or asked
        for since (the newest request deals)."""
        old = self._game
        asked = (old, variant, options, scoring, lang)
        if self._pending_job(self._deal_job, asked):
            return  # clicked again while one runs: that one deals (a job per click queued
            # up in the worker and delayed every later search by seconds)
        job = _live_status.winnable_seed_in_worker(variant, dict(options))
        self._deal_job = job
        self._job_for[id(job)] = asked

        _on_loop_when_done(job, loop, self._apply_deal, asked)

    def _apply_deal(self, asked: tuple, future: Any, in_kernel: bool = False) -> None:
        """On the kernel's loop: deal the winnable deal the worker found (``asked``: the
        game on the table then, and the variant, options, scoring and language of
        :meth:`_deal_later`). When the worker failed, the search starts again in slices
        on the kernel's loop (``in_kernel``: that one's answer; if it fails too, the
        player is told no winnable deal was found)."""
        old, variant, options, scoring, lang = asked
        lang = self.lang if lang is None else lang
        self._job_for.pop(id(future), None)
        latest = self._deal_job is future
        if latest:
            self._deal_job = None
        # only the newest request deals: a search already running can't be cancelled, and
        # New deal's answer came after the menu's choice and replaced it; a closed widget
        # (which forgets its job) deals nothing
        if not latest or self._game is not old or future.cancelled():
            return
        if not in_kernel and not isinstance(future.exception(), ValueError | None):
            # the worker died: search again here, one deal per slice of the loop (a search
            # in this callback held the kernel for up to 1.7 s), the table as it is meanwhile
            log.warning(
                "the winnable deal search failed in the worker; searching in the kernel",
                exc_info=future.exception(),
            )
            self._deal_in_kernel(asked)
            return
        self._message_line.clear()
        self._hint = None
        game: Game | None = None
        try:
            game = Game(variant, seed=future.result(), lang=lang, **options)
        except ValueError as exc:  # no winnable deal found in the tries
            self._tell_no_deal(exc)
        except Exception:  # the search failed on the loop too: said, not dealt
            log.warning("the winnable deal search failed in the kernel", exc_info=True)
            self._tell("error", self._words("ui.msg.no_winnable_deal"))
        if game is not None:
            self._deal(game)
            if scoring is not None:
                self._set_scoring(scoring)
        self.refresh()

    def _deal_in_kernel(self, asked: tuple) -> None:
        """The winnable deal search of ``asked`` (see :meth:`_deal_later`) in slices on the
        kernel's loop (:data:`~solitaire_widget.live_status.SLICE_SECONDS` each, as where
        no worker process can start); :meth:`_apply_deal` deals its answer."""
        _, variant, options, _, _ = asked
        job = _live_status._kernel.submit(_live_status._seed_steps(variant, dict(options)))
        self._deal_job = job
        self._job_for[id(job)] = asked
        loop = _running_loop()
        if loop is None:  # no loop (called from a plain script): the search ran whole
            self._apply_deal(asked, job, in_kernel=True)
            return
        _on_loop_when_done(job, loop, partial(self._apply_deal, in_kernel=True), asked)

    def _intent_hint(self, c: dict[str, Any]) -> None:
        if self._hint_fn is None:
            self._tell("info", self._words("ui.msg.hint_unavailable"))
            return
        move, source = self._known_winning_move(), "solver"
        if move is None:
            loop = _running_loop()
            if loop is not None and self._hint_fn is _solver_hint():
                self._hint_later(loop)  # the search takes up to HINT_BUDGET: not on the loop
                return
            try:
                found = self._hint_fn(self._game.copy(), HINT_BUDGET)
            except Exception:  # a solver failure must not break the table
                log.warning("the solver's hint failed", exc_info=True)
                self._tell("info", self._words("ui.msg.hint_failed"))
                return
            # solver.hint gives a Hint(move, source, winnable); a bare Move is a guess
            move = getattr(found, "move", found)
            source = getattr(found, "source", "heuristic")
        self._show_hint(move, source)

    def _hint_later(self, loop: asyncio.AbstractEventLoop) -> None:
        """Ask the worker process for the hint; it shows when it comes, if the position
        is still the one asked about."""
        key = self._game.state_key()
        if self._pending_job(self._hint_job, key):
            return  # asked again for the same position: the hint on its way answers
        job = _live_status.hint_in_worker(self._game, HINT_BUDGET)
        self._hint_job = job
        self._job_for[id(job)] = key

        _on_loop_when_done(job, loop, self._apply_hint, key)

    def _pending_job(self, job: Any, what: Any) -> bool:
        """Whether ``job`` (a worker future, or None) was asked for ``what`` (the game or
        position) and its answer is still to come or to be shown: its callback has not run
        yet, even when the worker is done (a click then used to start another search).
        One asked for something else is cancelled (a job not started then never runs)."""
        if job is None or id(job) not in self._job_for:
            return False
        if self._job_for[id(job)] == what:  # a Game equals only itself; a key by value
            return True
        job.cancel()
        return False

    def _apply_hint(self, key: tuple, future: Any) -> None:
        """On the kernel's loop: show the worker's hint (dropped if the game moved on)."""
        self._job_for.pop(id(future), None)
        if self._hint_job is future:
            self._hint_job = None
        if self._game.state_key() != key:
            return
        try:
            move, source = future.result()
        except Exception:  # the worker died or can't start: say so, not "no move helps"
            log.warning("the solver's hint failed", exc_info=True)
            self._tell("info", self._words("ui.msg.hint_failed"))
            self._publish()
            return
        self._show_hint(move, source)
        self._publish()

    def _show_hint(self, move: Move | None, source: str) -> None:
        if move is None:
            self._tell("info", self._words("ui.msg.no_hint"))
            return
        self._hint = move
        game = self._game  # (a change to its position takes the message away)
        key = "ui.msg.hint_solver" if source == "solver" else "ui.msg.hint_heuristic"
        self._tell("info", lambda lang: message(key, lang, move=move_text(game, move, lang)))

    def _known_winning_move(self) -> Move | None:
        """The first move of a winning line the live status already found from here."""
        hit = self._live_worker.cache.get(self._game.state_key())
        if hit is None or hit[0] != "won" or hit[1] is None:
            return None
        return hit[1] if self._game.is_legal(hit[1]) else None

    def _intent_auto_finish(self, c: dict[str, Any]) -> None:
        moves = self._game.auto_finish_moves()
        if not moves:
            self._tell("info", self._words("ui.msg.not_trivial"))
            return
        for m in moves:
            self._game.play(m)
        # one sentence for them all: a line per card would be cut at _MAX_SAID
        self._said = [self._msg("ui.said.auto_finish", n=len(moves))]

    def _intent_show_targets(self, c: dict[str, Any]) -> None:
        self.show_targets = c["value"]

    def _intent_settings(self, c: dict[str, Any]) -> None:
        for name in ("card_back", "four_colour", "large_print", "theme", "lang", "autodrop"):
            if name in c:
                setattr(self, name, c[name])
        if "scoring" in c and "variant" not in c:  # a new game takes it below
            self._set_scoring(c["scoring"])
        if c.get("autodrop", "off") != "off":  # chosen in the menu: the cards go home now
            self._autodrop()
        if "variant" in c or "options" in c:
            v = find_variant(c.get("variant", self._game.variant))
            options = v.resolve(c.get("options") or {})  # checked in _check_intent
            winnable = self._winnable and v.id != "matrimony"
            loop = _running_loop()
            try:
                # (a deal at random checks the rules at once; a winnable one is searched for
                # in the worker, like New deal's: solving deals takes up to ~1 s)
                game = Game(v.id, lang=self.lang, winnable=winnable and loop is None, **options)
            except ValueError as exc:  # the game on the table stays, and the player knows why
                self._tell_no_deal(exc)
                return
            if winnable and loop is not None:
                self._deal_later(loop, v.id, options, None, c.get("scoring"))
                return
            self._deal(game)
            if "scoring" in c:
                self._set_scoring(c["scoring"])

    def _set_scoring(self, scheme: str) -> None:
        """A scoring chosen in the menu: Matrimony has only "none" (another is logged and
        left out, the rest of the intent applied)."""
        if self._game.rules.layout == "matrimony" and scheme != "none":
            log.warning("settings intent: Matrimony has no scored play; scoring left at none")
            return
        self.scoring = scheme

    def _intent_stats(self, c: dict[str, Any]) -> None:
        if "open" in c:
            _mark_view(self._stats_open, _view_of(c), c["open"])
            if not c["open"]:
                return  # nothing to show in that view
        self._publish_stats()

    def _publish_stats(self) -> None:
        key = self._stats_key()
        self._stats = {"variant": self._game.variant, **self.stats()}
        self._stats_shown = key  # once published: a read that failed is tried again

    def _stats_key(self) -> tuple:
        """What the figures depend on, short of every move: the game shown (another deal,
        variant or rules), whether it counts yet (its first move) and how it stands (won,
        stuck, or an undo back from there)."""
        game = self._game
        # the game's id in the library too: a Reset deletes it, the next move saves it anew
        stored = None if self._library is None else self._library.id_of(game)
        return (self._deals, game.variant, game.move_count > 0, self._status(), stored)

    def _follow_stats(self) -> None:
        """While a view shows the Statistics panel, publish its figures again when the game
        shown changes or ends (the library has just saved it); not after every move."""
        if self._stats_open and self._stats_key() != self._stats_shown:
            try:
                self._publish_stats()
            except Exception:  # an unreadable library: the table goes on without its figures
                log.warning("could not read the statistics from %s", self._library, exc_info=True)

    def _intent_reset_stats(self, c: dict[str, Any]) -> None:
        if self._library is not None:
            self._library.reset_stats(c["variant"])
        self._intent_stats(c)

    def _intent_restart(self, c: dict[str, Any]) -> None:
        game = self._same_deal()
        self._game.remove_listener(self._on_game_change)
        self._attach(game)
        if game.seed is None:
            self._tell("info", self._words("ui.msg.restarted_deck"))
        else:
            self._tell("info", self._words("ui.msg.restarted", seed=game.seed))

    def _intent_clock(self, c: dict[str, Any]) -> None:
        # one view out of sight does not pause the clock while another is in sight
        _mark_view(self._in_sight, _view_of(c), c["visible"])
        self._sight_reported = True
        self._tick(self._status())
        self._publish_clock()


def _view_of(c: dict[str, Any]) -> str:
    """The view an intent came from: the session tag of its id (``"<tag>-<counter>"``)."""
    return str(c.get("id", "")).rpartition("-")[0]


def _mark_view(views: OrderedDict[str, None], view: str, present: bool) -> None:
    """Put ``view`` in the set or take it out; at most :data:`_MAX_VIEWS` kept (the oldest
    go first: a page could make up tags)."""
    if not present:
        views.pop(view, None)
        return
    views[view] = None
    views.move_to_end(view)
    while len(views) > _MAX_VIEWS:
        views.popitem(last=False)


#: the waste turn-overs the settings menu offers for ``max_redeals`` (any 0..1000 is valid)
_REDEAL_CHOICES: tuple[int | None, ...] = (None, 0, 1, 2)


def _check_settings(c: dict[str, Any]) -> None:
    """A settings intent's values (their types are checked already): :class:`_Ignored`."""
    if "lang" in c and c["lang"] not in LANGUAGES:
        raise _Ignored("settings intent: unknown language")
    if "card_back" in c and c["card_back"] not in CARD_BACKS:
        raise _Ignored("settings intent: unknown card back")
    if "theme" in c and c["theme"] not in THEMES:
        raise _Ignored("settings intent: unknown theme")
    if "autodrop" in c and c["autodrop"] not in _autodrop.AUTODROP:
        raise _Ignored("settings intent: unknown autodrop")
    if "scoring" in c and c["scoring"] not in _scoring.SCORING:
        raise _Ignored("settings intent: unknown scoring")
    if c.get("variant") == "matrimony" and c.get("scoring", "none") != "none":
        raise _Ignored("settings intent: Matrimony has no scored play")
    if "variant" in c and c["variant"] not in variants():
        raise _Ignored("settings intent: unknown variant")
    if "options" in c:
        if "variant" not in c:
            raise _Ignored("settings intent: options without their variant")
        try:
            find_variant(c["variant"]).resolve(c["options"])
        except ValueError as exc:
            raise _Ignored(f"settings intent: {exc}") from None


def settings_menu(variant: str, options: dict[str, Any], lang: str) -> dict[str, Any]:
    """The settings menu's data in ``lang``: every variant with each option's rule text,
    value (the current game's for its variant, else the default) and the values offered.

    Examples
    --------
    >>> m = settings_menu("klondike", {"draw_count": 3}, "en")
    >>> [v["id"] for v in m["variants"]], m["variant"]
    (['klondike32', 'matrimony', 'klondike'], 'klondike')
    >>> draw = m["variants"][2]["options"][0]
    >>> draw["name"], draw["value"], [c["value"] for c in draw["values"]]
    ('draw_count', 3, [1, 3])
    """
    from .snapshot import _game_title

    cat, en = catalogue(lang), catalogue("en")

    def word(value: Any) -> str:
        if value is True or value is False:
            return message("ui.value.yes" if value else "ui.value.no", lang)
        if value is None:
            return message("ui.value.unlimited", lang)
        if isinstance(value, str):  # "up", "king", "classic", ...: in words
            return cat.get(f"ui.value.{value}") or en.get(f"ui.value.{value}") or value
        return str(value)

    out = []
    for vid in variants():
        v = find_variant(vid)
        rows = []
        for o in v.options:
            value = options.get(o.name, o.default) if vid == variant else o.default
            values = list(o.choices) if o.choices is not None else list(_REDEAL_CHOICES)
            if not any(value == x and type(value) is type(x) for x in values):
                values.append(value)  # e.g. max_redeals=5 set from Python
            # an option without its sentence yet reads its English doc
            text = cat.get(f"ui.opt.{o.name}") or en.get(f"ui.opt.{o.name}") or o.doc
            rows.append(
                {
                    "name": o.name,
                    "text": text,
                    "value": value,
                    "default": o.default,
                    "values": [{"value": x, "label": word(x)} for x in values],
                }
            )
        out.append({"id": vid, "name": _game_title(vid, lang), "options": rows})

    def L(key: str) -> str:  # the text as written: the page fills in {game}
        return cat.get(f"ui.{key}") or en[f"ui.{key}"]

    return {
        "variant": variant,
        "lang": lang,
        "variants": out,
        "langs": [{"id": x, "name": _LANG_NAMES[x]} for x in LANGUAGES],
        "card_backs": [{"id": b, "name": L(f"card_back.{b}")} for b in CARD_BACKS],
        "themes": [{"id": t, "name": L(f"theme.{t}")} for t in THEMES],
        "autodrop": [{"id": a, "name": L(f"autodrop.{a}")} for a in _autodrop.AUTODROP],
        # the current game's schemes (Matrimony: none, so the menu shows no choice)
        "scorings": [
            {"id": s, "name": L(f"scoring.{s}")}
            for s in (("none",) if variant == "matrimony" else _scoring.SCORING)
        ],
        "labels": {
            k: L(k)
            for k in (
                "settings",
                "settings_game",
                "settings_options",
                "settings_language",
                "settings_cards",
                "settings_apply",
                "card_back",
                "four_colour",
                "large_print",
                "theme",
                "settings_play",
                "autodrop",
                "scoring",
                "stats",
                "stats_title",
                "stats_played",
                "stats_won",
                "stats_not_won",
                "stats_win_rate",
                "stats_current_streak",
                "stats_best_streak",
                "stats_best_time",
                "stats_fewest_moves",
                "stats_recent",
                "stats_by_options",
                "stats_none",
                "stats_reset",
                "stats_reset_ask",
                "stats_reset_yes",
                "cancel",
                "close",
            )
        },
    }


#: each language in its own words (the menu lists them so)
_LANG_NAMES = {"en": "English", "it": "Italiano", "nl": "Nederlands", "pt": "Português"}


def static_bundle(
    bundle: Any, game: Game, show_face_down: bool = False, lang: str | None = None
) -> Any:
    """Add the static picture of ``game`` (SVG and text, in ``lang``: the widget's) to a
    widget's display bundle.

    ``bundle`` is what ipywidgets / anywidget return (a data dict, or a ``(data,
    metadata)`` pair): the widget view and its metadata stay as they are; ``text/plain``
    becomes the text picture. If the picture can't be drawn the bundle is left alone.
    """
    if bundle is None:
        return None
    data, meta = bundle if isinstance(bundle, tuple) else (bundle, None)
    data = dict(data)
    try:
        from .render import svg, text

        picture = svg(game, show_face_down=show_face_down, fluid=True, lang=lang)
        data["image/svg+xml"] = str(picture)
        data["text/plain"] = text(game, lang=lang)  # face-down cards are "##" in any case
    except Exception:  # the live view matters more than the picture
        log.warning("could not draw the static picture of the table", exc_info=True)
    return data if meta is None else (data, meta)


def _on_loop_when_done(
    job: Any, loop: asyncio.AbstractEventLoop, fn: Any, *args: Any, skip_cancelled: bool = False
) -> None:
    """When the worker's ``job`` is done, call ``fn(*args, job)`` on the kernel's ``loop``
    (the future's callback runs in the pool's thread; the widget is touched on the loop)."""

    def answered(future: Any) -> None:
        if skip_cancelled and future.cancelled():
            return
        with contextlib.suppress(RuntimeError):  # the loop is closed: nobody to tell
            loop.call_soon_threadsafe(fn, *args, future)

    job.add_done_callback(answered)


def _running_loop() -> asyncio.AbstractEventLoop | None:
    """The kernel's event loop when code runs inside it, else None."""
    try:
        return asyncio.get_running_loop()
    except RuntimeError:
        return None


def _route_as_addressed(comm: Any) -> None:
    """Have the kernel hand this widget's incoming messages to the shell (or subshell) the
    browser addressed them to.

    ipykernel 7 routes a comm message to the subshell of the message under which the kernel
    last published on that comm (``_reply_subshell_for``, for code in a subshell awaiting a
    reply). A widget update published later under an old parent, such as the live status's
    verdict arriving after JupyterLab deleted the subshell that parent came from, points
    that route at a deleted subshell: every click after it is dropped ("Unknown
    subshell_id") until the kernel happens to publish again. This widget never awaits a
    reply from the browser, so its own comm takes the browser's address as it is. Other
    comms and kernels are left alone; a kernel without the hook is not touched.
    """
    if comm is not None and callable(getattr(comm, "_reply_subshell_for", None)):
        comm._reply_subshell_for = _as_addressed


def _as_addressed(data: Any, addressed: str | None) -> str | None:
    """The subshell a comm message goes to: the one in its header (None: the main shell)."""
    return addressed


#: the settings that change only how the table looks or speaks, not the game
_LOOK_SETTINGS = frozenset({"card_back", "four_colour", "large_print", "theme", "lang"})


def _keeps_message(kind: str, content: dict[str, Any]) -> bool:
    """Whether an intent leaves the table's message and hint as they were: the Statistics
    panel or the targets shown, a card setting or the language (the message is worded
    again in it); not a move, a deal, the rules or autodrop, which change the game."""
    if kind in ("stats", "show_targets"):
        return True
    return kind == "settings" and set(content) - {"kind", "id", "version"} <= _LOOK_SETTINGS


def _intent_id(content: Any) -> str | None:
    """The ``id`` of an intent (None if it has none); :class:`_Ignored` if it is not a
    short string."""
    if not isinstance(content, dict) or "id" not in content:
        return None
    value = content["id"]
    if not isinstance(value, str) or not 0 < len(value) <= _ID_MAX_LEN:
        raise _Ignored(f"the intent id is not a string of 1 to {_ID_MAX_LEN} characters")
    return value


def _short(content: Any) -> str:
    """A short, safe text of anything the browser sent, for a log line (never raises: deep
    nesting, huge ints and long strings are cut)."""
    try:
        text = _LOG_REPR.repr(content)
    except Exception:  # e.g. an int too long for str(), or a broken __repr__
        text = f"<{type(content).__name__}>"
    return text if len(text) <= 200 else text[:197] + "..."


def _check_library(library: Any) -> None:
    """A TypeError naming ``library`` unless it is a library, a path to one or None (a
    table given a number or a widget played on without saving a game, and said nothing)."""
    from .game_library import Library

    if library is None or library is _DEFAULT or isinstance(library, Library):
        return
    if isinstance(library, str | os.PathLike) and not isinstance(os.fspath(library), bytes):
        return
    raise TypeError(
        "library is a Library, a library file's path (str or os.PathLike) or None "
        f"(no library), not {clip(library)}"
    )


def _open_library(library: Any) -> Any:
    if library is None:
        return None
    from .game_library import Library
    from .game_library import library as default_library

    if isinstance(library, Library):
        return library
    try:
        return default_library() if library is _DEFAULT else default_library(library)
    except Exception:  # no disk, no permission: play on without a library
        log.warning("the game library can't be opened; games are not saved", exc_info=True)
        return None


def play(
    variant: Any = "klondike", seed: int | None = None, *, lang: str = "en", **options: Any
) -> SolitaireWidget:
    """A card table for a new game (or an exercise), to show in a notebook cell.

    Parameters
    ----------
    variant : str or Exercise
        ``"klondike32"``, ``"matrimony"`` or ``"klondike"`` (or an alias); or an
        :class:`~solitaire_widget.exercise.Exercise`: the table shows its position and
        question, and judges the student's move (right or wrong, and why) instead of
        just playing it; "Try again" and "Show me" (the solver's line, or the answer).
    seed : int, optional
        The deal number; a random deal if None.
    lang : str
        ``"en"``, ``"it"``, ``"nl"`` or ``"pt"``.
    **options
        The variant's options (docs/rules.md), and ``show_targets`` / ``library`` as for
        :class:`SolitaireWidget`.

    Examples
    --------
    >>> import solitaire_widget as sw
    >>> w = sw.play("klondike32", seed=7, lang="it")
    >>> w.game.variant, w._table["labels"]["new_deal"]
    ('klondike32', 'Nuova partita')
    """
    if _is_exercise(variant):
        return SolitaireWidget(variant, seed=seed, lang=lang, **options)
    find_variant(variant)
    return SolitaireWidget(variant, seed=seed, lang=lang, **options)


def _is_exercise(value: Any) -> bool:
    from .exercise import Exercise

    return isinstance(value, Exercise)
