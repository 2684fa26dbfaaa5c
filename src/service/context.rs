//! What every service action needs besides its own arguments: the database and the
//! link builder for the mails it queues. Borrowed, so pages, the API and the job loop
//! make one from what they hold without cloning. An action holds a [`Context`] and
//! opens its transaction from it; the steps it calls inside that transaction take one
//! [`Tx`] (the open connection and the same links).

use sqlx::{PgConnection, PgPool};

use super::ServiceError;
use crate::{
    domain::{GameId, Lang, Links, TournamentId, clock, team_matches::MatchId},
    mail::{Envelope, MailContent},
    store,
};

/// The database pool and the link builder, passed to a service action as one value.
#[derive(Clone, Copy, Debug)]
pub struct Context<'a> {
    pub pool: &'a PgPool,
    pub links: &'a Links,
    /// Vacation days per player and year (`VACATION_DAYS_PER_YEAR`): a move sent after
    /// its deadline may still be saved by an automatic vacation booked within them.
    pub vacation_days_per_year: i64,
    /// Play across servers, when `FEDERATION=on`: the peers' policy, the key that signs
    /// requests, the HTTP client (docs/FEDERATION.md).
    pub federation: Option<&'a super::federation_transport::Federation>,
}

impl<'a> Context<'a> {
    /// The context over `pool` and `links`, with the configuration's default yearly
    /// vacation allowance.
    pub fn new(pool: &'a PgPool, links: &'a Links) -> Self {
        Self {
            pool,
            links,
            vacation_days_per_year: clock::DEFAULT_VACATION_DAYS_PER_YEAR,
            federation: None,
        }
    }

    /// The same context, able to talk to peers through `federation` (`None`: off).
    pub fn with_federation(
        self,
        federation: Option<&'a super::federation_transport::Federation>,
    ) -> Self {
        Self { federation, ..self }
    }

    /// The same context with the configured yearly vacation allowance.
    pub fn with_vacation_days(self, vacation_days_per_year: i64) -> Self {
        Self {
            vacation_days_per_year,
            ..self
        }
    }

    /// The action's open transaction `conn` with this context's links, for the steps
    /// that write inside it and queue mail.
    pub fn within<'t>(&self, conn: &'t mut PgConnection) -> Tx<'t>
    where
        'a: 't,
    {
        Tx::new(conn, self.links)
    }
}

/// A caller's open transaction and the link builder: what a step inside an action
/// (ending a game, starting a tournament's games, queueing their mails) works with.
/// One value instead of `(tx, links)` in every signature; taken as `&mut Tx<'_>`, so
/// a step hands it on and the caller keeps it. It also carries what happened in it that
/// modules above the step act on ([`Effect`]): a low step records, the action acts
/// (`service::after_game`) before it commits, so calls go one way.
#[derive(Debug)]
pub struct Tx<'a> {
    pub conn: &'a mut PgConnection,
    pub links: &'a Links,
    effects: Vec<Effect>,
}

/// Something a step did in the transaction that others act on before the commit.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Effect {
    /// A game ended (`games::conclude`): its tournament and its team match, if any, may
    /// end or move on with it.
    GameEnded {
        game: GameId,
        tournament: Option<TournamentId>,
        team_match: Option<MatchId>,
    },
}

impl<'a> Tx<'a> {
    /// The step's view of the transaction `conn`, with `links` for its mails.
    pub fn new(conn: &'a mut PgConnection, links: &'a Links) -> Self {
        Self {
            conn,
            links,
            effects: Vec::new(),
        }
    }
}

impl Tx<'_> {
    /// Notes `effect` for the action to act on before it commits.
    pub fn record(&mut self, effect: Effect) {
        self.effects.push(effect);
    }

    /// The effects recorded so far, in their order; the list is empty afterwards.
    pub fn take_effects(&mut self) -> Vec<Effect> {
        std::mem::take(&mut self.effects)
    }
}

impl Tx<'_> {
    /// Queues `mail` to the address `to`, worded in `lang`, in this transaction: the
    /// plain envelope of every mail outside a game's thread (accounts, challenges,
    /// tournaments), written once here.
    pub async fn queue_mail(
        &mut self,
        to: &str,
        lang: Lang,
        mail: &impl MailContent,
    ) -> Result<(), ServiceError> {
        let envelope = Envelope::to(to, self.links).in_language(lang);
        store::outbox::enqueue(&mut *self.conn, &mail.to_mail(&envelope)?).await?;
        Ok(())
    }
}
