// What the game page's board (static/game.js) and its analysis board (static/analysis.js)
// share, over chessground and chessops (static/vendor/board-libs.js): a chessground
// board and drawing a position on it, replaying the stored moves, the destinations a
// board offers (Chess960 castling also by moving the king to its castling square),
// reading a board gesture or a typed move as a chessops move (castling always king onto
// rook, the form the server stores), and castling in words. The words come from the
// page (the JSON block #board-words, from the catalog in the page's language).
window.CorrchessKit = (function (lib) {
  "use strict";
  if (!lib) { return undefined; }

  function sq(s) { return lib.makeSquare(s); }

  // The page's words for the scripts; {} when the block is missing or unreadable.
  var words = (function () {
    var block = document.getElementById("board-words");
    try { return block ? JSON.parse(block.textContent) : {}; } catch (e) { return {}; }
  })();

  // The word `key` with its {name} placeholders filled from `vars`.
  function say(key, vars) {
    var text = words[key] || "";
    return text.replace(/\{(\w+)\}/g, function (all, name) {
      return vars && vars[name] !== undefined ? String(vars[name]) : all;
    });
  }

  // A SAN move (or label) with the reader's piece letters ("Sf3" in German and
  // Danish, "\u041af3" and "\u041a\u0440g1" in Russian).
  function san(text) {
    var map = {};
    (words.letters || []).forEach(function (pair) { map[pair[0]] = pair[1]; });
    return text.replace(/[NBRQK]/g, function (c) { return map[c] || c; });
  }

  // A typed move with German or Danish (D T L S; K is the same) or Russian letters
  // read as English, as the server reads it (docs/MOVES.md): Cyrillic Kr is the
  // king, K alone the knight, F the queen, L the rook, S (and a Latin C) the bishop;
  // the Cyrillic look-alikes a, e, x, O as the Latin ones; a small Cyrillic s is the
  // c-file except after a square.
  function englishLetters(text) {
    var map = {
      D: "Q", T: "R", L: "B", S: "N", C: "B",
      "\u041a": "N", "\u043a": "N", "\u0424": "Q", "\u0444": "Q",
      "\u041b": "R", "\u043b": "R", "\u0421": "B", "\u041f": "P", "\u043f": "P",
      "\u0430": "a", "\u0435": "e", "\u0445": "x", "\u0425": "x",
      "\u041e": "O", "\u043e": "O", "\u0441": "c"
    };
    var t = text.replace(/[K\u041a\u043a][\u0440\u0420]/g, "K").replace(/([0-9]=?)\u0441/g, "$1B");
    return t.replace(/[DTLSC\u041a\u043a\u0424\u0444\u041b\u043b\u0421\u041f\u043f\u0430\u0435\u0445\u0425\u041e\u043e\u0441]/g,
      function (c) { return map[c]; });
  }

  // "3." before White's half-move `ply` (counted from 1), "3..." before Black's.
  function label(ply) {
    var number = Math.ceil(ply / 2);
    return ply % 2 === 1 ? number + "." : number + "...";
  }

  // The game from `initialFen` through `uciText` (UCI moves separated by spaces):
  // positions[i] after i half-moves, moves[i] and sans[i] half-move i + 1; null when
  // the page's data does not replay.
  function replay(initialFen, uciText) {
    var setup = lib.parseFen(initialFen || "");
    if (setup.isErr) { return null; }
    var first = lib.Chess.fromSetup(setup.unwrap());
    if (first.isErr) { return null; }
    var game = { positions: [first.unwrap()], moves: [], sans: [] };
    var ucis = uciText ? uciText.split(" ") : [];
    for (var i = 0; i < ucis.length; i++) {
      var pos = game.positions[i].clone();
      var move = lib.parseUci(ucis[i]);
      if (!move || !pos.isLegal(move)) { return null; }
      game.sans.push(lib.makeSan(pos, move));
      pos.play(move);
      game.moves.push(move);
      game.positions.push(pos);
    }
    return game;
  }

  // Where king and rook go when `move` castles in `pos`, in words; "" for other moves.
  function castlingWords(pos, move) {
    var side = lib.castlingSide(pos, move);
    if (!side) { return ""; }
    var rank = lib.squareRank(move.from) * 8;
    var rook = pos.castles.rook[pos.turn][side];
    var kingTo = rank + (side === "h" ? 6 : 2);
    var rookTo = rank + (side === "h" ? 5 : 3);
    return (side === "h" ? "O-O (" + words.kingside + ")" : "O-O-O (" + words.queenside + ")") +
      ": " + leg(words.king, move.from, kingTo) + ", " + leg(words.rook, rook, rookTo);
  }

  // "king d1→g1" (one piece's way in a castling), "rook stays on f1" when it stays.
  function leg(piece, from, to) {
    if (from === to && words.stays) { return say("stays", { piece: piece, square: sq(from) }); }
    return piece + " " + sq(from) + "→" + sq(to);
  }

  // The castling `move` could also mean: when `move` is an ordinary king step onto the
  // king's castling square (king f1, rook h1: Kg1 or O-O), the castling (king onto its
  // rook); otherwise null. Such a move is never sent without the player's choice.
  function castlingAlternative(pos, move) {
    var king = pos.board.kingOf(pos.turn);
    if (move.from !== king || lib.castlingSide(pos, move)) { return null; }
    var found = null;
    ["a", "h"].forEach(function (side) {
      var rook = pos.castles.rook[pos.turn][side];
      if (rook === undefined) { return; }
      var target = lib.squareRank(king) * 8 + (side === "h" ? 6 : 2);
      var castle = { from: king, to: rook };
      if (target === move.to && pos.isLegal(castle)) { found = castle; }
    });
    return found;
  }

  // Legal destinations for chessground (`dests`): chessops lists castling as the king
  // onto its rook; the king's castling square is added as a second way to castle unless
  // it is the king's own square or an ordinary king move (`castleVia`: that square's
  // rook).
  function destinations(pos) {
    var ctx = pos.ctx();
    var dests = new Map();
    var castleVia = {};
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
    return { dests: dests, castleVia: castleVia };
  }

  // The move a board gesture from `orig` to `dest` (square names) makes in `pos`: the
  // king to its castling square becomes the king onto its rook. No promotion piece yet.
  function gestureMove(pos, orig, dest) {
    var from = lib.parseSquare(orig);
    var to = lib.parseSquare(dest);
    var via = destinations(pos).castleVia[dest];
    if (from === pos.board.kingOf(pos.turn) && via !== undefined) { to = via; }
    return { from: from, to: to };
  }

  // Whether `move` brings a pawn to the last rank (it needs a piece to become).
  function promotes(pos, move) {
    var piece = pos.board.get(move.from);
    var rank = lib.squareRank(move.to);
    return !!piece && piece.role === "pawn" && (rank === 0 || rank === 7) && !move.promotion;
  }

  // A typed move (SAN, coordinates, king to its castling square or onto its rook, 0-0)
  // legal in `pos`, or null.
  function readTyped(pos, text) {
    var t = englishLetters(text.trim().replace(/0/g, "O").replace(/[!?]+$/, ""));
    var uci = lib.parseUci(t.toLowerCase());
    if (uci && uci.from !== undefined) {
      var via = destinations(pos).castleVia[sq(uci.to)];
      if (uci.from === pos.board.kingOf(pos.turn) && via !== undefined) {
        uci = { from: uci.from, to: via };
      }
      if (pos.isLegal(uci)) { return uci; }
    }
    return lib.parseSan(pos, t) || null;
  }

  // A chessground board in a new element placed in `parent` before `before` (or at its
  // end); `onMove(orig, dest)` hears the moves made on it. Returns { cg, wrap }.
  function board(parent, before, orientation, onMove) {
    var wrap = document.createElement("div");
    wrap.className = "cg-board-wrap";
    wrap.setAttribute("role", "img");
    parent.insertBefore(wrap, before || null);
    var cg = lib.Chessground(wrap, {
      orientation: orientation === "black" ? "black" : "white",
      coordinates: true,
      autoCastle: false,
      animation: { enabled: true, duration: 150 },
      highlight: { lastMove: true, check: true },
      premovable: { enabled: false },
      // No arrows and circles: their layer carries an inline style the CSP refuses.
      drawable: { enabled: false, visible: false },
      draggable: { enabled: true, showGhost: true },
      movable: { free: false, showDests: true, events: { after: onMove } },
    });
    window.addEventListener("resize", function () { cg.redrawAll(); });
    return { cg: cg, wrap: wrap };
  }

  // Draws `pos` on `b` (from board()), `lastMove` marked, its side to move free to move
  // when `movable`; the board's accessible name is `name` and the FEN.
  function draw(b, pos, lastMove, movable, name) {
    var fen = lib.makeFen(pos.toSetup());
    b.cg.set({
      fen: fen,
      turnColor: pos.turn,
      check: pos.isCheck() ? pos.turn : false,
      lastMove: lastMove ? [sq(lastMove.from), sq(lastMove.to)] : [],
      movable: movable
        ? { color: pos.turn, dests: destinations(pos).dests }
        : { color: undefined, dests: new Map() },
    });
    b.wrap.setAttribute("aria-label", name + ": " + fen);
  }

  return {
    board: board,
    draw: draw,
    label: label,
    replay: replay,
    castlingWords: castlingWords,
    castlingAlternative: castlingAlternative,
    say: say,
    san: san,
    destinations: destinations,
    gestureMove: gestureMove,
    promotes: promotes,
    readTyped: readTyped,
  };
})(window.CorrchessBoard);
