//! Play across servers, the transport (issue 48, docs/FEDERATION.md): discovery, the
//! signed inbox, the outbox worker, on two real servers.

use std::time::Duration;

use corrchess::domain::federation::{
    Envelope, Host, Message,
    message::MAX_BODY_BYTES,
    signature::{self, Request},
};
use corrchess::domain::record::RecordKey;
use reqwest::StatusCode;
use serde_json::{Value, json};
use time::OffsetDateTime;

use crate::support::{
    TestApp,
    two_servers::{Server, two_servers},
    unique,
};

fn resign(by: &str) -> Message {
    Message::Resign {
        game: 1,
        by: by.into(),
    }
}

/// Posts `body` to `inbox` signed by `key` at `at`, with `digest_of` as the body the
/// digest is made of (the body itself unless a test forges one).
async fn post_signed(
    inbox: &str,
    key: &RecordKey,
    body: &[u8],
    digest_of: &[u8],
    at: OffsetDateTime,
) -> (StatusCode, Value) {
    let date = signature::http_date(at);
    let digest = signature::content_digest(digest_of);
    let headers = [
        ("content-type", "application/json"),
        ("content-digest", digest.as_str()),
        ("date", date.as_str()),
    ];
    let request = Request {
        method: "POST",
        target_uri: inbox,
        headers: &headers,
    };
    let (input, sig) = signature::sign(&request, key, at.unix_timestamp()).unwrap();
    let res = reqwest::Client::new()
        .post(inbox)
        .header("content-type", "application/json")
        .header("content-digest", digest)
        .header("date", date)
        .header("signature-input", input)
        .header("signature", sig)
        .body(body.to_vec())
        .send()
        .await
        .unwrap();
    let status = res.status();
    let ct = res
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default();
    let body: Value = res.json().await.unwrap_or(Value::Null);
    if !status.is_success() {
        assert_eq!(ct, "application/problem+json", "{status} {body}");
        assert_eq!(body["status"], status.as_u16(), "{body}");
    }
    (status, body)
}

async fn post(inbox: &str, key: &RecordKey, envelope: &Envelope) -> (StatusCode, Value) {
    let body = serde_json::to_vec(envelope).unwrap();
    post_signed(inbox, key, &body, &body, OffsetDateTime::now_utc()).await
}

#[tokio::test]
async fn discovery_finds_a_player_on_the_other_server() {
    let (a, b) = two_servers().await;
    let (_, bob) = b.app.quietly_verified_user(&unique("bob")).await;
    let client = reqwest::Client::new();
    let base = &b.app.config.base_url;

    let url = format!("{base}/.well-known/webfinger");
    let res = client
        .get(&url)
        .query(&[("resource", format!("acct:{bob}@{}", b.host))])
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::OK);
    assert_eq!(res.headers()["content-type"], "application/jrd+json");
    let jrd: Value = res.json().await.unwrap();
    assert_eq!(jrd["subject"], format!("acct:{bob}@{}", b.host));
    let links = jrd["links"].as_array().unwrap();
    let this = links.iter().find(|l| l["rel"] == "self").unwrap();
    assert_eq!(this["type"], "application/json");
    let profile: Value = client
        .get(this["href"].as_str().unwrap())
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(profile["username"], bob.as_str());
    assert_eq!(profile["address"], format!("{bob}@{}", b.host));
    assert!(profile.get("email").is_none(), "{profile}");
    assert!(
        links
            .iter()
            .any(|l| l["href"] == format!("{base}/players/{bob}"))
    );

    for (resource, status) in [
        (format!("acct:nobody_here@{}", b.host), 404),
        (format!("acct:{bob}@{}", a.host), 404),
        ("acct:not an address".to_owned(), 400),
        (format!("{bob}@{}", b.host), 400),
    ] {
        let res = client
            .get(&url)
            .query(&[("resource", &resource)])
            .send()
            .await
            .unwrap();
        assert_eq!(res.status().as_u16(), status, "{resource}");
    }

    let doc: Value = client
        .get(format!("{base}/.well-known/corrchess"))
        .send()
        .await
        .unwrap()
        .json()
        .await
        .unwrap();
    assert_eq!(doc["software"], "corrchess");
    assert_eq!(doc["protocol"], 1);
    assert_eq!(doc["base_url"], base.as_str());
    assert_eq!(doc["inbox"], b.inbox());
    assert_eq!(doc["jwks_uri"], format!("{base}/.well-known/jwks.json"));

    // A finds B's player through its own resolver: WebFinger, then the profile.
    let fed = corrchess::service::federation::transport::Federation::from_config(
        &a.app.config,
        std::sync::Arc::new(a.key().await),
    )
    .unwrap()
    .unwrap();
    let links_a = a.app.links().await;
    let ctx = corrchess::service::Context::new(&a.app.pool, &links_a).with_federation(Some(&fed));
    let address =
        corrchess::domain::federation::Address::parse(&format!("{bob}@{}", b.host)).unwrap();
    let found = corrchess::service::federation::peers::resolve(ctx, &address)
        .await
        .unwrap();
    assert_eq!(found.profile_url, format!("{base}/players/{bob}"));
    let nobody =
        corrchess::domain::federation::Address::parse(&format!("nobody_here@{}", b.host)).unwrap();
    let refused = corrchess::service::federation::peers::resolve(ctx, &nobody).await;
    assert!(
        matches!(&refused, Err(corrchess::domain::Refusal::Words(w)) if w.id == "federation-player-unknown"),
        "{refused:?}"
    );
}

#[tokio::test]
async fn a_queued_message_reaches_the_peer_and_its_answer_comes_back() {
    let (a, b) = two_servers().await;
    let sent = a.envelope(&b.host, resign("alice"));
    a.queue(&sent).await;
    let (delivered, refused, answer, _) = a.wait_delivered(&sent.id).await;
    assert!(delivered);
    // The receiving stub refuses every message: the refusal is the stored answer.
    assert!(refused, "{answer}");
    assert_eq!(answer["refusal"], "error-no-such-game");
    assert_eq!(answer["status"], 422);
    let taken = b.taken(&a.host).await;
    assert_eq!(taken.len(), 1);
    assert_eq!(taken[0].0, sent.id);
    assert_eq!(taken[0].1, 422);
    assert_eq!(taken[0].2["refusal"], "error-no-such-game");
}

#[tokio::test]
async fn a_peer_that_was_down_gets_every_message_in_order_once() {
    let (a, b) = two_servers().await;
    b.stop().await;
    let first = a.envelope(&b.host, resign("alice"));
    let second = a.envelope(&b.host, resign("alice2"));
    a.queue(&first).await;
    a.queue(&second).await;
    // A tries, fails, and keeps the second behind the first.
    for _ in 0..100 {
        if a.sent(&first.id).await.3 >= 2 {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let (delivered, _, _, attempts) = a.sent(&first.id).await;
    assert!(!delivered && attempts >= 2, "attempts {attempts}");
    assert_eq!(
        a.sent(&second.id).await.3,
        0,
        "the second waits for the first"
    );

    let b = b.start_again().await;
    a.wait_delivered(&first.id).await;
    a.wait_delivered(&second.id).await;
    let taken: Vec<String> = b.taken(&a.host).await.into_iter().map(|t| t.0).collect();
    assert_eq!(taken, [first.id.clone(), second.id.clone()]);
    // Nothing comes twice, however long we wait for a stray retry.
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(b.inbox_count().await, 2);
}

/// Two servers and A's key, after one good message from A was taken by B (the stub
/// refuses it, 422, and that is kept): the count every refused request leaves alone.
async fn after_one_message() -> (Server, Server, RecordKey, Envelope) {
    let (a, b) = two_servers().await;
    let key = a.key().await;
    let good = a.envelope(&b.host, resign("alice"));
    let (status, body) = post(&b.inbox(), &key, &good).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["refusal"], "error-no-such-game");
    assert_eq!(b.inbox_count().await, 1);
    (a, b, key, good)
}

#[tokio::test]
async fn a_replayed_message_gets_its_first_answer_and_changes_nothing() {
    let (_a, b, key, good) = after_one_message().await;
    let (status, body) = post(&b.inbox(), &key, &good).await;
    assert_eq!(status, StatusCode::CONFLICT, "{body}");
    assert_eq!(body["refusal"], "federation-duplicate");
    assert_eq!(body["answer"]["refusal"], "error-no-such-game");
    assert_eq!(body["answer_status"], 422);
    assert_eq!(b.inbox_count().await, 1);
}

#[tokio::test]
async fn a_body_other_than_the_signed_one_is_refused() {
    let (a, b, key, _) = after_one_message().await;
    let signed = serde_json::to_vec(&a.envelope(&b.host, resign("x"))).unwrap();
    let forged = serde_json::to_vec(&a.envelope(&b.host, resign("y"))).unwrap();
    let (status, body) = post_signed(
        &b.inbox(),
        &key,
        &forged,
        &signed,
        OffsetDateTime::now_utc(),
    )
    .await;
    assert_eq!(status, StatusCode::BAD_REQUEST, "{body}");
    assert_eq!(body["refusal"], "federation-digest");
    assert_eq!(b.inbox_count().await, 1);
}

#[tokio::test]
async fn a_message_signed_by_a_key_not_of_the_sender_is_refused() {
    let (a, b, _, _) = after_one_message().await;
    let other = RecordKey::generate().unwrap().0;
    let (status, body) = post(&b.inbox(), &other, &a.envelope(&b.host, resign("z"))).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_eq!(body["refusal"], "federation-key-unknown");
    assert_eq!(b.inbox_count().await, 1);
}

#[tokio::test]
async fn a_message_signed_ten_minutes_ago_is_refused() {
    let (a, b, key, _) = after_one_message().await;
    let then = OffsetDateTime::now_utc() - time::Duration::minutes(10);
    let mut old = a.envelope(&b.host, resign("o"));
    old.created = then;
    let old = serde_json::to_vec(&old).unwrap();
    let (status, body) = post_signed(&b.inbox(), &key, &old, &old, then).await;
    assert_eq!(status, StatusCode::UNAUTHORIZED, "{body}");
    assert_eq!(body["refusal"], "federation-stale");
    assert_eq!(b.inbox_count().await, 1);
}

#[tokio::test]
async fn a_message_for_another_server_is_refused() {
    let (a, b, key, _) = after_one_message().await;
    let elsewhere = a.envelope(&Host::parse("127.0.0.1:1").unwrap(), resign("m"));
    let (status, body) = post(&b.inbox(), &key, &elsewhere).await;
    assert_eq!(status, StatusCode::MISDIRECTED_REQUEST, "{body}");
    assert_eq!(body["refusal"], "federation-misdirected");
    assert_eq!(b.inbox_count().await, 1);
}

#[tokio::test]
async fn an_oversized_malformed_or_unsigned_message_is_refused() {
    let (a, b, key, _) = after_one_message().await;
    let now = OffsetDateTime::now_utc();
    let mut huge = serde_json::to_value(a.envelope(&b.host, resign("h"))).unwrap();
    huge["padding"] = json!("x".repeat(MAX_BODY_BYTES));
    let huge = serde_json::to_vec(&huge).unwrap();
    let (status, body) = post_signed(&b.inbox(), &key, &huge, &huge, now).await;
    assert_eq!(status, StatusCode::PAYLOAD_TOO_LARGE, "{body}");

    let (status, body) = post_signed(&b.inbox(), &key, b"{not json", b"{not json", now).await;
    assert_eq!(status, StatusCode::BAD_REQUEST);
    assert_eq!(body["refusal"], "federation-malformed");

    let unsigned = serde_json::to_vec(&a.envelope(&b.host, resign("u"))).unwrap();
    let res = reqwest::Client::new()
        .post(b.inbox())
        .header("content-type", "application/json")
        .header("content-digest", signature::content_digest(&unsigned))
        .header("date", signature::http_date(now))
        .body(unsigned)
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::UNAUTHORIZED);
    assert_eq!(b.inbox_count().await, 1, "nothing else was taken");
}

#[tokio::test]
async fn a_blocked_peer_is_refused() {
    let a = Server::spawn().await;
    let a_host = a.host.to_string();
    let b = Server::spawn_with(|c| c.federation.block = vec![a_host]).await;
    let (status, body) = post(
        &b.inbox(),
        &a.key().await,
        &a.envelope(&b.host, resign("x")),
    )
    .await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_eq!(body["refusal"], "federation-peer-blocked");
    assert_eq!(b.inbox_count().await, 0);
}

#[tokio::test]
async fn with_federation_off_its_routes_are_not_there() {
    let app = TestApp::spawn().await;
    let client = reqwest::Client::new();
    for path in [
        "/.well-known/webfinger?resource=acct:a@corrchess.test",
        "/.well-known/corrchess",
        "/federation/players/a",
    ] {
        let res = client
            .get(format!("{}{path}", app.address))
            .send()
            .await
            .unwrap();
        assert_eq!(res.status(), StatusCode::NOT_FOUND, "{path}");
    }
    let res = client
        .post(format!("{}/federation/inbox", app.address))
        .body("{}")
        .send()
        .await
        .unwrap();
    assert_eq!(res.status(), StatusCode::NOT_FOUND);
}

#[tokio::test]
async fn a_peers_keys_are_fetched_again_for_an_unknown_key_at_most_once_a_minute() {
    let (a, b) = two_servers().await;
    let key = a.key().await;
    // B kept keys of A that lack A's key (as after a rotation), fetched just now.
    let forget = |minutes: i32| {
        sqlx::query(
            "INSERT INTO federation_peers (host, inbox, jwks, fetched_at)
             VALUES ($1, $2, '{\"keys\": []}', now() - make_interval(mins => $3))
             ON CONFLICT (host) DO UPDATE SET jwks = '{\"keys\": []}', fetched_at = EXCLUDED.fetched_at",
        )
        .bind(a.host.as_str())
        .bind(a.inbox())
        .bind(minutes)
        .execute(&b.app.pool)
    };
    forget(0).await.unwrap();
    let (status, body) = post(&b.inbox(), &key, &a.envelope(&b.host, resign("x"))).await;
    assert_eq!(status, StatusCode::FORBIDDEN, "{body}");
    assert_eq!(body["refusal"], "federation-key-unknown");
    // Over a minute later the unknown key makes B fetch A's keys again: taken.
    forget(2).await.unwrap();
    let (status, body) = post(&b.inbox(), &key, &a.envelope(&b.host, resign("y"))).await;
    assert_eq!(status, StatusCode::UNPROCESSABLE_ENTITY, "{body}");
    assert_eq!(body["refusal"], "error-no-such-game");
    let jwks: Value = sqlx::query_scalar("SELECT jwks FROM federation_peers WHERE host = $1")
        .bind(a.host.as_str())
        .fetch_one(&b.app.pool)
        .await
        .unwrap();
    assert_eq!(jwks["keys"][0]["kid"], key.public().kid());
    assert_eq!(b.inbox_count().await, 1);
}
