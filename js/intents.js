// @ts-check
/**
 * Pure helpers that turn a player's gesture into a protocol intent (docs/protocol.md),
 * and read the snapshot's lookup tables. No rule logic: legality is Python's business.
 */
import { cardName } from "./cards.js";

/** @typedef {import("./layout.js").Snapshot} Snapshot */
/** @typedef {{ kind: string, [k: string]: any }} Intent */

/** The key of a card in `legal` / `auto`: "<pile>/<index from bottom>". */
export function cardKey(pile, index) {
  return `${pile}/${index}`;
}

/** @param {Snapshot} s @param {string} id */
export function findPile(s, id) {
  return s.piles.find((p) => p.id === id);
}

/** How many cards a pick-up at `index` carries (that card and every card above it). */
export function carriedCount(s, pile, index) {
  const p = findPile(s, pile);
  return p ? Math.max(0, p.cards.length - index) : 0;
}

/**
 * Can the player take hold of this card at all? (A face-up card; below the top only in a
 * fanned tableau column.) This is a UI rule, not a game rule: Python still judges the move.
 * @param {Snapshot} s @param {string} pile @param {number} index @param {boolean} [fanned]
 */
export function isPickable(s, pile, index, fanned = true) {
  const p = findPile(s, pile);
  if (!p || index < 0 || index >= p.cards.length) return false;
  if (p.kind === "stock") return false;
  if (p.cards[index] === null) return false;
  if (index === p.cards.length - 1) return true;
  if (Object.prototype.hasOwnProperty.call(s.legal ?? {}, cardKey(pile, index))) return true;
  return p.kind === "tableau" && fanned;
}

/** Destinations to highlight for a picked-up card (from the snapshot's `legal`). */
export function legalTargets(s, pile, index) {
  return (s.legal ?? {})[cardKey(pile, index)] ?? [];
}

/** @returns {Intent} */
export function moveIntent(s, src, index, dst) {
  return { kind: "move", src, dst, count: carriedCount(s, src, index), version: s.version };
}

/** @returns {Intent} */
export function autoIntent(s, src, index) {
  return { kind: "auto", src, count: carriedCount(s, src, index), version: s.version };
}

/** @returns {Intent} */
export function stockIntent(s) {
  return { kind: "stock", version: s.version };
}

/**
 * A new deal: `null` a random one, a number that deal, a text what was typed in the Deal
 * box (sent as text: a JS number is exact only to 2**53, and Python says what is wrong).
 * @param {number|string|null} seed @returns {Intent}
 */
export function newDealIntent(seed) {
  if (typeof seed === "string") return { kind: "new_deal", seed: seed.trim() }; // typed: Python reads it
  return { kind: "new_deal", seed: seed === null || Number.isNaN(seed) ? null : Math.trunc(seed) };
}

/** @param {boolean} value @returns {Intent} */
export function showTargetsIntent(value) {
  return { kind: "show_targets", value: !!value };
}

/**
 * Keyboard shortcuts that map straight to an intent (no selection involved).
 * @param {Snapshot} s @param {string} key KeyboardEvent.key
 * @returns {Intent|null}
 */
export function shortcutIntent(s, key) {
  switch (key.toLowerCase()) {
    case "u":
      return { kind: "undo" };
    case "r":
      return { kind: "redo" };
    case "d":
    case "s":
      return stockIntent(s);
    case "h":
      return s.hint_available ? { kind: "hint" } : null;
    default:
      return null;
  }
}

/** "{n}" placeholders. @param {string} tpl @param {Record<string, any>} vars */
export function fill(tpl, vars) {
  return String(tpl).replace(/\{(\w+)\}/g, (m, k) => (k in vars ? String(vars[k]) : m));
}

/**
 * Display name of a pile: "Stock", "Waste", "Foundation 2", "Pile 3".
 * @param {Snapshot} s @param {string} id
 */
export function pileName(s, id) {
  const L = s.labels ?? {};
  if (id === "stock") return L.stock ?? "Stock";
  if (id === "waste") return L.waste ?? "Waste";
  const m = /^([ft])(\d+)$/.exec(id);
  if (m) return fill(m[1] === "f" ? L.foundation ?? "Foundation {n}" : L.pile ?? "Pile {n}", { n: m[2] });
  return id;
}

/**
 * The ARIA label of a focus stop: "Queen of diamonds, Pile 3, face up".
 * @param {Snapshot} s @param {string} pile @param {number} index (-1: empty pile)
 */
export function ariaLabel(s, pile, index) {
  const L = s.labels ?? {};
  const p = findPile(s, pile);
  const where = pileName(s, pile);
  if (!p || index < 0 || index >= p.cards.length) {
    const extra = pile === "stock" && s.stock_label ? `, ${s.stock_label}` : "";
    return `${where}, ${L.empty ?? "empty"}${extra}`;
  }
  const code = p.cards[index];
  if (pile === "stock") return `${where}${s.stock_label ? ", " + s.stock_label : ""}, ${L.face_down ?? "face down"}`;
  if (code === null) return `${where}, ${L.face_down ?? "face down"}`;
  return `${cardName(code, L)}, ${where}, ${L.face_up ?? "face up"}`;
}

/**
 * A random tag for one view of the widget: intent ids are "<session>-<counter>", so two views
 * (or a reloaded page) never reuse an id the kernel has seen.
 * @returns {string}
 */
export function newSession() {
  const words = new Uint32Array(2);
  globalThis.crypto.getRandomValues(words);
  return Array.from(words, (w) => w.toString(36).padStart(7, "0")).join("");
}

/**
 * Delivery of intents that survives a lost message (docs/protocol.md, "Delivery"): every
 * intent gets an id, the kernel answers `{"ack": id}`, and an intent still unacknowledged
 * after `timeout` ms is sent again, then after twice as long, and so on, `retries` times at
 * most. The kernel applies an id once, so a resend after a lost acknowledgement is harmless.
 *
 * @param {(msg: Intent) => void} post sends one message to the kernel (`model.send`)
 * @param {{ timeout?: number, retries?: number, session?: string,
 *   setTimer?: (fn: () => void, ms: number) => any, clearTimer?: (t: any) => void,
 *   onResend?: (msg: Intent, attempt: number) => void,
 *   onGiveUp?: (msg: Intent) => void, onPostError?: (err: unknown) => void }} [options]
 */
export function createIntentSender(post, options = {}) {
  const timeout = options.timeout ?? 400;
  const retries = options.retries ?? 5;
  const session = options.session ?? newSession();
  const setTimer = options.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
  const clearTimer = options.clearTimer ?? ((t) => clearTimeout(t));
  /** @type {Map<string, { msg: Intent, attempt: number, timer: any }>} */
  const pending = new Map();
  let counter = 0;
  const stats = { sent: 0, resent: 0, acked: 0, givenUp: 0 };
  // a comm that can't send (its kernel restarted) throws: the message counts as lost, to
  // be sent again like one lost on the way, and the caller is told
  const tryPost = (/** @type {Intent} */ msg) => {
    try {
      post(msg);
    } catch (err) {
      options.onPostError?.(err);
    }
  };

  const arm = (/** @type {string} */ id) => {
    const entry = pending.get(id);
    if (!entry) return;
    entry.timer = setTimer(() => {
      if (!pending.has(id)) return;
      if (entry.attempt >= retries) {
        pending.delete(id);
        stats.givenUp += 1;
        options.onGiveUp?.(entry.msg);
        return;
      }
      entry.attempt += 1;
      stats.resent += 1;
      options.onResend?.(entry.msg, entry.attempt);
      tryPost(entry.msg);
      arm(id);
    }, timeout * 2 ** entry.attempt);
  };

  return {
    session,
    stats,
    /** Send `intent` with a fresh id; returns the id. @param {Intent} intent */
    send(intent) {
      counter += 1;
      const id = `${session}-${counter}`;
      const msg = { ...intent, id };
      pending.set(id, { msg, attempt: 0, timer: null });
      stats.sent += 1;
      tryPost(msg);
      arm(id);
      return id;
    },
    /** The kernel acknowledged `id` (unknown ids, e.g. another view's, are ignored). */
    ack(/** @type {unknown} */ id) {
      const entry = typeof id === "string" ? pending.get(id) : undefined;
      if (!entry) return false;
      clearTimer(entry.timer);
      pending.delete(/** @type {string} */ (id));
      stats.acked += 1;
      return true;
    },
    /** Ids sent and not yet acknowledged. */
    pending: () => [...pending.keys()],
    /** Stop all resends (the view is going away). */
    destroy() {
      for (const entry of pending.values()) clearTimer(entry.timer);
      pending.clear();
    },
  };
}
