/* Aprende Tute: small helpers for the practice table (no inline scripts; CSP-friendly).
   - Setup form: show only the house rules that apply to the chosen variant and number of players,
     and only the level selectors of the seats that exist.
   - Table: after htmx swaps in a new table, keep the keyboard focus in the hand.
   - Table: while a move's request runs and bots that search (experto, maestro) are at the table,
     their seats show «pensando…» (CSS, through hx-indicator); after a moment the polite live
     region #announcer says so too, until the answer replaces it. */
(function () {
  "use strict";

  function refreshSetup(form) {
    var variant = form.querySelector("[name=variant]").value;
    var playersSelect = form.querySelector("[name=players]");
    if (variant === "habanero") playersSelect.value = "2";
    if (variant === "cabrero" && Number(playersSelect.value) < 3) playersSelect.value = "4";
    var players = Number(playersSelect.value);
    if (variant === "arrastre" && players === 2) variant = "habanero";
    form.querySelectorAll(".house-rule[data-applies]").forEach(function (row) {
      row.hidden = !window.AprendeTute.houseRuleApplies(row.dataset.applies, variant, players);
    });
    form.querySelectorAll(".level[data-seat]").forEach(function (row) {
      row.hidden = Number(row.dataset.seat) >= players;
    });
  }

  function initSetup() {
    var form = document.getElementById("setup");
    if (!form) return;
    form.addEventListener("change", function () { refreshSetup(form); });
    refreshSetup(form);
  }

  function focusHand(event) {
    var table = document.getElementById("table");
    if (!table || !event.target || event.target.id !== "table") return;
    // After a refused card, the first card the broken obligation demands; else the first choice.
    var first = table.querySelector(".hand-cards .card-button.demanded:not([disabled])") ||
      table.querySelector("#declare button, .hand-cards .card-button:not([disabled])");
    if (first && document.activeElement === document.body) first.focus({ preventScroll: true });
  }

  var THINKING_DELAY_MS = 350;  // the CSS shows «pensando…» after the same moment
  var thinkingTimer = null;
  var thinkingForm = null;

  function thinkingStarts(event) {
    var form = event.detail && event.detail.elt;
    if (!form || !form.hasAttribute("hx-indicator")) return;
    var table = document.getElementById("table");
    var announcer = document.getElementById("announcer");
    var thinkers = table ? table.querySelectorAll(".bot-thinking").length : 0;
    if (!thinkers || !announcer) return;
    var text = thinkers === 1 ? announcer.dataset.thinkingOne : announcer.dataset.thinkingMany;
    clearTimeout(thinkingTimer);
    thinkingForm = form;
    thinkingTimer = setTimeout(function () {
      if (!form.isConnected) return;  // the answer is already on the table
      var line = document.createElement("p");
      line.className = "thinking-line";
      line.textContent = text;
      announcer.replaceChildren(line);
    }, THINKING_DELAY_MS);
  }

  function thinkingEnds(event) {
    if (!thinkingForm || (event.detail && event.detail.elt !== thinkingForm)) return;  // another request
    thinkingForm = null;
    clearTimeout(thinkingTimer);
    thinkingTimer = null;
    // An answer swapped in has already replaced the line; a failed request leaves it: remove it.
    var line = document.querySelector("#announcer .thinking-line");
    if (line) line.remove();
  }

  document.addEventListener("DOMContentLoaded", initSetup);
  document.addEventListener("htmx:beforeRequest", thinkingStarts);
  ["htmx:beforeSwap", "htmx:afterRequest", "htmx:sendError", "htmx:responseError"].forEach(function (name) {
    document.addEventListener(name, thinkingEnds);
  });
  document.addEventListener("htmx:afterSettle", focusHand);
})();
