//! The tests' own private cluster is stopped when the test process ends: a run of
//! `cargo test` leaves no PostgreSQL server behind (its keeper, `support::db`, leaves
//! the cluster for the test process, whose static use of it is never dropped).

use std::{process::Command, time::Duration};

use corrchess::embedded_db::Cluster;
use sqlx::{Connection, PgConnection};

use crate::support::{db, private_cluster::Scratch};

/// A test that uses a database of the test cluster (the one below runs it alone in a
/// process of its own, on a cluster of its own).
#[tokio::test]
async fn a_test_database_answers() {
    let url = db::fresh_database().await;
    let mut conn = PgConnection::connect(&url).await.unwrap();
    let one: i32 = sqlx::query_scalar("SELECT 1")
        .fetch_one(&mut conn)
        .await
        .unwrap();
    assert_eq!(one, 1);
}

#[test]
fn the_test_cluster_stops_when_the_tests_end() {
    let scratch = Scratch::new("test-cluster");
    let status = Command::new(std::env::current_exe().unwrap())
        .args(["test_cluster::a_test_database_answers", "--exact"])
        .env("CORRCHESS_TEST_CLUSTER_DIR", &scratch.0)
        .env_remove("TEST_DATABASE_URL")
        .stdout(std::process::Stdio::null())
        .status()
        .unwrap();
    assert!(status.success(), "the inner test run failed: {status}");
    let cluster = Cluster::locate(&scratch.0).expect("the test cluster was made");
    assert!(
        cluster.data_dir().join("PG_VERSION").exists(),
        "the inner run used the scratch cluster"
    );
    // The keeper leaves once the test process has ended (a fast shutdown: seconds).
    let mut tries = 0;
    while cluster.is_running() && tries < 600 {
        std::thread::sleep(Duration::from_millis(100));
        tries += 1;
    }
    let running = cluster.is_running();
    if running {
        cluster.stop();
    }
    assert!(
        !running,
        "the test cluster still runs after the tests ended"
    );
}
