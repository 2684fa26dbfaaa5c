//! What a tournament game's start mail says it belongs to ("round 2 of Spring Open"):
//! a value the services hand to the mail, worded there (`Occasion::describe_in`, in
//! the catalogs' module) for White, who receives it.

/// The event and round a new game belongs to; `None` of these for a challenge's game.
#[derive(Clone, Copy, Debug)]
pub enum Occasion<'a> {
    /// A round of a round robin.
    Round { round: i32, tournament: &'a str },
    /// A round of a group in a stage of a groups event.
    Group {
        stage: i32,
        group: i32,
        round: i32,
        tournament: &'a str,
    },
    /// A round of a knockout, of `rounds` in all.
    Match {
        round: usize,
        rounds: usize,
        tournament: &'a str,
    },
}
