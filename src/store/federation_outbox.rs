//! The queue of messages to peers (migration 0124): written inside the action's
//! transaction, delivered by the federation worker in order per peer.

use sqlx::PgConnection;

use crate::domain::federation::Envelope;

/// Queues `envelope` for its `to` host, in the caller's transaction.
pub async fn enqueue(conn: &mut PgConnection, envelope: &Envelope) -> sqlx::Result<()> {
    let body = serde_json::to_value(envelope).map_err(|e| sqlx::Error::Encode(Box::new(e)))?;
    sqlx::query("INSERT INTO federation_outbox (peer, message_id, envelope) VALUES ($1, $2, $3)")
        .bind(envelope.to.as_str())
        .bind(&envelope.id)
        .bind(body)
        .execute(conn)
        .await?;
    Ok(())
}
