// The worker that makes the saved start of start.mjs, once, on a first visit: a Pyodide of
// its own with the _makeSnapshot option, the site's app.zip unpacked as PyScript unpacks it,
// the modules the page imported imported, then the whole interpreter memory stored in the
// Cache API. It touches no page and no DOM (a snapshot can carry no JavaScript object
// but the globals), and the page ends it once it answers.
import { loadPyodide } from "./runtime/pyodide/pyodide.mjs";

self.onmessage = async (event) => {
  const { index, cache, key, modules, bundles } = event.data;
  const started = performance.now();
  try {
    const py = await loadPyodide({ indexURL: index, _makeSnapshot: true });
    for (const url of bundles) {
      const response = await fetch(url);
      if (!response.ok) { throw new Error(`${url}: ${response.status}`); }
      py.unpackArchive(await response.arrayBuffer(), "zip", { extractDir: "." });
    }
    // a module that does not import here (it needs the page) is left to the page
    py.runPython([
      "def _ludo_imports(names):",
      "    import importlib",
      "    done = 0",
      "    for name in names:",
      "        try:",
      "            importlib.import_module(name)",
      "            done += 1",
      "        except Exception:",
      "            pass",
      "    return done",
      `_ludo_imported = _ludo_imports(${JSON.stringify(modules)})`,
      "del _ludo_imports",
    ].join("\n"));
    const imported = py.runPython("_ludo_imported");
    py.runPython("del _ludo_imported");
    const snapshot = py.makeMemorySnapshot();
    // its hash kept beside it (start.mjs checks the bytes before use); no hash, no snapshot
    const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", snapshot));
    const hex = Array.from(hash, (b) => b.toString(16).padStart(2, "0")).join("");
    const store = await caches.open(cache);
    await store.put(key, new Response(snapshot, {
      headers: { "content-type": "application/octet-stream", "x-ludo-sha256": hex },
    }));
    self.postMessage({ ok: true, bytes: snapshot.length, modules: modules.length, imported, ms: Math.round(performance.now() - started) });
  } catch (e) {
    self.postMessage({ ok: false, error: String(e && e.message || e) });
  }
};
