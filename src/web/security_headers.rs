//! Headers that make browsers refuse inline script, framing and content sniffing.

use actix_web::middleware::DefaultHeaders;

/// No inline script or style, nothing from other origins, no framing.
pub const CONTENT_SECURITY_POLICY: &str = "default-src 'self'; script-src 'self'; style-src 'self'; \
     img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; \
     base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/// The headers added to every response.
pub fn headers() -> DefaultHeaders {
    DefaultHeaders::new()
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
        .add(("Cache-Control", "no-store"))
}
