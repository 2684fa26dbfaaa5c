//! Every argon2 hash and verify of the process goes through one [`PasswordHasher`]. Each
//! takes 19 MiB and a core for a while, so letting every request hash at once lets anyone
//! exhaust the server's memory. At most `concurrency` run at a time on blocking threads;
//! others queue for a slot up to `max_wait`, then fail with [`Overloaded`], which the web
//! and API boundaries answer with 503 and `Retry-After`.

use std::{
    sync::{
        Arc,
        atomic::{AtomicU64, Ordering},
    },
    time::Duration,
};

use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::domain::password_hash;

/// No hashing slot came free within the wait: the caller should try again later.
#[derive(Debug, thiserror::Error)]
#[error("every password hashing slot is busy; try again in {retry_after} seconds")]
pub struct Overloaded {
    pub retry_after: u64,
}

/// Runs password hashes and checks on blocking threads, a bounded number at a time.
/// Cheap to clone: clones share the slots.
#[derive(Clone, Debug)]
pub struct PasswordHasher {
    slots: Arc<Semaphore>,
    max_wait: Duration,
    runs: Arc<AtomicU64>,
}

/// One hashing slot; the slot is free again when this is dropped.
#[derive(Debug)]
pub struct Slot {
    _permit: OwnedSemaphorePermit,
}

impl PasswordHasher {
    /// A hasher with `concurrency` slots (at least one) whose callers wait up to `max_wait`.
    pub fn new(concurrency: usize, max_wait: Duration) -> Self {
        Self {
            slots: Arc::new(Semaphore::new(concurrency.max(1))),
            max_wait,
            runs: Arc::new(AtomicU64::new(0)),
        }
    }

    /// Waits for a free slot, up to the configured wait.
    pub async fn slot(&self) -> Result<Slot, Overloaded> {
        let overloaded = || Overloaded {
            retry_after: self.max_wait.as_secs().max(1),
        };
        match tokio::time::timeout(self.max_wait, self.slots.clone().acquire_owned()).await {
            Ok(Ok(permit)) => Ok(Slot { _permit: permit }),
            Ok(Err(_)) | Err(_) => Err(overloaded()),
        }
    }

    /// How many hashes and checks have run (or started) since the process began.
    pub fn runs(&self) -> u64 {
        self.runs.load(Ordering::Relaxed)
    }

    /// Hashes a new password (argon2id, fresh salt).
    pub async fn hash(&self, password: String) -> anyhow::Result<String> {
        self.run(move || password_hash::hash(&password)).await?
    }

    /// Whether `password` matches `stored`; with no stored hash (no such account) it
    /// checks against a hash nobody knows, so the answer takes as long and is false.
    pub async fn verify(&self, password: String, stored: Option<String>) -> anyhow::Result<bool> {
        self.run(move || match stored {
            Some(hash) => password_hash::verify(&password, &hash),
            None => {
                password_hash::verify(&password, password_hash::dummy_hash());
                false
            }
        })
        .await
    }

    /// Runs `work` on a blocking thread once a slot is free. The slot moves into the
    /// thread, so a caller that goes away (a dropped connection) does not free it before
    /// the work ends.
    async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> anyhow::Result<T> {
        let slot = self.slot().await?;
        self.runs.fetch_add(1, Ordering::Relaxed);
        Ok(tokio::task::spawn_blocking(move || {
            let result = work();
            drop(slot);
            result
        })
        .await?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn hashes_and_verifies_within_the_slots() {
        let hasher = PasswordHasher::new(1, Duration::from_secs(5));
        let hash = hasher.hash("correct horse battery".into()).await.unwrap();
        assert!(
            hasher
                .verify("correct horse battery".into(), Some(hash.clone()))
                .await
                .unwrap()
        );
        assert!(!hasher.verify("wrong".into(), Some(hash)).await.unwrap());
        assert!(
            !hasher
                .verify("no account has this password".into(), None)
                .await
                .unwrap(),
            "no stored hash never matches"
        );
        assert_eq!(hasher.runs(), 4);
    }

    #[tokio::test]
    async fn a_full_hasher_refuses_after_the_wait() {
        let hasher = PasswordHasher::new(1, Duration::from_millis(20));
        let held = hasher.slot().await.unwrap();
        let err = hasher
            .hash("a long enough password".into())
            .await
            .unwrap_err();
        let overloaded = err.downcast_ref::<Overloaded>().expect("Overloaded");
        assert_eq!(overloaded.retry_after, 1);
        assert_eq!(hasher.runs(), 0, "nothing ran");
        drop(held);
        assert!(hasher.hash("a long enough password".into()).await.is_ok());
    }
}
