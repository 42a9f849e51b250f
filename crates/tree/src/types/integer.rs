//! Integer types: INTEGER_TYPE and `_BitInt` builders, builtin type names, index and range
//! types.

use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::{Flag, PolySize, TreeCode, TreeContext};

use TreeCode as C;

/// The widest `_BitInt` (x86-64's `BITINT_MAXWIDTH`).
pub const BITINT_MAXWIDTH: u32 = 65_535;

/// **Types: integer, _BitInt and range types** (GCC internals manual: *GENERIC › Types*).
impl TreeContext {
    pub(crate) fn new_integer_type(&mut self, precision: u32, unsigned: bool) -> Tree {
        let t = self.make_node(C::IntegerType).expect("INTEGER_TYPE");
        let r = self.store.ty_rec_mut(t);
        r.precision = precision;
        if unsigned {
            r.flags |= Flag::Unsigned.bit();
        }
        t
    }

    /// `make_signed_type` / `make_unsigned_type`: a new, laid-out INTEGER_TYPE.
    #[doc(alias = "make_signed_type")]
    #[doc(alias = "make_unsigned_type")]
    pub fn make_integer_type(&mut self, precision: u32, unsigned: bool) -> Result<Tree> {
        if precision == 0 || precision > 65535 {
            return Err(TreeError::Invalid {
                builder: "make_signed_type",
                what: format!("precision {precision} is not in 1..=65535"),
            });
        }
        let t = self.new_integer_type(precision, unsigned);
        self.layout_type(t)?;
        Ok(t)
    }

    /// `build_bitint_type`: the C23 `_BitInt(precision)` / `unsigned _BitInt(precision)`
    /// type (a BITINT_TYPE, GCC 14), laid out by the x86-64 psABI and cached per precision
    /// and signedness as GCC caches it. A signed `_BitInt` needs at least 2 bits, an
    /// unsigned one 1; the widest is `BITINT_MAXWIDTH`, 65,535.
    #[doc(alias = "_BitInt")]
    pub fn build_bitint_type(&mut self, precision: u32, unsigned: bool) -> Result<Tree> {
        let least = if unsigned { 1 } else { 2 };
        if !(least..=BITINT_MAXWIDTH).contains(&precision) {
            return Err(TreeError::Invalid {
                builder: "build_bitint_type",
                what: format!(
                    "{}_BitInt({precision}): the precision must be in {least}..={BITINT_MAXWIDTH}",
                    if unsigned { "unsigned " } else { "" }
                ),
            });
        }
        let key = (
            C::BitintType,
            Vec::new(),
            PolySize::constant(i64::from(precision) << 1 | i64::from(unsigned)),
        );
        if let Some(t) = self.cached_type(&key) {
            return Ok(t);
        }
        let t = self.make_node(C::BitintType)?;
        let r = self.store.ty_rec_mut(t);
        r.precision = precision;
        if unsigned {
            r.flags |= Flag::Unsigned.bit();
        }
        self.layout_type(t)?;
        self.store.weak.type_cache.insert(key, t);
        Ok(t)
    }

    /// Gives `t` a TYPE_DECL named `name` as TYPE_NAME (`record_builtin_type`).
    pub fn record_builtin_type(&mut self, name: &str, t: Tree) -> Result<Tree> {
        let id = self.try_get_identifier(name)?;
        let decl = self.build_decl(crate::Location::BUILTINS, C::TypeDecl, Some(id), Some(t))?;
        self.set_decl_artificial(decl, true)?;
        if self.store.ty_rec(t).name.is_none() {
            self.store.ty_rec_mut(t).name = Some(decl);
        }
        Ok(decl)
    }

    /// `build_index_type`: the INTEGER_TYPE with values 0 … `maxval` of sizetype (cached).
    pub fn build_index_type(&mut self, maxval: Tree) -> Result<Tree> {
        let min = self.g.size_zero;
        self.build_range_type(self.g.sizetype, min, maxval)
    }

    /// `build_range_type`: an integer subtype of `ty` with values `low` … `high` (cached).
    pub fn build_range_type(&mut self, ty: Tree, low: Tree, high: Tree) -> Result<Tree> {
        self.expect_type(Some(ty), "build_range_type")?;
        let key = (
            C::IntegerType,
            vec![Some(ty), Some(low), Some(high)],
            PolySize::default(),
        );
        if let Some(t) = self.cached_type(&key) {
            return Ok(t);
        }
        let t = self.make_node(C::IntegerType)?;
        let base = self.store.ty_rec(ty).clone();
        {
            let r = self.store.ty_rec_mut(t);
            r.ty = Some(ty);
            r.precision = base.precision;
            r.flags |= base.flags & Flag::Unsigned.bit();
            r.size = base.size;
            r.size_unit = base.size_unit;
            r.align = base.align;
            r.minval = Some(low);
            r.maxval = Some(high);
        }
        self.store.weak.type_cache.insert(key, t);
        Ok(t)
    }
}
