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
  display: flex; flex-wrap: wrap; align-items: center; gap: 6px 8px;
  padding: 6px 2px 8px;
}
.solitaire-title { font-weight: 650; font-size: 1.15em; margin-right: 6px; letter-spacing: 0.01em; }
.solitaire-group { display: inline-flex; align-items: center; gap: 4px; }
.solitaire-spacer { flex: 1 1 auto; }
.solitaire-btn {
  font: inherit; line-height: 1.2; cursor: pointer;
  padding: 4px 10px; border-radius: 6px;
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
  font: inherit; width: 6.5em; padding: 3px 6px; border-radius: 6px;
  border: 1px solid var(--jp-border-color1, #c4c8cc);
  background: var(--jp-input-background, var(--jp-layout-color1, #fff));
  color: var(--jp-ui-font-color1, #1f2328);
}
.solitaire-label { color: var(--jp-ui-font-color2, #57606a); }
.solitaire-toggle { display: inline-flex; align-items: center; gap: 4px; cursor: pointer; color: var(--jp-ui-font-color1, #1f2328); }
.solitaire-counter {
  font-variant-numeric: tabular-nums; color: var(--jp-ui-font-color2, #57606a);
  padding: 2px 8px; border-radius: 10px; background: var(--jp-layout-color2, #eef1f4);
}
.solitaire-counter b { color: var(--jp-ui-font-color1, #1f2328); font-weight: 650; }
.solitaire-hidden { display: none !important; }

/* ---- message line ---- */
.solitaire-message {
  min-height: 1.9em; margin: 0 0 6px; padding: 4px 10px; border-radius: 6px;
  line-height: 1.45; border-left: 4px solid transparent; color: var(--jp-ui-font-color1, #1f2328);
}
.solitaire-message:empty { background: transparent; }
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

/* ---- banners over the felt ---- */
.solitaire-banner {
  position: absolute; left: 50%; top: 50%; transform: translate(-50%, -50%);
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
@media (prefers-reduced-motion: reduce) { .solitaire-banner { animation: none !important; } }
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
