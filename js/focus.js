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
 *
 * A key held with Ctrl, Cmd or Alt is the host's, not the widget's (the table's own keys
 * are plain): the guards on the way from the focused element up are lifted while it is
 * dispatched, so Ctrl+S saves the notebook (the guard had let the browser's "Save page"
 * have it) and the command palette opens. Ctrl+Enter stays with the widget (the comment
 * box sends with it).
 * @param {HTMLElement} root
 * @returns {() => void} stops marking
 */
export function keepKeys(root) {
  const mark = (/** @type {Event} */ e) => {
    const t = /** @type {Element} */ (e.target);
    if (t && t.setAttribute && !t.hasAttribute(GUARD)) t.setAttribute(GUARD, "true");
  };
  /** @type {Element[]} the guards lifted for the last key, until they are put back */
  let lifted = [];
  const putBack = () => {
    lifted.forEach((n) => n.setAttribute(GUARD, "true"));
    lifted = [];
  };
  const lift = (/** @type {KeyboardEvent} */ e) => {
    putBack(); // the next key comes before the timer: back first, whatever it is
    if (!(e.ctrlKey || e.metaKey || e.altKey) || e.key === "Enter") return;
    const t = /** @type {Node} */ (e.target);
    if (!(t instanceof Element) || !root.contains(t)) return;
    const stop = root.parentElement; // the host's own guards above are not ours to lift
    for (let n = /** @type {Element|null} */ (t); n && n !== stop; n = n.parentElement) {
      if (n.hasAttribute(GUARD)) {
        n.removeAttribute(GUARD);
        lifted.push(n);
      }
    }
    // put back once the event has been dispatched (the host's listeners run after this
    // one, in the same task; a microtask would run before them)
    if (lifted.length) setTimeout(putBack);
  };
  root.addEventListener("focusin", mark);
  // on the window, capturing: before Lumino's listener on the document
  window.addEventListener("keydown", lift, true);
  return () => {
    putBack();
    root.removeEventListener("focusin", mark);
    window.removeEventListener("keydown", lift, true);
  };
}
