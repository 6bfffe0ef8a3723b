import { test } from "node:test";
import assert from "node:assert/strict";
import { readFileSync, readdirSync } from "node:fs";
import { checkSnapshot } from "../check.js";
import { focusAfterMove } from "../hit.js";

const dir = new URL("../../tests/fixtures/snapshots/", import.meta.url);
const fixture = (name) => JSON.parse(readFileSync(new URL(`${name}.json`, dir), "utf8"));

test("every fixture is a good state", () => {
  for (const f of readdirSync(dir).filter((n) => n.endsWith(".json"))) {
    assert.equal(checkSnapshot(fixture(f.slice(0, -5))), null, f);
  }
});

test("bad states are named, not thrown", () => {
  const good = fixture("klondike-mid");
  const last = good.piles.length - 1;
  const withPile = (p) => ({ ...good, piles: good.piles.map((q, i) => (i === last ? { ...q, ...p } : q)) });
  const cases = [
    [null, /not an object/],
    [[], /not an object/],
    [{ version: 3 }, /"piles"/],
    [{ ...good, piles: {} }, /"piles"/],
    [withPile({ id: 7 }), /id/],
    [withPile({ kind: "cellar" }), /kind "cellar"/],
    [withPile({ cards: ["1X"] }), /"1X" is not a card/],
    [withPile({ cards: "AS" }), /not a list/],
    [withPile({ face_down: -1 }), /face_down/],
    [{ ...good, piles: [...good.piles, good.piles[0]] }, /appears twice/],
    [{ ...good, legal: { "t9/0": ["t1"] } }, /"t9"/],
    [{ ...good, legal: { "t2/1": ["nowhere"] } }, /"nowhere"/],
    [{ ...good, legal: { t2: ["t1"] } }, /<pile>\/<index>/],
    [{ ...good, legal: { "t2/1": "t1" } }, /not a list/],
    [{ ...good, auto: { "t2/1": "f9" } }, /"f9"/],
    [{ ...good, hint: { src: "t1", dst: "zz" } }, /"zz"/],
    [{ ...good, last_move: { src: "t1", dst: "t2", count: 0 } }, /count/],
    [{ ...good, version: "7" }, /"version"/],
    [{ ...good, position_since: "7" }, /"position_since"/],
    [{ ...good, position_since: Infinity }, /"position_since"/],
    [{ ...good, can_undo: "yes" }, /"can_undo"/],
    [{ ...good, title: 5 }, /"title"/],
    [{ ...good, labels: [] }, /"labels"/],
    [{ ...good, message: "oops" }, /"message"/],
  ];
  for (const [s, re] of cases) {
    const problem = checkSnapshot(s);
    assert.ok(problem && re.test(problem), `${JSON.stringify(s)?.slice(0, 60)} -> ${problem}`);
  }
});

test("a long bad value is cut in the error line", () => {
  const good = fixture("klondike-start");
  const problem = checkSnapshot({ ...good, title: ["x".repeat(500)] });
  assert.ok(problem.length < 100, problem);
});

test("focus after a keyboard move: the moved card in its new pile", () => {
  const s = fixture("klondike-mid");
  const t1 = s.piles.find((p) => p.id === "t1");
  const pending = { src: "t3", dst: "t1", count: 2, version: 1, moves: 10 };
  // the same version: no answer yet
  assert.equal(focusAfterMove({ ...s, version: 1 }, pending), undefined);
  // played: the lower of the two moved cards
  const played = { ...s, version: 2, move_count: 11, last_move: { src: "t3", dst: "t1", count: 2 } };
  assert.deepEqual(focusAfterMove(played, pending), { pile: "t1", index: t1.cards.length - 2 });
  // refused (an error message, the move count unchanged) or another move: no change
  assert.equal(focusAfterMove({ ...played, move_count: 10 }, pending), null);
  assert.equal(focusAfterMove({ ...played, last_move: { src: "t2", dst: "t1", count: 1 } }, pending), null);
  assert.equal(focusAfterMove({ ...played, last_move: null }, pending), null);
});

test("focus after a keyboard move: a table of the same position is not the move's answer", () => {
  const s = fixture("klondike-mid");
  const t1 = s.piles.find((p) => p.id === "t1");
  const pending = { src: "t3", dst: "t1", count: 2, version: 4, moves: 10 };
  // republished for a setting, the language or a message (refused): still the position
  // the move was sent from, so the focus waits (and stays where the player put it)
  for (const since of [1, 4]) {
    assert.equal(focusAfterMove({ ...s, version: 5, position_since: since, move_count: 10 }, pending), undefined);
  }
  // the move's answer after such a table: the focus follows the card
  const played = { ...s, version: 6, position_since: 6, move_count: 11, last_move: { src: "t3", dst: "t1", count: 2 } };
  assert.deepEqual(focusAfterMove(played, pending), { pile: "t1", index: t1.cards.length - 2 });
  // the position changed by something else (an undo, another move): no change
  assert.equal(focusAfterMove({ ...played, move_count: 9, last_move: null }, pending), null);
  assert.equal(focusAfterMove({ ...played, last_move: { src: "t2", dst: "t1", count: 1 } }, pending), null);
});

test("a Matrimony deal or redeal step names the whole tableau as its destination", () => {
  const s = fixture("matrimony-mid");
  assert.equal(checkSnapshot({ ...s, last_move: { src: "stock", dst: "tableau", count: 1 } }), null);
  assert.equal(checkSnapshot({ ...s, last_move: { src: "t3", dst: "tableau", count: 1 } }), null);
  assert.match(checkSnapshot({ ...s, last_move: { src: "tableau", dst: "f1", count: 1 } }), /not on the table/);
});
