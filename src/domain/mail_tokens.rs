//! Signed tokens that mail carries: the reply address of a move mail
//! (`move+TOKEN@MAIL_REPLY_DOMAIN`, bound to one game, player and ply) and the one-click
//! unsubscribe link (bound to one player and one kind of mail). Each is the values it
//! names and an HMAC-SHA256 over them under the server's secret, so the server reads
//! the values back from the token itself and nobody can make a token it did not.

use hmac::{Hmac, KeyInit, Mac};
use sha2::Sha256;

use super::{GameId, UserId};

/// Hex characters of the MAC kept in a token: 96 bits, far beyond guessing by mail.
const TAG_HEX: usize = 24;

/// The server's secret for signing tokens (`SECRET_KEY`, or one generated once and
/// stored in the database).
#[derive(Clone, PartialEq, Eq)]
pub struct SigningKey(Vec<u8>);

impl SigningKey {
    /// The fewest bytes a configured key may have.
    pub const MIN_BYTES: usize = 16;

    /// A key from its bytes; `None` when shorter than [`Self::MIN_BYTES`].
    pub fn new(bytes: Vec<u8>) -> Option<Self> {
        (bytes.len() >= Self::MIN_BYTES).then_some(Self(bytes))
    }

    pub(super) fn mac(&self, purpose: &str, fields: &[i64]) -> Hmac<Sha256> {
        let mut mac = <Hmac<Sha256> as KeyInit>::new_from_slice(&self.0)
            .expect("HMAC takes a key of any length");
        // The purpose first, so a token of one kind never passes as another.
        mac.update(purpose.as_bytes());
        for field in fields {
            mac.update(b"|");
            mac.update(field.to_string().as_bytes());
        }
        mac
    }

    /// `fields` joined with `-`, then the tag: `42-7-13-0123456789abcdef01234567`.
    fn sign(&self, purpose: &str, fields: &[i64], words: &[&str]) -> String {
        let mut mac = self.mac(purpose, fields);
        for word in words {
            mac.update(b"|");
            mac.update(word.as_bytes());
        }
        let tag = hex::encode(mac.finalize().into_bytes());
        let mut parts: Vec<String> = fields.iter().map(i64::to_string).collect();
        parts.extend(words.iter().map(|w| (*w).to_owned()));
        parts.push(tag[..TAG_HEX].to_owned());
        parts.join("-")
    }

    /// Whether `tag` (hex) is the start of the MAC over `fields` and `words` (checked in
    /// constant time).
    fn verify(&self, purpose: &str, fields: &[i64], words: &[&str], tag: &str) -> bool {
        let Ok(tag) = hex::decode(tag) else {
            return false;
        };
        if tag.len() * 2 != TAG_HEX {
            return false;
        }
        let mut mac = self.mac(purpose, fields);
        for word in words {
            mac.update(b"|");
            mac.update(word.as_bytes());
        }
        mac.verify_truncated_left(&tag).is_ok()
    }
}

impl SigningKey {
    /// The keyed hash (HMAC-SHA256) of a network prefix from `domain::network`: equal
    /// prefixes give equal hashes under one key, and without the key nobody can tell
    /// which network a hash stands for.
    pub fn network_hash(&self, prefix: &str) -> Vec<u8> {
        let mut mac = self.mac("network", &[]);
        mac.update(b"|");
        mac.update(prefix.as_bytes());
        mac.finalize().into_bytes().to_vec()
    }
}

impl std::fmt::Debug for SigningKey {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("SigningKey(***)")
    }
}

/// Why a token was not accepted.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum TokenError {
    /// Not a token of this kind at all.
    Malformed,
    /// Shaped like one, but the server did not sign it.
    Forged,
}

/// What a reply address stands for: `user`'s move in `game` at `ply` (half-moves
/// played when the mail was sent). A token plays at most one move: once a move is
/// played at its ply, the game's ply has passed it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct ReplyToken {
    pub game: GameId,
    pub user: UserId,
    pub ply: i32,
}

const REPLY: &str = "reply";

impl ReplyToken {
    /// The token text: `GAME-PLY-USER-TAG`, lower-case hex (mail systems may change the
    /// case of an address's local part).
    pub fn sign(&self, key: &SigningKey) -> String {
        key.sign(REPLY, &self.fields(), &[])
    }

    fn fields(&self) -> [i64; 3] {
        [self.game.0, i64::from(self.ply), self.user.0]
    }

    /// Reads and checks a token text.
    pub fn read(text: &str, key: &SigningKey) -> Result<Self, TokenError> {
        let text = text.trim().to_ascii_lowercase();
        let parts: Vec<&str> = text.split('-').collect();
        let [game, ply, user, tag] = parts[..] else {
            return Err(TokenError::Malformed);
        };
        let number = |s: &str| s.parse::<i64>().ok().filter(|n| *n >= 0);
        let (Some(game), Some(ply), Some(user)) = (number(game), number(ply), number(user)) else {
            return Err(TokenError::Malformed);
        };
        let ply = i32::try_from(ply).map_err(|_| TokenError::Malformed)?;
        let token = Self {
            game: GameId(game),
            user: UserId(user),
            ply,
        };
        if key.verify(REPLY, &token.fields(), &[], tag) {
            Ok(token)
        } else {
            Err(TokenError::Forged)
        }
    }
}

/// The local part's prefix of every reply address.
pub const REPLY_PREFIX: &str = "move+";

/// `move+TOKEN@domain`.
pub fn reply_address(token: &str, domain: &str) -> String {
    format!("{REPLY_PREFIX}{token}@{domain}")
}

/// The token of a reply address at `domain` (`move+TOKEN@domain`, any case), or `None`
/// for any other address. Angle brackets around the address are allowed.
pub fn token_in_address<'a>(address: &'a str, domain: &str) -> Option<&'a str> {
    let address = address.trim().trim_start_matches('<').trim_end_matches('>');
    let (local, at) = address.rsplit_once('@')?;
    if !at.eq_ignore_ascii_case(domain) {
        return None;
    }
    let prefix = local.get(..REPLY_PREFIX.len())?;
    prefix
        .eq_ignore_ascii_case(REPLY_PREFIX)
        .then(|| &local[REPLY_PREFIX.len()..])
        .filter(|token| !token.is_empty())
}

/// A kind of mail a player can turn off with one click, without logging in.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Unsubscribe {
    /// Mail about the opponents' moves (each move, the daily digest, game starts).
    Moves,
    /// Reminders before a deadline.
    Reminders,
}

impl Unsubscribe {
    pub const ALL: [Self; 2] = [Self::Moves, Self::Reminders];

    pub fn as_str(self) -> &'static str {
        match self {
            Self::Moves => "moves",
            Self::Reminders => "reminders",
        }
    }

    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|k| k.as_str() == text)
    }
}

/// A signed unsubscribe link's claim: `user` turns off `kind`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct UnsubscribeToken {
    pub user: UserId,
    pub kind: Unsubscribe,
}

const UNSUBSCRIBE: &str = "unsubscribe";

impl UnsubscribeToken {
    /// The token text: `USER-KIND-TAG`.
    pub fn sign(&self, key: &SigningKey) -> String {
        key.sign(UNSUBSCRIBE, &[self.user.0], &[self.kind.as_str()])
    }

    /// Reads and checks a token text.
    pub fn read(text: &str, key: &SigningKey) -> Result<Self, TokenError> {
        let parts: Vec<&str> = text.trim().split('-').collect();
        let [user, kind, tag] = parts[..] else {
            return Err(TokenError::Malformed);
        };
        let user = user.parse::<i64>().map_err(|_| TokenError::Malformed)?;
        let kind = Unsubscribe::parse(kind).ok_or(TokenError::Malformed)?;
        if key.verify(UNSUBSCRIBE, &[user], &[kind.as_str()], tag) {
            Ok(Self {
                user: UserId(user),
                kind,
            })
        } else {
            Err(TokenError::Forged)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn key(byte: u8) -> SigningKey {
        SigningKey::new(vec![byte; 32]).unwrap()
    }

    const TOKEN: ReplyToken = ReplyToken {
        game: GameId(42),
        user: UserId(7),
        ply: 13,
    };

    #[test]
    fn keys_must_be_long_enough_and_never_print() {
        assert!(SigningKey::new(vec![1; 15]).is_none());
        assert!(SigningKey::new(vec![1; 16]).is_some());
        assert_eq!(format!("{:?}", key(1)), "SigningKey(***)");
    }

    #[test]
    fn a_reply_token_names_its_game_ply_and_player_and_reads_back() {
        let text = TOKEN.sign(&key(1));
        assert!(text.starts_with("42-13-7-"), "{text}");
        assert_eq!(text.len(), "42-13-7-".len() + TAG_HEX);
        assert_eq!(ReplyToken::read(&text, &key(1)), Ok(TOKEN));
        // Mail systems may upper-case a local part.
        assert_eq!(ReplyToken::read(&text.to_uppercase(), &key(1)), Ok(TOKEN));
        let address = reply_address(&text, "reply.example.org");
        assert!(
            address.len() - "@reply.example.org".len() <= 64,
            "{address}"
        );
    }

    #[test]
    fn a_changed_value_or_another_key_is_a_forgery() {
        let text = TOKEN.sign(&key(1));
        assert_eq!(ReplyToken::read(&text, &key(2)), Err(TokenError::Forged));
        let other_ply = text.replacen("42-13-", "42-15-", 1);
        assert_eq!(
            ReplyToken::read(&other_ply, &key(1)),
            Err(TokenError::Forged)
        );
        let other_user = text.replacen("-7-", "-8-", 1);
        assert_eq!(
            ReplyToken::read(&other_user, &key(1)),
            Err(TokenError::Forged)
        );
        let mut flipped = text.clone();
        let last = flipped.pop().unwrap();
        flipped.push(if last == '0' { '1' } else { '0' });
        assert_eq!(ReplyToken::read(&flipped, &key(1)), Err(TokenError::Forged));
        // A shortened tag is no shortcut.
        assert_eq!(
            ReplyToken::read(&text[..text.len() - 2], &key(1)),
            Err(TokenError::Forged)
        );
    }

    #[test]
    fn malformed_tokens_are_told_apart() {
        for text in [
            "",
            "42",
            "42-13-7",
            "a-13-7-00",
            "42-13-7-zz-1",
            "-1-13-7-00",
        ] {
            assert_eq!(
                ReplyToken::read(text, &key(1)),
                Err(TokenError::Malformed),
                "{text}"
            );
        }
        assert_eq!(
            ReplyToken::read("42-13-7-xyz", &key(1)),
            Err(TokenError::Forged)
        );
    }

    #[test]
    fn reply_addresses_are_found_only_at_the_reply_domain() {
        let d = "reply.example.org";
        assert_eq!(
            token_in_address("move+abc@reply.example.org", d),
            Some("abc")
        );
        assert_eq!(
            token_in_address("<MOVE+abc@Reply.Example.org>", d),
            Some("abc")
        );
        assert_eq!(token_in_address("move+abc@example.org", d), None);
        assert_eq!(token_in_address("moves+abc@reply.example.org", d), None);
        assert_eq!(token_in_address("move+@reply.example.org", d), None);
        assert_eq!(token_in_address("alice@reply.example.org", d), None);
        assert_eq!(token_in_address("no address", d), None);
    }

    #[test]
    fn unsubscribe_tokens_bind_player_and_kind() {
        let token = UnsubscribeToken {
            user: UserId(7),
            kind: Unsubscribe::Reminders,
        };
        let text = token.sign(&key(1));
        assert!(text.starts_with("7-reminders-"), "{text}");
        assert_eq!(UnsubscribeToken::read(&text, &key(1)), Ok(token));
        let other_kind = text.replacen("reminders", "moves", 1);
        assert_eq!(
            UnsubscribeToken::read(&other_kind, &key(1)),
            Err(TokenError::Forged)
        );
        assert_eq!(
            UnsubscribeToken::read(&text, &key(2)),
            Err(TokenError::Forged)
        );
        assert_eq!(
            UnsubscribeToken::read("7-weekly-00", &key(1)),
            Err(TokenError::Malformed)
        );
        // A reply token's tag never passes as an unsubscribe tag, nor the reverse.
        let reply = ReplyToken {
            game: GameId(7),
            user: UserId(0),
            ply: 0,
        }
        .sign(&key(1));
        let tag = reply.rsplit('-').next().unwrap();
        assert_eq!(
            UnsubscribeToken::read(&format!("7-moves-{tag}"), &key(1)),
            Err(TokenError::Forged)
        );
        for kind in Unsubscribe::ALL {
            assert_eq!(Unsubscribe::parse(kind.as_str()), Some(kind));
        }
    }
}
