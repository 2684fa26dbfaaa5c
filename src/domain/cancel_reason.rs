//! Why a tournament was cancelled, stored as a short code (`organisers`,
//! `too-few:3:4`) and worded for each reader; a reason stored as a sentence before the
//! codes existed is shown as it was written.

/// Why a tournament was cancelled.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum CancelReason {
    /// An admin or the organiser cancelled it.
    Organisers,
    /// The registration deadline passed with `registered` of the `needed` players.
    TooFew { registered: u32, needed: u32 },
    /// A sentence stored as written.
    Written(String),
}

impl CancelReason {
    /// The value stored in `tournaments.cancel_reason`.
    pub fn stored(&self) -> String {
        match self {
            CancelReason::Organisers => "organisers".into(),
            CancelReason::TooFew { registered, needed } => format!("too-few:{registered}:{needed}"),
            CancelReason::Written(text) => text.clone(),
        }
    }

    /// The reason a stored value names (anything else is a sentence as written).
    pub fn from_stored(stored: &str) -> Self {
        if stored == "organisers" {
            return CancelReason::Organisers;
        }
        let counts = stored.strip_prefix("too-few:").and_then(|rest| {
            let (registered, needed) = rest.split_once(':')?;
            Some(CancelReason::TooFew {
                registered: registered.parse().ok()?,
                needed: needed.parse().ok()?,
            })
        });
        counts.unwrap_or_else(|| CancelReason::Written(stored.to_owned()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_go_in_and_out_of_storage_unchanged() {
        for reason in [
            CancelReason::Organisers,
            CancelReason::TooFew {
                registered: 2,
                needed: 4,
            },
            CancelReason::Written("Der Saal brannte.".into()),
        ] {
            assert_eq!(CancelReason::from_stored(&reason.stored()), reason);
        }
        for odd in ["too-few:", "too-few:x:4", "too-few:3", "Organisers"] {
            assert_eq!(
                CancelReason::from_stored(odd),
                CancelReason::Written(odd.into())
            );
        }
    }
}
