// Same-site script loaded at start on every page (product §2). Keeps outside links from
// reaching back into our tab and greets curious developers.
(() => {
  if (window.console && console.info) {
    console.info(
      "%cNadinterpretacje%c — zajrzałeś pod maskę? Ten tekst też możesz nadinterpretować.",
      "font-weight:bold;color:#f2b134",
      "color:inherit",
    );
  }
  // Set at click time: links rendered later by the app are covered without watching the DOM.
  document.addEventListener(
    "click",
    (event) => {
      var link = event.target instanceof Element ? event.target.closest("a[href]") : null;
      if (!link || link.host === window.location.host || !/^https?:$/.test(link.protocol)) return;
      var rel = (link.getAttribute("rel") || "").split(/\s+/);
      ["noopener", "noreferrer"].forEach((word) => {
        if (rel.indexOf(word) < 0) rel.push(word);
      });
      link.setAttribute("rel", rel.join(" ").trim());
    },
    true,
  );
})();
