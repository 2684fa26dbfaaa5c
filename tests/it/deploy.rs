//! The shipped systemd unit passes `systemd-analyze verify` and keeps a low exposure
//! score in `systemd-analyze security` (its hardening options are real, not a list that
//! systemd ignores).

use std::process::Command;

/// The unit with its binary path pointed at the binary under test.
fn unit_under_test() -> std::path::PathBuf {
    let unit = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/deploy/corrchess.service"
    ))
    .expect("deploy/corrchess.service");
    let dir = std::env::temp_dir().join(format!("corrchess-unit-{}", uuid::Uuid::new_v4()));
    std::fs::create_dir_all(&dir).unwrap();
    let path = dir.join("corrchess.service");
    std::fs::write(
        &path,
        unit.replace("/usr/local/bin/corrchess", env!("CARGO_BIN_EXE_corrchess")),
    )
    .unwrap();
    path
}

fn systemd_analyze(args: &[&str]) -> std::process::Output {
    Command::new("systemd-analyze")
        .args(args)
        .output()
        .expect("systemd-analyze (Debian's systemd package; .ci/run installs it)")
}

#[test]
#[ignore = "needs systemd-analyze: apt-get install systemd"]
fn the_systemd_unit_verifies_and_is_hardened() {
    let unit = unit_under_test();
    let unit = unit.to_str().unwrap();
    let verify = systemd_analyze(&["verify", unit]);
    let said = String::from_utf8_lossy(&verify.stderr).to_string();
    assert!(verify.status.success() && said.trim().is_empty(), "{said}");

    let security = systemd_analyze(&["security", "--offline=yes", unit]);
    let report = String::from_utf8_lossy(&security.stdout).to_string();
    let score: f64 = report
        .split("Overall exposure level for corrchess.service: ")
        .nth(1)
        .and_then(|rest| rest.split_whitespace().next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("no exposure level in:\n{report}"));
    assert!(score <= 2.0, "exposure {score}:\n{report}");
}
