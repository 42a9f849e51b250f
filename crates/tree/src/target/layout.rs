//! Record and union layout (GCC's `layout_type` for RECORD_TYPE / UNION_TYPE via
//! `place_field`), for x86-64's rules: fields aligned to DECL_ALIGN, bit-fields packed in
//! units of their type unless they would cross one (PCC_BITFIELD_TYPE_MATTERS), offsets
//! split into DECL_FIELD_OFFSET (bytes, a multiple of DECL_OFFSET_ALIGN = BIGGEST_ALIGNMENT)
//! and DECL_FIELD_BIT_OFFSET. Sizes are poly_ints, so a field of scalable-vector type makes
//! the record's size depend on the runtime vector length.

use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::nodes::poly::PolySizeExt;
use crate::{DeclFlag, PolySize, TreeCode, TreeContext};

use TreeCode as C;

/// `BIGGEST_ALIGNMENT` on x86-64 (without AVX), the DECL_OFFSET_ALIGN of placed fields.
pub const BIGGEST_ALIGNMENT: u32 = 128;

/// **Types: record layout** — `layout_record`, `build_record_type` (`stor-layout.cc`; GCC internals manual: *GENERIC › Types*).
impl TreeContext {
    /// Places the FIELD_DECLs of TYPE_FIELDS and sets the record's size and alignment.
    #[doc(alias = "place_field")]
    #[doc(alias = "finish_record_layout")]
    pub fn layout_record(&mut self, t: Tree) -> Result<()> {
        let code = self.check_codes(
            t,
            &[C::RecordType, C::UnionType, C::QualUnionType],
            "layout_record",
        )?;
        let is_union = code != C::RecordType;
        let fields = self.chain_iter(self.store.ty_rec(t).values)?;
        let mut pos = PolySize::default();
        let mut union_size = PolySize::default();
        let mut rec_align: u32 = 8;
        for f in fields {
            if self.store.code(f) != Some(C::FieldDecl) {
                continue;
            }
            let ty = self.expect_type(self.store.decl(f).ty, "layout_record")?;
            let type_align = self.store.ty_rec(ty).align.max(8);
            let bit_field = self.store.decl(f).decl_flags & DeclFlag::BitField.bit() != 0;
            let packed = self.store.ty_rec(t).flags & crate::Flag::Packed.bit() != 0;
            let (size, start) = if bit_field {
                let width = match self.store.decl(f).size {
                    Some(s) => self.tree_to_poly_int64(s)?,
                    None => {
                        return Err(TreeError::Invalid {
                            builder: "layout_record",
                            what: "bit-field without DECL_SIZE".into(),
                        });
                    }
                };
                if self.store.decl(f).bit_field_type.is_none() {
                    self.store.decl_mut(f).bit_field_type = Some(ty);
                }
                let mut start = if is_union { PolySize::default() } else { pos };
                if !packed && start.is_constant() && width.is_constant() {
                    let a = i64::from(type_align);
                    let w = width.coeffs[0];
                    if w == 0 || start.coeffs[0] % a + w > a {
                        start = start.round_up(a);
                    }
                }
                if !packed && self.store.decl(f).name.is_some() {
                    rec_align = rec_align.max(type_align);
                }
                (width, start)
            } else {
                self.layout_decl(f)?;
                let align = if packed {
                    8
                } else {
                    self.store.decl(f).align.max(8)
                };
                rec_align = rec_align.max(align);
                let size = match self.store.decl(f).size {
                    Some(s) => self.tree_to_poly_int64(s)?,
                    // A flexible array member occupies no space.
                    None => PolySize::default(),
                };
                let start = if is_union {
                    PolySize::default()
                } else {
                    pos.round_up(i64::from(align))
                };
                (size, start)
            };
            self.set_field_position(f, start, t)?;
            if is_union {
                union_size = union_size.upper_bound(size);
            } else {
                pos = start + size;
            }
        }
        let total = if is_union { union_size } else { pos };
        let user_align = self.store.ty_rec(t).flags & crate::Flag::UserAlign.bit() != 0;
        let align = if user_align {
            self.store.ty_rec(t).align.max(rec_align)
        } else {
            rec_align
        };
        let total = total.round_up(i64::from(align));
        let bitsizetype = self.g.bitsizetype;
        let sizetype = self.g.sizetype;
        let size = self.build_poly_int_cst(bitsizetype, total)?;
        let unit = self.build_poly_int_cst(sizetype, total.exact_div(8).unwrap_or(total))?;
        let r = self.store.ty_rec_mut(t);
        r.size = Some(size);
        r.size_unit = Some(unit);
        r.align = align;
        Ok(())
    }

    fn set_field_position(&mut self, f: Tree, bitpos: PolySize, record: Tree) -> Result<()> {
        let off_align = i64::from(BIGGEST_ALIGNMENT);
        let bit = bitpos.coeffs[0].rem_euclid(off_align);
        let byte_part = PolySize::new([bitpos.coeffs[0] - bit, bitpos.coeffs[1]]);
        let bytes = byte_part.exact_div(8).ok_or_else(|| TreeError::Invalid {
            builder: "layout_record",
            what: format!("field position {bitpos} bits is not byte-aligned in its variable part"),
        })?;
        let sizetype = self.g.sizetype;
        let bitsizetype = self.g.bitsizetype;
        let offset = self.build_poly_int_cst(sizetype, bytes)?;
        let bit_offset = self.build_int_cst(Some(bitsizetype), bit)?;
        let r = self.store.decl_mut(f);
        r.field_offset = Some(offset);
        r.field_bit_offset = Some(bit_offset);
        r.aux = BIGGEST_ALIGNMENT;
        r.context = Some(record);
        Ok(())
    }

    /// Builds a RECORD_TYPE (or UNION_TYPE) named `name` with FIELD_DECLs `(name, type)`
    /// (`Some(width)` makes a bit-field) and lays it out — what a front end does for
    /// `struct name { … };`.
    #[doc(alias = "finish_struct")]
    pub fn build_record_type(
        &mut self,
        code: TreeCode,
        name: Option<&str>,
        fields: &[(&str, Tree, Option<u32>)],
    ) -> Result<Tree> {
        if !matches!(code, C::RecordType | C::UnionType | C::QualUnionType) {
            return Err(TreeError::wrong(
                "build_record_type",
                crate::Expected::Codes(&[C::RecordType, C::UnionType, C::QualUnionType]),
                code,
            ));
        }
        let t = self.make_node(code)?;
        if let Some(n) = name {
            let id = self.try_get_identifier(n)?;
            self.store.ty_rec_mut(t).name = Some(id);
        }
        let mut decls = Vec::with_capacity(fields.len());
        for &(fname, fty, width) in fields {
            let id = match fname {
                "" => None,
                _ => Some(self.try_get_identifier(fname)?),
            };
            let loc = self.input_location;
            let f = self.build_decl(loc, C::FieldDecl, id, Some(fty))?;
            if let Some(w) = width {
                self.set_decl_bit_field(f, true)?;
                let bitsizetype = self.g.bitsizetype;
                let size = self.build_int_cst(Some(bitsizetype), i64::from(w))?;
                let sizetype = self.g.sizetype;
                let unit = self.build_int_cst(Some(sizetype), i64::from(w.div_ceil(8)))?;
                let r = self.store.decl_mut(f);
                r.size = Some(size);
                r.size_unit = Some(unit);
            }
            decls.push(f);
        }
        for w in decls.windows(2) {
            self.store.set_chain(w[0], Some(w[1]));
        }
        self.store.ty_rec_mut(t).values = decls.first().copied();
        self.layout_type(t)?;
        Ok(t)
    }
}
