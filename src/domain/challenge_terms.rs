//! What a challenge offers, as one value: the pages list it and the mails about a
//! challenge repeat it, each worded at the edge in the reader's language
//! (`ChallengeTerms::describe_in`, in the catalogs' module).

use crate::{
    chess::StartNumber,
    domain::{clock::TimeControl, games::ColorChoice},
};

/// The terms of a challenge, as stored.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ChallengeTerms {
    pub time_control: TimeControl,
    /// `None`: drawn when the challenge is accepted.
    pub start_number: Option<StartNumber>,
    pub rated: bool,
    pub color: ColorChoice,
    pub vacation_allowed: bool,
}
