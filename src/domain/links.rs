//! Absolute addresses of the site's pages, for mails, PGN and calendars. Every path a
//! mail or export links to is spelled here once, on top of `BASE_URL`.

use super::{GameId, SecretToken, TournamentId};

/// The link builder for the site at one base URL (no trailing slash, as configured).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Links {
    base: String,
}

impl Links {
    /// Links under `base_url`, e.g. `https://chess.example.org`.
    pub fn new(base_url: impl Into<String>) -> Self {
        Self {
            base: base_url.into(),
        }
    }

    /// The site itself (the PGN `Site` tag).
    pub fn site(&self) -> &str {
        &self.base
    }

    /// Any page by its path (which starts with `/`).
    pub fn page(&self, path: &str) -> String {
        format!("{}{path}", self.base)
    }

    /// A game's page.
    pub fn game(&self, id: GameId) -> String {
        format!("{}/games/{id}", self.base)
    }

    /// A tournament's page.
    pub fn tournament(&self, id: TournamentId) -> String {
        format!("{}/tournaments/{id}", self.base)
    }

    /// The list of open and received challenges.
    pub fn challenges(&self) -> String {
        self.page("/challenges")
    }

    /// The login page.
    pub fn login(&self) -> String {
        self.page("/login")
    }

    /// The sign-up page.
    pub fn signup(&self) -> String {
        self.page("/signup")
    }

    /// Where a forgotten password is reset (asks for the address).
    pub fn password_reset(&self) -> String {
        self.page("/password-reset")
    }

    /// The link of a password-reset mail.
    pub fn reset(&self, token: &SecretToken) -> String {
        format!(
            "{}/password-reset/confirm?token={}",
            self.base,
            token.expose()
        )
    }

    /// The link of an address-confirmation mail.
    pub fn verify(&self, token: &SecretToken) -> String {
        format!("{}/verify-email?token={}", self.base, token.expose())
    }

    /// A player's private calendar feed of deadlines.
    pub fn calendar(&self, token: &SecretToken) -> String {
        format!("{}/calendar/{}.ics", self.base, token.expose())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn links() -> Links {
        Links::new("https://chess.example.org")
    }

    #[test]
    fn pages_of_games_and_tournaments() {
        assert_eq!(
            links().game(GameId(42)),
            "https://chess.example.org/games/42"
        );
        assert_eq!(
            links().tournament(TournamentId(7)),
            "https://chess.example.org/tournaments/7"
        );
        assert_eq!(links().site(), "https://chess.example.org");
        assert_eq!(
            links().page("/settings"),
            "https://chess.example.org/settings"
        );
    }

    #[test]
    fn account_pages() {
        assert_eq!(links().challenges(), "https://chess.example.org/challenges");
        assert_eq!(links().login(), "https://chess.example.org/login");
        assert_eq!(links().signup(), "https://chess.example.org/signup");
        assert_eq!(
            links().password_reset(),
            "https://chess.example.org/password-reset"
        );
    }

    #[test]
    fn token_links_carry_the_token() {
        let hex = "ab".repeat(32);
        let token = SecretToken::from_user(&hex).expect("a token");
        assert_eq!(
            links().reset(&token),
            format!("https://chess.example.org/password-reset/confirm?token={hex}")
        );
        assert_eq!(
            links().verify(&token),
            format!("https://chess.example.org/verify-email?token={hex}")
        );
        assert_eq!(
            links().calendar(&token),
            format!("https://chess.example.org/calendar/{hex}.ics")
        );
    }

    #[test]
    fn a_base_under_a_path_is_kept_as_given() {
        let links = Links::new("http://localhost:8080/chess");
        assert_eq!(links.game(GameId(1)), "http://localhost:8080/chess/games/1");
    }
}
