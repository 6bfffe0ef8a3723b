"""The toolbar's Restart, deal box, score and clock in real Chromium (the harness page, a
fake model: tests/harness/index.html). The kernel side is in tests/test_controls.py."""

from __future__ import annotations

import pytest
from playwright.sync_api import Page, expect

from .test_harness import load, open_harness, sent

pytestmark = pytest.mark.browser


def set_table(page: Page, **changes) -> None:
    page.evaluate(
        "(c) => window.__model._pyset('_table', {...window.__model.get('_table'), ...c,"
        " version: window.__model.get('_table').version + 1})",
        changes,
    )


def test_deal_box_shows_a_nine_digit_deal_whole(page: Page, static_server):
    errors = open_harness(page, static_server)
    box = page.locator(".solitaire-deal-input")
    for deal in (7, 123456789, 4294967295):
        set_table(page, deal=deal)
        expect(box).to_have_value(str(deal))
        # the whole number fits: nothing scrolled out of the box
        fits = box.evaluate("b => b.scrollWidth <= b.clientWidth")
        assert fits, deal
    width_small = (set_table(page, deal=7), box.bounding_box()["width"])[1]
    width_big = (set_table(page, deal=123456789), box.bounding_box()["width"])[1]
    assert width_big > width_small  # sized by its content
    assert errors == []


def test_restart_button_and_enter_on_the_current_deal(page: Page, static_server):
    open_harness(page, static_server)
    deal = load("klondike-start")["deal"]
    page.locator(".solitaire-restart").click()
    assert sent(page)[-1] == {"kind": "restart"}
    expect(page.locator(".solitaire-restart")).to_have_attribute("aria-label", "Restart")
    box = page.locator(".solitaire-deal-input")
    box.fill(str(deal))
    box.press("Enter")
    assert sent(page)[-1] == {"kind": "restart"}  # the same number: that deal again
    n = len(sent(page))
    box.fill(str(deal + 1))
    box.press("Enter")
    assert sent(page)[n:] == [{"kind": "new_deal", "seed": str(deal + 1)}]


def test_score_shows_with_a_scoring_and_the_clock_counts_on(page: Page, static_server):
    open_harness(page, static_server)
    score = page.locator(".solitaire-score")
    expect(score).to_be_hidden()  # scoring "none" (the trait unset or "none")
    page.evaluate("window.__model._pyset('scoring', 'vegas'); window.__model._pyset('score', -47)")
    expect(score).to_be_visible()
    expect(page.locator(".solitaire-score-value")).to_have_text("-47")
    clock = page.locator(".solitaire-elapsed")
    page.evaluate("window.__model._pyset('_clock', {elapsed: 61.2, running: false})")
    expect(clock).to_have_text("1:01")
    page.wait_for_timeout(1300)
    expect(clock).to_have_text("1:01")  # stopped: no counting
    page.evaluate("window.__model._pyset('_clock', {elapsed: 3599.5, running: true})")
    expect(clock).to_have_text("1:00:00", timeout=3000)  # counts on between publishes
    page.evaluate("window.__model._pyset('scoring', 'none')")
    expect(score).to_be_hidden()


def test_page_tells_the_kernel_when_the_table_is_out_of_sight(page: Page, static_server):
    open_harness(page, static_server)
    page.evaluate(
        "() => { const d = document.createElement('div'); d.style.height = '4000px';"
        " document.body.append(d); }"
    )
    clock_intents = lambda: [m for m in sent(page, clock=True) if m["kind"] == "clock"]  # noqa: E731
    # the view says it is in sight as it comes up (a reloaded page's old view said it was
    # not as it went: the kernel must hear from the new one)
    page.wait_for_function("document.querySelector('.solitaire-root').dataset.visible === 'true'")
    assert clock_intents() == [{"kind": "clock", "visible": True}]
    page.evaluate("window.scrollTo(0, document.body.scrollHeight)")
    page.wait_for_function("document.querySelector('.solitaire-root').dataset.visible === 'false'")
    assert clock_intents()[1:] == [{"kind": "clock", "visible": False}]
    page.evaluate("window.scrollTo(0, 0)")
    page.wait_for_function("document.querySelector('.solitaire-root').dataset.visible === 'true'")
    assert clock_intents()[1:] == [
        {"kind": "clock", "visible": False},
        {"kind": "clock", "visible": True},
    ]
    # a hidden browser tab pauses it too
    page.evaluate(
        "() => { Object.defineProperty(document, 'visibilityState', {get: () => 'hidden',"
        " configurable: true}); document.dispatchEvent(new Event('visibilitychange')); }"
    )
    assert clock_intents()[-1] == {"kind": "clock", "visible": False}


def test_a_view_that_goes_away_says_it_is_out_of_sight(page: Page, static_server):
    # with two views of one widget, the kernel runs the clock while any is in sight: a view
    # removed (its output cleared) must not count as in sight for ever
    open_harness(page, static_server)
    page.wait_for_function("document.querySelector('.solitaire-root').dataset.visible === 'true'")
    page.evaluate("window.__cleanup()")
    kinds = [m for m in sent(page, clock=True) if m["kind"] == "clock"]
    assert kinds == [{"kind": "clock", "visible": True}, {"kind": "clock", "visible": False}]


def test_a_comm_that_cannot_send_says_the_kernel_does_not_answer(page: Page, static_server):
    # after a kernel restart the old view's model.send throws "Cannot send": the click used
    # to end in an uncaught error, no resend and no word on the table
    errors = open_harness(page, static_server)
    page.evaluate(
        "() => { window.__send = window.__model.send;"
        " window.__model.send = () => { throw new Error('Cannot send'); }; }"
    )
    page.locator('.solitaire-card[data-pile="stock"]').last.click()
    problem = page.locator(".solitaire-problem")
    expect(problem).to_be_visible()
    expect(problem).to_have_text(
        "The kernel does not answer: if it was restarted, run this cell again to play on."
    )
    assert page.locator(".solitaire-root").get_attribute("data-connection") == "lost"
    # the comm works again (the kernel was only slow): the next resend is acknowledged and
    # the line goes
    page.evaluate("() => { window.__model.send = window.__send; }")
    expect(problem).to_be_hidden(timeout=5000)
    page.wait_for_function("window.__model.sent.some(m => m.content.kind === 'stock')")
    assert sent(page)[-1] == {"kind": "stock", "version": sent(page)[-1]["version"]}
    assert [e for e in errors if "Cannot send" not in e] == []


def test_a_comm_that_cannot_send_is_one_console_line_without_a_stack(page: Page, static_server):
    # a kernel shut down under a shown table: every send and resend logged a warning with
    # the comm's stack trace ("Error: Cannot send at c.send ..."), once per attempt
    page.clock.install()
    warnings: list[str] = []
    page.on("console", lambda m: warnings.append(m.text) if m.type == "warning" else None)
    open_harness(page, static_server)
    page.evaluate("() => { window.__model.send = () => { throw new Error('Cannot send'); }; }")
    page.locator('.solitaire-card[data-pile="stock"]').last.click()
    page.locator(".solitaire-restart").click()
    page.clock.run_for(30_000)  # past every resend of both intents
    said = [w for w in warnings if "sent" in w]
    assert len(said) == 1, said
    assert "\n" not in said[0] and " at " not in said[0], said[0]
    assert "cannot be sent (Cannot send)" in said[0] and "kernel" in said[0]
    assert page.locator(".solitaire-root").get_attribute("data-connection") == "lost"


def test_the_kernel_line_is_for_the_players_intents_and_goes_with_any_answer(
    page: Page, static_server
):
    # a clock report left unanswered by a kernel busy with a long cell showed "the kernel
    # does not answer" though the player did nothing; and a late answer to an intent
    # given up on left the line up
    page.clock.install()
    open_harness(page, static_server)
    page.evaluate("window.__model.autoAck = false")
    page.evaluate(
        "() => { const d = document.createElement('div'); d.style.height = '4000px';"
        " document.body.append(d); window.scrollTo(0, 4000); }"
    )
    page.wait_for_function("document.querySelector('.solitaire-root').dataset.visible === 'false'")
    page.clock.run_for(30_000)  # past the last resend of that clock report
    root = page.locator(".solitaire-root")
    assert root.get_attribute("data-connection") is None
    page.evaluate("window.scrollTo(0, 0)")
    page.locator('.solitaire-card[data-pile="stock"]').last.click()
    page.clock.run_for(30_000)  # the stock click is never answered: given up
    assert root.get_attribute("data-connection") == "lost"
    stock_id = page.evaluate(
        "[...window.__model.sent].reverse().find(m => m.content.kind === 'stock').content.id"
    )
    page.evaluate("id => window.__model._pymsg({ack: id})", stock_id)  # late, but there
    assert root.get_attribute("data-connection") is None
    expect(page.locator(".solitaire-problem")).to_be_hidden()
