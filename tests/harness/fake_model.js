// Minimal stand-in for the anywidget/ipywidgets model (AFM "model" interface), as in
// /work/shared/TESTING.md section 5. Records save_changes() deltas and model.send() messages.
export function createModel(initial = {}) {
  const state = { ...initial };
  const listeners = new Map(); // event name -> Set(callback)
  const dirty = {};
  const model = {
    saved: [], // list of {key: value} deltas sent to "Python"
    sent: [], // custom messages (model.send)
    get: (k) => state[k],
    set(k, v) {
      const old = state[k];
      state[k] = v;
      dirty[k] = v;
      if (old !== v) model._emit(`change:${k}`, v);
    },
    save_changes() {
      model.saved.push({ ...dirty });
      for (const k of Object.keys(dirty)) delete dirty[k];
    },
    on(name, cb) {
      (listeners.get(name) ?? listeners.set(name, new Set()).get(name)).add(cb);
    },
    off(name, cb) {
      if (!name) listeners.clear();
      else if (!cb) listeners.delete(name);
      else listeners.get(name)?.delete(cb);
    },
    // like the kernel, acknowledge every intent that carries an id (docs/protocol.md,
    // "Delivery"); a test sets autoAck = false to play a kernel that never answers
    autoAck: true,
    send(content, callbacks, buffers) {
      model.sent.push({ content, buffers });
      if (model.autoAck && content && typeof content.id === "string") {
        queueMicrotask(() => model._pymsg({ ack: content.id }));
      }
    },
    listenerCount() {
      let n = 0;
      for (const set of listeners.values()) n += set.size;
      return n;
    },
    // test helpers: simulate the kernel pushing state or a custom message
    _pyset(k, v) {
      state[k] = v;
      model._emit(`change:${k}`, v);
      model._emit("change", { [k]: v });
    },
    _pymsg(content, buffers = []) {
      model._emit("msg:custom", content, buffers);
    },
    _emit(name, ...args) {
      for (const cb of [...(listeners.get(name) ?? [])]) cb(...args);
    },
  };
  return model;
}
