//! The C and C++ front ends' accessors (cp-tree.h, c-common.h) and the tree.h accessors
//! added with them: each answers on the codes GCC allows, errors (naming the accessor and
//! the code) on the others, and its setter round-trips. TYPE_MODE is checked against GCC 12
//! itself through a plugin when the plugin headers are installed.
//!
//! The tests are grouped by what they check, one file each under `cp_accessors/`: the
//! flags of functions and classes (`class_flags`), member functions, thunks and virtual
//! calls (`members`), linkage, namespaces and overloads (`linkage`), exception
//! specifications, bases and handlers (`exceptions_and_bases`), the C family's accessors
//! (`c_family`) and TYPE_MODE (`type_mode`); `support` holds the builders they share.

#[path = "cp_accessors/c_family.rs"]
mod c_family;
#[path = "cp_accessors/class_flags.rs"]
mod class_flags;
#[path = "cp_accessors/exceptions_and_bases.rs"]
mod exceptions_and_bases;
#[path = "cp_accessors/linkage.rs"]
mod linkage;
#[path = "cp_accessors/members.rs"]
mod members;
#[path = "cp_accessors/support.rs"]
mod support;
#[path = "cp_accessors/type_mode.rs"]
mod type_mode;

use c_family::*;
use class_flags::*;
use exceptions_and_bases::*;
use linkage::*;
use members::*;
use type_mode::*;

testkit::main!(
    lang_decl_fn_flags_round_trip_on_functions_and_reject_variables,
    lang_type_class_flags_need_a_class_type,
    constructors_destructors_and_operators,
    member_functions_and_cv_qualified_this,
    thunks,
    linkage_main_and_file_scope,
    init_priority_friend_context_and_function_options,
    namespaces_and_overloads,
    exception_specifications_and_pointers_to_members,
    binfo_flags_and_base_accesses,
    c_family_flags_and_statement_accessors,
    call_arguments_and_expression_locations,
    lang_fields_survive_serde,
    type_mode_of_every_global_type_node_is_gccs,
    type_mode_of_aggregates_functions_and_errors,
    type_mode_matches_gcc_12_through_a_plugin,
    fixed_point_modes_give_type_fbit_and_ibit,
    local_classes_are_found_through_their_main_decl,
    handler_type_is_the_handlers_tree_type,
    obj_type_ref_class_and_virtual_method_calls,
);
