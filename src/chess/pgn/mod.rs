//! PGN for Chess960 games: export for downloads and mails, import of a single game.
//!
//! Exported games carry the Seven Tag Roster, `Variant "Chess960"`, `SetUp`/`FEN`
//! and our `StartNumber` tag, so other programs (lichess, ChessBase, SCID) load
//! them with the right start position.

mod export;
mod import;

pub use export::{PgnGame, PgnTags, escape_tag_value, export};
pub use import::{ImportedGame, PgnError, import};
