"""A one-line text position (like chess's FEN) for every variant and option set.

``g.position()`` writes it and ``Game.from_position(text)`` reads it back; the game read
plays on exactly like the original (same legal moves, same effects, same
:meth:`~solitaire_widget.Game.state_key`). The grammar is in ``docs/position.md``::

    position := variant " " options " " piles " " counter
    options  := "-" | name "=" value ("," name "=" value)*
    piles    := pile ("/" pile)*          stock, waste, f1.., t1.. (Game.pile_ids order)
    pile     := "-" | card card*          bottom -> top, no separator between cards
    card     := rank suit                 upper case: face up, lower case: face down
    counter  := digits                    waste turn-overs / Matrimony redeal steps

>>> from solitaire_widget import Game
>>> g = Game("klondike32", seed=7)
>>> text = g.position()
>>> text.split()[0], text.split()[-1]
('klondike32', '0')
>>> Game.from_position(text).state_key() == g.state_key()
True

Reading is linear in the text (no regular expression, a length cap checked first) and
checks the position whole before a game exists: every card exactly once for the
variant, face-down cards only where the rules put them, each foundation's cards in
order from its base, the counter in range, and no automatic effect pending. Every
problem is a :class:`~solitaire_widget.errors.PositionError` naming the pile and card.
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, NamedTuple

from .cards import RANK_LETTER, SUITS, Card
from .errors import PositionError, clip
from .rulesets import MAX_REDEALS, find_variant, rules_for

if TYPE_CHECKING:
    from .engine import Game

__all__ = [
    "MAX_POSITION_TEXT",
    "MAX_COUNTER",
    "Draft",
    "PositionError",
    "to_position",
    "from_position",
    "read_draft",
]

#: The longest position text read. A Matrimony position (104 cards, 25 piles, options)
#: is under 500 characters; the cap makes a hostile input cost one ``len``.
MAX_POSITION_TEXT = 2048
#: The largest waste turn-over counter read when passes are unlimited (the counter is part
#: of the position: a game at 5 turn-overs is not the same position as one at 6).
MAX_COUNTER = max(999_999, MAX_REDEALS)

_RANK_FROM_LETTER = {letter: rank for rank, letter in RANK_LETTER.items()}
_UP_CODE: dict[str, int] = {}  # "TS" -> code (face up)
_DOWN_CODE: dict[str, int] = {}  # "ts" -> code (face down)
for _letter, _rank in _RANK_FROM_LETTER.items():
    for _s, _suit in enumerate(SUITS):
        _UP_CODE[_letter + _suit] = _s * 13 + _rank - 1
        _DOWN_CODE[(_letter + _suit).lower()] = _s * 13 + _rank - 1
_TEXT_OF = {code: text for text, code in _UP_CODE.items()}
_DIGITS = frozenset("0123456789")


# ---------------------------------------------------------------------------- writing
def _value_text(value: Any) -> str:
    if value is None:
        return "none"
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def to_position(game: Game) -> str:
    """The position of a game as one line of text (see the module docstring).

    Every option is written, in the variant's order, so equal positions give equal text.
    """
    v = find_variant(game.variant)
    opts = game.rules.options
    options = ",".join(f"{o.name}={_value_text(opts[o.name])}" for o in v.options) or "-"
    piles = []
    for i, cards in enumerate(game._piles):
        if not cards:
            piles.append("-")
            continue
        down = len(cards) if i == game._S else game._down[i]
        texts = [_TEXT_OF[c] for c in cards]
        piles.append("".join(t.lower() for t in texts[:down]) + "".join(texts[down:]))
    return f"{game.variant} {options} {'/'.join(piles)} {game._counter}"


# ---------------------------------------------------------------------------- reading
def _fail(problem: str) -> PositionError:
    return PositionError(f"position: {problem}")


def _parse_options(variant: str, text: str) -> dict[str, Any]:
    v = find_variant(variant)
    if text == "-":
        return {}
    known = {o.name: o for o in v.options}
    out: dict[str, Any] = {}
    for item in text.split(","):
        name, eq, value = item.partition("=")
        if not eq:
            raise _fail(f"option {clip(item)} must be written name=value")
        option = known.get(name)
        if option is None:
            raise _fail(
                f"unknown option {clip(name)} for {v.id}; accepted options: " + ", ".join(known)
            )
        if name in out:
            raise _fail(f"option {name} is given twice")
        if option.choices is not None:
            by_text = {_value_text(c): c for c in option.choices}
            if value not in by_text:
                raise _fail(
                    f"option {name} of {v.id} must be one of {', '.join(by_text)}, "
                    f"not {clip(value)}"
                )
            out[name] = by_text[value]
        elif value == "none":
            out[name] = None
        elif value and len(value) <= 4 and all(ch in _DIGITS for ch in value):
            out[name] = int(value)
        else:
            raise _fail(f"option {name} of {v.id} must be {option.accepts}, not {clip(value)}")
    return out


def _parse_pile(pid: str, text: str) -> tuple[list[int], list[bool]]:
    """Card codes bottom -> top and which are face up; errors name the pile and card."""
    if text == "-":
        return [], []
    if len(text) % 2:
        raise _fail(f"{pid}: {clip(text)} is not a list of two-character cards (AS, TD, qh)")
    codes: list[int] = []
    up: list[bool] = []
    for k in range(0, len(text), 2):
        token = text[k : k + 2]
        code = _UP_CODE.get(token)
        if code is not None:
            codes.append(code)
            up.append(True)
            continue
        code = _DOWN_CODE.get(token)
        if code is None:
            raise _fail(
                f"{pid}, card {k // 2 + 1}: {clip(token)} is not a card: write a rank "
                "(A 2-9 T J Q K) and a suit (S H D C), upper case face up, lower case face down"
            )
        codes.append(code)
        up.append(False)
    return codes, up


def _card_at(pid: str, k: int, code: int) -> str:
    return f"{pid}, card {k + 1} ({Card.from_code(code)})"


class Draft(NamedTuple):
    """A position text read for its form only (:func:`read_draft`): what it says is on
    the table, not yet checked against the rules of its game.

    Attributes
    ----------
    game : Game
        A game of the text's variant and options at its canonical deal: the pile ids,
        the rules and the pile layout (its own position is not the text's).
    cards : list of list of int
        Each pile's card codes bottom -> top, in ``game.pile_ids`` order.
    up : list of list of bool
        For each card whether the text writes it face up (upper case).
    counter : int
        The counter as written (at most 7 digits), not yet checked against its range.
    """

    game: Game
    cards: list[list[int]]
    up: list[list[bool]]
    counter: int


def read_draft(text: str, *, lang: str = "en") -> Draft:
    """Read a position text's form only: four fields, a known variant and options, the
    right number of piles, every card a card, the counter a number.

    The first half of :func:`from_position`; what it leaves to the second half (each
    card once, the sides of the cards, the foundations' order, the counter's range,
    nothing pending) is what the position editor lets a teacher fix on the table.

    Raises
    ------
    PositionError
        The text can't be read, naming the field, the pile and the card.
    """
    from .engine import Game

    if not isinstance(text, str):
        raise PositionError(f"a position is text, not {type(text).__name__}")
    if len(text) > MAX_POSITION_TEXT:
        raise _fail(f"{len(text)} characters is too long (at most {MAX_POSITION_TEXT})")
    fields = text.strip().split(" ")
    if len(fields) != 4:
        raise _fail(
            f"expected 4 fields separated by single spaces (variant, options, piles, counter), "
            f"found {len(fields)} in {clip(text)}"
        )
    name, options_text, piles_text, counter_text = fields
    try:
        variant = find_variant(name)
        options = _parse_options(variant.id, options_text)
        rules = rules_for(variant.id, **options)
    except PositionError:
        raise
    except ValueError as exc:
        raise _fail(str(exc)) from None

    # a game with the canonical deck gives the pile layout; its position is replaced later
    g = Game(rules.variant, deck=[Card.from_code(c) for c in rules.deck], lang=lang, **options)
    ids = g._ids
    parts = piles_text.split("/")
    if len(parts) != len(ids):
        raise _fail(
            f"{len(parts)} piles given; {rules.variant} has {len(ids)}: {', '.join(ids)} "
            "(separated by /, an empty pile is -)"
        )
    cards: list[list[int]] = []
    ups: list[list[bool]] = []
    for pid, part in zip(ids, parts, strict=True):
        codes, up = _parse_pile(pid, part)
        cards.append(codes)
        ups.append(up)
    if not counter_text or len(counter_text) > 7 or not all(ch in _DIGITS for ch in counter_text):
        raise _fail(f"the counter must be a whole number, not {clip(counter_text)}")
    return Draft(g, cards, ups, int(counter_text))


def from_position(text: str, *, lang: str = "en") -> Game:
    """Read a position written by :func:`to_position` into a new game, checking it whole.

    Parameters
    ----------
    text : str
        One line: variant, options, piles, counter (docs/position.md).
    lang : str
        The language of the game's messages.

    Returns
    -------
    Game
        A game at that position with no history; ``game.start_position`` is the text
        it was read from (in its written form) and ``game.seed`` is None.

    Raises
    ------
    PositionError
        What is wrong, naming the pile and the card; no game is made.
    """
    g, piles, ups, counter = read_draft(text, lang=lang)
    rules, ids = g.rules, g._ids
    down = [0] * len(ids)
    for i, (pid, codes, up) in enumerate(zip(ids, piles, ups, strict=True)):
        if i == g._S:
            k = next((k for k, u in enumerate(up) if u), None)
            if k is not None:
                raise _fail(f"{_card_at(pid, k, codes[k])} is face up; the stock is face down")
        elif g._is_t[i]:
            d = 0
            while d < len(up) and not up[d]:
                d += 1
            k = next((k for k in range(d, len(up)) if not up[k]), None)
            if k is not None:
                raise _fail(f"{_card_at(pid, k, codes[k])} is face down above a face-up card")
            if d and not rules.auto_flip:
                raise _fail(f"{_card_at(pid, 0, codes[0])} is face down; {rules.name} has none")
            if codes and d == len(codes):
                raise _fail(
                    f"{_card_at(pid, d - 1, codes[d - 1])}: the top card of a pile is turned "
                    "face up by itself"
                )
            down[i] = d
        else:
            k = next((k for k, u in enumerate(up) if not u), None)
            if k is not None:
                raise _fail(f"{_card_at(pid, k, codes[k])} is face down; {pid} is face up")

    # every card exactly once (Matrimony: twice, with its two preplaced cards)
    want = Counter(rules.deck) + Counter(c for _, c in rules.preplaced)
    got = Counter(c for p in piles for c in p)
    if got != want:
        seen: Counter[int] = Counter()
        for i, p in enumerate(piles):
            for k, c in enumerate(p):
                seen[c] += 1
                if seen[c] > want.get(c, 0):  # the first copy beyond the game's count
                    times = want.get(c, 0)
                    has = f"{times} of it" if times else "none"
                    raise _fail(
                        f"{_card_at(ids[i], k, c)} is one too many ({rules.name} has {has})"
                    )
        missing = next(c for c in want if got.get(c, 0) < want[c])
        raise _fail(f"{Card.from_code(missing)} is missing (every card of {rules.name} is placed)")

    # each foundation in order from its base
    for k, fi in enumerate(g._F):
        p, pid = piles[fi], ids[fi]
        if not p:
            continue
        if p[0] not in g._fbase[k]:
            bases = " or ".join(str(Card.from_code(b)) for b in sorted(g._fbase[k]))
            raise _fail(f"{_card_at(pid, 0, p[0])} can't start {pid}: it starts with {bases}")
        if len(p) > g._fsize[k]:
            raise _fail(f"{pid} holds {len(p)} cards, at most {g._fsize[k]}")
        for j in range(1, len(p)):
            if p[j] != g._fnext[k][p[j - 1]]:
                raise _fail(
                    f"{_card_at(pid, j, p[j])} can't follow {Card.from_code(p[j - 1])} on {pid}"
                )

    # the counter's range
    if rules.waste:
        top = rules.max_redeals if rules.max_redeals is not None else MAX_COUNTER
        if counter > top:
            why = f"max_redeals={rules.max_redeals}" if rules.max_redeals is not None else "cap"
            raise _fail(f"the counter {counter} is out of range 0..{top} ({why})")
    else:
        steps = len(g._T)
        if counter > steps:
            raise _fail(f"the counter {counter} is out of range 0..{steps} (redeal steps)")
        if counter and piles[g._S]:
            raise _fail(f"the counter is {counter} but the stock is not empty: redeals come last")

    g._piles, g._down, g._counter = piles, down, counter
    g.seed = None
    g.deal_effects = ()
    # a position must be settled: nothing may be about to happen by itself
    fx: list[tuple] = []
    probe = g.copy()
    probe._settle(fx)
    if fx:
        e = probe._effect(fx[0])
        raise _fail(
            f"{e.pile}'s top card {e.card} would go to {e.dst} by itself: "
            "write the position after the automatic moves"
        )
    g.start_position = to_position(g)  # type: ignore[attr-defined]
    return g
