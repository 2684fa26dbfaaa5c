//! Group stages, pure: the order players are seeded in, their split into balanced
//! groups in snake order, the cut after a stage under both tie rules, and what the next
//! stage is. The random source for unrated players is an argument, so tests fix it.

use super::pairings::Format;

/// The most players a `groups` event may take.
pub const MAX_PLAYERS: usize = 256;
/// The smallest and largest group size an organiser may choose.
pub const GROUP_SIZES: std::ops::RangeInclusive<u32> = 3..=16;

/// Who advances when players are level on points at the cut; stored as
/// `tournaments.advance_ties`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum AdvanceTies {
    /// The standings' tie-breaks (then the seeding, that is the rating) decide.
    Tiebreak,
    /// Everyone level on points with the last place that advances goes through.
    All,
}

impl AdvanceTies {
    /// Every rule, as the CHECK constraint lists them.
    pub const ALL: [Self; 2] = [Self::Tiebreak, Self::All];

    /// Reads the stored or posted name.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|r| r.as_str() == text)
    }

    /// The stored name.
    pub fn as_str(self) -> &'static str {
        match self {
            Self::Tiebreak => "tiebreak",
            Self::All => "all",
        }
    }
}

super::stored_text::text_column!(AdvanceTies);

/// The stage after the groups; stored as `tournaments.final_format`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FinalFormat {
    RoundRobin,
    DoubleRoundRobin,
    /// Groups again while more players advance than fit one group, then one group.
    Groups,
}

impl FinalFormat {
    /// Every final format, as the CHECK constraint lists them.
    pub const ALL: [Self; 3] = [Self::RoundRobin, Self::DoubleRoundRobin, Self::Groups];

    /// Reads the stored or posted name.
    pub fn parse(text: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|f| f.as_str() == text)
    }

    /// The stored name: the tournament [`Format`]'s of the same kind, so the two
    /// columns cannot come to spell a kind differently.
    pub fn as_str(self) -> &'static str {
        super::pairings::Format::from(self).as_str()
    }
}

impl From<FinalFormat> for super::pairings::Format {
    fn from(f: FinalFormat) -> Self {
        match f {
            FinalFormat::RoundRobin => Self::RoundRobin,
            FinalFormat::DoubleRoundRobin => Self::DoubleRoundRobin,
            FinalFormat::Groups => Self::Groups,
        }
    }
}

super::stored_text::text_column!(FinalFormat);

/// How a `groups` event runs, as the organiser set it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct GroupRules {
    pub group_size: usize,
    /// Each group plays a double round robin.
    pub double: bool,
    pub advance_per_group: usize,
    pub ties: AdvanceTies,
    pub final_format: FinalFormat,
}

impl GroupRules {
    /// The format of each group of a preliminary stage.
    pub fn group_format(&self) -> Format {
        if self.double {
            Format::DoubleRoundRobin
        } else {
            Format::RoundRobin
        }
    }
}

/// What the next stage is, once a stage of `groups` groups has ended and `advancing`
/// players go through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum NextStage {
    /// The stage that ended had one group: it was the final.
    Over,
    /// Another stage of groups.
    Groups,
    /// One final group playing this format.
    Final(Format),
}

/// Decides the stage after one of `groups` groups from which `advancing` players go on.
pub fn next_stage(rules: &GroupRules, groups: usize, advancing: usize) -> NextStage {
    if groups <= 1 || advancing < 2 {
        return NextStage::Over;
    }
    match rules.final_format {
        FinalFormat::RoundRobin => NextStage::Final(Format::RoundRobin),
        FinalFormat::DoubleRoundRobin => NextStage::Final(Format::DoubleRoundRobin),
        FinalFormat::Groups if advancing > rules.group_size => NextStage::Groups,
        FinalFormat::Groups => NextStage::Final(rules.group_format()),
    }
}

/// The sizes of the groups `players` are split into: as few groups as fit
/// `group_size`, sizes differing by at most one, the larger groups first.
pub fn group_sizes(players: usize, group_size: usize) -> Vec<usize> {
    if players == 0 || group_size == 0 {
        return Vec::new();
    }
    let groups = players.div_ceil(group_size);
    let (base, extra) = (players / groups, players % groups);
    (0..groups).map(|g| base + usize::from(g < extra)).collect()
}

/// Splits seeds `0..players` (0 = strongest) into groups of [`group_sizes`] in snake
/// order: seeds 1..g go to groups 1..g, the next g back from g to 1, and so on, a full
/// group being skipped. Each group lists its seeds in order, strongest first.
pub fn snake_groups(players: usize, group_size: usize) -> Vec<Vec<usize>> {
    let sizes = group_sizes(players, group_size);
    let mut groups: Vec<Vec<usize>> = sizes.iter().map(|&s| Vec::with_capacity(s)).collect();
    let mut seed = 0;
    let mut row = 0;
    while seed < players {
        let order: Vec<usize> = if row % 2 == 0 {
            (0..sizes.len()).collect()
        } else {
            (0..sizes.len()).rev().collect()
        };
        for g in order {
            if seed < players && groups[g].len() < sizes[g] {
                groups[g].push(seed);
                seed += 1;
            }
        }
        row += 1;
    }
    groups
}

/// A player as seeding reads them: the rating and RD their name shows.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct SeedKey {
    /// The rating as shown (a whole number), provisional or not.
    pub shown: i32,
    /// The RD as shown.
    pub rd: i32,
}

/// The seeding order of players given by what their names show: by rating, highest
/// first, provisional ratings ("1640?") counted as shown like any other; equal ratings
/// put the lower RD (the surer rating) first, then keep the given order (registration).
/// Returns indexes into `keys`. Deterministic: the same players seed the same way.
pub fn seed_order(keys: &[SeedKey]) -> Vec<usize> {
    let mut order: Vec<usize> = (0..keys.len()).collect();
    order.sort_by(|&a, &b| {
        let (ka, kb) = (keys[a], keys[b]);
        kb.shown
            .cmp(&ka.shown)
            .then(ka.rd.cmp(&kb.rd))
            .then(a.cmp(&b))
    });
    order
}

/// One line of a group's final standings, as the cut reads it: in standings order
/// (points, tie-breaks, then seat, which is the seeding by rating).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CutLine {
    pub seat: usize,
    pub points_half: u32,
}

/// The seats of a group that advance, `lines` in standings order. The first
/// `advance` go through; under [`AdvanceTies::All`] so does everyone level on points with
/// the last of them. A cut never takes a whole group of two or more (it takes at most
/// all but the last): so every stage is smaller than the one before, and the event ends.
pub fn cut(lines: &[CutLine], advance: usize, ties: AdvanceTies) -> Vec<usize> {
    let cap = if lines.len() >= 2 {
        lines.len() - 1
    } else {
        lines.len()
    };
    let take = advance.min(cap);
    if take == 0 {
        return Vec::new();
    }
    let mut through = take;
    if ties == AdvanceTies::All {
        let level = lines[take - 1].points_half;
        through = lines
            .iter()
            .take_while(|l| l.points_half >= level)
            .count()
            .max(take);
        if through > cap {
            through = take;
        }
    }
    lines[..through].iter().map(|l| l.seat).collect()
}

/// The seats that went through only by rating: each shares its place with a seat
/// left out when rating is no tie-break (`places`: every seat of the group that the
/// cut read, with its place in standings computed without the `rating` tie-break, so
/// players level on points and every other tie-break share one), that is, the
/// `rating` tie-break or the seeding (by rating) put it ahead. The standings say
/// "(by rating)" next to them (issue 45). `through` is the cut's answer.
pub fn through_by_rating(places: &[(usize, usize)], through: &[usize]) -> Vec<usize> {
    let left_out: Vec<usize> = places
        .iter()
        .filter(|(seat, _)| !through.contains(seat))
        .map(|&(_, place)| place)
        .collect();
    places
        .iter()
        .filter(|(seat, place)| through.contains(seat) && left_out.contains(place))
        .map(|&(seat, _)| seat)
        .collect()
}

/// Whether a groups event of `rules` may end in a final of one single game (two
/// players meeting once, so the colour decides much) for some field size in `players`:
/// the creation form warns its organiser (issue 45). Ties that let more players through
/// are not counted on: the warning is about what the rules allow.
pub fn one_game_final_possible(
    rules: &GroupRules,
    players: std::ops::RangeInclusive<usize>,
) -> bool {
    let (low, high) = (*players.start(), (*players.end()).min(MAX_PLAYERS));
    (low.max(2)..=high).any(|n| final_games_of(rules, n) == Some(1))
}

/// The games of the final a groups event of `players` players plays under `rules` when
/// each group sends exactly `advance_per_group` through (None: no final is played).
fn final_games_of(rules: &GroupRules, players: usize) -> Option<usize> {
    // A round robin of `n` players, once or twice.
    let games = |n: usize, format: Format| {
        let rounds = if format == Format::DoubleRoundRobin {
            2
        } else {
            1
        };
        (n >= 2).then_some(n * (n - 1) / 2 * rounds)
    };
    let mut field = players;
    // Every stage is smaller than the one before, so this ends.
    loop {
        let sizes = group_sizes(field, rules.group_size);
        if sizes.len() <= 1 {
            return games(field, rules.group_format());
        }
        let advancing: usize = sizes
            .iter()
            .map(|&s| rules.advance_per_group.min(s.saturating_sub(1).max(1)))
            .sum();
        match next_stage(rules, sizes.len(), advancing) {
            NextStage::Over => return None,
            NextStage::Groups => field = advancing,
            // The final is one group of everyone through, whatever the group size.
            NextStage::Final(format) => return games(advancing, format),
        }
    }
}

#[cfg(test)]
mod tests;
