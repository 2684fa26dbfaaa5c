//! The field names a struct's derived `Deserialize` declares, read without any input.
//! Form and JSON extractors use them to name a refused field with the `&'static str`
//! that [`FieldErrors`](crate::service::FieldErrors) is keyed by.

use serde::de::{self, DeserializeOwned, Deserializer, Visitor};

/// The fields of `T` as it is sent (after `rename`); empty for anything but a struct.
pub fn field_names<T: DeserializeOwned>() -> &'static [&'static str] {
    let mut found = None;
    let _ = T::deserialize(FieldNames(&mut found));
    found.unwrap_or(&[])
}

/// `field` as one of `T`'s own names, if it is one.
pub fn find<T: DeserializeOwned>(field: &str) -> Option<&'static str> {
    field_names::<T>().iter().copied().find(|f| *f == field)
}

/// A deserializer that only notes the fields of the struct asked for.
struct FieldNames<'a>(&'a mut Option<&'static [&'static str]>);

impl<'de> Deserializer<'de> for FieldNames<'_> {
    type Error = de::value::Error;

    fn deserialize_any<V: Visitor<'de>>(self, _visitor: V) -> Result<V::Value, Self::Error> {
        Err(de::Error::custom("not a struct"))
    }

    fn deserialize_struct<V: Visitor<'de>>(
        self,
        _name: &'static str,
        fields: &'static [&'static str],
        _visitor: V,
    ) -> Result<V::Value, Self::Error> {
        *self.0 = Some(fields);
        Err(de::Error::custom("field names noted"))
    }

    serde::forward_to_deserialize_any! {
        bool i8 i16 i32 i64 i128 u8 u16 u32 u64 u128 f32 f64 char str string bytes
        byte_buf option unit unit_struct newtype_struct seq tuple tuple_struct map enum
        identifier ignored_any
    }
}

#[cfg(test)]
mod tests {
    use serde::Deserialize;

    use super::*;

    #[derive(Deserialize)]
    #[allow(dead_code)]
    struct Sample {
        name: String,
        #[serde(rename = "move")]
        mv: String,
    }

    #[test]
    fn names_come_from_the_derive_with_renames() {
        assert_eq!(field_names::<Sample>(), ["name", "move"]);
        assert_eq!(find::<Sample>("move"), Some("move"));
        assert_eq!(find::<Sample>("mv"), None);
        assert!(field_names::<Vec<String>>().is_empty());
        assert!(field_names::<String>().is_empty());
    }
}
