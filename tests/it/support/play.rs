//! Two players and a game between them, made through the site's forms, for the game
//! page's tests (over HTTP and in the browser).

use reqwest::StatusCode;

use super::{Browser, Page, TestApp};

/// Two verified players in a running game from start position `start` (white is the
/// first), made by a challenge and its acceptance.
pub struct TwoPlayers {
    pub white: Browser,
    pub white_name: String,
    pub black: Browser,
    pub black_name: String,
    pub game: i64,
}

impl TwoPlayers {
    pub async fn new(app: &TestApp, start: u16) -> Self {
        let (white, white_name) = app.verified_user("white").await;
        let (black, black_name) = app.verified_user("black").await;
        let number = start.to_string();
        let res = white
            .post_form(
                "/challenges",
                &[
                    ("opponent", black_name.as_str()),
                    ("color", "white"),
                    ("days_per_move", "3"),
                    ("start", "number"),
                    ("start_number", &number),
                ],
            )
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
        let list = black.get("/challenges").await.body;
        let at = list
            .find("id=\"challenge-")
            .expect("a challenge in the list");
        let id: i64 = list[at + 14..].split('"').next().unwrap().parse().unwrap();
        let res = black
            .post_form(&format!("/challenges/{id}/accept"), &[])
            .await;
        assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
        let game = res
            .location()
            .trim_start_matches("/games/")
            .parse()
            .unwrap();
        Self {
            white,
            white_name,
            black,
            black_name,
            game,
        }
    }

    /// The player on move after `ply` half-moves.
    pub fn on_move(&self, ply: usize) -> &Browser {
        if ply.is_multiple_of(2) {
            &self.white
        } else {
            &self.black
        }
    }

    /// Plays `moves` in turn through the move form, each answered 303.
    pub async fn play_all(&self, moves: &[&str]) {
        for (ply, mv) in moves.iter().enumerate() {
            let res = play(self.on_move(ply), self.game, mv, &[]).await;
            assert_eq!(res.status, StatusCode::SEE_OTHER, "{mv}: {}", res.body);
        }
    }
}

/// The hidden `ply` of the page's move form.
pub fn form_ply(html: &str) -> String {
    let at = html.find("name=\"ply\" value=\"").expect("a move form");
    html[at + 18..].split('"').next().unwrap().to_owned()
}

/// Plays `mv` through the game page's form with `extra` fields, as a browser would.
pub async fn play(browser: &Browser, game: i64, mv: &str, extra: &[(&str, &str)]) -> Page {
    let page = browser.get(&format!("/games/{game}")).await;
    let ply = form_ply(&page.body);
    let mut fields = vec![("move", mv), ("ply", ply.as_str())];
    fields.extend_from_slice(extra);
    browser
        .post_form(&format!("/games/{game}/move"), &fields)
        .await
}

/// Posts a form and asserts the redirect (303) that a successful post answers with.
pub async fn post_ok(browser: &Browser, path: &str, fields: &[(&str, &str)]) {
    let res = browser.post_form(path, fields).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{path}: {}", res.body);
}

/// Plays `mv` through the game page's form and asserts it was taken (303).
pub async fn play_ok(browser: &Browser, game: i64, mv: &str) -> Page {
    let res = play(browser, game, mv, &[]).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{mv}: {}", res.body);
    res
}

/// The game `challenger` starts by posting the challenge form's `fields` (which name
/// the opponent) and `opponent` accepts: its id.
pub async fn accepted_game(
    app: &TestApp,
    challenger: &Browser,
    opponent: &Browser,
    fields: &[(&str, &str)],
) -> i64 {
    let res = challenger.post_form("/challenges", fields).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let id: i64 = sqlx::query_scalar("SELECT id FROM challenges ORDER BY id DESC LIMIT 1")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let res = opponent
        .post_form(&format!("/challenges/{id}/accept"), &[])
        .await;
    res.location()
        .trim_start_matches("/games/")
        .parse()
        .unwrap()
}
