//! Where a game stands: running, or over with a [`Conclusion`] (a result and how it came
//! about, or aborted without one). The state is stored in three columns (`status`,
//! `result`, `termination`); [`GameState::from_columns`] accepts only the combinations
//! the game's end writes, so no page or mail meets "aborted with 1-0".

use shakmaty::Color;

use crate::chess::{DrawClaim, GameResult, Termination};

/// `games.status`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameStatus {
    Running,
    Finished,
    /// Ended without a result before both players had moved (or annulled).
    Aborted,
}

impl GameStatus {
    /// Every status, as the CHECK constraint lists them.
    pub const ALL: [Self; 3] = [Self::Running, Self::Finished, Self::Aborted];

    /// The stored word.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Running => "running",
            Self::Finished => "finished",
            Self::Aborted => "aborted",
        }
    }

    /// Reads the stored word.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|s| s.as_str() == text)
    }
}

/// `games.result` in PGN's words: a result, or `*` while there is none.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct PgnResult(pub Option<GameResult>);

impl PgnResult {
    /// Every value, as the CHECK constraint lists them.
    pub const ALL: [Self; 4] = [
        Self(Some(GameResult::WhiteWins)),
        Self(Some(GameResult::BlackWins)),
        Self(Some(GameResult::Draw)),
        Self(None),
    ];

    /// `1-0`, `0-1`, `1/2-1/2` or `*`.
    pub fn as_str(self) -> &'static str {
        self.0.map_or("*", GameResult::as_pgn)
    }

    /// Reads the stored word.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|r| r.as_str() == text)
    }
}

super::stored_text::text_column!(GameStatus, PgnResult);

/// How a decided game ended; stored in `games.termination`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Ending {
    /// One of the endings the rules core detects by itself.
    Rule(Termination),
    Resignation,
    DrawAgreed,
    DrawClaimed(DrawClaim),
    TimeForfeit,
    Adjudication,
    /// Lost without play: the player left the tournament or team match (withdrawn by an
    /// organiser, or the account deleted).
    Forfeit,
}

/// The stored word of an aborted game's termination.
const ABORTED: &str = "aborted";

impl Ending {
    /// Every ending, in the order of the CHECK constraint (which adds `aborted`).
    pub const ALL: [Self; 12] = [
        Self::Rule(Termination::Checkmate),
        Self::Rule(Termination::Stalemate),
        Self::Rule(Termination::InsufficientMaterial),
        Self::Rule(Termination::FivefoldRepetition),
        Self::Rule(Termination::SeventyFiveMoveRule),
        Self::Resignation,
        Self::DrawAgreed,
        Self::DrawClaimed(DrawClaim::ThreefoldRepetition),
        Self::DrawClaimed(DrawClaim::FiftyMoveRule),
        Self::TimeForfeit,
        Self::Adjudication,
        Self::Forfeit,
    ];

    /// The stored word.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Rule(t) => t.as_str(),
            Self::Resignation => "resignation",
            Self::DrawAgreed => "draw_agreement",
            Self::DrawClaimed(c) => c.as_str(),
            Self::TimeForfeit => "time_forfeit",
            Self::Adjudication => "adjudication",
            Self::Forfeit => "forfeit",
        }
    }

    /// Reads the stored word.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|e| e.as_str() == text)
    }

    /// The PGN `[Termination]` value.
    pub fn pgn_termination(self) -> &'static str {
        match self {
            Self::TimeForfeit => "time forfeit",
            Self::Adjudication | Self::Forfeit => "adjudication",
            _ => "normal",
        }
    }
}

/// How a game that is over came out: one value, so a game cannot be aborted with a
/// result or decided without saying how.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Conclusion {
    Decided(GameResult, Ending),
    /// No result: the game does not count.
    Aborted,
}

impl Conclusion {
    /// The stored status.
    pub fn status(self) -> GameStatus {
        match self {
            Self::Decided(..) => GameStatus::Finished,
            Self::Aborted => GameStatus::Aborted,
        }
    }

    /// The stored result (`*` for an aborted game).
    pub fn result(self) -> PgnResult {
        match self {
            Self::Decided(result, _) => PgnResult(Some(result)),
            Self::Aborted => PgnResult(None),
        }
    }

    /// The stored termination word.
    pub fn termination(self) -> &'static str {
        match self {
            Self::Decided(_, ending) => ending.as_str(),
            Self::Aborted => ABORTED,
        }
    }

    /// The PGN `[Termination]` value.
    pub fn pgn_termination(self) -> &'static str {
        match self {
            Self::Decided(_, ending) => ending.pgn_termination(),
            Self::Aborted => "abandoned",
        }
    }

    /// What the game means for the player of `side`.
    pub fn verdict_for(self, side: Color) -> Verdict {
        match self {
            Self::Aborted => Verdict::Aborted,
            Self::Decided(result, _) => match result.winner() {
                None => Verdict::Draw,
                Some(winner) if winner == side => Verdict::Won,
                Some(_) => Verdict::Lost,
            },
        }
    }
}

/// How a game ended by a person's decision stands when it is ended before both players
/// have moved (see [`Conclusion::before_both_moved`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct EarlyEnd {
    pub conclusion: Conclusion,
    /// The game no longer counts for the ratings, whatever it was created as.
    pub unrated: bool,
}

impl Conclusion {
    /// Half-moves both players need to have played before a resignation or an
    /// adjudication is a result (lichess's rule: before that only an abort happens).
    pub const PLIES_TO_COUNT: i32 = 2;

    /// What this conclusion means in a game where `ply` half-moves were played. From
    /// the second half-move on, or for an ending the rules or the clock made (mate,
    /// stalemate, a time forfeit, a draw), a tournament forfeit: itself, rated as the
    /// game was. Before it, a resignation or an adjudication aborts a game outside a
    /// tournament (no result, `*`, unrated); a tournament game keeps its result,
    /// which its table needs (a knockout match must have a winner), but is not rated.
    pub fn before_both_moved(self, ply: i32, in_tournament: bool) -> EarlyEnd {
        let early = ply < Self::PLIES_TO_COUNT
            && matches!(
                self,
                Self::Decided(_, Ending::Resignation | Ending::Adjudication)
            );
        match (early, in_tournament) {
            (false, _) => EarlyEnd {
                conclusion: self,
                unrated: false,
            },
            (true, false) => EarlyEnd {
                conclusion: Self::Aborted,
                unrated: true,
            },
            (true, true) => EarlyEnd {
                conclusion: self,
                unrated: true,
            },
        }
    }
}

/// A finished game from one player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Verdict {
    Won,
    Lost,
    Draw,
    Aborted,
}

impl Verdict {
    /// Every verdict, in the order the games list offers them as filters.
    pub const ALL: [Verdict; 4] = [Self::Won, Self::Lost, Self::Draw, Self::Aborted];

    /// The verdict a filter word names, if any.
    pub fn parse(word: &str) -> Option<Verdict> {
        Self::ALL.into_iter().find(|v| v.as_str() == word)
    }

    /// The word of the games list (and its `result` filter).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Won => "won",
            Self::Lost => "lost",
            Self::Draw => "draw",
            Self::Aborted => "aborted",
        }
    }

    /// The stored result of an ended game in which the player with `color` had this
    /// verdict: lists filter each colour's games by it. An aborted game is the only
    /// ended one without a result (`*`).
    pub fn result_as(self, color: Color) -> PgnResult {
        PgnResult(match self {
            Self::Won => Some(GameResult::win_for(color)),
            Self::Lost => Some(GameResult::win_for(!color)),
            Self::Draw => Some(GameResult::Draw),
            Self::Aborted => None,
        })
    }
}

/// Where a game stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GameState {
    Running,
    Over(Conclusion),
}

impl GameState {
    /// Reads the three stored columns; any combination the end of a game cannot have
    /// written is an error.
    pub fn from_columns(
        status: GameStatus,
        result: PgnResult,
        termination: Option<&str>,
    ) -> Result<Self, String> {
        let state = match (status, result.0, termination) {
            (GameStatus::Running, None, None) => Some(Self::Running),
            (GameStatus::Aborted, None, Some(ABORTED)) => Some(Self::Over(Conclusion::Aborted)),
            (GameStatus::Finished, Some(result), Some(word)) => {
                Ending::parse(word).map(|ending| Self::Over(Conclusion::Decided(result, ending)))
            }
            _ => None,
        };
        state.ok_or_else(|| {
            format!(
                "no game state is {} with result {} and termination {termination:?}",
                status.as_str(),
                result.as_str()
            )
        })
    }

    pub fn is_running(self) -> bool {
        self == Self::Running
    }

    /// The conclusion of a game that is over.
    pub fn conclusion(self) -> Option<Conclusion> {
        match self {
            Self::Running => None,
            Self::Over(c) => Some(c),
        }
    }

    /// The stored status.
    pub fn status(self) -> GameStatus {
        self.conclusion()
            .map_or(GameStatus::Running, Conclusion::status)
    }

    /// The stored result (`*` while running or when aborted).
    pub fn result(self) -> PgnResult {
        self.conclusion()
            .map_or(PgnResult(None), Conclusion::result)
    }

    /// The stored termination word (none while running).
    pub fn termination(self) -> Option<&'static str> {
        self.conclusion().map(Conclusion::termination)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_decision_before_both_players_moved_aborts_or_goes_unrated() {
        let resigned = Conclusion::Decided(GameResult::BlackWins, Ending::Resignation);
        let adjudicated = Conclusion::Decided(GameResult::WhiteWins, Ending::Adjudication);
        for ply in [0, 1] {
            for c in [resigned, adjudicated] {
                let outside = c.before_both_moved(ply, false);
                assert_eq!(
                    (outside.conclusion, outside.unrated),
                    (Conclusion::Aborted, true)
                );
                let inside = c.before_both_moved(ply, true);
                assert_eq!((inside.conclusion, inside.unrated), (c, true));
            }
        }
        let kept = [
            Conclusion::Decided(GameResult::WhiteWins, Ending::TimeForfeit),
            Conclusion::Decided(GameResult::WhiteWins, Ending::Forfeit),
            Conclusion::Decided(GameResult::Draw, Ending::DrawAgreed),
            Conclusion::Aborted,
        ];
        for c in kept {
            assert_eq!(c.before_both_moved(0, false).conclusion, c);
            assert!(!c.before_both_moved(0, false).unrated);
        }
        let late = resigned.before_both_moved(2, false);
        assert_eq!((late.conclusion, late.unrated), (resigned, false));
    }

    #[test]
    fn a_verdict_names_the_result_for_each_colour() {
        use Color::{Black, White};
        assert_eq!(Verdict::Won.result_as(White).as_str(), "1-0");
        assert_eq!(Verdict::Won.result_as(Black).as_str(), "0-1");
        assert_eq!(Verdict::Lost.result_as(White).as_str(), "0-1");
        assert_eq!(Verdict::Lost.result_as(Black).as_str(), "1-0");
        for color in [White, Black] {
            assert_eq!(Verdict::Draw.result_as(color).as_str(), "1/2-1/2");
            assert_eq!(Verdict::Aborted.result_as(color).as_str(), "*");
        }
    }

    #[test]
    fn verdict_words_read_back() {
        for v in Verdict::ALL {
            assert_eq!(Verdict::parse(v.as_str()), Some(v));
        }
        assert_eq!(Verdict::parse("Won"), None);
        assert_eq!(Verdict::parse(""), None);
    }

    fn every_state() -> Vec<GameState> {
        let mut all = vec![GameState::Running, GameState::Over(Conclusion::Aborted)];
        for result in [
            GameResult::WhiteWins,
            GameResult::BlackWins,
            GameResult::Draw,
        ] {
            for ending in Ending::ALL {
                all.push(GameState::Over(Conclusion::Decided(result, ending)));
            }
        }
        all
    }

    #[test]
    fn every_state_reads_back_from_its_columns() {
        for state in every_state() {
            assert_eq!(
                GameState::from_columns(state.status(), state.result(), state.termination()),
                Ok(state)
            );
            assert_eq!(state.is_running(), state.status() == GameStatus::Running);
        }
    }

    #[test]
    fn inconsistent_columns_do_not_read() {
        let white = PgnResult(Some(GameResult::WhiteWins));
        let none = PgnResult(None);
        for (status, result, termination) in [
            (GameStatus::Aborted, white, Some("aborted")),
            (GameStatus::Running, white, None),
            (GameStatus::Running, none, Some("resignation")),
            (GameStatus::Finished, none, Some("resignation")),
            (GameStatus::Finished, white, None),
            (GameStatus::Finished, white, Some("aborted")),
            (GameStatus::Finished, white, Some("boredom")),
            (GameStatus::Aborted, none, None),
        ] {
            assert!(
                GameState::from_columns(status, result, termination).is_err(),
                "{status:?} {result:?} {termination:?}"
            );
        }
    }

    #[test]
    fn words_for_every_ending() {
        for ending in Ending::ALL {
            assert_eq!(Ending::parse(ending.as_str()), Some(ending));
        }
        assert_eq!(Ending::parse("aborted"), None, "aborted is no ending");
        assert_eq!(Ending::TimeForfeit.pgn_termination(), "time forfeit");
        assert_eq!(
            Ending::Rule(Termination::Checkmate).pgn_termination(),
            "normal"
        );
        assert_eq!(Conclusion::Aborted.pgn_termination(), "abandoned");
    }

    #[test]
    fn verdicts_from_each_side() {
        let won_by_white = Conclusion::Decided(GameResult::WhiteWins, Ending::Resignation);
        assert_eq!(won_by_white.verdict_for(Color::White), Verdict::Won);
        assert_eq!(won_by_white.verdict_for(Color::Black), Verdict::Lost);
        let drawn = Conclusion::Decided(GameResult::Draw, Ending::DrawAgreed);
        assert_eq!(drawn.verdict_for(Color::Black), Verdict::Draw);
        assert_eq!(
            Conclusion::Aborted.verdict_for(Color::White),
            Verdict::Aborted
        );
    }
}
