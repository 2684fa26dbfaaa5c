//! Players elsewhere as rows here: a shadow account per `name@host` (docs/design/
//! federation.md), so games, lists and pages treat a remote opponent as any other.

use sqlx::PgConnection;

use crate::{
    domain::{Links, UserId, federation::Address},
    service::{Missing, ServiceError},
    store::{self, users::User},
};

/// The shadow account of `address`, made now when there is none: named `name@host`,
/// no usable password, an address in `.invalid` (no mail is ever queued to it).
pub async fn find_or_create_remote(
    conn: &mut PgConnection,
    address: &Address,
) -> Result<User, ServiceError> {
    let id = store::federated_games::find_or_create_remote(
        &mut *conn,
        &address.to_string(),
        address.host.as_str(),
    )
    .await?;
    store::users::by_id(&mut *conn, id)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Player))
}

/// How a peer names player `user` of a game here: a shadow's own `name@host`, a local
/// player's name at this server's host.
pub async fn wire_name(
    conn: &mut PgConnection,
    links: &Links,
    user: UserId,
) -> Result<String, ServiceError> {
    let u = store::users::by_id(&mut *conn, user)
        .await?
        .ok_or(ServiceError::NotFound(Missing::Player))?;
    if store::federated_games::home_host_of(&mut *conn, user)
        .await?
        .is_some()
    {
        return Ok(u.username);
    }
    Ok(format!(
        "{}@{}",
        u.username,
        super::outgoing::local_host(links)?
    ))
}

/// The player a peer's `name@host` names here: a local account when the host is this
/// server, else the shadow of the player at that host (made when missing).
pub async fn from_wire(
    conn: &mut PgConnection,
    links: &Links,
    name: &str,
) -> Result<User, ServiceError> {
    let address =
        Address::parse(name).map_err(|_| ServiceError::conflict("federation-no-such-player"))?;
    if address.host == super::outgoing::local_host(links)? {
        return local(conn, &address.name).await;
    }
    find_or_create_remote(conn, &address).await
}

/// The local (not shadow) account named `name`.
pub async fn local(conn: &mut PgConnection, name: &str) -> Result<User, ServiceError> {
    let user = store::users::by_username(&mut *conn, name)
        .await?
        .ok_or_else(|| ServiceError::conflict("federation-no-such-player"))?;
    if store::federated_games::home_host_of(&mut *conn, user.id)
        .await?
        .is_some()
    {
        return Err(ServiceError::conflict("federation-no-such-player"));
    }
    Ok(user)
}
