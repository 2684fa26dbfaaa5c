//! The SMTP dialogue of the reply listener as a state machine without I/O: each command
//! line in, the reply (and what to do next) out. It knows EHLO/HELO, MAIL, RCPT, DATA,
//! RSET, NOOP and QUIT (VRFY, HELP and the rest answered as RFC 5321 allows), accepts
//! recipients at the reply domain only, and hands the envelope over at DATA.

/// One SMTP reply: a code and its lines.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Reply {
    pub code: u16,
    pub lines: Vec<String>,
}

impl Reply {
    fn new(code: u16, text: impl Into<String>) -> Self {
        Self {
            code,
            lines: vec![text.into()],
        }
    }

    /// The reply on the wire: `250-first`, …, `250 last`, each ending in CRLF.
    pub fn wire(&self) -> String {
        let last = self.lines.len().saturating_sub(1);
        self.lines
            .iter()
            .enumerate()
            .map(|(i, l)| format!("{}{}{l}\r\n", self.code, if i < last { '-' } else { ' ' }))
            .collect()
    }
}

/// What the connection does after a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Step {
    /// Send the reply and read the next command.
    Reply(Reply),
    /// Send the reply (354) and read the message up to the line `.`.
    ReadData(Reply),
    /// Send the reply and close the connection.
    Quit(Reply),
}

/// The sender and recipients of the message being received.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Envelope {
    /// The reverse path, "" for the null path `<>`.
    pub return_path: String,
    pub recipients: Vec<String>,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    /// No EHLO/HELO yet.
    Fresh,
    /// Greeted, no transaction.
    Ready,
    /// After MAIL.
    Mail,
}

/// Recipients per message at most (RFC 5321 asks servers to take 100).
const MAX_RECIPIENTS: usize = 100;

/// One connection's dialogue.
#[derive(Debug)]
pub struct Session {
    host: String,
    domain: String,
    state: State,
    envelope: Envelope,
}

impl Session {
    /// A dialogue of the server `host`, taking mail for `domain` only.
    pub fn new(host: &str, domain: &str) -> Self {
        Self {
            host: host.to_owned(),
            domain: domain.to_ascii_lowercase(),
            state: State::Fresh,
            envelope: Envelope::default(),
        }
    }

    /// The greeting sent when a client connects.
    pub fn greeting(&self) -> Reply {
        Reply::new(220, format!("{} corrchess ESMTP", self.host))
    }

    /// Answers one command line (without its CRLF).
    pub fn command(&mut self, line: &str) -> Step {
        let (verb, rest) = match line.split_once(' ') {
            Some((verb, rest)) => (verb, rest.trim()),
            None => (line.trim(), ""),
        };
        match verb.to_ascii_uppercase().as_str() {
            "EHLO" | "HELO" if rest.is_empty() => reply(501, "5.5.4 Say who you are"),
            "EHLO" => self.hello(vec![
                self.host.clone(),
                "8BITMIME".into(),
                "ENHANCEDSTATUSCODES".into(),
            ]),
            "HELO" => self.hello(vec![self.host.clone()]),
            "MAIL" => self.mail(rest),
            "RCPT" => self.rcpt(rest),
            "DATA" => self.data(),
            "RSET" => {
                self.reset();
                reply(250, "2.0.0 OK")
            }
            "NOOP" => reply(250, "2.0.0 OK"),
            "QUIT" => Step::Quit(Reply::new(221, "2.0.0 Bye")),
            "VRFY" => reply(252, "2.5.0 Send some mail and see"),
            "HELP" => reply(214, "2.0.0 EHLO HELO MAIL RCPT DATA RSET NOOP QUIT"),
            _ => reply(500, "5.5.1 Command not recognised"),
        }
    }

    fn hello(&mut self, lines: Vec<String>) -> Step {
        self.reset();
        self.state = State::Ready;
        Step::Reply(Reply { code: 250, lines })
    }

    fn mail(&mut self, rest: &str) -> Step {
        match self.state {
            State::Fresh => return reply(503, "5.5.1 EHLO or HELO first"),
            State::Mail => return reply(503, "5.5.1 Nested MAIL command"),
            State::Ready => {}
        }
        let Some(path) = path_after(rest, "FROM:") else {
            return reply(501, "5.5.4 Syntax: MAIL FROM:<address>");
        };
        self.envelope.return_path = path;
        self.state = State::Mail;
        reply(250, "2.1.0 OK")
    }

    fn rcpt(&mut self, rest: &str) -> Step {
        if self.state != State::Mail {
            return reply(503, "5.5.1 MAIL first");
        }
        let Some(path) = path_after(rest, "TO:") else {
            return reply(501, "5.5.4 Syntax: RCPT TO:<address>");
        };
        let ours = path
            .rsplit_once('@')
            .is_some_and(|(_, domain)| domain.eq_ignore_ascii_case(&self.domain));
        if !ours {
            return reply(
                550,
                format!("5.7.1 Only mail for {} is taken here", self.domain),
            );
        }
        if self.envelope.recipients.len() >= MAX_RECIPIENTS {
            return reply(452, "4.5.3 Too many recipients");
        }
        self.envelope.recipients.push(path);
        reply(250, "2.1.5 OK")
    }

    fn data(&mut self) -> Step {
        if self.state != State::Mail {
            return reply(503, "5.5.1 MAIL first");
        }
        if self.envelope.recipients.is_empty() {
            return reply(554, "5.5.1 No valid recipients");
        }
        Step::ReadData(Reply::new(354, "End data with <CR><LF>.<CR><LF>"))
    }

    /// The envelope of the message just read; the session is ready for the next.
    pub fn take_envelope(&mut self) -> Envelope {
        let envelope = std::mem::take(&mut self.envelope);
        self.reset();
        envelope
    }

    fn reset(&mut self) {
        self.envelope = Envelope::default();
        if self.state == State::Mail {
            self.state = State::Ready;
        }
    }
}

fn reply(code: u16, text: impl Into<String>) -> Step {
    Step::Reply(Reply::new(code, text))
}

/// The address of `FROM:<a@b> SIZE=…` (the keyword any case, parameters ignored):
/// `Some("")` for `<>`, `None` when it does not read.
fn path_after(rest: &str, keyword: &str) -> Option<String> {
    let head = rest.get(..keyword.len())?;
    if !head.eq_ignore_ascii_case(keyword) {
        return None;
    }
    let path = rest[keyword.len()..].trim_start();
    let path = path.split_whitespace().next().unwrap_or_default();
    let inner = path.strip_prefix('<')?.strip_suffix('>')?;
    // A source route (`<@a,@b:c@d>`) keeps only its mailbox.
    let mailbox = inner.rsplit(':').next().unwrap_or_default();
    Some(mailbox.to_owned())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn session() -> Session {
        Session::new("mx.example.org", "Reply.Example.org")
    }

    fn code(step: Step) -> u16 {
        match step {
            Step::Reply(r) | Step::ReadData(r) | Step::Quit(r) => r.code,
        }
    }

    #[test]
    fn a_whole_dialogue_hands_over_the_envelope() {
        let mut s = session();
        assert_eq!(
            s.greeting().wire(),
            "220 mx.example.org corrchess ESMTP\r\n"
        );
        match s.command("EHLO client.example") {
            Step::Reply(r) => {
                assert_eq!(r.code, 250);
                assert!(r.wire().starts_with("250-mx.example.org\r\n"));
                assert!(r.wire().ends_with("250 ENHANCEDSTATUSCODES\r\n"));
            }
            other => panic!("{other:?}"),
        }
        for command in [
            "MAIL FROM:<alice@example.org> BODY=8BITMIME",
            "RCPT TO:<move+1-2-3-ab@reply.example.org>",
            "rcpt to:<Move+4@REPLY.example.org>",
        ] {
            assert_eq!(code(s.command(command)), 250, "{command}");
        }
        assert!(matches!(s.command("DATA"), Step::ReadData(r) if r.code == 354));
        let envelope = s.take_envelope();
        assert_eq!(envelope.return_path, "alice@example.org");
        assert_eq!(
            envelope.recipients,
            [
                "move+1-2-3-ab@reply.example.org",
                "Move+4@REPLY.example.org"
            ]
        );
        // The next message starts afresh.
        assert_eq!(code(s.command("RCPT TO:<move+1@reply.example.org>")), 503);
        assert_eq!(code(s.command("MAIL FROM:<>")), 250);
        assert_eq!(s.envelope.return_path, "");
        assert!(matches!(s.command("QUIT"), Step::Quit(r) if r.code == 221));
    }

    #[test]
    fn only_the_reply_domain_is_taken() {
        let mut s = session();
        s.command("HELO client");
        s.command("MAIL FROM:<a@example.org>");
        for elsewhere in [
            "bob@example.org",
            "move+1@reply.example.org.evil",
            "move+1@sub.reply.example.org",
        ] {
            let command = format!("RCPT TO:<{elsewhere}>");
            assert_eq!(code(s.command(&command)), 550, "{command}");
        }
        assert_eq!(code(s.command("DATA")), 554, "no valid recipient yet");
    }

    #[test]
    fn commands_out_of_order_or_malformed_are_refused() {
        let mut s = session();
        assert_eq!(code(s.command("MAIL FROM:<a@example.org>")), 503);
        assert_eq!(code(s.command("EHLO")), 501);
        assert_eq!(code(s.command("DATA")), 503);
        assert_eq!(code(s.command("NOOP")), 250);
        assert_eq!(code(s.command("EHLO c")), 250);
        assert_eq!(code(s.command("MAIL a@example.org")), 501);
        assert_eq!(code(s.command("MAIL FROM:a@example.org")), 501);
        assert_eq!(code(s.command("MAIL FROM:<a@example.org>")), 250);
        assert_eq!(code(s.command("MAIL FROM:<a@example.org>")), 503);
        assert_eq!(code(s.command("RCPT TO:move+1@reply.example.org")), 501);
        assert_eq!(code(s.command("RSET")), 250);
        assert_eq!(code(s.command("RCPT TO:<move+1@reply.example.org>")), 503);
        assert_eq!(code(s.command("STARTTLS")), 500);
        assert_eq!(code(s.command("VRFY bob")), 252);
        assert_eq!(code(s.command("")), 500);
    }

    #[test]
    fn recipients_are_capped() {
        let mut s = session();
        s.command("EHLO c");
        s.command("MAIL FROM:<a@example.org>");
        for i in 0..MAX_RECIPIENTS {
            assert_eq!(
                code(s.command(&format!("RCPT TO:<move+{i}@reply.example.org>"))),
                250
            );
        }
        assert_eq!(code(s.command("RCPT TO:<move+x@reply.example.org>")), 452);
    }

    #[test]
    fn paths_read_with_parameters_and_source_routes() {
        assert_eq!(
            path_after("FROM:<a@b.example> SIZE=100", "FROM:").as_deref(),
            Some("a@b.example")
        );
        assert_eq!(
            path_after("from: <a@b.example>", "FROM:").as_deref(),
            Some("a@b.example")
        );
        assert_eq!(
            path_after("TO:<@relay.example:a@b.example>", "TO:").as_deref(),
            Some("a@b.example")
        );
        assert_eq!(path_after("FROM:<>", "FROM:").as_deref(), Some(""));
        assert_eq!(path_after("FROM:", "FROM:"), None);
        assert_eq!(path_after("TO:<a@b", "TO:"), None);
        assert_eq!(path_after("X", "FROM:"), None);
    }
}
