// @ts-check
/**
 * checkSnapshot(s): does a `_table` state hold what the table needs to draw it? Pure (no
 * DOM). The widget refuses a state that fails, says why inside the widget, and draws again
 * at the next good one: a malformed state must never freeze the view (docs/protocol.md).
 *
 * It checks shapes and references, not rules: every pile an object with a string id (once),
 * a known kind and a list of card codes or nulls; `legal`, `auto`, `hint` and `last_move`
 * naming only piles of the state; the optional fields of the right type.
 */

const KINDS = new Set(["stock", "waste", "foundation", "tableau"]);
const CARD = /^[A2-9TJQK][SHDC]$/;
const BOOLS = ["can_undo", "can_redo", "can_auto_finish", "hint_available", "show_targets"];
const STRINGS = ["title", "layout", "variant", "lang", "status", "stock_label"];

/** A short, readable form of a bad value for the error line. @param {unknown} v */
function show(v) {
  let text;
  try {
    text = JSON.stringify(v);
  } catch {
    text = undefined;
  }
  text = text === undefined ? String(v) : text;
  return text.length > 40 ? text.slice(0, 37) + "..." : text;
}

/** @param {unknown} v @returns {v is Record<string, any>} */
const isObject = (v) => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * The first problem of a table state, as a short English phrase, or null when it can be drawn.
 * @param {unknown} s
 * @returns {string|null}
 */
export function checkSnapshot(s) {
  if (!isObject(s)) return `the state is ${show(s)}, not an object`;
  if (!Array.isArray(s.piles)) return `"piles" is ${show(s.piles)}, not a list`;
  /** @type {Set<string>} */
  const ids = new Set();
  for (let i = 0; i < s.piles.length; i++) {
    const p = s.piles[i];
    const at = `piles[${i}]`;
    if (!isObject(p)) return `${at} is ${show(p)}, not an object`;
    if (typeof p.id !== "string" || !p.id) return `${at}.id is ${show(p.id)}, not a pile id`;
    if (ids.has(p.id)) return `pile "${p.id}" appears twice`;
    ids.add(p.id);
    if (!KINDS.has(p.kind)) return `pile "${p.id}" has kind ${show(p.kind)}`;
    if (!Array.isArray(p.cards)) return `pile "${p.id}": "cards" is ${show(p.cards)}, not a list`;
    for (let k = 0; k < p.cards.length; k++) {
      const c = p.cards[k];
      if (c !== null && !(typeof c === "string" && CARD.test(c))) return `pile "${p.id}", card ${k}: ${show(c)} is not a card`;
    }
    if (p.face_down !== undefined && p.face_down !== null && !(Number.isInteger(p.face_down) && p.face_down >= 0)) {
      return `pile "${p.id}": "face_down" is ${show(p.face_down)}`;
    }
    for (const key of ["base", "dir", "label"]) {
      if (p[key] !== undefined && p[key] !== null && typeof p[key] !== "string") return `pile "${p.id}": "${key}" is ${show(p[key])}`;
    }
  }
  const pile = (/** @type {unknown} */ id, /** @type {string} */ where) =>
    typeof id === "string" && ids.has(id) ? null : `${where} names pile ${show(id)}, which is not on the table`;
  const cardRef = (/** @type {string} */ key, /** @type {string} */ where) => {
    const m = /^(.+)\/(-?\d+)$/.exec(key);
    if (!m) return `${where} has the key ${show(key)}, not "<pile>/<index>"`;
    return pile(m[1], where);
  };
  if (s.legal !== undefined && s.legal !== null) {
    if (!isObject(s.legal)) return `"legal" is ${show(s.legal)}, not an object`;
    for (const [key, dsts] of Object.entries(s.legal)) {
      const bad = cardRef(key, '"legal"');
      if (bad) return bad;
      if (!Array.isArray(dsts)) return `"legal" of ${key} is ${show(dsts)}, not a list`;
      for (const d of dsts) {
        const badDst = pile(d, `"legal" of ${key}`);
        if (badDst) return badDst;
      }
    }
  }
  if (s.auto !== undefined && s.auto !== null) {
    if (!isObject(s.auto)) return `"auto" is ${show(s.auto)}, not an object`;
    for (const [key, dst] of Object.entries(s.auto)) {
      const bad = cardRef(key, '"auto"') ?? pile(dst, `"auto" of ${key}`);
      if (bad) return bad;
    }
  }
  for (const name of ["hint", "last_move"]) {
    const m = s[name];
    if (m === undefined || m === null) continue;
    if (!isObject(m)) return `"${name}" is ${show(m)}, not an object`;
    // "tableau": a Matrimony deal or redeal step goes onto every tableau pile
    const bad = pile(m.src, `"${name}"`) ?? (m.dst === "tableau" ? null : pile(m.dst, `"${name}"`));
    if (bad) return bad;
    if (m.count !== undefined && !(Number.isInteger(m.count) && m.count >= 1)) return `"${name}".count is ${show(m.count)}`;
  }
  for (const name of ["version", "position_since", "move_count", "draw_count"]) {
    if (s[name] !== undefined && s[name] !== null && !(typeof s[name] === "number" && Number.isFinite(s[name]))) {
      return `"${name}" is ${show(s[name])}, not a number`;
    }
  }
  for (const name of BOOLS) {
    if (s[name] !== undefined && s[name] !== null && typeof s[name] !== "boolean") return `"${name}" is ${show(s[name])}, not true or false`;
  }
  for (const name of STRINGS) {
    if (s[name] !== undefined && s[name] !== null && typeof s[name] !== "string") return `"${name}" is ${show(s[name])}, not text`;
  }
  const labels = s.labels;
  if (labels !== undefined && labels !== null && !isObject(labels)) return `"labels" is ${show(labels)}, not an object`;
  if (s.message !== undefined && s.message !== null) {
    if (!isObject(s.message) || typeof s.message.text !== "string") return `"message" is ${show(s.message)}`;
  }
  if (s.deal !== undefined && s.deal !== null && typeof s.deal !== "number" && typeof s.deal !== "string") return `"deal" is ${show(s.deal)}`;
  return null;
}
