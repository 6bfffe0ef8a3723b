// @ts-check
/**
 * Ids unique in the page. anywidget loads a widget's module once per widget (each from its
 * own Blob URL), so a counter kept in the module starts again for every widget and two
 * tables in one notebook would share ids (a label's `for`, the card backs' `<defs>`): the
 * count lives on the page's global object instead, shared by every copy of the module.
 */
const KEY = Symbol.for("solitaire_widget.ids");

/**
 * A new id starting with `stem`, never handed out before in this page.
 * @param {string} stem
 */
export function uniqueId(stem) {
  const g = /** @type {any} */ (globalThis);
  g[KEY] = (g[KEY] ?? 0) + 1;
  return `${stem}${g[KEY]}`;
}
