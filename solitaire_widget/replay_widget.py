"""ReplayWidget: step through a recorded game in a notebook cell, with no kernel per step.

Every position and its narration go to the browser once, in the synced ``_frames``
trait (:func:`solitaire_widget.replay.replay_frames`: a whole position every 32, the
changes between and each text once, about 70 bytes a move; plus the game's
``draw_count`` and its rules as HTML for the Rules button); the buttons ⏮ |◀ ▶ ▶| ⏭, the
scrubber and the keys (←/→, Home/End, Space to play or pause) step through them in the
page; the view keeps those keys while it has the focus (a notebook does not move its cell
selection). The cursor is the two-way
``index`` trait: stepping in the browser moves :attr:`ReplayWidget.replay` in Python, and
``w.seek(12)`` in Python moves the page. A saved notebook (widget state stored) or an
exported page still steps without a kernel.

>>> import solitaire_widget as sw
>>> g = sw.Game("klondike32", seed=7); _ = g.play("s-w")
>>> w = ReplayWidget(g, lang="pt")
>>> len(w._frames["frames"]), w.index
(2, 0)
>>> w.step().index, w.replay.index
(1, 1)
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import anywidget
import traitlets

from . import _traits
from .errors import clip, is_whole_number
from .export import MAX_INTERVAL, MIN_INTERVAL
from .i18n import check_lang
from .replay import Replay, replay_frames

log = logging.getLogger(__name__)

__all__ = ["ReplayWidget"]

_STATIC = Path(__file__).parent / "static"


class ReplayWidget(_traits.BrowserWrites, anywidget.AnyWidget):
    """A replay in a notebook cell: the table, the narration and the teacher's comments.

    Parameters
    ----------
    source : Replay, or anything :class:`~solitaire_widget.replay.Replay` reads
        A replay (its current line is shown, and the widget moves its cursor), a record
        dict, JSON text, a record path, a Game or a ``(library, game_id)`` pair.
    lang : str, optional
        Language of the narration and buttons (default: the replay's).
    show_face_down : bool
        Show face-down cards (dimmed): a teacher's view.
    interval : int
        Milliseconds between moves when playing, 50 to 60,000.

    Examples
    --------
    >>> import solitaire_widget as sw
    >>> w = ReplayWidget(sw.Game("matrimony", seed=3), lang="nl")
    >>> w._frames["labels"]["next"]
    'Volgende zet'
    """

    _esm = _STATIC / "replay_widget.js"

    _frames = traitlets.Dict().tag(sync=True)
    #: the position shown: 0 is the deal, ``len(replay)`` the end (two-way)
    index = _traits.Int(0).tag(sync=True)
    #: whether a view plays the line (one view steps it; the others show it, and any of
    #: them stops it): several views of one widget play as one
    _playing = _traits.Bool(False).tag(sync=True)
    #: the traits the page writes (every other key of a browser update is ignored)
    _browser_writes = frozenset({"index", "_playing"})
    #: milliseconds between moves when playing
    interval = _traits.Int(900).tag(sync=True)
    #: language of the narration and buttons (en, it, nl, pt)
    lang = _traits.Unicode("en", check=check_lang)
    #: draw face-down cards (dimmed) instead of backs
    show_face_down = _traits.Bool(False)

    def __init__(
        self,
        source: Any,
        *,
        lang: str | None = None,
        show_face_down: bool = False,
        interval: int = 900,
        **kwargs: Any,
    ) -> None:
        # a misspelt keyword (show_facedown=True) is said, not passed on to be ignored
        unknown = sorted(k for k in kwargs if k.startswith("_") or not self.has_trait(k))
        if unknown:
            accepted = sorted(
                {"lang", "show_face_down", "interval", "index", "layout", "tabbable", "tooltip"}
            )
            raise TypeError(
                f"ReplayWidget got unknown keyword argument(s) {', '.join(map(clip, unknown))}; "
                f"accepted: {', '.join(accepted)}"
            )
        replay = source if isinstance(source, Replay) else Replay(source)
        self.replay = replay
        super().__init__(
            lang=check_lang(lang or replay.lang),
            show_face_down=show_face_down,
            interval=interval,
            **kwargs,
        )
        self.refresh()

    # ------------------------------------------------------------------ traits
    @traitlets.validate("index")
    def _check_index(self, proposal: Any) -> int:
        i = proposal["value"]
        if isinstance(i, bool):  # an Int trait takes True; the replay does not (1 by accident)
            raise traitlets.TraitError(f"index is a move number, not {i!r}")
        n = len(self._frames.get("frames", ())) - 1
        if n >= 0 and not 0 <= i <= n:
            raise traitlets.TraitError(
                f"index {clip(i)} is outside the replay: 0 (the deal) to {n}"
            )
        return i

    @traitlets.validate("interval")
    def _check_interval(self, proposal: Any) -> int:
        # bounded above too: a browser timer past 2**31 ms fires at once
        if not MIN_INTERVAL <= proposal["value"] <= MAX_INTERVAL:
            raise traitlets.TraitError(
                f"interval is milliseconds between moves, {MIN_INTERVAL} to {MAX_INTERVAL:,}, "
                f"not {clip(proposal['value'])}"
            )
        return proposal["value"]

    @traitlets.observe("index")
    def _on_index(self, change: Any) -> None:
        self._show(change["new"])

    def _show(self, i: int) -> None:
        """The cursor to position ``i`` of the line the page shows. Not ``replay.seek``:
        that follows the main line from the cursor, so stepping back before a variation
        and on again left the kernel on the main line while the page showed the
        variation (and an index past the main line's end failed)."""
        line = getattr(self, "_line_nodes", None)
        if line is None or not 0 <= i < len(line):
            self.replay.seek(i)
        elif self.replay.node is not line[i]:
            self.replay.goto(line[i])

    @traitlets.observe("lang", "show_face_down")
    def _on_view(self, change: Any) -> None:
        if self._frames:
            self.refresh()

    # ------------------------------------------------------------------ API
    def refresh(self) -> ReplayWidget:
        """Send the replay's current line again (after ``replay.play``/``branch``)."""
        data = replay_frames(self.replay, self.lang, self.show_face_down)
        game = self.replay.game
        data["draw_count"] = game.rules.draw_count if game.rules.waste else 0
        data["rules_html"] = _rules_html(game, self.lang)
        self._line_nodes = self.replay._line()  # the line the page shows, node by node
        self._frames = data
        self.index = self.replay.index
        return self

    def seek(self, i: int) -> ReplayWidget:
        """Show position ``i`` of the line shown (0 … its length; negative counts from
        the end)."""
        last = len(self._line_nodes) - 1
        if not is_whole_number(i):
            raise TypeError(f"a replay index is a whole number, not {type(i).__name__}")
        if i < 0:
            i += last + 1
        if not 0 <= i <= last:
            raise IndexError(f"index {clip(i)} is outside the replay: 0 (the deal) to {last}")
        self.index = i
        self._show(i)
        return self

    def step(self) -> ReplayWidget:
        """One move forward."""
        return self.seek(min(self.index + 1, len(self._line_nodes) - 1))

    def back(self) -> ReplayWidget:
        """One move back."""
        return self.seek(max(self.index - 1, 0))

    @property
    def game(self) -> Any:
        """The position shown, as a new Game (a copy)."""
        return self.replay.game

    @property
    def narration(self) -> str:
        """The narration of the position shown, in the widget's language."""
        return self.replay.narration(self.index, self.lang)

    def __repr__(self) -> str:
        return f"<ReplayWidget {self.replay.variant} {self.index}/{len(self.replay)}>"

    def _repr_mimebundle_(self, **kwargs: Any) -> Any:
        """The widget's view, plus a static picture of the position at the cursor (SVG
        and text) for hosts that can't run it (nbconvert's HTML, GitHub, nbviewer).
        Face-down cards are backs unless ``show_face_down`` is on."""
        from .widget import static_bundle

        return static_bundle(
            super()._repr_mimebundle_(**kwargs), self.replay.game, self.show_face_down, self.lang
        )


def _rules_html(game: Any, lang: str) -> str:
    """The rule text of the replay's game for the Rules button ("" if it can't be written)."""
    try:
        from .rulebook import rules_html

        return rules_html(game, lang)
    except Exception:  # the replay works without its rule text
        log.warning("could not write the rules of %s", game.variant, exc_info=True)
        return ""
