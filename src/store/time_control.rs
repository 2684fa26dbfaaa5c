//! A [`TimeControl`] in its four columns (`tc_kind`, `days_per_move`, `increment_days`,
//! `max_days`), which games, challenges and tournaments share: one decoding for rows
//! and one way to bind it.

use sqlx::{
    Postgres,
    postgres::PgArguments,
    query::{Query, QueryScalar},
};

use crate::domain::clock::{TimeControl, TimeControlKind};

/// The four columns, read with `#[sqlx(flatten, try_from = "TimeControlColumns")]`.
#[derive(sqlx::FromRow)]
pub struct TimeControlColumns {
    tc_kind: TimeControlKind,
    days_per_move: i32,
    increment_days: i32,
    max_days: Option<i32>,
}

impl TryFrom<TimeControlColumns> for TimeControl {
    type Error = String;

    fn try_from(c: TimeControlColumns) -> Result<Self, String> {
        TimeControl::from_columns(c.tc_kind, c.days_per_move, c.increment_days, c.max_days)
    }
}

/// Binds a time control as the next four parameters, in the order `tc_kind`,
/// `days_per_move`, `increment_days`, `max_days`.
pub trait BindTimeControl {
    fn bind_time_control(self, tc: &TimeControl) -> Self;
}

impl BindTimeControl for Query<'_, Postgres, PgArguments> {
    fn bind_time_control(self, tc: &TimeControl) -> Self {
        let (kind, days, increment, max_days) = tc.columns();
        self.bind(kind).bind(days).bind(increment).bind(max_days)
    }
}

impl<O> BindTimeControl for QueryScalar<'_, Postgres, O, PgArguments> {
    fn bind_time_control(self, tc: &TimeControl) -> Self {
        let (kind, days, increment, max_days) = tc.columns();
        self.bind(kind).bind(days).bind(increment).bind(max_days)
    }
}
