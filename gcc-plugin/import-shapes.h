// The shape table (import-shapes.cc): for every expression and statement
// code the importer accepts, what each operand must be and what the node's
// own type must be.  import-shape-check.cc checks every built node against
// its row before anything reaches GCC's middle end.

#ifndef GCCINT_IMPORT_SHAPES_H
#define GCCINT_IMPORT_SHAPES_H

namespace gccint {

// What an operand must be.
enum operand_kind : unsigned char
{
  OP_ANY,	  // anything (a CASE_LABEL_EXPR's chain, a cleanup)
  OP_NONE,	  // nothing: an operand the C front end leaves unset
  OP_VALUE,	  // an expression, constant or variable with a type
  OP_SCALAR,	  // a value neither void nor an aggregate
  OP_CONVERTED,	  // a value, void only if the node's own type is void
  OP_CONVERTED_VALUE,  // as OP_CONVERTED, a scalar if the node's own type is one
  OP_STEP,	  // an increment's step: integral for a pointer, else of the node's kind
  OP_ARM,	  // a statement; if the node's type is not void, a value of its kind
  OP_STMT,	  // a statement, expression or statement list
  OP_LVALUE,	  // a variable, parameter, result or reference
  OP_OBJECT,	  // what an address is taken of: a value, function or label
  OP_TRUTH,	  // a condition: a value of integral or pointer type
  OP_POINTER,	  // a value of pointer type
  OP_ATOMIC_ADDRESS,  // a pointer to a complete scalar type (an OpenMP atomic's)
  OP_INTEGRAL,	  // a value of integral type
  OP_FLOAT,	  // a value of scalar floating-point type
  OP_BITS,	  // a value of integral type, or a vector of integers
  OP_INTEGER_PARTS,  // integral, or a vector or complex of integers (`/` in integers)
  OP_ORDERED,	  // a scalar value that is not complex (what `<` orders)
  OP_VA_LIST,	  // the target's va_list, or a pointer to one (what va_arg reads)
  OP_ARRAY,	  // a value of array type
  OP_RECORD,	  // a value of structure or union type
  OP_COMPLEX,	  // a value of complex type
  OP_VECTOR,	  // a value of vector type
  OP_CALLEE,	  // a pointer to a function or method type
  OP_DECL,	  // any declaration
  OP_VAR,	  // a VAR_DECL
  OP_VARS,	  // a chain of declarations (checked link by link later)
  OP_DECL_EXPR_VAR,  // a DECL_EXPR of a VAR_DECL (a compound literal's)
  OP_LABEL,	  // a LABEL_DECL
  OP_LABEL_OR_POINTER,  // a LABEL_DECL, or an address (a computed goto)
  OP_FIELD,	  // a FIELD_DECL of operand 0's structure or union, of the node's type
  OP_BLOCK,	  // a BLOCK
  OP_INT_CST,	  // an INTEGER_CST
  OP_POINTER_CST, // an INTEGER_CST of pointer type (a MEM_REF's offset)
  OP_PREDICTOR,	  // an INTEGER_CST naming one of GCC's branch predictors
  OP_ANNOTATION,  // an INTEGER_CST naming an annot_expr_kind
  OP_STRING,	  // a STRING_CST
  OP_ASM_OPERANDS,  // an asm's outputs or inputs: ((name, "constraint"), value)
  OP_ASM_STRINGS,   // an asm's clobbers: a list of STRING_CSTs
  OP_ASM_LABELS,    // an asm goto's labels: a list of LABEL_DECLs
};

// Whether an operand may be null.
enum null_rule : unsigned char
{
  NONNULL,
  NULLABLE,
  NULL_IF_VOID,	  // only when the node's own type is void (a COND_EXPR's arms)
};

// What the node's own type must be.
enum type_rule : unsigned char
{
  TYPE_OPTIONAL,  // no requirement (statements: GCC gives them void)
  TYPE_ANY,	  // present, any type
  TYPE_SAME,	  // present, of operand 0's kind and mode (integers: precision, signedness)
  TYPE_UNSIGNED_SAME,  // present, TYPE_SAME but unsigned (an ABSU_EXPR's)
  TYPE_POINTER,	  // present, a pointer type
  TYPE_POINTER_SAME,  // present, a pointer type of operand 0's mode
  TYPE_INTEGRAL,  // present, an integral type
  TYPE_TRUTH,	  // present, integral or a vector (a comparison's result)
  TYPE_ARITH,	  // present, neither void, an aggregate nor a function type
  TYPE_COMPLEX,	  // present, a complex type
  TYPE_FLOAT,	  // present, a scalar floating-point type
  TYPE_COMPONENT, // present, of the kind and mode of operand 0's complex parts
  TYPE_VECTOR,	  // present, a vector type
  TYPE_COMPLETE,  // present, a complete type other than void
  TYPE_ADDRESS,	  // present, a pointer; to a function's result kind for a function
  TYPE_INTEGRAL_OPT,  // integral if present (a SWITCH_EXPR's index type)
};

struct operand_rule
{
  operand_kind kind;
  null_rule null;
};

// The most operands a row describes (ASM_EXPR has five); a CALL_EXPR's
// arguments follow its `rest` rule.
const unsigned max_shape_operands = 5;

struct shape_row
{
  tree_code code;
  type_rule type;
  // Operands after the first that must have operand 0's kind and mode
  // (bit I for operand I): what expansion needs of a binary operation.
  unsigned char same_as_op0;
  operand_rule ops[max_shape_operands];
};

// The row of CODE, or null: a code without a row is refused.
const shape_row *shape_of (tree_code code);

// The rule for a CALL_EXPR's arguments (operands after the static chain).
extern const operand_rule call_argument_rule;

} // namespace gccint

#endif
