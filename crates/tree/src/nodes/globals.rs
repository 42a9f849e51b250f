//! The global nodes of an LP64 (x86-64) target: GCC's `global_trees` / `integer_types`,
//! the table of them and their getters. `types/common_nodes.rs` builds them once per
//! context, as `build_common_tree_nodes` and the C front end do.

use crate::TreeContext;
use crate::nodes::handle::Tree;

/// Expands the table of global nodes into [`Globals`] and the context's getters.
macro_rules! define_globals {
    ($($getter:ident => $field:ident, $gcc:literal;)*) => {
        /// The global nodes (one field per GCC global).
        #[derive(Clone, Debug, serde::Serialize, serde::Deserialize, ggc::Gty)]
        pub(crate) struct Globals {
            $(pub(crate) $field: Tree,)*
        }

        /// **Global trees** — `integer_type_node`, `sizetype`, `void_type_node`, `integer_zero_node`, … (`tree.h`'s `global_trees` and `integer_types`).
        impl TreeContext {
            $(
                #[doc = concat!("`", $gcc, "`.")]
                #[inline]
                pub fn $getter(&self) -> Tree {
                    self.g.$field
                }
            )*
        }

        impl Globals {
            /// Every global as (GCC name, node), for printing and tests.
            pub(crate) fn all(&self) -> Vec<(&'static str, Tree)> {
                vec![$(($gcc, self.$field)),*]
            }

            pub(crate) fn placeholder() -> Globals {
                let t = Tree::from_raw(u32::MAX).expect("nonzero");
                Globals { $($field: t,)* }
            }
        }
    };
}

define_globals! {
    error_mark_node => error_mark, "error_mark_node";
    void_type_node => void_type, "void_type_node";
    void_node => void_cst, "void_node";
    char_type_node => char_type, "char_type_node";
    signed_char_type_node => signed_char_type, "signed_char_type_node";
    unsigned_char_type_node => unsigned_char_type, "unsigned_char_type_node";
    short_integer_type_node => short_type, "short_integer_type_node";
    short_unsigned_type_node => short_unsigned_type, "short_unsigned_type_node";
    integer_type_node => integer_type, "integer_type_node";
    unsigned_type_node => unsigned_type, "unsigned_type_node";
    long_integer_type_node => long_type, "long_integer_type_node";
    long_unsigned_type_node => long_unsigned_type, "long_unsigned_type_node";
    long_long_integer_type_node => long_long_type, "long_long_integer_type_node";
    long_long_unsigned_type_node => long_long_unsigned_type, "long_long_unsigned_type_node";
    int128_integer_type_node => int128_type, "int128_integer_type_node";
    int128_unsigned_type_node => int128_unsigned_type, "int128_unsigned_type_node";
    boolean_type_node => boolean_type, "boolean_type_node";
    float_type_node => float_type, "float_type_node";
    double_type_node => double_type, "double_type_node";
    long_double_type_node => long_double_type, "long_double_type_node";
    float128_type_node => float128_type, "float128_type_node";
    complex_integer_type_node => complex_integer_type, "complex_integer_type_node";
    complex_float_type_node => complex_float_type, "complex_float_type_node";
    complex_double_type_node => complex_double_type, "complex_double_type_node";
    complex_long_double_type_node => complex_long_double_type, "complex_long_double_type_node";
    sizetype => sizetype, "sizetype";
    bitsizetype => bitsizetype, "bitsizetype";
    ssizetype => ssizetype, "ssizetype";
    sbitsizetype => sbitsizetype, "sbitsizetype";
    size_type_node => size_type, "size_type_node";
    ptrdiff_type_node => ptrdiff_type, "ptrdiff_type_node";
    intptr_type_node => intptr_type, "intptr_type_node";
    uintptr_type_node => uintptr_type, "uintptr_type_node";
    wchar_type_node => wchar_type, "wchar_type_node";
    char16_type_node => char16_type, "char16_type_node";
    char32_type_node => char32_type, "char32_type_node";
    ptr_type_node => ptr_type, "ptr_type_node";
    const_ptr_type_node => const_ptr_type, "const_ptr_type_node";
    integer_zero_node => integer_zero, "integer_zero_node";
    integer_one_node => integer_one, "integer_one_node";
    integer_minus_one_node => integer_minus_one, "integer_minus_one_node";
    size_zero_node => size_zero, "size_zero_node";
    size_one_node => size_one, "size_one_node";
    bitsize_zero_node => bitsize_zero, "bitsize_zero_node";
    bitsize_one_node => bitsize_one, "bitsize_one_node";
    bitsize_unit_node => bitsize_unit, "bitsize_unit_node";
    null_pointer_node => null_pointer, "null_pointer_node";
    boolean_true_node => boolean_true, "boolean_true_node";
    boolean_false_node => boolean_false, "boolean_false_node";
    void_list_node => void_list, "void_list_node";
}

/// **Global trees** — all of them at once.
impl TreeContext {
    /// Every global node with its GCC name.
    pub fn global_nodes(&self) -> Vec<(&'static str, Tree)> {
        self.g.all()
    }
}
