"""Exercises on a position: a question the engine and the solver can judge (issue 12).

>>> import solitaire_widget as sw
>>> ex = sw.Exercise(sw.Game("klondike", seed=3), question="illegal", moves=["w-s", "s-w"])
>>> v = ex.check("w-s")
>>> v.result
'right'
>>> print(v.explain("en"))  # doctest: +NORMALIZE_WHITESPACE
Right: the move “turn the waste over” is illegal.
The waste turns over only when the stock is empty.
>>> ex.check("s-w").right
False

Four questions:

``"keeps_winnable"``
    Find a move after which the game can still be won. Each answer is judged by
    :func:`~solitaire_widget.solver.solve` with the exercise's budget: right when the
    solver finds a win after it, wrong when it proves every continuation loses (a move
    proven losing is never judged right), unknown when the budget runs out first.
``"best_move"``
    Find the next move of a winning line. The solver's line is found when the exercise
    is made; its next move (or one leading to the same position up to the order of
    interchangeable piles) is right, another move that provably wins is right too
    (the explanation names the solver's move), a losing one wrong.
``"illegal"``
    Which of these moves is illegal, and why? ``moves`` are the choices (picked from
    the position when not given: some legal moves and one illegal one); the
    explanation is the engine's reason, naming the rule.
``"automatic"``
    What happens by itself after ``move``? The answer is the list of automatic
    effects (cards turned up, cards sent to a foundation); the explanation narrates them.

Every verdict carries its explanation in English, Italian, Dutch and Portuguese.
"""

from __future__ import annotations

import copy
import itertools
import math
import random
from collections import Counter
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .cards import Card
from .engine import Effect, Game
from .errors import clip
from .i18n import LANGUAGES, check_lang, message
from .notation import Move

__all__ = ["Exercise", "Verdict", "QUESTIONS"]

QUESTIONS = ("keeps_winnable", "best_move", "illegal", "automatic")
#: the most choices an "illegal" question offers
MAX_CHOICES = 64
#: the version of :meth:`Exercise.answer_key`'s layout
KEY_VERSION = 1
#: reasons an illegal choice must not have: they are slips of notation, not rules
_DULL = frozenset({"illegal.same_pile", "illegal.no_pile", "illegal.empty_source"})


@dataclass(frozen=True)
class Verdict:
    """The judgement of one answer.

    Attributes
    ----------
    result : str
        ``"right"``, ``"wrong"`` or ``"unknown"`` (the solver's budget ran out).
    answer : Any
        The answer judged (a :class:`Move`, or the effects given for ``"automatic"``).
    key : str
        The catalogue key of the explanation (``"exercise.wrong.loses"``).
    texts : dict
        The explanation in every language, by language code.
    line : tuple of Move
        A winning line from the exercise's position when the solver has one ("show me").
    continuation : tuple of Move
        For a move judged right because it still wins: a winning line after it (the
        proof; empty when the move wins at once).
    lang : str
        The exercise's language (that of :attr:`explanation`).
    """

    result: str
    answer: Any
    key: str
    texts: dict[str, str] = field(repr=False)
    line: tuple[Move, ...] = ()
    lang: str = "en"
    continuation: tuple[Move, ...] = ()

    @property
    def right(self) -> bool:
        """Whether the answer was judged right."""
        return self.result == "right"

    @property
    def explanation(self) -> str:
        """The explanation in the exercise's language."""
        return self.texts[self.lang]

    def explain(self, lang: str | None = None) -> str:
        """The explanation in ``lang`` (en, it, nl, pt; the exercise's by default)."""
        return self.texts[check_lang(lang or self.lang)]

    def __str__(self) -> str:
        return self.explanation


def _move_words(game: Game, move: Move) -> dict[str, str]:
    """A move in words by language (the replay's narration of it, naming no face-down
    card); by its piles and count only (:func:`_move_by_piles`) when the narration would name
    a face-down card or can't be made (an illegal choice from an empty pile)."""
    from .replay import ReplayNode, _move_parts

    if move.src == "stock" and move.dst == "waste":
        # the replay names the cards drawn: here they are still face down (an illegal
        # draw too: it was narrated, naming them, on a worksheet's "illegal" question)
        n = min(game.rules.draw_count, len(game.piles["stock"].cards)) or game.rules.draw_count
        return _texts("exercise.words.draw1" if n == 1 else "exercise.words.draw", n=n)
    if names_a_hidden_card(game, move):
        return _move_by_piles(move)
    out = {}
    for lang in LANGUAGES:
        try:
            out[lang] = _move_parts(game, ReplayNode(move), lang)["action"]
        except (IndexError, KeyError, ValueError, AttributeError):
            out[lang] = _move_by_piles(move)[lang]
    return out


def _move_by_piles(move: Move) -> dict[str, str]:
    """A move in words by its piles and how many cards it takes, naming no card: what an
    illegal move would do ("3 cards from pile 3 to pile 5."; the notation alone, such as
    "w-s", said nothing to a student who does not read it)."""
    from .replay import _pl

    if move.dst == "stock" and move.src == "waste":
        return _texts("replay.turn")
    if move.dst == "tableau":  # Matrimony's redeal step: a pile dealt round, no one place
        return {
            lang: message("exercise.words.redeal", lang, name=_pl("name", move.src, lang))
            for lang in LANGUAGES
        }
    return {
        lang: message(
            "exercise.words.cards",
            lang,
            n=move.count,
            from_=_pl("from", move.src, lang),
            to=_pl("to", move.dst, lang),
        )
        for lang in LANGUAGES
    }


def choice_words(game: Game, move: Move, lang: str) -> str:
    """A move in a few words, as the exercise band's buttons and the "illegal" question
    name it: "6♦ from pile 6 to pile 5", "draw from the stock". By its piles and count,
    naming no card, when a card it would name is face down or it has no card ("a card
    from the waste to pile 3"): an illegal choice may take what is not there.

    >>> import solitaire_widget as sw
    >>> g = sw.Game("klondike", seed=3)
    >>> choice_words(g, Move.parse("w-s"), "it"), choice_words(g, Move.parse("w-t1"), "en")
    ('rigira gli scarti', 'a card from the waste to pile 1')
    """
    from .replay import _pl
    from .snapshot import move_text

    if move.src == "stock" or move.dst in ("stock", "tableau"):  # worded with no card
        return move_text(game, move, lang)
    if not names_a_hidden_card(game, move):
        pile = game.piles.get(move.src)
        # a pile with fewer cards than the move takes (a teacher's illegal choice, f2-t1x4
        # on a foundation of 2) has no card to name: a negative index would name another
        if pile is not None and 0 < move.count <= len(pile.cards):
            card = pile.cards[len(pile.cards) - move.count]
            # the hint's words without its colon ("6♦: dal mazzetto 6 …" in it/nl/pt):
            # quoted in a sentence, the colon read as the sentence's own
            if move.count == 1:
                return message("exercise.phrase.move", lang, card=card, src=move.src, dst=move.dst)
            # counted: "and the card above it" for two cards, "the 2 cards" for three
            above = move.count - 1
            return message(
                "exercise.phrase.run", lang, card=card, n=above, src=move.src, dst=move.dst
            )
    return message(
        "exercise.phrase.cards",
        lang,
        n=move.count,
        from_=_pl("from", move.src, lang),
        to=_pl("to", move.dst, lang),
    )


def quoted_move(game: Game, move: Move, lang: str) -> str:
    """A move in a question's or a verdict's sentence: its :func:`choice_words` in the
    language's quotation marks ("“draw from the stock”"), never its notation.

    >>> import solitaire_widget as sw
    >>> quoted_move(sw.Game("klondike", seed=3), Move.parse("t1-f1"), "it")
    '«A♥ dal mazzetto 1 alla casa 1»'
    """
    return _quoted_list([choice_words(game, move, lang)], lang)


def _quoted_moves(game: Game, move: Move) -> dict[str, str]:
    """:func:`quoted_move` in every language, for a verdict's ``{move}``."""
    return {lang: quoted_move(game, move, lang) for lang in LANGUAGES}


def _quoted_list(phrases: Sequence[str], lang: str) -> str:
    """Choices in words, each in the language's quotation marks: "“a”, “b” or “c”"."""
    quoted = [message("exercise.quoted", lang, text=p) for p in phrases]
    if len(quoted) == 1:
        return quoted[0]
    return message("exercise.list.or", lang, some=", ".join(quoted[:-1]), last=quoted[-1])


def question_words(
    game: Game,
    question: str,
    lang: str,
    move: Move | None = None,
    choices: Sequence[Move] = (),
) -> str:
    """A question in words: an "illegal" question's ``choices`` and an "automatic"
    question's ``move`` named as the band's buttons name them, quoted, never by notation.

    >>> import solitaire_widget as sw
    >>> question_words(sw.Game("klondike", seed=3), "automatic", "en", Move.parse("t1-f1"))
    'What happens by itself after the move “A♥ from pile 1 to foundation 1”?'
    """
    params: dict[str, Any] = {}
    if question == "illegal":  # in words, as the buttons name them
        params["choices"] = _quoted_list([choice_words(game, m, lang) for m in choices], lang)
    elif question == "automatic":  # in words too (its notation read "t6-t4")
        assert move is not None
        params["move"] = quoted_move(game, move, lang)
    return message(f"exercise.q.{question}", lang, **params)


def names_a_hidden_card(game: Game, move: Move) -> bool:
    """Whether words for ``move`` would name a face-down card: a run from a tableau pile
    (or the waste) reaching under its face-up cards. The stock's moves are worded without
    their cards (a draw, a deal), so they never do."""
    if move.dst == "tableau":  # a redeal step is worded by its pile and count (Matrimony)
        return False
    pile = game.piles.get(move.src)
    return (
        move.src[0] in "tw" and pile is not None and len(pile.cards) - move.count < pile.face_down
    )


def _pile_words(pid: str) -> dict[str, str]:
    """A pile with its preposition ("on pile 3") by language."""
    from .replay import _pl

    return {lang: _pl("on", pid, lang) for lang in LANGUAGES}


#: how many false effects the ``"automatic"`` question offers beside the true ones
DISTRACTORS = 3


def effect_choices(
    game: Game, move: Move | None, effects: Iterable[Effect], distractors: int = DISTRACTORS
) -> list[tuple[str, str]]:
    """The ``"automatic"`` question's choices, each ``(kind, pile)``: every true effect's
    and up to ``distractors`` plausible false ones, in pile order. A choice names a pile,
    never a card: the card a move turns up (or sends home from under it) is face down or
    unseen before the move, and naming it would show it, so the live question and the
    worksheet page offer the same choices, and two effects on one pile are one choice.

    >>> import solitaire_widget as sw
    >>> g = sw.Game("klondike32", seed=1)
    >>> move = sw.Move.parse("t6-t4")
    >>> effect_choices(g, move, g.copy().play(move))[:2]
    [('turn_up', 't2'), ('turn_up', 't3')]
    """
    true = {(e.kind, e.pile) for e in effects}
    cands: list[tuple[str, str]] = []
    src = move.src if move is not None else ""
    piles = [p for p in game.pile_ids if p[0] == "t"]
    # the move's own source first: "does the card under it turn up / go home?"
    for p in [src, *piles]:
        if p and p[0] == "t" and game.piles[p].face_down and ("turn_up", p) not in cands:
            cands.append(("turn_up", p))
    for p in [src, "waste", *piles]:
        if p in game.pile_ids and game.piles[p].cards and ("to_foundation", p) not in cands:
            cands.append(("to_foundation", p))
    false = [c for c in cands if c not in true][:distractors]
    order = {p: i for i, p in enumerate(game.pile_ids)}
    return sorted(true | set(false), key=lambda c: (order.get(c[1], 99), c[0]))


def effect_words(kind: str, pile: str) -> dict[str, str]:
    """A choice of :func:`effect_choices` in words, by language (naming the pile)."""
    from .replay import _pl

    if kind == "turn_up":
        return _texts("exercise.fx.turn_up", on=_pile_words(pile))
    return _texts(
        "exercise.fx.to_foundation_from", from_={g: _pl("from", pile, g) for g in LANGUAGES}
    )


def _texts(key: str, **params: Any) -> dict[str, str]:
    """A message in every language; a param given as a dict by language is picked per language.

    A count ``n`` of 1 takes the key's singular form ``<key>.one`` where the catalogue has
    one ("one more move", not "1 more moves"); the verdict keeps the plain key.
    """
    out = {}
    for lang in LANGUAGES:  # (message() takes the singular form itself)
        values = {k: (v[lang] if isinstance(v, dict) else v) for k, v in params.items()}
        out[lang] = message(key, lang, **values)
    return out


def key_can_be_wrong(key: Mapping[str, Any]) -> bool:
    """Whether an answer key (:meth:`Exercise.answer_key`) judges some answer wrong."""
    if key["question"] == "automatic":  # any other set of effects than the right one
        return True
    return any(a["result"] == "wrong" for a in key["answers"].values())


class Exercise:
    """A question about a position, with answers judged by the engine and the solver.

    Parameters
    ----------
    position_or_game : str or Game
        A position text (:meth:`Game.position`) or a game (its current position is used;
        the game is not changed).
    question : str
        ``"keeps_winnable"``, ``"best_move"``, ``"illegal"`` or ``"automatic"``.
    moves : sequence of Move or str, optional
        ``"illegal"``: the choices, at least one illegal and one legal. Picked from the
        position when left out.
    move : Move or str, optional
        ``"automatic"``: the (legal) move whose automatic effects are asked for.
    budget : float or dict
        The solver's budget for the position and for each answer (see
        :func:`~solitaire_widget.solver.solve`).
    lang : str
        The language of :attr:`Verdict.explanation` and :meth:`question_text`.

    Raises
    ------
    ValueError
        An unknown question, a finished game, a lost position (nothing keeps it
        winnable), no winning line found for ``"best_move"``, choices that are not
        moves or hold no illegal one, an illegal ``move`` for ``"automatic"``.
    """

    def __init__(
        self,
        position_or_game: str | Game,
        question: str = "keeps_winnable",
        *,
        moves: Sequence[Move | str] | None = None,
        move: Move | str | None = None,
        budget: Any = 5.0,
        lang: str = "en",
    ) -> None:
        from .solver import Budget

        if isinstance(position_or_game, Game):
            text = position_or_game.position()
        elif isinstance(position_or_game, str):
            text = position_or_game
        else:
            raise ValueError(
                f"an exercise is set on a position text or a Game, "
                f"not {type(position_or_game).__name__}"
            )
        if question not in QUESTIONS:
            raise ValueError(
                f"unknown question {clip(question)}; questions: {', '.join(QUESTIONS)}"
            )
        self.lang = check_lang(lang)
        self.game = Game.from_position(text, lang=self.lang)
        self.position = self.game.position()
        self.question = question
        self.budget = Budget.of(budget)
        self._judged: dict[tuple, Any] = {}  # state_key after a move -> SolveResult
        self._verdicts: dict[Any, Verdict] = {}  # answer -> its verdict: check and key agree
        self._key: dict[str, Any] | None = None
        self.solution = None
        self.choices: tuple[Move, ...] = ()
        self.move: Move | None = None
        self.effects: tuple[Effect, ...] = ()
        if self.game.is_won():
            raise ValueError("the game in this position is already won: there is nothing to ask")
        if question in ("keeps_winnable", "best_move"):
            self._set_solution()
        elif question == "illegal":
            self.choices = self._set_choices(moves)
        else:
            self._set_move(move)

    # ------------------------------------------------------------------ set-up
    def _set_solution(self) -> None:
        from .solver import solve

        if not self.game.legal_moves():
            raise ValueError("no move is legal in this position: there is nothing to find")
        self.solution = solve(self.game, self.budget)
        if self.solution.status == "lost":
            raise ValueError(
                "this position is lost: no move keeps it winnable (the solver searched "
                f"all {self.solution.states} positions)"
            )
        if self.question == "best_move" and not self.solution.won:
            raise ValueError(
                "the solver found no winning line within the budget "
                f"({self.solution.states} positions); give a larger budget"
            )

    def _read(self, move: Move | str) -> Move:
        return move if isinstance(move, Move) else Move.parse(move)

    def _set_choices(self, moves: Sequence[Move | str] | None) -> tuple[Move, ...]:
        g = self.game
        if moves is None:
            return self._pick_choices()
        if isinstance(moves, (str, Move)) or not isinstance(moves, Iterable):
            raise ValueError("moves are a list of choices, e.g. ['t1-t2', 's-w']")
        # read one past the bound, never the whole: an endless iterable must not hang
        out = tuple(self._read(m) for m in itertools.islice(moves, MAX_CHOICES + 1))
        if len(out) > MAX_CHOICES:
            raise ValueError(f"at most {MAX_CHOICES} choices: a question offers a few moves")
        if len(set(out)) != len(out):
            raise ValueError("the choices hold the same move twice")
        if all(g.is_legal(m) for m in out):
            raise ValueError("none of the choices is illegal: the question needs one")
        if not any(g.is_legal(m) for m in out):
            raise ValueError("every choice is illegal: give at least one legal move too")
        return out

    def _pick_choices(self) -> tuple[Move, ...]:
        """Up to three legal moves and one illegal one with a rule behind it, shuffled
        reproducibly (the same position always gives the same choices)."""
        g = self.game
        rng = random.Random(self.position)
        legal = g.legal_moves()
        if not legal:
            raise ValueError("no move is legal in this position: give the choices (moves=...)")
        picked = rng.sample(legal, min(3, len(legal)))
        illegal = []
        ids = g.pile_ids
        # a card from the waste or the tableau to a pile that takes cards: the rules
        # behind those refusals are worth asking about (not "only the stock fills the waste")
        for src in (p for p in ids if p == "waste" or p[0] == "t"):
            for dst in (p for p in ids if p[0] in "tf"):
                if src == dst:
                    continue
                m = Move(src, dst, 1)
                if g.is_legal(m):
                    continue
                _, si, di, n = g._resolve(m)
                why = g._reason(si, di, n)
                if why is not None and why[0] not in _DULL:
                    illegal.append(m)
        if not illegal:  # pragma: no cover - every position has a card that can't go somewhere
            raise ValueError("no illegal move found here: give the choices (moves=...)")
        out = [*picked, rng.choice(illegal)]
        rng.shuffle(out)
        return tuple(out)

    def _set_move(self, move: Move | str | None) -> None:
        if move is None:
            raise ValueError('the question "automatic" needs a move (move="t3-f1")')
        m = self._read(move)
        if not self.game.is_legal(m):
            raise ValueError(f"{m} is not legal here: {self.game.explain(m, 'en')}")
        self.move = m
        self.effects = self.game.copy().play(m)

    # ------------------------------------------------------------------ the question
    def question_text(self, lang: str | None = None) -> str:
        """The question in words."""
        lang = check_lang(lang or self.lang)
        return question_words(self.game, self.question, lang, self.move, self.choices)

    @property
    def line(self) -> tuple[Move, ...]:
        """The solver's winning line from the position ("show me"), if it found one."""
        return tuple(self.solution.moves) if self.solution is not None else ()

    @property
    def can_be_wrong(self) -> bool:
        """Whether some answer is judged wrong, by the answer key (:meth:`answer_key`).

        False when every choice is right (or can't be judged within the budget): a
        question that can't be answered wrong teaches nothing. An ``"illegal"`` question
        always offers an illegal and a legal move, an ``"automatic"`` one more effects
        than happen, so both can be answered wrong. For ``"keeps_winnable"`` and
        ``"best_move"`` this works out the key (one solver run per legal move).
        """
        return key_can_be_wrong(self.answer_key())

    # ------------------------------------------------------------------ judging
    def check(self, answer: Any) -> Verdict:
        """Judge an answer: a move (or its notation); for ``"automatic"`` the effects.

        For ``"automatic"`` the answer is a list of effects, each an :class:`Effect`, a
        ``(kind, card)`` pair or text such as ``"turn_up 5H"`` / ``"to_foundation AS"``
        (an empty list: nothing happens by itself). The order is not judged.

        Raises
        ------
        InvalidMoveError
            The answer is not a move's notation.
        ValueError
            An ``"illegal"`` answer that is not one of the choices; effects that can't
            be read.
        """
        if self.question == "automatic":
            return self._check_automatic(answer)
        move = self._read(answer)
        known = self._verdicts.get(move)
        if known is None:
            known = self._verdicts[move] = self._judge(move)
        return known

    def _judge(self, move: Move) -> Verdict:
        if self.question == "illegal":
            return self._check_illegal(move)
        g = self.game
        if not g.is_legal(move):
            reason = {lang: g.explain(move, lang) for lang in LANGUAGES}
            said = _quoted_moves(g, move)
            return self._verdict(
                "wrong", move, "exercise.wrong.illegal_move", move=said, reason=reason
            )
        return self._check_winning(move)

    def _verdict(
        self, result: str, answer: Any, key: str, proof: Sequence[Move] = (), **params: Any
    ) -> Verdict:
        texts = _texts(key, **params)
        return Verdict(result, answer, key, texts, self.line, self.lang, tuple(proof))

    def _check_winning(self, move: Move) -> Verdict:
        from .solver import solve

        after = self.game.copy()
        after.play(move)
        # the move in words (its notation read "Right: t6-t4 wins the game.")
        said = _quoted_moves(self.game, move)
        if after.is_won():
            return self._verdict("right", move, "exercise.right.wins", move=said)
        best = self.line[0] if self.line else None
        if best is not None and move == best:
            key = "exercise.right.best" if self.question == "best_move" else None
            key = key or "exercise.right.keeps_winnable"
            n = len(self.line) - 1
            return self._verdict("right", move, key, self.line[1:], move=said, n=n)
        k = after.state_key()  # exact: a line found for a mirror position names other piles
        result = self._judged.get(k)
        if result is None:
            result = self._judged[k] = solve(after, self.budget)
        if result.won:
            n = len(result.moves)
            if self.question == "keeps_winnable":
                key = "exercise.right.keeps_winnable"
                return self._verdict("right", move, key, result.moves, move=said, n=n)
            if best is not None and self._same_after(move, best):  # mirror piles: same move
                key = "exercise.right.best"
                return self._verdict("right", move, key, result.moves, move=said, n=n)
            key = "exercise.right.also_wins"
            return self._verdict(
                "right",
                move,
                key,
                result.moves,
                move=said,
                n=n,
                best=_quoted_moves(self.game, best),
            )
        if result.status == "lost":
            if not after.legal_moves() or after.is_stuck():
                return self._verdict("wrong", move, "exercise.wrong.stuck", move=said)
            return self._verdict(
                "wrong", move, "exercise.wrong.loses", move=said, states=result.states
            )
        return self._verdict("unknown", move, "exercise.unknown", move=said, states=result.states)

    def _same_after(self, a: Move, b: Move) -> bool:
        """Whether two moves lead to the same position (up to interchangeable piles)."""
        if a == b:
            return True
        ga, gb = self.game.copy(), self.game.copy()
        ga.play(a)
        gb.play(b)
        return ga._position_key(True) == gb._position_key(True)

    def _check_illegal(self, move: Move) -> Verdict:
        if move not in self.choices:
            raise ValueError(
                f"{move} is not one of the choices: {', '.join(str(m) for m in self.choices)}"
            )
        g = self.game
        reason = {lang: g.explain(move, lang) for lang in LANGUAGES}
        # the move in words, as the question named it (its notation read "w-s is illegal")
        said = _quoted_moves(g, move)
        if g.is_legal(move):
            return self._verdict("wrong", move, "exercise.wrong.legal", move=said, reason=reason)
        return self._verdict("right", move, "exercise.right.illegal", move=said, reason=reason)

    def _read_effects(self, answer: Any) -> Counter[tuple[str, int]]:
        if isinstance(answer, (str, Effect)) or not isinstance(answer, Iterable):
            answer = [] if answer in ("", "none", None) else [answer]
        out: Counter[tuple[str, int]] = Counter()
        for item in list(answer)[:256]:
            if isinstance(item, Effect):
                kind, card = item.kind, item.card
            else:
                if isinstance(item, str):
                    parts = item.split()
                elif isinstance(item, tuple):
                    parts = list(item)
                else:
                    parts = []
                if len(parts) != 2 or parts[0] not in ("turn_up", "to_foundation"):
                    raise ValueError(
                        f"an effect is written 'turn_up 5H' or 'to_foundation AS', not {clip(item)}"
                    )
                kind = parts[0]
                card = parts[1] if isinstance(parts[1], Card) else Card.parse(parts[1])
            out[(kind, card.code)] += 1
        return out

    def _check_automatic(self, answer: Any) -> Verdict:
        if not isinstance(answer, (str, Effect)) and isinstance(answer, Iterable):
            answer = tuple(list(answer)[:256])  # read once: a generator is consumed
        given = self._read_effects(answer)
        want = Counter((e.kind, e.card.code) for e in self.effects)
        from .replay import _effect_text

        g = self.game
        if self.effects:
            effects = {
                lang: " ".join(_effect_text(g, e, lang) for e in self.effects) for lang in LANGUAGES
            }
        else:
            effects = {lang: message("exercise.nothing", lang) for lang in LANGUAGES}
        result = "right" if given == want else "wrong"
        key = f"exercise.{result}.automatic"
        assert self.move is not None
        said = _quoted_moves(g, self.move)
        return self._verdict(result, answer, key, move=said, effects=effects)

    # ------------------------------------------------------------------ the answer key
    def answer_key(self) -> dict[str, Any]:
        """Every answer's verdict, worked out once, as a plain JSON-able dict.

        The key is what a page without a kernel (a worksheet, :mod:`.worksheet`) or a
        widget that must not run the solver in a handler judges by. It is built from
        :meth:`check` itself (verdicts are cached per move), so the two never disagree.
        It costs one solver run per legal move for ``"keeps_winnable"`` and
        ``"best_move"``, each within the exercise's budget; later calls are free.

        Returns
        -------
        dict
            ``version`` (1), ``question``, ``position``, ``variant``, ``lang``,
            ``question_texts`` (by language), ``budget`` (``seconds``/``states``, None
            for no limit), ``solver`` (``status`` and ``states`` of the position's own
            solve, or None), ``line`` (the solver's winning line, notation: "show me"),
            ``choices`` (the moves offered, notation: every legal move, or the
            ``"illegal"`` question's choices) and ``answers``: for each choice, by its
            notation, ``result`` (right/wrong/unknown), ``key`` (catalogue key),
            ``texts`` (the explanation by language), ``continuation`` (a winning line
            after the move when it is judged right by one) and ``words`` (the move
            described in words by language). For ``"automatic"``, ``choices`` and
            ``answers`` are empty and the key holds ``move``, ``effects`` (the right
            answer, e.g. ``["turn_up 5H"]``, empty when nothing happens), ``options``
            (effects to offer: the right ones and some that don't happen, in a fixed
            order) and the two verdicts ``right`` and ``wrong`` (each result, key,
            texts): an answer is right when it is exactly the set ``effects``.

        Examples
        --------
        >>> import solitaire_widget as sw
        >>> ex = sw.Exercise(sw.Game("klondike", seed=3), "illegal", moves=["w-s", "s-w"])
        >>> key = ex.answer_key()
        >>> key["choices"], key["answers"]["w-s"]["result"]
        (['w-s', 's-w'], 'right')
        >>> key["answers"]["s-w"]["texts"]["it"] == ex.check("s-w").explain("it")
        True
        """
        if self._key is None:
            self._key = self._build_key()
        return copy.deepcopy(self._key)

    def _build_key(self) -> dict[str, Any]:
        b = self.budget
        seconds = None if b.seconds is None or math.isinf(b.seconds) else b.seconds
        solver = None
        if self.solution is not None:
            solver = {"status": self.solution.status, "states": int(self.solution.states)}
        key: dict[str, Any] = {
            "version": KEY_VERSION,
            "question": self.question,
            "position": self.position,
            "variant": self.game.variant,
            "lang": self.lang,
            "question_texts": {lang: self.question_text(lang) for lang in LANGUAGES},
            "budget": {"seconds": seconds, "states": b.states},
            "solver": solver,
            "line": [str(m) for m in self.line],
            "choices": [],
            "answers": {},
        }
        if self.question == "automatic":
            assert self.move is not None
            key["move"] = str(self.move)
            key["words"] = _move_words(self.game, self.move)
            key["effects"] = [f"{e.kind} {e.card.code2}" for e in self.effects]
            key["options"] = self._effect_options()
            for result, answer in (("right", self.effects), ("wrong", None)):
                v = self._check_automatic(answer if result == "right" else self._a_wrong_answer())
                assert v.result == result
                key[result] = {"result": v.result, "key": v.key, "texts": dict(v.texts)}
            return key
        choices = self.choices if self.question == "illegal" else tuple(self.game.legal_moves())
        key["choices"] = [str(m) for m in choices]
        for m in choices:
            v = self.check(m)
            key["answers"][str(m)] = {
                "result": v.result,
                "key": v.key,
                "texts": dict(v.texts),
                "continuation": [str(x) for x in v.continuation],
                "words": _move_words(self.game, m),
            }
        return key

    def _a_wrong_answer(self) -> list[Effect]:
        """An answer that is not the right one (for the key's "wrong" verdict text)."""
        return [] if self.effects else [Effect("turn_up", Card.parse("AS"), "t1")]

    def _effect_options(self) -> list[dict[str, Any]]:
        """The effects to offer for ``"automatic"`` (:func:`effect_choices`), each as
        ``{"effect": "<kind>@<pile>", "words": {lang: text}}``: by pile, as the page shows
        them (an option used to name the card a move turns up, face down before it)."""
        assert self.move is not None
        return [
            {"effect": f"{kind}@{pile}", "words": effect_words(kind, pile)}
            for kind, pile in effect_choices(self.game, self.move, self.effects)
        ]

    def __repr__(self) -> str:
        return f"<Exercise {self.question} {self.game.variant}: {self.question_text()}>"
