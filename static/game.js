// The game page's board. chessground (static/vendor/board-libs.js) draws the position
// replayed with chessops from the moves in the page; the player on move drags or clicks
// a move, castling in Chess960 by moving the king to its castling square or onto its
// rook, with the legal destinations shown. The move is shown pending, castling explained,
// and played only on "Play" (unless the player turned that off in /settings for board
// moves); a promotion asks for the piece; a typed move is shown pending too. The game
// can be stepped through in place (first, previous, next, last, the move list, the
// arrow keys; each step is announced to the analysis board as a "board:shown" event).
// Once the computer analysis is done, the box beside the board gives the engine's
// evaluation and move of the position shown, the move drawn as an arrow.
// Everything fills the same form the page has without this script. The helpers both
// boards use are in static/board-kit.js, and so are the page's words (rules.say).
(function () {
  "use strict";
  var lib = window.CorrchessBoard;
  var rules = window.CorrchessKit;
  var host = document.getElementById("board-host");
  if (!lib || !rules || !host) { return; }
  var data = host.dataset;
  var gameId = data.game;
  var played = parseInt(data.played, 10) || 0;
  var shown = parseInt(data.shown, 10);
  if (isNaN(shown)) { shown = played; }
  var myMove = data.myMove === "1";
  var confirmBoard = data.confirm !== "0";

  var game = rules.replay(data.initialFen, data.moves);
  if (!game || game.positions.length !== played + 1) { return; }
  // positions[i]: after i half-moves; moves[i] and sans[i]: half-move i + 1.
  var positions = game.positions;
  var moves = game.moves;
  var sans = game.sans;

  var form = document.getElementById("move-form");
  var input = document.getElementById("move");
  var pendingBox = document.getElementById("pending");
  var pendingText = document.getElementById("pending-text");
  var promotionBox = document.getElementById("promotion");
  var playButton = document.getElementById("pending-play");
  var pending = null;

  var label = rules.label;
  var castlingWords = rules.castlingWords;
  var say = rules.say;
  var san = rules.san;

  // The board swaps the server's drawing for chessground's.
  var drawn = host.querySelector(".board");
  var board = rules.board(host, drawn, data.orientation, onBoardMove);
  drawn.hidden = true;

  function canMoveAt(ply) { return myMove && ply === played && !pending; }

  function drawPosition(pos, lastMove, movable) {
    rules.draw(board, pos, lastMove, movable, say("board"));
  }

  // Step through the game: board, navigation, move list, FEN, last move, address.
  function show(ply) {
    ply = Math.max(0, Math.min(played, ply));
    if (pending) { cancel(); }
    shown = ply;
    drawPosition(positions[ply], moves[ply - 1], canMoveAt(ply));
    showEngine(ply);
    setText("fen", lib.makeFen(positions[ply].toSetup()));
    var move = ply > 0 ? label(ply) + san(sans[ply - 1]) : "";
    var words = ply > 0 ? castlingWords(positions[ply - 1], moves[ply - 1]) : "";
    var last = !move ? "" : words
      ? say("last_move_castling", { move: move, castling: words })
      : say("last_move", { move: move });
    setText("last-move", last);
    drawNavigation();
    document.querySelectorAll("#move-list a[data-ply]").forEach(function (a) {
      if (parseInt(a.dataset.ply, 10) === ply) { a.setAttribute("aria-current", "step"); }
      else { a.removeAttribute("aria-current"); }
    });
    var note = document.getElementById("history-note");
    if (note) { note.hidden = ply === played; }
    var address = "/games/" + gameId + (ply === played ? "" : "?ply=" + ply);
    if (window.history && window.history.replaceState) { window.history.replaceState(null, "", address); }
    // The analysis board (static/analysis.js) starts from the position shown here.
    host.dataset.shown = String(ply);
    host.dispatchEvent(new CustomEvent("board:shown", { detail: { ply: ply } }));
  }

  // The engine's word on the position shown (a finished game's analysis, in the box
  // beside the board): its evaluation and move, the move drawn as an arrow.
  var arrow = null;
  function showEngine(ply) {
    var box = document.getElementById("engine-box");
    var words = null;
    try { words = box && box.dataset.engine ? JSON.parse(box.dataset.engine) : null; } catch (e) { words = null; }
    var word = words && words[ply];
    if (!word) { drawArrow(""); return; }
    setText("engine-eval", word[0]);
    setText("engine-best", word[2] || box.dataset.none || "");
    var best = document.getElementById("engine-best");
    if (best) { best.dataset.uci = word[1] || ""; }
    drawArrow(word[1] || "");
  }

  // An arrow from the UCI move's first square to its second over the board (an SVG of
  // its own beside chessground's, which redraws its own layers when it likes).
  function drawArrow(uci) {
    var ns = "http://www.w3.org/2000/svg";
    if (!uci || uci.length < 4) {
      if (arrow) { arrow.setAttribute("hidden", ""); arrow.setAttribute("data-move", ""); }
      return;
    }
    if (!arrow) {
      arrow = document.createElementNS(ns, "svg");
      arrow.setAttribute("class", "engine-arrow");
      arrow.setAttribute("viewBox", "0 0 8 8");
      arrow.setAttribute("aria-hidden", "true");
      var defs = document.createElementNS(ns, "defs");
      var marker = document.createElementNS(ns, "marker");
      marker.setAttribute("id", "engine-arrowhead");
      marker.setAttribute("orient", "auto");
      marker.setAttribute("markerWidth", "4");
      marker.setAttribute("markerHeight", "4");
      marker.setAttribute("refX", "2.05");
      marker.setAttribute("refY", "2");
      var head = document.createElementNS(ns, "path");
      head.setAttribute("d", "M0,0 V4 L3,2 Z");
      marker.appendChild(head);
      defs.appendChild(marker);
      arrow.appendChild(defs);
      var line = document.createElementNS(ns, "line");
      line.setAttribute("marker-end", "url(#engine-arrowhead)");
      arrow.appendChild(line);
      host.appendChild(arrow);
    }
    var black = data.orientation === "black";
    function centre(square) {
      var f = square.charCodeAt(0) - 97, r = parseInt(square.charAt(1), 10) - 1;
      return black ? [7 - f + 0.5, r + 0.5] : [f + 0.5, 7 - r + 0.5];
    }
    var a = centre(uci.slice(0, 2)), b = centre(uci.slice(2, 4));
    // The line stops short of the centre, where the arrowhead takes over.
    var dx = b[0] - a[0], dy = b[1] - a[1], len = Math.sqrt(dx * dx + dy * dy) || 1;
    var end = [b[0] - dx / len * 0.3, b[1] - dy / len * 0.3];
    var l = arrow.querySelector("line");
    l.setAttribute("x1", String(a[0]));
    l.setAttribute("y1", String(a[1]));
    l.setAttribute("x2", String(end[0]));
    l.setAttribute("y2", String(end[1]));
    arrow.setAttribute("data-move", uci.slice(0, 4));
    arrow.removeAttribute("hidden");
  }
  // A live update (static/live.js) brought the analysis: show its word on this position.
  document.addEventListener("analysis:updated", function () {
    if (host.isConnected) { showEngine(shown); }
  });

  function setText(id, text) {
    var el = document.getElementById(id);
    if (el) { el.textContent = text; }
  }

  function drawNavigation() {
    var nav = document.querySelector(".replay");
    if (!nav) { return; }
    nav.textContent = "";
    function item(id, text, ply, enabled) {
      var el;
      if (enabled) {
        el = document.createElement("a");
        el.id = id;
        el.href = "/games/" + gameId + (ply === played ? "" : "?ply=" + ply);
        el.addEventListener("click", function (e) { e.preventDefault(); show(ply); });
      } else {
        el = document.createElement("span");
        el.className = "off";
      }
      el.textContent = text;
      nav.appendChild(el);
      nav.appendChild(document.createTextNode(" "));
    }
    item("replay-first", say("first"), 0, shown > 0);
    item("replay-prev", say("previous"), shown - 1, shown > 0);
    var here = document.createElement("span");
    here.className = "shown";
    here.id = "replay-shown";
    here.textContent = shown === played
      ? say("current")
      : shown === 0
        ? say("start_position")
        : say("after_move", { move: label(shown) + san(sans[shown - 1]) });
    nav.appendChild(here);
    nav.appendChild(document.createTextNode(" "));
    item("replay-next", say("next"), shown + 1, shown < played);
    item("replay-last", say("last"), played, shown < played);
  }

  document.querySelectorAll("#move-list a[data-ply]").forEach(function (a) {
    a.addEventListener("click", function (e) {
      e.preventDefault();
      show(parseInt(a.dataset.ply, 10));
    });
  });
  document.addEventListener("keydown", function (e) {
    // A live update (static/live.js) put a new board in this one's place.
    if (!host.isConnected) { return; }
    var t = e.target;
    if (e.altKey || e.ctrlKey || e.metaKey || (t && /^(INPUT|TEXTAREA|SELECT|BUTTON)$/.test(t.tagName))) { return; }
    var to = { ArrowLeft: shown - 1, ArrowRight: shown + 1, Home: 0, End: played }[e.key];
    if (to === undefined) { return; }
    e.preventDefault();
    show(to);
  });

  // A move made on the board: castling by the king's castling square becomes the king
  // onto its rook (what the server stores); a pawn reaching the last rank asks first.
  function onBoardMove(orig, dest) {
    var move = rules.gestureMove(positions[played], orig, dest);
    if (rules.promotes(positions[played], move)) { askPromotion(move); return; }
    propose(move, true);
  }

  function askPromotion(move) {
    pending = { move: move, promoting: true };
    board.cg.set({ movable: { color: undefined, dests: new Map() } });
    pendingText.textContent = say("promote", { square: lib.makeSquare(move.to) });
    promotionBox.hidden = false;
    playButton.hidden = true;
    pendingBox.hidden = false;
    promotionBox.querySelector("button").focus();
  }
  if (promotionBox) {
    promotionBox.querySelectorAll("button[data-role]").forEach(function (b) {
      b.addEventListener("click", function () {
        if (!pending || !pending.promoting) { return; }
        var move = { from: pending.move.from, to: pending.move.to, promotion: lib.charToRole(b.dataset.role) };
        pending = null;
        propose(move, true);
      });
    });
  }

  // Shows `move` pending on the board and in the form (or plays it at once: a board
  // move of a player who turned confirmation off).
  function propose(move, fromBoard) {
    if (shown !== played) { show(played); }
    var before = positions[played];
    var after = before.clone();
    var shownMove = label(played + 1) + san(lib.makeSan(before, move));
    var words = castlingWords(before, move);
    after.play(move);
    pending = { move: move };
    input.value = lib.makeUci(move);
    drawPosition(after, move, false);
    if (fromBoard && !confirmBoard) { send(); return; }
    pendingText.textContent = words
      ? say("pending_castling", { move: shownMove, castling: words })
      : say("pending", { move: shownMove });
    promotionBox.hidden = true;
    playButton.hidden = false;
    pendingBox.hidden = false;
    playButton.focus();
  }

  function cancel() {
    pending = null;
    input.value = "";
    pendingBox.hidden = true;
    drawPosition(positions[shown], moves[shown - 1], canMoveAt(shown));
  }

  function send() {
    pendingText.textContent = say("sending");
    form.submit();
  }

  // A typed move the browser can read is shown pending first; anything else goes to the
  // server, which says why it refuses it.
  function readTyped(text) { return rules.readTyped(positions[played], text); }

  if (form && input && pendingBox) {
    form.addEventListener("submit", function (e) {
      if (pending && !pending.promoting) { e.preventDefault(); send(); return; }
      var move = readTyped(input.value);
      if (!move) { return; }
      e.preventDefault();
      propose(move, false);
    });
    playButton.addEventListener("click", function () { if (pending && !pending.promoting) { send(); } });
    document.getElementById("pending-cancel").addEventListener("click", cancel);
    input.addEventListener("input", function () {
      if (pending) {
        var typed = input.value;
        cancel();
        input.value = typed;
      }
    });
  }

  show(shown);
})();
