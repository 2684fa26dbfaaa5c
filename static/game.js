// The game page's board. chessground (static/vendor/board-libs.js) draws the position
// replayed with chessops from the moves in the page; the player on move drags or clicks
// a move, castling in Chess960 by moving the king to its castling square or onto its
// rook, with the legal destinations shown. The move is shown pending, castling explained,
// and played only on "Play" (unless the player turned that off in /settings for board
// moves); a promotion asks for the piece; a typed move is shown pending too. The game
// can be stepped through in place (first, previous, next, last, the move list, the
// arrow keys). Everything fills the same form the page has without this script.
(function () {
  "use strict";
  var lib = window.CorrchessBoard;
  var host = document.getElementById("board-host");
  if (!lib || !host) { return; }
  var data = host.dataset;
  var gameId = data.game;
  var played = parseInt(data.played, 10) || 0;
  var shown = parseInt(data.shown, 10);
  if (isNaN(shown)) { shown = played; }
  var myMove = data.myMove === "1";
  var confirmBoard = data.confirm !== "0";

  // positions[i]: after i half-moves; moves[i] and sans[i]: half-move i + 1.
  var positions = [lib.Chess.fromSetup(lib.parseFen(data.initialFen).unwrap()).unwrap()];
  var moves = [];
  var sans = [];
  (data.moves ? data.moves.split(" ") : []).forEach(function (uci) {
    var pos = positions[positions.length - 1].clone();
    var move = lib.parseUci(uci);
    sans.push(lib.makeSan(pos, move));
    pos.play(move);
    moves.push(move);
    positions.push(pos);
  });
  if (positions.length !== played + 1) { return; }

  var form = document.getElementById("move-form");
  var input = document.getElementById("move");
  var pendingBox = document.getElementById("pending");
  var pendingText = document.getElementById("pending-text");
  var promotionBox = document.getElementById("promotion");
  var playButton = document.getElementById("pending-play");
  var pending = null;
  var castleVia = {};

  function label(ply) {
    var number = Math.ceil(ply / 2);
    return ply % 2 === 1 ? number + "." : number + "...";
  }
  function sq(s) { return lib.makeSquare(s); }

  // Where king and rook go when `move` castles in `pos`, in words; "" for other moves.
  function castlingWords(pos, move) {
    var side = lib.castlingSide(pos, move);
    if (!side) { return ""; }
    var rank = lib.squareRank(move.from) * 8;
    var rook = pos.castles.rook[pos.turn][side];
    var kingTo = rank + (side === "h" ? 6 : 2);
    var rookTo = rank + (side === "h" ? 5 : 3);
    return (side === "h" ? "O-O (kingside)" : "O-O-O (queenside)") + ": king " +
      sq(move.from) + "→" + sq(kingTo) + ", rook " + sq(rook) + "→" + sq(rookTo);
  }

  // Legal destinations for chessground: chessops lists castling as the king onto its
  // rook; the king's castling square is added as a second way to castle unless it is
  // the king's own square or an ordinary king move.
  function destsFor(pos) {
    var ctx = pos.ctx();
    var dests = new Map();
    castleVia = {};
    pos.allDests(ctx).forEach(function (squares, from) {
      if (squares.isEmpty()) { return; }
      var list = Array.from(squares, sq);
      if (from === ctx.king) {
        ["a", "h"].forEach(function (side) {
          var rook = pos.castles.rook[pos.turn][side];
          if (rook === undefined || !squares.has(rook)) { return; }
          var target = lib.squareRank(from) * 8 + (side === "h" ? 6 : 2);
          if (target !== from && list.indexOf(sq(target)) < 0) {
            list.push(sq(target));
            castleVia[sq(target)] = rook;
          }
        });
      }
      dests.set(sq(from), list);
    });
    return dests;
  }

  function lastMoveKeys(move) { return move ? [sq(move.from), sq(move.to)] : []; }

  // The board swaps the server's drawing for chessground's.
  var drawn = host.querySelector(".board");
  var wrap = document.createElement("div");
  wrap.className = "cg-board-wrap";
  wrap.setAttribute("role", "img");
  host.insertBefore(wrap, drawn);
  drawn.hidden = true;

  var cg = lib.Chessground(wrap, {
    orientation: data.orientation === "black" ? "black" : "white",
    coordinates: true,
    autoCastle: false,
    animation: { enabled: true, duration: 150 },
    highlight: { lastMove: true, check: true },
    premovable: { enabled: false },
    // No arrows and circles: their layer carries an inline style the CSP refuses.
    drawable: { enabled: false, visible: false },
    draggable: { enabled: true, showGhost: true },
    movable: { free: false, showDests: true, events: { after: onBoardMove } },
  });
  window.addEventListener("resize", function () { cg.redrawAll(); });

  function canMoveAt(ply) { return myMove && ply === played && !pending; }

  function drawPosition(pos, lastMove, movable) {
    cg.set({
      fen: lib.makeFen(pos.toSetup()),
      turnColor: pos.turn,
      check: pos.isCheck() ? pos.turn : false,
      lastMove: lastMoveKeys(lastMove),
      movable: movable
        ? { color: pos.turn, dests: destsFor(pos) }
        : { color: undefined, dests: new Map() },
    });
    wrap.setAttribute("aria-label", "Board: " + lib.makeFen(pos.toSetup()));
  }

  // Step through the game: board, navigation, move list, FEN, last move, address.
  function show(ply) {
    ply = Math.max(0, Math.min(played, ply));
    if (pending) { cancel(); }
    shown = ply;
    drawPosition(positions[ply], moves[ply - 1], canMoveAt(ply));
    setText("fen", lib.makeFen(positions[ply].toSetup()));
    var last = ply > 0 ? "Last move: " + label(ply) + sans[ply - 1] : "";
    var words = ply > 0 ? castlingWords(positions[ply - 1], moves[ply - 1]) : "";
    setText("last-move", words ? last + " (castling: " + words + ")" : last);
    drawNavigation();
    document.querySelectorAll("#move-list a[data-ply]").forEach(function (a) {
      if (parseInt(a.dataset.ply, 10) === ply) { a.setAttribute("aria-current", "step"); }
      else { a.removeAttribute("aria-current"); }
    });
    var note = document.getElementById("history-note");
    if (note) { note.hidden = ply === played; }
    var address = "/games/" + gameId + (ply === played ? "" : "?ply=" + ply);
    if (window.history && window.history.replaceState) { window.history.replaceState(null, "", address); }
  }

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
    item("replay-first", "« First", 0, shown > 0);
    item("replay-prev", "‹ Previous", shown - 1, shown > 0);
    var here = document.createElement("span");
    here.className = "shown";
    here.id = "replay-shown";
    here.textContent = shown === played ? "Current position" : "After half-move " + shown + " of " + played;
    nav.appendChild(here);
    nav.appendChild(document.createTextNode(" "));
    item("replay-next", "Next ›", shown + 1, shown < played);
    item("replay-last", "Last »", played, shown < played);
  }

  document.querySelectorAll("#move-list a[data-ply]").forEach(function (a) {
    a.addEventListener("click", function (e) {
      e.preventDefault();
      show(parseInt(a.dataset.ply, 10));
    });
  });
  document.addEventListener("keydown", function (e) {
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
    var pos = positions[played];
    var from = lib.parseSquare(orig);
    var to = lib.parseSquare(dest);
    if (from === pos.board.kingOf(pos.turn) && castleVia[dest] !== undefined) { to = castleVia[dest]; }
    var move = { from: from, to: to };
    var piece = pos.board.get(from);
    var lastRank = lib.squareRank(to) === 0 || lib.squareRank(to) === 7;
    if (piece && piece.role === "pawn" && lastRank) { askPromotion(move); return; }
    propose(move, true);
  }

  function askPromotion(move) {
    pending = { move: move, promoting: true };
    cg.set({ movable: { color: undefined, dests: new Map() } });
    pendingText.textContent = "Promote the pawn on " + sq(move.to) + ": choose a piece, or cancel.";
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
    var san = lib.makeSan(before, move);
    var words = castlingWords(before, move);
    after.play(move);
    pending = { move: move };
    input.value = lib.makeUci(move);
    drawPosition(after, move, false);
    if (fromBoard && !confirmBoard) { send(); return; }
    pendingText.textContent = "Your move " + label(played + 1) + san +
      (words ? " — castling " + words : "") + ". Play it, or cancel.";
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
    pendingText.textContent = "Sending your move…";
    form.submit();
  }

  // A typed move the browser can read is shown pending first; anything else goes to the
  // server, which says why it refuses it.
  function readTyped(text) {
    var pos = positions[played];
    destsFor(pos);
    var t = text.trim().replace(/0/g, "O").replace(/[!?]+$/, "");
    var uci = lib.parseUci(t.toLowerCase());
    if (uci && uci.from !== undefined) {
      if (uci.from === pos.board.kingOf(pos.turn) && castleVia[sq(uci.to)] !== undefined) {
        uci = { from: uci.from, to: castleVia[sq(uci.to)] };
      }
      if (pos.isLegal(uci)) { return uci; }
    }
    return lib.parseSan(pos, t) || null;
  }

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
