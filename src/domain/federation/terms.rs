//! A challenge's time control on the wire (`ChallengeOffer::time_control`): the stored
//! columns by name, so the receiver rebuilds exactly the clock home will run.

use serde_json::{Value, json};

use crate::domain::clock::{StoredTimeControl, TimeControl, TimeControlKind};

/// `tc` and the silence rule's days as the `time_control` object.
pub fn time_control_json(tc: &TimeControl, max_silence_days: Option<i32>) -> Value {
    let c = tc.columns();
    json!({
        "kind": c.kind.as_str(),
        "days": c.days,
        "increment_days": c.increment_days,
        "max_days": c.max_days,
        "period_moves": c.period_moves,
        "double_after": c.double_after,
        "max_silence_days": max_silence_days,
    })
}

/// The time control and silence rule of a `time_control` object; `None` when it is
/// not one this server can run.
pub fn time_control_from(value: &Value) -> Option<(TimeControl, Option<i32>)> {
    let int = |name: &str| -> Option<Option<i32>> {
        match value.get(name) {
            None | Some(Value::Null) => Some(None),
            Some(v) => v.as_i64().and_then(|n| i32::try_from(n).ok()).map(Some),
        }
    };
    let kind = TimeControlKind::parse(value.get("kind")?.as_str()?)?;
    let tc = TimeControl::from_columns(StoredTimeControl {
        kind,
        days: int("days")??,
        increment_days: int("increment_days")?.unwrap_or(0),
        max_days: int("max_days")?,
        period_moves: int("period_moves")?,
        double_after: int("double_after")?,
    })
    .ok()?;
    let silence = int("max_silence_days")?;
    Some((tc, silence))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn each_kind_goes_over_the_wire_and_back() {
        let fischer = TimeControl::Fischer {
            base_days: 10,
            increment_days: 2,
            max_days: Some(20),
        };
        for (tc, silence) in [
            (TimeControl::PerMove { days: 3 }, None),
            (fischer, Some(14)),
        ] {
            let v = time_control_json(&tc, silence);
            assert_eq!(time_control_from(&v), Some((tc, silence)));
        }
    }

    #[test]
    fn an_unknown_kind_or_a_missing_number_is_refused() {
        let mut v = time_control_json(&TimeControl::PerMove { days: 3 }, None);
        v["kind"] = json!("hourglass");
        assert_eq!(time_control_from(&v), None);
        let mut v = time_control_json(&TimeControl::PerMove { days: 3 }, None);
        v["days"] = json!("three");
        assert_eq!(time_control_from(&v), None);
        assert_eq!(time_control_from(&json!({"kind": "per_move"})), None);
    }
}
