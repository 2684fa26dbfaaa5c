//! `MakeAMove`: a move, resignation, draw offer, acceptance or claim, or a message,
//! through the same service functions as the game page (a move is
//! `service::play::play_move`: one transaction, the same mails and conditional
//! replies, and a resent move is answered `Success` without playing twice). Every
//! refusal becomes one `MakeAMoveResult` in [`result_of`].

use super::soap::{Call, Fault, XFCC_NS, Xml};
use crate::{
    chess::MoveError,
    domain::{GameId, UserId},
    service::{
        Missing, ServiceError,
        game_actions::{self, DrawAction},
        game_talk,
        move_decision::MoveSubmission,
        play,
    },
    store::{self, games::GameRow},
    web::{AppState, middleware::rate_limit},
};

/// The Xfcc `MakeAMoveResult` values (`MoveIsAmbigous` is spelt as the protocol
/// spells it).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MoveResult {
    Success,
    ServerError,
    AuthenticationFailed,
    InvalidGameId,
    NotYourGame,
    NotYourTurn,
    InvalidMoveNumber,
    InvalidMove,
    MoveIsAmbigous,
    NoDrawWasOffered,
    LostOnTime,
    YouAreOnLeave,
    FeatureUnavailable,
}

impl MoveResult {
    /// The protocol's word.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Success => "Success",
            Self::ServerError => "ServerError",
            Self::AuthenticationFailed => "AuthenticationFailed",
            Self::InvalidGameId => "InvalidGameID",
            Self::NotYourGame => "NotYourGame",
            Self::NotYourTurn => "NotYourTurn",
            Self::InvalidMoveNumber => "InvalidMoveNumber",
            Self::InvalidMove => "InvalidMove",
            Self::MoveIsAmbigous => "MoveIsAmbigous",
            Self::NoDrawWasOffered => "NoDrawWasOffered",
            Self::LostOnTime => "LostOnTime",
            Self::YouAreOnLeave => "YouAreOnLeave",
            Self::FeatureUnavailable => "FeatureUnavailable",
        }
    }

    /// The `MakeAMoveResponse` element.
    pub fn response(self) -> String {
        let mut x = Xml::default();
        x.raw("<MakeAMoveResponse xmlns=\"");
        x.raw(XFCC_NS);
        x.raw("\">");
        x.leaf("MakeAMoveResult", self.as_str());
        x.close("MakeAMoveResponse");
        x.finish()
    }
}

/// The Xfcc answer to a refused action. Every variant is named, so a new refusal
/// must be given its answer here.
pub fn result_of(error: &ServiceError) -> MoveResult {
    match error {
        ServiceError::NotFound(Missing::Game) => MoveResult::InvalidGameId,
        ServiceError::NotAPlayer => MoveResult::NotYourGame,
        // A finished game is nobody's turn.
        ServiceError::NotYourTurn | ServiceError::NotRunning => MoveResult::NotYourTurn,
        ServiceError::StalePly { .. } => MoveResult::InvalidMoveNumber,
        ServiceError::IllegalMove(e) => move_result_of(e),
        ServiceError::Conflict(words) => match words.id {
            "refusal-time-ran-out" | "refusal-draw-time-ran-out" => MoveResult::LostOnTime,
            // The opponent's time ran out first: the game is over, nobody's turn.
            "refusal-draw-opponent-time-ran-out" => MoveResult::NotYourTurn,
            "refusal-draw-none-to-accept" => MoveResult::NoDrawWasOffered,
            // The offer asked for stands already.
            "refusal-draw-offer-stands" => MoveResult::Success,
            // Offering against an offer, a claim the position does not allow, a
            // message the opponent blocks.
            _ => MoveResult::InvalidMove,
        },
        // A message too long or holding control characters.
        ServiceError::Invalid(_) => MoveResult::InvalidMove,
        ServiceError::NotFound(
            Missing::Challenge
            | Missing::Tournament
            | Missing::ConditionalLine
            | Missing::Player
            | Missing::TeamMatch
            | Missing::Club,
        )
        | ServiceError::Club(_)
        | ServiceError::NotAdmin
        | ServiceError::NotOrganizer
        | ServiceError::Unverified
        | ServiceError::RatingOutOfRange { .. }
        | ServiceError::EntryRefused(_)
        | ServiceError::Limited { .. }
        | ServiceError::Internal(_) => MoveResult::ServerError,
    }
}

/// The Xfcc answer to a move the rules refuse: an ambiguous one says so.
fn move_result_of(error: &MoveError) -> MoveResult {
    match error {
        MoveError::Ambiguous(_) | MoveError::FileOrBishop(_) => MoveResult::MoveIsAmbigous,
        // Xfcc names no other kind of refusal: every other one is an invalid move.
        _ => MoveResult::InvalidMove,
    }
}

/// A `MakeAMove` call's fields.
#[derive(Clone, Debug)]
pub struct MoveRequest {
    pub game: GameId,
    pub resign: bool,
    pub accept_draw: bool,
    /// The full-move number the move belongs to.
    pub movecount: i64,
    pub my_move: String,
    pub offer_draw: bool,
    pub claim_draw: bool,
    pub message: String,
}

impl MoveRequest {
    /// Reads the fields of `call` (`movecount` may be left out when no move is sent).
    pub fn of(call: &Call) -> Result<Self, Fault> {
        Ok(Self {
            game: GameId(call.integer("gameId")?),
            resign: call.flag("resign")?,
            accept_draw: call.flag("acceptDraw")?,
            movecount: match call.text("movecount").trim() {
                "" => 0,
                _ => call.integer("movecount")?,
            },
            my_move: call.text("myMove").trim().to_owned(),
            offer_draw: call.flag("offerDraw")?,
            claim_draw: call.flag("claimDraw")?,
            message: call.text("myMessage").to_owned(),
        })
    }
}

/// The ply a move numbered `movecount` by `user` starts from: White's move of full
/// move n follows 2(n-1) half-moves, Black's one more.
pub fn ply_of(row: &GameRow, user: UserId, movecount: i64) -> Option<i32> {
    let before = movecount.checked_sub(1)?.checked_mul(2)?;
    let ply = before + i64::from(row.black_id == user);
    (movecount >= 1).then_some(i32::try_from(ply).ok()?)
}

/// Does what `request` asks in `user`'s name and says how it went.
pub async fn make_a_move(state: &AppState, user: UserId, request: &MoveRequest) -> MoveResult {
    match act(state, user, request).await {
        Ok(result) => result,
        Err(e) => {
            if matches!(e, ServiceError::Internal(_)) {
                tracing::error!(game = %request.game, "Xfcc move failed: {e:#}");
            }
            result_of(&e)
        }
    }
}

/// Counts an action that mails the opponent, like the game page's draw offers.
async fn notify(state: &AppState, user: UserId) -> Result<(), ServiceError> {
    match rate_limit::notify_hit(state, user).await? {
        Ok(()) => Ok(()),
        Err(retry_after) => Err(ServiceError::Limited { retry_after }),
    }
}

/// Plays the request's move (with its offer and message) through `play_move`.
async fn play(
    state: &AppState,
    row: &GameRow,
    user: UserId,
    r: &MoveRequest,
) -> Result<(), ServiceError> {
    let ply = ply_of(row, user, r.movecount).ok_or(ServiceError::StalePly { current: row.ply })?;
    // A move for now or later while the game is over or the opponent is on move (an
    // earlier one is a resent move, or a wrong number: `play_move` tells which).
    if ply >= row.ply && !row.is_running() {
        return Err(ServiceError::NotRunning);
    }
    if ply >= row.ply && row.seats().player_on_move() != user {
        return Err(ServiceError::NotYourTurn);
    }
    if r.offer_draw {
        notify(state, user).await?;
    }
    let submission = MoveSubmission {
        message: &r.message,
        offer_draw: r.offer_draw,
        ..MoveSubmission::new(user, &r.my_move, ply)
    };
    play::play_move(state.ctx(), r.game, submission).await?;
    Ok(())
}

/// The action: resigning, accepting or claiming a draw come first and end the game (a
/// move sent with them is not played); otherwise the move (with its offer and
/// message), or without one the offer or the message alone.
async fn act(state: &AppState, user: UserId, r: &MoveRequest) -> Result<MoveResult, ServiceError> {
    let ctx = state.ctx();
    let row = store::games::by_id(&state.pool, r.game)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Game))?;
    if !row.is_player(user) {
        return Err(ServiceError::NotAPlayer);
    }
    if r.resign {
        game_actions::resign(ctx, r.game, user).await?;
    } else if r.accept_draw {
        game_actions::draw_saying(ctx, r.game, user, DrawAction::Accept, &r.message).await?;
    } else if r.claim_draw {
        // A claim with the move that makes it would need the position after the move;
        // corrchess takes claims on the claimant's move, before moving.
        if !r.my_move.is_empty() {
            return Ok(MoveResult::FeatureUnavailable);
        }
        game_actions::draw_saying(ctx, r.game, user, DrawAction::Claim, &r.message).await?;
    } else if !r.my_move.is_empty() {
        play(state, &row, user, r).await?;
    } else if r.offer_draw {
        notify(state, user).await?;
        game_actions::draw_saying(ctx, r.game, user, DrawAction::Offer, &r.message).await?;
    } else if !r.message.trim().is_empty() {
        notify(state, user).await?;
        game_talk::post_message(ctx, r.game, user, &r.message).await?;
    } else {
        return Err(ServiceError::IllegalMove(MoveError::Empty));
    }
    Ok(MoveResult::Success)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        chess::{CastlingBlock, PromotionProblem},
        domain::Words,
        service::FieldErrors,
    };
    use shakmaty::{CastlingSide, Color, Piece, Role, Square};

    #[test]
    fn every_refusal_has_its_answer() {
        use MoveResult as R;
        use ServiceError as E;
        let cases = [
            (E::NotFound(Missing::Game), R::InvalidGameId),
            (E::NotFound(Missing::Player), R::ServerError),
            (E::NotFound(Missing::Challenge), R::ServerError),
            (E::NotFound(Missing::Tournament), R::ServerError),
            (E::NotFound(Missing::ConditionalLine), R::ServerError),
            (E::NotAPlayer, R::NotYourGame),
            (E::NotAdmin, R::ServerError),
            (E::NotOrganizer, R::ServerError),
            (E::Unverified, R::ServerError),
            (
                E::RatingOutOfRange {
                    rating: 1500,
                    range: Words::new("error-internal"),
                },
                R::ServerError,
            ),
            (
                E::EntryRefused(Words::new("error-internal")),
                R::ServerError,
            ),
            (E::NotYourTurn, R::NotYourTurn),
            (E::NotRunning, R::NotYourTurn),
            (E::StalePly { current: 3 }, R::InvalidMoveNumber),
            (E::conflict("refusal-time-ran-out"), R::LostOnTime),
            (E::conflict("refusal-draw-time-ran-out"), R::LostOnTime),
            (
                E::conflict("refusal-draw-opponent-time-ran-out"),
                R::NotYourTurn,
            ),
            (
                E::conflict("refusal-draw-none-to-accept"),
                R::NoDrawWasOffered,
            ),
            (E::conflict("refusal-draw-offer-stands"), R::Success),
            (E::conflict("refusal-draw-nothing-to-claim"), R::InvalidMove),
            (E::conflict("refusal-draw-offered-to-you"), R::InvalidMove),
            (E::Limited { retry_after: 5 }, R::ServerError),
            (E::Invalid(FieldErrors::default()), R::InvalidMove),
            (E::Internal(anyhow::anyhow!("down")), R::ServerError),
        ];
        for (error, expected) in cases {
            assert_eq!(result_of(&error), expected, "{error:?}");
        }
    }

    #[test]
    fn every_move_error_is_an_invalid_move_but_ambiguity() {
        let piece = Piece {
            color: Color::Black,
            role: Role::Knight,
        };
        let errors = [
            MoveError::Empty,
            MoveError::Unreadable("x".into()),
            MoveError::Illegal("x".into()),
            MoveError::GameOver,
            MoveError::NoPieceOn(Square::E4),
            MoveError::NotYourPiece {
                square: Square::E4,
                piece,
            },
            MoveError::NoSuchPiece(Role::Queen),
            MoveError::CannotReach {
                role: Role::Knight,
                to: Square::E4,
            },
            MoveError::PieceCannotGo {
                role: Role::Knight,
                from: Square::B1,
                to: Square::B3,
            },
            MoveError::OwnPieceOnTarget {
                to: Square::E2,
                role: Role::Pawn,
            },
            MoveError::NothingToCapture(Square::E5),
            MoveError::Pinned {
                role: Role::Bishop,
                from: Square::D2,
            },
            MoveError::StillInCheck("a3".into()),
            MoveError::KingToAttackedSquare(Square::F2),
            MoveError::PromotionMissing(Square::E8),
            MoveError::PromotionInvalid(PromotionProblem::NotAPromotion),
            MoveError::Castling {
                side: CastlingSide::KingSide,
                reason: CastlingBlock::RightLost,
            },
            MoveError::UseKingOntoRook {
                side: CastlingSide::KingSide,
                king: Square::E1,
                target: Square::G1,
                rook: Square::H1,
            },
        ];
        for e in errors {
            let refused = ServiceError::IllegalMove(e.clone());
            assert_eq!(result_of(&refused), MoveResult::InvalidMove, "{e:?}");
        }
        let ambiguous = ServiceError::IllegalMove(MoveError::Ambiguous(vec!["Nbd2".into()]));
        assert_eq!(result_of(&ambiguous), MoveResult::MoveIsAmbigous);
    }

    #[test]
    fn results_are_the_protocols_words() {
        assert_eq!(MoveResult::InvalidGameId.as_str(), "InvalidGameID");
        assert_eq!(MoveResult::MoveIsAmbigous.as_str(), "MoveIsAmbigous");
        assert!(
            MoveResult::Success
                .response()
                .contains(">Success</MakeAMoveResult>")
        );
    }
}
