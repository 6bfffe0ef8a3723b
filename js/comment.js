// @ts-check
/**
 * Teacher mode's comment box (issue 12): a text box for the comment on the last move
 * played, under the table. Reads the `_comment` trait ({ply, text, max, labels}; empty:
 * not a teacher's table, the box is hidden) and sends `comment` intents. The comment is
 * plain text: a textarea's value out, a textarea's value in (never HTML).
 */

const STYLE_ID = "solitaire-comment-styles";

export const COMMENT_CSS = `
.solitaire-comment { margin-top: 6px; padding: 6px 8px; border: 1px solid var(--solitaire-border); border-left: 4px solid #c79a2b; border-radius: 6px; background: var(--solitaire-surface-2); color: var(--solitaire-fg); }
.solitaire-comment.solitaire-hidden { display: none; }
.solitaire-comment-head { display: flex; gap: 8px; align-items: baseline; margin-bottom: 4px; }
.solitaire-comment-tag { font-size: 0.8em; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em; }
.solitaire-comment-text { width: 100%; box-sizing: border-box; min-height: 3.2em; resize: vertical; font: inherit; color: var(--solitaire-input-fg); background: var(--solitaire-input-bg); border: 1px solid var(--solitaire-border-strong); border-radius: 4px; padding: 4px 6px; user-select: text; -webkit-user-select: text; }
.solitaire-comment-row { display: flex; gap: 8px; align-items: center; margin-top: 4px; }
.solitaire-comment-count { color: var(--solitaire-fg-dim); font-size: 0.9em; margin-left: auto; }
`;

/** @param {HTMLElement} node */
function ensureCommentStyles(node) {
  const rootNode = /** @type {any} */ (node.getRootNode());
  const target = rootNode && rootNode.nodeType === 11 ? rootNode : node.ownerDocument.head;
  if (target.querySelector(`#${STYLE_ID}`)) return;
  const style = node.ownerDocument.createElement("style");
  style.id = STYLE_ID;
  style.textContent = COMMENT_CSS;
  target.appendChild(style);
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

/**
 * The comment intent for move `ply`: the text cut to `max` characters (the kernel
 * refuses a longer one).
 * @param {number} ply @param {string} text @param {number} max
 */
export function commentIntent(ply, text, max) {
  const limit = Number.isFinite(max) && max > 0 ? max : 4000;
  return { kind: "comment", ply, text: String(text).slice(0, limit) };
}

/**
 * Mount the comment box at the end of `root`. Returns a cleanup function.
 * @param {{ model: any, root: HTMLElement, send: (intent: any) => any }} opts
 */
export function mountComment({ model, root, send }) {
  ensureCommentStyles(root);
  const box = el("div", "solitaire-comment solitaire-hidden");
  const head = el("div", "solitaire-comment-head");
  const tag = el("span", "solitaire-comment-tag");
  const label = el("label", "solitaire-comment-label");
  head.append(tag, label);
  const text = el("textarea", "solitaire-comment-text", { rows: 2 });
  const id = `solitaire-comment-${Math.random().toString(36).slice(2)}`;
  text.id = id;
  label.htmlFor = id;
  const row = el("div", "solitaire-comment-row");
  const save = el("button", "solitaire-btn solitaire-btn-primary solitaire-comment-save", { type: "button" });
  const count = el("span", "solitaire-comment-count");
  row.append(save, count);
  box.append(head, text, row);
  root.append(box);

  /** the move the text box is about (its text is replaced when another move is shown) */
  let ply = -1;
  let savedText = "";
  let max = 4000;
  const paintCount = () => (count.textContent = `${text.value.length} / ${max}`);

  const paint = () => {
    const c = model.get("_comment") || {};
    const on = typeof c.ply === "number";
    box.classList.toggle("solitaire-hidden", !on);
    if (!on) return;
    const L = c.labels || {};
    max = Number(c.max) || 4000;
    text.maxLength = max;
    tag.textContent = L.teacher ?? "Teacher";
    const has = c.ply > 0;
    label.textContent = has ? L.label ?? `Comment on move ${c.ply}` : L.none ?? "Play a move to comment on it.";
    text.disabled = !has;
    save.disabled = !has;
    save.textContent = L.save ?? "Save comment";
    text.placeholder = has ? L.placeholder ?? "" : "";
    box.dataset.ply = String(c.ply);
    // a new move (or undo) shows its own comment, and so does a new saved text; anything
    // else (the labels in another language, a redraw) keeps what is being typed
    const saved = typeof c.text === "string" ? c.text : "";
    if (c.ply !== ply || saved !== savedText) text.value = saved;
    savedText = saved;
    ply = c.ply;
    paintCount();
  };

  const onSave = () => {
    if (ply > 0) send(commentIntent(ply, text.value, max));
  };
  // keys typed here are text, not the table's shortcuts; Ctrl/Cmd+Enter saves
  const onKey = (/** @type {KeyboardEvent} */ e) => {
    e.stopPropagation();
    if (e.key === "Enter" && (e.ctrlKey || e.metaKey)) {
      e.preventDefault();
      onSave();
    }
  };
  save.addEventListener("click", onSave);
  text.addEventListener("keydown", onKey);
  text.addEventListener("input", paintCount);
  const safePaint = () => {
    try {
      paint();
    } catch (err) {
      console.error(err);
    }
  };
  model.on("change:_comment", safePaint);
  safePaint();
  return () => {
    model.off("change:_comment", safePaint);
    save.removeEventListener("click", onSave);
    text.removeEventListener("keydown", onKey);
    box.remove();
  };
}
