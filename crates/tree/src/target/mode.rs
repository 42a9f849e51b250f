//! Machine modes of the LP64 x86-64 target (`machmode.def` + `config/i386/i386-modes.def`,
//! the modes a GENERIC type can get) and TYPE_MODE, computed as GCC 12's `layout_type`,
//! `compute_record_mode`, `mode_for_array` and `vector_type_mode` assign it for the default
//! x86-64 ISA (SSE2 and MMX, no AVX).

use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::{TreeCode, TreeContext, TypeFlag};

use TreeCode as C;

/// Expands the mode table into [`MachineMode`]: variant, GCC's name, class, bits
/// (`GET_MODE_BITSIZE` on x86-64), unit (element) mode for vectors and complex modes.
macro_rules! define_modes {
    ($($variant:ident, $gcc:literal, $class:ident, $bits:literal, $unit:ident $(, $ibit:literal, $fbit:literal)?;)*) => {
        /// A machine mode (`machine_mode`), as TYPE_MODE answers on x86-64.
        #[doc(alias = "machine_mode")]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[repr(u8)]
        pub enum MachineMode {
            $(
                #[doc = concat!("`", $gcc, "`")]
                #[doc(alias = $gcc)]
                $variant,
            )*
        }

        impl MachineMode {
            /// Every mode.
            pub const ALL: &'static [MachineMode] = &[$(MachineMode::$variant),*];

            /// GCC's name (`GET_MODE_NAME`), e.g. `"SI"`.
            #[doc(alias = "GET_MODE_NAME")]
            pub fn name(self) -> &'static str {
                let full = match self { $(MachineMode::$variant => $gcc,)* };
                full.strip_suffix("mode").unwrap_or(full)
            }

            /// The mode class (`GET_MODE_CLASS`).
            #[doc(alias = "GET_MODE_CLASS")]
            pub fn class(self) -> ModeClass {
                match self { $(MachineMode::$variant => ModeClass::$class,)* }
            }

            /// `GET_MODE_BITSIZE` (0 for VOIDmode and BLKmode).
            #[doc(alias = "GET_MODE_BITSIZE")]
            pub fn bitsize(self) -> u32 {
                match self { $(MachineMode::$variant => $bits,)* }
            }

            /// `GET_MODE_INNER`: the element mode of a vector or complex mode, else itself.
            #[doc(alias = "GET_MODE_INNER")]
            pub fn inner(self) -> MachineMode {
                match self { $(MachineMode::$variant => MachineMode::$unit,)* }
            }

            /// `GET_MODE_IBIT`: integral bits of a fixed-point mode (0 for the others).
            #[doc(alias = "GET_MODE_IBIT")]
            pub fn ibit(self) -> u32 {
                match self { $(MachineMode::$variant => 0 $(+ $ibit)?,)* }
            }

            /// `GET_MODE_FBIT`: fractional bits of a fixed-point mode (0 for the others).
            #[doc(alias = "GET_MODE_FBIT")]
            pub fn fbit(self) -> u32 {
                match self { $(MachineMode::$variant => 0 $(+ $fbit)?,)* }
            }
        }
    };
}

define_modes! {
    Void, "VOIDmode", Random, 0, Void;
    Blk, "BLKmode", Random, 0, Blk;
    QI, "QImode", Int, 8, QI;
    HI, "HImode", Int, 16, HI;
    SI, "SImode", Int, 32, SI;
    DI, "DImode", Int, 64, DI;
    TI, "TImode", Int, 128, TI;
    OI, "OImode", Int, 256, OI;
    XI, "XImode", Int, 512, XI;
    HF, "HFmode", Float, 16, HF;
    SF, "SFmode", Float, 32, SF;
    DF, "DFmode", Float, 64, DF;
    XF, "XFmode", Float, 128, XF;
    TF, "TFmode", Float, 128, TF;
    CQI, "CQImode", ComplexInt, 16, QI;
    CHI, "CHImode", ComplexInt, 32, HI;
    CSI, "CSImode", ComplexInt, 64, SI;
    CDI, "CDImode", ComplexInt, 128, DI;
    CTI, "CTImode", ComplexInt, 256, TI;
    HC, "HCmode", ComplexFloat, 32, HF;
    SC, "SCmode", ComplexFloat, 64, SF;
    DC, "DCmode", ComplexFloat, 128, DF;
    XC, "XCmode", ComplexFloat, 256, XF;
    TC, "TCmode", ComplexFloat, 256, TF;
    V2QI, "V2QImode", VectorInt, 16, QI;
    V4QI, "V4QImode", VectorInt, 32, QI;
    V2HI, "V2HImode", VectorInt, 32, HI;
    V1SI, "V1SImode", VectorInt, 32, SI;
    V8QI, "V8QImode", VectorInt, 64, QI;
    V4HI, "V4HImode", VectorInt, 64, HI;
    V2SI, "V2SImode", VectorInt, 64, SI;
    V1DI, "V1DImode", VectorInt, 64, DI;
    V16QI, "V16QImode", VectorInt, 128, QI;
    V8HI, "V8HImode", VectorInt, 128, HI;
    V4SI, "V4SImode", VectorInt, 128, SI;
    V2DI, "V2DImode", VectorInt, 128, DI;
    V1TI, "V1TImode", VectorInt, 128, TI;
    V2HF, "V2HFmode", VectorFloat, 32, HF;
    V4HF, "V4HFmode", VectorFloat, 64, HF;
    V8HF, "V8HFmode", VectorFloat, 128, HF;
    V2SF, "V2SFmode", VectorFloat, 64, SF;
    V4SF, "V4SFmode", VectorFloat, 128, SF;
    V2DF, "V2DFmode", VectorFloat, 128, DF;
    QQ, "QQmode", Fract, 8, QQ, 0, 7;
    HQ, "HQmode", Fract, 16, HQ, 0, 15;
    SQ, "SQmode", Fract, 32, SQ, 0, 31;
    DQ, "DQmode", Fract, 64, DQ, 0, 63;
    TQ, "TQmode", Fract, 128, TQ, 0, 127;
    UQQ, "UQQmode", UFract, 8, UQQ, 0, 8;
    UHQ, "UHQmode", UFract, 16, UHQ, 0, 16;
    USQ, "USQmode", UFract, 32, USQ, 0, 32;
    UDQ, "UDQmode", UFract, 64, UDQ, 0, 64;
    UTQ, "UTQmode", UFract, 128, UTQ, 0, 128;
    HA, "HAmode", Accum, 16, HA, 8, 7;
    SA, "SAmode", Accum, 32, SA, 16, 15;
    DA, "DAmode", Accum, 64, DA, 32, 31;
    TA, "TAmode", Accum, 128, TA, 64, 63;
    UHA, "UHAmode", UAccum, 16, UHA, 8, 8;
    USA, "USAmode", UAccum, 32, USA, 16, 16;
    UDA, "UDAmode", UAccum, 64, UDA, 32, 32;
    UTA, "UTAmode", UAccum, 128, UTA, 64, 64;
    // The decimal float modes (_Decimal32/64/128), after the others so that the stored
    // indices of the modes above keep their values.
    SD, "SDmode", DecimalFloat, 32, SD;
    DD, "DDmode", DecimalFloat, 64, DD;
    TD, "TDmode", DecimalFloat, 128, TD;
    // Appended (stored mode indices keep their values): the other modes x86-64 defines
    // for types, wider vectors included (they need AVX or more; see `vector`).
    BI, "BImode", Int, 1, BI;
    COI, "COImode", ComplexInt, 512, OI;
    CXI, "CXImode", ComplexInt, 1024, XI;
    V12QI, "V12QImode", VectorInt, 96, QI;
    V6HI, "V6HImode", VectorInt, 96, HI;
    V14QI, "V14QImode", VectorInt, 112, QI;
    V32QI, "V32QImode", VectorInt, 256, QI;
    V16HI, "V16HImode", VectorInt, 256, HI;
    V8SI, "V8SImode", VectorInt, 256, SI;
    V4DI, "V4DImode", VectorInt, 256, DI;
    V2TI, "V2TImode", VectorInt, 256, TI;
    V64QI, "V64QImode", VectorInt, 512, QI;
    V32HI, "V32HImode", VectorInt, 512, HI;
    V16SI, "V16SImode", VectorInt, 512, SI;
    V8DI, "V8DImode", VectorInt, 512, DI;
    V4TI, "V4TImode", VectorInt, 512, TI;
    V128QI, "V128QImode", VectorInt, 1024, QI;
    V64HI, "V64HImode", VectorInt, 1024, HI;
    V32SI, "V32SImode", VectorInt, 1024, SI;
    V16DI, "V16DImode", VectorInt, 1024, DI;
    V8TI, "V8TImode", VectorInt, 1024, TI;
    V64SI, "V64SImode", VectorInt, 2048, SI;
    V6HF, "V6HFmode", VectorFloat, 96, HF;
    V16HF, "V16HFmode", VectorFloat, 256, HF;
    V8SF, "V8SFmode", VectorFloat, 256, SF;
    V4DF, "V4DFmode", VectorFloat, 256, DF;
    V2TF, "V2TFmode", VectorFloat, 256, TF;
    V32HF, "V32HFmode", VectorFloat, 512, HF;
    V16SF, "V16SFmode", VectorFloat, 512, SF;
    V8DF, "V8DFmode", VectorFloat, 512, DF;
    V4TF, "V4TFmode", VectorFloat, 512, TF;
    V64HF, "V64HFmode", VectorFloat, 1024, HF;
    V32SF, "V32SFmode", VectorFloat, 1024, SF;
    V16DF, "V16DFmode", VectorFloat, 1024, DF;
    V8TF, "V8TFmode", VectorFloat, 1024, TF;
    V128HF, "V128HFmode", VectorFloat, 2048, HF;
    V64SF, "V64SFmode", VectorFloat, 2048, SF;
    V32DF, "V32DFmode", VectorFloat, 2048, DF;
    V16TF, "V16TFmode", VectorFloat, 2048, TF;
}

/// `enum mode_class` (`mode-classes.def`; the classes of [`MachineMode`]).
#[doc(alias = "mode_class")]
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum ModeClass {
    /// `MODE_RANDOM` (VOIDmode, BLKmode).
    #[doc(alias = "MODE_RANDOM")]
    Random,
    /// `MODE_INT`.
    #[doc(alias = "MODE_INT")]
    Int,
    /// `MODE_FLOAT`.
    #[doc(alias = "MODE_FLOAT")]
    Float,
    /// `MODE_COMPLEX_INT`.
    #[doc(alias = "MODE_COMPLEX_INT")]
    ComplexInt,
    /// `MODE_COMPLEX_FLOAT`.
    #[doc(alias = "MODE_COMPLEX_FLOAT")]
    ComplexFloat,
    /// `MODE_VECTOR_INT`.
    #[doc(alias = "MODE_VECTOR_INT")]
    VectorInt,
    /// `MODE_VECTOR_FLOAT`.
    #[doc(alias = "MODE_VECTOR_FLOAT")]
    VectorFloat,
    /// `MODE_FRACT` (signed fixed-point, no integral bits).
    #[doc(alias = "MODE_FRACT")]
    Fract,
    /// `MODE_UFRACT`.
    #[doc(alias = "MODE_UFRACT")]
    UFract,
    /// `MODE_ACCUM` (signed fixed-point with integral bits).
    #[doc(alias = "MODE_ACCUM")]
    Accum,
    /// `MODE_UACCUM`.
    #[doc(alias = "MODE_UACCUM")]
    UAccum,
    /// `MODE_DECIMAL_FLOAT` (SDmode, DDmode, TDmode).
    #[doc(alias = "MODE_DECIMAL_FLOAT")]
    DecimalFloat,
    /// `MODE_OPAQUE`: the class of OPAQUE_TYPE's modes. x86-64 defines none, so no
    /// [`MachineMode`] has it and an OPAQUE_TYPE's TYPE_MODE is VOIDmode here.
    #[doc(alias = "MODE_OPAQUE")]
    Opaque,
}

/// `MAX_FIXED_MODE_SIZE` on x86-64: TImode's bits.
const MAX_FIXED_MODE_SIZE: u32 = 128;
/// `FUNCTION_BOUNDARY` on x86-64.
const FUNCTION_BOUNDARY: u32 = 8;
/// `POINTER_SIZE` on LP64.
const POINTER_SIZE: u32 = 64;

impl MachineMode {
    /// `int_mode_for_size (bits, 0)`: the integer mode of exactly `bits`.
    #[doc(alias = "int_mode_for_size")]
    pub fn int_for_size(bits: u32) -> Option<MachineMode> {
        Self::ALL
            .iter()
            .copied()
            .find(|m| m.class() == ModeClass::Int && m.bitsize() == bits)
    }

    /// `smallest_int_mode_for_size`: the narrowest integer mode of at least `bits`.
    #[doc(alias = "smallest_int_mode_for_size")]
    pub fn smallest_int_for_size(bits: u32) -> Option<MachineMode> {
        Self::ALL
            .iter()
            .copied()
            .find(|m| m.class() == ModeClass::Int && m.bitsize() >= bits)
    }

    /// `float_mode_for_size (precision)` with x86-64's float formats: HF 16, SF 32, DF 64,
    /// XF 80 (the x87 extended format), TF 128.
    #[doc(alias = "float_mode_for_size")]
    pub fn float_for_precision(precision: u32) -> Option<MachineMode> {
        Some(match precision {
            16 => MachineMode::HF,
            32 => MachineMode::SF,
            64 => MachineMode::DF,
            80 => MachineMode::XF,
            128 => MachineMode::TF,
            _ => return None,
        })
    }

    /// `GET_MODE_COMPLEX_MODE`: the complex mode whose parts are `self`.
    #[doc(alias = "GET_MODE_COMPLEX_MODE")]
    pub fn complex(self) -> Option<MachineMode> {
        Self::ALL.iter().copied().find(|m| {
            matches!(m.class(), ModeClass::ComplexInt | ModeClass::ComplexFloat)
                && m.inner() == self
        })
    }

    /// The vector mode of `nunits` elements of `self` (`mode_for_vector`'s search) among
    /// those the default x86-64 ISA supports (`ix86_vector_mode_supported_p` with SSE,
    /// SSE2 and MMX-with-SSE: at most 128 bits, a power of two). The wider and odd-sized
    /// modes in the table exist (GCC names them in dumps) but need AVX or more.
    pub fn vector(self, nunits: u32) -> Option<MachineMode> {
        Self::ALL.iter().copied().find(|m| {
            matches!(m.class(), ModeClass::VectorInt | ModeClass::VectorFloat)
                && m.inner() == self
                && m.bitsize() == self.bitsize() * nunits
                && m.bitsize() <= MAX_FIXED_MODE_SIZE
                && m.bitsize().is_power_of_two()
        })
    }

    /// `mode_for_size_tree (size, MODE_INT, 1)`: an integer mode of exactly `bits`, no
    /// wider than MAX_FIXED_MODE_SIZE.
    fn int_for_size_limited(bits: Option<i64>) -> Option<MachineMode> {
        let bits = u32::try_from(bits?).ok()?;
        if bits > MAX_FIXED_MODE_SIZE {
            return None;
        }
        Self::int_for_size(bits)
    }
}

/// **Machine modes** — TYPE_MODE on x86-64 (GCC internals manual: *RTL › Machine Modes*).
impl TreeContext {
    /// `TYPE_MODE`: the machine mode of a type, what GCC 12's layout gives it on x86-64
    /// (unless [`TreeContext::set_type_mode`] chose one), with `vector_type_mode`'s answer
    /// for vectors. A FIXED_POINT_TYPE has the mode its maker gave it
    /// ([`TreeContext::make_fract_type`], [`TreeContext::make_accum_type`]); one made by
    /// `make_node` alone is VOIDmode, as in GCC (x86-64's C front end makes none:
    /// fixed-point types are not supported on this target).
    #[doc(alias = "TYPE_MODE")]
    #[doc(alias = "TYPE_MODE_RAW")]
    pub fn type_mode(&self, t: Tree) -> Result<MachineMode> {
        let code = self.check_class(t, crate::TreeCodeClass::Type, "TYPE_MODE")?;
        let stored = self.store.ty_rec(t).mode;
        if stored != 0 {
            return Ok(MachineMode::ALL[usize::from(stored - 1)]);
        }
        let r = self.store.ty_rec(t);
        let m = match code {
            // A _BitInt wider than one 64-bit limb is BLKmode (GCC 14 on x86-64).
            C::BitintType if r.precision > 64 => MachineMode::Blk,
            C::IntegerType | C::EnumeralType | C::BooleanType | C::BitintType => {
                MachineMode::smallest_int_for_size(r.precision).unwrap_or(MachineMode::Blk)
            }
            C::RealType => MachineMode::float_for_precision(r.precision).ok_or_else(|| {
                TreeError::NotRepresentable {
                    accessor: "TYPE_MODE",
                    what: format!("no x86-64 float mode has precision {}", r.precision),
                }
            })?,
            C::PointerType | C::ReferenceType | C::NullptrType | C::OffsetType => {
                MachineMode::int_for_size(POINTER_SIZE).expect("DImode")
            }
            C::FunctionType | C::MethodType => {
                MachineMode::int_for_size(FUNCTION_BOUNDARY).unwrap_or(MachineMode::Blk)
            }
            C::ComplexType => match r.ty {
                Some(part) => self.type_mode(part)?.complex().unwrap_or(MachineMode::Blk),
                None => MachineMode::Void,
            },
            C::VectorType => self.vector_mode(t)?,
            C::ArrayType => self.array_mode(t)?,
            C::RecordType | C::UnionType | C::QualUnionType => self.record_mode(t, code)?,
            // VOID_TYPE, a FIXED_POINT_TYPE nobody gave a mode, and the types layout never sees (LANG_TYPE, the C++ template
            // types, OPAQUE_TYPE with no x86 opaque mode).
            _ => MachineMode::Void,
        };
        Ok(m)
    }

    /// `SET_TYPE_MODE`.
    #[doc(alias = "SET_TYPE_MODE")]
    pub fn set_type_mode(&mut self, t: Tree, mode: MachineMode) -> Result<()> {
        self.check_class(t, crate::TreeCodeClass::Type, "SET_TYPE_MODE")?;
        self.store.ty_rec_mut(t).mode = mode as u8 + 1;
        Ok(())
    }

    /// TYPE_SIZE in bits: `None` without a size, `Some(None)` when it is not constant.
    fn const_size_bits(&self, t: Tree) -> Result<Option<Option<i64>>> {
        Ok(self.store.ty_rec(t).size.map(|s| {
            self.tree_to_poly_int64(s)
                .ok()
                .and_then(|p| p.try_to_constant())
        }))
    }

    fn no_force_blk(&self, t: Tree) -> bool {
        self.store.ty_rec(t).type_flags & TypeFlag::NoForceBlk.bit() != 0
    }

    /// `mode_for_vector` + `vector_type_mode`.
    fn vector_mode(&self, t: Tree) -> Result<MachineMode> {
        let Some(elem) = self.store.ty(t) else {
            return Ok(MachineMode::Void);
        };
        let inner = self.type_mode(elem)?;
        let Some(n) = self.type_vector_subparts(t)?.try_to_constant() else {
            return Ok(MachineMode::Blk);
        };
        let Ok(n) = u32::try_from(n) else {
            return Ok(MachineMode::Blk);
        };
        if let Some(v) = inner.vector(n) {
            return Ok(v);
        }
        // No supported vector mode: integer vectors of a register's width get that
        // integer mode (QI…TI have registers; OI/XI only with AVX / AVX-512).
        if inner.class() == ModeClass::Int
            && let Some(m) = MachineMode::int_for_size(inner.bitsize() * n)
            && m.bitsize() <= MAX_FIXED_MODE_SIZE
        {
            return Ok(m);
        }
        Ok(MachineMode::Blk)
    }

    /// `layout_type`'s ARRAY_TYPE case with `mode_for_array`.
    fn array_mode(&self, t: Tree) -> Result<MachineMode> {
        let Some(size) = self.const_size_bits(t)? else {
            return Ok(MachineMode::Blk);
        };
        let Some(elem) = self.store.ty(t) else {
            return Ok(MachineMode::Blk);
        };
        let elem_mode = self.type_mode(elem)?;
        if elem_mode == MachineMode::Blk && !self.no_force_blk(elem) {
            return Ok(MachineMode::Blk);
        }
        if size.is_some() && self.const_size_bits(elem)? == Some(size) {
            return Ok(elem_mode);
        }
        Ok(MachineMode::int_for_size_limited(size).unwrap_or(MachineMode::Blk))
    }

    /// `compute_record_mode`.
    fn record_mode(&self, t: Tree, code: TreeCode) -> Result<MachineMode> {
        let Some(size) = self.const_size_bits(t)? else {
            return Ok(MachineMode::Void);
        };
        let mut mode = MachineMode::Void;
        let mut f = self.store.ty_rec(t).values;
        while let Some(field) = f {
            f = self.store.chain(field);
            if self.code_for(field, "TYPE_MODE")? != C::FieldDecl {
                continue;
            }
            let r = self.store.decl(field);
            let Some(fty) = r.ty else {
                return Ok(MachineMode::Blk);
            };
            let fmode = self.type_mode(fty)?;
            let zero_size = self.const_size_bits(fty)? == Some(Some(0));
            let fsize = match r.size {
                Some(s) => self
                    .tree_to_poly_int64(s)
                    .ok()
                    .and_then(|p| p.try_to_constant()),
                None => None,
            };
            let Some(fsize) = fsize else {
                return Ok(MachineMode::Blk);
            };
            if (fmode == MachineMode::Blk && !self.no_force_blk(fty) && !zero_size)
                || r.field_offset.is_none()
                || self.bit_position(field).map(|p| p.is_constant()) != Ok(true)
            {
                return Ok(MachineMode::Blk);
            }
            if size == Some(fsize) {
                let bit_field = r.decl_flags & crate::DeclFlag::BitField.bit() != 0;
                mode = if bit_field {
                    MachineMode::int_for_size(u32::try_from(fsize).unwrap_or(0))
                        .unwrap_or(MachineMode::Void)
                } else {
                    fmode
                };
            }
        }
        let whole = (code == C::RecordType
            || (code == C::UnionType && mode.class() == ModeClass::Int))
            && mode != MachineMode::Void
            && Some(i64::from(mode.bitsize())) == size;
        Ok(if whole {
            mode
        } else {
            MachineMode::int_for_size_limited(size).unwrap_or(MachineMode::Blk)
        })
    }
}

/// **Machine modes: fixed-point types** — `make_fract_type`, `make_accum_type`.
impl TreeContext {
    /// `make_fract_type` / `make_accum_type`: a laid-out FIXED_POINT_TYPE of `precision`
    /// bits in the fixed-point mode of that precision (`mode_for_size (precision,
    /// MODE_[U]FRACT / MODE_[U]ACCUM)`).
    fn make_fixed_type(
        &mut self,
        builder: &'static str,
        precision: u32,
        unsigned: bool,
        saturating: bool,
        class: ModeClass,
    ) -> Result<Tree> {
        let mode = MachineMode::ALL
            .iter()
            .copied()
            .find(|m| m.class() == class && m.bitsize() == precision)
            .ok_or_else(|| TreeError::Invalid {
                builder,
                what: format!("no {class:?} mode has precision {precision}"),
            })?;
        let t = self.make_node(C::FixedPointType)?;
        self.store.ty_rec_mut(t).precision = precision;
        self.set_type_unsigned(t, unsigned)?;
        self.set_type_saturating(t, saturating)?;
        self.set_type_mode(t, mode)?;
        self.layout_type(t)?;
        Ok(t)
    }

    /// `make_fract_type`: a `_Fract` type of `precision` bits (QQ … TQ, UQQ … UTQ).
    pub fn make_fract_type(
        &mut self,
        precision: u32,
        unsigned: bool,
        saturating: bool,
    ) -> Result<Tree> {
        let class = if unsigned {
            ModeClass::UFract
        } else {
            ModeClass::Fract
        };
        self.make_fixed_type("make_fract_type", precision, unsigned, saturating, class)
    }

    /// `make_accum_type`: an `_Accum` type of `precision` bits (HA … TA, UHA … UTA).
    pub fn make_accum_type(
        &mut self,
        precision: u32,
        unsigned: bool,
        saturating: bool,
    ) -> Result<Tree> {
        let class = if unsigned {
            ModeClass::UAccum
        } else {
            ModeClass::Accum
        };
        self.make_fixed_type("make_accum_type", precision, unsigned, saturating, class)
    }

    /// `TYPE_FBIT`: the fractional bits of a fixed-point type (`GET_MODE_FBIT (TYPE_MODE)`:
    /// 0 for any type without a fixed-point mode).
    #[doc(alias = "TYPE_FBIT")]
    pub fn type_fbit(&self, t: Tree) -> Result<u32> {
        self.check_class(t, crate::TreeCodeClass::Type, "TYPE_FBIT")?;
        Ok(self.type_mode(t)?.fbit())
    }

    /// `TYPE_IBIT`: the integral bits of a fixed-point type (`GET_MODE_IBIT (TYPE_MODE)`).
    #[doc(alias = "TYPE_IBIT")]
    pub fn type_ibit(&self, t: Tree) -> Result<u32> {
        self.check_class(t, crate::TreeCodeClass::Type, "TYPE_IBIT")?;
        Ok(self.type_mode(t)?.ibit())
    }
}
