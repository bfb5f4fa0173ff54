// The service worker: the whole app, runtime included, cached on the first
// visit, so later visits start and play with no network at all.
//
// build.py fills in the markers: the build id (a hash of every file of the
// site), the runtime id (a hash of the Pyodide/PyScript files) and the two file
// lists. Two caches per install scope (and start.mjs's snapshot, kept for its build):
//   ludo-app|<scope>|<build>        the page, styles, icons, app.zip (~100 KB)
//   ludo-runtime|<scope>|<runtime>  Pyodide and PyScript (~12 MB), kept across
//                                   builds while the runtime does not change.
// A new build installs a new app cache, takes over at once and drops every
// other cache of its scope; the page reloads itself onto the new build.
"use strict";

const BUILD = "%LUDO_BUILD%";
const RUNTIME = "%LUDO_RUNTIME%";
const APP_FILES = "%LUDO_APP_FILES%";
const RUNTIME_FILES = "%LUDO_RUNTIME_FILES%";

const SCOPE = self.registration.scope;
const APP_CACHE = `ludo-app|${SCOPE}|${BUILD}`;
const RUNTIME_CACHE = `ludo-runtime|${SCOPE}|${RUNTIME}`;
// start.mjs's saved start of the interpreter (a memory snapshot) for this build
const SNAPSHOT_CACHE = `ludo-snapshot|${SCOPE}|${BUILD}`;
const KEPT = [APP_CACHE, RUNTIME_CACHE, SNAPSHOT_CACHE];
const OURS = (name) => name.startsWith("ludo-") && name.includes(`|${SCOPE}|`);

async function fill(cacheName, files) {
  const cache = await caches.open(cacheName);
  const have = new Set((await cache.keys()).map((request) => request.url));
  const missing = files.map((file) => new URL(file, SCOPE).href).filter((url) => !have.has(url));
  // "no-cache": revalidated with the server (exactly this build), yet a file
  // the page has just loaded comes from the HTTP cache, not downloaded again.
  await cache.addAll(missing.map((url) => new Request(url, { cache: "no-cache" })));
}

self.addEventListener("install", (event) => {
  event.waitUntil(
    Promise.all([fill(RUNTIME_CACHE, RUNTIME_FILES), fill(APP_CACHE, APP_FILES)])
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener("activate", (event) => {
  event.waitUntil(
    caches.keys()
      .then((names) => Promise.all(
        names.filter((name) => OURS(name) && !KEPT.includes(name))
          .map((name) => caches.delete(name)),
      ))
      .then(() => self.clients.claim()),
  );
});

async function lookup(url) {
  for (const name of [APP_CACHE, RUNTIME_CACHE]) {
    const found = await caches.match(url, { cacheName: name, ignoreSearch: true });
    if (found) {
      return found;
    }
  }
  return undefined;
}

async function answer(request) {
  const url = new URL(request.url);
  // The page under any query string ("./?speed=0", "./index.html?lang=de").
  const page = request.mode === "navigate" && url.pathname.endsWith("/")
    ? await lookup(new URL("index.html", url).href) : undefined;
  return page || (await lookup(request)) || fetch(request);
}

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || !request.url.startsWith(SCOPE)) {
    return;
  }
  event.respondWith(answer(request));
});
