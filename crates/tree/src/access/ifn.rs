//! GCC's internal functions (`internal-fn.def`): the callee of a CALL_EXPR whose
//! CALL_EXPR_FN is NULL, printed `.NAME (args)` (e.g. `.MUL_OVERFLOW (a, b)` for
//! `__builtin_mul_overflow`). One line per function, in GCC 12's order.

use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::Tree;
use crate::{TreeCode, TreeContext};

/// Expands the table into [`InternalFn`].
macro_rules! define_internal_fns {
    ($($variant:ident = $name:literal;)*) => {
        /// `enum internal_fn`: one of GCC 12's internal functions.
        #[doc(alias = "internal_fn")]
        #[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
        #[derive(serde::Serialize, serde::Deserialize)]
        pub enum InternalFn {
            $(
                #[doc = concat!("`IFN_", $name, "`")]
                $variant,
            )*
        }

        impl InternalFn {
            /// Every internal function, in GCC's order.
            pub const ALL: &'static [InternalFn] = &[$(InternalFn::$variant),*];

            /// `internal_fn_name`: GCC's spelling, e.g. `"MUL_OVERFLOW"`.
            #[doc(alias = "internal_fn_name")]
            pub fn name(self) -> &'static str {
                match self { $(InternalFn::$variant => $name,)* }
            }
        }
    };
}

define_internal_fns! {
    MaskLoad = "MASK_LOAD";
    LoadLanes = "LOAD_LANES";
    MaskLoadLanes = "MASK_LOAD_LANES";
    GatherLoad = "GATHER_LOAD";
    MaskGatherLoad = "MASK_GATHER_LOAD";
    LenLoad = "LEN_LOAD";
    ScatterStore = "SCATTER_STORE";
    MaskScatterStore = "MASK_SCATTER_STORE";
    MaskStore = "MASK_STORE";
    StoreLanes = "STORE_LANES";
    MaskStoreLanes = "MASK_STORE_LANES";
    Vcond = "VCOND";
    Vcondu = "VCONDU";
    Vcondeq = "VCONDEQ";
    VcondMask = "VCOND_MASK";
    VecSet = "VEC_SET";
    LenStore = "LEN_STORE";
    WhileUlt = "WHILE_ULT";
    CheckRawPtrs = "CHECK_RAW_PTRS";
    CheckWarPtrs = "CHECK_WAR_PTRS";
    VecShlInsert = "VEC_SHL_INSERT";
    DivPow2 = "DIV_POW2";
    Fms = "FMS";
    Fnma = "FNMA";
    Fnms = "FNMS";
    AvgFloor = "AVG_FLOOR";
    AvgCeil = "AVG_CEIL";
    Mulh = "MULH";
    Mulhs = "MULHS";
    Mulhrs = "MULHRS";
    CondAdd = "COND_ADD";
    CondSub = "COND_SUB";
    CondMul = "COND_MUL";
    CondDiv = "COND_DIV";
    CondMod = "COND_MOD";
    CondRdiv = "COND_RDIV";
    CondMin = "COND_MIN";
    CondMax = "COND_MAX";
    CondFmin = "COND_FMIN";
    CondFmax = "COND_FMAX";
    CondAnd = "COND_AND";
    CondIor = "COND_IOR";
    CondXor = "COND_XOR";
    CondShl = "COND_SHL";
    CondShr = "COND_SHR";
    CondFma = "COND_FMA";
    CondFms = "COND_FMS";
    CondFnma = "COND_FNMA";
    CondFnms = "COND_FNMS";
    CondNeg = "COND_NEG";
    Rsqrt = "RSQRT";
    ReducPlus = "REDUC_PLUS";
    ReducMax = "REDUC_MAX";
    ReducMin = "REDUC_MIN";
    ReducFmax = "REDUC_FMAX";
    ReducFmin = "REDUC_FMIN";
    ReducAnd = "REDUC_AND";
    ReducIor = "REDUC_IOR";
    ReducXor = "REDUC_XOR";
    ExtractLast = "EXTRACT_LAST";
    FoldExtractLast = "FOLD_EXTRACT_LAST";
    FoldLeftPlus = "FOLD_LEFT_PLUS";
    MaskFoldLeftPlus = "MASK_FOLD_LEFT_PLUS";
    Acos = "ACOS";
    Acosh = "ACOSH";
    Asin = "ASIN";
    Asinh = "ASINH";
    Atan = "ATAN";
    Atanh = "ATANH";
    Cos = "COS";
    Cosh = "COSH";
    Exp = "EXP";
    Exp10 = "EXP10";
    Exp2 = "EXP2";
    Expm1 = "EXPM1";
    Log = "LOG";
    Log10 = "LOG10";
    Log1p = "LOG1P";
    Log2 = "LOG2";
    Logb = "LOGB";
    Signbit = "SIGNBIT";
    Significand = "SIGNIFICAND";
    Sin = "SIN";
    Sinh = "SINH";
    Sqrt = "SQRT";
    Tan = "TAN";
    Tanh = "TANH";
    Ceil = "CEIL";
    Floor = "FLOOR";
    Nearbyint = "NEARBYINT";
    Rint = "RINT";
    Round = "ROUND";
    Roundeven = "ROUNDEVEN";
    Trunc = "TRUNC";
    Atan2 = "ATAN2";
    Copysign = "COPYSIGN";
    Fmod = "FMOD";
    Hypot = "HYPOT";
    Pow = "POW";
    Remainder = "REMAINDER";
    Scalb = "SCALB";
    Fmin = "FMIN";
    Fmax = "FMAX";
    Xorsign = "XORSIGN";
    ComplexAddRot90 = "COMPLEX_ADD_ROT90";
    ComplexAddRot270 = "COMPLEX_ADD_ROT270";
    ComplexMul = "COMPLEX_MUL";
    ComplexMulConj = "COMPLEX_MUL_CONJ";
    VecAddsub = "VEC_ADDSUB";
    VecFmaddsub = "VEC_FMADDSUB";
    VecFmsubadd = "VEC_FMSUBADD";
    Ldexp = "LDEXP";
    Fma = "FMA";
    ComplexFma = "COMPLEX_FMA";
    ComplexFmaConj = "COMPLEX_FMA_CONJ";
    ComplexFms = "COMPLEX_FMS";
    ComplexFmsConj = "COMPLEX_FMS_CONJ";
    Clrsb = "CLRSB";
    Clz = "CLZ";
    Ctz = "CTZ";
    Ffs = "FFS";
    Parity = "PARITY";
    Popcount = "POPCOUNT";
    GompUseSimt = "GOMP_USE_SIMT";
    GompSimtEnter = "GOMP_SIMT_ENTER";
    GompSimtEnterAlloc = "GOMP_SIMT_ENTER_ALLOC";
    GompSimtExit = "GOMP_SIMT_EXIT";
    GompSimtLane = "GOMP_SIMT_LANE";
    GompSimtVf = "GOMP_SIMT_VF";
    GompSimtLastLane = "GOMP_SIMT_LAST_LANE";
    GompSimtOrderedPred = "GOMP_SIMT_ORDERED_PRED";
    GompSimtVoteAny = "GOMP_SIMT_VOTE_ANY";
    GompSimtXchgBfly = "GOMP_SIMT_XCHG_BFLY";
    GompSimtXchgIdx = "GOMP_SIMT_XCHG_IDX";
    GompSimdLane = "GOMP_SIMD_LANE";
    GompSimdVf = "GOMP_SIMD_VF";
    GompSimdLastLane = "GOMP_SIMD_LAST_LANE";
    GompSimdOrderedStart = "GOMP_SIMD_ORDERED_START";
    GompSimdOrderedEnd = "GOMP_SIMD_ORDERED_END";
    LoopVectorized = "LOOP_VECTORIZED";
    LoopDistAlias = "LOOP_DIST_ALIAS";
    Annotate = "ANNOTATE";
    UbsanNull = "UBSAN_NULL";
    UbsanBounds = "UBSAN_BOUNDS";
    UbsanVptr = "UBSAN_VPTR";
    UbsanCheckAdd = "UBSAN_CHECK_ADD";
    UbsanCheckSub = "UBSAN_CHECK_SUB";
    UbsanCheckMul = "UBSAN_CHECK_MUL";
    UbsanPtr = "UBSAN_PTR";
    UbsanObjectSize = "UBSAN_OBJECT_SIZE";
    AbnormalDispatcher = "ABNORMAL_DISPATCHER";
    BuiltinExpect = "BUILTIN_EXPECT";
    HwasanAllocaUnpoison = "HWASAN_ALLOCA_UNPOISON";
    HwasanChooseTag = "HWASAN_CHOOSE_TAG";
    HwasanCheck = "HWASAN_CHECK";
    HwasanMark = "HWASAN_MARK";
    HwasanSetTag = "HWASAN_SET_TAG";
    AsanCheck = "ASAN_CHECK";
    AsanMark = "ASAN_MARK";
    AsanPoison = "ASAN_POISON";
    AsanPoisonUse = "ASAN_POISON_USE";
    AddOverflow = "ADD_OVERFLOW";
    SubOverflow = "SUB_OVERFLOW";
    MulOverflow = "MUL_OVERFLOW";
    TsanFuncExit = "TSAN_FUNC_EXIT";
    VaArg = "VA_ARG";
    VecConvert = "VEC_CONVERT";
    Rawmemchr = "RAWMEMCHR";
    Unique = "UNIQUE";
    Phi = "PHI";
    DeferredInit = "DEFERRED_INIT";
    GoaccDimSize = "GOACC_DIM_SIZE";
    GoaccDimPos = "GOACC_DIM_POS";
    GoaccLoop = "GOACC_LOOP";
    GoaccReduction = "GOACC_REDUCTION";
    GoaccTile = "GOACC_TILE";
    SetEdom = "SET_EDOM";
    AtomicBitTestAndSet = "ATOMIC_BIT_TEST_AND_SET";
    AtomicBitTestAndComplement = "ATOMIC_BIT_TEST_AND_COMPLEMENT";
    AtomicBitTestAndReset = "ATOMIC_BIT_TEST_AND_RESET";
    AtomicCompareExchange = "ATOMIC_COMPARE_EXCHANGE";
    AtomicAddFetchCmp0 = "ATOMIC_ADD_FETCH_CMP_0";
    AtomicSubFetchCmp0 = "ATOMIC_SUB_FETCH_CMP_0";
    AtomicAndFetchCmp0 = "ATOMIC_AND_FETCH_CMP_0";
    AtomicOrFetchCmp0 = "ATOMIC_OR_FETCH_CMP_0";
    AtomicXorFetchCmp0 = "ATOMIC_XOR_FETCH_CMP_0";
    Fallthrough = "FALLTHROUGH";
    Launder = "LAUNDER";
    Divmod = "DIVMOD";
    CoActor = "CO_ACTOR";
    CoYield = "CO_YIELD";
    CoSuspn = "CO_SUSPN";
    CoFrame = "CO_FRAME";
    Nop = "NOP";
    Shufflevector = "SHUFFLEVECTOR";
    Spaceship = "SPACESHIP";
}

impl InternalFn {
    /// The internal function GCC spells `name`.
    pub fn from_name(name: &str) -> Option<InternalFn> {
        Self::ALL.iter().copied().find(|f| f.name() == name)
    }

    /// The function's index in GCC 12's `enum internal_fn`.
    pub fn index(self) -> u32 {
        self as u32
    }
}

/// **Internal functions** — calls of `internal_fn`s (GCC internals manual: *GIMPLE › Internal functions*).
impl TreeContext {
    /// `CALL_EXPR_IFN`: the internal function a CALL_EXPR calls, `None` for an ordinary
    /// call (one with a CALL_EXPR_FN).
    #[doc(alias = "CALL_EXPR_IFN")]
    pub fn call_expr_ifn(&self, t: Tree) -> Result<Option<InternalFn>> {
        self.check_codes(t, &[TreeCode::CallExpr], "CALL_EXPR_IFN")?;
        Ok(self
            .store
            .weak
            .base_u
            .get(&t)
            .and_then(|&i| InternalFn::ALL.get(i as usize).copied()))
    }

    /// Sets `CALL_EXPR_IFN` (GCC keeps it in `tree_base.u`). An internal call has no
    /// CALL_EXPR_FN: setting one while CALL_EXPR_FN is set is an error.
    #[doc(alias = "CALL_EXPR_IFN")]
    pub fn set_call_expr_ifn(&mut self, t: Tree, ifn: Option<InternalFn>) -> Result<()> {
        self.check_codes(t, &[TreeCode::CallExpr], "CALL_EXPR_IFN")?;
        match ifn {
            Some(f) => {
                if self.call_expr_fn(t)?.is_some() {
                    return Err(TreeError::Invalid {
                        builder: "CALL_EXPR_IFN",
                        what: "an internal call has no CALL_EXPR_FN".into(),
                    });
                }
                self.store.weak.base_u.insert(t, f.index());
            }
            None => {
                self.store.weak.base_u.remove(&t);
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn names_round_trip_in_gcc_order() {
        assert_eq!(InternalFn::ALL.len(), 196);
        assert_eq!(InternalFn::ALL[0].name(), "MASK_LOAD");
        assert_eq!(
            InternalFn::from_name("MUL_OVERFLOW"),
            Some(InternalFn::MulOverflow)
        );
        assert_eq!(InternalFn::from_name("mul_overflow"), None);
        for f in InternalFn::ALL {
            assert_eq!(InternalFn::from_name(f.name()), Some(*f));
        }
    }
}
