//! Types: the type flags and qualifiers, type builders with caching, qualified variants,
//! TYPE_CANONICAL / structural equality, and the type field accessors.

mod common_nodes;
mod derived;
mod equality;
mod fields;
mod flags;
mod function;
mod helpers;
mod integer;
mod layout;
mod predicates;
mod quals;
mod variants;

pub use flags::TypeFlag;
pub use integer::BITINT_MAXWIDTH;
pub use quals::TypeQuals;
