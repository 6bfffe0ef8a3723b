"""Exercises (issue 12): verdicts checked against the solver and an independent search.

The independent search (:func:`_brute`) walks every position reachable with the
engine's own legal moves, so a "wrong: every continuation loses" verdict is checked by
code that shares nothing with the solver.
"""

from __future__ import annotations

import doctest
import itertools
import random
import re
from collections.abc import Sequence
from functools import cache
from typing import Any

import pytest

import solitaire_widget as sw
from solitaire_widget import Effect, Game, Move
from solitaire_widget.exercise import (
    QUESTIONS,
    Exercise,
    Verdict,
    choice_words,
    names_a_hidden_card,
    quoted_move,
)
from solitaire_widget.i18n import LANGUAGES, message

SMALL = {"states": 4000}


def _moves(g: Game) -> list[Move]:
    """Legal moves, foundation moves last (popped first: wins are found sooner)."""
    ms = g.legal_moves()
    return [m for m in ms if m.dst[0] != "f"] + [m for m in ms if m.dst[0] == "f"]


def _brute(g: Game, limit: int = 5_000) -> bool | None:
    """Winnable (True/False) by exhaustive search over engine moves, None past ``limit``."""
    g = g.copy()
    seen = {g.state_key()}
    stack = [_moves(g)]
    depth = 0
    while stack:
        if g.is_won():
            return True
        if not stack[-1]:
            stack.pop()
            if depth:
                g.undo()
                depth -= 1
            continue
        g.play(stack[-1].pop())
        key = g.state_key()
        if key in seen:
            g.undo()
            continue
        seen.add(key)
        if len(seen) > limit:
            return None
        depth += 1
        stack.append(_moves(g))
    return False


def _wins(g: Game, move: Move, line: Sequence[Move]) -> bool:
    """Whether the engine wins by playing ``move`` and then ``line`` (a verdict's proof)."""
    g = g.copy()
    g.play(move)
    for m in line:
        g.play(m)
    return g.is_won()


#: no redeal and no foundation card coming back: small game trees, and moves that lose
TIGHT = {"max_redeals": 0, "allow_foundation_to_tableau": False}


@cache
def _positions(variant: str, seeds: range, back: tuple[int, ...], **opts: Any) -> list[str]:
    """Positions ``back`` moves before the end of the solver's winning line of each seed."""
    out = []
    for seed in seeds:
        g = Game(variant, seed=seed, **opts)
        r = sw.solve(g, budget={"states": 20_000})
        if not r.won:
            continue
        for k in back:
            h = g.copy()
            for m in r.moves[: max(0, len(r.moves) - k)]:
                h.play(m)
            if not h.is_won():
                out.append(h.position())
    return out


def _near_end_positions(variant: str, seeds: range, back: tuple[int, ...], **opts) -> list[Game]:
    return [Game.from_position(t) for t in _positions(variant, seeds, back, **opts)]


def test_module_doctests():
    import solitaire_widget.exercise as mod
    import solitaire_widget.position as pos

    for m in (mod, pos):
        result = doctest.testmod(m, optionflags=doctest.ELLIPSIS)
        assert result.attempted > 0 and result.failed == 0


def test_exports():
    assert sw.Exercise is Exercise and sw.Verdict is Verdict
    assert set(QUESTIONS) == {"keeps_winnable", "best_move", "illegal", "automatic"}


@pytest.mark.parametrize(
    ("variant", "opts"),
    [("klondike32", TIGHT), ("klondike", {**TIGHT, "draw_count": 1}), ("matrimony", {})],
)
def test_keeps_winnable_verdicts_are_proven(variant, opts):
    """Every verdict on every legal move of many positions: a right one carries a winning
    line the engine replays; a wrong one is confirmed by an exhaustive search. Matrimony
    under its default rules: positions near the end of the deals the exact search wins."""
    seeds = {"klondike32": range(1, 30), "klondike": range(1, 80)}.get(variant, range(1, 40))
    back = (20, 30, 40) if variant == "matrimony" else (30, 40, 50)
    positions = _near_end_positions(variant, seeds, back, **opts)
    assert len(positions) >= (5 if variant == "matrimony" else 12)
    judged = {"right": 0, "wrong": 0, "unknown": 0, "confirmed": 0}
    for g in positions:
        ex = Exercise(g, "keeps_winnable", budget=SMALL)
        for m in g.legal_moves():
            v = ex.check(m)
            judged[v.result] += 1
            if v.right:
                assert _wins(g, m, v.continuation), (g.position(), str(m))
            elif v.result == "wrong":
                after = g.copy()
                after.play(m)
                truth = _brute(after)  # None: too big to walk whole (the solver prunes more)
                assert truth is not True, (g.position(), str(m), v.explanation)
                judged["confirmed"] += truth is False
    assert judged["right"] >= (10 if variant == "matrimony" else 50), judged
    # the check has teeth: losing moves were found and proven by the exhaustive search
    if variant in ("klondike32", "matrimony"):
        assert judged["confirmed"] >= (1 if variant == "matrimony" else 2), judged


def test_a_move_the_solver_proves_losing_is_never_judged_right():
    rng = random.Random(12)
    checked = 0
    for seed in range(1, 60):
        g = Game("klondike32", seed=seed, max_redeals=rng.choice((0, 1, None)))
        for _ in range(rng.randrange(0, 30)):
            legal = g.legal_moves()
            if not legal:
                break
            g.play(rng.choice(legal))
        try:
            ex = Exercise(g, "keeps_winnable", budget=SMALL)
        except ValueError:  # a lost or finished position: no exercise to set
            continue
        for m in g.legal_moves():
            v = ex.check(m)
            after = g.copy()
            after.play(m)
            status = sw.solve(after, budget={"states": 20_000}).status
            if v.right:
                assert status != "lost", (g.position(), str(m))
            elif v.result == "wrong":
                assert status == "lost", (g.position(), str(m))
            checked += 1
    assert checked >= 100


def test_wrong_verdicts_explain_the_losing_consequence_in_every_language():
    positions = _near_end_positions("klondike32", range(1, 30), (30, 40, 50), **TIGHT)
    for g in positions:
        ex = Exercise(g, "keeps_winnable", budget=SMALL)
        for m in g.legal_moves():
            v = ex.check(m)
            if v.result != "wrong":
                continue
            assert v.key in ("exercise.wrong.loses", "exercise.wrong.stuck")
            texts = {lang: v.explain(lang) for lang in LANGUAGES}
            assert len(set(texts.values())) == 4
            # the move in words, as the question's buttons name it (not its notation)
            assert all(quoted_move(g, m, lang) in t for lang, t in texts.items())
            assert v.explanation == texts["en"] and str(v) == texts["en"]
            assert v.line and v.line == ex.line  # "show me" plays the solver's line
            return
    pytest.fail("no losing move found near the end of 40 deals")


def test_illegal_move_as_an_answer_names_the_rule():
    g = Game("klondike", seed=3)
    ex = Exercise(g, "keeps_winnable", budget=SMALL)
    v = ex.check("w-s")
    assert v.result == "wrong" and v.key == "exercise.wrong.illegal_move"
    for lang in LANGUAGES:
        assert g.explain("w-s", lang) in v.explain(lang)


def test_best_move_accepts_the_solvers_move_and_judges_the_others():
    positions = _near_end_positions("klondike32", range(1, 30), (30, 40, 50), **TIGHT)
    seen = {"exercise.right.also_wins": 0, "wrong": 0}
    for g in positions:
        ex = Exercise(g, "best_move", budget=SMALL)
        best = ex.line[0]
        v = ex.check(best)
        assert v.right and v.key in ("exercise.right.best", "exercise.right.wins")
        assert _wins(g, best, v.continuation)
        for m in g.legal_moves():
            if m == best:
                continue
            v = ex.check(m)
            if v.right:
                assert _wins(g, m, v.continuation)
                if v.key == "exercise.right.also_wins":
                    assert quoted_move(g, best, "en") in v.explanation
                    seen[v.key] += 1
            elif v.result == "wrong":
                after = g.copy()
                after.play(m)
                assert _brute(after) is not True
                seen["wrong"] += 1
    assert all(seen.values()), seen


def test_best_move_needs_a_winning_line():
    g = Game("klondike", seed=1)
    with pytest.raises(ValueError, match="larger budget"):
        Exercise(g, "best_move", budget={"states": 1})


def test_a_lost_position_or_a_won_game_is_refused():
    positions = _near_end_positions("klondike32", range(1, 30), (30, 40, 50), **TIGHT)
    lost = None
    for g in positions:
        ex = Exercise(g, "keeps_winnable", budget=SMALL)
        for m in g.legal_moves():
            if ex.check(m).result == "wrong":
                lost = g.copy()
                lost.play(m)
                break
        if lost is not None:
            break
    assert lost is not None, "no losing move found"
    match = "lost" if lost.legal_moves() else "no move is legal"
    for question in ("keeps_winnable", "best_move"):
        with pytest.raises(ValueError, match=match):
            Exercise(lost, question, budget=SMALL)
    won = positions[0].copy()
    for m in sw.solve(won, budget=5).moves:
        won.play(m)
    with pytest.raises(ValueError, match="already won"):
        Exercise(won, "keeps_winnable")


@pytest.mark.parametrize("variant", ["klondike32", "klondike", "matrimony"])
def test_illegal_question_with_picked_choices(variant):
    rng = random.Random(variant)
    for seed in range(1, 25):
        g = Game(variant, seed=seed)
        for _ in range(rng.randrange(0, 40)):
            legal = g.legal_moves()
            if not legal:
                break
            g.play(rng.choice(legal))
        if not g.legal_moves() or g.is_won():
            continue
        ex = Exercise(g.position(), "illegal")
        assert ex.choices == Exercise(g.position(), "illegal").choices  # reproducible
        illegal = [m for m in ex.choices if not g.is_legal(m)]
        assert len(illegal) == 1 and 2 <= len(ex.choices) <= 4
        for m in ex.choices:
            v = ex.check(m)
            assert v.right == (m in illegal)
            for lang in LANGUAGES:
                assert g.explain(m, lang) in v.explain(lang)
        for lang in LANGUAGES:  # the choices named in words, not by their notation
            question = ex.question_text(lang)
            assert choice_words(g, illegal[0], lang) in question, question
            assert not NOTATION.search(question), question


#: a move's notation: "w-s", "t7-t1", "t3-t5x3", Matrimony's redeal step "t16-t"
NOTATION = re.compile(r"(?<![\w-])(?:[swt]|[tf]\d+)-(?:[swt]|[tf]\d+)(?:x\d+)?(?![\w-])")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_illegal_question_names_its_moves_in_words(lang):
    # its question and verdicts named the choices by notation: "Which of these moves is
    # illegal, and why? w-s, s-w, t7-t1", "Right: w-s is illegal." (the buttons and the
    # reasons were already in words)
    g = Game("klondike", seed=3)  # the waste is empty, the stock is not
    moves = ["w-s", "s-w", "w-t3", "t3-t5x3", "t7-t1"]
    ex = Exercise(g, "illegal", moves=moves)
    question = ex.question_text(lang)
    assert not NOTATION.search(question), question
    words = {m: choice_words(g, Move.parse(m), lang) for m in moves}
    at = [question.index(words[m]) for m in moves]  # each choice, in the given order
    assert at == sorted(at), question
    assert words["w-s"] == message("ui.hint_turn", lang)
    assert message("replay.pl.from.waste", lang) in words["w-t3"]  # no card there
    hidden = {str(c) for c in g.piles["t3"].cards[: g.piles["t3"].face_down]}
    assert not [c for c in hidden if c in question]  # never a face-down card
    for m in moves:
        verdict = ex.check(m).explain(lang)
        assert words[m] in verdict and not NOTATION.search(verdict), verdict
        assert g.explain(Move.parse(m), lang) in verdict
    assert NOTATION.search("w-s, t7-t1 and t3-t5x3 or t16-t") and not NOTATION.search("t-shirt")


def test_illegal_question_with_given_choices_is_validated():
    g = Game("klondike", seed=3)
    ex = Exercise(g, "illegal", moves=["w-s", "s-w"])
    assert ex.check("w-s").right and not ex.check("s-w").right
    with pytest.raises(ValueError, match="not one of the choices"):
        ex.check("t1-t2")
    with pytest.raises(ValueError, match="none of the choices is illegal"):
        Exercise(g, "illegal", moves=["s-w"])
    with pytest.raises(ValueError, match="every choice is illegal"):
        Exercise(g, "illegal", moves=["w-s"])
    with pytest.raises(ValueError, match="twice"):
        Exercise(g, "illegal", moves=["w-s", "w-s", "s-w"])
    with pytest.raises(sw.InvalidMoveError):
        Exercise(g, "illegal", moves=["w-s", "t3>>"])
    # a bounded read: 65 choices are refused, an endless iterable is read only that far
    many = [f"t{i}-t{j}" for i in range(1, 8) for j in range(1, 8) if i != j] + ["w-s", "s-w"]
    assert len(many) == 44
    many += [f"t{i}-f{k}" for i in range(1, 8) for k in range(1, 4)]  # 65 in all
    with pytest.raises(ValueError, match="at most 64 choices"):
        Exercise(g, "illegal", moves=many)
    assert len(Exercise(g, "illegal", moves=many[:64]).choices) == 64
    endless = itertools.cycle(["w-s", "s-w"])
    with pytest.raises(ValueError, match="at most 64 choices"):
        Exercise(g, "illegal", moves=endless)


def _with_effects(variant: str, kind: str) -> tuple[Game, sw.Move, tuple[Effect, ...]]:
    rng = random.Random(kind)
    for seed in range(1, 200):
        g = Game(variant, seed=seed)
        for _ in range(60):
            for m in g.legal_moves():
                fx = g.copy().play(m)
                if any(e.kind == kind for e in fx):
                    return g, m, fx
            legal = g.legal_moves()
            if not legal:
                break
            g.play(rng.choice(legal))
    raise AssertionError(f"no move with a {kind} effect")


@pytest.mark.parametrize(
    ("variant", "kind"),
    [("klondike", "turn_up"), ("klondike32", "to_foundation"), ("matrimony", "to_foundation")],
)
def test_automatic_question(variant, kind):
    g, m, fx = _with_effects(variant, kind)
    ex = Exercise(g, "automatic", move=m)
    assert ex.effects == fx and quoted_move(g, m, "pt") in ex.question_text("pt")
    assert ex.check(list(fx)).right
    assert ex.check(list(reversed(fx))).right  # the order is not judged
    assert ex.check([f"{e.kind} {e.card.code2}" for e in fx]).right
    assert ex.check(iter([(e.kind, str(e.card)) for e in fx])).right
    v = ex.check([])
    assert v.result == "wrong" and v.key == "exercise.wrong.automatic"
    for lang in LANGUAGES:
        assert all(str(e.card) in v.explain(lang) for e in fx)
    assert not ex.check(list(fx) + [Effect("turn_up", sw.Card.parse("KS"), "t1")]).right
    with pytest.raises(ValueError, match="an effect is written"):
        ex.check(["fly AS"])


def test_automatic_question_with_nothing_happening():
    g = Game("klondike", seed=3)
    ex = Exercise(g, "automatic", move="s-w")
    assert ex.effects == ()
    assert ex.check([]).right and ex.check("none").right
    assert "nothing happens" in ex.check([]).explain("en")


def test_bad_exercises_are_value_errors():
    g = Game("klondike", seed=3)
    with pytest.raises(ValueError, match="unknown question"):
        Exercise(g, "why")
    with pytest.raises(ValueError, match="needs a move"):
        Exercise(g, "automatic")
    with pytest.raises(ValueError, match="not legal here"):
        Exercise(g, "automatic", move="w-s")
    with pytest.raises(ValueError, match="position text or a Game"):
        Exercise(42, "illegal")  # type: ignore[arg-type]
    with pytest.raises(sw.PositionError):
        Exercise("klondike - - 0", "illegal")
    with pytest.raises(ValueError, match="unknown language"):
        Exercise(g, "illegal", lang="de")


def test_the_exercise_leaves_the_game_alone_and_speaks_its_language():
    g = Game("klondike32", seed=4)
    g.play(g.legal_moves()[0])
    before = (g.position(), len(g.moves))
    ex = Exercise(g, "keeps_winnable", budget=SMALL, lang="it")
    ex.check(g.legal_moves()[0])
    assert (g.position(), len(g.moves)) == before
    assert ex.position == g.position()
    assert ex.question_text() == ex.question_text("it") != ex.question_text("en")
    assert ex.check(g.legal_moves()[0]).explanation == ex.check(g.legal_moves()[0]).explain("it")


def _random_positions(n: int, seed: int) -> list[Game]:
    """Positions a random number of random legal moves into deals of every variant."""
    rng = random.Random(seed)
    out = []
    while len(out) < n:
        variant = rng.choice(("klondike32", "klondike", "matrimony"))
        g = Game(variant, seed=rng.randrange(1, 10_000))
        for _ in range(rng.randrange(0, 40)):
            legal = g.legal_moves()
            if not legal:
                break
            g.play(rng.choice(legal))
        if g.legal_moves() and not g.is_won():
            out.append(g)
    return out


@pytest.mark.parametrize("question", ["keeps_winnable", "best_move", "illegal"])
def test_answer_key_agrees_with_check(question):
    """For random positions, every choice's entry in the key is what check() says."""
    import json

    keyed = 0
    for g in _random_positions(14, seed=len(question)):
        try:
            ex = Exercise(g, question, budget=SMALL)
        except ValueError:  # lost, or no winning line within the budget for best_move
            continue
        key = ex.answer_key()
        assert json.loads(json.dumps(key)) == key  # plain JSON
        assert key["question"] == question and key["position"] == g.position()
        want = ex.choices if question == "illegal" else g.legal_moves()
        assert key["choices"] == [str(m) for m in want]
        assert key["line"] == [str(m) for m in ex.line]
        assert set(key["question_texts"]) == set(LANGUAGES)
        for m in want:
            v = ex.check(m)
            entry = key["answers"][str(m)]
            assert (entry["result"], entry["key"]) == (v.result, v.key)
            assert entry["texts"] == {lang: v.explain(lang) for lang in LANGUAGES}
            assert entry["continuation"] == [str(x) for x in v.continuation]
            if entry["result"] == "right" and question != "illegal":
                assert _wins(g, m, v.continuation)
            assert set(entry["words"]) == set(LANGUAGES) and all(entry["words"].values())
            keyed += 1
        assert ex.answer_key() == key and ex.answer_key() is not ex.answer_key()  # cached copy
    assert keyed >= 20


def test_answer_key_is_computed_once(monkeypatch):
    import solitaire_widget.solver as solver

    g = _near_end_positions("klondike32", range(1, 30), (30,), **TIGHT)[0]
    ex = Exercise(g, "keeps_winnable", budget=SMALL)
    calls = []
    real = solver.solve
    monkeypatch.setattr(solver, "solve", lambda *a, **k: calls.append(1) or real(*a, **k))
    key = ex.answer_key()
    first = len(calls)
    assert first <= len(g.legal_moves())
    ex.answer_key()
    for m in g.legal_moves():
        assert ex.check(m).result == key["answers"][str(m)]["result"]
    assert len(calls) == first  # neither the key again nor check() solved anything twice


@pytest.mark.parametrize(
    ("variant", "kind"),
    [("klondike", "turn_up"), ("klondike32", "to_foundation"), ("matrimony", "to_foundation")],
)
def test_answer_key_for_automatic(variant, kind):
    g, m, fx = _with_effects(variant, kind)
    ex = Exercise(g, "automatic", move=m)
    key = ex.answer_key()
    assert key["move"] == str(m) and key["choices"] == [] and key["answers"] == {}
    assert key["effects"] == [f"{e.kind} {e.card.code2}" for e in fx]
    # the options name piles (the card a move turns up is face down before it)
    offered = [o["effect"] for o in key["options"]]
    right = {f"{e.kind}@{e.pile}" for e in fx}
    assert right <= set(offered) and len(set(offered)) == len(offered)
    assert len(offered) > len(right)  # something that does not happen is offered
    assert ex.check(key["effects"]).texts == key["right"]["texts"]
    v = ex.check([])  # the move does something: nothing is a wrong answer
    assert v.result == "wrong" and v.texts == key["wrong"]["texts"]
    for o in key["options"]:
        assert set(o["words"]) == set(LANGUAGES)


def _every_text(ex: Exercise) -> dict[str, str]:
    """Every question text and verdict an exercise's answer key holds, by where it is."""
    key = ex.answer_key()
    out = {f"question {lang}": t for lang, t in key["question_texts"].items()}
    for move, a in key["answers"].items():
        out.update({f"{a['key']} {move} {lang}": t for lang, t in a["texts"].items()})
    for result in ("right", "wrong"):
        if result in key:  # "automatic"
            out.update({f"{result} {lang}": t for lang, t in key[result]["texts"].items()})
    return out


def test_no_question_or_verdict_names_a_move_by_its_notation():
    # the "automatic" question read "What happens by itself after the move t6-t4?" and the
    # solver's verdicts "Right: t6-t4 wins the game." (the "illegal" question alone was
    # in words): every question kind and verdict names its moves in words, quoted
    near_end = _near_end_positions("klondike32", range(1, 12), (1, 12, 30), **TIGHT)
    exercises = [
        Exercise(g, q, budget=SMALL) for g in near_end for q in ("keeps_winnable", "best_move")
    ]
    for g in _near_end_positions("klondike32", range(1, 30), (30, 40, 50), **TIGHT):
        losing = Exercise(g, "keeps_winnable", budget=SMALL)  # one with a losing move
        if any(losing.check(m).result == "wrong" for m in g.legal_moves()):
            exercises.append(losing)
            break
    g = Game("klondike", seed=3)
    exercises.append(Exercise(g, "illegal", moves=["w-s", "s-w", "w-t3", "t3-t5x3", "t7-t1"]))
    exercises += [Exercise(g, "automatic", move=m) for m in ("s-w", "t1-f1")]
    for variant, kind in (("klondike", "turn_up"), ("matrimony", "to_foundation")):
        h, m, _ = _with_effects(variant, kind)
        exercises.append(Exercise(h, "automatic", move=m))
    keys = set()
    for ex in exercises:
        texts = _every_text(ex)
        keys.update(k.split()[0] for k in texts)
        for where, text in texts.items():
            assert not NOTATION.search(text), (where, text)
        # an illegal answer to a solver's question: a verdict of its own, in words too
        if ex.question in ("keeps_winnable", "best_move"):
            v = ex.check("w-s" if not ex.game.is_legal(Move.parse("w-s")) else "t1-t1")
            keys.add(v.key)
            for lang in LANGUAGES:
                assert not NOTATION.search(v.explain(lang)), v.explain(lang)
                assert quoted_move(ex.game, v.answer, lang) in v.explain(lang)
    # the verdicts seen: every one that names a move
    assert {
        "exercise.right.wins",
        "exercise.right.best",
        "exercise.right.keeps_winnable",
        "exercise.right.also_wins",
        "exercise.wrong.loses",
        "exercise.wrong.illegal_move",
        "exercise.right.illegal",
        "exercise.wrong.legal",
        "right",
        "wrong",
    } <= keys, keys
    assert NOTATION.search("Right: t6-t4 wins") and NOTATION.search("after the move s-w?")


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_quoted_move_has_no_colon_of_its_own(lang):
    # the choices took the table's hint words, "6♦: dal mazzetto 6 al mazzetto 5" in
    # Italian (Dutch and Portuguese too): quoted in a question, the colon read as the
    # sentence's own ("dopo la mossa «6♦: dal mazzetto 6 …»")
    g = Game("klondike", seed=3)
    for m in [*g.legal_moves(), Move.parse("t6-t3x2"), Move.parse("t1-t2")]:
        said = quoted_move(g, m, lang)
        assert ":" not in said and said.startswith(message("exercise.quoted", lang, text="")[0]), (
            said
        )
    run = next(m for m in _runs() if not names_a_hidden_card(*m))  # a face-up run
    words = choice_words(*run, lang)
    assert ":" not in words and str(run[0].piles[run[1].src].cards[-run[1].count]) in words
    ex = Exercise(g, "automatic", move="t1-f1")
    assert quoted_move(g, Move.parse("t1-f1"), lang) in ex.question_text(lang)


def _runs() -> list[tuple[Game, Move]]:
    """Legal moves of more than one card, from a few dealt-out positions."""
    out = []
    for g in _near_end_positions("klondike32", range(1, 8), (12, 20), **TIGHT):
        out += [(g, m) for m in g.legal_moves() if m.count > 1]
    return out


# Klondike deal 1 played on: foundation 1 holds A♥ 2♥, the waste 4♣ 6♠, pile 1 K♦ Q♠ (all
# face up), pile 3 one face-down card under 9♣
_SHORT_PILES = (
    "klondike draw_count=1,max_redeals=none,allow_foundation_to_tableau=true,empty_pile=king,"
    "draw_requires_no_moves=false 7c9d2c3dts8s2d4sas3c3h9hqhqdqc6dkcad5sac7s/4C6S/AH2H/-/-/-/"
    "KDQS/9s6H/4h9C/8djsjd2S/8h5h5D/5ckh7d6ctdJC/jh3s4dkstcth8C7H 0"
)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_move_of_more_cards_than_its_pile_holds_is_worded_by_its_count(lang):
    # a teacher's illegal choice f1-t1x3 (foundation 1 holds two cards) read "A♥ and the
    # cards above it from foundation 1 to pile 1": the card 3 from the top, counted from
    # the bottom again (a negative index), was a card of the pile all the same
    from solitaire_widget.replay import _pl

    g = Game.from_position(_SHORT_PILES)
    assert [len(g.piles[p].cards) for p in ("f1", "waste", "t1", "t3")] == [2, 2, 2, 2]
    for move in ("f1-t2x3", "f1-t2x4", "f1-t2x5", "w-t2x3", "w-t2x4", "t1-t2x3", "t1-t2x4",
                 "t3-t2x3", "f2-t1x2"):  # fmt: skip
        m = Move.parse(move)
        words = choice_words(g, m, lang)
        by_count = message(
            "exercise.phrase.cards", lang, n=m.count, from_=_pl("from", m.src, lang),
            to=_pl("to", m.dst, lang),
        )  # fmt: skip
        assert words == by_count, (move, words)
        assert words in quoted_move(g, m, lang)
    # as many cards as the pile holds: the bottom one and the cards above it
    assert str(g.piles["f1"].cards[0]) in choice_words(g, Move.parse("f1-t2x2"), lang)
    assert str(g.piles["t1"].cards[0]) in choice_words(g, Move.parse("t1-t2x2"), lang)


# klondike seed 137 after some random play: pile 2 is Q♠ J♥ 10♠ face up on one face-down card
_RUNS = (
    "klondike draw_count=3,max_redeals=none,allow_foundation_to_tableau=true,empty_pile=king,"
    "draw_requires_no_moves=false 8s4cas3dks8d7c3c4d/3HQH8H2SKDJCJD4STD7H7S9S5D6C5C/-/-/-/"
    "AD2D/QC/tcQSJHTS/kcth5H/-/ac2h6s6h7D/9c9dah9hkhQD/3s6djs8c5s4h2C 0"
)
_RUN_WORDS = {
    "en": (
        "J♥ and the card above it from pile 2 to pile 1",
        "Q♠ and the 2 cards above it from pile 2 to pile 1",
    ),
    "it": (
        "J♥ con la carta che ha sopra, dal mazzetto 2 al mazzetto 1",
        "Q♠ con le 2 carte che ha sopra, dal mazzetto 2 al mazzetto 1",
    ),
    "nl": (
        "J♥ met de kaart erop van stapel 2 naar stapel 1",
        "Q♠ met de 2 kaarten erop van stapel 2 naar stapel 1",
    ),
    "pt": (
        "J♥ com a carta que tem por cima, da pilha 2 para a pilha 1",
        "Q♠ com as 2 cartas que tem por cima, da pilha 2 para a pilha 1",
    ),
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_run_says_how_many_cards_are_above_its_card(lang):
    # a move of two cards read "J♥ and the cards above it": one card is above it; the
    # words now count them, in the singular for one, in each language
    g = Game.from_position(_RUNS)
    two, three = _RUN_WORDS[lang]
    assert choice_words(g, Move.parse("t2-t1x2"), lang) == two
    assert choice_words(g, Move.parse("t2-t1x3"), lang) == three
    assert quoted_move(g, Move.parse("t2-t1x2"), lang) == message("exercise.quoted", lang, text=two)
