//! Challenges and games: the game page and its board, moves, messages, preparations,
//! rematches, the dice of start positions and the pages' live event streams.

pub mod board;
pub mod board_grid;
pub mod board_words;
pub mod challenges;
pub mod computer;
pub mod dice;
pub mod games;
pub mod live;
pub mod messages;
pub mod page;
pub mod preparations;
pub mod record;
pub mod rematch;
