//! An outbox on a fresh database with a worker's transport aimed at a chosen SMTP
//! server, for tests that drive delivery runs by hand.

use corrchess::{
    mail::{MailTransport, transport::parse_from},
    store::outbox::{self, NewMail},
};
use lettre::message::Mailbox;
use sqlx::PgPool;
use time::OffsetDateTime;

use super::{db, email_of, test_config, unique};

/// One queued message as the tests see it.
#[derive(Clone, Debug, PartialEq, sqlx::FromRow)]
pub struct Row {
    pub id: i64,
    pub subject: String,
    pub attempts: i32,
    pub next_attempt_at: OffsetDateTime,
    pub failure: Option<String>,
    pub last_error: Option<String>,
    pub sent_at: Option<OffsetDateTime>,
    pub locked_until: Option<OffsetDateTime>,
    pub given_up_at: Option<OffsetDateTime>,
}

/// A fresh outbox and what a worker process needs to deliver it.
pub struct MailQueue {
    pub pool: PgPool,
    pub from: Mailbox,
    smtp_url: String,
}

impl MailQueue {
    pub async fn new(smtp_url: &str) -> Self {
        let pool = PgPool::connect(&db::fresh_database().await).await.unwrap();
        let from = parse_from(&test_config("").mail_from).unwrap();
        Self {
            pool,
            from,
            smtp_url: smtp_url.to_owned(),
        }
    }

    /// A new transport (with its own connection pool), as a newly started process has.
    pub fn transport(&self) -> MailTransport {
        let mut config = test_config("");
        config.smtp_url = Some(self.smtp_url.clone().into());
        MailTransport::from_config(&config).unwrap()
    }

    /// Queues `count` messages to a new unique address, subjects `"{name} 0"`, `"{name} 1"`…;
    /// returns the address.
    pub async fn push(&self, name: &str, count: usize) -> String {
        let to = email_of(&unique(name));
        for i in 0..count {
            let mail = NewMail {
                kind: "test",
                to: to.clone(),
                subject: format!("{name} {i}"),
                text: "hello".into(),
                html: "<p>hello</p>".into(),
                ..NewMail::default()
            };
            outbox::enqueue(&self.pool, &mail).await.unwrap();
        }
        to
    }

    /// Every message in the outbox, oldest first.
    pub async fn rows(&self) -> Vec<Row> {
        sqlx::query_as(
            "SELECT id, subject, attempts, next_attempt_at, failure, last_error, sent_at,
                    locked_until, given_up_at
             FROM outbox ORDER BY id",
        )
        .fetch_all(&self.pool)
        .await
        .unwrap()
    }

    /// The outbox row of the message with this subject.
    pub async fn row(&self, subject: &str) -> Row {
        self.rows()
            .await
            .into_iter()
            .find(|r| r.subject == subject)
            .unwrap_or_else(|| panic!("no message {subject:?}"))
    }
}
