//! Building the global nodes of an LP64 (x86-64) target, as GCC's
//! `build_common_tree_nodes` and the C front end's `c_common_nodes_and_builtins` do: the
//! table of globals is the store's (`nodes::globals`), filling it takes the type builders.

use crate::nodes::globals::Globals;
use crate::nodes::handle::Tree;
use crate::{TreeCode, TreeContext};

impl Globals {
    /// Builds every global node in `tc` (whose `g` is still the placeholder).
    pub(crate) fn build(tc: &mut TreeContext) -> Globals {
        let error_mark = tc.make_node(TreeCode::ErrorMark).expect("ERROR_MARK");
        tc.g.error_mark = error_mark;
        // Size types first: every other type's TYPE_SIZE is a constant of them.
        let sizetype = tc.new_integer_type(64, true);
        let bitsizetype = tc.new_integer_type(128, true);
        let ssizetype = tc.new_integer_type(64, false);
        let sbitsizetype = tc.new_integer_type(128, false);
        tc.g.sizetype = sizetype;
        tc.g.bitsizetype = bitsizetype;
        tc.g.integer_type = tc.new_integer_type(32, false);
        for (t, name) in [
            (sizetype, "sizetype"),
            (bitsizetype, "bitsizetype"),
            (ssizetype, "ssizetype"),
            (sbitsizetype, "sbitsizetype"),
        ] {
            let id = tc.get_identifier(name);
            tc.store.ty_rec_mut(t).name = Some(id);
        }
        for t in [
            sizetype,
            bitsizetype,
            ssizetype,
            sbitsizetype,
            tc.g.integer_type,
        ] {
            tc.layout_type(t).expect("layout of a size type");
        }
        let int = |tc: &mut TreeContext, prec: u32, unsigned: bool| {
            let t = tc.new_integer_type(prec, unsigned);
            tc.layout_type(t).expect("layout of an integer type");
            t
        };
        let char_type = int(tc, 8, false);
        let signed_char_type = int(tc, 8, false);
        let unsigned_char_type = int(tc, 8, true);
        let short_type = int(tc, 16, false);
        let short_unsigned_type = int(tc, 16, true);
        let integer_type = tc.g.integer_type;
        let unsigned_type = int(tc, 32, true);
        let long_type = int(tc, 64, false);
        let long_unsigned_type = int(tc, 64, true);
        let long_long_type = int(tc, 64, false);
        let long_long_unsigned_type = int(tc, 64, true);
        let int128_type = int(tc, 128, false);
        let int128_unsigned_type = int(tc, 128, true);
        let char16_type = int(tc, 16, true);
        let char32_type = int(tc, 32, true);
        let boolean_type = tc.make_node(TreeCode::BooleanType).expect("BOOLEAN_TYPE");
        {
            let r = tc.store.ty_rec_mut(boolean_type);
            r.precision = 1;
            r.flags |= crate::Flag::Unsigned.bit();
        }
        tc.layout_type(boolean_type).expect("bool");
        let real = |tc: &mut TreeContext, prec: u32| {
            let t = tc.make_node(TreeCode::RealType).expect("REAL_TYPE");
            tc.store.ty_rec_mut(t).precision = prec;
            tc.layout_type(t).expect("real layout");
            t
        };
        let float_type = real(tc, 32);
        let double_type = real(tc, 64);
        let long_double_type = real(tc, 80);
        let float128_type = real(tc, 128);
        let void_type = tc.make_node(TreeCode::VoidType).expect("VOID_TYPE");
        tc.g.void_type = void_type;
        let void_cst = tc.make_node(TreeCode::VoidCst).expect("VOID_CST");
        tc.store.set_ty(void_cst, Some(void_type));
        let names: [(Tree, &str); 21] = [
            (char_type, "char"),
            (signed_char_type, "signed char"),
            (unsigned_char_type, "unsigned char"),
            (short_type, "short int"),
            (short_unsigned_type, "short unsigned int"),
            (integer_type, "int"),
            (unsigned_type, "unsigned int"),
            (long_type, "long int"),
            (long_unsigned_type, "long unsigned int"),
            (long_long_type, "long long int"),
            (long_long_unsigned_type, "long long unsigned int"),
            (int128_type, "__int128"),
            (int128_unsigned_type, "__int128 unsigned"),
            (boolean_type, "_Bool"),
            (float_type, "float"),
            (double_type, "double"),
            (long_double_type, "long double"),
            (float128_type, "_Float128"),
            (void_type, "void"),
            (char16_type, "char16_t"),
            (char32_type, "char32_t"),
        ];
        for (t, name) in names {
            tc.record_builtin_type(name, t).expect("builtin type");
        }
        // char is a distinct type whose values are signed on x86-64 (TYPE_STRING_FLAG set).
        tc.store.ty_rec_mut(char_type).type_flags |= crate::TypeFlag::StringFlag.bit();
        let ptr_type = tc.build_pointer_type(Some(void_type)).expect("void *");
        let const_void = tc
            .build_qualified_type(void_type, crate::TypeQuals::CONST)
            .expect("const void");
        let const_ptr_type = tc
            .build_pointer_type(Some(const_void))
            .expect("const void *");
        let complex = |tc: &mut TreeContext, t: Tree| tc.build_complex_type(t).expect("complex");
        let complex_integer_type = complex(tc, integer_type);
        let complex_float_type = complex(tc, float_type);
        let complex_double_type = complex(tc, double_type);
        let complex_long_double_type = complex(tc, long_double_type);
        // The C front end names the complex types too (c_common_nodes_and_builtins), so
        // dumps print `complex double`, not `__complex__ double`.
        for (t, name) in [
            (complex_integer_type, "complex int"),
            (complex_float_type, "complex float"),
            (complex_double_type, "complex double"),
            (complex_long_double_type, "complex long double"),
        ] {
            tc.record_builtin_type(name, t)
                .expect("builtin complex type");
        }
        let cst =
            |tc: &mut TreeContext, t: Tree, v: i64| tc.build_int_cst(Some(t), v).expect("constant");
        let integer_zero = cst(tc, integer_type, 0);
        let integer_one = cst(tc, integer_type, 1);
        let integer_minus_one = cst(tc, integer_type, -1);
        let size_zero = cst(tc, sizetype, 0);
        let size_one = cst(tc, sizetype, 1);
        let bitsize_zero = cst(tc, bitsizetype, 0);
        let bitsize_one = cst(tc, bitsizetype, 1);
        let bitsize_unit = cst(tc, bitsizetype, 8);
        let null_pointer = cst(tc, ptr_type, 0);
        let boolean_true = cst(tc, boolean_type, 1);
        let boolean_false = cst(tc, boolean_type, 0);
        let void_list = tc.build_tree_list(None, Some(void_type));
        Globals {
            error_mark,
            void_type,
            void_cst,
            char_type,
            signed_char_type,
            unsigned_char_type,
            short_type,
            short_unsigned_type,
            integer_type,
            unsigned_type,
            long_type,
            long_unsigned_type,
            long_long_type,
            long_long_unsigned_type,
            int128_type,
            int128_unsigned_type,
            boolean_type,
            float_type,
            double_type,
            long_double_type,
            float128_type,
            complex_integer_type,
            complex_float_type,
            complex_double_type,
            complex_long_double_type,
            sizetype,
            bitsizetype,
            ssizetype,
            sbitsizetype,
            size_type: long_unsigned_type,
            ptrdiff_type: long_type,
            intptr_type: long_type,
            uintptr_type: long_unsigned_type,
            wchar_type: integer_type,
            char16_type,
            char32_type,
            ptr_type,
            const_ptr_type,
            integer_zero,
            integer_one,
            integer_minus_one,
            size_zero,
            size_one,
            bitsize_zero,
            bitsize_one,
            bitsize_unit,
            null_pointer,
            boolean_true,
            boolean_false,
            void_list,
        }
    }
}
