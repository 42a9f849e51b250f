//! Type qualifiers and named address spaces: [`TypeQuals`], TYPE_QUALS, TYPE_ADDR_SPACE.

use crate::nodes::error::Result;
use crate::nodes::handle::Tree;
use crate::{Flag, TreeContext};

use super::flags::TypeFlag;

/// Type qualifiers (`TYPE_QUALS`: `TYPE_QUAL_CONST` …) in bits 0–3, and the named address
/// space (`TYPE_ADDR_SPACE`, 0 = generic) in bits 8–15, as GCC packs them
/// (`ENCODE_QUAL_ADDR_SPACE`).
#[doc(alias = "TYPE_QUALS")]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct TypeQuals(pub u16);

impl TypeQuals {
    /// No qualifiers (`TYPE_UNQUALIFIED`).
    #[doc(alias = "TYPE_UNQUALIFIED")]
    pub const NONE: TypeQuals = TypeQuals(0);
    /// `TYPE_QUAL_CONST`.
    #[doc(alias = "TYPE_QUAL_CONST")]
    pub const CONST: TypeQuals = TypeQuals(1);
    /// `TYPE_QUAL_VOLATILE`.
    #[doc(alias = "TYPE_QUAL_VOLATILE")]
    pub const VOLATILE: TypeQuals = TypeQuals(2);
    /// `TYPE_QUAL_RESTRICT`.
    #[doc(alias = "TYPE_QUAL_RESTRICT")]
    pub const RESTRICT: TypeQuals = TypeQuals(4);
    /// `TYPE_QUAL_ATOMIC`.
    #[doc(alias = "TYPE_QUAL_ATOMIC")]
    pub const ATOMIC: TypeQuals = TypeQuals(8);

    /// The qualifier of named address space `space` (`ENCODE_QUAL_ADDR_SPACE`); x86's
    /// `__seg_fs` is 1, `__seg_gs` 2.
    #[doc(alias = "ENCODE_QUAL_ADDR_SPACE")]
    pub const fn address_space(space: u8) -> TypeQuals {
        TypeQuals((space as u16) << 8)
    }

    /// The named address space (`DECODE_QUAL_ADDR_SPACE`; 0 = generic).
    #[doc(alias = "DECODE_QUAL_ADDR_SPACE")]
    pub const fn space(self) -> u8 {
        (self.0 >> 8) as u8
    }

    /// Union of two sets (the address-space bits are ored too, as GCC's `|` on two
    /// TYPE_QUALS values does).
    pub fn union(self, o: TypeQuals) -> TypeQuals {
        TypeQuals(self.0 | o.0)
    }

    /// Whether every qualifier of `o` is in `self`.
    pub fn contains(self, o: TypeQuals) -> bool {
        self.0 & o.0 == o.0
    }
}

/// **Types: qualifiers and address spaces** (GCC internals manual: *GENERIC › Types*).
impl TreeContext {
    /// `TYPE_QUALS`.
    #[doc(alias = "TYPE_QUALS")]
    pub fn type_quals(&self, t: Tree) -> Result<TypeQuals> {
        self.check_class(t, crate::TreeCodeClass::Type, "TYPE_QUALS")?;
        let r = self.store.ty_rec(t);
        let mut q = 0;
        if r.flags & Flag::Readonly.bit() != 0 {
            q |= TypeQuals::CONST.0;
        }
        if r.flags & Flag::ThisVolatile.bit() != 0 {
            q |= TypeQuals::VOLATILE.0;
        }
        if r.type_flags & TypeFlag::Restrict.bit() != 0 {
            q |= TypeQuals::RESTRICT.0;
        }
        if r.flags & Flag::Atomic.bit() != 0 {
            q |= TypeQuals::ATOMIC.0;
        }
        Ok(TypeQuals(q).union(TypeQuals::address_space(self.addr_space_of(t))))
    }

    /// `TYPE_ADDR_SPACE`: the named address space of a type (0 = generic).
    #[doc(alias = "TYPE_ADDR_SPACE")]
    pub fn type_addr_space(&self, t: Tree) -> Result<u8> {
        self.check_class(t, crate::TreeCodeClass::Type, "TYPE_ADDR_SPACE")?;
        Ok(self.addr_space_of(t))
    }

    /// Sets `TYPE_ADDR_SPACE` (the type's identity does not change: build a qualified
    /// variant with [`TypeQuals::address_space`] for a new type).
    pub fn set_type_addr_space(&mut self, t: Tree, space: u8) -> Result<()> {
        self.check_class(t, crate::TreeCodeClass::Type, "TYPE_ADDR_SPACE")?;
        self.store_addr_space(t, space);
        Ok(())
    }

    // GCC keeps the space in `tree_base.u.bits`, the word the model keeps apart for the
    // few nodes that use it (`base_u`); a type uses it for nothing else.
    fn addr_space_of(&self, t: Tree) -> u8 {
        let v = self.store.weak.base_u.get(&t).copied().unwrap_or(0);
        v as u8
    }

    fn store_addr_space(&mut self, t: Tree, space: u8) {
        match space {
            0 => self.store.weak.base_u.remove(&t),
            s => self.store.weak.base_u.insert(t, s.into()),
        };
    }

    pub(super) fn set_quals(&mut self, t: Tree, q: TypeQuals) {
        let r = self.store.ty_rec_mut(t);
        let set = |f: &mut u32, bit: u32, on: bool| {
            if on { *f |= bit } else { *f &= !bit }
        };
        set(
            &mut r.flags,
            Flag::Readonly.bit(),
            q.contains(TypeQuals::CONST),
        );
        set(
            &mut r.flags,
            Flag::ThisVolatile.bit(),
            q.contains(TypeQuals::VOLATILE),
        );
        set(
            &mut r.flags,
            Flag::Atomic.bit(),
            q.contains(TypeQuals::ATOMIC),
        );
        set(
            &mut r.type_flags,
            TypeFlag::Restrict.bit(),
            q.contains(TypeQuals::RESTRICT),
        );
        self.store_addr_space(t, q.space());
    }
}
