import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { computeLayout } from "../layout.js";
import { hitTest, dropTarget, focusStops, navigate } from "../hit.js";

const fixture = (name) => JSON.parse(readFileSync(new URL(`../../tests/fixtures/snapshots/${name}.json`, import.meta.url), "utf8"));
const mid = computeLayout(fixture("klondike-mid"), 860);

test("hitTest finds the topmost card under a point", () => {
  const t3 = mid.piles.t3;
  const c5 = t3.cards[5];
  // the visible strip of card 5 (9H)
  assert.deepEqual(hitTest(mid, c5.x + 10, c5.y + 5), { pile: "t3", index: 5 });
  // the top card's full face
  const c6 = t3.cards[6];
  assert.deepEqual(hitTest(mid, c6.x + 50, c6.y + mid.cardH - 5), { pile: "t3", index: 6 });
  // a face-down card's strip
  assert.deepEqual(hitTest(mid, t3.cards[0].x + 5, t3.cards[0].y + 3), { pile: "t3", index: 0 });
});

test("hitTest: empty piles, squared piles, the waste fan, the felt", () => {
  const t4 = mid.piles.t4.slot;
  assert.deepEqual(hitTest(mid, t4.x + 5, t4.y + 5), { pile: "t4", index: -1 });
  const f1 = mid.piles.f1.slot;
  assert.deepEqual(hitTest(mid, f1.x + 5, f1.y + 5), { pile: "f1", index: 2 });
  const w = mid.piles.waste;
  // any visible waste card answers with the top (index 5)
  assert.deepEqual(hitTest(mid, w.slot.x + 3, w.slot.y + 20), { pile: "waste", index: 5 });
  assert.deepEqual(hitTest(mid, mid.piles.stock.slot.x + 5, mid.piles.stock.slot.y + 5), { pile: "stock", index: 6 });
  assert.equal(hitTest(mid, 1, mid.height - 1), null);
});

test("dropTarget: the pile the dragged card overlaps most", () => {
  const t1 = mid.piles.t1.cards[3];
  const card = { x: t1.x + 8, y: t1.y + 20, w: mid.cardW, h: mid.cardH };
  assert.equal(dropTarget(mid, card, "t3"), "t1");
  // straddling two columns, mostly over t2
  const t2 = mid.piles.t2.slot;
  assert.equal(dropTarget(mid, { x: t2.x - mid.cardW * 0.3, y: t2.y + 10, w: mid.cardW, h: mid.cardH }, "t3"), "t2");
  // the source pile and the stock are never targets; far off the table: none
  assert.equal(dropTarget(mid, { x: -500, y: -500, w: mid.cardW, h: mid.cardH }, "t3"), null);
  const st = mid.piles.stock.slot;
  assert.equal(dropTarget(mid, { ...st }, "t3"), null);
});

test("focus stops: one per pile plus each face-up card of a column", () => {
  const stops = focusStops(mid);
  assert.deepEqual(stops.filter((s) => s.pile === "t3").map((s) => s.index), [2, 3, 4, 5, 6]);
  assert.deepEqual(stops.find((s) => s.pile === "t4"), { pile: "t4", index: -1 });
  assert.deepEqual(stops.find((s) => s.pile === "waste"), { pile: "waste", index: 5 });
});

test("navigate: arrows move between piles and along a column", () => {
  assert.deepEqual(navigate(mid, { pile: "t1", index: 3 }, "right"), { pile: "t2", index: 1 });
  assert.deepEqual(navigate(mid, { pile: "t3", index: 6 }, "left"), { pile: "t2", index: 1 });
  assert.deepEqual(navigate(mid, { pile: "t3", index: 6 }, "up"), { pile: "t3", index: 5 });
  assert.deepEqual(navigate(mid, { pile: "t3", index: 5 }, "down"), { pile: "t3", index: 6 });
  assert.equal(navigate(mid, { pile: "t1", index: 0 }, "up").pile, "stock");
  assert.equal(navigate(mid, { pile: "stock", index: 6 }, "down").pile, "t1");
  assert.equal(navigate(mid, { pile: "f4", index: -1 }, "right").pile, "f4"); // edge: stay
  const mat = computeLayout(fixture("matrimony-mid"), 860);
  assert.equal(navigate(mat, { pile: "t1", index: 2 }, "down").pile, "t9");
  assert.equal(navigate(mat, { pile: "t9", index: 1 }, "up").pile, "t1");
  assert.equal(navigate(mat, { pile: "t1", index: 2 }, "up").pile, "f1");
});
