//! Control characters in what users send: every text field of every form and every
//! string of every JSON body, with a NUL in it, is answered 422 naming the field (the
//! form again with the error at the field, or an error page; `validation-failed` for
//! the API), never a 5xx, and changes nothing. The lists below are checked against the
//! route table in `src/web/mod.rs` and `src/web/api/mod.rs`: a new POST or DELETE route
//! must be added to them, or the walk fails.

use crate::support::play::post_ok;
use std::collections::BTreeSet;

use reqwest::{Method, StatusCode};
use serde_json::{Value, json};
use time::{Duration, OffsetDateTime};

use crate::{
    api::{Api, token_for},
    support::{Browser, PASSWORD, TestApp, unique},
};

/// Who sends a request: the least privileged user who can reach the route.
#[derive(Clone, Copy, Debug)]
enum Who {
    Anonymous,
    Player,
    Admin,
}

/// One form: the route as the route table writes it, the path posted to, and fields
/// that are otherwise acceptable. Every field is text and gets a NUL in turn.
struct FormCase {
    who: Who,
    route: &'static str,
    path: String,
    fields: Vec<(&'static str, String)>,
}

/// Hidden fields whose refused value is dropped for a safe default instead of being
/// named: the login's `next` (a control character in it makes the login land on the
/// front page, as browsers drop tabs and line breaks from addresses).
const DROPPED: &[(&str, &str)] = &[("POST /login", "next")];

/// One JSON body: `text` fields are free text (422 `validation-failed` naming the
/// field), `choices` are enumerations (400 `malformed-request` naming the field).
struct JsonCase {
    who: Who,
    method: Method,
    route: &'static str,
    path: String,
    body: Value,
    text: &'static [&'static str],
    choices: &'static [&'static str],
}

/// POST and DELETE routes that read no text at all (only the CSRF token, or no body),
/// or only the `confirm` tick box of a destructive action (anything but `on` is
/// answered 422 with the form again; `confirm.rs` and `tests/it/confirmations.rs`).
const WITHOUT_TEXT: &[&str] = &[
    "POST /logout",
    "POST /verify-email/resend",
    "POST /settings/vacations/{id}/cancel",
    "POST /settings/calendar",
    "POST /settings/tokens/{id}/revoke",
    "POST /challenges/{id}/accept",
    "POST /challenges/{id}/decline",
    "POST /challenges/{id}/cancel",
    "POST /games/{id}/resign",
    "POST /games/{id}/abort",
    "POST /games/{id}/rematch",
    "POST /tournaments/{id}/join",
    "POST /tournaments/{id}/leave",
    "POST /admin/tournaments/{id}/start",
    "POST /admin/tournaments/{id}/cancel",
    "POST /admin/users/{id}/delete",
    "POST /admin/users/{id}/unsuspend",
    "POST /admin/users/{id}/password-reset",
    "POST /players/{username}/block",
    "POST /players/{username}/unblock",
    "POST /admin/users/{id}/organizer",
    "POST /admin/users/{id}/organizer/revoke",
    "DELETE /api/v1/challenges/{id}",
    "POST /api/v1/challenges/{id}/accept",
    "POST /api/v1/challenges/{id}/decline",
    "POST /api/v1/games/{id}/resign",
    "POST /api/v1/games/{id}/give-time",
    "POST /api/v1/tournaments/{id}/join",
    "POST /api/v1/tournaments/{id}/leave",
    "POST /games/{id}/conditionals/{line}/delete",
    "POST /unsubscribe",
    "DELETE /api/v1/games/{id}/conditionals/{line_id}",
    "POST /games/{id}/analysis",
    "POST /api/v1/games/{id}/analysis",
    "POST /clubs/{slug}/join",
    "POST /clubs/{slug}/leave",
    "POST /clubs/{slug}/close",
    "POST /clubs/{slug}/reopen",
    "POST /clubs/{slug}/members/{username}/accept",
    "POST /clubs/{slug}/members/{username}/refuse",
    "POST /clubs/{slug}/members/{username}/admin",
    "POST /clubs/{slug}/members/{username}/remove",
    "POST /api/v1/clubs/{slug}/join",
    "POST /matches/{id}/accept",
    "POST /matches/{id}/decline",
    "POST /matches/{id}/signup",
    "POST /matches/{id}/withdraw",
    "POST /matches/{id}/start",
    "POST /api/v1/matches/{id}/accept",
    "POST /api/v1/matches/{id}/signup",
    "POST /api/v1/matches/{id}/start",
];

/// "start_date" as the error message names it: "Start date".
fn label(field: &str) -> String {
    let words = field.replace('_', " ");
    let mut chars = words.chars();
    let first = chars.next().unwrap().to_uppercase();
    first.chain(chars).collect()
}

fn poisoned(value: &str) -> String {
    format!("\u{0}{value}")
}

/// `{id:\d+}` becomes `{id}`.
fn without_patterns(path: &str) -> String {
    let (mut out, mut in_brace, mut skipping) = (String::new(), false, false);
    for c in path.chars() {
        match c {
            '{' => in_brace = true,
            ':' if in_brace => skipping = true,
            '}' => (in_brace, skipping) = (false, false),
            _ => {}
        }
        if !skipping || c == '}' {
            out.push(c);
        }
    }
    out
}

/// Every "METHOD /path" the route table registers for a method that changes something.
fn unsafe_routes() -> BTreeSet<String> {
    routes_of(&[
        ("web::post()", "POST"),
        ("web::put()", "PUT"),
        ("web::delete()", "DELETE"),
    ])
}

/// Every "METHOD /path" the route table registers for one of `methods` (the call that
/// makes its route, and the method's name).
pub(crate) fn routes_of(methods: &[(&str, &str)]) -> BTreeSet<String> {
    let mut routes = BTreeSet::new();
    for (file, prefix) in [
        ("src/web/mod.rs", ""),
        ("src/web/club/mod.rs", ""),
        ("src/web/team_match/mod.rs", ""),
        ("src/web/api/mod.rs", "/api/v1"),
    ] {
        let source =
            std::fs::read_to_string(format!("{}/{file}", env!("CARGO_MANIFEST_DIR"))).unwrap();
        let mut last_literal = String::new();
        let mut rest = source.as_str();
        while !rest.is_empty() {
            if let Some(after) = rest.strip_prefix('"') {
                let end = after.find('"').unwrap();
                last_literal = after[..end].replace("\\\\", "\\");
                rest = &after[end + 1..];
                continue;
            }
            for (call, method) in methods {
                if rest.starts_with(call) {
                    routes.insert(format!(
                        "{method} {prefix}{}",
                        without_patterns(&last_literal)
                    ));
                }
            }
            let mut chars = rest.chars();
            chars.next();
            rest = chars.as_str();
        }
    }
    routes
}

/// Counts (and the game's ply) that a refused request must leave as they were.
async fn snapshot(app: &TestApp, game: i64) -> Vec<i64> {
    let row: (i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) = sqlx::query_as(
        "SELECT (SELECT count(*) FROM users), (SELECT count(*) FROM sessions), \
                (SELECT count(*) FROM api_tokens), (SELECT count(*) FROM challenges), \
                (SELECT count(*) FROM games), (SELECT count(*) FROM moves), \
                (SELECT count(*) FROM game_messages), (SELECT count(*) FROM vacations), \
                (SELECT count(*) FROM tournaments), (SELECT count(*) FROM tournament_players), \
                (SELECT ply::bigint FROM games WHERE id = $1)",
    )
    .bind(game)
    .fetch_one(&app.pool)
    .await
    .unwrap();
    let preparations: (i64, i64) = sqlx::query_as(
        "SELECT (SELECT count(*) FROM conditional_lines), (SELECT count(*) FROM game_notes)",
    )
    .fetch_one(&app.pool)
    .await
    .unwrap();
    vec![
        row.0,
        row.1,
        row.2,
        row.3,
        row.4,
        row.5,
        row.6,
        row.7,
        row.8,
        row.9,
        row.10,
        preparations.0,
        preparations.1,
    ]
}

fn tournament_fields(name: &str) -> Vec<(&'static str, String)> {
    [
        ("name", name),
        ("description", "Three players.\r\nOne cycle."),
        ("format", "round_robin"),
        ("time_control", "per_move"),
        ("days_per_move", "3"),
        ("increment_days", ""),
        ("max_days", ""),
        ("position_policy", "game"),
        ("start_number", ""),
        ("min_players", "3"),
        ("max_players", "3"),
        ("rated", "on"),
        ("vacation_allowed", "on"),
        ("max_vacation_days", ""),
        ("tiebreaks", "sb,wins,direct"),
        ("games_per_match", "2"),
        ("max_tiebreak_pairs", "2"),
        ("registration_deadline", ""),
    ]
    .into_iter()
    .map(|(k, v)| (k, v.to_owned()))
    .collect()
}

async fn create_tournament(admin: &Browser, name: &str) -> i64 {
    let fields = tournament_fields(name);
    let fields: Vec<(&str, &str)> = fields.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let res = admin.post_form("/admin/tournaments", &fields).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    res.location()
        .strip_prefix("/tournaments/")
        .unwrap()
        .parse()
        .unwrap()
}

/// Everything the walk needs: an admin, two players with a game where the first is to
/// move, an open and a running tournament.
pub(crate) struct World {
    pub app: TestApp,
    pub anonymous: Browser,
    pub player: Browser,
    pub player_api: Api,
    pub admin: Browser,
    pub opponent: String,
    pub third: String,
    pub game: i64,
    pub open: i64,
    pub running: i64,
    pub running_game: i64,
}

pub(crate) async fn world() -> World {
    let app = TestApp::spawn().await;
    let (admin, admin_name) = app.verified_user("walkadmin").await;
    app.make_admin(&admin_name).await;
    let (player, me) = app.verified_user("alice").await;
    let (bob, opponent) = app.verified_user("bob").await;
    let (carol, third) = app.verified_user("carol").await;
    let player_api = Api::new(&app, Some(token_for(&app, &me).await));

    post_ok(
        &player,
        "/challenges",
        &[
            ("opponent", &opponent),
            ("color", "white"),
            ("days_per_move", "3"),
        ],
    )
    .await;
    let (challenge,): (i64,) = sqlx::query_as("SELECT max(id) FROM challenges")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    let res = bob
        .post_form(&format!("/challenges/{challenge}/accept"), &[])
        .await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let game: i64 = res
        .location()
        .trim_start_matches("/games/")
        .parse()
        .unwrap();

    let open = create_tournament(&admin, "Open for the walk").await;
    let running = create_tournament(&admin, "Running for the walk").await;
    for b in [&player, &bob, &carol] {
        post_ok(b, &format!("/tournaments/{running}/join"), &[]).await;
    }
    post_ok(
        &admin,
        &format!("/admin/tournaments/{running}/start"),
        &[("confirm", "on")],
    )
    .await;
    let (running_game,): (i64,) =
        sqlx::query_as("SELECT min(id) FROM games WHERE tournament_id = $1")
            .bind(running)
            .fetch_one(&app.pool)
            .await
            .unwrap();
    crate::support::clubs::found_club(&app, &player, "walkers").await;
    crate::support::clubs::found_club(&app, &bob, "runners").await;
    let anonymous = app.browser();
    anonymous.get("/").await;
    World {
        app,
        anonymous,
        player,
        player_api,
        admin,
        opponent,
        third,
        game,
        open,
        running,
        running_game,
    }
}

fn fields(list: &[(&'static str, &str)]) -> Vec<(&'static str, String)> {
    list.iter().map(|(k, v)| (*k, (*v).to_owned())).collect()
}

/// Every form of the site with text fields (see the module documentation).
fn form_cases(w: &World) -> Vec<FormCase> {
    let today = OffsetDateTime::now_utc().date();
    let (start, end) = (
        (today + Duration::days(20)).to_string(),
        (today + Duration::days(22)).to_string(),
    );
    let (game, open, running) = (w.game, w.open, w.running);
    let running_game = w.running_game.to_string();
    let case = |who, route, path: String, list: &[(&'static str, &str)]| FormCase {
        who,
        route,
        path,
        fields: fields(list),
    };
    vec![
        case(
            Who::Player,
            "POST /clubs",
            "/clubs".into(),
            &[
                ("name", "Night owls"),
                ("slug", "night-owls"),
                ("description", "We move at night."),
                ("language", "en"),
                ("open", "on"),
            ],
        ),
        case(
            Who::Player,
            "POST /clubs/{slug}/matches",
            "/clubs/walkers/matches".into(),
            &[
                ("opponent", "runners"),
                ("boards", "4"),
                ("time_control", "per_move"),
                ("days_per_move", "3"),
                ("rated", "on"),
                ("start_rule", "per_board"),
                ("start_number", ""),
                ("min_rating", ""),
                ("max_rating", ""),
                ("registration_days", "7"),
            ],
        ),
        case(
            Who::Anonymous,
            "POST /signup",
            "/signup".into(),
            &[
                ("username", &unique("newcomer")),
                ("email", "newcomer@example.org"),
                ("password", PASSWORD),
            ],
        ),
        case(
            Who::Anonymous,
            "POST /login",
            "/login".into(),
            &[
                ("login", "nobody"),
                ("password", PASSWORD),
                ("next", "/games"),
            ],
        ),
        case(
            Who::Anonymous,
            "POST /password-reset",
            "/password-reset".into(),
            &[("email", "someone@example.org")],
        ),
        case(
            Who::Anonymous,
            "POST /password-reset/confirm",
            "/password-reset/confirm".into(),
            &[("token", &"ab".repeat(32)), ("password", PASSWORD)],
        ),
        case(
            Who::Player,
            "POST /settings/password",
            "/settings/password".into(),
            &[
                ("current_password", PASSWORD),
                ("new_password", "another long password"),
            ],
        ),
        case(
            Who::Player,
            "POST /settings/delete",
            "/settings/delete".into(),
            &[("password", PASSWORD), ("confirm", "on")],
        ),
        case(
            Who::Player,
            "POST /settings/email",
            "/settings/email".into(),
            &[("email", "elsewhere@example.org"), ("password", PASSWORD)],
        ),
        case(
            Who::Player,
            "POST /settings/mail",
            "/settings/mail".into(),
            &[
                ("mail_moves", "off"),
                ("reminder_hours", "24"),
                ("digest_hour", "7"),
            ],
        ),
        case(
            Who::Player,
            "POST /settings/vacations",
            "/settings/vacations".into(),
            &[("start_date", &start), ("end_date", &end)],
        ),
        case(
            Who::Player,
            "POST /settings/tokens",
            "/settings/tokens".into(),
            &[("name", "my bot")],
        ),
        case(
            Who::Player,
            "POST /challenges",
            "/challenges".into(),
            &[
                ("opponent", &w.opponent),
                ("color", "white"),
                ("days_per_move", "3"),
                ("start", "random"),
                ("start_number", ""),
                ("rated", "on"),
                ("note", "Good luck!\r\nHave fun."),
                ("time_control", "per_move"),
                ("increment_days", "1"),
                ("max_days", ""),
                ("moves", "10"),
                ("days", "50"),
                ("double_after", ""),
                ("max_silence_days", ""),
                ("vacation", "allowed"),
                ("min_rating", ""),
                ("max_rating", ""),
            ],
        ),
        case(
            Who::Player,
            "POST /games/{id}/move",
            format!("/games/{game}/move"),
            &[
                ("move", "a3"),
                ("ply", "0"),
                ("message", "Hello\r\nthere"),
                ("offer_draw", "on"),
            ],
        ),
        case(
            Who::Player,
            "POST /games/{id}/messages",
            format!("/games/{game}/messages"),
            &[("message", "Good luck\r\nand have fun")],
        ),
        case(
            Who::Player,
            "POST /settings/board",
            "/settings/board".into(),
            &[("confirm_moves", "on")],
        ),
        case(
            Who::Player,
            "POST /settings/auto-vacation",
            "/settings/auto-vacation".into(),
            &[("auto_vacation", "on")],
        ),
        case(
            Who::Player,
            "POST /settings/language",
            "/settings/language".into(),
            &[("language", "en")],
        ),
        case(
            Who::Anonymous,
            "POST /language",
            "/language".into(),
            &[("lang", "en"), ("back", "/rules")],
        ),
        case(
            Who::Player,
            "POST /settings/push",
            "/settings/push".into(),
            &[
                ("endpoint", "https://push.example.org/send/abc"),
                (
                    "p256dh",
                    "BCVxsr7N_eNgVRqvHtD0zTZsEc6-VV-JvLexhqUzORcxaOzi6-AYWXvTBHm4bjyPjs7Vd8pZGH6SRpkNtoIAiw4",
                ),
                ("auth", "BTBZMqHH6r4Tts7J_aSIgg"),
            ],
        ),
        case(
            Who::Player,
            "POST /settings/push/delete",
            "/settings/push/delete".into(),
            &[("endpoint", "https://push.example.org/send/abc")],
        ),
        case(
            Who::Player,
            "POST /settings/time-zone",
            "/settings/time-zone".into(),
            &[("time_zone", "Europe/Berlin")],
        ),
        case(
            Who::Player,
            "POST /games/{id}/draw",
            format!("/games/{game}/draw"),
            &[("action", "offer")],
        ),
        case(
            Who::Player,
            "POST /games/{id}/give-time",
            format!("/games/{game}/give-time"),
            &[("days", "1")],
        ),
        case(
            Who::Player,
            "POST /games/{id}/conditionals",
            format!("/games/{game}/conditionals"),
            &[("line", "e5 Nf3"), ("message", "Hello\r\nthere")],
        ),
        case(
            Who::Player,
            "POST /games/{id}/notes",
            format!("/games/{game}/notes"),
            &[("note", "A plan\r\nin two lines")],
        ),
        FormCase {
            who: Who::Admin,
            route: "POST /admin/tournaments",
            path: "/admin/tournaments".into(),
            fields: tournament_fields("Walk new"),
        },
        FormCase {
            who: Who::Admin,
            route: "POST /admin/tournaments/{id}/edit",
            path: format!("/admin/tournaments/{open}/edit"),
            fields: tournament_fields("Walk edited"),
        },
        case(
            Who::Admin,
            "POST /admin/tournaments/{id}/players",
            format!("/admin/tournaments/{open}/players"),
            &[("username", &w.third)],
        ),
        case(
            Who::Admin,
            "POST /admin/tournaments/{id}/players/remove",
            format!("/admin/tournaments/{open}/players/remove"),
            &[("username", &w.third)],
        ),
        case(
            Who::Admin,
            "POST /admin/tournaments/{id}/withdraw",
            format!("/admin/tournaments/{running}/withdraw"),
            &[("username", &w.third), ("confirm", "on")],
        ),
        case(
            Who::Admin,
            "POST /admin/tournaments/{id}/replace",
            format!("/admin/tournaments/{running}/replace"),
            &[("username", &w.third), ("replacement", &w.opponent)],
        ),
        case(
            Who::Admin,
            "POST /admin/tournaments/{id}/adjudicate",
            format!("/admin/tournaments/{running}/adjudicate"),
            &[
                ("game_id", &running_game),
                ("result", "1-0"),
                ("reason", "Agreed by both players"),
                ("confirm", "on"),
            ],
        ),
        case(
            Who::Admin,
            "POST /admin/users/{id}/suspend",
            "/admin/users/1/suspend".into(),
            &[("reason", "Abuse"), ("games", "abort"), ("confirm", "on")],
        ),
        case(
            Who::Admin,
            "POST /admin/reports/{id}/close",
            "/admin/reports/1/close".into(),
            &[("note", "Looked at it")],
        ),
        case(
            Who::Player,
            "POST /players/{username}/report",
            format!("/players/{}/report", w.opponent),
            &[("reason", "abuse"), ("text", "Rude"), ("message", "")],
        ),
    ]
}

/// Every JSON body of the API (see the module documentation).
fn json_cases(w: &World) -> Vec<JsonCase> {
    let game = w.game;
    vec![
        JsonCase {
            method: Method::POST,
            who: Who::Player,
            route: "POST /api/v1/clubs",
            path: "/api/v1/clubs".into(),
            body: json!({"name": "Early birds", "slug": "early-birds",
                "description": "We move at dawn.", "language": "en", "open": true}),
            text: &["name", "slug", "description", "language"],
            choices: &[],
        },
        JsonCase {
            method: Method::POST,
            who: Who::Player,
            route: "POST /api/v1/clubs/{slug}/matches",
            path: "/api/v1/clubs/walkers/matches".into(),
            body: json!({"opponent": "runners", "boards": 4, "time_control": "per_move",
                "days_per_move": 3, "rated": true, "start_rule": "per_board"}),
            text: &["opponent", "start_rule"],
            choices: &["time_control"],
        },
        JsonCase {
            method: Method::POST,
            who: Who::Anonymous,
            route: "POST /api/v1/accounts",
            path: "/api/v1/accounts".into(),
            body: json!({"username": unique("apinew"), "email": "apinew@example.org", "password": PASSWORD}),
            text: &["username", "email", "password"],
            choices: &[],
        },
        JsonCase {
            method: Method::POST,
            who: Who::Anonymous,
            route: "POST /api/v1/tokens",
            path: "/api/v1/tokens".into(),
            body: json!({"login": "nobody", "password": PASSWORD, "name": "my bot"}),
            text: &["login", "password", "name"],
            choices: &[],
        },
        JsonCase {
            method: Method::POST,
            who: Who::Player,
            route: "POST /api/v1/challenges",
            path: "/api/v1/challenges".into(),
            body: json!({"opponent": w.opponent, "color": "white", "days_per_move": 3,
                "time_control": "per_move", "rated": true, "note": "Good luck!\nHave fun."}),
            text: &["opponent", "note"],
            choices: &["color", "time_control"],
        },
        JsonCase {
            method: Method::POST,
            who: Who::Player,
            route: "POST /api/v1/games/{id}/moves",
            path: format!("/api/v1/games/{game}/moves"),
            body: json!({"move": "a3", "ply": 0}),
            text: &["move"],
            choices: &[],
        },
        JsonCase {
            method: Method::POST,
            who: Who::Player,
            route: "POST /api/v1/games/{id}/conditionals",
            path: format!("/api/v1/games/{game}/conditionals"),
            body: json!({"line": "e5 Nf3", "message": "Hi\nthere"}),
            text: &["line", "message"],
            choices: &[],
        },
        JsonCase {
            method: Method::PUT,
            who: Who::Player,
            route: "PUT /api/v1/games/{id}/note",
            path: format!("/api/v1/games/{game}/note"),
            body: json!({"note": "A plan\nin two lines"}),
            text: &["note"],
            choices: &[],
        },
        JsonCase {
            method: Method::POST,
            who: Who::Player,
            route: "POST /api/v1/games/{id}/draw",
            path: format!("/api/v1/games/{game}/draw"),
            body: json!({"action": "offer"}),
            text: &[],
            choices: &["action"],
        },
    ]
}

async fn post_as(w: &World, who: Who, path: &str, fields: &[(&str, &str)]) -> crate::support::Page {
    let browser = match who {
        Who::Anonymous => &w.anonymous,
        Who::Player => &w.player,
        Who::Admin => &w.admin,
    };
    browser.post_form(path, fields).await
}

#[tokio::test]
async fn a_nul_in_any_text_field_is_a_422_naming_the_field_and_changes_nothing() {
    let w = world().await;
    let forms = form_cases(&w);
    let bodies = json_cases(&w);

    // The lists cover every route that takes a body.
    let covered: BTreeSet<String> = forms
        .iter()
        .map(|c| c.route.to_owned())
        .chain(bodies.iter().map(|c| c.route.to_owned()))
        .chain(WITHOUT_TEXT.iter().map(|r| (*r).to_owned()))
        .collect();
    assert_eq!(
        unsafe_routes(),
        covered,
        "every POST, PUT and DELETE route is walked or listed in WITHOUT_TEXT"
    );

    let before = snapshot(&w.app, w.game).await;
    let mut checked = 0;
    for case in &forms {
        for (field, value) in &case.fields {
            let bad = poisoned(value);
            let sent: Vec<(&str, &str)> = case
                .fields
                .iter()
                .map(|(k, v)| (*k, if k == field { bad.as_str() } else { v.as_str() }))
                .collect();
            let res = post_as(&w, case.who, &case.path, &sent).await;
            let what = format!("{} ({:?}) with a NUL in `{field}`", case.route, case.who);
            assert!(!res.status.is_server_error(), "{what}: {}", res.status);
            assert_eq!(
                res.status,
                StatusCode::UNPROCESSABLE_ENTITY,
                "{what}: {}",
                res.body
            );
            assert!(!res.body.contains('\u{0}'), "{what}: the NUL is not shown");
            checked += 1;
            if DROPPED.contains(&(case.route, *field)) {
                continue;
            }
            let sentence = format!(
                "The field “{}” contains a character that is not allowed",
                label(field)
            );
            assert!(res.body.contains(&sentence), "{what}: {}", res.body);
        }
    }
    for case in &bodies {
        let api = match case.who {
            Who::Anonymous => Api::new(&w.app, None),
            _ => w.player_api.clone(),
        };
        for field in case.text.iter().chain(case.choices) {
            let mut body = case.body.clone();
            body[*field] = Value::String(poisoned(body[*field].as_str().unwrap()));
            let res = api.send(case.method.clone(), &case.path, Some(body)).await;
            let what = format!("{} ({:?}) with a NUL in `{field}`", case.route, case.who);
            assert!(!res.status.is_server_error(), "{what}: {}", res.text);
            if case.text.contains(field) {
                res.assert_problem(422, "validation-failed");
                let message = res.json["errors"][*field].as_str().unwrap_or_default();
                assert!(
                    message.contains(&format!("`{field}`")) && message.contains("not allowed"),
                    "{what}: {}",
                    res.text
                );
            } else {
                res.assert_problem(400, "malformed-request");
                assert!(
                    res.json["detail"]
                        .as_str()
                        .unwrap()
                        .contains(&format!("`{field}`")),
                    "{what}: {}",
                    res.text
                );
            }
            checked += 1;
        }
    }
    assert_eq!(snapshot(&w.app, w.game).await, before, "nothing changed");
    assert!(checked > 60, "{checked} fields walked");
}

#[tokio::test]
async fn one_line_fields_refuse_line_breaks_and_escapes_and_text_areas_keep_lines() {
    let w = world().await;
    let (tournaments,): (i64,) = sqlx::query_as("SELECT count(*) FROM tournaments")
        .fetch_one(&w.app.pool)
        .await
        .unwrap();
    for bad in [
        "Spring\r\nOpen",
        "Spring\nOpen",
        "Spring\u{1b}[31mOpen",
        "Tab\there",
    ] {
        let mut form = tournament_fields(bad);
        form[1].1 = "Kept description".into();
        let sent: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
        let res = w.admin.post_form("/admin/tournaments", &sent).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{bad:?}");
        assert!(res.body.contains("id=\"name-error\""), "{}", res.body);
        assert!(
            res.body.contains("The field “Name” contains"),
            "{}",
            res.body
        );
        assert!(res.body.contains("Kept description"), "the input is kept");
    }
    let (after,): (i64,) = sqlx::query_as("SELECT count(*) FROM tournaments")
        .fetch_one(&w.app.pool)
        .await
        .unwrap();
    assert_eq!(after, tournaments);

    // A description keeps its lines (CRLF stored as LF); an ESC in it is refused.
    let id = create_tournament(&w.admin, "Lines kept").await;
    let (description,): (String,) =
        sqlx::query_as("SELECT description FROM tournaments WHERE id = $1")
            .bind(id)
            .fetch_one(&w.app.pool)
            .await
            .unwrap();
    assert_eq!(description, "Three players.\nOne cycle.");
    let mut form = tournament_fields("Escaped");
    form[1].1 = "bold \u{1b}[1m".into();
    let sent: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let res = w.admin.post_form("/admin/tournaments", &sent).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY);
    assert!(
        res.body.contains("id=\"description-error\""),
        "{}",
        res.body
    );
    assert!(res.body.contains("value=\"Escaped\""), "the name is kept");

    // The attack from the report: a NUL in the login of a token request.
    let res = Api::new(&w.app, None)
        .post(
            "/api/v1/tokens",
            json!({"login": "ali\u{0}ce", "password": PASSWORD, "name": "x"}),
        )
        .await;
    res.assert_problem(422, "validation-failed");
    assert!(res.json["errors"]["login"].is_string(), "{}", res.text);
}

#[tokio::test]
async fn direction_overrides_are_refused_in_names_and_dropped_from_text() {
    let app = TestApp::spawn().await;
    let (admin, name) = app.verified_user("bidiadmin").await;
    app.make_admin(&name).await;
    // U+202E in a tournament's name: the form again, the error at the name, the name
    // kept without it.
    let mut form = tournament_fields("Spring \u{202E}nepO");
    form[1].1 = "Kept description".into();
    let sent: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let res = admin.post_form("/admin/tournaments", &sent).await;
    assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{}", res.body);
    assert!(res.body.contains("id=\"name-error\""), "{}", res.body);
    assert!(
        res.body.contains(
            "The field “Name” contains a character that is not allowed: direction overrides"
        ),
        "{}",
        res.body
    );
    assert!(res.body.contains("value=\"Spring nepO\""), "{}", res.body);
    assert!(res.body.contains("Kept description"), "the input is kept");
    let count: i64 = sqlx::query_scalar("SELECT count(*) FROM tournaments")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(count, 0);

    // In a description an override left open is dropped; a closed isolate and the
    // right-to-left mark stay; the page shows it in an isolate of its own.
    let mut form = tournament_fields("Bidi open");
    form[1].1 = "see \u{202E}fdp.exe\n\u{2067}שחמט\u{2069}\u{200F}".into();
    let sent: Vec<(&str, &str)> = form.iter().map(|(k, v)| (*k, v.as_str())).collect();
    let res = admin.post_form("/admin/tournaments", &sent).await;
    assert_eq!(res.status, StatusCode::SEE_OTHER, "{}", res.body);
    let description: String = sqlx::query_scalar("SELECT description FROM tournaments")
        .fetch_one(&app.pool)
        .await
        .unwrap();
    assert_eq!(description, "see fdp.exe\n\u{2067}שחמט\u{2069}\u{200F}");
    let page = admin.get(&res.location()).await;
    assert!(
        page.body
            .contains("<p class=\"description\" dir=\"auto\">see fdp.exe"),
        "{}",
        page.body
    );

    // The API refuses it in a one-line string too.
    let api = Api::new(&app, None);
    let res = api
        .post(
            "/api/v1/tokens",
            json!({"login": name, "password": PASSWORD, "name": "bot\u{2066}"}),
        )
        .await;
    res.assert_problem(422, "validation-failed");
    assert!(
        res.json["errors"]["name"]
            .as_str()
            .unwrap()
            .contains("direction overrides"),
        "{}",
        res.text
    );
}

#[tokio::test]
async fn control_characters_in_addresses_are_never_a_server_error() {
    let w = world().await;
    let game = w.game;
    let anonymous = [
        "/login?next=/games%00",
        "/verify-email?token=ab%00",
        "/password-reset/confirm?token=ab%00",
        "/positions?king=b%00&a_file=rook%00&h_file=%1b",
        "/positions/dice?dark_bishop=1%00&light_bishop=1&queen=1&knight=1&second_knight=1",
        "/positions/5%00",
        "/calendar/ab%00.ics",
        "/static/site.css%00",
        "/api/v1/problems/not-found%00",
    ];
    let player = [
        "/challenges/new?opponent=bob%00&start_number=5%00",
        "/games?result=won%00",
        &format!("/games/{game}?notice=%00"),
        "/settings?saved=mail%00",
        "/clubs/walk%00ers",
        "/clubs/walkers%00/matches/new",
        "/api/v1/clubs/walk%00ers",
    ];
    for (browser, paths) in [(&w.anonymous, &anonymous[..]), (&w.player, &player[..])] {
        for path in paths {
            let res = browser.get(path).await;
            assert!(!res.status.is_server_error(), "{path}: {}", res.status);
            assert!(!res.body.contains('\u{0}'), "{path}: the NUL is not shown");
        }
    }
    let res = w.player_api.get("/api/v1/games?status=active%00").await;
    res.assert_problem(400, "malformed-request");
    // The club actions read the slug (and a member's name) from the address too.
    for path in [
        "/clubs/walk%00ers/join",
        "/clubs/walk%00ers/leave",
        "/clubs/walk%00ers/matches",
        "/clubs/walkers/members/b%00ob/accept",
        "/clubs/walkers/members/b%00ob/remove",
    ] {
        let res = w.player.post_form(path, &[]).await;
        assert!(!res.status.is_server_error(), "{path}: {}", res.status);
    }
    let res = w
        .player_api
        .send(Method::POST, "/api/v1/clubs/walk%00ers/join", None)
        .await;
    assert!(!res.status.is_server_error(), "{}", res.text);
}

/// `path` with each `{name}` replaced by a name holding `control`, or with `control`
/// at its end when it has no name in it.
fn with_control(path: &str, control: &str) -> String {
    let mut out = String::new();
    let mut rest = path;
    while let Some(open) = rest.find('{') {
        let close = rest[open..].find('}').unwrap() + open;
        out.push_str(&rest[..open]);
        out.push_str(&format!("a{control}b"));
        rest = &rest[close + 1..];
    }
    if out.is_empty() {
        return format!("{path}{control}");
    }
    out + rest
}

#[tokio::test]
async fn a_control_character_in_any_path_is_a_404_before_any_route_reads_it() {
    let w = world().await;
    let controls = ["%00", "%0A", "%1b", "%7F", "%C2%85"];
    let all = routes_of(&[
        ("web::get()", "GET"),
        ("web::post()", "POST"),
        ("web::put()", "PUT"),
        ("web::delete()", "DELETE"),
    ]);
    assert!(all.len() > 100, "the route table was read: {}", all.len());
    for (n, route) in all.iter().enumerate() {
        let (method, path) = route.split_once(' ').unwrap();
        let poisoned = with_control(path, controls[n % controls.len()]);
        if poisoned.starts_with("/api/") {
            let method = Method::from_bytes(method.as_bytes()).unwrap();
            let res = w.player_api.send(method, &poisoned, None).await;
            assert_eq!(res.status, StatusCode::NOT_FOUND, "{route}: {poisoned}");
            res.assert_problem(404, "not-found");
            continue;
        }
        let res = match method {
            "GET" => w.player.get(&poisoned).await,
            "POST" => w.player.post_form(&poisoned, &[]).await,
            other => panic!("the site has no {other} route: {route}"),
        };
        assert_eq!(res.status, StatusCode::NOT_FOUND, "{route}: {poisoned}");
        assert!(
            res.body.contains("<html"),
            "the site's 404 page: {poisoned}"
        );
    }
}
