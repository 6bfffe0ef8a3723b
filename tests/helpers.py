"""Shared helpers for the engine tests: crafted deck orders and deal positions.

A *deck order* (RULES.md, "Deal order") lists the cards in the order the deal consumes
them. :func:`crafted_deck` puts chosen cards at chosen positions of that order and fills
the other positions with the rest of the variant's cards, so a test sets up exactly the
position its rule is about. The position helpers name the deck index of a deal slot.

>>> up(1), up(7), down(7, 1), stock(0)
(0, 27, 6, 28)
"""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterable, Mapping
from typing import Any

from solitaire_widget import Card, Game, Move
from solitaire_widget.rulesets import rules_for

KLONDIKE_PILES = 7


def _row_start(row: int) -> int:
    """Deck index of the first card of deal row ``row`` (1-based) in the Klondike triangle."""
    return sum(KLONDIKE_PILES - q + 1 for q in range(1, row))


def down(pile: int, row: int) -> int:
    """Deck index of the card dealt on tableau ``pile`` in ``row`` (both 1-based, row < pile).

    Valid as long as no Ace is replaced earlier in the deal (klondike32 rule 3).
    """
    assert 1 <= row <= pile <= KLONDIKE_PILES
    return _row_start(row) + pile - row


def up(pile: int) -> int:
    """Deck index of the face-up card of tableau ``pile`` (1-based), without Ace replacement."""
    return down(pile, pile)


def stock(k: int, layout: int = 28) -> int:
    """Deck index of the ``k``-th card (0-based) drawn or dealt from the stock."""
    return layout + k


def mat_pile(pile: int, deal: int = 0) -> int:
    """Matrimony: deck index of the card that lands on ``t<pile>`` in stock deal ``deal``.

    ``deal`` 0 is the initial layout (16 face up), 1 the first stock deal, and so on.
    """
    assert 1 <= pile <= 16
    return 16 * deal + pile - 1


def cards(text: str) -> list[Card]:
    """``"AS KH 10d"`` -> cards."""
    return [Card.parse(t) for t in text.split()]


def crafted_deck(
    variant: str,
    placed: Mapping[int, str | Card],
    *,
    last: Iterable[str | Card] = (),
    **options: Any,
) -> list[Card]:
    """A deck order for ``variant`` with ``placed[index]`` at each chosen deck index.

    The free positions get the variant's remaining cards in canonical order, except the
    cards named in ``last`` (and, for ``klondike32``, any Ace not placed), which go to
    the very end of the deck: the bottom of the stock, where they disturb nothing.

    Raises
    ------
    AssertionError
        If a placed card is not one of the variant's cards, or is placed too often.
    """
    rules = rules_for(variant, **options)
    pool = Counter(rules.deck)
    n = len(rules.deck)
    order: list[int | None] = [None] * n
    for idx, card in placed.items():
        c = card if isinstance(card, Card) else Card.parse(card)
        assert pool[c.code] > 0, f"{c} is not available for position {idx}"
        pool[c.code] -= 1
        order[idx] = c.code
    tail: list[int] = []
    for item in last:
        c = item if isinstance(item, Card) else Card.parse(item)
        assert pool[c.code] > 0, f"{c} is not available for the end of the deck"
        pool[c.code] -= 1
        tail.append(c.code)
    if rules.ace_replacement:  # keep unplaced Aces out of the face-up slots
        for code in sorted(pool):
            if code % 13 == 0:
                tail.extend([code] * pool[code])
                pool[code] = 0
    rest: list[int] = []
    for code in rules.deck:  # canonical order; a Matrimony card may appear twice
        if pool[code] > 0:
            pool[code] -= 1
            rest.append(code)
    free = [i for i, c in enumerate(order) if c is None]
    fill = rest + tail
    assert len(fill) == len(free), (len(fill), len(free))
    # the tail goes to the last free positions
    for i, c in zip(free, fill, strict=True):
        order[i] = c
    return [Card.from_code(c) for c in order]  # type: ignore[arg-type]


def crafted_game(
    variant: str,
    placed: Mapping[int, str | Card],
    *,
    last: Iterable[str | Card] = (),
    **options: Any,
) -> Game:
    """A :class:`Game` dealt from :func:`crafted_deck`."""
    return Game(variant, deck=crafted_deck(variant, placed, last=last, **options), **options)


def pile_text(game: Game, pile: str) -> str:
    """A pile's cards as ``"A♠ K♥"`` (bottom -> top)."""
    return " ".join(str(c) for c in game.piles[pile].cards)


def tops(game: Game) -> dict[str, str | None]:
    """Top card text of every pile (None for an empty one)."""
    return {pid: (str(p.top) if p.top else None) for pid, p in game.piles.items()}


def all_candidates(game: Game) -> list[Move]:
    """Every well-formed move of this game: any source, any destination, any count.

    Counts go up to the largest pile plus one, so "too many cards" is covered too.
    """
    ids = game.pile_ids
    biggest = max(len(p) for p in game.piles.values())
    out = []
    for src in ids:
        for dst in [*ids, "tableau"]:
            for n in range(1, biggest + 2):
                out.append(Move(src, dst, n))
    return out


def card_multiset(game: Game) -> Counter:
    """Every card in every pile, as a multiset of ``code2`` strings."""
    return Counter(c.code2 for p in game.piles.values() for c in p.cards)


def variant_multiset(game: Game) -> Counter:
    """The cards a game must hold: its deck plus the preplaced foundation bases."""
    r = game.rules
    codes = list(r.deck) + [code for _, code in r.preplaced]
    return Counter(Card.from_code(c).code2 for c in codes)


def refused(game: Game, move: str | Move) -> str:
    """Play a move that must be refused; check nothing changed and return the reason.

    Also checks that :meth:`Game.explain` gives the same reason and that
    :meth:`Game.is_legal` agrees.
    """
    from solitaire_widget import IllegalMoveError

    before, n_moves = game.state_key(), len(game.moves)
    assert not game.is_legal(move), f"{move} should be illegal"
    try:
        game.play(move)
    except IllegalMoveError as exc:
        assert game.state_key() == before and len(game.moves) == n_moves
        assert game.explain(move) == exc.reason
        return exc.reason
    raise AssertionError(f"{move} was played but should have been refused")


def random_changes(game: Game, rng: Any, most: int, undo: float, redo: float) -> None:
    """1 to ``most`` changes to ``game``: an undo (probability ``undo``), a redo (the next
    ``redo``), else a random legal move: the changes a save or a publish may fall between."""
    for _ in range(rng.randint(1, most)):
        pick = rng.random()
        if pick < undo and game.can_undo:
            game.undo()
        elif pick < undo + redo and game.can_redo:
            game.redo()
        elif game.legal_moves():
            game.play(rng.choice(game.legal_moves()))


def process_gone(pid: int) -> bool:
    """No such process, or a zombie (nobody may reap orphans in a container)."""
    import psutil

    try:
        return psutil.Process(pid).status() == psutil.STATUS_ZOMBIE
    except psutil.NoSuchProcess:
        return True


def start_script(folder: Any, text: str) -> Any:
    """Run ``text`` as a script of its own (a kernel-like parent) with this tree on its
    path; its standard output is a pipe. Returns the ``subprocess.Popen``."""
    import os
    import subprocess
    import sys

    script = folder / "kernel_like.py"
    script.write_text(text)
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([root, os.environ.get("PYTHONPATH", "")])}
    return subprocess.Popen(
        [sys.executable, str(script)], cwd=root, env=env, stdout=subprocess.PIPE, text=True
    )


def reference_stats(lib, variant=None):
    """``stats()`` as it was counted before the tallies: every game read and added up."""
    from solitaire_widget.game_library import RECENT, _seconds, _variant_id

    def seconds(g):
        return (
            float(g["seconds"]) if g["seconds"] is not None else _seconds(g["date"], g["updated"])
        )

    def figures(games):
        results = [g["result"] for g in games]
        played, won = len(results), results.count("won")
        best = run = 0
        for r in results:
            run = run + 1 if r == "won" else 0
            best = max(best, run)
        current = 0
        for i, r in enumerate(reversed(results)):
            if r == "won":
                current += 1
            elif r == "playing" and i == 0:
                continue
            else:
                break
        wins = [g for g in games if g["result"] == "won"]
        times = [t for t in (seconds(g) for g in wins) if t is not None]
        return {
            "played": played,
            "won": won,
            "win_rate": won / played if played else 0.0,
            "current_streak": current,
            "best_streak": best,
            "best_time": min(times) if times else None,
            "fewest_moves": min(g["moves"] for g in wins) if wins else None,
            "recent": [{"result": g["result"], "moves": g["moves"]} for g in games[-RECENT:]],
        }

    def of_variant(games):
        out = figures(games)
        by = {}
        for g in games:
            by.setdefault(json.dumps(g["options"], sort_keys=True), []).append(g)
        sets = [{"options": rows[0]["options"], **figures(rows)} for rows in by.values()]
        sets.sort(key=lambda d: -d["played"])
        out["by_options"] = sets
        return out

    games = [g for g in reversed(lib.games()) if g["moves"] > 0]  # oldest first
    by_variant = {}
    for g in games:
        by_variant.setdefault(g["variant"], []).append(g)
    if variant is not None:
        return of_variant(by_variant.get(_variant_id(variant), []))
    return {v: of_variant(rows) for v, rows in by_variant.items()}


def any_result(monkeypatch) -> None:
    """Let ``Library.track(game, result=...)`` store any of won, stuck, playing whatever
    the game: for the tests that count rows of results drawn at will (stats, streaks, two
    writers), not games played to that end. Whether a result fits its game is checked on
    its own (``test_a_result_no_record_could_hold_is_refused_and_nothing_written``)."""
    from solitaire_widget import game_library

    monkeypatch.setattr(game_library, "_check_result", lambda game, result: None)
