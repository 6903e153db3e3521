/* Aprende Tute: which house rules apply to a variant and number of players, for the forms that
   show only those (static/js/table.js: the practice and table setup; static/js/assign.js: the
   teachers' assignments). Each option row's data-applies is written by
   games.forms.HouseRule.applies_attr: space-separated "variant:players" items, "*" for any
   number of players. Load it before the script that uses it (both deferred keep their order). */
(function () {
  "use strict";

  function houseRuleApplies(rule, variant, players) {
    return rule.split(" ").some(function (item) {
      var parts = item.split(":");
      return parts[0] === variant && (parts[1] === "*" || Number(parts[1]) === players);
    });
  }

  window.AprendeTute = window.AprendeTute || {};
  window.AprendeTute.houseRuleApplies = houseRuleApplies;
})();
