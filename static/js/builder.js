// The exercise builder. Every click and change is a request that htmx queues on the form and
// sends in order (hx-sync="this:queue all"); each answer is morphed into the page (idiomorph), so
// the buttons and the form stay the same elements and keep the queue. The cards (hand, table,
// cards out, good answers) are the server's: a queued request carries them as the answers before
// it left them. What the teacher chooses herself (a radio, a select, a box, a text) is hers, as it
// was when she clicked: this file keeps it so.
// - A request carries the teacher's choices as they were when it was triggered (htmx reads the
//   form when the request leaves the queue, by then she may have chosen something else).
// - An answer to an earlier request does not undo a choice she made since; only an answer that
//   sets the form on purpose (a pasted notation: header X-Builder-Sets-Form) changes them.
// - A change of a control is not a click: htmx adds the form's last clicked button to a request
//   of the form itself (a click that was already sent on its own).
(function () {
  const SERVERS = new Set(["hand", "table", "out", "accepted", "once", "csrfmiddlewaretoken"]);

  function builderForm(element) {
    return element && element.closest ? element.closest("#builder-form") : null;
  }

  function choices(form) {
    return Array.from(new FormData(form)).filter(function (pair) {
      return !SERVERS.has(pair[0]);
    });
  }

  document.addEventListener("htmx:confirm", function (event) {
    const trigger = event.detail.triggeringEvent;
    const form = builderForm(event.detail.elt);
    if (form && trigger && !trigger.builderChoices) {
      trigger.builderChoices = choices(form);  // the queued request is issued with this event
    }
  });

  document.addEventListener("htmx:configRequest", function (event) {
    const trigger = event.detail.triggeringEvent;
    const form = builderForm(event.detail.elt);
    if (!form || !trigger || !trigger.builderChoices) {
      return;
    }
    const data = event.detail.formData;
    if (event.detail.elt === form) {
      ["tap", "untap", "accept", "action"].forEach(function (name) {
        data.delete(name);
      });
    }
    choices(form).forEach(function (pair) {
      data.delete(pair[0]);
    });
    trigger.builderChoices.forEach(function (pair) {
      data.delete(pair[0]);
    });
    trigger.builderChoices.forEach(function (pair) {
      data.append(pair[0], pair[1]);
    });
  });

  if (!window.Idiomorph) {
    return;
  }
  let setsForm = false;
  document.addEventListener("htmx:beforeSwap", function (event) {
    setsForm = event.detail.xhr.getResponseHeader("X-Builder-Sets-Form") === "1";
  });

  function teachersControl(element) {
    if (!builderForm(element)) {
      return false;
    }
    if (element.tagName === "OPTION" || element.tagName === "TEXTAREA") {
      return true;
    }
    return element.tagName === "INPUT" && !["hidden", "submit", "button"].includes(element.type);
  }

  window.Idiomorph.defaults.callbacks.beforeAttributeUpdated = function (name, element) {
    const chosen = name === "value" || name === "checked" || name === "selected";
    return setsForm || !chosen || !teachersControl(element);
  };
})();
