// <ludo-board>: live boards on any page, all driven by ONE Python runtime.
//
// A page includes this script once (<script src="boards.js" defer>, relative to the page)
// and writes its boards as elements with the parameters of embed.html as attributes:
//
//   <ludo-board position="m1.02.00.8kGH.v___" roll="3" mode="scenario" lang="en"
//               title="A compulsory capture"></ludo-board>
//
// This script defines the element (its markup in a shadow root, styled by the site's
// stylesheets: fetched once and shared by every board as constructed sheets) and starts one PyScript runtime for the page: a <script type="py">
// whose files are found beside this script (any folder, any subpath). Its Python
// (ludoview.embed.boards) drives every board with a controller of its own. Events are
// CustomEvents on the element ("ludo:ready", "ludo:roll", "ludo:move", "ludo:state",
// "ludo:gameover", "ludo:error"; event.detail is what embed.html posts to its parent);
// board.command({type: "set-position", ...}) takes the embed's host commands. A share link's
// game goes on in a board with the link's parameters and record="<what follows #record=>".
//
// Until Python is up, a board shows the picture given inside the element (an <svg> child,
// drawn by the build for the rules pages, part of the editor's snippet; moved into the
// board, the element keeps no copy), else "Loading
// the board…" in its language, in a box of the size the live board will have. Boards far
// from the screen are paused (no computer turns, no timers) and resume where they were.
(function () {
  "use strict";
  if (!window.customElements || window.ludoBoards || window.customElements.get("ludo-board")) { return; }
  var script = document.currentScript;
  var base = new URL(".", script && script.src ? script.src : location.href).href;
  var WORDS = {it: "Caricamento del tabellone…", fr: "Chargement du plateau…", en: "Loading the board…",
               de: "Brett wird geladen…"};
  // What a board says when the runtime's files cannot be had from this page (another site's
  // page whose browser refuses them, CORS): each language's words, written by the build
  // (boards.cannot_start of the catalogues; {site} is the game's site).
  var CANNOT = "%LUDO_BOARDS_WORDS%";
  var STYLES = ["style.css", "colonne.css", "embed.css", "boards.css"];
  // embed.html's frame (the same ids: its Python finds them in the shadow root)
  var FRAME = [
    '<div class="embed-frame">',
    '<p id="caption" class="caption" hidden></p>',
    '<form id="setup" class="setup" data-testid="setup" hidden>',
    '<p id="setup-title" class="caption"></p>',
    '<label id="setup-count-row"><span id="setup-count-label"></span>',
    '<select id="setup-count" data-testid="setup-count"><option>2</option><option>3</option><option>4</option></select></label>',
    '<div id="setup-seats" class="setup-seats"></div>',
    '<div id="setup-options" class="setup-options"></div>',
    '<button type="submit" id="setup-start" data-testid="setup-start"></button>',
    '</form>',
    '<div id="board" class="board" data-testid="board" aria-busy="true"></div>',
    '<div class="embed-bar">',
    '<button type="button" id="die" class="die" data-testid="die" disabled></button>',
    '<p id="status" class="status" aria-live="polite"></p>',
    '</div>',
    '<section id="explain" class="explain" aria-live="polite">',
    '<p id="explain-head" class="explain-head"></p>',
    '<p id="explain-rule" class="explain-rule"></p>',
    '<ol id="move-list" class="move-list"></ol>',
    '<p id="say" class="say"></p>',
    '</section>',
    '<div class="tools">',
    '<button type="button" id="continue" data-testid="continue" hidden></button>',
    '<button type="button" id="reset" data-testid="reset" hidden></button>',
    '<details id="share" class="share">',
    '<summary id="share-label"></summary>',
    '<a id="share-game" data-testid="share-game" target="_blank" rel="noopener"></a>',
    '<a id="share-position" data-testid="share-position" target="_blank" rel="noopener"></a>',
    '<a id="share-replay" data-testid="share-replay" target="_blank" rel="noopener"></a>',
    '</details>',
    '</div>',
    '<div id="error" class="error" role="alert" hidden>',
    '<p class="error-title"></p>',
    '<ul class="error-text" data-testid="error-text"></ul>',
    '<p class="error-hint"></p>',
    '</div>',
    '</div>'
  ].join("");

  // The stylesheets of every board: one constructed sheet a file, fetched once, adopted by
  // every shadow root (25 boards: one parsed copy, not 25 <link>s each). Where the browser
  // cannot (no adoptedStyleSheets, a fetch refused), each board links the files instead.
  var sheets = null;
  var styled = ("adoptedStyleSheets" in Document.prototype && "replaceSync" in CSSStyleSheet.prototype)
    ? Promise.all(STYLES.map(function (name) {
        return fetch(base + name).then(function (r) {
          if (!r.ok) { throw new Error(name + ": " + r.status); }
          return r.text();
        });
      })).then(function (texts) {
        sheets = texts.map(function (text) { var sheet = new CSSStyleSheet(); sheet.replaceSync(text); return sheet; });
      }, function () { sheets = null; })
    : Promise.resolve();

  var python = null;       // Python's side, once up: {connect, disconnect, show, command}
  var failed = false;      // the runtime's modules were refused: every board says why
  function cannotStart() {
    if (failed || python) { return; }
    failed = true;
    document.querySelectorAll("ludo-board").forEach(sayCannot);
  }
  function sayCannot(board) {
    var root = board.shadowRoot;
    if (!root) { return; }            // (built, then told, by connectedCallback)
    var words = typeof CANNOT === "object" ? CANNOT : {};
    var text = (words[language(board)] || words.en || "This board cannot start here.")
      .replace("{site}", new URL(base).origin);
    var box = root.getElementById("error");
    box.querySelector(".error-title").textContent = text;
    box.hidden = false;
    var note = root.querySelector(".embed-loading");
    if (note) { note.remove(); }
    var shown = root.getElementById("board");
    shown.removeAttribute("aria-busy");
    // its picture, if it was given one, stays (still, under the words: boards.css)
    if (shown.querySelector("svg")) { board.setAttribute("data-still", ""); }
    board.setAttribute("data-ludo", "error");
  }
  var waiting = [];        // [what, board, value] told before Python was up
  function tell(what, board, value) {
    if (python) { python[what](board, value); } else { waiting.push([what, board, value]); }
  }

  // near the screen (or on it): live; far: paused
  var near = new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      entry.target.near = entry.isIntersecting;
      tell("show", entry.target, entry.isIntersecting);
    });
  }, {rootMargin: "600px 0px"});

  function language(board) {
    var lang = board.getAttribute("lang");
    if (!WORDS[lang]) {
      var around = board.closest("[lang]");
      lang = around ? around.getAttribute("lang") : "";
    }
    if (!WORDS[lang]) { lang = String(navigator.language || "en").slice(0, 2).toLowerCase(); }
    return WORDS[lang] ? lang : "en";
  }

  // The picture given inside the element for the layout this box will have (colonne's
  // board may come drawn both ways: across, in a box wider than tall, or down).
  function picture(board) {
    var pictures = board.querySelectorAll(":scope > svg");
    if (!pictures.length) { return null; }
    var box = board.getBoundingClientRect();
    var orient = box.height > box.width ? "portrait" : "landscape";
    for (var i = 0; i < pictures.length; i++) {
      if (pictures[i].classList.contains(orient)) { return pictures[i]; }
    }
    return pictures[0];
  }

  class LudoBoard extends HTMLElement {
    connectedCallback() {
      if (!this.shadowRoot) { this.build(); }
      if (failed) { sayCannot(this); return; }
      near.observe(this);
      tell("connect", this, null);
    }
    disconnectedCallback() {
      near.unobserve(this);
      tell("disconnect", this, null);
    }
    build() {
      var root = this.attachShadow({mode: "open"});
      if (sheets) {
        root.adoptedStyleSheets = sheets;
      } else {
        STYLES.forEach(function (name) {
          var link = document.createElement("link");
          link.rel = "stylesheet";
          link.href = base + name;
          root.appendChild(link);
        });
      }
      var holder = document.createElement("template");
      holder.innerHTML = FRAME;
      root.appendChild(holder.content);
      var board = root.getElementById("board");
      var shown = picture(this);
      if (shown) {
        board.appendChild(shown);   // moved, not copied; the other layout's picture dropped
        this.querySelectorAll(":scope > svg").forEach(function (other) { other.remove(); });
      } else {
        var note = document.createElement("p");
        note.className = "embed-loading";
        note.textContent = WORDS[language(this)];
        board.appendChild(note);
      }
      this.setAttribute("data-ludo", "loading");
    }
    // a host command, as embed.html takes them by postMessage; the answer comes as an event
    command(message) { tell("command", this, message); }
  }

  // Python calls this once it is up, with its side of the boards.
  window.ludoBoards = {
    base: base,
    up: function (side) {
      python = side;
      window.ludoBoards.upAt = Math.round(performance.now());   // (the benchmarks)
      var told = waiting;
      waiting = [];
      told.forEach(function (t) { python[t[0]](t[1], t[2]); });
    }
  };
  // Frames of embed.html of this site on this page are served by this runtime too (frames.js
  // finds this object and starts no Python of its own; ludoview.embed.frames drives them).
  if (!window.ludoFrames) {
    var frameSide = null, frameWaiting = [];
    var frameServer = {
      served: [],
      serve: function (w) {
        frameServer.served.push(w);
        if (frameSide) { frameSide.serve(w); } else { frameWaiting.push(["serve", w]); }
      },
      leave: function (w) {
        frameServer.served = frameServer.served.filter(function (x) { return x !== w; });
        if (frameSide) { frameSide.leave(w); } else { frameWaiting.push(["leave", w]); }
      },
      up: function (python) {
        frameSide = python;
        frameWaiting.splice(0).forEach(function (t) { frameSide[t[0]](t[1]); });
      }
    };
    window.ludoFrames = frameServer;
  }
  // defined once the stylesheets are in: until then the page shows the element's own content
  // (the rules pages style its picture: ludo-board:not(:defined) > svg)
  styled.then(function () { customElements.define("ludo-board", LudoBoard); });

  // one runtime for the page: PyScript's stylesheet, the Python, PyScript
  var css = document.createElement("link");
  css.rel = "stylesheet";
  css.href = base + "runtime/pyscript/core.css";
  document.head.appendChild(css);
  var py = document.createElement("script");
  py.type = "py";
  py.setAttribute("config", JSON.stringify({
    interpreter: base + "start.mjs",
    files: (function () { var f = {}; f[base + "app.zip"] = "./*"; f[base + "colonne.zip"] = "./*"; f[base + "pages.zip"] = "./*"; return f; })()
  }));
  py.textContent = "from ludoview.embed import boards\nboards.main()\n";
  (document.body || document.documentElement).appendChild(py);
  var core = document.createElement("script");
  core.type = "module";
  core.src = base + "runtime/pyscript/core.js";
  core.onerror = cannotStart;      // refused (another site's files, no CORS) or missing
  document.head.appendChild(core);
  // meanwhile the interpreter's module reads the saved start and fetches Pyodide's module
  // (start.mjs, prepare): PyScript's chain of modules runs first, then asks for them
  import(base + "start.mjs").then(function (m) { if (m.prepare) { m.prepare(); } }, cannotStart);
})();
