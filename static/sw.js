// The service worker: shows the pushes the server sends (a JSON payload: title, body,
// the game's url and a tag, one notification per game) and opens the game on a tap.
// Served at /sw.js so that its scope is the whole site.
"use strict";

self.addEventListener("push", function (event) {
  var message = {};
  try {
    message = event.data ? event.data.json() : {};
  } catch (e) {
    message = {};
  }
  var title = message.title || "corrchess";
  event.waitUntil(self.registration.showNotification(title, {
    body: message.body || "",
    tag: message.tag || undefined,
    renotify: !!message.tag,
    data: { url: message.url || "/" }
  }));
});

self.addEventListener("notificationclick", function (event) {
  event.notification.close();
  var url = (event.notification.data && event.notification.data.url) || "/";
  event.waitUntil(self.clients.matchAll({ type: "window", includeUncontrolled: true })
    .then(function (windows) {
      for (var i = 0; i < windows.length; i++) {
        if (windows[i].url === url && "focus" in windows[i]) {
          return windows[i].focus();
        }
      }
      return self.clients.openWindow(url);
    }));
});
