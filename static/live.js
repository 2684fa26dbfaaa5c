// Live pages (docs/design/live.md). A game page follows its game's event stream
// (GET /games/{id}/events); every other page of a logged-in player follows GET /events,
// so a tab holds one stream. On "move" or "end" the game page fetches itself again and
// swaps its status, board, confirm box, move and move list regions (the board script starts again
// on the new board), keeping what the player had typed in the move form; on "offer" it
// swaps the status and the game's actions; on "message" it shows the messages again
// above the message form, which keeps what is being written; on "analysis" (the
// computer analysis of a finished game moved on or finished) it swaps the analysis
// section and the engine's box beside the board. "turns" sets the
// navigation's "your move" badge. Without this script (or without EventSource) the
// pages are as they were: a reload shows what changed.
(function () {
  "use strict";
  if (!window.EventSource || !window.fetch || !window.DOMParser) { return; }
  var page = document.querySelector("[data-live-events]");
  var nav = document.getElementById("nav-games");
  var url = null;
  if (page) {
    url = page.dataset.liveEvents + "?since=" + encodeURIComponent(page.dataset.liveMark || "");
  } else if (nav) {
    url = "/events";
  }
  if (!url) { return; }
  var source = new EventSource(url);
  // A page left (or kept in the back-forward cache) gives its connection back at once;
  // shown again from that cache, it reloads to show what changed meanwhile.
  window.addEventListener("pagehide", function () { source.close(); });
  window.addEventListener("pageshow", function (e) { if (e.persisted) { window.location.reload(); } });

  source.addEventListener("turns", function (e) { setBadge(parseInt(e.data, 10) || 0); });
  if (page) {
    source.addEventListener("move", function () { refresh("all"); });
    source.addEventListener("end", function () { refresh("all"); });
    source.addEventListener("offer", function () { refresh("offer"); });
    source.addEventListener("message", function () { refresh("messages"); });
    source.addEventListener("analysis", function () { refresh("analysis"); });
  }

  // The navigation's "your move" count: the badge appears, changes or goes.
  function setBadge(count) {
    if (!nav) { return; }
    var badge = nav.querySelector(".badge");
    if (count <= 0) {
      if (badge) { badge.parentNode.removeChild(badge); }
      return;
    }
    if (!badge) {
      badge = document.createElement("span");
      badge.className = "badge";
      if (nav.dataset.badgeTitle) { badge.title = nav.dataset.badgeTitle; }
      nav.appendChild(document.createTextNode(" "));
      nav.appendChild(badge);
    }
    badge.textContent = String(count);
  }

  // One fetch at a time; what arrives meanwhile is done after it, once.
  var busy = false;
  var wanted = {};
  function refresh(kind) {
    wanted[kind] = true;
    if (busy) { return; }
    var todo = wanted;
    wanted = {};
    busy = true;
    fetch(window.location.pathname, { credentials: "same-origin", headers: { Accept: "text/html" } })
      .then(function (res) { return res.ok ? res.text() : null; })
      .then(function (html) {
        if (html) { apply(new DOMParser().parseFromString(html, "text/html"), todo); }
      })
      .catch(function () {})
      .then(function () {
        busy = false;
        var next = Object.keys(wanted);
        if (next.length) { wanted = {}; next.forEach(refresh); }
      });
  }

  function apply(fresh, todo) {
    if (todo.all) {
      swapGame(fresh);
      swapMessages(fresh);
      return;
    }
    if (todo.offer) {
      swapRegion(fresh, "status");
      swapOne(fresh, ".game-actions");
    }
    if (todo.messages) { swapMessages(fresh); }
    if (todo.analysis) {
      // The computer analysis moved on: its section and the engine's box beside the
      // board again; the board script then shows the box's word on the position shown.
      swapOne(fresh, "#computer");
      swapRegion(fresh, "engine");
      document.dispatchEvent(new CustomEvent("analysis:updated"));
    }
  }

  function region(doc, name) { return doc.querySelector('[data-live-region="' + name + '"]'); }

  function swapRegion(fresh, name) {
    var old = region(document, name);
    var now = region(fresh, name);
    if (old && now) { old.replaceWith(document.adoptNode(now)); }
  }

  function swapOne(fresh, css) {
    var old = document.querySelector(css);
    var now = fresh.querySelector(css);
    if (old && now) { old.replaceWith(document.adoptNode(now)); }
    else if (old) { old.parentNode.removeChild(old); }
  }

  // The game's regions, with the move form's typed text carried over, and the board
  // script run again on the new board.
  function swapGame(fresh) {
    var typed = drafts(["move", "message"]);
    var offer = document.getElementById("offer_draw");
    var offerTicked = offer && offer.checked;
    ["status", "board", "pending", "move", "moves"].forEach(function (name) { swapRegion(fresh, name); });
    Object.keys(typed).forEach(function (id) {
      var el = document.getElementById(id);
      if (el && typed[id]) { el.value = typed[id]; }
    });
    offer = document.getElementById("offer_draw");
    if (offer && offerTicked) { offer.checked = true; }
    var mark = fresh.querySelector("[data-live-mark]");
    if (mark) { page.dataset.liveMark = mark.dataset.liveMark; }
    var script = document.createElement("script");
    script.src = "/static/game.js";
    document.body.appendChild(script);
  }

  function drafts(ids) {
    var out = {};
    ids.forEach(function (id) {
      var el = document.getElementById(id);
      if (el && el.value) { out[id] = el.value; }
    });
    return out;
  }

  // The messages again, above the message form (which keeps what is being written).
  function swapMessages(fresh) {
    var old = document.getElementById("messages");
    var now = fresh.getElementById("messages");
    var form = document.getElementById("talk-form");
    if (!old || !now || !form || form.parentNode !== old) { return; }
    Array.prototype.slice.call(old.childNodes).forEach(function (n) {
      if (n !== form) { old.removeChild(n); }
    });
    Array.prototype.slice.call(now.childNodes).forEach(function (n) {
      if (!(n.id === "talk-form")) { old.insertBefore(document.adoptNode(n), form); }
    });
  }
})();
