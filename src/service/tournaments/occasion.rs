//! The event and round a tournament game belongs to: a domain value
//! (`domain::occasion`), named here too for the actions that start the games.

pub use crate::domain::occasion::Occasion;
