//! How generated `Options::from_state` reads each field from an [`OptionState`]: one
//! function per Rust field type. A variable the state does not know, or whose value is a C
//! macro the decoder cannot evaluate, keeps the field's `Init` default.

use crate::decode::{DeferredOption, OptionState, Value};

/// An integer field (`int` or `HOST_WIDE_INT`): the value, or for a mask variable whose
/// initial value is a macro, the default with the bits options set and cleared applied.
pub fn int(state: &OptionState, name: &str, default: i64) -> i64 {
    match state.value(name) {
        Some(Value::Int(v)) => *v,
        Some(Value::Masked { set, cleared, .. }) => (default & !cleared) | set,
        _ => default,
    }
}

/// An `int` field: [`int`] truncated to 32 bits, as GCC's store into an `int` truncates.
pub fn int32(state: &OptionState, name: &str, default: i32) -> i32 {
    // Truncation is the C semantics of the store being modelled.
    int(state, name, i64::from(default)) as i32
}

/// A `bool` field.
pub fn flag(state: &OptionState, name: &str, default: bool) -> bool {
    state.value(name).and_then(Value::truth).unwrap_or(default)
}

/// A `const char *` field (`None` for a null pointer).
pub fn string(state: &OptionState, name: &str) -> Option<String> {
    match state.value(name) {
        Some(Value::Str(s)) => s.clone(),
        _ => None,
    }
}

/// A `void *` field holding a `Defer` queue.
pub fn deferred(state: &OptionState, name: &str) -> Vec<DeferredOption> {
    match state.value(name) {
        Some(Value::Deferred(v)) => v.clone(),
        _ => Vec::new(),
    }
}
