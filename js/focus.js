// @ts-check
/**
 * Keeping the keyboard focus when the control that has it goes. A button disabled or hidden
 * with the focus on it drops the focus to the page, and in JupyterLab the next keys then act
 * on the notebook (command mode: "d d" deletes the cell). Every view asks `losesFocus` before
 * a control goes and hands the focus on to a control that stays.
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
