// @ts-check
/**
 * The exercise band (issue 12): the question over the table, its choices, the verdict
 * with its explanation, and the "Try again" / "Show me" buttons. Reads the `_exercise`
 * trait (empty: no exercise, the band is hidden) and sends `exercise` intents; a move
 * made on the table goes out as the usual `move` intent and the kernel judges it.
 * Every text is set as text (textContent), never as HTML.
 */

import { focusFirst, focusedIn } from "./focus.js";
import { liveRegion } from "./live.js";

const STYLE_ID = "solitaire-exercise-styles";

export const EXERCISE_CSS = `
.solitaire-exercise {
  margin: 0 0 6px; padding: 8px 10px; border: 1px solid var(--solitaire-border);
  border-left: 4px solid var(--solitaire-brand); border-radius: 6px;
  background: var(--solitaire-surface-2); color: var(--solitaire-fg);
  user-select: text; -webkit-user-select: text;
}
.solitaire-exercise.solitaire-hidden { display: none; }
.solitaire-exercise-head { display: flex; gap: 8px; align-items: baseline; flex-wrap: wrap; }
.solitaire-exercise-tag {
  font-size: 0.8em; font-weight: 700; text-transform: uppercase; letter-spacing: 0.04em;
  color: var(--solitaire-brand-strong);
}
.solitaire-dark .solitaire-exercise-tag, body[data-jp-theme-light="false"] .solitaire-root:not(.solitaire-light) .solitaire-exercise-tag { color: var(--solitaire-fg); }
.solitaire-exercise-question { font-weight: 600; font-size: 1.05em; }
.solitaire-exercise-how { color: var(--solitaire-fg-dim); margin-top: 2px; }
.solitaire-exercise-choices { display: flex; flex-wrap: wrap; gap: 6px; margin-top: 6px; }
.solitaire-exercise-choice[aria-pressed="true"], .solitaire-exercise-tick.solitaire-picked { outline: 2px solid var(--solitaire-focus); outline-offset: 1px; }
.solitaire-exercise-choice.solitaire-answer, .solitaire-exercise-tick.solitaire-answer { box-shadow: 0 0 0 3px rgba(46, 125, 50, 0.55); }
.solitaire-exercise-tick { display: inline-flex; align-items: center; gap: 4px; padding: 2px 6px; border: 1px solid var(--solitaire-border); border-radius: 4px; background: var(--solitaire-surface); cursor: pointer; }
.solitaire-exercise-verdict { margin-top: 6px; padding: 6px 8px; border-radius: 4px; background: var(--solitaire-surface); border: 1px solid var(--solitaire-border); }
.solitaire-exercise-verdict:empty { display: none; }
.solitaire-exercise-verdict-label { font-weight: 700; margin-right: 6px; font-size: 1.1em; }
.solitaire-exercise-verdict[data-result="right"] { border-color: #2e7d32; }
.solitaire-exercise-verdict[data-result="right"] .solitaire-exercise-verdict-label { color: var(--solitaire-won); }
.solitaire-exercise-verdict[data-result="wrong"] { border-color: var(--solitaire-error); }
.solitaire-exercise-verdict[data-result="wrong"] .solitaire-exercise-verdict-label { color: var(--solitaire-error); }
.solitaire-exercise-verdict[data-shown="true"] { border-color: var(--solitaire-brand); }
.solitaire-exercise-verdict[data-result="checking"] { border-style: dashed; border-color: var(--solitaire-brand); }
/* the verdict in words for screen readers only (the shown verdict, its mark and words, is
   hidden from them): a live region that says a repeated verdict again (live.js) */
.solitaire-exercise-said {
  position: absolute; width: 1px; height: 1px; margin: -1px; padding: 0; border: 0;
  overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap;
}
.solitaire-exercise-actions { display: flex; gap: 6px; margin-top: 6px; flex-wrap: wrap; }
/* an exercise keeps its position: no new deal, restart, undo, hint or auto-finish */
.solitaire-exercise-mode .solitaire-new-deal, .solitaire-exercise-mode .solitaire-group,
.solitaire-exercise-mode .solitaire-restart, .solitaire-exercise-mode .solitaire-undo,
.solitaire-exercise-mode .solitaire-redo, .solitaire-exercise-mode .solitaire-hint,
.solitaire-exercise-mode .solitaire-auto-finish, .solitaire-exercise-mode .solitaire-banner-actions,
.solitaire-exercise-mode .solitaire-banner-stuck { display: none !important; }
/* so the toolbar is short: the game's name stays whole even in a 700 px table */
.solitaire-exercise-mode .solitaire-title { max-width: none; }
`;

/** @param {HTMLElement} node */
function ensureExerciseStyles(node) {
  const rootNode = /** @type {any} */ (node.getRootNode());
  const target = rootNode && rootNode.nodeType === 11 ? rootNode : node.ownerDocument.head;
  if (target.querySelector(`#${STYLE_ID}`)) return;
  const style = node.ownerDocument.createElement("style");
  style.id = STYLE_ID;
  style.textContent = EXERCISE_CSS;
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

/** The mark before a verdict's explanation (its words start the explanation itself). */
const MARKS = /** @type {Record<string, string>} */ ({ right: "\u2713", wrong: "\u2717", unknown: "?" });

/**
 * The label of a verdict: right / wrong / can't say, or "the answer" for Show me.
 * @param {any} verdict @param {Record<string, string>} L
 */
export function verdictLabel(verdict, L) {
  if (!verdict) return "";
  if (verdict.shown) return L.answer ?? "The answer";
  return L[verdict.result] ?? verdict.result ?? "";
}

/**
 * The verdict's mark: a tick, a cross or "?" (the explanation says "Right: ..." in words),
 * or "the answer:" for Show me.
 * @param {any} verdict @param {Record<string, string>} L
 */
export function verdictMark(verdict, L) {
  if (!verdict) return "";
  if (verdict.shown) return `${L.answer ?? "The answer"}:`;
  return MARKS[verdict.result] ?? "";
}

/**
 * The verdict as a screen reader hears it: its words alone (they start "Right:", "Wrong:"
 * …, so the mark, "\u2717" read as a character or not at all, adds nothing), after "The
 * answer:" for Show me; while its verdict is worked out, "The solver is checking …".
 * @param {any} ex the `_exercise` trait @param {Record<string, string>} L
 */
export function verdictSaid(ex, L) {
  const v = ex.verdict;
  if (v) return v.shown ? `${verdictMark(v, L)} ${v.text ?? ""}` : v.text ?? "";
  if (ex.state === "checking") return L.checking_move ?? L.checking ?? "";
  return "";
}

/**
 * Mount the band above the message row. Returns a cleanup function.
 * @param {{ model: any, root: HTMLElement, before: HTMLElement, send: (intent: any) => any }} opts
 */
export function mountExercise({ model, root, before, send }) {
  ensureExerciseStyles(root);
  const band = el("section", "solitaire-exercise solitaire-hidden");
  band.setAttribute("aria-label", "Exercise");
  const head = el("div", "solitaire-exercise-head");
  const tag = el("span", "solitaire-exercise-tag");
  const question = el("span", "solitaire-exercise-question");
  head.append(tag, question);
  const how = el("div", "solitaire-exercise-how");
  const choices = el("div", "solitaire-exercise-choices");
  // the verdict shown (a mark and its words) is hidden from screen readers: they hear it
  // from the region after it, in words, each time it comes (the same wrong answer after
  // Try again too: a region rebuilt with the text it held may not be said again)
  const verdict = el("div", "solitaire-exercise-verdict");
  verdict.setAttribute("aria-hidden", "true");
  const said = el("div", "solitaire-exercise-said", { role: "status" });
  said.setAttribute("aria-live", "polite");
  const speaker = liveRegion(said);
  let saidKey = "";
  const actions = el("div", "solitaire-exercise-actions");
  const check = el("button", "solitaire-btn solitaire-btn-primary solitaire-exercise-check", { type: "button" });
  const tryAgain = el("button", "solitaire-btn solitaire-exercise-try", { type: "button" });
  const showMe = el("button", "solitaire-btn solitaire-exercise-show", { type: "button" });
  actions.append(check, tryAgain, showMe);
  band.append(head, how, choices, verdict, said, actions);
  root.insertBefore(band, before);
  // typing or pressing keys in the band must not reach the table's shortcuts
  const stopKeys = (/** @type {Event} */ e) => e.stopPropagation();
  band.addEventListener("keydown", stopKeys);

  /** the ticks of the "automatic" question, by choice id */
  /** @type {Map<string, HTMLInputElement>} */
  let ticks = new Map();
  let shownKey = "";

  const ticked = () => [...ticks].filter(([, box]) => box.checked).map(([id]) => id);

  const paint = () => {
    const ex = model.get("_exercise") || {};
    const on = !!ex.question;
    band.classList.toggle("solitaire-hidden", !on);
    root.classList.toggle("solitaire-exercise-mode", on);
    if (!on) {
      saidKey = "";
      speaker.say("");
      return;
    }
    const L = ex.labels || {};
    band.setAttribute("aria-label", L.title ?? "Exercise");
    band.dataset.question = ex.question;
    band.dataset.state = ex.state ?? "asking";
    tag.textContent = L.title ?? "Exercise";
    question.textContent = ex.text ?? "";
    how.textContent = ex.how ?? "";
    const asking = ex.state === "asking";
    const picked = new Set(Array.isArray(ex.picked) ? ex.picked : []);
    const list = Array.isArray(ex.choices) ? ex.choices : [];
    // a control that goes (disabled, hidden, rebuilt) with the focus on it hands it on
    const focused = focusedIn(band);
    const hadFocus = band.contains(focused) && focused !== band;
    const focusedChoice = hadFocus ? /** @type {any} */ (focused).closest?.("[data-choice]")?.dataset.choice ?? null : null;
    // rebuild the choices only when they change (a tick keeps its state while asking, and
    // across a new language of the same choices)
    const key = JSON.stringify([ex.question, list.map((c) => [c.id, c.text])]);
    if (key !== shownKey) {
      const sameIds = JSON.stringify(JSON.parse(shownKey || "[null, []]")[1].map((/** @type {any} */ c) => c[0])) === JSON.stringify(list.map((c) => c.id));
      const keep = sameIds ? new Set(ticked()) : new Set();
      shownKey = key;
      choices.replaceChildren();
      ticks = new Map();
      for (const c of list) {
        if (ex.multiple) {
          const label = el("label", "solitaire-exercise-tick");
          label.dataset.choice = c.id;
          const box = el("input", "solitaire-exercise-box", { type: "checkbox" });
          box.addEventListener("change", () => {
            // "nothing happens" and an effect exclude each other
            if (!box.checked) return;
            for (const [id, other] of ticks) {
              if (other !== box && (id === "none" || c.id === "none")) other.checked = false;
            }
          });
          label.append(box, el("span", "", { textContent: c.text }));
          box.checked = keep.has(c.id);
          ticks.set(c.id, box);
          choices.append(label);
        } else {
          const b = el("button", "solitaire-btn solitaire-exercise-choice", { type: "button", textContent: c.text });
          b.dataset.choice = c.id;
          b.addEventListener("click", () => send({ kind: "exercise", action: "answer", choice: c.id }));
          choices.append(b);
        }
      }
    }
    const answer = ex.verdict && ex.verdict.shown ? picked : new Set();
    for (const node of choices.children) {
      const id = /** @type {HTMLElement} */ (node).dataset.choice ?? "";
      node.classList.toggle("solitaire-answer", answer.has(id));
      if (node instanceof HTMLButtonElement) {
        node.disabled = !asking;
        node.setAttribute("aria-pressed", String(!ex.verdict?.shown && picked.has(id)));
      } else {
        node.classList.toggle("solitaire-picked", !asking && picked.has(id));
        const box = ticks.get(id);
        if (box) {
          box.disabled = !asking;
          if (!asking) box.checked = picked.has(id);
        }
      }
    }
    choices.classList.toggle("solitaire-hidden", list.length === 0);
    const v = ex.verdict;
    verdict.replaceChildren();
    if (v) {
      verdict.dataset.result = v.result ?? "";
      verdict.dataset.shown = String(!!v.shown);
      const mark = el("span", "solitaire-exercise-verdict-label", { textContent: verdictMark(v, L), title: verdictLabel(v, L) });
      mark.setAttribute("aria-label", verdictLabel(v, L));
      verdict.append(mark, el("span", "solitaire-exercise-verdict-text", { textContent: v.text ?? "" }));
    } else if (ex.state === "checking") {
      // the move is played; its verdict is still being worked out (the solver's budget)
      verdict.dataset.result = "checking";
      verdict.dataset.shown = "false";
      const mark = el("span", "solitaire-exercise-verdict-label solitaire-exercise-spinner", { textContent: "\u2026", title: L.checking ?? "Checking" });
      mark.setAttribute("aria-label", L.checking ?? "Checking");
      verdict.append(mark, el("span", "solitaire-exercise-verdict-text", { textContent: L.checking_move ?? "" }));
    } else {
      delete verdict.dataset.result;
      delete verdict.dataset.shown;
    }
    // said when the verdict changes (a new answer, Show me, a new language), not when the
    // band is painted again with the same one
    const words = verdictSaid(ex, L);
    const now = JSON.stringify([ex.state, v?.result, !!v?.shown, v?.answer, words]);
    if (now !== saidKey) {
      saidKey = now;
      speaker.say(words);
    }
    check.textContent = L.check ?? "Check";
    check.classList.toggle("solitaire-hidden", !ex.multiple || !asking);
    tryAgain.textContent = "\u21BA " + (L.try_again ?? "Try again");
    tryAgain.disabled = asking;
    showMe.textContent = L.show_me ?? "Show me";
    showMe.disabled = !!(v && v.shown);
    const focusNow = focusedIn(band);
    const lost = hadFocus && (!band.contains(focusNow) || focusNow === band || /** @type {any} */ (focusNow).disabled || focusNow.closest(".solitaire-hidden"));
    if (lost) {
      // the same choice if it is still there, else what comes next: while asking a choice,
      // once answered Try again (or Show me), else the table
      const same = focusedChoice ? /** @type {HTMLElement|null} */ (choices.querySelector(`[data-choice="${CSS.escape(focusedChoice)}"]`)) : null;
      const first = /** @type {HTMLElement|null} */ (choices.querySelector("button, input"));
      const order = asking ? [same?.querySelector("input") ?? same, first, check] : [tryAgain, showMe];
      if (!focusFirst(order)) focusFirst([/** @type {HTMLElement|null} */ (root.querySelector('.solitaire-svg [tabindex="0"]'))]);
    }
  };

  const onCheck = () => {
    if (!ticks.size) return;
    const ids = ticked();
    send({ kind: "exercise", action: "check", choices: ids });
  };
  const onTry = () => {
    for (const box of ticks.values()) box.checked = false;
    send({ kind: "exercise", action: "try_again" });
  };
  const onShow = () => send({ kind: "exercise", action: "show_me" });
  check.addEventListener("click", onCheck);
  tryAgain.addEventListener("click", onTry);
  showMe.addEventListener("click", onShow);
  const safePaint = () => {
    try {
      paint();
    } catch (err) {
      console.error(err);
    }
  };
  model.on("change:_exercise", safePaint);
  safePaint();
  return () => {
    model.off("change:_exercise", safePaint);
    speaker.stop(); // (a repeated verdict waiting to be written again)
    band.removeEventListener("keydown", stopKeys);
    root.classList.remove("solitaire-exercise-mode");
    band.remove();
  };
}
