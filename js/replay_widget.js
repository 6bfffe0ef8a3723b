// @ts-check
/**
 * The anywidget entry point of ReplayWidget: every frame and narration is in the synced
 * `_frames` trait (solitaire_widget.replay.replay_frames), so stepping needs no kernel
 * round trip; the cursor is the two-way `index` trait (the kernel follows it when there is
 * one, and a saved notebook still steps without one).
 */
import { mountReplay } from "./replay_player.js";

/**
 * The views of each widget, and the one that speaks: each view has its own live region,
 * and a step made in one moves them all, so only the view last stepped by its user (or
 * the first one shown) says it; a screen reader heard every step once per view. Kept on
 * the page, not in this module: a host may load the module again for another view.
 * @type {WeakMap<object, { views: object[], speaker: object | null }>}
 */
const VIEWS = /** @type {any} */ (globalThis)[Symbol.for("solitaire_widget.replay_views")] ??= new WeakMap();

/**
 * @param {{ model: any, el: HTMLElement }} ctx
 * @returns {() => void} cleanup
 */
function render({ model, el }) {
  /** @type {any} */
  let handle = null;
  const me = {};
  let views = VIEWS.get(model);
  if (!views) VIEWS.set(model, (views = { views: [], speaker: null }));
  const group = views;
  group.views.push(me);
  const speaks = () => (group.speaker ?? group.views[0]) === me;
  const mount = () => {
    if (handle) handle.destroy();
    handle = null;
    const data = model.get("_frames");
    if (!data || !data.frames || !data.frames.length) return;
    handle = mountReplay(el, data, {
      index: model.get("index") ?? 0,
      interval: model.get("interval") ?? 900,
      onIndex: (/** @type {number} */ i) => {
        group.speaker = me; // stepped here: said here
        model.set("index", i);
        model.save_changes();
      },
      onPlaying: (/** @type {boolean} */ on) => {
        model.set("_playing", on);
        model.save_changes();
      },
    });
  };
  // several views of one widget play as one: the view that plays steps the line, the others
  // show it and any of them stops it
  const onPlaying = () => handle?.follow(!!model.get("_playing"));
  const onInterval = () => handle?.setInterval(model.get("interval"));
  const onIndex = () => {
    const i = model.get("index");
    if (handle && typeof i === "number" && handle.index !== i) handle.seek(i, false, speaks());
  };
  mount();
  /** @type {any} */
  let stale = null;
  if (model.get("_playing")) {
    // another view plays: this one follows; unless nothing moves for a while (left on by
    // a view that is gone, such as a reloaded page): then nobody steps it, and it stops
    handle?.follow(true);
    const at = model.get("index");
    stale = setTimeout(() => {
      if (model.get("_playing") && model.get("index") === at && !handle?.driving) {
        model.set("_playing", false);
        model.save_changes();
      }
    }, 3 * (model.get("interval") ?? 900));
  }
  model.on("change:_playing", onPlaying);
  model.on("change:index", onIndex);
  model.on("change:interval", onInterval);
  model.on("change:_frames", mount);
  return () => {
    group.views = group.views.filter((v) => v !== me);
    if (group.speaker === me) group.speaker = null;
    clearTimeout(stale);
    if (handle?.driving) {
      // the view that stepped the line goes: the others stop showing it playing
      model.set("_playing", false);
      model.save_changes();
    }
    model.off("change:_playing", onPlaying);
    model.off("change:index", onIndex);
    model.off("change:interval", onInterval);
    model.off("change:_frames", mount);
    if (handle) handle.destroy();
  };
}

export default { render };
