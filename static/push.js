// The settings page's push section: subscribes this browser to pushes through the
// service worker (/sw.js) with the server's VAPID key, and posts the subscription (or
// its withdrawal) with the section's hidden forms, which carry the CSRF token. Without
// push support it says so; without JavaScript the page's <noscript> does.
(function () {
  "use strict";
  var controls = document.getElementById("push-controls");
  if (!controls) {
    return;
  }
  var supported = "serviceWorker" in navigator && "PushManager" in window &&
    "Notification" in window;
  if (!supported) {
    document.getElementById("push-unsupported").hidden = false;
    return;
  }
  var state = document.getElementById("push-state");
  var on = document.getElementById("push-subscribe");
  var off = document.getElementById("push-unsubscribe");
  controls.hidden = false;

  // base64url to bytes (the key the page gives).
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

  function show(subscription) {
    var blocked = Notification.permission === "denied";
    state.textContent = blocked ? controls.dataset.blocked
      : subscription ? controls.dataset.on : controls.dataset.off;
    on.hidden = !!subscription || blocked;
    off.hidden = !subscription;
  }

  function failed() {
    state.textContent = controls.dataset.failed;
  }

  function post(form, fields) {
    Object.keys(fields).forEach(function (name) {
      form.elements[name].value = fields[name];
    });
    form.submit();
  }

  var registration = navigator.serviceWorker.register("/sw.js", { scope: "/" });
  registration.then(function (r) {
    return r.pushManager.getSubscription();
  }).then(show, failed);

  on.addEventListener("click", function () {
    // Progress while the browser asks and subscribes (issue 45).
    state.textContent = controls.dataset.busy;
    Notification.requestPermission().then(function (permission) {
      if (permission !== "granted") {
        show(null);
        return null;
      }
      return navigator.serviceWorker.ready.then(function (r) {
        return r.pushManager.subscribe({
          userVisibleOnly: true,
          applicationServerKey: bytes(controls.dataset.key)
        });
      }).then(function (subscription) {
        var json = subscription.toJSON();
        post(document.getElementById("push-form"), {
          endpoint: json.endpoint,
          p256dh: json.keys.p256dh,
          auth: json.keys.auth
        });
      });
    }).catch(failed);
  });

  off.addEventListener("click", function () {
    navigator.serviceWorker.ready.then(function (r) {
      return r.pushManager.getSubscription();
    }).then(function (subscription) {
      if (!subscription) {
        show(null);
        return null;
      }
      var endpoint = subscription.endpoint;
      return subscription.unsubscribe().then(function () {
        post(document.getElementById("push-delete-form"), { endpoint: endpoint });
      });
    }).catch(failed);
  });
})();
