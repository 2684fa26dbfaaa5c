//! The built binary serving from the private cluster: servers on one `DATA_DIR` share
//! the cluster, the last one out stops it, a restart keeps the database whatever the
//! timing, and a server whose cluster stops under it starts it again (or fails).

use std::{
    io::{BufRead, BufReader},
    path::Path,
    process::{Child, Command, ExitStatus, Stdio},
    sync::{Arc, Mutex, mpsc},
    time::Duration,
};

use reqwest::StatusCode;

use crate::support::private_cluster::{Scratch, assert_stopped, server_pid};

/// A `corrchess serve` process and what it logged so far.
struct Server {
    child: Child,
    port: u16,
    log: Arc<Mutex<String>>,
    /// Disconnects when the log reader has read the server's stderr to its end.
    done: mpsc::Receiver<()>,
}

impl Server {
    /// Starts `serve` on `data_dir` with no `DATABASE_URL` and waits until it listens.
    fn start(data_dir: &Path) -> Self {
        let mut child = Command::new(env!("CARGO_BIN_EXE_corrchess"))
            .arg("serve")
            .env_remove("DATABASE_URL")
            .env_remove("SMTP_URL")
            .env_remove("BASE_URL")
            .env("DATA_DIR", data_dir)
            .env("BIND_ADDR", "127.0.0.1:0")
            .env("RUST_LOG", "info,sqlx=warn")
            .stdin(Stdio::null())
            .stdout(Stdio::null())
            .stderr(Stdio::piped())
            .spawn()
            .expect("start corrchess");
        let stderr = child.stderr.take().unwrap();
        let log = Arc::new(Mutex::new(String::new()));
        let (port_tx, port_rx) = mpsc::channel();
        let sink = log.clone();
        let (done_tx, done) = mpsc::channel();
        std::thread::spawn(move || {
            let _done = done_tx;
            for line in BufReader::new(stderr).lines().map_while(Result::ok) {
                if let Some(rest) = line.split("corrchess serves http://127.0.0.1:").nth(1) {
                    let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
                    let _ = port_tx.send(digits.parse::<u16>().unwrap());
                }
                let mut log = sink.lock().unwrap();
                log.push_str(&line);
                log.push('\n');
            }
        });
        let mut server = Self {
            child,
            port: 0,
            log,
            done,
        };
        match port_rx.recv_timeout(Duration::from_secs(120)) {
            Ok(port) => server.port = port,
            Err(_) => panic!("corrchess did not start serving:\n{}", server.log()),
        }
        server
    }

    fn log(&self) -> String {
        self.log.lock().unwrap().clone()
    }

    fn url(&self, path: &str) -> String {
        format!("http://127.0.0.1:{}{path}", self.port)
    }

    /// Sends the process `signal` (`TERM`, `STOP`, `CONT`).
    fn signal(&self, signal: &str) {
        let sent = Command::new("kill")
            .args([&format!("-{signal}"), &self.child.id().to_string()])
            .status()
            .unwrap();
        assert!(sent.success(), "kill -{signal}");
    }

    /// Waits for the exit, and for the last lines of its log.
    fn wait(&mut self) -> ExitStatus {
        let status = self.child.wait().unwrap();
        // The last lines may still be in the pipe: wait until the reader saw its end.
        let _ = self.done.recv_timeout(Duration::from_secs(30));
        status
    }

    /// Sends SIGTERM (as a service manager does) and waits for the exit (a process
    /// held stopped is let go on).
    fn terminate(&mut self) -> ExitStatus {
        self.signal("TERM");
        self.signal("CONT");
        self.wait()
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if self.child.try_wait().ok().flatten().is_none() {
            self.terminate();
        }
    }
}

async fn status(url: &str) -> StatusCode {
    reqwest::get(url).await.unwrap().status()
}

#[tokio::test]
async fn a_second_server_on_one_data_dir_leaves_the_cluster_running() {
    let data_dir = Scratch::new("shared");
    let mut first = Server::start(&data_dir.0);
    let mut second = Server::start(&data_dir.0);
    assert!(
        second.log().contains("running already"),
        "the second server says it uses the running cluster:\n{}",
        second.log()
    );
    for server in [&first, &second] {
        assert_eq!(status(&server.url("/tournaments")).await, StatusCode::OK);
    }

    assert!(second.terminate().success());
    assert!(
        !second.log().contains("cluster stopped"),
        "{}",
        second.log()
    );
    // The first server still reaches its database.
    the_last_one_works_and_stops_the_cluster(&mut first, &data_dir).await;
}

/// The server left on `data_dir` still reaches its database (pages and `/readyz`);
/// terminated, it stops the cluster as the last one out.
async fn the_last_one_works_and_stops_the_cluster(last: &mut Server, data_dir: &Scratch) {
    assert_eq!(status(&last.url("/tournaments")).await, StatusCode::OK);
    assert_eq!(status(&last.url("/readyz")).await, StatusCode::OK);

    let cluster = data_dir.served_cluster();
    let pid = server_pid(&cluster);
    assert!(last.terminate().success());
    assert!(
        last.log().contains("private PostgreSQL cluster stopped"),
        "the last server out stops the cluster:\n{}",
        last.log()
    );
    assert_stopped(&cluster, pid);
}

/// Asks `url` up to 240 times, a quarter second apart, until it answers `want`.
async fn eventually(url: &str, want: StatusCode) -> bool {
    for _ in 0..240 {
        if reqwest::get(url).await.is_ok_and(|r| r.status() == want) {
            return true;
        }
        tokio::time::sleep(Duration::from_millis(250)).await;
    }
    false
}

#[tokio::test]
async fn a_restart_keeps_the_database_while_the_old_server_is_still_stopping() {
    let data_dir = Scratch::new("restart");
    let mut old = Server::start(&data_dir.0);
    // Serving (and so past installing its signal handlers).
    assert_eq!(status(&old.url("/tournaments")).await, StatusCode::OK);
    // The report's restart: SIGTERM, and the new server starts before the old one has
    // left (it drains its connections for up to 10 s). Holding the old one stopped
    // (SIGSTOP) from before its SIGTERM until the new one serves makes that order sure.
    old.signal("STOP");
    old.signal("TERM");
    let mut new = Server::start(&data_dir.0);
    assert!(
        new.log().contains("running already"),
        "the new server uses the running cluster:\n{}",
        new.log()
    );
    old.signal("CONT");
    assert!(old.wait().success(), "{}", old.log());
    assert!(
        old.log().contains("leaving it running") && !old.log().contains("cluster stopped"),
        "the old server leaves the cluster to the new one:\n{}",
        old.log()
    );

    // The new server still reaches its database, and so do its workers.
    the_last_one_works_and_stops_the_cluster(&mut new, &data_dir).await;
}

#[tokio::test]
async fn a_server_whose_cluster_is_stopped_under_it_starts_it_again() {
    let data_dir = Scratch::new("stopped-under");
    let mut server = Server::start(&data_dir.0);
    let cluster = data_dir.served_cluster();
    let pid = server_pid(&cluster);
    // As an operator's pg_ctl, or an older corrchess that thought the cluster its own.
    cluster.stop();
    assert_stopped(&cluster, pid);

    assert!(
        eventually(&server.url("/readyz"), StatusCode::OK).await,
        "the server never got its database back:\n{}",
        server.log()
    );
    assert!(
        server.log().contains("went away: starting it again"),
        "{}",
        server.log()
    );
    the_last_one_works_and_stops_the_cluster(&mut server, &data_dir).await;
}

#[test]
fn a_server_whose_cluster_cannot_start_again_exits_with_a_failure() {
    let data_dir = Scratch::new("lost");
    let mut server = Server::start(&data_dir.0);
    let cluster = data_dir.served_cluster();
    // A setting the server refuses at start (the running one does not read it again),
    // then the cluster stops under the server.
    let conf = cluster.data_dir().join("postgresql.conf");
    let mut settings = std::fs::read_to_string(&conf).unwrap();
    settings.push_str("\nshared_buffers = 'plenty'\n");
    std::fs::write(&conf, settings).unwrap();
    cluster.stop();

    // Not 500s for ever: the server stops, and fails, so a supervisor restarts it.
    let mut polls = 0;
    while server.child.try_wait().unwrap().is_none() {
        assert!(
            polls < 1200,
            "the server goes on without its cluster:\n{}",
            server.log()
        );
        std::thread::sleep(Duration::from_millis(250));
        polls += 1;
    }
    let exit = server.wait();
    assert!(!exit.success(), "{}", server.log());
    assert!(
        server.log().contains("could not be started again"),
        "{}",
        server.log()
    );
}
