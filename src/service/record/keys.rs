//! The server's record keys: the signing key, made on first start and kept in
//! `server_secrets` like the other generated keys (so `backup --without-secrets`
//! leaves it out), and every public key that ever signed, kept in `record_keys` (so a
//! rotated or lost key's heads still verify).

use sqlx::PgPool;

use crate::{
    domain::record::{PublicKey, RecordKey, signing},
    store,
};

/// The name of the record signing key (PKCS#8) in `server_secrets`.
pub const SECRET_NAME: &str = "record_signing_key";

/// The signing key: the stored one, or a new one stored now (its public half kept).
pub async fn load_or_create(pool: &PgPool) -> anyhow::Result<RecordKey> {
    let (_, fresh) = RecordKey::generate().map_err(|_| anyhow::anyhow!("cannot make a key"))?;
    let kept = store::server_secrets::get_or_store(pool, SECRET_NAME, &fresh).await?;
    let key = RecordKey::from_pkcs8(&kept)
        .map_err(|_| anyhow::anyhow!("server_secrets.{SECRET_NAME} is no Ed25519 key"))?;
    let public = key.public();
    store::record::keep_public_key(pool, &public.kid(), public.as_bytes()).await?;
    Ok(key)
}

/// Every public key that signed records here.
pub async fn public_keys(pool: &PgPool) -> sqlx::Result<Vec<PublicKey>> {
    Ok(store::record::public_keys(pool)
        .await?
        .iter()
        .filter_map(|k| PublicKey::from_bytes(k).ok())
        .collect())
}

/// The JWKS document of every public key (`GET /.well-known/jwks.json`).
pub async fn jwks(pool: &PgPool) -> sqlx::Result<serde_json::Value> {
    Ok(signing::jwks(&public_keys(pool).await?))
}
