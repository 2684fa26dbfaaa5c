//! Nobody learns which addresses have accounts: sign-up and password-reset requests
//! answer (and work) the same for an address in use and a new one, and the address's
//! holder is told by mail instead.

use reqwest::StatusCode;
use serde_json::json;

use crate::{
    api::Api,
    support::{BASE_URL, Browser, PASSWORD, Page, TestApp, csrf_field, email_of, smtp, unique},
};

/// A page's body with its CSRF token blanked (each browser gets its own).
fn without_csrf(page: &Page) -> String {
    match csrf_field(&page.body) {
        Some(token) => page.body.replace(&token, "CSRF"),
        None => page.body.clone(),
    }
}

/// The names of the cookies a response sets.
fn cookie_names(page: &Page) -> Vec<String> {
    let mut names: Vec<String> = page
        .headers
        .get_all("set-cookie")
        .iter()
        .filter_map(|v| v.to_str().ok()?.split('=').next().map(str::to_owned))
        .collect();
    names.sort();
    names
}

/// Signs up in `browser` with a new username and `email`; returns the answer and the
/// page it leads to.
async fn sign_up(browser: &Browser, username: &str, email: &str) -> (Page, Page) {
    let fields = [
        ("username", username),
        ("email", email),
        ("password", PASSWORD),
    ];
    let answer = browser.post_form("/signup", &fields).await;
    let next = browser.get(&answer.location()).await;
    (answer, next)
}

async fn outbox_rows_to(app: &TestApp, address: &str) -> i64 {
    sqlx::query_scalar("SELECT count(*) FROM outbox WHERE lower(to_address) = lower($1)")
        .bind(address)
        .fetch_one(&app.pool)
        .await
        .unwrap()
}

#[tokio::test]
async fn sign_up_with_an_address_in_use_answers_like_a_new_one_and_mails_its_owner() {
    let app = TestApp::spawn().await;
    let (_, owner) = app.verified_user("owner").await;
    let owner_email = email_of(&owner);

    let (new_name, copy_name) = (unique("fresh"), unique("copycat"));
    let new_email = email_of(&new_name);
    let (new_answer, new_page) = sign_up(&app.browser(), &new_name, &new_email).await;
    let (copy_answer, copy_page) = sign_up(&app.browser(), &copy_name, &owner_email).await;

    // The same answer: status, where it leads, which cookies it sets, and the page.
    assert_eq!(
        new_answer.status,
        StatusCode::SEE_OTHER,
        "{}",
        new_answer.body
    );
    assert_eq!(
        copy_answer.status, new_answer.status,
        "{}",
        copy_answer.body
    );
    assert_eq!(copy_answer.location(), new_answer.location());
    assert_eq!(copy_answer.body, new_answer.body);
    assert_eq!(cookie_names(&copy_answer), cookie_names(&new_answer));
    assert_eq!(copy_page.status, StatusCode::OK);
    assert_eq!(without_csrf(&copy_page), without_csrf(&new_page));
    assert!(
        new_page.body.contains("Check your mail"),
        "{}",
        new_page.body
    );

    // No account for the copy; the new one exists.
    let by_name = |name: String| {
        let pool = app.pool.clone();
        async move {
            corrchess::store::users::by_username(&pool, &name)
                .await
                .unwrap()
        }
    };
    assert!(by_name(copy_name.clone()).await.is_none());
    assert!(by_name(new_name.clone()).await.is_some());

    // The owner hears of the attempt through real SMTP; the new address gets its link.
    let warning = smtp()
        .wait_for_subject(&owner_email, "tried to sign up")
        .await;
    assert!(warning.text.contains(&owner), "{}", warning.text);
    assert!(!warning.text.contains(&copy_name), "{}", warning.text);
    assert_eq!(
        warning.link_starting_with(BASE_URL).as_deref(),
        Some(format!("{BASE_URL}/login").as_str())
    );
    smtp().wait_for_subject(&new_email, "confirm").await;
    // Each sign-up queued exactly one mail.
    assert_eq!(outbox_rows_to(&app, &new_email).await, 1);
    // The owner's: the confirmation at sign-up and the warning.
    assert_eq!(outbox_rows_to(&app, &owner_email).await, 2);

    // The owner logs in as before; the copycat's password opens nothing.
    assert_eq!(
        app.browser().login(&owner, PASSWORD).await.status,
        StatusCode::SEE_OTHER
    );
    assert_eq!(
        app.browser().login(&copy_name, PASSWORD).await.status,
        StatusCode::UNPROCESSABLE_ENTITY
    );
}

#[tokio::test]
async fn a_taken_username_is_still_named_whatever_the_address() {
    let app = TestApp::spawn().await;
    let (_, owner) = app.unverified_user("named").await;
    let browser = app.browser();
    for email in [email_of(&owner), "someone.else@example.org".to_owned()] {
        let (res, _) = sign_up(&browser, &owner.to_uppercase(), &email).await;
        assert_eq!(res.status, StatusCode::UNPROCESSABLE_ENTITY, "{email}");
        assert!(res.body.contains("That username is taken"), "{}", res.body);
    }
    // Neither attempt mailed the owner.
    assert_eq!(outbox_rows_to(&app, &email_of(&owner)).await, 1);
}

#[tokio::test]
async fn api_sign_up_answers_the_same_for_an_address_in_use() {
    let app = TestApp::spawn().await;
    let (_, owner) = app.verified_user("apiowner").await;
    let anon = Api::new(&app, None);
    let sign_up = |username: String, email: String| {
        let anon = anon.clone();
        async move {
            anon.post(
                "/api/v1/accounts",
                json!({"username": username, "email": email, "password": PASSWORD}),
            )
            .await
        }
    };
    let new_name = unique("apinew");
    let fresh = sign_up(new_name.clone(), email_of(&new_name)).await;
    let copy_name = unique("apicopy");
    let copy = sign_up(copy_name.clone(), email_of(&owner)).await;
    assert_eq!(fresh.status, StatusCode::CREATED, "{}", fresh.text);
    assert_eq!(copy.status, fresh.status, "{}", copy.text);
    let keys = |a: &serde_json::Value| {
        let mut k: Vec<String> = a.as_object().unwrap().keys().cloned().collect();
        k.sort();
        k
    };
    assert_eq!(keys(&copy.json), keys(&fresh.json));
    assert_eq!(copy.json["email_verified"], fresh.json["email_verified"]);
    assert_eq!(copy.json["username"], copy_name.as_str());
    smtp()
        .wait_for_subject(&email_of(&owner), "tried to sign up")
        .await;
}

#[tokio::test]
async fn reset_requests_queue_one_mail_whether_or_not_the_address_has_an_account() {
    let app = TestApp::spawn().await;
    let (_, username) = app.verified_user("resetter").await;
    let known = email_of(&username);
    let unknown = format!("{}@example.org", unique("nobody"));
    let before_known = outbox_rows_to(&app, &known).await;
    let browser = app.browser();
    let known_page = browser
        .post_form("/password-reset", &[("email", &known)])
        .await;
    let unknown_page = browser
        .post_form("/password-reset", &[("email", &unknown)])
        .await;
    assert_eq!(known_page.status, StatusCode::OK);
    assert_eq!(unknown_page.status, known_page.status);
    assert_eq!(
        without_csrf(&unknown_page).replace(&unknown, "ADDRESS"),
        without_csrf(&known_page).replace(&known, "ADDRESS")
    );
    // The same work: one queued mail each.
    assert_eq!(outbox_rows_to(&app, &known).await, before_known + 1);
    assert_eq!(outbox_rows_to(&app, &unknown).await, 1);
    // The holder of the unknown address learns that no account uses it, with no link
    // that resets anything.
    let note = smtp()
        .wait_for_subject(&unknown, "without an account")
        .await;
    assert!(!note.text.contains("token="), "{}", note.text);
    assert_eq!(
        note.link_starting_with(BASE_URL).as_deref(),
        Some(format!("{BASE_URL}/signup").as_str())
    );
    smtp().wait_for_subject(&known, "reset your password").await;
}
