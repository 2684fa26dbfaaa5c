//! The site as an installable app: `/favicon.ico` answers on a fresh server (no 404 in
//! every browser's first request), `/manifest.webmanifest` is a web app manifest with
//! its icons, and every page's head links them.

use reqwest::StatusCode;
use serde_json::Value;

use crate::support::TestApp;

/// GET `path` on `app`: status, content type and the body's bytes.
async fn fetch(app: &TestApp, path: &str) -> (StatusCode, String, Vec<u8>) {
    let res = reqwest::get(format!("{}{path}", app.address))
        .await
        .unwrap();
    let status = res.status();
    let kind = res
        .headers()
        .get("content-type")
        .map(|v| v.to_str().unwrap().to_owned())
        .unwrap_or_default();
    (status, kind, res.bytes().await.unwrap().to_vec())
}

/// Width and height from a PNG's header.
fn png_size(png: &[u8]) -> (u32, u32) {
    assert_eq!(&png[..8], b"\x89PNG\r\n\x1a\n", "a PNG");
    let word = |at: usize| u32::from_be_bytes(png[at..at + 4].try_into().unwrap());
    (word(16), word(20))
}

#[tokio::test]
async fn the_favicon_answers_on_a_fresh_server() {
    let app = TestApp::spawn().await;
    let (status, kind, body) = fetch(&app, "/favicon.ico").await;
    assert_eq!(status, StatusCode::OK);
    assert!(kind.starts_with("image/"), "{kind}");
    // An .ico: reserved 0, type 1 (icon), then its images, PNGs inside.
    assert_eq!(&body[..4], [0, 0, 1, 0]);
    let count = u16::from_le_bytes([body[4], body[5]]);
    assert!(count >= 1);
    let offset = u32::from_le_bytes(body[18..22].try_into().unwrap()) as usize;
    let (w, h) = png_size(&body[offset..]);
    assert_eq!((w, h), (u32::from(body[6]), u32::from(body[7])));
}

#[tokio::test]
async fn the_manifest_names_the_app_and_its_icons_answer() {
    let app = TestApp::spawn().await;
    let (status, kind, body) = fetch(&app, "/manifest.webmanifest").await;
    assert_eq!(status, StatusCode::OK);
    assert_eq!(kind, "application/manifest+json");
    let manifest: Value = serde_json::from_slice(&body).expect("JSON");
    for field in [
        "name",
        "short_name",
        "start_url",
        "theme_color",
        "background_color",
    ] {
        assert!(
            manifest[field].as_str().is_some_and(|v| !v.is_empty()),
            "{field}: {manifest}"
        );
    }
    assert_eq!(manifest["display"], "standalone");
    assert_eq!(manifest["start_url"], "/");
    let icons = manifest["icons"].as_array().expect("icons");
    let mut sizes = Vec::new();
    for icon in icons {
        let src = icon["src"].as_str().unwrap();
        let (status, kind, png) = fetch(&app, src).await;
        assert_eq!(status, StatusCode::OK, "{src}");
        assert_eq!(kind, "image/png", "{src}");
        let (w, h) = png_size(&png);
        assert_eq!(icon["sizes"], format!("{w}x{h}"), "{src}");
        sizes.push((w, icon["purpose"].as_str().unwrap_or("any").to_owned()));
    }
    for wanted in [(192, "any"), (512, "any"), (512, "maskable")] {
        assert!(
            sizes.iter().any(|(w, p)| (*w, p.as_str()) == wanted),
            "{wanted:?} in {sizes:?}"
        );
    }

    // Every page's head links the manifest, the icons and the theme colour.
    let home = app.browser().get("/").await.body;
    assert!(home.contains("<link rel=\"manifest\" href=\"/manifest.webmanifest\">"));
    assert!(home.contains("<meta name=\"theme-color\""), "{home}");
    for (rel, href) in [
        ("icon", "/favicon.ico"),
        ("apple-touch-icon", "/static/apple-touch-icon.png"),
    ] {
        assert!(
            home.contains(&format!("<link rel=\"{rel}\" href=\"{href}\"")),
            "{rel}: {home}"
        );
        let (status, kind, _) = fetch(&app, href).await;
        assert_eq!(status, StatusCode::OK, "{href}");
        assert!(kind.starts_with("image/"), "{href}: {kind}");
    }
}
