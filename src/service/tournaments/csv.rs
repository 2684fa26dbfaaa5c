//! The crosstable as CSV (RFC 4180), for spreadsheets and rating officers.

use super::view::{CrossRow, StandingView, TournamentView};

/// Quotes a field when it holds a comma, quote or line break.
fn field(text: &str) -> String {
    if text.contains([',', '"', '\n', '\r']) {
        format!("\"{}\"", text.replace('"', "\"\""))
    } else {
        text.to_owned()
    }
}

/// A crosstable cell in plain ASCII: "1 0.5", "*" for a running game, "" on the diagonal.
fn ascii_cell(cell: &str) -> String {
    cell.replace('½', "0.5").replace('·', "*").replace('×', "")
}

/// One line per player in standings order: rank, seed, player, points, Sonneborn-Berger,
/// wins, direct encounter, then the results against each seed.
pub fn crosstable(v: &TournamentView) -> String {
    table(v.seats.len(), &v.standings, &v.crosstable)
}

/// The same for one group of a stage.
pub fn group(g: &super::view::GroupView) -> String {
    table(g.seats.len(), &g.standings, &g.crosstable)
}

/// The CSV of a table of `seats` seats.
fn table(seats: usize, standings: &[StandingView], crosstable: &[CrossRow]) -> String {
    let mut out = String::new();
    let mut header: Vec<String> = ["Rank", "Seed", "Player", "Points", "SB", "Wins", "Direct"]
        .iter()
        .map(|s| s.to_string())
        .collect();
    header.extend((1..=seats).map(|s| s.to_string()));
    out.push_str(&header.join(","));
    out.push_str("\r\n");
    for s in standings {
        let row = crosstable.iter().find(|r| r.seed == s.seat.seed);
        let direct = s.direct.replace('½', ".5");
        let mut cells = vec![
            s.rank.to_string(),
            s.seat.seed.to_string(),
            field(&s.seat.username),
            s.points_decimal.clone(),
            s.sb.clone(),
            s.wins.to_string(),
            if direct.starts_with('.') {
                format!("0{direct}")
            } else {
                direct
            },
        ];
        if let Some(row) = row {
            cells.extend(row.cells.iter().map(|c| field(&ascii_cell(c))));
        }
        out.push_str(&cells.join(","));
        out.push_str("\r\n");
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn fields_are_quoted_only_when_needed() {
        assert_eq!(field("ann"), "ann");
        assert_eq!(field("a,b"), "\"a,b\"");
        assert_eq!(field("say \"hi\""), "\"say \"\"hi\"\"\"");
        assert_eq!(ascii_cell("1 ½"), "1 0.5");
        assert_eq!(ascii_cell("·"), "*");
        assert_eq!(ascii_cell("×"), "");
    }
}
