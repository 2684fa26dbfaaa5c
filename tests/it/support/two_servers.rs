//! Two servers that play each other (issue 48): two apps, each on its own fresh
//! database, both `FEDERATION=on`, each with `BASE_URL` at its own loopback port (so
//! loopback peers over plain http are allowed, as docs/FEDERATION.md says), retries
//! at most a second apart. A server can be stopped and started again on the same port
//! and database, as a peer that went down and came back.

use std::time::Duration;

use corrchess::{
    config::Config,
    domain::{
        federation::{Envelope, Host, Message},
        record::RecordKey,
    },
};

use super::{TestApp, db, init_log, test_config};

/// A port free now (the app binds it a moment later; std sets `SO_REUSEADDR`, so the
/// same port binds again after a stop).
fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

/// A test config for a federated server on `port`.
pub fn federated_config(db_url: &str, port: u16) -> Config {
    let mut config = test_config(db_url);
    config.bind_addr = format!("127.0.0.1:{port}").parse().unwrap();
    config.base_url = format!("http://127.0.0.1:{port}");
    config.federation.enabled = true;
    config.federation.retry_max = Duration::from_millis(500);
    config.mail_poll_interval = Duration::from_millis(200);
    config
}

/// A federated server, and its host as peers name it.
pub struct Server {
    pub app: TestApp,
    pub host: Host,
}

impl Server {
    /// A federated server on a fresh database, changed by `change`.
    pub async fn spawn_with(change: impl FnOnce(&mut Config)) -> Self {
        init_log();
        let db_url = db::fresh_database().await;
        let mut config = federated_config(&db_url, free_port());
        change(&mut config);
        let host = Host::parse(config.base_url.trim_start_matches("http://")).unwrap();
        let app = TestApp::start(config, db_url).await;
        Self { app, host }
    }

    pub async fn spawn() -> Self {
        Self::spawn_with(|_| {}).await
    }

    /// Stops the server (its port refuses connections) and waits until it has.
    pub async fn stop(&self) {
        self.app.handle.stop(true).await;
    }

    /// Starts the server again on its port and database.
    pub async fn start_again(self) -> Self {
        let app = TestApp::start(self.app.config.clone(), self.app.db_url.clone()).await;
        Self {
            app,
            host: self.host,
        }
    }

    /// The key this server signs with (its record key).
    pub async fn key(&self) -> RecordKey {
        corrchess::service::record::keys::load_or_create(&self.app.pool)
            .await
            .unwrap()
    }

    /// An envelope from this server to `to` with a fresh id, sent now.
    pub fn envelope(&self, to: &Host, message: Message) -> Envelope {
        Envelope {
            id: uuid::Uuid::new_v4().to_string(),
            created: time::OffsetDateTime::now_utc()
                .replace_nanosecond(0)
                .unwrap(),
            from: self.host.clone(),
            to: to.clone(),
            message,
        }
    }

    /// Queues `envelope` in this server's federation outbox, as an action would.
    pub async fn queue(&self, envelope: &Envelope) {
        let mut conn = self.app.pool.acquire().await.unwrap();
        corrchess::store::federation_outbox::enqueue(&mut conn, envelope)
            .await
            .unwrap();
    }

    /// The outbox row of message `id`: `(delivered, refused, answer, attempts)`.
    pub async fn sent(&self, id: &str) -> (bool, bool, serde_json::Value, i32) {
        let (delivered, refused, answer, attempts): (bool, bool, Option<serde_json::Value>, i32) =
            sqlx::query_as(
                "SELECT delivered_at IS NOT NULL, refused, answer, attempts
                   FROM federation_outbox WHERE message_id = $1",
            )
            .bind(id)
            .fetch_one(&self.app.pool)
            .await
            .unwrap();
        (delivered, refused, answer.unwrap_or_default(), attempts)
    }

    /// Waits (up to 30 s) until message `id` is delivered; its row.
    pub async fn wait_delivered(&self, id: &str) -> (bool, bool, serde_json::Value, i32) {
        for _ in 0..300 {
            let row = self.sent(id).await;
            if row.0 {
                return row;
            }
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
        panic!(
            "message {id} not delivered in 30 s: {:?}",
            self.sent(id).await
        );
    }

    /// The messages this server's inbox took from `from`, in the order taken:
    /// `(id, status, answer)`.
    pub async fn taken(&self, from: &Host) -> Vec<(String, i16, serde_json::Value)> {
        sqlx::query_as(
            "SELECT message_id, status, answer FROM federation_inbox
              WHERE from_host = $1 ORDER BY received_at, message_id",
        )
        .bind(from.as_str())
        .fetch_all(&self.app.pool)
        .await
        .unwrap()
    }

    /// How many messages this server's inbox took, from anyone.
    pub async fn inbox_count(&self) -> i64 {
        sqlx::query_scalar("SELECT count(*) FROM federation_inbox")
            .fetch_one(&self.app.pool)
            .await
            .unwrap()
    }

    /// The URL of this server's inbox.
    pub fn inbox(&self) -> String {
        format!("{}/federation/inbox", self.app.config.base_url)
    }
}

/// Two federated servers.
pub async fn two_servers() -> (Server, Server) {
    (Server::spawn().await, Server::spawn().await)
}
