"""The card table as the browser sees it: a pure function from a game to the ``_table`` dict.

:func:`table_snapshot` builds the JSON snapshot of ``docs/protocol.md`` from the engine's
public API. It holds no rule of its own: legality comes from :meth:`Game.legal_moves`,
double-click targets from :meth:`Game.foundation_move_for`, and Auto-finish from
:meth:`Game.auto_finish_moves`. A face-down card is ``None``, so its identity never
reaches the browser. No anywidget here: the widget module calls this after every move.

>>> from solitaire_widget import Game
>>> t = table_snapshot(Game("klondike", seed=1), lang="en", version=1)
>>> t["piles"][0]["id"], set(t["piles"][0]["cards"]), t["stock_action"]
('stock', {None}, 'draw')
>>> t["labels"]["undo"]
'Undo'
"""

from __future__ import annotations

from typing import Any

from .cards import RANK_LETTER, RANK_TEXT, SUITS, Card
from .i18n import catalogue, check_lang
from .i18n import message as _msg
from .notation import Move

__all__ = [
    "table_snapshot",
    "game_status",
    "quick_status",
    "move_dict",
    "labels",
    "move_text",
    "LABEL_KEYS",
]

#: The flat label keys of protocol.md ``labels`` (``ranks`` and ``suits`` are added as dicts).
LABEL_KEYS = (
    "new_deal",
    "undo",
    "redo",
    "hint",
    "auto_finish",
    "deal",
    "moves",
    # Restart, the score and the clock in the toolbar
    "restart",
    "score",
    "time",
    "show_targets",
    "rules",
    "close",
    "won",
    "stuck",
    "stock",
    "waste",
    "foundation",
    "pile",
    "face_up",
    "face_down",
    "picked_up",  # a card picked up with the keyboard, and where it can go (aria labels)
    "can_go_here",
    "empty",
    "card_name",
    # the Keys panel (the `?` key and button) and the bad-state error line
    "help",
    "help_title",
    "keys_tab",
    "keys_arrows",
    "keys_enter",
    "keys_escape",
    "keys_undo",
    "keys_redo",
    "keys_stock",
    "keys_hint",
    "keys_help",
    "keys_mouse",
    "keys_double",
    "keycap_enter",
    "keycap_space",
    "bad_state",
    "no_kernel",
)

_LABELS: dict[str, dict[str, Any]] = {}


def labels(lang: str) -> dict[str, Any]:
    """Every UI string of protocol.md ``labels`` in ``lang`` (a fresh dict each call)."""
    cached = _LABELS.get(lang)
    if cached is None:
        check_lang(lang)
        cat = catalogue(lang)
        en = catalogue("en")

        def text(key: str) -> str:
            return cat.get(key) or en[key]

        cached = {k: text(f"ui.{k}") for k in LABEL_KEYS}
        cached["ranks"] = {RANK_LETTER[r]: text(f"ui.rank.{RANK_LETTER[r]}") for r in range(1, 14)}
        cached["suits"] = {s: text(f"ui.suit.{s}") for s in SUITS}
        _LABELS[lang] = cached
    return {**cached, "ranks": dict(cached["ranks"]), "suits": dict(cached["suits"])}


def move_dict(move: Move | None) -> dict[str, Any] | None:
    """A move as the protocol's ``{"src", "dst", "count"}`` (None stays None)."""
    if move is None:
        return None
    return {"src": move.src, "dst": move.dst, "count": move.count}


def move_text(game: Any, move: Move, lang: str) -> str:
    """A move in words, for a hint: "7♥ from pile 3 to foundation 1", "draw from the stock"."""
    if move.src == "stock":
        return _msg("ui.hint_draw" if move.dst == "waste" else "ui.hint_deal", lang)
    if move.dst == "stock":
        return _msg("ui.hint_turn", lang)
    if move.dst == "tableau":
        return _msg("ui.hint_redeal", lang, src=move.src)
    pile = game.piles[move.src]
    card = pile.cards[len(pile.cards) - move.count]
    if move.count > 1:
        return _msg("ui.hint_run", lang, card=card, n=move.count - 1, src=move.src, dst=move.dst)
    return _msg("ui.hint_move", lang, card=card, src=move.src, dst=move.dst)


def quick_status(game: Any) -> str | None:
    """``"won"`` or ``"playing"`` when that is clear at a glance, else None.

    A game is clearly still going when one legal move makes progress (a card to a
    foundation or a card turned up). The look plays each legal move on a copy, so the
    live game (and its redo list) is untouched. None means only the full stuck search
    (:attr:`Game.status`) can tell.
    """
    if game.is_won():
        return "won"
    f0, d0 = game.foundation_count(), game.face_down_count()
    probe = game.copy()
    for m in probe.legal_moves():
        probe.play(m)
        progress = probe.foundation_count() > f0 or probe.face_down_count() < d0
        probe.undo()
        if progress:
            return "playing"
    return None


def game_status(game: Any) -> str:
    """``"won"``, ``"stuck"`` or ``"playing"``: :attr:`Game.status`, answered cheaply by
    :func:`quick_status` when it can be (the full stuck search runs only when no single
    move makes progress)."""
    return quick_status(game) or game.status


def _foundation_info(f: Any) -> dict[str, Any]:
    last = f.last_rank
    base = None
    if f.base_suit is not None:
        base = Card(f.base_rank, f.base_suit).code2
    return {
        "base": base,
        "dir": "up" if f.direction > 0 else "down",
        "label": f"{RANK_TEXT[f.base_rank]}→{RANK_TEXT[last]}",
    }


def _stock_action(move: Move | None) -> str | None:
    if move is None:
        return None
    if move.src == "stock":
        return "draw" if move.dst == "waste" else "deal"
    if move.dst == "stock":
        return "turn"
    return "redeal"  # a Matrimony redeal step: a tableau pile to "tableau"


def _stock_label(game: Any, stock_size: int, move: Move | None, lang: str) -> str:
    if stock_size:
        return _msg("ui.stock_left", lang, n=stock_size)
    rules = game.rules
    if rules.waste:
        if move is not None:
            return _msg("ui.stock_turn", lang)
        if game.piles["waste"].cards:
            return _msg("ui.stock_no_passes", lang)
        return ""
    if move is not None:
        return _msg("ui.stock_redeal", lang, n=int(move.src[1:]))
    return _msg("ui.stock_redeal_done", lang)


def table_snapshot(
    game: Any,
    *,
    lang: str,
    version: int,
    position_since: int | None = None,
    message: dict[str, Any] | None = None,
    hint: Move | dict[str, Any] | None = None,
    show_targets: bool = True,
    last_move: Move | dict[str, Any] | None = None,
    hint_available: bool = False,
    status: str | None = None,
) -> dict[str, Any]:
    """The ``_table`` snapshot of docs/protocol.md for a game and the widget's UI state.

    Parameters
    ----------
    game : Game
        The live engine game (read only: nothing is played on it).
    lang : str
        UI language: ``"en"``, ``"it"``, ``"nl"`` or ``"pt"``.
    version : int
        The snapshot's version; intents echo it, so a stale one can be told apart.
    position_since : int, optional
        The first version that showed this position (a snapshot republished for a
        setting, the language, a hint or a message keeps it); ``version`` by default.
    message : dict, optional
        ``{"kind": "error"|"info"|"won"|"stuck", "text": ..., "serial": n}`` shown in the
        widget (``serial``, from the widget: a new number for each message an action sets).
    hint : Move or dict, optional
        The move a Hint request suggested.
    show_targets : bool
        Whether the front end highlights legal destinations.
    last_move : Move or dict, optional
        The move to highlight as the last one played.
    hint_available : bool
        Whether the Hint button is shown at all (the solver is importable).
    status : str, optional
        ``"won"``/``"stuck"``/``"playing"`` when the caller already knows it (the stuck
        search is the costly part); computed with :func:`game_status` otherwise.

    Returns
    -------
    dict
        JSON-ready: only strings, numbers, booleans, None, lists and dicts.

    Examples
    --------
    >>> from solitaire_widget import Game
    >>> g = Game("matrimony", seed=42)
    >>> t = table_snapshot(g, lang="it", version=3)
    >>> t["version"], t["layout"], t["stock_action"], len(t["piles"])
    (3, 'matrimony', 'deal', 25)
    """
    check_lang(lang)
    rules = game.rules
    piles = game.piles
    legal_moves = game.legal_moves()

    stock_move = None
    legal: dict[str, list[str]] = {}
    for m in legal_moves:
        if m.src == "stock" or m.dst in ("stock", "tableau"):
            stock_move = m
            continue
        key = f"{m.src}/{len(piles[m.src].cards) - m.count}"
        legal.setdefault(key, []).append(m.dst)

    foundation_ids = [f.id for f in rules.foundations]
    finfo = {f.id: _foundation_info(f) for f in rules.foundations}
    half = rules.tableau_count // 2
    out_piles: list[dict[str, Any]] = []
    auto: dict[str, str] = {}
    for pid in game.pile_ids:
        pile = piles[pid]
        down = pile.face_down
        cards = [None] * down + [c.code2 for c in pile.cards[down:]]
        if pid == "stock":
            entry: dict[str, Any] = {"id": pid, "kind": "stock", "cards": [None] * len(cards)}
        elif pid == "waste":
            entry = {"id": pid, "kind": "waste", "cards": cards}
        elif pid in finfo:
            entry = {"id": pid, "kind": "foundation", "cards": cards, **finfo[pid]}
        else:
            number = int(pid[1:])
            row = 1 if rules.layout == "matrimony" and number > half else 0
            entry = {"id": pid, "kind": "tableau", "cards": cards, "row": row}
        out_piles.append(entry)
        if pid != "stock" and pid not in foundation_ids and len(pile.cards) > down:
            fm = game.foundation_move_for(pid)
            if fm is not None:
                auto[f"{pid}/{len(pile.cards) - 1}"] = fm.dst

    if status is None:
        status = game_status(game)
    if not isinstance(hint, dict):
        hint = move_dict(hint)
    if not isinstance(last_move, dict):
        last_move = move_dict(last_move)
    finish = game.auto_finish_moves() if status == "playing" else None
    return {
        "version": version,
        "position_since": version if position_since is None else position_since,
        "variant": game.variant,
        "title": _game_title(game.variant, lang),
        "layout": rules.layout,
        "draw_count": rules.draw_count if rules.waste else 0,
        "lang": lang,
        "deal": game.seed,
        # as text too: a JSON number is exact in the browser only up to 2**53
        "deal_text": None if game.seed is None else str(game.seed),
        "move_count": game.move_count,
        "status": status,
        "can_undo": game.can_undo,
        "can_redo": game.can_redo,
        "can_auto_finish": bool(finish),
        "hint_available": bool(hint_available),
        "piles": out_piles,
        "stock_action": _stock_action(stock_move),
        "stock_label": _stock_label(game, len(piles["stock"].cards), stock_move, lang),
        "redeal_pile": int(stock_move.src[1:]) if _stock_action(stock_move) == "redeal" else None,
        "legal": legal,
        "auto": auto,
        "hint": hint,
        "last_move": last_move,
        "message": message,
        "labels": labels(lang),
        "show_targets": bool(show_targets),
    }


def _game_title(variant: str, lang: str) -> str:
    cat = catalogue(lang)
    key = f"game.{variant}"
    return cat.get(key) or catalogue("en").get(key, variant)
