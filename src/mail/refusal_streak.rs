//! Tells a server that refuses every message (account suspended, throttling) from one that
//! refuses a message: several different messages refused in a row, with no delivery
//! between, are the server's failure, and the queue pauses instead of running through the
//! whole backlog and pushing every message back by hours.

/// How many different messages refused in a row, with nothing delivered between, mean the
/// server, not the messages, is failing.
pub const REFUSALS_IN_A_ROW: usize = 3;

/// The messages refused in a row in one delivery run (pure; the worker does the I/O).
#[derive(Debug, Default)]
pub struct RefusalStreak {
    ids: Vec<i64>,
}

impl RefusalStreak {
    /// A message was delivered: the server works, the streak ends.
    pub fn delivered(&mut self) {
        self.ids.clear();
    }

    /// A message was refused. When this makes [`REFUSALS_IN_A_ROW`] different messages,
    /// returns the ones refused before it, which then count as victims of a failing
    /// server like this one; `None` while the refusals may still be about the messages.
    pub fn refused(&mut self, id: i64) -> Option<Vec<i64>> {
        if !self.ids.contains(&id) {
            self.ids.push(id);
        }
        if self.ids.len() < REFUSALS_IN_A_ROW {
            return None;
        }
        let mut earlier = std::mem::take(&mut self.ids);
        earlier.retain(|&other| other != id);
        Some(earlier)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_third_different_refusal_in_a_row_is_the_servers_failure() {
        let mut streak = RefusalStreak::default();
        assert_eq!(streak.refused(1), None);
        assert_eq!(streak.refused(2), None);
        assert_eq!(streak.refused(3), Some(vec![1, 2]));
        // The streak starts again afterwards.
        assert_eq!(streak.refused(4), None);
    }

    #[test]
    fn a_delivery_between_refusals_ends_the_streak() {
        let mut streak = RefusalStreak::default();
        assert_eq!(streak.refused(1), None);
        assert_eq!(streak.refused(2), None);
        streak.delivered();
        assert_eq!(streak.refused(3), None);
        assert_eq!(streak.refused(4), None);
        assert_eq!(streak.refused(5), Some(vec![3, 4]));
    }

    #[test]
    fn one_message_refused_again_counts_once() {
        let mut streak = RefusalStreak::default();
        assert_eq!(streak.refused(7), None);
        assert_eq!(streak.refused(7), None);
        assert_eq!(streak.refused(8), None);
        assert_eq!(streak.refused(9), Some(vec![7, 8]));
    }
}
