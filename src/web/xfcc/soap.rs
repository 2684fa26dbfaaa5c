//! The SOAP envelope of Xfcc calls: reading one call (an operation and its parameters)
//! with `quick-xml`, and writing answers and faults with every text escaped. Clients
//! differ (SOAP 1.1 and 1.2, prefixes, a default namespace or none on the parameters),
//! so the reader accepts any of them; it never expands an entity and refuses a DOCTYPE,
//! so an XML bomb is a fault, not a hang.

use std::collections::BTreeMap;

use actix_web::http::StatusCode;
use quick_xml::{
    NsReader,
    events::Event,
    name::{Namespace, ResolveResult},
};

/// The XfccBasic namespace every Xfcc client speaks.
pub const XFCC_NS: &str = "http://www.bennedik.com/webservices/XfccBasic";
const SOAP11_NS: &str = "http://schemas.xmlsoap.org/soap/envelope/";
const SOAP12_NS: &str = "http://www.w3.org/2003/05/soap-envelope";

/// The most elements a call may hold: an Xfcc call has a dozen.
const MAX_ELEMENTS: usize = 200;

/// Which SOAP the client speaks: the answer's envelope, content type and fault statuses
/// follow it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum SoapVersion {
    V11,
    V12,
}

impl SoapVersion {
    /// Whether `content_type` names an XML body at all (`text/xml`, `application/xml`
    /// or `application/soap+xml`). None of these is a type a browser may post from
    /// another site without asking first (CORS), so a web page cannot make its
    /// visitors' browsers call the service.
    pub fn is_xml(content_type: &str) -> bool {
        let media = content_type.split(';').next().unwrap_or("").trim();
        ["text/xml", "application/xml", "application/soap+xml"]
            .iter()
            .any(|xml| media.eq_ignore_ascii_case(xml))
    }

    /// The version a request's content type names (`application/soap+xml` is 1.2), for
    /// answering a body too broken to name it.
    pub fn of_content_type(content_type: &str) -> Self {
        if content_type
            .trim()
            .to_ascii_lowercase()
            .starts_with("application/soap+xml")
        {
            Self::V12
        } else {
            Self::V11
        }
    }

    fn envelope_ns(self) -> &'static str {
        match self {
            Self::V11 => SOAP11_NS,
            Self::V12 => SOAP12_NS,
        }
    }

    /// The content type of answers in this version.
    pub fn content_type(self) -> &'static str {
        match self {
            Self::V11 => "text/xml; charset=utf-8",
            Self::V12 => "application/soap+xml; charset=utf-8",
        }
    }
}

/// Whose fault a refused call is: the client's (malformed, unknown operation) or the
/// server's (it failed inside).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FaultSide {
    Client,
    Server,
}

/// A refused call: a SOAP Fault with an English reason (a protocol text for the
/// client's developer, like the JSON API's problem details).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Fault {
    pub side: FaultSide,
    pub reason: String,
}

impl Fault {
    /// The client's fault, for `reason`.
    pub fn client(reason: impl Into<String>) -> Self {
        Self {
            side: FaultSide::Client,
            reason: reason.into(),
        }
    }

    /// The server's fault, for `reason`.
    pub fn server(reason: impl Into<String>) -> Self {
        Self {
            side: FaultSide::Server,
            reason: reason.into(),
        }
    }

    /// The HTTP status: SOAP 1.1 answers every fault with 500; SOAP 1.2 answers the
    /// sender's with 400 and the receiver's with 500.
    pub fn status(&self, version: SoapVersion) -> StatusCode {
        match (version, self.side) {
            (SoapVersion::V12, FaultSide::Client) => StatusCode::BAD_REQUEST,
            _ => StatusCode::INTERNAL_SERVER_ERROR,
        }
    }

    /// The whole fault envelope in `version`.
    pub fn to_xml(&self, version: SoapVersion) -> String {
        let mut x = Xml::default();
        match version {
            SoapVersion::V11 => {
                let code = match self.side {
                    FaultSide::Client => "soap:Client",
                    FaultSide::Server => "soap:Server",
                };
                x.open("soap:Fault");
                x.leaf("faultcode", code);
                x.leaf("faultstring", &self.reason);
                x.close("soap:Fault");
            }
            SoapVersion::V12 => {
                let code = match self.side {
                    FaultSide::Client => "soap:Sender",
                    FaultSide::Server => "soap:Receiver",
                };
                x.open("soap:Fault");
                x.open("soap:Code");
                x.leaf("soap:Value", code);
                x.close("soap:Code");
                x.open("soap:Reason");
                x.raw("<soap:Text xml:lang=\"en\">");
                x.text(&self.reason);
                x.raw("</soap:Text>");
                x.close("soap:Reason");
                x.close("soap:Fault");
            }
        }
        envelope(version, &x.finish())
    }
}

/// One call: its SOAP version, the operation's local name and its parameters' text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Call {
    pub version: SoapVersion,
    pub operation: String,
    pub params: BTreeMap<String, String>,
}

impl Call {
    /// The text of parameter `name`, "" when absent.
    pub fn text(&self, name: &str) -> &str {
        self.params.get(name).map_or("", String::as_str)
    }

    /// A boolean parameter (`true`/`1`; absent is false); anything else is a fault.
    pub fn flag(&self, name: &str) -> Result<bool, Fault> {
        match self.text(name).trim() {
            "true" | "1" => Ok(true),
            "false" | "0" | "" => Ok(false),
            _ => Err(Fault::client(format!("{name} must be true or false"))),
        }
    }

    /// An integer parameter; absent or unreadable is a fault.
    pub fn integer(&self, name: &str) -> Result<i64, Fault> {
        self.text(name)
            .trim()
            .parse()
            .map_err(|_| Fault::client(format!("{name} must be an integer")))
    }
}

/// Where the reader stands in the envelope.
#[derive(Default)]
struct Walk {
    version: Option<SoapVersion>,
    depth: usize,
    in_body: bool,
    operation: Option<String>,
    param: Option<String>,
    value: String,
    params: BTreeMap<String, String>,
    elements: usize,
}

impl Walk {
    /// An element opens at the current depth, in namespace `ns`.
    fn open(&mut self, ns: Option<&str>, local: &str) -> Result<(), Fault> {
        self.elements += 1;
        if self.elements > MAX_ELEMENTS {
            return Err(Fault::client("too many elements"));
        }
        match self.depth {
            0 => {
                self.version = match (ns, local) {
                    (Some(SOAP11_NS), "Envelope") => Some(SoapVersion::V11),
                    (Some(SOAP12_NS), "Envelope") => Some(SoapVersion::V12),
                    _ => return Err(Fault::client("the document is not a SOAP envelope")),
                };
            }
            1 => self.in_body = local == "Body" && ns == self.version.map(SoapVersion::envelope_ns),
            2 if self.in_body => {
                if self.operation.is_some() {
                    return Err(Fault::client("the body holds more than one call"));
                }
                if ns != Some(XFCC_NS) {
                    return Err(Fault::client(format!("unknown operation {local}")));
                }
                self.operation = Some(local.to_owned());
            }
            3 if self.in_body => {
                self.param = Some(local.to_owned());
                self.value.clear();
            }
            d if self.in_body && d > 3 => {
                return Err(Fault::client("a parameter holds elements"));
            }
            _ => {}
        }
        self.depth += 1;
        Ok(())
    }

    /// The element at the current depth closes.
    fn close(&mut self) {
        self.depth = self.depth.saturating_sub(1);
        match self.depth {
            3 => {
                if let Some(name) = self.param.take() {
                    self.params.insert(name, std::mem::take(&mut self.value));
                }
            }
            1 => self.in_body = false,
            _ => {}
        }
    }

    /// Text inside the current element: kept inside a parameter, else only blanks.
    fn text(&mut self, text: &str) -> Result<(), Fault> {
        if self.param.is_some() && self.depth == 4 {
            self.value.push_str(text);
            Ok(())
        } else if text.trim().is_empty() {
            Ok(())
        } else {
            Err(Fault::client("text outside the call's parameters"))
        }
    }
}

/// The text of a reference: a character reference or one of XML's five entities;
/// any other entity would need a DTD, which is refused, so it is refused too.
fn reference(name: &str) -> Result<String, Fault> {
    if let Some(number) = name.strip_prefix('#') {
        let code = match number.strip_prefix('x') {
            Some(hex) => u32::from_str_radix(hex, 16).ok(),
            None => number.parse().ok(),
        };
        return code
            .and_then(char::from_u32)
            .filter(|c| allowed_in_xml(*c))
            .map(String::from)
            .ok_or_else(|| Fault::client("an invalid character reference"));
    }
    quick_xml::escape::resolve_predefined_entity(name)
        .map(str::to_owned)
        .ok_or_else(|| Fault::client(format!("the entity &{name}; is not allowed")))
}

/// Reads one Xfcc call from a request body.
pub fn parse(body: &[u8]) -> Result<Call, Fault> {
    let text = std::str::from_utf8(body).map_err(|_| Fault::client("the body is not UTF-8"))?;
    let mut reader = NsReader::from_str(text);
    let config = reader.config_mut();
    config.expand_empty_elements = true;
    config.check_end_names = true;
    let mut walk = Walk::default();
    loop {
        let (ns, event) = reader
            .read_resolved_event()
            .map_err(|e| Fault::client(format!("malformed XML: {e}")))?;
        let ns = match ns {
            ResolveResult::Bound(Namespace(ns)) => Some(ns.to_owned()),
            ResolveResult::Unbound => None,
            ResolveResult::Unknown(p) => {
                return Err(Fault::client(format!("unknown namespace prefix {p}")));
            }
        };
        match event {
            Event::Start(e) => {
                let local = e.local_name().into_inner().to_owned();
                walk.open(ns.as_deref(), &local)?;
            }
            Event::End(_) => walk.close(),
            Event::Text(t) => walk.text(&t.xml10_content())?,
            Event::CData(c) => walk.text(&c.xml10_content())?,
            Event::GeneralRef(r) => walk.text(&reference(&r)?)?,
            Event::DocType(_) => return Err(Fault::client("a DOCTYPE is not allowed")),
            Event::Decl(_) | Event::PI(_) | Event::Comment(_) | Event::Empty(_) => {}
            Event::Eof => break,
        }
    }
    match (walk.version, walk.operation) {
        (Some(version), Some(operation)) if walk.depth == 0 => Ok(Call {
            version,
            operation,
            params: walk.params,
        }),
        (Some(_), None) => Err(Fault::client("the body holds no Xfcc call")),
        _ => Err(Fault::client("the document is not a SOAP envelope")),
    }
}

/// Whether XML 1.0 allows `c` in a document (no other control characters, no
/// U+FFFE/U+FFFF).
fn allowed_in_xml(c: char) -> bool {
    matches!(c, '\t' | '\n' | '\r') || (c >= ' ' && c != '\u{FFFE}' && c != '\u{FFFF}')
}

/// An XML text being written: elements opened and closed by name, every text escaped
/// (and stripped of characters XML cannot carry).
#[derive(Default)]
pub struct Xml(String);

impl Xml {
    /// `<name>`.
    pub fn open(&mut self, name: &str) {
        self.0.push('<');
        self.0.push_str(name);
        self.0.push('>');
    }

    /// `</name>`.
    pub fn close(&mut self, name: &str) {
        self.0.push_str("</");
        self.0.push_str(name);
        self.0.push('>');
    }

    /// Markup written as it is: only for constant text.
    pub fn raw(&mut self, markup: &'static str) {
        self.0.push_str(markup);
    }

    /// `text`, escaped.
    pub fn text(&mut self, text: &str) {
        self.0.push_str(&Self::escaped(text));
    }

    /// `text` escaped for XML text or an attribute's value, without the characters
    /// XML cannot carry.
    pub fn escaped(text: &str) -> String {
        let clean: String = text.chars().filter(|c| allowed_in_xml(*c)).collect();
        quick_xml::escape::escape(clean.as_str()).into_owned()
    }

    /// `<name>text</name>`, the text escaped.
    pub fn leaf(&mut self, name: &str, text: &str) {
        self.open(name);
        self.text(text);
        self.close(name);
    }

    /// What was written.
    pub fn finish(self) -> String {
        self.0
    }
}

/// A whole answer: the XML declaration and the envelope of `version` around `body`.
pub fn envelope(version: SoapVersion, body: &str) -> String {
    format!(
        "<?xml version=\"1.0\" encoding=\"utf-8\"?>\
         <soap:Envelope xmlns:soap=\"{}\" xmlns:xsi=\"http://www.w3.org/2001/XMLSchema-instance\" \
         xmlns:xsd=\"http://www.w3.org/2001/XMLSchema\"><soap:Body>{body}</soap:Body></soap:Envelope>",
        version.envelope_ns()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    fn call(version_ns: &str, inner: &str) -> String {
        format!(
            "<?xml version=\"1.0\"?><s:Envelope xmlns:s=\"{version_ns}\"><s:Header/><s:Body>{inner}</s:Body></s:Envelope>"
        )
    }

    #[test]
    fn reads_a_call_in_both_versions_and_namespace_styles() {
        let inner = format!(
            "<GetMyGames xmlns=\"{XFCC_NS}\"><username>al&amp;ice</username>\
             <password><![CDATA[p<w]]>&#x21;</password></GetMyGames>"
        );
        let c = parse(call(SOAP11_NS, &inner).as_bytes()).unwrap();
        assert_eq!(c.version, SoapVersion::V11);
        assert_eq!(c.operation, "GetMyGames");
        assert_eq!(c.text("username"), "al&ice");
        assert_eq!(c.text("password"), "p<w!");
        let prefixed = format!(
            "<x:MakeAMove xmlns:x=\"{XFCC_NS}\"><x:gameId>7</x:gameId><x:resign/></x:MakeAMove>"
        );
        let c = parse(call(SOAP12_NS, &prefixed).as_bytes()).unwrap();
        assert_eq!(c.version, SoapVersion::V12);
        assert_eq!(c.integer("gameId").unwrap(), 7);
        assert!(!c.flag("resign").unwrap());
        assert_eq!(c.text("myMove"), "");
    }

    #[test]
    fn refuses_what_is_not_one_xfcc_call() {
        let bomb = "<?xml version=\"1.0\"?><!DOCTYPE lolz [<!ENTITY lol \"lol\">\
                    <!ENTITY lol2 \"&lol;&lol;\">]><lolz>&lol2;</lolz>";
        assert!(
            parse(bomb.as_bytes())
                .unwrap_err()
                .reason
                .contains("DOCTYPE")
        );
        let entity = call(
            SOAP11_NS,
            &format!("<GetMyGames xmlns=\"{XFCC_NS}\"><username>&lol;</username></GetMyGames>"),
        );
        assert!(
            parse(entity.as_bytes())
                .unwrap_err()
                .reason
                .contains("entity")
        );
        let unknown = call(SOAP11_NS, "<Nap xmlns=\"urn:other\"/>");
        assert!(
            parse(unknown.as_bytes())
                .unwrap_err()
                .reason
                .contains("unknown")
        );
        assert!(parse(b"<a><b></a>").is_err());
        assert!(parse(b"not xml").is_err());
        assert!(parse(&[0xff, 0xfe]).is_err());
        assert!(parse(call(SOAP11_NS, "").as_bytes()).is_err());
        let deep = call(
            SOAP11_NS,
            &format!("<GetMyGames xmlns=\"{XFCC_NS}\"><username><b/></username></GetMyGames>"),
        );
        assert!(parse(deep.as_bytes()).is_err());
    }

    #[test]
    fn writes_escaped_text_and_faults_by_version() {
        let mut x = Xml::default();
        x.leaf("message", "<b>&\"'\u{1}");
        assert_eq!(x.finish(), "<message>&lt;b&gt;&amp;&quot;&apos;</message>");
        let f = Fault::client("bad <input>");
        assert_eq!(
            f.status(SoapVersion::V11),
            StatusCode::INTERNAL_SERVER_ERROR
        );
        assert_eq!(f.status(SoapVersion::V12), StatusCode::BAD_REQUEST);
        assert!(f.to_xml(SoapVersion::V11).contains("bad &lt;input&gt;"));
        assert!(f.to_xml(SoapVersion::V12).contains("soap:Sender"));
        assert_eq!(
            SoapVersion::of_content_type("application/soap+xml; charset=utf-8"),
            SoapVersion::V12
        );
    }
}
