// The game page's offer of notifications (issue 45): after the player's first move a
// small prompt "Get a notification when it is your move", shown only where push works
// (service worker, PushManager, Notification), not when this browser is subscribed
// already or notifications are blocked, and never again once dismissed (kept in
// localStorage). Turning them on subscribes through the service worker (/sw.js) and
// posts the subscription as JSON to /settings/push with the page's CSRF token, saying
// how it goes: subscribing, done, refused by the browser, not supported. Without
// JavaScript the prompt stays hidden. The box's data-state says what the script
// decided (offered, subscribed, dismissed, unsupported, blocked), for the tests.
(function () {
  "use strict";
  var box = document.getElementById("push-prompt");
  if (!box) {
    return;
  }
  var DISMISSED = "corrchess-push-prompt-dismissed";
  var stateLine = document.getElementById("push-prompt-state");
  var on = document.getElementById("push-prompt-on");

  function remembered() {
    try {
      return window.localStorage.getItem(DISMISSED) === "1";
    } catch (e) {
      return false;
    }
  }

  function remember() {
    try {
      window.localStorage.setItem(DISMISSED, "1");
    } catch (e) {
      // Private modes may refuse storage: the prompt then returns on the next page.
    }
  }

  function decided(state) {
    box.dataset.state = state;
  }

  function say(word) {
    stateLine.textContent = box.dataset[word];
  }

  if (remembered()) {
    decided("dismissed");
    return;
  }
  var supported = "serviceWorker" in navigator && "PushManager" in window &&
    "Notification" in window;
  if (!supported) {
    decided("unsupported");
    return;
  }
  if (Notification.permission === "denied") {
    decided("blocked");
    return;
  }

  // base64url to bytes (the server's key).
  function bytes(text) {
    var base64 = text.replace(/-/g, "+").replace(/_/g, "/");
    while (base64.length % 4) {
      base64 += "=";
    }
    var raw = atob(base64);
    var out = new Uint8Array(raw.length);
    for (var i = 0; i < raw.length; i++) {
      out[i] = raw.charCodeAt(i);
    }
    return out;
  }

  navigator.serviceWorker.register("/sw.js", { scope: "/" }).then(function (r) {
    return r.pushManager.getSubscription();
  }).then(function (subscription) {
    if (subscription) {
      decided("subscribed");
      return;
    }
    box.hidden = false;
    decided("offered");
  }, function () {
    decided("unsupported");
  });

  document.getElementById("push-prompt-dismiss").addEventListener("click", function () {
    remember();
    box.hidden = true;
    decided("dismissed");
  });

  on.addEventListener("click", function () {
    on.disabled = true;
    say("busy");
    Notification.requestPermission().then(function (permission) {
      if (permission !== "granted") {
        say("refused");
        on.disabled = false;
        return null;
      }
      return navigator.serviceWorker.ready.then(function (r) {
        return r.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: bytes(box.dataset.key)
        });
      }).then(function (subscription) {
        var token = box.querySelector("input[name='csrf_token']").value;
        return fetch("/settings/push", {
          method: "POST",
          credentials: "same-origin",
          headers: { "Content-Type": "application/json", "X-CSRF-Token": token },
          body: JSON.stringify(subscription.toJSON())
        });
      }).then(function (res) {
        if (!res.ok) {
          throw new Error("the server answered " + res.status);
        }
        say("done");
        on.hidden = true;
        remember();
        decided("subscribed");
      });
    }).catch(function (e) {
      say(e && e.name === "NotSupportedError" ? "unsupported" : "failed");
      on.disabled = false;
    });
  });
})();
