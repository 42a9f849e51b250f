// The shape table: one row per expression or statement code the importer
// accepts (import-shapes.h says what each column means).  Every built node
// of these classes is checked against its row (import-shape-check.cc); a
// code without a row is refused.  GCC's release build asserts or reads
// through null on these shapes instead of reporting them: the gimplifier
// reads every operand it is given, expansion takes modes from types.
//
// Rows follow tree.def's order within each class.  Rules that are not plain
// "a value" name the GCC reader that needs them.

#define INCLUDE_STRING
#include "gcc-plugin.h"
#include "tree.h"

#include "import-shapes.h"

namespace gccint {

namespace {

// Short names keep each row on one line.
constexpr operand_rule V = {OP_VALUE, NONNULL};
constexpr operand_rule S = {OP_SCALAR, NONNULL};
constexpr operand_rule ORD = {OP_ORDERED, NONNULL};
constexpr operand_rule BITS = {OP_BITS, NONNULL};
constexpr operand_rule IP = {OP_INTEGER_PARTS, NONNULL};
constexpr operand_rule C = {OP_CONVERTED, NONNULL};
// Expansion converts between modes, an aggregate's BLK mode none of them
// (convert_move asserted on an array converted to sizetype).
constexpr operand_rule CV = {OP_CONVERTED_VALUE, NONNULL};
constexpr operand_rule ST = {OP_STMT, NONNULL};
constexpr operand_rule ST0 = {OP_STMT, NULLABLE};
constexpr operand_rule V0 = {OP_VALUE, NULLABLE};
constexpr operand_rule UNSET = {OP_NONE, NULLABLE};
constexpr operand_rule A0 = {OP_ANY, NULLABLE};
constexpr operand_rule P = {OP_POINTER, NONNULL};
constexpr operand_rule AA = {OP_ATOMIC_ADDRESS, NONNULL};
constexpr operand_rule I = {OP_INTEGRAL, NONNULL};
constexpr operand_rule K = {OP_INT_CST, NONNULL};
constexpr operand_rule LV = {OP_LVALUE, NONNULL};
constexpr operand_rule L = {OP_LABEL, NONNULL};
constexpr operand_rule VEC = {OP_VECTOR, NONNULL};
constexpr operand_rule ARM = {OP_ARM, NULL_IF_VOID};
// A condition, which gimple_boolify converts to boolean_type_node with
// fold_convert: that asserts on a floating, complex or vector value (cc1
// stopped on a cond_expr whose condition was a real_cst); C's truth-value
// conversion makes every condition an int.
constexpr operand_rule T = {OP_TRUTH, NONNULL};
constexpr operand_rule NO = {OP_ANY, NULLABLE};  // no such operand

// Binary arithmetic: expansion works in one mode, so both operands and the
// result share operand 0's (C's build_binary_op converts them to it).
#define ARITH(CODE) {CODE, TYPE_SAME, 2, {S, S, NO, NO, NO}}
// Integer division and remainder: C divides floating-point values with
// rdiv_expr (expmed_mode_index was unreachable for a trunc_div_expr of
// floats at -O2).
#define INT_DIV(CODE) {CODE, TYPE_SAME, 2, {IP, IP, NO, NO, NO}}
// Shifts and rotates: integers or vectors of them, the count keeping its own
// type (expand_shift; expand_shift_1 asserted on a shift of a long double).
// C shifts fixed-point values too, on targets that have them: x86-64 has none.
#define SHIFT(CODE) {CODE, TYPE_SAME, 0, {BITS, BITS, NO, NO, NO}}
// Comparisons: both operands in one mode; the result a truth value.
#define COMPARE(CODE) {CODE, TYPE_TRUTH, 2, {S, S, NO, NO, NO}}
// Orderings: complex numbers have none, and expansion finds no comparison
// of complex modes (prepare_cmp_insn asserted on a lt_expr of two).
#define ORDER(CODE) {CODE, TYPE_TRUTH, 2, {ORD, ORD, NO, NO, NO}}
// A conversion between kinds (integer and floating point).
#define UNARY(CODE) {CODE, TYPE_ARITH, 0, {S, NO, NO, NO, NO}}
// Arithmetic on one operand, in its mode.
#define SAME_UNARY(CODE) {CODE, TYPE_SAME, 0, {S, NO, NO, NO, NO}}
// Truth operations: C gives them int (the gimplifier makes them boolean).
#define TRUTH(CODE) {CODE, TYPE_INTEGRAL, 0, {T, T, NO, NO, NO}}
// Increments: operand 1 is the step, sizetype for a pointer, else converted to
// the operand's type (c-typeck); expansion adds it in the operand's mode
// (cc1 stopped in fold_convert_loc and convert_mode_scalar on a floating step
// of a pointer).
#define INCREMENT(CODE) {CODE, TYPE_SAME, 0, {LV, {OP_STEP, NONNULL}, NO, NO, NO}}

const shape_row rows[] = {
  // tcc_reference.
  // get_inner_reference reads a field's offset in operand 0's record;
  // nonoverlapping_component_refs_p reads DECL_FIELD_CONTEXT.
  // A reference's offset, lower bound and element size: the C front end
  // leaves them unset and the gimplifier computes them from the field and
  // the array's type; given, they are taken at their word (cc1 stopped on a
  // structure as an offset, and on a lower bound of another type than the
  // index).
  // A component_ref has its field's type, qualifiers aside, as C's
  // build_component_ref gives it (FRE's elimination asserted at -O1 on a
  // char * component_ref of a float field: two loads of one value, two types).
  {COMPONENT_REF, TYPE_ANY, 0, {{OP_RECORD, NONNULL}, {OP_FIELD, NONNULL}, UNSET, NO, NO}},
  // Its size and position are read with tree_to_uhwi (an assert).
  {BIT_FIELD_REF, TYPE_ANY, 0, {V, K, K, NO, NO}},
  // read_complex_part takes the part in the mode of the complex's parts
  // (it asserted on an imagpart_expr typed as the complex itself).
  {REALPART_EXPR, TYPE_COMPONENT, 0, {{OP_COMPLEX, NONNULL}, NO, NO, NO, NO}},
  {IMAGPART_EXPR, TYPE_COMPONENT, 0, {{OP_COMPLEX, NONNULL}, NO, NO, NO, NO}},
  // array_ref_element_size reads the element type of operand 0's type.
  {ARRAY_REF, TYPE_ANY, 0, {{OP_ARRAY, NONNULL}, I, UNSET, UNSET, NO}},
  {ARRAY_RANGE_REF, TYPE_ANY, 0, {{OP_ARRAY, NONNULL}, I, UNSET, UNSET, NO}},
  // fold_indirect_ref reads the pointed-to type of operand 0's type.
  {INDIRECT_REF, TYPE_ANY, 0, {P, NO, NO, NO, NO}},
  // The offset's pointer type is the reference's alias type.
  {MEM_REF, TYPE_ANY, 0, {P, {OP_POINTER_CST, NONNULL}, NO, NO, NO}},
  {VIEW_CONVERT_EXPR, TYPE_ANY, 0, {C, NO, NO, NO, NO}},

  // tcc_unary.
  {NOP_EXPR, TYPE_ANY, 0, {CV, NO, NO, NO, NO}},
  {CONVERT_EXPR, TYPE_ANY, 0, {CV, NO, NO, NO, NO}},
  {NON_LVALUE_EXPR, TYPE_SAME, 0, {C, NO, NO, NO, NO}},
  {ADDR_SPACE_CONVERT_EXPR, TYPE_POINTER, 0, {P, NO, NO, NO, NO}},
  // Between integers and floating point, as C's convert_to_integer and
  // convert_to_real make them: expansion formats the floating side in its
  // real mode (real.h's format_helper asserted on a float_expr typed int).
  {FIX_TRUNC_EXPR, TYPE_INTEGRAL, 0, {{OP_FLOAT, NONNULL}, NO, NO, NO, NO}},
  {FLOAT_EXPR, TYPE_FLOAT, 0, {I, NO, NO, NO, NO}},
  SAME_UNARY (NEGATE_EXPR),
  SAME_UNARY (ABS_EXPR),
  // The unsigned absolute value: unsigned_type_for its operand's type, of the
  // same precision and mode.
  {ABSU_EXPR, TYPE_UNSIGNED_SAME, 0, {S, NO, NO, NO, NO}},
  // C complements integers and vectors of them only (`~` of a complex is a
  // conj_expr): cc1 segfaulted at -O2 on the complement of an address.
  {BIT_NOT_EXPR, TYPE_SAME, 0, {BITS, NO, NO, NO, NO}},
  SAME_UNARY (CONJ_EXPR),
  SAME_UNARY (PAREN_EXPR),

  // tcc_binary.
  ARITH (PLUS_EXPR),
  ARITH (MINUS_EXPR),
  ARITH (MULT_EXPR),
  ARITH (MULT_HIGHPART_EXPR),
  INT_DIV (TRUNC_DIV_EXPR),
  INT_DIV (CEIL_DIV_EXPR),
  INT_DIV (FLOOR_DIV_EXPR),
  INT_DIV (ROUND_DIV_EXPR),
  INT_DIV (TRUNC_MOD_EXPR),
  INT_DIV (CEIL_MOD_EXPR),
  INT_DIV (FLOOR_MOD_EXPR),
  INT_DIV (ROUND_MOD_EXPR),
  ARITH (RDIV_EXPR),
  INT_DIV (EXACT_DIV_EXPR),
  ARITH (MIN_EXPR),
  ARITH (MAX_EXPR),
  ARITH (BIT_IOR_EXPR),
  ARITH (BIT_XOR_EXPR),
  ARITH (BIT_AND_EXPR),
  SHIFT (LSHIFT_EXPR),
  SHIFT (RSHIFT_EXPR),
  SHIFT (LROTATE_EXPR),
  SHIFT (RROTATE_EXPR),
  // A pointer plus a sizetype offset, in the pointer's type.
  {POINTER_PLUS_EXPR, TYPE_POINTER_SAME, 0, {P, I, NO, NO, NO}},
  {POINTER_DIFF_EXPR, TYPE_INTEGRAL, 2, {P, P, NO, NO, NO}},
  {COMPLEX_EXPR, TYPE_COMPLEX, 2, {S, S, NO, NO, NO}},
  // Only a constructor's index range.
  {RANGE_EXPR, TYPE_OPTIONAL, 0, {V, V, NO, NO, NO}},

  // tcc_comparison.
  ORDER (LT_EXPR),
  ORDER (LE_EXPR),
  ORDER (GT_EXPR),
  ORDER (GE_EXPR),
  COMPARE (EQ_EXPR),
  COMPARE (NE_EXPR),
  ORDER (UNORDERED_EXPR),
  ORDER (ORDERED_EXPR),
  ORDER (UNLT_EXPR),
  ORDER (UNLE_EXPR),
  ORDER (UNGT_EXPR),
  ORDER (UNGE_EXPR),
  ORDER (UNEQ_EXPR),
  ORDER (LTGT_EXPR),

  // tcc_expression.
  // A gimplified COND_EXPR with a value assigns each arm to a temporary of
  // its type (gimplify_cond_expr), so each arm has a type of its kind; a void
  // one may leave arms empty.
  {COND_EXPR, TYPE_ANY, 0, {T, ARM, ARM, NO, NO}},
  {VEC_COND_EXPR, TYPE_VECTOR, 0, {VEC, V, V, NO, NO}},
  {VEC_PERM_EXPR, TYPE_VECTOR, 0, {VEC, VEC, VEC, NO, NO}},
  // Operand 0 is the slot (gimple_add_tmp_var), then the initializer; the C
  // front end sets no cleanup and no saved initializer (the gimplifier
  // asserted on a cleanup that was an identifier).
  // The value is its slot's (a segmentation fault on an int target_expr
  // whose slot was an array).
  {TARGET_EXPR, TYPE_SAME, 0, {{OP_VAR, NONNULL}, ST0, UNSET, UNSET, NO}},
  // Variables, body, block; gimplify_bind_expr walks the variables'
  // chain and takes the block's subblocks.
  {BIND_EXPR, TYPE_OPTIONAL, 0, {{OP_VARS, NULLABLE}, ST0, {OP_BLOCK, NULLABLE}, NO, NO}},
  {CLEANUP_POINT_EXPR, TYPE_OPTIONAL, 0, {ST, NO, NO, NO, NO}},
  // The second operand is the value when the expression has one
  // (gimplify_compound_expr goes on with it).
  {COMPOUND_EXPR, TYPE_ANY, 0, {ST, {OP_ARM, NONNULL}, NO, NO, NO}},
  // Expansion stores into operand 0 in its mode (emit_move_insn asserts
  // that both sides have it).
  {MODIFY_EXPR, TYPE_ANY, 2, {LV, V, NO, NO, NO}},
  {INIT_EXPR, TYPE_ANY, 2, {LV, V, NO, NO, NO}},
  // Expansion takes an address's mode from its pointer type.
  {ADDR_EXPR, TYPE_ADDRESS, 0, {{OP_OBJECT, NONNULL}, NO, NO, NO, NO}},
  TRUTH (TRUTH_ANDIF_EXPR),
  TRUTH (TRUTH_ORIF_EXPR),
  TRUTH (TRUTH_AND_EXPR),
  TRUTH (TRUTH_OR_EXPR),
  TRUTH (TRUTH_XOR_EXPR),
  {TRUTH_NOT_EXPR, TYPE_INTEGRAL, 0, {T, NO, NO, NO, NO}},
  INCREMENT (PREDECREMENT_EXPR),
  INCREMENT (PREINCREMENT_EXPR),
  INCREMENT (POSTDECREMENT_EXPR),
  INCREMENT (POSTINCREMENT_EXPR),
  // The gimplifier replaces it by a temporary of operand 0's type.
  {SAVE_EXPR, TYPE_SAME, 0, {V, NO, NO, NO, NO}},
  // gimplify_compound_literal_expr reads DECL_EXPR_DECL of operand 0.
  {COMPOUND_LITERAL_EXPR, TYPE_ANY, 0, {{OP_DECL_EXPR_VAR, NONNULL}, NO, NO, NO, NO}},
  // gimplify_va_arg_expr asserts that its operand is the target's va_list
  // (a pointer to one once the C front end took an array's address), and C's
  // build_va_arg refuses an incomplete type.
  {VA_ARG_EXPR, TYPE_COMPLETE, 0, {{OP_VA_LIST, NONNULL}, NO, NO, NO, NO}},
  // Operand 0 indexes predictor_info (predict.cc).
  {PREDICT_EXPR, TYPE_OPTIONAL, 0, {{OP_PREDICTOR, NONNULL}, NO, NO, NO, NO}},
  // The kind is a switch without a default (replace_loop_annotate), the
  // third operand an internal call's argument.
  {ANNOTATE_EXPR, TYPE_ANY, 0, {T, {OP_ANNOTATION, NONNULL}, V, NO, NO}},

  // tcc_vl_exp: the function (null for an internal call, whose name
  // `ifn` gives), the static chain; the arguments follow call_argument_rule.
  {CALL_EXPR, TYPE_ANY, 0, {{OP_CALLEE, NULLABLE}, V0, NO, NO, NO}},

  // tcc_statement.
  {GOTO_EXPR, TYPE_OPTIONAL, 0, {{OP_LABEL_OR_POINTER, NONNULL}, NO, NO, NO, NO}},
  // The operand is checked against the function's return type
  // (check_returns).
  {RETURN_EXPR, TYPE_OPTIONAL, 0, {A0, NO, NO, NO, NO}},
  {EXIT_EXPR, TYPE_OPTIONAL, 0, {T, NO, NO, NO, NO}},
  {LOOP_EXPR, TYPE_OPTIONAL, 0, {ST0, NO, NO, NO, NO}},
  // gimplify_decl_expr reads the declaration's code unchecked.
  {DECL_EXPR, TYPE_OPTIONAL, 0, {{OP_DECL, NONNULL}, NO, NO, NO, NO}},
  {LABEL_EXPR, TYPE_OPTIONAL, 0, {L, NO, NO, NO, NO}},
  // The cases are sorted by their INTEGER_CST bounds in the index type
  // (preprocess_case_label_vec_for_gimple).
  {SWITCH_EXPR, TYPE_INTEGRAL_OPT, 0, {I, ST0, NO, NO, NO}},
  {CASE_LABEL_EXPR, TYPE_OPTIONAL, 0, {{OP_INT_CST, NULLABLE}, {OP_INT_CST, NULLABLE}, L, A0, NO}},
  // gimplify_asm_expr reads each operand's constraint string through its
  // TREE_PURPOSE, and the template's bytes.
  {ASM_EXPR, TYPE_OPTIONAL, 0,
   {{OP_STRING, NONNULL}, {OP_ASM_OPERANDS, NULLABLE}, {OP_ASM_OPERANDS, NULLABLE},
    {OP_ASM_STRINGS, NULLABLE}, {OP_ASM_LABELS, NULLABLE}}},
  {TRY_CATCH_EXPR, TYPE_OPTIONAL, 0, {ST0, ST0, NO, NO, NO}},
  {TRY_FINALLY_EXPR, TYPE_OPTIONAL, 0, {ST0, ST0, NO, NO, NO}},
  {DEBUG_BEGIN_STMT, TYPE_OPTIONAL, 0, {NO, NO, NO, NO, NO}},
  // Atomics work on an address (the OpenMP lowering dereferences it).
  // gimplify_omp_atomic makes a temporary of the pointed-to type, which must
  // be complete (create_tmp_var asserted on an atomic through a void *).
  {OMP_ATOMIC, TYPE_OPTIONAL, 0, {AA, V, NO, NO, NO}},
  {OMP_ATOMIC_READ, TYPE_OPTIONAL, 0, {AA, NO, NO, NO, NO}},
  {OMP_ATOMIC_CAPTURE_OLD, TYPE_OPTIONAL, 0, {AA, V, NO, NO, NO}},
  {OMP_ATOMIC_CAPTURE_NEW, TYPE_OPTIONAL, 0, {AA, V, NO, NO, NO}},
};

#undef ARITH
#undef SHIFT
#undef COMPARE
#undef UNARY
#undef SAME_UNARY
#undef TRUTH
#undef INCREMENT

} // anonymous namespace

const operand_rule call_argument_rule = V;

const shape_row *
shape_of (tree_code code)
{
  for (const shape_row &row : rows)
    if (row.code == code)
      return &row;
  return nullptr;
}

} // namespace gccint
