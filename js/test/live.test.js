// js/live.js: a repeated text is emptied and written again after a timeout; a newer text
// replaces a waiting write. The region is a stand-in with a textContent (no DOM in node).
import { test } from "node:test";
import assert from "node:assert/strict";
import { EMPTY_AT_MOST_MS, liveMarkup, liveRegion, messageLine, QUIET_MS, SAY_AGAIN_MS } from "../live.js";

/** A region that logs every text written to it. */
const region = () => {
  const log = /** @type {string[]} */ ([]);
  let text = "";
  return {
    log,
    get textContent() { return text; },
    set textContent(t) { text = t; log.push(t); },
  };
};

test("a new text is written at once; the same text again after an empty region", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const r = region();
  const { say } = liveRegion(/** @type {any} */ (r));
  say("a");
  say("b");
  assert.deepEqual(r.log, ["a", "b"]);
  say("b");
  assert.deepEqual(r.log, ["a", "b", ""]);
  t.mock.timers.tick(SAY_AGAIN_MS - 1);
  assert.equal(r.textContent, "");
  t.mock.timers.tick(1);
  assert.deepEqual(r.log, ["a", "b", "", "b"]);
});

test("a newer text replaces a waiting write; an empty one drops it; stop drops it", (t) => {
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const r = region();
  const speaker = liveRegion(/** @type {any} */ (r));
  speaker.say("a");
  speaker.say("a"); // waits
  speaker.say("c"); // replaces it, and waits too: the empty region is drawn first
  t.mock.timers.tick(SAY_AGAIN_MS);
  assert.deepEqual(r.log, ["a", "", "", "c"]);
  speaker.say("c");
  speaker.say("");
  t.mock.timers.tick(SAY_AGAIN_MS);
  assert.equal(r.textContent, "");
  speaker.say("d");
  speaker.say("d");
  speaker.stop();
  t.mock.timers.tick(SAY_AGAIN_MS);
  assert.deepEqual(r.log.slice(-2), ["d", ""]);
});

test("the last text back soon after an empty text waits out the rest of the wait", (t) => {
  // A, "", A in one task wrote A back at once: the empty state was never drawn, and a
  // screen reader heard nothing the second time
  t.mock.timers.enable({ apis: ["setTimeout", "Date"] });
  const r = region();
  const { say } = liveRegion(/** @type {any} */ (r));
  say("a");
  say("");
  say("a");
  assert.deepEqual(r.log, ["a", ""]);
  t.mock.timers.tick(SAY_AGAIN_MS - 1);
  assert.equal(r.textContent, "");
  t.mock.timers.tick(1);
  assert.deepEqual(r.log, ["a", "", "a"]);
  // emptied 40 ms before: 60 ms more
  say("");
  t.mock.timers.tick(40);
  say("a");
  t.mock.timers.tick(SAY_AGAIN_MS - 41);
  assert.equal(r.textContent, "");
  t.mock.timers.tick(1);
  assert.deepEqual(r.log, ["a", "", "a", "", "a"]);
  // emptied long enough before, or another text: at once
  say("");
  t.mock.timers.tick(SAY_AGAIN_MS);
  say("a");
  say("");
  say("b");
  assert.deepEqual(r.log.slice(5), ["", "a", "", "b"]);
  // an empty text while a write waits drops it; the text back waits for the first emptying
  say("b"); // (the same: emptied, written 100 ms later)
  t.mock.timers.tick(30);
  say("");
  say("b");
  t.mock.timers.tick(SAY_AGAIN_MS - 31);
  assert.equal(r.textContent, "");
  t.mock.timers.tick(1);
  assert.deepEqual(r.log.slice(9), ["", "", "b"]);
});

/** A region that logs every text written to it with its aria-live at that moment. */
const attributed = () => {
  const log = /** @type {string[]} */ ([]);
  const attrs = /** @type {Record<string, string>} */ ({});
  let text = "";
  return {
    log,
    attrs,
    get textContent() { return text; },
    set textContent(t) { text = t; log.push(`${t}|${attrs["aria-live"] ?? "polite"}`); },
    getAttribute(/** @type {string} */ k) { return attrs[k] ?? null; },
    setAttribute(/** @type {string} */ k, /** @type {string} */ v) { attrs[k] = v; },
    removeAttribute(/** @type {string} */ k) { delete attrs[k]; },
  };
};

test("a reworded message is written with aria-live off, then the region is live again", (t) => {
  // the language changed: the message line's new words were written into a live region
  // and a screen reader said the same message again
  t.mock.timers.enable({ apis: ["setTimeout", "Date"] });
  const r = attributed();
  r.setAttribute("aria-live", "assertive"); // (its own value comes back, whatever it is)
  const speaker = liveRegion(/** @type {any} */ (r));
  speaker.say("a");
  speaker.reword("A");
  assert.deepEqual(r.log, ["a|assertive", "A|off"]);
  t.mock.timers.tick(QUIET_MS);
  assert.equal(r.attrs["aria-live"], "assertive");
  r.removeAttribute("aria-live");
  // a new message just after a rewording is live at once, even within the quiet time
  speaker.reword("b");
  speaker.say("c");
  assert.deepEqual(r.log.slice(-2), ["b|off", "c|polite"]);
  t.mock.timers.tick(QUIET_MS);
  assert.equal(r.textContent, "c");
  // a message still waiting to be written (the same text again) is said in its new words
  speaker.say("c");
  speaker.reword("C");
  t.mock.timers.tick(SAY_AGAIN_MS);
  assert.deepEqual(r.log.slice(-2), ["|polite", "C|polite"]);
});

test("the same text comes back only after frames drawn with the region empty", (t) => {
  // on a loaded machine 100 ms passed without a frame: the empty state was never drawn
  t.mock.timers.enable({ apis: ["setTimeout", "Date"] });
  const queue = /** @type {Map<number, () => void>} */ (new Map());
  let next = 1;
  const frame = () => {
    const due = [...queue.values()];
    queue.clear();
    for (const f of due) f();
  };
  globalThis.requestAnimationFrame = (/** @type {() => void} */ f) => {
    queue.set(next, f);
    return next++;
  };
  globalThis.cancelAnimationFrame = (/** @type {number} */ id) => queue.delete(id);
  t.after(() => {
    delete globalThis.requestAnimationFrame;
    delete globalThis.cancelAnimationFrame;
  });
  const r = region();
  const speaker = liveRegion(/** @type {any} */ (r));
  speaker.say("a");
  speaker.say("a"); // emptied: waits for the time and the frames
  t.mock.timers.tick(SAY_AGAIN_MS * 3);
  assert.deepEqual(r.log, ["a", ""]); // no frame drawn yet
  frame();
  frame();
  t.mock.timers.tick(50);
  assert.equal(r.textContent, "");
  frame(); // the third frame with the region empty
  t.mock.timers.tick(20);
  assert.deepEqual(r.log, ["a", "", "a"]);
  // A, "", A: the frames are counted from the emptying, not dropped by the next say
  speaker.say("");
  speaker.say("a");
  t.mock.timers.tick(SAY_AGAIN_MS);
  assert.equal(r.textContent, "");
  frame();
  frame();
  frame();
  t.mock.timers.tick(20);
  assert.deepEqual(r.log, ["a", "", "a", "", "a"]);
  // a page that draws no frame (hidden): the text comes back after EMPTY_AT_MOST_MS
  speaker.say("a");
  t.mock.timers.tick(EMPTY_AT_MOST_MS - 1);
  assert.equal(r.textContent, "");
  t.mock.timers.tick(20);
  assert.equal(r.textContent, "a");
  speaker.stop();
  assert.equal(queue.size, 0); // no frame request left behind
});

test("a message line says a new serial, rewords the same one, and leaves it alone otherwise", (t) => {
  // the table's and the editor's message line: a language change words the message again
  // (same serial) without saying it again; the same words under a new serial are said again
  t.mock.timers.enable({ apis: ["setTimeout", "Date"] });
  const r = attributed();
  const line = messageLine(/** @type {any} */ (r));
  line.show("Nothing to undo.", 1);
  line.show("Nothing to undo.", 1); // published again for a setting: nothing
  line.show("Niente da annullare.", 1); // the language changed
  assert.deepEqual(r.log, ["Nothing to undo.|polite", "Niente da annullare.|off"]);
  t.mock.timers.tick(QUIET_MS);
  line.show("Niente da annullare.", 2); // the same refusal again: said again
  t.mock.timers.tick(SAY_AGAIN_MS);
  assert.deepEqual(r.log.slice(-2), ["|polite", "Niente da annullare.|polite"]);
  line.show("", undefined); // no message
  assert.equal(r.textContent, "");
});

test("a verdict reworded is written with aria-live off; a new verdict is written live", (t) => {
  // the editor's verdict was rewritten in the new language with its region live, so a
  // screen reader said the same verdict again
  t.mock.timers.enable({ apis: ["setTimeout"] });
  const log = /** @type {string[]} */ ([]);
  const attrs = /** @type {Record<string, string>} */ ({ "aria-live": "polite" });
  const r = {
    set innerHTML(/** @type {string} */ h) { log.push(`${h}|${attrs["aria-live"] ?? "none"}`); },
    getAttribute(/** @type {string} */ k) { return attrs[k] ?? null; },
    setAttribute(/** @type {string} */ k, /** @type {string} */ v) { attrs[k] = v; },
    removeAttribute(/** @type {string} */ k) { delete attrs[k]; },
  };
  const verdict = liveMarkup(/** @type {any} */ (r));
  verdict.write("<b>Valid</b>", false);
  verdict.write("<b>Valida</b>", true);
  assert.deepEqual(log, ["<b>Valid</b>|polite", "<b>Valida</b>|off"]);
  t.mock.timers.tick(QUIET_MS);
  assert.equal(attrs["aria-live"], "polite");
  // a new verdict within the quiet time is live at once, and the quiet time's end changes nothing
  verdict.write("<b>Geldig</b>", true);
  verdict.write("<b>Ongeldig</b>", false);
  assert.deepEqual(log.slice(-2), ["<b>Geldig</b>|off", "<b>Ongeldig</b>|polite"]);
  t.mock.timers.tick(QUIET_MS);
  assert.equal(attrs["aria-live"], "polite");
  verdict.write("<b>Inválida</b>", true);
  verdict.stop(); // the view goes: live again at once
  assert.equal(attrs["aria-live"], "polite");
});
