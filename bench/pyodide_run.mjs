// Run a Python snippet inside the real Pyodide runtime under Node.js, with the
// project's `ludo` package copied into Pyodide's file system.
// Usage: node bench/pyodide_run.mjs <python-file>  -- prints what the script prints;
// the script's last expression (if a string) is printed too.
import { loadPyodide } from "pyodide";
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join, dirname, relative } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");

function copyTree(pyodide, hostDir, fsDir) {
  pyodide.FS.mkdirTree(fsDir);
  for (const name of readdirSync(hostDir)) {
    const host = join(hostDir, name);
    if (name === "__pycache__") continue;
    if (statSync(host).isDirectory()) copyTree(pyodide, host, `${fsDir}/${name}`);
    else if (name.endsWith(".py") || hostDir.endsWith("data")) pyodide.FS.writeFile(`${fsDir}/${name}`, readFileSync(host));
  }
}

const script = process.argv[2];
if (!script) {
  console.error("usage: node bench/pyodide_run.mjs <python-file>");
  process.exit(2);
}
const pyodide = await loadPyodide();
copyTree(pyodide, join(root, "ludo"), "/home/pyodide/ludo");
pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide')");
const out = await pyodide.runPythonAsync(readFileSync(script, "utf8"));
if (typeof out === "string") console.log(out);
