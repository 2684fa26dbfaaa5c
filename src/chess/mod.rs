//! The rules core: a pure wrapper over shakmaty (no I/O) for Chess960
//! correspondence games.
//!
//! * [`StartNumber`]: the 960 start positions (Scharnagl numbers, 518 = classical).
//! * [`Game`]: replay from stored moves, play typed moves, outcome and draw claims.
//! * [`MoveError`]: why a typed move was refused, as a sentence for the player.
//! * [`pgn`]: export and import; [`diagram`]: a text board for mails.
//! * [`board_layout`]: where squares and pieces are drawn, for the SVG boards.
//!
//! Castling is always in Chess960 mode, also for position 518, so `O-O` and the
//! king-onto-rook form (`e1h1`) work the same in every game.

#![deny(missing_docs)]

pub mod board_layout;
pub mod castling;
mod cyrillic;
pub mod diagram;
mod game;
pub mod input;
mod move_mark;
mod notation;
mod outcome;
pub mod pgn;
mod start;

#[cfg(test)]
mod perft_tests;
#[cfg(test)]
mod proptests;

pub use castling::{Castling, CastlingBlock};
pub use game::{
    FenError, Game, LegalMove, PlayedMove, ReplayError, fen_of, legal_moves_in, move_number_label,
    position_from_fen, uci_of,
};
pub use input::{MoveError, PromotionProblem, role_name};
pub use move_mark::MoveMark;
pub use outcome::{DrawClaim, GameEnd, GameResult, Termination};
pub use start::{ParseStartNumberError, StartNumber, StartNumberError};
