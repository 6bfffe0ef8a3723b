// @ts-check
/**
 * Pure, DOM-free table geometry: where every pile and every card goes for a given width.
 * All numbers are in CSS pixels of the table's own coordinate system (the SVG viewBox).
 */

/**
 * @typedef {{ id: string, kind: string, cards: Array<string|null>, base?: string|null,
 *             dir?: string, label?: string, row?: number, face_down?: number }} PileData
 * @typedef {{ piles: PileData[], layout?: string, [k: string]: any }} Snapshot
 * @typedef {{ x: number, y: number, w: number, h: number }} Rect
 * @typedef {{ index: number, code: string|null, faceUp: boolean, x: number, y: number }} CardPos
 * @typedef {{ id: string, kind: string, fan: "down"|"right"|"square",
 *             slot: Rect, drop: Rect, cards: CardPos[], count: number, shown?: number,
 *             label?: {x: number, y: number, text: string} }} PileLayout
 * @typedef {{ width: number, height: number, cardW: number, cardH: number, gap: number,
 *             kind: string, piles: Record<string, PileLayout>, order: string[] }} TableLayout
 * @typedef {{ maxCardW?: number, minCardW?: number, maxHeight?: number,
 *             faceDownStep?: number, faceUpStep?: number, wasteFan?: number,
 *             faceUpRoom?: number }} LayoutOptions
 */

export const ASPECT = 1.4; // card height / width
export const DEFAULTS = {
  maxCardW: 104,
  minCardW: 38,
  faceDownStep: 0.1, // fraction of card height between face-down cards in a column
  faceUpStep: 0.28, // ... between face-up cards (shows the corner index)
  wasteFan: 0.22, // fraction of card width between the fanned waste cards
  faceUpRoom: 6, // face-up cards a column holds, under its deal's face-down ones, unsqueezed
};

/** How many waste cards are fanned when three are drawn at a time (the rest is under them). */
export const WASTE_SHOWN = 3;

/**
 * How many waste cards are fanned: the cards of the last draw (`draw_count` in the
 * snapshot: 1 shows the top card only; unknown: three).
 * @param {Snapshot} snapshot
 */
export function wasteShown(snapshot) {
  const n = snapshot.draw_count;
  return typeof n === "number" && n >= 1 ? Math.min(n, WASTE_SHOWN) : WASTE_SHOWN;
}

/**
 * @param {Snapshot} snapshot
 * @param {number} width available width in px
 * @param {LayoutOptions} [options]
 * @returns {TableLayout}
 */
export function computeLayout(snapshot, width, options = {}) {
  const opts = { ...DEFAULTS, ...options };
  const kind = snapshot.layout === "matrimony" ? "matrimony" : "klondike";
  return kind === "matrimony" ? matrimonyLayout(snapshot, width, opts) : klondikeLayout(snapshot, width, opts);
}

/** Card width that fits `cols` columns (and margins of one gap each side) in `width`. */
function fitCardWidth(width, cols, gapRatio, opts) {
  const cw = width / (cols + (cols - 1) * gapRatio + 2 * gapRatio);
  return Math.max(opts.minCardW, Math.min(opts.maxCardW, cw));
}

/** @param {number} n */
const r2 = (n) => Math.round(n * 100) / 100;

/**
 * @param {PileData} pile @param {Rect} slot
 * @returns {PileLayout}
 */
function squaredPile(pile, slot, pad) {
  const n = pile.cards.length;
  /** @type {CardPos[]} */
  const hidden = pile.face_down ?? 0; // a replay's teacher view sends face-down codes too
  const cards = pile.cards.map((code, index) => ({ index, code, faceUp: code !== null && index >= hidden, x: slot.x, y: slot.y }));
  return {
    id: pile.id,
    kind: pile.kind,
    fan: "square",
    slot,
    drop: grow(slot, pad),
    cards,
    count: n,
  };
}

/** @param {Rect} r @param {number} p */
function grow(r, p) {
  return { x: r2(r.x - p), y: r2(r.y - p), w: r2(r.w + 2 * p), h: r2(r.h + 2 * p) };
}

/** Fan the cards of a tableau column downwards, squeezing if it would pass maxBottom. */
function columnPile(pile, slot, cardH, opts, maxBottom, pad) {
  const n = pile.cards.length;
  let down = opts.faceDownStep * cardH;
  let up = opts.faceUpStep * cardH;
  const steps = pile.cards.slice(0, -1).map((c) => (c === null ? "d" : "u"));
  const need = () => steps.reduce((s, k) => s + (k === "d" ? down : up), 0);
  if (maxBottom !== undefined && n > 1) {
    const room = maxBottom - slot.y - cardH;
    const total = need();
    if (total > room && room > 0) {
      const k = Math.max(0.35, room / total);
      down *= k;
      up *= k;
    }
  }
  let y = slot.y;
  /** @type {CardPos[]} */
  const cards = pile.cards.map((code, index) => {
    const pos = { index, code, faceUp: code !== null && index >= (pile.face_down ?? 0), x: slot.x, y: r2(y) };
    y += code === null ? down : up;
    return pos;
  });
  const bottom = n ? cards[n - 1].y + cardH : slot.y + cardH;
  return {
    id: pile.id,
    kind: pile.kind,
    fan: "down",
    slot,
    drop: { x: r2(slot.x - pad), y: r2(slot.y - pad), w: r2(slot.w + 2 * pad), h: r2(bottom - slot.y + cardH * 0.35 + pad) },
    cards,
    count: n,
  };
}

/** The waste: squared, but the top `shown` cards fanned to the right. */
function wastePile(pile, slot, cardW, opts, pad, shown) {
  const n = pile.cards.length;
  const first = Math.max(0, n - shown);
  const step = opts.wasteFan * cardW;
  /** @type {CardPos[]} */
  const cards = pile.cards.map((code, index) => ({
    index,
    code,
    faceUp: code !== null,
    x: r2(slot.x + Math.max(0, index - first) * step),
    y: slot.y,
  }));
  const right = n ? cards[n - 1].x + cardW : slot.x + cardW;
  return {
    id: pile.id,
    kind: pile.kind,
    fan: "right",
    slot,
    drop: { x: r2(slot.x - pad), y: r2(slot.y - pad), w: r2(right - slot.x + 2 * pad), h: r2(slot.h + 2 * pad) },
    cards,
    count: n,
    shown,
  };
}

/**
 * Klondike-style table: stock, waste, gap, foundations on top; fanned tableau below.
 * @param {Snapshot} snapshot @param {number} width @param {Required<LayoutOptions>} opts
 * @returns {TableLayout}
 */
function klondikeLayout(snapshot, width, opts) {
  const piles = snapshot.piles;
  const found = piles.filter((p) => p.kind === "foundation");
  const tab = piles.filter((p) => p.kind === "tableau");
  const cols = Math.max(7, tab.length, found.length + 3);
  const gapRatio = 0.14;
  const cw = fitCardWidth(width, cols, gapRatio, opts);
  const ch = cw * ASPECT;
  const gap = cw * gapRatio;
  const tableW = cols * cw + (cols - 1) * gap;
  // narrower than the smallest cards allow (a phone, Matrimony's 9 columns under 440 px):
  // the picture is laid out wider and the page scales it down, every pile in sight (the
  // table's box clips, and its right-hand piles could not be seen or reached)
  width = Math.max(width, tableW + 2 * gap);
  const ox = Math.max(gap, (width - tableW) / 2);
  const colX = (/** @type {number} */ i) => r2(ox + i * (cw + gap));
  const top = gap;
  const labelH = Math.max(14, ch * 0.14);
  const tabY = top + ch + labelH + gap * 0.6;
  const pad = gap / 2;
  // The height is the game's, not the position's: room for the deepest deal (one face-down
  // card fewer than there are columns) and `faceUpRoom` face-up cards on it. A longer
  // column squeezes into that room, so a growing column never resizes the table and
  // nothing under it (status line, next cell) moves.
  const room = (tab.length ? Math.max(0, tab.length - 1) * opts.faceDownStep + Math.max(0, opts.faceUpRoom - 1) * opts.faceUpStep : 0) * ch;
  const fixed = tabY + ch + room + gap;
  let height = opts.maxHeight ? Math.min(fixed, opts.maxHeight) : fixed;
  const maxBottom = height - gap;

  /** @type {Record<string, PileLayout>} */
  const out = {};
  const order = [];
  for (const pile of piles) {
    /** @type {PileLayout} */
    let pl;
    if (pile.kind === "stock") {
      pl = squaredPile(pile, { x: colX(0), y: top, w: cw, h: ch }, pad);
      pl.label = { x: r2(colX(0) + cw / 2), y: r2(top + ch + labelH * 0.8), text: "" };
    } else if (pile.kind === "waste") {
      pl = wastePile(pile, { x: colX(1), y: top, w: cw, h: ch }, cw, opts, pad, wasteShown(snapshot));
    } else if (pile.kind === "foundation") {
      const i = found.indexOf(pile);
      pl = squaredPile(pile, { x: colX(cols - found.length + i), y: top, w: cw, h: ch }, pad);
    } else {
      const i = tab.indexOf(pile);
      pl = columnPile(pile, { x: colX(i), y: r2(tabY), w: cw, h: ch }, ch, opts, maxBottom, pad);
      const bottom = pl.cards.length ? pl.cards[pl.cards.length - 1].y + ch : tabY + ch;
      height = Math.max(height, bottom + gap);
    }
    out[pile.id] = pl;
    order.push(pile.id);
  }
  return { width: r2(width), height: r2(height), cardW: r2(cw), cardH: r2(ch), gap: r2(gap), kind: "klondike", piles: out, order };
}

/**
 * Matrimony table: stock top-left, 8 foundations in a row; two rows of 8 squared piles.
 * @param {Snapshot} snapshot @param {number} width @param {Required<LayoutOptions>} opts
 * @returns {TableLayout}
 */
function matrimonyLayout(snapshot, width, opts) {
  const piles = snapshot.piles;
  const found = piles.filter((p) => p.kind === "foundation");
  const tab = piles.filter((p) => p.kind === "tableau");
  const perRow = Math.max(found.length, Math.ceil(tab.length / 2), 1);
  const cols = perRow + 1;
  const gapRatio = 0.16;
  const cw = fitCardWidth(width, cols, gapRatio, opts);
  const ch = cw * ASPECT;
  const gap = cw * gapRatio;
  const tableW = cols * cw + (cols - 1) * gap;
  // narrower than the smallest cards allow (a phone, Matrimony's 9 columns under 440 px):
  // the picture is laid out wider and the page scales it down, every pile in sight (the
  // table's box clips, and its right-hand piles could not be seen or reached)
  width = Math.max(width, tableW + 2 * gap);
  const ox = Math.max(gap, (width - tableW) / 2);
  const colX = (/** @type {number} */ i) => r2(ox + i * (cw + gap));
  const top = gap;
  const labelH = Math.max(14, ch * 0.15);
  const rowY = [top + ch + labelH + gap * 0.9];
  rowY.push(rowY[0] + ch + gap * 1.1);
  const pad = gap / 2;
  // row of each tableau pile (the snapshot's `row`, else first half / second half), and its column
  /** @type {Record<string, {row: number, col: number}>} */
  const place = {};
  const used = [0, 0];
  tab.forEach((p, i) => {
    const row = Math.min(1, Math.max(0, typeof p.row === "number" ? p.row : i < perRow ? 0 : 1));
    place[p.id] = { row, col: used[row]++ };
  });

  /** @type {Record<string, PileLayout>} */
  const out = {};
  const order = [];
  for (const pile of piles) {
    /** @type {PileLayout} */
    let pl;
    if (pile.kind === "stock") {
      pl = squaredPile(pile, { x: colX(0), y: top, w: cw, h: ch }, pad);
      pl.label = { x: r2(colX(0) + cw / 2), y: r2(top + ch + labelH * 0.8), text: "" };
    } else if (pile.kind === "waste") {
      pl = squaredPile(pile, { x: colX(0), y: r2(rowY[0]), w: cw, h: ch }, pad);
    } else if (pile.kind === "foundation") {
      const i = found.indexOf(pile);
      const x = colX(1 + i);
      pl = squaredPile(pile, { x, y: top, w: cw, h: ch }, pad);
      pl.label = { x: r2(x + cw / 2), y: r2(top + ch + labelH * 0.8), text: pile.label ?? "" };
    } else {
      const { row, col } = place[pile.id];
      pl = squaredPile(pile, { x: colX(1 + (col % perRow)), y: r2(rowY[row]), w: cw, h: ch }, pad);
    }
    out[pile.id] = pl;
    order.push(pile.id);
  }
  const height = rowY[1] + ch + gap * 1.2;
  return { width: r2(width), height: r2(height), cardW: r2(cw), cardH: r2(ch), gap: r2(gap), kind: "matrimony", piles: out, order };
}

/**
 * The cards of a pile that are actually drawn (the squared ones hide everything under
 * the top; the waste shows its last few).
 * @param {PileLayout} pl
 * @returns {CardPos[]}
 */
export function visibleCards(pl) {
  if (pl.fan === "down") return pl.cards;
  if (pl.fan === "right") return pl.cards.slice(-(pl.shown ?? WASTE_SHOWN));
  return pl.cards.slice(-1);
}

/**
 * The rectangle a destination highlight goes on: the top card, or the empty slot.
 * @param {PileLayout} pl @param {number} cardW @param {number} cardH
 * @returns {Rect}
 */
export function targetRect(pl, cardW, cardH) {
  const top = pl.cards[pl.cards.length - 1];
  return top ? { x: top.x, y: top.y, w: cardW, h: cardH } : pl.slot;
}
