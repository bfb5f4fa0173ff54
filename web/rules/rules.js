// Every board on this page is a whole Python runtime in its own frame. The browser
// starts a board only when it comes near the screen (loading="lazy"); this script
// also stops the boards that have scrolled far away (and starts them again, fresh,
// when the reader comes back), so a long page never keeps more than a few alive.
(function () {
  "use strict";
  if (!("IntersectionObserver" in window)) { return; }
  var BLANK = "about:blank";
  var observer = new IntersectionObserver(function (entries) {
    entries.forEach(function (entry) {
      var frame = entry.target;
      var src = frame.getAttribute("src");
      if (entry.isIntersecting) {
        if (src === BLANK && frame.dataset.src) { frame.setAttribute("src", frame.dataset.src); }
      } else if (src !== BLANK) {
        frame.dataset.src = src;
        frame.setAttribute("src", BLANK);
      }
    });
  }, {rootMargin: "1500px 0px"});
  document.querySelectorAll("iframe.board").forEach(function (frame) { observer.observe(frame); });
})();
