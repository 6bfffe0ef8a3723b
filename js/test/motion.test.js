// Pure parts of js/motion.js: which motion a change of state calls for, and when it is off.
import { test } from "node:test";
import assert from "node:assert/strict";
import { motionAllowed, motionKind } from "../motion.js";

const table = (over = {}) => ({
  deal: 42, variant: "klondike", move_count: 5, status: "playing",
  piles: [{ id: "stock", kind: "stock", cards: [null, null] }, { id: "t1", kind: "tableau", cards: ["AS"] }],
  ...over,
});

test("a move, an undo or an automatic effect slides", () => {
  assert.equal(motionKind(table(), table({ move_count: 6 })), "slide");
  assert.equal(motionKind(table(), table({ move_count: 4 })), "slide");
  assert.equal(motionKind(table(), table({ move_count: 9 })), "slide"); // autodrop: several moves
});

test("another deal, another variant or a restart deals", () => {
  assert.equal(motionKind(table(), table({ deal: 43, move_count: 0 })), "deal");
  assert.equal(motionKind(table(), table({ variant: "klondike32", move_count: 0 })), "deal");
  assert.equal(motionKind(table(), table({ move_count: 0 })), "deal");
});

test("the first win cascades, a won table redrawn does not", () => {
  assert.equal(motionKind(table(), table({ move_count: 6, status: "won" })), "win");
  assert.equal(motionKind(table({ status: "won" }), table({ status: "won" })), "slide");
});

test("the first state after the empty placeholder just appears", () => {
  assert.equal(motionKind(null, table()), "none");
  assert.equal(motionKind(table({ deal: null, piles: [] }), table()), "none");
  assert.equal(motionKind(table({ piles: [{ id: "stock", kind: "stock", cards: [] }] }), table()), "none");
});

test("animate=False and a page without the Web Animations API have no motion", () => {
  assert.equal(motionAllowed(table({ animate: false })), false);
  // node has no Element: no motion whatever the state says
  assert.equal(motionAllowed(table({ animate: true })), false);
});
