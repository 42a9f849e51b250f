//! The other constants: REAL_CST, FIXED_CST, COMPLEX_CST, VECTOR_CST (GCC's
//! NPATTERNS / NELTS_PER_PATTERN encoding) and STRING_CST.

use crate::nodes::error::{Expected, Result, TreeError};
use crate::nodes::handle::Tree;
use crate::nodes::store::{MiscData, MiscRec};
use crate::{Flag, RealValue, TreeCode, TreeContext, significand_bits};

use TreeCode as C;

/// **Expressions: constants** — REAL_CST, FIXED_CST, COMPLEX_CST, STRING_CST, VECTOR_CST (GCC internals manual: *GENERIC › Expressions › Constant expressions*).
impl TreeContext {
    fn new_cst(&mut self, code: TreeCode, ty: Option<Tree>, data: MiscData) -> Result<Tree> {
        let builder = match code {
            C::RealCst => "build_real",
            C::FixedCst => "build_fixed",
            C::ComplexCst => "build_complex",
            C::StringCst => "build_string",
            _ => "build_vector",
        };
        self.store
            .new_misc(MiscRec {
                code,
                flags: Flag::Constant.bit(),
                ty,
                chain: None,
                data,
            })
            .ok_or_else(|| TreeError::full(builder, "constant"))
    }

    fn cst_data(&self, t: Tree, code: TreeCode, accessor: &'static str) -> Result<&MiscData> {
        self.check_codes(
            t,
            std::slice::from_ref(ALL_CODES.iter().find(|c| **c == code).expect("listed")),
            accessor,
        )?;
        Ok(&self.store.misc(t).data)
    }

    /// `build_real`: a REAL_CST of REAL_TYPE `ty` whose value is `v` rounded to the type's
    /// format (float, double, x87 long double, binary128), held exactly in binary.
    pub fn build_real(&mut self, ty: Tree, v: RealValue) -> Result<Tree> {
        self.check_codes(ty, &[C::RealType], "build_real")?;
        let bits = significand_bits(self.store.ty_rec(ty).precision);
        self.new_cst(C::RealCst, Some(ty), MiscData::Real(v.round_to(bits)))
    }

    /// `build_real` from a C literal's text (`"0.1"`, `"1e300"`), correctly rounded to the
    /// type's format as GCC's `real_from_string` does.
    #[doc(alias = "real_from_string")]
    pub fn build_real_from_str(&mut self, ty: Tree, text: &str) -> Result<Tree> {
        self.check_codes(ty, &[C::RealType], "build_real")?;
        let bits = significand_bits(self.store.ty_rec(ty).precision);
        let v = RealValue::from_decimal(text, bits).ok_or_else(|| TreeError::Invalid {
            builder: "real_from_string",
            what: format!("{text:?} is not a decimal floating constant"),
        })?;
        self.new_cst(C::RealCst, Some(ty), MiscData::Real(v))
    }

    /// A REAL_CST of a decimal floating type (`_Decimal32/64/128`, a REAL_TYPE with a
    /// decimal mode). GCC keeps an encoded decimal significand; this model keeps the value
    /// as the decimal text GCC's `real_to_decimal` writes for it (`"-0"`, `"1.5E+3"`),
    /// which is what dumps print. The text must be a decimal number: an optional `-`,
    /// digits with an optional fraction, an optional `E` exponent.
    pub fn build_real_decimal(&mut self, ty: Tree, text: &str) -> Result<Tree> {
        self.check_codes(ty, &[C::RealType], "build_real")?;
        if self.type_mode(ty)?.class() != crate::ModeClass::DecimalFloat {
            return Err(TreeError::Invalid {
                builder: "build_real",
                what: "a decimal value needs a REAL_TYPE with a decimal mode (SD, DD, TD)".into(),
            });
        }
        if !crate::real::is_decimal_real(text) {
            return Err(TreeError::Invalid {
                builder: "build_real",
                what: format!("{text:?} is not a decimal floating value"),
            });
        }
        self.new_cst(C::RealCst, Some(ty), MiscData::DecimalReal(text.into()))
    }

    /// The decimal text of a REAL_CST made by
    /// [`build_real_decimal`](Self::build_real_decimal); `None` for a binary REAL_CST.
    pub fn tree_real_cst_decimal(&self, t: Tree) -> Result<Option<&str>> {
        match self.cst_data(t, C::RealCst, "TREE_REAL_CST")? {
            MiscData::DecimalReal(text) => Ok(Some(text)),
            _ => Ok(None),
        }
    }

    /// `TREE_REAL_CST`: the binary value. A decimal-float REAL_CST has none here (see
    /// [`tree_real_cst_decimal`](Self::tree_real_cst_decimal)): an error.
    #[doc(alias = "TREE_REAL_CST")]
    pub fn tree_real_cst(&self, t: Tree) -> Result<RealValue> {
        match self.cst_data(t, C::RealCst, "TREE_REAL_CST")? {
            MiscData::Real(v) => Ok(*v),
            MiscData::DecimalReal(text) => Err(TreeError::NotRepresentable {
                accessor: "TREE_REAL_CST",
                what: format!("the decimal-float value {text} has no binary form"),
            }),
            _ => Err(TreeError::wrong(
                "TREE_REAL_CST",
                Expected::Codes(&[C::RealCst]),
                C::RealCst,
            )),
        }
    }

    /// `build_fixed`: a FIXED_CST of FIXED_POINT_TYPE `ty` with raw value `bits` and
    /// `fbits` fractional bits (value = bits / 2^fbits).
    pub fn build_fixed(&mut self, ty: Tree, bits: i128, fbits: u8) -> Result<Tree> {
        self.check_codes(ty, &[C::FixedPointType], "build_fixed")?;
        if fbits > 127 {
            return Err(TreeError::Invalid {
                builder: "build_fixed",
                what: format!("{fbits} fractional bits"),
            });
        }
        self.new_cst(C::FixedCst, Some(ty), MiscData::Fixed { bits, fbits })
    }

    /// `TREE_FIXED_CST`: (raw bits, fractional bits).
    #[doc(alias = "TREE_FIXED_CST")]
    #[doc(alias = "TREE_FIXED_CST_PTR")]
    pub fn tree_fixed_cst(&self, t: Tree) -> Result<(i128, u8)> {
        match self.cst_data(t, C::FixedCst, "TREE_FIXED_CST")? {
            MiscData::Fixed { bits, fbits } => Ok((*bits, *fbits)),
            _ => Err(TreeError::wrong(
                "TREE_FIXED_CST",
                Expected::Codes(&[C::FixedCst]),
                C::FixedCst,
            )),
        }
    }

    /// `build_complex`: a COMPLEX_CST from two constants; its type is `ty`, or the complex
    /// type of the real part's type when `None`.
    pub fn build_complex(&mut self, ty: Option<Tree>, real: Tree, imag: Tree) -> Result<Tree> {
        for part in [real, imag] {
            let code = self.code_for(part, "build_complex")?;
            if !code.is_constant() {
                return Err(TreeError::wrong(
                    "build_complex",
                    Expected::Class(crate::TreeCodeClass::Constant),
                    code,
                ));
            }
        }
        let ty = match ty {
            Some(t) => t,
            None => {
                let part_ty = self.expect_type(self.store.ty(real), "build_complex")?;
                self.build_complex_type(part_ty)?
            }
        };
        let flags = (self.store.flags(real) | self.store.flags(imag)) & Flag::Public.bit();
        let t = self.new_cst(
            C::ComplexCst,
            Some(ty),
            MiscData::Complex {
                real: Some(real),
                imag: Some(imag),
            },
        )?;
        let f = self.store.flags(t) | flags;
        self.store.set_flags(t, f);
        Ok(t)
    }

    /// `TREE_REALPART`.
    #[doc(alias = "TREE_REALPART")]
    pub fn tree_realpart(&self, t: Tree) -> Result<Option<Tree>> {
        match self.cst_data(t, C::ComplexCst, "TREE_REALPART")? {
            MiscData::Complex { real, .. } => Ok(*real),
            _ => Ok(None),
        }
    }

    /// `TREE_IMAGPART`.
    #[doc(alias = "TREE_IMAGPART")]
    pub fn tree_imagpart(&self, t: Tree) -> Result<Option<Tree>> {
        match self.cst_data(t, C::ComplexCst, "TREE_IMAGPART")? {
            MiscData::Complex { imag, .. } => Ok(*imag),
            _ => Ok(None),
        }
    }

    /// Sets `TREE_REALPART` and `TREE_IMAGPART` of a COMPLEX_CST (no flag is recomputed).
    pub fn set_complex_parts(
        &mut self,
        t: Tree,
        real: Option<Tree>,
        imag: Option<Tree>,
    ) -> Result<()> {
        self.cst_data(t, C::ComplexCst, "TREE_REALPART")?;
        self.check_value(real, "TREE_REALPART")?;
        self.check_value(imag, "TREE_IMAGPART")?;
        self.store.misc_mut(t).data = MiscData::Complex { real, imag };
        Ok(())
    }

    /// `build_string`: a STRING_CST holding exactly `bytes` (embedded NULs kept;
    /// TREE_STRING_LENGTH = `bytes.len()`, so include the terminating NUL if the string
    /// needs one). Its type is `ty` (e.g. an array of char), or none.
    pub fn build_string(&mut self, ty: Option<Tree>, bytes: &[u8]) -> Result<Tree> {
        if bytes.len() > i32::MAX as usize {
            return Err(TreeError::NotRepresentable {
                accessor: "build_string",
                what: format!("a string of {} bytes", bytes.len()),
            });
        }
        self.new_cst(C::StringCst, ty, MiscData::String(bytes.to_vec()))
    }

    /// `build_string_literal`-style helper: `"text"` as a STRING_CST of type `char[n+1]`
    /// (the terminating NUL included); for wide strings pass the encoded bytes and element
    /// type (e.g. 4-byte `wchar_t` units, little-endian).
    pub fn build_string_literal(&mut self, elt_type: Tree, bytes_with_nul: &[u8]) -> Result<Tree> {
        let unit = match self.type_size_bits(elt_type)? {
            Some(s) if s.is_constant() && s.coeffs[0] >= 8 => (s.coeffs[0] / 8) as usize,
            _ => {
                return Err(TreeError::Invalid {
                    builder: "build_string_literal",
                    what: "element type without a constant size".into(),
                });
            }
        };
        if !bytes_with_nul.len().is_multiple_of(unit) {
            return Err(TreeError::Invalid {
                builder: "build_string_literal",
                what: format!(
                    "{} bytes is not a whole number of {unit}-byte units",
                    bytes_with_nul.len()
                ),
            });
        }
        let n = (bytes_with_nul.len() / unit) as u64;
        let arr = self.build_array_type_nelts(elt_type, n)?;
        self.build_string(Some(arr), bytes_with_nul)
    }

    /// `TREE_STRING_LENGTH`.
    #[doc(alias = "TREE_STRING_LENGTH")]
    pub fn tree_string_length(&self, t: Tree) -> Result<usize> {
        Ok(self.tree_string_pointer(t)?.len())
    }

    /// `TREE_STRING_POINTER`: the bytes.
    #[doc(alias = "TREE_STRING_POINTER")]
    pub fn tree_string_pointer(&self, t: Tree) -> Result<&[u8]> {
        match self.cst_data(t, C::StringCst, "TREE_STRING_POINTER")? {
            MiscData::String(b) => Ok(b),
            _ => Ok(&[]),
        }
    }

    /// `build_vector` from an encoding: `npatterns` interleaved patterns of
    /// `nelts_per_pattern` (1, 2 or 3) encoded elements each, `elts` in GCC's order
    /// (element i of the encoding is pattern i % npatterns). The encoding is first reduced
    /// to its canonical, minimal form (GCC's `tree_vector_builder::finalize`), so equal
    /// vectors get identical encodings. `ty` is a VECTOR_TYPE whose element count must be a
    /// multiple of `npatterns`.
    #[doc(alias = "tree_vector_builder")]
    pub fn build_vector(
        &mut self,
        ty: Tree,
        npatterns: u32,
        nelts_per_pattern: u8,
        elts: &[Tree],
    ) -> Result<Tree> {
        self.check_codes(ty, &[C::VectorType], "build_vector")?;
        let nunits = self.type_vector_subparts(ty)?;
        if npatterns == 0
            || !(1..=3).contains(&nelts_per_pattern)
            || elts.len() != npatterns as usize * nelts_per_pattern as usize
            || nunits.coeffs.iter().any(|&c| c % i64::from(npatterns) != 0)
        {
            return Err(TreeError::Invalid {
                builder: "build_vector",
                what: format!(
                    "{} elements do not encode {npatterns} pattern(s) of {nelts_per_pattern} for a vector of {nunits} elements",
                    elts.len()
                ),
            });
        }
        if nunits.is_constant()
            && (nelts_per_pattern as i64) * i64::from(npatterns) > nunits.coeffs[0]
        {
            return Err(TreeError::Invalid {
                builder: "build_vector",
                what: format!("encoding longer than the vector's {nunits} elements"),
            });
        }
        let mut vals = Vec::with_capacity(elts.len());
        for &e in elts {
            let code = self.code_for(e, "build_vector")?;
            if !code.is_constant() {
                return Err(TreeError::wrong(
                    "build_vector",
                    Expected::Class(crate::TreeCodeClass::Constant),
                    code,
                ));
            }
            vals.push(e);
        }
        let (np, nepp, enc) = if nunits.is_constant() {
            let full = self.expand_encoding(
                npatterns as usize,
                nelts_per_pattern as usize,
                &vals,
                nunits.coeffs[0] as usize,
            )?;
            self.canonical_encoding(&full)?
        } else {
            self.minimal_encoding(npatterns as usize, nelts_per_pattern as usize, &vals)?
        };
        self.new_cst(
            C::VectorCst,
            Some(ty),
            MiscData::Vector {
                npatterns: np as u32,
                nelts_per_pattern: nepp as u8,
                elts: enc,
            },
        )
    }

    /// `build_vector` from every element of a fixed-length vector (`build_vector_from_ctor`
    /// style); the encoding is derived and minimised.
    pub fn build_vector_from_elts(&mut self, ty: Tree, elts: &[Tree]) -> Result<Tree> {
        let n = elts.len();
        if n == 0 {
            return Err(TreeError::Invalid {
                builder: "build_vector",
                what: "no elements".into(),
            });
        }
        // Full encoding: every element its own pattern of one element.
        self.build_vector(ty, n as u32, 1, elts)
    }

    /// Every element of a constant-length vector from an encoding.
    fn expand_encoding(
        &mut self,
        np: usize,
        nepp: usize,
        enc: &[Tree],
        n: usize,
    ) -> Result<Vec<Tree>> {
        let mut full = Vec::with_capacity(n);
        for k in 0..n {
            let (p, i) = (k % np, k / np);
            let e = if i < nepp {
                enc[i * np + p]
            } else if nepp < 3 {
                enc[(nepp - 1) * np + p]
            } else {
                let (e1, e2) = (enc[np + p], enc[2 * np + p]);
                let (Some(v1), Some(v2)) = (self.step_value(e1), self.step_value(e2)) else {
                    return Err(TreeError::Invalid {
                        builder: "build_vector",
                        what: "a stepped pattern needs INTEGER_CST elements".into(),
                    });
                };
                let v = &v2 + (&v2 - &v1) * num_bigint::BigInt::from(i as u64 - 2);
                let ty = self.store.ty(e2).ok_or(TreeError::Null {
                    accessor: "build_vector",
                })?;
                self.build_int_cst_big(ty, &v)?
            };
            full.push(e);
        }
        Ok(full)
    }

    /// Whether `full` is described by `np` patterns of `nepp` elements.
    fn encodes(&self, full: &[Tree], np: usize, nepp: usize) -> bool {
        (0..full.len()).all(|k| {
            let (p, i) = (k % np, k / np);
            if i < nepp {
                return true;
            }
            if nepp < 3 {
                return full[k] == full[(nepp - 1) * np + p];
            }
            let (e1, e2) = (full[np + p], full[2 * np + p]);
            match (
                self.step_value(e1),
                self.step_value(e2),
                self.step_value(full[k]),
            ) {
                (Some(v1), Some(v2), Some(vk)) => {
                    let want = &v2 + (&v2 - &v1) * num_bigint::BigInt::from(i as u64 - 2);
                    let Some(ty) = self.store.ty(full[k]) else {
                        return false;
                    };
                    if !self.store.code(ty).is_some_and(TreeCode::is_type) {
                        return false;
                    }
                    let r = self.store.ty_rec(ty);
                    let unsigned = r.flags & Flag::Unsigned.bit() != 0;
                    let want = crate::nodes::int_cst::bigint_to_elts(&want);
                    let fitted = crate::nodes::int_cst::fit_to_precision(
                        &want,
                        r.precision.max(1),
                        unsigned,
                    );
                    crate::nodes::int_cst::elts_to_bigint(&fitted) == vk
                }
                _ => false,
            }
        })
    }

    /// The canonical encoding of a constant-length vector (GCC's
    /// `vector_builder::finalize`): the fewest encoded elements (npatterns ×
    /// nelts_per_pattern), fewer patterns first on ties.
    fn canonical_encoding(&self, full: &[Tree]) -> Result<(usize, usize, Vec<Tree>)> {
        let n = full.len();
        let mut best: Option<(usize, usize)> = None;
        let mut np = 1;
        while np <= n {
            if n.is_multiple_of(np) {
                for nepp in 1..=3usize {
                    if np * nepp > n {
                        break;
                    }
                    if self.encodes(full, np, nepp) {
                        if best.is_none_or(|(bn, be)| np * nepp < bn * be) {
                            best = Some((np, nepp));
                        }
                        break;
                    }
                }
            }
            np *= 2;
        }
        let (np, nepp) = best.unwrap_or((n, 1));
        Ok((np, nepp, full[..np * nepp].to_vec()))
    }

    /// Integer value of a constant for stepped patterns (INTEGER_CSTs only).
    fn step_value(&self, t: Tree) -> Option<num_bigint::BigInt> {
        (self.store.code(t) == Some(C::IntegerCst))
            .then(|| crate::nodes::int_cst::elts_to_bigint(&self.store.int_elts(t)))
    }

    /// Reduces an encoding: fewer elements per pattern when the patterns allow it, then
    /// fewer patterns when they repeat.
    fn minimal_encoding(
        &mut self,
        np: usize,
        nepp: usize,
        elts: &[Tree],
    ) -> Result<(usize, usize, Vec<Tree>)> {
        let mut np = np;
        let mut nepp = nepp;
        let mut enc = elts.to_vec();
        loop {
            let get = |enc: &[Tree], p: usize, i: usize| enc[i * np + p];
            // nelts_per_pattern 3 → 2: every pattern's step (e2 - e1) is zero.
            if nepp == 3 && (0..np).all(|p| get(&enc, p, 2) == get(&enc, p, 1)) {
                enc.truncate(2 * np);
                nepp = 2;
                continue;
            }
            // 3 stays 3 only if stepped; 2 → 1 when e1 == e0.
            if nepp == 2 && (0..np).all(|p| get(&enc, p, 1) == get(&enc, p, 0)) {
                enc.truncate(np);
                nepp = 1;
                continue;
            }
            // Fewer patterns: the patterns repeat with period np/2.
            // Interleaved patterns merge only when each is a single repeated element.
            if nepp == 1 && np.is_multiple_of(2) {
                let half = np / 2;
                let repeats =
                    (0..nepp).all(|i| (0..half).all(|p| enc[i * np + p] == enc[i * np + p + half]));
                if repeats {
                    let mut next = Vec::with_capacity(half * nepp);
                    for i in 0..nepp {
                        next.extend_from_slice(&enc[i * np..i * np + half]);
                    }
                    enc = next;
                    np = half;
                    continue;
                }
            }
            break;
        }
        // Hash-consed INTEGER_CSTs compare by handle; a stepped pattern whose elements are
        // not integers cannot be extended, so it is rejected.
        if nepp == 3 {
            for p in 0..np {
                let ok = (0..3).all(|i| self.step_value(enc[i * np + p]).is_some());
                if !ok {
                    return Err(TreeError::Invalid {
                        builder: "build_vector",
                        what: "a stepped pattern needs INTEGER_CST elements".into(),
                    });
                }
            }
        }
        Ok((np, nepp, enc))
    }

    fn vector_parts(&self, t: Tree, accessor: &'static str) -> Result<(usize, usize, &[Tree])> {
        match self.cst_data(t, C::VectorCst, accessor)? {
            MiscData::Vector {
                npatterns,
                nelts_per_pattern,
                elts,
            } => Ok((*npatterns as usize, *nelts_per_pattern as usize, elts)),
            _ => Ok((1, 1, &[])),
        }
    }

    /// `VECTOR_CST_NPATTERNS`.
    #[doc(alias = "VECTOR_CST_NPATTERNS")]
    pub fn vector_cst_npatterns(&self, t: Tree) -> Result<usize> {
        Ok(self.vector_parts(t, "VECTOR_CST_NPATTERNS")?.0)
    }

    /// `VECTOR_CST_NELTS_PER_PATTERN`.
    #[doc(alias = "VECTOR_CST_NELTS_PER_PATTERN")]
    pub fn vector_cst_nelts_per_pattern(&self, t: Tree) -> Result<usize> {
        Ok(self.vector_parts(t, "VECTOR_CST_NELTS_PER_PATTERN")?.1)
    }

    /// `VECTOR_CST_DUPLICATE_P`: one element per pattern.
    #[doc(alias = "VECTOR_CST_DUPLICATE_P")]
    pub fn vector_cst_duplicate_p(&self, t: Tree) -> Result<bool> {
        Ok(self.vector_cst_nelts_per_pattern(t)? == 1)
    }

    /// `VECTOR_CST_STEPPED_P`: three elements per pattern.
    #[doc(alias = "VECTOR_CST_STEPPED_P")]
    pub fn vector_cst_stepped_p(&self, t: Tree) -> Result<bool> {
        Ok(self.vector_cst_nelts_per_pattern(t)? == 3)
    }

    /// `VECTOR_CST_ENCODED_ELTS`: the encoded elements.
    #[doc(alias = "VECTOR_CST_ENCODED_ELTS")]
    pub fn vector_cst_encoded_elts(&self, t: Tree) -> Result<&[Tree]> {
        Ok(self.vector_parts(t, "VECTOR_CST_ENCODED_ELTS")?.2)
    }

    /// `VECTOR_CST_ENCODED_ELT (t, i)`.
    #[doc(alias = "VECTOR_CST_ENCODED_ELT")]
    pub fn vector_cst_encoded_elt(&self, t: Tree, i: usize) -> Result<Tree> {
        let (_, _, elts) = self.vector_parts(t, "VECTOR_CST_ENCODED_ELT")?;
        elts.get(i)
            .copied()
            .ok_or_else(|| self.operand_range("VECTOR_CST_ENCODED_ELT", t, i, elts.len()))
    }

    /// `vector_cst_elt`: element `i` of the vector, extending the encoding (a stepped
    /// pattern's later elements are computed as INTEGER_CSTs of the element type).
    #[doc(alias = "VECTOR_CST_ELT")]
    pub fn vector_cst_elt(&mut self, t: Tree, i: usize) -> Result<Tree> {
        let (np, nepp, elts) = self.vector_parts(t, "vector_cst_elt")?;
        let elts = elts.to_vec();
        let ty = self.store.ty(t).ok_or(TreeError::Null {
            accessor: "vector_cst_elt",
        })?;
        let nunits = self.type_vector_subparts(ty)?;
        if nunits.is_constant() && i as i64 >= nunits.coeffs[0] {
            return Err(self.operand_range("vector_cst_elt", t, i, nunits.coeffs[0] as usize));
        }
        if i < elts.len() {
            return Ok(elts[i]);
        }
        let p = i % np;
        let k = i / np; // index within the pattern
        match nepp {
            1 => Ok(elts[p]),
            2 => Ok(elts[np + p]),
            _ => {
                let not_integers = || TreeError::Invalid {
                    builder: "vector_cst_elt",
                    what: "stepped pattern of non-integers".into(),
                };
                let e1 = self.step_value(elts[np + p]).ok_or_else(not_integers)?;
                let e2 = self.step_value(elts[2 * np + p]).ok_or_else(not_integers)?;
                let step = &e2 - &e1;
                let v = e2 + step * num_bigint::BigInt::from(k as u64 - 2);
                let elt_ty = self.store.ty(elts[p]).ok_or(TreeError::Null {
                    accessor: "vector_cst_elt",
                })?;
                self.build_int_cst_big(elt_ty, &v)
            }
        }
    }

    /// `VECTOR_CST_NELTS` of a constant-length vector.
    #[doc(alias = "VECTOR_CST_NELTS")]
    pub fn vector_cst_nelts(&self, t: Tree) -> Result<crate::PolySize> {
        self.vector_parts(t, "VECTOR_CST_NELTS")?;
        let ty = self.store.ty(t).ok_or(TreeError::Null {
            accessor: "VECTOR_CST_NELTS",
        })?;
        self.type_vector_subparts(ty)
    }
}

const ALL_CODES: &[TreeCode] = &[
    C::RealCst,
    C::FixedCst,
    C::ComplexCst,
    C::StringCst,
    C::VectorCst,
];
