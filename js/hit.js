// @ts-check
/**
 * Pure hit-testing and keyboard navigation over a TableLayout (no DOM).
 */
import { visibleCards } from "./layout.js";

/** @typedef {import("./layout.js").TableLayout} TableLayout */
/** @typedef {import("./layout.js").Rect} Rect */
/** @typedef {{ pile: string, index: number }} Hit  index -1: the empty slot of the pile */

/** @param {Rect} r @param {number} x @param {number} y */
export function inside(r, x, y) {
  return x >= r.x && x <= r.x + r.w && y >= r.y && y <= r.y + r.h;
}

/**
 * Which card (or empty pile) is under the point? The topmost drawn card wins. On a squared
 * pile or the waste, any visible card answers with the pile's top card (only it can move).
 * @param {TableLayout} layout @param {number} x @param {number} y
 * @returns {Hit|null}
 */
export function hitTest(layout, x, y) {
  const { cardW: w, cardH: h } = layout;
  // later piles are drawn on top of earlier ones: search from the last
  for (let p = layout.order.length - 1; p >= 0; p--) {
    const pl = layout.piles[layout.order[p]];
    const shown = visibleCards(pl);
    for (let i = shown.length - 1; i >= 0; i--) {
      const c = shown[i];
      if (inside({ x: c.x, y: c.y, w, h }, x, y)) {
        return { pile: pl.id, index: pl.fan === "down" ? c.index : pl.count - 1 };
      }
    }
    if (!shown.length && inside(pl.slot, x, y)) return { pile: pl.id, index: -1 };
  }
  return null;
}

/**
 * The pile a dragged card is dropped on: the drop area that overlaps the dragged card's
 * rectangle most (ties: the one nearest the pointer). `exclude` is the source pile.
 * @param {TableLayout} layout @param {Rect} card @param {string} [exclude]
 * @returns {string|null}
 */
export function dropTarget(layout, card, exclude) {
  let best = null;
  let bestArea = 0;
  for (const id of layout.order) {
    if (id === exclude) continue;
    const pl = layout.piles[id];
    if (pl.kind === "stock") continue;
    const d = pl.drop;
    const ox = Math.min(card.x + card.w, d.x + d.w) - Math.max(card.x, d.x);
    const oy = Math.min(card.y + card.h, d.y + d.h) - Math.max(card.y, d.y);
    if (ox <= 0 || oy <= 0) continue;
    const area = ox * oy;
    if (area > bestArea) {
      bestArea = area;
      best = id;
    }
  }
  // require a real overlap, not a grazing corner
  return bestArea >= 0.12 * card.w * card.h ? best : null;
}

/**
 * The keyboard focus stops of a table: one per pile (its top card, or -1 when empty), plus
 * every face-up card of a fanned tableau column.
 * @param {TableLayout} layout
 * @returns {Hit[]}
 */
export function focusStops(layout) {
  /** @type {Hit[]} */
  const stops = [];
  for (const id of layout.order) {
    const pl = layout.piles[id];
    if (pl.fan === "down") {
      const up = pl.cards.filter((c) => c.faceUp);
      if (up.length) for (const c of up) stops.push({ pile: id, index: c.index });
      else stops.push({ pile: id, index: pl.count - 1 });
    } else {
      stops.push({ pile: id, index: pl.count - 1 });
    }
  }
  return stops;
}

/** Where a stop is drawn: centre of its card, or of the empty slot. */
export function stopCentre(layout, stop) {
  const pl = layout.piles[stop.pile];
  const c = stop.index >= 0 ? pl.cards[stop.index] : null;
  const x = c ? c.x : pl.slot.x;
  const y = c ? c.y : pl.slot.y;
  // for fanned cards use the visible strip's middle, so up/down order is by position
  return { x: x + layout.cardW / 2, y: y + (c && pl.fan === "down" ? layout.cardH * 0.12 : layout.cardH / 2) };
}

/**
 * Arrow-key navigation: the nearest stop in a direction.
 * Up/Down first move within a fanned column, then to the pile above/below.
 * @param {TableLayout} layout @param {Hit|null} current
 * @param {"left"|"right"|"up"|"down"} dir
 * @returns {Hit|null}
 */
export function navigate(layout, current, dir) {
  const stops = focusStops(layout);
  if (!stops.length) return null;
  if (!current) return stops[0];
  const here = stops.find((s) => s.pile === current.pile && s.index === current.index) ?? stops.find((s) => s.pile === current.pile);
  if (!here) return stops[0];
  if (dir === "up" || dir === "down") {
    const same = stops.filter((s) => s.pile === here.pile);
    const k = same.indexOf(here) + (dir === "down" ? 1 : -1);
    if (k >= 0 && k < same.length) return same[k];
  }
  const p = stopCentre(layout, here);
  if (dir === "left" || dir === "right") {
    // sideways: the next pile in the same row (same slot top), landing on its top stop
    const rowY = layout.piles[here.pile].slot.y;
    let best = null;
    let bestAlong = Infinity;
    for (const id of layout.order) {
      const pl = layout.piles[id];
      if (id === here.pile || Math.abs(pl.slot.y - rowY) > 1) continue;
      const along = (pl.slot.x - layout.piles[here.pile].slot.x) * (dir === "right" ? 1 : -1);
      if (along > 1 && along < bestAlong) {
        bestAlong = along;
        best = id;
      }
    }
    if (!best) return here;
    const own = stops.filter((t) => t.pile === best);
    return own[own.length - 1];
  }
  let best = null;
  let bestScore = Infinity;
  for (const s of stops) {
    if (s.pile === here.pile) continue;
    const q = stopCentre(layout, s);
    const along = dir === "up" ? p.y - q.y : q.y - p.y;
    const across = Math.abs(q.x - p.x);
    if (along <= 1) continue;
    const score = along + 3 * across;
    if (score < bestScore) {
      bestScore = score;
      best = s;
    }
  }
  return best ?? here;
}

/**
 * @typedef {{ src: string, dst: string, count: number, version: unknown, moves: number }} PendingFocus
 * A move sent from the keyboard, waiting for the kernel's answer.
 */

/**
 * Where the keyboard focus goes once a move sent from the keyboard is played: onto the moved
 * card (the lowest of a moved run) in its new pile. `undefined` while the position is the
 * one the move was sent from (no answer yet, a table republished for a setting, the
 * language or a hint, or the move refused: the focus stays where the player put it);
 * `null` when the position changed by something else (another move, an undo).
 * @param {import("./layout.js").Snapshot} s the newest state
 * @param {PendingFocus} pending
 * @returns {Hit|null|undefined}
 */
export function focusAfterMove(s, pending) {
  if (s.version === pending.version) return undefined;
  // `position_since`: the first version showing this position (docs/protocol.md)
  const since = s.position_since;
  if (typeof since === "number" && typeof pending.version === "number" && since <= pending.version) return undefined;
  const m = s.last_move;
  if (!m || m.src !== pending.src || m.dst !== pending.dst) return null;
  if (typeof s.move_count === "number" && s.move_count <= pending.moves) return null;
  const dst = s.piles.find((p) => p.id === pending.dst);
  if (!dst || !dst.cards.length) return null;
  const count = typeof m.count === "number" ? m.count : pending.count;
  return { pile: dst.id, index: Math.max(0, dst.cards.length - count) };
}
