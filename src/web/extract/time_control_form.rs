//! The time-control fields of every form that sets a time control (a challenge, a
//! tournament, a team match), declared once and read into a [`TimeControlInput`] once.
//!
//! [`TimeControlInput`]: crate::service::time_control_input::TimeControlInput

/// Declares the form struct `$name` with its own fields followed by the time-control
/// fields (`time_control`, `days_per_move`, `increment_days`, `max_days`, `moves`,
/// `days`, `double_after`, `max_silence_days`: names are a contract, see
/// docs/ROUTES.md), and `$name::take_time_control`, which reads them.
///
/// Why a macro and not a nested struct under `#[serde(flatten)]`: serde reads a
/// flattened struct as a map, whose fields neither the derive lists nor the error path
/// names, so a refused character in one of them could not be shown at its field (see
/// [`field_names`](super::field_names)).
macro_rules! form_with_time_control {
    ($(#[$attr:meta])* $vis:vis struct $name:ident { $($fields:tt)* }) => {
        $(#[$attr])*
        $vis struct $name {
            $($fields)*
            #[serde(default)]
            time_control: $crate::domain::SingleLine,
            #[serde(default)]
            days_per_move: $crate::domain::SingleLine,
            #[serde(default)]
            increment_days: $crate::domain::SingleLine,
            #[serde(default)]
            max_days: $crate::domain::SingleLine,
            #[serde(default)]
            moves: $crate::domain::SingleLine,
            #[serde(default)]
            days: $crate::domain::SingleLine,
            #[serde(default)]
            double_after: $crate::domain::SingleLine,
            #[serde(default)]
            max_silence_days: $crate::domain::SingleLine,
        }

        impl $name {
            /// The time-control fields as typed, taken out of the form.
            fn take_time_control(
                &mut self,
            ) -> $crate::service::time_control_input::TimeControlInput {
                use std::mem::take;
                $crate::service::time_control_input::TimeControlInput {
                    kind: take(&mut self.time_control).into(),
                    days_per_move: take(&mut self.days_per_move).into(),
                    increment_days: take(&mut self.increment_days).into(),
                    max_days: take(&mut self.max_days).into(),
                    moves: take(&mut self.moves).into(),
                    days: take(&mut self.days).into(),
                    double_after: take(&mut self.double_after).into(),
                    max_silence_days: take(&mut self.max_silence_days).into(),
                }
            }
        }
    };
}
pub(crate) use form_with_time_control;

/// The names of the fields [`form_with_time_control!`] adds, in their order.
#[cfg(test)]
pub(crate) const TIME_CONTROL_FIELDS: [&str; 8] = [
    "time_control",
    "days_per_move",
    "increment_days",
    "max_days",
    "moves",
    "days",
    "double_after",
    "max_silence_days",
];

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    use super::TIME_CONTROL_FIELDS;
    use crate::{domain::SingleLine, web::extract::field_names::field_names};

    form_with_time_control! {
        #[derive(Deserialize)]
        struct Sample {
            #[serde(default)]
            name: SingleLine,
        }
    }

    #[test]
    fn the_time_control_fields_are_named_fields_of_the_form() {
        // A refused character is shown at its field only if the derive names it.
        assert_eq!(field_names::<Sample>()[0], "name");
        assert_eq!(field_names::<Sample>()[1..], TIME_CONTROL_FIELDS);
        let mut form: Sample = serde_urlencoded::from_str(
            "name=x&time_control=fischer&days_per_move=30&increment_days=1&max_silence_days=20",
        )
        .unwrap();
        let tc = form.take_time_control();
        assert_eq!(
            [
                &tc.kind,
                &tc.days_per_move,
                &tc.increment_days,
                &tc.max_silence_days,
                &tc.moves
            ],
            ["fischer", "30", "1", "20", ""]
        );
        assert_eq!(form.name.as_str(), "x");
    }

    #[test]
    fn every_form_with_a_time_control_names_its_fields() {
        use crate::web::{
            admin::tournaments::TournamentForm, game::challenges::ChallengeForm,
            team_match::challenge::MatchForm,
        };
        // The macro's users: a refused time-control field is shown at that field.
        for (form, names) in [
            ("challenge", field_names::<ChallengeForm>()),
            ("tournament", field_names::<TournamentForm>()),
            ("team match", field_names::<MatchForm>()),
        ] {
            assert!(names.ends_with(&TIME_CONTROL_FIELDS), "{form}: {names:?}");
        }
    }
}
