//! The site's languages as values: a player's setting, the language of a page or a
//! mail. The words themselves live with the catalogs at the edge (`Lang::t`); a value here
//! only says which language is meant.

/// A language of the site. English is the default and the fallback of a message the
/// other catalog lacks.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    De,
    Ru,
    Da,
}

impl Lang {
    /// Every language, in the order the switcher offers them.
    pub const ALL: [Lang; 4] = [Lang::En, Lang::De, Lang::Ru, Lang::Da];

    /// The language's code (`en`, `de`, `ru`, `da`): stored, in the cookie, in
    /// `<html lang>`.
    pub fn code(self) -> &'static str {
        match self {
            Self::En => "en",
            Self::De => "de",
            Self::Ru => "ru",
            Self::Da => "da",
        }
    }

    /// The language's name in itself, for the switcher.
    pub fn native_name(self) -> &'static str {
        match self {
            Self::En => "English",
            Self::De => "Deutsch",
            Self::Ru => "Русский",
            Self::Da => "Dansk",
        }
    }

    /// The language of a code: exactly one of the codes (any case); `None` for
    /// anything else.
    pub fn parse(code: &str) -> Option<Self> {
        let code = code.trim();
        Self::ALL
            .into_iter()
            .find(|lang| code.eq_ignore_ascii_case(lang.code()))
    }

    /// The language's place in `ALL`, which is its catalog's place too.
    pub(crate) fn index(self) -> usize {
        match self {
            Self::En => 0,
            Self::De => 1,
            Self::Ru => 2,
            Self::Da => 3,
        }
    }
}

impl std::fmt::Display for Lang {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.code())
    }
}

/// Read from a stored code (sqlx `try_from`): anything but a language's code fails the read.
impl TryFrom<String> for Lang {
    type Error = String;

    fn try_from(code: String) -> Result<Self, Self::Error> {
        Self::parse(&code).ok_or_else(|| format!("unknown language {code:?}"))
    }
}

/// A player's language setting: `None` until chosen (pages then follow the browser,
/// mail is English).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct Setting(pub Option<Lang>);

impl Setting {
    /// The language of the player's mail.
    pub fn for_mail(self) -> Lang {
        self.0.unwrap_or_default()
    }
}

/// Read from the stored column (sqlx `try_from`): NULL is "not chosen"; a code of no
/// language fails the read.
impl TryFrom<Option<String>> for Setting {
    type Error = String;

    fn try_from(code: Option<String>) -> Result<Self, Self::Error> {
        code.map(Lang::try_from).transpose().map(Setting)
    }
}
