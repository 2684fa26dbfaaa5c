//! One TLS crypto provider: lettre (mail over TLS), reqwest (Web Push's HTTPS) and the
//! Web Push encryption all use aws-lc-rs, and ring is not built at all, so no TLS
//! connection depends on which provider a library picks when two are compiled in.

use std::process::Command;

/// `cargo tree` of this package's normal dependencies, inverted on `package`.
fn users_of(package: &str) -> String {
    let cargo = std::env::var("CARGO").unwrap_or_else(|_| "cargo".into());
    let out = Command::new(cargo)
        .args([
            "tree",
            "--offline",
            "--edges",
            "normal",
            "--invert",
            package,
        ])
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .output()
        .expect("run cargo tree");
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout).unwrap()
}

#[test]
fn mail_and_pushes_use_one_crypto_provider() {
    let aws = users_of("aws-lc-rs");
    for user in ["lettre", "reqwest", "corrchess"] {
        assert!(
            aws.contains(&format!("{user} v")),
            "{user} without aws-lc-rs:\n{aws}"
        );
    }
    let ring = users_of("ring");
    assert!(!ring.contains("ring v"), "ring is built:\n{ring}");
}
