// @ts-check
/**
 * Pointer and keyboard input for a table: select-then-click, drag-and-drop (mouse, pen and
 * touch via pointer events), double-click/double-tap -> `auto`, and the keyboard.
 * Every gesture ends as an intent passed to `handle.emit`; legality is never decided here.
 */
import { dropTarget, hitTest, navigate } from "./hit.js";
import { autoIntent, carriedCount, isPickable, moveIntent, shortcutIntent, stockIntent } from "./intents.js";

/** @typedef {import("./table.js").TableHandle} TableHandle */
/** @typedef {import("./hit.js").Hit} Hit */

export const DRAG_THRESHOLD = 5; // px of pointer travel before a press becomes a drag
export const DOUBLE_TAP_MS = 400;

/**
 * What a tap (a click without drag) on `hit` means, given the current selection.
 * Pure: returns the new selection and the intent to send (if any).
 * @param {import("./layout.js").Snapshot} s
 * @param {Hit|null} selection
 * @param {Hit|null} hit
 * @param {boolean} fanned whether the hit pile is a fanned column (any face-up card may be taken)
 * @returns {{ selection: Hit|null, intent: any|null }}
 */
export function tapAction(s, selection, hit, fanned = true) {
  if (!hit) return { selection: null, intent: null };
  if (hit.pile === "stock") return { selection: null, intent: stockIntent(s) };
  if (selection) {
    if (hit.pile === selection.pile) {
      // tapping the selected pile again: deselect, or pick another card of that column
      if (hit.index !== selection.index && isPickable(s, hit.pile, hit.index, fanned)) return { selection: hit, intent: null };
      return { selection: null, intent: null };
    }
    return { selection: null, intent: moveIntent(s, selection.pile, selection.index, hit.pile) };
  }
  if (isPickable(s, hit.pile, hit.index, fanned)) return { selection: hit, intent: null };
  return { selection: null, intent: null };
}

/**
 * What Enter/Space on the focused stop means (pick up, put down, or the stock).
 * @param {import("./layout.js").Snapshot} s @param {Hit|null} selection @param {Hit} focus @param {boolean} fanned
 */
export function activateAction(s, selection, focus, fanned = true) {
  return tapAction(s, selection, focus, fanned);
}

/**
 * @param {TableHandle} h
 * @returns {() => void} detach
 */
export function attachInput(h) {
  const { root, svg } = h;
  /** @type {{ id: number, hit: Hit|null, cx: number, cy: number, x: number, y: number, dragging: boolean }|null} */
  let press = null;
  /** @type {{ pile: string, index: number, t: number }|null} */
  let lastTap = null;
  const fannedPile = (/** @type {string} */ id) => h.layout.piles[id]?.fan === "down";

  const send = (/** @type {any} */ intent) => {
    if (intent) h.emit(intent);
  };

  /** @param {PointerEvent} e */
  const onDown = (e) => {
    if (e.button !== 0) return;
    if (press && press.dragging) return; // a second finger while carrying cards
    h.pendingFocus = null; // the pointer took over: a keyboard move's focus no longer applies
    // (a press whose release we never saw is simply replaced)
    const p = h.toLocal(e.clientX, e.clientY);
    const hit = hitTest(h.layout, p.x, p.y);
    press = { id: e.pointerId, hit, cx: e.clientX, cy: e.clientY, x: p.x, y: p.y, dragging: false };
    const target = /** @type {Element} */ (e.target);
    const focusable = target.closest?.("[data-stop]");
    if (focusable) {
      h.focus = { pile: focusable.getAttribute("data-pile") ?? "", index: Number(focusable.getAttribute("data-stop")?.split("/")[1]) };
    }
    try {
      svg.setPointerCapture(e.pointerId); // the release reaches us even outside the table
    } catch {
      /* synthetic events have no active pointer */
    }
    if (hit && isPickable(h.snapshot, hit.pile, hit.index, fannedPile(hit.pile))) {
      e.preventDefault(); // no text selection or touch scrolling while carrying a card
      root.focus({ preventScroll: true });
    }
  };

  /** @param {PointerEvent} e */
  const onMove = (e) => {
    if (!press || e.pointerId !== press.id) return;
    const hit = press.hit;
    if (!press.dragging) {
      if (Math.hypot(e.clientX - press.cx, e.clientY - press.cy) < DRAG_THRESHOLD) return;
      if (!hit || !isPickable(h.snapshot, hit.pile, hit.index, fannedPile(hit.pile))) return;
      press.dragging = true;
      lastTap = null;
      h.selection = null;
      h.drag = { src: hit.pile, index: hit.index, count: carriedCount(h.snapshot, hit.pile, hit.index), dx: 0, dy: 0, over: null };
      h.repaint();
    }
    const p = h.toLocal(e.clientX, e.clientY);
    const dx = p.x - press.x;
    const dy = p.y - press.y;
    h.moveDrag(dx, dy);
    const drag = h.drag;
    if (!drag) return;
    const card = h.layout.piles[drag.src].cards[drag.index];
    const over = dropTarget(h.layout, { x: card.x + dx, y: card.y + dy, w: h.layout.cardW, h: h.layout.cardH }, drag.src);
    if (over !== drag.over) {
      drag.over = over;
      h.repaint();
    }
  };

  /** @param {PointerEvent} e */
  const onUp = (e) => {
    if (!press || e.pointerId !== press.id) return;
    const pr = press;
    press = null;
    if (pr.dragging) {
      const drag = h.drag;
      h.drag = null;
      h.selection = null;
      if (drag && drag.over && drag.over !== drag.src) send(moveIntent(h.snapshot, drag.src, drag.index, drag.over));
      h.repaint();
      return;
    }
    onTap(pr.hit, e.timeStamp);
  };

  const onCancel = () => {
    press = null;
    if (h.drag) {
      h.drag = null;
      h.repaint();
    }
  };

  /** @param {Hit|null} hit @param {number} t */
  const onTap = (hit, t) => {
    const s = h.snapshot;
    // a second tap on the same card soon after the first: double-click -> auto
    if (hit && lastTap && lastTap.pile === hit.pile && lastTap.index === hit.index && t - lastTap.t < DOUBLE_TAP_MS) {
      lastTap = null;
      // the intent goes out first: a repaint before it would delay the kernel's reply
      if (isPickable(s, hit.pile, hit.index, fannedPile(hit.pile))) send(autoIntent(s, hit.pile, hit.index));
      h.select(null);
      return;
    }
    const { selection, intent } = tapAction(s, h.selection, hit, hit ? fannedPile(hit.pile) : true);
    lastTap = hit && !intent && hit.pile !== "stock" && isPickable(s, hit.pile, hit.index, fannedPile(hit.pile)) ? { ...hit, t } : null;
    if (hit) h.focus = hit.index >= 0 || h.layout.piles[hit.pile].count === 0 ? hit : h.focus;
    send(intent); // before the repaint (see above); no repaint when nothing was selected
    if (selection !== h.selection) h.select(selection);
  };

  /** @param {KeyboardEvent} e */
  const onKey = (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey) return;
    const s = h.snapshot;
    const dirs = /** @type {Record<string, "left"|"right"|"up"|"down">} */ ({ ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down" });
    if (e.key in dirs) {
      e.preventDefault();
      const next = navigate(h.layout, h.focus, dirs[e.key]);
      if (next) h.focusStop(next);
      return;
    }
    if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      if (!h.focus) {
        h.focusStop(null);
        return;
      }
      const f = h.focus;
      const { selection, intent } = activateAction(s, h.selection, f, fannedPile(f.pile));
      // the focus follows the moved card once the kernel has played it (table.update)
      h.pendingFocus =
        intent && intent.kind === "move"
          ? { src: intent.src, dst: intent.dst, count: intent.count, version: s.version, moves: typeof s.move_count === "number" ? s.move_count : -1 }
          : null;
      send(intent);
      h.select(selection);
      return;
    }
    if (e.key === "?") {
      e.preventDefault();
      h.options.onHelp?.();
      return;
    }
    if (e.key === "Escape") {
      if (h.selection || h.drag) {
        e.preventDefault();
        press = null;
        h.drag = null;
        h.select(null);
      }
      return;
    }
    const intent = shortcutIntent(s, e.key);
    if (intent) {
      e.preventDefault();
      h.select(null);
      send(intent);
    }
  };

  // A finger on a card the player may carry: no page scroll or zoom may take the touch
  // (Chromium cancels the pointer as soon as it pans, and `touch-action` on an SVG element
  // inside the <svg> is ignored). A touch on the felt still scrolls the page.
  /** @param {TouchEvent} e */
  const onTouchStart = (e) => {
    if (e.touches.length !== 1) return;
    const t = e.touches[0];
    const p = h.toLocal(t.clientX, t.clientY);
    const hit = hitTest(h.layout, p.x, p.y);
    if (hit && isPickable(h.snapshot, hit.pile, hit.index, fannedPile(hit.pile))) e.preventDefault();
  };

  /** @param {FocusEvent} e */
  const onFocusIn = (e) => {
    const el = /** @type {Element} */ (e.target).closest?.("[data-stop]");
    if (!el) return;
    const [pile, index] = (el.getAttribute("data-stop") ?? "").split("/");
    h.focus = { pile, index: Number(index) };
  };

  svg.addEventListener("pointerdown", onDown);
  svg.addEventListener("pointermove", onMove);
  svg.addEventListener("pointerup", onUp);
  svg.addEventListener("pointercancel", onCancel);
  svg.addEventListener("lostpointercapture", onCancel);
  svg.addEventListener("touchstart", onTouchStart, { passive: false });
  root.addEventListener("keydown", onKey);
  root.addEventListener("focusin", onFocusIn);
  return () => {
    svg.removeEventListener("pointerdown", onDown);
    svg.removeEventListener("pointermove", onMove);
    svg.removeEventListener("pointerup", onUp);
    svg.removeEventListener("pointercancel", onCancel);
    svg.removeEventListener("lostpointercapture", onCancel);
    svg.removeEventListener("touchstart", onTouchStart);
    root.removeEventListener("keydown", onKey);
    root.removeEventListener("focusin", onFocusIn);
  };
}
