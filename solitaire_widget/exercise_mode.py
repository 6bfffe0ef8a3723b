"""An exercise on the card table (issue 12): the question band's state, judged answers.

The table widget (:mod:`solitaire_widget.widget`) shows an
:class:`~solitaire_widget.exercise.Exercise` by holding one :class:`ExerciseMode`.
Everything slow happens when it is made: the verdict of every legal move (the solver's
judgement, seconds) is computed up front, so that judging a move on the table is a
dictionary look-up (no kernel handler may block for more
than 50 ms). An illegal move's verdict is the engine's reason (microseconds); the
``"illegal"`` and ``"automatic"`` questions need no solver at all.

This module imports nothing from the widget stack: it is plain data in, plain data out.

>>> import solitaire_widget as sw
>>> ex = sw.Exercise(sw.Game("klondike", seed=3), question="illegal", moves=["w-s", "s-w"])
>>> mode = ExerciseMode(ex)
>>> [c["id"] for c in mode.band("en")["choices"]]
['w-s', 's-w']
>>> mode.answer_choice("w-s")["result"]
'right'
"""

from __future__ import annotations

from typing import Any

from .engine import Effect, Game
from .exercise import Exercise, Verdict
from .i18n import LANGUAGES, message
from .notation import Move

__all__ = ["ExerciseMode", "answer_key"]

#: how many false effects the ``"automatic"`` question offers beside the true ones
_DISTRACTORS = 3


def _verdict_dict(v: Verdict) -> dict[str, Any]:
    """A verdict as plain JSON data (its explanation in every language)."""
    answer = v.answer
    if isinstance(answer, Move):
        answer = str(answer)
    elif not isinstance(answer, str):
        answer = None  # the automatic question's effects: the choices say them
    return {"result": v.result, "key": v.key, "texts": dict(v.texts), "answer": answer}


def answer_key(exercise: Exercise) -> dict[str, dict[str, Any]]:
    """The verdict of every legal move of a move question (``keeps_winnable``,
    ``best_move``), by notation: computed once, with the exercise's solver budget.

    Reads the exercise's own precomputed key (:meth:`Exercise.answer_key`, the one a
    worksheet page judges by), so the widget and a worksheet judge alike; an exercise
    without one is asked :meth:`Exercise.check` for each move.
    """
    own = getattr(exercise, "answer_key", None)
    if callable(own):
        try:
            key = own()
        except Exception:  # a key in another shape: judge here
            key = None
        moves = key.get("answers") if isinstance(key, dict) else None
        if isinstance(moves, dict) and moves:
            out = {}
            for notation, v in moves.items():
                if isinstance(v, dict) and "result" in v and isinstance(v.get("texts"), dict):
                    out[str(notation)] = {
                        "result": v["result"],
                        "key": v.get("key", ""),
                        "texts": dict(v["texts"]),
                        "answer": str(notation),
                    }
            if out:
                return out
    return {str(m): _verdict_dict(exercise.check(m)) for m in exercise.game.legal_moves()}


def _safe_words(game: Game, move: Move, lang: str) -> str:
    """A move in words, naming a card only when it is face up (a hidden card never
    reaches the page)."""
    from .snapshot import move_text

    try:
        pile = game.piles[move.src]
        if move.src[0] in "tw" and len(pile.cards) - move.count < pile.face_down:
            return str(move)
        return move_text(game, move, lang)
    except Exception:  # an illegal choice with no card to name: the notation says it
        return str(move)


class ExerciseMode:
    """The state of an exercise on the table: asking, judged, or showing the answer.

    Parameters
    ----------
    exercise : Exercise
        The question and its position.
    key : dict, optional
        The verdicts of the legal moves by notation (:func:`answer_key`); computed here
        when not given (the solver's time for ``keeps_winnable`` and ``best_move``).
    """

    def __init__(self, exercise: Exercise, key: dict[str, dict[str, Any]] | None = None) -> None:
        if not isinstance(exercise, Exercise):
            raise ValueError(f"an exercise is an sw.Exercise, not {type(exercise).__name__}")
        self.exercise = exercise
        self.question = exercise.question
        self.key: dict[str, dict[str, Any]] = {}
        if self.question in ("keeps_winnable", "best_move"):
            self.key = dict(key) if key is not None else answer_key(exercise)
        self.effect_choices = self._effect_choices() if self.question == "automatic" else []
        self.state = "asking"  # "asking" | "judged" | "showing"
        self.verdict: dict[str, Any] | None = None
        self.picked: list[str] = []  # the choices the student gave

    # ------------------------------------------------------------------ set-up
    def start(self) -> Game:
        """A fresh copy of the exercise's position to play on."""
        g = self.exercise.game.copy()
        g.comments = {}
        return g

    def _effect_choices(self) -> list[dict[str, Any]]:
        """The ``"automatic"`` question's choices: each (kind, pile) of a true effect,
        and up to :data:`_DISTRACTORS` plausible false ones, in pile order. A choice names
        a pile, never a hidden card."""
        ex = self.exercise
        g = ex.game
        true = {(e.kind, e.pile) for e in ex.effects}
        cands: list[tuple[str, str]] = []
        src = ex.move.src if ex.move is not None else ""
        piles = [p for p in g.pile_ids if p[0] == "t"]
        # the move's own source first: "does the card under it turn up / go home?"
        for p in [src, *piles]:
            if p and p[0] == "t" and g.piles[p].face_down and ("turn_up", p) not in cands:
                cands.append(("turn_up", p))
        for p in [src, "waste", *piles]:
            if p in g.pile_ids and g.piles[p].cards and ("to_foundation", p) not in cands:
                cands.append(("to_foundation", p))
        false = [c for c in cands if c not in true][:_DISTRACTORS]
        order = {p: i for i, p in enumerate(g.pile_ids)}
        picked = sorted(true | set(false), key=lambda c: (order.get(c[1], 99), c[0]))
        return [{"id": f"{kind}@{pile}", "kind": kind, "pile": pile} for kind, pile in picked]

    # ------------------------------------------------------------------ judging
    def judge_move(self, game: Game, move: Move) -> dict[str, Any]:
        """The verdict of a move played (or tried) on the table: from the key for a legal
        move, from the engine's reason for an illegal one. Never runs the solver."""
        notation = str(move)
        if game.is_legal(move):
            v = self.key.get(notation)
            if v is None:  # a legal move the key lacks (can't happen for a fresh position)
                texts = {
                    lang: message("exwidget.no_verdict", lang, move=notation) for lang in LANGUAGES
                }
                v = {"result": "unknown", "key": "exwidget.no_verdict", "texts": texts}
            v = {**v, "answer": notation}
        else:
            v = _verdict_dict(self.exercise.check(move))  # illegal: the engine's reason only
        return self._judged(v, [notation])

    def answer_choice(self, choice: str) -> dict[str, Any]:
        """The ``"illegal"`` question: the student picked the move ``choice``."""
        move = Move.parse(choice)
        return self._judged(_verdict_dict(self.exercise.check(move)), [str(move)])

    def answer_effects(self, picked: list[str]) -> dict[str, Any]:
        """The ``"automatic"`` question: the student ticked the choices ``picked`` (ids)."""
        ids = {c["id"]: c for c in self.effect_choices}
        answer: list[Effect] = []
        for cid in picked:
            if cid == "none":  # "nothing happens": the empty answer (with others: theirs)
                continue
            c = ids[cid]
            true = [e for e in self.exercise.effects if (e.kind, e.pile) == (c["kind"], c["pile"])]
            if true:
                answer.extend(true)
            else:  # a false effect: a stand-in the check can't mistake for a true one
                answer.append(Effect(c["kind"], _no_card(self.exercise), c["pile"]))
        return self._judged(_verdict_dict(self.exercise.check(answer)), list(picked))

    def right_answer(self) -> dict[str, Any]:
        """The "Show me" answer: the right answer's verdict, shown as such (not scored)."""
        ex = self.exercise
        if self.question == "illegal":
            bad = next(m for m in ex.choices if not ex.game.is_legal(m))
            v, picked = _verdict_dict(ex.check(bad)), [str(bad)]
        elif self.question == "automatic":
            v = _verdict_dict(ex.check(list(ex.effects)))
            true = {(e.kind, e.pile) for e in ex.effects}
            picked = [c["id"] for c in self.effect_choices if (c["kind"], c["pile"]) in true]
        else:
            line = [str(m) for m in ex.line]
            first = line[0] if line else None
            v = dict(self.key.get(first, {})) if first else {}
            if not v:
                texts = {lang: message("exwidget.no_line", lang) for lang in LANGUAGES}
                v = {"result": "unknown", "key": "exwidget.no_line", "texts": texts}
            picked = [first] if first else []
        self.state, self.verdict, self.picked = "showing", {**v, "shown": True}, picked
        return self.verdict

    def _judged(self, v: dict[str, Any], picked: list[str]) -> dict[str, Any]:
        self.state, self.verdict, self.picked = "judged", {**v, "shown": False}, picked
        return self.verdict

    def reset(self) -> None:
        """Back to the question ("Try again")."""
        self.state, self.verdict, self.picked = "asking", None, []

    # ------------------------------------------------------------------ the page's data
    def band(self, lang: str, game: Game | None = None) -> dict[str, Any]:
        """The question band for the page (the ``_exercise`` trait) in ``lang``."""
        ex = self.exercise
        g = ex.game
        choices: list[dict[str, Any]] = []
        if self.question == "illegal":
            choices = [
                {"id": str(m), "text": f"{m} \u2014 {_safe_words(g, m, lang)}"} for m in ex.choices
            ]
        elif self.question == "automatic":
            for c in self.effect_choices:
                text = message(f"exwidget.effect.{c['kind']}", lang, pile=c["pile"])
                choices.append({"id": c["id"], "text": text})
            choices.append({"id": "none", "text": message("exwidget.effect.none", lang)})
        v = self.verdict
        verdict = None
        if v is not None:
            verdict = {
                "result": v["result"],
                "text": v["texts"].get(lang) or v["texts"]["en"],
                "shown": bool(v.get("shown")),
                "answer": v.get("answer"),
            }
        labels = {
            k: message(f"exwidget.{k}", lang)
            for k in ("title", "try_again", "show_me", "check", "right", "wrong", "unknown")
        }
        labels["answer"] = message("exwidget.answer", lang)
        labels["hint_" + self.question] = message(f"exwidget.how.{self.question}", lang)
        return {
            "question": self.question,
            "text": ex.question_text(lang),
            "how": labels["hint_" + self.question],
            "move": None if ex.move is None else str(ex.move),
            "choices": choices,
            "multiple": self.question == "automatic",
            "state": self.state,
            "picked": list(self.picked),
            "verdict": verdict,
            "labels": labels,
        }


def _no_card(exercise: Exercise) -> Any:
    """A card that is no true effect's card (the false choice's stand-in)."""
    used = {e.card for e in exercise.effects}
    for pile in exercise.game.pile_ids:
        for card in exercise.game.piles[pile].cards:
            if card not in used:
                return card
    raise ValueError("no card to stand in for a false effect")  # pragma: no cover
