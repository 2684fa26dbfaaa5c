//! What a player wrote in answer to a move mail, read from the reply's text: the first
//! line that is neither empty nor quoted is the move; a line `draw`, `remis` or `ничья` right
//! below it offers a draw; the lines after, up to the quoted mail, its attribution line
//! ("On … wrote:") or a signature, are the message to the opponent. A first line that
//! is a draw word alone ([`DRAW_WORDS`], [`ACCEPT_WORDS`]) is no move but a draw: it
//! accepts the opponent's offer, or offers one. Written for the quoting styles of
//! common clients (Thunderbird, Gmail, Outlook, Apple Mail), above or below the quote.

/// The parts of a reply.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Reply {
    /// The move line as typed (a leading move number dropped), if there is one.
    pub mv: Option<String>,
    /// A line `draw` (or `remis`) came right after the move.
    pub draw: bool,
    /// The first line was a draw word alone, not a move (`mv` is then `None`).
    pub draw_alone: Option<DrawWord>,
    /// The message to send with the move (lines kept, blank ends trimmed).
    pub message: String,
}

/// What a draw word alone on the first line asks for.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DrawWord {
    /// `draw`, `remis`: accept the opponent's standing offer, or offer a draw.
    AcceptOrOffer,
    /// `accept draw`, `Remis angenommen`: accept the opponent's offer, nothing else.
    Accept,
}

/// The words that accept a standing offer or make one, in English, German, Danish
/// (`remis`) and Russian (`ничья`); below a move, they offer a draw with it. Any case,
/// with a closing `.`, `!` or `?`.
pub const DRAW_WORDS: [&str; 3] = ["draw", "remis", "ничья"];

/// The phrases that only accept the opponent's offer (a reply of one of them when no
/// offer stands is refused, not turned into an offer).
pub const ACCEPT_WORDS: [&str; 8] = [
    "accept draw",
    "draw accepted",
    "remis angenommen",
    "remis annehmen",
    "ничья принята",
    "принимаю ничью",
    "remis accepteret",
    "accepterer remis",
];

/// The draw word `line` is, if it is one.
fn draw_word(line: &str) -> Option<DrawWord> {
    let word = line.trim().trim_end_matches(['.', '!', '?']).trim();
    let word = word.split_whitespace().collect::<Vec<_>>().join(" ");
    let word = word.to_lowercase();
    if DRAW_WORDS.contains(&word.as_str()) {
        Some(DrawWord::AcceptOrOffer)
    } else if ACCEPT_WORDS.contains(&word.as_str()) {
        Some(DrawWord::Accept)
    } else {
        None
    }
}

/// The longest line that can be a move ("Nbxd7+!!" and a move number fit easily); a
/// longer first line is still returned, so the refusal can quote it.
const MAX_MOVE_LINE: usize = 200;

/// Reads the reply in `text` (line breaks of any kind).
pub fn read(text: &str) -> Reply {
    let lines: Vec<&str> = text.lines().collect();
    let mut reply = Reply::default();
    let mut i = 0;
    // Up to the move: blank and quoted lines and an attribution above a quote (a reply
    // written below the quote) are passed over; the end of the reply means no move.
    while i < lines.len() {
        let line = lines[i].trim();
        if line.is_empty() || is_quoted(line) {
            i += 1;
            continue;
        }
        if let Some(n) = attribution(&lines[i..]) {
            i += n;
            continue;
        }
        if ends_reply(&lines[i..]) {
            return reply;
        }
        break;
    }
    let Some(first) = lines.get(i) else {
        return reply;
    };
    i += 1;
    match draw_word(first) {
        Some(word) => reply.draw_alone = Some(word),
        None => {
            reply.mv = Some(move_text(first));
            if lines
                .get(i)
                .is_some_and(|l| draw_word(l) == Some(DrawWord::AcceptOrOffer))
            {
                reply.draw = true;
                i += 1;
            }
        }
    }
    let mut message = Vec::new();
    while i < lines.len() {
        if is_quoted(lines[i].trim())
            || attribution(&lines[i..]).is_some()
            || ends_reply(&lines[i..])
        {
            break;
        }
        message.push(lines[i].trim_end());
        i += 1;
    }
    reply.message = message.join("\n").trim_matches('\n').trim().to_owned();
    reply
}

/// The move line without surrounding space, a leading move number ("12.", "12...",
/// "12…") or a closing full stop.
fn move_text(line: &str) -> String {
    let line: String = line.trim().chars().take(MAX_MOVE_LINE).collect();
    let digits = line.chars().take_while(char::is_ascii_digit).count();
    let rest = &line[digits..];
    let after_number = rest.trim_start_matches(['.', '…']);
    let text = if digits > 0 && after_number.len() < rest.len() {
        after_number
    } else {
        &line
    };
    text.trim().trim_end_matches(['.', ',']).trim().to_owned()
}

/// A line of quoted text (`>`, as every client quotes in plain text).
fn is_quoted(line: &str) -> bool {
    line.starts_with('>')
}

/// The verb of an attribution line in the languages mail clients write it in.
const ATTRIBUTION_WORDS: [&str; 10] = [
    "wrote",
    "schrieb",
    "écrit",
    "escribió",
    "scritto",
    "schreef",
    "skrev",
    "пишет",
    "написал",
    "написала",
];

/// The first words of an attribution line ("On Thu, 3 Dec 2026 …", "Am 03.12.26 …",
/// "Den tors. 3. dec. 2026 …").
const ATTRIBUTION_STARTS: [&str; 7] = ["On ", "Am ", "Le ", "El ", "Il ", "Op ", "Den "];

/// How many lines an attribution ("On Thu, 3 Dec 2026, corrchess wrote:", "Am 03.12.26
/// schrieb corrchess:") at the start of `lines` takes: one, or up to three when a
/// client wrapped it (Gmail does). A line that does not start like one counts only
/// when quoted text follows it.
fn attribution(lines: &[&str]) -> Option<usize> {
    let first = lines.first()?.trim();
    let starts = ATTRIBUTION_STARTS.iter().any(|s| first.starts_with(s));
    let mut joined = String::new();
    for (n, line) in lines.iter().take(if starts { 3 } else { 1 }).enumerate() {
        joined.push_str(&line.trim().to_lowercase());
        joined.push(' ');
        let ends = line.trim_end().ends_with(':');
        if ends && joined.len() < 300 && ATTRIBUTION_WORDS.iter().any(|w| joined.contains(w)) {
            let quote_follows = lines[n + 1..]
                .iter()
                .map(|l| l.trim())
                .find(|l| !l.is_empty())
                .is_none_or(is_quoted);
            return (starts || quote_follows).then_some(n + 1);
        }
    }
    None
}

/// Whether `lines` start with what clients put between a reply and the mail it answers,
/// or a signature: `-- `, Outlook's rule or "-----Original Message-----" and its header
/// block, a mobile client's "Sent from my …".
fn ends_reply(lines: &[&str]) -> bool {
    let Some(line) = lines.first().map(|l| l.trim_end()) else {
        return true;
    };
    let trimmed = line.trim();
    if line == "-- " || trimmed == "--" || trimmed == "—" {
        return true;
    }
    let rule = trimmed.chars().count() >= 5 && trimmed.chars().all(|c| "_-─━=".contains(c));
    if rule {
        return true;
    }
    let lower = trimmed.to_lowercase();
    if lower.starts_with("-----original message") || lower.starts_with("-------- original message")
    {
        return true;
    }
    let phone = [
        "sent from my ",
        "get outlook for ",
        "sendt fra min ",
        "отправлено с ",
    ];
    if phone.iter().any(|p| lower.starts_with(p)) {
        return true;
    }
    // Outlook's header block: "From: …" followed by "Sent:" or "Date:".
    if lower.starts_with("from:") {
        return lines.iter().skip(1).take(3).any(|l| {
            let l = l.trim().to_lowercase();
            l.starts_with("sent:") || l.starts_with("date:")
        });
    }
    false
}

#[cfg(test)]
mod tests {
    use super::*;

    fn reply(mv: &str, draw: bool, message: &str) -> Reply {
        Reply {
            mv: Some(mv.to_owned()),
            draw,
            draw_alone: None,
            message: message.to_owned(),
        }
    }

    fn draw_alone(word: DrawWord, message: &str) -> Reply {
        Reply {
            draw_alone: Some(word),
            message: message.to_owned(),
            ..Reply::default()
        }
    }

    #[test]
    fn remis_right_below_the_move_offers_a_draw_too() {
        assert_eq!(read("h6\nremis"), reply("h6", true, ""));
        assert_eq!(read("h6\nRemis!\nNa?"), reply("h6", true, "Na?"));
        assert_eq!(read("h6\r\nDRAW.\r\n"), reply("h6", true, ""));
        // An accepting phrase below a move is a message: the move declines the offer.
        assert_eq!(read("h6\naccept draw"), reply("h6", false, "accept draw"));
    }

    #[test]
    fn a_draw_word_alone_is_no_move_but_a_draw() {
        for text in [
            "draw",
            "Remis",
            "  REMIS  \n",
            "draw?",
            "remis.\n\n> quoted",
        ] {
            assert_eq!(
                read(text),
                draw_alone(DrawWord::AcceptOrOffer, ""),
                "{text:?}"
            );
        }
        for text in [
            "accept draw",
            "Draw accepted!",
            "Remis angenommen",
            "remis  annehmen",
        ] {
            assert_eq!(read(text), draw_alone(DrawWord::Accept, ""), "{text:?}");
        }
        assert_eq!(
            read("remis\nDanke für die Partie!\n\nAm 03.12.26 schrieb corrchess:\n> Hallo"),
            draw_alone(DrawWord::AcceptOrOffer, "Danke für die Partie!")
        );
        // A quote above the reply is passed over as before a move.
        let below = "> On Thu, corrchess wrote:\n> bob offers a draw\n\ndraw\n";
        assert_eq!(read(below), draw_alone(DrawWord::AcceptOrOffer, ""));
        // Other words stay a move line (refused as no move).
        assert_eq!(read("drawn").mv.as_deref(), Some("drawn"));
        assert_eq!(read("I offer a draw").mv.as_deref(), Some("I offer a draw"));
    }

    #[test]
    fn the_first_line_is_the_move_and_the_rest_the_message() {
        assert_eq!(read("Nf3\n"), reply("Nf3", false, ""));
        assert_eq!(
            read("\n\n  Nf3  \nGood luck!\nSecond line\n\n"),
            reply("Nf3", false, "Good luck!\nSecond line")
        );
        assert_eq!(read("e2e4\r\nhi\r\n"), reply("e2e4", false, "hi"));
    }

    #[test]
    fn draw_right_below_the_move_offers_a_draw_and_is_no_message() {
        assert_eq!(
            read("O-O\ndraw\nShall we?"),
            reply("O-O", true, "Shall we?")
        );
        assert_eq!(read("O-O\nDraw\n"), reply("O-O", true, ""));
        // Only right below the move.
        assert_eq!(read("O-O\n\ndraw"), reply("O-O", false, "draw"));
        assert_eq!(
            read("O-O\nI offer a draw"),
            reply("O-O", false, "I offer a draw")
        );
    }

    #[test]
    fn move_numbers_and_a_full_stop_are_dropped() {
        for (line, mv) in [
            ("12...Nf3", "Nf3"),
            ("12. Nf3", "Nf3"),
            ("12… O-O", "O-O"),
            ("e4.", "e4"),
            ("1.e4", "e4"),
            ("0-0", "0-0"),
            ("e2-e4", "e2-e4"),
        ] {
            assert_eq!(read(line).mv.as_deref(), Some(mv), "{line}");
        }
    }

    #[test]
    fn the_message_ends_at_the_quote_its_attribution_or_a_signature() {
        let gmail = "Nf3\nYour move.\n\nOn Thu, Dec 3, 2026 at 2:05 PM corrchess <noreply@x.test> wrote:\n\n> Hello alice,\n> bob played 3...Nc6\n";
        assert_eq!(read(gmail), reply("Nf3", false, "Your move."));
        let wrapped = "Nf3\nYour move.\n\nOn Thu, Dec 3, 2026 at 2:05 PM corrchess <\nnoreply@x.test> wrote:\n\n> Hello";
        assert_eq!(read(wrapped), reply("Nf3", false, "Your move."));
        let german = "Sf3\nDein Zug.\n\nAm 03.12.26 um 14:05 schrieb corrchess:\n> Hallo";
        assert_eq!(read(german), reply("Sf3", false, "Dein Zug."));
        let signature = "d4\nsee you\n-- \nAlice Example\nalice.example.org";
        assert_eq!(read(signature), reply("d4", false, "see you"));
        let outlook = "Qh5\nHa!\n\n________________________________\nFrom: corrchess <noreply@x.test>\nSent: Thursday, December 3, 2026 14:05\n";
        assert_eq!(read(outlook), reply("Qh5", false, "Ha!"));
        let classic = "Qh5\n\n-----Original Message-----\nFrom: corrchess\n";
        assert_eq!(read(classic), reply("Qh5", false, ""));
        let header_block = "Qh5\nfine\nFrom: corrchess <noreply@x.test>\nDate: Thu, 3 Dec 2026\n";
        assert_eq!(read(header_block), reply("Qh5", false, "fine"));
        let iphone = "Bb5\n\nSent from my iPhone\n\n> On 3 Dec 2026, at 14:05, corrchess wrote:\n";
        assert_eq!(read(iphone), reply("Bb5", false, ""));
    }

    #[test]
    fn russian_and_danish_replies() {
        assert_eq!(read("Кf3\nничья"), reply("Кf3", true, ""));
        assert_eq!(read("Ничья!"), draw_alone(DrawWord::AcceptOrOffer, ""));
        assert_eq!(read("Ничья принята."), draw_alone(DrawWord::Accept, ""));
        assert_eq!(read("принимаю ничью"), draw_alone(DrawWord::Accept, ""));
        assert_eq!(read("Remis accepteret"), draw_alone(DrawWord::Accept, ""));
        assert_eq!(read("Sf3\nRemis"), reply("Sf3", true, ""));
        let thunderbird =
            "12...Крg1\nТвой ход.\n\n03.12.2026 14:05, corrchess пишет:\n> Здравствуйте";
        assert_eq!(read(thunderbird), reply("Крg1", false, "Твой ход."));
        let danish = "Dd1\nDit træk.\n\nDen tors. 3. dec. 2026 kl. 14.05 skrev corrchess <\nnoreply@x.test>:\n> Hej";
        assert_eq!(read(danish), reply("Dd1", false, "Dit træk."));
        let phone = "e8=Ф\n\nОтправлено с iPhone\n";
        assert_eq!(read(phone), reply("e8=Ф", false, ""));
        assert_eq!(read("Sendt fra min iPhone"), Reply::default());
    }

    #[test]
    fn a_reply_below_the_quote_finds_the_move_after_it() {
        let below = "On 03.12.26 14:05, corrchess wrote:\n> Hello alice,\n> bob played 1.e4\n\nc5\nSicilian it is.\n";
        assert_eq!(read(below), reply("c5", false, "Sicilian it is."));
        let apple = "> On 3 Dec 2026, at 14:05, corrchess wrote:\n>\n> Hello\n\ne5\n";
        assert_eq!(read(apple), reply("e5", false, ""));
    }

    #[test]
    fn a_reply_without_a_move_has_none() {
        assert_eq!(read(""), Reply::default());
        assert_eq!(read("\n \n"), Reply::default());
        assert_eq!(read("> only quoted\n> text"), Reply::default());
        assert_eq!(read("-- \nAlice"), Reply::default());
        assert_eq!(read("Sent from my iPhone"), Reply::default());
    }

    #[test]
    fn words_are_read_as_a_move_line_all_the_same() {
        // The service refuses it as no move; the text is kept for the refusal.
        assert_eq!(
            read("Thanks for the game!").mv.as_deref(),
            Some("Thanks for the game!")
        );
        let long = "x".repeat(1000);
        assert_eq!(read(&long).mv.map(|m| m.len()), Some(MAX_MOVE_LINE));
    }

    #[test]
    fn a_short_line_ending_in_wrote_is_an_attribution_only_as_such() {
        assert_eq!(attribution(&["corrchess wrote:"]), Some(1));
        assert_eq!(attribution(&["corrchess wrote:", "", "> hi"]), Some(1));
        assert_eq!(attribution(&["As I wrote:", "my plan"]), None);
        assert_eq!(attribution(&["On Thu, corrchess", "wrote:"]), Some(2));
        assert_eq!(
            attribution(&["On Thu, corrchess", "x", "y", "wrote:"]),
            None
        );
        assert_eq!(attribution(&["Nf3"]), None);
        assert_eq!(
            attribution(&["Le jeu. 3 déc. 2026 à 14:05, corrchess a écrit :"]),
            Some(1)
        );
    }
}
