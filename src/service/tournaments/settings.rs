//! The tournament form (or JSON body) as typed, and its parsing into settings with
//! an error per field.

use crate::domain::Words;
use time::{
    OffsetDateTime, PrimitiveDateTime, format_description::BorrowedFormatItem,
    macros::format_description,
};

use crate::{
    chess::StartNumber,
    domain::{
        TimeZone,
        clock::TimeControl,
        groups::{self, AdvanceTies, FinalFormat, GroupRules},
        knockout::{self, KnockoutRules},
        pairings::Format,
        position_policy::PositionPolicy,
        tiebreaks::{self, TieBreak},
        tournaments::{MAX_DESCRIPTION_CHARS, MAX_NAME_CHARS, PLAYERS},
    },
    service::{FieldErrors, time_control_input::TimeControlInput},
    store::tournaments::{Settings, TournamentRow},
};

/// A tournament as typed into the form (values kept as text so a refused form shows
/// exactly what was typed).
#[derive(Clone, Debug, Default)]
pub struct TournamentInput {
    pub name: String,
    pub description: String,
    /// `round_robin`, `double_round_robin`, `groups` or `knockout`.
    pub format: String,
    /// For `knockout`: regular games of a match (2 or 4) and the most tie-break pairs.
    pub games_per_match: String,
    pub max_tiebreak_pairs: String,
    /// For `groups`: the largest group (3-16), each group a double round robin when
    /// `group_double`, how many of each group advance, `tiebreak` or `all` at the cut,
    /// and what follows (`round_robin`, `double_round_robin` or `groups`).
    pub group_size: String,
    pub group_double: bool,
    pub advance_per_group: String,
    pub advance_ties: String,
    pub final_format: String,
    /// Entry rules, each optional: a rating band, finished rated games, a password
    /// (empty keeps the stored one; `remove_entry_password` drops it).
    pub min_rating: String,
    pub max_rating: String,
    pub min_rated_games: String,
    pub entry_password: String,
    pub remove_entry_password: bool,
    pub time_control: TimeControlInput,
    /// `tournament`, `round`, `pairing`, `game` or `fixed`.
    pub position_policy: String,
    /// The number for `fixed`.
    pub start_number: String,
    pub min_players: String,
    pub max_players: String,
    pub rated: bool,
    pub vacation_allowed: bool,
    /// Players may give their opponents more time (off by default).
    pub allow_give_time: bool,
    /// Engine help in the games: `site` (the site's policy, the default), `engines`
    /// (allowed, as ICCF) or `no_engines`.
    pub fair_play: String,
    /// Empty (no cap) or the most vacation days (0-365) that count in the games.
    pub max_vacation_days: String,
    /// The tie-breaks after points, in order: names from `sb`, `wins`, `direct`,
    /// `koya`, `rating`, separated by commas.
    pub tiebreaks: String,
    /// Empty (start by hand), `YYYY-MM-DD` or `YYYY-MM-DDTHH:MM`, in `zone`.
    pub registration_deadline: String,
    /// The organiser's time zone: the deadline is typed and shown on its clocks
    /// (stored in UTC). Not a field of the form.
    pub zone: TimeZone,
}

const DATE_TIME: &[BorrowedFormatItem<'_>] =
    format_description!("[year]-[month]-[day]T[hour]:[minute]");
const DATE_TIME_SECONDS: &[BorrowedFormatItem<'_>] =
    format_description!("[year]-[month]-[day]T[hour]:[minute]:[second]");
const DATE: &[BorrowedFormatItem<'_>] = format_description!("[year]-[month]-[day]");

/// Reads `YYYY-MM-DD` (midnight) or `YYYY-MM-DDTHH:MM[:SS]` as a time on the clocks
/// of `zone` (the organiser's, who typed it).
pub fn parse_deadline(text: &str, zone: &TimeZone) -> Option<OffsetDateTime> {
    let text = text.trim().replace(' ', "T");
    let local = PrimitiveDateTime::parse(&text, DATE_TIME)
        .or_else(|_| PrimitiveDateTime::parse(&text, DATE_TIME_SECONDS))
        .or_else(|_| time::Date::parse(&text, DATE).map(time::Date::midnight))
        .ok()?;
    zone.moment_of(local)
}

/// A refused tie-break order in `lang`.
fn order_error(e: &tiebreaks::OrderError) -> Words {
    match e {
        tiebreaks::OrderError::Unknown(name) => {
            Words::new("admin-tfe-tiebreak-unknown").arg("name", name.as_str())
        }
        tiebreaks::OrderError::Twice(name) => {
            Words::new("admin-tfe-tiebreak-twice").arg("name", *name)
        }
    }
}

/// The form's `fair_play` value for a stored rule on engine help.
fn fair_play_text(engines_allowed: Option<bool>) -> &'static str {
    match engines_allowed {
        None => "site",
        Some(true) => "engines",
        Some(false) => "no_engines",
    }
}

/// A deadline as the form's `datetime-local` input shows it, on the clocks of `zone`.
pub fn deadline_input(at: OffsetDateTime, zone: &TimeZone) -> String {
    zone.wall_clock(at)
        .and_then(|local| local.format(DATE_TIME).ok())
        .unwrap_or_default()
}

fn parse_count(text: &str, range: &std::ops::RangeInclusive<u32>) -> Option<i32> {
    text.trim()
        .parse::<u32>()
        .ok()
        .filter(|n| range.contains(n))
        .map(|n| n as i32)
}

/// The player counts a format allows: 3-16 for a round robin, up to 256 in groups.
fn players_for(format: Format) -> std::ops::RangeInclusive<u32> {
    match format {
        Format::Groups => *PLAYERS.start()..=groups::MAX_PLAYERS as u32,
        Format::Knockout => knockout::MIN_PLAYERS as u32..=knockout::MAX_PLAYERS as u32,
        _ => PLAYERS,
    }
}

impl TournamentInput {
    /// The form for a new tournament, with sensible defaults.
    pub fn blank() -> Self {
        Self {
            format: "round_robin".into(),
            time_control: TimeControlInput::showing(&TimeControl::PerMove { days: 5 }),
            position_policy: "pairing".into(),
            min_players: "4".into(),
            max_players: "8".into(),
            group_size: "5".into(),
            advance_per_group: "1".into(),
            advance_ties: "tiebreak".into(),
            final_format: "round_robin".into(),
            games_per_match: "2".into(),
            max_tiebreak_pairs: "2".into(),
            tiebreaks: tiebreaks::order_text(&TieBreak::DEFAULT),
            rated: true,
            vacation_allowed: true,
            allow_give_time: false,
            fair_play: "site".into(),
            ..Self::default()
        }
    }

    /// The form showing a stored tournament (to edit it), its deadline in `zone`.
    pub fn from_row(t: &TournamentRow, zone: TimeZone) -> Self {
        Self {
            name: t.name.clone(),
            description: t.description.clone(),
            format: t.format.as_str().to_owned(),
            time_control: TimeControlInput::showing(&t.time_control)
                .with_silence(t.max_silence_days),
            position_policy: t.policy.as_str().to_owned(),
            start_number: t
                .policy
                .fixed_number()
                .map(|n| n.to_string())
                .unwrap_or_default(),
            min_players: t.min_players.to_string(),
            max_players: t.max_players.to_string(),
            group_size: t.groups.map_or("5".into(), |g| g.group_size.to_string()),
            group_double: t.groups.is_some_and(|g| g.double),
            advance_per_group: t
                .groups
                .map_or("1".into(), |g| g.advance_per_group.to_string()),
            advance_ties: t.groups.map_or("tiebreak", |g| g.ties.as_str()).to_owned(),
            final_format: t
                .groups
                .map_or("round_robin", |g| g.final_format.as_str())
                .to_owned(),
            games_per_match: t
                .knockout
                .map_or("2".into(), |k| k.games_per_match.to_string()),
            max_tiebreak_pairs: t
                .knockout
                .map_or("2".into(), |k| k.max_tiebreak_pairs.to_string()),
            min_rating: t.min_rating.map(|n| n.to_string()).unwrap_or_default(),
            max_rating: t.max_rating.map(|n| n.to_string()).unwrap_or_default(),
            min_rated_games: t.min_rated_games.map(|n| n.to_string()).unwrap_or_default(),
            entry_password: String::new(),
            remove_entry_password: false,
            rated: t.rated,
            vacation_allowed: t.vacation_allowed,
            allow_give_time: t.allow_give_time,
            fair_play: fair_play_text(t.engines_allowed).into(),
            tiebreaks: tiebreaks::order_text(&t.tiebreaks.0),
            max_vacation_days: t
                .max_vacation_days
                .map(|n| n.to_string())
                .unwrap_or_default(),
            registration_deadline: t
                .registration_deadline
                .map(|at| deadline_input(at, &zone))
                .unwrap_or_default(),
            zone,
        }
    }

    /// Checks every field; a deadline must lie after `now`.
    pub fn parse(&self, now: OffsetDateTime) -> Result<Settings, FieldErrors> {
        let mut errors = FieldErrors::default();
        let name = self.name.trim();
        if name.is_empty() || name.chars().count() > MAX_NAME_CHARS {
            errors.add(
                "name",
                Words::new("admin-tfe-name").arg("max", MAX_NAME_CHARS),
            );
        }
        let description = self.description.trim();
        if description.chars().count() > MAX_DESCRIPTION_CHARS {
            errors.add(
                "description",
                Words::new("admin-tfe-description").arg("max", MAX_DESCRIPTION_CHARS),
            );
        }
        let format = Format::parse(self.format.trim()).unwrap_or_else(|| {
            errors.add("format", Words::new("admin-tfe-format"));
            Format::RoundRobin
        });
        let time_control = self.time_control.parse(&mut errors);
        let max_silence_days = self.time_control.parse_silence(&mut errors);
        let policy = self.policy(&mut errors);
        let (min_players, max_players) = self.player_counts(format, &mut errors);
        let groups = (format == Format::Groups).then(|| self.group_rules(&mut errors));
        let knockout = (format == Format::Knockout).then(|| self.knockout_rules(&mut errors));
        let entry = super::entry_input::parse(self, &mut errors);
        let max_vacation_days = self.vacation_cap(&mut errors);
        let tiebreaks = tiebreaks::parse_order(&self.tiebreaks).unwrap_or_else(|e| {
            errors.add("tiebreaks", order_error(&e));
            Vec::new()
        });
        let registration_deadline = self.deadline(now, &mut errors);
        let engines_allowed = match self.fair_play.trim() {
            "" | "site" => None,
            "engines" => Some(true),
            "no_engines" => Some(false),
            _ => {
                errors.add("fair_play", Words::new("admin-tfe-fair-play"));
                None
            }
        };
        if !errors.is_empty() {
            return Err(errors);
        }
        Ok(Settings {
            name: name.to_owned(),
            description: description.to_owned(),
            format,
            time_control,
            max_silence_days,
            vacation_allowed: self.vacation_allowed,
            allow_give_time: self.allow_give_time,
            engines_allowed,
            rated: self.rated,
            policy,
            groups,
            knockout,
            max_vacation_days,
            tiebreaks,
            min_players,
            max_players,
            registration_deadline,
            entry,
            entry_password_hash: None,
            remove_entry_password: self.remove_entry_password,
        })
    }

    /// Whether the event as typed may end in a final of one single game (a groups
    /// event whose last two players meet once, so the colour decides much): the form
    /// warns before saving it, as lichess warns about unusual settings (issue 45). A
    /// knockout's matches have two or four games, never one. False while a field it
    /// reads is refused: the errors come first.
    pub fn one_game_final(&self) -> bool {
        if Format::parse(self.format.trim()) != Some(Format::Groups) {
            return false;
        }
        let mut errors = FieldErrors::default();
        let rules = self.group_rules(&mut errors);
        let (min, max) = self.player_counts(Format::Groups, &mut errors);
        let players = usize::try_from(min).unwrap_or(0)..=usize::try_from(max).unwrap_or(0);
        errors.is_empty() && groups::one_game_final_possible(&rules, players)
    }

    /// The group settings of a `groups` event, each field checked.
    fn group_rules(&self, errors: &mut FieldErrors) -> GroupRules {
        let sizes = groups::GROUP_SIZES;
        let group_size = parse_count(&self.group_size, &sizes).unwrap_or_else(|| {
            let (min, max) = (*sizes.start(), *sizes.end());
            errors.add(
                "group_size",
                Words::new("admin-tfe-group-size")
                    .arg("min", min)
                    .arg("max", max),
            );
            *sizes.end() as i32
        }) as usize;
        let advance = match self.advance_per_group.trim().parse::<usize>() {
            Ok(n) if n >= 1 && n < group_size => n,
            _ => {
                errors.add("advance_per_group", Words::new("admin-tfe-advance"));
                1
            }
        };
        let ties = AdvanceTies::parse(self.advance_ties.trim()).unwrap_or_else(|| {
            errors.add("advance_ties", Words::new("admin-tfe-ties"));
            AdvanceTies::Tiebreak
        });
        let final_format = FinalFormat::parse(self.final_format.trim()).unwrap_or_else(|| {
            errors.add("final_format", Words::new("admin-tfe-final"));
            FinalFormat::RoundRobin
        });
        GroupRules {
            group_size,
            double: self.group_double,
            advance_per_group: advance,
            ties,
            final_format,
        }
    }

    /// The match rules of a `knockout`, each field checked (`max_tiebreak_pairs` empty
    /// means the default, 2).
    fn knockout_rules(&self, errors: &mut FieldErrors) -> KnockoutRules {
        let games = match self.games_per_match.trim().parse::<usize>() {
            Ok(n) if knockout::GAMES_PER_MATCH.contains(&n) => n,
            _ => {
                errors.add("games_per_match", Words::new("admin-tfe-games"));
                2
            }
        };
        let pairs = match self.max_tiebreak_pairs.trim() {
            "" => Ok(2),
            text => text.parse::<usize>(),
        };
        let pairs = match pairs {
            Ok(n) if n <= knockout::MAX_TIEBREAK_PAIRS => n,
            _ => {
                errors.add(
                    "max_tiebreak_pairs",
                    Words::new("admin-tfe-tiebreak-pairs").arg("max", knockout::MAX_TIEBREAK_PAIRS),
                );
                2
            }
        };
        KnockoutRules {
            games_per_match: games,
            max_tiebreak_pairs: pairs,
        }
    }

    /// The cap on vacation days that count in the games (empty: none).
    fn vacation_cap(&self, errors: &mut FieldErrors) -> Option<i32> {
        match self.max_vacation_days.trim() {
            "" => None,
            text => parse_count(text, &(0..=365)).or_else(|| {
                errors.add("max_vacation_days", Words::new("admin-tfe-vacation-cap"));
                None
            }),
        }
    }

    /// How start positions are drawn (with the number, for a fixed one).
    fn policy(&self, errors: &mut FieldErrors) -> PositionPolicy {
        let fixed = match self.position_policy.trim() {
            "fixed" => match self
                .start_number
                .trim()
                .parse::<u16>()
                .ok()
                .and_then(|n| StartNumber::new(n).ok())
            {
                Some(n) => Some(n),
                None => {
                    errors.add("start_number", Words::new("admin-tfe-start-number"));
                    Some(StartNumber::CLASSICAL)
                }
            },
            _ => None,
        };
        PositionPolicy::parse(self.position_policy.trim(), fixed).unwrap_or_else(|| {
            errors.add("position_policy", Words::new("admin-tfe-policy"));
            PositionPolicy::Game
        })
    }

    /// The minimum and maximum number of players, the maximum not below the minimum.
    fn player_counts(&self, format: Format, errors: &mut FieldErrors) -> (i32, i32) {
        let allowed = players_for(format);
        let (low, high) = (*allowed.start(), *allowed.end());
        let min_players = parse_count(&self.min_players, &allowed).unwrap_or_else(|| {
            errors.add(
                "min_players",
                Words::new("admin-tfe-min-players")
                    .arg("min", low)
                    .arg("max", high),
            );
            *allowed.start() as i32
        });
        let max_players = match parse_count(&self.max_players, &allowed) {
            Some(m) if m >= min_players => m,
            Some(_) => {
                errors.add("max_players", Words::new("admin-tfe-max-below-min"));
                min_players
            }
            None => {
                errors.add(
                    "max_players",
                    Words::new("admin-tfe-max-players")
                        .arg("min", low)
                        .arg("max", high),
                );
                *allowed.end() as i32
            }
        };
        (min_players, max_players)
    }

    /// The registration deadline, if one was given; it must lie after `now`.
    fn deadline(&self, now: OffsetDateTime, errors: &mut FieldErrors) -> Option<OffsetDateTime> {
        match self.registration_deadline.trim() {
            "" => None,
            text => match parse_deadline(text, &self.zone) {
                Some(at) if at > now => Some(at),
                Some(_) => {
                    errors.add(
                        "registration_deadline",
                        Words::new("admin-tfe-deadline-past"),
                    );
                    None
                }
                None => {
                    errors.add("registration_deadline", Words::new("admin-tfe-deadline"));
                    None
                }
            },
        }
    }
}

#[cfg(test)]
mod tests {
    use time::macros::datetime;

    use super::*;

    fn valid() -> TournamentInput {
        TournamentInput {
            name: "Spring 960".into(),
            ..TournamentInput::blank()
        }
    }

    const NOW: OffsetDateTime = datetime!(2026-03-01 12:00 UTC);

    #[test]
    fn deadlines_in_three_shapes() {
        let utc = TimeZone::utc();
        assert_eq!(
            parse_deadline("2026-04-01", &utc),
            Some(datetime!(2026-04-01 00:00 UTC))
        );
        assert_eq!(
            parse_deadline("2026-04-01T18:30", &utc),
            Some(datetime!(2026-04-01 18:30 UTC))
        );
        assert_eq!(
            parse_deadline("2026-04-01T18:30:15", &utc),
            Some(datetime!(2026-04-01 18:30:15 UTC))
        );
        assert_eq!(parse_deadline("1 April", &utc), None);
        assert_eq!(
            deadline_input(datetime!(2026-04-01 18:30 UTC), &utc),
            "2026-04-01T18:30"
        );
    }

    #[test]
    fn a_deadline_is_typed_and_shown_on_the_organisers_clocks() {
        let berlin = TimeZone::parse("Europe/Berlin").unwrap();
        let at = parse_deadline("2026-12-10T10:00", &berlin).unwrap();
        assert_eq!(at, datetime!(2026-12-10 09:00 UTC));
        assert_eq!(deadline_input(at, &berlin), "2026-12-10T10:00");
        assert_eq!(
            parse_deadline("2026-12-10", &berlin),
            Some(datetime!(2026-12-09 23:00 UTC))
        );
    }

    #[test]
    fn a_valid_form_parses() {
        let mut input = valid();
        input.position_policy = "fixed".into();
        input.start_number = "42".into();
        input.registration_deadline = "2026-04-01T10:00".into();
        let s = input.parse(NOW).unwrap();
        assert_eq!(
            s.policy,
            PositionPolicy::Fixed(StartNumber::new(42).unwrap())
        );
        assert_eq!(
            s.registration_deadline,
            Some(datetime!(2026-04-01 10:00 UTC))
        );
        assert_eq!((s.min_players, s.max_players), (4, 8));
    }

    #[test]
    fn a_groups_event_parses_with_up_to_256_players() {
        let mut input = valid();
        input.format = "groups".into();
        input.max_players = "256".into();
        input.group_size = "3".into();
        input.group_double = true;
        input.advance_ties = "all".into();
        input.final_format = "groups".into();
        let s = input.parse(NOW).unwrap();
        assert_eq!(
            s.groups,
            Some(GroupRules {
                group_size: 3,
                double: true,
                advance_per_group: 1,
                ties: AdvanceTies::All,
                final_format: FinalFormat::Groups,
            })
        );
        assert_eq!(s.max_players, 256);
        // A round robin keeps its 16, and has no group rules.
        input.format = "round_robin".into();
        assert!(!input.parse(NOW).unwrap_err().text("max_players").is_empty());
        input.max_players = "16".into();
        assert_eq!(input.parse(NOW).unwrap().groups, None);
    }

    #[test]
    fn a_final_of_one_game_is_seen_in_the_form() {
        let mut input = valid();
        input.format = "groups".into();
        input.group_size = "3".into();
        input.min_players = "4".into();
        input.max_players = "6".into();
        input.final_format = "round_robin".into();
        assert!(input.one_game_final());
        input.final_format = "double_round_robin".into();
        assert!(!input.one_game_final());
        input.final_format = "round_robin".into();
        input.advance_per_group = "2".into();
        // Four players make two groups of two, which send one each: still one game.
        assert!(input.one_game_final());
        input.min_players = "6".into();
        assert!(!input.one_game_final(), "a final of four");
        input.advance_per_group = "x".into();
        assert!(!input.one_game_final(), "a refused field comes first");
        input.advance_per_group = "1".into();
        input.format = "knockout".into();
        assert!(
            !input.one_game_final(),
            "a knockout match is never one game"
        );
    }

    #[test]
    fn a_knockout_parses_from_2_to_256_players() {
        let mut input = valid();
        input.format = "knockout".into();
        input.min_players = "2".into();
        input.max_players = "256".into();
        input.games_per_match = "4".into();
        input.max_tiebreak_pairs = String::new();
        let s = input.parse(NOW).unwrap();
        assert_eq!(
            s.knockout,
            Some(KnockoutRules {
                games_per_match: 4,
                max_tiebreak_pairs: 2
            })
        );
        assert_eq!(s.groups, None);
        assert_eq!((s.min_players, s.max_players), (2, 256));
        input.games_per_match = "3".into();
        input.max_tiebreak_pairs = "11".into();
        input.max_players = "257".into();
        let errors = input.parse(NOW).unwrap_err();
        for field in ["games_per_match", "max_tiebreak_pairs", "max_players"] {
            assert!(!errors.text(field).is_empty(), "{field}: {errors:?}");
        }
        // Two players make no round robin.
        input = valid();
        input.min_players = "2".into();
        assert!(!input.parse(NOW).unwrap_err().text("min_players").is_empty());
        assert_eq!(valid().parse(NOW).unwrap().knockout, None);
    }

    #[test]
    fn a_tiebreak_order_is_chosen_or_refused_at_its_field() {
        let mut input = valid();
        assert_eq!(input.parse(NOW).unwrap().tiebreaks, TieBreak::DEFAULT);
        input.tiebreaks = "koya, rating".into();
        assert_eq!(
            input.parse(NOW).unwrap().tiebreaks,
            vec![TieBreak::Koya, TieBreak::Rating]
        );
        input.tiebreaks = "sb,sb".into();
        assert!(!input.parse(NOW).unwrap_err().text("tiebreaks").is_empty());
        input.tiebreaks = "median".into();
        assert!(!input.parse(NOW).unwrap_err().text("tiebreaks").is_empty());
    }

    #[test]
    fn a_vacation_cap_is_optional_and_bounded() {
        let mut input = valid();
        assert_eq!(input.parse(NOW).unwrap().max_vacation_days, None);
        input.max_vacation_days = " 14 ".into();
        assert_eq!(input.parse(NOW).unwrap().max_vacation_days, Some(14));
        input.max_vacation_days = "0".into();
        assert_eq!(input.parse(NOW).unwrap().max_vacation_days, Some(0));
        for bad in ["366", "-1", "two"] {
            input.max_vacation_days = bad.into();
            let errors = input.parse(NOW).unwrap_err();
            assert!(!errors.text("max_vacation_days").is_empty(), "{bad}");
        }
    }

    #[test]
    fn bad_group_fields_get_their_messages() {
        let mut input = valid();
        input.format = "groups".into();
        input.max_players = "257".into();
        input.group_size = "2".into();
        input.advance_per_group = "0".into();
        input.advance_ties = "coin".into();
        input.final_format = "knockout".into();
        let errors = input.parse(NOW).unwrap_err();
        for field in [
            "max_players",
            "group_size",
            "advance_per_group",
            "advance_ties",
            "final_format",
        ] {
            assert!(!errors.text(field).is_empty(), "{field}: {errors:?}");
        }
        input = valid();
        input.format = "groups".into();
        input.group_size = "4".into();
        input.advance_per_group = "4".into();
        let errors = input.parse(NOW).unwrap_err();
        assert!(!errors.text("advance_per_group").is_empty());
    }

    #[test]
    fn refusals_are_worded_in_the_forms_language() {
        let mut input = valid();
        input.name = " ".into();
        input.min_players = "2".into();
        input.tiebreaks = "sb,sb".into();
        input.time_control.days_per_move = "99".into();
        let english = input.parse(NOW).unwrap_err();
        assert_eq!(
            english.text("name"),
            "Give the tournament a name of 1 to 100 characters."
        );
        assert_eq!(english.text("tiebreaks"), "sb is named twice.");
        let german = input.parse(NOW).unwrap_err();
        assert_eq!(
            german.text_de("name"),
            "Gib dem Turnier einen Namen mit 1 bis 100 Zeichen."
        );
        assert_eq!(
            german.text_de("min_players"),
            "Die Mindestzahl muss eine ganze Zahl von 3 bis 16 sein."
        );
        assert_eq!(german.text_de("tiebreaks"), "sb ist doppelt genannt.");
        assert_eq!(
            german.text_de("days_per_move"),
            "Die Tage müssen eine ganze Zahl von 1 bis 60 sein."
        );
    }

    #[test]
    fn every_bad_field_gets_its_message() {
        let input = TournamentInput {
            name: " ".into(),
            format: "swiss".into(),
            time_control: TimeControlInput {
                days_per_move: "0".into(),
                ..TimeControlInput::default()
            },
            position_policy: "fixed".into(),
            start_number: "960".into(),
            min_players: "2".into(),
            max_players: "3".into(),
            registration_deadline: "2020-01-01".into(),
            ..TournamentInput::default()
        };
        let errors = input.parse(NOW).unwrap_err();
        for field in [
            "name",
            "format",
            "days_per_move",
            "start_number",
            "min_players",
            "registration_deadline",
        ] {
            assert!(!errors.text(field).is_empty(), "{field}: {errors:?}");
        }
        let mut input = valid();
        input.min_players = "6".into();
        input.max_players = "5".into();
        assert!(!input.parse(NOW).unwrap_err().text("max_players").is_empty());
    }
}
