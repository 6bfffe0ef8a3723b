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
problem is a :class:`~solitaire_widget.errors.PositionError` naming the pile and card, in
the language asked for (catalogue keys ``position.*``; English names a pile by its id in
the text, ``t3``, the other languages by its name, "il mazzetto 3").
"""

from __future__ import annotations

from collections import Counter
from typing import TYPE_CHECKING, Any, NamedTuple

from .cards import RANK_LETTER, SUITS, Card
from .errors import PositionError, clip
from .i18n import check_lang, message, pile_name
from .rulesets import MAX_TURN_OVERS, find_variant, rules_for

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
#: of the position: a game at 5 turn-overs is not the same position as one at 6); the
#: engine counts no further, so every position it reaches reads back.
MAX_COUNTER = MAX_TURN_OVERS

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
def _say(lang: str, key: str, **params: Any) -> str:
    """The text of catalogue key ``position.<key>`` in ``lang``."""
    return message(f"position.{key}", lang, **params)


def _fail(lang: str, key: str, **params: Any) -> PositionError:
    return PositionError(_say(lang, "prefix", problem=_say(lang, key, **params)))


def _pid(pid: str, lang: str) -> str:
    """A pile as a message names it: English keeps the text's id (``t3``, as the docs
    write it and as the messages always read), other languages say its name."""
    return pid if lang == "en" else pile_name(pid, lang)


def _parse_options(variant: str, text: str, lang: str) -> dict[str, Any]:
    v = find_variant(variant)
    if text == "-":
        return {}
    known = {o.name: o for o in v.options}
    out: dict[str, Any] = {}
    for item in text.split(","):
        name, eq, value = item.partition("=")
        if not eq:
            raise _fail(lang, "option_form", item=clip(item))
        option = known.get(name)
        if option is None:
            raise _fail(
                lang, "option_unknown", name=clip(name), variant=v.id, accepted=", ".join(known)
            )
        if name in out:
            raise _fail(lang, "option_twice", name=name)
        if option.choices is not None:
            by_text = {_value_text(c): c for c in option.choices}
            if value not in by_text:
                raise _fail(
                    lang,
                    "option_choice",
                    name=name,
                    variant=v.id,
                    choices=", ".join(by_text),
                    value=clip(value),
                )
            out[name] = by_text[value]
        elif value == "none":
            out[name] = None
        elif value and len(value) <= 4 and all(ch in _DIGITS for ch in value):
            out[name] = int(value)
        else:
            raise _fail(
                lang,
                "option_value",
                name=name,
                variant=v.id,
                accepts=option.accepts,
                value=clip(value),
            )
    return out


def _parse_pile(pid: str, text: str, lang: str) -> tuple[list[int], list[bool]]:
    """Card codes bottom -> top and which are face up; errors name the pile and card."""
    if text == "-":
        return [], []
    if len(text) % 2:
        raise _fail(lang, "pile_odd", pid=_pid(pid, lang), text=clip(text))
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
            raise _fail(lang, "not_card", pid=_pid(pid, lang), n=k // 2 + 1, token=clip(token))
        codes.append(code)
        up.append(False)
    return codes, up


def _card_at(pid: str, k: int, code: int, lang: str) -> str:
    return _say(lang, "card_at", pid=_pid(pid, lang), n=k + 1, card=Card.from_code(code))


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

    check_lang(lang)
    if not isinstance(text, str):
        raise PositionError(_say(lang, "not_text", type=type(text).__name__))
    if len(text) > MAX_POSITION_TEXT:
        raise _fail(lang, "too_long", n=len(text), limit=MAX_POSITION_TEXT)
    fields = text.strip().split(" ")
    if len(fields) != 4:
        raise _fail(lang, "fields", n=len(fields), text=clip(text))
    name, options_text, piles_text, counter_text = fields
    try:
        variant = find_variant(name)
        options = _parse_options(variant.id, options_text, lang)
        rules = rules_for(variant.id, **options)
    except PositionError:
        raise
    except ValueError as exc:  # the rule book's own words (an unknown variant...)
        raise PositionError(_say(lang, "prefix", problem=str(exc))) from None

    # a game with the canonical deck gives the pile layout; its position is replaced later
    g = Game(rules.variant, deck=[Card.from_code(c) for c in rules.deck], lang=lang, **options)
    ids = g._ids
    parts = piles_text.split("/")
    if len(parts) != len(ids):
        raise _fail(
            lang,
            "pile_count",
            n=len(parts),
            variant=rules.variant,
            count=len(ids),
            ids=", ".join(ids),
        )
    cards: list[list[int]] = []
    ups: list[list[bool]] = []
    for pid, part in zip(ids, parts, strict=True):
        codes, up = _parse_pile(pid, part, lang)
        cards.append(codes)
        ups.append(up)
    if (
        not counter_text
        or len(counter_text) > len(str(MAX_COUNTER)) + 1  # one digit past: "out of range"
        or not all(ch in _DIGITS for ch in counter_text)
    ):
        raise _fail(lang, "counter_number", value=clip(counter_text))
    return Draft(g, cards, ups, int(counter_text))


def from_position(text: str, *, lang: str = "en") -> Game:
    """Read a position written by :func:`to_position` into a new game, checking it whole.

    Parameters
    ----------
    text : str
        One line: variant, options, piles, counter (docs/position.md).
    lang : str
        The language of the game's messages and of the error's text.

    Returns
    -------
    Game
        A game at that position with no history; ``game.start_position`` is the text
        it was read from (in its written form) and ``game.seed`` is None.

    Raises
    ------
    PositionError
        What is wrong, naming the pile and the card (in ``lang``); no game is made.
    """
    g, piles, ups, counter = read_draft(text, lang=lang)
    rules, ids = g.rules, g._ids

    def at(pid: str, k: int, code: int) -> str:
        return _card_at(pid, k, code, lang)

    down = [0] * len(ids)
    for i, (pid, codes, up) in enumerate(zip(ids, piles, ups, strict=True)):
        if i == g._S:
            k = next((k for k, u in enumerate(up) if u), None)
            if k is not None:
                raise _fail(lang, "stock_up", at=at(pid, k, codes[k]))
        elif g._is_t[i]:
            d = 0
            while d < len(up) and not up[d]:
                d += 1
            k = next((k for k in range(d, len(up)) if not up[k]), None)
            if k is not None:
                raise _fail(lang, "down_above_up", at=at(pid, k, codes[k]))
            if d and not rules.auto_flip:
                raise _fail(lang, "no_face_down", at=at(pid, 0, codes[0]), game=rules.variant)
            if codes and d == len(codes):
                raise _fail(lang, "top_turns_up", at=at(pid, d - 1, codes[d - 1]))
            down[i] = d
        else:
            k = next((k for k, u in enumerate(up) if not u), None)
            if k is not None:
                raise _fail(lang, "foundation_down", at=at(pid, k, codes[k]), pid=_pid(pid, lang))

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
                    raise _fail(
                        lang,
                        "too_many" if times else "too_many_none",
                        at=at(ids[i], k, c),
                        game=rules.variant,
                        times=times,
                    )
        missing = next(c for c in want if got.get(c, 0) < want[c])
        raise _fail(lang, "missing", card=Card.from_code(missing), game=rules.variant)

    # each foundation in order from its base
    for k, fi in enumerate(g._F):
        p, pid = piles[fi], ids[fi]
        if not p:
            continue
        if p[0] not in g._fbase[k]:
            bases = _say(lang, "or").join(str(Card.from_code(b)) for b in sorted(g._fbase[k]))
            raise _fail(
                lang, "foundation_start", at=at(pid, 0, p[0]), pid=_pid(pid, lang), bases=bases
            )
        if len(p) > g._fsize[k]:
            raise _fail(lang, "foundation_size", pid=_pid(pid, lang), n=len(p), limit=g._fsize[k])
        for j in range(1, len(p)):
            if p[j] != g._fnext[k][p[j - 1]]:
                raise _fail(
                    lang,
                    "foundation_follow",
                    at=at(pid, j, p[j]),
                    prev=Card.from_code(p[j - 1]),
                    pid=_pid(pid, lang),
                )

    # the counter's range
    if rules.waste:
        top = rules.max_redeals if rules.max_redeals is not None else MAX_COUNTER
        if counter > top:
            key = "counter_range" if rules.max_redeals is not None else "counter_cap"
            raise _fail(lang, key, counter=counter, top=top, limit=rules.max_redeals)
    else:
        steps = len(g._T)
        if counter > steps:
            raise _fail(lang, "counter_steps", counter=counter, top=steps)
        if counter and piles[g._S]:
            raise _fail(lang, "counter_stock", counter=counter)

    g._piles, g._down, g._counter = piles, down, counter
    g.seed = None
    g.deal_effects = ()
    # a position must be settled: nothing may be about to happen by itself
    fx: list[tuple] = []
    probe = g.copy()
    probe._settle(fx)
    if fx:
        e = probe._effect(fx[0])
        raise _fail(lang, "pending", pid=_pid(e.pile, lang), card=e.card, to=_pid(e.dst, lang))
    g.start_position = to_position(g)  # type: ignore[attr-defined]
    return g
