import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync } from "node:fs";
import { computeLayout, visibleCards, targetRect, DEFAULTS } from "../layout.js";

const fixture = (name) => JSON.parse(readFileSync(new URL(`../../tests/fixtures/snapshots/${name}.json`, import.meta.url), "utf8"));

test("klondike: 7 columns fit the width, stock left, foundations right", () => {
  const s = fixture("klondike-start");
  const L = computeLayout(s, 860);
  assert.equal(L.kind, "klondike");
  assert.ok(L.cardW <= DEFAULTS.maxCardW && L.cardW > 90);
  assert.ok(Math.abs(L.cardH - L.cardW * 1.4) < 0.02);
  const xs = [1, 2, 3, 4, 5, 6, 7].map((n) => L.piles[`t${n}`].slot.x);
  for (let i = 1; i < 7; i++) assert.ok(xs[i] > xs[i - 1] + L.cardW, "columns don't overlap");
  assert.ok(xs[6] + L.cardW <= 860);
  assert.equal(L.piles.stock.slot.x, xs[0]);
  assert.equal(L.piles.f4.slot.x, xs[6]);
  assert.equal(L.piles.f1.slot.x, xs[3]);
  assert.ok(L.piles.t1.slot.y > L.piles.stock.slot.y + L.cardH);
});

test("klondike: face-down cards overlap more tightly than face-up ones", () => {
  const L = computeLayout(fixture("klondike-mid"), 860);
  const t3 = L.piles.t3.cards; // [null, null, QS, JD, TC, 9H, 8S]
  const down = t3[1].y - t3[0].y;
  const up = t3[4].y - t3[3].y;
  assert.ok(down > 0 && up > 2 * down);
  assert.ok(up >= 0.25 * L.cardH, "corner index stays readable");
  assert.ok(L.height >= t3[6].y + L.cardH);
});

test("klondike: the waste fans its last three cards to the right", () => {
  const L = computeLayout(fixture("klondike-mid"), 860);
  const w = L.piles.waste;
  assert.equal(w.fan, "right");
  const shown = visibleCards(w);
  assert.equal(shown.length, 3);
  assert.ok(shown[1].x > shown[0].x && shown[2].x > shown[1].x);
  assert.equal(shown[0].x, w.slot.x);
  assert.equal(w.cards[0].x, w.slot.x); // the older cards are squared under the fan
});

test("layout scales with the width", () => {
  const s = fixture("klondike-start");
  const wide = computeLayout(s, 860);
  const narrow = computeLayout(s, 420);
  assert.ok(narrow.cardW < wide.cardW * 0.6);
  assert.ok(narrow.piles.t7.slot.x + narrow.cardW <= 420);
  const huge = computeLayout(s, 2000);
  assert.equal(huge.cardW, DEFAULTS.maxCardW); // capped, and centred
  assert.ok(Math.abs(huge.piles.t1.slot.x - (2000 - (huge.piles.t7.slot.x + huge.cardW))) < 1);
});

test("maxHeight squeezes long columns", () => {
  const s = fixture("klondike-mid");
  const free = computeLayout(s, 860);
  const tight = computeLayout(s, 860, { maxHeight: 520 });
  assert.ok(tight.height < free.height);
  assert.ok(tight.height <= 520 + 1);
});

test("matrimony: stock, 8 foundations in a row, two rows of 8 squared piles", () => {
  const L = computeLayout(fixture("matrimony-mid"), 860);
  assert.equal(L.kind, "matrimony");
  const f = [1, 2, 3, 4, 5, 6, 7, 8].map((n) => L.piles[`f${n}`].slot);
  assert.ok(f.every((r) => r.y === L.piles.stock.slot.y));
  assert.ok(f[0].x > L.piles.stock.slot.x);
  for (let n = 1; n <= 8; n++) {
    const top = L.piles[`t${n}`];
    const bottom = L.piles[`t${n + 8}`];
    assert.equal(top.fan, "square");
    assert.equal(top.slot.x, f[n - 1].x, "columns line up under the foundations");
    assert.equal(bottom.slot.x, top.slot.x);
    assert.ok(bottom.slot.y > top.slot.y + L.cardH);
  }
  // squared: all cards at the slot, only the top is drawn
  const t4 = L.piles.t4;
  assert.ok(t4.cards.every((c) => c.x === t4.slot.x && c.y === t4.slot.y));
  assert.equal(visibleCards(t4).length, 1);
  assert.equal(L.piles.f1.label.text, "Q→J");
  assert.ok(L.piles.t16.slot.x + L.cardW <= 860);
});

test("targetRect: the top card, or the empty slot", () => {
  const L = computeLayout(fixture("klondike-mid"), 860);
  assert.deepEqual(targetRect(L.piles.t4, L.cardW, L.cardH), L.piles.t4.slot);
  const t1 = L.piles.t1;
  assert.equal(targetRect(t1, L.cardW, L.cardH).y, t1.cards[3].y);
});

test("klondike: with draw_count 1 the waste shows its top card only", () => {
  const s = { ...fixture("klondike-mid"), draw_count: 1 };
  const w = computeLayout(s, 860).piles.waste;
  const shown = visibleCards(w);
  assert.equal(shown.length, 1);
  assert.equal(shown[0].index, w.cards.length - 1);
  assert.ok(w.cards.every((c) => c.x === w.slot.x), "nothing is fanned");
  const three = computeLayout({ ...s, draw_count: 3 }, 860).piles.waste;
  assert.equal(visibleCards(three).length, 3);
});

test("the table's height is the game's: a longer column squeezes, the table keeps its size", () => {
  const start = computeLayout(fixture("klondike-start"), 860);
  const mid = computeLayout(fixture("klondike-mid"), 860);
  assert.equal(start.height, mid.height);
  const s = fixture("klondike-mid");
  const long = { ...s, piles: s.piles.map((p) => (p.id === "t6" ? { ...p, cards: [...p.cards, "6H", "5C", "4D", "3S", "2H", "AC"] } : p)) };
  const L = computeLayout(long, 860);
  assert.equal(L.height, mid.height);
  const t6 = L.piles.t6.cards;
  assert.ok(t6[t6.length - 1].y + L.cardH <= L.height, "the long column stays on the table");
  assert.ok(t6[t6.length - 1].y - t6[t6.length - 2].y < 0.28 * L.cardH, "squeezed");
  // matrimony's squared piles: one height whatever the position
  assert.equal(computeLayout(fixture("matrimony-start"), 860).height, computeLayout(fixture("matrimony-mid"), 860).height);
});

test("narrower than the smallest cards: laid out wider, every pile inside the picture", () => {
  // at 288 px Matrimony's 9 columns of 38 px cards ran past the box, which clips them
  for (const [name, width] of [["matrimony-mid", 288], ["klondike-start", 240], ["matrimony-mid", 860]]) {
    const L = computeLayout(fixture(name), width);
    assert.ok(L.width >= width);
    for (const [id, p] of Object.entries(L.piles)) {
      assert.ok(p.slot.x >= 0 && p.slot.x + L.cardW <= L.width + 0.01, `${name} ${width}: ${id}`);
    }
    if (width === 860) assert.equal(L.width, 860); // a wide box is the picture's width
  }
});
