//! The tie-breaks a tournament chooses, in its order: Sonneborn-Berger, wins
//! (Baumbach), direct encounter, Koya, and rating. Stored as `tournaments.tiebreaks`,
//! the names joined by commas (`sb,wins,direct`).

/// One tie-break.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum TieBreak {
    /// The points of the opponents one beat, plus half of those one drew.
    SonnebornBerger,
    /// The number of games won (Baumbach).
    Wins,
    /// The points scored among the tied players, when all their games are decided.
    Direct,
    /// The points scored against the opponents who made at least half of their points.
    Koya,
    /// The current rating (a groups event's cut: the stronger goes through).
    Rating,
}

impl TieBreak {
    /// Every tie-break, in the default order with the optional ones after it.
    pub const ALL: [Self; 5] = [
        Self::SonnebornBerger,
        Self::Wins,
        Self::Direct,
        Self::Koya,
        Self::Rating,
    ];

    /// The order a tournament gets unless its organiser chooses another.
    pub const DEFAULT: [Self; 3] = [Self::SonnebornBerger, Self::Wins, Self::Direct];

    /// The posted and stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::SonnebornBerger => "sb",
            Self::Wins => "wins",
            Self::Direct => "direct",
            Self::Koya => "koya",
            Self::Rating => "rating",
        }
    }

    /// Reads a name.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|t| t.as_str() == text)
    }
}

/// Why an order of tie-breaks was refused (the form words it, naming the tie-break).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum OrderError {
    /// A word that names no tie-break.
    Unknown(String),
    /// A tie-break named twice.
    Twice(&'static str),
}

/// Reads an order: names separated by commas or spaces, each at most once; empty means
/// none (the standings then fall back to the seeding).
pub fn parse_order(text: &str) -> Result<Vec<TieBreak>, OrderError> {
    let mut order = Vec::new();
    for word in text
        .split(|c: char| c == ',' || c.is_whitespace())
        .filter(|w| !w.is_empty())
    {
        let t = TieBreak::parse(&word.to_ascii_lowercase())
            .ok_or_else(|| OrderError::Unknown(word.to_owned()))?;
        if order.contains(&t) {
            return Err(OrderError::Twice(t.as_str()));
        }
        order.push(t);
    }
    Ok(order)
}

/// The stored form of an order: `sb,wins,direct`.
pub fn order_text(order: &[TieBreak]) -> String {
    order
        .iter()
        .map(|t| t.as_str())
        .collect::<Vec<_>>()
        .join(",")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn orders_parse_print_and_refuse() {
        assert_eq!(parse_order("sb,wins,direct").unwrap(), TieBreak::DEFAULT);
        assert_eq!(
            parse_order(" Koya  rating, sb ").unwrap(),
            vec![TieBreak::Koya, TieBreak::Rating, TieBreak::SonnebornBerger]
        );
        assert_eq!(parse_order("").unwrap(), vec![]);
        assert_eq!(
            parse_order("sb,buchholz"),
            Err(OrderError::Unknown("buchholz".into()))
        );
        assert_eq!(parse_order("wins,sb,wins"), Err(OrderError::Twice("wins")));
        assert_eq!(order_text(&TieBreak::ALL), "sb,wins,direct,koya,rating");
        for t in TieBreak::ALL {
            assert_eq!(TieBreak::parse(t.as_str()), Some(t));
        }
    }
}
