//! Python tools from PyPI for the tests (schemathesis, python-chess), pinned in
//! `.ci/requirements.txt`. `.ci/run` pip-installs them; on a machine without them the
//! tests install them once into a venv under target/, so plain `cargo test` works on
//! a fresh machine.

use std::{
    path::{Path, PathBuf},
    process::Command,
    sync::Mutex,
};

/// `.ci/requirements.txt` of this checkout.
pub fn requirements() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join(".ci/requirements.txt")
}

/// The version pinned for `package` (`name==version`) in `.ci/requirements.txt`.
pub fn pinned_version(package: &str) -> Option<String> {
    let text = std::fs::read_to_string(requirements()).ok()?;
    text.lines().find_map(|line| {
        let line = line.split('#').next()?.trim();
        let (name, version) = line.split_once("==")?;
        name.trim()
            .eq_ignore_ascii_case(package)
            .then(|| version.trim().to_owned())
    })
}

/// Does `program args…` run and exit 0?
pub fn works(program: &str, args: &[&str]) -> bool {
    Command::new(program)
        .args(args)
        .output()
        .is_ok_and(|o| o.status.success())
}

/// Runs a command and panics with its output unless it succeeds.
pub fn run_checked(cmd: &mut Command, what: &str) {
    let out = cmd
        .output()
        .unwrap_or_else(|e| panic!("{what}: cannot start: {e}"));
    assert!(
        out.status.success(),
        "{what} failed ({}):\n{}\n{}",
        out.status,
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
}

/// A Python interpreter that has `package` installed at the version pinned in
/// `.ci/requirements.txt`: `python3` when it has it (as `.ci/run` arranges),
/// else the venv under target/ (see [`venv_python`]). Blocking.
pub fn python_with(package: &str) -> PathBuf {
    let pinned = pinned_version(package)
        .unwrap_or_else(|| panic!("{package} is not pinned in .ci/requirements.txt"));
    let check = format!(
        "import importlib.metadata as m, sys; sys.exit(m.version({package:?}) != {pinned:?})"
    );
    if works("python3", &["-c", &check]) {
        return PathBuf::from("python3");
    }
    venv_python()
}

/// Installs the pinned requirements into a venv under target/ unless it is there
/// already with the same requirements (the venv keeps a copy of the requirements
/// file it was made from, so a changed pin rebuilds it). Built under a scratch name
/// and renamed, so concurrent test processes never see a half-made venv; tests in
/// one process wait for each other. Blocking.
pub fn venv_python() -> PathBuf {
    static BUILDING: Mutex<()> = Mutex::new(());
    let _guard = BUILDING.lock().unwrap_or_else(|e| e.into_inner());
    let requirements = requirements();
    let wanted = std::fs::read_to_string(&requirements).expect(".ci/requirements.txt");
    let target = Path::new(env!("CARGO_TARGET_TMPDIR"));
    let venv = target.join("python-venv");
    let python = venv.join("bin").join("python");
    let ready = || {
        std::fs::read_to_string(venv.join("requirements.txt")).is_ok_and(|s| s == wanted)
            && python.exists()
    };
    if ready() {
        return python;
    }
    let scratch = target.join(format!("python-venv.tmp-{}", uuid::Uuid::new_v4().simple()));
    eprintln!(
        "installing .ci/requirements.txt into {} (once)",
        venv.display()
    );
    run_checked(
        Command::new("python3").arg("-m").arg("venv").arg(&scratch),
        "python3 -m venv",
    );
    run_checked(
        Command::new(scratch.join("bin").join("python"))
            .args([
                "-m",
                "pip",
                "install",
                "--quiet",
                "--disable-pip-version-check",
                "-r",
            ])
            .arg(&requirements),
        "pip install -r .ci/requirements.txt",
    );
    std::fs::write(scratch.join("requirements.txt"), &wanted).unwrap();
    if ready() {
        // Another process finished first: keep its venv.
        let _ = std::fs::remove_dir_all(&scratch);
        return python;
    }
    let _ = std::fs::remove_dir_all(&venv);
    if std::fs::rename(&scratch, &venv).is_err() {
        // Another process won the race: use its venv.
        let _ = std::fs::remove_dir_all(&scratch);
    }
    python
}
