//! The record kinds of a `.opt` file other than option definitions.

use serde::Serialize;

use crate::diag::Location;
use crate::model::CExpr;

/// `Language` record: declares a language usable as an option property.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct LanguageDecl {
    /// The language's name (`C++`, `Fortran`, ...).
    pub name: String,
    /// Where the record starts.
    pub location: Location,
}

/// A C declaration from a `Variable`, `TargetVariable` or `TargetSave` record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct CDecl {
    /// The declared type (`int`, `HOST_WIDE_INT`, `const char *`, `enum fpmath_unit`).
    pub c_type: String,
    /// The declared name.
    pub name: String,
    /// An array suffix such as `[3]`, if any.
    pub array: Option<String>,
    /// The initializer after `=`, if any.
    pub init: Option<CExpr>,
    /// The declaration as written.
    pub text: String,
    /// Where the declaration is.
    pub location: Location,
}

/// Which record declared a variable.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub enum VariableKind {
    /// `Variable`: a field of `gcc_options`.
    Variable,
    /// `TargetVariable`: a field of `gcc_options` also saved in `cl_target_option`.
    TargetVariable,
}

/// A `Variable` or `TargetVariable` record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct VariableDecl {
    /// Which record kind.
    pub kind: VariableKind,
    /// The declaration.
    pub decl: CDecl,
}

/// `HeaderInclude` / `SourceInclude` record.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct Include {
    /// The file to include.
    pub file: String,
    /// Where the record starts.
    pub location: Location,
}

/// `Enum` record: a set of strings usable as an option argument.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[doc(alias = "cl_enum")]
pub struct EnumDef {
    /// `Name(NAME)`.
    pub name: String,
    /// `Type(TYPE)`: the C type of variables set through it.
    pub c_type: String,
    /// `UnknownError(MESSAGE)`, if given.
    pub unknown_error: Option<String>,
    /// The help text (third field), if any.
    pub help: Option<String>,
    /// Where the record starts.
    pub location: Location,
}

/// `EnumValue` record: one string of an `Enum`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[doc(alias = "cl_enum_arg")]
pub struct EnumValueDef {
    /// `Enum(NAME)`: which enumeration.
    pub enum_name: String,
    /// `String(STRING)`: the argument text.
    pub string: String,
    /// `Value(VALUE)`: the value it stands for.
    pub value: CExpr,
    /// `Canonical`.
    pub canonical: bool,
    /// `DriverOnly`.
    pub driver_only: bool,
    /// `Set(NUMBER)`, 1 to 64.
    pub set: Option<u8>,
    /// Where the record starts.
    pub location: Location,
}

/// A target mask record `Mask(X)`: allocates a bit in `target_flags` with no option.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct MaskRecord {
    /// The mask name `X` (`MASK_X`, `TARGET_X`).
    pub name: String,
    /// Where the record starts.
    pub location: Location,
}
