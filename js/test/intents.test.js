import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { moveIntent, autoIntent, stockIntent, newDealIntent, shortcutIntent, isPickable, legalTargets, ariaLabel, pileName, carriedCount } from "../intents.js";
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
