// @ts-check
/**
 * Card motion (FLIP): before the table repaints, `capture` records where every visible card
 * was; after it, `play` slides each card from its old place to its new one with the Web
 * Animations API. Also the deal (cards fly from the stock) and the win cascade.
 *
 * Motion never delays input: the layout (and so hit-testing) is the final one at once, and
 * a press or key on the table finishes every running animation before it acts
 * (`finishAll`). Off with `prefers-reduced-motion: reduce` and with `snapshot.animate === false`.
 */
import { cardFace } from "./cards.js";
import { visibleCards } from "./layout.js";
import { focusedIn } from "./focus.js";

/** @typedef {import("./layout.js").Snapshot} Snapshot */
/** @typedef {import("./layout.js").TableLayout} TableLayout */
/** @typedef {{ x: number, y: number, pile: string, index: number, html: string }} Box */
/** @typedef {{ snapshot: Snapshot, layout: TableLayout, byCode: Map<string, Box[]>, tops: Map<string, Box> }} Before */

export const SLIDE_MS = 200; // a move, undo/redo, an automatic effect
export const DEAL_MS = 240; // each card of a deal
export const DEAL_SPAN_MS = 700; // the deal's staggering, whatever the card count
export const CASCADE_MS = 1500; // each card of the win cascade
export const CASCADE_SPAN_MS = 3000; // its staggering, whatever the card count
const EASE = "cubic-bezier(0.2, 0.7, 0.3, 1)";
/** The id of every card animation (the table's CSS pulses are not ours to finish). */
export const MOTION_ID = "solitaire-motion";

/** @param {number} n */
const n2 = (n) => (Math.round(n * 100) / 100).toString();

/**
 * Whether motion is on for this state: the page has the Web Animations API, the player did
 * not ask for reduced motion, and the widget's `animate` is not False.
 * @param {Snapshot} s
 */
export function motionAllowed(s) {
  if (/** @type {any} */ (s).animate === false) return false;
  if (typeof Element === "undefined" || typeof Element.prototype.animate !== "function") return false;
  if (typeof matchMedia === "function" && matchMedia("(prefers-reduced-motion: reduce)").matches) return false;
  return true;
}

/**
 * The kind of change between two states, which picks the motion.
 * @param {Snapshot|null} prev @param {Snapshot} next
 * @returns {"deal"|"win"|"slide"|"none"}
 */
export function motionKind(prev, next) {
  // the first state a table shows (after the widget's empty placeholder) just appears
  if (!prev || !prev.piles?.some((p) => p.cards.length)) return "none";
  const p = /** @type {any} */ (prev);
  const n = /** @type {any} */ (next);
  // a new game: another deal number or variant, or the count back to 0 (Restart)
  if (n.deal !== p.deal || n.variant !== p.variant || (n.move_count === 0 && p.move_count > 0)) return "deal";
  if (n.status === "won" && p.status !== "won") return "win";
  return "slide";
}

/**
 * Where every visible card is before a repaint: by card code (face-up cards; Matrimony's
 * two decks show a code twice) and each pile's top card, with the card's markup (a card
 * that leaves the view is flown as a copy).
 * @param {SVGSVGElement} svg @param {Snapshot} snapshot @param {TableLayout} layout
 * @returns {Before}
 */
export function capture(svg, snapshot, layout) {
  /** @type {Map<string, Box[]>} */
  const byCode = new Map();
  /** @type {Map<string, Box>} */
  const tops = new Map();
  for (const id of layout.order) {
    const pl = layout.piles[id];
    for (const c of visibleCards(pl)) {
      const el = svg.querySelector(`.solitaire-card[data-pile="${id}"][data-index="${c.index}"]`);
      const box = { x: c.x, y: c.y, pile: id, index: c.index, html: el ? el.outerHTML : "" };
      if (c.code && c.faceUp) byCode.set(c.code, [...(byCode.get(c.code) ?? []), box]);
      if (c.index === pl.count - 1) tops.set(id, box);
    }
  }
  return { snapshot, layout, byCode, tops };
}

/** The layer the copies fly in (over the cards, never hit by the pointer). */
function layer(/** @type {SVGSVGElement} */ svg) {
  let g = /** @type {SVGGElement|null} */ (svg.querySelector(":scope > .solitaire-motion"));
  if (!g) {
    g = /** @type {SVGGElement} */ (document.createElementNS("http://www.w3.org/2000/svg", "g"));
    g.setAttribute("class", "solitaire-motion");
    g.setAttribute("pointer-events", "none");
    svg.appendChild(g);
  }
  return g;
}

/** A copy of a card's markup in the motion layer. @returns {SVGGElement|null} */
function ghost(/** @type {SVGSVGElement} */ svg, /** @type {string} */ html) {
  if (!html) return null;
  const g = layer(svg);
  const tmp = document.createElementNS("http://www.w3.org/2000/svg", "g");
  tmp.innerHTML = html;
  const el = /** @type {SVGGElement|null} */ (tmp.firstElementChild);
  if (!el) return null;
  el.removeAttribute("tabindex");
  el.removeAttribute("data-stop");
  el.removeAttribute("data-pile");
  el.removeAttribute("data-index");
  el.setAttribute("aria-hidden", "true");
  el.classList.add("solitaire-ghost");
  g.appendChild(el);
  return el;
}

/** @param {number} x @param {number} y @param {number} k */
const tf = (x, y, k) => `translate(${n2(x)}px, ${n2(y)}px) scale(${n2(k)})`;
/** The same place as an SVG transform attribute (where a copy rests when its motion ends). */
const attr = (/** @type {number} */ x, /** @type {number} */ y, /** @type {number} */ k) => `translate(${n2(x)} ${n2(y)}) scale(${n2(k)})`;

/**
 * The cards raised over the others while they fly, each with where it belongs: put back
 * when their motion ends, so that the tab order, the reading order and the pile's card
 * count (drawn over its cards) are the table's again.
 * @type {WeakMap<SVGSVGElement, { el: Element, parent: Node, next: Node|null }[]>}
 */
const raised = new WeakMap();

/** Moves `el` to `place`, keeping the keyboard focus where it was. */
function moveKeepingFocus(/** @type {SVGSVGElement} */ svg, /** @type {Element} */ el, /** @type {() => void} */ place) {
  const active = focusedIn(svg);
  const holds = active && el.contains(active);
  place();
  if (holds) /** @type {any} */ (active).focus({ preventScroll: true });
}

/**
 * Brings a moving card over the others while it flies (SVG paints in document order).
 * @param {SVGSVGElement} svg @param {Element} el
 */
function raise(svg, el) {
  const parent = el.parentNode;
  if (!parent) return;
  const list = raised.get(svg) ?? [];
  list.push({ el, parent, next: el.nextSibling });
  raised.set(svg, list);
  moveKeepingFocus(svg, el, () => layer(svg).before(el));
}

/**
 * Puts the raised cards of `svg` back in their piles (a repainted card is gone: left): all of
 * them, or only those of one motion (`only`: a later motion's cards stay up until theirs ends).
 * @param {SVGSVGElement} svg @param {Element[]} [only]
 */
function lower(svg, only) {
  const list = raised.get(svg);
  if (!list) return;
  const down = only ? list.filter((r) => only.includes(r.el)) : list;
  const up = only ? list.filter((r) => !only.includes(r.el)) : [];
  if (up.length) raised.set(svg, up);
  else raised.delete(svg);
  for (const { el, parent, next } of down.reverse()) {
    if (!el.isConnected || !parent.isConnected || el.parentNode !== svg) continue;
    moveKeepingFocus(svg, el, () => parent.insertBefore(el, next && next.parentNode === parent ? next : null));
  }
}

/**
 * Animates the repainted table from the captured state.
 * @param {SVGSVGElement} svg @param {Before} before @param {Snapshot} s @param {TableLayout} L
 * @returns {number} how many animations started
 */
export function play(svg, before, s, L) {
  if (!motionAllowed(s)) return 0;
  const kind = motionKind(before.snapshot, s);
  if (kind === "none") return 0;
  const k = L.cardW / 100;
  if (kind === "deal") return deal(svg, L, k);
  let started = slide(svg, before, s, L, k);
  if (kind === "win") started += cascade(svg, s, L, k);
  return started;
}

/**
 * Whether the card a box shows is still where it was (same pile, same place in it): then
 * it did not move, though a card may now cover it.
 * @param {Snapshot} s @param {string} code @param {Box} box
 */
function stayed(s, code, box) {
  const p = s.piles.find((q) => q.id === box.pile);
  return !!p && p.cards[box.index] === code;
}

/**
 * Every card that changed place slides there; a card turned up in place turns over; a card
 * that is new in view comes from the pile the last move left (or the stock); a card that
 * left the view flies as a copy to where it now lies (or the stock). With two cards of one
 * code in view (Matrimony), a card is matched first with itself (the same place), then
 * with a card of its code that left its place, the last move's pile first.
 * @param {SVGSVGElement} svg @param {Before} before @param {Snapshot} s @param {TableLayout} L @param {number} k
 */
function slide(svg, before, s, L, k) {
  let started = 0;
  const stock = L.piles.stock;
  const src = /** @type {any} */ (s).last_move?.src;
  /** @type {Set<Box>} the old places matched with a card in view now */
  const used = new Set();
  /** @type {Set<string>} "pile/index" of the cards in view now */
  const shown = new Set();
  /** @type {{ c: import("./layout.js").CardPos, id: string }[]} */
  const cards = [];
  for (const id of L.order) {
    for (const c of visibleCards(L.piles[id])) {
      if (!c.code || !c.faceUp) continue;
      shown.add(`${id}/${c.index}`);
      cards.push({ c, id });
    }
  }
  // the same card in the same place first, so that a moved card never takes its twin's
  /** @type {Map<string, Box>} */
  const same = new Map();
  for (const { c, id } of cards) {
    const old = (before.byCode.get(/** @type {string} */ (c.code)) ?? []).find((b) => b.pile === id && b.index === c.index);
    if (old) {
      same.set(`${id}/${c.index}`, old);
      used.add(old);
    }
  }
  /** @type {Element[]} */
  const movers = [];
  for (const { c, id } of cards) {
    const code = /** @type {string} */ (c.code);
    const el = svg.querySelector(`.solitaire-card[data-pile="${id}"][data-index="${c.index}"]`);
    if (!el) continue;
    let old = same.get(`${id}/${c.index}`);
    if (!old) {
      const left = (before.byCode.get(code) ?? []).filter((b) => !used.has(b) && !stayed(s, code, b));
      old = left.find((b) => b.pile === src) ?? left[0];
      if (old) used.add(old);
    }
    let from = old ? { x: old.x, y: old.y } : null;
    if (!old) {
      const prevPile = before.layout.piles[id];
      const turned = prevPile && prevPile.cards[c.index] && !prevPile.cards[c.index].faceUp;
      if (turned) {
        // turned up where it lies: a turn over the card's vertical middle
        const mid = (L.cardW / 2) * (1 - 0.02);
        el.animate(
          [
            { transform: `${tf(c.x + mid, c.y, k)} scaleX(0.02)` },
            { transform: tf(c.x, c.y, k) },
          ],
          { id: MOTION_ID, duration: SLIDE_MS, easing: EASE },
        );
        started++;
        continue;
      }
      const origin = (src && before.tops.get(src)) || (stock ? stock.slot : null);
      if (origin) from = { x: origin.x, y: origin.y };
    }
    if (!from || (Math.abs(from.x - c.x) < 0.5 && Math.abs(from.y - c.y) < 0.5)) continue;
    el.animate([{ transform: tf(from.x, from.y, k) }, { transform: tf(c.x, c.y, k) }], { id: MOTION_ID, duration: SLIDE_MS, easing: EASE });
    movers.push(el);
    started++;
  }
  // cards that left the view (under a squared pile or the waste's last draw, back into
  // the stock face down): a copy flies to where the card now lies
  /** @type {Animation[]} */
  const flights = [];
  for (const [code, boxes] of before.byCode) {
    for (const old of boxes) {
      if (used.has(old)) continue;
      let to = stock ? { x: stock.slot.x, y: stock.slot.y } : null;
      const now = stayed(s, code, old) ? { pile: old.pile, index: old.index } : lies(s, code, shown, used, boxes);
      const pos = now && L.piles[now.pile]?.cards[now.index];
      if (pos) to = { x: pos.x, y: pos.y };
      if (!to || (Math.abs(to.x - old.x) < 0.5 && Math.abs(to.y - old.y) < 0.5)) continue;
      const g = ghost(svg, old.html);
      if (!g) continue;
      g.setAttribute("transform", attr(to.x, to.y, k));
      const a = g.animate([{ transform: tf(old.x, old.y, k), opacity: 1 }, { transform: tf(to.x, to.y, k), opacity: 1 }], {
        id: MOTION_ID,
        duration: SLIDE_MS,
        easing: EASE,
      });
      a.onfinish = () => g.remove();
      flights.push(a);
      started++;
    }
  }
  for (const el of movers) raise(svg, el);
  if (movers.length) {
    const anims = movers.flatMap((el) => el.getAnimations());
    Promise.all(anims.map((a) => a.finished)).then(
      () => lower(svg, movers),
      () => lower(svg, movers), // cancelled: what is left of them goes back
    );
  }
  return started;
}

/**
 * Where a card of `code` that left the view lies now, out of view: not in a place shown now
 * (that is a card in view) nor one where an old card of its code stayed.
 * @param {Snapshot} s @param {string} code @param {Set<string>} shown @param {Set<Box>} used @param {Box[]} boxes
 * @returns {{ pile: string, index: number }|null}
 */
function lies(s, code, shown, used, boxes) {
  const taken = new Set(boxes.filter((b) => stayed(s, code, b)).map((b) => `${b.pile}/${b.index}`));
  for (const p of s.piles) {
    for (let i = 0; i < p.cards.length; i++) {
      if (p.cards[i] !== code) continue;
      const key = `${p.id}/${i}`;
      if (!shown.has(key) && !taken.has(key)) return { pile: p.id, index: i };
    }
  }
  return null;
}

/**
 * The deal: every card flies from the stock to its place, one after another.
 * @param {SVGSVGElement} svg @param {TableLayout} L @param {number} k
 */
function deal(svg, L, k) {
  const stock = L.piles.stock;
  if (!stock) return 0;
  const cards = [...svg.querySelectorAll(".solitaire-card")].filter((el) => el.getAttribute("data-pile") !== "stock");
  const step = cards.length > 1 ? Math.min(40, DEAL_SPAN_MS / (cards.length - 1)) : 0;
  let started = 0;
  cards.forEach((el, i) => {
    const pl = L.piles[el.getAttribute("data-pile") ?? ""];
    const c = pl?.cards[Number(el.getAttribute("data-index"))];
    if (!c) return;
    // hidden on the stock until its turn (the stock is drawn already), then out of it
    const from = tf(stock.slot.x, stock.slot.y, k);
    el.animate([{ transform: from, opacity: 0 }, { transform: from, opacity: 1, offset: 0.05 }, { transform: tf(c.x, c.y, k), opacity: 1 }], {
      id: MOTION_ID,
      duration: DEAL_MS,
      delay: i * step,
      easing: EASE,
      fill: "backwards", // waits on the stock until its turn
    });
    started++;
  });
  return started;
}

/**
 * The win cascade: the foundations' cards leave one by one, top first and each foundation
 * in turn, falling and bouncing off the bottom of the table, as copies over the finished
 * table.
 * @param {SVGSVGElement} svg @param {Snapshot} s @param {TableLayout} L @param {number} k
 */
function cascade(svg, s, L, k) {
  const found = L.order.filter((id) => L.piles[id].kind === "foundation");
  /** @type {{ id: string, code: string, f: number, html: string }[][]} */
  const lanes = [];
  found.forEach((id, f) => {
    const el = svg.querySelector(`.solitaire-card[data-pile="${id}"]`);
    const pile = s.piles.find((p) => p.id === id);
    if (!el || !pile) return;
    const html = el.outerHTML;
    const court = /url\(#([\w-]+)-court\)/.exec(html);
    const codes = pile.cards.filter((c) => typeof c === "string").reverse();
    lanes.push(
      codes.map((code, i) => ({
        id,
        code,
        f,
        html: i === 0 || !court ? html : `<g>${cardFace(code, { courtFill: `url(#${court[1]}-court)` })}</g>`,
      })),
    );
  });
  /** @type {{ id: string, code: string, f: number, html: string }[]} */
  const order = [];
  for (let r = 0; lanes.some((lane) => r < lane.length); r++) for (const lane of lanes) if (r < lane.length) order.push(lane[r]);
  const step = order.length > 1 ? Math.min(110, CASCADE_SPAN_MS / (order.length - 1)) : 0;
  const floor = L.height - L.cardH;
  let started = 0;
  order.forEach((card, n) => {
    const top = L.piles[card.id].cards.slice(-1)[0];
    const g = ghost(svg, card.html);
    if (!top || !g) return;
    g.setAttribute("transform", attr(top.x, top.y, k));
    // each card waits under the ones that leave before it
    g.parentNode?.prepend(g);
    // a thrown card: a sideways speed, gravity, and bounces that lose a third each time
    const f = card.f + n;
    const vx = (f % 2 ? 1 : -1) * (0.18 + 0.07 * (f % 5)) * L.cardW;
    /** @type {Keyframe[]} */
    const frames = [];
    let x = top.x;
    let y = top.y;
    let vy = -0.2 * L.cardH;
    const steps = 24;
    for (let i = 0; i <= steps; i++) {
      frames.push({ transform: tf(x, y, k), opacity: i < steps - 4 ? 1 : (steps - i) / 4 });
      x += vx;
      vy += 0.12 * L.cardH;
      y += vy;
      if (y > floor) {
        y = floor;
        vy = -vy * 0.66;
      }
    }
    const a = g.animate(frames, { id: MOTION_ID, duration: CASCADE_MS, delay: n * step, fill: "both" });
    a.onfinish = () => g.remove();
    started++;
  });
  return started;
}

/**
 * Finishes every running card animation at once (a press or key during motion) and drops
 * the flying copies.
 * @param {SVGSVGElement} svg
 */
export function finishAll(svg) {
  const all = typeof svg.getAnimations === "function" ? svg.getAnimations({ subtree: true }) : [];
  const anims = all.filter((a) => a.id === MOTION_ID);
  for (const a of anims) a.finish();
  svg.querySelector(":scope > .solitaire-motion")?.replaceChildren();
  lower(svg); // now, not when the finish events come: the next key acts on the table's order
  return anims.length;
}
