//! Absolute addresses of the site's pages, for mails, PGN and calendars. Every path a
//! mail or export links to is spelled here once, on top of `BASE_URL`; so are the
//! signed addresses mail carries (reply addresses, unsubscribe links), which need the
//! server's signing key.

use super::{
    ChallengeId, GameId, SecretToken, TournamentId, UserId,
    mail_tokens::{
        ReplyToken, SigningKey, TokenError, Unsubscribe, UnsubscribeToken, reply_address,
        token_in_address,
    },
};

/// The link builder for the site at one base URL (no trailing slash, as configured).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Links {
    base: String,
    /// Signs reply addresses and unsubscribe links (none: mail carries neither).
    key: Option<SigningKey>,
    /// `MAIL_REPLY_DOMAIN` (none: mail has no reply address and says so).
    reply_domain: Option<String>,
}

impl Links {
    /// Links under `base_url`, e.g. `https://chess.example.org`.
    pub fn new(base_url: impl Into<String>) -> Self {
        Self {
            base: base_url.into(),
            key: None,
            reply_domain: None,
        }
    }

    /// The same links with signed addresses: unsubscribe links always, reply addresses
    /// at `reply_domain` when one is set.
    pub fn with_mail(mut self, key: SigningKey, reply_domain: Option<String>) -> Self {
        self.key = Some(key);
        self.reply_domain = reply_domain.map(|d| d.trim().to_ascii_lowercase());
        self
    }

    /// The server's signing key, which also keys tournaments' entry-password hashes
    /// (`None` only for links made without one, as in unit tests).
    pub fn signing_key(&self) -> Option<&SigningKey> {
        self.key.as_ref()
    }

    /// The domain reply addresses are at, when replies are read.
    pub fn reply_domain(&self) -> Option<&str> {
        self.reply_domain.as_deref()
    }

    /// The address a reply to a mail goes to when it plays `token`'s move; `None` when
    /// replies are not read (no `MAIL_REPLY_DOMAIN`).
    pub fn reply_address(&self, token: ReplyToken) -> Option<String> {
        let (key, domain) = (self.key.as_ref()?, self.reply_domain.as_ref()?);
        Some(reply_address(&token.sign(key), domain))
    }

    /// The move a reply address stands for: `None` when `address` is no reply address
    /// of ours, else the checked token.
    pub fn read_reply_address(&self, address: &str) -> Option<Result<ReplyToken, TokenError>> {
        let (key, domain) = (self.key.as_ref()?, self.reply_domain.as_ref()?);
        let token = token_in_address(address, domain)?;
        Some(ReplyToken::read(token, key))
    }

    /// The keyed hash of the network `addr` is in (see `domain::network`), kept with a
    /// new account; `None` for no address or without a signing key.
    pub fn network_hash(&self, addr: &str) -> Option<Vec<u8>> {
        let prefix = super::network::prefix_of(addr)?;
        Some(self.key.as_ref()?.network_hash(&prefix))
    }

    /// The signed link that turns `kind` of mail off for `user` without logging in
    /// (`None` without a signing key).
    pub fn unsubscribe(&self, user: UserId, kind: Unsubscribe) -> Option<String> {
        let token = UnsubscribeToken { user, kind }.sign(self.key.as_ref()?);
        Some(format!("{}/unsubscribe?token={token}", self.base))
    }

    /// The claim of an unsubscribe link's token, checked.
    pub fn read_unsubscribe(&self, token: &str) -> Result<UnsubscribeToken, TokenError> {
        let key = self.key.as_ref().ok_or(TokenError::Forged)?;
        UnsubscribeToken::read(token, key)
    }

    /// The settings page (every mail's footer links to it).
    pub fn settings(&self) -> String {
        self.page("/settings")
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

    /// One challenge on the list of challenges (`/challenges#challenge-42`, the row's
    /// id there), where the challenged player accepts or declines it.
    pub fn challenge(&self, id: ChallengeId) -> String {
        self.page(&format!("/challenges#challenge-{id}"))
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
    fn network_hashes_group_one_network_under_one_key() {
        let key = SigningKey::new(vec![9; 32]).unwrap();
        let other = SigningKey::new(vec![8; 32]).unwrap();
        let a = links().with_mail(key, None);
        let b = links().with_mail(other, None);
        let home = a.network_hash("192.0.2.10").unwrap();
        assert_eq!(home.len(), 32);
        assert_eq!(a.network_hash("192.0.2.99").unwrap(), home);
        assert_ne!(a.network_hash("192.0.3.10").unwrap(), home);
        assert_ne!(b.network_hash("192.0.2.10").unwrap(), home, "keyed");
        assert_eq!(a.network_hash("unknown"), None);
        assert_eq!(links().network_hash("192.0.2.10"), None, "no key");
    }

    #[test]
    fn signed_addresses_need_the_key_and_read_back() {
        let key = SigningKey::new(vec![9; 32]).unwrap();
        let plain = links();
        let token = ReplyToken {
            game: GameId(42),
            user: UserId(7),
            ply: 3,
        };
        assert_eq!(plain.reply_address(token), None);
        assert_eq!(plain.unsubscribe(UserId(7), Unsubscribe::Moves), None);
        let no_domain = links().with_mail(key.clone(), None);
        assert_eq!(no_domain.reply_address(token), None);
        assert!(
            no_domain
                .unsubscribe(UserId(7), Unsubscribe::Moves)
                .is_some()
        );

        let full = links().with_mail(key, Some("Reply.Example.org".into()));
        let address = full.reply_address(token).unwrap();
        assert!(address.starts_with("move+42-3-7-"), "{address}");
        assert!(address.ends_with("@reply.example.org"), "{address}");
        assert_eq!(full.read_reply_address(&address), Some(Ok(token)));
        assert_eq!(full.read_reply_address("alice@example.org"), None);
        let link = full.unsubscribe(UserId(7), Unsubscribe::Moves).unwrap();
        let (page, token) = link.split_once("?token=").unwrap();
        assert_eq!(page, "https://chess.example.org/unsubscribe");
        assert_eq!(
            full.read_unsubscribe(token).map(|t| (t.user, t.kind)),
            Ok((UserId(7), Unsubscribe::Moves))
        );
        assert_eq!(plain.read_unsubscribe(token), Err(TokenError::Forged));
        assert_eq!(full.settings(), "https://chess.example.org/settings");
    }

    #[test]
    fn a_base_under_a_path_is_kept_as_given() {
        let links = Links::new("http://localhost:8080/chess");
        assert_eq!(links.game(GameId(1)), "http://localhost:8080/chess/games/1");
    }
}
