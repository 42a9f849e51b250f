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
//! [`RawLoss`]; flags the dump never shows cannot be, and are read as clear — on
//! gcc.c-torture/execute, the complete functions whose print still differs from GCC's are
//! exactly those with a TREE_OVERFLOW constant (`(OVF)`) or a TYPE_REF_CAN_ALIAS_ALL
//! pointer type (`{ref-all}`), 5 of 2,867. Given a complete document of the same
//! compilation (the exporter plugin's), [`clear_unwritten_flags`] tells those functions
//! apart: they print differently once it has cleared both flags.
//!
//! Also not recovered: a FUNCTION_DECL record's `nested` list (always empty), a call's
//! static chain, EXPR_LOCATION of expressions (only declarations have `srcp:`).
//!
//! C++ (`language` `"c++"`): the C++ statements' operands (`cp/dump.cc`: EXPR_STMT,
//! IF_STMT, CLEANUP_STMT, TRY_BLOCK, AGGR_INIT_EXPR, …) are read; its other fields (notes,
//! accesses, template, thunk and pointer-to-member fields, operator identifiers printed
//! without their text) become [`RawLoss::FieldNotRead`] instead of
//! [`RawErrorKind::UnexpectedField`] errors, as they stay for C.
//!
//! Values: an INTEGER_CST's `int:` (GCC prints it read as signed, or as hex bits past 64)
//! is read with its type's sign and precision — pointer-like types are unsigned at their
//! size, `_Bool` has precision 1; a REAL_CST's `valu:` (a decimal cut to GCC's 32-byte
//! buffer, at least 22 digits) is rounded to its type's format, which is exact for float,
//! double and x87 long double and a [`RawLoss::RealInexact`] for binary128; a STRING_CST's
//! text is delimited by its `lngt:` and the padding `%-7s` adds, and keeps its terminating
//! NUL. Declarations' `srcp: FILE:LINE` becomes `loc` with column 0.
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
mod unwritten;

pub use convert::{RAW_PRODUCER, RawDocument, convert};
pub use error::{RawError, RawErrorKind};
pub use loss::{RawFunction, RawLoss};
pub use parse::{RawDump, RawField, RawFunctionDump, RawNode, RawValue, parse};
pub use unwritten::clear_unwritten_flags;

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
