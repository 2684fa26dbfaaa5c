// The game page's analysis board: a second board, marked "analysis, not sent", that
// starts from the position the game board shows (the current one, or a replayed
// half-move; it follows the game board while its line is empty). Anyone may try moves
// for both sides there with Chess960 rules (static/board-kit.js), take them back and
// redo them (buttons, or the arrow keys while the focus is in this section), and read
// the line in SAN. Nothing here goes to the opponent. A player whose opponent is on
// move saves a line from the current position as a conditional line: the button fills
// the page's line form and posts it, so the server checks it as any typed line. The
// words come from the page (kit.say, static/board-kit.js).
(function () {
  "use strict";
  var lib = window.CorrchessBoard;
  var kit = window.CorrchessKit;
  var host = document.getElementById("board-host");
  var box = document.getElementById("analysis");
  if (!lib || !kit || !host || !box) { return; }
  var data = host.dataset;
  var game = kit.replay(data.initialFen, data.moves);
  if (!game) { return; }
  var played = game.positions.length - 1;
  var myMove = data.myMove === "1";
  var lineForm = document.getElementById("line-form");
  var lineInput = document.getElementById("line");

  function el(id) { return document.getElementById(id); }
  var typed = el("analysis-move");
  var typedError = el("analysis-move-error");
  var promotionBox = el("analysis-promotion");
  var saveButton = el("analysis-save");
  var say = kit.say;

  // The line starts after `start` half-moves of the game; steps[i] is its move i + 1
  // ({ move, san, after }); the board shows the first `cursor` steps, the others were
  // taken back and wait for a redo. `promoting`: a pawn move waiting for its piece.
  var start = gameShown();
  var steps = [];
  var cursor = 0;
  var promoting = null;

  function gameShown() {
    var ply = parseInt(data.shown, 10);
    return isNaN(ply) ? played : Math.max(0, Math.min(played, ply));
  }
  function position(n) { return n === 0 ? game.positions[start] : steps[n - 1].after; }
  function sameMove(a, b) { return lib.makeUci(a) === lib.makeUci(b); }

  box.hidden = false; // before chessground measures its board
  var board = kit.board(el("analysis-board"), null, data.orientation, onBoardMove);
  board.wrap.tabIndex = 0;

  function onBoardMove(orig, dest) {
    var pos = position(cursor);
    var move = kit.gestureMove(pos, orig, dest);
    board.wrap.focus({ preventScroll: true });
    if (kit.promotes(pos, move)) { askPromotion(move); return; }
    tryMove(move);
  }

  // Plays `move` after the steps shown: the move of the next taken-back step is a redo
  // (the steps after it stay), any other move replaces them.
  function tryMove(move) {
    var pos = position(cursor);
    if (!pos.isLegal(move)) { draw(); return; }
    if (!(steps[cursor] && sameMove(steps[cursor].move, move))) {
      var after = pos.clone();
      var san = lib.makeSan(pos, move);
      after.play(move);
      steps = steps.slice(0, cursor);
      steps.push({ move: move, san: san, after: after });
    }
    cursor++;
    draw();
  }

  function go(n) {
    promoting = null;
    promotionBox.hidden = true;
    cursor = Math.max(0, Math.min(steps.length, n));
    draw();
  }

  // Back to an empty line from the position the game board shows.
  function reset() {
    start = gameShown();
    steps = [];
    go(0);
  }

  // Steps `from` to `to` in SAN with move numbers ("5.O-O O-O-O 6.a4").
  function sanText(from, to) {
    var words = [];
    for (var i = from; i < to; i++) {
      var ply = start + i + 1;
      var san = kit.san(steps[i].san);
      words.push(ply % 2 === 1 || i === from ? kit.label(ply) + san : san);
    }
    return words.join(" ");
  }

  function draw() {
    var pos = position(cursor);
    var last = cursor > 0 ? steps[cursor - 1].move : game.moves[start - 1];
    kit.draw(board, pos, last, !promoting, say("analysis_board"));
    el("analysis-from").textContent = start === played
      ? say("from_current")
      : say("from_after", { start: start, played: played });
    el("analysis-sans").textContent = cursor > 0 ? sanText(0, cursor) : say("no_moves");
    el("analysis-ahead").textContent = cursor < steps.length
      ? say("taken_back", { line: sanText(cursor, steps.length) }) : "";
    el("analysis-back").disabled = cursor === 0;
    el("analysis-forward").disabled = cursor === steps.length;
    if (document.activeElement && document.activeElement.disabled) { board.wrap.focus({ preventScroll: true }); }
    drawSave();
  }

  // The save button shows only for a line the server can take: from the current
  // position, where the opponent is on move (the page then has the line form), ending
  // with the player's own reply.
  function drawSave() {
    var note = "";
    if (lineForm && lineInput) {
      if (start !== played) {
        note = say("note_not_current");
      } else if (cursor === 0) {
        note = say("note_play_both");
      } else if (cursor % 2 === 1) {
        note = say("note_ends_with_reply", { move: kit.san(steps[cursor - 1].san) });
      }
    } else if (myMove) {
      note = say("note_your_move");
    }
    saveButton.hidden = !lineForm || !lineInput || note !== "" || cursor === 0;
    el("analysis-save-note").textContent = note;
  }

  function askPromotion(move) {
    promoting = move;
    board.cg.set({ movable: { color: undefined, dests: new Map() } });
    promotionBox.hidden = false;
    promotionBox.querySelector("button").focus();
  }
  promotionBox.querySelectorAll("button").forEach(function (b) {
    b.addEventListener("click", function () {
      var move = promoting;
      go(cursor);
      board.wrap.focus({ preventScroll: true });
      if (move && b.dataset.role) {
        tryMove({ from: move.from, to: move.to, promotion: lib.charToRole(b.dataset.role) });
      }
    });
  });

  // A typed move the rules accept is played on the board; anything else is named.
  function tryTyped() {
    var text = typed.value.trim();
    if (!text || promoting) { return; }
    var move = kit.readTyped(position(cursor), text);
    typedError.hidden = !!move;
    typed.setAttribute("aria-invalid", move ? "false" : "true");
    if (!move) {
      typedError.textContent = say("not_legal", { text: text });
      return;
    }
    typed.value = "";
    tryMove(move);
  }
  el("analysis-try").addEventListener("click", tryTyped);
  typed.addEventListener("keydown", function (e) {
    if (e.key === "Enter") { e.preventDefault(); tryTyped(); }
  });

  el("analysis-back").addEventListener("click", function () { go(cursor - 1); });
  el("analysis-forward").addEventListener("click", function () { go(cursor + 1); });
  el("analysis-reset").addEventListener("click", reset);
  box.addEventListener("keydown", function (e) {
    var t = e.target;
    if (e.altKey || e.ctrlKey || e.metaKey || (t && /^(INPUT|TEXTAREA|SELECT)$/.test(t.tagName))) { return; }
    var to = { ArrowLeft: cursor - 1, ArrowRight: cursor + 1, Home: 0, End: steps.length }[e.key];
    if (to === undefined) { return; }
    // The game board's own arrow keys step through the game: not while the focus is here.
    e.preventDefault();
    e.stopPropagation();
    go(to);
  });

  saveButton.addEventListener("click", function () {
    if (saveButton.hidden) { return; }
    lineInput.value = steps.slice(0, cursor).map(function (s) { return s.san; }).join(" ");
    if (lineForm.requestSubmit) { lineForm.requestSubmit(); } else { lineForm.submit(); }
  });

  host.addEventListener("board:shown", function (e) {
    if (steps.length === 0) { start = e.detail.ply; draw(); }
  });

  draw();
})();
