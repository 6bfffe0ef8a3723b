// @ts-check
/**
 * The Statistics panel over the table: the current variant's figures from the game library
 * (Python's `widget.stats()`, sent in the `_stats` trait when the panel opens, and again when
 * a game ends or another is dealt while it is open: played, won, win rate, streaks, best
 * time, fewest moves, per option set), a bar chart of the recent games (inline SVG: one
 * bar per game, its height the moves played, green when won) and a Reset that asks first
 * (`reset_stats` intent; Python deletes the variant's games).
 */
import { createPanel, el } from "./settings.js";
import { focusFirst, focusedIn } from "./focus.js";

/** @param {string} tpl @param {Record<string, any>} params */
const fill = (tpl, params) => String(tpl).replace(/\{(\w+)\}/g, (m, k) => (k in params ? String(params[k]) : m));

/** Seconds as m:ss (h:mm:ss from an hour). @param {number} t */
export function clockText(t) {
  const s = Math.round(t);
  const h = Math.floor(s / 3600), m = Math.floor((s % 3600) / 60), r = s % 60;
  const two = (/** @type {number} */ n) => String(n).padStart(2, "0");
  return h ? `${h}:${two(m)}:${two(r)}` : `${m}:${two(r)}`;
}

/**
 * The recent games as SVG bars (oldest left): height = moves, green = won.
 * @param {Array<{result: string, moves: number}>} recent @param {Record<string, any>} L
 */
export function chartSvg(recent, L) {
  const w = 14, gap = 4, h = 60;
  const max = Math.max(1, ...recent.map((g) => g.moves));
  const width = Math.max(1, recent.length) * (w + gap) + gap;
  const bars = recent
    .map((g, i) => {
      const bh = Math.max(3, Math.round((g.moves / max) * (h - 4)));
      const won = g.result === "won";
      const word = won ? L.stats_won ?? "Won" : L.stats_not_won ?? "Not won";
      return `<rect class="${won ? "solitaire-bar-won" : "solitaire-bar-lost"}" data-result="${g.result}" x="${gap + i * (w + gap)}" y="${h - bh}" width="${w}" height="${bh}" rx="2"><title>${word}, ${g.moves}</title></rect>`;
    })
    .join("");
  return (
    `<svg class="solitaire-stats-chart" width="${width}" height="${h + 2}" viewBox="0 0 ${width} ${h + 2}" role="img" aria-label="${(L.stats_recent ?? "Recent games").replace(/"/g, "&quot;")}">` +
    bars +
    `<line class="solitaire-bar-axis" x1="0" y1="${h + 0.5}" x2="${width}" y2="${h + 0.5}"/></svg>`
  );
}

/**
 * @param {HTMLElement} host
 * @param {{ send: (intent: any) => any, onClose: () => void }} options
 */
export function createStatsPanel(host, { send, onClose }) {
  // the kernel publishes the figures again while some view has its panel open: it is told
  // when this one opens and closes (also when the view goes away)
  const p = createPanel(host, "stats", () => {
    send({ kind: "stats", open: false });
    onClose();
  });
  /** @type {Record<string, any>} */
  let labels = {};
  let asking = false;
  let last = { stats: /** @type {any} */ ({}), title: "", rules: /** @type {any[]} */ ([]) };
  /** An option set's words from the menu's own (`_settings`: the rule's text and the value's). @param {string} name @param {any} value */
  const ruleWords = (name, value) => {
    const rule = last.rules.find((r) => r.name === name);
    const shown = rule?.values?.find((/** @type {any} */ x) => JSON.stringify(x.value) === JSON.stringify(value));
    return `${rule?.text ?? name}: ${shown ? shown.label : value === null ? "\u221E" : value}`;
  };

  /** Draws the panel again; a control that had the focus gets it back, or the next one. */
  const draw = () => {
    const focused = focusedIn(p.body);
    const had = p.body.contains(focused) ? [...(/** @type {Element} */ (focused).classList)].find((c) => c.startsWith("solitaire-stats-")) ?? null : null;
    drawBody();
    if (had === null) return;
    const again = /** @type {HTMLElement|null} */ (p.body.querySelector(`.${had}`));
    const reset = /** @type {HTMLElement|null} */ (p.body.querySelector(".solitaire-stats-reset"));
    const close = /** @type {HTMLElement|null} */ (p.panel.querySelector(".solitaire-stats-close"));
    // (Delete done: the Reset button, or the panel's Close while there is nothing to reset)
    focusFirst([again, reset, close]) || p.panel.focus({ preventScroll: true });
  };
  const drawBody = () => {
    const L = labels;
    const s = last.stats;
    const title = last.title;
    const body = p.body;
    body.replaceChildren(el("h3", "", { textContent: fill(L.stats_title ?? "{game}: statistics", { game: title }) }));
    if (!("played" in s)) return; // the figures are on their way (asked for on opening)
    body.dataset.variant = s.variant ?? "";
    if (!s.played) {
      body.append(el("p", "solitaire-stats-none", { textContent: L.stats_none ?? "No games played yet." }));
    } else {
      const grid = el("table", "solitaire-stats-grid");
      const rows = [
        ["played", L.stats_played ?? "Played", String(s.played)],
        ["won", L.stats_won ?? "Won", String(s.won)],
        ["win_rate", L.stats_win_rate ?? "Win rate", `${Math.round(100 * s.win_rate)} %`],
        ["current_streak", L.stats_current_streak ?? "Current streak", String(s.current_streak)],
        ["best_streak", L.stats_best_streak ?? "Best streak", String(s.best_streak)],
        ["best_time", L.stats_best_time ?? "Best time", s.best_time == null ? "\u2014" : clockText(s.best_time)],
        ["fewest_moves", L.stats_fewest_moves ?? "Fewest moves", s.fewest_moves == null ? "\u2014" : String(s.fewest_moves)],
      ];
      for (const [key, words, value] of rows) {
        const tr = el("tr", "");
        tr.append(el("th", "", { textContent: words }), el("td", `solitaire-stat-${key.replace("_", "-")}`, { textContent: value }));
        tr.dataset.stat = key;
        grid.append(tr);
      }
      body.append(grid);
      const recent = /** @type {any[]} */ (s.recent ?? []);
      if (recent.length) {
        body.append(el("h4", "", { textContent: L.stats_recent ?? "Recent games" }));
        body.append(el("div", "", { innerHTML: chartSvg(recent, L) }));
      }
      const sets = /** @type {any[]} */ (s.by_options ?? []);
      if (sets.length > 1) {
        body.append(el("h4", "", { textContent: L.stats_by_options ?? "By rules" }));
        const t = el("table", "solitaire-stats-sets");
        const head = el("tr", "");
        for (const h of ["", L.stats_played ?? "Played", L.stats_won ?? "Won", L.stats_win_rate ?? "Win rate"]) head.append(el("th", "", { textContent: h }));
        t.append(head);
        // only the options where the sets differ: the rest is the same for all
        const names = Object.keys(sets[0].options ?? {}).filter((n) => sets.some((x) => JSON.stringify(x.options?.[n]) !== JSON.stringify(sets[0].options?.[n])));
        for (const x of sets) {
          const tr = el("tr", "");
          const words = names.map((n) => ruleWords(n, x.options?.[n])).join("; ");
          tr.append(el("td", "", { textContent: words }), el("td", "", { textContent: String(x.played) }), el("td", "", { textContent: String(x.won) }), el("td", "", { textContent: `${Math.round(100 * x.win_rate)} %` }));
          t.append(tr);
        }
        body.append(t);
      }
    }
    const actions = el("div", "solitaire-stats-actions");
    if (!asking) {
      const reset = el("button", "solitaire-btn solitaire-stats-reset", { type: "button", textContent: L.stats_reset ?? "Reset statistics" });
      reset.disabled = !s.played;
      reset.addEventListener("click", () => {
        asking = true;
        draw();
        /** @type {any} */ (p.body.querySelector(".solitaire-stats-cancel"))?.focus();
      });
      actions.append(reset);
      body.append(actions);
      return;
    }
    // the confirm step: the question, Delete and Cancel (the focus on Cancel)
    const box = el("div", "solitaire-stats-confirm", { role: "alertdialog" });
    box.append(el("p", "", { textContent: fill(L.stats_reset_ask ?? "Delete every saved {game} game? This can't be undone.", { game: title }) }));
    const yes = el("button", "solitaire-btn solitaire-btn-danger solitaire-stats-confirm-yes", { type: "button", textContent: L.stats_reset_yes ?? "Delete" });
    const no = el("button", "solitaire-btn solitaire-stats-cancel", { type: "button", textContent: L.cancel ?? "Cancel" });
    yes.addEventListener("click", () => {
      asking = false;
      send({ kind: "reset_stats", variant: s.variant });
    });
    no.addEventListener("click", () => {
      asking = false;
      draw();
      /** @type {any} */ (p.body.querySelector(".solitaire-stats-reset"))?.focus();
    });
    actions.append(yes, no);
    box.append(actions);
    body.append(box);
  };

  return {
    panel: p.panel,
    get isOpen() {
      return p.isOpen;
    },
    /** @param {Record<string, any>} L */
    relabel(L) {
      labels = L;
      p.label(L.stats ?? "Statistics", L.close ?? "Close");
      if (p.isOpen) draw();
    },
    /** @param {any} stats @param {Record<string, any>} L @param {string} title @param {any[]} [rules] the variant's option rows */
    update(stats, L, title, rules = []) {
      labels = L;
      last = { stats, title, rules };
      if (p.isOpen) draw();
    },
    open() {
      asking = false;
      p.open();
      draw();
      send({ kind: "stats", open: true }); // fresh figures, and new ones while it is open
    },
    close: p.close,
    destroy() {
      if (p.isOpen) send({ kind: "stats", open: false });
      p.destroy();
    },
  };
}
