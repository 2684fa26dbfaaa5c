//! A [`TimeControl`] in its six columns (`tc_kind`, `days_per_move`, `increment_days`,
//! `max_days`, and for moves in days `period_moves` and `double_after`), which games,
//! challenges and tournaments share: one decoding for rows and one way to bind it. The
//! last two (migration 0109) are bound apart, at the end of a statement's parameters,
//! so the statements written before them kept their numbering.

use sqlx::{
    Postgres,
    postgres::PgArguments,
    query::{Query, QueryScalar},
};

use crate::domain::clock::{StoredTimeControl, TimeControl, TimeControlKind};

/// The six columns, read with `#[sqlx(flatten, try_from = "TimeControlColumns")]`.
#[derive(sqlx::FromRow)]
pub struct TimeControlColumns {
    tc_kind: TimeControlKind,
    days_per_move: i32,
    increment_days: i32,
    max_days: Option<i32>,
    period_moves: Option<i32>,
    double_after: Option<i32>,
}

impl TryFrom<TimeControlColumns> for TimeControl {
    type Error = String;

    fn try_from(c: TimeControlColumns) -> Result<Self, String> {
        TimeControl::from_columns(StoredTimeControl {
            kind: c.tc_kind,
            days: c.days_per_move,
            increment_days: c.increment_days,
            max_days: c.max_days,
            period_moves: c.period_moves,
            double_after: c.double_after,
        })
    }
}

/// Binds a time control as the next four parameters, in the order `tc_kind`,
/// `days_per_move`, `increment_days`, `max_days`.
pub trait BindTimeControl {
    fn bind_time_control(self, tc: &TimeControl) -> Self;

    /// Binds the period's columns of `tc` as the next two parameters: `period_moves`,
    /// `double_after` (both NULL for per move and Fischer).
    fn bind_periods(self, tc: &TimeControl) -> Self;
}

/// The one body of [`BindTimeControl`], for each sqlx query type that binds (they share
/// `bind` by name only, not through a trait).
macro_rules! bind_time_control_for {
    ($($generics:ident)?; $ty:ty) => {
        impl<$($generics)?> BindTimeControl for $ty {
            fn bind_time_control(self, tc: &TimeControl) -> Self {
                let c = tc.columns();
                self.bind(c.kind)
                    .bind(c.days)
                    .bind(c.increment_days)
                    .bind(c.max_days)
            }

            fn bind_periods(self, tc: &TimeControl) -> Self {
                let c = tc.columns();
                self.bind(c.period_moves).bind(c.double_after)
            }
        }
    };
}

bind_time_control_for!(; Query<'_, Postgres, PgArguments>);
bind_time_control_for!(O; QueryScalar<'_, Postgres, O, PgArguments>);
