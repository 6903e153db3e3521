/* Aprende Tute: small helpers for the practice table (no inline scripts; CSP-friendly).
   - Setup form: show only the house rules that apply to the chosen variant and number of players,
     and only the level selectors of the seats that exist.
   - Table: after htmx swaps in a new table, keep the keyboard focus in the hand. */
(function () {
  "use strict";

  function applies(rule, variant, players) {
    return rule.split(" ").some(function (item) {
      var parts = item.split(":");
      return parts[0] === variant && (parts[1] === "*" || Number(parts[1]) === players);
    });
  }

  function refreshSetup(form) {
    var variant = form.querySelector("[name=variant]").value;
    var playersSelect = form.querySelector("[name=players]");
    if (variant === "habanero") playersSelect.value = "2";
    if (variant === "cabrero" && Number(playersSelect.value) < 3) playersSelect.value = "4";
    var players = Number(playersSelect.value);
    if (variant === "arrastre" && players === 2) variant = "habanero";
    form.querySelectorAll(".house-rule[data-applies]").forEach(function (row) {
      row.hidden = !applies(row.dataset.applies, variant, players);
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

  document.addEventListener("DOMContentLoaded", initSetup);
  document.addEventListener("htmx:afterSettle", focusHand);
})();
