//! Reading a mail a player sent (RFC 5322, any MIME structure): who it is from, the
//! addresses it was delivered to, whether a machine sent it (RFC 3834), and, in a
//! separate step, its text: the plain part, or the HTML part turned into text (quoted
//! blocks keep their `>`), in any charset and transfer encoding. Pure: the bytes in,
//! the facts out. The text is a step of its own because HTML costs: the service reads
//! it only once the reply address and the sender are known good, on a blocking thread,
//! and HTML nested deeper than [`MAX_HTML_DEPTH`] is read as its text only (html5ever
//! and html2text take time quadratic in the nesting: 244 KB of nested `<div>` took
//! 18 s of CPU).

mod html_depth;

use mail_parser::{MessageParser, MimeHeaders, PartType};

/// The largest message read (larger ones are refused).
pub const MAX_BYTES: usize = 256 * 1024;

/// The facts of one received message.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct ReceivedMessage {
    /// The address of `From`, if it has one.
    pub from: Option<String>,
    /// Why the message counts as sent by a machine (an auto-reply, a list, a bounce),
    /// if it does: such mail is never answered.
    pub automatic: Option<String>,
    /// The `Return-Path` header's address, `Some("")` for the null path `<>`.
    pub return_path: Option<String>,
    /// Addresses the message was delivered to, by its headers (`Delivered-To`,
    /// `X-Original-To`, `To`, `Cc`), for when the envelope does not say.
    pub recipients: Vec<String>,
}

/// Reads a message's headers (its text is [`text`]); `None` when the bytes are no
/// message at all. Linear in the message's size: no HTML is read here.
pub fn read(raw: &[u8]) -> Option<ReceivedMessage> {
    let m = MessageParser::default().parse(raw)?;
    let header = |name: &'static str| m.header_raw(name).map(str::trim);
    let mut recipients: Vec<String> = m
        .headers_raw()
        .filter(|(name, _)| {
            name.eq_ignore_ascii_case("Delivered-To") || name.eq_ignore_ascii_case("X-Original-To")
        })
        .map(|(_, value)| bare_address(value))
        .collect();
    for list in [m.to(), m.cc()].into_iter().flatten() {
        recipients.extend(list.iter().filter_map(|a| a.address()).map(str::to_owned));
    }
    Some(ReceivedMessage {
        from: m
            .from()
            .and_then(|a| a.first())
            .and_then(|a| a.address())
            .map(str::to_owned),
        automatic: automatic(&header, m.content_type().is_some_and(is_report)),
        return_path: header("Return-Path").map(bare_address),
        recipients,
    })
}

/// The message's text, lines ending in `\n` ("" when the bytes are no message). HTML
/// costs time (see the module's comment): call it on a blocking thread, once the
/// message is known to be worth reading.
pub fn text(raw: &[u8]) -> String {
    MessageParser::default()
        .parse(raw)
        .map(|m| body_text(&m).replace("\r\n", "\n"))
        .unwrap_or_default()
}

/// An address without its angle brackets or comment (`<a@b>` → `a@b`, `<>` → ``).
fn bare_address(value: &str) -> String {
    let value = value.trim();
    match (value.find('<'), value.rfind('>')) {
        (Some(open), Some(close)) if open < close => value[open + 1..close].trim().to_owned(),
        _ => value.to_owned(),
    }
}

fn is_report(content_type: &mail_parser::ContentType<'_>) -> bool {
    content_type.ctype().eq_ignore_ascii_case("multipart")
        && content_type
            .subtype()
            .is_some_and(|s| s.eq_ignore_ascii_case("report"))
}

/// Why a message was sent by a machine, by its headers: `Auto-Submitted` other than
/// `no`, `Precedence: bulk/list/junk`, the auto-reply headers of common responders, a
/// mailing list, a delivery report.
fn automatic<'a>(
    header: &impl Fn(&'static str) -> Option<&'a str>,
    report: bool,
) -> Option<String> {
    if let Some(value) = header("Auto-Submitted") {
        let word = value.split(';').next().unwrap_or_default().trim();
        if !word.eq_ignore_ascii_case("no") {
            return Some(format!("Auto-Submitted: {word}"));
        }
    }
    if let Some(value) = header("Precedence") {
        let word = value.trim().to_ascii_lowercase();
        if ["bulk", "list", "junk"].contains(&word.as_str()) {
            return Some(format!("Precedence: {word}"));
        }
    }
    for name in ["X-Autoreply", "X-Autorespond", "List-Id"] {
        if header(name).is_some() {
            return Some(format!("{name} header"));
        }
    }
    report.then(|| "a delivery report".to_owned())
}

/// The first text body: a plain part as it is, an HTML part as text.
fn body_text(m: &mail_parser::Message<'_>) -> String {
    for part in m.text_bodies() {
        match &part.body {
            PartType::Text(text) => return text.to_string(),
            PartType::Html(html) => return html_text(html),
            _ => {}
        }
    }
    m.html_bodies()
        .find_map(|part| match &part.body {
            PartType::Html(html) => Some(html_text(html)),
            _ => None,
        })
        .unwrap_or_default()
}

/// HTML as the text it shows: blocks on their own lines, quoted blocks with `>`. At
/// most [`MAX_HTML_BYTES`] are read, and elements nested deeper than
/// [`MAX_HTML_DEPTH`] count as their text only, so the time taken grows with the size
/// alone.
pub fn html_text(html: &str) -> String {
    let mut end = html.len().min(MAX_HTML_BYTES);
    while !html.is_char_boundary(end) {
        end -= 1;
    }
    let html = html_depth::capped(&html[..end], MAX_HTML_DEPTH);
    html2text::config::plain_no_decorate()
        .link_footnotes(false)
        .allow_width_overflow()
        .string_from_read(html.as_bytes(), 1_000)
        .unwrap_or_default()
}

/// The most HTML read as text: a message's largest size ([`MAX_BYTES`]); a charset
/// conversion could make it larger.
pub const MAX_HTML_BYTES: usize = MAX_BYTES;

/// How deep HTML elements are read as such. Mail clients nest a few elements per
/// quoted reply (Gmail: a `div` and a `blockquote`), so a reply quoting twenty earlier
/// ones stays well within; deeper elements are read as their text.
pub const MAX_HTML_DEPTH: usize = 64;

#[cfg(test)]
mod tests {
    use super::*;

    fn message(headers: &str, body: &str) -> Vec<u8> {
        format!("{headers}\r\n\r\n{body}").into_bytes()
    }

    const PLAIN: &str = "From: Alice <Alice@Example.org>\r\nTo: move+abc@reply.example.org\r\nSubject: Re: corrchess: game 1, alice vs bob\r\nContent-Type: text/plain; charset=utf-8";

    #[test]
    fn a_plain_reply_gives_its_sender_recipients_and_text() {
        let raw = message(PLAIN, "Nf3\r\nGood luck\r\n");
        let m = read(&raw).unwrap();
        assert_eq!(m.from.as_deref(), Some("Alice@Example.org"));
        assert_eq!(m.recipients, ["move+abc@reply.example.org"]);
        assert_eq!(text(&raw), "Nf3\nGood luck\n");
        assert_eq!(m.automatic, None);
        assert_eq!(m.return_path, None);
    }

    #[test]
    fn delivery_headers_name_recipients_and_the_return_path() {
        let headers =
            format!("Return-Path: <>\r\nDelivered-To: <move+xyz@reply.example.org>\r\n{PLAIN}");
        let m = read(&message(&headers, "e4")).unwrap();
        assert_eq!(m.return_path.as_deref(), Some(""));
        assert_eq!(
            m.recipients,
            ["move+xyz@reply.example.org", "move+abc@reply.example.org"]
        );
        let headers = format!("Return-Path: <alice@example.org>\r\n{PLAIN}");
        let m = read(&message(&headers, "e4")).unwrap();
        assert_eq!(m.return_path.as_deref(), Some("alice@example.org"));
    }

    #[test]
    fn machine_mail_is_recognised() {
        for (header, why) in [
            (
                "Auto-Submitted: auto-replied",
                "Auto-Submitted: auto-replied",
            ),
            (
                "Auto-Submitted: Auto-Generated; owner-email=x@y",
                "Auto-Submitted: Auto-Generated",
            ),
            ("Precedence: bulk", "Precedence: bulk"),
            ("Precedence: JUNK", "Precedence: junk"),
            ("Precedence: list", "Precedence: list"),
            ("X-Autoreply: yes", "X-Autoreply header"),
            ("List-Id: <chess.lists.example.org>", "List-Id header"),
        ] {
            let m = read(&message(&format!("{header}\r\n{PLAIN}"), "away")).unwrap();
            assert_eq!(m.automatic.as_deref(), Some(why), "{header}");
        }
        for header in ["Auto-Submitted: no", "Precedence: first-class"] {
            let m = read(&message(&format!("{header}\r\n{PLAIN}"), "e4")).unwrap();
            assert_eq!(m.automatic, None, "{header}");
        }
        let report = "From: MAILER-DAEMON@example.org\r\nContent-Type: multipart/report; report-type=delivery-status; boundary=b";
        let m = read(&message(
            report,
            "--b\r\nContent-Type: text/plain\r\n\r\nfailed\r\n--b--\r\n",
        ))
        .unwrap();
        assert_eq!(m.automatic.as_deref(), Some("a delivery report"));
    }

    #[test]
    fn html_only_mail_is_read_as_text_with_its_quote_marked() {
        let html = "From: a@example.org\r\nContent-Type: text/html; charset=utf-8";
        let body = "<html><body><div dir=\"ltr\">Nf3<div>Good&nbsp;luck</div></div><br><div class=\"gmail_quote\"><div class=\"gmail_attr\">On Thu, corrchess wrote:<br></div><blockquote class=\"gmail_quote\">Hello alice</blockquote></div></body></html>";
        let text = text(&message(html, body));
        let lines: Vec<&str> = text.lines().map(str::trim).collect();
        assert_eq!(lines[0], "Nf3", "{text}");
        assert_eq!(lines[1], "Good\u{a0}luck", "{text}");
        assert!(
            text.lines().any(|l| l.starts_with("> Hello alice")),
            "{text}"
        );
    }

    /// The CPU time (user and system) this thread has used so far, from
    /// `/proc/thread-self/stat` in the kernel's fixed USER_HZ of 100 ticks a second.
    fn thread_cpu() -> std::time::Duration {
        let stat = std::fs::read_to_string("/proc/thread-self/stat").unwrap();
        let fields: Vec<u64> = stat[stat.rfind(')').unwrap() + 1..]
            .split_whitespace()
            .skip(11)
            .take(2)
            .map(|f| f.parse().unwrap())
            .collect();
        std::time::Duration::from_millis((fields[0] + fields[1]) * 10)
    }

    #[test]
    fn html_nested_244_kb_deep_is_read_in_a_fraction_of_a_second_of_cpu() {
        let html = "From: a@example.org\r\nContent-Type: text/html; charset=utf-8";
        for (open, close) in [("<div>", "</div>"), ("<ul><li>", "</li></ul>")] {
            let depth = 244 * 1024 / (open.len() + close.len());
            let body = format!("{}e4{}", open.repeat(depth), close.repeat(depth));
            let raw = message(html, &body);
            let start = thread_cpu();
            let text = text(&raw);
            let used = thread_cpu() - start;
            assert!(text.contains("e4"), "{open}: {text}");
            assert!(used.as_secs_f64() < 1.0, "{open}: {used:?} of CPU");
        }
    }

    #[test]
    fn transfer_encodings_and_charsets_are_decoded() {
        let qp = "From: a@example.org\r\nContent-Type: text/plain; charset=iso-8859-1\r\nContent-Transfer-Encoding: quoted-printable";
        let t = text(&message(qp, "Sf3\r\nSch=F6ne Partie=21\r\n"));
        assert!(t.contains("Schöne Partie!"), "{t}");
        let b64 = "From: a@example.org\r\nContent-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64";
        let t = text(&message(b64, "TmYzCkdvb2QgbHVjayDimZ4K\r\n"));
        assert_eq!(t, "Nf3\nGood luck \u{265e}\n");
        let mut latin1 = message(
            "From: a@example.org\r\nContent-Type: text/plain; charset=ISO-8859-1\r\nContent-Transfer-Encoding: 8bit",
            "Sf3\r\nSch",
        );
        latin1.extend_from_slice(&[0xF6, b'n', b'\r', b'\n']);
        let t = text(&latin1);
        assert!(t.contains("Schön"), "{t}");
    }

    #[test]
    fn addresses_lose_their_brackets() {
        assert_eq!(bare_address(" <a@b.example> "), "a@b.example");
        assert_eq!(bare_address("<>"), "");
        assert_eq!(bare_address("a@b.example"), "a@b.example");
        assert_eq!(bare_address("Alice <a@b.example> (home)"), "a@b.example");
    }
}
