// @ts-check
/**
 * The Settings menu (a gear button, a panel over the table) and the mounting of the
 * Statistics panel (stats.js) and the card options.
 *
 * The menu's data comes from Python in the `_settings` trait (variants, each option's rule
 * text, its values and the current one, languages and card backs, all in the widget's
 * language). Choosing sends a `settings` intent: a new game of the chosen variant and
 * options (the "New game" button), or the language or a card option at once. The card
 * options are the synced traits `card_back`, `four_colour` and `large_print`; they become
 * classes on the widget's root, which styles.js turns into colours and sizes. The `theme`
 * trait ("auto": the host's, "light", "dark") goes to styles.js's `chooseTheme`; `autodrop`
 * and `scoring` (synced traits too) apply to the game being played.
 */
import { overTable } from "./rules_panel.js";
import { createStatsPanel } from "./stats.js";
import { chooseTheme } from "./styles.js";
import { uniqueId } from "./ids.js";

/**
 * @param {string} tag @param {string} [cls] @param {Record<string, any>} [props]
 * @returns {any}
 */
export function el(tag, cls, props = {}) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  Object.assign(node, props);
  return node;
}

/**
 * A panel over `host` (position: relative): a close button and a body; Escape closes it
 * and the table's shortcuts stay off while it is open.
 * @param {HTMLElement} host @param {string} kind "settings" or "stats"
 * @param {() => void} onClose
 */
export function createPanel(host, kind, onClose) {
  const panel = el("div", `solitaire-${kind}-panel solitaire-hidden`, { tabIndex: -1 });
  panel.setAttribute("role", "dialog");
  const head = el("div", `solitaire-${kind}-head`);
  const close = el("button", `solitaire-btn solitaire-${kind}-close`, { type: "button" });
  const body = el("div", `solitaire-${kind}-body`);
  head.append(close);
  panel.append(head, body);
  host.append(panel);
  const hide = () => {
    if (panel.classList.contains("solitaire-hidden")) return;
    panel.classList.add("solitaire-hidden");
    host.classList.remove("solitaire-rules-open");
    over.shade();
    onClose();
  };
  const over = overTable(host, panel, hide);
  close.addEventListener("click", hide);
  panel.addEventListener("keydown", (/** @type {KeyboardEvent} */ e) => {
    e.stopPropagation();
    if (e.key === "Escape") {
      e.preventDefault();
      hide();
    }
  });
  return {
    panel,
    body,
    get isOpen() {
      return !panel.classList.contains("solitaire-hidden");
    },
    /** @param {string} title @param {string} closeText */
    label(title, closeText) {
      panel.setAttribute("aria-label", title);
      close.textContent = "\u2715 " + closeText;
      close.title = closeText;
    },
    open() {
      over.beforeOpen();
      panel.classList.remove("solitaire-hidden");
      host.classList.add("solitaire-rules-open"); // a small table grows to hold the panel
      over.shade();
      panel.scrollTop = 0;
      panel.focus({ preventScroll: true });
    },
    close: hide,
    destroy() {
      panel.remove();
      over.shade();
    },
  };
}

/**
 * One row: the words (a label for the control) and the control.
 * @param {string} text @param {HTMLElement} control
 */
function row(text, control) {
  const r = el("div", "solitaire-settings-row");
  const id = uniqueId("solitaire-set-");
  control.id = id;
  const label = el("label", "", { textContent: text });
  label.htmlFor = id;
  r.append(label, control);
  return r;
}

/**
 * A select of `items` ([value, words]); `chosen` is the index selected.
 * @param {Array<[any, string]>} items @param {number} chosen
 */
function select(items, chosen) {
  const s = el("select", "");
  items.forEach(([, words], i) => s.append(el("option", "", { value: String(i), textContent: words })));
  s.value = String(Math.max(0, chosen));
  return s;
}

/** JSON equality of two option values (1 is not true, null is not 0). */
const same = (/** @type {any} */ a, /** @type {any} */ b) => JSON.stringify(a) === JSON.stringify(b);

/**
 * The Settings panel's content for `data` (`_settings`), the chosen variant `draft` and
 * the rule choices not applied yet (`draft.options`: they outlive a redraw of the menu,
 * such as a card option or the language changing).
 * @param {HTMLElement} body @param {any} data @param {{variant: string, options: Record<string, any>}} draft
 * @param {{ card_back: string, four_colour: boolean, large_print: boolean, theme: string, autodrop: string, scoring: string }} cards
 * @param {(intent: any) => void} send @param {() => void} redraw
 */
export function fillSettings(body, data, draft, cards, send, redraw) {
  const L = data.labels ?? {};
  const variants = /** @type {any[]} */ (data.variants ?? []);
  const v = variants.find((x) => x.id === draft.variant) ?? variants[0];
  body.replaceChildren();
  if (!v) return;
  body.append(el("h3", "", { textContent: L.settings ?? "Settings" }));
  // an exercise's position changes only by the moves it judges: no other game or rules
  if (!data.exercise) fillGame(body, data, v, variants, draft, send, redraw);
  // the language and the cards: at once
  body.append(el("h4", "", { textContent: L.settings_language ?? "Language" }));
  const langs = /** @type {any[]} */ (data.langs ?? []);
  const lang = select(langs.map((x) => [x.id, x.name]), langs.findIndex((x) => x.id === data.lang));
  lang.classList.add("solitaire-settings-lang");
  lang.addEventListener("change", () => send({ kind: "settings", lang: langs[Number(lang.value)].id }));
  body.append(row(L.settings_language ?? "Language", lang));
  // help and score: at once, on the game being played
  const play = /** @type {Array<[string, string, any[]]>} */ ([
    ["autodrop", L.autodrop ?? "Autodrop", data.exercise ? [] : data.autodrop ?? []],
    ["scoring", L.scoring ?? "Scoring", data.scorings ?? []],
  ]).filter(([, , items]) => items.length > 1);
  if (play.length) body.append(el("h4", "", { textContent: L.settings_play ?? "Help and score" }));
  for (const [name, words, items] of play) {
    const s = select(items.map((x) => [x.id, x.name]), items.findIndex((x) => x.id === cards[name]));
    s.classList.add(`solitaire-settings-${name}`);
    s.addEventListener("change", () => send({ kind: "settings", [name]: items[Number(s.value)].id }));
    body.append(row(words, s));
  }
  body.append(el("h4", "", { textContent: L.settings_cards ?? "Cards" }));
  // the colours: the host's theme, or one chosen
  const themes = /** @type {any[]} */ (data.themes ?? []);
  if (themes.length) {
    const theme = select(themes.map((x) => [x.id, x.name]), themes.findIndex((x) => x.id === cards.theme));
    theme.classList.add("solitaire-settings-theme");
    theme.addEventListener("change", () => send({ kind: "settings", theme: themes[Number(theme.value)].id }));
    body.append(row(L.theme ?? "Theme", theme));
  }
  const backs = /** @type {any[]} */ (data.card_backs ?? []);
  const back = select(backs.map((x) => [x.id, x.name]), backs.findIndex((x) => x.id === cards.card_back));
  back.classList.add("solitaire-settings-back");
  back.addEventListener("change", () => send({ kind: "settings", card_back: backs[Number(back.value)].id }));
  body.append(row(L.card_back ?? "Card back", back));
  for (const name of /** @type {const} */ (["four_colour", "large_print"])) {
    const box = el("input", `solitaire-settings-${name.replace("_", "-")}`, { type: "checkbox", checked: !!cards[name] });
    box.addEventListener("change", () => send({ kind: "settings", [name]: box.checked }));
    body.append(row(L[name] ?? name, box));
  }
}

/**
 * The menu's game part: the variant, its rules and "New game with these rules".
 * @param {HTMLElement} body @param {any} data @param {any} v @param {any[]} variants
 * @param {{variant: string, options: Record<string, any>}} draft
 * @param {(intent: any) => void} send @param {() => void} redraw
 */
function fillGame(body, data, v, variants, draft, send, redraw) {
  const L = data.labels ?? {};
  // the game and its options: applied together, as a new game
  const game = select(variants.map((x) => [x.id, x.name]), variants.indexOf(v));
  game.classList.add("solitaire-settings-variant");
  game.addEventListener("change", () => {
    draft.variant = variants[Number(game.value)].id;
    draft.options = {};
    redraw();
    /** @type {any} */ (body.querySelector(".solitaire-settings-variant"))?.focus();
  });
  body.append(row(L.settings_game ?? "Game", game));
  body.append(el("h4", "", { textContent: L.settings_options ?? "Rules of this game" }));
  /** @type {Array<[string, HTMLSelectElement, any[]]>} */
  const chosen = [];
  for (const o of v.options ?? []) {
    const values = /** @type {any[]} */ (o.values ?? []);
    const want = o.name in draft.options ? draft.options[o.name] : o.value;
    let at = values.findIndex((x) => same(x.value, want));
    if (at < 0) at = values.findIndex((x) => same(x.value, o.value));
    const s = select(values.map((x) => [x.value, x.label]), at);
    s.addEventListener("change", () => (draft.options[o.name] = values[Number(s.value)].value));
    s.dataset.option = o.name;
    s.classList.add("solitaire-settings-option");
    body.append(row(o.text, s));
    chosen.push([o.name, s, values]);
  }
  const actions = el("div", "solitaire-settings-actions");
  const apply = el("button", "solitaire-btn solitaire-btn-primary solitaire-settings-apply", { type: "button", textContent: L.settings_apply ?? "New game with these rules" });
  apply.addEventListener("click", () => {
    /** @type {Record<string, any>} */
    const options = {};
    for (const [name, s, values] of chosen) options[name] = values[Number(s.value)].value;
    send({ kind: "settings", variant: v.id, options });
  });
  actions.append(apply);
  body.append(actions);
}

/**
 * Put the Settings (gear) and Statistics buttons by the Keys button, their panels over the
 * table, and the card options on the root. Returns the cleanup.
 * @param {{ model: any, root: HTMLElement, bar: HTMLElement, tableBox: HTMLElement,
 *   send: (intent: any) => any, beforeOpen?: () => void }} ctx
 * @returns {() => void}
 */
export function mountSettings({ model, root, bar, tableBox, send, beforeOpen }) {
  const gear = el("button", "solitaire-btn solitaire-settings-btn", { type: "button" });
  const statsBtn = el("button", "solitaire-btn solitaire-stats-btn", { type: "button" });
  gear.setAttribute("aria-expanded", "false");
  statsBtn.setAttribute("aria-expanded", "false");
  // beside the Keys button in the message row: the toolbar is full at a notebook's width
  const keys = root.querySelector(".solitaire-help-btn");
  const row = keys?.parentElement ?? bar;
  row.insertBefore(gear, keys && keys.parentElement === row ? keys : null);
  row.insertBefore(statsBtn, keys && keys.parentElement === row ? keys : null);

  const settings = createPanel(tableBox, "settings", () => {
    gear.setAttribute("aria-expanded", "false");
    gear.focus({ preventScroll: true });
  });
  const stats = createStatsPanel(tableBox, {
    send,
    onClose: () => {
      statsBtn.setAttribute("aria-expanded", "false");
      statsBtn.focus({ preventScroll: true });
    },
  });
  const draft = { variant: "", options: /** @type {Record<string, any>} */ ({}) };
  const data = () => model.get("_settings") || {};
  const cards = () => ({
    card_back: model.get("card_back") ?? "blue",
    four_colour: !!model.get("four_colour"),
    large_print: !!model.get("large_print"),
    theme: model.get("theme") ?? "auto",
    autodrop: model.get("autodrop") ?? "off",
    scoring: model.get("scoring") ?? "none",
  });
  /** Fill the open panel again, the focus kept on the same control. @param {any} c */
  const refill = (c) => {
    const active = /** @type {any} */ (root.getRootNode()).activeElement;
    let key = null;
    if (active instanceof HTMLElement && settings.body.contains(active)) {
      key = active.dataset.option ? `[data-option="${active.dataset.option}"]` : active.className ? `.${active.className.split(" ").pop()}` : null;
    }
    fillSettings(settings.body, data(), draft, c, send, paintSettings);
    if (key) /** @type {any} */ (settings.body.querySelector(key))?.focus({ preventScroll: true });
  };
  const paintSettings = () => {
    const d = data();
    const L = d.labels ?? {};
    gear.replaceChildren(el("span", "solitaire-icon", { textContent: "\u2699" }), el("span", "solitaire-btn-text", { textContent: L.settings ?? "Settings" }));
    gear.setAttribute("aria-label", L.settings ?? "Settings");
    gear.title = L.settings ?? "Settings";
    statsBtn.replaceChildren(el("span", "solitaire-icon", { textContent: "\u2211" }), el("span", "solitaire-btn-text", { textContent: L.stats ?? "Statistics" }));
    statsBtn.setAttribute("aria-label", L.stats ?? "Statistics");
    statsBtn.title = L.stats ?? "Statistics";
    settings.label(L.settings ?? "Settings", L.close ?? "Close");
    if (settings.isOpen) refill(cards());
    if (stats.isOpen) paintStats(); // its heading names the game in the new language too
    else stats.relabel(d.labels ?? {});
  };
  const paintCards = () => {
    const c = cards();
    root.classList.toggle("solitaire-four-colour", c.four_colour);
    root.classList.toggle("solitaire-large-print", c.large_print);
    for (const b of ["red"]) root.classList.toggle(`solitaire-back-${b}`, c.card_back === b);
    root.dataset.cardBack = c.card_back;
    chooseTheme(root, c.theme);
    if (settings.isOpen) refill(c);
  };
  const paintStats = () => {
    const d = data();
    const rules = (d.variants ?? []).find((/** @type {any} */ v) => v.id === d.variant)?.options ?? [];
    stats.update(model.get("_stats") || {}, d.labels ?? {}, (model.get("_table") || {}).title ?? "", rules);
  };
  /** The game played and its rules, as `_settings` says (not its words: a new language is no new game). */
  const playing = () => {
    const d = data();
    const v = (d.variants ?? []).find((/** @type {any} */ x) => x.id === d.variant);
    return JSON.stringify([d.variant, (v?.options ?? []).map((/** @type {any} */ o) => [o.name, o.value])]);
  };
  let played = "";
  const onSettings = () => {
    const now = playing();
    if (now !== played) {
      // a new game (or its rules): the menu shows it, and choices not applied are dropped
      draft.variant = data().variant ?? draft.variant;
      draft.options = {};
      played = now;
    }
    paintSettings();
  };

  const openSettings = () => {
    if (settings.isOpen) return settings.close();
    beforeOpen?.();
    stats.close();
    draft.variant = data().variant ?? "";
    draft.options = {};
    settings.open();
    fillSettings(settings.body, data(), draft, cards(), send, paintSettings);
    gear.setAttribute("aria-expanded", "true");
  };
  const openStats = () => {
    if (stats.isOpen) return stats.close();
    beforeOpen?.();
    settings.close();
    paintStats();
    stats.open();
    statsBtn.setAttribute("aria-expanded", "true");
  };
  gear.addEventListener("click", openSettings);
  statsBtn.addEventListener("click", openStats);
  model.on("change:_settings", onSettings);
  model.on("change:_stats", paintStats);
  for (const n of ["card_back", "four_colour", "large_print", "theme", "autodrop", "scoring"]) model.on(`change:${n}`, paintCards);
  onSettings();
  paintCards();
  return () => {
    model.off("change:_settings", onSettings);
    model.off("change:_stats", paintStats);
    for (const n of ["card_back", "four_colour", "large_print", "theme", "autodrop", "scoring"]) model.off(`change:${n}`, paintCards);
    settings.destroy();
    stats.destroy();
    gear.remove();
    statsBtn.remove();
  };
}
