// @ts-check
/**
 * The anywidget entry point of PositionEditor (solitaire_widget/editor.py): a teacher's
 * table where any card goes to any pile. Python is the source of truth: every gesture is an
 * intent (`move`, `flip`, `remove`, `counter`, `undo`, `reset`, `sort`) sent with an id and resent
 * until the kernel acknowledges it (intents.js); the kernel applies it, checks the whole
 * position and publishes the `_editor` snapshot with the verdict. Nothing is judged here.
 *
 * The snapshot's piles carry every card's code and an `up` flag: the editor shows the
 * face-down cards to the teacher, face up but darkened and tagged "face down". A text opened
 * for fixing may hold a card more often than the game has it: each pile's `extra` gives, per
 * card, how many copies are on the table (0: not an extra card); those cards are framed in
 * red with a "×n" tag, and Remove extra copy (or Delete, or a drag onto that button) sends a
 * `remove` intent. The kernel refuses it for any other card.
 */
import { cardDefs, cardFace, cardName } from "./cards.js";
import { computeLayout, visibleCards } from "./layout.js";
import { dropTarget, focusStops, hitTest, inside, navigate } from "./hit.js";
import { createIntentSender, pileName } from "./intents.js";
import { DOUBLE_TAP_MS, DRAG_THRESHOLD } from "./input.js";
import { ensureStyles, followTheme } from "./styles.js";
import { uniqueId } from "./ids.js";
import { liveMarkup, liveRegion, messageLine } from "./live.js";
import { focusFirst, focusedIn, keepKeys, losesFocus } from "./focus.js";

const SVGNS = "http://www.w3.org/2000/svg";
const STYLE_ID = "solitaire-editor-style";
const CSS = `
.solitaire-editor .solitaire-toolbar { display: flex; align-items: center; gap: 6px; flex-wrap: wrap; margin: 0 0 6px; }
.solitaire-editor-title { font-weight: 600; font-size: 1.1em; margin-right: 6px; }
.solitaire-editor-counter { display: inline-flex; align-items: center; gap: 4px; }
.solitaire-editor-counter-value { min-width: 2.5em; text-align: center; font-variant-numeric: tabular-nums; font-weight: 600; }
.solitaire-editor-verdict { margin: 0 0 6px; padding: 5px 10px; border-radius: 6px; border-left: 5px solid; line-height: 1.4; user-select: text; -webkit-user-select: text; }
.solitaire-editor-valid { border-color: #2e7d32; background: rgba(46,125,50,0.12); }
.solitaire-editor-invalid { border-color: var(--solitaire-error); background: var(--solitaire-error-bg); }
.solitaire-editor-verdict b { margin-right: 6px; }
.solitaire-editor-strip { display: flex; flex-wrap: wrap; align-items: center; gap: 3px; margin: 6px 0; }
.solitaire-editor-strip-caption { width: 100%; color: var(--solitaire-fg-dim); }
.solitaire-editor-chip { font: inherit; min-width: 2.6em; padding: 2px 4px; border-radius: 4px; cursor: pointer; touch-action: none;
  border: 1px solid var(--solitaire-border); background: #fff; font-variant-numeric: tabular-nums; }
.solitaire-editor-chip.red { color: #c0142c; } .solitaire-editor-chip.black { color: #1b1e24; }
.solitaire-editor-chip[aria-pressed="true"] { outline: 3px solid var(--solitaire-select, #ffcf3f); outline-offset: 1px; }
.solitaire-editor-chip:focus-visible { outline: 2px solid var(--solitaire-focus); outline-offset: 2px; }
.solitaire-editor-chip-extra { border: 2px solid #c62828; box-shadow: 0 0 0 1px #fff; font-weight: 700; }
.solitaire-editor-remove { border-color: #c62828; }
.solitaire-editor-chip-end { background: var(--solitaire-surface-2); color: var(--solitaire-fg); }
.solitaire-editor-text { display: block; margin: 4px 0; padding: 4px 6px; font-size: 0.85em; word-break: break-all;
  background: var(--solitaire-surface-2); border-radius: 4px; user-select: all; -webkit-user-select: all; }
.solitaire-editor-help { color: var(--solitaire-fg-dim); margin: 2px 0; }
.solitaire-editor .solitaire-card[data-stop] { cursor: grab; }
.solitaire-editor .solitaire-card:focus .solitaire-focus-ring, .solitaire-editor .solitaire-slot:focus .solitaire-focus-ring { opacity: 1; }
`;

/** @param {string} s */
const esc = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);
/** @param {number} n */
const n2 = (n) => (Math.round(n * 100) / 100).toString();

/** @param {HTMLElement} host */
function ensureEditorStyles(host) {
  const node = /** @type {any} */ (host.getRootNode());
  const target = node && node.nodeType === 11 ? node : document.head;
  if (target.querySelector(`#${STYLE_ID}`)) return;
  const style = document.createElement("style");
  style.id = STYLE_ID;
  style.textContent = CSS;
  target.appendChild(style);
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
 * The layout's view of a snapshot: every card with its code, so a column fans every card
 * (the teacher sees them all) and every card is a focus stop.
 * @param {any} s
 */
export function layoutSnapshot(s) {
  return { ...s, piles: s.piles.map((/** @type {any} */ p) => ({ ...p, cards: [...p.cards] })) };
}

/**
 * How many cards a pick-up at `index` carries: a fanned column carries the cards on it;
 * a squared pile (stock, waste, foundation, Matrimony's piles) gives its top card.
 * @param {any} layout @param {string} pile @param {number} index
 */
export function carried(layout, pile, index) {
  const pl = layout.piles[pile];
  if (!pl || index < 0 || index >= pl.count) return 0;
  return pl.fan === "down" ? pl.count - index : 1;
}

/**
 * What a click on a pile (or card) means, given the selection: the intent to send and
 * the new selection. Pure.
 * @param {{pile: string, index: number, count: number}|null} sel
 * @param {{pile: string, index: number}|null} hit
 * @param {number} count what a pick-up at `hit` carries
 */
export function clickAction(sel, hit, count) {
  if (!hit) return { intent: null, selection: null };
  if (sel) {
    if (sel.pile === hit.pile && (sel.index === hit.index || count === 0)) return { intent: null, selection: null };
    if (sel.pile === hit.pile && hit.index >= 0) return { intent: null, selection: { ...hit, count } };
    return { intent: { kind: "move", src: sel.pile, index: sel.index, count: sel.count, dst: hit.pile }, selection: null };
  }
  if (hit.index >= 0 && count > 0) return { intent: null, selection: { ...hit, count } };
  return { intent: null, selection: null };
}

/**
 * @param {{ model: any, el: HTMLElement }} ctx
 * @returns {() => void} cleanup
 */
function render({ model, el: host }) {
  ensureStyles(host);
  ensureEditorStyles(host);
  const prefix = uniqueId("solitaire-ed");
  const root = el("div", "solitaire-root solitaire-editor");
  const bar = el("div", "solitaire-toolbar");
  const title = el("span", "solitaire-editor-title");
  const undo = el("button", "solitaire-btn solitaire-editor-undo", { type: "button" });
  const reset = el("button", "solitaire-btn solitaire-editor-reset", { type: "button" });
  const sort = el("button", "solitaire-btn solitaire-editor-sort", { type: "button" });
  const flipBtn = el("button", "solitaire-btn solitaire-editor-flip", { type: "button" });
  const removeBtn = el("button", "solitaire-btn solitaire-editor-remove", { type: "button", hidden: true });
  const spacer = el("span", "solitaire-spacer");
  const counterBox = el("span", "solitaire-editor-counter");
  const counterLabel = el("span", "solitaire-label");
  const minus = el("button", "solitaire-btn solitaire-editor-minus", { type: "button", textContent: "\u2212" });
  // its new value is said (the buttons' names do not carry it)
  const counterValue = el("span", "solitaire-editor-counter-value", { role: "status" });
  const plus = el("button", "solitaire-btn solitaire-editor-plus", { type: "button", textContent: "+" });
  counterBox.append(counterLabel, minus, counterValue, plus);
  bar.append(title, undo, reset, sort, flipBtn, removeBtn, spacer, counterBox);
  const verdict = el("div", "solitaire-editor-verdict", { role: "status" });
  verdict.setAttribute("aria-live", "polite");
  const verdictWriter = liveMarkup(verdict);
  let verdictValid = /** @type {unknown} */ (undefined); // the verdict last written: valid or not
  let paintedLang = /** @type {unknown} */ (undefined); // the language of the last snapshot painted
  const message = el("div", "solitaire-message", { role: "alert" });
  const messageSpeaker = messageLine(message);
  // each edit in words (the kernel's `said`), for screen readers only: a drag or a click
  // changes the cards without a word, and the focus stays where it was
  const said = el("div", "solitaire-said solitaire-editor-said", { role: "status" });
  said.setAttribute("aria-live", "polite");
  // JupyterLab leaves the keys typed in the editor (arrows, Enter, F, U, +, -) to it
  root.setAttribute("data-lm-suppress-shortcuts", "true");
  const table = el("div", "solitaire-table solitaire-interactive", { tabIndex: -1 });
  const svg = /** @type {SVGSVGElement} */ (document.createElementNS(SVGNS, "svg"));
  svg.setAttribute("class", "solitaire-svg");
  svg.setAttribute("role", "group");
  table.appendChild(svg);
  const strip = el("div", "solitaire-editor-strip", { role: "group" });
  const help = el("div", "solitaire-editor-help");
  const text = el("code", "solitaire-editor-text");
  root.append(bar, verdict, message, said, table, strip, help, text);
  host.appendChild(root);
  const stopTheme = followTheme(root);
  const stopKeys = keepKeys(root); // the bar's buttons, the counter, the panels

  /** @type {any} */
  let s = null;
  /** @type {any} */
  let layout = null;
  let width = 0;
  /** @type {{pile: string, index: number, count: number}|null} */
  let selection = null;
  /** @type {{pile: string, index: number}|null} */
  let focus = null;
  /** @type {{src: string, index: number, count: number, dx: number, dy: number, over: string|null}|null} */
  let drag = null;

  const sender = createIntentSender((msg) => model.send(msg));
  const send = (/** @type {any} */ intent) => {
    // card indexes refer to the snapshot shown: the kernel drops them if it has moved on
    if (intent) sender.send(intent.kind === "move" || intent.kind === "flip" || intent.kind === "remove" ? { ...intent, version: s.version } : intent);
  };
  const onMsg = (/** @type {any} */ msg) => {
    if (msg && typeof msg === "object" && "ack" in msg) sender.ack(msg.ack);
  };

  const measure = () => table.clientWidth || host.clientWidth || 760;
  const label = (/** @type {string} */ k) => (s && s.labels && s.labels[k]) || k;
  const cardAt = (/** @type {string} */ pile, /** @type {number} */ index) => {
    const p = s.piles.find((/** @type {any} */ q) => q.id === pile);
    return p && index >= 0 && index < p.cards.length ? { code: p.cards[index], up: p.up[index], extra: (p.extra && p.extra[index]) || 0 } : null;
  };
  const aria = (/** @type {string} */ pile, /** @type {number} */ index) => {
    const where = pileName(s, pile);
    const c = cardAt(pile, index);
    if (!c) return `${where}, ${label("empty")}`;
    return `${cardName(c.code, s.labels)}, ${where}, ${c.up ? label("face_up") : label("face_down")}${c.extra ? `, ${label("extra")} (\u00d7${c.extra})` : ""}`;
  };

  // ------------------------------------------------------------ drawing
  const paintTable = () => {
    const L = layout;
    const { cardW: w, cardH: ch } = L;
    const k = w / 100;
    const stops = focusStops(L);
    const stopSet = new Set(stops.map((t) => `${t.pile}/${t.index}`));
    /** @type {Record<string, string>} one tab stop per pile (roving tabindex) */
    const tabStop = {};
    for (const t of stops) tabStop[t.pile] = `${t.pile}/${t.index}`;
    if (focus && stopSet.has(`${focus.pile}/${focus.index}`)) tabStop[focus.pile] = `${focus.pile}/${focus.index}`;
    const focusAttrs = (/** @type {string} */ pile, /** @type {number} */ index) => {
      const key = `${pile}/${index}`;
      if (!stopSet.has(key)) return "";
      // a card picked up says so, as the game's table does (its ring is not seen by all)
      const picked = !drag && selection && selection.pile === pile && selection.index === index;
      const name = aria(pile, index) + (picked ? `, ${label("picked_up")}` : "");
      return ` data-stop="${key}" tabindex="${tabStop[pile] === key ? 0 : -1}" role="button"${picked ? ` aria-pressed="true"` : ""} data-lm-suppress-shortcuts="true" aria-label="${esc(name)}"`;
    };
    const ring =
      `<g class="solitaire-focus-ring" fill="none"><rect x="-7" y="-7" width="114" height="154" rx="14" stroke="#06140c" stroke-opacity="0.7" stroke-width="8"/>` +
      `<rect x="-7" y="-7" width="114" height="154" rx="14" stroke="var(--solitaire-focus-ring)" stroke-width="4.2"/></g>`;
    const out = [`<defs>${cardDefs(prefix)}</defs>`];
    const dragged = [];
    for (const id of L.order) {
      const pl = L.piles[id];
      const pile = s.piles.find((/** @type {any} */ p) => p.id === id);
      if (!pile) continue;
      out.push(`<g class="solitaire-pile solitaire-pile-${pl.kind}" data-pile-id="${id}">`);
      const empty = pl.count === 0;
      out.push(
        `<g class="solitaire-slot" data-pile="${id}" data-index="-1"${empty ? focusAttrs(id, -1) : ""} transform="translate(${n2(pl.slot.x)} ${n2(pl.slot.y)}) scale(${n2(k)})">` +
          `<rect x="1" y="1" width="98" height="138" rx="7" fill="var(--solitaire-slot)" stroke="var(--solitaire-slot-line)" stroke-width="1.6" stroke-dasharray="6 4"/>` +
          (empty ? ring : "") +
          `</g>`,
      );
      for (const c of visibleCards(pl)) {
        const up = pile.up[c.index];
        const isDragged = drag && drag.src === id && c.index >= drag.index && c.index < drag.index + drag.count;
        const attrs = pl.fan !== "down" && c.index !== pl.count - 1 ? "" : focusAttrs(id, c.index);
        const down = up
          ? ""
          : `<rect class="solitaire-editor-down" x="0.5" y="0.5" width="99" height="139" rx="7" fill="#1d3f74" fill-opacity="0.42"/>` +
            `<rect x="0.5" y="118" width="99" height="21.5" rx="4" fill="#1d3f74"/>` +
            // a strip of the card back in the corner that a fanned column leaves visible
            (id === "stock" ? "" : `<rect x="58" y="4" width="38" height="24" rx="3" fill="url(#${prefix}-lattice)" stroke="#e9d9a6" stroke-width="1"/>`) +
            `<text x="50" y="133" text-anchor="middle" font-size="12.5" font-weight="700" fill="#fff">${esc(label("face_down"))}</text>`;
        const sel = selection && selection.pile === id && c.index >= selection.index && c.index < selection.index + selection.count;
        const copies = (pile.extra && pile.extra[c.index]) || 0;
        // a card the text wrote too often: a red frame, and "×n" where a fanned column still shows it
        const extra = copies
          ? `<rect class="solitaire-editor-extra" x="1" y="1" width="98" height="138" rx="7" fill="none" stroke="#c62828" stroke-width="5"/>` +
            `<rect x="24" y="3" width="32" height="22" rx="11" fill="#c62828" stroke="#fff" stroke-width="1.5"/>` +
            `<text x="40" y="19" text-anchor="middle" font-size="14" font-weight="700" fill="#fff">\u00d7${copies}</text>`
          : "";
        const g =
          `<g class="solitaire-card" data-pile="${id}" data-index="${c.index}" data-card="${c.code}" data-up="${up ? 1 : 0}"${copies ? ` data-extra="${copies}"` : ""}${attrs} transform="translate(${n2(c.x)} ${n2(c.y)}) scale(${n2(k)})">` +
          `<rect x="0.6" y="1.8" width="100" height="140" rx="7.5" fill="#000" fill-opacity="0.28"/>` +
          cardFace(c.code, { courtFill: `url(#${prefix}-court)` }) +
          down +
          extra +
          (sel && !drag ? `<rect class="solitaire-select-ring" x="-2" y="-2" width="104" height="144" rx="9" fill="none" stroke="var(--solitaire-select)" stroke-width="4"/>` : "") +
          (attrs ? ring : "") +
          `</g>`;
        if (isDragged) dragged.push(g);
        else out.push(g);
      }
      if (pl.fan === "square" && pl.count > 1) {
        const r = Math.max(8, w * 0.13);
        const cx = pl.slot.x + w - 3 - r * 1.4;
        const cy = pl.slot.y + 3 + r * 0.78;
        out.push(
          `<g class="solitaire-badge" pointer-events="none"><rect x="${n2(cx - r * 1.4)}" y="${n2(cy - r * 0.78)}" width="${n2(r * 2.8)}" height="${n2(r * 1.56)}" rx="${n2(r * 0.78)}" fill="#263238" fill-opacity="0.9" stroke="#fff" stroke-width="1.2"/>` +
            `<text x="${n2(cx)}" y="${n2(cy + r * 0.36)}" text-anchor="middle" font-size="${n2(r * 1.02)}" font-weight="700" fill="#fff">${pl.count}</text></g>`,
        );
      }
      if (pl.label && pl.label.text) {
        const arrow = pile.dir === "down" ? "\u2193 " : pile.dir === "up" ? "\u2191 " : "";
        out.push(`<text class="solitaire-pile-label" x="${n2(pl.label.x)}" y="${n2(pl.label.y)}" text-anchor="middle" font-size="${n2(Math.max(8.5, 0.13 * w))}">${esc(arrow + pl.label.text)}</text>`);
      }
      out.push(`</g>`);
    }
    if (drag && drag.over && L.piles[drag.over]) {
      const d = L.piles[drag.over].drop;
      out.push(`<rect class="solitaire-over-ring" x="${n2(d.x)}" y="${n2(d.y)}" width="${n2(d.w)}" height="${n2(d.h)}" rx="8" fill="#fff" fill-opacity="0.2" stroke="#fff" stroke-width="3.6" pointer-events="none"/>`);
    }
    if (drag) out.push(`<g class="solitaire-drag" transform="translate(${n2(drag.dx)} ${n2(drag.dy)})" pointer-events="none">${dragged.join("")}</g>`);
    const focused = focusedIn(root);
    const hadFocus = table.contains(focused) && focused !== table;
    svg.innerHTML = out.join("");
    svg.setAttribute("viewBox", `0 0 ${n2(L.width)} ${n2(L.height)}`);
    svg.setAttribute("aria-label", s.title ?? "Position editor");
    if (hadFocus) focusStop(focus);
  };

  const paintStrip = () => {
    const stock = s.piles.find((/** @type {any} */ p) => p.id === "stock");
    // a rebuilt strip keeps the keyboard focus on the chip at the same place
    const active = focusedIn(root);
    const had = active && strip.contains(active) ? Number(active.dataset.index ?? -1) : null;
    strip.replaceChildren();
    strip.setAttribute("aria-label", label("stock_strip"));
    strip.append(el("span", "solitaire-editor-strip-caption", { textContent: label("stock_strip") }));
    stock.cards.forEach((/** @type {string} */ code, /** @type {number} */ i) => {
      const red = code[1] === "H" || code[1] === "D";
      const copies = (stock.extra && stock.extra[i]) || 0;
      const chip = el("button", `solitaire-editor-chip ${red ? "red" : "black"}${copies ? " solitaire-editor-chip-extra" : ""}`, { type: "button" });
      chip.textContent = (code[0] === "T" ? "10" : code[0]) + { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" }[code[1]];
      chip.dataset.index = String(i);
      chip.dataset.card = code;
      const picked = !!selection && selection.pile === "stock" && selection.index === i;
      chip.setAttribute("aria-label", `${i + 1}: ${cardName(code, s.labels)}${copies ? `, ${label("extra")} (\u00d7${copies})` : ""}${picked ? `, ${label("picked_up")}` : ""}`);
      if (copies) chip.dataset.extra = String(copies);
      chip.setAttribute("aria-pressed", picked ? "true" : "false");
      chip.addEventListener("click", () => {
        if (chipDragged) chipDragged = false; // the click that ends a drag is not a click
        else onChip(i);
      });
      chip.addEventListener("pointerdown", (/** @type {PointerEvent} */ e) => chipDown(e, i, chip));
      strip.append(chip);
    });
    const end = el("button", "solitaire-editor-chip solitaire-editor-chip-end", { type: "button", textContent: "\u21e5" });
    end.title = label("to_stock_end");
    end.setAttribute("aria-label", label("to_stock_end"));
    end.addEventListener("click", () => onChip(stock.cards.length));
    end.dataset.index = String(stock.cards.length);
    strip.append(end);
    if (had !== null) {
      const chips = strip.querySelectorAll("button");
      /** @type {HTMLElement} */ (chips[Math.min(Math.max(had, 0), chips.length - 1)]).focus({ preventScroll: true });
    }
  };

  const paint = () => {
    if (!s) return;
    // a button that goes with the focus on it hands it on (else it falls to the page)
    const minusGoes = losesFocus(minus, s.counter <= 0);
    const plusGoes = losesFocus(plus, typeof s.counter_max === "number" && s.counter >= s.counter_max);
    const toTable = losesFocus(undo, !s.can_undo) || losesFocus(removeBtn, !s.extra) || losesFocus(flipBtn, !s.auto_flip);
    title.textContent = s.title;
    undo.textContent = label("undo");
    undo.disabled = !s.can_undo;
    reset.textContent = label("reset");
    sort.textContent = label("sort");
    flipBtn.textContent = label("flip");
    flipBtn.hidden = !s.auto_flip;
    removeBtn.textContent = label("remove");
    removeBtn.hidden = !s.extra;
    counterLabel.textContent = label(s.counter_kind);
    counterValue.textContent = String(s.counter);
    minus.disabled = s.counter <= 0;
    minus.setAttribute("aria-label", `${label(s.counter_kind)} \u2212 1`);
    plus.setAttribute("aria-label", `${label(s.counter_kind)} + 1`);
    plus.disabled = typeof s.counter_max === "number" && s.counter >= s.counter_max;
    verdict.className = "solitaire-editor-verdict " + (s.valid ? "solitaire-editor-valid" : "solitaire-editor-invalid");
    const said = s.valid ? `<b>\u2713 ${esc(label("valid"))}</b>` : `<b>\u2717 ${esc(label("invalid"))}:</b><span class="solitaire-editor-problem">${esc(s.problem)}</span>`;
    // written when it changes only: a live region written again is said again, and every
    // edit repainted "Valid position". Other words for the same verdict (the language
    // changed, nothing else did) are written without being said again.
    if (verdict.dataset.said !== said) {
      const reworded = paintedLang !== undefined && s.lang !== paintedLang && s.valid === verdictValid;
      verdictWriter.write(said, reworded);
      verdict.dataset.said = said;
      verdictValid = s.valid;
    }
    paintedLang = s.lang;
    // said for a new serial; the same message worded again (the language changed) is
    // shown, not said again (the kernel keeps it until the next edit's table)
    messageSpeaker.show(s.message ? s.message.text : "", s.message ? s.message.serial : undefined);
    message.className = "solitaire-message" + (s.message ? ` solitaire-message-${s.message.kind}` : "");
    message.style.display = s.message ? "" : "none"; // no empty row above the table
    help.textContent = label("help") + (s.extra ? ` ${label("help_extra")}` : "");
    text.textContent = s.position;
    paintTable();
    if (minusGoes) focusFirst([plus]) || focusStop(focus);
    if (plusGoes) focusFirst([minus]) || focusStop(focus);
    if (toTable) focusStop(focus);
    paintStrip();
  };

  /** the snapshot version whose edit was said last (each edit is said once, in a new version) */
  let saidVersion = /** @type {unknown} */ (null);
  // the same words as the last edit's (Start again twice) are said again too
  const speaker = liveRegion(said);

  const update = () => {
    const next = model.get("_editor");
    if (!next || !Array.isArray(next.piles)) return;
    s = next;
    // a table that follows an edit says it; one published again (a language) says nothing
    if (typeof s.said === "string" && s.said && s.version !== saidVersion) {
      saidVersion = s.version;
      speaker.say(s.said);
    }
    width = measure();
    layout = computeLayout(layoutSnapshot(s), width);
    selection = null;
    drag = null;
    paint();
  };

  // ------------------------------------------------------------ focus and keys
  /** @param {{pile: string, index: number}|null} h */
  function focusStop(h) {
    const stops = focusStops(layout);
    let stop = h && stops.find((t) => t.pile === h.pile && t.index === h.index);
    if (!stop && h) {
      const same = stops.filter((t) => t.pile === h.pile);
      stop = same[same.length - 1];
    }
    stop = stop ?? stops[0];
    if (!stop) return;
    focus = stop;
    const node = /** @type {SVGElement|null} */ (svg.querySelector(`[data-stop="${stop.pile}/${stop.index}"]`));
    if (node) {
      for (const t of svg.querySelectorAll(`[data-pile="${stop.pile}"][tabindex="0"]`)) t.setAttribute("tabindex", "-1");
      node.setAttribute("tabindex", "0");
      node.focus({ preventScroll: true });
    }
  }

  const clickOn = (/** @type {{pile: string, index: number}|null} */ hit) => {
    const count = hit ? carried(layout, hit.pile, hit.index) : 0;
    const r = clickAction(selection, hit, count);
    send(r.intent);
    selection = r.selection;
    paintTable();
    paintStrip();
  };

  // ---- dragging a card out of the stock strip: onto a pile of the table, or onto another
  // place of the strip (the card takes that place)
  /** @type {{id: number, index: number, cx: number, cy: number, ghost: HTMLElement|null, over: string|number|null}|null} */
  let chipPress = null;
  let chipDragged = false;
  /** The place under a point: a pile id, a strip place (a number), or null. */
  const placeAt = (/** @type {number} */ cx, /** @type {number} */ cy) => {
    const doc = /** @type {any} */ (root.getRootNode());
    const under = (doc.elementFromPoint ? doc : document).elementFromPoint(cx, cy);
    const chip = under && under.closest ? under.closest(".solitaire-editor-chip") : null;
    if (chip && strip.contains(chip)) return Number(chip.dataset.index);
    if (overRemove(cx, cy)) return "remove";
    const r = svg.getBoundingClientRect();
    if (cx < r.left || cx > r.right || cy < r.top || cy > r.bottom) return null;
    const p = toLocal(cx, cy);
    for (const id of layout.order) if (inside(layout.piles[id].drop, p.x, p.y)) return id;
    return null;
  };
  const chipDown = (/** @type {PointerEvent} */ e, /** @type {number} */ i, /** @type {HTMLElement} */ chip) => {
    if (e.button !== 0) return;
    chipPress = { id: e.pointerId, index: i, cx: e.clientX, cy: e.clientY, ghost: null, over: null };
    try {
      chip.setPointerCapture(e.pointerId);
    } catch {
      /* synthetic events have no active pointer */
    }
    const move = (/** @type {PointerEvent} */ ev) => {
      const cp = chipPress;
      if (!cp || ev.pointerId !== cp.id) return;
      if (!cp.ghost) {
        if (Math.hypot(ev.clientX - cp.cx, ev.clientY - cp.cy) < DRAG_THRESHOLD) return;
        cp.ghost = /** @type {HTMLElement} */ (chip.cloneNode(true));
        Object.assign(cp.ghost.style, { position: "fixed", pointerEvents: "none", zIndex: "10", opacity: "0.85" });
        root.append(cp.ghost);
        selection = null;
      }
      cp.ghost.style.left = `${ev.clientX + 6}px`;
      cp.ghost.style.top = `${ev.clientY + 6}px`;
      const over = placeAt(ev.clientX, ev.clientY);
      if (over !== cp.over) {
        cp.over = over;
        drag = typeof over === "string" ? { src: "", index: 0, count: 0, dx: 0, dy: 0, over } : null;
        paintTable();
      }
    };
    const up = (/** @type {PointerEvent} */ ev) => {
      const cp = chipPress;
      if (!cp || ev.pointerId !== cp.id) return;
      chip.removeEventListener("pointermove", move);
      chip.removeEventListener("pointerup", up);
      chip.removeEventListener("pointercancel", up);
      chipPress = null;
      if (!cp.ghost) return; // a click: the click handler selects the card
      cp.ghost.remove();
      chipDragged = true; // until the click this release makes has passed
      setTimeout(() => {
        chipDragged = false;
      }, 0);
      drag = null;
      const over = ev.type === "pointerup" ? placeAt(ev.clientX, ev.clientY) : null;
      const n = s.piles.find((/** @type {any} */ p) => p.id === "stock").cards.length;
      if (over === "remove") removeAt({ pile: "stock", index: cp.index });
      else if (typeof over === "string" && over !== "stock") send({ kind: "move", src: "stock", index: cp.index, count: 1, dst: over });
      else if (typeof over === "number" || over === "stock") {
        const at = typeof over === "number" ? Math.min(over, n - 1) : n - 1;
        if (at !== cp.index) send({ kind: "move", src: "stock", index: cp.index, count: 1, dst: "stock", at });
      }
      paintTable();
    };
    chip.addEventListener("pointermove", move);
    chip.addEventListener("pointerup", up);
    chip.addEventListener("pointercancel", up);
  };

  const onChip = (/** @type {number} */ i) => {
    const stock = s.piles.find((/** @type {any} */ p) => p.id === "stock");
    if (selection) {
      if (selection.pile === "stock" && selection.index === i) selection = null;
      else {
        const at = Math.min(i, stock.cards.length - (selection.pile === "stock" ? selection.count : 0));
        send({ kind: "move", src: selection.pile, index: selection.index, count: selection.count, dst: "stock", at });
        selection = null;
      }
    } else if (i < stock.cards.length) selection = { pile: "stock", index: i, count: 1 };
    paintTable();
    paintStrip();
  };

  const flipAt = (/** @type {{pile: string, index: number}|null} */ h) => {
    if (h && h.index >= 0) send({ kind: "flip", pile: h.pile, index: h.index });
  };
  // the kernel says why if the card is not an extra copy
  const removeAt = (/** @type {{pile: string, index: number}|null} */ h) => {
    if (h && h.index >= 0) send({ kind: "remove", pile: h.pile, index: h.index });
    selection = null;
  };
  /** Whether a point (client coordinates) is on the visible Remove extra copy button. */
  function overRemove(/** @type {number} */ cx, /** @type {number} */ cy) {
    if (removeBtn.hidden) return false;
    const r = removeBtn.getBoundingClientRect();
    return cx >= r.left && cx <= r.right && cy >= r.top && cy <= r.bottom;
  }
  const setCounter = (/** @type {number} */ v) => {
    if (s && v >= 0) send({ kind: "counter", value: v });
  };

  undo.addEventListener("click", () => send({ kind: "undo" }));
  reset.addEventListener("click", () => send({ kind: "reset" }));
  sort.addEventListener("click", () => send({ kind: "sort" }));
  flipBtn.addEventListener("click", () => flipAt(selection ?? focus));
  removeBtn.addEventListener("click", () => removeAt(selection ?? focus));
  minus.addEventListener("click", () => setCounter(s.counter - 1));
  plus.addEventListener("click", () => setCounter(s.counter + 1));

  /** @param {KeyboardEvent} e */
  const onKey = (e) => {
    if (e.altKey || e.ctrlKey || e.metaKey || !layout) return;
    const dirs = /** @type {Record<string, "left"|"right"|"up"|"down">} */ ({ ArrowLeft: "left", ArrowRight: "right", ArrowUp: "up", ArrowDown: "down" });
    if (e.key in dirs) {
      e.preventDefault();
      const next = navigate(layout, focus, dirs[e.key]);
      if (next) focusStop(next);
    } else if (e.key === "Enter" || e.key === " ") {
      e.preventDefault();
      if (focus) clickOn(focus);
      else focusStop(null);
    } else if (e.key === "f" || e.key === "F") {
      e.preventDefault();
      flipAt(focus);
    } else if (e.key === "Delete" || e.key === "Backspace") {
      e.preventDefault();
      removeAt(selection ?? focus);
    } else if (e.key === "Escape") {
      selection = null;
      paintTable();
      paintStrip();
    } else if (e.key === "u" || e.key === "U") {
      e.preventDefault();
      send({ kind: "undo" });
    } else if (e.key === "+" || e.key === "-") {
      e.preventDefault();
      setCounter(s.counter + (e.key === "+" ? 1 : -1));
    }
  };
  /** @param {FocusEvent} e */
  const onFocusIn = (e) => {
    const node = /** @type {Element} */ (e.target).closest?.("[data-stop]");
    if (!node) return;
    const [pile, index] = (node.getAttribute("data-stop") ?? "").split("/");
    focus = { pile, index: Number(index) };
  };

  // ------------------------------------------------------------ pointer
  /** @type {{id: number, hit: {pile: string, index: number}|null, cx: number, cy: number, x: number, y: number, dragging: boolean}|null} */
  let press = null;
  /** @type {{pile: string, index: number, t: number}|null} */
  let lastTap = null;
  const toLocal = (/** @type {number} */ cx, /** @type {number} */ cy) => {
    const r = svg.getBoundingClientRect();
    const k = r.width ? layout.width / r.width : 1;
    return { x: (cx - r.left) * k, y: (cy - r.top) * k };
  };
  /** The pile a drag ends on: the stock by the pointer (the table's drop rule skips it), else by overlap. */
  const dropOn = (/** @type {number} */ x, /** @type {number} */ y, /** @type {any} */ rect, /** @type {string} */ src) => {
    const stock = layout.piles.stock;
    if (src !== "stock" && stock && inside(stock.drop, x, y)) return "stock";
    return dropTarget(layout, rect, src);
  };

  /** @param {PointerEvent} e */
  const onDown = (e) => {
    if (e.button !== 0 || !layout) return;
    const p = toLocal(e.clientX, e.clientY);
    const hit = hitTest(layout, p.x, p.y);
    press = { id: e.pointerId, hit, cx: e.clientX, cy: e.clientY, x: p.x, y: p.y, dragging: false };
    try {
      svg.setPointerCapture(e.pointerId);
    } catch {
      /* synthetic events have no active pointer */
    }
    if (hit && hit.index >= 0) {
      e.preventDefault();
      table.focus({ preventScroll: true });
    }
  };
  /** @param {PointerEvent} e */
  const onMove = (e) => {
    if (!press || e.pointerId !== press.id) return;
    const hit = press.hit;
    if (!press.dragging) {
      if (Math.hypot(e.clientX - press.cx, e.clientY - press.cy) < DRAG_THRESHOLD) return;
      if (!hit || hit.index < 0) return;
      press.dragging = true;
      lastTap = null;
      selection = null;
      drag = { src: hit.pile, index: hit.index, count: carried(layout, hit.pile, hit.index), dx: 0, dy: 0, over: null };
    }
    if (!drag) return;
    const p = toLocal(e.clientX, e.clientY);
    drag.dx = p.x - press.x;
    drag.dy = p.y - press.y;
    const c = layout.piles[drag.src].cards[drag.index];
    drag.over = dropOn(p.x, p.y, { x: c.x + drag.dx, y: c.y + drag.dy, w: layout.cardW, h: layout.cardH }, drag.src);
    paintTable();
  };
  /** @param {PointerEvent} e */
  const onUp = (e) => {
    if (!press || e.pointerId !== press.id) return;
    const pr = press;
    press = null;
    if (pr.dragging) {
      const d = drag;
      drag = null;
      if (d && overRemove(e.clientX, e.clientY)) removeAt({ pile: d.src, index: d.index });
      else if (d && d.over && d.over !== d.src) send({ kind: "move", src: d.src, index: d.index, count: d.count, dst: d.over });
      paintTable();
      return;
    }
    const hit = pr.hit;
    if (hit && hit.index >= 0 && lastTap && lastTap.pile === hit.pile && lastTap.index === hit.index && e.timeStamp - lastTap.t < DOUBLE_TAP_MS) {
      lastTap = null; // a double-click flips the card
      selection = null;
      flipAt(hit);
      paintTable();
      return;
    }
    lastTap = hit && hit.index >= 0 && !selection ? { ...hit, t: e.timeStamp } : null;
    if (hit) focus = hit;
    clickOn(hit);
  };
  const onCancel = () => {
    press = null;
    if (drag) {
      drag = null;
      paintTable();
    }
  };

  // a finger on a card: the touch is the drag's, not a page pan (Chromium cancels the
  // pointer of a pan, and ignores touch-action on the elements inside an <svg>)
  /** @param {TouchEvent} e */
  const onTouchStart = (e) => {
    if (e.touches.length !== 1 || !layout) return;
    const p = toLocal(e.touches[0].clientX, e.touches[0].clientY);
    const hit = hitTest(layout, p.x, p.y);
    if (hit && hit.index >= 0) e.preventDefault();
  };
  svg.addEventListener("pointerdown", onDown);
  svg.addEventListener("pointermove", onMove);
  svg.addEventListener("pointerup", onUp);
  svg.addEventListener("pointercancel", onCancel);
  svg.addEventListener("touchstart", onTouchStart, { passive: false });
  table.addEventListener("keydown", onKey);
  table.addEventListener("focusin", onFocusIn);
  model.on("change:_editor", update);
  model.on("msg:custom", onMsg);
  /** @type {ResizeObserver|null} */
  let ro = null;
  if (typeof ResizeObserver !== "undefined") {
    let pending = 0;
    ro = new ResizeObserver(() => {
      cancelAnimationFrame(pending);
      pending = requestAnimationFrame(() => {
        const w = measure();
        if (!s || Math.abs(w - width) < 1) return;
        width = w;
        layout = computeLayout(layoutSnapshot(s), width);
        paintTable();
      });
    });
    ro.observe(table);
  }
  update();
  return () => {
    model.off("change:_editor", update);
    model.off("msg:custom", onMsg);
    sender.destroy();
    speaker.stop();
    messageSpeaker.stop();
    verdictWriter.stop();
    ro?.disconnect();
    stopTheme?.();
    stopKeys();
    root.remove();
  };
}

export default { render };
