//! The built binary serving from the private cluster: two servers on one `DATA_DIR`
//! share the cluster, and only the one that started it stops it.

use std::{
    io::{BufRead, BufReader},
    path::{Path, PathBuf},
    process::{Child, Command, ExitStatus, Stdio},
    sync::{Arc, Mutex, mpsc},
    time::Duration,
};

use reqwest::StatusCode;

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

    /// Sends SIGTERM (as a service manager does) and waits for the exit.
    fn terminate(&mut self) -> ExitStatus {
        let _ = Command::new("kill")
            .args(["-TERM", &self.child.id().to_string()])
            .status();
        let status = self.child.wait().unwrap();
        // The last lines may still be in the pipe: wait until the reader saw its end.
        let _ = self.done.recv_timeout(Duration::from_secs(30));
        status
    }
}

impl Drop for Server {
    fn drop(&mut self) {
        if self.child.try_wait().ok().flatten().is_none() {
            self.terminate();
        }
    }
}

/// A folder removed at the end of the test, pass or fail (after the servers stop).
struct Scratch(PathBuf);

impl Drop for Scratch {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

async fn status(url: &str) -> StatusCode {
    reqwest::get(url).await.unwrap().status()
}

#[tokio::test]
async fn a_second_server_on_one_data_dir_leaves_the_cluster_running() {
    let data_dir = Scratch(
        Path::new(env!("CARGO_TARGET_TMPDIR"))
            .join(format!("shared-{}", uuid::Uuid::new_v4().simple())),
    );
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
    assert_eq!(status(&first.url("/tournaments")).await, StatusCode::OK);
    assert_eq!(status(&first.url("/readyz")).await, StatusCode::OK);

    assert!(first.terminate().success());
    assert!(
        first.log().contains("private PostgreSQL cluster stopped"),
        "the server that started the cluster stops it:\n{}",
        first.log()
    );
}
