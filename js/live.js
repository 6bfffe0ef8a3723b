// @ts-check
/**
 * Writing to a live region (role status) so that a screen reader says every text, even
 * one equal to what the region already holds. A region written with the text it holds is
 * not said again by every screen reader, and a region emptied and written again in the
 * same frame (or on the next animation frame, which runs before that frame is drawn) is
 * one change to the accessibility tree, or none. So a repeated text empties the region
 * and comes back SAY_AGAIN_MS later, from a timeout, and not before EMPTY_FRAMES frames have
 * been drawn with the region empty: on a loaded machine 100 ms may pass without a frame.
 *
 * Each caller keeps its own rule of when to speak (a new position, a new table version, a
 * step of the replay); this module only makes what is spoken heard.
 */

/** How long a region stays empty before the same text is written into it again. */
export const SAY_AGAIN_MS = 100;

/** The frames drawn with the region empty before the text comes back (where the page
 * draws frames: a hidden page draws none, and the text comes back after EMPTY_AT_MOST_MS). */
export const EMPTY_FRAMES = 3;
export const EMPTY_AT_MOST_MS = 1000;

/** How long a region reworded stays out of the live regions (aria-live "off"): longer than
 * a frame, so the accessibility tree takes the new words in while it is off. */
export const QUIET_MS = 100;

/**
 * A speaker for one live region.
 *
 * `say(text)`: a text other than the region's, with no write waiting, is written at
 * once; the same text again is written SAY_AGAIN_MS after emptying the region; a newer
 * text while a write waits replaces it (and waits too, so the empty state is drawn). An
 * empty text empties the region at once and drops a waiting write; the text last written
 * coming back less than SAY_AGAIN_MS after the region was emptied waits out the rest of
 * that time (A, "", A in one task was A written back at once: the empty state never drawn).
 * `reword(text)`: the same message in other words (the language changed), written at once
 * with the region's aria-live set to "off" until QUIET_MS later, so that a screen reader
 * does not say it again (a message still waiting to be written is said in its new
 * words); a `say` within that time puts aria-live back first.
 * `stop()`: drops a waiting write (the view goes).
 *
 * @param {HTMLElement} region
 * @returns {{ say: (text: string) => void, reword: (text: string) => void, stop: () => void }}
 */
export function liveRegion(region) {
  let timer = /** @type {ReturnType<typeof setTimeout>|null} */ (null);
  let written = ""; // the last text written into the region
  let emptiedAt = -Infinity; // when the region was last emptied (Date.now())
  let quiet = /** @type {ReturnType<typeof setTimeout>|null} */ (null); // reworded: aria-live off
  let liveBefore = /** @type {string|null} */ (null); // the region's own aria-live, put back
  const unquiet = () => {
    quiet = null;
    if (liveBefore === null) region.removeAttribute("aria-live"); // its role's (status: polite)
    else region.setAttribute("aria-live", liveBefore);
  };
  const loud = () => {
    if (quiet === null) return;
    clearTimeout(quiet);
    unquiet();
  };
  let frames = EMPTY_FRAMES; // frames drawn since the region was emptied (counted up to EMPTY_FRAMES)
  let counting = 0; // the frame request counting them
  const drop = () => {
    if (timer !== null) clearTimeout(timer);
    timer = null;
  };
  const stop = () => {
    drop();
    if (counting) cancelAnimationFrame(counting);
    counting = 0;
  };
  const countFrames = () => {
    if (typeof requestAnimationFrame !== "function") return; // no frames to wait for
    if (counting) cancelAnimationFrame(counting);
    frames = 0;
    const tick = () => {
      frames++;
      counting = frames < EMPTY_FRAMES ? requestAnimationFrame(tick) : 0;
    };
    counting = requestAnimationFrame(tick);
  };
  const empty = () => {
    if (region.textContent !== "") {
      emptiedAt = Date.now();
      countFrames();
    }
    region.textContent = "";
  };
  const write = (/** @type {string} */ text) => {
    written = text;
    region.textContent = text;
  };
  const writeAfter = (/** @type {string} */ text, /** @type {number} */ ms) => {
    const due = () => {
      // the empty region drawn in enough frames, or a page that draws none
      if (frames >= EMPTY_FRAMES || Date.now() - emptiedAt >= EMPTY_AT_MOST_MS) {
        timer = null;
        write(text);
      } else {
        timer = setTimeout(due, 16);
      }
    };
    timer = setTimeout(due, ms);
  };
  const say = (/** @type {string} */ text) => {
    const waiting = timer !== null;
    drop();
    loud();
    if (!text) {
      empty();
      return;
    }
    if (!waiting && region.textContent !== text) {
      const since = Date.now() - emptiedAt;
      const drawn = since >= SAY_AGAIN_MS && (frames >= EMPTY_FRAMES || since >= EMPTY_AT_MOST_MS);
      if (region.textContent === "" && text === written && !drawn) {
        // emptied just now: let the empty state be drawn
        writeAfter(text, Math.max(0, SAY_AGAIN_MS - since));
      } else {
        write(text);
      }
      return;
    }
    empty();
    writeAfter(text, SAY_AGAIN_MS);
  };
  const reword = (/** @type {string} */ text) => {
    if (timer !== null) {
      say(text); // the message is still to be said: said in its new words
      return;
    }
    if (!text || region.textContent === text) return;
    loud();
    liveBefore = region.getAttribute("aria-live");
    region.setAttribute("aria-live", "off");
    write(text);
    quiet = setTimeout(unquiet, QUIET_MS);
  };
  return { say, reword, stop };
}

/**
 * A message line spoken by the kernel's serial (its count of the messages its actions
 * set): the table's message line and the position editor's.
 *
 * `show(text, serial)`: a new serial is said, even with the words of the last message (the
 * same refused move twice); the same serial in other words (the language changed) is
 * reworded, shown without being said again; the same serial and words (a table published
 * again for a setting) change nothing. An empty text with no serial empties the line.
 * `stop()`: drops a waiting write (the view goes).
 *
 * @param {HTMLElement} region
 * @returns {{ show: (text: string, serial: unknown) => void, stop: () => void }}
 */
export function messageLine(region) {
  const speaker = liveRegion(region);
  let last = { text: "", serial: /** @type {unknown} */ (undefined) };
  const show = (/** @type {string} */ text, /** @type {unknown} */ serial) => {
    if (serial !== last.serial) speaker.say(text);
    else if (text !== last.text) speaker.reword(text);
    last = { text, serial };
  };
  return { show, stop: speaker.stop };
}

/**
 * A live region whose markup the page rebuilds only when it changes (the position editor's
 * verdict: a mark, a word and the problem).
 *
 * `write(html, reworded)`: a new content is written with the region's own aria-live (a
 * rewording still quiet has it put back first), so it is said; `reworded` true says it is
 * the same content in other words (the language changed): written with aria-live "off"
 * until QUIET_MS later, so that a screen reader does not say it again.
 * `stop()`: puts the region's aria-live back at once (the view goes).
 *
 * @param {HTMLElement} region
 * @returns {{ write: (html: string, reworded: boolean) => void, stop: () => void }}
 */
export function liveMarkup(region) {
  let quiet = /** @type {ReturnType<typeof setTimeout>|null} */ (null);
  let liveBefore = /** @type {string|null} */ (null); // the region's own aria-live, put back
  const loud = () => {
    if (quiet === null) return;
    clearTimeout(quiet);
    quiet = null;
    if (liveBefore === null) region.removeAttribute("aria-live");
    else region.setAttribute("aria-live", liveBefore);
  };
  const write = (/** @type {string} */ html, /** @type {boolean} */ reworded) => {
    loud();
    if (reworded) {
      liveBefore = region.getAttribute("aria-live");
      region.setAttribute("aria-live", "off");
      quiet = setTimeout(loud, QUIET_MS);
    }
    region.innerHTML = html;
  };
  return { write, stop: loud };
}
