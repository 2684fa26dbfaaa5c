//! Test support: the variables each message of a catalog uses, so the catalog test can
//! check that a translation neither drops nor invents a `$variable`.

use std::collections::{BTreeMap, BTreeSet};

use fluent_bundle::FluentResource;
use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};

/// The variables one message uses: shown in its text, or only selecting a variant
/// (a grammar hook such as `$role`, which a language may use or leave alone).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(super) struct Uses {
    pub shown: BTreeSet<String>,
    pub selects: BTreeSet<String>,
}

impl Uses {
    /// Every variable the message reads.
    pub fn all(&self) -> BTreeSet<String> {
        self.shown.union(&self.selects).cloned().collect()
    }
}

/// Message id to the variables its value and attributes use.
pub(super) type Variables = BTreeMap<String, Uses>;

/// Adds the variables of every message of `resource` to `out`.
pub(super) fn collect(resource: &FluentResource, out: &mut Variables) {
    for entry in resource.entries() {
        if let Entry::Message(m) = entry {
            let names = out.entry(m.id.name.to_owned()).or_default();
            if let Some(value) = &m.value {
                pattern(value, names);
            }
            for attribute in &m.attributes {
                pattern(&attribute.value, names);
            }
        }
    }
}

fn pattern(p: &Pattern<&str>, names: &mut Uses) {
    for element in &p.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_names(expression, names);
        }
    }
}

fn expression_names(e: &Expression<&str>, names: &mut Uses) {
    match e {
        Expression::Select { selector, variants } => {
            if let InlineExpression::VariableReference { id } = selector {
                names.selects.insert(id.name.to_owned());
            } else {
                inline(selector, names);
            }
            for variant in variants {
                pattern(&variant.value, names);
            }
        }
        Expression::Inline(i) => inline(i, names),
    }
}

fn inline(i: &InlineExpression<&str>, names: &mut Uses) {
    match i {
        InlineExpression::VariableReference { id } => {
            names.shown.insert(id.name.to_owned());
        }
        InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline(a, names);
            }
            for a in &arguments.named {
                inline(&a.value, names);
            }
        }
        InlineExpression::TermReference {
            arguments: Some(arguments),
            ..
        } => {
            for a in &arguments.positional {
                inline(a, names);
            }
            for a in &arguments.named {
                inline(&a.value, names);
            }
        }
        InlineExpression::Placeable { expression } => expression_names(expression, names),
        _ => {}
    }
}
