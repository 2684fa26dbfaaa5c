//! Test support: the message ids a language's catalog lacked while a closure ran
//! (`Lang::t`, `t1`, `t2`, `format` and `words` then show nothing rather than English).

use std::cell::RefCell;

use super::Lang;

thread_local! {
    static MISSES: RefCell<Option<Vec<(Lang, String)>>> = const { RefCell::new(None) };
}

/// Records a miss when recording is on in this thread; says whether it was.
pub(super) fn record(lang: Lang, id: &str) -> bool {
    MISSES.with(|m| match m.borrow_mut().as_mut() {
        Some(misses) => {
            misses.push((lang, id.to_owned()));
            true
        }
        None => false,
    })
}

/// Runs `f` with every lookup held to its own language's catalog; gives what `f`
/// returned and the (language, id) pairs its catalog lacked.
pub(crate) fn recording<T>(f: impl FnOnce() -> T) -> (T, Vec<(Lang, String)>) {
    MISSES.with(|m| *m.borrow_mut() = Some(Vec::new()));
    let out = f();
    let misses = MISSES.with(|m| m.borrow_mut().take()).unwrap_or_default();
    (out, misses)
}
