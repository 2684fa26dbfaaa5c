//! Headers that make browsers refuse inline script, framing and content sniffing, and,
//! on a site served over https, plain http.

use actix_web::middleware::DefaultHeaders;

/// No inline script or style, nothing from other origins, no framing.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; \
     base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// Browsers that saw the site over https use only https for it (and its subdomains)
/// for a year.
pub const STRICT_TRANSPORT_SECURITY: &str = "max-age=31536000; includeSubDomains";

/// Whether to send `Strict-Transport-Security`: only when the public address is https
/// (over plain http the header would be ignored, or lock out a site without TLS).
pub fn hsts(base_url: &str) -> bool {
    base_url.starts_with("https://")
}

/// The headers added to every response of the site at `base_url`.
pub fn headers(base_url: &str) -> DefaultHeaders {
    let headers = DefaultHeaders::new()
        .add(("Content-Security-Policy", CONTENT_SECURITY_POLICY))
        .add(("Referrer-Policy", "same-origin"))
        .add(("X-Content-Type-Options", "nosniff"))
        .add(("X-Frame-Options", "DENY"))
        .add((
            "Permissions-Policy",
            "camera=(), microphone=(), geolocation=()",
        ))
        // Pages are personal (settings, private messages): never shown from the
        // back-button cache after logout. Static files and the calendar feed set their own.
        .add(("Cache-Control", "no-store"));
    if hsts(base_url) {
        headers.add(("Strict-Transport-Security", STRICT_TRANSPORT_SECURITY))
    } else {
        headers
    }
}

#[cfg(test)]
mod tests {
    use super::hsts;

    #[test]
    fn hsts_only_for_an_https_site() {
        assert!(hsts("https://chess.example.org"));
        assert!(!hsts("http://chess.example.org"));
        assert!(!hsts("http://127.0.0.1:8080"));
    }
}
