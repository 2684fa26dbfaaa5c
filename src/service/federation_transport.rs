//! Talking to peers over HTTP (docs/FEDERATION.md, "Transport"): who this server is
//! (its host, from `BASE_URL`), which peers it talks to, the key that signs its
//! requests and the HTTP client that sends them — only to public addresses (the push
//! client's guarded resolver), never following redirects, with short timeouts.

use std::{fmt, sync::Arc, time::Duration};

use time::OffsetDateTime;

use crate::{
    config::Config,
    domain::{
        federation::{Envelope, Host, Message, policy::PeerPolicy, signature},
        record::RecordKey,
    },
    mail::push::resolver::PublicResolver,
};

/// How long connecting to a peer may take.
pub const CONNECT_TIMEOUT: Duration = Duration::from_secs(5);
/// How long one request to a peer may take, connecting included.
pub const REQUEST_TIMEOUT: Duration = Duration::from_secs(15);
/// The largest answer read from a peer (documents, keys, inbox answers).
pub const MAX_ANSWER_BYTES: usize = 256 * 1024;
/// The protocol version of `/.well-known/corrchess`.
pub const PROTOCOL: u32 = 1;
/// The path of the inbox, under `BASE_URL`.
pub const INBOX_PATH: &str = "/federation/inbox";

/// This server as a federation member.
pub struct Federation {
    /// This server's `host[:port]` (from `BASE_URL`): messages must be addressed to it.
    pub host: Host,
    /// `BASE_URL`, which signed request targets are built from.
    pub base_url: String,
    pub policy: PeerPolicy,
    pub key: Arc<RecordKey>,
    /// The longest wait between two delivery attempts (`FEDERATION_RETRY_MAX`).
    pub retry_max: Duration,
    client: reqwest::Client,
}

impl fmt::Debug for Federation {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_struct("Federation")
            .field("host", &self.host)
            .field("policy", &self.policy)
            .finish_non_exhaustive()
    }
}

/// A peer's answer to a request.
#[derive(Clone, Debug)]
pub struct Reply {
    pub status: u16,
    /// The body as JSON (`null` when empty or not JSON).
    pub body: serde_json::Value,
}

impl Federation {
    /// The federation of `config` when `FEDERATION=on`, signing with `key`.
    pub fn from_config(config: &Config, key: Arc<RecordKey>) -> anyhow::Result<Option<Self>> {
        if !config.federation.enabled {
            return Ok(None);
        }
        let url = url::Url::parse(&config.base_url)?;
        let authority = match (url.host_str(), url.port()) {
            (Some(h), Some(p)) => format!("{h}:{p}"),
            (Some(h), None) => h.to_owned(),
            _ => anyhow::bail!("BASE_URL has no host"),
        };
        let host = Host::parse(&authority)
            .map_err(|e| anyhow::anyhow!("BASE_URL's host {authority:?}: {e}"))?;
        let loopback = config.federation_on_loopback();
        let policy = PeerPolicy::new(&config.federation.peers, &config.federation.block, loopback)
            .map_err(|e| anyhow::anyhow!("FEDERATION_PEERS or FEDERATION_BLOCK: {e}"))?;
        let client = reqwest::Client::builder()
            .connect_timeout(CONNECT_TIMEOUT)
            .timeout(REQUEST_TIMEOUT)
            .redirect(reqwest::redirect::Policy::none())
            .no_proxy()
            .user_agent(concat!("corrchess/", env!("CARGO_PKG_VERSION")))
            .dns_resolver(PublicResolver {
                allow_loopback: loopback,
            })
            .build()?;
        Ok(Some(Self {
            host,
            base_url: config.base_url.clone(),
            policy,
            key,
            retry_max: config.federation.retry_max,
            client,
        }))
    }

    /// A message from this server to `to`, with a fresh id (a random UUID) and sent now:
    /// what an action queues with `store::federation_outbox::enqueue`.
    pub fn envelope(&self, to: Host, message: Message) -> Envelope {
        Envelope {
            id: crate::domain::federation::message::new_id(),
            created: OffsetDateTime::now_utc()
                .replace_nanosecond(0)
                .unwrap_or_else(|_| OffsetDateTime::now_utc()),
            from: self.host.clone(),
            to,
            message,
        }
    }

    /// The URL of this server's inbox.
    pub fn inbox_url(&self) -> String {
        format!("{}{INBOX_PATH}", self.base_url)
    }

    /// `GET url` for JSON; `Err` when the peer cannot be reached or answers no JSON.
    pub async fn get_json(&self, url: &str) -> Result<Reply, String> {
        let response = self
            .client
            .get(url)
            .header("accept", "application/json, application/jrd+json")
            .send()
            .await
            .map_err(|e| e.to_string())?;
        read_reply(response).await
    }

    /// Posts `body` to `inbox`, signed now (a fresh `Date` and `created` each attempt).
    pub async fn post_signed(&self, inbox: &str, body: &[u8]) -> Result<Reply, String> {
        let now = OffsetDateTime::now_utc();
        let date = signature::http_date(now);
        let digest = signature::content_digest(body);
        let headers = [
            ("content-type", "application/json"),
            ("content-digest", digest.as_str()),
            ("date", date.as_str()),
        ];
        let request = signature::Request {
            method: "POST",
            target_uri: inbox,
            headers: &headers,
        };
        let (input, sig) = signature::sign(&request, &self.key, now.unix_timestamp())
            .map_err(|e| format!("signing: {e:?}"))?;
        let response = self
            .client
            .post(inbox)
            .header("content-type", "application/json")
            .header("content-digest", digest)
            .header("date", date)
            .header("signature-input", input)
            .header("signature", sig)
            .body(body.to_vec())
            .send()
            .await
            .map_err(|e| e.to_string())?;
        read_reply(response).await
    }
}

/// The status and JSON body of `response`, read up to [`MAX_ANSWER_BYTES`].
async fn read_reply(mut response: reqwest::Response) -> Result<Reply, String> {
    let status = response.status().as_u16();
    let mut bytes = Vec::new();
    while let Some(chunk) = response.chunk().await.map_err(|e| e.to_string())? {
        if bytes.len() + chunk.len() > MAX_ANSWER_BYTES {
            return Err(format!("answer over {MAX_ANSWER_BYTES} bytes"));
        }
        bytes.extend_from_slice(&chunk);
    }
    let body = serde_json::from_slice(&bytes).unwrap_or(serde_json::Value::Null);
    Ok(Reply { status, body })
}
