//! Several users of one private cluster (`EmbeddedPostgres` on one folder, as several
//! corrchess processes on one `DATA_DIR`): the first out leaves the cluster to the
//! others, the last out stops it, and a newcomer never adopts a cluster being stopped.

use corrchess::embedded_db::{Cluster, EmbeddedPostgres};
use sqlx::{Connection, PgConnection};

use crate::support::private_cluster::{Scratch, assert_stopped, server_pid};

fn runtime() -> tokio::runtime::Runtime {
    tokio::runtime::Runtime::new().unwrap()
}

/// Whether a new connection to `url` gets an answer to a query.
fn answers(url: &str) -> bool {
    runtime().block_on(async {
        let Ok(mut conn) = PgConnection::connect(url).await else {
            return false;
        };
        let one: sqlx::Result<i32> = sqlx::query_scalar("SELECT 1").fetch_one(&mut conn).await;
        one.is_ok_and(|one| one == 1)
    })
}

fn start(dir: &Scratch) -> EmbeddedPostgres {
    EmbeddedPostgres::start(&dir.0, "postgres").expect("use the private cluster")
}

#[test]
fn the_first_user_out_leaves_the_cluster_and_the_last_stops_it() {
    let dir = Scratch::new("share");
    let first = start(&dir);
    let second = start(&dir);
    let cluster = Cluster::locate(&dir.0).unwrap();
    let pid = server_pid(&cluster);

    // The user that started the cluster leaves first: the other still has it.
    first.leave();
    assert!(
        cluster.is_running(),
        "the first user out stopped the cluster"
    );
    assert!(
        answers(&second.url("postgres")),
        "the second user lost its database"
    );

    second.leave();
    assert_stopped(&cluster, pid);
}

#[test]
fn a_newcomer_waits_for_a_cluster_being_stopped_and_starts_it_again() {
    let dir = Scratch::new("stopping");
    let first = start(&dir);
    let cluster = Cluster::locate(&dir.0).unwrap();
    let url = first.url("postgres");
    let rt = runtime();
    // A session that a smart shutdown waits for: until it ends, the server is "shutting
    // down", refuses new connections, and pg_ctl status still says it runs.
    let session = rt.block_on(PgConnection::connect(&url)).unwrap();
    let stopping = cluster
        .command("pg_ctl")
        .arg("stop")
        .arg("-D")
        .arg(cluster.data_dir())
        .args(["-m", "smart", "--no-wait"])
        .stdout(std::process::Stdio::null())
        .status()
        .unwrap();
    assert!(stopping.success());
    let mut refused = String::new();
    for _ in 0..400 {
        match rt.block_on(PgConnection::connect(&url)) {
            Err(e) if e.to_string().contains("shutting down") => {
                refused = e.to_string();
                break;
            }
            _ => std::thread::sleep(std::time::Duration::from_millis(25)),
        }
    }
    assert!(!refused.is_empty(), "the server did not begin its shutdown");
    assert!(
        cluster.is_running(),
        "pg_ctl status says a stopping server runs"
    );

    let base = dir.0.clone();
    let newcomer = std::thread::spawn(move || EmbeddedPostgres::start(&base, "postgres"));
    // The shutdown ends once its sessions do: the plain one, and the first user's share
    // (the first user is the last out, so it stops the cluster).
    rt.block_on(session.close()).unwrap();
    let pid = server_pid(&cluster);
    first.leave();
    let newcomer = newcomer
        .join()
        .unwrap()
        .expect("the newcomer starts the cluster again");
    assert!(
        answers(&newcomer.url("postgres")),
        "the newcomer adopted a cluster that was stopping"
    );
    assert!(server_pid(&cluster) != pid, "the same server still runs");

    let pid = server_pid(&cluster);
    newcomer.leave();
    assert_stopped(&cluster, pid);
}
