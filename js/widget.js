// @ts-check
/**
 * The anywidget entry point: toolbar + message line + card table + live status line, and
 * the Rules panel over the table. Reads the `_table` snapshot, `_rules_html` and `_live`
 * traits and sends intents with `model.send` (docs/protocol.md).
 */
import { renderTable } from "./table.js";
import { ensureStyles, followTheme } from "./styles.js";
import { createIntentSender, newDealIntent, showTargetsIntent } from "./intents.js";
import { createRulesPanel } from "./rules_panel.js";

/** The "show targets" toggle's icon: a target (rings and a dot). */
const TARGET_ICON =
  '<svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">' +
  '<circle cx="8" cy="8" r="6.2" fill="none" stroke="currentColor" stroke-width="1.6"/>' +
  '<circle cx="8" cy="8" r="3.2" fill="none" stroke="currentColor" stroke-width="1.6"/>' +
  '<circle cx="8" cy="8" r="1.1" fill="currentColor"/></svg>';

/** @typedef {import("./layout.js").Snapshot} Snapshot */

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
  const undo = el("button", "solitaire-btn solitaire-undo", { type: "button" });
  const redo = el("button", "solitaire-btn solitaire-redo", { type: "button" });
  const hint = el("button", "solitaire-btn solitaire-hint", { type: "button" });
  const autoFinish = el("button", "solitaire-btn solitaire-btn-primary solitaire-auto-finish", { type: "button" });
  const rulesBtn = el("button", "solitaire-btn solitaire-rules-btn", { type: "button" });
  rulesBtn.setAttribute("aria-expanded", "false");
  // a compact toggle: a checkbox and a target icon; the words are its title and label
  const toggle = el("label", "solitaire-toggle");
  const toggleBox = el("input", "solitaire-show-targets", { type: "checkbox" });
  const toggleIcon = el("span", "solitaire-toggle-icon", { innerHTML: TARGET_ICON });
  toggle.append(toggleBox, toggleIcon);
  const spacer = el("span", "solitaire-spacer");
  const counter = el("span", "solitaire-counter");
  bar.append(title, newDeal, dealGroup, undo, redo, hint, autoFinish, rulesBtn, toggle, spacer, counter);
  const message = el("div", "solitaire-message", { role: "status" });
  message.setAttribute("aria-live", "polite");
  const tableBox = el("div", "solitaire-table-box");
  tableBox.style.position = "relative";
  const statusLine = el("div", "solitaire-status solitaire-hidden", { role: "status" });
  statusLine.setAttribute("aria-live", "polite");
  root.append(bar, message, tableBox, statusLine);
  host.appendChild(root);
  const stopTheme = followTheme(root); // light or dark, as the host page is
  const rules = createRulesPanel(tableBox, {
    onClose: () => {
      rulesBtn.setAttribute("aria-expanded", "false");
      rulesBtn.focus();
    },
  });

  /** @returns {Snapshot} */
  const snap = () => model.get("_table") || EMPTY;
  // every intent carries an id and is sent again until the kernel acknowledges it: a comm
  // message can be lost on the way (docs/protocol.md, "Delivery")
  const sender = createIntentSender((msg) => model.send(msg), {
    onResend: (msg, attempt) => {
      root.dataset.resends = String(sender.stats.resent);
      console.info(`solitaire_widget: no acknowledgement, resending intent ${msg.id} (${msg.kind}), attempt ${attempt + 1}`);
    },
    onGiveUp: (msg) => console.warn(`solitaire_widget: intent ${msg.id} (${msg.kind}) was never acknowledged`),
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
    if (content && typeof content === "object" && "ack" in content) sender.ack(content.ack);
  };
  model.on("msg:custom", onMessage);

  const table = renderTable(tableBox, snap(), { interactive: true, onIntent: send });
  let banner = /** @type {HTMLElement|null} */ (null);

  /** @type {Array<[EventTarget, string, EventListener]>} */
  const listeners = [];
  const on = (/** @type {EventTarget} */ t, /** @type {string} */ ev, /** @type {EventListener} */ fn) => {
    t.addEventListener(ev, fn);
    listeners.push([t, ev, fn]);
  };

  on(newDeal, "click", () => send(newDealIntent(null)));
  on(dealInput, "change", () => {
    const v = dealInput.value.trim();
    if (v === "" || Number(v) === snap().deal) return;
    send(newDealIntent(Number(v)));
  });
  // typing in the deal box must not trigger the table's shortcuts; Enter fires "change"
  on(dealInput, "keydown", (e) => e.stopPropagation());
  on(undo, "click", () => send({ kind: "undo" }));
  on(redo, "click", () => send({ kind: "redo" }));
  on(hint, "click", () => send({ kind: "hint" }));
  on(autoFinish, "click", () => send({ kind: "auto_finish" }));
  on(toggleBox, "change", () => send(showTargetsIntent(toggleBox.checked)));
  on(rulesBtn, "click", () => {
    rules.toggle();
    rulesBtn.setAttribute("aria-expanded", String(rules.isOpen));
  });

  const paintRules = () => {
    const html = model.get("_rules_html") || "";
    rules.set(html, snap().labels ?? {});
    rulesBtn.classList.toggle("solitaire-hidden", !html);
    if (!html) rules.close();
  };

  /** The live status line under the table (`_live`: state, text). */
  const paintLive = () => {
    const live = model.get("_live") || {};
    const s = snap();
    const show = !!live.text && live.state !== "off" && live.state !== "won" && s.status !== "won";
    statusLine.className = `solitaire-status solitaire-status-${live.state ?? "off"}` + (show ? "" : " solitaire-hidden");
    statusLine.dataset.state = live.state ?? "off";
    statusLine.textContent = show ? live.text : "";
  };

  const paint = () => {
    const s = snap();
    const L = s.labels ?? {};
    title.textContent = s.title ?? "";
    newDeal.textContent = L.new_deal ?? "New deal";
    dealLabel.textContent = (L.deal ?? "Deal") + " #";
    const focused = /** @type {any} */ (dealInput.getRootNode()).activeElement ?? document.activeElement; // shadow roots too
    if (focused !== dealInput) dealInput.value = s.deal === null || s.deal === undefined ? "" : String(s.deal);
    dealInput.setAttribute("aria-label", L.deal ?? "Deal");
    // icon + words; a narrow table keeps the words for screen readers only (styles.js)
    undo.replaceChildren(el("span", "solitaire-icon", { textContent: "\u21B6" }), el("span", "solitaire-btn-text", { textContent: L.undo ?? "Undo" }));
    redo.replaceChildren(el("span", "solitaire-btn-text", { textContent: L.redo ?? "Redo" }), el("span", "solitaire-icon", { textContent: "\u21B7" }));
    undo.setAttribute("aria-label", L.undo ?? "Undo");
    redo.setAttribute("aria-label", L.redo ?? "Redo");
    undo.disabled = !s.can_undo;
    redo.disabled = !s.can_redo;
    undo.title = `${L.undo ?? "Undo"} (u)`;
    redo.title = `${L.redo ?? "Redo"} (r)`;
    hint.textContent = (L.hint ?? "Hint");
    hint.classList.toggle("solitaire-hidden", !s.hint_available);
    autoFinish.textContent = (L.auto_finish ?? "Auto-finish") + " \u00BB";
    autoFinish.classList.toggle("solitaire-hidden", !s.can_auto_finish);
    toggle.title = L.show_targets ?? "Show targets";
    toggleBox.setAttribute("aria-label", L.show_targets ?? "Show targets");
    toggleBox.checked = !!s.show_targets;
    rulesBtn.textContent = L.rules ?? "Rules";
    counter.innerHTML = "";
    const moves = el("span", "", { textContent: `${L.moves ?? "Moves"}: ` });
    moves.append(el("b", "solitaire-move-count", { textContent: String(s.move_count ?? 0) }));
    counter.append(moves);

    // the won/stuck outcome is said by the banner over the table: no second line for it
    const m = s.message && !(s.message.kind === s.status && (s.status === "won" || s.status === "stuck")) ? s.message : null;
    message.className = "solitaire-message" + (m ? ` solitaire-message-${m.kind}` : "");
    message.textContent = m ? m.text : "";

    table.update(s);
    paintBanner(s);
    paintRules();
    paintLive();
    echoVersion(s);
  };

  /** @param {Snapshot} s */
  const paintBanner = (s) => {
    banner?.remove();
    banner = null;
    if (s.status !== "won" && s.status !== "stuck") return;
    const L = s.labels ?? {};
    banner = el("div", `solitaire-banner solitaire-banner-${s.status}`, { role: "alert" });
    // a win is said once: the engine's "won in n moves" when there is one, else "You won!"
    const wonText = s.status === "won" && s.message && s.message.kind === "won" && s.message.text ? s.message.text : null;
    const heading = s.status === "won" ? "\u2605 " + (wonText ?? L.won ?? "You won!") : L.stuck ?? "No more moves";
    banner.append(el("div", "solitaire-banner-title", { textContent: heading }));
    if (s.status !== "won" && s.message && s.message.text && s.message.text !== heading && s.message.text !== (L.stuck ?? "")) {
      banner.append(el("div", "solitaire-banner-text", { textContent: s.message.text }));
    }
    const buttons = el("div", "solitaire-banner-actions");
    if (s.status === "stuck" && s.can_undo) {
      const b = el("button", "solitaire-btn solitaire-banner-undo", { type: "button", textContent: "\u21B6 " + (L.undo ?? "Undo") });
      b.addEventListener("click", () => send({ kind: "undo" }));
      buttons.append(b);
    }
    const nd = el("button", "solitaire-btn solitaire-btn-primary solitaire-banner-new-deal", { type: "button", textContent: L.new_deal ?? "New deal" });
    nd.addEventListener("click", () => send(newDealIntent(null)));
    buttons.append(nd);
    banner.append(buttons);
    tableBox.append(banner);
  };

  model.on("change:_table", paint);
  model.on("change:_rules_html", paintRules);
  model.on("change:_live", paintLive);
  paint();

  return () => {
    model.off("change:_table", paint);
    model.off("change:_rules_html", paintRules);
    model.off("change:_live", paintLive);
    model.off("msg:custom", onMessage);
    sender.destroy();
    for (const [t, ev, fn] of listeners) t.removeEventListener(ev, fn);
    rules.destroy();
    table.destroy();
    banner?.remove();
    stopTheme();
    root.remove();
  };
}

export default { render };

// The table alone (read-only or interactive), for other views such as a replay widget.
export { renderTable };
