//! Health for the machines that watch the server. `/healthz` says the process serves
//! (a supervisor restarts it otherwise); `/readyz` says it can do its work (a load
//! balancer sends it traffic only then): the database answers, its schema is the one
//! this build expects, and the mail worker runs when this process sends mail.

use std::time::Duration;

use actix_web::{HttpResponse, web};

use super::AppState;
use crate::store::{self, MIGRATOR};

/// How long readiness waits for the database before calling it down.
const DB_TIMEOUT: Duration = Duration::from_secs(2);

/// The state of one thing readiness looks at.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Check {
    Ok,
    /// Not this process's job (e.g. `MAIL_WORKER` is off).
    Off,
    Failed(&'static str),
}

/// What `/readyz` found, in the order it reports it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Readiness {
    pub database: Check,
    pub migrations: Check,
    pub mail_worker: Check,
}

impl Readiness {
    /// Ready when nothing failed.
    pub fn is_ready(&self) -> bool {
        self.lines()
            .iter()
            .all(|(_, c)| !matches!(c, Check::Failed(_)))
    }

    fn lines(&self) -> [(&'static str, Check); 3] {
        [
            ("database", self.database),
            ("migrations", self.migrations),
            ("mail worker", self.mail_worker),
        ]
    }

    /// One line per check (`database: ok`), for people reading a monitor's log.
    pub fn report(&self) -> String {
        self.lines()
            .iter()
            .map(|(name, check)| match check {
                Check::Ok => format!("{name}: ok\n"),
                Check::Off => format!("{name}: off\n"),
                Check::Failed(why) => format!("{name}: {why}\n"),
            })
            .collect()
    }
}

/// `GET /healthz`: 200 while the process serves requests at all.
pub async fn live() -> HttpResponse {
    HttpResponse::Ok().content_type("text/plain").body("ok")
}

/// `GET /readyz`: 200 with the report when ready, 503 with it when not. The report
/// names states, never internal error text; the cause goes to the log.
pub async fn ready(state: web::Data<AppState>) -> HttpResponse {
    let readiness = check(&state).await;
    let mut response = if readiness.is_ready() {
        HttpResponse::Ok()
    } else {
        tracing::warn!("not ready: {}", readiness.report().replace('\n', "; "));
        HttpResponse::ServiceUnavailable()
    };
    response.content_type("text/plain").body(readiness.report())
}

async fn check(state: &AppState) -> Readiness {
    let expected: Vec<i64> = MIGRATOR.iter().map(|m| m.version).collect();
    let (database, migrations) =
        match tokio::time::timeout(DB_TIMEOUT, store::migrations_state(&state.pool, &expected))
            .await
        {
            Ok(Ok((applied, _))) if applied == expected.len() as i64 => (Check::Ok, Check::Ok),
            Ok(Ok(_)) => (Check::Ok, Check::Failed("behind this build")),
            Ok(Err(e)) => {
                tracing::warn!("readiness: the database failed: {e}");
                (Check::Failed("unavailable"), Check::Failed("unknown"))
            }
            Err(_) => (Check::Failed("no answer in 2 s"), Check::Failed("unknown")),
        };
    let mail_worker = match &state.mail_worker {
        None => Check::Off,
        Some(task) if task.is_finished() => Check::Failed("stopped"),
        Some(_) => Check::Ok,
    };
    Readiness {
        database,
        migrations,
        mail_worker,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ready_only_when_nothing_failed_and_the_report_names_each_check() {
        let all_ok = Readiness {
            database: Check::Ok,
            migrations: Check::Ok,
            mail_worker: Check::Off,
        };
        assert!(all_ok.is_ready());
        assert_eq!(
            all_ok.report(),
            "database: ok\nmigrations: ok\nmail worker: off\n"
        );
        let behind = Readiness {
            migrations: Check::Failed("behind this build"),
            ..all_ok
        };
        assert!(!behind.is_ready());
        assert!(behind.report().contains("migrations: behind this build\n"));
        let stopped = Readiness {
            mail_worker: Check::Failed("stopped"),
            ..all_ok
        };
        assert!(!stopped.is_ready());
    }
}
