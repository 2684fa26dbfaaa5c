// Click-to-move for the game page: clicking a piece and then a target square fills the
// move form's text box with the move in coordinates (king onto rook for castling) and
// submits it. The page works without this script; it only fills the same form.
// Keyboard: the board is one tab stop; the arrow keys move between squares, Enter or
// Space picks a piece and then its target, Escape drops the choice.
(function () {
  "use strict";
  var board = document.querySelector(".board[data-interactive]");
  var input = document.getElementById("move");
  if (!board || !input) { return; }
  var status = document.getElementById("board-status");
  var legal = {};
  document.querySelectorAll("#legal-moves option").forEach(function (o) {
    var uci = o.getAttribute("data-uci");
    if (uci) { legal[uci.slice(0, 4)] = (legal[uci.slice(0, 4)] || []).concat([uci]); }
  });
  var squares = Array.prototype.slice.call(board.querySelectorAll("[data-square]"));
  var selected = null;
  function say(text) { if (status) { status.textContent = text; } }
  function clear() {
    squares.forEach(function (s) {
      s.classList.remove("sq-selected");
      s.setAttribute("aria-pressed", "false");
    });
  }
  function focusAt(index) {
    var next = squares[index];
    if (!next) { return; }
    squares.forEach(function (s) { s.setAttribute("tabindex", "-1"); });
    next.setAttribute("tabindex", "0");
    next.focus();
  }
  squares.forEach(function (el, index) {
    // One tab stop for the whole board: the first square, until another gets focus.
    el.setAttribute("tabindex", index === 0 ? "0" : "-1");
    el.setAttribute("role", "button");
    el.setAttribute("aria-pressed", "false");
    el.classList.add("clickable");
    function act() {
      var sq = el.getAttribute("data-square");
      if (selected && legal[selected + sq]) {
        var choices = legal[selected + sq];
        var move = choices[0];
        if (choices.length > 1) {
          var queen = choices.filter(function (m) { return m.slice(-1) === "q"; })[0];
          move = queen || move;
        }
        input.value = move;
        clear();
        selected = null;
        say("Playing " + move + ".");
        if (input.form) { input.form.requestSubmit ? input.form.requestSubmit() : input.form.submit(); }
        return;
      }
      clear();
      var starts = Object.keys(legal).some(function (k) { return k.slice(0, 2) === sq; });
      selected = starts ? sq : null;
      if (selected) {
        el.classList.add("sq-selected");
        el.setAttribute("aria-pressed", "true");
        say(sq + " selected: now choose its target square.");
      } else {
        say("No move of yours starts on " + sq + ".");
      }
    }
    el.addEventListener("click", act);
    el.addEventListener("focus", function () {
      squares.forEach(function (s) { if (s !== el) { s.setAttribute("tabindex", "-1"); } });
      el.setAttribute("tabindex", "0");
    });
    el.addEventListener("keydown", function (e) {
      // Squares are listed row by row as drawn (8 per row), whichever side is at the bottom.
      var step = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -8, ArrowDown: 8 }[e.key];
      if (step !== undefined) {
        e.preventDefault();
        var target = index + step;
        if ((step === -1 && index % 8 === 0) || (step === 1 && index % 8 === 7)) { return; }
        focusAt(target);
      } else if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        act();
      } else if (e.key === "Escape" && selected) {
        clear();
        selected = null;
        say("Choice dropped.");
      }
    });
  });
})();
