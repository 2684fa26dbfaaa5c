//! Players' pages: the list, profiles and archives, blocks and reports.

pub mod players;
pub mod safety;
