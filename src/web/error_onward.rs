//! Where an error page leads on: the place the refused request belongs to, so that no
//! error is a dead end (a refused challenge answer leads to the challenges, a missing
//! game to my games, a refused tournament action back to the tournament). Pure: the
//! request's path and the answer's status decide.

/// A link onward from an error page.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Onward {
    pub href: String,
    /// The link's catalog id, worded by the error page in the visitor's language.
    pub label: &'static str,
}

fn to(href: impl Into<String>, label: &'static str) -> Onward {
    Onward {
        href: href.into(),
        label,
    }
}

/// The number in the second segment of `/games/12/…` or `/tournaments/12…`.
fn id_after(rest: &str) -> Option<&str> {
    let id = rest.split(['/', '.']).next()?;
    (!id.is_empty() && id.bytes().all(|b| b.is_ascii_digit())).then_some(id)
}

/// Where to go from an error answered to a request for `path` with `status`: for
/// something that is not there (404) the list it would be in; for a refused action the
/// page the action was on.
pub fn onward(path: &str, status: u16) -> Onward {
    let missing = status == 404;
    if let Some(rest) = path.strip_prefix("/games/") {
        return match id_after(rest) {
            Some(id) if !missing => to(format!("/games/{id}"), "onward-game"),
            _ => to("/games", "onward-games"),
        };
    }
    let tournament = path
        .strip_prefix("/tournaments/")
        .or_else(|| path.strip_prefix("/admin/tournaments/"));
    if let Some(rest) = tournament {
        return match id_after(rest) {
            Some(id) if !missing => to(format!("/tournaments/{id}"), "onward-tournament"),
            _ => to("/tournaments", "onward-tournaments"),
        };
    }
    if let Some(rest) = path.strip_prefix("/matches/") {
        return match id_after(rest) {
            Some(id) if !missing => to(format!("/matches/{id}"), "onward-match"),
            _ => to("/clubs", "onward-clubs"),
        };
    }
    let areas: [(&str, &str, &'static str); 8] = [
        ("/challenges", "/challenges", "onward-challenges"),
        ("/settings", "/settings", "onward-settings"),
        ("/admin", "/admin", "onward-admin"),
        ("/players", "/players", "onward-players"),
        ("/positions", "/positions", "onward-positions"),
        ("/clubs", "/clubs", "onward-clubs"),
        ("/password-reset", "/password-reset", "onward-reset"),
        ("/verify-email", "/settings", "onward-settings"),
    ];
    for (prefix, href, label) in areas {
        if path == prefix || path.starts_with(&format!("{prefix}/")) {
            return to(href, label);
        }
    }
    to("/", "front-page")
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each case: a request's path and answer's status, and where its error page leads.
    #[track_caller]
    fn leads(cases: &[(&str, u16, &str)]) {
        for &(path, status, href) in cases {
            assert_eq!(onward(path, status).href, href, "{path} {status}");
        }
    }

    #[test]
    fn refused_actions_lead_back_to_their_page() {
        leads(&[
            ("/challenges/7/accept", 409, "/challenges"),
            ("/challenges/7/cancel", 403, "/challenges"),
            ("/challenges", 403, "/challenges"),
            ("/games/12/move", 409, "/games/12"),
            ("/games/12/resign", 403, "/games/12"),
            ("/tournaments/3/join", 409, "/tournaments/3"),
            ("/admin/tournaments/3/edit", 409, "/tournaments/3"),
            ("/admin/tournaments/3/start", 409, "/tournaments/3"),
            ("/settings/vacations", 409, "/settings"),
            ("/admin", 403, "/admin"),
            ("/matches/1/signup", 409, "/matches/1"),
            ("/matches/1/accept", 403, "/matches/1"),
        ]);
    }

    #[test]
    fn missing_things_lead_to_their_list() {
        leads(&[
            ("/games/999999", 404, "/games"),
            ("/games/999999.pgn", 404, "/games"),
            ("/games/x", 404, "/games"),
            ("/tournaments/42", 404, "/tournaments"),
            ("/admin/tournaments/42/edit", 404, "/tournaments"),
            ("/players/nobody", 404, "/players"),
            ("/positions/961", 404, "/positions"),
            ("/settings/tokens/9/revoke", 404, "/settings"),
            ("/matches/999", 404, "/clubs"),
            ("/clubs/nobody", 404, "/clubs"),
        ]);
    }

    #[test]
    fn anything_else_leads_to_the_front_page() {
        leads(&[
            ("/", 500, "/"),
            ("/no/such/page", 404, "/"),
            ("/gamesx", 404, "/"),
            ("/challengesx", 404, "/"),
            ("/verify-email", 400, "/settings"),
        ]);
        assert_eq!(onward("/nowhere", 404).label, "front-page");
    }

    #[test]
    fn every_label_reads_in_both_languages() {
        use crate::i18n::Lang;
        let paths = [
            "/games/1",
            "/games/x",
            "/tournaments/1",
            "/tournaments",
            "/challenges",
            "/settings",
            "/admin",
            "/players/x",
            "/positions/1000",
            "/password-reset",
            "/verify-email",
            "/matches/1",
            "/clubs/x",
            "/",
        ];
        for path in paths {
            for status in [403, 404] {
                let label = onward(path, status).label;
                for lang in Lang::ALL {
                    assert!(!lang.t(label).is_empty(), "{path} {label} {lang:?}");
                }
            }
        }
        assert_eq!(
            Lang::De.t(onward("/games/1", 409).label),
            "Zurück zur Partie"
        );
    }
}
