//! Vocabulary stored in text columns (a challenge's colour and status, a tournament's
//! status, ...). Each type names its words once, in its `as_str`; [`text_column!`] makes
//! it a sqlx type over PostgreSQL `text`, so rows and queries carry the enum itself and
//! a word outside the vocabulary fails to decode instead of being guessed at.

use sqlx::{
    Decode, Encode, Postgres, Type,
    encode::IsNull,
    error::BoxDynError,
    postgres::{PgArgumentBuffer, PgTypeInfo, PgValueRef},
};

use crate::chess::StartNumber;

/// Implements `sqlx::Type`, `Encode` and `Decode` over `text`, and `Display`, for a
/// type with `fn as_str(self) -> &'static str` and `fn parse(&str) -> Option<Self>`.
macro_rules! text_column {
    ($($t:ty),+ $(,)?) => {$(
        impl ::sqlx::Type<::sqlx::Postgres> for $t {
            fn type_info() -> ::sqlx::postgres::PgTypeInfo {
                <str as ::sqlx::Type<::sqlx::Postgres>>::type_info()
            }

            fn compatible(ty: &::sqlx::postgres::PgTypeInfo) -> bool {
                <str as ::sqlx::Type<::sqlx::Postgres>>::compatible(ty)
            }
        }

        impl<'q> ::sqlx::Encode<'q, ::sqlx::Postgres> for $t {
            fn encode_by_ref(
                &self,
                buf: &mut ::sqlx::postgres::PgArgumentBuffer,
            ) -> Result<::sqlx::encode::IsNull, ::sqlx::error::BoxDynError> {
                <&str as ::sqlx::Encode<'q, ::sqlx::Postgres>>::encode(self.as_str(), buf)
            }
        }

        impl<'r> ::sqlx::Decode<'r, ::sqlx::Postgres> for $t {
            fn decode(
                value: ::sqlx::postgres::PgValueRef<'r>,
            ) -> Result<Self, ::sqlx::error::BoxDynError> {
                let text = <&str as ::sqlx::Decode<'r, ::sqlx::Postgres>>::decode(value)?;
                <$t>::parse(text).ok_or_else(|| {
                    format!("{text:?} is not a stored {}", stringify!($t)).into()
                })
            }
        }

        impl ::std::fmt::Display for $t {
            fn fmt(&self, f: &mut ::std::fmt::Formatter<'_>) -> ::std::fmt::Result {
                f.write_str(self.as_str())
            }
        }
    )+};
}
pub(crate) use text_column;

// A start number is a `smallint` holding 0..959; anything else fails to decode.
impl Type<Postgres> for StartNumber {
    fn type_info() -> PgTypeInfo {
        <i16 as Type<Postgres>>::type_info()
    }

    fn compatible(ty: &PgTypeInfo) -> bool {
        <i16 as Type<Postgres>>::compatible(ty)
    }
}

impl<'q> Encode<'q, Postgres> for StartNumber {
    fn encode_by_ref(&self, buf: &mut PgArgumentBuffer) -> Result<IsNull, BoxDynError> {
        <i16 as Encode<'q, Postgres>>::encode(i16::from(*self), buf)
    }
}

impl<'r> Decode<'r, Postgres> for StartNumber {
    fn decode(value: PgValueRef<'r>) -> Result<Self, BoxDynError> {
        Ok(StartNumber::try_from(
            <i16 as Decode<'r, Postgres>>::decode(value)?,
        )?)
    }
}

#[cfg(test)]
pub(crate) mod tests {
    use super::super::{
        MailPreference,
        clock::TimeControlKind,
        game_state::{Ending, GameStatus, PgnResult},
        games::{ChallengeStatus, ColorChoice},
        pairings::Format,
        tournaments::TournamentStatus,
    };

    /// Every migration, concatenated.
    fn migrations() -> String {
        let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("migrations");
        let mut files: Vec<_> = std::fs::read_dir(dir)
            .unwrap()
            .map(|e| e.unwrap().path())
            .collect();
        files.sort();
        files
            .iter()
            .map(|f| std::fs::read_to_string(f).unwrap())
            .collect()
    }

    /// Asserts that `words` read back to their values and are exactly the words, in
    /// order, of a `CHECK (column IN (...))` constraint in the migrations.
    pub(crate) fn assert_vocabulary<T: Copy + PartialEq + std::fmt::Debug>(
        column: &str,
        all: &[T],
        as_str: impl Fn(T) -> &'static str,
        parse: impl Fn(&str) -> Option<T>,
    ) {
        for &v in all {
            assert_eq!(parse(as_str(v)), Some(v), "{column}: {v:?}");
        }
        assert_eq!(parse("no such word"), None, "{column}");
        let words: Vec<String> = all.iter().map(|&v| format!("'{}'", as_str(v))).collect();
        let clause = format!("CHECK ({column} IN ({}))", words.join(", "));
        assert!(migrations().contains(&clause), "no {clause} in migrations/");
    }

    #[test]
    fn every_stored_word_round_trips_and_matches_its_check_constraint() {
        assert_vocabulary(
            "color",
            &ColorChoice::ALL,
            |v| v.as_str(),
            ColorChoice::parse,
        );
        assert_vocabulary(
            "status",
            &ChallengeStatus::ALL,
            |v| v.as_str(),
            ChallengeStatus::parse,
        );
        assert_vocabulary(
            "mail_moves",
            &MailPreference::ALL,
            |v| v.as_str(),
            MailPreference::parse,
        );
        assert_vocabulary(
            "status",
            &TournamentStatus::ALL,
            |v| v.as_str(),
            TournamentStatus::parse,
        );
        assert_vocabulary("format", &Format::ALL, |v| v.as_str(), Format::parse);
        assert_vocabulary(
            "advance_ties",
            &crate::domain::groups::AdvanceTies::ALL,
            |v| v.as_str(),
            crate::domain::groups::AdvanceTies::parse,
        );
        assert_vocabulary(
            "final_format",
            &crate::domain::groups::FinalFormat::ALL,
            |v| v.as_str(),
            crate::domain::groups::FinalFormat::parse,
        );
        assert_vocabulary(
            "status",
            &GameStatus::ALL,
            |v| v.as_str(),
            GameStatus::parse,
        );
        assert_vocabulary("result", &PgnResult::ALL, |v| v.as_str(), PgnResult::parse);
        assert_vocabulary(
            "tc_kind",
            &TimeControlKind::ALL,
            |v| v.as_str(),
            TimeControlKind::parse,
        );
        // A termination is an ending, or `None` for the word of an aborted game.
        let terminations: Vec<Option<Ending>> =
            Ending::ALL.into_iter().map(Some).chain([None]).collect();
        assert_vocabulary(
            "termination",
            &terminations,
            |v| v.map_or("aborted", Ending::as_str),
            |w| match w {
                "aborted" => Some(None),
                w => Ending::parse(w).map(Some),
            },
        );
    }

    #[test]
    fn start_numbers_convert_to_and_from_smallint() {
        use crate::chess::StartNumber;
        for n in [0i16, 518, 959] {
            assert_eq!(i16::from(StartNumber::try_from(n).unwrap()), n);
        }
        assert!(StartNumber::try_from(960i16).is_err());
        assert!(StartNumber::try_from(-1i16).is_err());
    }
}
