/* Aprende Tute: a table of people, live (no inline scripts; CSP-friendly).
   htmx's WebSocket extension (static/vendor/htmx-ext-ws) keeps the table's socket open
   (ws-connect on #table-live), reconnects after a dropped connection, swaps in each element the
   server pushes by its id, and sends the forms marked ws-send as JSON. This file does only what
   the extension does not:
   - a card played leaves the hand for the table at once (the server stays the authority: a card
     it refuses comes back with the refusal), and every answer gives the controls back;
   - the keyboard focus stays in the hand after a push;
   - the turn's clock and the absent people's grace count down between pushes;
   - the socket's state is said: reconnecting, or closed for good (the reason is pushed first);
   - what a person is typing (their name at the table) survives a push of its part;
   - plain forms in pushed parts (sit, leave...) get the page's CSRF token. */
(function () {
  "use strict";

  var RETRY = [1006, 1011, 1012, 1013];  // the codes the extension reconnects after
  var pending = null;  // {button, shown}: the card sent, shown on the table until the answer
  var clicked = null;  // the last button pressed in the hand (the one the form sends)

  function live() { return document.getElementById("table-live"); }

  function sending(event) {
    var form = event.target.closest ? event.target.closest("form") : null;
    if (!form) return;
    form.setAttribute("aria-busy", "true");
    form.querySelectorAll("button:not([disabled])").forEach(function (button) {
      button.disabled = true;
      button.dataset.busy = "1";
    });
    var card = form.id === "hand" && clicked && form.contains(clicked) ? clicked : null;
    var trick = document.querySelector("#trick .trick-now");
    if (card && trick) {
      var shown = document.createElement("span");
      shown.className = "played pos-bottom pending";
      shown.innerHTML = card.innerHTML;
      trick.appendChild(shown);
      card.hidden = true;
      pending = { button: card, shown: shown };
    }
  }

  function answered() {
    document.querySelectorAll("#table-live [data-busy]").forEach(function (button) {
      button.disabled = false;
      delete button.dataset.busy;
    });
    document.querySelectorAll("#table-live form[aria-busy]").forEach(function (form) {
      form.removeAttribute("aria-busy");
    });
    if (pending && pending.shown.isConnected) {  // answered without the table: the card comes back
      pending.shown.remove();
      pending.button.hidden = false;
    }
    pending = null;
    var phrases = document.getElementById("table-phrases");
    while (phrases && phrases.children.length > 5) phrases.removeChild(phrases.firstElementChild);
  }

  function focusHand() {
    var room = document.getElementById("table-room");
    var active = document.activeElement;
    if (!room || (active && active !== document.body && active.isConnected)) return;
    var first = room.querySelector(".hand-cards .card-button.demanded:not([disabled])") ||
      room.querySelector("#declare button, .hand-cards .card-button:not([disabled])");
    if (first) first.focus({ preventScroll: true });
  }

  function stamp(root) {  // when each countdown arrived: it counts from there
    root.querySelectorAll(".countdown[data-left]").forEach(function (counter) {
      counter.dataset.since = String(Date.now());
    });
  }

  function tick() {
    document.querySelectorAll("#table-live .countdown[data-since]").forEach(function (counter) {
      var gone = (Date.now() - Number(counter.dataset.since)) / 1000;
      var left = Math.max(0, Math.ceil(Number(counter.dataset.left) - gone));
      if (counter.textContent !== String(left)) counter.textContent = String(left);
      var warning = document.getElementById("clock-warning");
      if (warning && counter.closest("#turn-clock")) {
        warning.hidden = left > Number(warning.dataset.warnAt);
      }
    });
  }

  function socketState(event) {
    var state = document.getElementById("socket-state");
    if (!state) return;
    var closed = event.type === "htmx:wsClose";
    var code = closed && event.detail.event ? event.detail.event.code : 0;
    state.hidden = !closed;
    if (closed) {
      state.textContent = RETRY.indexOf(code) >= 0 ? state.dataset.reconnecting : state.dataset.closed;
      state.dataset.code = String(code);
      answered();
    }
  }

  document.addEventListener("click", function (event) {
    var button = event.target.closest ? event.target.closest("#hand button") : null;
    clicked = button && button.classList.contains("card-button") ? button : null;
  }, true);
  var typing = null;  // the id of the text field focused before a push replaced it
  document.addEventListener("htmx:oobBeforeSwap", function (event) {
    var target = event.detail.target;
    var fresh = event.detail.fragment;
    if (!target || !fresh || !fresh.querySelector) return;
    target.querySelectorAll("input[type=text][id]").forEach(function (input) {
      var twin = fresh.querySelector("#" + CSS.escape(input.id));
      if (twin && input.value !== input.defaultValue) twin.value = input.value;
      if (input === document.activeElement) typing = input.id;
    });
  });
  document.addEventListener("htmx:oobAfterSwap", function () {
    var field = typing && document.getElementById(typing);
    typing = null;
    if (field) field.focus({ preventScroll: true });
  });
  document.addEventListener("htmx:wsBeforeSend", sending);
  document.addEventListener("htmx:wsAfterMessage", function () {
    answered();
    stamp(document);
    focusHand();
    document.dispatchEvent(new CustomEvent("tables:update"));
  });
  document.addEventListener("htmx:wsOpen", socketState);
  document.addEventListener("htmx:wsClose", socketState);
  document.addEventListener("submit", function (event) {
    var form = event.target;
    var holder = live();
    if (!holder || !holder.contains(form) || form.hasAttribute("ws-send")) return;
    if (form.querySelector("[name=csrfmiddlewaretoken]") || !holder.dataset.csrf) return;
    var input = document.createElement("input");
    input.type = "hidden";
    input.name = "csrfmiddlewaretoken";
    input.value = holder.dataset.csrf;
    form.appendChild(input);
  }, true);
  document.addEventListener("DOMContentLoaded", function () {
    stamp(document);
    window.setInterval(tick, 1000);
  });
})();
