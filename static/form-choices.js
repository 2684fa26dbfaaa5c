// Forms that show only the fields of the choice made (the challenge, tournament and
// team-match forms): an element with data-shown-for="NAME=v1 v2" shows only while the
// radio button (or select) NAME of its form has one of those values; a group holding a
// refused field stays shown. Without this script every group stays, each under its
// choice's heading, and the server reads only the fields of the choice made.
(function () {
  "use strict";
  var groups = Array.prototype.slice.call(document.querySelectorAll("[data-shown-for]"));
  if (!groups.length) { return; }

  function chosen(form, name) {
    var checked = form.querySelector('input[type="radio"][name="' + name + '"]:checked');
    if (checked) { return checked.value; }
    var select = form.querySelector('select[name="' + name + '"]');
    return select ? select.value : "";
  }

  function update() {
    groups.forEach(function (group) {
      var spec = group.getAttribute("data-shown-for").split("=");
      var form = group.closest("form") || document;
      var shown = spec[1].split(" ").indexOf(chosen(form, spec[0])) >= 0;
      group.hidden = !shown && !group.querySelector('[aria-invalid="true"]');
    });
  }

  document.addEventListener("change", function (e) {
    if (e.target && e.target.name) { update(); }
  });
  update();
})();
