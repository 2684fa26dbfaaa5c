//! A real SMTP server inside the test process (mailin-embedded), reached by the app
//! through lettre's real SMTP transport. Collects every message it receives.

use std::{
    net::TcpListener,
    sync::{Arc, Mutex},
    time::Duration,
};

use mailin_embedded::{Handler, Response, Server, response};

/// How long a test waits for a mail before it fails: long enough for a busy two-core
/// machine running the whole suite (20 s was not, now and then), and only spent when
/// a mail never comes.
const MAIL_WAIT: Duration = Duration::from_secs(60);

/// How many SMTP sessions the sink serves at once (mailin-embedded gives each session a
/// thread of a fixed pool for as long as it stays open). Every running app keeps its
/// last session open while idle (lettre's pool closes it after 60 to 120 s), and
/// tests run side by side, some with several apps (`TestApp::restart` leaves the old
/// app's mail worker running until the test ends): with 4, a new app's session waited
/// unanswered behind idle ones, its mail worker gave up after `SMTP_TIMEOUT` (60 s) and
/// paused, and a test's sign-up confirmation did not come within [`MAIL_WAIT`].
const SESSIONS: u32 = 64;

/// One received message, decoded.
#[derive(Clone, Debug)]
pub struct ReceivedMail {
    pub to: Vec<String>,
    pub subject: String,
    pub text: String,
    pub html: String,
    /// Every header as (name, raw value), in order.
    pub headers: Vec<(String, String)>,
}

impl ReceivedMail {
    /// The first header called `name` (any case), its value trimmed.
    pub fn header(&self, name: &str) -> Option<String> {
        self.headers
            .iter()
            .find(|(n, _)| n.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.trim().to_owned())
    }

    /// The address of the Reply-To header.
    pub fn reply_to(&self) -> Option<String> {
        let value = self.header("Reply-To")?;
        let address = match value.split_once('<') {
            Some((_, rest)) => rest.trim_end_matches('>').to_owned(),
            None => value,
        };
        Some(address)
    }
}

impl ReceivedMail {
    /// The first link in the text part that starts with `prefix` (e.g. the base URL).
    pub fn link_starting_with(&self, prefix: &str) -> Option<String> {
        self.text
            .split_whitespace()
            .find(|w| w.starts_with(prefix))
            .map(|w| w.trim_end_matches(['.', ',', ')', '>']).to_owned())
    }
}

#[derive(Clone, Default)]
struct Collector {
    inbox: Inbox,
    to: Vec<String>,
    data: Vec<u8>,
}

impl Handler for Collector {
    fn data_start(&mut self, _domain: &str, _from: &str, _is8bit: bool, to: &[String]) -> Response {
        self.to = to.to_vec();
        self.data.clear();
        response::OK
    }

    fn data(&mut self, buf: &[u8]) -> std::io::Result<()> {
        self.data.extend_from_slice(buf);
        Ok(())
    }

    fn data_end(&mut self) -> Response {
        match decode(&self.to, &self.data) {
            Some(mail) => {
                self.inbox.push(mail);
                response::OK
            }
            None => response::INTERNAL_ERROR,
        }
    }
}

/// Decodes a message received for `to`; `None` when it is not a readable message.
pub fn decode(to: &[String], data: &[u8]) -> Option<ReceivedMail> {
    let m = mail_parser::MessageParser::default().parse(data)?;
    Some(ReceivedMail {
        to: to.to_vec(),
        subject: m.subject().unwrap_or_default().to_owned(),
        text: m.body_text(0).map(|t| t.into_owned()).unwrap_or_default(),
        html: m.body_html(0).map(|t| t.into_owned()).unwrap_or_default(),
        headers: m
            .headers_raw()
            .map(|(n, v)| (n.to_owned(), v.to_owned()))
            .collect(),
    })
}

/// Mail received by a test server, shared with the tests that read it.
#[derive(Clone, Default)]
pub struct Inbox(Arc<Mutex<Vec<ReceivedMail>>>);

impl Inbox {
    pub fn push(&self, mail: ReceivedMail) {
        self.0.lock().unwrap().push(mail);
    }

    /// Every message received so far for `address`.
    pub fn mails_to(&self, address: &str) -> Vec<ReceivedMail> {
        self.0
            .lock()
            .unwrap()
            .iter()
            .filter(|m| m.to.iter().any(|t| t.eq_ignore_ascii_case(address)))
            .cloned()
            .collect()
    }

    /// Waits (up to [`MAIL_WAIT`]) until `address` has received `count` messages;
    /// returns them all.
    pub async fn wait_for(&self, address: &str, count: usize) -> Vec<ReceivedMail> {
        let deadline = std::time::Instant::now() + MAIL_WAIT;
        while std::time::Instant::now() < deadline {
            let mails = self.mails_to(address);
            if mails.len() >= count {
                return mails;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!(
            "{address} did not receive {count} mail(s); got {:?}",
            self.mails_to(address)
        );
    }

    /// The newest mail to `address` whose subject contains `needle`, waiting for it.
    pub async fn wait_for_subject(&self, address: &str, needle: &str) -> ReceivedMail {
        self.wait_for_mail(address, needle, |m| m.subject.contains(needle))
            .await
    }

    /// The newest mail to `address` whose text part contains `needle`, waiting for it
    /// (mails about one game share their subject; their text tells them apart).
    pub async fn wait_for_text(&self, address: &str, needle: &str) -> ReceivedMail {
        self.wait_for_mail(address, needle, |m| m.text.contains(needle))
            .await
    }

    async fn wait_for_mail(
        &self,
        address: &str,
        what: &str,
        found: impl Fn(&ReceivedMail) -> bool,
    ) -> ReceivedMail {
        let deadline = std::time::Instant::now() + MAIL_WAIT;
        while std::time::Instant::now() < deadline {
            if let Some(m) = self.mails_to(address).into_iter().rev().find(&found) {
                return m;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        panic!(
            "no mail to {address} with {what:?}; got {:?}",
            self.mails_to(address)
        );
    }
}

/// The running sink; lives as long as the test process.
#[derive(Clone)]
pub struct SmtpSink {
    pub port: u16,
    inbox: Inbox,
}

impl SmtpSink {
    pub fn start() -> Self {
        let listener = TcpListener::bind("127.0.0.1:0").unwrap();
        let port = listener.local_addr().unwrap().port();
        let collector = Collector::default();
        let inbox = collector.inbox.clone();
        let mut server = Server::new(collector);
        server
            .with_name("sink.test")
            .with_num_threads(SESSIONS)
            .with_tcp_listener(listener);
        std::thread::spawn(move || {
            let _ = server.serve();
        });
        Self { port, inbox }
    }

    pub fn url(&self) -> String {
        format!("smtp://127.0.0.1:{}", self.port)
    }

    /// Every message received so far for `address`.
    pub fn mails_to(&self, address: &str) -> Vec<ReceivedMail> {
        self.inbox.mails_to(address)
    }

    /// Waits (up to 20 s) until `address` has received `count` messages; returns them all.
    pub async fn wait_for(&self, address: &str, count: usize) -> Vec<ReceivedMail> {
        self.inbox.wait_for(address, count).await
    }

    /// The newest mail to `address` whose subject contains `needle`, waiting for it.
    pub async fn wait_for_subject(&self, address: &str, needle: &str) -> ReceivedMail {
        self.inbox.wait_for_subject(address, needle).await
    }

    /// The newest mail to `address` whose text part contains `needle`, waiting for it.
    pub async fn wait_for_text(&self, address: &str, needle: &str) -> ReceivedMail {
        self.inbox.wait_for_text(address, needle).await
    }
}
