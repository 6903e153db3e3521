/* Aprende Tute: a table of people, live (no inline scripts; CSP-friendly).
   The page is rendered on the server; this keeps one WebSocket to the table open and
   - swaps in what the server pushes: each top-level element replaces the element with its id
     (the whole room, or after a move only the parts of it that changed: the game as this
     viewer's seat sees it, the seats, the events...), or with data-swap="append" adds its
     children (the ready-made phrases);
   - sends the table's forms marked data-live (a card, a declaration, the next hand, a vote, a
     phrase) through the socket as JSON, with the button pressed; without a socket they are
     posted as plain forms (the server answers those too);
   - reconnects after a dropped connection (the seat is given back on return). */
(function () {
  "use strict";

  var socket = null;
  var retries = 0;

  function live() { return document.getElementById("table-live"); }

  function setOffline(offline) {
    var state = document.getElementById("socket-state");
    if (state) state.hidden = !offline;
  }

  function focusAfterSwap(hadFocus) {
    var room = document.getElementById("table-room");
    if (!room) return;
    if (hadFocus && document.getElementById(hadFocus)) {
      document.getElementById(hadFocus).focus({ preventScroll: true });
      return;
    }
    var first = room.querySelector(".hand-cards .card-button.demanded:not([disabled])") ||
      room.querySelector("#declare button, .hand-cards .card-button:not([disabled])");
    if (first && (document.activeElement === document.body || !document.activeElement)) {
      first.focus({ preventScroll: true });
    }
  }

  function receive(html) {
    var template = document.createElement("template");
    template.innerHTML = html;
    Array.prototype.slice.call(template.content.children).forEach(function (element) {
      var current = element.id && document.getElementById(element.id);
      if (!current) return;
      if (element.dataset.swap === "append") {
        while (element.firstChild) current.appendChild(element.firstChild);
        while (current.children.length > 5) current.removeChild(current.firstElementChild);
        return;
      }
      var active = document.activeElement;
      var hadFocus = active && current.contains(active) ? active.id : "";
      current.replaceWith(element);
      if (window.htmx) window.htmx.process(element);
      focusAfterSwap(hadFocus);
    });
    document.dispatchEvent(new CustomEvent("tables:update"));
  }

  function connect() {
    var room = document.getElementById("table-room");
    if (!room || !room.dataset.socket || !("WebSocket" in window)) return;
    var scheme = window.location.protocol === "https:" ? "wss://" : "ws://";
    socket = new WebSocket(scheme + window.location.host + room.dataset.socket);
    socket.addEventListener("open", function () { retries = 0; setOffline(false); });
    socket.addEventListener("message", function (event) { receive(event.data); });
    socket.addEventListener("close", function (event) {
      socket = null;
      if (event.code === 4403) return;  // not allowed to watch this table: do not insist
      setOffline(true);
      retries = Math.min(retries + 1, 8);
      window.setTimeout(connect, 400 * retries);
    });
  }

  function addToken(form) {
    var holder = live();
    if (!holder || form.querySelector("[name=csrfmiddlewaretoken]") || !holder.dataset.csrf) return;
    var input = document.createElement("input");
    input.type = "hidden";
    input.name = "csrfmiddlewaretoken";
    input.value = holder.dataset.csrf;
    form.appendChild(input);
  }

  document.addEventListener("submit", function (event) {
    var form = event.target;
    var holder = live();
    if (!holder || !holder.contains(form)) return;
    if (form.dataset.live && socket && socket.readyState === WebSocket.OPEN) {
      event.preventDefault();
      event.stopImmediatePropagation();
      var message = { kind: form.dataset.live };
      new FormData(form, event.submitter).forEach(function (value, key) {
        if (key !== "csrfmiddlewaretoken") message[key] = value;
      });
      socket.send(JSON.stringify(message));
      form.querySelectorAll("button").forEach(function (button) { button.disabled = true; });
      return;
    }
    addToken(form);  // parts pushed through the socket carry no CSRF token: the page's is used
  }, true);

  document.addEventListener("DOMContentLoaded", connect);
})();
