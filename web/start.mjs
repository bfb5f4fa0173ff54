// The interpreter module every page gives PyScript ("interpreter": "./start.mjs"): it is
// Pyodide's own loadPyodide (runtime/pyodide/pyodide.mjs), with a saved start.
//
// A visit after the first starts from a memory snapshot of the interpreter (Pyodide's
// _loadSnapshot option): the WebAssembly memory of a Pyodide that had already booted and
// imported the engine (the `ludo` modules the page used) and the standard-library modules
// the page had imported, so neither Pyodide's bootstrap nor those imports run again.
//
// The first visit makes it, once, in the background: some seconds after its Python is up
// and the page is idle, a worker (snapshot.mjs) starts a second Pyodide with the
// _makeSnapshot option (the page's own cannot make one: it has run PyScript and holds DOM
// objects), imports those modules and stores the snapshot in the Cache API, under the
// build's id (a new build, or a new Pyodide, is never started from an old one; the service
// worker drops other builds' snapshots). A snapshot that fails to load is deleted and the
// page starts afresh.
//
// After a restore every random source is reseeded from the browser's crypto source
// (Python's `random` module; the engine makes no generator at import); the string hash
// seed stays the one of the snapshot (see docs/startup.md: nothing of a game depends on it).
//
// window.ludoStart says what happened: {from: "snapshot" | "fresh", ms, snapshot: "saved" | "elsewhere" |
// "making" | "off" | "failed: ..."}. globalThis.LUDO_SNAPSHOT = false (set before this
// module runs) neither makes nor uses one (the browser tests do, so that every test is a
// first visit and no second interpreter runs beside it); LUDO_SNAPSHOT_DELAY_MS changes
// the wait before making it.
import { loadPyodide as load, version } from "./runtime/pyodide/pyodide.mjs";

export { version };

const BUILD = "%LUDO_BUILD%";
const HERE = new URL("./", import.meta.url).href;
const INDEX = new URL("./runtime/pyodide/", import.meta.url).href;
// the service worker's scope is this folder (sw.js is beside this file); its cache names
// are "ludo-<kind>|<scope>|<id>" and it keeps this one for its build
export const CACHE = `ludo-snapshot|${HERE}|${BUILD}`;
export const KEY = new URL("./ludo-start.snapshot", import.meta.url).href;
const DELAY_MS = 4000;   // after the interpreter is up: let the page start and settle first

const state = { from: null, ms: null, snapshot: null };
globalThis.ludoStart = state;

// The SHA-256 of a snapshot's bytes, in hex (kept beside it, in its response's HASH_HEADER);
// null where the browser has no crypto.subtle (a page not on https or localhost).
export const HASH_HEADER = "x-ludo-sha256";
export async function digest(bytes) {
  if (!globalThis.crypto || !crypto.subtle) { return null; }
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("");
}

async function saved() {
  if (!globalThis.caches || globalThis.LUDO_SNAPSHOT === false) { return null; }
  let found;
  try {
    const cache = await caches.open(CACHE);
    found = await cache.match(KEY);
    if (!found) { return null; }
  } catch (e) {
    return null;   // no storage (private mode, a refused quota): a start as before
  }
  try {
    const bytes = new Uint8Array(await found.arrayBuffer());
    const kept = found.headers.get(HASH_HEADER);
    // its bytes checked against the hash kept beside it: a snapshot altered anywhere (or one
    // without its hash) is not used, said in the console and in ludoStart.rejected, and dropped
    if (!kept || kept !== await digest(bytes)) {
      state.rejected = kept ? "hash" : "no hash";
      console.warn(`ludo: the saved start is damaged (${state.rejected}); starting afresh.`);
      await forget();
      return null;
    }
    return bytes;
  } catch (e) {
    state.rejected = `unreadable: ${e}`;
    await forget();
    return null;
  }
}

async function forget() {
  try { await caches.delete(CACHE); } catch (e) { /* nothing stored */ }
}

// other builds' snapshots of this folder (the service worker drops them too, where the
// page has one)
async function forgetOthers() {
  try {
    const prefix = `ludo-snapshot|${HERE}|`;
    for (const name of await caches.keys()) {
      if (name.startsWith(prefix) && name !== CACHE) { await caches.delete(name); }
    }
  } catch (e) { /* nothing stored */ }
}

// Every random source of the restored interpreter gets new state from crypto
// (os.urandom is crypto.getRandomValues in Pyodide): without this every visit from one
// snapshot would throw the same dice.
const RESEED = "import random as _r\n_r.seed()\ndel _r\n";

// the interpreter's memory now (MB), for the benchmarks
function measured(py) {
  state.heapMB = () => Math.round((py._module && py._module.HEAP8 ? py._module.HEAP8.byteLength : 0) / 1e5) / 10;
}

// A page that knows it will start Python (boards.js) calls this as soon as it runs, while
// PyScript's own modules are still being fetched and run: the snapshot is read from the cache
// and Pyodide's large module (pyodide.asm.mjs, the one loadPyodide imports first) fetched and
// compiled meanwhile, so neither waits for PyScript to ask (a warm jump to a board: about a
// third of its time was these two, after PyScript's chain).
let early = null;
export function prepare() {
  if (!early) {
    early = { snapshot: saved(), module: import(`${INDEX}pyodide.asm.mjs`).catch(() => null) };
  }
  return early;
}

export async function loadPyodide(options = {}) {
  const started = performance.now();
  state.calledAt = Math.round(started);   // ms after the navigation (the benchmarks)
  state.prepared = !!early;
  const settings = { ...options, indexURL: INDEX };
  const snapshot = await (early ? early.snapshot : saved());
  early = null;   // (its snapshot's bytes are not kept beyond the load)
  state.readMs = Math.round(performance.now() - started);
  if (snapshot) {
    try {
      const py = await load({ ...settings, _loadSnapshot: snapshot });
      // Pyodide keeps its options for the page's life: not the snapshot's 31 MB
      if (py._api && py._api.config) { delete py._api.config._loadSnapshot; }
      py.runPython(RESEED);
      measured(py);
      state.from = "snapshot";
      state.snapshot = "saved";
      state.ms = Math.round(performance.now() - started);
      state.upAt = Math.round(performance.now());
      return py;
    } catch (e) {
      console.warn("ludo: the saved start could not be used; starting afresh.", e);
      await forget();
    }
  }
  const py = await load(settings);
  measured(py);
  state.from = "fresh";
  state.ms = Math.round(performance.now() - started);
  state.upAt = Math.round(performance.now());
  later(py);
  return py;
}

// The modules the snapshot imports: the engine's and the standard library's that the page
// has imported by now. Never the view's, PyScript's or Pyodide's own (they hold or read
// the page's DOM and JavaScript objects, which a snapshot cannot carry).
const KEEP = /^(ludo)(\.|$)/;
const LEAVE = /^(_?pyscript|polyscript|ludoview|js|_?pyodide|pyodide_js|__main__)(\.|$)/;

function modules(py) {
  const names = String(py.runPython("import sys as _s\n'\\n'.join(sorted(_s.modules))")).split("\n");
  const library = String(py.runPython("import sys as _s\n'\\n'.join(sorted(_s.stdlib_module_names))"))
    .split("\n");
  const stdlib = new Set(library);
  return names.filter((name) => KEEP.test(name)
    || (!LEAVE.test(name) && stdlib.has(name.split(".")[0])));
}

function later(py) {
  if (!globalThis.caches || !globalThis.Worker || globalThis.LUDO_SNAPSHOT === false) {
    state.snapshot = "off";
    return;
  }
  const idle = globalThis.requestIdleCallback || ((f) => setTimeout(f, 0));
  const delay = Number.isFinite(globalThis.LUDO_SNAPSHOT_DELAY_MS) ? globalThis.LUDO_SNAPSHOT_DELAY_MS : DELAY_MS;
  setTimeout(() => idle(() => make(py), { timeout: 10000 }), delay);
}

// One maker at a time for the whole site in this browser (frames of embed.html, tabs):
// the first takes the lock, the others see its snapshot stored and make none.
function make(py) {
  if (!navigator.locks) { makeNow(py); return; }
  navigator.locks.request("ludo-snapshot", { ifAvailable: true }, async (lock) => {
    if (!lock || await saved()) {
      state.snapshot = lock ? "saved" : "elsewhere";   // stored already, or being made elsewhere
      return;
    }
    await new Promise((done) => makeNow(py, done));
  });
}

function makeNow(py, done = () => {}) {
  let names;
  try {
    names = modules(py);
  } catch (e) {
    state.snapshot = `failed: ${e}`;
    done();
    return;
  }
  state.snapshot = "making";
  state.makingAt = performance.timeOrigin + performance.now();
  forgetOthers();
  let worker;
  try {
    worker = new Worker(new URL("./snapshot.mjs", import.meta.url), { type: "module" });
  } catch (e) {
    state.snapshot = `failed: ${e}`;
    done();
    return;
  }
  worker.onmessage = (event) => {
    state.snapshot = event.data.ok ? "saved" : `failed: ${event.data.error}`;
    state.snapshotMs = event.data.ms;
    state.snapshotBytes = event.data.bytes;
    state.snapshotModules = [event.data.imported, event.data.modules];
    worker.terminate();   // its interpreter's memory goes with it
    state.madeAt = performance.timeOrigin + performance.now();
    if (!event.data.ok) { console.warn("ludo: no saved start:", event.data.error); }
    done();
  };
  worker.onerror = (event) => {
    state.snapshot = `failed: ${event.message || "worker error"}`;
    worker.terminate();
    state.madeAt = performance.timeOrigin + performance.now();
    done();
  };
  worker.postMessage({
    index: INDEX, cache: CACHE, key: KEY, modules: names,
    bundles: [new URL("./app.zip", import.meta.url).href],
  });
}
