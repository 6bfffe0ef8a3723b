// The offline worksheet page (solitaire_widget/worksheet.py writes it): each exercise's
// choices come from the answer key embedded in the page, so a student's answer is judged
// here with no kernel and no network. Every text reaches the page as textContent, never
// as markup: the key holds teachers' notes and anything a worksheet file carried.

function el(tag, cls, text) {
  const node = document.createElement(tag);
  if (cls) node.className = cls;
  if (text !== undefined) node.textContent = text;
  return node;
}

// "{n} of {total}" filled in; an unknown placeholder stays as written
function fill(template, params) {
  return template.replace(/\{(\w+)\}/g, (whole, name) =>
    Object.prototype.hasOwnProperty.call(params, name) ? String(params[name]) : whole,
  );
}

function sameSet(a, b) {
  if (a.length !== b.length) return false;
  const x = [...a].sort();
  const y = [...b].sort();
  return x.every((v, i) => v === y[i]);
}

// a file name from the student's name: letters and digits only, never a path
function fileName(name) {
  const slug = name
    .normalize('NFKD')
    .replace(/[^\w-]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 60);
  return `answers-${slug || 'student'}.json`;
}

// The answers given so far and the name, kept for the tab by worksheet: a reload lost them
// all, and the first answer to each exercise could then be given again. The tab's own
// storage, not the browser's: on a shared computer the next student, in a new tab, starts
// afresh. Nothing kept is trusted: each answer is judged again from the page's own key.
const STORE = 'solitaire-worksheet:';

function loadKept(id) {
  try {
    const kept = JSON.parse(window.sessionStorage.getItem(STORE + id) || 'null');
    return kept && typeof kept === 'object' ? kept : null;
  } catch (e) {
    return null; // no storage (a private window, a policy): the page works as before
  }
}

function saveKept(id, kept) {
  try {
    window.sessionStorage.setItem(STORE + id, JSON.stringify(kept));
  } catch (e) {
    // no storage: nothing to keep across a reload
  }
}

export function mount(root, data) {
  const L = data.labels;
  const given = data.exercises.map(() => null); // the first answer to each exercise counts
  const score = root.querySelector('#ws-score');
  const nameBox = root.querySelector('#ws-name');
  const answerers = []; // per exercise: give it an answer (a click, or one kept)
  const keep = () =>
    saveKept(data.id, { name: nameBox.value.slice(0, 200), answers: given.filter(Boolean) });

  function showScore() {
    const done = given.filter(Boolean);
    score.textContent = fill(L.score, {
      right: done.filter((a) => a.result === 'right').length,
      answered: done.length,
      total: given.length,
    });
  }

  function answer(i, sec, value, result, text, controls) {
    if (given[i]) return;
    given[i] = { exercise: i, answer: value, result };
    // the control answered with goes disabled: the focus goes to the verdict (read out as
    // it takes it), not to the page
    const hadFocus = controls.includes(document.activeElement);
    for (const c of controls) c.disabled = true;
    const ex = data.exercises[i];
    const fb = sec.querySelector('.ws-feedback');
    fb.hidden = false;
    fb.className = `ws-feedback ws-${result}`;
    fb.replaceChildren(el('p', 'ws-verdict', text));
    if (ex.note) {
      const p = el('p', 'ws-note');
      p.append(el('b', '', `${L.note} `), document.createTextNode(ex.note));
      fb.append(p);
    }
    if (ex.line && ex.line.length) {
      fb.append(el('p', '', L.line), el('p', 'ws-line', ex.line.join('  ')));
    }
    sec.dataset.result = result;
    if (hadFocus) {
      fb.tabIndex = -1;
      fb.focus({ preventScroll: true });
    }
    showScore();
    keep();
  }

  for (const sec of root.querySelectorAll('.ws-ex')) {
    const i = Number(sec.dataset.i);
    const ex = data.exercises[i];
    const box = sec.querySelector('.ws-answer');
    const list = el('div', 'ws-choices');
    const fb = el('div', 'ws-feedback');
    fb.setAttribute('aria-live', 'polite');
    fb.hidden = true;
    if (ex.question === 'automatic') {
      // what to do, without the move again: the question has just named it in words (the
      // line read "The move t6-t4: 7♦ moves …", its notation and the move a second time)
      box.append(el('p', 'ws-tick', L.tick));
      const boxes = [];
      for (const o of ex.options) {
        const label = el('label');
        const tick = el('input');
        tick.type = 'checkbox';
        tick.value = o.effect;
        boxes.push(tick);
        label.append(tick, document.createTextNode(` ${o.words}`));
        list.append(label);
      }
      const check = el('button', 'ws-check', L.check);
      check.type = 'button';
      answerers[i] = (chosen) => {
        if (!Array.isArray(chosen)) return;
        for (const b of boxes) b.checked = chosen.includes(b.value);
        const right = sameSet(chosen, ex.effects);
        const text = right ? ex.right : ex.wrong;
        answer(i, sec, chosen, right ? 'right' : 'wrong', text, [...boxes, check]);
      };
      check.addEventListener('click', () =>
        answerers[i](boxes.filter((b) => b.checked).map((b) => b.value)),
      );
      box.append(list, check, fb);
    } else {
      box.append(el('p', '', L.choose));
      const buttons = [];
      for (const c of ex.choices) {
        const b = el('button');
        b.type = 'button';
        b.dataset.move = c.move;
        // a space between them: a screen reader read the button as one word ("w-sThe waste")
        b.append(el('code', '', c.move), document.createTextNode(` ${c.words}`));
        b.addEventListener('click', () => answerers[i](c.move));
        buttons.push(b);
        list.append(b);
      }
      answerers[i] = (move) => {
        const at = ex.choices.findIndex((c) => c.move === move);
        if (at < 0) return;
        buttons[at].classList.add('ws-picked');
        const c = ex.choices[at];
        answer(i, sec, c.move, c.result, c.text, buttons);
      };
      box.append(list, fb);
    }
  }

  root.querySelector('#ws-download').addEventListener('click', () => {
    const name = nameBox.value.trim();
    if (!name) {
      score.textContent = L.unnamed;
      nameBox.focus();
      return;
    }
    const payload = {
      format: 'solitaire-worksheet-answers',
      version: 1,
      worksheet: data.id,
      title: data.title,
      lang: data.lang,
      name,
      answers: given.filter(Boolean),
    };
    showScore(); // a "type your name first" line before has had its answer
    const blob = new Blob([JSON.stringify(payload, null, 1)], { type: 'application/json' });
    const link = el('a');
    link.href = URL.createObjectURL(blob);
    link.download = fileName(name);
    document.body.append(link);
    link.click();
    link.remove();
    setTimeout(() => URL.revokeObjectURL(link.href), 1000);
  });
  const kept = loadKept(data.id);
  if (kept) {
    if (typeof kept.name === 'string') nameBox.value = kept.name.slice(0, 200);
    for (const a of Array.isArray(kept.answers) ? kept.answers : []) {
      const i = a && a.exercise;
      if (Number.isInteger(i) && i >= 0 && i < given.length && !given[i]) answerers[i](a.answer);
    }
  }
  nameBox.addEventListener('input', () => {
    keep();
    if (score.textContent === L.unnamed) showScore(); // the name the line asked for
  });
  showScore();
  return { answers: given };
}
