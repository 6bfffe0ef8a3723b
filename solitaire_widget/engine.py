"""The engine: one mutable :class:`Game` with exact undo/redo, legal moves and reasons.

The state is kept as plain lists of int card codes (see :mod:`solitaire_widget.cards`)
indexed by pile number, because that is what makes a pure-Python engine fast;
:attr:`Game.piles`, :class:`~solitaire_widget.notation.Move` and
:class:`~solitaire_widget.cards.Card` are the public views of it.

>>> g = Game("klondike", seed=1)
>>> len(g.piles["stock"].cards), g.piles["t7"].face_down
(24, 6)
>>> m = g.legal_moves()[-1]; str(m)
's-w'
>>> _ = g.play(m); g.undo() == m
True
"""

from __future__ import annotations

import logging
import random
from collections import Counter
from collections.abc import Callable, Generator, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from .cards import COLOUR_OF, RANK_OF, SUIT_OF, Card, CardParseError, deck_52, parse_cards
from .errors import IllegalMoveError, InvalidMoveError, clip, is_whole_number
from .notation import Move
from .rulesets import MAX_TURN_OVERS, Rules, find_variant, rules_for
from .shuffle import SHUFFLE_VERSION, check_seed, shuffled

__all__ = ["Game", "Pile", "Effect", "PlayedMove", "IllegalMoveError", "InvalidMoveError"]

log = logging.getLogger(__name__)

_CARD_OF = tuple(deck_52())  # card by engine code
_TAB = -1  # the destination "tableau" (Matrimony deal and redeal steps)
_NO = -1
#: per-rules-shape tables (see Game._setup_indexes), shared by every game of that shape
_TABLES: dict[tuple, dict[str, Any]] = {}
#: how many positions the stuck search may visit before it gives up (then: not stuck)
STUCK_SEARCH_LIMIT = 50_000


@dataclass(frozen=True)
class Pile:
    """A read-only view of one pile: ``cards`` bottom → top, the lowest ``face_down`` hidden."""

    id: str
    cards: tuple[Card, ...]
    face_down: int

    @property
    def top(self) -> Card | None:
        """The top card, or None for an empty pile."""
        return self.cards[-1] if self.cards else None

    @property
    def face_up(self) -> tuple[Card, ...]:
        """The face-up cards, bottom → top."""
        return self.cards[self.face_down :]

    def __len__(self) -> int:
        return len(self.cards)


@dataclass(frozen=True)
class Effect:
    """An automatic effect of a move: ``kind`` is ``"turn_up"`` or ``"to_foundation"``.

    ``turn_up``: ``card`` was turned face up on ``pile``. ``to_foundation``: ``card``
    went from ``pile`` to foundation ``dst`` by itself (an Ace in Solitario, a base in
    Matrimony).
    """

    kind: str
    card: Card
    pile: str
    dst: str | None = None


@dataclass(frozen=True)
class PlayedMove:
    """A move of the game's history with the automatic effects it caused."""

    move: Move
    effects: tuple[Effect, ...]


class Game:
    """A game of solitaire: the position, the rules, and the moves played so far.

    Parameters
    ----------
    variant : str
        ``"klondike32"`` (aliases ``"solitario"``, ``"solitario-32"``), ``"matrimony"``
        or ``"klondike"``; see :func:`solitaire_widget.variants`.
    seed : int, optional
        The deal number: the deck order comes from the project's versioned shuffle
        (:mod:`solitaire_widget.shuffle`). None (and no ``deck``) picks a random deal
        and records its number.
    deck : str or sequence of cards, optional
        An explicit deck order (docs/rules.md: index 0 is dealt first), e.g. ``"AS 7H ..."``.
        It must hold exactly the variant's cards.
    lang : str
        Language of the messages in errors: ``"en"``, ``"it"``, ``"nl"`` or ``"pt"``.
    winnable : bool
        Deal only a deal the solver proves winnable (the seed is recorded).
    **options
        The variant's options from docs/rules.md (``draw_count=3``, ``tableau_direction="up"``…).

    Examples
    --------
    >>> g = Game("matrimony", seed=42)
    >>> sorted(g.piles)[:3], len(g.piles["stock"])
    (['f1', 'f2', 'f3'], 86)
    >>> try:
    ...     g.play("t1-t2")
    ... except IllegalMoveError as exc:
    ...     print(exc.reason)
    In Matrimony cards go only from the piles to the foundations: nothing is built on the piles.
    """

    def __init__(
        self,
        variant: str = "klondike",
        seed: int | None = None,
        deck: str | Sequence[Card | str] | None = None,
        *,
        lang: str = "en",
        winnable: bool = False,
        **options: Any,
    ) -> None:
        rules = rules_for(variant, **options)
        if not isinstance(winnable, bool):  # "yes" or 1 started a solver search
            raise ValueError(f"winnable is True or False, not {clip(winnable)}")
        if winnable:
            if deck is not None:
                raise ValueError("winnable=True picks a deal, so it can't be given a deck")
            from .solver import find_winnable_seed

            seed = find_winnable_seed(rules.variant, start=seed, **dict(rules.options))
        self._init(rules, seed, deck, lang)

    def _init(
        self,
        rules: Rules,
        seed: int | None,
        deck: str | Sequence[Card | str] | None,
        lang: str,
    ) -> None:
        from .i18n import check_lang

        self.rules = rules
        self.lang = check_lang(lang)
        if deck is None:
            if seed is None:
                seed = random.SystemRandom().randrange(1, 1_000_000_000)
            self.seed: int | None = check_seed(seed)
            codes = shuffled(list(rules.deck), self.seed)
        else:
            self.seed = None if seed is None else check_seed(seed)
            codes = self._check_deck(deck)
        self._deck = tuple(codes)
        self._setup_indexes()
        # one undo record per move, not a copy of the position (see _push)
        self._history: list[tuple[Move, int, int, int, bytes]] = []
        self._redo: list[Move] = []
        self.comments: dict[int, str] = {}  # move index -> a teacher's comment (records keep them)
        self.meta: dict[str, Any] = {}  # free record metadata (player, date, title)
        self._deal()

    # ------------------------------------------------------------------ set-up
    def _check_deck(self, deck: str | Sequence[Card | str]) -> list[int]:
        try:
            cards = parse_cards(deck)  # type: ignore[arg-type]
        except CardParseError as exc:
            raise ValueError(f"deck: {exc}") from None
        codes = [c.code for c in cards]
        want, got = Counter(self.rules.deck), Counter(codes)
        if want != got:
            name = self.rules.variant
            if len(codes) != len(self.rules.deck):
                problem = f"it has {len(codes)} cards, {name} deals {len(self.rules.deck)}"
            else:
                extra = next(c for c in got if got[c] > want.get(c, 0))
                missing = next(c for c in want if want[c] > got.get(c, 0))
                problem = (
                    f"it has {got[extra]}× {Card.from_code(extra)} "
                    f"(the game has {want.get(extra, 0)}) and lacks {Card.from_code(missing)}"
                )
            raise ValueError(f"deck is not the cards of {name}: {problem}")
        return codes

    def _setup_indexes(self) -> None:
        r = self.rules
        # the tables depend only on the shape of the rules: games with the same shape share
        # them (and their Move and Effect objects), so a new deal costs no table building
        shape = (
            r.foundations,
            r.tableau_count,
            r.waste,
            r.rank_order,
            r.tableau_build,
            r.tableau_colour,
            r.tableau_excluded,
            r.empty_fill,
        )
        tables = _TABLES.get(shape)
        if tables is None:
            before = set(self.__dict__)
            self._build_tables()
            tables = {k: v for k, v in self.__dict__.items() if k not in before}
            _TABLES[shape] = tables
        self.__dict__.update(tables)
        self._lm: tuple | None = None  # the legal moves of a position (see legal_moves)
        self._fc: tuple | None = None  # what the foundations take next (see _fstate)
        self._tc: tuple | None = None  # the tableau's and foundations' moves (_card_moves)

    def _build_tables(self) -> None:
        r = self.rules
        ids = ["stock"] + (["waste"] if r.waste else [])
        ids += [f.id for f in r.foundations] + [f"t{i + 1}" for i in range(r.tableau_count)]
        self._ids = ids
        self._index = {pid: i for i, pid in enumerate(ids)}
        self._index["tableau"] = _TAB
        self._S = 0
        self._W = 1 if r.waste else _NO
        nf = len(r.foundations)
        first_f = 2 if r.waste else 1
        self._F = tuple(range(first_f, first_f + nf))
        self._T = tuple(range(first_f + nf, first_f + nf + r.tableau_count))
        self._is_f = [False] * len(ids)
        self._is_t = [False] * len(ids)
        for i in self._F:
            self._is_f[i] = True
        for i in self._T:
            self._is_t[i] = True
        # foundation tables: next code on a top card, and base codes of an empty one
        self._fnext: list[tuple[int, ...]] = []
        self._fbase: list[frozenset[int]] = []
        for f in r.foundations:
            nxt = []
            for c in range(52):
                n = f.next_rank(RANK_OF[c])
                nxt.append(_NO if n is None else SUIT_OF[c] * 13 + n - 1)
            self._fnext.append(tuple(nxt))
            suits = range(4) if f.base_suit is None else ("SHDC".index(f.base_suit),)
            self._fbase.append(frozenset(s * 13 + f.base_rank - 1 for s in suits))
        self._fsize = tuple(f.size for f in r.foundations)
        # card code -> the foundations it starts (for the automatic moves, see _auto_home)
        self._homes = tuple(
            tuple(fi for k, fi in enumerate(self._F) if c in self._fbase[k]) for c in range(52)
        )
        # tableau table: codes that may go on a face-up top card
        order = {rank: i for i, rank in enumerate(r.rank_order)}
        accepts: list[tuple[int, ...]] = []
        for t in range(52):
            ok: list[int] = []
            if r.tableau_build and RANK_OF[t] not in r.tableau_excluded:
                step = -1 if r.tableau_build == "down" else 1
                for c in range(52):
                    if RANK_OF[c] in r.tableau_excluded or RANK_OF[c] not in order:
                        continue
                    if RANK_OF[t] not in order or order[RANK_OF[c]] != order[RANK_OF[t]] + step:
                        continue
                    if r.tableau_colour == "alternate" and COLOUR_OF[c] == COLOUR_OF[t]:
                        continue
                    if r.tableau_colour == "suit" and SUIT_OF[c] != SUIT_OF[t]:
                        continue
                    ok.append(c)
            accepts.append(tuple(ok))
        self._accepts = tuple(accepts)
        self._accepts_set = tuple(frozenset(a) for a in accepts)
        self._excluded = frozenset(c for c in range(52) if RANK_OF[c] in r.tableau_excluded)
        # code -> may it go on an empty tableau pile (the fill rule; excluded ranks never)
        self._to_empty = tuple(
            c not in self._excluded
            and (r.empty_fill == "any" or (r.empty_fill == "king" and RANK_OF[c] == 13))
            for c in range(52)
        )
        self._to_empty_set = frozenset(c for c in range(52) if self._to_empty[c])
        # Move objects made once: single cards by [src][dst] (dst -1 = "tableau" is the
        # last slot), runs by (src, dst, n); id(move) -> (move, src, dst, n) resolves a
        # Move this game handed out without reading its pile names
        self._m1: list[list[Move | None]] = [[None] * (len(ids) + 1) for _ in ids]
        self._mcache: dict[tuple[int, int, int], Move] = {}
        self._mres: dict[int, tuple[Move, int, int, int]] = {}
        self._fxcache: dict[tuple, Effect] = {}

    def _deal(self) -> None:
        r = self.rules
        piles: list[list[int]] = [[] for _ in self._ids]
        down = [0] * len(self._ids)
        for fid, code in r.preplaced:
            piles[self._index[fid]].append(code)
        deck = self._deck
        pos = 0
        effects: list[tuple] = []  # the deal's automatic effects (Aces set aside, bases placed)
        if r.deal == "klondike":
            n = r.tableau_count
            for row in range(n):
                for j in range(row, n):
                    ti = self._T[j]
                    c = deck[pos]
                    pos += 1
                    if j == row:
                        # rule 3 (klondike32): a face-up Ace goes home, the next card replaces it
                        while r.ace_replacement and RANK_OF[c] == 1:
                            fi = next(f for f in self._F if not piles[f])
                            piles[fi].append(c)
                            effects.append(("to_foundation", c, ti, fi))
                            c = deck[pos]
                            pos += 1
                        piles[ti].append(c)
                    else:
                        piles[ti].append(c)
                        down[ti] += 1
        elif r.deal == "matrimony":
            for ti in self._T:
                piles[ti].append(deck[pos])
                pos += 1
        else:  # pragma: no cover - a new variant must name its deal
            raise ValueError(f"unknown deal procedure {r.deal!r}")
        # the first remaining card is the first one drawn: the stock's top (last)
        piles[self._S] = list(reversed(deck[pos:]))
        self._piles = piles
        self._down = down
        self._lm = self._fc = self._tc = None
        self._counter = 0  # klondike: waste turn-overs used; matrimony: redeal steps done
        self._settle(effects)
        self.deal_effects: tuple[Effect, ...] = tuple(self._effect(e) for e in effects)

    # ------------------------------------------------------------------ views
    @property
    def variant(self) -> str:
        """The variant id (``"klondike32"``, ``"matrimony"``, ``"klondike"``)."""
        return self.rules.variant

    @property
    def options(self) -> dict[str, Any]:
        """The resolved options (defaults filled in)."""
        return dict(self.rules.options)

    @property
    def deck(self) -> list[Card]:
        """The deck order of this deal (index 0 dealt first)."""
        return [Card.from_code(c) for c in self._deck]

    @property
    def shuffle_version(self) -> str:
        return SHUFFLE_VERSION

    @property
    def pile_ids(self) -> list[str]:
        """Every pile id in a stable order: stock, waste, f1…, t1…."""
        return list(self._ids)

    @property
    def piles(self) -> dict[str, Pile]:
        """Every pile by id: ``{"stock": Pile, "waste": Pile, "f1": …, "t1": …}``."""
        return {pid: self._pile_at(i) for i, pid in enumerate(self._ids)}

    def _pile_at(self, i: int) -> Pile:
        # the engine's own codes are valid: looked up, not checked again card by card
        cards = tuple([_CARD_OF[c] for c in self._piles[i]])
        return Pile(self._ids[i], cards, self._face_down_at(i))

    def _pile_codes(self) -> Iterator[tuple[list[int], int]]:
        """Each pile's card codes (bottom first) and face-down count, in ``pile_ids``
        order: the position without a ``Card`` made (a replay's frames, one per move)."""
        for i, codes in enumerate(self._piles):
            yield codes, self._face_down_at(i)

    def _face_down_at(self, i: int) -> int:
        return len(self._piles[i]) if i == self._S else self._down[i]  # the stock: all

    def pile(self, pile_id: str) -> Pile:
        """One pile by id."""
        i = self._index.get(pile_id) if isinstance(pile_id, str) else None
        if i is None or pile_id == "tableau":
            raise ValueError(
                f"there is no pile {clip(pile_id)} in {self.variant}; piles: {', '.join(self._ids)}"
            )
        return self._pile_at(i)

    @property
    def moves(self) -> list[Move]:
        """The moves played so far (undone moves are not in it): a new list each time."""
        return [h[0] for h in self._history]

    @property
    def move_count(self) -> int:
        """How many moves are played (``len(moves)`` without building the list).

        >>> g = Game("klondike32", seed=7); _ = g.play("s-w"); g.move_count
        1
        """
        return len(self._history)

    @property
    def last_move(self) -> Move | None:
        """The last move played, or None (``moves[-1]`` without building the list)."""
        return self._history[-1][0] if self._history else None

    @property
    def history(self) -> list[PlayedMove]:
        """The moves played so far, each with its automatic effects."""
        return [
            PlayedMove(h[0], tuple(self._effect(e) for e in _unpack_fx(h[4])))
            for h in self._history
        ]

    @property
    def last_played(self) -> PlayedMove | None:
        """The last move with its automatic effects, or None before the first (one entry:
        :attr:`history` builds the whole list)."""
        if not self._history:
            return None
        h = self._history[-1]
        return PlayedMove(h[0], tuple(self._effect(e) for e in _unpack_fx(h[4])))

    @property
    def can_undo(self) -> bool:
        return bool(self._history)

    @property
    def can_redo(self) -> bool:
        return bool(self._redo)

    @property
    def redo_move(self) -> Move | None:
        """The move :meth:`redo` would play next (None if there is none)."""
        return self._redo[-1] if self._redo else None

    @property
    def redeals_used(self) -> int:
        """Klondike family: waste turn-overs so far. Matrimony: redeal steps done (0–16)."""
        return self._counter

    def foundation_count(self) -> int:
        """How many cards are on the foundations."""
        return self._fstate()[3]

    def _fstate(self) -> tuple:
        """``(piles, need, won, count)``: ``need`` maps a card code to the foundations that
        take it next. Kept until a move touches a foundation (the mutators reset ``_fc``);
        ``piles`` ties it to the pile lists, so a position set from outside (new lists)
        is never read with an old one."""
        fc = self._fc
        if fc is not None and fc[0] is self._piles:
            return fc
        piles = self._piles
        need: dict[int, list[int]] = {}
        count = 0
        for k, fi in enumerate(self._F):
            p = piles[fi]
            count += len(p)
            if p:
                if len(p) < self._fsize[k]:
                    n = self._fnext[k][p[-1]]
                    if n != _NO:
                        need.setdefault(n, []).append(fi)
            else:
                for b in self._fbase[k]:
                    need.setdefault(b, []).append(fi)
        fc = (piles, need, count == self.rules.card_count, count)
        self._fc = fc
        return fc

    def face_down_count(self) -> int:
        """How many tableau cards are face down."""
        return sum(self._down[t] for t in self._T)

    def state_key(self) -> tuple:
        """A hashable value equal for equal positions (used by undo tests and searches)."""
        return (tuple(tuple(p) for p in self._piles), tuple(self._down), self._counter)

    def _position_key(self, with_counter: bool) -> tuple:
        """A search key; Klondike-family tableau piles (and foundations) are interchangeable
        under the rules, so their order is ignored, which merges mirror positions."""
        piles, down = self._piles, self._down
        if self.rules.layout == "klondike":
            fixed = tuple(tuple(piles[i]) for i in range(self._F[0]))
            found = tuple(sorted(tuple(piles[i]) for i in self._F))
            tab = tuple(sorted((down[i], tuple(piles[i])) for i in self._T))
            key: tuple = (fixed, found, tab)
        else:
            key = (tuple(tuple(p) for p in piles), tuple(down))
        return key + (self._counter,) if with_counter else key

    def copy(self) -> Game:
        """An independent copy with the same position and history."""
        g = Game.__new__(Game)
        g.__dict__.update(self.__dict__)
        g._piles = [list(p) for p in self._piles]
        g._down = list(self._down)
        g._history = list(self._history)
        g._redo = list(self._redo)
        g.comments = dict(self.comments)
        g.meta = dict(self.meta)
        g.__dict__.pop("_listeners", None)  # a copy is nobody's view: no listeners
        return g

    def _pack_position(self) -> bytes:
        """The position (piles, face-down counts, counter) in a few bytes, for replay
        checkpoints: the counter (4 bytes), then per pile its size, face-down count and
        card codes (a pile holds at most 104 cards)."""
        out = bytearray(self._counter.to_bytes(4, "big"))
        down = self._down
        for i, p in enumerate(self._piles):
            out.append(len(p))
            out.append(down[i])
            out += bytes(p)
        return bytes(out)

    def _at_position(self, packed: bytes, history: list[tuple]) -> Game:
        """A copy of this game (rules, deal, comments) set to a packed position, with the
        given undo records as its history (they must lead from the deal to it)."""
        g = self.copy()
        g._counter = int.from_bytes(packed[:4], "big")
        piles: list[list[int]] = []
        down: list[int] = []
        j = 4
        for _ in self._ids:
            n = packed[j]
            down.append(packed[j + 1])
            piles.append(list(packed[j + 2 : j + 2 + n]))
            j += 2 + n
        g._piles, g._down = piles, down
        g._history, g._redo = history, []
        return g

    # ------------------------------------------------------------------ listeners
    def add_listener(self, callback: Callable[[Game, str, Move], Any]) -> None:
        """Call ``callback(game, event, move)`` after every :meth:`play`, :meth:`undo` and
        :meth:`redo` (``event`` is ``"play"``, ``"undo"`` or ``"redo"``). A widget uses it
        to redraw when Python code plays on its game. Copies have no listeners."""
        self.__dict__.setdefault("_listeners", []).append(callback)

    def remove_listener(self, callback: Callable[[Game, str, Move], Any]) -> None:
        """Stop calling a listener added with :meth:`add_listener` (no error if absent)."""
        listeners = self.__dict__.get("_listeners", [])
        if callback in listeners:
            listeners.remove(callback)

    def _notify(self, event: str, move: Move) -> None:
        # the move is made: a listener that fails is logged and the others still hear
        # of it (its error used to reach the caller after the change, and the widget's
        # listener after it was skipped: its table went stale)
        for callback in tuple(self.__dict__.get("_listeners", ())):
            try:
                callback(self, event, move)
            except Exception:  # noqa: BLE001 - someone else's code: logged, never raised
                log.exception("a listener of %s failed on %s %s", self.variant, event, move)

    # ------------------------------------------------------------------ moves
    def _move(self, si: int, di: int, n: int = 1) -> Move:
        if n == 1:
            m = self._m1[si][di]
            return m if m is not None else self._new_move(si, di, 1)
        m = self._mcache.get((si, di, n))
        return m if m is not None else self._new_move(si, di, n)

    def _new_move(self, si: int, di: int, n: int) -> Move:
        """Make the Move for (src, dst, count) once; later calls get the same object."""
        m = Move(self._ids[si], "tableau" if di == _TAB else self._ids[di], n)
        if n == 1:
            self._m1[si][di] = m
        else:
            self._mcache[(si, di, n)] = m
        self._mres[id(m)] = (m, si, di, n)  # keeps m alive, so its id stays its own
        return m

    def _lm_valid(self) -> list[Move] | None:
        """The cached legal moves if they are this position's, else None. Every mutator
        resets ``_lm``; the identity checks catch a position set from outside."""
        c = self._lm
        if (
            c is not None
            and c[0] is self._piles
            and c[1] is self._down
            and c[2] == self._counter
            and c[3] is self.rules
        ):
            return c[4]
        return None

    def legal_moves(self) -> list[Move]:
        """Every legal move in this position, in a stable order.

        Stock moves (draw, turn over, deal, redeal step) come last. A won game is
        over: it has no legal moves.
        """
        c = self._lm
        piles, down, rules = self._piles, self._down, self.rules
        if (
            c is not None
            and c[0] is piles
            and c[1] is down
            and c[2] == self._counter
            and c[3] is rules
        ):
            return c[4][:]  # the caller's own list: the kept one stays as it is
        fc = self._fstate()
        if fc[2]:  # won: the game is over
            moves = []
        else:
            moves = self._card_moves(fc[1])
            stock = self._stock_move()
            if stock is not None and not (
                moves
                and (rules.draw_requires_no_moves or rules.redeal_requires_no_moves)
                and self._stock_move_waits(stock)
            ):
                moves.append(stock)
        self._lm = (piles, down, self._counter, rules, moves)
        return moves[:]

    def _stock_move_waits(self, stock: Move) -> bool:
        """Whether this stock move is allowed only when no card move is: a draw or a
        turn-over (``draw_requires_no_moves``), a Matrimony deal (``deal_requires_no_moves``,
        rule 7) or a redeal step (``redeal_requires_no_moves``, rule 8)."""
        r = self.rules
        if stock.dst == "tableau" and stock.src != "stock":
            return r.redeal_requires_no_moves
        return r.draw_requires_no_moves

    def _card_moves(self, fneed: dict[int, list[int]] | None = None) -> list[Move]:
        # the hot loop of random play and of the searches: tables instead of tests, Move
        # objects from the per-game table, and the order of the docs (by source pile,
        # deepest card first; foundations, then piles with cards, then empty piles)
        piles, down = self._piles, self._down
        if fneed is None:
            fneed = self._fstate()[1]
        m1 = self._m1
        new = self._new_move
        out: list[Move] = []
        T = self._T
        if self.rules.tableau_build is None:  # Matrimony: tops to foundations only
            for ti in T:
                p = piles[ti]
                if p:
                    fl = fneed.get(p[-1])
                    if fl:
                        row = m1[ti]
                        for fi in fl:
                            m = row[fi]
                            out.append(m if m is not None else new(ti, fi, 1))
            return out
        # the moves from the tableau and the foundations stay valid while only the stock
        # and the waste change (a third of random Klondike moves are draws): kept in _tc
        # until a move touches a tableau pile or a foundation
        tc = self._tc
        if tc is not None and tc[0] is piles and tc[1] is down and tc[2] is self.rules:
            tneed, empties = tc[3], tc[4]
        else:
            tc = None
            # what each tableau pile takes: code -> [tableau index]; and the empty piles
            tneed = {}
            empties = []
            accepts = self._accepts
            for ti in T:
                p = piles[ti]
                if p:
                    for c in accepts[p[-1]]:
                        dl = tneed.get(c)
                        if dl is None:
                            tneed[c] = [ti]
                        else:
                            dl.append(ti)
                else:
                    empties.append(ti)
        to_empty = self._to_empty  # excluded ranks are in neither tneed nor to_empty
        # waste top
        w = self._W
        if w != _NO and piles[w]:
            c = piles[w][-1]
            row = m1[w]
            for dl in (fneed.get(c), tneed.get(c), empties if to_empty[c] else None):
                if dl:
                    for dj in dl:
                        m = row[dj]
                        out.append(m if m is not None else new(w, dj, 1))
        if tc is not None:
            out += tc[5]
            return out
        part = self._table_moves(fneed, tneed, empties)
        self._tc = (piles, down, self.rules, tneed, empties, part)
        out += part
        return out

    def _table_moves(
        self, fneed: dict[int, list[int]], tneed: dict[int, list[int]], empties: list[int]
    ) -> list[Move]:
        """The moves from the tableau piles and the foundations (see _card_moves)."""
        piles, down = self._piles, self._down
        m1 = self._m1
        new = self._new_move
        runs = self._mcache
        to_empty = self._to_empty
        out: list[Move] = []
        T = self._T
        # tableau: any face-up card with the cards above it (rule 7)
        tkeys = tneed.keys()
        empty_ok = self._to_empty_set
        for ti in T:
            p = piles[ti]
            size = len(p)
            if not size:
                continue
            d = down[ti]
            # the cards under the top: most often none of them fits anywhere, which one
            # set test in C finds without a Python step per card
            if d < size - 1 and (
                not tkeys.isdisjoint(p[d : size - 1])
                or (empties and not empty_ok.isdisjoint(p[d : size - 1]))
            ):
                for k in range(d, size - 1):
                    c = p[k]
                    n = size - k
                    dl = tneed.get(c)
                    if dl:
                        for dj in dl:
                            if dj != ti:
                                m = runs.get((ti, dj, n))
                                out.append(m if m is not None else new(ti, dj, n))
                    if empties and to_empty[c]:
                        for dj in empties:
                            m = runs.get((ti, dj, n))
                            out.append(m if m is not None else new(ti, dj, n))
            c = p[-1]
            row = m1[ti]
            dl = fneed.get(c)
            if dl:
                for dj in dl:
                    m = row[dj]
                    out.append(m if m is not None else new(ti, dj, 1))
            dl = tneed.get(c)
            if dl:
                for dj in dl:
                    if dj != ti:
                        m = row[dj]
                        out.append(m if m is not None else new(ti, dj, 1))
            if empties and to_empty[c]:
                for dj in empties:
                    m = row[dj]
                    out.append(m if m is not None else new(ti, dj, 1))
        # foundation -> tableau (rule 11)
        if self.rules.foundation_to_tableau:
            for fi in self._F:
                p = piles[fi]
                if p:
                    c = p[-1]
                    row = m1[fi]
                    for dl in (tneed.get(c), empties if to_empty[c] else None):
                        if dl:
                            for dj in dl:
                                m = row[dj]
                                out.append(m if m is not None else new(fi, dj, 1))
        return out

    def _stock_move(self) -> Move | None:
        piles, r = self._piles, self.rules
        if r.waste:
            if piles[self._S]:
                return self._move(self._S, self._W)
            limit = MAX_TURN_OVERS if r.max_redeals is None else r.max_redeals
            if piles[self._W] and self._counter < limit:
                return self._move(self._W, self._S)
            return None
        if piles[self._S]:
            return self._move(self._S, _TAB)
        if r.redeal == "matrimony" and self._counter < len(self._T):
            return self._move(self._T[len(self._T) - 1 - self._counter], _TAB)
        return None

    def _resolve(self, move: Move | str) -> tuple[Move, int, int, int]:
        e = self._mres.get(id(move))
        if e is not None:  # a Move this game's tables made: its piles are known
            return e
        if isinstance(move, str):
            move = Move.parse(move)
        elif not isinstance(move, Move):
            raise InvalidMoveError(f"expected a Move or its notation, not {type(move).__name__}")
        si = self._index.get(move.src)
        di = self._index.get(move.dst)
        if si is None or di is None or si == _TAB:
            bad = move.src if si is None or si == _TAB else move.dst
            # the id as typed ({pile} would be put in words: "no pile 'pile 99'")
            raise self._illegal(move, ("illegal.no_pile", {"name": bad, "game": self.variant}))
        return move, si, di, move.count

    def is_legal(self, move: Move | str) -> bool:
        """Whether a move (or its notation) is legal here; never raises for a bad move."""
        try:
            _, si, di, n = self._resolve(move)
        except ValueError:
            return False
        return self._reason(si, di, n) is None

    def play(self, move: Move | str) -> tuple[Effect, ...]:
        """Play a move (a :class:`Move` or its notation) with all its automatic effects.

        Returns
        -------
        tuple of Effect
            What happened by itself after the move (cards turned up, Aces or bases
            placed), in order, so a replay can narrate it.

        Raises
        ------
        InvalidMoveError
            The text is not a move.
        IllegalMoveError
            The rules forbid it here; the position is unchanged and the error's
            ``reason`` says which rule, with the cards named.
        """
        e = self._mres.get(id(move))
        c = self._lm
        if (
            e is not None
            and c is not None
            and c[0] is self._piles
            and c[1] is self._down
            and c[2] == self._counter
            and c[3] is self.rules
        ):
            for m in c[4]:
                if m is move:
                    break
            else:
                e = None
        else:
            e = None
        if e is not None:
            # one of this position's legal moves, as legal_moves() gave it: no re-check
            _, si, di, n = e
        else:
            move, si, di, n = self._resolve(move)
            why = self._reason(si, di, n)
            if why is not None:
                raise self._illegal(move, why)
        effects = self._push(move, si, di, n)
        if self._redo:
            if self._redo[-1] == move:
                self._redo.pop()
            else:
                self._redo.clear()
                # the undone line's comments go with it (one stayed on the new move)
                at = len(self._history) - 1
                for i in [i for i in self.comments if i >= at]:
                    del self.comments[i]
        if "_listeners" in self.__dict__:
            self._notify("play", move)
        return effects

    def _push(self, move: Move, si: int, di: int, n: int) -> tuple[Effect, ...]:
        """Apply a legal move and append its undo record.

        The record is ``(move, si, di, k, fx)``: ``k`` is how many cards the move itself
        took (the count of a card move, the cards drawn or dealt, the size of the pile a
        redeal step picked up) and ``fx`` the automatic effects packed into bytes (4 per
        effect). With the rules that is enough to take the move back exactly, at about
        100 bytes a move instead of a copy of the position.
        """
        piles = self._piles
        if si == self._S:
            k = min(self.rules.draw_count if self._W != _NO else len(self._T), len(piles[si]))
        elif di == _TAB:
            k = len(piles[si])
        else:
            k = n
        fx: list[tuple] = []
        self._apply(si, di, n, fx)
        self._history.append((move, si, di, k, _pack_fx(fx) if fx else b""))
        return tuple(self._effect(e) for e in fx) if fx else ()

    def _pop(self) -> Move:
        """Take back the last move of the history exactly (no listeners, no redo list)."""
        move, si, di, k, packed = self._history.pop()
        piles, down = self._piles, self._down
        self._lm = None
        if self._is_f[si] or (di != _TAB and self._is_f[di]):
            self._fc = None
        if packed or not (di == self._S or (si == self._S and self._W != _NO)):
            self._tc = None  # not just a draw or a turn-over: the tableau changes
        # the automatic effects first, last one first
        for j in range(len(packed) - 4, -1, -4):
            pi = packed[j + 2]
            if packed[j] == _FX_HOME:
                self._fc = None
                piles[pi].append(piles[packed[j + 3]].pop())
            else:  # a turn-up: the pile was all face down (down <= len always holds)
                down[pi] = len(piles[pi])
        if si == self._S:
            stock = piles[si]
            if self._W != _NO:  # a draw: the drawn cards go back one at a time
                waste = piles[di]
                for _ in range(k):
                    stock.append(waste.pop())
            else:  # a Matrimony deal: piles t1..tk got one card each
                for ti in reversed(self._T[:k]):
                    stock.append(piles[ti].pop())
        elif di == self._S:  # the waste had turned over (the stock was empty)
            piles[si] = piles[di][::-1]
            piles[di] = []
            self._counter -= 1
        elif di == _TAB:  # a redeal step: pick the k dealt cards up again, last first
            if k >= 2:
                tab = self._T
                start = tab.index(si)
                order = [piles[tab[(start + j) % len(tab)]].pop() for j in range(k - 1, -1, -1)]
                order.reverse()
                if self.rules.redeal_card_order != "bottom_first":
                    order.reverse()
                piles[si] = order
            self._counter -= 1
        else:
            dst = piles[di]
            piles[si].extend(dst[-k:])
            del dst[-k:]
        return move

    def undo(self) -> Move | None:
        """Take back the last move and all its automatic effects; return it (None if none)."""
        if not self._history:
            return None
        move = self._pop()
        self._redo.append(move)
        if "_listeners" in self.__dict__:
            self._notify("undo", move)
        return move

    def redo(self) -> Move | None:
        """Play again the last undone move; return it (None if there is none)."""
        if not self._redo:
            return None
        move = self._redo.pop()
        _, si, di, n = self._resolve(move)
        self._push(move, si, di, n)
        if "_listeners" in self.__dict__:
            self._notify("redo", move)
        return move

    # ------------------------------------------------------------------ applying
    def _apply(self, si: int, di: int, n: int, fx: list[tuple]) -> None:
        piles = self._piles
        self._lm = None
        S = self._S
        if si != S and di != S and di != _TAB:  # a card move
            self._tc = None
            src = piles[si]
            if n == 1:
                piles[di].append(src.pop())
            else:
                cards = src[-n:]
                del src[-n:]
                piles[di].extend(cards)
            is_t = self._is_t
            if self._is_f[si]:  # a foundation lost its top: look at every pile
                self._fc = None
                self._settle(fx)
                return
            if self._is_f[di]:
                self._fc = None
            # only the move's own piles can set anything off: the rest was settled
            if is_t[si]:
                tabs: tuple[int, ...] = ((si, di) if si < di else (di, si)) if is_t[di] else (si,)
            else:
                tabs = (di,) if is_t[di] else ()
            self._settle(fx, tabs)
            return
        r = self.rules
        if si == S:
            stock = piles[si]
            if r.waste:  # draw (rule 10): one card at a time, so the last drawn is on top
                waste = piles[di]
                for _ in range(min(r.draw_count, len(stock))):
                    waste.append(stock.pop())
                self._settle(fx, ())  # only the waste changed
                return
            # Matrimony deal (rule 7): one card on each pile in order, gaps included
            self._tc = None
            for ti in self._T:
                if not stock:
                    break
                piles[ti].append(stock.pop())
        elif di == S:  # the waste turns over as the new stock
            piles[S] = piles[si][::-1]
            piles[si] = []
            self._counter += 1
            return  # nothing can happen by itself: no pile but stock and waste changed
        else:  # Matrimony redeal step (rule 8)
            self._tc = None
            self._redeal_step(si)
            self._counter += 1
        self._settle(fx)

    def _redeal_step(self, si: int) -> None:
        piles, tab = self._piles, self._T
        cards = piles[si]
        if len(cards) < 2:  # a pile of 0 or 1 card stays as it is; the step is used
            return
        order = cards if self.rules.redeal_card_order == "bottom_first" else cards[::-1]
        piles[si] = []
        start = tab.index(si)
        for k, c in enumerate(order):
            piles[tab[(start + k) % len(tab)]].append(c)

    def _settle(self, fx: list[tuple], tabs: Sequence[int] | None = None) -> None:
        """The automatic effects, repeated until nothing more happens.

        ``tabs``: the only tableau piles (and the waste) a move changed, in pile order; by
        default all of them. Piles a move did not touch were settled before it.
        """
        r = self.rules
        piles, down = self._piles, self._down
        self._lm = None
        changed = True
        while changed:
            changed = False
            for ti in self._T if tabs is None else tabs:
                p = piles[ti]
                if not p:
                    continue
                if r.auto_flip and down[ti] >= len(p):  # rule 9: turn up at once
                    self._tc = None
                    down[ti] = len(p) - 1
                    fx.append(("turn_up", p[-1], ti, _NO))
                    changed = True
                if (r.auto_aces and RANK_OF[p[-1]] == 1) or r.auto_bases:
                    fi = self._auto_home(p[-1])
                    if fi != _NO:
                        piles[fi].append(p.pop())
                        fx.append(("to_foundation", piles[fi][-1], ti, fi))
                        self._fc = self._tc = None
                        changed = True
            w = self._W
            if r.auto_aces and w != _NO and piles[w] and RANK_OF[piles[w][-1]] == 1:
                fi = self._auto_home(piles[w][-1])
                if fi != _NO:
                    piles[fi].append(piles[w].pop())
                    fx.append(("to_foundation", piles[fi][-1], w, fi))
                    self._fc = self._tc = None
                    changed = True

    def _auto_home(self, c: int) -> int:
        """The first empty foundation that this card starts, or _NO."""
        piles = self._piles
        for fi in self._homes[c]:
            if not piles[fi]:
                return fi
        return _NO

    def _effect(self, e: tuple) -> Effect:
        fx = self._fxcache.get(e)
        if fx is None:  # Effects are frozen values: one object per distinct effect
            kind, code, pi, fi = e
            fx = Effect(
                kind, Card.from_code(code), self._ids[pi], self._ids[fi] if fi >= 0 else None
            )
            self._fxcache[e] = fx
        return fx

    # ------------------------------------------------------------------ reasons
    def _illegal(self, move: Move, why: tuple[str, dict[str, Any]]) -> IllegalMoveError:
        from .i18n import render_reason

        key, params = why
        return IllegalMoveError(move, key, params, render_reason(key, params, self.lang))

    def _card(self, code: int) -> Card:
        return Card.from_code(code)

    def _tableau_rule(self) -> str:
        r = self.rules
        return f"rule.tableau.{r.tableau_build}.{r.tableau_colour}"

    def _reason(self, si: int, di: int, n: int) -> tuple[str, dict[str, Any]] | None:
        """None if the move is legal, else (catalogue key, params) of the rule against it."""
        r = self.rules
        piles = self._piles
        ids = self._ids
        S, W = self._S, self._W
        if self.is_won():
            return "illegal.game_won", {}
        if si == di:
            return "illegal.same_pile", {"pile": ids[si]}
        # --- stock, waste turn-over, deal and redeal ---------------------------------
        if si == S or di in (S, _TAB):
            return self._stock_reason(si, di, n)
        if di == W:
            return "illegal.to_waste", {}
        src = piles[si]
        if not src:
            return "illegal.empty_source", {"src": ids[si]}
        if n > len(src):
            return "illegal.count_too_big", {"src": ids[si], "n": len(src), "count": n}
        if si == W and n != 1:
            return "illegal.waste_top_only", {}
        if self._is_f[si]:
            if not r.foundation_to_tableau:
                key = "illegal.foundation_final" if r.tableau_build is None else "illegal.f2t_off"
                return key, {"game": r.variant}
            if n != 1:
                return "illegal.foundation_one_card", {}
            if self._is_f[di]:
                return "illegal.foundation_to_foundation", {}
        if self._is_t[si]:
            if not r.runs and n != 1:
                return "illegal.top_only", {"game": r.variant}
            face_up = len(src) - self._down[si]
            if n > face_up:
                return "illegal.count_face_down", {"src": ids[si], "n": face_up, "count": n}
        card = src[-n]
        if self._is_f[di]:
            if n != 1:
                return "illegal.one_card_to_foundation", {}
            return self._foundation_reason(card, di)
        # di is a tableau pile
        if r.tableau_build is None:
            return "illegal.no_tableau_build", {"game": r.variant}
        if card in self._excluded:
            return "illegal.ace_no_tableau", {"card": self._card(card)}
        dst = piles[di]
        if not dst:
            if r.empty_fill == "any":
                return None
            if r.empty_fill == "king" and RANK_OF[card] == 13:
                return None
            return "illegal.empty_king", {"card": self._card(card), "dst": ids[di]}
        top = dst[-1]
        if top in self._excluded:
            return "illegal.nothing_on_ace", {"card": self._card(card), "top": self._card(top)}
        if card not in self._accepts_set[top]:
            return "illegal.tableau_build", {
                "card": self._card(card),
                "top": self._card(top),
                "rule": self._tableau_rule(),
            }
        return None

    def _foundation_reason(self, card: int, di: int) -> tuple[str, dict[str, Any]] | None:
        k = self._F.index(di)
        f = self.rules.foundations[k]
        p = self._piles[di]
        ids = self._ids
        if not p:
            if card in self._fbase[k]:
                return None
            if f.base_suit is None:
                return "illegal.foundation_needs_ace", {"card": self._card(card), "dst": ids[di]}
            base = next(iter(self._fbase[k]))
            return "illegal.foundation_needs_base", {
                "card": self._card(card),
                "dst": ids[di],
                "base": self._card(base),
            }
        if len(p) >= f.size:
            return "illegal.foundation_full", {"dst": ids[di]}
        need = self._fnext[k][p[-1]]
        if card == need:
            return None
        params = {"card": self._card(card), "top": self._card(p[-1]), "dst": ids[di]}
        if SUIT_OF[card] != SUIT_OF[p[-1]]:
            return "illegal.foundation_suit", params
        return "illegal.foundation_rank", {**params, "need": self._card(need)}

    def _stock_reason(self, si: int, di: int, n: int) -> tuple[str, dict[str, Any]] | None:
        r = self.rules
        piles = self._piles
        S, W = self._S, self._W
        if r.waste:
            if si == S:
                if di != W:
                    return "illegal.stock_to_waste_only", {}
                if not piles[S]:
                    # say how the stock comes back only when it can (w-s legal)
                    limit = MAX_TURN_OVERS if r.max_redeals is None else r.max_redeals
                    if not piles[W]:
                        return "illegal.nothing_to_draw", {}
                    if self._counter >= limit:
                        return "illegal.stock_spent", {"max": limit}
                    return "illegal.stock_empty", {}
            elif di == S:
                if si != W:
                    return "illegal.to_stock", {}
                if piles[S]:
                    return "illegal.turn_needs_empty_stock", {}
                if not piles[W]:
                    return "illegal.nothing_to_turn", {}
                limit = MAX_TURN_OVERS if r.max_redeals is None else r.max_redeals
                if self._counter >= limit:
                    return "illegal.no_redeals_left", {"max": limit}
            else:  # di is "tableau"
                return "illegal.not_a_destination", {}
            if n != 1:
                return "illegal.stock_count", {}
            if r.draw_requires_no_moves:
                other = self._card_moves()
                if other:
                    return "illegal.draw_requires_no_moves", {"other": str(other[0])}
            return None
        # Matrimony
        if si == S:
            if di != _TAB:
                return "illegal.deal_whole_row", {}
            if not piles[S]:
                return "illegal.stock_empty_redeal", {}
        elif di == S:  # no waste: nothing is ever turned back into the stock
            return "illegal.to_stock_matrimony", {"game": r.variant}
        else:  # a redeal step: pile si picked up and dealt round
            if not self._is_t[si]:
                return "illegal.redeal_from_tableau", {}
            if piles[S]:
                return "illegal.redeal_not_yet", {}
            if self._counter >= len(self._T):
                return "illegal.redeal_done", {}
            expected = self._T[len(self._T) - 1 - self._counter]
            if si != expected:
                return "illegal.redeal_order", {"pile": self._ids[expected]}
            if n != 1:
                return "illegal.redeal_count", {"move": f"{self._ids[si]}-t"}
            if r.redeal_requires_no_moves:  # rule 8's option; rule 7's is for deals only
                other = self._card_moves()
                if other:
                    return "illegal.redeal_requires_no_moves", {"other": str(other[0])}
            return None
        if n != 1:
            return "illegal.stock_count", {}
        if r.draw_requires_no_moves:
            other = self._card_moves()
            if other:
                return "illegal.deal_requires_no_moves", {"other": str(other[0])}
        return None

    def explain(self, move: Move | str, lang: str | None = None) -> str:
        """Why a move is legal here, or why not, in words.

        Parameters
        ----------
        move : Move or str
            The move or its notation.
        lang : str, optional
            ``"en"``, ``"it"``, ``"nl"`` or ``"pt"``; the game's language by default.

        Examples
        --------
        >>> g = Game("klondike", seed=3)
        >>> g.explain("w-s")
        'The waste turns over only when the stock is empty.'
        """
        from .i18n import render_reason

        lang = lang or self.lang
        try:
            move, si, di, n = self._resolve(move)
        except IllegalMoveError as exc:
            return render_reason(exc.key, exc.params, lang)
        why = self._reason(si, di, n)
        if why is not None:
            return render_reason(*why, lang)
        return render_reason(*self._why_legal(si, di, n), lang)

    def _why_legal(self, si: int, di: int, n: int) -> tuple[str, dict[str, Any]]:
        r = self.rules
        ids, piles = self._ids, self._piles
        if si == self._S:
            if r.waste:
                return "ok.draw", {"n": min(r.draw_count, len(piles[si]))}
            n = min(len(self._T), len(piles[si]))
            # Matrimony's last deal reaches piles 1 to n only (rule 7)
            return ("ok.deal" if n == len(self._T) else "ok.deal_last"), {"n": n}
        if di == self._S:
            return "ok.turn", {}
        if di == _TAB:
            if len(piles[si]) < 2:  # rule 8: a pile of 0 or 1 card is left as it is
                return "ok.redeal_keep", {"pile": ids[si]}
            return "ok.redeal", {"pile": ids[si], "n": len(piles[si])}
        card = piles[si][-n]
        if self._is_f[di]:
            k = self._F.index(di)
            f = r.foundations[k]
            if not piles[di]:
                rule = (
                    "rule.foundation.start_ace"
                    if f.base_suit is None
                    else "rule.foundation.start_base"
                )
                return "ok.foundation_base", {
                    "card": self._card(card),
                    "dst": ids[di],
                    "rule": rule,
                    "base": self._card(card),
                }
            direction = "up" if f.direction > 0 else "down"
            # Solitario's A K Q … 7 wraps only because its Ace ranks above the King: no
            # corner to go round (its rules say so); Matrimony's runs do turn the corner
            corner = f.wrap and r.rank_order[-1] != 1
            return "ok.foundation", {
                "card": self._card(card),
                "top": self._card(piles[di][-1]),
                "dst": ids[di],
                "rule": f"rule.foundation.{direction}" + ("_wrap" if corner else ""),
            }
        if not piles[di]:
            rule = (
                "rule.empty.king"
                if r.empty_fill == "king"
                else ("rule.empty.any_but_ace" if self._excluded else "rule.empty.any")
            )
            return "ok.empty", {"card": self._card(card), "dst": ids[di], "rule": rule, "n": n}
        key = "ok.tableau_run" if n > 1 else "ok.tableau"
        params = {
            "card": self._card(card),
            "top": self._card(piles[di][-1]),
            "rule": self._tableau_rule(),
            "n": n,
        }
        if self._is_f[si]:
            key = "ok.from_foundation"
            params["src"] = ids[si]
        return key, params

    # ------------------------------------------------------------------ outcome
    def is_won(self) -> bool:
        """All cards are on the foundations."""
        return self._fstate()[2]

    def is_stuck(self) -> bool:
        """No sequence of legal moves leads to progress (docs/rules.md §1 rule 12).

        Progress is a card reaching a foundation beyond today's count, or a face-down
        card turning up. The search visits every position reachable without progress
        (finite: the waste turn-over count is ignored when passes are unlimited); if it
        would pass :data:`STUCK_SEARCH_LIMIT` positions it stops and answers False.
        A won game is not stuck.
        """
        return self.stuck_within(STUCK_SEARCH_LIMIT) is True

    def stuck_within(self, limit: int) -> bool | None:
        """The stuck search of :meth:`is_stuck`, stopped after ``limit`` positions.

        Returns True (stuck), False (progress is reachable, or the game is won) or None
        when the search passed ``limit`` positions without an answer. Callers with a time
        bound (reading a record) pass a small limit.
        """
        if not is_whole_number(limit, 0):
            raise ValueError(f"limit is a whole number of positions >= 0, not {clip(limit)}")
        steps = self._stuck_steps(limit)
        while True:
            try:
                next(steps)
            except StopIteration as stop:
                return stop.value  # type: ignore[no-any-return]

    def _stuck_steps(self, limit: int, every: int = 0) -> Generator[None, None, bool | None]:
        """The stuck search of :meth:`stuck_within` as a generator that pauses (yields) after
        every ``every`` new positions (never when 0) and returns the answer: a caller
        without threads (Pyodide) runs it in slices between the event loop's turns. It
        searches a copy: the game may change meanwhile."""
        if self.is_won():
            return False
        f0, d0 = self.foundation_count(), self.face_down_count()
        # Matrimony's counter is the redeal step: part of the position. Klondike's counts
        # the turn-overs used, and a position with fewer used can do all that one with
        # more can: a position is searched again only with fewer used (keyed with the
        # counter, 1,000 turn-overs left meant 1,000 searches of each position: past the
        # limit, a stuck game was called "playing" after 2 s)
        with_counter = self.rules.redeal is not None
        turns = not with_counter and self.rules.max_redeals is not None
        g = self.copy()
        g._history = []
        g._redo = []
        seen: dict[tuple, int] = {g._position_key(with_counter): g._counter}
        stack: list[list[Move]] = [g._search_order()]
        depth_moves: list[Move] = []
        while stack:
            if not stack[-1]:
                stack.pop()
                if depth_moves:
                    depth_moves.pop()
                    g._pop()
                continue
            m = stack[-1].pop()
            _, si, di, n = g._resolve(m)
            g._push(m, si, di, n)
            if g.foundation_count() > f0 or g.face_down_count() < d0:
                return False
            key = g._position_key(with_counter)
            used = seen.get(key)
            if used is not None and (not turns or used <= g._counter):
                g._pop()
                continue
            seen[key] = g._counter
            if len(seen) > limit:
                return None
            if every and not len(seen) % every:
                yield
            depth_moves.append(m)
            stack.append(g._search_order())
        return True

    def _search_order(self) -> list[Move]:
        """Legal moves in the order a search should pop them (last = first tried):
        tableau moves first, the stock next, foundation cards coming down last."""
        moves = self.legal_moves()
        down = [m for m in moves if m.src[0] == "f"]
        rest = [m for m in moves if m.src[0] != "f"]
        rest.reverse()
        return down + rest

    @property
    def status(self) -> str:
        """``"won"``, ``"stuck"`` or ``"playing"``."""
        if self.is_won():
            return "won"
        return "stuck" if self.is_stuck() else "playing"

    def foundation_move_for(self, pile_id: str) -> Move | None:
        """The move that sends the top card of a pile to a foundation, if one is legal.

        What a double-click does. When the card fits several foundations that take it
        alike (empty Klondike foundations, Matrimony's identical twins at one height) the
        first is used; when it fits foundations that differ (Matrimony's f1 and f2, or a
        suit's two foundations in the pysol scheme), None: where it goes is the player's
        choice (:meth:`foundation_choices` lists them).

        >>> g = Game("klondike32", seed=1)
        >>> g.foundation_move_for("t1") is None or g.foundation_move_for("t1").dst[0] == "f"
        True
        """
        choices = self.foundation_choices(pile_id)
        if len(choices) > 1:  # (rare: a look at the foundations only then)
            found = {f.id: f for f in self.rules.foundations}
            a = choices[0].dst
            for m in choices[1:]:
                b = m.dst
                if found[a].kind != found[b].kind or (
                    self._piles[self._index[a]] != self._piles[self._index[b]]
                ):
                    return None
        return choices[0] if choices else None

    def foundation_choices(self, pile_id: str) -> list[Move]:
        """Every legal move of the top card of a pile to a foundation, in pile order."""
        si = self._index.get(pile_id)
        if si is None or si == _TAB:
            return []
        return [
            self._move(si, fi, 1) for fi in self._F if si != fi and self._reason(si, fi, 1) is None
        ]

    def auto_finish_moves(self) -> list[Move] | None:
        """The moves that finish the game when the rest is trivial, else None.

        Trivial means: no face-down card, the stock empty, and sending cards to the
        foundations (Klondike family: drawing through the waste too) wins.
        """
        if self.is_won() or self.face_down_count() or self._piles[self._S]:
            return None
        g = self.copy()
        line: list[Move] = []
        for _ in range(4 * self.rules.card_count):
            if g.is_won():
                return line
            moves = [
                m for m in g.legal_moves() if m.dst.startswith("f") and not m.src.startswith("f")
            ]
            if not moves:
                if self.rules.waste and g.piles["waste"].cards:
                    m = g._stock_move()
                    # (a draw the rules refuse, e.g. draw_requires_no_moves: not trivial)
                    if m is None or not g.is_legal(m):
                        return None
                    moves = [m]
                else:
                    return None
            g.play(moves[0])
            line.append(moves[0])
        return None

    # ------------------------------------------------------------------ records, pictures
    def to_record(self, **meta: Any) -> dict[str, Any]:
        """The JSON-ready game record (see :mod:`solitaire_widget.record`)."""
        from .record import to_record

        return to_record(self, **meta)

    @classmethod
    def from_record(cls, record: dict[str, Any] | str) -> Game:
        """Rebuild a game from a record (a dict or JSON text), checking everything."""
        from .record import from_record

        return from_record(record)

    def position(self) -> str:
        """This position as one line of text (docs/position.md); see :meth:`from_position`."""
        from .position import to_position

        return to_position(self)

    @classmethod
    def from_position(cls, text: str, *, lang: str = "en") -> Game:
        """A game at a position written by :meth:`position`, checked whole
        (:class:`~solitaire_widget.errors.PositionError` names the pile and the card)."""
        from .position import from_position

        return from_position(text, lang=lang)

    @classmethod
    def from_deck(
        cls, variant: str, deck: Iterable[Card | str], *, seed: int | None = None, **options: Any
    ) -> Game:
        return cls(variant, seed=seed, deck=list(deck), **options)

    def hint(self, budget: float = 0.5) -> Move | None:
        """A good next move: from a winning line when the solver finds one, else a heuristic."""
        from .solver import hint

        h = hint(self, budget=budget)
        return None if h is None else h.move

    def __str__(self) -> str:
        from .render import text

        return text(self)

    def _repr_svg_(self) -> str:
        from .render import svg

        return svg(self, fluid=True)

    def __repr__(self) -> str:
        seed = f"seed={self.seed}" if self.seed is not None else "deck=..."
        return f"<Game {self.variant} {seed} moves={len(self._history)} {self.status_cheap()}>"

    def status_cheap(self) -> str:
        return "won" if self.is_won() else "in progress"


_FX_TURN, _FX_HOME = 0, 1
_FX_KIND = {"turn_up": _FX_TURN, "to_foundation": _FX_HOME}
_FX_NAME = ("turn_up", "to_foundation")


def _pack_fx(fx: list[tuple]) -> bytes:
    """Effects as 4 bytes each: kind, card code, pile, foundation (255: none)."""
    return bytes(b for kind, code, pi, fi in fx for b in (_FX_KIND[kind], code, pi, fi & 0xFF))


def _unpack_fx(packed: bytes) -> list[tuple]:
    """The effect tuples of :func:`_pack_fx`, in order."""
    return [
        (
            _FX_NAME[packed[j]],
            packed[j + 1],
            packed[j + 2],
            -1 if packed[j + 3] == 255 else packed[j + 3],
        )
        for j in range(0, len(packed), 4)
    ]


def describe_variant(name: str) -> str:
    """The display name of a variant id or alias."""
    return find_variant(name).name
