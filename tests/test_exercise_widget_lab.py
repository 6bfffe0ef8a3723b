"""An exercise answered wrong, then right, in a real JupyterLab (issue 12): Chromium clicks
the cards, the kernel judges the move from the answers worked out when the exercise was
made, and the band in the page says why. Uses the session's ``lab`` fixture (conftest.py)."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from solitaire_widget import Game, Move
from solitaire_widget.exercise import quoted_move
from tests.labutil import attach_kernel, kernel_eval, open_and_run, wait_for, write_notebook
from tests.test_exercise_widget import KEEPING, LOSING, SEED

pytestmark = [pytest.mark.browser, pytest.mark.e2e]

CELL = f"""import solitaire_widget as sw
ex = sw.Exercise(sw.Game("klondike32", seed={SEED}), question="keeps_winnable", budget=2.0)
w = sw.play(ex, lang="it")
w"""


def click_move(page: Page, game: Game, notation: str) -> None:
    m = Move.parse(notation)
    src, dst = game.piles[m.src], game.piles[m.dst]
    root = page.locator(".solitaire-root").first
    root.locator(f'[data-pile="{m.src}"][data-index="{len(src.cards) - m.count}"]').click()
    root.locator(f'[data-pile="{m.dst}"][data-index="{len(dst.cards) - 1}"]').click()


def test_an_exercise_answered_wrong_then_right_in_jupyterlab(lab, page: Page):
    errors: list[str] = []
    page.on("pageerror", lambda e: errors.append(str(e)))
    page.set_viewport_size({"width": 1280, "height": 900})
    write_notebook(lab.nbdir / "exercise.ipynb", CELL)
    open_and_run(page, lab, "exercise.ipynb")
    band = page.locator(".solitaire-exercise")
    expect(band).to_be_visible(timeout=60_000)
    expect(band.locator(".solitaire-exercise-question")).to_have_text(
        "Trova una mossa dopo la quale la partita si può ancora vincere."
    )
    kc = attach_kernel(lab, "exercise.ipynb")
    try:
        game = Game("klondike32", seed=SEED)  # the exercise's position, as the page shows it
        verdict = band.locator(".solitaire-exercise-verdict")
        # wrong: the move loses, and the solver's reason is given
        click_move(page, game, LOSING)
        expect(verdict).to_have_attribute("data-result", "wrong", timeout=15_000)
        expect(verdict).to_contain_text(
            f"Sbagliato: dopo la mossa {quoted_move(game, Move.parse(LOSING), 'it')} la partita"
        )
        assert kernel_eval(kc, "w.verdict['result']") == "wrong"
        # Try again puts the cards back; then a move that keeps it winnable is right
        band.locator(".solitaire-exercise-try").click()
        expect(band).to_have_attribute("data-state", "asking", timeout=15_000)
        assert wait_for(lambda: kernel_eval(kc, "len(w.game.moves)") == 0)
        expect(page.locator(".solitaire-move-count").first).to_have_text("0")
        click_move(page, game, KEEPING)
        expect(verdict).to_have_attribute("data-result", "right", timeout=15_000)
        expect(verdict).to_contain_text(
            f"Giusto: dopo la mossa {quoted_move(game, Move.parse(KEEPING), 'it')} la partita"
        )
        assert kernel_eval(kc, "[w.verdict['result'], [str(m) for m in w.game.moves]]") == [
            "right",
            [KEEPING],
        ]
        assert kernel_eval(kc, "dict(w._intent_counts).get('ignored', 0)") == 0
    finally:
        kc.stop_channels()
    assert errors == []
