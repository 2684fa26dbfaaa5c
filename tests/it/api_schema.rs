//! Property-based run of schemathesis against the API's own OpenAPI document with all
//! its checks: no answer may be a 5xx, every answer must match the documented status
//! codes, media types and schemas, and the server must accept what the document
//! allows and refuse what it does not. Schemathesis is taken from `python3 -m schemathesis.cli` or
//! `st` when installed, else installed once into a venv under target/ from
//! `.ci/requirements.txt`.

use serde_json::json;

use crate::{
    api::{Api, api_user},
    api_tournaments::create_tournament,
    support::{
        TestApp,
        python::{venv_python, works},
    },
};

/// The command that runs schemathesis (program and leading arguments).
fn schemathesis() -> (String, Vec<String>) {
    if works("python3", &["-m", "schemathesis.cli", "--version"]) {
        return (
            "python3".into(),
            vec!["-m".into(), "schemathesis.cli".into()],
        );
    }
    if works("st", &["--version"]) {
        return ("st".into(), vec![]);
    }
    let python = venv_python();
    (
        python.to_string_lossy().into_owned(),
        vec!["-m".into(), "schemathesis.cli".into()],
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn api_conforms_to_its_openapi_document_under_schemathesis() {
    let app = TestApp::spawn().await;
    let (alice, a, alice_web) = api_user(&app, "st_alice").await;
    let (bob, b, _) = api_user(&app, "st_bob").await;
    // Something to find: an open challenge, a direct one, and a game with moves.
    alice
        .post(
            "/api/v1/challenges",
            json!({"color": "random", "days_per_move": 3, "rated": false}),
        )
        .await;
    let c = alice
        .post(
            "/api/v1/challenges",
            json!({"opponent": b, "color": "white", "days_per_move": 3, "rated": true, "start_number": 518}),
        )
        .await;
    let id = c.json["id"].as_i64().expect("a challenge");
    let g = bob
        .post_empty(&format!("/api/v1/challenges/{id}/accept"))
        .await;
    let game = g.json["game_id"].as_i64().expect("a game");
    for (api, mv, ply) in [(&alice, "e4", 0), (&bob, "e5", 1)] {
        let res: &Api = api;
        let r = res
            .post(
                &format!("/api/v1/games/{game}/moves"),
                json!({"move": mv, "ply": ply}),
            )
            .await;
        assert_eq!(r.status.as_u16(), 201, "{}", r.text);
    }

    // Tournaments: one open (alice registered), one running with a finished game.
    app.make_admin(&a).await;
    let (carol, _, _) = api_user(&app, "st_carol").await;
    let mut tournaments = Vec::new();
    for name in ["Open for schemathesis", "Running for schemathesis"] {
        let t = create_tournament(
            &alice_web,
            &[
                ("name", name),
                ("format", "round_robin"),
                ("days_per_move", "3"),
                ("position_policy", "pairing"),
                ("min_players", "3"),
                ("max_players", "4"),
                ("registration_deadline", "2099-12-31"),
            ],
        )
        .await;
        tournaments.push(t);
    }
    for (t, players) in [
        (tournaments[0], vec![&alice]),
        (tournaments[1], vec![&alice, &bob, &carol]),
    ] {
        for api in players {
            let r = api
                .post_empty(&format!("/api/v1/tournaments/{t}/join"))
                .await;
            assert_eq!(r.status.as_u16(), 200, "{}", r.text);
        }
    }
    let started = alice_web
        .post_form(
            &format!("/admin/tournaments/{}/start", tournaments[1]),
            &[("confirm", "on")],
        )
        .await;
    assert_eq!(started.status.as_u16(), 303, "{}", started.body);
    let running = alice
        .get(&format!("/api/v1/tournaments/{}", tournaments[1]))
        .await;
    let first = running.json["games"][0]["id"]
        .as_i64()
        .expect("a tournament game");
    let r = alice
        .post_empty(&format!("/api/v1/games/{first}/resign"))
        .await;
    let r = if r.status.as_u16() == 403 {
        bob.post_empty(&format!("/api/v1/games/{first}/resign"))
            .await
    } else {
        r
    };
    assert_eq!(r.status.as_u16(), 200, "{}", r.text);

    let token = alice.token.clone().unwrap();
    let examples = std::env::var("SCHEMATHESIS_MAX_EXAMPLES").unwrap_or_else(|_| "50".into());
    let (program, mut args) = tokio::task::spawn_blocking(schemathesis).await.unwrap();
    args.extend(
        [
            // Which answers count for valid data where state decides (see the file).
            "--config-file",
            concat!(env!("CARGO_MANIFEST_DIR"), "/tests/it/schemathesis.toml"),
            "run",
            &format!("{}/api/v1/openapi.json", app.address),
            "--url",
            &app.address,
            "--header",
            &format!("Authorization: Bearer {token}"),
            // Every check, those of requests too: valid data must be accepted and
            // invalid data refused, so the document states the server's rules.
            "--checks",
            "all",
            "--phases",
            "examples,coverage,fuzzing,stateful",
            "--max-examples",
            &examples,
            "--seed",
            "960",
            // One worker: with two, the tool's own generator (hypothesis describing its
            // filters with `ast.parse` from two threads) failed now and then with
            // "AST constructor recursion depth mismatch", a fault of the tool, not of
            // the API.
            "--workers",
            "1",
            "--request-timeout",
            "20",
            "--generation-database",
            "none",
            "--no-color",
        ]
        .map(str::to_owned),
    );
    // Schemathesis keeps a cache in its working directory: keep it under target/.
    let out = tokio::process::Command::new(&program)
        .args(&args)
        .current_dir(env!("CARGO_TARGET_TMPDIR"))
        .output()
        .await
        .unwrap_or_else(|e| panic!("cannot start {program}: {e}"));
    let report = format!(
        "{}\n{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    if std::env::var("SCHEMATHESIS_SHOW").is_ok() {
        println!("{report}");
    }
    assert!(
        out.status.success(),
        "schemathesis found problems ({}):\n{report}",
        out.status
    );
}
