//! FIDE's Tournament Report File, TRF-16 (Handbook C.04 Annex 2): the header lines
//! and one `001` line per player, in the spec's fixed columns, so FIDE's pairing
//! checkers and rating officers can read an event. Pure: text in, text out.

use super::players::{Colour, Outcome, Player};

/// The event as the header describes it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Header<'a> {
    /// 012: the tournament's name.
    pub name: &'a str,
    /// 042 and 052: start and end dates, `YYYY/MM/DD` (the end empty while running).
    pub start: &'a str,
    pub end: &'a str,
    /// XXR: the number of rounds (the pairing programs' extension line).
    pub rounds: usize,
}

/// A played or scheduled game's result from this player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark {
    Win,
    Draw,
    Loss,
    /// Won or lost by forfeit (`+`, `-`).
    ForfeitWin,
    ForfeitLoss,
    /// Paired, not ended yet (blank result column).
    Pending,
}

/// One player's round in the 001 line.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Round {
    /// The opponent's starting number (1-based), this player's colour and the result.
    Game {
        opponent: usize,
        colour: Colour,
        mark: Mark,
    },
    /// The pairing-allocated bye (`U`).
    Pab,
    /// A requested half-point bye (`H`).
    HalfBye,
    /// A full point without a game (`F`).
    FullBye,
    /// Not paired: absent or withdrawn, zero points (`Z`).
    Absent,
}

/// One player: starting number = position in the list + 1.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Entry<'a> {
    pub name: &'a str,
    /// The rating shown; `None` for an unrated player (blank).
    pub rating: Option<u32>,
    pub points_half: u32,
    /// 1-based place in the standings.
    pub rank: usize,
    pub rounds: Vec<Round>,
}

/// The whole file: header lines, then one 001 line per player; lines end with `\n`.
pub fn write(header: &Header<'_>, entries: &[Entry<'_>]) -> String {
    let mut out = String::new();
    let rated = entries.iter().filter(|e| e.rating.is_some()).count();
    for line in [
        format!("012 {}", clean(header.name)),
        format!("042 {}", header.start),
        format!("052 {}", header.end),
        format!("062 {}", entries.len()),
        format!("072 {rated}"),
        "092 Individual: Swiss-System (FIDE Dutch)".to_owned(),
        format!("XXR {}", header.rounds),
    ] {
        out.push_str(line.trim_end());
        out.push('\n');
    }
    for (i, e) in entries.iter().enumerate() {
        out.push_str(&player_line(i + 1, e));
        out.push('\n');
    }
    out
}

/// One 001 line: starting number in columns 5–8, name 15–47, rating 49–52, points
/// 81–84, rank 86–89, then ten columns per round from 92 (opponent 92–95, colour 97,
/// result 99).
pub fn player_line(number: usize, e: &Entry<'_>) -> String {
    let name: String = clean(e.name).chars().take(33).collect();
    let rating = e.rating.map_or(String::new(), |r| r.min(9999).to_string());
    let points = format!(
        "{}.{}",
        e.points_half / 2,
        if e.points_half % 2 == 1 { 5 } else { 0 }
    );
    let mut line = format!(
        "001 {number:>4}      {name:<33} {rating:>4} {:>3} {:>11} {:>10} {points:>4} {:>4}",
        "", "", "", e.rank
    );
    for r in &e.rounds {
        let (opponent, colour, result) = match *r {
            Round::Game {
                opponent,
                colour,
                mark,
            } => (
                format!("{opponent:>4}"),
                if colour == Colour::White { 'w' } else { 'b' },
                match mark {
                    Mark::Win => '1',
                    Mark::Draw => '=',
                    Mark::Loss => '0',
                    Mark::ForfeitWin => '+',
                    Mark::ForfeitLoss => '-',
                    Mark::Pending => ' ',
                },
            ),
            Round::Pab => ("0000".to_owned(), '-', 'U'),
            Round::HalfBye => ("0000".to_owned(), '-', 'H'),
            Round::FullBye => ("0000".to_owned(), '-', 'F'),
            Round::Absent => ("0000".to_owned(), '-', 'Z'),
        };
        line.push_str(&format!("  {opponent} {colour} {result}"));
    }
    line.trim_end().to_owned()
}

/// A pairing history as TRF rounds (opponents by starting number = index + 1); a
/// round without a game is a bye by the points it gave (`Z`, `H`, `F`).
pub fn rounds_of(player: &Player) -> Vec<Round> {
    player
        .history
        .iter()
        .map(|o| match *o {
            Outcome::Played {
                opponent,
                colour,
                half,
            } => Round::Game {
                opponent: opponent + 1,
                colour,
                mark: match half {
                    2 => Mark::Win,
                    1 => Mark::Draw,
                    _ => Mark::Loss,
                },
            },
            Outcome::Pab => Round::Pab,
            Outcome::Unplayed { half: 0 } => Round::Absent,
            Outcome::Unplayed { half: 1 } => Round::HalfBye,
            Outcome::Unplayed { .. } => Round::FullBye,
        })
        .collect()
}

/// Fixed columns break on line breaks and tabs: a name keeps printable characters.
fn clean(text: &str) -> String {
    text.chars()
        .map(|c| if c.is_control() { ' ' } else { c })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn game(opponent: usize, colour: Colour, mark: Mark) -> Round {
        Round::Game {
            opponent,
            colour,
            mark,
        }
    }

    #[test]
    fn player_lines_put_every_field_in_its_columns() {
        let e = Entry {
            name: "Carlsen, Magnus",
            rating: Some(2830),
            points_half: 5,
            rank: 1,
            rounds: vec![
                game(4, Colour::White, Mark::Win),
                game(12, Colour::Black, Mark::Draw),
                Round::Pab,
                game(3, Colour::Black, Mark::ForfeitLoss),
                Round::HalfBye,
                game(7, Colour::White, Mark::Pending),
            ],
        };
        let line = player_line(1, &e);
        let col = |from: usize, to: usize| &line[from - 1..to];
        assert_eq!(col(1, 3), "001");
        assert_eq!(col(5, 8), "   1");
        assert_eq!(col(15, 47), format!("{:<33}", "Carlsen, Magnus"));
        assert_eq!(col(49, 52), "2830");
        assert_eq!(col(81, 84), " 2.5");
        assert_eq!(col(86, 89), "   1");
        assert_eq!(col(92, 99), "   4 w 1");
        assert_eq!(col(102, 109), "  12 b =");
        assert_eq!(col(112, 119), "0000 - U");
        assert_eq!(col(122, 129), "   3 b -");
        assert_eq!(col(132, 139), "0000 - H");
        // A pending game ends the line at its colour.
        assert_eq!(&line[141..], "   7 w");
        assert_eq!(
            line,
            "001    1      Carlsen, Magnus                   2830                             2.5    1     4 w 1    12 b =  0000 - U     3 b -  0000 - H     7 w"
        );
    }

    #[test]
    fn histories_become_rounds() {
        let p = Player {
            history: vec![
                Outcome::Played {
                    opponent: 2,
                    colour: Colour::Black,
                    half: 1,
                },
                Outcome::Pab,
                Outcome::Unplayed { half: 0 },
                Outcome::Unplayed { half: 1 },
                Outcome::Unplayed { half: 2 },
                Outcome::Played {
                    opponent: 0,
                    colour: Colour::White,
                    half: 0,
                },
            ],
            present: true,
        };
        assert_eq!(
            rounds_of(&p),
            vec![
                game(3, Colour::Black, Mark::Draw),
                Round::Pab,
                Round::Absent,
                Round::HalfBye,
                Round::FullBye,
                game(1, Colour::White, Mark::Loss),
            ]
        );
    }

    #[test]
    fn unrated_long_names_and_the_header() {
        let e = Entry {
            name: "A name much longer than thirty-three characters\tindeed",
            rating: None,
            points_half: 12,
            rank: 10,
            rounds: vec![Round::FullBye, Round::Absent],
        };
        let line = player_line(123, &e);
        assert_eq!(&line[4..8], " 123");
        assert_eq!(&line[14..47], "A name much longer than thirty-th");
        assert_eq!(&line[48..52], "    ");
        assert_eq!(&line[80..84], " 6.0");
        assert_eq!(&line[85..89], "  10");
        assert_eq!(&line[91..], "0000 - F  0000 - Z");
        let file = write(
            &Header {
                name: "Autumn Swiss\n2026",
                start: "2026/09/01",
                end: "",
                rounds: 7,
            },
            std::slice::from_ref(&e),
        );
        let lines: Vec<&str> = file.lines().collect();
        assert_eq!(
            lines[..7],
            [
                "012 Autumn Swiss 2026",
                "042 2026/09/01",
                "052",
                "062 1",
                "072 0",
                "092 Individual: Swiss-System (FIDE Dutch)",
                "XXR 7"
            ]
        );
        assert_eq!(lines[7], player_line(1, &e));
        assert!(file.ends_with('\n'));
    }
}
