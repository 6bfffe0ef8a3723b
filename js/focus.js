// @ts-check
/**
 * Keeping the keyboard focus when the control that has it goes. A button disabled or hidden
 * with the focus on it drops the focus to the page, and in JupyterLab the next keys then act
 * on the notebook (command mode: "d d" deletes the cell). Every view asks `losesFocus` before
 * a control goes and hands the focus on to a control that stays; `keepKeys` keeps those
 * keys from the control that has the focus.
 */

/** The element that has the focus, as seen from `node` (inside a shadow root too: marimo). */
export function focusedIn(/** @type {Node} */ node) {
  const root = /** @type {any} */ (node.getRootNode());
  return root.activeElement ?? document.activeElement;
}

/**
 * Whether `control` has the focus and is about to go (`going`: it will be disabled, hidden
 * or removed): the caller then moves the focus on.
 * @param {Element} control @param {boolean} going
 */
export function losesFocus(control, going) {
  return going && focusedIn(control) === control;
}

/**
 * Focuses the first of `candidates` that can take it (connected, not disabled, not hidden).
 * @param {(HTMLElement|null|undefined)[]} candidates
 * @returns {boolean} whether one took it
 */
export function focusFirst(candidates) {
  for (const c of candidates) {
    if (!c || !c.isConnected || /** @type {any} */ (c).disabled || c.hidden || c.closest(".solitaire-hidden")) continue;
    c.focus({ preventScroll: true });
    if (focusedIn(c) === c) return true;
  }
  return false;
}

const GUARD = "data-lm-suppress-shortcuts";

/**
 * Keeps the notebook's keys away from every control of `root` that takes the focus: its
 * buttons, boxes, menus and panels, made now or later. Lumino (JupyterLab, Notebook 7)
 * matches a command-mode key ("d d" deletes the cell, "a"/"b" add one, "m" makes it
 * markdown) on the focused element before it looks up the tree for this attribute, so a
 * guard on the root alone let a focused Undo or New deal button give "d d" to the
 * notebook. Each element is marked as it takes the focus, before any key can reach it.
 * @param {HTMLElement} root
 * @returns {() => void} stops marking
 */
export function keepKeys(root) {
  const mark = (/** @type {Event} */ e) => {
    const t = /** @type {Element} */ (e.target);
    if (t && t.setAttribute && !t.hasAttribute(GUARD)) t.setAttribute(GUARD, "true");
  };
  root.addEventListener("focusin", mark);
  return () => root.removeEventListener("focusin", mark);
}
