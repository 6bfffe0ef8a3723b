"""The three games as data: one declarative :class:`Rules` per variant and option set.

``docs/rules.md`` is the rule book; this module turns it into values the engine
interprets. Adding a variant means adding a :class:`Variant` to :data:`VARIANTS`:
its options (with defaults and accepted values) and a small function that turns
resolved options into a :class:`Rules`. The only behaviour data can't say is
Matrimony's redeal, which the engine runs as a named procedure (``redeal="matrimony"``).

>>> r = rules_for("solitario", tableau_direction="up")
>>> r.variant, r.tableau_build, r.draw_count
('klondike32', 'up', 1)
>>> rules_for("klondike", draw_count=2)
Traceback (most recent call last):
...
ValueError: option draw_count of klondike must be one of 1, 3, not 2
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from .cards import SUITS, code_of
from .errors import as_typed, clip, is_whole_number

__all__ = [
    "Foundation",
    "Option",
    "Rules",
    "Variant",
    "VARIANTS",
    "find_variant",
    "rules_for",
    "variants",
]


@dataclass(frozen=True)
class Foundation:
    """One foundation pile: which card starts it and which way it builds.

    ``base_suit`` None means "any suit" (the base card's suit is then followed).
    ``direction`` is +1 (up) or -1 (down) in rank numbers (A=1 … K=13); with
    ``wrap`` the ranks go round the corner (K→A up, A→K down).
    """

    id: str
    base_rank: int
    base_suit: str | None
    direction: int
    wrap: bool
    size: int
    preplaced: bool = False

    def next_rank(self, rank: int) -> int | None:
        """The rank that goes on ``rank`` here, or None past the end."""
        r = rank + self.direction
        if 1 <= r <= 13:
            return r
        return ((r - 1) % 13 + 1) if self.wrap else None

    @property
    def kind(self) -> tuple[int, str | None, int, bool, int]:
        """What the foundation takes, and in which order: two of one kind (Matrimony's
        classic f3 and f4) are interchangeable when they hold the same cards."""
        return (self.base_rank, self.base_suit, self.direction, self.wrap, self.size)

    @property
    def ranks(self) -> tuple[int, ...]:
        """The ranks this foundation holds, base first: Matrimony's f2 is J 10 … A K Q."""
        out = [self.base_rank]
        while len(out) < self.size:
            nxt = self.next_rank(out[-1])
            if nxt is None:
                break
            out.append(nxt)
        return tuple(out)

    @property
    def last_rank(self) -> int:
        """The rank that completes this foundation (K in Klondike, 7 in Solitario)."""
        return self.ranks[-1]


@dataclass(frozen=True)
class Rules:
    """Everything the engine needs to know about one game with its options resolved."""

    variant: str
    name: str
    options: Mapping[str, Any]
    layout: str  # "klondike" | "matrimony": how pictures and the widget arrange the piles
    deck: tuple[int, ...]  # the cards of the deck order (canonical order), as codes
    preplaced: tuple[tuple[str, int], ...]  # (foundation id, card code) set out before the deal
    foundations: tuple[Foundation, ...]
    tableau_count: int
    deal: str  # "klondike" (triangle of 7) | "matrimony" (16 face up)
    ace_replacement: bool  # klondike32 rule 3
    rank_order: tuple[int, ...]  # tableau building order, low -> high
    tableau_build: str | None  # "down" | "up" | None (no building on the tableau)
    tableau_colour: str  # "alternate" | "suit" | "any"
    tableau_excluded: frozenset[int]  # ranks that take no part in tableau play
    empty_fill: str | None  # "any" | "king" | None (gaps are filled by deals only)
    runs: bool  # may a face-up card move with the cards above it
    waste: bool  # is there a waste (else the stock deals to the tableau)
    draw_count: int
    max_redeals: int | None  # waste turn-overs allowed (None: unlimited)
    draw_requires_no_moves: bool
    foundation_to_tableau: bool
    auto_flip: bool
    auto_aces: bool
    auto_bases: bool
    redeal: str | None  # named redeal procedure: "matrimony" or None
    redeal_card_order: str = "bottom_first"
    # Matrimony: a redeal step only when no card move is legal (``draw_requires_no_moves``
    # restricts the stock deal only, docs/rules.md §2 rule 7)
    redeal_requires_no_moves: bool = False

    @property
    def card_count(self) -> int:
        """All cards of the game, including preplaced ones."""
        return len(self.deck) + len(self.preplaced)

    @property
    def stock_empty_phase_moves(self) -> bool:
        return self.redeal is not None


@dataclass(frozen=True)
class Option:
    """A public option of a variant: its default and what it accepts."""

    name: str
    default: Any
    choices: tuple[Any, ...] | None = None  # None: validated by ``check``
    check: Callable[[Any], bool] | None = None
    accepts: str = ""  # words for the error message when ``choices`` is None
    doc: str = ""

    def validate(self, variant: str, value: Any) -> Any:
        if self.choices is not None:
            # bool is an int: keep True from passing as 1 and vice versa
            for c in self.choices:
                if value == c and type(value) is type(c):
                    return value
            shown = ", ".join(repr(c) if isinstance(c, str) else str(c) for c in self.choices)
            raise ValueError(
                f"option {self.name} of {variant} must be one of {shown}, not {clip(value)}"
            )
        assert self.check is not None
        if not self.check(value):
            raise ValueError(
                f"option {self.name} of {variant} must be {self.accepts}, not {clip(value)}"
            )
        return value


@dataclass(frozen=True)
class Variant:
    """A registered game: id, display name, aliases, options and its rule builder."""

    id: str
    name: str
    aliases: tuple[str, ...]
    options: tuple[Option, ...]
    build: Callable[[dict[str, Any]], Rules] = field(repr=False)
    seed_doc: str = ""

    def resolve(self, options: Mapping[str, Any]) -> dict[str, Any]:
        known = {o.name: o for o in self.options}
        if not isinstance(options, Mapping):
            raise ValueError(f"options are a mapping of names to values, not {clip(options)}")
        unknown = [k for k in options if not isinstance(k, str) or k not in known]
        if unknown:
            raise ValueError(
                f"unknown option {clip(unknown[0])} for {self.id}; accepted options: "
                + ", ".join(known)
            )
        out = {}
        for o in self.options:
            out[o.name] = o.validate(self.id, options[o.name]) if o.name in options else o.default
        return out


#: The most waste turn-overs an option may allow. Far above any real rule (Klondike is
#: played with 0, 2 or unlimited), it keeps the stuck search's state space bounded: an
#: absurd limit such as ``10**100`` would make it explore for seconds and then give up.
MAX_REDEALS = 1000
#: The most turn-overs a game counts when its passes are unlimited: the counter's four
#: bytes in a replay checkpoint. A script playing 35,000 moves a second needs decades to
#: get there; the bound keeps a typed position at the cap from counting past it.
MAX_TURN_OVERS = 2**32 - 1


def _redeals_ok(v: Any) -> bool:
    return v is None or is_whole_number(v, 0, MAX_REDEALS)


def _bool(name: str, default: bool, doc: str) -> Option:
    return Option(name, default, (True, False), doc=doc)


_DRAW = Option("draw_count", 1, (1, 3), doc="cards drawn from the stock at a time")
_REDEALS = Option(
    "max_redeals",
    None,
    check=_redeals_ok,
    accepts=f"None (unlimited) or a whole number 0..{MAX_REDEALS}",
    doc=f"how often the waste may be turned over (None = unlimited, at most {MAX_REDEALS})",
)
_DRAW_NO_MOVES = _bool(
    "draw_requires_no_moves", False, "drawing and turning over only when no other move is legal"
)
_F2T = _bool("allow_foundation_to_tableau", True, "foundation top cards may come back")

_ACE, _KING = 1, 13


def _klondike_foundations(n: int, direction: int, wrap: bool, size: int) -> tuple[Foundation, ...]:
    return tuple(Foundation(f"f{i + 1}", _ACE, None, direction, wrap, size) for i in range(n))


def _build_klondike32(o: dict[str, Any]) -> Rules:
    deck = tuple(code_of(r, s) for s in range(4) for r in (1, 7, 8, 9, 10, 11, 12, 13))
    return Rules(
        variant="klondike32",
        name="Solitario (32 cards)",
        options=o,
        layout="klondike",
        deck=deck,
        preplaced=(),
        # rule 5: down in suit from the Ace: A K Q J 10 9 8 7 (A->K wraps)
        foundations=_klondike_foundations(4, -1, True, 8),
        tableau_count=7,
        deal="klondike",
        ace_replacement=True,
        rank_order=(7, 8, 9, 10, 11, 12, 13, 1),  # Ace high (rule 1)
        tableau_build=o["tableau_direction"],
        tableau_colour="alternate",
        tableau_excluded=frozenset({_ACE}),  # rule 6
        empty_fill=o["empty_pile"],
        runs=True,
        waste=True,
        draw_count=o["draw_count"],
        max_redeals=o["max_redeals"],
        draw_requires_no_moves=o["draw_requires_no_moves"],
        foundation_to_tableau=o["allow_foundation_to_tableau"],
        auto_flip=True,
        auto_aces=o["auto_move_aces"],
        auto_bases=False,
        redeal=None,
    )


def _build_klondike(o: dict[str, Any]) -> Rules:
    return Rules(
        variant="klondike",
        name="Klondike",
        options=o,
        layout="klondike",
        deck=tuple(range(52)),
        preplaced=(),
        foundations=_klondike_foundations(4, +1, False, 13),
        tableau_count=7,
        deal="klondike",
        ace_replacement=False,
        rank_order=tuple(range(1, 14)),
        tableau_build="down",
        tableau_colour="alternate",
        tableau_excluded=frozenset(),
        empty_fill=o["empty_pile"],
        runs=True,
        waste=True,
        draw_count=o["draw_count"],
        max_redeals=o["max_redeals"],
        draw_requires_no_moves=o["draw_requires_no_moves"],
        foundation_to_tableau=o["allow_foundation_to_tableau"],
        auto_flip=True,
        auto_aces=False,
        auto_bases=False,
        redeal=None,
    )


_S = {s: i for i, s in enumerate(SUITS)}
_QD, _JD = code_of(12, _S["D"]), code_of(11, _S["D"])

#: (base rank, suit, direction) of f1..f8 per Matrimony foundation scheme (docs/rules.md §2).
MATRIMONY_SCHEMES = {
    "classic": (
        (12, "D", +1),
        (11, "D", -1),
        (11, "H", -1),
        (11, "H", -1),
        (10, "S", -1),
        (10, "S", -1),
        (10, "C", -1),
        (10, "C", -1),
    ),
    "pysol": (
        (12, "D", +1),
        (11, "D", -1),
        (11, "H", -1),
        (12, "H", +1),
        (11, "S", -1),
        (12, "S", +1),
        (11, "C", -1),
        (12, "C", +1),
    ),
}


def _build_matrimony(o: dict[str, Any]) -> Rules:
    scheme = MATRIMONY_SCHEMES[o["foundation_scheme"]]
    foundations = tuple(
        Foundation(f"f{i + 1}", rank, suit, d, True, 13, preplaced=i < 2)
        for i, (rank, suit, d) in enumerate(scheme)
    )
    two_decks = [c for _ in range(2) for c in range(52)]
    two_decks.remove(_QD)  # rule 1: one Q♦ and one J♦ start f1 and f2
    two_decks.remove(_JD)
    return Rules(
        variant="matrimony",
        name="Matrimony",
        options=o,
        layout="matrimony",
        deck=tuple(two_decks),
        preplaced=(("f1", _QD), ("f2", _JD)),
        foundations=foundations,
        tableau_count=16,
        deal="matrimony",
        ace_replacement=False,
        rank_order=tuple(range(1, 14)),
        tableau_build=None,
        tableau_colour="any",
        tableau_excluded=frozenset(),
        empty_fill=None,
        runs=False,
        waste=False,
        draw_count=16,
        max_redeals=0,
        draw_requires_no_moves=o["deal_requires_no_moves"],
        foundation_to_tableau=False,
        auto_flip=False,
        auto_aces=False,
        auto_bases=o["auto_place_bases"],
        redeal="matrimony",
        redeal_card_order=o["redeal_card_order"],
        redeal_requires_no_moves=o["redeal_requires_no_moves"],
    )


VARIANTS: tuple[Variant, ...] = (
    Variant(
        "klondike32",
        "Solitario (32 cards)",
        ("solitario", "solitario-32"),
        (
            Option("tableau_direction", "down", ("down", "up"), doc="tableau builds down or up"),
            Option("empty_pile", "any", ("any", "king"), doc="what may fill an empty pile"),
            _DRAW,
            _REDEALS,
            _DRAW_NO_MOVES,
            _F2T,
            _bool("auto_move_aces", True, "Aces turned up go to a foundation by themselves"),
        ),
        _build_klondike32,
        seed_doc="seeds/000_8b32c36c14ddd7bc.txt",
    ),
    Variant(
        "matrimony",
        "Matrimony",
        ("huwelijk", "matrimonio", "matrimónio"),
        (
            Option("foundation_scheme", "classic", ("classic", "pysol"), doc="foundation bases"),
            Option(
                "redeal_card_order",
                "bottom_first",
                ("bottom_first", "top_first"),
                doc="which card of a picked-up pile is dealt first in the redeal",
            ),
            _bool("auto_place_bases", True, "bases go to their foundations by themselves"),
            _bool("deal_requires_no_moves", False, "dealing only when no other move is legal"),
            _bool(
                "redeal_requires_no_moves",
                False,
                "redeal steps only when no other move is legal",
            ),
        ),
        _build_matrimony,
        seed_doc="seeds/001_6cace1ead11b464c.txt",
    ),
    Variant(
        "klondike",
        "Klondike",
        ("patience",),
        (
            Option("draw_count", 3, (1, 3), doc="cards drawn from the stock at a time"),
            _REDEALS,
            _F2T,
            Option("empty_pile", "king", ("king", "any"), doc="what may fill an empty pile"),
            _DRAW_NO_MOVES,
        ),
        _build_klondike,
    ),
)

_BY_NAME = {name: v for v in VARIANTS for name in (v.id, *v.aliases)}


def variants() -> list[str]:
    """The ids of every game, e.g. ``["klondike32", "matrimony", "klondike"]``."""
    return [v.id for v in VARIANTS]


def find_variant(name: str) -> Variant:
    """Look a variant up by id or alias (case-insensitive, and however the keyboard
    spelled an accent: see :func:`~solitaire_widget.errors.as_typed`)."""
    if not isinstance(name, str):
        raise ValueError(f"a variant is named by text, not {type(name).__name__}")
    v = _BY_NAME.get(as_typed(name).strip().lower())
    if v is None:
        accepted = ", ".join(f"{v.id} ({', '.join(v.aliases)})" for v in VARIANTS)
        raise ValueError(f"unknown variant {clip(name)}; accepted: {accepted}")
    return v


def rules_for(variant: str, **options: Any) -> Rules:
    """The resolved :class:`Rules` of a variant with options (defaults filled in)."""
    v = find_variant(variant)
    return v.build(v.resolve(options))
