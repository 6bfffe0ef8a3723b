// @ts-check
/**
 * The widget's CSS, injected once per document (or shadow root), and the theme detection
 * that picks its light or dark palette.
 *
 * Every colour of the chrome (text, buttons, message line, status line) is a
 * `--solitaire-*` variable that takes the host's own variable when there is one (VS Code's
 * `--vscode-*`, then JupyterLab's and Notebook 7's `--jp-*`) and else a fallback from our
 * light or dark palette. Which palette is chosen by `detectTheme` (JupyterLab's
 * `data-jp-theme-light`, VS Code's body classes, marimo's and other pages' `dark` class or
 * `data-theme`, the background the widget sits on, `prefers-color-scheme` last);
 * `followTheme` keeps the choice current. The cards stay white-faced in every theme.
 */

export const CSS = `
.solitaire-root {
  --solitaire-felt-1: #2f7d50;
  --solitaire-felt-2: #1b5534;
  --solitaire-felt-edge: #154429;
  --solitaire-on-felt: rgba(255, 255, 255, 0.86);
  --solitaire-on-felt-dim: rgba(255, 255, 255, 0.55);
  --solitaire-slot: rgba(0, 0, 0, 0.14);
  --solitaire-slot-line: rgba(255, 255, 255, 0.34);
  --solitaire-select: #ffcf3f;
  --solitaire-target: #7fe3ff;
  --solitaire-focus-ring: #ffffff;
  --solitaire-hint: #ff8f3f;
  /* chrome: the host's variable first (VS Code, then JupyterLab / Notebook 7), else ours */
  --solitaire-fg: var(--vscode-foreground, var(--jp-ui-font-color1, #1f2328));
  --solitaire-fg-dim: var(--vscode-descriptionForeground, var(--jp-ui-font-color2, #57606a));
  --solitaire-surface: var(--vscode-editor-background, var(--jp-layout-color1, #ffffff));
  --solitaire-surface-2: var(--vscode-editorWidget-background, var(--jp-layout-color2, #eef1f4));
  --solitaire-border: var(--vscode-widget-border, var(--jp-border-color1, #c4c8cc));
  --solitaire-border-strong: var(--vscode-focusBorder, var(--jp-border-color0, #9aa0a6));
  --solitaire-brand: var(--vscode-button-background, var(--jp-brand-color1, #1976d2));
  --solitaire-brand-strong: var(--vscode-button-hoverBackground, var(--jp-brand-color0, #0d47a1));
  --solitaire-on-brand: var(--vscode-button-foreground, #ffffff);
  --solitaire-focus: var(--vscode-focusBorder, var(--jp-brand-color1, #1976d2));
  --solitaire-input-bg: var(--vscode-input-background, var(--jp-input-background, var(--jp-layout-color1, #ffffff)));
  --solitaire-input-fg: var(--vscode-input-foreground, var(--solitaire-fg));
  --solitaire-error: var(--vscode-errorForeground, var(--jp-error-color1, #c62828));
  --solitaire-error-bg: var(--vscode-inputValidation-errorBackground, var(--jp-error-color3, #fdecea));
  --solitaire-info-bg: var(--solitaire-surface-2);
  --solitaire-won: #2e7d32;
  --solitaire-warn: #8f5b00; /* amber text at 5.7:1 on the white banner */
  --solitaire-panel: var(--vscode-editor-background, var(--jp-layout-color1, #ffffff));
  font-family: var(--jp-ui-font-family, var(--vscode-font-family, system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif));
  font-size: var(--jp-ui-font-size1, 13px);
  color: var(--solitaire-fg);
  max-width: 100%;
  box-sizing: border-box;
  user-select: none;
  -webkit-user-select: none;
}
/* the dark palette: JupyterLab Dark (also before the script runs), or detectTheme said dark */
body[data-jp-theme-light="false"] .solitaire-root:not(.solitaire-light),
.solitaire-root.solitaire-dark {
  --solitaire-felt-1: #1f5a3a;
  --solitaire-felt-2: #10321f;
  --solitaire-felt-edge: #0a2416;
  --solitaire-on-felt: rgba(236, 242, 238, 0.86);
  --solitaire-on-felt-dim: rgba(236, 242, 238, 0.5);
  --solitaire-fg: var(--vscode-foreground, var(--jp-ui-font-color1, #e6edf3));
  --solitaire-fg-dim: var(--vscode-descriptionForeground, var(--jp-ui-font-color2, #a8b1bb));
  --solitaire-surface: var(--vscode-editor-background, var(--jp-layout-color1, #22262b));
  --solitaire-surface-2: var(--vscode-editorWidget-background, var(--jp-layout-color2, #30363d));
  --solitaire-border: var(--vscode-widget-border, var(--jp-border-color1, #4b535c));
  --solitaire-border-strong: var(--vscode-focusBorder, var(--jp-border-color0, #8b949e));
  /* JupyterLab Dark's brand-color1 is a light blue (3.1:1 under white text): its color0 */
  --solitaire-brand: var(--vscode-button-background, var(--jp-brand-color0, #1976d2));
  --solitaire-brand-strong: var(--vscode-button-hoverBackground, #1565c0);
  --solitaire-input-bg: var(--vscode-input-background, var(--jp-input-background, var(--jp-layout-color1, #1b1f24)));
  /* --jp-error-color3 is a light pink in JupyterLab Dark: not under light text */
  --solitaire-error-bg: var(--vscode-inputValidation-errorBackground, #4a2326);
  --solitaire-won: #66bb6a;
  --solitaire-warn: #d18b00;
  --solitaire-panel: var(--vscode-editor-background, var(--jp-layout-color1, #222529));
}
/* a theme chosen in the settings menu (not "auto"): our own palette, whatever the host's
   variables say (a dark table in a light JupyterLab would read light-theme host colours) */
.solitaire-root.solitaire-theme-fixed.solitaire-light.solitaire-own-bg {
  --solitaire-fg: #1f2328; --solitaire-fg-dim: #57606a;
  --solitaire-surface: #ffffff; --solitaire-surface-2: #eef1f4;
  --solitaire-border: #c4c8cc; --solitaire-border-strong: #9aa0a6;
  --solitaire-brand: #1976d2; --solitaire-brand-strong: #0d47a1; --solitaire-on-brand: #ffffff;
  --solitaire-focus: #1976d2; --solitaire-input-bg: #ffffff; --solitaire-input-fg: #1f2328;
  --solitaire-error: #c62828; --solitaire-error-bg: #fdecea; --solitaire-info-bg: #eef1f4;
  --solitaire-panel: #ffffff;
  color-scheme: light;
}
.solitaire-root.solitaire-theme-fixed.solitaire-dark.solitaire-own-bg {
  --solitaire-fg: #e6edf3; --solitaire-fg-dim: #a8b1bb;
  --solitaire-surface: #22262b; --solitaire-surface-2: #30363d;
  --solitaire-border: #4b535c; --solitaire-border-strong: #8b949e;
  --solitaire-brand: #1976d2; --solitaire-brand-strong: #1565c0; --solitaire-on-brand: #ffffff;
  --solitaire-focus: #58a6ff; --solitaire-input-bg: #1b1f24; --solitaire-input-fg: #e6edf3;
  --solitaire-error: #ff7b72; --solitaire-error-bg: #4a2326; --solitaire-info-bg: #30363d;
  --solitaire-panel: #222529;
  color-scheme: dark;
}
/* no host colours known (a bare page, Colab): paint our own background under the text */
.solitaire-root.solitaire-own-bg {
  background: var(--solitaire-surface); border-radius: 10px; padding: 2px 8px 8px;
}
.solitaire-root *, .solitaire-root *::before, .solitaire-root *::after { box-sizing: border-box; }
.solitaire-no-transition, .solitaire-no-transition * { transition: none !important; }

/* ---- toolbar ---- */
.solitaire-toolbar {
  display: flex; flex-wrap: wrap; align-items: center; gap: 6px 6px;
  padding: 6px 2px 8px;
}
.solitaire-title { font-weight: 650; font-size: 1.15em; margin-right: 4px; letter-spacing: 0.01em; }
.solitaire-group { display: inline-flex; align-items: center; gap: 4px; }
.solitaire-spacer { flex: 1 1 auto; }
.solitaire-btn {
  font: inherit; line-height: 1.2; cursor: pointer;
  padding: 4px 9px; border-radius: 6px;
  border: 1px solid var(--solitaire-border);
  background: var(--solitaire-surface);
  color: var(--solitaire-fg);
  transition: background 0.12s, border-color 0.12s;
}
.solitaire-btn:hover:not(:disabled) { background: var(--solitaire-surface-2); border-color: var(--solitaire-border-strong); }
.solitaire-btn:disabled { opacity: 0.45; cursor: default; }
.solitaire-btn:focus-visible, .solitaire-deal-input:focus-visible, .solitaire-toggle input:focus-visible {
  outline: 2px solid var(--solitaire-focus); outline-offset: 1px;
}
.solitaire-btn-primary {
  /* VS Code's high-contrast themes draw buttons black with a light border */
  background: var(--solitaire-brand); border-color: var(--vscode-button-border, var(--solitaire-brand));
  color: var(--solitaire-on-brand);
}
.solitaire-btn-primary:hover:not(:disabled) { background: var(--solitaire-brand-strong); border-color: var(--solitaire-brand-strong); }
.solitaire-deal-input {
  font: inherit; width: 4.6em; padding: 3px 6px; border-radius: 6px;
  border: 1px solid var(--solitaire-border);
  background: var(--solitaire-input-bg);
  color: var(--solitaire-input-fg);
}
.solitaire-label { color: var(--solitaire-fg-dim); }
.solitaire-toggle {
  display: inline-flex; align-items: center; gap: 3px; cursor: pointer; padding: 2px 6px 2px 4px;
  border: 1px solid var(--solitaire-border); border-radius: 6px;
  color: var(--solitaire-fg);
}
.solitaire-toggle input { margin: 0; }
.solitaire-toggle-icon { display: inline-flex; color: var(--solitaire-fg-dim); }
.solitaire-toggle input:checked + .solitaire-toggle-icon { color: var(--solitaire-focus); }
.solitaire-toggle-text { white-space: nowrap; }
.solitaire-help-btn { display: inline-flex; align-items: center; gap: 4px; }
.solitaire-help-btn .solitaire-icon { font-weight: 700; }
.solitaire-counter b { display: inline-block; min-width: 2ch; text-align: right; }
.solitaire-counter {
  /* full-strength text: JupyterLab's dim colour on its layout-color2 is 4.45:1, under AA */
  font-variant-numeric: tabular-nums; color: var(--solitaire-fg);
  padding: 2px 8px; border-radius: 10px; background: var(--solitaire-surface-2); white-space: nowrap;
}
.solitaire-counter b { color: var(--solitaire-fg); font-weight: 650; }
/* the counter's icons stay in the line: some hosts' base CSS (marimo's Tailwind) makes
   every svg a block, which broke the counter over three lines */
.solitaire-counter-icon svg { display: inline-block; vertical-align: -1px; margin-right: 3px; }
.solitaire-toolbar svg, .solitaire-message-row svg { display: inline-block; }
/* Hint and Rules: their words, or in a notebook-wide table (JupyterLab's cell is ~850 px:
   "Solitario (32 carte)" with a 9-digit deal and a score did not fit) an icon, the words
   kept as the label */
.solitaire-toolbar .solitaire-narrow-icon { display: none; }
/* a very narrow table (700 px): a long game name is cut (its tooltip holds it whole) */
@container (max-width: 760px) {
  .solitaire-title { max-width: 8em; overflow: hidden; text-overflow: ellipsis; white-space: nowrap; }
  /* the deal box without its spin buttons (the arrow keys still step the number): its
     width is the number's and the padding's (widget.js dealBoxWidth), the room the title's */
  .solitaire-deal-input { --solitaire-deal-room: 18px; appearance: textfield; -moz-appearance: textfield; }
  .solitaire-deal-input::-webkit-inner-spin-button, .solitaire-deal-input::-webkit-outer-spin-button { -webkit-appearance: none; margin: 0; }
  .solitaire-toolbar { gap: 6px 4px; }
  .solitaire-toolbar .solitaire-btn, .solitaire-toolbar .solitaire-undo, .solitaire-toolbar .solitaire-redo { padding-left: 7px; padding-right: 7px; }
}
/* where the browser can size a box from its content (calc-size: Chromium), the title takes
   what room the line has, up to its whole name: a line is laid out as if it were at most
   8em (a long deal number and a score still fit on it), then the title grows before the
   gap before the counter does. Elsewhere it stays cut at 8em. */
@supports (min-width: calc-size(max-content, size)) {
  @container (max-width: 760px) {
    .solitaire-title {
      flex: 1000 1 0px; max-width: max-content;
      min-width: calc-size(max-content, min(size, 8em));
    }
  }
}
@container (max-width: 900px) {
  .solitaire-toolbar .solitaire-narrow-text {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
  .solitaire-toolbar .solitaire-narrow-icon { display: inline-flex; }
  .solitaire-toolbar .solitaire-narrow-icon svg { vertical-align: -2px; }
}
/* icon and words, spaced like Undo/Redo */
.solitaire-restart, .solitaire-settings-btn, .solitaire-stats-btn { display: inline-flex; align-items: center; gap: 4px; }
.solitaire-hidden { display: none !important; }
.solitaire-undo, .solitaire-redo { display: inline-flex; align-items: center; gap: 4px; }
.solitaire-root { container-type: inline-size; }
/* a narrow table (a notebook cell is ~860 px; marimo's column ~1030 px, where Italian's
   "Solitario (32 carte)" with its words did not fit): Restart/Undo/Redo show their
   arrows only, the Deal box its "#", the counter its icons */
@container (max-width: 1100px) {
  .solitaire-toolbar .solitaire-btn-text {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
  .solitaire-undo, .solitaire-redo { padding-left: 11px; padding-right: 11px; }
}

/* ---- message line: a reserved place of two lines, there with or without a message, so
   a message never moves the table; a longer text is cut (its title holds it whole) ---- */
.solitaire-message-row { display: flex; align-items: center; gap: 6px; margin: 0 0 6px; }
.solitaire-message-row > :not(.solitaire-message) { flex: none; }
/* a narrow table: the Keys button shows its "?" only (the words stay its label) */
@container (max-width: 640px) {
  .solitaire-message-row .solitaire-btn-text {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
}
.solitaire-message {
  flex: 1 1 auto; min-width: 0;
  height: calc(2 * 1.45em + 6px); margin: 0; padding: 3px 10px; border-radius: 6px;
  line-height: 1.45; border-left: 4px solid transparent; color: var(--solitaire-fg);
  overflow: hidden; display: -webkit-box; -webkit-box-orient: vertical; -webkit-line-clamp: 2;
}
.solitaire-message-info { background: var(--solitaire-info-bg); border-left-color: var(--solitaire-focus); }
.solitaire-message-error { background: var(--solitaire-error-bg); border-left-color: var(--solitaire-error); color: var(--solitaire-fg); }
.solitaire-message-won { background: var(--solitaire-info-bg); border-left-color: var(--solitaire-won); font-weight: 600; }
.solitaire-message-stuck { background: var(--solitaire-info-bg); border-left-color: #e0a100; }

/* ---- the felt ---- */
.solitaire-table {
  position: relative; border-radius: 12px; overflow: hidden; outline: none;
  background:
    radial-gradient(ellipse 80% 70% at 50% 35%, var(--solitaire-felt-1) 0%, var(--solitaire-felt-2) 100%);
  box-shadow: inset 0 0 0 1px var(--solitaire-felt-edge), inset 0 2px 14px rgba(0, 0, 0, 0.35);
  touch-action: manipulation;
}
.solitaire-table:focus-visible { outline: none; }
.solitaire-svg { display: block; width: 100%; height: auto; overflow: visible; }
.solitaire-card, .solitaire-slot { outline: none; }
.solitaire-interactive .solitaire-card.solitaire-pickable { cursor: grab; touch-action: none; }
.solitaire-interactive .solitaire-stock-hit { cursor: pointer; }
.solitaire-dragging, .solitaire-dragging * { cursor: grabbing !important; }
.solitaire-focus-ring { opacity: 0; pointer-events: none; }
/* a state that can't be drawn: the last good table stays, dimmed and inert, under the error */
.solitaire-bad-state .solitaire-table { opacity: 0.35; pointer-events: none; filter: grayscale(0.6); }
.solitaire-problem {
  position: absolute; z-index: 4; left: 50%; top: 18px; transform: translateX(-50%);
  width: min(560px, 90%); padding: 10px 14px; border-radius: 8px; line-height: 1.45;
  background: var(--solitaire-error-bg); color: var(--solitaire-fg);
  border: 1px solid var(--solitaire-error); border-left-width: 5px;
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.35); user-select: text; -webkit-user-select: text;
}
.solitaire-keys-table { border-collapse: collapse; margin: 6px 0 10px; }
.solitaire-keys-table th, .solitaire-keys-table td { padding: 3px 10px 3px 0; text-align: left; vertical-align: top; }
.solitaire-keys-table code {
  font-weight: 650; white-space: nowrap; padding: 1px 6px; border-radius: 4px;
  border: 1px solid var(--solitaire-border); border-bottom-width: 2px; background: var(--solitaire-surface-2);
}
.solitaire-card:focus-visible .solitaire-focus-ring,
.solitaire-slot:focus-visible .solitaire-focus-ring { opacity: 1; }
.solitaire-slot-text { fill: var(--solitaire-on-felt-dim); font-weight: 600; }
.solitaire-pile-label { fill: var(--solitaire-on-felt); font-weight: 600; }
.solitaire-target-ring { animation: solitaire-pulse 1.3s ease-in-out infinite; }
.solitaire-hint-ring { animation: solitaire-pulse 0.9s ease-in-out infinite; }
@keyframes solitaire-pulse { 0%, 100% { opacity: 1; } 50% { opacity: 0.55; } }
@media (prefers-reduced-motion: reduce) {
  .solitaire-target-ring, .solitaire-hint-ring { animation: none; }
}

/* ---- live status line under the felt ---- */
.solitaire-status {
  display: flex; align-items: center; gap: 7px; margin: 6px 2px 0; padding: 2px 4px;
  font-size: 0.95em; line-height: 1.4; color: var(--solitaire-fg);
}
.solitaire-status::before {
  content: ""; flex: none; width: 10px; height: 10px; border-radius: 50%; background: #9e9e9e;
}
.solitaire-status-winnable::before { background: var(--solitaire-won); }
.solitaire-status-lost::before { background: var(--solitaire-error); }
.solitaire-status-lost { font-weight: 600; }
.solitaire-status-unknown { color: var(--solitaire-fg-dim); }
/* a quick answer replaces "checking" before it shows: no flicker */
.solitaire-status-pending { opacity: 0; color: var(--solitaire-fg-dim); animation: solitaire-appear 0.2s ease 0.6s forwards; }
@keyframes solitaire-appear { to { opacity: 1; } }

/* ---- the Rules panel over the felt ---- */
.solitaire-rules-open { min-height: 340px; }
.solitaire-rules-panel, .solitaire-help-panel {
  position: absolute; inset: 6px; z-index: 5; overflow: auto; outline: none;
  padding: 0 20px 14px; border-radius: 10px; line-height: 1.5;
  background: var(--solitaire-panel); color: var(--solitaire-fg);
  border: 1px solid var(--solitaire-border); box-shadow: 0 10px 32px rgba(0, 0, 0, 0.45);
  user-select: text; -webkit-user-select: text;
}
.solitaire-rules-head, .solitaire-help-head {
  position: sticky; top: 0; display: flex; justify-content: flex-end; padding: 8px 0 2px;
  background: var(--solitaire-panel);
}
.solitaire-rules-body h3, .solitaire-help-body h3 { margin: 0 0 6px; font-size: 1.3em; }
.solitaire-rules-body p, .solitaire-help-body p { margin: 0 0 8px; }
.solitaire-rules-body ol { margin: 0 0 8px; padding-left: 1.8em; }
.solitaire-rules-body li { margin: 3px 0; }
.solitaire-rules-table { border-collapse: collapse; margin: 6px 0; font-size: 0.95em; }
.solitaire-rules-table th, .solitaire-rules-table td {
  border: 1px solid var(--solitaire-border); padding: 2px 8px; text-align: left;
}
.solitaire-rules-table th { background: var(--solitaire-surface-2); }
.solitaire-rules-options { color: var(--solitaire-fg-dim); }
/* the spoken line: what a move did, for screen readers only */
.solitaire-said {
  /* (a negative margin: the 1 px box must not reach past the output, whose overflow would
     then show a scrollbar beside the table) */
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}

/* ---- the Settings and Statistics panels (settings.js, stats.js) ---- */
/* their buttons show the icon only in a narrow table (the words stay their label) */
@container (max-width: 940px) {
  .solitaire-settings-btn .solitaire-btn-text, .solitaire-stats-btn .solitaire-btn-text {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
}
.solitaire-settings-panel, .solitaire-stats-panel {
  position: absolute; inset: 6px; z-index: 5; overflow: auto; outline: none;
  padding: 0 20px 14px; border-radius: 10px; line-height: 1.45;
  background: var(--solitaire-panel); color: var(--solitaire-fg);
  border: 1px solid var(--solitaire-border); box-shadow: 0 10px 32px rgba(0, 0, 0, 0.45);
}
.solitaire-settings-head, .solitaire-stats-head {
  position: sticky; top: 0; display: flex; justify-content: flex-end; padding: 8px 0 2px;
  background: var(--solitaire-panel);
}
.solitaire-settings-body h3, .solitaire-stats-body h3 { margin: 0 0 8px; font-size: 1.3em; }
.solitaire-settings-body h4, .solitaire-stats-body h4 { margin: 12px 0 4px; font-size: 1.05em; }
.solitaire-settings-row {
  display: grid; grid-template-columns: minmax(0, 1fr) auto; gap: 4px 12px; align-items: center;
  padding: 3px 0; border-bottom: 1px solid var(--solitaire-border);
}
.solitaire-settings-row label { cursor: pointer; }
/* narrow: a long choice ("only the safe cards ...") goes under its words, within the panel */
@container (max-width: 560px) {
  .solitaire-settings-row { grid-template-columns: minmax(0, 1fr); }
  .solitaire-settings-row:has(> input[type="checkbox"]) { grid-template-columns: minmax(0, 1fr) auto; }
  .solitaire-settings-body select { max-width: 100%; justify-self: start; }
}
.solitaire-settings-body select, .solitaire-settings-body input[type="checkbox"] {
  font: inherit; color: var(--solitaire-input-fg); background: var(--solitaire-input-bg);
  border: 1px solid var(--solitaire-border-strong); border-radius: 4px; padding: 2px 4px;
}
.solitaire-settings-body select:focus-visible, .solitaire-settings-body input:focus-visible {
  outline: 2px solid var(--solitaire-focus); outline-offset: 1px;
}
.solitaire-settings-actions, .solitaire-stats-actions { margin: 10px 0 4px; display: flex; gap: 8px; flex-wrap: wrap; align-items: center; }
.solitaire-stats-grid { border-collapse: collapse; margin: 4px 0 8px; }
.solitaire-stats-grid th { text-align: left; font-weight: normal; color: var(--solitaire-fg-dim); padding: 2px 16px 2px 0; }
.solitaire-stats-grid td { font-weight: 700; padding: 2px 0; font-variant-numeric: tabular-nums; }
.solitaire-stats-sets { border-collapse: collapse; font-size: 0.95em; }
.solitaire-stats-sets th, .solitaire-stats-sets td { border: 1px solid var(--solitaire-border); padding: 2px 8px; text-align: left; }
.solitaire-stats-sets th { background: var(--solitaire-surface-2); }
.solitaire-stats-chart { display: block; margin: 4px 0 2px; }
.solitaire-stats-chart .solitaire-bar-won { fill: var(--solitaire-won); }
.solitaire-stats-chart .solitaire-bar-lost { fill: var(--solitaire-fg-dim); }
.solitaire-stats-chart .solitaire-bar-axis { stroke: var(--solitaire-border-strong); }
.solitaire-dark .solitaire-stats-chart .solitaire-bar-won,
body[data-jp-theme-light="false"] .solitaire-root:not(.solitaire-light) .solitaire-stats-chart .solitaire-bar-won { fill: #66bb6a; }
.solitaire-stats-confirm {
  margin: 8px 0; padding: 8px 10px; border-radius: 6px;
  background: var(--solitaire-error-bg); color: var(--solitaire-fg); border: 1px solid var(--solitaire-error);
}
.solitaire-dark .solitaire-stats-confirm { background: #3b1f1f; color: #f3dede; }
/* white on this red is 6.6:1 in both themes (the host's error colour can be too light) */
.solitaire-btn-danger, .solitaire-btn-danger:hover:not(:disabled) { color: #fff; border-color: #8c1d18; }
.solitaire-btn-danger { background: #b3261e; }
.solitaire-btn-danger:hover:not(:disabled) { background: #8c1d18; }

/* ---- card options: the face markup is one (cards.js); these repaint or resize it ---- */
/* four colours: a diamond's red becomes blue, a club's black green (AA on the white face) */
.solitaire-four-colour .solitaire-suit-D [fill="#c0142c"] { fill: #1346b4; }
.solitaire-four-colour .solitaire-suit-D [stroke="#c0142c"] { stroke: #1346b4; }
.solitaire-four-colour .solitaire-suit-C [fill="#1b1e24"] { fill: #0a6b2c; }
.solitaire-four-colour .solitaire-suit-C [stroke="#1b1e24"] { stroke: #0a6b2c; }
/* the red back */
.solitaire-back-red .solitaire-back-field { fill: #7a1420; }
.solitaire-back-red .solitaire-back-line { stroke: #c25a63; }
/* large print: the corner indices 30% bigger (what shows of a fanned card); the centre (pips,
   a court's panel) drawn smaller about the card's middle to make room, as on a jumbo-index
   deck: at the normal size a bigger "10" or "K" lay over the first pip or the panel's frame.
   The ace's ring (spades) clears the corner at 0.86. */
.solitaire-large-print .solitaire-index { transform: scale(1.3); transform-box: fill-box; transform-origin: 0 0; }
.solitaire-large-print .solitaire-centre { transform-box: fill-box; transform-origin: center; }
.solitaire-large-print .solitaire-centre-pips, .solitaire-large-print .solitaire-centre-court { transform: scale(0.74); }
.solitaire-large-print .solitaire-centre-ace { transform: scale(0.86); }

/* ---- banners over the felt ---- */
.solitaire-banner {
  position: absolute; z-index: 3; left: 50%; top: 50%; transform: translate(-50%, -50%);
  min-width: 260px; max-width: 86%; padding: 18px 26px; border-radius: 14px; text-align: center;
  background: rgba(255, 255, 255, 0.95); color: #1f2328;
  box-shadow: 0 10px 32px rgba(0, 0, 0, 0.45);
}
body[data-jp-theme-light="false"] .solitaire-root:not(.solitaire-light) .solitaire-banner, .solitaire-dark .solitaire-banner {
  background: rgba(34, 37, 41, 0.96); color: #eceff1;
}
.solitaire-banner-stuck {
  top: auto; bottom: 14px; transform: translateX(-50%); padding: 10px 18px;
  animation: solitaire-rise 0.3s ease-out;
}
.solitaire-banner-won { animation: solitaire-pop 0.45s cubic-bezier(0.2, 1.4, 0.4, 1); }
@keyframes solitaire-pop { from { transform: translate(-50%, -50%) scale(0.6); opacity: 0; } }
@keyframes solitaire-rise { from { transform: translate(-50%, 20px); opacity: 0; } }
@media (prefers-reduced-motion: reduce) {
  .solitaire-banner { animation: none !important; }
  .solitaire-status-pending { animation-duration: 0s; }
}
.solitaire-banner-stuck .solitaire-banner-title { font-size: 1.2em; }
.solitaire-banner-title { font-size: 1.6em; font-weight: 700; margin-bottom: 4px; }
.solitaire-banner-text { margin-bottom: 12px; opacity: 0.85; }
.solitaire-banner-won .solitaire-banner-title { color: var(--solitaire-won); }
.solitaire-banner-stuck .solitaire-banner-title { color: var(--solitaire-warn); }
.solitaire-banner .solitaire-btn { margin: 0 4px; }
`;

/**
 * Put the CSS in the document (or the shadow root) that holds `node`, once.
 * @param {Node} node
 */
export function ensureStyles(node) {
  const root = /** @type {any} */ (node.getRootNode ? node.getRootNode() : document);
  const host = root && root.nodeType === 11 ? root : document.head;
  if (!host) return;
  if (host.querySelector && host.querySelector("style[data-solitaire-widget]")) return;
  const style = document.createElement("style");
  style.setAttribute("data-solitaire-widget", "1");
  style.textContent = CSS;
  host.appendChild(style);
}

/** @typedef {{ scheme: "light" | "dark", source: string }} Theme */

/** Class names and attribute values that pages put on <html>/<body> for their theme. */
const DARK_WORDS = new Set(["dark", "dark-mode", "dark-theme", "theme-dark"]);
const LIGHT_WORDS = new Set(["light", "light-mode", "light-theme", "theme-light"]);
const THEME_ATTRS = ["data-theme", "data-mode", "data-bs-theme", "data-color-mode", "theme"];

/**
 * sRGB channels (0-255) and alpha (0-1) of a computed CSS colour, or null. Any syntax the
 * browser may hand back (`rgb()`, `color(srgb ...)`, `oklch()`) goes through a canvas.
 * @param {string} css
 * @returns {number[] | null}
 */
export function parseColor(css) {
  const m = /^rgba?\(\s*([\d.]+)[,\s]+([\d.]+)[,\s]+([\d.]+)(?:\s*[,/]\s*([\d.]+%?))?\s*\)$/.exec(css);
  if (m) {
    const a = m[4] === undefined ? 1 : m[4].endsWith("%") ? parseFloat(m[4]) / 100 : parseFloat(m[4]);
    return [+m[1], +m[2], +m[3], a];
  }
  if (typeof document === "undefined") return null;
  const ctx = document.createElement("canvas").getContext("2d", { willReadFrequently: true });
  if (!ctx) return null;
  ctx.clearRect(0, 0, 1, 1);
  ctx.fillStyle = "#00000000";
  ctx.fillStyle = css; // an unparsable colour leaves the transparent one
  ctx.fillRect(0, 0, 1, 1);
  const [r, g, b, a] = ctx.getImageData(0, 0, 1, 1).data;
  return [r, g, b, a / 255];
}

/**
 * WCAG relative luminance of an sRGB colour.
 * @param {number[]} rgb
 */
export function luminance(rgb) {
  const lin = (/** @type {number} */ c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(rgb[0]) + 0.7152 * lin(rgb[1]) + 0.0722 * lin(rgb[2]);
}

/**
 * The first opaque-enough background behind `node`, walking up its ancestors and out of
 * shadow roots (marimo renders widgets in one), or null when all are transparent.
 * @param {Node} node
 */
function backgroundBehind(node) {
  /** @type {any} */
  let n = node;
  while (n) {
    if (n.nodeType === 1) {
      const c = parseColor(getComputedStyle(n).backgroundColor);
      if (c && c[3] >= 0.5) return c;
    }
    n = n.parentNode || (n.nodeType === 11 ? n.host : null);
  }
  return null;
}

/**
 * "dark" / "light" from a page element's classes and theme attributes, or null.
 * @param {Element | null} e
 */
function pageScheme(e) {
  if (!e) return null;
  for (const c of e.classList) {
    if (DARK_WORDS.has(c)) return "dark";
    if (LIGHT_WORDS.has(c)) return "light";
  }
  for (const name of THEME_ATTRS) {
    const v = (e.getAttribute(name) || "").toLowerCase();
    if (DARK_WORDS.has(v)) return "dark";
    if (LIGHT_WORDS.has(v)) return "light";
  }
  return null;
}

/**
 * Which palette suits the page `node` is on, and what said so.
 *
 * In order: JupyterLab and Notebook 7 (`body[data-jp-theme-light]`); VS Code (its body
 * classes `vscode-light` / `vscode-dark` / `vscode-high-contrast[-light]` or
 * `data-vscode-theme-kind`); marimo and other pages that mark <body> or <html> with a
 * `dark` / `light` class or a `data-theme`-like attribute; the luminance of the first
 * opaque background behind the widget; `color-scheme`; `prefers-color-scheme` (Colab's
 * output frames and bare pages end here).
 * @param {Node} node
 * @returns {Theme}
 */
export function detectTheme(node) {
  const doc = node.ownerDocument || document;
  const body = doc.body;
  const html = doc.documentElement;
  const jp = body && body.getAttribute("data-jp-theme-light");
  if (jp === "true" || jp === "false") return { scheme: jp === "true" ? "light" : "dark", source: "jupyter" };
  const vs = body ? `${body.className} ${body.getAttribute("data-vscode-theme-kind") || ""}` : "";
  if (/\bvscode-(light|high-contrast-light)\b/.test(vs)) return { scheme: "light", source: "vscode" };
  if (/\bvscode-(dark|high-contrast)\b/.test(vs)) return { scheme: "dark", source: "vscode" };
  const page = pageScheme(body) || pageScheme(html);
  if (page) return { scheme: page, source: "page" };
  const bg = node.isConnected ? backgroundBehind(node.parentNode || node) : null;
  if (bg) return { scheme: luminance(bg) < 0.18 ? "dark" : "light", source: "background" };
  const cs = node.nodeType === 1 ? getComputedStyle(/** @type {Element} */ (node)).colorScheme : "";
  if (cs === "dark" || cs === "only dark") return { scheme: "dark", source: "color-scheme" };
  const dark = typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches;
  return { scheme: dark ? "dark" : "light", source: "prefers-color-scheme" };
}

/** @type {WeakMap<HTMLElement, () => void>} each followed root's re-apply */
const appliers = new WeakMap();

/** The theme choices of the settings menu (the `theme` trait). */
export const THEME_CHOICES = /** @type {const} */ (["auto", "light", "dark"]);

/**
 * The player's theme choice for `root`: "auto" follows the host page (detectTheme),
 * "light" or "dark" use our own palette whatever the host's. Applied at once when
 * `followTheme` follows `root`; otherwise when it starts.
 * @param {HTMLElement} root @param {string} choice
 */
export function chooseTheme(root, choice) {
  if (choice === "light" || choice === "dark") root.dataset.themeChoice = choice;
  else delete root.dataset.themeChoice;
  appliers.get(root)?.();
}

/**
 * Give `root` the palette of its page (`solitaire-dark` / `solitaire-light`, and
 * `solitaire-own-bg` when no host colour is known) and keep it current: theme switches
 * change <html>/<body> attributes or the system preference, both watched.
 * `root.dataset.theme` and `root.dataset.themeSource` say what was chosen and why
 * (`"setting"`: the player's choice, see `chooseTheme`).
 * @param {HTMLElement} root
 * @returns {() => void} stop watching
 */
export function followTheme(root) {
  const apply = () => {
    // a theme chosen in the settings menu wins over the host's
    const choice = root.dataset.themeChoice;
    const { scheme, source } = choice === "light" || choice === "dark" ? { scheme: choice, source: "setting" } : detectTheme(root);
    if (root.dataset.theme === scheme && root.dataset.themeSource === source) return;
    // switch without the buttons' colour transitions: a half-way colour is unreadable
    root.classList.add("solitaire-no-transition");
    root.classList.toggle("solitaire-dark", scheme === "dark");
    root.classList.toggle("solitaire-light", scheme === "light");
    // host variables or a known background paint the text's backdrop; otherwise we do
    const own = source === "prefers-color-scheme" || source === "color-scheme" || source === "setting";
    root.classList.toggle("solitaire-own-bg", own);
    root.classList.toggle("solitaire-theme-fixed", source === "setting");
    root.dataset.theme = scheme;
    root.dataset.themeSource = source;
    void root.offsetHeight; // styles settle now, transitions off
    root.classList.remove("solitaire-no-transition");
  };
  appliers.set(root, apply);
  apply();
  const doc = root.ownerDocument || document;
  const observer = new MutationObserver(apply);
  const attributeFilter = ["class", "data-jp-theme-light", "data-vscode-theme-kind", "style", ...THEME_ATTRS];
  for (const e of [doc.documentElement, doc.body]) if (e) observer.observe(e, { attributes: true, attributeFilter });
  const media = typeof matchMedia === "function" ? matchMedia("(prefers-color-scheme: dark)") : null;
  media?.addEventListener?.("change", apply);
  // the host may attach the view (and give it its background) only after render returns
  const frame = typeof requestAnimationFrame === "function" ? requestAnimationFrame(apply) : 0;
  return () => {
    appliers.delete(root);
    observer.disconnect();
    media?.removeEventListener?.("change", apply);
    if (frame && typeof cancelAnimationFrame === "function") cancelAnimationFrame(frame);
  };
}
