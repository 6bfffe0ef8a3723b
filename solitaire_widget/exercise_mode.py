"""An exercise on the card table (issue 12): the question band's state, judged answers.

The table widget (:mod:`solitaire_widget.widget`) shows an
:class:`~solitaire_widget.exercise.Exercise` by holding one :class:`ExerciseMode`.
The verdict of every legal move (the solver's judgement: seconds per move on Klondike) is
worked out off the kernel's handlers (no handler may block for more than 50 ms): with
``lazy=True`` the mode starts with what the exercise already knows and
:meth:`ExerciseMode.work_out` sends one job per move to the live status's worker process
(:mod:`solitaire_widget.live_status`; on a kernel that can't start one, Pyodide, a job
of one short solve on the event loop). A move played before its verdict has come puts
the band in the ``"checking"`` state until it does; Try again in between drops the wait
(the verdict that comes later is only kept for the key, never shown for another answer).
An illegal move's verdict is the engine's reason (microseconds); the ``"illegal"`` and
``"automatic"`` questions need no solver at all.

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

import copy
import logging
from collections.abc import Callable
from concurrent.futures import Future
from typing import Any

from .engine import Effect, Game
from .exercise import Exercise, Verdict, choice_words, effect_choices, quoted_move
from .i18n import LANGUAGES, message
from .notation import Move

__all__ = ["ExerciseMode", "answer_key"]

log = logging.getLogger(__name__)


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


def _known_key(exercise: Exercise) -> dict[str, dict[str, Any]]:
    """The verdicts the exercise already holds (its answer key when worked out, or the
    moves already checked): free, no solver run."""
    if getattr(exercise, "_key", None) is not None:
        return answer_key(exercise)
    out = {}
    for m in exercise.game.legal_moves():
        v = exercise._verdicts.get(m)
        if v is not None:
            out[str(m)] = _verdict_dict(v)
    return out


def _verdict_job(exercise: Exercise, notation: str) -> Verdict:
    """In the worker process: the exercise's verdict on one move (its own budget)."""
    return exercise.check(notation)


def _verdict_steps(exercise: Exercise, notation: str, seconds: float) -> Any:
    """In the kernel (no worker process): the verdict on one move as one slice, the
    solver's budget cut to ``seconds`` (a move it can't settle so fast is "unknown")."""
    from .solver import Budget

    yield from ()
    ex = copy.copy(exercise)  # its own caches: a verdict of the cut budget stays here
    b = exercise.budget
    cut = seconds if b.seconds is None else min(b.seconds, seconds)
    ex.budget = Budget(seconds=cut, states=b.states)
    ex._verdicts, ex._judged = {}, {}
    return ex.check(notation)


def _no_verdict(game: Game, notation: str) -> dict[str, Any]:
    """The "unknown" verdict of a legal move of ``game`` the answers lack (its job failed):
    the move in words, as the question and the other verdicts name it."""
    move = Move.parse(notation)
    texts = {
        lang: message("exwidget.no_verdict", lang, move=quoted_move(game, move, lang))
        for lang in LANGUAGES
    }
    return {"result": "unknown", "key": "exwidget.no_verdict", "texts": texts, "answer": notation}


def _safe_words(game: Game, move: Move, lang: str) -> str:
    """A move in words, naming a card only when it is face up (a hidden card never
    reaches the page): :func:`exercise.choice_words`, as the question names it."""
    return choice_words(game, move, lang)


class ExerciseMode:
    """The state of an exercise on the table: asking, judged, or showing the answer.

    Parameters
    ----------
    exercise : Exercise
        The question and its position.
    key : dict, optional
        The verdicts of the legal moves by notation (:func:`answer_key`); computed here
        when not given and not ``lazy`` (the solver's time for ``keeps_winnable`` and
        ``best_move``).
    lazy : bool
        Start with the verdicts the exercise already holds; :meth:`work_out` gets the
        others in the background (the widget's way: it shows at once).
    """

    def __init__(
        self,
        exercise: Exercise,
        key: dict[str, dict[str, Any]] | None = None,
        *,
        lazy: bool = False,
    ) -> None:
        if not isinstance(exercise, Exercise):
            raise ValueError(f"an exercise is an sw.Exercise, not {type(exercise).__name__}")
        self.exercise = exercise
        self.question = exercise.question
        self.key: dict[str, dict[str, Any]] = {}
        #: moves (notation) whose verdict is still to come, and their jobs once sent
        self.pending: list[str] = []
        self._jobs: dict[str, Future] = {}
        self._on_done: Callable[[str, Future], None] | None = None
        self.waiting: str | None = None  # the move played whose verdict the band waits for
        if self.question in ("keeps_winnable", "best_move"):
            if key is not None:
                self.key = dict(key)
            elif lazy:
                self.key = _known_key(exercise)
                self.pending = [
                    str(m) for m in exercise.game.legal_moves() if str(m) not in self.key
                ]
            else:
                self.key = answer_key(exercise)
        self.effect_choices = self._effect_choices() if self.question == "automatic" else []
        self.state = "asking"  # "asking" | "checking" | "judged" | "showing"
        self.verdict: dict[str, Any] | None = None
        self.picked: list[str] = []  # the choices the student gave

    # ------------------------------------------------------------------ set-up
    def start(self) -> Game:
        """A fresh copy of the exercise's position to play on."""
        g = self.exercise.game.copy()
        g.comments = {}
        return g

    def _effect_choices(self) -> list[dict[str, Any]]:
        """The ``"automatic"`` question's choices (:func:`exercise.effect_choices`): each
        (kind, pile) of a true effect and up to :data:`exercise.DISTRACTORS` plausible
        false ones, in pile order. A choice names a pile, never a hidden card."""
        ex = self.exercise
        picked = effect_choices(ex.game, ex.move, ex.effects)
        return [{"id": f"{kind}@{pile}", "kind": kind, "pile": pile} for kind, pile in picked]

    # ------------------------------------------------------------------ the key's jobs
    def work_out(self, on_done: Callable[[str, Future], None] | None = None) -> None:
        """Send the verdicts still to come to be worked out, one job per move: to the
        shared worker process, or (:func:`~solitaire_widget.live_status.in_kernel`) as
        one slice each on the kernel's loop with the solver's budget cut to a slice.

        ``on_done(notation, future)`` is called when a job ends (from the pool's thread:
        the caller hands it to its loop, then calls :meth:`settle`); without it the
        answers are taken when asked for (:meth:`judge_move`).
        """
        self._on_done = on_done
        for notation in self.pending:
            if notation not in self._jobs:
                self._submit(notation)

    def _submit(self, notation: str) -> None:
        from . import live_status

        if live_status.in_kernel():
            steps = _verdict_steps(self.exercise, notation, live_status.SLICE_SECONDS)
            job = live_status._kernel.submit(steps)
        else:
            job = live_status._in_worker(_verdict_job, self.exercise, notation)
        self._jobs[notation] = job
        on_done = self._on_done
        if on_done is not None:

            def done(future: Future, notation: str = notation) -> None:
                if not future.cancelled():
                    on_done(notation, future)

            job.add_done_callback(done)

    def _hurry(self, notation: str) -> None:
        """The student waits for ``notation``: its job goes before the others not yet
        started (they are sent again after it)."""
        job = self._jobs.get(notation)
        if job is None or job.running() or job.done():
            return
        later = [n for n, j in self._jobs.items() if n != notation and j.cancel()]
        if job.cancel():
            self._submit(notation)
        for n in later:
            self._submit(n)

    def settle(self, notation: str, future: Future | None = None) -> bool:
        """Take a job's verdict into the key; True when the band changed (the student
        was waiting for it). A job that failed (the worker died) gives "unknown", never
        a guess; a job replaced by a newer one (:meth:`_hurry`) is ignored."""
        future = future if future is not None else self._jobs.get(notation)
        if future is None or self._jobs.get(notation) is not future or not future.done():
            return False
        if future.cancelled():
            return False
        del self._jobs[notation]
        if notation in self.pending:
            self.pending.remove(notation)
        if notation in self.key:
            return False
        try:
            verdict = future.result()
            v = _verdict_dict(verdict)
            v["answer"] = notation
            from . import live_status

            if not live_status.in_kernel():  # the exercise's own budget: check() agrees
                self.exercise._verdicts.setdefault(Move.parse(notation), verdict)
        except Exception:
            log.warning("the verdict on %s could not be worked out", notation, exc_info=True)
            v = _no_verdict(self.exercise.game, notation)
        self.key[notation] = v
        if self.state == "checking" and self.waiting == notation:
            self._judged(v, [notation])
            return True
        return False

    def _harvest(self) -> None:
        for notation, job in list(self._jobs.items()):
            if job.done():
                self.settle(notation, job)

    def cancel(self) -> None:
        """Drop the jobs not yet started (the table is closed)."""
        for job in self._jobs.values():
            job.cancel()

    # ------------------------------------------------------------------ judging
    def judge_move(self, game: Game, move: Move, *, wait: bool = True) -> dict[str, Any]:
        """The verdict of a move played (or tried) on the table: from the key for a legal
        move, from the engine's reason for an illegal one. Never runs the solver here.

        A legal move whose verdict is still being worked out: with ``wait`` (no event
        loop, a script) its job is waited for; otherwise the state becomes
        ``"checking"`` (returned as the result) until :meth:`settle` brings it.
        """
        notation = str(move)
        if game.is_legal(move):
            if wait:  # with a loop the answers come through it (settle), in their order
                self._harvest()
            v = self.key.get(notation)
            if v is None and notation in self._jobs:
                if wait:
                    job = self._jobs[notation]
                    job.exception()  # blocks: no loop, nobody else to serve
                    self.settle(notation, job)
                    v = self.key.get(notation)
                else:
                    self.state, self.verdict, self.picked = "checking", None, [notation]
                    self.waiting = notation
                    self._hurry(notation)
                    return {"result": "checking", "answer": notation, "shown": False}
            if v is None:  # a legal move the key lacks and no job brings
                v = _no_verdict(game, notation)
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
            if first and not v:  # the solver's own first move: judged without a solve
                v = _verdict_dict(ex.check(first))
            if not v:
                texts = {lang: message("exwidget.no_line", lang) for lang in LANGUAGES}
                v = {"result": "unknown", "key": "exwidget.no_line", "texts": texts}
            picked = [first] if first else []
        self.state, self.verdict, self.picked = "showing", {**v, "shown": True}, picked
        self.waiting = None
        return self.verdict

    def _judged(self, v: dict[str, Any], picked: list[str]) -> dict[str, Any]:
        self.state, self.verdict, self.picked = "judged", {**v, "shown": False}, picked
        self.waiting = None
        return self.verdict

    def checking_text(self, lang: str) -> str | None:
        """What the band says while a move's verdict is still to come ("The solver is
        checking the move “…”…"), or None when none is awaited. The move is worded in the
        exercise's position, where it was played (its notation read "checking t5-t3")."""
        return None if self.waiting is None else self.checking_words()(lang)

    def checking_words(self) -> Callable[[str], str]:
        """:meth:`checking_text` for the move awaited now, as a function of the language
        (the table's message line words it again when the language changes, even after
        the verdict came); empty when none is awaited."""
        waiting, game = self.waiting, self.exercise.game

        def words(lang: str) -> str:
            if waiting is None:
                return ""
            move = quoted_move(game, Move.parse(waiting), lang)
            return message("exwidget.checking_move", lang, move=move)

        return words

    def reset(self) -> None:
        """Back to the question ("Try again"); a verdict still awaited won't be shown."""
        self.state, self.verdict, self.picked, self.waiting = "asking", None, [], None

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
            for k in (
                "title",
                "try_again",
                "show_me",
                "check",
                "right",
                "wrong",
                "unknown",
                "checking",
            )
        }
        checking = self.checking_text(lang)
        if checking is not None:
            labels["checking_move"] = checking
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
