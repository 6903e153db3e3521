/* Aprende Tute: the teachers' assignment form (no inline scripts; CSP-friendly).
   The table options are for matches at the class's table: their box shows only for that kind of
   task, and in it only the options of the chosen variant (each row's data-applies is written by
   games.forms.HouseRule.applies_attr, read by static/js/house_rules.js). Without
   JavaScript every option shows, and the server keeps only those of the variant. */
(function () {
  "use strict";

  function refresh(form) {
    var kind = form.querySelector("[name=kind]");
    var box = form.querySelector("#assign-rules");
    if (!kind || !box) return;
    box.hidden = kind.value !== "table";
    var chosen = (form.querySelector("[name=variant]").value || "").split("/");
    var variant = chosen[0];
    var players = Number(chosen[1]);
    box.querySelectorAll(".house-rule[data-applies]").forEach(function (row) {
      row.hidden = Boolean(variant) && !window.AprendeTute.houseRuleApplies(row.dataset.applies, variant, players);
    });
  }

  function init() {
    var form = document.getElementById("assign-form");
    if (!form) return;
    form.addEventListener("change", function () { refresh(form); });
    refresh(form);
  }

  if (document.readyState === "loading") {
    document.addEventListener("DOMContentLoaded", init);
  } else {
    init();
  }
})();
