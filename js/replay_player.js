// @ts-check
/**
 * A replay player: steps through precomputed frames (solitaire_widget.replay.replay_frames)
 * with no kernel and no network. Used by the exported HTML page (bundled as an IIFE that
 * defines `window.SolitaireReplay`) and by ReplayWidget.
 *
 * Frame data (version 2, compact): `piles` (template: id, kind, base, dir, label, row);
 * `frames[i]` whole every `keyframe_every` frames (`{p, d}`: per pile its cards as
 * 2-letter codes run together, "--" = face down; `d` the face-down counts, only when
 * face-down cards are shown) and otherwise the piles that changed since frame `i - 1`, a
 * list of `[k, keep, add]` (`[k, keep, add, down]`): pile `k` keeps its first `keep` cards
 * and gets `add` on top; `texts` and `said` (the narration: `said[i]` is
 * `[action, rule, comment, ...effects]` as indices into `texts`, joined here);
 * `last_move[i]` (`[src, dst, count]`, a pile by its place in `piles`); `won` (the won
 * positions); `back[i]` (the words of a step back from frame `i`: 0 for `labels.undone`
 * with its action, else an index into `texts`); `labels`; optional `draw_count` (how many waste cards fan) and `rules_html`
 * (the rule text behind a "Rules" button, rulebook.rules_html). Version 1 (every frame
 * whole, `parts`, `narration`, `status`, `last_move` as dicts) is still read: a notebook
 * saved before holds it.
 */
import { renderTable } from "./table.js";
import { focusedIn, keepKeys } from "./focus.js";
import { ensureStyles, followTheme } from "./styles.js";
import { createRulesPanel } from "./rules_panel.js";
import { liveRegion } from "./live.js";

/** @typedef {import("./layout.js").Snapshot} Snapshot */

const STYLE_ID = "solitaire-replay-style";
const CSS = `
.solitaire-replay { max-width: 980px; user-select: text; -webkit-user-select: text; }
.solitaire-replay-bar { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; margin: 4px 0; }
.solitaire-replay-btn { min-width: 38px; display: inline-flex; align-items: center; justify-content: center; }
.solitaire-replay-btn svg { display: block; }
.solitaire-replay-scrub { flex: 1 1 200px; min-width: 120px; }
.solitaire-replay-counter { font-variant-numeric: tabular-nums; min-width: 9em; text-align: right; color: var(--solitaire-fg-dim); }
.solitaire-replay-narration { min-height: 3.2em; margin: 6px 0; line-height: 1.45; font-size: 1.1em; }
.solitaire-replay-comment { margin: 4px 0 8px; padding: 6px 10px; border-left: 4px solid #c79a2b; background: rgba(199,154,43,0.12); white-space: pre-wrap; overflow-wrap: anywhere; }
.solitaire-replay-comment:empty { display: none; }
.solitaire-replay:focus { outline: 2px solid #4a90d9; outline-offset: 2px; }
`;

/**
 * Button icons as inline SVG: no icon font is needed (⏮ ⏭ are missing from many fonts).
 * The usual media-player reading: ⏮ first, |◀ back one, ▶ play (⏸ while playing),
 * ▶| on one, ⏭ last.
 */
const svgIcon = (/** @type {string} */ d) =>
  `<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false"><path d="${d}" fill="currentColor"/></svg>`;
const ICONS = /** @type {Record<string, string>} */ ({
  first: svgIcon("M1 2h2v12H1zM9 2v12L3 8zM15 2v12L9 8z"),
  prev: svgIcon("M3 2h2v12H3zM13 2v12L6 8z"),
  play: svgIcon("M4 2v12l10-6z"),
  pause: svgIcon("M3 2h3.5v12H3zM9.5 2H13v12H9.5z"),
  next: svgIcon("M3 2v12l7-6zM11 2h2v12h-2z"),
  last: svgIcon("M1 2v12l6-6zM7 2v12l6-6zM13 2h2v12h-2z"),
});

/** The key that does what each button does, shown in its tooltip. */
const KEY_HINT = /** @type {Record<string, string>} */ ({
  first: "Home", prev: "\u2190", play: "Space", pause: "Space", next: "\u2192", last: "End",
});

/**
 * Keys the replay keeps for itself: a host (JupyterLab's notebook moves its cell selection
 * on the arrows) must not see them while the replay has the focus.
 */
const OWN_KEYS = new Set(["ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "Home", "End", " ", "PageUp", "PageDown"]);

/** @param {HTMLElement} host */
function ensureReplayStyles(host) {
  // into the shadow root that holds the view when there is one (marimo), as ensureStyles
  const doc = host.ownerDocument;
  const node = /** @type {any} */ (host.getRootNode());
  const target = node && node.nodeType === 11 ? node : doc.head;
  if (target.querySelector(`#${STYLE_ID}`)) return;
  const style = doc.createElement("style");
  style.id = STYLE_ID;
  style.textContent = CSS;
  target.appendChild(style);
}

/**
 * The last position expanded, per frames data: the next step applies one delta to it.
 * @type {WeakMap<object, { i: number, p: string[], d: number[] | null }>}
 */
const expanded = new WeakMap();

/**
 * The piles of frame `i` as code strings (and face-down counts): from the whole frame at
 * or before it, or from the last one expanded when that is on the way, so a step costs
 * one delta and a jump at most `keyframe_every - 1`.
 * @param {any} data @param {number} i
 * @returns {{ p: string[], d: number[] | null }}
 */
function pilesAt(data, i) {
  const frames = data.frames;
  let from = i;
  while (from > 0 && Array.isArray(frames[from])) from--;
  const last = expanded.get(data);
  /** @type {string[]} */
  let p;
  /** @type {number[] | null} */
  let d;
  if (last && last.i <= i && last.i >= from) {
    if (last.i === i) return last;
    from = last.i;
    p = last.p.slice();
    d = last.d && last.d.slice();
  } else {
    const key = frames[from];
    p = key.p.slice();
    d = key.d ? key.d.slice() : null;
  }
  for (let j = from + 1; j <= i; j++) {
    for (const [k, keep, add, down] of frames[j]) {
      p[k] = p[k].slice(0, 2 * keep) + add;
      if (d && down !== undefined) d[k] = down;
    }
  }
  const out = { i, p, d };
  expanded.set(data, out);
  return out;
}

/**
 * The narration of frame `i` in pieces (version 2 joins its texts; version 1 has them).
 * @param {any} data @param {number} i
 * @returns {{ action: string, rule: string, effects: string[], comment: string | null }}
 */
export function partsAt(data, i) {
  if (data.said) {
    const t = data.texts;
    const s = data.said[i];
    return { action: t[s[0]], rule: t[s[1]], comment: t[s[2]] || null, effects: s.slice(3).map((/** @type {number} */ k) => t[k]) };
  }
  if (data.parts) return data.parts[i];
  return { action: data.narration ? data.narration[i] || "" : "", rule: "", effects: [], comment: null };
}

/**
 * The words of a step back from frame `i` (its move taken back), or null (none sent).
 * @param {any} data @param {number} i
 * @returns {string|null}
 */
export function backAt(data, i) {
  const b = data.back ? data.back[i] : null;
  if (b == null) return null;
  if (typeof b === "string") return b; // version 1 (saved with the words whole)
  if (b) return data.texts[b];
  const undone = data.labels && data.labels.undone;
  return undone ? undone.replace("{move}", () => partsAt(data, i).action) : null;
}

/**
 * The move that led to frame `i` as the table takes it (`{src, dst, count}`), or null.
 * @param {any} data @param {number} i
 */
function lastMoveAt(data, i) {
  const m = data.last_move ? data.last_move[i] : null;
  if (!Array.isArray(m)) return m ?? null; // version 1: a dict already
  const id = (/** @type {number|string} */ at) => (typeof at === "number" ? data.piles[at].id : at);
  return { src: id(m[0]), dst: id(m[1]), count: m[2] };
}

/**
 * The snapshot (docs/protocol.md shape) of frame `i`.
 * @param {any} data @param {number} i
 * @returns {Snapshot}
 */
export function expandFrame(data, i) {
  const f = pilesAt(data, i);
  let stockCount = 0;
  const piles = data.piles.map((/** @type {any} */ t, /** @type {number} */ k) => {
    const s = f.p[k];
    /** @type {Array<string|null>} */
    const cards = [];
    for (let j = 0; j < s.length; j += 2) {
      const c = s.slice(j, j + 2);
      cards.push(c === "--" ? null : c);
    }
    if (t.kind === "stock") stockCount = cards.length;
    const pile = { ...t, cards };
    if (f.d) pile.face_down = f.d[k];
    return pile;
  });
  const L = data.labels || {};
  const won = data.won ? data.won.includes(i) : data.status && data.status[i] === "won";
  return {
    version: i,
    variant: data.variant,
    title: data.title,
    layout: data.layout,
    draw_count: data.draw_count,
    lang: data.lang,
    deal: data.deal,
    move_count: i,
    status: won ? "won" : "playing",
    piles,
    legal: {},
    auto: {},
    hint: null,
    last_move: lastMoveAt(data, i),
    message: null,
    // the stock's badge counts two or more cards: the label below says only what it doesn't
    stock_label: stockCount > 1 ? "" : String(stockCount),
    show_targets: false,
    labels: data.table_labels && Object.keys(data.table_labels).length ? data.table_labels : {
      stock: L.stock, waste: L.waste, foundation: L.foundation, pile: L.pile,
      empty: L.empty, face_up: L.face_up, face_down: L.face_down,
    },
  };
}

/**
 * @param {string} tag @param {string} cls @param {Record<string, any>} [props]
 * @returns {any}
 */
function el(tag, cls, props = {}) {
  const node = document.createElement(tag);
  node.className = cls;
  Object.assign(node, props);
  return node;
}

/**
 * Mount a replay player in `container`.
 * @param {HTMLElement} container
 * @param {any} data frames data
 * @param {{ index?: number, interval?: number, width?: number, onIndex?: (i: number) => void,
 *   onPlaying?: (on: boolean) => void }} [options]
 */
export function mountReplay(container, data, options = {}) {
  ensureStyles(container);
  ensureReplayStyles(container);
  const n = data.frames.length - 1;
  const L = data.labels || {};
  const root = el("div", "solitaire-root solitaire-replay", { tabIndex: 0 });
  // Lumino (JupyterLab) runs no command shortcut for a key pressed inside this element
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  root.setAttribute("role", "region");
  root.setAttribute("aria-label", data.title || "Replay");
  const bar = el("div", "solitaire-replay-bar");
  const mk = (/** @type {string} */ cls, /** @type {string} */ icon, /** @type {string} */ label) => {
    const b = el("button", `solitaire-btn solitaire-replay-btn ${cls}`, { type: "button", innerHTML: ICONS[icon], title: `${label} (${icon === "play" || icon === "pause" ? L.space || KEY_HINT[icon] : KEY_HINT[icon]})` });
    b.setAttribute("aria-label", label);
    return b;
  };
  const first = mk("solitaire-replay-first", "first", L.first || "First");
  const prev = mk("solitaire-replay-prev", "prev", L.prev || "Previous");
  const play = mk("solitaire-replay-play", "play", L.play || "Play");
  const next = mk("solitaire-replay-next", "next", L.next || "Next");
  const last = mk("solitaire-replay-last", "last", L.last || "Last");
  const scrub = el("input", "solitaire-replay-scrub", { type: "range", min: 0, max: n, step: 1, value: 0 });
  scrub.setAttribute("aria-label", L.scrubber || "Position");
  const counter = el("span", "solitaire-replay-counter");
  bar.append(first, prev, play, next, last, scrub, counter);
  const TL = data.table_labels || {};
  /** @type {any} */
  let rules = null;
  /** @type {any} */
  let rulesBtn = null;
  if (data.rules_html) {
    rulesBtn = el("button", "solitaire-btn solitaire-rules-btn", { type: "button", textContent: TL.rules || L.rules || "Rules" });
    rulesBtn.setAttribute("aria-expanded", "false");
    bar.append(rulesBtn);
  }
  // the narration and the teacher's comment are shown; what a screen reader hears is the
  // spoken line below (one polite region: the position, then what the step did)
  const narration = el("div", "solitaire-replay-narration");
  const comment = el("div", "solitaire-replay-comment");
  const said = el("div", "solitaire-said solitaire-replay-said", { role: "status" });
  said.setAttribute("aria-live", "polite");
  // (the same line again, as when another view stepped away and this one steps back to the
  // same move, is said again too)
  const speaker = liveRegion(said);
  const tableBox = el("div", "solitaire-replay-table");
  tableBox.style.position = "relative";
  root.append(bar, narration, comment, said, tableBox);
  container.appendChild(root);
  const stopTheme = followTheme(root);
  const stopKeys = keepKeys(root); // its buttons (Notebook 7 looks at the focused one first)
  if (rulesBtn) {
    rules = createRulesPanel(tableBox, {
      onClose: () => {
        rulesBtn.setAttribute("aria-expanded", "false");
        rulesBtn.focus();
      },
    });
    rules.set(data.rules_html, { rules: TL.rules || L.rules, close: TL.close || L.close });
    rulesBtn.addEventListener("click", () => {
      rules.toggle();
      rulesBtn.setAttribute("aria-expanded", String(rules.isOpen));
    });
  }

  let index = Math.max(0, Math.min(n, options.index ?? 0));
  const table = renderTable(tableBox, expandFrame(data, index), {
    interactive: false,
    showFaceDown: !!data.show_face_down,
    width: options.width,
  });
  /** @type {any} */
  let timer = null;

  /** Fill a label's `{name}` places (a function: a `$` in a text stays as it is). */
  const fill = (/** @type {string} */ text, /** @type {Record<string, string>} */ values) =>
    text.replace(/\{(\w+)\}/g, (/** @type {string} */ all, /** @type {string} */ k) => (k in values ? values[k] : all));
  const moveOf = (/** @type {number} */ i) => fill(L.position || "Move {i} of {n}", { i: String(i), n: String(n) });
  /** Where position `i` is, for the spoken line: the deal, move i of n, the end. */
  const whereSaid = (/** @type {number} */ i) =>
    i === 0 ? L.deal || "Deal" : i === n ? fill(L.end || "End, move {n} of {n}", { n: String(n) }) : moveOf(i);

  /**
   * Show the position at `index`; `from`: the position shown before (none at the start,
   * which says nothing). A step back says the move taken back (the frame's narration
   * tells the move that led to it, forward); any other step or jump says the narration
   * of the position it lands on. Both after where it is. `speak` false: shown, not said
   * (another view of the same widget says it).
   * @param {number} [from] @param {boolean} [speak]
   */
  const show = (from, speak = true) => {
    table.update(expandFrame(data, index));
    scrub.value = String(index);
    counter.textContent = index === 0 ? L.deal || "Deal" : moveOf(index);
    const parts = partsAt(data, index);
    narration.textContent = [parts.action, parts.rule, ...(parts.effects || [])].filter(Boolean).join(" ");
    comment.textContent = parts.comment || "";
    if (from !== undefined && speak) {
      const undone = from === index + 1 ? backAt(data, from) : null;
      const what = undone || [narration.textContent, comment.textContent].filter(Boolean).join(" ");
      // (a full stop between them, as between the narration's sentences, in every language)
      speaker.say(`${whereSaid(index)}. ${what}`);
    }
    // a button that goes disabled with the focus on it hands the focus to the one still
    // useful (the last move's Last to Previous, the first move's First to Next): else
    // the focus falls to the page
    const focused = focusedIn(root);
    const atStart = index === 0;
    const atEnd = index === n;
    const to = (atStart && (focused === first || focused === prev) ? next : null) ?? (atEnd && (focused === next || focused === last) ? prev : null);
    first.disabled = prev.disabled = atStart;
    next.disabled = last.disabled = atEnd;
    if (to && !to.disabled) to.focus({ preventScroll: true });
    else if (to) scrub.focus({ preventScroll: true });
    root.dataset.index = String(index);
  };
  /**
   * Show position `i`; `notify` false: the move came from outside (no onIndex echo);
   * `speak` false: not said here (one view of a widget speaks, not each).
   */
  const seek = (/** @type {number} */ i, notify = true, speak = true) => {
    const j = Math.max(0, Math.min(n, Math.round(i)));
    if (j === index) return;
    const from = index;
    index = j;
    show(from, speak);
    if (notify && options.onIndex) options.onIndex(index);
  };
  // another view of the widget plays the line: this one shows it playing (its index follows)
  // and may stop it, but runs no timer of its own (two would step twice as fast)
  let following = false;
  const showPlaying = (/** @type {boolean} */ on) => {
    play.innerHTML = on ? ICONS.pause : ICONS.play;
    const word = on ? L.pause || "Pause" : L.play || "Play";
    play.setAttribute("aria-label", word);
    play.title = `${word} (${L.space || (on ? KEY_HINT.pause : KEY_HINT.play)})`;
    root.dataset.playing = String(on);
  };
  /** Stops playing; `quiet`: the stop came from elsewhere (not told back). */
  const pause = (quiet = false) => {
    const was = timer !== null || following;
    if (timer !== null) clearInterval(timer);
    timer = null;
    following = false;
    showPlaying(false);
    if (was && !quiet) options.onPlaying?.(false);
  };
  const playing = () => timer !== null || following;
  const start = () => {
    following = false;
    if (index === n) seek(0);
    showPlaying(true);
    options.onPlaying?.(true);
    timer = setInterval(() => {
      if (index >= n) pause();
      else seek(index + 1);
    }, interval);
  };
  let interval = options.interval ?? 900;
  first.addEventListener("click", () => { pause(); seek(0); });
  prev.addEventListener("click", () => { pause(); seek(index - 1); });
  next.addEventListener("click", () => { pause(); seek(index + 1); });
  last.addEventListener("click", () => { pause(); seek(n); });
  play.addEventListener("click", () => (playing() ? pause() : start()));
  scrub.addEventListener("input", () => { pause(); seek(Number(scrub.value)); });
  root.addEventListener("keydown", (/** @type {KeyboardEvent} */ e) => {
    if (!OWN_KEYS.has(e.key) || e.altKey || e.ctrlKey || e.metaKey) return;
    // the notebook must not see these keys (it would move its cell selection); the rule
    // panel keeps its keys to itself already (it stops them)
    e.stopPropagation();
    const keys = /** @type {Record<string, () => void>} */ ({
      ArrowLeft: () => { pause(); seek(index - 1); },
      ArrowRight: () => { pause(); seek(index + 1); },
      Home: () => { pause(); seek(0); },
      End: () => { pause(); seek(n); },
      " ": () => (playing() ? pause() : start()),
    });
    const f = keys[e.key];
    if (f && !(e.target instanceof HTMLButtonElement && e.key === " ")) {
      // the scrubber's own arrow handling is replaced too: one step, the same everywhere
      e.preventDefault();
      f();
    }
  });
  show();
  root.dataset.playing = "false";
  return {
    root,
    table,
    get index() { return index; },
    /** Whether this view steps the line itself. */
    get driving() { return timer !== null; },
    /** Another view plays (`true`) or stopped (`false`): shown here, no timer of its own. @param {boolean} on */
    follow(on) {
      if (!on) return pause(true);
      if (timer !== null) return;
      following = true;
      showPlaying(true);
    },
    seek,
    step: () => seek(index + 1),
    back: () => seek(index - 1),
    play: start,
    pause,
    /** A new pace (the widget's `interval` set from Python): playing goes on at it. @param {number} ms */
    setInterval(ms) {
      if (!(ms > 0) || ms === interval) return;
      interval = ms;
      if (timer !== null) {
        clearInterval(timer);
        timer = null;
        start();
      }
    },
    destroy() { pause(); speaker.stop(); stopTheme(); stopKeys(); rules?.destroy(); table.destroy(); root.remove(); },
  };
}

export default { mountReplay, expandFrame, partsAt };
