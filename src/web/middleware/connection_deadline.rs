//! Deadlines on a connection's I/O, so that no client holds a connection (and one of the
//! `MAX_CONNECTIONS` slots) for ever. actix times the head of a connection's first
//! request and idle keep-alive, and `request_timeout` times bodies; nothing else.
//! Two holes remain, which the stream here closes:
//!
//! - **Reading:** a client that begins a later request on a kept-alive connection and
//!   goes silent. From our last byte sent (or the connection's start) the client has
//!   twice `REQUEST_TIMEOUT` to get its next request to us; then the read side reports
//!   end of stream, and actix finishes what it is doing and closes the connection.
//!   Twice, so that a stalled body still gets its 408 from the body deadline first.
//! - **Writing:** a client that does not take our answer. A write that makes no
//!   progress for `REQUEST_TIMEOUT` fails with `TimedOut`, and actix drops the
//!   connection.
//!
//! An answer written slowly but steadily is never cut off, nor is a handler that takes
//! long: it still answers, on a connection that then closes.

use std::{
    io,
    pin::Pin,
    task::{Context, Poll},
    time::Duration,
};

use tokio::{
    io::{AsyncRead, AsyncWrite, ReadBuf},
    time::{Instant, Sleep},
};

/// What the deadlines are measured from; pure, "now" is passed in.
#[derive(Clone, Copy, Debug)]
pub struct Progress {
    limit: Duration,
    /// When we last sent a byte (or the connection began).
    last_sent: Instant,
    /// Since when a write has been waiting without progress.
    write_stalled_since: Option<Instant>,
}

impl Progress {
    /// A connection accepted at `now`, with `REQUEST_TIMEOUT` as `limit`.
    pub fn new(limit: Duration, now: Instant) -> Self {
        Self {
            limit,
            last_sent: now,
            write_stalled_since: None,
        }
    }

    /// A write handed bytes to the socket at `now`.
    pub fn sent(&mut self, now: Instant) {
        self.last_sent = now;
        self.write_stalled_since = None;
    }

    /// When a read still waiting for the client's bytes gives up.
    pub fn read_deadline(&self) -> Instant {
        self.last_sent + 2 * self.limit
    }

    /// When a write that cannot proceed at `now` gives up: `limit` after it first
    /// could not.
    pub fn write_deadline(&mut self, now: Instant) -> Instant {
        *self.write_stalled_since.get_or_insert(now) + self.limit
    }
}

/// A connection's stream with the deadlines of [`Progress`] on its reads and writes.
pub struct DeadlineStream<T> {
    io: T,
    progress: Progress,
    read_timer: Option<Pin<Box<Sleep>>>,
    write_timer: Option<Pin<Box<Sleep>>>,
}

impl<T> DeadlineStream<T> {
    /// Wraps a freshly accepted connection; `limit` is `REQUEST_TIMEOUT`.
    pub fn new(io: T, limit: Duration) -> Self {
        Self {
            io,
            progress: Progress::new(limit, Instant::now()),
            read_timer: None,
            write_timer: None,
        }
    }
}

/// Arms `timer` for `deadline` and polls it: ready once the deadline has passed.
fn expired(timer: &mut Option<Pin<Box<Sleep>>>, deadline: Instant, cx: &mut Context<'_>) -> bool {
    let timer = timer.get_or_insert_with(|| Box::pin(tokio::time::sleep_until(deadline)));
    if timer.deadline() != deadline {
        timer.as_mut().reset(deadline);
    }
    timer.as_mut().poll(cx).is_ready()
}

impl<T: AsyncRead + Unpin> AsyncRead for DeadlineStream<T> {
    fn poll_read(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &mut ReadBuf<'_>,
    ) -> Poll<io::Result<()>> {
        let this = &mut *self;
        if Pin::new(&mut this.io).poll_read(cx, buf)?.is_ready() {
            return Poll::Ready(Ok(()));
        }
        if !expired(&mut this.read_timer, this.progress.read_deadline(), cx) {
            return Poll::Pending;
        }
        tracing::debug!("no request from the client in time: closing the connection");
        // End of stream, not an error: an answer under way is still sent.
        Poll::Ready(Ok(()))
    }
}

impl<T: AsyncWrite + Unpin> AsyncWrite for DeadlineStream<T> {
    fn poll_write(
        mut self: Pin<&mut Self>,
        cx: &mut Context<'_>,
        buf: &[u8],
    ) -> Poll<io::Result<usize>> {
        let this = &mut *self;
        if let Poll::Ready(written) = Pin::new(&mut this.io).poll_write(cx, buf) {
            if written.as_ref().is_ok_and(|n| *n > 0) {
                this.progress.sent(Instant::now());
            }
            return Poll::Ready(written);
        }
        let deadline = this.progress.write_deadline(Instant::now());
        if !expired(&mut this.write_timer, deadline, cx) {
            return Poll::Pending;
        }
        tracing::debug!("the client did not take the answer in time: closing the connection");
        Poll::Ready(Err(io::Error::new(
            io::ErrorKind::TimedOut,
            "the client did not read the answer in time",
        )))
    }

    pass_flush_and_shutdown!();
}

#[cfg(test)]
mod tests {
    use super::*;

    const LIMIT: Duration = Duration::from_secs(30);

    #[test]
    fn the_client_has_twice_the_limit_after_our_last_byte_for_its_request() {
        let start = Instant::now();
        let mut progress = Progress::new(LIMIT, start);
        assert_eq!(progress.read_deadline(), start + 2 * LIMIT);
        let later = start + Duration::from_secs(7);
        progress.sent(later);
        assert_eq!(progress.read_deadline(), later + 2 * LIMIT);
    }

    #[test]
    fn a_write_gives_up_the_limit_after_it_stalled_and_progress_starts_it_again() {
        let start = Instant::now();
        let mut progress = Progress::new(LIMIT, start);
        let stalled = start + Duration::from_secs(100);
        assert_eq!(progress.write_deadline(stalled), stalled + LIMIT);
        // Asked again while still stalled: the same deadline.
        let still = stalled + Duration::from_secs(10);
        assert_eq!(progress.write_deadline(still), stalled + LIMIT);
        // Progress, then a new stall: a fresh limit.
        progress.sent(still);
        let again = still + Duration::from_secs(1);
        assert_eq!(progress.write_deadline(again), again + LIMIT);
    }
}
