// Click-to-move for the game page: clicking a piece and then a target square fills the
// move form's text box with the move in coordinates (king onto rook for castling) and
// submits it. The page works without this script; it only fills the same form.
(function () {
  "use strict";
  var board = document.querySelector(".board[data-interactive]");
  var input = document.getElementById("move");
  if (!board || !input) { return; }
  var legal = {};
  document.querySelectorAll("#legal-moves option").forEach(function (o) {
    var uci = o.getAttribute("data-uci");
    if (uci) { legal[uci.slice(0, 4)] = (legal[uci.slice(0, 4)] || []).concat([uci]); }
  });
  var selected = null;
  function clear() {
    board.querySelectorAll(".sq-selected").forEach(function (r) { r.classList.remove("sq-selected"); });
  }
  board.querySelectorAll("[data-square]").forEach(function (el) {
    el.setAttribute("tabindex", "0");
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
        if (input.form) { input.form.requestSubmit ? input.form.requestSubmit() : input.form.submit(); }
        return;
      }
      clear();
      var starts = Object.keys(legal).some(function (k) { return k.slice(0, 2) === sq; });
      selected = starts ? sq : null;
      if (selected) {
        var rect = el.querySelector("rect") || el;
        rect.classList.add("sq-selected");
      }
    }
    el.addEventListener("click", act);
    el.addEventListener("keydown", function (e) {
      if (e.key === "Enter" || e.key === " ") { e.preventDefault(); act(); }
    });
  });
})();
