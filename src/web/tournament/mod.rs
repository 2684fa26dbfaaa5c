//! Tournament pages: the list, a tournament and its groups.

pub mod groups;
pub mod tournaments;
