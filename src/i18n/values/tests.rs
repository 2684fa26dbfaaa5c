//! The values' words: what each reads in English and German, and that every value's
//! description exists in every catalog (no German page falls back to English).

use time::macros::datetime;

use crate::chess::{DrawClaim, GameResult, StartNumber, Termination};
use crate::domain::{
    Lang, TimeZone,
    cancel_reason::CancelReason,
    clock::TimeControl,
    entry::EntryRules,
    game_state::{Conclusion, Ending},
    groups::{AdvanceTies, FinalFormat},
    knockout::{Fate, Round},
    mail_tokens::Unsubscribe,
    pairings::Format,
    position_filter::FilterError,
    position_policy::PositionPolicy,
    rating::RatingRange,
    tiebreaks::TieBreak,
    tournaments::TournamentStatus,
};
use crate::i18n::misses;

use super::describe_order;

/// What `describe` gives reads `en` in English and `de` in German.
#[track_caller]
fn reads<S: AsRef<str>>(describe: impl Fn(Lang) -> S, en: &str, de: &str) {
    assert_eq!(describe(Lang::En).as_ref(), en);
    assert_eq!(describe(Lang::De).as_ref(), de);
}

fn berlin() -> TimeZone {
    TimeZone::parse("Europe/Berlin").unwrap()
}

#[test]
fn times_show_in_the_zone_with_its_name() {
    let en = Lang::En;
    let winter = datetime!(2026-12-03 17:00 UTC);
    let summer = datetime!(2026-07-03 16:00 UTC);
    assert_eq!(berlin().format_in(en, winter), "2026-12-03 18:00 CET");
    assert_eq!(berlin().format_in(en, summer), "2026-07-03 18:00 CEST");
    assert_eq!(
        TimeZone::utc().format_in(en, winter),
        "2026-12-03 17:00 UTC"
    );
    assert_eq!(
        berlin().format_deadline_in(en, winter),
        "Thu, 03 Dec 2026, 18:00 CET"
    );
    assert_eq!(
        TimeZone::utc().format_deadline_in(en, winter),
        "Thu, 03 Dec 2026, 17:00 UTC"
    );
    assert_eq!(berlin().format_short_in(en, winter), "3 Dec 18:00 CET");
    assert_eq!(berlin().format_in_list_in(en, summer), "3 Jul 18:00");
    assert_eq!(berlin().abbreviation(summer), "CEST");
    assert_eq!(
        berlin().format_deadline_in(Lang::De, winter),
        "Do., 3. Dez. 2026, 18:00 CET"
    );
    let late = datetime!(2026-12-03 23:30 UTC);
    assert_eq!(TimeZone::utc().format_date_in(Lang::En, late), "2026-12-03");
    assert_eq!(berlin().format_date_in(Lang::En, late), "2026-12-04");
    assert_eq!(berlin().format_date_in(Lang::De, late), "4. Dez. 2026");
    // Inside a sentence every language words the day, in the reader's zone.
    assert_eq!(berlin().format_day_in(Lang::En, late), "4 Dec 2026");
    assert_eq!(TimeZone::utc().format_day_in(Lang::En, late), "3 Dec 2026");
    assert_eq!(berlin().format_day_in(Lang::Ru, late), "4 дек. 2026");
    assert_eq!(
        berlin().format_in(Lang::De, summer),
        "3. Juli 2026, 18:00 CEST"
    );
    assert_eq!(
        berlin().format_short_in(Lang::De, winter),
        "3. Dez. 18:00 CET"
    );
    assert_eq!(
        berlin().format_in_list_in(Lang::De, summer),
        "3. Juli 18:00"
    );
    let tokyo = TimeZone::parse("Asia/Tokyo").unwrap();
    assert_eq!(tokyo.format_in(en, winter), "2026-12-04 02:00 JST");
}

#[test]
fn russian_and_danish_dates() {
    let winter = datetime!(2026-12-03 17:00 UTC);
    let summer = datetime!(2026-07-03 16:05 UTC);
    let (ru, da) = (Lang::Ru, Lang::Da);
    assert_eq!(
        berlin().format_deadline_in(ru, winter),
        "чт, 3 дек. 2026, 18:00 CET"
    );
    assert_eq!(
        berlin().format_deadline_in(da, winter),
        "tors. 3. dec. 2026 kl. 18.00 CET"
    );
    assert_eq!(berlin().format_in(ru, summer), "3 июл. 2026, 18:05 CEST");
    assert_eq!(
        berlin().format_in(da, summer),
        "3. jul. 2026 kl. 18.05 CEST"
    );
    assert_eq!(berlin().format_date_in(ru, winter), "3 дек. 2026");
    assert_eq!(berlin().format_date_in(da, winter), "3. dec. 2026");
    assert_eq!(berlin().format_short_in(ru, winter), "3 дек. 18:00 CET");
    assert_eq!(berlin().format_short_in(da, winter), "3. dec. 18.00 CET");
    assert_eq!(berlin().format_in_list_in(ru, summer), "3 июл. 18:05");
    assert_eq!(berlin().format_in_list_in(da, summer), "3. jul. 18.05");
    let may = datetime!(2027-05-09 09:30 UTC);
    assert_eq!(
        TimeZone::utc().format_deadline_in(ru, may),
        "вс, 9 мая 2027, 09:30 UTC"
    );
    assert_eq!(
        TimeZone::utc().format_deadline_in(da, may),
        "søn. 9. maj 2027 kl. 09.30 UTC"
    );
}

#[test]
fn words_for_every_ending() {
    for ending in Ending::ALL {
        assert!(!ending.describe(Lang::En).is_empty());
    }
    assert_eq!(
        Conclusion::Aborted.describe(Lang::En),
        "aborted before it really started"
    );
}

#[test]
fn time_controls_in_words() {
    let tc = TimeControl::PerMove { days: 3 };
    assert_eq!(tc.describe(Lang::En), "3 days per move");
    assert_eq!(
        TimeControl::PerMove { days: 1 }.describe(Lang::En),
        "1 day per move"
    );
    let capped = TimeControl::Fischer {
        base_days: 30,
        increment_days: 1,
        max_days: Some(40),
    };
    assert_eq!(
        capped.describe(Lang::En),
        "30 days + 1 day per move, at most 40 days"
    );
    let iccf = |double_after| {
        TimeControl::MovesInDays(crate::domain::clock::MovesInDays {
            moves: 10,
            days: 50,
            double_after,
        })
    };
    assert_eq!(iccf(None).describe(Lang::En), "10 moves in 50 days");
    assert_eq!(
        iccf(None).describe_with_silence(Lang::En, Some(40)),
        "10 moves in 50 days, at most 40 days without a move"
    );
    assert_eq!(
        iccf(None).describe_with_silence(Lang::De, Some(40)),
        "10 Züge in 50 Tagen, höchstens 40 Tage ohne Zug"
    );
    assert_eq!(
        iccf(None).describe_with_silence(Lang::De, None),
        "10 Züge in 50 Tagen"
    );
    assert_eq!(iccf(None).describe(Lang::De), "10 Züge in 50 Tagen");
    assert_eq!(
        iccf(Some(20)).describe(Lang::En),
        "10 moves in 50 days, days beyond 20 on one move count twice"
    );
    assert_eq!(
        iccf(Some(20)).describe(Lang::De),
        "10 Züge in 50 Tagen, Tage über 20 an einem Zug zählen doppelt"
    );
}

#[test]
fn entry_rules_in_words() {
    assert_eq!(EntryRules::default().describe(Lang::En), "");
    let rules = EntryRules {
        min_rating: Some(1400),
        max_rating: Some(1800),
        min_rated_games: Some(3),
        password_required: true,
    };
    reads(
        |lang| rules.describe(lang),
        "rating 1400 to 1800; at least 3 finished rated games; an entry password from the organisers",
        "Wertungszahl 1400 bis 1800; mindestens 3 beendete gewertete Partien; ein Teilnahmepasswort von der Turnierleitung",
    );
    let only_min = EntryRules {
        min_rating: Some(1600),
        ..EntryRules::default()
    };
    assert_eq!(only_min.describe(Lang::En), "rating 1600 or more");
    let only_max = EntryRules {
        max_rating: Some(1600),
        ..EntryRules::default()
    };
    assert_eq!(only_max.describe(Lang::En), "rating 1600 or less");
}

#[test]
fn tournament_words() {
    assert_eq!(
        TournamentStatus::Registration.describe(Lang::En),
        "open for registration"
    );
    assert_eq!(
        describe_order(&[TieBreak::Wins, TieBreak::Rating], Lang::En),
        "points, number of wins (Baumbach), rating"
    );
}

#[test]
fn each_reader_reads_the_reason_in_their_language() {
    let few = CancelReason::TooFew {
        registered: 2,
        needed: 4,
    };
    reads(
        |lang| few.describe(lang),
        "Too few players had registered by the deadline: 2 of the 4 needed.",
        "Bis zum Meldeschluss hatten sich zu wenige angemeldet: 2 der 4 nötigen Spieler.",
    );
    assert_eq!(
        CancelReason::Organisers.describe(Lang::De),
        "Die Organisatoren haben das Turnier abgesagt."
    );
    assert_eq!(
        CancelReason::Written("As written.".into()).describe(Lang::De),
        "As written."
    );
}

fn round(number: usize, of: usize) -> Round {
    Round { number, of }
}

#[test]
fn rounds_and_fates_in_both_languages() {
    assert_eq!(round(3, 3).describe(Lang::En), "the final");
    assert_eq!(round(2, 3).describe(Lang::En), "the semi-finals");
    assert_eq!(round(1, 3).describe(Lang::En), "the quarter-finals");
    assert_eq!(round(1, 4).describe(Lang::En), "round 1");
    assert_eq!(round(1, 5).describe(Lang::En), "round 1");
    assert_eq!(round(3, 3).describe(Lang::De), "Runde 3 (Finale)");
    assert_eq!(round(2, 3).describe(Lang::De), "Runde 2 (Halbfinale)");
    assert_eq!(round(1, 3).describe(Lang::De), "Runde 1 (Viertelfinale)");
    assert_eq!(round(1, 4).describe(Lang::De), "Runde 1 (Achtelfinale)");
    assert_eq!(round(1, 5).describe(Lang::De), "Runde 1");
    let out = Fate::Out {
        round: 2,
        rounds: 3,
    };
    assert_eq!(out.describe(Lang::En), "out in the semi-finals");
    assert_eq!(
        out.describe(Lang::De),
        "ausgeschieden in Runde 2 (Halbfinale)"
    );
    assert_eq!(Fate::WonFinal.describe(Lang::De), "Finale gewonnen");
    assert_eq!(Fate::StillIn.describe(Lang::En), "still in");
}

/// Every variant of each worded enum. Each `match` lists the variants without a
/// wildcard, so a new variant fails to compile here until the lists name it.
fn every_ending() -> Vec<Ending> {
    let listed = |e: Ending| match e {
        Ending::Rule(
            Termination::Checkmate
            | Termination::Stalemate
            | Termination::InsufficientMaterial
            | Termination::FivefoldRepetition
            | Termination::SeventyFiveMoveRule,
        )
        | Ending::Resignation
        | Ending::DrawAgreed
        | Ending::DrawClaimed(DrawClaim::ThreefoldRepetition | DrawClaim::FiftyMoveRule)
        | Ending::TimeForfeit
        | Ending::Adjudication
        | Ending::Forfeit => e,
    };
    Ending::ALL.into_iter().map(listed).collect()
}

fn every_conclusion() -> Vec<Conclusion> {
    let mut all = vec![Conclusion::Aborted];
    for e in every_ending() {
        all.push(Conclusion::Decided(GameResult::Draw, e));
    }
    all
}

fn every_time_control() -> Vec<TimeControl> {
    let fischer = |base_days, increment_days, max_days| TimeControl::Fischer {
        base_days,
        increment_days,
        max_days,
    };
    vec![
        TimeControl::PerMove { days: 1 },
        TimeControl::PerMove { days: 3 },
        fischer(1, 1, None),
        fischer(10, 2, None),
        fischer(1, 1, Some(1)),
        fischer(30, 2, Some(40)),
        TimeControl::MovesInDays(crate::domain::clock::MovesInDays {
            moves: 10,
            days: 50,
            double_after: None,
        }),
        TimeControl::MovesInDays(crate::domain::clock::MovesInDays {
            moves: 5,
            days: 10,
            double_after: Some(1),
        }),
    ]
}

fn every_policy() -> Vec<PositionPolicy> {
    let all = [
        PositionPolicy::Tournament,
        PositionPolicy::Stage,
        PositionPolicy::Round,
        PositionPolicy::Pairing,
        PositionPolicy::Game,
        PositionPolicy::Fixed(StartNumber::CLASSICAL),
    ];
    for p in all {
        match p {
            PositionPolicy::Tournament
            | PositionPolicy::Stage
            | PositionPolicy::Round
            | PositionPolicy::Pairing
            | PositionPolicy::Game
            | PositionPolicy::Fixed(_) => {}
        }
    }
    all.to_vec()
}

fn every_entry_rule() -> Vec<EntryRules> {
    let r = |min_rating, max_rating, min_rated_games, password_required| EntryRules {
        min_rating,
        max_rating,
        min_rated_games,
        password_required,
    };
    vec![
        r(Some(1400), Some(1800), Some(3), true),
        r(Some(1400), None, Some(1), false),
        r(None, Some(1800), None, true),
    ]
}

/// Each enum's `ALL` against a `match` without a wildcard.
fn lists_are_complete() {
    for s in TournamentStatus::ALL {
        match s {
            TournamentStatus::Registration
            | TournamentStatus::Running
            | TournamentStatus::Finished
            | TournamentStatus::Cancelled => {}
        }
    }
    for f in Format::ALL {
        match f {
            Format::RoundRobin | Format::DoubleRoundRobin | Format::Groups | Format::Knockout => {}
        }
    }
    for t in AdvanceTies::ALL {
        match t {
            AdvanceTies::Tiebreak | AdvanceTies::All => {}
        }
    }
    for f in FinalFormat::ALL {
        match f {
            FinalFormat::RoundRobin | FinalFormat::DoubleRoundRobin | FinalFormat::Groups => {}
        }
    }
    for t in TieBreak::ALL {
        match t {
            TieBreak::SonnebornBerger
            | TieBreak::Wins
            | TieBreak::Direct
            | TieBreak::Koya
            | TieBreak::Rating => {}
        }
    }
    for u in Unsubscribe::ALL {
        match u {
            Unsubscribe::Moves | Unsubscribe::Reminders => {}
        }
    }
}

/// Every description of every worded value in `lang`.
fn every_description(lang: Lang) -> Vec<String> {
    lists_are_complete();
    let mut all: Vec<String> = Vec::new();
    all.extend(every_ending().iter().map(|e| e.describe(lang).to_owned()));
    all.extend(
        every_conclusion()
            .iter()
            .map(|c| c.describe(lang).to_owned()),
    );
    all.extend(every_time_control().iter().map(|t| t.describe(lang)));
    all.extend(Unsubscribe::ALL.map(|u| u.describe(lang).to_owned()));
    all.extend(TournamentStatus::ALL.map(|s| s.describe(lang).to_owned()));
    all.extend(Format::ALL.map(|f| f.describe(lang).to_owned()));
    all.extend(AdvanceTies::ALL.map(|t| t.describe(lang).to_owned()));
    all.extend(FinalFormat::ALL.map(|f| f.describe(lang).to_owned()));
    all.extend(TieBreak::ALL.map(|t| t.describe(lang).to_owned()));
    all.push(describe_order(&[], lang));
    all.push(describe_order(&TieBreak::ALL, lang));
    all.extend(every_entry_rule().iter().map(|r| r.describe(lang)));
    for format in Format::ALL {
        all.extend(every_policy().into_iter().map(|p| p.describe(format, lang)));
    }
    for of in 1..=5 {
        all.extend((1..=of).map(|number| Round { number, of }.describe(lang)));
    }
    let fates = [
        Fate::WonFinal,
        Fate::Out {
            round: 1,
            rounds: 3,
        },
        Fate::StillIn,
    ];
    for f in fates {
        match f {
            Fate::WonFinal | Fate::Out { .. } | Fate::StillIn => all.push(f.describe(lang)),
        }
    }
    let reasons = [
        CancelReason::Organisers,
        CancelReason::TooFew {
            registered: 1,
            needed: 3,
        },
        CancelReason::Written("Written.".into()),
    ];
    for r in &reasons {
        match r {
            CancelReason::Organisers | CancelReason::TooFew { .. } | CancelReason::Written(_) => {
                all.push(r.describe(lang))
            }
        }
    }
    for range in [
        (Some(1), Some(2)),
        (Some(1), None),
        (None, Some(2)),
        (None, None),
    ] {
        let range = RatingRange {
            min: range.0,
            max: range.1,
        };
        all.push(lang.words(&range.words()));
    }
    for e in [FilterError::King, FilterError::AFile, FilterError::HFile] {
        match e {
            FilterError::King | FilterError::AFile | FilterError::HFile => {
                all.push(lang.words(&e.words()))
            }
        }
    }
    all.extend(every_moment(lang));
    all
}

/// A moment in each of the time zone's formats.
fn every_moment(lang: Lang) -> Vec<String> {
    let at = datetime!(2026-12-03 17:00 UTC);
    let zone = berlin();
    vec![
        zone.format_in(lang, at),
        zone.format_date_in(lang, at),
        zone.format_deadline_in(lang, at),
        zone.format_short_in(lang, at),
        zone.format_in_list_in(lang, at),
    ]
}

/// The test the words' move asks for: every value's description in every language,
/// each looked up in that language's own catalog (a miss would show English on a
/// German page, or nothing at all).
#[test]
fn every_value_reads_in_every_language_from_its_own_catalog() {
    for lang in Lang::ALL {
        let (described, misses) = misses::recording(|| every_description(lang));
        assert!(
            misses.is_empty(),
            "messages the {lang} catalog lacks: {misses:?}"
        );
        let empty: Vec<_> = described.iter().filter(|d| d.trim().is_empty()).collect();
        assert!(
            empty.is_empty(),
            "{lang}: {} empty descriptions",
            empty.len()
        );
        assert!(described.len() > 60, "{lang}: {}", described.len());
    }
}

#[test]
fn a_miss_is_seen() {
    let id = "no-such-message-id"; // not a literal after `.t(`: the catalog scan skips it
    let (text, misses) = misses::recording(|| Lang::De.t(id));
    assert_eq!(text, "");
    assert_eq!(misses, [(Lang::De, id.to_owned())]);
    let (text, misses) = misses::recording(|| Lang::De.t("lang-name"));
    assert_eq!((text, misses.len()), ("Deutsch", 0));
}
