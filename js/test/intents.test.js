import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { moveIntent, autoIntent, stockIntent, newDealIntent, shortcutIntent, isPickable, legalTargets, ariaLabel, pileName, carriedCount, createIntentSender, newSession } from "../intents.js";
import { tapAction } from "../input.js";
import { cardName, cardShort, cardFace } from "../cards.js";

const fixture = (name) => JSON.parse(readFileSync(new URL(`../../tests/fixtures/snapshots/${name}.json`, import.meta.url), "utf8"));
const mid = fixture("klondike-mid");

test("intents echo the snapshot version and carry every card above the picked one", () => {
  assert.deepEqual(moveIntent(mid, "t3", 5, "t1"), { kind: "move", src: "t3", dst: "t1", count: 2, version: 37 });
  assert.deepEqual(autoIntent(mid, "t2", 1), { kind: "auto", src: "t2", count: 1, version: 37 });
  assert.deepEqual(stockIntent(mid), { kind: "stock", version: 37 });
  assert.equal(carriedCount(mid, "t3", 2), 5);
  assert.deepEqual(newDealIntent(null), { kind: "new_deal", seed: null });
  assert.deepEqual(newDealIntent(77), { kind: "new_deal", seed: 77 });
  assert.deepEqual(newDealIntent(NaN), { kind: "new_deal", seed: null });
  // typed: the text as it is (2**64 - 1 is no exact JS number), Python reads and checks it
  assert.deepEqual(newDealIntent(" 18446744073709551615 "), { kind: "new_deal", seed: "18446744073709551615" });
  assert.deepEqual(newDealIntent("-5"), { kind: "new_deal", seed: "-5" });
});

test("shortcuts", () => {
  assert.deepEqual(shortcutIntent(mid, "u"), { kind: "undo" });
  assert.deepEqual(shortcutIntent(mid, "R"), { kind: "redo" });
  assert.deepEqual(shortcutIntent(mid, "d"), { kind: "stock", version: 37 });
  assert.deepEqual(shortcutIntent(mid, "s"), { kind: "stock", version: 37 });
  assert.equal(shortcutIntent(mid, "x"), null);
});

test("pickable: face-up cards; below the top only in a fanned column", () => {
  assert.ok(isPickable(mid, "t3", 5));
  assert.ok(!isPickable(mid, "t3", 0)); // face down
  assert.ok(isPickable(mid, "waste", 5));
  assert.ok(!isPickable(mid, "waste", 4));
  assert.ok(isPickable(mid, "f1", 2));
  assert.ok(!isPickable(mid, "stock", 6));
  assert.ok(!isPickable(mid, "t4", -1));
  assert.deepEqual(legalTargets(mid, "t2", 1), ["f1", "t5"]);
  assert.deepEqual(legalTargets(mid, "t1", 3), []);
});

test("tapAction: select, then any destination sends a move (legal or not)", () => {
  let r = tapAction(mid, null, { pile: "t3", index: 5 });
  assert.deepEqual(r, { selection: { pile: "t3", index: 5 }, intent: null });
  r = tapAction(mid, r.selection, { pile: "t6", index: 6 }); // not in legal: still sent
  assert.deepEqual(r.intent, { kind: "move", src: "t3", dst: "t6", count: 2, version: 37 });
  assert.equal(r.selection, null);
  // tap the selected card again: deselect; tap the stock: stock
  assert.deepEqual(tapAction(mid, { pile: "t3", index: 5 }, { pile: "t3", index: 5 }), { selection: null, intent: null });
  assert.deepEqual(tapAction(mid, { pile: "t3", index: 5 }, { pile: "t3", index: 3 }).selection, { pile: "t3", index: 3 });
  assert.deepEqual(tapAction(mid, null, { pile: "stock", index: 6 }).intent, { kind: "stock", version: 37 });
  // a face-down card can't be picked up; the felt clears the selection
  assert.deepEqual(tapAction(mid, null, { pile: "t3", index: 0 }), { selection: null, intent: null });
  assert.deepEqual(tapAction(mid, { pile: "t3", index: 5 }, null), { selection: null, intent: null });
  // onto an empty pile
  assert.deepEqual(tapAction(mid, { pile: "t6", index: 4 }, { pile: "t4", index: -1 }).intent, { kind: "move", src: "t6", dst: "t4", count: 3, version: 37 });
});

test("names and ARIA labels come from the snapshot's labels", () => {
  assert.equal(cardName("QD", mid.labels), "Queen of diamonds");
  assert.equal(cardName("TS", mid.labels), "Ten of spades");
  assert.equal(cardShort("TS"), "10\u2660");
  assert.equal(pileName(mid, "t3"), "Pile 3");
  assert.equal(pileName(mid, "f2"), "Foundation 2");
  assert.equal(ariaLabel(mid, "t6", 5), "Queen of diamonds, Pile 6, face up");
  assert.equal(ariaLabel(mid, "t3", 0), "Pile 3, face down");
  assert.equal(ariaLabel(mid, "t4", -1), "Pile 4, empty");
  const it = { ...mid, labels: { ...mid.labels, card_name: "{rank} di {suit}", ranks: { Q: "Donna" }, suits: { D: "quadri" }, pile: "Pila {n}", face_up: "scoperta" } };
  assert.equal(ariaLabel(it, "t6", 5), "Donna di quadri, Pila 6, scoperta");
});

test("card faces: corner indices at both ends, pips for number cards, red vs black", () => {
  const svg = cardFace("7H");
  assert.equal((svg.match(/>7</g) ?? []).length, 2);
  assert.ok(svg.includes("#c0142c"));
  assert.ok(!svg.includes("#1b1e24"));
  assert.equal((svg.match(/<path/g) ?? []).length, 7 + 2);
  assert.ok(cardFace("KS").includes(">K<") && cardFace("KS").includes("#1b1e24"));
  assert.ok(cardFace("TD").includes(">10<"));
});

/** A clock for the sender: timers fire only when the test advances time. */
function fakeClock() {
  let now = 0;
  let next = 1;
  const timers = new Map();
  return {
    setTimer: (fn, ms) => (timers.set(next, { at: now + ms, fn }), next++),
    clearTimer: (t) => timers.delete(t),
    advance(ms) {
      const end = now + ms;
      for (;;) {
        const due = [...timers.entries()].filter(([, t]) => t.at <= end).sort((a, b) => a[1].at - b[1].at)[0];
        if (!due) break;
        timers.delete(due[0]);
        now = due[1].at;
        due[1].fn();
      }
      now = end;
    },
    get pending() { return timers.size; },
  };
}

test("intent ids: a per-view random session and a counter", () => {
  const a = newSession();
  const b = newSession();
  assert.match(a, /^[0-9a-z]{14}$/);
  assert.notEqual(a, b);
  const posted = [];
  const sender = createIntentSender((m) => posted.push(m), { session: "s", ...fakeClock() });
  assert.equal(sender.send({ kind: "undo" }), "s-1");
  assert.equal(sender.send(stockIntent(mid)), "s-2");
  assert.deepEqual(posted, [{ kind: "undo", id: "s-1" }, { kind: "stock", version: 37, id: "s-2" }]);
});

test("an acknowledged intent is never sent again", () => {
  const clock = fakeClock();
  const posted = [];
  const sender = createIntentSender((m) => posted.push(m), { session: "s", ...clock });
  const id = sender.send({ kind: "hint" });
  clock.advance(100);
  assert.equal(sender.ack(id), true);
  assert.equal(sender.ack(id), false); // a second ack (a resend's) changes nothing
  assert.equal(sender.ack("other-view-1"), false);
  clock.advance(60_000);
  assert.equal(posted.length, 1);
  assert.deepEqual(sender.pending(), []);
  assert.equal(clock.pending, 0);
});

test("an unacknowledged intent is resent after 400 ms, then with backoff, a bounded number of times", () => {
  const clock = fakeClock();
  const posted = [];
  const resends = [];
  const gaveUp = [];
  const sender = createIntentSender((m) => posted.push(m), {
    session: "s", ...clock, onResend: (m, n) => resends.push(n), onGiveUp: (m) => gaveUp.push(m.id),
  });
  sender.send(moveIntent(mid, "t3", 5, "t1"));
  clock.advance(399);
  assert.equal(posted.length, 1);
  clock.advance(1);
  assert.equal(posted.length, 2);
  assert.deepEqual(posted[1], posted[0]); // the same id and version: the kernel applies it once
  clock.advance(799);
  assert.equal(posted.length, 2);
  clock.advance(1); // 400 + 800
  assert.equal(posted.length, 3);
  clock.advance(60_000);
  assert.equal(posted.length, 6); // 1 send + 5 resends (400, 800, 1600, 3200, 6400 ms)
  assert.deepEqual(resends, [1, 2, 3, 4, 5]);
  assert.deepEqual(gaveUp, ["s-1"]);
  assert.deepEqual(sender.stats, { sent: 1, resent: 5, acked: 0, givenUp: 1 });
  assert.deepEqual(sender.pending(), []);
});

test("a late acknowledgement stops the resends; destroy stops them all", () => {
  const clock = fakeClock();
  const posted = [];
  const sender = createIntentSender((m) => posted.push(m), { session: "s", ...clock });
  const a = sender.send({ kind: "undo" });
  sender.send({ kind: "redo" });
  clock.advance(400); // both resent once
  assert.deepEqual(posted.map((m) => m.id), ["s-1", "s-2", "s-1", "s-2"]);
  sender.ack(a);
  clock.advance(800); // only the redo again
  assert.deepEqual(posted.slice(4).map((m) => m.id), ["s-2"]);
  sender.destroy();
  clock.advance(60_000);
  assert.equal(posted.length, 5);
  assert.equal(clock.pending, 0);
});
