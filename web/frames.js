// embed.html's start: its own runtime, or one of the same site already on the page.
//
// Run in the frame's <head>, before anything of the runtime is fetched. If the page around
// the frame (boards.js) or a sibling frame of the same site runs a ludo runtime that serves
// frames (window.ludoFrames), this frame starts no Python: that runtime draws and drives
// this document (ludoview.embed.frames), its events are posted from this window
// (ludoRelay) and the host's messages reach it here. Else the frame starts its own runtime
// (the preloads and PyScript of <template id="ludo-runtime">) and serves the site's frames
// that come after it. Where the browser allows no access (another site's frames, a
// sandboxed frame) each frame keeps its own runtime, as before.
(function () {
  "use strict";
  var me = window;

  // posted from this window, so that the host sees this frame as the message's source
  me.ludoRelay = function (message, origin, target) { (target || me.parent).postMessage(message, origin); };

  function serving(w) {
    try {
      return w !== me && w.location.origin === location.origin && w.ludoFrames && w.ludoFrames.serve
        ? w.ludoFrames : null;
    } catch (e) {
      return null;   // another origin: its window is not ours to read
    }
  }

  function found() {
    if (me.parent === me) { return null; }
    var host = serving(me.parent);
    if (host) { return host; }
    try {
      for (var i = 0; i < me.parent.frames.length; i++) {
        host = serving(me.parent.frames[i]);
        if (host) { return host; }
      }
    } catch (e) { /* no access to the siblings */ }
    return null;
  }

  // A page with boards.js serves its frames once that (deferred) script has run: a frame
  // that loads before it waits for it a little, then starts its own.
  function parentBoards() {
    try {
      return me.parent !== me && me.parent.location.origin === location.origin
        && !!me.parent.document.querySelector('script[src*="boards.js"]');
    } catch (e) {
      return false;
    }
  }

  function served(host) {
    me.ludoServed = true;
    document.documentElement.classList.add("served");   // embed.css: still unless the reader is at it
    var go = function () { host.serve(me); };
    if (document.readyState === "loading") { document.addEventListener("DOMContentLoaded", go); } else { go(); }
    me.addEventListener("pagehide", function () { host.leave(me); });
  }

  function own() {
    // A runtime of our own, which serves the frames of the site that come after it.
    me.ludoFrames = frameServer();
    me.addEventListener("pagehide", function () {
      var served = me.ludoFrames.served;
      me.ludoFrames.handOver();   // each served frame keeps its game in its URL's fragment
      me.ludoFrames = null;   // a frame reloaded now looks elsewhere, or starts its own
      served.forEach(function (w) { try { w.location.reload(); } catch (e) { /* gone too */ } });
    });
    var start = document.getElementById("ludo-runtime");
    if (start) { document.head.appendChild(start.content.cloneNode(true)); }
  }

  // A frame off the screen (the top page's viewport) moves nothing (embed.css, html.far): its
  // endless animations would restyle and repaint it, and leave garbage, for no one.
  if (me.parent !== me && window.IntersectionObserver) {
    new IntersectionObserver(function (entries) {
      document.documentElement.classList.toggle("far", !entries[entries.length - 1].isIntersecting);
    }).observe(document.documentElement);
  }

  // LUDO_SHARED_RUNTIME = false (set before this script) keeps a runtime a frame, as before
  var shared = me.LUDO_SHARED_RUNTIME !== false;
  var host = shared ? found() : null;
  if (host) {
    served(host);
  } else if (shared && parentBoards()) {
    var tries = 0;
    var wait = setInterval(function () {
      var later = serving(me.parent);
      if (later || ++tries > 100) {
        clearInterval(wait);
        if (later) { served(later); } else { own(); }
      }
    }, 10);
  } else {
    own();
  }

  // The object other frames find: serve(frame) and leave(frame), queued until Python is up.
  function frameServer() {
    var side = null, waiting = [];
    var server = {
      served: [],
      serve: function (w) {
        server.served.push(w);
        if (side) { side.serve(w); } else { waiting.push(["serve", w]); }
      },
      leave: function (w) {
        server.served = server.served.filter(function (x) { return x !== w; });
        if (side) { side.leave(w); } else { waiting.push(["leave", w]); }
      },
      up: function (python) {
        side = python;
        waiting.splice(0).forEach(function (t) { side[t[0]](t[1]); });
      },
      handOver: function () {
        try { if (side) { side.hand_over(); } } catch (e) { /* the runtime is already gone */ }
      }
    };
    return server;
  }
})();
