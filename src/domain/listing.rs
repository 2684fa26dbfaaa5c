//! Lists of players and games by page (`page=N`, 50 to a page) and the result filter of
//! a player's finished games: read from query text at the edge, refused with a sentence
//! when they are not what a link could have carried.

use shakmaty::Color;

use crate::chess::GameResult;

/// Rows on one page of a list.
pub const PAGE_SIZE: i64 = 50;

/// A 1-based page number.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Page(u32);

impl Page {
    pub const FIRST: Page = Page(1);

    /// Reads `page` from a query: absent or empty is the first page; anything but a whole
    /// number from 1 to 100000 is refused with the catalog id of the sentence to show.
    pub fn parse(text: Option<&str>) -> Result<Page, &'static str> {
        match text.map(str::trim) {
            None | Some("") => Ok(Page::FIRST),
            Some(t) => match t.parse::<u32>() {
                Ok(n @ 1..=100_000) => Ok(Page(n)),
                _ => Err("analysis-page-number"),
            },
        }
    }

    pub fn number(self) -> u32 {
        self.0
    }

    /// Rows before this page.
    pub fn offset(self) -> i64 {
        i64::from(self.0 - 1) * PAGE_SIZE
    }

    /// How many pages `rows` rows fill (at least one, empty).
    pub fn count(rows: i64) -> u32 {
        u32::try_from(((rows + PAGE_SIZE - 1) / PAGE_SIZE).max(1)).unwrap_or(u32::MAX)
    }
}

/// Which of a player's finished games to list.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum ResultFilter {
    All,
    Won,
    Drawn,
    Lost,
}

impl ResultFilter {
    pub const ALL: [ResultFilter; 4] = [Self::All, Self::Won, Self::Drawn, Self::Lost];

    /// The word in links and forms (`""` for all).
    pub fn as_str(self) -> &'static str {
        match self {
            Self::All => "",
            Self::Won => "won",
            Self::Drawn => "drawn",
            Self::Lost => "lost",
        }
    }

    /// Reads `result` from a query: absent, empty or `all` is every game.
    pub fn parse(text: Option<&str>) -> Result<ResultFilter, &'static str> {
        match text.map(str::trim) {
            None | Some("" | "all") => Ok(Self::All),
            Some(t) => Self::ALL
                .into_iter()
                .find(|f| f.as_str() == t)
                .ok_or("analysis-result-filter"),
        }
    }

    /// The result a game must have for a player who had `color` (`None`: any).
    pub fn result_as(self, color: Color) -> Option<GameResult> {
        match self {
            Self::All => None,
            Self::Drawn => Some(GameResult::Draw),
            Self::Won => Some(GameResult::win_for(color)),
            Self::Lost => Some(GameResult::win_for(!color)),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn pages_are_read_or_refused() {
        assert_eq!(Page::parse(None), Ok(Page::FIRST));
        assert_eq!(Page::parse(Some(" ")), Ok(Page::FIRST));
        assert_eq!(Page::parse(Some("3")).map(Page::number), Ok(3));
        for bad in ["0", "-1", "two", "1.5", "100001", "99999999999"] {
            assert!(Page::parse(Some(bad)).is_err(), "{bad}");
        }
    }

    #[test]
    fn offsets_and_counts() {
        assert_eq!(Page::FIRST.offset(), 0);
        assert_eq!(Page::parse(Some("3")).unwrap().offset(), 100);
        assert_eq!(Page::count(0), 1);
        assert_eq!(Page::count(50), 1);
        assert_eq!(Page::count(51), 2);
        assert_eq!(Page::count(2000), 40);
    }

    #[test]
    fn result_filters() {
        assert_eq!(ResultFilter::parse(None), Ok(ResultFilter::All));
        assert_eq!(ResultFilter::parse(Some("all")), Ok(ResultFilter::All));
        assert_eq!(ResultFilter::parse(Some("won")), Ok(ResultFilter::Won));
        assert!(ResultFilter::parse(Some("draw")).is_err());
        assert!(ResultFilter::parse(Some("WON")).is_err());
        use GameResult::*;
        assert_eq!(ResultFilter::Won.result_as(Color::White), Some(WhiteWins));
        assert_eq!(ResultFilter::Won.result_as(Color::Black), Some(BlackWins));
        assert_eq!(ResultFilter::Lost.result_as(Color::White), Some(BlackWins));
        assert_eq!(ResultFilter::Drawn.result_as(Color::Black), Some(Draw));
        assert_eq!(ResultFilter::All.result_as(Color::Black), None);
        for f in ResultFilter::ALL {
            assert_eq!(ResultFilter::parse(Some(f.as_str())), Ok(f));
        }
    }
}
