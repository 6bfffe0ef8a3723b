"""Pictures of a position with no widget: a text table and an SVG card table.

:func:`text` is what ``str(game)`` prints; :func:`svg` is what ``game._repr_svg_()``
shows in a notebook (and what a static export of the notebook keeps). Both draw only
what the player may see: a face-down card is ``##`` in text and a card back in SVG,
never its identity (unless ``show_face_down=True`` is asked of :func:`svg`, for a
teacher's view). The layout follows the widget: stock top-left, waste beside it,
foundations top-right and the fanned tableau below (Klondike family); for Matrimony
the stock, then the 8 foundations on top, and the 16 squared piles in two rows of 8.

Everything is drawn by this module: suits are SVG paths, card backs a pattern, text
uses generic font lists; no external font or image. The output is deterministic.

>>> import solitaire_widget as sw
>>> g = sw.Game("klondike32", seed=7)
>>> print(text(g).splitlines()[0])
Solitario (32 cards) · deal 7 · 0 moves
>>> picture = svg(g, width=430)
>>> picture.startswith("<svg") and 'width="430"' in picture
True
"""

from __future__ import annotations

import hashlib
from collections.abc import Sequence
from typing import TYPE_CHECKING
from xml.sax.saxutils import escape

from .cards import RANK_TEXT, Card
from .errors import check_flag, clip, is_number
from .i18n import check_lang, message

if TYPE_CHECKING:  # pragma: no cover
    from .engine import Game, Pile
    from .rulesets import Foundation

__all__ = ["text", "svg", "SvgWrapper", "FACE_DOWN"]

#: How a face-down card looks in :func:`text`.
FACE_DOWN = "##"
_EMPTY = "··"


# ============================================================================ text
def _foundation_range(f: Foundation) -> tuple[str, str]:
    """Text of a foundation's first and last rank: ``("A", "K")``, ``("J", "Q")``."""
    return RANK_TEXT[f.base_rank], RANK_TEXT[f.last_rank]


def _foundation_base(f: Foundation) -> str:
    """``"A"`` (any Ace) or a base card's text such as ``"J♥"``."""
    if f.base_suit is None:
        return RANK_TEXT[f.base_rank]
    return str(Card(f.base_rank, f.base_suit))


def _arrow(f: Foundation) -> str:
    return "↑" if f.direction > 0 else "↓"


def _check_game(game: object) -> None:
    """Refuse a non-game with the input-error family (not an ``AttributeError`` later)."""
    from .engine import Game

    if not isinstance(game, Game):
        raise ValueError(f"a picture is drawn of a Game, not {type(game).__name__}")


def _title(game: Game, lang: str) -> str:
    """The first line, e.g. "Klondike · deal 3 · 12 moves", in ``lang``."""
    deal = message("render.deal", lang, n=game.seed) if game.seed is not None else None
    n = len(game._history)  # not game.moves: a list built to be counted
    moves = message("render.move_one" if n == 1 else "render.move_many", lang, n=n)
    own = "render.set_position" if getattr(game, "start_position", None) else "render.own_deck"
    parts = [message(f"game.{game.variant}", lang), deal or message(own, lang), moves]
    if game.is_won():
        parts.append(message("render.won", lang))
    return " · ".join(parts)


def _cell(s: str, width: int) -> str:
    return s.ljust(width)


def text(game: Game, *, lang: str | None = None) -> str:
    """A compact text table of the position: what ``str(game)`` shows.

    The first line names the game, the deal and the number of moves; the second shows
    the stock, the waste (its top cards, the top last) and the foundations (an empty one
    as its base and direction, ``[A↑]``; the others as top card × size, ``3♠×3``). Then
    the tableau: Klondike family as columns read top to bottom with face-down cards as
    ``##``; Matrimony as its foundations (id, base and direction, top × size) over two
    rows of 8 squared piles, each with its top card and how many cards it holds.

    Parameters
    ----------
    game : Game
        Any position of any variant.
    lang : str, optional
        The language of its words; the game's by default.

    Returns
    -------
    str
        Lines joined by ``"\\n"``, no trailing newline.

    Examples
    --------
    >>> import solitaire_widget as sw
    >>> print(text(sw.Game("klondike", seed=1)))  # doctest: +ELLIPSIS
    Klondike · deal 1 · 0 moves
    stock 24 · waste ·· · f1 [A↑] f2 [A↑] f3 [A↑] f4 [A↑]
     t1   t2   t3   t4   t5   t6   t7
    ...
    """
    _check_game(game)
    lang = game.lang if lang is None else check_lang(lang)
    if game.rules.layout == "matrimony":
        return _text_matrimony(game, lang)
    return _text_klondike(game, lang)


def _text_klondike(game: Game, lang: str) -> str:
    piles = game.piles
    r = game.rules
    lines = [_title(game, lang)]
    waste = piles["waste"].cards
    shown = waste[-3:] if r.draw_count > 1 else waste[-1:]
    waste_txt = " ".join(str(c) for c in shown) if shown else _EMPTY
    if len(waste) > len(shown):
        waste_txt = f"({len(waste) - len(shown)}) " + waste_txt
    founds = []
    for f in r.foundations:
        p = piles[f.id]
        if p.cards:
            founds.append(f"{f.id} {p.top}×{len(p.cards)}")
        else:
            founds.append(f"{f.id} [{_foundation_base(f)}{_arrow(f)}]")
    stock = len(piles["stock"].cards)
    redeals = ""
    if r.max_redeals is not None:
        left = max(0, r.max_redeals - game.redeals_used)
        redeals = f" ({message('render.turn_overs_left', lang, n=left)})"
    stock_txt = message("render.stock", lang, n=stock)
    waste_word = message("render.waste", lang)
    lines.append(f"{stock_txt}{redeals} · {waste_word} {waste_txt} · " + " ".join(founds))
    tab = [piles[f"t{i + 1}"] for i in range(r.tableau_count)]
    width = 5
    lines.append("".join(_cell(f" t{i + 1}", width) for i in range(len(tab))).rstrip())
    depth = max(1, max(len(p.cards) for p in tab))
    for row in range(depth):
        cells = []
        for p in tab:
            if not p.cards:
                cells.append(" " + _EMPTY if row == 0 else "")
            elif row >= len(p.cards):
                cells.append("")
            elif row < p.face_down:
                cells.append(" " + FACE_DOWN)
            else:
                cells.append(" " + str(p.cards[row]))
        lines.append("".join(_cell(c, width) for c in cells).rstrip())
    return "\n".join(lines)


def _text_matrimony(game: Game, lang: str) -> str:
    piles = game.piles
    r = game.rules
    n_tab = r.tableau_count
    lines = [_title(game, lang)]
    stock = len(piles["stock"].cards)
    lines.append(message("render.stock", lang, n=stock))
    if not stock:
        steps = message("render.redeal_steps", lang, n=game.redeals_used, max=n_tab)
        lines[-1] += f" · {steps}"
    width = 8

    def row(cells: Sequence[str]) -> str:
        return "".join(_cell(" " + c, width) for c in cells).rstrip()

    fs = r.foundations
    lines.append(row([f.id for f in fs]))
    lines.append(row([f"{_foundation_base(f)}{_arrow(f)}" for f in fs]))
    tops = []
    for f in fs:
        p = piles[f.id]
        tops.append(f"{p.top}×{len(p.cards)}" if p.cards else _EMPTY)
    lines.append(row(tops))
    per_row = n_tab // 2
    for start in range(0, n_tab, per_row):
        ids = [f"t{i + 1}" for i in range(start, min(n_tab, start + per_row))]
        lines.append(row(ids))
        cells = []
        for pid in ids:
            p = piles[pid]
            cells.append(f"{p.top}×{len(p.cards)}" if p.cards else _EMPTY)
        lines.append(row(cells))
    return "\n".join(lines)


# ============================================================================ SVG
class SvgWrapper(str):
    """An SVG document as text that a notebook displays as a picture.

    >>> SvgWrapper("<svg/>")._repr_svg_()
    '<svg/>'
    """

    __slots__ = ()

    def _repr_svg_(self) -> str:
        return str(self)

    def _repr_html_(self) -> str:
        # inline in HTML: as wide as asked, but never wider than the cell
        return self.replace("<svg ", '<svg style="max-width:100%;height:auto" ', 1)


_RED = "#c62828"
_BLACK = "#1d1d24"
_FELT = "#1e6b3c"
_FELT_LIGHT = "#2b8a50"
_SANS = "'DejaVu Sans', 'Helvetica Neue', Helvetica, Arial, sans-serif"
_SERIF = "'DejaVu Serif', Georgia, 'Times New Roman', serif"

# suit shapes in a 100 × 100 box (drawn with <use>, so the fill comes from the use)
_SUIT_SHAPES = {
    "S": (
        '<path d="M50 2C40 20 4 38 4 62C4 78 16 88 29 88C38 88 45 84 48 77'
        "C47 88 41 95 30 99L70 99C59 95 53 88 52 77C55 84 62 88 71 88"
        'C84 88 96 78 96 62C96 38 60 20 50 2Z"/>'
    ),
    "H": (
        '<path d="M50 96C36 80 4 58 4 32C4 15 16 4 29 4C39 4 46 10 50 19'
        'C54 10 61 4 71 4C84 4 96 15 96 32C96 58 64 80 50 96Z"/>'
    ),
    "D": (
        '<path d="M50 2C60 20 74 36 90 50C74 64 60 80 50 98C40 80 26 64 10 50C26 36 40 20 50 2Z"/>'
    ),
    "C": (
        '<circle cx="50" cy="27" r="22"/><circle cx="26" cy="60" r="22"/>'
        '<circle cx="74" cy="60" r="22"/><path d="M50 40L36 66L64 66Z"/>'
        '<path d="M47 58C47 80 41 92 30 99L70 99C59 92 53 80 53 58Z"/>'
    ),
}

# pip positions: (column -1/0/+1, row 0..1 from top to bottom)
_PIPS: dict[int, tuple[tuple[int, float], ...]] = {
    2: ((0, 0), (0, 1)),
    3: ((0, 0), (0, 0.5), (0, 1)),
    4: ((-1, 0), (1, 0), (-1, 1), (1, 1)),
    5: ((-1, 0), (1, 0), (0, 0.5), (-1, 1), (1, 1)),
    6: ((-1, 0), (1, 0), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    7: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (-1, 1), (1, 1)),
    8: ((-1, 0), (1, 0), (0, 0.25), (-1, 0.5), (1, 0.5), (0, 0.75), (-1, 1), (1, 1)),
    9: (
        (-1, 0),
        (1, 0),
        (-1, 1 / 3),
        (1, 1 / 3),
        (0, 0.5),
        (-1, 2 / 3),
        (1, 2 / 3),
        (-1, 1),
        (1, 1),
    ),
    10: (
        (-1, 0),
        (1, 0),
        (0, 1 / 6),
        (-1, 1 / 3),
        (1, 1 / 3),
        (-1, 2 / 3),
        (1, 2 / 3),
        (0, 5 / 6),
        (-1, 1),
        (1, 1),
    ),
}


def _n(x: float, digits: int = 2) -> str:
    """A number for an attribute: at most ``digits`` decimals, no trailing zeros."""
    s = f"{x:.{digits}f}".rstrip("0").rstrip(".")
    return "0" if s in ("-0", "") else s


def _defs() -> str:
    suits = "".join(f'<g id="sw-suit-{s}">{shape}</g>' for s, shape in _SUIT_SHAPES.items())
    return (
        "<defs>"
        f"{suits}"
        '<radialGradient id="sw-felt" cx="50%" cy="40%" r="75%">'
        f'<stop offset="0" stop-color="{_FELT_LIGHT}"/><stop offset="1" stop-color="{_FELT}"/>'
        "</radialGradient>"
        '<pattern id="sw-back-pattern" width="8" height="8" patternUnits="userSpaceOnUse">'
        '<rect width="8" height="8" fill="#1f3f8f"/>'
        '<path d="M0 4L4 0L8 4L4 8Z" fill="none" stroke="#6f8fd8" stroke-width="0.9"/>'
        '<circle cx="4" cy="4" r="0.9" fill="#c9d6f5"/>'
        "</pattern>"
        '<linearGradient id="sw-face" x1="0" y1="0" x2="0" y2="1">'
        '<stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#f4f1ea"/>'
        "</linearGradient>"
        "</defs>"
    )


class _Canvas:
    """Collects SVG elements for one picture; geometry in user units of the viewBox."""

    def __init__(self, cw: float) -> None:
        self.cw = cw
        self.ch = round(cw * 1.4, 2)
        self.r = cw * 0.07
        self.parts: list[str] = []

    def add(self, s: str) -> None:
        self.parts.append(s)

    # --- pieces -------------------------------------------------------------------
    def suit(self, s: str, cx: float, cy: float, size: float, colour: str, flip: bool) -> None:
        k = size / 100
        x, y = cx - size / 2, cy - size / 2
        rot = f"rotate(180 {_n(cx)} {_n(cy)}) " if flip else ""
        self.add(
            f'<use xlink:href="#sw-suit-{s}" fill="{colour}" '
            f'transform="{rot}translate({_n(x)} {_n(y)}) scale({_n(k, 4)})"/>'
        )

    def card(self, card: Card, x: float, y: float, *, pid: str = "", hidden: bool = False) -> None:
        """A face-up card of pile ``pid``; ``hidden`` marks a face-down card shown for a teacher."""
        cw, ch, r = self.cw, self.ch, self.r
        colour = _RED if card.is_red else _BLACK
        title = escape(str(card))
        cls = "card face-down-shown" if hidden else "card"
        data = f' data-pile="{pid}"' if pid else ""
        self.add(
            f'<g class="{cls}" data-card="{card.code2}"{data} '
            f'transform="translate({_n(x)} {_n(y)})">'
            f"<title>{title}</title>"
        )
        self.add(
            f'<rect x="0.5" y="1.5" width="{_n(cw)}" height="{_n(ch)}" rx="{_n(r)}" '
            'fill="#000" fill-opacity="0.22"/>'
            f'<rect width="{_n(cw)}" height="{_n(ch)}" rx="{_n(r)}" fill="url(#sw-face)" '
            'stroke="#9e9a90" stroke-width="0.8"/>'
        )
        rank = RANK_TEXT[card.rank]
        fs = cw * 0.2
        ix = cw * 0.11
        # corner indices: rank and a small suit, top-left and (turned) bottom-right
        spacing = ' letter-spacing="-1.5"' if rank == "10" else ""
        for flip in (False, True):
            rot = f' transform="rotate(180 {_n(cw / 2)} {_n(ch / 2)})"' if flip else ""
            self.add(
                f"<g{rot}>"
                f'<text x="{_n(ix)}" y="{_n(fs * 1.02)}" font-size="{_n(fs)}" '
                f'font-family="{_SANS}" font-weight="bold" text-anchor="middle" '
                f'fill="{colour}"{spacing}>{rank}</text>'
            )
            self.suit(card.suit, ix, fs * 1.5, fs * 0.72, colour, False)
            self.add("</g>")
        # the middle: pips, a court frame or a large Ace
        top, bottom = ch * 0.21, ch * 0.79
        if card.rank == 1:
            self.suit(card.suit, cw / 2, ch / 2, cw * 0.48, colour, False)
        elif card.rank in _PIPS:
            ps = cw * 0.185
            for col, row in _PIPS[card.rank]:
                px = cw / 2 + col * cw * 0.185
                py = top + row * (bottom - top)
                self.suit(card.suit, px, py, ps, colour, row > 0.5)
        else:
            fx, fy, fw, fh = cw * 0.24, ch * 0.17, cw * 0.52, ch * 0.66
            self.add(
                f'<rect x="{_n(fx)}" y="{_n(fy)}" width="{_n(fw)}" height="{_n(fh)}" '
                f'rx="{_n(cw * 0.03)}" fill="#fbf3dc" stroke="{colour}" stroke-width="1.2"/>'
                f'<rect x="{_n(fx + 3)}" y="{_n(fy + 3)}" width="{_n(fw - 6)}" '
                f'height="{_n(fh - 6)}" rx="{_n(cw * 0.02)}" fill="none" stroke="#d4b35a" '
                'stroke-width="0.8"/>'
                f'<text x="{_n(cw / 2)}" y="{_n(ch / 2 + cw * 0.06)}" font-size="{_n(cw * 0.34)}" '
                f'font-family="{_SERIF}" font-weight="bold" text-anchor="middle" '
                f'fill="{colour}">{rank}</text>'
            )
            s = cw * 0.13
            self.suit(card.suit, fx + s * 0.85, fy + s * 0.85, s, colour, False)
            self.suit(card.suit, fx + fw - s * 0.85, fy + fh - s * 0.85, s, colour, True)
        if hidden:
            self.add(
                f'<rect width="{_n(cw)}" height="{_n(ch)}" rx="{_n(r)}" fill="#3a5bb0" '
                'fill-opacity="0.16" stroke="#3a5bb0" stroke-width="1.5" '
                'stroke-dasharray="4 3"/>'
            )
        self.add("</g>")

    def back(self, x: float, y: float, pid: str = "") -> None:
        cw, ch, r = self.cw, self.ch, self.r
        data = f' data-pile="{pid}"' if pid else ""
        m = cw * 0.07
        d = cw * 0.16
        cx, cy = cw / 2, ch / 2
        self.add(
            f'<g class="card back"{data} transform="translate({_n(x)} {_n(y)})">'
            f'<rect x="0.5" y="1.5" width="{_n(cw)}" height="{_n(ch)}" rx="{_n(r)}" '
            'fill="#000" fill-opacity="0.22"/>'
            f'<rect width="{_n(cw)}" height="{_n(ch)}" rx="{_n(r)}" fill="#fdfdfb" '
            'stroke="#9e9a90" stroke-width="0.8"/>'
            f'<rect x="{_n(m)}" y="{_n(m)}" width="{_n(cw - 2 * m)}" height="{_n(ch - 2 * m)}" '
            f'rx="{_n(r * 0.6)}" fill="url(#sw-back-pattern)" stroke="#16306e" stroke-width="1"/>'
            f'<path d="M{_n(cx)} {_n(cy - d * 1.4)}L{_n(cx + d)} {_n(cy)}L{_n(cx)} '
            f'{_n(cy + d * 1.4)}L{_n(cx - d)} {_n(cy)}Z" fill="#f1e4b8" stroke="#16306e" '
            'stroke-width="1"/>'
            f'<path d="M{_n(cx)} {_n(cy - d * 0.8)}L{_n(cx + d * 0.55)} {_n(cy)}L{_n(cx)} '
            f'{_n(cy + d * 0.8)}L{_n(cx - d * 0.55)} {_n(cy)}Z" fill="#1f3f8f"/>'
            "</g>"
        )

    def slot(
        self, x: float, y: float, label: str = "", sub: str = "", pid: str = "", small: bool = False
    ) -> None:
        """An empty pile: a dashed outline with an optional label."""
        cw, ch, r = self.cw, self.ch, self.r
        data = f' data-pile="{pid}"' if pid else ""
        self.add(
            f'<g class="slot"{data} transform="translate({_n(x)} {_n(y)})">'
            f'<rect x="1" y="1" width="{_n(cw - 2)}" height="{_n(ch - 2)}" rx="{_n(r)}" '
            'fill="#000" fill-opacity="0.12" stroke="#ffffff" stroke-opacity="0.45" '
            'stroke-width="1.5" stroke-dasharray="6 4"/>'
        )
        if label:
            fs = cw * (0.3 if len(label) <= 2 and not small else 0.22)
            y0 = ch / 2 + fs * 0.35 - (fs * 0.45 if sub else 0)
            self.add(
                f'<text x="{_n(cw / 2)}" y="{_n(y0)}" font-size="{_n(fs)}" '
                f'font-family="{_SANS}" font-weight="bold" text-anchor="middle" '
                f'fill="#ffffff" fill-opacity="0.6">{escape(label)}</text>'
            )
        if sub:
            fs2 = cw * 0.22
            self.add(
                f'<text x="{_n(cw / 2)}" y="{_n(ch / 2 + fs2 * 1.2)}" font-size="{_n(fs2)}" '
                f'font-family="{_SANS}" font-weight="bold" text-anchor="middle" '
                f'fill="#ffffff" fill-opacity="0.6">{escape(sub)}</text>'
            )
        self.add("</g>")

    def edges(self, x: float, y: float, n: int) -> None:
        """The edges of ``n`` cards squared under a top card (a pile's thickness)."""
        cw, ch, r = self.cw, self.ch, self.r
        for i in range(min(n, 3), 0, -1):
            d = i * 1.6
            self.add(
                f'<rect x="{_n(x + d)}" y="{_n(y + d)}" width="{_n(cw)}" height="{_n(ch)}" '
                f'rx="{_n(r)}" fill="#e9e5db" stroke="#8d897f" stroke-width="0.7"/>'
            )

    def badge(self, x: float, y: float, n: int) -> None:
        """A count badge centred on the top-right corner of a card at (x, y)."""
        rad = self.cw * 0.13
        cx, cy = x + self.cw - rad * 0.4, y + rad * 0.4
        fs = rad * (1.1 if n < 100 else 0.85)
        self.add(
            f'<g class="badge"><circle cx="{_n(cx)}" cy="{_n(cy)}" r="{_n(rad)}" fill="#2e3136" '
            'stroke="#ffffff" stroke-width="1.2"/>'
            f'<text x="{_n(cx)}" y="{_n(cy + fs * 0.36)}" font-size="{_n(fs)}" '
            f'font-family="{_SANS}" font-weight="bold" text-anchor="middle" '
            f'fill="#ffffff">{n}</text></g>'
        )

    def caption(self, x: float, y: float, label: str, *, size: float | None = None) -> None:
        fs = size or self.cw * 0.15
        self.add(
            f'<text x="{_n(x)}" y="{_n(y)}" font-size="{_n(fs)}" font-family="{_SANS}" '
            'font-weight="bold" text-anchor="middle" fill="#ffffff" fill-opacity="0.78">'
            f"{escape(label)}</text>"
        )


def _show(c: _Canvas, pile: Pile, x: float, y: float, reveal: bool) -> None:
    """Draw one card of a pile: its top card (or a back, or an empty slot)."""
    if not pile.cards:
        c.slot(x, y, pid=pile.id)
    elif pile.face_down >= len(pile.cards) and not reveal:
        c.back(x, y, pile.id)
    else:
        c.card(pile.cards[-1], x, y, pid=pile.id, hidden=pile.face_down >= len(pile.cards))


def svg(
    game: Game,
    *,
    width: float | None = None,
    show_face_down: bool = False,
    fluid: bool = False,
    lang: str | None = None,
) -> SvgWrapper:
    """A picture of the position as an SVG card table (what a notebook shows).

    Parameters
    ----------
    game : Game
        Any position of any variant.
    width : float, optional
        The picture's width in pixels (the height follows), at most :data:`MAX_WIDTH`;
        by default its natural size, about 860 pixels wide.
    show_face_down : bool
        Draw the face-down tableau cards face up, marked with a dashed blue frame (a
        teacher's view). By default they are backs, and their identity is nowhere in
        the SVG. The stock stays face down either way.
    fluid : bool
        Leave out the width and height (``width`` is then ignored): the picture takes its
        container's width, its height following from the ``viewBox``. This is how a
        notebook shows a game (``Game._repr_svg_`` and the widget's static picture):
        JupyterLab draws an SVG output as an image that is not shrunk to the cell, so a
        fixed 856 pixels was cut off in a cell narrower than that.
    lang : str, optional
        The language of its words (the title line); the game's by default.

    Returns
    -------
    SvgWrapper
        The SVG document as a ``str`` that notebooks display as a picture.

    Examples
    --------
    >>> import xml.etree.ElementTree as ET
    >>> import solitaire_widget as sw
    >>> root = ET.fromstring(svg(sw.Game("matrimony", seed=42)))
    >>> root.tag
    '{http://www.w3.org/2000/svg}svg'
    """
    _check_game(game)
    check_width(width)
    check_flag("show_face_down", show_face_down)
    check_flag("fluid", fluid)
    title = _title(game, game.lang if lang is None else check_lang(lang))
    if game.rules.layout == "matrimony":
        canvas, vw, vh = _draw_matrimony(game, show_face_down, title)
    else:
        canvas, vw, vh = _draw_klondike(game, show_face_down, title)
    w = vw if width is None else float(width)
    h = vh * w / vw
    title = escape(title)
    size = "" if fluid else f'width="{_n(w)}" height="{_n(h)}" '
    head = (
        '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" '
        f'{size}viewBox="0 0 {_n(vw)} {_n(vh)}" '
        f'role="img" aria-label="{title}" class="solitaire-table" '
        f'data-variant="{game.variant}">'
        f"<title>{title}</title>{_defs()}"
        f'<rect width="{_n(vw)}" height="{_n(vh)}" rx="12" fill="url(#sw-felt)"/>'
        f'<rect x="2" y="2" width="{_n(vw - 4)}" height="{_n(vh - 4)}" rx="11" fill="none" '
        'stroke="#0f3d22" stroke-opacity="0.6" stroke-width="3"/>'
    )
    return SvgWrapper(_own_ids(head + "".join(canvas.parts) + "</svg>"))


def _own_ids(doc: str) -> str:
    """The picture's ids (its felt, card face, back pattern and suits) made its own: in an
    HTML page of several pictures a ``url(#id)`` is the first element of that id in the
    page, and one picture hidden (a collapsed output) blanked the fills of the others.
    The suffix is the picture's digest, so the same position draws the same text."""
    tag = hashlib.blake2s(doc.encode("utf-8"), digest_size=4).hexdigest()
    return doc.replace('id="sw-', f'id="sw{tag}-').replace("#sw-", f"#sw{tag}-")


_MARGIN = 16.0
#: the widest picture svg() draws, in pixels (a width past it is a mistake, not a poster)
MAX_WIDTH = 100_000


def check_width(width: object) -> None:
    """ValueError unless ``width`` is None or a number of pixels in [1, :data:`MAX_WIDTH`]
    (below one pixel the picture's size rounds to 0: nothing would show)."""
    if width is not None and not (is_number(width) and 1 <= width <= MAX_WIDTH):
        raise ValueError(f"width must be a number of pixels, 1 to {MAX_WIDTH:,}, not {clip(width)}")


def _footer(c: _Canvas, title: str, vw: float, y: float) -> None:
    c.add(
        f'<text x="{_n(_MARGIN)}" y="{_n(y)}" font-size="13" font-family="{_SANS}" '
        'fill="#ffffff" fill-opacity="0.7">'
        f"{escape(title)}</text>"
    )


def _draw_klondike(game: Game, reveal: bool, title: str) -> tuple[_Canvas, float, float]:
    r = game.rules
    piles = game.piles
    ncol = r.tableau_count
    gap = 16.0
    cw = 104.0
    c = _Canvas(cw)
    ch = c.ch
    vw = 2 * _MARGIN + ncol * cw + (ncol - 1) * gap

    def col_x(i: int) -> float:
        return _MARGIN + i * (cw + gap)

    top_y = _MARGIN
    # stock
    stock = piles["stock"]
    if stock.cards:
        c.edges(col_x(0), top_y, len(stock.cards) - 1)
        c.back(col_x(0), top_y, "stock")
        c.badge(col_x(0), top_y, len(stock.cards))
    else:
        can_turn = piles["waste"].cards and (
            r.max_redeals is None or game.redeals_used < r.max_redeals
        )
        label = "↻" if can_turn else ("✕" if piles["waste"].cards else "")
        c.slot(col_x(0), top_y, label, pid="stock")
    # waste: the top card, or the top three fanned with draw 3
    waste = piles["waste"].cards
    wx = col_x(1)
    if not waste:
        c.slot(wx, top_y, pid="waste")
    else:
        shown = waste[-3:] if r.draw_count > 1 else waste[-1:]
        under = len(waste) - len(shown)
        if under:
            c.edges(wx, top_y, under)
        step = cw * 0.24
        for k, card in enumerate(shown):
            c.card(card, wx + k * step, top_y, pid="waste")
        if len(waste) > 1:
            c.badge(wx + (len(shown) - 1) * step, top_y, len(waste))
    # foundations, right-aligned above the last piles
    nf = len(r.foundations)
    for k, f in enumerate(r.foundations):
        x = col_x(ncol - nf + k)
        p = piles[f.id]
        if p.cards:
            if len(p.cards) > 1:
                c.edges(x, top_y, len(p.cards) - 1)
            c.card(p.cards[-1], x, top_y, pid=f.id)
            if len(p.cards) > 1:
                c.badge(x, top_y, len(p.cards))
        else:
            first, last = _foundation_range(f)
            c.slot(x, top_y, f"{first}→{last}", pid=f.id)
    # tableau, fanned
    tab_y = top_y + ch + 22
    tab = [piles[f"t{i + 1}"] for i in range(ncol)]
    down_step, up_step = ch * 0.1, ch * 0.26
    max_h = ch * 4.6  # keep the picture compact: squeeze long piles

    def pile_height(p: Pile, ds: float, us: float) -> float:
        if not p.cards:
            return ch
        n_down = 0 if reveal else p.face_down
        n_up = len(p.cards) - n_down
        return n_down * ds + max(0, n_up - 1) * us + ch

    tallest = max(pile_height(p, down_step, up_step) for p in tab)
    if tallest > max_h:
        k = (max_h - ch) / (tallest - ch)
        down_step, up_step = down_step * max(k, 0.55), up_step * max(k, 0.55)
        tallest = max(pile_height(p, down_step, up_step) for p in tab)
    empty_label = "K" if r.empty_fill == "king" else ""
    for i, p in enumerate(tab):
        x = col_x(i)
        if not p.cards:
            c.slot(x, tab_y, empty_label, pid=p.id)
            continue
        y = tab_y
        for k, card in enumerate(p.cards):
            if k < p.face_down:
                if reveal:
                    c.card(card, x, y, pid=p.id, hidden=True)
                    y += up_step
                else:
                    c.back(x, y, p.id)
                    y += down_step
            else:
                c.card(card, x, y, pid=p.id)
                y += up_step
    vh = tab_y + tallest + _MARGIN + 22
    _footer(c, title, vw, vh - _MARGIN + 2)
    return c, vw, vh


def _draw_matrimony(game: Game, reveal: bool, title: str) -> tuple[_Canvas, float, float]:
    r = game.rules
    piles = game.piles
    gap = 13.0
    cw = 80.0
    c = _Canvas(cw)
    ch = c.ch
    per_row = r.tableau_count // 2
    ncol = per_row + 1  # the stock's column, then 8 foundations / piles
    vw = 2 * _MARGIN + ncol * cw + (ncol - 1) * gap

    def col_x(i: int) -> float:
        return _MARGIN + i * (cw + gap)

    top_y = _MARGIN
    stock = piles["stock"]
    if stock.cards:
        c.edges(col_x(0), top_y, len(stock.cards) - 1)
        c.back(col_x(0), top_y, "stock")
        c.badge(col_x(0), top_y, len(stock.cards))
    else:
        steps_left = r.tableau_count - game.redeals_used
        c.slot(col_x(0), top_y, "↻" if steps_left else "✕", f"{steps_left}", pid="stock")
    cap = cw * 0.16
    for k, f in enumerate(r.foundations):
        x = col_x(1 + k)
        p = piles[f.id]
        if p.cards:
            if len(p.cards) > 1:
                c.edges(x, top_y, len(p.cards) - 1)
            c.card(p.cards[-1], x, top_y, pid=f.id)
            c.badge(x, top_y, len(p.cards))
        else:
            c.slot(x, top_y, _foundation_base(f), _arrow(f), pid=f.id)
        first, last = _foundation_range(f)
        c.caption(x + cw / 2, top_y + ch + cap * 1.35, f"{_arrow(f)} {first}→{last}", size=cap)
    row_y = top_y + ch + cap * 2.4
    for row in range(2):
        y = row_y + row * (ch + gap + 6)
        for j in range(per_row):
            p = piles[f"t{row * per_row + j + 1}"]
            x = col_x(1 + j)
            if not p.cards:
                c.slot(x, y, p.id, pid=p.id, small=True)
                continue
            if len(p.cards) > 1:
                c.edges(x, y, len(p.cards) - 1)
            _show(c, p, x, y, reveal)
            c.badge(x, y, len(p.cards))
    vh = row_y + 2 * ch + gap + 6 + _MARGIN + 22
    _footer(c, title, vw, vh - _MARGIN + 2)
    return c, vw, vh
