//! Mail as `.eml` files (no `SMTP_URL`), written so that whatever picks them up never
//! reads half a message: each goes to `NAME.eml.tmp` first, is synced, and is renamed
//! to `NAME.eml` (a rename within a folder is atomic), with mode 0600 (mails hold
//! sign-in links). A write that fails (a full disk) removes its temp file and leaves no
//! `.eml`. Names and contents are those of lettre's file transport: a random UUID, the
//! message as it would go on the wire.

use std::{
    fs::{File, OpenOptions},
    io::{self, Write},
    os::unix::fs::OpenOptionsExt,
    path::{Path, PathBuf},
};

/// Writes `message` as a new `.eml` file in `dir` and returns its path. Blocking: call it
/// on a blocking thread.
pub fn write(dir: &Path, message: &[u8]) -> io::Result<PathBuf> {
    write_with(dir, &random_name(), |file| file.write_all(message))
}

/// Writes the file `NAME.eml` in `dir` through `fill` by way of `NAME.eml.tmp`.
fn write_with(
    dir: &Path,
    name: &str,
    fill: impl FnOnce(&mut File) -> io::Result<()>,
) -> io::Result<PathBuf> {
    let temp = dir.join(format!("{name}.eml.tmp"));
    let done = dir.join(format!("{name}.eml"));
    let mut file = OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(&temp)?;
    let written = fill(&mut file)
        .and_then(|()| file.sync_all())
        .and_then(|()| std::fs::rename(&temp, &done));
    if let Err(e) = written {
        drop(file);
        let _ = std::fs::remove_file(&temp);
        return Err(e);
    }
    // The rename itself outlives a crash once the folder is synced.
    File::open(dir)?.sync_all()?;
    Ok(done)
}

/// A random (version 4) UUID, as lettre names its files.
fn random_name() -> String {
    let version = (0x4000 << 64) | (0x8 << 60);
    let bits = (rand::random::<u128>() & !((0xf000 << 64) | (0xc << 60))) | version;
    let hex = format!("{bits:032x}");
    format!(
        "{}-{}-{}-{}-{}",
        &hex[..8],
        &hex[8..12],
        &hex[12..16],
        &hex[16..20],
        &hex[20..]
    )
}

#[cfg(test)]
mod tests {
    use std::os::unix::fs::PermissionsExt;

    use super::*;

    fn folder(name: &str) -> PathBuf {
        let dir =
            std::env::temp_dir().join(format!("corrchess-mail-files-{name}-{}", random_name()));
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn names(dir: &Path) -> Vec<String> {
        let mut names: Vec<String> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
            .collect();
        names.sort();
        names
    }

    #[test]
    fn a_mail_file_is_private_whole_and_alone() {
        let dir = folder("whole");
        let path = write(&dir, b"Subject: x\r\n\r\nhello\r\n").unwrap();
        assert_eq!(
            std::fs::read(&path).unwrap(),
            b"Subject: x\r\n\r\nhello\r\n"
        );
        let mode = std::fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600);
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        assert_eq!(
            names(&dir),
            std::slice::from_ref(&name),
            "no temp file left"
        );
        let stem = name.strip_suffix(".eml").unwrap();
        assert_eq!(stem.len(), 36);
        assert_eq!(stem.as_bytes()[14], b'4', "a version 4 UUID: {stem}");
        std::fs::remove_dir_all(&dir).unwrap();
    }

    #[test]
    fn a_write_failing_midway_leaves_no_mail_file() {
        let dir = folder("failing");
        let failed = write_with(&dir, "half", |file| {
            file.write_all(b"Subject: x\r\n")?;
            Err(io::Error::other("no space left on device"))
        });
        assert!(failed.is_err());
        assert!(names(&dir).is_empty(), "{:?}", names(&dir));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
