// @ts-check
/**
 * The anywidget entry point: toolbar + message line + card table + live status line, and
 * the Rules panel over the table. Reads the `_table` snapshot, `_rules_html` and `_live`
 * traits and sends intents with `model.send` (docs/protocol.md).
 */
import { renderTable } from "./table.js";
import { ensureStyles, followTheme } from "./styles.js";
import { createIntentSender, fill, newDealIntent, showTargetsIntent } from "./intents.js";
import { createRulesPanel } from "./rules_panel.js";
import { checkSnapshot } from "./check.js";
import { mountSettings } from "./settings.js";
import { mountExercise } from "./exercise.js";
import { mountComment } from "./comment.js";
import { focusedIn, keepKeys, losesFocus } from "./focus.js";
import { liveRegion, messageLine } from "./live.js";

/** The "show targets" toggle's icon: a target (rings and a dot). */
const TARGET_ICON =
  '<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">' +
  '<circle cx="8" cy="8" r="6.2" fill="none" stroke="currentColor" stroke-width="1.6"/>' +
  '<circle cx="8" cy="8" r="3.2" fill="none" stroke="currentColor" stroke-width="1.6"/>' +
  '<circle cx="8" cy="8" r="1.1" fill="currentColor"/></svg>';

/** The toolbar clock's icon. */
const CLOCK_ICON =
  '<svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">' +
  '<circle cx="8" cy="8" r="6.3" fill="none" stroke="currentColor" stroke-width="1.6"/>' +
  '<path d="M8 4.2V8l2.6 1.6" fill="none" stroke="currentColor" stroke-width="1.6" stroke-linecap="round"/></svg>';

/** The toolbar's moves icon (two cards) and score icon (a star). */
const MOVES_ICON =
  '<svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">' +
  '<rect x="1.5" y="3.5" width="7.5" height="10.5" rx="1.3" fill="none" stroke="currentColor" stroke-width="1.5"/>' +
  '<path d="M6 2.2h6.2a1.3 1.3 0 0 1 1.3 1.3v8.2" fill="none" stroke="currentColor" stroke-width="1.5" stroke-linecap="round"/></svg>';
/** Hint (a light bulb) and Rules (a book): shown instead of their words in a very narrow table. */
const HINT_ICON =
  '<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">' +
  '<path d="M8 1.5a4.6 4.6 0 0 0-2.7 8.3c.5.4.8 1 .8 1.6h3.8c0-.6.3-1.2.8-1.6A4.6 4.6 0 0 0 8 1.5z" fill="none" stroke="currentColor" stroke-width="1.4" stroke-linejoin="round"/>' +
  '<path d="M6.2 13.3h3.6M6.8 15h2.4" stroke="currentColor" stroke-width="1.4" stroke-linecap="round"/></svg>';
const RULES_ICON =
  '<svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">' +
  '<path d="M8 3.6C6.5 2.5 4.3 2.2 1.8 2.5v10c2.5-.3 4.7 0 6.2 1.1 1.5-1.1 3.7-1.4 6.2-1.1v-10c-2.5-.3-4.7 0-6.2 1.1zM8 3.6v10" fill="none" stroke="currentColor" stroke-width="1.4" stroke-linejoin="round"/></svg>';
const SCORE_ICON =
  '<svg viewBox="0 0 16 16" width="12" height="12" aria-hidden="true" focusable="false">' +
  '<path d="M8 1.6l1.9 4.1 4.5.5-3.4 3 1 4.4L8 11.3 4 13.6l1-4.4-3.4-3 4.5-.5z" fill="none" stroke="currentColor" stroke-width="1.4" stroke-linejoin="round"/></svg>';

/** @typedef {import("./layout.js").Snapshot} Snapshot */

/**
 * Seconds as the toolbar's clock shows them: m:ss, or h:mm:ss from an hour on.
 * @param {number} seconds
 */
export function formatClock(seconds) {
  const t = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  const h = Math.floor(t / 3600);
  const m = Math.floor((t % 3600) / 60);
  const ss = String(t % 60).padStart(2, "0");
  return h ? `${h}:${String(m).padStart(2, "0")}:${ss}` : `${m}:${ss}`;
}

/**
 * The deal box's width for a deal number of `digits` digits (at least 5): the whole number
 * shows, with room for the padding and the number input's spin buttons
 * (`--solitaire-deal-room`: a narrow table hides the spin buttons and needs less, styles.js).
 * @param {number} digits
 */
export function dealBoxWidth(digits) {
  return `calc(${Math.max(5, digits)}ch + var(--solitaire-deal-room, 2.6em))`;
}

/**
 * @param {string} tag @param {string} [cls] @param {Record<string, any>} [props]
 * @returns {any}
 */
function el(tag, cls, props = {}) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  Object.assign(node, props);
  return node;
}

/** @param {string} s */
const escHtml = (s) => String(s).replace(/[&<>"]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" })[c] ?? c);

/**
 * The Keys panel's HTML (shown through the Rules panel's allow-list): a heading and one row
 * per key, in the player's language.
 * @param {Record<string, any>} L the snapshot's labels
 */
export function keysHtml(L) {
  const t = (/** @type {string} */ k, /** @type {string} */ en) => escHtml(typeof L[k] === "string" ? L[k] : en);
  const enter = t("keycap_enter", "Enter");
  const space = t("keycap_space", "Space");
  const rows = [
    ["Tab / \u21E7 Tab", t("keys_tab", "next / previous pile")],
    ["\u2190 \u2192 \u2191 \u2193", t("keys_arrows", "move between piles and along a column")],
    [`${enter} / ${space}`, t("keys_enter", "pick up the card in focus, put it down; on the stock: draw or deal")],
    ["Esc", t("keys_escape", "put the picked-up card back; close this list")],
    ["U", t("keys_undo", "undo the last move")],
    ["R", t("keys_redo", "redo")],
    ["D / S", t("keys_stock", "the stock: draw, turn the waste over or deal")],
    ["H", t("keys_hint", "a hint")],
    ["?", t("keys_help", "this list")],
  ];
  const body = rows.map(([k, v]) => `<tr><th><code>${k}</code></th><td>${v}</td></tr>`).join("");
  return (
    `<div class="solitaire-keys"><h3>${t("help_title", "Playing with the keyboard")}</h3>` +
    `<table class="solitaire-keys-table"><tbody>${body}</tbody></table>` +
    `<p>${t("keys_mouse", "Mouse or touch: click a card, then the pile it goes to, or drag it there.")}</p>` +
    `<p>${t("keys_double", "Double-click a card to send it to a foundation.")}</p></div>`
  );
}

/** An empty snapshot, so the widget draws something before Python's first publish. */
const EMPTY = /** @type {Snapshot} */ ({ version: 0, layout: "klondike", piles: [], labels: {}, legal: {}, auto: {} });

/**
 * @param {{ model: any, el: HTMLElement }} ctx
 * @returns {() => void} cleanup
 */
function render({ model, el: host }) {
  ensureStyles(host);
  const root = el("div", "solitaire-root");
  const bar = el("div", "solitaire-toolbar");
  const title = el("span", "solitaire-title");
  const newDeal = el("button", "solitaire-btn solitaire-btn-primary solitaire-new-deal", { type: "button" });
  const dealGroup = el("label", "solitaire-group");
  const dealLabel = el("span", "solitaire-label");
  const dealInput = el("input", "solitaire-deal-input", { type: "number", min: 0, step: 1 });
  dealGroup.append(dealLabel, dealInput);
  const restart = el("button", "solitaire-btn solitaire-restart", { type: "button" });
  const undo = el("button", "solitaire-btn solitaire-undo", { type: "button" });
  const redo = el("button", "solitaire-btn solitaire-redo", { type: "button" });
  const hint = el("button", "solitaire-btn solitaire-hint", { type: "button" });
  const autoFinish = el("button", "solitaire-btn solitaire-btn-primary solitaire-auto-finish", { type: "button" });
  const rulesBtn = el("button", "solitaire-btn solitaire-rules-btn", { type: "button" });
  rulesBtn.setAttribute("aria-expanded", "false");
  // the toggle: a checkbox, a target icon and its words, always shown
  const toggle = el("label", "solitaire-toggle");
  const toggleBox = el("input", "solitaire-show-targets", { type: "checkbox" });
  const toggleIcon = el("span", "solitaire-toggle-icon", { innerHTML: TARGET_ICON });
  const toggleText = el("span", "solitaire-toggle-text");
  toggle.append(toggleBox, toggleIcon, toggleText);
  const helpBtn = el("button", "solitaire-btn solitaire-help-btn", { type: "button" });
  helpBtn.setAttribute("aria-expanded", "false");
  const spacer = el("span", "solitaire-spacer");
  const counter = el("span", "solitaire-counter");
  bar.append(title, newDeal, dealGroup, restart, undo, redo, hint, rulesBtn, spacer, counter);
  // The message row, between the bar and the felt, keeps its height with or without a
  // message: a message never pushes the cards down. Auto-finish, which comes and goes with
  // the position, lives there too (in the bar it could make the bar wrap, moving the table),
  // and so do the Keys button and the show-targets toggle (the toggle last: the next Tab
  // goes to the table).
  const messageRow = el("div", "solitaire-message-row");
  const message = el("div", "solitaire-message", { role: "status" });
  message.setAttribute("aria-live", "polite");
  messageRow.append(message, autoFinish, helpBtn, toggle);
  const tableBox = el("div", "solitaire-table-box");
  tableBox.style.position = "relative";
  // a state the table can't draw is said here, over the last good table (role alert)
  const problemBox = el("div", "solitaire-problem solitaire-hidden", { role: "alert" });
  const statusLine = el("div", "solitaire-status solitaire-hidden", { role: "status" });
  statusLine.setAttribute("aria-live", "polite");
  // what the player's move did ("Q♠ goes from the waste onto K♦ on pile 5. 9♣ is turned
  // face up."), said by screen readers and not shown: a draw moves no focus, and the
  // cards turned up or sent home by themselves are said nowhere else
  const said = el("div", "solitaire-said", { role: "status" });
  let saidAt = /** @type {unknown} */ (null);
  const messageSpeaker = messageLine(message);
  const saidSpeaker = liveRegion(said);
  messageRow.append(said); // near the top: nothing of it below the table
  root.append(bar, messageRow, tableBox, statusLine);
  host.appendChild(root);
  const stopTheme = followTheme(root); // light or dark, as the host page is
  const stopKeys = keepKeys(root); // every control, the panels' and the band's too
  const rules = createRulesPanel(tableBox, {
    onClose: () => {
      rulesBtn.setAttribute("aria-expanded", "false");
      rulesBtn.focus();
    },
  });
  // the Keys panel: the same kind of panel as the Rules, with the key list
  /** @type {HTMLElement|null} where the focus goes back to when the Keys panel closes */
  let helpReturn = null;
  const help = createRulesPanel(tableBox, {
    onClose: () => {
      helpBtn.setAttribute("aria-expanded", "false");
      (helpReturn ?? helpBtn).focus({ preventScroll: true });
      helpReturn = null;
    },
  });
  // its own class names (tests and styles tell the two panels apart)
  for (const node of [help.panel, ...help.panel.querySelectorAll("[class*='solitaire-rules-']")]) {
    node.className = node.className.replace(/solitaire-rules-/g, "solitaire-help-");
  }
  help.panel.addEventListener("keydown", (e) => {
    if (e.key === "?") {
      e.preventDefault();
      help.close();
    }
  });
  const openHelp = (/** @type {HTMLElement|null} */ from) => {
    rules.close();
    help.set(keysHtml(snap().labels ?? {}), { close: snap().labels?.close, rules: snap().labels?.help_title });
    helpReturn = from;
    help.open();
    helpBtn.setAttribute("aria-expanded", "true");
  };

  // the score and the clock: the kernel keeps the time (`_clock`: seconds at publishing and
  // whether it runs); the page counts on from there between publishes, and tells the kernel
  // when the table goes out of sight or comes back (the intent "clock", docs/protocol.md)
  const clockText = el("b", "solitaire-elapsed", { textContent: "0:00" });
  const scoreText = el("b", "solitaire-score-value", { textContent: "0" });
  let clockBase = { elapsed: 0, running: false, at: performance.now() };
  const showClock = () => {
    const extra = clockBase.running ? (performance.now() - clockBase.at) / 1000 : 0;
    clockText.textContent = formatClock(clockBase.elapsed + extra);
  };
  const paintClock = () => {
    const c = model.get("_clock") || {};
    clockBase = { elapsed: Number(c.elapsed) || 0, running: !!c.running, at: performance.now() };
    showClock();
  };
  const ticker = setInterval(() => clockBase.running && showClock(), 1000);
  const paintScore = () => {
    const scoring = model.get("scoring") || "none";
    scoreText.textContent = String(model.get("score") ?? 0);
    scoreText.parentElement?.classList.toggle("solitaire-hidden", scoring === "none");
    root.dataset.scoring = scoring;
  };
  // each view says whether it is in sight when it comes up (a reloaded page too: the old
  // one said "hidden" as it went) and whenever that changes; the kernel runs the clock
  // while any view is in sight
  /** @type {boolean|null} */
  let visibleSent = null;
  let intersecting = true;
  const tellVisible = () => {
    const visible = intersecting && document.visibilityState !== "hidden";
    if (visible === visibleSent) return;
    visibleSent = visible;
    root.dataset.visible = String(visible);
    sender.send({ kind: "clock", visible }); // not a player's action: no echo for marimo
  };
  const seen = typeof IntersectionObserver === "function"
    ? new IntersectionObserver((entries) => {
        for (const e of entries) intersecting = e.isIntersecting;
        tellVisible();
      })
    : null;

  /** Whether the console was told that messages cannot be sent (told once per loss). */
  let postFailSaid = false;
  /** The last state drawn (a malformed one is never kept). */
  let good = /** @type {Snapshot} */ (EMPTY);
  /** @returns {Snapshot} */
  const snap = () => good;
  // every intent carries an id and is sent again until the kernel acknowledges it: a comm
  // message can be lost on the way (docs/protocol.md, "Delivery")
  const sender = createIntentSender((msg) => model.send(msg), {
    onResend: (msg, attempt) => {
      root.dataset.resends = String(sender.stats.resent);
      console.info(`solitaire_widget: no acknowledgement, resending intent ${msg.id} (${msg.kind}), attempt ${attempt + 1}`);
    },
    onGiveUp: (msg) => {
      console.warn(`solitaire_widget: intent ${msg.id} (${msg.kind}) was never acknowledged`);
      // a clock report is no player's action: a kernel busy with a long cell may answer it
      // late, and the player is not told of a problem for it
      if (msg.kind !== "clock") showLost();
    },
    onPostError: (err) => {
      // one line (the error's text, not its stack: the stack is the comm's, not ours), said
      // once until the kernel answers again: every resend of every intent fails the same way
      if (!postFailSaid) {
        postFailSaid = true;
        const why = err instanceof Error ? err.message : String(err);
        console.warn(`solitaire_widget: messages to the kernel cannot be sent (${why}); the kernel has probably stopped or restarted`);
      }
      showLost();
    },
  });
  // after the player's own action the page writes back the table version it shows: a state
  // change from the page is what re-runs marimo's cells that read the widget's value
  // (changes made by the kernel, such as a move typed in a cell, are not echoed: a cell that
  // moves and reads the value would otherwise run in a loop)
  let acted = false;
  const send = (/** @type {any} */ intent) => {
    acted = true;
    return sender.send(intent);
  };
  const echoVersion = (/** @type {Snapshot} */ s) => {
    if (!acted || typeof s.version !== "number" || model.get("_view_version") === s.version) return;
    acted = false;
    model.set("_view_version", s.version);
    model.save_changes();
  };
  /** A custom message from the kernel: `{"ack": id}`. @param {any} content */
  const onMessage = (content) => {
    if (content && typeof content === "object" && "ack" in content) {
      sender.ack(content.ack);
      foundAgain(); // any answer, even to an intent given up on: the kernel is there
    }
  };
  model.on("msg:custom", onMessage);
  seen?.observe(root);
  document.addEventListener("visibilitychange", tellVisible);

  const table = renderTable(tableBox, snap(), {
    interactive: true,
    onIntent: send,
    onHelp: () => {
      const active = focusedIn(root);
      openHelp(active instanceof Element && table.root.contains(active) ? /** @type {HTMLElement} */ (active) : null);
    },
  });
  tableBox.append(problemBox);
  // the Settings (gear) and Statistics buttons and panels, and the card options (settings.js)
  const stopSettings = mountSettings({ model, root, bar, tableBox, send, beforeOpen: () => (rules.close(), help.close()) });
  // an exercise's question band over the message row, a teacher's comment box at the end
  const stopExercise = mountExercise({ model, root, before: messageRow, send });
  const stopComment = mountComment({ model, root, send });
  let banner = /** @type {HTMLElement|null} */ (null);

  /** @type {Array<[EventTarget, string, EventListener]>} */
  const listeners = [];
  const on = (/** @type {EventTarget} */ t, /** @type {string} */ ev, /** @type {EventListener} */ fn) => {
    t.addEventListener(ev, fn);
    listeners.push([t, ev, fn]);
  };

  on(newDeal, "click", () => send(newDealIntent(null)));
  /** The deal on the table as text (exact past 2**53, where the number rounds). */
  const dealText = () => snap().deal_text ?? (snap().deal === null || snap().deal === undefined ? "" : String(snap().deal));
  on(dealInput, "change", () => {
    const v = dealInput.value.trim();
    if (v === "" || v === dealText()) return;
    send(newDealIntent(v));
  });
  // typing in the deal box must not trigger the table's shortcuts; Enter fires "change"
  on(dealInput, "keydown", (e) => {
    e.stopPropagation();
    // Enter on the number already dealt: that deal again from the start ("change" does
    // not fire for an unchanged value)
    if (/** @type {KeyboardEvent} */ (e).key === "Enter" && dealInput.value.trim() !== "" && dealInput.value.trim() === dealText()) {
      send({ kind: "restart" });
    }
  });
  on(dealInput, "input", () => (dealInput.style.width = dealBoxWidth(dealInput.value.trim().length)));
  on(restart, "click", () => send({ kind: "restart" }));
  on(undo, "click", () => send({ kind: "undo" }));
  on(redo, "click", () => send({ kind: "redo" }));
  on(hint, "click", () => send({ kind: "hint" }));
  on(autoFinish, "click", () => send({ kind: "auto_finish" }));
  on(toggleBox, "change", () => send(showTargetsIntent(toggleBox.checked)));
  on(rulesBtn, "click", () => {
    help.close();
    rules.toggle();
    rulesBtn.setAttribute("aria-expanded", String(rules.isOpen));
  });
  on(helpBtn, "click", () => (help.isOpen ? help.close() : openHelp(null)));

  /** @param {Snapshot} s the state being drawn (during a paint, `snap()` is still the one before) */
  const paintRules = (s) => {
    const html = model.get("_rules_html") || "";
    rules.set(html, s.labels ?? {});
    rulesBtn.classList.toggle("solitaire-hidden", !html);
    if (!html) rules.close();
  };

  /** The live status line under the table (`_live`: state, text). @param {Snapshot} s as paintRules */
  const paintLive = (s) => {
    const live = model.get("_live") || {};
    const show = !!live.text && live.state !== "off" && live.state !== "won" && s.status !== "won";
    statusLine.className = `solitaire-status solitaire-status-${live.state ?? "off"}` + (show ? "" : " solitaire-hidden");
    statusLine.dataset.state = live.state ?? "off";
    statusLine.textContent = show ? live.text : "";
  };

  /** Say why a state can't be drawn; the last good table stays, dimmed and inert. @param {string} problem */
  const showProblem = (problem) => {
    const L = good.labels ?? {};
    problemBox.textContent = fill(typeof L.bad_state === "string" ? L.bad_state : "The table received a state it cannot draw ({problem}). It shows again with the next good state.", { problem });
    problemBox.classList.remove("solitaire-hidden");
    root.classList.add("solitaire-bad-state");
    root.dataset.problem = problem;
    console.warn(`solitaire_widget: a table state that can't be drawn: ${problem}`);
  };

  /** Say that the kernel does not answer (restarted, or gone): the table can't play on. */
  const showLost = () => {
    if (root.dataset.connection === "lost") return;
    const L = good.labels ?? {};
    problemBox.textContent = typeof L.no_kernel === "string" ? L.no_kernel : "The kernel does not answer: if it was restarted, run this cell again to play on.";
    problemBox.classList.remove("solitaire-hidden");
    root.dataset.connection = "lost";
  };
  /** An answer came after all: the line about the kernel goes. */
  const foundAgain = () => {
    postFailSaid = false;
    if (root.dataset.connection !== "lost") return;
    delete root.dataset.connection;
    if (!root.dataset.problem) {
      problemBox.classList.add("solitaire-hidden");
      problemBox.textContent = "";
    }
  };

  let focusHome = false;
  /** Before a control goes (disabled or hidden) with the focus on it: the focus moves on. */
  const keepFocus = (/** @type {HTMLElement} */ control, /** @type {boolean} */ going) => {
    if (losesFocus(control, going)) focusHome = true;
  };

  /** Draw the newest `_table`, or say what is wrong with it: never throw, keep listening. */
  const paint = () => {
    const raw = model.get("_table");
    // the trait's default (an empty dict) means "nothing published yet", not a bad state
    const unset = raw === undefined || (typeof raw === "object" && raw !== null && !Array.isArray(raw) && Object.keys(raw).length === 0);
    const s = unset ? EMPTY : raw;
    let problem;
    try {
      problem = checkSnapshot(s);
    } catch (err) {
      problem = `reading it failed: ${err instanceof Error ? err.message : String(err)}`;
    }
    if (problem) {
      showProblem(problem);
      return;
    }
    try {
      paintState(s);
      good = s;
      problemBox.classList.add("solitaire-hidden");
      problemBox.textContent = "";
      root.classList.remove("solitaire-bad-state");
      delete root.dataset.problem;
    } catch (err) {
      // a bug or a state the checks let through: say it, and draw again at the next state
      console.error(err);
      showProblem(`drawing it failed: ${err instanceof Error ? err.message : String(err)}`);
    }
  };

  /** @param {Snapshot} s */
  const paintState = (s) => {
    const L = s.labels ?? {};
    title.textContent = s.title ?? "";
    title.title = s.title ?? ""; // whole, where a narrow table cuts it
    newDeal.textContent = L.new_deal ?? "New deal";
    // the word, then "#": a narrow table shows "#" only (the box keeps the word as its label)
    dealLabel.replaceChildren(el("span", "solitaire-btn-text", { textContent: (L.deal ?? "Deal") + " " }), "#");
    const focused = focusedIn(dealInput); // shadow roots too
    if (focused !== dealInput) dealInput.value = s.deal_text ?? (s.deal === null || s.deal === undefined ? "" : String(s.deal));
    dealInput.style.width = dealBoxWidth(dealInput.value.length);
    // icon + words, like Undo: a narrow table keeps the words for screen readers only
    restart.replaceChildren(el("span", "solitaire-icon", { textContent: "\u21BB" }), el("span", "solitaire-btn-text", { textContent: L.restart ?? "Restart" }));
    restart.setAttribute("aria-label", L.restart ?? "Restart");
    restart.title = L.restart ?? "Restart";
    dealInput.setAttribute("aria-label", L.deal ?? "Deal");
    // icon + words; a narrow table keeps the words for screen readers only (styles.js)
    undo.replaceChildren(el("span", "solitaire-icon", { textContent: "\u21B6" }), el("span", "solitaire-btn-text", { textContent: L.undo ?? "Undo" }));
    redo.replaceChildren(el("span", "solitaire-btn-text", { textContent: L.redo ?? "Redo" }), el("span", "solitaire-icon", { textContent: "\u21B7" }));
    undo.setAttribute("aria-label", L.undo ?? "Undo");
    redo.setAttribute("aria-label", L.redo ?? "Redo");
    // a control that goes (disabled, hidden) while it has the focus hands it on first: else
    // the focus falls to the page, and in JupyterLab the next keys act on the notebook
    keepFocus(undo, !s.can_undo);
    keepFocus(redo, !s.can_redo);
    keepFocus(hint, !s.hint_available);
    keepFocus(autoFinish, !s.can_auto_finish);
    undo.disabled = !s.can_undo;
    redo.disabled = !s.can_redo;
    undo.title = `${L.undo ?? "Undo"} (u)`;
    redo.title = `${L.redo ?? "Redo"} (r)`;
    // words, or (a very narrow table, styles.js) an icon with the words as its label
    hint.replaceChildren(el("span", "solitaire-narrow-icon", { innerHTML: HINT_ICON }), el("span", "solitaire-narrow-text", { textContent: L.hint ?? "Hint" }));
    hint.setAttribute("aria-label", L.hint ?? "Hint");
    hint.classList.toggle("solitaire-hidden", !s.hint_available);
    autoFinish.textContent = (L.auto_finish ?? "Auto-finish") + " \u00BB";
    autoFinish.classList.toggle("solitaire-hidden", !s.can_auto_finish);
    toggleText.textContent = L.show_targets ?? "Show targets";
    toggleBox.checked = !!s.show_targets;
    rulesBtn.replaceChildren(el("span", "solitaire-narrow-icon", { innerHTML: RULES_ICON }), el("span", "solitaire-narrow-text", { textContent: L.rules ?? "Rules" }));
    rulesBtn.setAttribute("aria-label", L.rules ?? "Rules");
    rulesBtn.title = L.rules ?? "Rules";
    const helpText = L.help ?? "Keys";
    helpBtn.replaceChildren(el("span", "solitaire-icon", { textContent: "?" }), el("span", "solitaire-btn-text", { textContent: helpText }));
    helpBtn.setAttribute("aria-label", helpText);
    helpBtn.title = `${helpText} (?)`;
    counter.innerHTML = "";
    // moves and score like the clock: an icon, the word (a wide table only) and the figure
    const moves = el("span", "solitaire-moves", { title: L.moves ?? "Moves" });
    moves.append(el("span", "solitaire-counter-icon", { innerHTML: MOVES_ICON }), el("span", "solitaire-btn-text", { textContent: `${L.moves ?? "Moves"}: ` }), el("b", "solitaire-move-count", { textContent: String(s.move_count ?? 0) }));
    // the clock: a clock icon, its word (shown on a wide table only) and the time
    const time = el("span", "solitaire-clock", { title: L.time ?? "Time", textContent: " \u00B7 " });
    time.append(el("span", "solitaire-clock-icon solitaire-counter-icon", { innerHTML: CLOCK_ICON }), el("span", "solitaire-btn-text", { textContent: `${L.time ?? "Time"}: ` }), clockText);
    const score = el("span", "solitaire-score", { title: L.score ?? "Score", textContent: " \u00B7 " });
    score.append(el("span", "solitaire-counter-icon", { innerHTML: SCORE_ICON }), el("span", "solitaire-btn-text", { textContent: `${L.score ?? "Score"}: ` }), scoreText);
    counter.append(moves, time, score);
    paintScore();

    // the won/stuck outcome is said by the banner over the table: no second line for it
    const m = s.message && !(s.message.kind === s.status && (s.status === "won" || s.status === "stuck")) ? s.message : null;
    message.className = "solitaire-message" + (m ? ` solitaire-message-${m.kind}` : "");
    const text = m ? m.text : "";
    message.title = text; // a message longer than its two lines is read in full here
    // said for a new serial (the kernel's count of the messages its actions set): the same
    // message again (the same illegal move twice) is said again; the table published again
    // with the message it had (a setting changed) says nothing, and the same message in
    // new words (the language changed) is shown without being said again
    messageSpeaker.show(text, m ? m.serial : undefined);

    table.update(s);
    paintBanner(s);
    // said once, for the position it came with (a table published again for a setting,
    // a hint or the language keeps its position: not said again)
    const at = /** @type {any} */ (s).position_since;
    if (at !== saidAt) {
      saidAt = at;
      // (two positions in a row with the same words, two draws undone: said twice)
      saidSpeaker.say(typeof (/** @type {any} */ (s).said) === "string" ? /** @type {any} */ (s).said : "");
    }
    if (focusHome) {
      // the focused control went: the banner's New deal when the game is over, else the table
      focusHome = false;
      const nd = /** @type {HTMLElement|null} */ (banner?.querySelector(".solitaire-banner-new-deal") ?? null);
      if (nd) nd.focus({ preventScroll: true });
      else table.focusStop(table.focus);
    }
    paintRules(s);
    // an open Keys panel follows a new language (set from Python or another view)
    if (help.isOpen) help.set(keysHtml(s.labels ?? {}), { close: s.labels?.close, rules: s.labels?.help_title });
    paintLive(s);
    echoVersion(s);
  };

  /** @param {Snapshot} s */
  const paintBanner = (s) => {
    const L = s.labels ?? {};
    const over = s.status === "won" || s.status === "stuck";
    // a win is said once: the engine's "won in n moves" when there is one, else "You won!"
    const wonText = s.status === "won" && s.message && s.message.kind === "won" && s.message.text ? s.message.text : null;
    const heading = s.status === "won" ? "\u2605 " + (wonText ?? L.won ?? "You won!") : L.stuck ?? "No more moves";
    const text = s.status !== "won" && s.message && s.message.text && s.message.text !== heading && s.message.text !== (L.stuck ?? "") ? s.message.text : "";
    const withUndo = s.status === "stuck" && !!s.can_undo;
    // the same banner again (a redraw for the targets, a hint, the clock): kept as it is,
    // so a screen reader does not say it again and a focused button keeps the focus
    const key = over ? JSON.stringify([s.status, heading, text, withUndo, L.undo, L.new_deal]) : "";
    if (banner && banner.dataset.key === key) return;
    const hadFocus = !!banner && banner.contains(focusedIn(root));
    banner?.remove();
    banner = null;
    if (!over) {
      if (hadFocus) table.focusStop(table.focus);
      return;
    }
    banner = el("div", `solitaire-banner solitaire-banner-${s.status}`, { role: "alert" });
    banner.dataset.key = key;
    banner.append(el("div", "solitaire-banner-title", { textContent: heading }));
    if (text) banner.append(el("div", "solitaire-banner-text", { textContent: text }));
    const buttons = el("div", "solitaire-banner-actions");
    if (withUndo) {
      const b = el("button", "solitaire-btn solitaire-banner-undo", { type: "button", textContent: "\u21B6 " + (L.undo ?? "Undo") });
      b.addEventListener("click", () => send({ kind: "undo" }));
      buttons.append(b);
    }
    const nd = el("button", "solitaire-btn solitaire-btn-primary solitaire-banner-new-deal", { type: "button", textContent: L.new_deal ?? "New deal" });
    nd.addEventListener("click", () => send(newDealIntent(null)));
    buttons.append(nd);
    banner.append(buttons);
    tableBox.append(banner);
    if (hadFocus) nd.focus({ preventScroll: true });
  };

  const safely = (/** @type {() => void} */ fn) => () => {
    try {
      fn();
    } catch (err) {
      console.error(err);
    }
  };
  const paintRulesSafely = safely(() => paintRules(snap()));
  const paintScoreSafely = safely(paintScore);
  const paintClockSafely = safely(paintClock);
  const paintLiveSafely = safely(() => paintLive(snap()));
  model.on("change:_table", paint);
  model.on("change:_rules_html", paintRulesSafely);
  model.on("change:_live", paintLiveSafely);
  model.on("change:score", paintScoreSafely);
  model.on("change:scoring", paintScoreSafely);
  model.on("change:_clock", paintClockSafely);
  paint();
  paintClock();

  return () => {
    model.off("change:_table", paint);
    model.off("change:_rules_html", paintRulesSafely);
    model.off("change:_live", paintLiveSafely);
    model.off("change:score", paintScoreSafely);
    model.off("change:scoring", paintScoreSafely);
    model.off("change:_clock", paintClockSafely);
    clearInterval(ticker);
    messageSpeaker.stop(); // (a repeated text waiting to be written again)
    saidSpeaker.stop();
    seen?.disconnect();
    document.removeEventListener("visibilitychange", tellVisible);
    if (visibleSent) sender.send({ kind: "clock", visible: false }); // this view is gone
    stopSettings(); // (an open Statistics panel says it closed, before the sender stops)
    model.off("msg:custom", onMessage);
    sender.destroy();
    for (const [t, ev, fn] of listeners) t.removeEventListener(ev, fn);
    rules.destroy();
    help.destroy();
    stopExercise();
    stopComment();
    table.destroy();
    banner?.remove();
    stopTheme();
    stopKeys();
    root.remove();
  };
}

export default { render };

// The table alone (read-only or interactive), for other views such as a replay widget.
export { renderTable };
