//! Types: the type flags and qualifiers, type builders with caching, qualified variants,
//! TYPE_CANONICAL / structural equality, and the type field accessors.

mod common_nodes;

use crate::access::Check;
use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::nodes::poly::PolySizeExt;
use crate::nodes::weak::TypeKey;
use crate::{Flag, PolySize, TreeCode, TreeContext, TreeStruct};

use TreeCode as C;

/// Expands the type flag table into [`TypeFlag`]: variant, GCC's macro, a note.
macro_rules! define_type_flags {
    ($($variant:ident, $gcc:literal, $note:literal;)*) => {
        /// One-bit fields of `tree_type_common` (beyond the `tree_base` flags).
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
        #[repr(u8)]
        pub enum TypeFlag {
            $(
                #[doc = concat!("`", $gcc, "`", $note)]
                #[doc(alias = $gcc)]
                $variant,
            )*
        }

        impl TypeFlag {
            /// Every flag.
            pub const ALL: &'static [TypeFlag] = &[$(TypeFlag::$variant),*];

            /// The flag's bit.
            pub fn bit(self) -> u32 {
                1 << self as u8
            }

            /// GCC's macro, e.g. `"TYPE_STRING_FLAG"`.
            pub fn gcc_name(self) -> &'static str {
                match self { $(TypeFlag::$variant => $gcc,)* }
            }
        }
    };
}

define_type_flags! {
    StringFlag, "TYPE_STRING_FLAG", " (char types; arrays that are strings).";
    NeedsConstructing, "TYPE_NEEDS_CONSTRUCTING", ".";
    TransparentAggr, "TYPE_TRANSPARENT_AGGR", ".";
    Restrict, "TYPE_RESTRICT", ".";
    NoForceBlk, "TYPE_NO_FORCE_BLK", ".";
    TypelessStorage, "TYPE_TYPELESS_STORAGE", ".";
    Empty, "TYPE_EMPTY_P", ".";
    LangFlag0, "TYPE_LANG_FLAG_0", ".";
    LangFlag1, "TYPE_LANG_FLAG_1", ".";
    LangFlag2, "TYPE_LANG_FLAG_2", " (C++: TYPE_PTRMEMFUNC_FLAG on a RECORD_TYPE).";
    LangFlag3, "TYPE_LANG_FLAG_3", ".";
    LangFlag4, "TYPE_LANG_FLAG_4", ".";
    LangFlag5, "TYPE_LANG_FLAG_5", " (C++: CLASS_TYPE_P on a record or union).";
    LangFlag6, "TYPE_LANG_FLAG_6", ".";
}

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

/// The widest `_BitInt` (x86-64's `BITINT_MAXWIDTH`).
pub const BITINT_MAXWIDTH: u32 = 65_535;

/// Size and alignment in bits of `_BitInt(precision)` on x86-64 (the psABI, as GCC 14's
/// `ix86_bitint_type_info` and `layout_type` give them): up to 64 bits the smallest of
/// char, short, int and long that holds it; wider, an array of 64-bit limbs aligned as one.
fn bitint_layout(precision: u32) -> (u32, u32) {
    match precision {
        0..=8 => (8, 8),
        9..=16 => (16, 16),
        17..=32 => (32, 32),
        33..=64 => (64, 64),
        _ => (precision.div_ceil(64) * 64, 64),
    }
}

/// **Types: building types** — integer, pointer, array, function, vector types, qualified variants (GCC internals manual: *GENERIC › Types*).
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

    fn size_pair(&mut self, bits: PolySize) -> Result<(Tree, Tree)> {
        let bitsizetype = self.g.bitsizetype;
        let sizetype = self.g.sizetype;
        let size = self.build_poly_int_cst(bitsizetype, bits)?;
        let unit = bits
            .exact_div(8)
            .unwrap_or_else(|| bits.round_up(8).exact_div(8).unwrap_or(bits));
        let size_unit = self.build_poly_int_cst(sizetype, unit)?;
        Ok((size, size_unit))
    }

    fn set_size(&mut self, t: Tree, bits: PolySize, align: u32) -> Result<()> {
        let (size, unit) = self.size_pair(bits)?;
        let r = self.store.ty_rec_mut(t);
        r.size = Some(size);
        r.size_unit = Some(unit);
        if r.flags & Flag::UserAlign.bit() == 0 {
            r.align = align;
        }
        Ok(())
    }

    /// The size in bits of a laid-out type, if it has one.
    pub fn type_size_bits(&self, t: Tree) -> Result<Option<PolySize>> {
        match self.type_size(t)? {
            Some(s) => Ok(Some(self.tree_to_poly_int64(s)?)),
            None => Ok(None),
        }
    }

    /// `layout_type`: computes TYPE_SIZE, TYPE_SIZE_UNIT and TYPE_ALIGN (and for integer
    /// types TYPE_MIN_VALUE / TYPE_MAX_VALUE) for the LP64 x86-64 target; records and unions
    /// get their fields placed (see [`TreeContext::layout_record`]).
    pub fn layout_type(&mut self, t: Tree) -> Result<()> {
        let code = self.check_class(t, crate::TreeCodeClass::Type, "layout_type")?;
        match code {
            C::IntegerType | C::EnumeralType | C::BooleanType | C::BitintType => {
                let prec = self.store.ty_rec(t).precision;
                if prec == 0 || prec > crate::nodes::int_cst::MAX_PRECISION {
                    return Err(TreeError::Invalid {
                        builder: "layout_type",
                        what: format!("integer type with TYPE_PRECISION {prec}"),
                    });
                }
                let (bits, align) = if code == C::BitintType {
                    bitint_layout(prec)
                } else {
                    let bits = (prec.max(8)).next_power_of_two();
                    (bits, bits.min(128))
                };
                self.set_size(t, PolySize::constant(i64::from(bits)), align)?;
                let unsigned = self.store.ty_rec(t).flags & Flag::Unsigned.bit() != 0;
                let p = prec as usize;
                let (min, max) = if unsigned {
                    (
                        num_bigint::BigInt::from(0),
                        (num_bigint::BigInt::from(1) << p) - 1,
                    )
                } else {
                    let h = num_bigint::BigInt::from(1) << (p - 1);
                    (-h.clone(), h - 1)
                };
                let min = self.build_int_cst_big(t, &min)?;
                let max = self.build_int_cst_big(t, &max)?;
                let r = self.store.ty_rec_mut(t);
                r.minval = Some(min);
                r.maxval = Some(max);
            }
            C::RealType => {
                let prec = self.store.ty_rec(t).precision;
                let bits = match prec {
                    0..=32 => 32,
                    33..=64 => 64,
                    _ => 128,
                };
                self.set_size(t, PolySize::constant(bits), bits as u32)?;
            }
            C::FixedPointType => {
                let prec = self.store.ty_rec(t).precision.max(8).next_power_of_two();
                self.set_size(t, PolySize::constant(i64::from(prec)), prec)?;
            }
            C::PointerType | C::ReferenceType | C::OffsetType | C::NullptrType => {
                let r = self.store.ty_rec_mut(t);
                r.precision = 64;
                r.flags |= Flag::Unsigned.bit();
                self.set_size(t, PolySize::constant(64), 64)?;
            }
            C::VoidType => {
                let r = self.store.ty_rec_mut(t);
                r.size = None;
                r.size_unit = None;
                r.align = 8;
            }
            C::ComplexType => {
                let comp = self.expect_type(self.store.ty_rec(t).ty, "layout_type")?;
                let bits = self.type_size_bits(comp)?.unwrap_or_default();
                let align = self.store.ty_rec(comp).align;
                self.set_size(t, bits * 2, align)?;
                let unsigned = self.store.ty_rec(comp).flags & Flag::Unsigned.bit();
                self.store.ty_rec_mut(t).flags |= unsigned;
            }
            C::VectorType => {
                let elt = self.expect_type(self.store.ty_rec(t).ty, "layout_type")?;
                let ebits = self.type_size_bits(elt)?.unwrap_or_default();
                let nunits = self.type_vector_subparts(t)?;
                let bits = PolySize::new([
                    ebits.coeffs[0] * nunits.coeffs[0],
                    ebits.coeffs[0] * nunits.coeffs[1],
                ]);
                // Scalable vectors are aligned to their minimum size (128 bits on SVE);
                // fixed ones to their size, as x86-64 does.
                let align = if bits.is_constant() {
                    bits.coeffs[0].clamp(8, 512) as u32
                } else {
                    128
                };
                self.set_size(t, bits, align)?;
            }
            C::ArrayType => {
                let elt = self.expect_type(self.store.ty_rec(t).ty, "layout_type")?;
                let align = self.store.ty_rec(elt).align;
                let ebits = self.type_size_bits(elt)?;
                let domain = self.store.ty_rec(t).values;
                let mut size = None;
                if let (Some(ebits), Some(d)) = (ebits, domain) {
                    let dr = self.store.ty_rec(d);
                    if let (Some(lo), Some(hi)) = (dr.minval, dr.maxval) {
                        let lo = self.tree_to_poly_int64(lo)?;
                        let hi = self.tree_to_poly_int64(hi)?;
                        let n = PolySize::new([
                            hi.coeffs[0] - lo.coeffs[0] + 1,
                            hi.coeffs[1] - lo.coeffs[1],
                        ]);
                        if ebits.is_constant() {
                            size = Some(n * ebits.coeffs[0]);
                        } else if n.is_constant() {
                            size = Some(ebits * n.coeffs[0]);
                        }
                    }
                }
                match size {
                    Some(bits) => self.set_size(t, bits, align)?,
                    None => self.store.ty_rec_mut(t).align = align,
                }
            }
            C::RecordType | C::UnionType | C::QualUnionType => self.layout_record(t)?,
            C::FunctionType | C::MethodType => {
                // GCC gives function types the size of a byte-aligned unit.
                self.set_size(t, PolySize::constant(8), 8)?;
            }
            _ => {}
        }
        Ok(())
    }

    pub(crate) fn expect_type(&self, t: Option<Tree>, accessor: &'static str) -> Result<Tree> {
        let t = t.ok_or(TreeError::Null { accessor })?;
        self.check_class(t, crate::TreeCodeClass::Type, accessor)?;
        Ok(t)
    }

    fn cached_type(&self, key: &TypeKey) -> Option<Tree> {
        self.store.weak.type_cache.get(key).copied()
    }

    /// Structural equality is contagious: a derived type needs it if any part needs it.
    fn canonical_of(&self, t: Tree) -> Option<Tree> {
        self.store.ty_rec(t).canonical
    }

    /// `build_pointer_type`: the pointer type to `to` (cached in TYPE_POINTER_TO).
    pub fn build_pointer_type(&mut self, to: Option<Tree>) -> Result<Tree> {
        self.build_ptr_like(C::PointerType, to, "build_pointer_type")
    }

    /// `build_reference_type`: the reference type to `to` (cached in TYPE_REFERENCE_TO).
    pub fn build_reference_type(&mut self, to: Option<Tree>) -> Result<Tree> {
        self.build_ptr_like(C::ReferenceType, to, "build_reference_type")
    }

    fn build_ptr_like(
        &mut self,
        code: TreeCode,
        to: Option<Tree>,
        builder: &'static str,
    ) -> Result<Tree> {
        let to = self.expect_type(to, builder)?;
        let cached = if code == C::PointerType {
            self.store.ty_rec(to).pointer_to
        } else {
            self.store.ty_rec(to).reference_to
        };
        if let Some(p) = cached {
            return Ok(p);
        }
        let t = self.make_node(code)?;
        self.store.ty_rec_mut(t).ty = Some(to);
        self.layout_type(t)?;
        if code == C::PointerType {
            self.store.ty_rec_mut(to).pointer_to = Some(t);
        } else {
            self.store.ty_rec_mut(to).reference_to = Some(t);
        }
        match self.canonical_of(to) {
            None => self.store.ty_rec_mut(t).canonical = None,
            Some(c) if c != to => {
                let cp = self.build_ptr_like(code, Some(c), builder)?;
                self.store.ty_rec_mut(t).canonical = Some(cp);
            }
            Some(_) => {}
        }
        Ok(t)
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

    /// `build_array_type`: the array of `elt` indexed by `domain` (an index type, or `None`
    /// for an array of unknown bound); hash-consed.
    pub fn build_array_type(&mut self, elt: Tree, domain: Option<Tree>) -> Result<Tree> {
        self.expect_type(Some(elt), "build_array_type")?;
        let key = (C::ArrayType, vec![Some(elt), domain], PolySize::default());
        if let Some(t) = self.cached_type(&key) {
            return Ok(t);
        }
        let t = self.make_node(C::ArrayType)?;
        {
            let r = self.store.ty_rec_mut(t);
            r.ty = Some(elt);
            r.values = domain;
        }
        self.layout_type(t)?;
        if self.canonical_of(elt).is_none()
            || domain.is_some_and(|d| self.canonical_of(d).is_none())
        {
            self.store.ty_rec_mut(t).canonical = None;
        } else if self.canonical_of(elt) != Some(elt) {
            let c = self.canonical_of(elt).expect("checked");
            let ct = self.build_array_type(c, domain)?;
            self.store.ty_rec_mut(t).canonical = Some(ct);
        }
        self.store.weak.type_cache.insert(key, t);
        Ok(t)
    }

    /// `build_array_type_nelts`: an array of `n` elements.
    pub fn build_array_type_nelts(&mut self, elt: Tree, n: u64) -> Result<Tree> {
        let sizetype = self.g.sizetype;
        let max = if n == 0 {
            self.build_int_cst(Some(sizetype), -1)?
        } else {
            self.build_int_cstu(Some(sizetype), n - 1)?
        };
        let domain = self.build_index_type(max)?;
        self.build_array_type(elt, Some(domain))
    }

    /// `build_function_type`: the function returning `ret` with argument-type list
    /// `arg_types` (a TREE_LIST of types; ending in `void_list_node` for a prototype without
    /// varargs, `None` for an unprototyped function). Hash-consed on the list's contents.
    pub fn build_function_type(&mut self, ret: Tree, arg_types: Option<Tree>) -> Result<Tree> {
        self.expect_type(Some(ret), "build_function_type")?;
        let mut key_elts = vec![Some(ret)];
        for node in self.chain_iter(arg_types)? {
            key_elts.push(self.tree_value(node)?);
            if node == self.g.void_list {
                key_elts.push(Some(node));
            }
        }
        let key = (C::FunctionType, key_elts, PolySize::default());
        if let Some(t) = self.cached_type(&key) {
            return Ok(t);
        }
        let t = self.make_node(C::FunctionType)?;
        {
            let r = self.store.ty_rec_mut(t);
            r.ty = Some(ret);
            r.values = arg_types;
        }
        self.layout_type(t)?;
        self.store.weak.type_cache.insert(key, t);
        Ok(t)
    }

    /// `build_function_type_list` / `build_varargs_function_type_list`: the argument list is
    /// built from `args`, terminated by `void_list_node` unless `varargs`.
    #[doc(alias = "build_varargs_function_type_list")]
    pub fn build_function_type_list(
        &mut self,
        ret: Tree,
        args: &[Tree],
        varargs: bool,
    ) -> Result<Tree> {
        let mut list = if varargs {
            None
        } else {
            Some(self.g.void_list)
        };
        for &a in args.iter().rev() {
            list = Some(self.try_tree_cons(None, Some(a), list)?);
        }
        self.build_function_type(ret, list)
    }

    /// `build_method_type_directly`: a METHOD_TYPE of class `basetype` (its `this` pointer
    /// becomes the first argument type) returning `ret`.
    #[doc(alias = "build_method_type_directly")]
    pub fn build_method_type(
        &mut self,
        basetype: Tree,
        ret: Tree,
        args: &[Tree],
        varargs: bool,
    ) -> Result<Tree> {
        let this = self.build_pointer_type(Some(basetype))?;
        let mut list = if varargs {
            None
        } else {
            Some(self.g.void_list)
        };
        for &a in args.iter().rev() {
            list = Some(self.try_tree_cons(None, Some(a), list)?);
        }
        list = Some(self.try_tree_cons(None, Some(this), list)?);
        let mut key_elts = vec![Some(basetype), Some(ret)];
        key_elts.extend(args.iter().map(|&a| Some(a)));
        let key = (
            C::MethodType,
            key_elts,
            PolySize::new([i64::from(varargs), 0]),
        );
        if let Some(t) = self.cached_type(&key) {
            return Ok(t);
        }
        let t = self.make_node(C::MethodType)?;
        {
            let r = self.store.ty_rec_mut(t);
            r.ty = Some(ret);
            r.values = list;
            r.minval = Some(basetype);
        }
        self.layout_type(t)?;
        self.store.weak.type_cache.insert(key, t);
        Ok(t)
    }

    /// `build_offset_type`: pointer-to-member of `basetype` with type `ty`.
    pub fn build_offset_type(&mut self, basetype: Tree, ty: Tree) -> Result<Tree> {
        let key = (
            C::OffsetType,
            vec![Some(basetype), Some(ty)],
            PolySize::default(),
        );
        if let Some(t) = self.cached_type(&key) {
            return Ok(t);
        }
        let t = self.make_node(C::OffsetType)?;
        {
            let r = self.store.ty_rec_mut(t);
            r.ty = Some(ty);
            r.minval = Some(basetype);
        }
        self.layout_type(t)?;
        self.store.weak.type_cache.insert(key, t);
        Ok(t)
    }

    /// `build_complex_type`: `_Complex component` (cached).
    pub fn build_complex_type(&mut self, component: Tree) -> Result<Tree> {
        self.check_codes(
            component,
            &[
                C::IntegerType,
                C::RealType,
                C::FixedPointType,
                C::BooleanType,
                C::EnumeralType,
            ],
            "build_complex_type",
        )?;
        let key = (C::ComplexType, vec![Some(component)], PolySize::default());
        if let Some(t) = self.cached_type(&key) {
            return Ok(t);
        }
        let t = self.make_node(C::ComplexType)?;
        self.store.ty_rec_mut(t).ty = Some(component);
        self.layout_type(t)?;
        self.store.weak.type_cache.insert(key, t);
        Ok(t)
    }

    /// `build_vector_type`: a vector of `nunits` elements of `inner`; `nunits` may be a
    /// poly_int (e.g. 4 + 4·X for an SVE vector of 32-bit elements). Cached.
    pub fn build_vector_type(&mut self, inner: Tree, nunits: PolySize) -> Result<Tree> {
        self.expect_type(Some(inner), "build_vector_type")?;
        if nunits.coeffs[0] <= 0 || nunits.coeffs[1] < 0 {
            return Err(TreeError::Invalid {
                builder: "build_vector_type",
                what: format!("{nunits} is not a valid number of elements"),
            });
        }
        let key = (C::VectorType, vec![Some(inner)], nunits);
        if let Some(t) = self.cached_type(&key) {
            return Ok(t);
        }
        let t = self.make_node(C::VectorType)?;
        self.store.ty_rec_mut(t).ty = Some(inner);
        self.store.weak.vector_nunits.insert(t, nunits);
        self.layout_type(t)?;
        self.store.weak.type_cache.insert(key, t);
        Ok(t)
    }

    /// `TYPE_VECTOR_SUBPARTS`.
    #[doc(alias = "TYPE_VECTOR_SUBPARTS")]
    pub fn type_vector_subparts(&self, t: Tree) -> Result<PolySize> {
        self.check_codes(t, &[C::VectorType], "TYPE_VECTOR_SUBPARTS")?;
        Ok(self
            .store
            .weak
            .vector_nunits
            .get(&t)
            .copied()
            .unwrap_or_else(|| PolySize::constant(1)))
    }

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

    fn set_quals(&mut self, t: Tree, q: TypeQuals) {
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

    /// `get_qualified_type`: the existing variant of `t` with exactly `quals` (same name and
    /// attributes), searched on the main variant's TYPE_NEXT_VARIANT chain.
    pub fn get_qualified_type(&self, t: Tree, quals: TypeQuals) -> Result<Option<Tree>> {
        if self.type_quals(t)? == quals {
            return Ok(Some(t));
        }
        let (name, attrs) = (self.store.ty_rec(t).name, self.store.ty_rec(t).attributes);
        let mut v = self.store.ty_rec(t).main_variant;
        // A variant chain is at most as long as there are types (a corrupted, circular one
        // must not hang the lookup).
        let mut budget = self.store.type_count();
        while let Some(x) = v {
            if budget == 0 || self.store.code(x).is_none_or(|c| !c.is_type()) {
                break;
            }
            budget -= 1;
            let r = self.store.ty_rec(x);
            if self.type_quals(x)? == quals && r.name == name && r.attributes == attrs {
                return Ok(Some(x));
            }
            v = r.next_variant;
        }
        Ok(None)
    }

    /// `build_qualified_type`: the variant of `t` with `quals`, made (as a copy linked into
    /// the main variant's TYPE_NEXT_VARIANT chain) if it does not exist. Its TYPE_CANONICAL is
    /// the qualified variant of the canonical type, or structural if `t` is.
    pub fn build_qualified_type(&mut self, t: Tree, quals: TypeQuals) -> Result<Tree> {
        if let Some(v) = self.get_qualified_type(t, quals)? {
            return Ok(v);
        }
        let v = self.build_variant_type_copy(t)?;
        self.set_quals(v, quals);
        match self.canonical_of(t) {
            None => self.store.ty_rec_mut(v).canonical = None,
            Some(c) => {
                let cq = if c == t && quals == TypeQuals::NONE {
                    c
                } else if c == t {
                    v
                } else {
                    self.build_qualified_type(c, quals)?
                };
                self.store.ty_rec_mut(v).canonical = Some(cq);
            }
        }
        Ok(v)
    }

    /// `build_variant_type_copy`: a copy of `t` that is a variant of its main variant.
    pub fn build_variant_type_copy(&mut self, t: Tree) -> Result<Tree> {
        self.check_class(t, crate::TreeCodeClass::Type, "build_variant_type_copy")?;
        let v = self.copy_node(t)?;
        let main = self.store.ty_rec(t).main_variant.unwrap_or(t);
        let next = self.store.ty_rec(main).next_variant;
        {
            let r = self.store.ty_rec_mut(v);
            r.main_variant = Some(main);
            r.next_variant = next;
            r.pointer_to = None;
            r.reference_to = None;
        }
        self.store.ty_rec_mut(main).next_variant = Some(v);
        if let Some(n) = self.store.weak.vector_nunits.get(&t).copied() {
            self.store.weak.vector_nunits.insert(v, n);
        }
        Ok(v)
    }

    /// `build_distinct_type_copy`: a copy of `t` that is its own main variant and canonical
    /// type (a new, distinct type).
    pub fn build_distinct_type_copy(&mut self, t: Tree) -> Result<Tree> {
        self.check_class(t, crate::TreeCodeClass::Type, "build_distinct_type_copy")?;
        let v = self.copy_node(t)?;
        let r = self.store.ty_rec_mut(v);
        r.main_variant = Some(v);
        r.canonical = Some(v);
        r.next_variant = None;
        if let Some(n) = self.store.weak.vector_nunits.get(&t).copied() {
            self.store.weak.vector_nunits.insert(v, n);
        }
        Ok(v)
    }

    /// `SET_TYPE_STRUCTURAL_EQUALITY`: TYPE_CANONICAL becomes NULL_TREE; such types are
    /// compared structurally.
    #[doc(alias = "SET_TYPE_STRUCTURAL_EQUALITY")]
    pub fn set_type_structural_equality(&mut self, t: Tree) -> Result<()> {
        self.check_class(
            t,
            crate::TreeCodeClass::Type,
            "SET_TYPE_STRUCTURAL_EQUALITY",
        )?;
        self.store.ty_rec_mut(t).canonical = None;
        Ok(())
    }

    /// `TYPE_STRUCTURAL_EQUALITY_P`.
    #[doc(alias = "TYPE_STRUCTURAL_EQUALITY_P")]
    pub fn type_structural_equality_p(&self, t: Tree) -> Result<bool> {
        self.check_class(t, crate::TreeCodeClass::Type, "TYPE_STRUCTURAL_EQUALITY_P")?;
        Ok(self.store.ty_rec(t).canonical.is_none())
    }

    /// `same_type_p` (the C++ front end's, without its template handling): types with
    /// canonical types are the same when the canonical types are; otherwise they are compared
    /// structurally (code, qualifiers, component types, argument lists, domains).
    #[doc(alias = "comptypes")]
    pub fn same_type_p(&self, a: Tree, b: Tree) -> Result<bool> {
        self.same_type_depth(a, b, 0)
    }

    fn same_type_depth(&self, a: Tree, b: Tree, depth: usize) -> Result<bool> {
        if depth > 200 {
            return Err(TreeError::Invalid {
                builder: "same_type_p",
                what: "types nested deeper than 200 levels (a circular type?)".into(),
            });
        }
        if a == b {
            return Ok(true);
        }
        let ra = self.store_type(a, "same_type_p")?;
        let rb = self.store_type(b, "same_type_p")?;
        if let (Some(ca), Some(cb)) = (ra.canonical, rb.canonical) {
            return Ok(ca == cb);
        }
        if ra.code != rb.code || self.type_quals(a)? != self.type_quals(b)? {
            return Ok(false);
        }
        let same_opt = |x: Option<Tree>, y: Option<Tree>| -> Result<bool> {
            match (x, y) {
                (None, None) => Ok(true),
                (Some(x), Some(y)) => self.same_type_depth(x, y, depth + 1),
                _ => Ok(false),
            }
        };
        Ok(match ra.code {
            C::PointerType | C::ReferenceType | C::ComplexType => same_opt(ra.ty, rb.ty)?,
            C::VectorType => {
                same_opt(ra.ty, rb.ty)?
                    && self.type_vector_subparts(a)? == self.type_vector_subparts(b)?
            }
            C::ArrayType => {
                same_opt(ra.ty, rb.ty)? && {
                    let (da, db) = (ra.values, rb.values);
                    match (da, db) {
                        (None, None) => true,
                        (Some(x), Some(y)) => {
                            let (x, y) = (self.store.ty_rec(x), self.store.ty_rec(y));
                            x.minval == y.minval && x.maxval == y.maxval
                        }
                        _ => false,
                    }
                }
            }
            C::FunctionType | C::MethodType => {
                if !same_opt(ra.ty, rb.ty)? {
                    return Ok(false);
                }
                let la = self.chain_iter(ra.values)?;
                let lb = self.chain_iter(rb.values)?;
                if la.len() != lb.len() {
                    return Ok(false);
                }
                for (x, y) in la.iter().zip(&lb) {
                    if !same_opt(self.tree_value(*x)?, self.tree_value(*y)?)? {
                        return Ok(false);
                    }
                }
                true
            }
            C::IntegerType | C::RealType | C::BooleanType | C::FixedPointType => {
                ra.precision == rb.precision
                    && (ra.flags & Flag::Unsigned.bit()) == (rb.flags & Flag::Unsigned.bit())
            }
            C::OffsetType => same_opt(ra.ty, rb.ty)? && same_opt(ra.minval, rb.minval)?,
            _ => ra.main_variant == rb.main_variant,
        })
    }

    fn store_type(&self, t: Tree, accessor: &'static str) -> Result<&crate::nodes::store::TypeRec> {
        self.check_class(t, crate::TreeCodeClass::Type, accessor)?;
        Ok(self.store.ty_rec(t))
    }

    /// `TYPE_UID`.
    #[doc(alias = "TYPE_UID")]
    pub fn type_uid(&self, t: Tree) -> Result<u32> {
        Ok(self.store_type(t, "TYPE_UID")?.uid)
    }

    /// `TYPE_PRECISION`.
    #[doc(alias = "TYPE_PRECISION")]
    pub fn type_precision(&self, t: Tree) -> Result<u32> {
        Ok(self.store_type(t, "TYPE_PRECISION")?.precision)
    }

    /// Sets `TYPE_PRECISION`.
    pub fn set_type_precision(&mut self, t: Tree, p: u32) -> Result<()> {
        self.store_type(t, "TYPE_PRECISION")?;
        self.store.ty_rec_mut(t).precision = p;
        Ok(())
    }

    /// `TYPE_ALIGN` in bits.
    #[doc(alias = "TYPE_ALIGN")]
    pub fn type_align(&self, t: Tree) -> Result<u32> {
        Ok(self.store_type(t, "TYPE_ALIGN")?.align)
    }

    /// `SET_TYPE_ALIGN` (bits).
    #[doc(alias = "SET_TYPE_ALIGN")]
    pub fn set_type_align(&mut self, t: Tree, bits: u32) -> Result<()> {
        self.store_type(t, "SET_TYPE_ALIGN")?;
        self.store.ty_rec_mut(t).align = bits;
        Ok(())
    }

    /// `TYPE_ALIGN_UNIT` in bytes.
    #[doc(alias = "TYPE_ALIGN_UNIT")]
    pub fn type_align_unit(&self, t: Tree) -> Result<u32> {
        Ok(self.type_align(t)? / 8)
    }

    /// A `tree_type_common` one-bit field.
    pub fn type_flag(&self, t: Tree, f: TypeFlag) -> Result<bool> {
        Ok(self.store_type(t, "TYPE_FLAG")?.type_flags & f.bit() != 0)
    }

    /// Sets a `tree_type_common` one-bit field.
    pub fn set_type_flag(&mut self, t: Tree, f: TypeFlag, on: bool) -> Result<()> {
        self.store_type(t, "TYPE_FLAG")?;
        let r = self.store.ty_rec_mut(t);
        if on {
            r.type_flags |= f.bit();
        } else {
            r.type_flags &= !f.bit();
        }
        Ok(())
    }

    /// `TYPE_RESTRICT`.
    #[doc(alias = "TYPE_RESTRICT")]
    pub fn type_restrict(&self, t: Tree) -> Result<bool> {
        self.type_flag(t, TypeFlag::Restrict)
    }

    /// Sets `TYPE_MAIN_VARIANT` (`None` makes the type its own main variant).
    #[doc(alias = "TYPE_MAIN_VARIANT")]
    pub fn set_type_main_variant(&mut self, t: Tree, v: Option<Tree>) -> Result<()> {
        self.check_class(t, crate::TreeCodeClass::Type, "TYPE_MAIN_VARIANT")?;
        if let Some(v) = v {
            self.check_class(v, crate::TreeCodeClass::Type, "TYPE_MAIN_VARIANT")?;
        }
        self.store.ty_rec_mut(t).main_variant = v;
        Ok(())
    }

    /// `TYPE_MAIN_VARIANT`, never NULL for a type.
    #[doc(alias = "TYPE_MAIN_VARIANT")]
    pub fn type_main_variant(&self, t: Tree) -> Result<Tree> {
        Ok(self
            .store_type(t, "TYPE_MAIN_VARIANT")?
            .main_variant
            .unwrap_or(t))
    }
}

/// Type field accessors: `getter, setter, "GCC_MACRO", check, field;`.
macro_rules! type_fields {
    ($($get:ident, $set:ident, $gcc:literal, $check:expr, $field:ident;)*) => {
        /// **Types: fields** — TYPE_NAME, TYPE_FIELDS, TYPE_ARG_TYPES, TYPE_MIN_VALUE, … (GCC internals manual: *GENERIC › Types*).
        impl TreeContext {
            $(
                #[doc = concat!("`", $gcc, "`.")]
                #[doc(alias = $gcc)]
                pub fn $get(&self, t: Tree) -> Result<Option<Tree>> {
                    self.check(t, $check, $gcc)?;
                    Ok(self.store.ty_rec(t).$field)
                }

                #[doc = concat!("Sets `", $gcc, "`.")]
                pub fn $set(&mut self, t: Tree, v: Option<Tree>) -> Result<()> {
                    self.check(t, $check, $gcc)?;
                    self.check_value(v, $gcc)?;
                    self.store.ty_rec_mut(t).$field = v;
                    Ok(())
                }
            )*
        }
    };
}

const TYPE_COMMON: Check = Check::Struct(TreeStruct::TypeCommon);
const TYPE_NON_COMMON: Check = Check::Struct(TreeStruct::TypeNonCommon);

type_fields! {
    type_name, set_type_name, "TYPE_NAME", TYPE_COMMON, name;
    type_size, set_type_size, "TYPE_SIZE", TYPE_COMMON, size;
    type_size_unit, set_type_size_unit, "TYPE_SIZE_UNIT", TYPE_COMMON, size_unit;
    type_attributes, set_type_attributes, "TYPE_ATTRIBUTES", TYPE_COMMON, attributes;
    type_pointer_to, set_type_pointer_to, "TYPE_POINTER_TO", TYPE_COMMON, pointer_to;
    type_reference_to, set_type_reference_to, "TYPE_REFERENCE_TO", TYPE_COMMON, reference_to;
    type_canonical, set_type_canonical, "TYPE_CANONICAL", TYPE_COMMON, canonical;
    type_next_variant, set_type_next_variant, "TYPE_NEXT_VARIANT", TYPE_COMMON, next_variant;
    type_context, set_type_context, "TYPE_CONTEXT", TYPE_COMMON, context;
    type_values, set_type_values, "TYPE_VALUES", Check::Codes(&[C::EnumeralType]), values;
    type_domain, set_type_domain, "TYPE_DOMAIN", Check::Codes(&[C::ArrayType]), values;
    type_fields, set_type_fields, "TYPE_FIELDS", Check::Codes(&[C::RecordType, C::UnionType, C::QualUnionType]), values;
    type_arg_types, set_type_arg_types, "TYPE_ARG_TYPES", Check::Codes(&[C::FunctionType, C::MethodType]), values;
    type_min_value, set_type_min_value, "TYPE_MIN_VALUE", Check::Codes(&[C::IntegerType, C::EnumeralType, C::BooleanType, C::RealType, C::FixedPointType, C::BitintType]), minval;
    type_max_value, set_type_max_value, "TYPE_MAX_VALUE", Check::Codes(&[C::IntegerType, C::EnumeralType, C::BooleanType, C::RealType, C::FixedPointType, C::BitintType]), maxval;
    type_method_basetype, set_type_method_basetype, "TYPE_METHOD_BASETYPE", Check::Codes(&[C::MethodType]), minval;
    type_offset_basetype, set_type_offset_basetype, "TYPE_OFFSET_BASETYPE", Check::Codes(&[C::OffsetType]), minval;
    type_binfo, set_type_binfo, "TYPE_BINFO", Check::Codes(&[C::RecordType, C::UnionType, C::QualUnionType]), binfo;
    type_lang_slot_1, set_type_lang_slot_1, "TYPE_LANG_SLOT_1", TYPE_NON_COMMON, binfo;
    type_vfield, set_type_vfield, "TYPE_VFIELD", Check::Codes(&[C::RecordType, C::UnionType, C::QualUnionType]), minval;
    type_raises_exceptions, set_type_raises_exceptions, "TYPE_RAISES_EXCEPTIONS", Check::Codes(&[C::FunctionType, C::MethodType]), binfo;
    type_stub_decl, set_type_stub_decl, "TYPE_STUB_DECL", Check::Class(crate::TreeCodeClass::Type), chain;
    typename_type_fullname, set_typename_type_fullname, "TYPENAME_TYPE_FULLNAME", Check::Codes(&[C::TypenameType]), values;
}

/// **Types: predicates** — TYPE_PTR_P, ARITHMETIC_TYPE_P, CP_TYPE_CONST_P, … (GCC internals manual: *GENERIC › C and C++ Trees › Types for C++*).
impl TreeContext {
    fn code_is(&self, t: Tree, accessor: &'static str, codes: &[TreeCode]) -> Result<bool> {
        Ok(codes.contains(&self.code_for(t, accessor)?))
    }

    /// `TYPE_PTR_P`: a pointer type.
    #[doc(alias = "TYPE_PTR_P")]
    #[doc(alias = "POINTER_TYPE_P")]
    pub fn type_ptr_p(&self, t: Tree) -> Result<bool> {
        self.code_is(t, "TYPE_PTR_P", &[C::PointerType])
    }

    /// `CP_INTEGRAL_TYPE_P`: an integer or boolean type.
    #[doc(alias = "CP_INTEGRAL_TYPE_P")]
    #[doc(alias = "CP_INTEGRAL_TYPE")]
    pub fn cp_integral_type_p(&self, t: Tree) -> Result<bool> {
        self.code_is(t, "CP_INTEGRAL_TYPE_P", &[C::IntegerType, C::BooleanType])
    }

    /// `ARITHMETIC_TYPE_P` (the C++ front end's): integral, real or fixed-point.
    #[doc(alias = "ARITHMETIC_TYPE_P")]
    pub fn arithmetic_type_p(&self, t: Tree) -> Result<bool> {
        self.code_is(
            t,
            "ARITHMETIC_TYPE_P",
            &[
                C::IntegerType,
                C::BooleanType,
                C::RealType,
                C::FixedPointType,
            ],
        )
    }

    /// `TYPE_PTRFN_P`: a pointer to a function type.
    #[doc(alias = "TYPE_PTRFN_P")]
    pub fn type_ptrfn_p(&self, t: Tree) -> Result<bool> {
        Ok(self.type_ptr_p(t)?
            && self
                .store
                .ty_rec(t)
                .ty
                .is_some_and(|to| self.store.code(to) == Some(C::FunctionType)))
    }

    /// `TYPE_PTROB_P`: a pointer to an object type (not void, not a function).
    #[doc(alias = "TYPE_PTROB_P")]
    pub fn type_ptrob_p(&self, t: Tree) -> Result<bool> {
        Ok(self.type_ptr_p(t)?
            && self.store.ty_rec(t).ty.is_some_and(|to| {
                !matches!(
                    self.store.code(to),
                    Some(C::FunctionType | C::MethodType | C::VoidType) | None
                )
            }))
    }

    /// `TYPE_PTROBV_P`: a pointer to an object type or void.
    #[doc(alias = "TYPE_PTROBV_P")]
    pub fn type_ptrobv_p(&self, t: Tree) -> Result<bool> {
        Ok(self.type_ptr_p(t)?
            && self.store.ty_rec(t).ty.is_some_and(|to| {
                !matches!(
                    self.store.code(to),
                    Some(C::FunctionType | C::MethodType) | None
                )
            }))
    }

    /// `TYPE_PTRDATAMEM_P`: a pointer to data member (an OFFSET_TYPE).
    #[doc(alias = "TYPE_PTRDATAMEM_P")]
    pub fn type_ptrdatamem_p(&self, t: Tree) -> Result<bool> {
        self.code_is(t, "TYPE_PTRDATAMEM_P", &[C::OffsetType])
    }

    /// `CP_TYPE_CONST_P`.
    #[doc(alias = "CP_TYPE_CONST_P")]
    pub fn cp_type_const_p(&self, t: Tree) -> Result<bool> {
        Ok(self.type_quals(t)?.contains(TypeQuals::CONST))
    }

    /// `CP_TYPE_VOLATILE_P`.
    #[doc(alias = "CP_TYPE_VOLATILE_P")]
    pub fn cp_type_volatile_p(&self, t: Tree) -> Result<bool> {
        Ok(self.type_quals(t)?.contains(TypeQuals::VOLATILE))
    }

    /// `CP_TYPE_RESTRICT_P`.
    #[doc(alias = "CP_TYPE_RESTRICT_P")]
    pub fn cp_type_restrict_p(&self, t: Tree) -> Result<bool> {
        Ok(self.type_quals(t)?.contains(TypeQuals::RESTRICT))
    }

    /// `CP_TYPE_CONST_NON_VOLATILE_P`.
    #[doc(alias = "CP_TYPE_CONST_NON_VOLATILE_P")]
    pub fn cp_type_const_non_volatile_p(&self, t: Tree) -> Result<bool> {
        let q = self.type_quals(t)?;
        Ok(q.contains(TypeQuals::CONST) && !q.contains(TypeQuals::VOLATILE))
    }
}
