//! Swiss events (issue 49), the pure core: FIDE Dutch pairings (`dutch`), FIDE C.07
//! tie-breaks (`tiebreaks`) and the TRF-16 report file (`trf`). No I/O; the service
//! layer turns stored games into `players::Player` histories and back.

pub mod brackets;
pub mod colours;
pub mod dutch;
pub mod matching;
pub mod players;
pub mod tiebreaks;
pub mod trf;

pub use dutch::{Pairing, Settings, Unpairable, pair_round};
pub use players::{Colour, Outcome, Player};
