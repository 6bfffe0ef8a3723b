// @ts-check
/**
 * The widget's CSS, injected once per document (or shadow root). JupyterLab theme variables
 * are used with fallbacks, so light and dark themes both look right; the cards themselves
 * stay white-faced in every theme.
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
  --solitaire-hint: #ff8f3f;
  --solitaire-error: var(--jp-error-color1, #c62828);
  --solitaire-error-bg: var(--jp-error-color3, #fdecea);
  --solitaire-info-bg: var(--jp-layout-color2, #eef1f4);
  --solitaire-won: #2e7d32;
  font-family: var(--jp-ui-font-family, system-ui, -apple-system, "Segoe UI", Roboto, "DejaVu Sans", sans-serif);
  font-size: var(--jp-ui-font-size1, 13px);
  color: var(--jp-ui-font-color1, #1f2328);
  max-width: 100%;
  box-sizing: border-box;
  user-select: none;
  -webkit-user-select: none;
}
body[data-jp-theme-light="false"] .solitaire-root,
.solitaire-root.solitaire-dark {
  --solitaire-felt-1: #1f5a3a;
  --solitaire-felt-2: #10321f;
  --solitaire-felt-edge: #0a2416;
  --solitaire-on-felt: rgba(236, 242, 238, 0.86);
  --solitaire-on-felt-dim: rgba(236, 242, 238, 0.5);
  --solitaire-error-bg: #4a2326; /* --jp-error-color3 is a light pink in JupyterLab Dark */
  --solitaire-info-bg: var(--jp-layout-color2, #2a2d31);
  --solitaire-won: #66bb6a;
}
.solitaire-root *, .solitaire-root *::before, .solitaire-root *::after { box-sizing: border-box; }

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
  border: 1px solid var(--jp-border-color1, #c4c8cc);
  background: var(--jp-layout-color1, #fff);
  color: var(--jp-ui-font-color1, #1f2328);
  transition: background 0.12s, border-color 0.12s;
}
.solitaire-btn:hover:not(:disabled) { background: var(--jp-layout-color2, #eef1f4); border-color: var(--jp-border-color0, #9aa0a6); }
.solitaire-btn:disabled { opacity: 0.45; cursor: default; }
.solitaire-btn:focus-visible, .solitaire-deal-input:focus-visible, .solitaire-toggle input:focus-visible {
  outline: 2px solid var(--jp-brand-color1, #1976d2); outline-offset: 1px;
}
.solitaire-btn-primary {
  background: var(--jp-brand-color1, #1976d2); border-color: var(--jp-brand-color1, #1976d2);
  color: var(--jp-ui-inverse-font-color1, #fff);
}
.solitaire-btn-primary:hover:not(:disabled) { background: var(--jp-brand-color0, #0d47a1); border-color: var(--jp-brand-color0, #0d47a1); }
.solitaire-deal-input {
  font: inherit; width: 4.6em; padding: 3px 6px; border-radius: 6px;
  border: 1px solid var(--jp-border-color1, #c4c8cc);
  background: var(--jp-input-background, var(--jp-layout-color1, #fff));
  color: var(--jp-ui-font-color1, #1f2328);
}
.solitaire-label { color: var(--jp-ui-font-color2, #57606a); }
.solitaire-toggle {
  display: inline-flex; align-items: center; gap: 3px; cursor: pointer; padding: 2px 6px 2px 4px;
  border: 1px solid var(--jp-border-color1, #c4c8cc); border-radius: 6px;
  color: var(--jp-ui-font-color1, #1f2328);
}
.solitaire-toggle input { margin: 0; }
.solitaire-toggle-icon { display: inline-flex; color: var(--jp-ui-font-color2, #57606a); }
.solitaire-toggle input:checked + .solitaire-toggle-icon { color: var(--jp-brand-color1, #1976d2); }
.solitaire-counter {
  font-variant-numeric: tabular-nums; color: var(--jp-ui-font-color2, #57606a);
  padding: 2px 8px; border-radius: 10px; background: var(--jp-layout-color2, #eef1f4); white-space: nowrap;
}
.solitaire-counter b { color: var(--jp-ui-font-color1, #1f2328); font-weight: 650; }
.solitaire-hidden { display: none !important; }
.solitaire-undo, .solitaire-redo { display: inline-flex; align-items: center; gap: 4px; }
.solitaire-root { container-type: inline-size; }
/* a narrow table (a notebook cell is ~860 px): Undo/Redo show their arrows only */
@container (max-width: 940px) {
  .solitaire-toolbar .solitaire-btn-text {
    position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
  }
  .solitaire-undo, .solitaire-redo { padding-left: 11px; padding-right: 11px; }
}

/* ---- message line ---- */
.solitaire-message {
  min-height: 1.9em; margin: 0 0 6px; padding: 4px 10px; border-radius: 6px;
  line-height: 1.45; border-left: 4px solid transparent; color: var(--jp-ui-font-color1, #1f2328);
}
.solitaire-message:empty { display: none; } /* no message: no gap above the table */
.solitaire-message-info { background: var(--solitaire-info-bg); border-left-color: var(--jp-brand-color1, #1976d2); }
.solitaire-message-error { background: var(--solitaire-error-bg); border-left-color: var(--solitaire-error); color: var(--jp-ui-font-color1, #1f2328); }
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
  font-size: 0.95em; line-height: 1.4; color: var(--jp-ui-font-color1, #1f2328);
}
.solitaire-status::before {
  content: ""; flex: none; width: 10px; height: 10px; border-radius: 50%; background: #9e9e9e;
}
.solitaire-status-winnable::before { background: var(--solitaire-won); }
.solitaire-status-lost::before { background: var(--solitaire-error); }
.solitaire-status-lost { font-weight: 600; }
.solitaire-status-unknown { color: var(--jp-ui-font-color2, #57606a); }
/* a quick answer replaces "checking" before it shows: no flicker */
.solitaire-status-pending { opacity: 0; color: var(--jp-ui-font-color2, #57606a); animation: solitaire-appear 0.2s ease 0.6s forwards; }
@keyframes solitaire-appear { to { opacity: 1; } }

/* ---- the Rules panel over the felt ---- */
.solitaire-rules-open { min-height: 340px; }
.solitaire-rules-panel {
  position: absolute; inset: 6px; z-index: 5; overflow: auto; outline: none;
  padding: 0 20px 14px; border-radius: 10px; line-height: 1.5;
  background: var(--jp-layout-color1, #ffffff); color: var(--jp-ui-font-color1, #1f2328);
  border: 1px solid var(--jp-border-color1, #c4c8cc); box-shadow: 0 10px 32px rgba(0, 0, 0, 0.45);
  user-select: text; -webkit-user-select: text;
}
.solitaire-dark .solitaire-rules-panel { background: var(--jp-layout-color1, #222529); color: var(--jp-ui-font-color1, #eceff1); }
.solitaire-rules-head {
  position: sticky; top: 0; display: flex; justify-content: flex-end; padding: 8px 0 2px;
  background: var(--jp-layout-color1, #ffffff);
}
.solitaire-dark .solitaire-rules-head { background: var(--jp-layout-color1, #222529); }
.solitaire-rules-body h3 { margin: 0 0 6px; font-size: 1.3em; }
.solitaire-rules-body p { margin: 0 0 8px; }
.solitaire-rules-body ol { margin: 0 0 8px; padding-left: 1.8em; }
.solitaire-rules-body li { margin: 3px 0; }
.solitaire-rules-table { border-collapse: collapse; margin: 6px 0; font-size: 0.95em; }
.solitaire-rules-table th, .solitaire-rules-table td {
  border: 1px solid var(--jp-border-color2, #d0d7de); padding: 2px 8px; text-align: left;
}
.solitaire-rules-table th { background: var(--jp-layout-color2, #eef1f4); }
.solitaire-rules-options { color: var(--jp-ui-font-color2, #57606a); }

/* ---- banners over the felt ---- */
.solitaire-banner {
  position: absolute; z-index: 3; left: 50%; top: 50%; transform: translate(-50%, -50%);
  min-width: 260px; max-width: 86%; padding: 18px 26px; border-radius: 14px; text-align: center;
  background: rgba(255, 255, 255, 0.95); color: #1f2328;
  box-shadow: 0 10px 32px rgba(0, 0, 0, 0.45);
}
body[data-jp-theme-light="false"] .solitaire-banner, .solitaire-dark .solitaire-banner {
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
.solitaire-banner-stuck .solitaire-banner-title { color: #d18b00; }
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
