// The challenge form: typing a start number chooses "the number below", as the server
// reads it (a typed number is never ignored for "random").
(function () {
  "use strict";
  var typed = document.getElementById("start_number");
  var choice = document.getElementById("start-number-choice");
  if (!typed || !choice) {
    return;
  }
  typed.addEventListener("input", function () {
    if (typed.value.trim() !== "") {
      choice.checked = true;
    }
  });
})();
