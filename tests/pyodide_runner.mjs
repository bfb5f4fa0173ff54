// Run Python code inside the real vendored Pyodide under Node.js.
//
//   node tests/pyodide_runner.mjs <pyodide dir> [bundle.zip] [--stdlib=<zip>] [--env=NAME=VALUE ...]
//
// The zip (if given) is unpacked into the interpreter's working directory,
// which is on sys.path, exactly like PyScript's `files: {"./app.zip": "./*"}`.
// --stdlib: the standard-library zip to start with (Pyodide's `stdLibURL`; the
// default is the one beside pyodide.mjs), e.g. the one the site ships.
// --env: an environment variable for Python's start (e.g. PYTHONNODEBUGRANGES=1).
// Then it reads requests from stdin, one JSON object a line:
//     {"code": "<python source>"}
// and answers each on stdout, one JSON object a line:
//     {"ok": true, "result": <the code's RESULT global, as JSON>, "output": "<printed text>"}
//     {"ok": false, "error": "<Python traceback>", "output": "..."}
// The first line it writes is {"ready": true, "version": "<sys.version>"}.
import { readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { pathToFileURL } from "node:url";
import path from "node:path";

const options = process.argv.slice(2).filter((arg) => arg.startsWith("--"));
const [pyodideDir, bundle] = process.argv.slice(2).filter((arg) => !arg.startsWith("--"));
const stdlib = options.find((arg) => arg.startsWith("--stdlib="))?.slice("--stdlib=".length);
const env = Object.fromEntries(options.filter((arg) => arg.startsWith("--env="))
  .map((arg) => { const [name, ...rest] = arg.slice("--env=".length).split("="); return [name, rest.join("=")]; }));
if (!pyodideDir) {
  process.stderr.write("usage: node pyodide_runner.mjs <pyodide dir> [bundle.zip] [--stdlib=<zip>]\n");
  process.exit(2);
}

let output = [];
let pyodide;
try {
  const { loadPyodide } = await import(pathToFileURL(path.join(pyodideDir, "pyodide.mjs")).href);
  pyodide = await loadPyodide({
    indexURL: path.resolve(pyodideDir) + path.sep,
    ...(stdlib ? { stdLibURL: path.resolve(stdlib) } : {}),
    env: { HOME: "/home/pyodide", ...env },
    stdout: (line) => output.push(line),
    stderr: (line) => output.push(line),
  });
  if (bundle) {
    pyodide.unpackArchive(new Uint8Array(readFileSync(bundle)), "zip");
  }
} catch (error) {
  // Short message: Node would otherwise print a whole minified line of Pyodide.
  process.stderr.write(`Pyodide failed to start: ${String(error?.message ?? error).slice(0, 2000)}\n`);
  process.exit(1);
}
const send = (message) => process.stdout.write(JSON.stringify(message) + "\n");
send({ ready: true, version: pyodide.runPython("import sys; sys.version") });

const lines = createInterface({ input: process.stdin, crlfDelay: Infinity });
for await (const line of lines) {
  if (!line.trim()) continue;
  output = [];
  let request;
  try {
    request = JSON.parse(line);
  } catch (error) {
    send({ ok: false, error: `bad request line: ${error.message}`, output: "" });
    continue;
  }
  const scope = pyodide.globals.get("dict")();
  try {
    await pyodide.runPythonAsync(request.code, { globals: scope });
    const result = scope.has("RESULT")
      ? JSON.parse(pyodide.runPython("import json; json.dumps(RESULT)", { globals: scope }))
      : null;
    send({ ok: true, result, output: output.join("\n") });
  } catch (error) {
    send({ ok: false, error: String(error.message ?? error), output: output.join("\n") });
  } finally {
    scope.destroy();
  }
}
