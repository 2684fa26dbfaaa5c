//! Replies as common mail clients write them (Thunderbird, Gmail, Outlook, Apple Mail:
//! plain and HTML-only, quoted-printable, base64, ISO-8859-1 and windows-1252, above
//! and below the quote), kept as files under tests/fixtures/replies, read the way the
//! server reads a reply: the MIME message, then the reply's move, draw offer and
//! message.

use corrchess::mail::{inbound, reply_text};

const TO: &str = "move+42-7-3-0123456789abcdef01234567@reply.corrchess.test";

/// The fixture's headers as read, and its text.
fn fixture(name: &str) -> (inbound::ReceivedMessage, String) {
    let path = std::path::Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures/replies")
        .join(name);
    let raw = std::fs::read(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
    let message = inbound::read(&raw).unwrap_or_else(|| panic!("{name} does not parse"));
    (message, inbound::text(&raw))
}

/// Reads fixture `name` and checks the sender, the reply address and what was replied.
fn check(name: &str, from: &str, mv: &str, draw: bool, message: &str) {
    let (m, text) = fixture(name);
    assert_eq!(m.from.as_deref(), Some(from), "{name}: sender");
    assert!(
        m.recipients.iter().any(|r| r == TO),
        "{name}: recipients {:?}",
        m.recipients
    );
    assert_eq!(m.automatic, None, "{name}: written by a person");
    let reply = reply_text::read(&text);
    assert_eq!(
        (reply.mv.as_deref(), reply.draw, reply.message.as_str()),
        (Some(mv), draw, message),
        "{name}: read from\n{text}"
    );
}

#[test]
fn thunderbird_below_the_quote_with_a_draw_offer_and_a_signature() {
    check(
        "thunderbird_below_quote.eml",
        "alice@example.org",
        "Nf3",
        true,
        "A draw would be fair, don't you think?\nOr play on – your choice.",
    );
}

#[test]
fn thunderbird_in_german_and_iso_8859_1() {
    check(
        "thunderbird_latin1.eml",
        "juergen@example.de",
        "Nf3",
        false,
        "Schöne Partie bisher, grüß dich!",
    );
}

#[test]
fn gmail_quoted_printable_with_a_wrapped_attribution() {
    check(
        "gmail.eml",
        "alice@example.org",
        "O-O",
        false,
        "Let's see what you make of that.",
    );
}

#[test]
fn outlook_html_only_in_base64_and_windows_1252() {
    check(
        "outlook_html_only.eml",
        "alice@example.org",
        "exd5",
        false,
        "I take the pawn – your move.",
    );
}

#[test]
fn outlook_plain_quoted_printable_above_its_rule() {
    check(
        "outlook_plain.eml",
        "alice@example.org",
        "Qxf7#",
        false,
        "Good game!",
    );
}

#[test]
fn apple_mail_on_the_iphone_base64_with_its_signature() {
    check(
        "apple_mail_iphone.eml",
        "alice@example.org",
        "e1h1",
        false,
        "Castling onto the rook, as on chessmail.",
    );
}

#[test]
fn apple_mail_on_the_mac_html_only_below_the_quote() {
    check(
        "apple_mail_mac_html_only.eml",
        "alice@example.org",
        "c5",
        false,
        "Sicilian, of course.",
    );
}

#[test]
fn an_out_of_office_answer_is_known_as_automatic() {
    let (m, _) = fixture("outlook_out_of_office.eml");
    assert_eq!(m.automatic.as_deref(), Some("Auto-Submitted: auto-replied"));
}
