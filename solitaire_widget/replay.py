"""Replay: a cursor over a recorded game, with narration and variations, for teaching.

A :class:`Replay` reads a record (a dict, JSON text, a file path, a
:class:`~solitaire_widget.engine.Game` or a game of the library) and lets a student
step through it: ``len(r)`` moves, ``r.index`` from 0 (the deal) to ``len(r)`` (after
the last move), :meth:`~Replay.step`, :meth:`~Replay.back`, :meth:`~Replay.seek`.
:meth:`~Replay.narration` says in words (English, Italian, Dutch, Portuguese) what a
move did, what happened by itself, which rule allowed it, and the teacher's comment.

The moves form a tree, as in a chess program: every node has a move, its automatic
effects, a comment and children, and the first child continues the main line.
:meth:`~Replay.play` from any position tries another move and makes a *variation*;
the recorded main line is never changed.

Every node keeps the engine's undo record of its move (shared, about 100 bytes), and
every :data:`CHECKPOINT` moves the position packed into a few bytes, so building a
replay is linear in the record's length and :meth:`~Replay.seek` replays at most
``CHECKPOINT - 1`` moves wherever it lands.

>>> import solitaire_widget as sw
>>> g = sw.Game("klondike", seed=3); _ = g.play("s-w"); _ = g.play("s-w")
>>> r = sw.Replay(g)
>>> len(r), r.index
(2, 0)
>>> r.step().index, str(r.move(1))
(1, 's-w')
>>> r.narration(1).startswith("3 cards are drawn from the stock")
True
"""

from __future__ import annotations

import json
import os
from collections.abc import Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .cards import Card, deck_52
from .engine import Effect, Game
from .errors import RecordSourceError, check_flag, clip, is_whole_number, well_formed
from .i18n import LANGUAGES, catalogue, check_lang, message
from .notation import Move
from .record import check_meta

__all__ = ["CHECKPOINT", "Replay", "ReplayNode", "Variation", "expand_frames", "replay_frames"]

#: a packed position is kept every this many moves along each line
CHECKPOINT = 8


@dataclass(eq=False, slots=True)
class ReplayNode:
    """One position of the move tree: the move that led here, its effects and comment.

    The root (the deal) has ``move`` None. ``children[0]`` continues the line; nodes
    with ``main`` True form the recorded main line.
    """

    move: Move | None
    effects: tuple[Effect, ...] = ()
    comment: str | None = None
    parent: ReplayNode | None = field(default=None, repr=False)
    children: list[ReplayNode] = field(default_factory=list, repr=False)
    ply: int = 0
    main: bool = True
    _game: Game | None = field(default=None, repr=False)  # the root's: the deal
    _rec: tuple | None = field(default=None, repr=False)  # the engine's undo record
    _pos: bytes | None = field(default=None, repr=False)  # a checkpoint's packed position

    def path(self) -> list[ReplayNode]:
        """The nodes from the root down to this one (root first)."""
        out: list[ReplayNode] = []
        node: ReplayNode | None = self
        while node is not None:
            out.append(node)
            node = node.parent
        return out[::-1]


@dataclass(frozen=True)
class Variation:
    """A line that leaves another one: it starts after move ``ply`` of the line it leaves.

    ``moves`` are the variation's own moves (notation), ``node`` its first node.
    """

    ply: int
    moves: tuple[str, ...]
    node: ReplayNode = field(repr=False, compare=False)


def _game_from_source(source: Any) -> Game:
    """Turn any accepted source into a checked Game (its moves, comments and meta)."""
    from . import record

    if isinstance(source, Game):
        return source
    if isinstance(source, (Mapping, str, bytes, bytearray, os.PathLike)):
        return record.from_source(source)  # the one dispatch rule: text or path
    if isinstance(source, tuple) and len(source) == 2:
        lib, game_id = source
        for name in ("record", "load", "get"):
            getter = getattr(lib, name, None)
            if callable(getter):
                return _game_from_source(getter(game_id))
        raise TypeError(f"{type(lib).__name__} has no load(game_id) to fetch a game from")
    raise RecordSourceError(  # a ValueError (the input-error family) and a TypeError
        "a Replay reads a record dict, record JSON text, a record file path, a Game or a "
        f"(library, game_id) pair, not {type(source).__name__}"
    )


class Replay:
    """Step through a recorded game, narrate it, and try other moves.

    Parameters
    ----------
    source : dict, str, os.PathLike, Game or (library, game_id)
        A record (dict or JSON text), the path of a record file, a game (its moves so
        far, with comments), or a game stored in a library.
    lang : str, optional
        The language of :meth:`narration` and of the pictures of :attr:`game` (``"en"``,
        ``"it"``, ``"nl"``, ``"pt"``). By default the record's own (``meta["lang"]``), else
        the game's, so a Dutch lesson is narrated and pictured in Dutch; pass ``lang`` (or
        set :attr:`lang` later) to choose another.

    Raises
    ------
    RecordError
        The record is malformed or a move is illegal; the message names the move number.

    Examples
    --------
    >>> import solitaire_widget as sw
    >>> g = sw.Game("matrimony", seed=1)
    >>> _ = g.play("s-t")
    >>> r = sw.Replay(g.to_record())
    >>> r.seek(1).game.piles["stock"].cards.__len__()
    70
    >>> r.back().index
    0
    """

    def __init__(self, source: Any, *, lang: str | None = None) -> None:
        if lang is not None:
            check_lang(lang)
        game = _game_from_source(source)
        check_meta(game.meta)  # a game's meta may be set by hand; a record's is checked
        self.meta: dict[str, Any] = dict(game.meta)
        # a record keeps its language in meta only (its game comes back in English)
        own = self.meta.get("lang")
        self.lang: str = lang or (own if own in LANGUAGES else game.lang)
        if getattr(game, "start_position", None) is not None:  # a game set up as a position
            start = Game.from_position(game.start_position, lang=game.lang)
        else:
            start = Game(
                game.variant, seed=game.seed, deck=game.deck, lang=game.lang, **game.options
            )
        self.root = ReplayNode(None, _game=start, _pos=start._pack_position())
        node = self.root
        g = start.copy()
        comments = dict(game.comments)
        history = g._history  # one engine plays the line: its records stay on the nodes
        # a record's moves were each checked legal from this start as it was read: applied
        # directly (a Game handed in may have been changed by hand: played, so checked)
        read = isinstance(source, (Mapping, str, bytes, bytearray, os.PathLike))
        push, resolve = g._push, g._resolve
        for i, move in enumerate(game.moves):
            effects = push(*resolve(move)) if read else g.play(move)
            child = ReplayNode(
                move, effects, comments.get(i), node, ply=node.ply + 1, _rec=history[-1]
            )
            node.children.append(child)
            node = child
            if child.ply % CHECKPOINT == 0:
                child._pos = g._pack_position()
        self._cursor = self.root
        self._cache: tuple[ReplayNode, Game] = (self.root, start)

    # ------------------------------------------------------------------ lines
    def _line(self) -> list[ReplayNode]:
        """The current line: root → cursor, then on along first children."""
        nodes = self._cursor.path()
        node = self._cursor
        while node.children:
            node = node.children[0]
            nodes.append(node)
        return nodes

    def __len__(self) -> int:
        """How many moves the current line has (the main line unless in a variation)."""
        node, n = self._cursor, self._cursor.ply
        while node.children:
            node = node.children[0]
            n += 1
        return n

    @property
    def index(self) -> int:
        """The cursor: 0 is the deal, ``len(self)`` the position after the last move."""
        return self._cursor.ply

    @property
    def node(self) -> ReplayNode:
        """The node at the cursor."""
        return self._cursor

    @property
    def variant(self) -> str:
        return self.root._game.variant  # type: ignore[union-attr]

    @property
    def in_variation(self) -> bool:
        """True when the cursor is off the recorded main line."""
        return not self._cursor.main

    def moves(self) -> list[Move]:
        """The moves of the current line."""
        return [n.move for n in self._line()[1:]]  # type: ignore[misc]

    def main_line(self) -> list[Move]:
        """The moves of the recorded main line (variations left out)."""
        out, node = [], self.root
        while node.children and node.children[0].main:
            node = node.children[0]
            out.append(node.move)
        return out  # type: ignore[return-value]

    @property
    def variations(self) -> list[Variation]:
        """Every variation in the tree, in the order they were made (depth first)."""
        out: list[Variation] = []

        def walk(node: ReplayNode) -> None:
            for k, child in enumerate(node.children):
                if k > 0 or (not child.main and node.main):
                    moves, n = [str(child.move)], child
                    while n.children:
                        n = n.children[0]
                        moves.append(str(n.move))
                    out.append(Variation(node.ply, tuple(moves), child))
                walk(child)

        walk(self.root)
        return out

    # ------------------------------------------------------------------ positions
    def _game_at(self, node: ReplayNode) -> Game:
        """The engine at ``node`` (the replay's own: never hand it out).

        It holds the position only, no history, so that a step copies no more than the
        piles (:attr:`game` attaches the line's undo records)."""
        cached, game = self._cache
        if cached is node:
            return game
        if node.parent is not None and cached is node.parent:
            base, todo = game.copy(), [node]
        else:
            todo = []
            n = node
            while n._pos is None:
                todo.append(n)
                n = n.parent  # type: ignore[assignment]
            base = self.root._game._at_position(n._pos, [])  # type: ignore[union-attr]
            todo.reverse()
        for n in todo:
            # every move of the tree was checked when it was added: apply it directly
            base._push(*base._resolve(n.move))  # type: ignore[arg-type]
            if n.ply % CHECKPOINT == 0 and n._pos is None:
                n._pos = base._pack_position()
        base._history.clear()
        self._cache = (node, base)
        return base

    def _with_history(self, node: ReplayNode) -> Game:
        """A copy of the engine at ``node`` with the undo records of the line to it, in the
        replay's language (its picture's title, its refusals)."""
        g = self._game_at(node).copy()
        g._history = [n._rec for n in node.path()[1:]]  # type: ignore[misc]
        g.lang = check_lang(self.lang)
        return g

    @property
    def game(self) -> Game:
        """The position at the cursor, as a new :class:`Game` (a copy: play on it freely).

        Its ``moves`` are the moves of the line up to the cursor and its ``comments``
        theirs; changing it never changes the replay. It speaks the replay's
        :attr:`lang`: a notebook shows it with its title in that language.
        """
        g = self._with_history(self._cursor)
        g.comments = {
            n.ply - 1: n.comment for n in self._cursor.path()[1:] if n.comment is not None
        }
        g.meta = dict(self.meta)
        return g

    def _node_on_line(self, i: int) -> ReplayNode:
        if not is_whole_number(i):
            raise TypeError(f"a replay index is a whole number, not {type(i).__name__}")
        n = len(self)
        if not 0 <= i <= n:
            raise IndexError(f"index {clip(i)} is outside the replay: 0 (the deal) to {n}")
        node = self._cursor
        while node.ply > i:
            node = node.parent  # type: ignore[assignment]
        while node.ply < i:
            node = node.children[0]
        return node

    # ------------------------------------------------------------------ cursor
    def seek(self, i: int) -> Replay:
        """Move the cursor to position ``i`` of the current line (0 … ``len(self)``).

        Negative ``i`` counts from the end, like a list index (``-1`` is the end).
        """
        if isinstance(i, int) and not isinstance(i, bool) and i < 0:
            i += len(self) + 1
        self._cursor = self._node_on_line(i)
        self._game_at(self._cursor)
        return self

    def step(self) -> Replay:
        """One move forward along the current line (nothing happens at the end)."""
        if self._cursor.children:
            self._cursor = self._cursor.children[0]
            self._game_at(self._cursor)
        return self

    def back(self) -> Replay:
        """One move back (nothing happens at the deal)."""
        if self._cursor.parent is not None:
            self._cursor = self._cursor.parent
            self._game_at(self._cursor)
        return self

    def goto(self, node: ReplayNode) -> Replay:
        """Put the cursor on a node of this replay's tree (e.g. ``r.variations[0].node``)."""
        if not isinstance(node, ReplayNode):
            raise TypeError(f"goto takes a node of the replay, not {clip(node)}")
        if not self._holds(node):
            raise ValueError("that node belongs to another replay")
        self._game_at(node)
        self._cursor = node
        return self

    def _holds(self, node: ReplayNode) -> bool:
        """Whether ``node`` is in this replay's tree: each node up to the root one of its
        parent's children (a node made by hand with a parent here is not: its move was
        never checked). A step from the cursor looks at one link, not the whole way up (a
        walk made playing a line through the widget's index cost the square of its
        length)."""
        cursor = self._cursor
        if node is cursor or node is cursor.parent:
            return True
        n: ReplayNode | None = node
        while n is not None and n.parent is not None:
            if not any(child is n for child in n.parent.children):
                return False
            if n.parent is cursor:
                return True
            n = n.parent
        return n is self.root

    def back_to_main(self) -> Replay:
        """Leave a variation: the cursor goes to the main-line position it branched from."""
        node = self._cursor
        while not node.main:
            node = node.parent  # type: ignore[assignment]
        self._cursor = node
        self._game_at(node)
        return self

    def __iter__(self) -> Iterator[Game]:
        """Every position of the current line, from the deal to the end (copies)."""
        keep = self._cursor
        try:
            for i in range(len(self) + 1):
                self.seek(i)
                yield self.game
        finally:
            self._cursor = keep

    # ------------------------------------------------------------------ moves
    def move(self, i: int) -> Move:
        """Move number ``i`` (1-based) of the current line: it leads from ``i - 1`` to ``i``."""
        if not is_whole_number(i, 1):
            raise IndexError(f"moves are numbered from 1, not {clip(i)}")
        return self._node_on_line(i).move  # type: ignore[return-value]

    def play(self, move: Move | str, comment: str | None = None) -> Replay:
        """Play a move at the cursor: follow it if the tree has it, else start a variation.

        The recorded main line is never changed: a new move becomes a new child after
        the existing ones. Illegal moves raise :class:`~solitaire_widget.IllegalMoveError`
        and change nothing; so does a ``comment`` that is not text (:class:`TypeError`, as
        :meth:`comment`).
        """
        if comment is not None and not isinstance(comment, str):
            raise TypeError(f"a comment is text, not {clip(comment)}")
        g = self._game_at(self._cursor).copy()
        effects = g.play(move)  # raises, with the rule, when illegal
        comment = None if comment is None else well_formed(comment)
        rec = g._history.pop()  # the node keeps it: the replay's engines hold no history
        played = rec[0]
        for child in self._cursor.children:
            if child.move == played:
                self._cursor = child
                if comment is not None:
                    child.comment = comment
                self._cache = (child, g)
                return self
        child = ReplayNode(
            played,
            effects,
            comment,
            self._cursor,
            ply=self._cursor.ply + 1,
            main=False,
            _rec=rec,
        )
        self._cursor.children.append(child)
        self._cursor = child
        self._cache = (child, g)
        return self

    def branch(self, moves: Sequence[Move | str] = ()) -> Replay:
        """Try a line of moves from the cursor as a variation (all legal, or none is kept)."""
        start = self._cursor
        before = {id(n): len(n.children) for n in _walk(start)}
        try:
            for m in moves:
                self.play(m)
        except Exception:
            for n in _walk(start):  # drop what this call added
                if id(n) in before:
                    del n.children[before[id(n)] :]
            self._cursor = start
            self._game_at(start)
            raise
        return self

    def comment(self, text: str | None) -> Replay:
        """Set (or with None clear) the teacher's comment on the move at the cursor."""
        if self._cursor.move is None:
            raise ValueError("the deal has no move to comment on: step to a move first")
        if text is not None and not isinstance(text, str):
            raise TypeError(f"a comment is text, not {clip(text)}")
        self._cursor.comment = well_formed(text) if text else None
        return self

    def to_record(self, line: str = "main", **meta: Any) -> dict[str, Any]:
        """The record of the main line (``line="current"``: of the line at the cursor)."""
        from .record import to_record

        if line not in ("main", "current"):
            raise ValueError(f"line must be 'main' or 'current', not {clip(line)}")
        g = self.root._game.copy()  # type: ignore[union-attr]
        nodes: list[ReplayNode] = []
        node = self.root
        while node.children and (line == "current" or node.children[0].main):
            node = node.children[0] if line == "main" else self._next_on_line(node)
            nodes.append(node)
        for n in nodes:
            g.play(n.move)  # type: ignore[arg-type]
        g.comments = {n.ply - 1: n.comment for n in nodes if n.comment}
        g.meta = dict(self.meta)
        return to_record(g, **meta)

    def _next_on_line(self, node: ReplayNode) -> ReplayNode:
        path = self._cursor.path()
        if node.ply + 1 < len(path) and path[node.ply] is node:
            return path[node.ply + 1]
        return node.children[0]

    # ------------------------------------------------------------------ narration
    def narration_parts(self, i: int | None = None, lang: str | None = None) -> dict[str, Any]:
        """The narration of position ``i`` in pieces.

        A dict with ``action``, ``effects`` (a list), ``rule`` and ``comment``.

        ``i`` = 0 describes the deal; ``i`` ≥ 1 describes move ``i``. None: the cursor.
        """
        lang = check_lang(lang or self.lang)
        node = self._cursor if i is None else self._node_on_line(i)
        if node.move is None:
            return self._parts(node, None, lang)
        return self._parts(node, self._game_at_readonly(node.parent), lang)  # type: ignore[arg-type]

    def _parts(self, node: ReplayNode, before: Game | None, lang: str) -> dict[str, Any]:
        """Narration pieces of ``node``, given the position before it (None for the deal)."""
        if node.move is None or before is None:
            parts = _deal_parts(self.root._game, lang)  # type: ignore[arg-type]
            parts["comment"] = _in_language(self.meta, lang, "intro", self.meta.get("intro"))
        else:
            parts = _move_parts(before, node, lang)
            if node.main:  # a variation's comment is its own, never a translation
                parts["comment"] = _in_language(
                    self.meta, lang, "comments", node.comment, str(node.ply)
                )
        parts["comment"] = parts["comment"] or None  # an empty comment is none
        return parts

    def _game_at_readonly(self, node: ReplayNode) -> Game:
        keep = self._cache
        g = self._game_at(node)
        self._cache = keep
        return g

    def narration(self, i: int | None = None, lang: str | None = None) -> str:
        """What move ``i`` did, in words (``i`` = 0: the deal; None: the cursor's move).

        One paragraph: what moved where, the rule that allowed it, what happened by
        itself (a card turned up, an Ace or a base placed), then the teacher's comment.
        A record's comments are in its own language (``meta["lang"]``); a lesson record
        may add others in ``meta["comments_<lang>"]`` (move number → text) and
        ``meta["intro_<lang>"]``, used when narrating in that language. A comment missing
        in ``lang`` is said in English, as a missing message is, and in the record's
        language only when it has no English either (see :func:`_in_language`).

        Examples
        --------
        >>> import solitaire_widget as sw
        >>> g = sw.Game("klondike32", seed=7); _ = g.play("s-w")
        >>> print(sw.Replay(g).narration(1, lang="it").split(".")[0])
        Si pesca una carta dal mazzo e la si mette sugli scarti: Q♠
        """
        return _joined(self.narration_parts(i, lang))

    def __repr__(self) -> str:
        where = " (variation)" if self.in_variation else ""
        return f"<Replay {self.variant} move {self.index}/{len(self)}{where}>"

    def _repr_html_(self) -> str:
        """In a notebook: where the cursor is, the narration, and the position's picture."""
        import html

        from .render import svg

        parts = self.narration_parts()
        where = message(
            "replay.ui.position" if self.index else _start_key(self.root._game),
            self.lang,
            i=self.index,
            n=len(self),
        )
        said = " ".join(s for s in [parts["action"], parts["rule"], *parts["effects"]] if s)
        out = [
            '<div class="solitaire-replay-repr">',
            f"<p><strong>{html.escape(where)}</strong> — {html.escape(said)}</p>",
        ]
        if parts["comment"]:
            out.append(f"<blockquote>{html.escape(parts['comment'])}</blockquote>")
        out += [str(svg(self._with_history(self._cursor), lang=self.lang)), "</div>"]
        return "\n".join(out)

    # ------------------------------------------------------------------ export
    def frames(self, lang: str | None = None, show_face_down: bool = False) -> dict[str, Any]:
        """Every position and narration of the current line as JSON-ready data.

        See :func:`replay_frames`.
        """
        return replay_frames(self, lang or self.lang, show_face_down)

    def to_html(self, path: str | os.PathLike[str], **kwargs: Any) -> str:
        """Write a self-contained HTML page that plays this replay (see :mod:`.export`)."""
        from .export import to_html

        return to_html(self, path, **kwargs)

    def to_svg_frames(self, directory: str | os.PathLike[str], **kwargs: Any) -> list[str]:
        """Write one SVG picture per position into ``directory`` (see :mod:`.export`)."""
        from .export import to_svg_frames

        return to_svg_frames(self, directory, **kwargs)

    def to_gif(self, path: str | os.PathLike[str], **kwargs: Any) -> str:
        """Write an animated GIF of the replay (needs Pillow; see :mod:`.export`)."""
        from .export import to_gif

        return to_gif(self, path, **kwargs)


def _start_key(game: Any) -> str:
    """The words for position 0: the deal, or the starting position of a set position."""
    return "replay.ui.start" if getattr(game, "start_position", None) else "replay.ui.deal"


def _joined(p: Mapping[str, Any]) -> str:
    """The narration pieces as one paragraph, the comment on its own line."""
    text = " ".join(s for s in [p["action"], p["rule"], *p["effects"]] if s)
    if p["comment"]:
        text += "\n" + p["comment"]
    return text


def _walk(node: ReplayNode) -> Iterator[ReplayNode]:
    stack = [node]
    while stack:
        n = stack.pop()
        yield n
        stack.extend(n.children)


# ---------------------------------------------------------------------- narration
def _cards_text(cards: Sequence[Card]) -> str:
    return " ".join(str(c) for c in cards)


def _pl(form: str, pile: str | None, lang: str) -> str:
    """A pile in words with its preposition: ``("from", "t3")`` → "from pile 3"."""
    if pile is None:
        return ""
    if pile in ("stock", "waste"):
        return message(f"replay.pl.{form}.{pile}", lang)
    return message(f"replay.pl.{form}.{pile[0]}", lang, n=int(pile[1:]))


def position_said(game: Game, lang: str) -> str:
    """The position in words, pile by pile, as its picture shows it: for a screen reader
    beside a picture (a worksheet's). No face-down card is named, only counted.

    Examples
    --------
    >>> import solitaire_widget as sw
    >>> position_said(sw.Game("klondike32", seed=3), "en").split(". ")[:2]
    ['The stock: 3 cards', 'The waste: no cards']
    """
    matrimony = game.rules.layout == "matrimony"
    out = []
    for pid in game.pile_ids:
        pile = game.pile(pid)
        n, down = len(pile.cards), pile.face_down
        if pid == "stock":
            what = message("replay.said.cards", lang, n=n)
        elif not n:
            what = message("replay.said.empty", lang)
        elif pid == "waste" or pid.startswith("f") or matrimony:  # squared: the top shows
            what = message("replay.said.top_of", lang, card=pile.top, n=n)
        elif down:
            shown = " ".join(str(c) for c in pile.cards[down:])
            what = message("replay.said.down", lang, n=down, cards=shown)
        else:
            what = " ".join(str(c) for c in pile.cards)
        name = _pl("name", pid, lang)
        out.append(f"{name[:1].upper()}{name[1:]}: {what}.")  # the same in every language
    return " ".join(out)


def _effect_text(game: Game, e: Effect, lang: str, in_deal: bool = False) -> str:
    where = {"from_": _pl("from", e.pile, lang), "to": _pl("to", e.dst, lang)}
    if e.kind == "turn_up":
        return message("replay.fx.turn_up", lang, card=e.card, on=_pl("on", e.pile, lang))
    if in_deal and game.rules.ace_replacement:
        return message("replay.fx.deal_ace", lang, card=e.card, **where)
    if game.rules.auto_bases:
        return message("replay.fx.base", lang, card=e.card, **where)
    return message("replay.fx.ace", lang, card=e.card, **where)


def _deal_parts(game: Game, lang: str) -> dict[str, Any]:
    set_up = getattr(game, "start_position", None) is not None  # no deal: a set position
    if game.seed is not None:
        action = message("replay.start.seed", lang, game=game.variant, seed=game.seed)
    elif set_up:
        action = message("replay.start.position", lang, game=game.variant)
    else:
        action = message("replay.start.deck", lang, game=game.variant)
    effects = [_effect_text(game, e, lang, in_deal=True) for e in game.deal_effects]
    if game.rules.preplaced and not set_up:
        (f1, c1), (f2, c2) = game.rules.preplaced[:2]
        effects.insert(
            0,
            message(
                "replay.start.preplaced",
                lang,
                card=Card.from_code(c1),
                card2=Card.from_code(c2),
                f1=_pl("name", f1, lang),
                f2=_pl("name", f2, lang),
            ),
        )
    return {"action": action, "effects": effects, "rule": "", "comment": None}


def _in_language(
    meta: Mapping[str, Any], lang: str, field: str, own: Any, move: str | None = None
) -> str | None:
    """A teacher's text (``field`` "intro", or "comments" of ``move``) in ``lang``.

    In order: the translation in ``meta["<field>_<lang>"]``; the record's own text ``own``
    when the record is in ``lang`` (``meta["lang"]``, or no language said); the English
    translation (or ``own`` in an English record), as a missing message falls back to
    English; and last ``own`` in the record's language, the teacher's words rather than
    none. An Italian student of a Dutch lesson without Italian reads English, not Dutch.

    >>> meta = {"lang": "nl", "intro": "Hallo.", "intro_en": "Hello."}
    >>> [_in_language(meta, lang, "intro", meta["intro"]) for lang in ("it", "nl")]
    ['Hello.', 'Hallo.']
    """
    record_lang = meta.get("lang")

    def translation(language: str) -> str | None:
        found = meta.get(f"{field}_{language}")
        if move is not None:
            found = found.get(move) if isinstance(found, Mapping) else None
        return found if isinstance(found, str) else None

    own = own if isinstance(own, str) else None
    english = own if record_lang == "en" else translation("en")
    if record_lang in (lang, None):
        return translation(lang) or own or english
    return translation(lang) or english or own


def move_said(before: Game, move: Move, lang: str) -> str:
    """What a move does, in words, from the position before it (no rule, no effects): the
    line a screen reader says after the player's move on the table."""
    return _move_parts(before, ReplayNode(move), lang, with_rule=False)["action"]


def undo_said(game: Game, move: Move, lang: str) -> str:
    """Taking back ``move`` in words, from the position it was played from (the game just
    after the undo): the move's own words, but the cards of a draw go back face down, so
    they are counted, not named (nor one "now on top")."""
    return _undone_draw(game, move, lang) or message(
        "ui.said.undo", lang, move=move_said(game, move, lang)
    )


def _undone_draw(game: Game, move: Move, lang: str) -> str | None:
    """A draw taken back in words (its cards counted, not named), or None for any other
    move: its words are then "Undone: " and the move's own."""
    if move.src == "stock" and move.dst == "waste":
        return message("ui.said.undo_draw", lang, n=_drawn(game))
    return None


def _drawn(game: Game) -> int:
    """How many cards a draw takes from the stock of ``game``."""
    return min(game.rules.draw_count, len(game.pile("stock").cards))


def effects_said(game: Game, effects: Sequence[Effect], lang: str) -> list[str]:
    """The automatic effects of a move, in words (cards turned up, Aces or bases placed)."""
    return [_effect_text(game, e, lang) for e in effects]


def _move_parts(
    before: Game, node: ReplayNode, lang: str, with_rule: bool = True
) -> dict[str, Any]:
    m = node.move
    assert m is not None
    piles = before.pile  # only the piles the words need, one at a time
    rules = before.rules
    rule = ""
    if m.src == "stock" and m.dst == "waste":
        n = _drawn(before)
        drawn = piles("stock").cards[-n:][::-1]
        key = "replay.draw1" if n == 1 else "replay.draw"
        action = message(key, lang, n=n, card=drawn[-1], cards=_cards_text(drawn))
        why = "replay.why.draw_no_moves" if rules.draw_requires_no_moves else "replay.why.draw"
        rule = message(why, lang)
    elif m.dst == "stock":
        action = message("replay.turn", lang, n=len(piles("waste")))
        if rules.max_redeals is None:
            rule = message("replay.why.turn_unlimited", lang)
        else:
            used = before.redeals_used + 1
            rule = message("replay.why.turn_limited", lang, used=used, max=rules.max_redeals)
    elif m.src == "stock":
        n = min(rules.tableau_count, len(piles("stock")))
        # the last deal reaches piles 1 to n only (Matrimony's rule 7)
        action = message(
            "replay.deal" if n == rules.tableau_count else "replay.deal_last", lang, n=n
        )
        why = "replay.why.deal_no_moves" if rules.draw_requires_no_moves else "replay.why.deal"
        rule = message(why, lang)
    elif m.dst == "tableau":
        n = len(piles(m.src))
        step = before.redeals_used + 1
        name = _pl("name", m.src, lang)
        if n < 2:
            action = message("replay.redeal_keep", lang, name=name, n=n, step=step)
        else:
            cards = piles(m.src).cards
            first = cards[0] if rules.redeal_card_order == "bottom_first" else cards[-1]
            action = message("replay.redeal", lang, name=name, n=n, step=step, card=first)
        why = (
            "replay.why.redeal_no_moves" if rules.redeal_requires_no_moves else "replay.why.redeal"
        )
        rule = message(why, lang)
    else:
        src, dst = piles(m.src), piles(m.dst)
        card = src.cards[-m.count]
        top = dst.top
        if m.dst.startswith("f"):
            key = "replay.to_foundation_start" if top is None else "replay.to_foundation"
        elif m.src.startswith("f"):
            key = "replay.from_foundation_empty" if top is None else "replay.from_foundation"
        elif m.count > 1:
            key = "replay.run_empty" if top is None else "replay.run"
        else:
            key = "replay.empty" if top is None else "replay.tableau"
        action = message(
            key,
            lang,
            card=card,
            top=top,
            last=src.top,
            n=m.count,
            from_=_pl("from", m.src, lang),
            on=_pl("on", m.dst, lang),
            into=_pl("into", m.dst, lang),
        )
        rule = before.explain(m, lang) if with_rule else ""
    effects = effects_said(before, node.effects, lang)
    return {"action": action, "effects": effects, "rule": rule, "comment": node.comment}


# ---------------------------------------------------------------------- frames
_KIND = {"stock": "stock", "waste": "waste"}
_CODE2 = tuple(c.code2 for c in deck_52())  # 2-letter code by engine code


def _rank_letter(rank: int) -> str:
    return {1: "A", 10: "10", 11: "J", 12: "Q", 13: "K"}.get(rank, str(rank))


def pile_template(game: Game, lang: str = "en") -> list[dict[str, Any]]:
    """The fixed part of every pile of a snapshot: id, kind, foundation base and label, row."""
    out: list[dict[str, Any]] = []
    founds = {f.id: f for f in game.rules.foundations}
    for pid in game.pile_ids:
        entry: dict[str, Any] = {"id": pid}
        if pid in _KIND:
            entry["kind"] = _KIND[pid]
        elif pid in founds:
            f = founds[pid]
            entry["kind"] = "foundation"
            entry["base"] = Card(f.base_rank, f.base_suit).code2 if f.base_suit else None
            last = f.last_rank
            entry["dir"] = "up" if f.direction > 0 else "down"
            entry["label"] = f"{_rank_letter(f.base_rank)}→{_rank_letter(last)}"
        else:
            entry["kind"] = "tableau"
            k = int(pid[1:]) - 1
            entry["row"] = 0 if game.rules.layout != "matrimony" else k // 8
        out.append(entry)
    return out


def _pile_strings(game: Game, show_face_down: bool) -> tuple[list[str], list[int]]:
    """Per pile its cards as 2-letter codes run together (``"--"`` for a hidden face-down
    card) and its face-down count, in template order."""
    p: list[str] = []
    d: list[int] = []
    for codes, down in game._pile_codes():  # a frame per move: no Card objects made
        hidden = 0 if show_face_down else down
        p.append("--" * hidden + "".join([_CODE2[c] for c in codes[hidden:]]))
        d.append(down)
    return p, d


def frame_of(game: Game, show_face_down: bool = False) -> dict[str, Any]:
    """One position, whole: ``p`` = per pile its cards as 2-letter codes run together
    (``"--"`` for a hidden face-down card), ``d`` = face-down counts (only when shown).
    It is a keyframe of :func:`replay_frames` and what :func:`expand_frames` gives back
    for every position."""
    p, d = _pile_strings(game, show_face_down)
    return {"p": p, "d": d} if show_face_down else {"p": p}


def _step(
    game: Game, show_face_down: bool, last: tuple[list, list[str], list[int]] | None
) -> tuple[tuple[list, list[str], list[int]], list[list[Any]]]:
    """The piles of ``game`` (their engine codes, code strings and face-down counts) and
    the changes from ``last``, the position one move before: each ``[k, keep, add]`` (and
    its face-down count when they are shown), pile ``k`` keeps its first ``keep`` cards and
    gets the codes ``add`` on top. A move changes two or three piles, at the top: the
    others' strings are the last ones (every step of a replay copies the piles it changes,
    so the last position's lists are as they were)."""
    old_codes, old_p, old_d = last if last is not None else ([], [], [])
    codes_now: list = []
    p: list[str] = []
    d: list[int] = []
    changes: list[list[Any]] = []
    for k, (codes, down) in enumerate(game._pile_codes()):
        codes_now.append(codes)
        d.append(down)
        if old_codes and codes == old_codes[k] and down == old_d[k]:
            p.append(old_p[k])
            continue
        hidden = 0 if show_face_down else down
        b = "--" * hidden + "".join([_CODE2[c] for c in codes[hidden:]])
        p.append(b)
        if not old_codes:
            continue
        a = old_p[k]
        if b.startswith(a):  # cards put on top (most moves): checked in C, no scan
            same = len(a) // 2
        elif a.startswith(b):  # cards taken off the top
            same = len(b) // 2
        else:  # a card turned up, or a pile turned over: whole 2-letter codes only
            same = len(os.path.commonprefix((a, b))) // 2
        change: list[Any] = [k, same, b[2 * same :]]
        if show_face_down:
            change.append(down)
        changes.append(change)
    return (codes_now, p, d), changes


def _table_labels(lang: str) -> dict[str, Any]:
    """The card table's own labels (card names for screen readers), when available."""
    try:
        from .snapshot import labels
    except ImportError:  # pragma: no cover - the widget side is optional here
        return {}
    return dict(labels(lang))


#: the frames data's version: 2 is compact (keyframes and deltas, each text once)
FRAMES_VERSION = 2
#: a whole position every this many frames (frame 0 is one): a page that jumps anywhere
#: applies at most ``KEYFRAME_EVERY - 1`` deltas
KEYFRAME_EVERY = 32


def replay_frames(replay: Replay, lang: str = "en", show_face_down: bool = False) -> dict[str, Any]:
    """All positions of the replay's current line with their narration, as JSON-ready data.

    This is what a replay view needs to step with no kernel (version 2, compact):

    ``piles``
        the fixed pile template: id, kind, base/dir/label of foundations, row of tableau
        piles.
    ``frames``
        one per position. Frame ``i`` with ``i % keyframe_every == 0`` is whole,
        ``{"p": [...]}``: per pile in template order its cards as 2-letter codes run
        together, ``"--"`` for a face-down card unless ``show_face_down`` (then ``"d"``
        holds the face-down counts). Every other frame is a list of the piles that
        changed since the frame before, ``[k, keep, add]`` (``[k, keep, add, down]``
        with ``show_face_down``): pile ``k`` keeps its first ``keep`` cards and gets
        ``add`` on top. A face-down card is never named unless ``show_face_down``.
    ``keyframe_every``
        the spacing of the whole frames.
    ``texts`` and ``said``
        the narration, each text once: ``said[i]`` is ``[action, rule, comment,
        *effects]`` as indices into ``texts`` (``texts[0]`` is ``""``: no rule, no
        comment). The page joins them (:func:`expand_frames` does the same in Python).
    ``moves``
        notation, ``moves[i-1]`` leads to frame ``i``; ``last_move[i]`` is ``[src, dst,
        count]`` (None for frame 0), a pile as its place in ``piles`` (``"tableau"``,
        Matrimony's redeal, by name).
    ``back``
        per frame the words of a step back from it (its move taken back,
        :func:`undo_said`): ``0`` when they are ``labels["undone"]`` with the frame's
        action for ``{move}`` (nearly always), else an index into ``texts`` (a draw taken
        back names no card).
    ``won``
        the positions that are won; ``labels`` and ``table_labels`` the page's words.

    :func:`expand_frames` turns it back into every position whole (version 1's shape).

    Examples
    --------
    >>> import solitaire_widget as sw
    >>> g = sw.Game("klondike32", seed=7); _ = g.play("s-w")
    >>> data = replay_frames(sw.Replay(g), "nl")
    >>> len(data["frames"]), data["moves"], data["frames"][1]
    (2, ['s-w'], [[0, 2, ''], [1, 0, 'QS']])
    """
    lang = check_lang(lang)
    check_flag("show_face_down", show_face_down)
    check_meta(replay.meta)  # the page carries it
    keep = replay._cursor
    frames: list[Any] = []
    said: list[list[int]] = []
    won: list[int] = []
    back: list[int] = []
    last: list[list[Any] | None] = []
    texts: dict[str, int] = {"": 0}  # each text once, by its first place
    root = replay.root._game
    assert root is not None
    place: dict[str, int | str] = {pid: k for k, pid in enumerate(root.pile_ids)}

    def text_at(s: str | None) -> int:
        if not s:
            return 0
        k = texts.get(s)
        if k is None:
            k = texts[s] = len(texts)
        return k

    try:
        before: Game | None = None
        piles = None
        for i, node in enumerate(replay._line()):  # each position is one move from the last
            g = replay._game_at(node)
            piles, changes = _step(g, show_face_down, piles)
            if i % KEYFRAME_EVERY == 0:
                _, p, d = piles
                frames.append({"p": p, "d": d} if show_face_down else {"p": p})
            else:
                frames.append(changes)
            pr = replay._parts(node, before, lang)
            said.append(
                [text_at(pr["action"]), text_at(pr["rule"]), text_at(pr["comment"])]
                + [text_at(e) for e in pr["effects"]]
            )
            if g.is_won():
                won.append(i)
            m = node.move
            last.append(
                None if m is None else [place.get(m.src, m.src), place.get(m.dst, m.dst), m.count]
            )
            # a step back from here takes the move back, said as the table says an undo
            # (undo_said: a frame's narration tells the move forward); sent only where it
            # is not "Undone: " and the frame's own action (a draw: its cards not named)
            undone = None if m is None or before is None else _undone_draw(before, m, lang)
            back.append(text_at(undone))
            before = g
        moves = [str(m) for m in replay.moves()]
    finally:
        replay._cursor = keep
    labels = {
        key: catalogue(lang)[f"replay.ui.{key}"]
        for key in (
            "first",
            "prev",
            "next",
            "last",
            "play",
            "pause",
            "position",
            "deal",
            "end",
            "scrubber",
            "stock",
            "waste",
            "foundation",
            "pile",
            "empty",
            "face_up",
            "face_down",
        )
    }
    # position 0 of a game set up as a position is no deal
    labels["deal"] = catalogue(lang)[_start_key(root)]
    labels["space"] = catalogue(lang)["ui.keycap_space"]  # the Play button's key
    labels["undone"] = catalogue(lang)["ui.said.undo"]  # a step back: {move} is the action
    return {
        "format": "solitaire-replay-frames",
        "version": FRAMES_VERSION,
        "variant": root.variant,
        "title": message(f"game.{root.variant}", lang),
        "layout": root.rules.layout,
        "lang": lang,
        "deal": root.seed,
        "show_face_down": bool(show_face_down),
        "piles": pile_template(root, lang),
        "keyframe_every": KEYFRAME_EVERY,
        "frames": frames,
        "moves": moves,
        "last_move": last,
        "won": won,
        "texts": list(texts),
        "said": said,
        "back": back,
        "labels": labels,
        "table_labels": _table_labels(lang),
        "meta": json.loads(json.dumps(replay.meta, default=str)),
    }


def expand_frames(data: Mapping[str, Any]) -> dict[str, Any]:
    """Frames data of any version with every position whole (version 1's shape).

    What the page does one frame at a time, for Python readers (the GIF, the tests):
    ``frames[i]`` is :func:`frame_of` position ``i``, ``parts[i]`` its narration in pieces
    (``action``, ``rule``, ``effects``, ``comment``), ``narration[i]`` the same joined,
    ``back[i]`` the words of a step back from it (None for the deal), ``status[i]``
    ``"won"`` or ``"playing"`` and ``last_move[i]`` a dict.

    Examples
    --------
    >>> import solitaire_widget as sw
    >>> g = sw.Game("klondike32", seed=7); _ = g.play("s-w")
    >>> full = expand_frames(replay_frames(sw.Replay(g)))
    >>> full["frames"][1] == frame_of(g), full["last_move"][1]
    (True, {'src': 'stock', 'dst': 'waste', 'count': 1})
    """
    version = data.get("version")
    if version == 1:
        return dict(data)
    if version != FRAMES_VERSION:
        raise ValueError(f"frames data of version 1 or {FRAMES_VERSION}, not {clip(version)}")
    with_down = bool(data["show_face_down"])
    frames: list[dict[str, Any]] = []
    p: list[str] = []
    d: list[int] = []
    for f in data["frames"]:
        if isinstance(f, Mapping):  # a keyframe: whole
            p, d = list(f["p"]), list(f.get("d", ()))
        else:
            p, d = list(p), list(d)
            for change in f:
                k, same, add = change[:3]
                p[k] = p[k][: 2 * same] + add
                if with_down:
                    d[k] = change[3]
        frames.append({"p": p, "d": d} if with_down else {"p": p})
    texts = data["texts"]
    parts = [
        {
            "action": texts[s[0]],
            "effects": [texts[k] for k in s[3:]],
            "rule": texts[s[1]],
            "comment": texts[s[2]] or None,
        }
        for s in data["said"]
    ]
    won = set(data["won"])
    ids = [pile["id"] for pile in data["piles"]]

    def pile_id(at: int | str) -> str:
        return ids[at] if isinstance(at, int) else at

    undone = data["labels"].get("undone", "{move}")
    back = [
        None if i == 0 else texts[b] if b else undone.replace("{move}", parts[i]["action"])
        for i, b in enumerate(data["back"])
    ]
    out = {key: value for key, value in data.items() if key not in ("texts", "said", "won")}
    out.pop("keyframe_every", None)
    out.update(
        version=1,
        frames=frames,
        parts=parts,
        back=back,
        narration=[_joined(pr) for pr in parts],
        status=["won" if i in won else "playing" for i in range(len(frames))],
        last_move=[
            None if m is None else {"src": pile_id(m[0]), "dst": pile_id(m[1]), "count": m[2]}
            for m in data["last_move"]
        ],
    )
    return out
