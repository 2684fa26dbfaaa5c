//! A small scriptable SMTP server on tokio for the failures mailin cannot play: going
//! down (connections refused) and coming back on the same port, taking connections but
//! never greeting, hanging after it received a message instead of answering, hanging up
//! on chosen recipients, deferring (451) or refusing (550) chosen recipients, and
//! refusing everyone.

use std::{
    sync::{Arc, Mutex},
    time::Duration,
};

use tokio::{
    io::{AsyncBufRead, AsyncBufReadExt, AsyncWriteExt, BufReader},
    net::{TcpListener, TcpStream},
    task::AbortHandle,
};

use super::smtp::{Inbox, decode};

/// What the server does next; the tests change it while it runs.
#[derive(Default)]
struct Script {
    /// Hang, without answering, once this many more messages have been received.
    stall_in: Option<usize>,
    stalled: bool,
    /// Take connections but never send the greeting.
    mute: bool,
    deferred: Vec<String>,
    rejected: Vec<String>,
    hung_up_on: Vec<String>,
    /// The reply to every `RCPT TO`, as a provider that suspended the account.
    everyone: Option<&'static [u8]>,
}

/// A running scripted server on a fixed port.
pub struct ScriptedSmtp {
    pub port: u16,
    pub inbox: Inbox,
    script: Arc<Mutex<Script>>,
    /// The accept loop and every connection, so [`Self::stop`] can end them all.
    tasks: Arc<Mutex<Vec<AbortHandle>>>,
}

impl ScriptedSmtp {
    pub async fn start() -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").await.unwrap();
        let server = Self {
            port: listener.local_addr().unwrap().port(),
            inbox: Inbox::default(),
            script: Arc::default(),
            tasks: Arc::default(),
        };
        server.serve(listener);
        server
    }

    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// Goes down: the port refuses connections and open connections are cut.
    pub fn stop(&self) {
        for task in self.tasks.lock().unwrap().drain(..) {
            task.abort();
        }
    }

    /// Comes back on the same port.
    pub async fn resume(&self) {
        let listener = TcpListener::bind(("127.0.0.1", self.port)).await.unwrap();
        self.serve(listener);
    }

    /// The `n`-th message from now is received, then the server hangs without answering.
    pub fn stall_at(&self, n: usize) {
        self.script.lock().unwrap().stall_in = Some(n);
    }

    /// Waits (up to 20 s) until the server hangs on a message.
    pub async fn wait_until_stalled(&self) {
        for _ in 0..400 {
            if self.script.lock().unwrap().stalled {
                return;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!("the server never stalled");
    }

    /// Answers "try again later" (451) to `address`.
    pub fn defer(&self, address: &str) {
        self.script
            .lock()
            .unwrap()
            .deferred
            .push(address.to_owned());
    }

    /// Refuses `address` for good (550).
    pub fn reject(&self, address: &str) {
        self.script
            .lock()
            .unwrap()
            .rejected
            .push(address.to_owned());
    }

    /// Answers every recipient with `reply` (a whole reply line with CRLF).
    pub fn refuse_everyone(&self, reply: &'static str) {
        self.script.lock().unwrap().everyone = Some(reply.as_bytes());
    }

    /// Closes the connection without a word when `address` is named in `RCPT TO`, as a
    /// server crashing in the middle of a message.
    pub fn hang_up_on(&self, address: &str) {
        self.script
            .lock()
            .unwrap()
            .hung_up_on
            .push(address.to_owned());
    }

    /// Takes new connections but never greets (or, with `false`, greets again).
    pub fn mute(&self, mute: bool) {
        self.script.lock().unwrap().mute = mute;
    }

    /// Takes mail for every recipient again.
    pub fn accept_all(&self) {
        let mut script = self.script.lock().unwrap();
        script.deferred.clear();
        script.rejected.clear();
        script.hung_up_on.clear();
        script.everyone = None;
    }

    fn serve(&self, listener: TcpListener) {
        let (script, inbox, tasks) = (self.script.clone(), self.inbox.clone(), self.tasks.clone());
        let accept = tokio::spawn(async move {
            while let Ok((stream, _)) = listener.accept().await {
                let session = Session {
                    script: script.clone(),
                    inbox: inbox.clone(),
                };
                let task = tokio::spawn(async move {
                    let _ = session.run(stream).await;
                });
                tasks.lock().unwrap().push(task.abort_handle());
            }
        });
        self.tasks.lock().unwrap().push(accept.abort_handle());
    }
}

/// One client connection.
struct Session {
    script: Arc<Mutex<Script>>,
    inbox: Inbox,
}

impl Session {
    async fn run(self, stream: TcpStream) -> std::io::Result<()> {
        let (read, mut write) = stream.into_split();
        let mut read = BufReader::new(read);
        if self.script.lock().unwrap().mute {
            std::future::pending::<()>().await;
        }
        write.write_all(b"220 scripted.test ESMTP\r\n").await?;
        let mut to = Vec::new();
        let mut line = String::new();
        loop {
            line.clear();
            if read.read_line(&mut line).await? == 0 {
                return Ok(());
            }
            let command = line.to_ascii_uppercase();
            let reply: &[u8] = if command.starts_with("EHLO") || command.starts_with("HELO") {
                b"250 scripted.test\r\n"
            } else if command.starts_with("MAIL FROM") || command.starts_with("RSET") {
                to.clear();
                b"250 OK\r\n"
            } else if command.starts_with("RCPT TO") {
                let address = line.split(['<', '>']).nth(1).unwrap_or_default().to_owned();
                match self.recipient(address, &mut to) {
                    Some(reply) => reply,
                    None => return Ok(()),
                }
            } else if command.starts_with("DATA") {
                write.write_all(b"354 end with <CRLF>.<CRLF>\r\n").await?;
                let data = read_data(&mut read).await?;
                if let Some(mail) = decode(&to, &data) {
                    self.inbox.push(mail);
                }
                if self.stall_now() {
                    std::future::pending::<()>().await;
                }
                b"250 queued\r\n"
            } else if command.starts_with("QUIT") {
                write.write_all(b"221 bye\r\n").await?;
                return Ok(());
            } else if command.starts_with("NOOP") {
                b"250 OK\r\n"
            } else {
                b"502 not implemented\r\n"
            };
            write.write_all(reply).await?;
        }
    }

    /// The answer to `RCPT TO`, remembering accepted recipients; `None`: hang up.
    fn recipient(&self, address: String, to: &mut Vec<String>) -> Option<&'static [u8]> {
        let script = self.script.lock().unwrap();
        let listed = |list: &[String]| list.iter().any(|a| a.eq_ignore_ascii_case(&address));
        if listed(&script.hung_up_on) {
            None
        } else if let Some(reply) = script.everyone {
            Some(reply)
        } else if listed(&script.rejected) {
            Some(b"550 5.1.1 no such mailbox\r\n")
        } else if listed(&script.deferred) {
            Some(b"451 4.3.0 try again later\r\n")
        } else {
            to.push(address);
            Some(b"250 OK\r\n")
        }
    }

    /// Counts a received message; true when the script says to hang on it.
    fn stall_now(&self) -> bool {
        let mut script = self.script.lock().unwrap();
        match script.stall_in {
            Some(n) if n <= 1 => {
                script.stall_in = None;
                script.stalled = true;
                true
            }
            Some(n) => {
                script.stall_in = Some(n - 1);
                false
            }
            None => false,
        }
    }
}

/// Reads a message body up to the line with a single dot, undoing dot-stuffing.
async fn read_data(read: &mut (impl AsyncBufRead + Unpin)) -> std::io::Result<Vec<u8>> {
    let mut data = Vec::new();
    let mut line = Vec::new();
    loop {
        line.clear();
        if read.read_until(b'\n', &mut line).await? == 0 || line == b".\r\n" {
            return Ok(data);
        }
        let unstuffed = line.strip_prefix(b".").unwrap_or(&line);
        data.extend_from_slice(unstuffed);
    }
}
