// Writes the hand-made snapshot fixtures in tests/fixtures/snapshots/ (run: node tests/harness/make_fixtures.mjs).
// The positions are chosen by hand; `legal` is filled in by a small rule helper here so the
// tables are consistent with the position. This is test data only: the widget has no rules.
import { writeFileSync, mkdirSync } from "node:fs";
import { fileURLToPath } from "node:url";
import path from "node:path";

const OUT = path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "fixtures", "snapshots");
mkdirSync(OUT, { recursive: true });

const LABELS = {
  new_deal: "New deal", undo: "Undo", redo: "Redo", hint: "Hint", auto_finish: "Auto-finish",
  deal: "Deal", moves: "Moves", show_targets: "Show targets", rules: "Rules", close: "Close",
  won: "You won!", stuck: "No more moves", stock: "Stock", waste: "Waste",
  foundation: "Foundation {n}", pile: "Pile {n}", face_up: "face up", face_down: "face down", empty: "empty",
  card_name: "{rank} of {suit}",
  ranks: { A: "Ace", 2: "Two", 3: "Three", 4: "Four", 5: "Five", 6: "Six", 7: "Seven", 8: "Eight", 9: "Nine", T: "Ten", J: "Jack", Q: "Queen", K: "King" },
  suits: { S: "spades", H: "hearts", D: "diamonds", C: "clubs" },
};

const RANKS = "A23456789TJQK";
const red = (c) => c[1] === "H" || c[1] === "D";

// deterministic shuffle (mulberry32), only to make the fixture deals look random
function rng(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
function shuffle(deck, seed) {
  const r = rng(seed);
  const d = deck.slice();
  for (let i = d.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [d[i], d[j]] = [d[j], d[i]];
  }
  return d;
}
const deck52 = () => [..."SHDC"].flatMap((s) => [...RANKS].map((r) => r + s));

/** Klondike-ish legal table: order = rank order low->high, foundations build up by suit from order[0]. */
function klondikeLegal(piles, order, kingOnly) {
  const rank = (c) => order.indexOf(c[0]);
  const legal = {};
  const auto = {};
  const found = piles.filter((p) => p.kind === "foundation");
  const tab = piles.filter((p) => p.kind === "tableau");
  const toFound = (c) =>
    found.filter((f) => (f.cards.length === 0 ? rank(c) === 0 : f.cards.at(-1)[1] === c[1] && rank(f.cards.at(-1)) + 1 === rank(c))).map((f) => f.id);
  const toTab = (c, src) =>
    tab
      .filter((t) => t.id !== src)
      .filter((t) => {
        const top = t.cards.at(-1);
        if (top === undefined) return kingOnly ? rank(c) === order.length - 1 : rank(c) !== 0 || order[0] !== "A" || true;
        return top !== null && red(top) !== red(c) && rank(top) === rank(c) + 1;
      })
      .map((t) => t.id);
  const add = (key, c, src, single) => {
    const dsts = [...(single ? toFound(c) : []), ...toTab(c, src)];
    if (single && toFound(c).length) auto[key] = toFound(c)[0];
    if (dsts.length) legal[key] = dsts;
  };
  for (const p of piles) {
    if (!p.cards.length) continue;
    if (p.kind === "waste") add(`waste/${p.cards.length - 1}`, p.cards.at(-1), "waste", true);
    if (p.kind === "foundation") {
      const d = toTab(p.cards.at(-1), p.id);
      if (d.length) legal[`${p.id}/${p.cards.length - 1}`] = d;
    }
    if (p.kind === "tableau") {
      p.cards.forEach((c, i) => {
        if (c !== null) add(`${p.id}/${i}`, c, p.id, i === p.cards.length - 1);
      });
    }
  }
  return { legal, auto };
}

function base(extra) {
  return {
    version: 1, lang: "en", move_count: 0, status: "playing", can_undo: false, can_redo: false,
    can_auto_finish: false, hint_available: true, hint: null, last_move: null, message: null, redeal_pile: null,
    labels: LABELS, show_targets: true, ...extra,
  };
}

function write(name, snap) {
  writeFileSync(path.join(OUT, name + ".json"), JSON.stringify(snap, null, 1) + "\n");
  console.log("wrote", name);
}

// ---------------------------------------------------------------- klondike start
{
  const deck = shuffle(deck52(), 42);
  const tab = Array.from({ length: 7 }, () => []);
  let k = 0;
  for (let r = 0; r < 7; r++) for (let i = r; i < 7; i++) tab[i].push(i === r ? deck[k++] : (k++, null));
  const stockN = 52 - k;
  const piles = [
    { id: "stock", kind: "stock", cards: Array(stockN).fill(null) },
    { id: "waste", kind: "waste", cards: [] },
    ...[1, 2, 3, 4].map((n) => ({ id: `f${n}`, kind: "foundation", cards: [], base: null, dir: "up", label: "A→K" })),
    ...tab.map((cards, i) => ({ id: `t${i + 1}`, kind: "tableau", cards, row: 0 })),
  ];
  const { legal, auto } = klondikeLegal(piles, RANKS, true);
  write("klondike-start", base({
    version: 1, variant: "klondike", title: "Klondike", layout: "klondike", deal: 42, draw_count: 3,
    piles, stock_action: "draw", stock_label: `${stockN} left`, legal, auto,
  }));
}

// ---------------------------------------------------------------- klondike mid-game (draw 3)
{
  const piles = [
    { id: "stock", kind: "stock", cards: Array(7).fill(null) },
    { id: "waste", kind: "waste", cards: ["7D", "2C", "KS", "9C", "4H", "6D"] },
    { id: "f1", kind: "foundation", cards: ["AS", "2S", "3S"], base: null, dir: "up", label: "A→K" },
    { id: "f2", kind: "foundation", cards: ["AH"], base: null, dir: "up", label: "A→K" },
    { id: "f3", kind: "foundation", cards: ["AD", "2D"], base: null, dir: "up", label: "A→K" },
    { id: "f4", kind: "foundation", cards: [], base: null, dir: "up", label: "A→K" },
    { id: "t1", kind: "tableau", cards: ["KH", "QC", "JH", "TS"], row: 0 },
    { id: "t2", kind: "tableau", cards: [null, "4S"], row: 0 },
    { id: "t3", kind: "tableau", cards: [null, null, "QS", "JD", "TC", "9H", "8S"], row: 0 },
    { id: "t4", kind: "tableau", cards: [], row: 0 },
    { id: "t5", kind: "tableau", cards: [null, null, null, "6C", "5H"], row: 0 },
    { id: "t6", kind: "tableau", cards: [null, null, null, null, "KD", "QS", "JH"], row: 0 },
    { id: "t7", kind: "tableau", cards: [null, null, null, null, null, "9S", "8D", "7C"], row: 0 },
  ];
  // the two QS/JH duplicates above would be impossible: make t6 a legal-looking run instead
  piles[11].cards = [null, null, null, null, "KC", "QD", "JC"];
  const { legal, auto } = klondikeLegal(piles, RANKS, true);
  write("klondike-mid", base({
    version: 37, variant: "klondike", title: "Klondike", layout: "klondike", deal: 42, draw_count: 3,
    move_count: 36, can_undo: true, piles, stock_action: "draw", stock_label: "7 left", legal, auto,
    last_move: { src: "t5", dst: "t3", count: 1 },
    message: { kind: "error", text: "J♦ can't go on Q♦: a tableau pile builds down in alternating colours (red on black, black on red)." },
  }));
}

// ---------------------------------------------------------------- klondike32 start
{
  const ORDER32 = "789TJQKA"; // Ace high
  const deck = shuffle([..."SHDC"].flatMap((s) => [...ORDER32].map((r) => r + s)), 7);
  const tab = Array.from({ length: 7 }, () => []);
  const found = [[], [], [], []];
  let k = 0;
  let aces = 0;
  for (let r = 0; r < 7; r++)
    for (let i = r; i < 7; i++) {
      if (i === r) {
        while (deck[k][0] === "A") found[aces++].push(deck[k++]);
        tab[i].push(deck[k++]);
      } else {
        tab[i].push(null);
        k++;
      }
    }
  const stockN = 32 - k;
  const piles = [
    { id: "stock", kind: "stock", cards: Array(stockN).fill(null) },
    { id: "waste", kind: "waste", cards: [] },
    ...found.map((cards, n) => ({ id: `f${n + 1}`, kind: "foundation", cards, base: null, dir: "down", label: "A→7" })),
    ...tab.map((cards, i) => ({ id: `t${i + 1}`, kind: "tableau", cards, row: 0 })),
  ];
  // 32-card rules: foundations A, K, Q ... 7 by suit; tableau down by the Ace-high order
  const { legal } = klondikeLegal(piles, ORDER32, false);
  const legal32 = {};
  for (const [key, dsts] of Object.entries(legal)) {
    const ok = dsts.filter((d) => d.startsWith("t"));
    if (ok.length) legal32[key] = ok;
  }
  write("klondike32-start", base({
    version: 1, variant: "klondike32", title: "Solitario (32 cards)", layout: "klondike", deal: 7, draw_count: 1,
    piles, stock_action: "draw", stock_label: `${stockN} left`, legal: legal32, auto: {},
  }));
}

// ---------------------------------------------------------------- matrimony
const MAT_F = [
  { base: "QD", dir: "up", label: "Q→J" },
  { base: "JD", dir: "down", label: "J→Q" },
  { base: "JH", dir: "down", label: "J→Q" },
  { base: "JH", dir: "down", label: "J→Q" },
  { base: "TS", dir: "down", label: "10→J" },
  { base: "TS", dir: "down", label: "10→J" },
  { base: "TC", dir: "down", label: "10→J" },
  { base: "TC", dir: "down", label: "10→J" },
];
function matNext(f) {
  const cyc = RANKS;
  const top = f.cards.at(-1);
  const i = cyc.indexOf(top[0]);
  const j = (i + (f.dir === "up" ? 1 : -1) + 13) % 13;
  return cyc[j] + top[1];
}
function matLegal(piles) {
  const legal = {};
  const auto = {};
  const found = piles.filter((p) => p.kind === "foundation");
  for (const p of piles.filter((q) => q.kind === "tableau")) {
    const c = p.cards.at(-1);
    if (!c) continue;
    const dsts = found.filter((f) => f.cards.length && matNext(f) === c).map((f) => f.id);
    if (dsts.length) {
      legal[`${p.id}/${p.cards.length - 1}`] = dsts;
      auto[`${p.id}/${p.cards.length - 1}`] = dsts[0];
    }
  }
  return { legal, auto };
}
function matPiles(foundCards, tabCards, stockN) {
  return [
    { id: "stock", kind: "stock", cards: Array(stockN).fill(null) },
    ...MAT_F.map((f, i) => ({ id: `f${i + 1}`, kind: "foundation", cards: foundCards[i], ...f })),
    ...tabCards.map((cards, i) => ({ id: `t${i + 1}`, kind: "tableau", cards, row: i < 8 ? 0 : 1 })),
  ];
}
{
  const two = [...deck52(), ...deck52()];
  two.splice(two.indexOf("QD"), 1);
  two.splice(two.indexOf("JD"), 1);
  let deck = shuffle(two, 1001);
  // at the start no base may be on top (they'd have been placed): push them back into the stock
  const isBase = (c) => c === "JH" || c === "TS" || c === "TC";
  const top16 = [];
  const rest = [];
  for (const c of deck) (top16.length < 16 && !isBase(c) ? top16 : rest).push(c);
  const tab = top16.map((c) => [c]);
  const found = MAT_F.map((f, i) => (i < 2 ? [f.base] : []));
  const piles = matPiles(found, tab, rest.length);
  const { legal, auto } = matLegal(piles);
  write("matrimony-start", base({
    version: 1, variant: "matrimony", title: "Matrimony", layout: "matrimony", deal: 1001, draw_count: 0,
    piles, stock_action: "deal", stock_label: `${rest.length} left`, legal, auto, hint_available: true,
  }));
}
{
  const found = [
    ["QD", "KD", "AD", "2D", "3D"],
    ["JD", "TD", "9D"],
    ["JH", "TH", "9H", "8H"],
    [],
    ["TS", "9S", "8S"],
    ["TS"],
    ["TC", "9C", "8C", "7C", "6C", "5C"],
    [],
  ];
  const tab = [
    ["5S", "KC", "4D"], ["2H", "QS"], [], ["7S", "3C", "AH", "9S"],
    ["6H", "8D"], ["JC", "QH", "4S", "7H", "2S"], ["KS"], [],
    ["3H", "5D"], ["AC", "8S", "JS"], ["6D", "QC"], ["4C", "KH", "7D", "8C"],
    [], ["9C", "2C", "AS"], ["5H", "6S", "TH"], ["QH", "3S", "4H", "KD"],
  ];
  const piles = matPiles(found, tab, 44);
  const { legal, auto } = matLegal(piles);
  write("matrimony-mid", base({
    version: 58, variant: "matrimony", title: "Matrimony", layout: "matrimony", deal: 1001, draw_count: 0,
    move_count: 57, can_undo: true, can_redo: true, piles, stock_action: "deal", stock_label: "44 left", legal, auto,
    last_move: { src: "t2", dst: "f1", count: 1 },
    hint: { src: "t1", dst: "f1", count: 1 },
    message: { kind: "info", text: "Hint: 4♦ from Pile 1 goes on 3♦ (Foundation 1)." },
  }));

  // the same table after the stock ran out and the redeal did not help
  const stuckPiles = matPiles(found, tab.map((p) => p.filter((c) => c !== "4D")), 0);
  write("matrimony-stuck", base({
    version: 140, variant: "matrimony", title: "Matrimony", layout: "matrimony", deal: 1001, draw_count: 0,
    move_count: 139, can_undo: true, piles: stuckPiles, stock_action: null, stock_label: "redeal done",
    legal: {}, auto: {}, status: "stuck", hint_available: false,
    message: { kind: "stuck", text: "The redeal is over and no top card fits a foundation." },
  }));

  // the same table during the redeal: the stock slot shows the redeal and the next pile
  write("matrimony-redeal", base({
    version: 120, variant: "matrimony", title: "Matrimony", layout: "matrimony", deal: 1001, draw_count: 0,
    move_count: 119, can_undo: true, piles: stuckPiles, stock_action: "redeal", stock_label: "redeal 12",
    redeal_pile: 12, legal: {}, auto: {},
  }));
}

// ---------------------------------------------------------------- won (klondike)
{
  const piles = [
    { id: "stock", kind: "stock", cards: [] },
    { id: "waste", kind: "waste", cards: [] },
    ...["S", "H", "D", "C"].map((s, i) => ({ id: `f${i + 1}`, kind: "foundation", cards: [...RANKS].map((r) => r + s), base: null, dir: "up", label: "A→K" })),
    ...[1, 2, 3, 4, 5, 6, 7].map((n) => ({ id: `t${n}`, kind: "tableau", cards: [], row: 0 })),
  ];
  write("won", base({
    version: 231, variant: "klondike", title: "Klondike", layout: "klondike", deal: 42, draw_count: 3,
    move_count: 117, can_undo: true, status: "won", piles, stock_action: null, stock_label: "",
    legal: {}, auto: {}, hint_available: false,
    message: { kind: "won", text: "You won in 117 moves!" },
  }));
}
