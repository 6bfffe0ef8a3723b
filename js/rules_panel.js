// @ts-check
/**
 * The Rules panel: the rule text of the game (HTML written by
 * solitaire_widget.rulebook.rules_html) over the card table, closed with its button or
 * Escape. The HTML is our own, but it is still rebuilt through an allow-list: only these
 * tags and attributes survive, so no script, handler, link or style can come in.
 */

/** tag -> attributes kept */
const ALLOWED = /** @type {Record<string, string[]>} */ ({
  div: ["class", "lang"], h3: [], h4: [], p: ["class"], ol: [], ul: [], li: ["value"],
  strong: [], em: [], b: [], i: [], br: [], span: ["class"], code: [],
  table: ["class"], thead: [], tbody: [], tr: [], th: [], td: [],
});
/** elements dropped with everything inside them */
const DROP = new Set(["script", "style", "template", "iframe", "object", "embed", "svg", "math", "noscript"]);

/**
 * Parse `html` inertly (a <template> runs nothing and loads nothing) and copy only the
 * allowed elements, attributes and text into a new fragment.
 * @param {string} html @param {Document} [doc]
 * @returns {DocumentFragment}
 */
export function safeFragment(html, doc = document) {
  const tpl = doc.createElement("template");
  tpl.innerHTML = String(html ?? "");
  const out = doc.createDocumentFragment();
  /** @param {Node} src @param {Node} dst */
  const copy = (src, dst) => {
    for (const node of Array.from(src.childNodes)) {
      if (node.nodeType === 3) {
        dst.appendChild(doc.createTextNode(node.nodeValue ?? ""));
      } else if (node.nodeType === 1) {
        const el = /** @type {Element} */ (node);
        const tag = el.localName;
        if (DROP.has(tag)) continue;
        const keep = ALLOWED[tag];
        if (!keep) {
          copy(el, dst); // an unknown wrapper: keep its text
          continue;
        }
        const clean = doc.createElement(tag);
        for (const name of keep) {
          const v = el.getAttribute(name);
          if (v !== null) clean.setAttribute(name, v);
        }
        copy(el, clean);
        dst.appendChild(clean);
      }
    }
  };
  copy(tpl.content, out);
  return out;
}

/**
 * What every panel over a table shares (the Rules, Keys, Settings and Statistics panels):
 * one open at a time, and the table under it inert while it is open, so that Tab and the
 * table's keys can't reach cards hidden under the panel.
 * @param {HTMLElement} host @param {HTMLElement} panel @param {() => void} hide
 */
export function overTable(host, panel, hide) {
  const openPanels = () => Array.from(host.querySelectorAll(":scope > [role='dialog']:not(.solitaire-hidden)"));
  panel.addEventListener("solitaire-close", hide);
  return {
    /** Close the other panels over the table (each says so to its button). */
    beforeOpen() {
      for (const other of openPanels()) if (other !== panel) other.dispatchEvent(new Event("solitaire-close"));
    },
    /** The table under an open panel takes no focus, clicks or keys (`inert`). */
    shade() {
      const open = openPanels().length > 0;
      for (const child of Array.from(host.children)) {
        if (child.getAttribute("role") !== "dialog") /** @type {HTMLElement} */ (child).inert = open;
      }
    },
  };
}

/**
 * A Rules panel over `host` (an element with position: relative).
 * @param {HTMLElement} host
 * @param {{ onClose?: () => void }} [options]
 */
export function createRulesPanel(host, options = {}) {
  const panel = document.createElement("div");
  panel.className = "solitaire-rules-panel solitaire-hidden";
  panel.setAttribute("role", "dialog");
  panel.tabIndex = -1;
  const head = document.createElement("div");
  head.className = "solitaire-rules-head";
  const close = document.createElement("button");
  close.type = "button";
  close.className = "solitaire-btn solitaire-rules-close";
  const body = document.createElement("div");
  body.className = "solitaire-rules-body";
  head.append(close);
  panel.append(head, body);
  host.append(panel);
  let html = "";

  const hide = () => {
    if (panel.classList.contains("solitaire-hidden")) return;
    panel.classList.add("solitaire-hidden");
    host.classList.remove("solitaire-rules-open");
    over.shade();
    options.onClose?.();
  };
  const over = overTable(host, panel, hide);
  close.addEventListener("click", hide);
  panel.addEventListener("keydown", (e) => {
    e.stopPropagation(); // the table's shortcuts (u, r, h, ...) stay off while reading
    if (e.key === "Escape") {
      e.preventDefault();
      hide();
    }
  });
  return {
    panel,
    get isOpen() {
      return !panel.classList.contains("solitaire-hidden");
    },
    /** @param {string} text @param {{close?: string, rules?: string}} labels */
    set(text, labels) {
      close.textContent = "\u2715 " + (labels.close ?? "Close");
      close.title = labels.close ?? "Close";
      panel.setAttribute("aria-label", labels.rules ?? "Rules");
      if (text === html) return;
      html = text;
      body.replaceChildren(safeFragment(text));
    },
    open() {
      over.beforeOpen();
      panel.classList.remove("solitaire-hidden");
      host.classList.add("solitaire-rules-open"); // a small table grows to hold the text
      over.shade();
      panel.scrollTop = 0;
      panel.focus({ preventScroll: true });
    },
    close: hide,
    toggle() {
      if (panel.classList.contains("solitaire-hidden")) this.open();
      else hide();
    },
    destroy() {
      host.classList.remove("solitaire-rules-open");
      panel.remove();
      over.shade();
    },
  };
}
