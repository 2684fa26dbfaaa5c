//! PGN for Chess960 games, exported for downloads and mails.
//!
//! Exported games carry the Seven Tag Roster, `Variant "Chess960"`, `SetUp`/`FEN`
//! and our `StartNumber` tag, so other programs (lichess, ChessBase, SCID) load
//! them with the right start position.

mod export;

pub use export::{PgnGame, PgnTags, RecordedGame, escape_tag_value, export, export_recorded};
