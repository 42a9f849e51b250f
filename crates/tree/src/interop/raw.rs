//! GCC's `-fdump-tree-original-raw` output read into the interchange model.
//!
//! `gcc -c -fdump-tree-original-raw=FILE x.c` writes, for every function, the
//! `;; Function NAME (ASSEMBLER-NAME)` header and then `dump_node (DECL_SAVED_TREE (fn),
//! TDF_SLIM, …)`: one `@N code label: @M …` record per node reachable from the body. This
//! module parses that text ([`parse`]), converts it into a [`Document`](super::format::Document)
//! that [`import`](super) loads ([`convert`]; both at once: [`read`]), and says per function
//! what the dump left out ([`RawLoss`], [`RawFunction::is_complete`]).
//!
//! # What the raw dump cannot say
//!
//! `TDF_SLIM` and `dump_node`'s choice of fields lose things the C-like printer needs:
//! DECL_CHAIN is never printed, so a BIND_EXPR shows only its first variable (and the
//! BIND_EXPR's BLOCK, which would list them, is not dumped); DECL_EXPR and a few other codes
//! print only their type; no DECL_UID, TYPE_UID, storage class (`static`, `extern`) of
//! variables, nor most flags (TREE_OVERFLOW, …) appear. A function whose body declares a
//! variable is therefore never complete. What can be detected is reported as a
//! [`RawLoss`]; flags the dump never shows cannot be, and are assumed clear.
//!
//! Node ids: every function's dump numbers its nodes from `@1`, and a node reached from
//! two functions is dumped twice. The k-th function's `@N` becomes id `base_k + N`, so the
//! two copies stay two nodes; standard C types carry `global` (the GCC global they are)
//! so that an importer can map them onto its own, and identifiers are equal by name.
//!
//! | GCC | here |
//! |---|---|
//! | `dump_node`, `dequeue_and_dump` (the text) | [`parse`] → [`RawDump`] |
//! | `queue_and_dump_index`, `dump_child` (`label: @N`) | [`RawValue::Node`] |
//! | `dump_string_field`, `dump_int` | [`RawValue::Word`], [`RawValue::Int`] |
//! | `TDF_SLIM` | [`RawLoss`] |

mod convert;
mod error;
mod fields;
mod loss;
mod parse;

pub use convert::{RAW_PRODUCER, RawDocument, convert};
pub use error::{RawError, RawErrorKind};
pub use loss::{RawFunction, RawLoss};
pub use parse::{RawDump, RawField, RawFunctionDump, RawNode, RawValue, parse};

/// Parses and converts a raw dump: `file` names it in errors and in the header, `language`
/// is `"c"` or `"c++"`.
///
/// ```
/// use tree::interop::raw;
/// // `gcc -c -fdump-tree-original-raw=f.raw` of `void f (void) { return; }`, abridged.
/// let text = r"
/// ;; Function f (null)
/// ;; enabled by -tree-original
///
/// @1      return_expr      type: @2
/// @2      void_type        name: @3       algn: 8
/// @3      type_decl        name: @4       type: @2
/// @4      identifier_node  strg: void     lngt: 4
/// ";
/// let doc = raw::read("f.raw", text, "c")?;
/// let f = &doc.functions[0];
/// assert_eq!((f.record.printable.as_str(), f.record.assembler.as_deref()), ("f", None));
/// assert!(f.is_complete());
/// let parsed = raw::parse("f.raw", text)?;
/// assert_eq!(parsed.functions[0].nodes[3].code, tree::TreeCode::IdentifierNode);
/// # Ok::<(), tree::interop::raw::RawError>(())
/// ```
pub fn read(file: &str, text: impl AsRef<[u8]>, language: &str) -> Result<RawDocument, RawError> {
    convert(&parse(file, text)?, language)
}
