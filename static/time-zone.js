// The browser's time zone for the account: fills the sign-up form's hidden
// `time_zone` field and, on the settings page, puts it into the time-zone field while
// the account's zone is still UTC (saved only when the player presses Save). Without
// JavaScript nothing happens and the account keeps UTC.
(function () {
  "use strict";
  var zone;
  try {
    zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch (e) {
    return;
  }
  if (!zone || zone === "UTC") { return; }
  var signup = document.getElementById("signup-time-zone");
  if (signup) { signup.value = zone; }
  var field = document.querySelector("form[action='/settings/time-zone'] input[name='time_zone']");
  var offered = document.querySelector("#time-zones option[value='" + zone.replace(/'/g, "") + "']");
  if (field && field.value === "UTC" && offered) { field.value = zone; }
})();
