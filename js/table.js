// @ts-check
/**
 * renderTable(container, snapshot, options): draws a card table as one SVG, and (when
 * interactive) turns the player's gestures into intents. Usable read-only (a replay view).
 */
import { cardBack, cardDefs, cardFace, cardShort, parseCard } from "./cards.js";
import { computeLayout, targetRect, visibleCards } from "./layout.js";
import { focusAfterMove, focusStops } from "./hit.js";
import { ariaLabel, cardKey, isPickable, legalTargets } from "./intents.js";
import { attachInput } from "./input.js";
import { ensureStyles } from "./styles.js";
import { capture, finishAll, play } from "./motion.js";
import { uniqueId } from "./ids.js";
import { focusedIn } from "./focus.js";

/** @typedef {import("./layout.js").Snapshot} Snapshot */
/** @typedef {import("./layout.js").TableLayout} TableLayout */
/** @typedef {import("./layout.js").PileLayout} PileLayout */
/** @typedef {import("./hit.js").Hit} Hit */
/**
 * @typedef {{
 *   interactive?: boolean,       // pointer + keyboard input (default true)
 *   showFaceDown?: boolean,      // draw known face-down cards (pile.face_down) face up, dimmed
 *   showTargets?: boolean,       // override snapshot.show_targets
 *   onIntent?: (intent: any) => void,
 *   onHelp?: () => void,         // the `?` key: show the list of keys
 *   width?: number,              // fixed layout width; default: the container's width
 *   maxCardW?: number, maxHeight?: number,
 * }} TableOptions
 * @typedef {{ src: string, index: number, count: number, dx: number, dy: number, over: string|null }} DragState
 * @typedef {{
 *   root: HTMLDivElement, svg: SVGSVGElement, options: TableOptions,
 *   snapshot: Snapshot, layout: TableLayout,
 *   selection: Hit|null, drag: DragState|null, focus: Hit|null,
 *   pendingFocus: import("./hit.js").PendingFocus|null,
 *   update: (s: Snapshot) => void, repaint: () => void, relayout: () => void,
 *   select: (h: Hit|null) => void, toLocal: (clientX: number, clientY: number) => {x: number, y: number},
 *   moveDrag: (dx: number, dy: number) => void, focusStop: (h: Hit|null) => void,
 *   emit: (intent: any) => void, destroy: () => void,
 * }} TableHandle
 */

const SVGNS = "http://www.w3.org/2000/svg";

/** @param {string} s */
function esc(s) {
  return String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
}
/** @param {number} n */
const n2 = (n) => (Math.round(n * 100) / 100).toString();

/**
 * @param {HTMLElement} container
 * @param {Snapshot} snapshot
 * @param {TableOptions} [options]
 * @returns {TableHandle}
 */
export function renderTable(container, snapshot, options = {}) {
  ensureStyles(container);
  const prefix = uniqueId("solitaire");
  const interactive = options.interactive !== false;
  const root = document.createElement("div");
  root.className = "solitaire-table" + (interactive ? " solitaire-interactive" : "");
  if (interactive) {
    root.tabIndex = -1;
    // JupyterLab leaves the keys typed on the table to it (arrows, ?, u, r...): no cell moves
    root.setAttribute("data-lm-suppress-shortcuts", "true");
  }
  const svg = /** @type {SVGSVGElement} */ (document.createElementNS(SVGNS, "svg"));
  svg.setAttribute("class", "solitaire-svg");
  svg.setAttribute("role", "group");
  root.appendChild(svg);
  container.appendChild(root);

  const measure = () => options.width ?? (root.clientWidth || container.clientWidth || 760);
  let width = measure();

  /** @type {TableHandle} */
  const handle = {
    root,
    svg,
    options,
    snapshot,
    layout: computeLayout(snapshot, width, options),
    selection: null,
    drag: null,
    focus: null,
    pendingFocus: null,
    update(s) {
      // the layout first: a state it can't lay out leaves the handle on the previous one
      const layout = computeLayout(s, width, options);
      // motion: where the cards were (a running animation ends first, at its end)
      finishAll(svg);
      const before = capture(svg, handle.snapshot, handle.layout);
      handle.snapshot = s;
      handle.layout = layout;
      // a selection that no longer points at a pickable card is dropped
      const sel = handle.selection;
      if (sel && !isPickable(s, sel.pile, sel.index, s.layout !== "matrimony")) handle.selection = null;
      handle.drag = null;
      // a move made with the keyboard: the focus follows the moved card to its new pile
      if (handle.pendingFocus) {
        const next = focusAfterMove(s, handle.pendingFocus);
        if (next !== undefined) handle.pendingFocus = null;
        if (next) handle.focus = next;
      }
      handle.repaint();
      play(svg, before, s, layout);
    },
    relayout() {
      const w = measure();
      if (Math.abs(w - width) < 1) return;
      width = w;
      try {
        handle.layout = computeLayout(handle.snapshot, width, options);
        handle.repaint();
      } catch (err) {
        console.warn("solitaire_widget: the table could not be laid out again", err);
      }
    },
    repaint() {
      // the focused element as seen from the table: inside a shadow root (marimo) the
      // document only knows the shadow host
      const focused = focusedIn(root);
      const active = root.contains(focused) && focused !== root;
      svg.innerHTML = paint(handle, prefix);
      const { width: W, height: H } = handle.layout;
      svg.setAttribute("viewBox", `0 0 ${n2(W)} ${n2(H)}`);
      svg.setAttribute("aria-label", handle.snapshot.title ?? "Solitaire");
      root.classList.toggle("solitaire-dragging", !!handle.drag);
      if (active) handle.focusStop(handle.focus);
    },
    select(h) {
      handle.selection = h;
      handle.repaint();
    },
    toLocal(clientX, clientY) {
      const r = svg.getBoundingClientRect();
      const k = r.width ? handle.layout.width / r.width : 1;
      return { x: (clientX - r.left) * k, y: (clientY - r.top) * k };
    },
    moveDrag(dx, dy) {
      if (!handle.drag) return;
      handle.drag.dx = dx;
      handle.drag.dy = dy;
      const g = svg.querySelector(".solitaire-drag");
      if (g) g.setAttribute("transform", `translate(${n2(dx)} ${n2(dy)})`);
    },
    focusStop(h) {
      const stops = focusStops(handle.layout);
      let stop = h && stops.find((s) => s.pile === h.pile && s.index === h.index);
      if (!stop && h) {
        const same = stops.filter((s) => s.pile === h.pile);
        stop = same[same.length - 1];
      }
      stop = stop ?? stops[0];
      if (!stop) return;
      handle.focus = stop;
      const el = /** @type {SVGElement|null} */ (svg.querySelector(`[data-stop="${stop.pile}/${stop.index}"]`));
      if (el) {
        for (const t of svg.querySelectorAll(`[data-pile="${stop.pile}"][tabindex="0"]`)) t.setAttribute("tabindex", "-1");
        el.setAttribute("tabindex", "0");
        el.focus({ preventScroll: true });
      }
    },
    emit(intent) {
      options.onIntent?.(intent);
    },
    destroy() {
      detachInput?.();
      root.removeEventListener("pointerdown", hurry, true);
      root.removeEventListener("keydown", hurry, true);
      finishAll(svg);
      ro?.disconnect();
      root.remove();
    },
  };

  handle.repaint();
  // a press or key during motion finishes it at once, then acts (capture: before the input)
  const hurry = () => finishAll(svg);
  root.addEventListener("pointerdown", hurry, true);
  root.addEventListener("keydown", hurry, true);
  const detachInput = interactive ? attachInput(handle) : null;
  /** @type {ResizeObserver|null} */
  let ro = null;
  if (options.width === undefined && typeof ResizeObserver !== "undefined") {
    let pending = 0;
    ro = new ResizeObserver(() => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(() => handle.relayout());
    });
    ro.observe(root);
  }
  return handle;
}

// ---------------------------------------------------------------- drawing

/**
 * The whole SVG content for the handle's current state.
 * @param {TableHandle} h @param {string} prefix
 */
function paint(h, prefix) {
  const s = h.snapshot;
  const L = h.layout;
  const { cardW: w, cardH: ch } = L;
  const k = w / 100;
  const showTargets = h.options.showTargets ?? s.show_targets ?? true;
  const interactive = h.options.interactive !== false;
  const drag = h.drag;
  const sel = drag ? { pile: drag.src, index: drag.index } : h.selection;
  const stops = interactive ? focusStops(L) : [];
  const stopSet = new Set(stops.map((st) => `${st.pile}/${st.index}`));
  /** @type {Record<string, string>} roving tabindex: one tab stop per pile */
  const tabStop = {};
  for (const st of stops) tabStop[st.pile] = `${st.pile}/${st.index}`;
  if (h.focus && stopSet.has(`${h.focus.pile}/${h.focus.index}`)) tabStop[h.focus.pile] = `${h.focus.pile}/${h.focus.index}`;
  // a card picked up (click or Enter) and where it may go, in words too: a screen reader
  // heard nothing of the rings
  const picked = sel && !drag ? `${sel.pile}/${sel.index}` : null;
  const targets = sel && showTargets ? legalTargets(s, sel.pile, sel.index) : [];
  const goesTo = new Set(drag ? [] : targets);
  const words = s.labels ?? {};
  const focusAttrs = (/** @type {string} */ pile, /** @type {number} */ index) => {
    const key = `${pile}/${index}`;
    if (!stopSet.has(key)) return "";
    let label = ariaLabel(s, pile, index);
    if (key === picked) label += `, ${words.picked_up ?? "picked up"}`;
    else if (goesTo.has(pile)) label += `, ${words.can_go_here ?? "it can go here"}`;
    const pressed = key === picked ? ` aria-pressed="true"` : "";
    // (Notebook 7 matches its command-mode keys, "d d" deletes the cell, on the focused
    // element before it looks for this attribute on the table's root: each stop has it)
    return ` data-stop="${key}" tabindex="${tabStop[pile] === key ? 0 : -1}" role="button" data-lm-suppress-shortcuts="true"${pressed} aria-label="${esc(label)}"`;
  };
  // the keyboard focus: a thick solid ring standing off the card, on a dark halo (legal
  // targets are dashed and inside the card: the two differ in shape, not only in colour)
  const focusRing = (/** @type {number} */ rx) =>
    `<g class="solitaire-focus-ring" fill="none">` +
    `<rect x="-7" y="-7" width="114" height="154" rx="${rx + 4}" stroke="#06140c" stroke-opacity="0.7" stroke-width="8"/>` +
    `<rect class="solitaire-focus-line" x="-7" y="-7" width="114" height="154" rx="${rx + 4}" stroke="var(--solitaire-focus-ring)" stroke-width="4.2"/></g>`;

  const out = [`<defs>${cardDefs(prefix)}</defs>`];
  const dragCards = [];

  for (const id of L.order) {
    const pl = L.piles[id];
    const pile = s.piles.find((p) => p.id === id);
    if (!pile) continue;
    out.push(`<g class="solitaire-pile solitaire-pile-${pl.kind}" data-pile-id="${id}">`);
    out.push(drawSlot(s, pl, pile, w, ch, prefix, focusAttrs(id, -1), focusRing(10)));
    if (pl.fan === "square" && pl.count > 1) {
      // the edge of the cards under the top one
      const edges = Math.min(3, Math.ceil(pl.count / 8));
      for (let e = edges; e >= 1; e--) {
        out.push(`<rect x="${n2(pl.slot.x + e * 1.1)}" y="${n2(pl.slot.y + e * 1.4)}" width="${n2(w)}" height="${n2(ch)}" rx="${n2(7 * k)}" fill="#f4f4f2" stroke="#9ea3a8" stroke-width="0.8"/>`);
      }
    }
    for (const c of visibleCards(pl)) {
      const carried = drag && drag.src === id && c.index >= drag.index;
      const pickable = interactive && c.faceUp && isPickable(s, id, c.index, pl.fan === "down");
      const cls = `solitaire-card${pickable ? " solitaire-pickable" : ""}${id === "stock" ? " solitaire-stock-hit" : ""}`;
      const body = cardBody(c.code, c.faceUp, !!h.options.showFaceDown, prefix);
      const attrs = carried || (pl.fan !== "down" && c.index !== pl.count - 1) ? "" : focusAttrs(id, c.index);
      const g =
        `<g class="${cls}" data-pile="${id}" data-index="${c.index}"${c.code && c.faceUp ? ` data-card="${c.code}"` : ""}${attrs} transform="translate(${n2(c.x)} ${n2(c.y)}) scale(${n2(k)})">` +
        `<rect x="0.6" y="1.8" width="100" height="140" rx="7.5" fill="#000" fill-opacity="0.28"/>` +
        body +
        (attrs ? focusRing(10) : "") +
        `</g>`;
      if (carried) dragCards.push(g);
      else out.push(g);
    }
    const badged = pl.fan === "square" && pl.count > 1 && (pl.kind === "tableau" || pl.kind === "foundation" || pl.kind === "stock");
    if (badged) out.push(badge(pl, w, ch, pl.count));
    // the stock's count is said once: by its badge, or (one card, or none) by its label;
    // the label's words ("24 left") stay in the pile's accessible name
    if (pl.label && pl.kind === "stock" && s.stock_label && !badged) {
      // a long label (some languages) is squeezed to the width of a card and its gap
      const size = Math.max(9, 0.14 * w);
      const room = w + L.gap * 0.8;
      const fit = String(s.stock_label).length * size * 0.58 > room ? ` textLength="${n2(room)}" lengthAdjust="spacingAndGlyphs"` : "";
      out.push(`<text class="solitaire-pile-label" x="${n2(pl.label.x)}" y="${n2(pl.label.y)}" text-anchor="middle" font-size="${n2(size)}"${fit}>${esc(s.stock_label)}</text>`);
    } else if (pl.label && pl.label.text) {
      const arrow = pile.dir === "down" ? "\u2193 " : pile.dir === "up" ? "\u2191 " : "";
      out.push(`<text class="solitaire-pile-label" x="${n2(pl.label.x)}" y="${n2(pl.label.y)}" text-anchor="middle" font-size="${n2(Math.max(8.5, 0.13 * w))}">${esc(arrow + pl.label.text)}</text>`);
    }
    out.push(`</g>`);
  }

  // ---- highlights (drawn over the cards)
  const ring = (/** @type {import("./layout.js").Rect} */ r, /** @type {string} */ cls, /** @type {string} */ colour, /** @type {number} */ sw, fillOpacity = 0, dash = "") =>
    `<rect class="${cls}" x="${n2(r.x - 2)}" y="${n2(r.y - 2)}" width="${n2(r.w + 4)}" height="${n2(r.h + 4)}" rx="${n2(8 * k + 2)}" fill="${colour}" fill-opacity="${fillOpacity}" stroke="${colour}" stroke-width="${sw}"${dash ? ` stroke-dasharray="${dash}"` : ""} pointer-events="none"/>`;
  const cardsRect = (/** @type {string} */ pileId, /** @type {number} */ from) => {
    const pl = L.piles[pileId];
    if (!pl || !pl.cards.length) return pl ? pl.slot : null;
    const shown = visibleCards(pl);
    const first = pl.fan === "down" ? pl.cards[Math.max(0, from)] : shown[shown.length - 1];
    const last = pl.cards[pl.cards.length - 1];
    return { x: first.x, y: first.y, w: last.x - first.x + w, h: last.y - first.y + ch };
  };

  if (s.last_move && !drag && L.piles[s.last_move.dst]) {
    const pl = L.piles[s.last_move.dst];
    const r = cardsRect(s.last_move.dst, pl.count - (s.last_move.count ?? 1));
    if (r && pl.count) out.push(ring(r, "solitaire-last-ring", "#ffffff", 1.6, 0, "5 4"));
  }
  if (s.hint && L.piles[s.hint.src] && L.piles[s.hint.dst]) {
    const pl = L.piles[s.hint.src];
    const r = cardsRect(s.hint.src, pl.count - (s.hint.count ?? 1));
    if (r) out.push(ring(r, "solitaire-hint-ring", "var(--solitaire-hint)", 3.2, 0.05));
    out.push(ring(targetRect(L.piles[s.hint.dst], w, ch), "solitaire-hint-ring solitaire-hint-dst", "var(--solitaire-hint)", 3.2, 0.05, "8 5"));
  }
  if (sel && L.piles[sel.pile]) {
    if (showTargets) {
      for (const dst of targets) {
        if (!L.piles[dst]) continue;
        // a dashed ring inside the card with a glow: not the focus ring's solid outer line
        const r = targetRect(L.piles[dst], w, ch);
        const inset = Math.max(2.5, 0.05 * w);
        out.push(
          `<rect class="solitaire-target-ring" data-target="${dst}" x="${n2(r.x + inset)}" y="${n2(r.y + inset)}" width="${n2(r.w - 2 * inset)}" height="${n2(r.h - 2 * inset)}" ` +
            `rx="${n2(6 * k)}" fill="var(--solitaire-target)" fill-opacity="0.16" stroke="var(--solitaire-target)" stroke-width="3" stroke-dasharray="${n2(0.09 * w)} ${n2(0.06 * w)}" ` +
            `style="filter: drop-shadow(0 0 ${n2(0.05 * w)}px var(--solitaire-target))" pointer-events="none"/>`,
        );
      }
    }
    if (!drag) {
      const r = cardsRect(sel.pile, sel.index);
      if (r) out.push(ring(r, "solitaire-select-ring", "var(--solitaire-select)", 3.4, 0.06));
    }
  }
  if (drag && drag.over && L.piles[drag.over]) {
    out.push(ring(targetRect(L.piles[drag.over], w, ch), "solitaire-over-ring", "#ffffff", 3.6, 0.2));
  }
  if (drag) {
    out.push(`<g class="solitaire-drag" transform="translate(${n2(drag.dx)} ${n2(drag.dy)})" pointer-events="none" style="filter: drop-shadow(0 6px 8px rgba(0,0,0,0.35))">${dragCards.join("")}</g>`);
  }
  return out.join("");
}

/** Face, back, or (replay view) a known face-down card. */
function cardBody(code, faceUp, showFaceDown, prefix) {
  if (code && faceUp) return cardFace(code, { courtFill: `url(#${prefix}-court)` });
  if (code && showFaceDown) {
    return cardFace(code, { courtFill: `url(#${prefix}-court)` }) + `<rect x="0.5" y="0.5" width="99" height="139" rx="7" fill="#1d3f74" fill-opacity="0.28"/>`;
  }
  return cardBack(`${prefix}-lattice`);
}

/**
 * A small count badge in the top-right corner of a squared pile, wholly inside the card:
 * the rings (last move, hint, selection) are drawn 2 px outside its edge and must not
 * cross it.
 */
function badge(pl, w, ch, count) {
  const r = Math.max(8, w * 0.13);
  const wide = count >= 10 ? r * 0.45 : 0;
  const cx = pl.slot.x + w - 3 - r - wide;
  const cy = pl.slot.y + 3 + r * 0.78;
  return (
    `<g class="solitaire-badge" pointer-events="none">` +
    `<rect x="${n2(cx - r - wide)}" y="${n2(cy - r * 0.78)}" width="${n2(2 * (r + wide))}" height="${n2(r * 1.56)}" rx="${n2(r * 0.78)}" fill="#263238" fill-opacity="0.9" stroke="#fff" stroke-width="1.2"/>` +
    `<text x="${n2(cx)}" y="${n2(cy + r * 0.36)}" text-anchor="middle" font-size="${n2(r * 1.02)}" font-weight="700" fill="#fff">${count}</text>` +
    `</g>`
  );
}

/**
 * The empty place of a pile (always drawn, under its cards): a dashed outline, plus what
 * the pile wants: a foundation's base card ghost and direction, the stock's recycle mark.
 */
function drawSlot(s, pl, pile, w, ch, prefix, focusAttrs, focusRing) {
  const k = w / 100;
  const { x, y } = pl.slot;
  const empty = pl.count === 0;
  let inner = `<rect x="1" y="1" width="98" height="138" rx="7" fill="var(--solitaire-slot)" stroke="var(--solitaire-slot-line)" stroke-width="1.6" stroke-dasharray="${empty ? "6 4" : "0"}"/>`;
  if (empty) {
    if (pile.kind === "foundation" && pile.base) {
      const { suit } = parseCard(pile.base);
      inner += `<g opacity="0.42">${cardFace(pile.base, { courtFill: `url(#${prefix}-court)` })}</g>`;
      inner += `<rect x="1" y="1" width="98" height="138" rx="7" fill="#0b2a18" fill-opacity="0.25"/>`;
      const up = pile.dir !== "down";
      // a direction arrow in a small disc, low on the ghost card
      inner +=
        `<circle cx="50" cy="112" r="13" fill="#10281b" fill-opacity="0.82" stroke="#fff" stroke-opacity="0.7" stroke-width="1.2"/>` +
        `<path d="${up ? "M50 104L58 113H53V120H47V113H42Z" : "M50 120L58 111H53V104H47V111H42Z"}" fill="#fff"/>`;
      void suit;
    } else if (pile.kind === "foundation") {
      inner += `<text class="solitaire-slot-text" x="50" y="78" text-anchor="middle" font-size="${pile.label && pile.label.length > 3 ? 19 : 26}">${esc(pile.label || "A")}</text>`;
    } else if (pile.kind === "stock") {
      const action = s.stock_action;
      if (action === "turn") {
        // ↻: the waste goes back to the stock (drawn, so no font needs the glyph)
        inner +=
          `<g class="solitaire-stock-icon solitaire-stock-turn" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="5" stroke-linecap="round">` +
          `<path d="M70 58A22 22 0 1 0 72 78"/></g>` +
          `<path d="M62 50L76 54 72 40Z" fill="var(--solitaire-on-felt)"/>`;
      } else if (action === "redeal") {
        // Matrimony's redeal: two cards and a turning arrow, and the pile picked up next
        const n = typeof s.redeal_pile === "number" ? String(s.redeal_pile) : "";
        inner +=
          `<g class="solitaire-stock-icon solitaire-stock-redeal" fill="none" stroke="var(--solitaire-on-felt)" stroke-width="3.2" stroke-linejoin="round">` +
          `<rect x="33" y="30" width="24" height="34" rx="3" transform="rotate(-12 45 47)"/>` +
          `<rect x="44" y="33" width="24" height="34" rx="3" transform="rotate(10 56 50)" fill="var(--solitaire-slot)"/>` +
          `<path d="M30 76A24 16 0 0 0 70 76" stroke-linecap="round"/></g>` +
          `<path d="M64 70L75 74 66 82Z" fill="var(--solitaire-on-felt)"/>` +
          (n ? `<text class="solitaire-slot-text solitaire-redeal-pile" x="50" y="114" text-anchor="middle" font-size="26">${esc(n)}</text>` : "");
      } else if (!action && s.status !== "won") {
        // nothing more to draw or deal (not shown once the game is won)
        inner += `<path class="solitaire-stock-icon solitaire-stock-done" d="M36 56L64 84M64 56L36 84" stroke="var(--solitaire-on-felt-dim)" stroke-width="4" stroke-linecap="round"/>`;
      }
    } else if (pile.kind === "tableau" && pl.fan === "down") {
      inner += `<text class="solitaire-slot-text" x="50" y="80" text-anchor="middle" font-size="22">${s.variant === "klondike" ? "K" : ""}</text>`;
    }
  }
  const cls = `solitaire-slot${pile.kind === "stock" ? " solitaire-stock-hit" : ""}`;
  return `<g class="${cls}" data-pile="${pile.id}" data-index="-1"${empty ? focusAttrs : ""} transform="translate(${n2(x)} ${n2(y)}) scale(${n2(k)})">${inner}${empty && focusAttrs ? focusRing : ""}</g>`;
}

export { cardShort, cardKey };
