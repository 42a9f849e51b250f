//! The flags a raw dump never writes although `-fdump-tree-original` prints them: what no
//! reader of the raw dump can recover, and so what [`RawFunction::is_complete`] cannot see.
//!
//! [`RawFunction::is_complete`]: super::RawFunction::is_complete

use crate::interop::fields::base_flag_name;
use crate::interop::format::{Document, Record};
use crate::{Flag, TreeCode};

/// Clears, in a complete document (the exporter plugin's), the flags that `dump_node` never
/// writes and that the printer shows: TREE_OVERFLOW of constants (printed `(OVF)`) and
/// TYPE_REF_CAN_ALIAS_ALL of pointer and reference types (printed `{ref-all}`). Returns how
/// many it cleared.
///
/// The result holds those flags as a raw dump of the same compilation gives them at best.
/// A function printed differently from the stripped document than from the original one
/// depends on them, so the raw dump lost it even where the reader finds it complete: this
/// is how the differential suite tells those functions apart.
///
/// ```
/// use tree::interop::{raw, read};
/// let lines = [
///     r#"{"header":{"format":"gccint-generic","version":1,"language":"c"}}"#,
///     r#"{"node":{"id":1,"code":"integer_type","global":"integer_type_node"}}"#,
///     // 2147483647(OVF), a `{ref-all}` pointer type, and a TREE_PUBLIC variable.
///     r#"{"node":{"id":2,"code":"integer_cst","type":1,"flags":["public_flag"],"value":"2147483647"}}"#,
///     r#"{"node":{"id":3,"code":"pointer_type","type":1,"flags":["static_flag"]}}"#,
///     r#"{"node":{"id":4,"code":"var_decl","type":1,"flags":["public_flag","static_flag"]}}"#,
/// ];
/// let text: String = lines.iter().map(|l| format!("{l}\n")).collect();
/// let mut doc = read("t.jsonl", &text)?;
/// assert_eq!(raw::clear_unwritten_flags(&mut doc), 2);
/// assert_eq!(raw::clear_unwritten_flags(&mut doc), 0);
/// # Ok::<(), tree::interop::ReadError>(())
/// ```
#[doc(alias = "TREE_OVERFLOW")]
#[doc(alias = "TYPE_REF_CAN_ALIAS_ALL")]
pub fn clear_unwritten_flags(doc: &mut Document) -> usize {
    let mut cleared = 0;
    for (_, record) in &mut doc.records {
        let Record::Node(node) = record else { continue };
        let Some(code) = TreeCode::from_name(&node.code) else {
            continue;
        };
        let unwritten = match code {
            TreeCode::PointerType | TreeCode::ReferenceType => Flag::Static,
            _ if code.is_constant() => Flag::Public,
            _ => continue,
        };
        let name = base_flag_name(unwritten);
        let before = node.flags.len();
        node.flags.retain(|f| f != name);
        cleared += before - node.flags.len();
    }
    cleared
}
