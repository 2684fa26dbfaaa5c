//! What a draw action does, decided from the game's state alone; `game_actions::draw` only
//! locks the row, reads the claimable draw when one is claimed, and writes the step.

use super::ServiceError;
use crate::{
    chess::{DrawClaim, GameResult},
    domain::{
        UserId,
        game_state::{Conclusion, Ending},
    },
};

/// The draw actions of the game page and the API.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawAction {
    Offer,
    Accept,
    Decline,
    Claim,
}

impl DrawAction {
    pub fn parse(text: &str) -> Option<Self> {
        match text {
            "offer" => Some(Self::Offer),
            "accept" => Some(Self::Accept),
            "decline" => Some(Self::Decline),
            "claim" => Some(Self::Claim),
            _ => None,
        }
    }
}

/// The facts of a running game a draw action depends on.
#[derive(Clone, Copy, Debug)]
pub struct DrawSituation {
    pub user: UserId,
    pub opponent: UserId,
    pub on_move: UserId,
    pub offer_by: Option<UserId>,
    /// The draw the position allows claiming (read only for a claim).
    pub claimable: Option<DrawClaim>,
}

/// What to write for an accepted draw action.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawStep {
    /// Record the user's offer and tell the opponent.
    Offer,
    /// Withdraw the opponent's offer and tell them.
    Decline,
    /// End the game drawn.
    End(Conclusion),
}

/// Decides a draw action in a running game, or says why it is refused.
pub fn decide(action: DrawAction, s: DrawSituation) -> Result<DrawStep, ServiceError> {
    let refuse = |id: &'static str| Err(ServiceError::conflict(id));
    let opponent_offers = s.offer_by == Some(s.opponent);
    match action {
        DrawAction::Offer if s.offer_by == Some(s.user) => refuse("refusal-draw-offer-stands"),
        DrawAction::Offer if opponent_offers => refuse("refusal-draw-offered-to-you"),
        DrawAction::Offer => Ok(DrawStep::Offer),
        DrawAction::Accept if !opponent_offers => refuse("refusal-draw-none-to-accept"),
        DrawAction::Accept => Ok(DrawStep::End(Conclusion::Decided(
            GameResult::Draw,
            Ending::DrawAgreed,
        ))),
        DrawAction::Decline if !opponent_offers => refuse("refusal-draw-none-to-decline"),
        DrawAction::Decline => Ok(DrawStep::Decline),
        DrawAction::Claim if s.on_move != s.user => refuse("refusal-draw-claim-not-your-move"),
        DrawAction::Claim => match s.claimable {
            Some(claim) => Ok(DrawStep::End(Conclusion::Decided(
                GameResult::Draw,
                Ending::DrawClaimed(claim),
            ))),
            None => refuse("refusal-draw-nothing-to-claim"),
        },
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const ME: UserId = UserId(1);
    const THEM: UserId = UserId(2);

    fn situation(offer_by: Option<UserId>) -> DrawSituation {
        DrawSituation {
            user: ME,
            opponent: THEM,
            on_move: ME,
            offer_by,
            claimable: None,
        }
    }

    fn refusal(r: Result<DrawStep, ServiceError>) -> String {
        match r {
            Err(ServiceError::Conflict(reason)) => reason.to_string(),
            other => panic!("expected a refusal, got {other:?}"),
        }
    }

    #[test]
    fn an_offer_needs_no_standing_offer() {
        assert_eq!(
            decide(DrawAction::Offer, situation(None)).unwrap(),
            DrawStep::Offer
        );
        assert!(refusal(decide(DrawAction::Offer, situation(Some(ME)))).contains("already"));
        assert!(
            refusal(decide(DrawAction::Offer, situation(Some(THEM)))).contains("accept or decline")
        );
    }

    #[test]
    fn only_the_opponents_offer_can_be_accepted_or_declined() {
        let agreed = decide(DrawAction::Accept, situation(Some(THEM))).unwrap();
        assert_eq!(
            agreed,
            DrawStep::End(Conclusion::Decided(GameResult::Draw, Ending::DrawAgreed))
        );
        assert_eq!(
            decide(DrawAction::Decline, situation(Some(THEM))).unwrap(),
            DrawStep::Decline
        );
        for action in [DrawAction::Accept, DrawAction::Decline] {
            for offer in [None, Some(ME)] {
                assert!(refusal(decide(action, situation(offer))).contains("no draw offer"));
            }
        }
    }

    #[test]
    fn a_claim_needs_the_move_and_a_claimable_position() {
        let mut s = situation(None);
        assert!(refusal(decide(DrawAction::Claim, s)).contains("neither threefold"));
        s.claimable = Some(DrawClaim::FiftyMoveRule);
        let claimed = decide(DrawAction::Claim, s).unwrap();
        assert_eq!(
            claimed,
            DrawStep::End(Conclusion::Decided(
                GameResult::Draw,
                Ending::DrawClaimed(DrawClaim::FiftyMoveRule)
            ))
        );
        s.on_move = THEM;
        assert!(refusal(decide(DrawAction::Claim, s)).contains("only when it is your move"));
    }
}
