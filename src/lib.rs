
pub mod chess;
