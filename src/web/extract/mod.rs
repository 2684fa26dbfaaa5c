//! What reads a request into values: forms, the session and its user, the device, the
//! language, and the names and texts of form fields.

pub mod acting;
pub mod device;
pub mod field_names;
pub mod field_texts;
pub mod form;
pub mod language;
pub mod session;
pub mod time_control_form;
