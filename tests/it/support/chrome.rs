//! A real headless Chromium driven through chromedriver (WebDriver) for the browser
//! tests: chromedriver on a free loopback port, one browser session per [`Chrome`],
//! both ended when it is dropped. Without `chromium` and `chromedriver` on the machine
//! the test fails with a line saying what to install (CI installs both).

use std::{
    net::TcpListener,
    path::PathBuf,
    process::{Child, Command, Stdio},
    time::{Duration, Instant},
};

use fantoccini::{
    Client, ClientBuilder, Locator,
    actions::{InputSource, MouseActions, PointerAction, TouchActions},
    wd::WebDriverCompatibleCommand,
};
use serde_json::{Value, json};

use super::Browser;

/// The viewport a test looks through.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Viewport {
    /// 1280 × 900, a mouse.
    Desktop,
    /// 390 × 844, touch.
    Phone,
}

/// How a session starts.
#[derive(Clone, Copy, Debug)]
pub struct Options {
    pub viewport: Viewport,
    /// Run the pages' scripts (false: the page as a browser without JavaScript sees it).
    pub javascript: bool,
}

/// Finds a program on `PATH` or in the usual Debian place.
fn program(name: &str, debian: &str) -> Option<PathBuf> {
    let on_path = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .map(|dir| dir.join(name))
            .find(|p| p.is_file())
    });
    on_path.or_else(|| Some(PathBuf::from(debian)).filter(|p| p.is_file()))
}

/// The Chromium binary and its driver, or a panic saying how to get them.
fn programs() -> (PathBuf, PathBuf) {
    let chromium = program("chromium", "/usr/bin/chromium");
    let driver = program("chromedriver", "/usr/bin/chromedriver");
    match (chromium, driver) {
        (Some(c), Some(d)) => (c, d),
        _ => panic!(
            "the browser tests need Chromium and its WebDriver: \
             apt-get install chromium chromium-driver (.ci/run installs them)"
        ),
    }
}

/// The element holding the game page's own board.
const GAME_BOARD: &str = "#board-host";

/// A running chromedriver and one browser session.
pub struct Chrome {
    pub client: Client,
    pub viewport: Viewport,
    driver: Child,
    _profile: TempDir,
}

/// A directory removed when dropped (the browser's fresh profile).
struct TempDir(PathBuf);

impl Drop for TempDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

impl Drop for Chrome {
    fn drop(&mut self) {
        // The driver runs in a process group of its own with the browser it started:
        // end that group (a test that failed half-way never closed its session).
        let group = format!("-{}", self.driver.id());
        let _ = Command::new("kill").args(["-KILL", "--", &group]).status();
        let _ = self.driver.kill();
        let _ = self.driver.wait();
    }
}

fn free_port() -> u16 {
    TcpListener::bind("127.0.0.1:0")
        .and_then(|l| l.local_addr())
        .expect("a free port")
        .port()
}

impl Chrome {
    pub async fn start(options: Options) -> Chrome {
        use std::os::unix::process::CommandExt;
        let (chromium, driver_path) = programs();
        let port = free_port();
        let driver = Command::new(&driver_path)
            .arg(format!("--port={port}"))
            .stdout(Stdio::null())
            .stderr(Stdio::null())
            .process_group(0)
            .spawn()
            .unwrap_or_else(|e| panic!("start {}: {e}", driver_path.display()));
        let profile = TempDir(
            std::path::Path::new(env!("CARGO_TARGET_TMPDIR"))
                .join(format!("chromium-{}", uuid::Uuid::new_v4().simple())),
        );
        std::fs::create_dir_all(&profile.0).unwrap();
        let url = format!("http://127.0.0.1:{port}");
        let client = connect(&url, &chromium, &profile.0, options).await;
        // A page that does not load fails the test in 30 s, not after WebDriver's 300.
        let timeouts = fantoccini::wd::TimeoutConfiguration::new(
            Some(Duration::from_secs(30)),
            Some(Duration::from_secs(30)),
            None,
        );
        client.update_timeouts(timeouts).await.unwrap();
        let chrome = Chrome {
            client,
            viewport: options.viewport,
            driver,
            _profile: profile,
        };
        if !options.javascript {
            chrome
                .cdp(
                    "Emulation.setScriptExecutionDisabled",
                    json!({ "value": true }),
                )
                .await;
        }
        chrome
    }

    /// Sends a Chrome DevTools command through chromedriver.
    pub async fn cdp(&self, cmd: &str, params: Value) -> Value {
        self.client
            .issue_cmd(Cdp {
                cmd: cmd.to_owned(),
                params,
            })
            .await
            .unwrap_or_else(|e| panic!("{cmd}: {e}"))
    }

    /// Pages ask for the dark theme (`prefers-color-scheme: dark`) or the light one.
    pub async fn dark(&self, dark: bool) {
        let value = if dark { "dark" } else { "light" };
        self.cdp(
            "Emulation.setEmulatedMedia",
            json!({ "features": [{ "name": "prefers-color-scheme", "value": value }] }),
        )
        .await;
    }

    /// A PNG of the whole page (beyond the viewport), written to `path`.
    pub async fn screenshot(&self, path: &std::path::Path) {
        self.capture(
            json!({ "format": "png", "captureBeyondViewport": true }),
            path,
        )
        .await;
    }

    /// A PNG of the first element matching `css` alone, written to `path`.
    pub async fn screenshot_of(&self, css: &str, path: &std::path::Path) {
        let clip = self
            .js(
                "const r = document.querySelector(arguments[0]).getBoundingClientRect();
                 return { x: r.left + window.scrollX, y: r.top + window.scrollY,
                          width: r.width, height: r.height, scale: 1 };",
                vec![json!(css)],
            )
            .await;
        let params = json!({ "format": "png", "captureBeyondViewport": true, "clip": clip });
        self.capture(params, path).await;
    }

    async fn capture(&self, params: Value, path: &std::path::Path) {
        let shot = self.cdp("Page.captureScreenshot", params).await;
        let data = shot["data"].as_str().expect("a screenshot");
        let bytes = base64::Engine::decode(&base64::engine::general_purpose::STANDARD, data)
            .expect("base64 PNG");
        std::fs::create_dir_all(path.parent().unwrap()).unwrap();
        std::fs::write(path, bytes).unwrap();
    }

    /// Makes the browser the user logged into `browser` (its session cookie), on `base`.
    pub async fn log_in_as(&self, base: &str, browser: &Browser) {
        let session = browser.cookie("session").expect("a logged-in browser");
        self.cdp("Network.clearBrowserCookies", json!({})).await;
        self.cdp(
            "Network.setCookie",
            json!({ "name": "session", "value": session, "url": base, "path": "/", "httpOnly": true }),
        )
        .await;
    }

    pub async fn goto(&self, url: &str) {
        self.client.goto(url).await.unwrap();
    }

    /// Runs `script` in the page and returns its value.
    pub async fn js(&self, script: &str, args: Vec<Value>) -> Value {
        self.client
            .execute(script, args)
            .await
            .unwrap_or_else(|e| panic!("script failed: {e}\n{script}"))
    }

    /// The text of the first element matching `css` ("" when there is none).
    pub async fn text(&self, css: &str) -> String {
        match self.client.find(Locator::Css(css)).await {
            Ok(el) => el.text().await.unwrap_or_default(),
            Err(_) => String::new(),
        }
    }

    /// Waits (up to 10 s) until `check` holds, else panics with `what`.
    pub async fn wait_until<F, Fut>(&self, what: &str, check: F)
    where
        F: FnMut() -> Fut,
        Fut: std::future::Future<Output = bool>,
    {
        assert!(
            self.holds_within(Duration::from_secs(10), check).await,
            "waited in vain: {what}"
        );
    }

    /// Whether `check` holds within `limit`, asked every 50 ms.
    pub async fn holds_within<F, Fut>(&self, limit: Duration, mut check: F) -> bool
    where
        F: FnMut() -> Fut,
        Fut: std::future::Future<Output = bool>,
    {
        let start = Instant::now();
        while !check().await {
            if start.elapsed() >= limit {
                return false;
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        true
    }

    /// Clicks the first element matching `css`.
    pub async fn click(&self, css: &str) {
        self.client
            .find(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("no {css}: {e}"))
            .click()
            .await
            .unwrap_or_else(|e| panic!("click {css}: {e}"));
    }

    /// Waits until an element matching `css` is in the page.
    pub async fn wait_for(&self, css: &str) -> fantoccini::elements::Element {
        self.client
            .wait()
            .at_most(Duration::from_secs(10))
            .for_element(Locator::Css(css))
            .await
            .unwrap_or_else(|e| panic!("waited in vain for {css}: {e}"))
    }

    /// The viewport position of the centre of `square` on the chessground board inside
    /// the element `board` (a CSS selector: `#board-host` is the game's board).
    async fn square_point(&self, board: &str, square: &str) -> (f64, f64) {
        let at = self
            .js(
                "const [within, sq] = arguments;
                 const host = document.querySelector(within);
                 const board = host.querySelector('cg-board');
                 board.scrollIntoView({ block: 'center' });
                 const r = board.getBoundingClientRect();
                 const black = host.querySelector('.cg-wrap').classList.contains('orientation-black');
                 const f = sq.charCodeAt(0) - 97, k = Number(sq[1]) - 1, size = r.width / 8;
                 const x = black ? 7 - f : f, y = black ? k : 7 - k;
                 return [r.left + (x + 0.5) * size, r.top + (y + 0.5) * size];",
                vec![json!(board), json!(square)],
            )
            .await;
        (at[0].as_f64().unwrap(), at[1].as_f64().unwrap())
    }

    /// A press and release on `square` of the game's board: a mouse click on the
    /// desktop, a finger's tap on the phone.
    pub async fn tap(&self, square: &str) {
        self.tap_on(GAME_BOARD, square).await;
    }

    /// A drag of the piece on `from` to `to` on the game's board with the mouse (or a
    /// finger on the phone).
    pub async fn drag(&self, from: &str, to: &str) {
        self.drag_on(GAME_BOARD, from, to).await;
    }

    /// [`Chrome::tap`] on the board inside the element `board` (a CSS selector).
    pub async fn tap_on(&self, board: &str, square: &str) {
        let (x, y) = self.square_point(board, square).await;
        let steps = [
            PointerAction::MoveTo {
                duration: None,
                x,
                y,
            },
            PointerAction::Down { button: 0 },
            PointerAction::Pause {
                duration: Duration::from_millis(60),
            },
            PointerAction::Up { button: 0 },
        ];
        self.pointer(steps.to_vec()).await;
    }

    /// [`Chrome::drag`] on the board inside the element `board` (a CSS selector).
    pub async fn drag_on(&self, board: &str, from: &str, to: &str) {
        let (x0, y0) = self.square_point(board, from).await;
        let (x1, y1) = self.square_point(board, to).await;
        let steps = vec![
            PointerAction::MoveTo {
                duration: None,
                x: x0,
                y: y0,
            },
            PointerAction::Down { button: 0 },
            PointerAction::MoveTo {
                duration: Some(Duration::from_millis(150)),
                x: (x0 + x1) / 2.0,
                y: (y0 + y1) / 2.0,
            },
            PointerAction::MoveTo {
                duration: Some(Duration::from_millis(150)),
                x: x1,
                y: y1,
            },
            PointerAction::Up { button: 0 },
        ];
        self.pointer(steps).await;
    }

    async fn pointer(&self, steps: Vec<PointerAction>) {
        match self.viewport {
            Viewport::Desktop => {
                let mut mouse = MouseActions::new("mouse".into());
                for s in steps {
                    mouse = mouse.then(s);
                }
                self.client.perform_actions(mouse).await.unwrap();
            }
            Viewport::Phone => {
                let mut finger = TouchActions::new("finger".into());
                for s in steps {
                    finger = finger.then(s);
                }
                self.client.perform_actions(finger).await.unwrap();
            }
        }
    }
}

/// The session's capabilities: the flags a root-run headless Chromium needs, a fresh
/// profile, and the viewport (a phone with touch through Chromium's mobile emulation).
async fn connect(url: &str, chromium: &PathBuf, profile: &std::path::Path, o: Options) -> Client {
    let mut args = vec![
        "--headless".to_owned(),
        "--no-sandbox".into(),
        "--disable-gpu".into(),
        "--disable-quic".into(),
        "--no-first-run".into(),
        "--disable-background-networking".into(),
        "--disable-component-update".into(),
        "--disable-sync".into(),
        "--disable-dev-shm-usage".into(),
        "--hide-scrollbars".into(),
        format!("--user-data-dir={}", profile.display()),
    ];
    let mut options = json!({ "binary": chromium, "args": [] });
    match o.viewport {
        Viewport::Desktop => args.push("--window-size=1280,900".into()),
        Viewport::Phone => {
            options["mobileEmulation"] = json!({
                "deviceMetrics": { "width": 390, "height": 844, "pixelRatio": 2.0, "touch": true },
                "userAgent": "Mozilla/5.0 (Linux; Android 14) Mobile corrchess-test"
            });
        }
    }
    options["args"] = json!(args);
    let mut caps = serde_json::Map::new();
    caps.insert("browserName".into(), json!("chrome"));
    caps.insert("goog:chromeOptions".into(), options);
    let connector = hyper_util::client::legacy::connect::HttpConnector::new();
    let start = Instant::now();
    loop {
        match ClientBuilder::new(connector.clone())
            .capabilities(caps.clone())
            .connect(url)
            .await
        {
            Ok(client) => return client,
            Err(e) if start.elapsed() < Duration::from_secs(20) => {
                let _ = e;
                tokio::time::sleep(Duration::from_millis(100)).await;
            }
            Err(e) => panic!("no WebDriver session from chromedriver: {e}"),
        }
    }
}

/// chromedriver's endpoint for Chrome DevTools commands.
#[derive(Debug)]
struct Cdp {
    cmd: String,
    params: Value,
}

impl WebDriverCompatibleCommand for Cdp {
    fn endpoint(
        &self,
        base_url: &url::Url,
        session_id: Option<&str>,
    ) -> Result<url::Url, url::ParseError> {
        base_url.join(&format!(
            "session/{}/goog/cdp/execute",
            session_id.unwrap_or_default()
        ))
    }

    fn method_and_body(&self, _url: &url::Url) -> (http::Method, Option<String>) {
        let body = json!({ "cmd": self.cmd, "params": self.params });
        (http::Method::POST, Some(body.to_string()))
    }
}
