// SPDX-License-Identifier: MIT
// The page's side of the engine worker: call(verb, scenario, settings) -> Promise of
// {status, text, ms}; `busy` counts the calls under way (the page shows it).

export class Engine {
  constructor(url = new URL("./engine-worker.js", import.meta.url)) {
    this.worker = new Worker(url, { type: "module" });
    this.pending = new Map();
    this.next = 1;
    this.onbusy = () => {};
    this.worker.onmessage = (event) => {
      const { id } = event.data;
      const settle = this.pending.get(id);
      this.pending.delete(id);
      this.onbusy(this.pending.size);
      if (settle) settle(event.data);
    };
  }

  /** Asks the engine; resolves with {status, text, ms}. */
  call(verb, scenario, settings = {}) {
    const id = this.next++;
    return new Promise((resolve) => {
      this.pending.set(id, resolve);
      this.onbusy(this.pending.size);
      this.worker.postMessage({ id, verb, scenario, settings });
    });
  }
}
