//! References, addresses, calls and labels as the C front end builds them
//! (`c-typeck.cc` `build_indirect_ref`, `build_array_ref`, `build_component_ref`,
//! `lookup_field`, `c_mark_addressable`, `build_function_call_vec`; `tree.cc`
//! `build_fold_addr_expr`, `create_artificial_label`).

use super::fold::Kind;
use crate::nodes::error::{Result, TreeError};
use crate::nodes::handle::{Location, Tree};
use crate::{Flag, TreeCode, TreeContext, TypeQuals};

use TreeCode as C;

fn invalid(builder: &'static str, what: String) -> TreeError {
    TreeError::Invalid { builder, what }
}

/// **C-level builders: references, addresses, calls, labels** — `build_indirect_ref`, `build_array_ref`, `build_component_ref`, `build_fold_addr_expr`, `build_c_call`, `create_artificial_label`; see [`c_build`](crate::c_build).
impl TreeContext {
    /// `build_indirect_ref`: `*ptr`. The pointer is read (default conversion); `*&x` is
    /// `x`; otherwise an INDIRECT_REF of the pointee type, TREE_READONLY when that type is
    /// const, TREE_THIS_VOLATILE when it is volatile, TREE_SIDE_EFFECTS when it is volatile
    /// or the pointer has side effects.
    pub fn build_indirect_ref(&mut self, ptr: Tree) -> Result<Tree> {
        let pointer = self.default_conversion(ptr)?;
        let ty = self.type_of(pointer, "build_indirect_ref")?;
        if self.scalar_kind(ty)? != Kind::Pointer {
            return Err(invalid(
                "build_indirect_ref",
                "invalid type argument of unary '*' (have no pointer)".into(),
            ));
        }
        let pointee = self.type_of(ty, "build_indirect_ref")?;
        if self.tree_code(pointer)? == C::AddrExpr
            && let Some(object) = self.tree_operand(pointer, 0)?
            && self.tree_type(object)? == Some(pointee)
        {
            return Ok(object);
        }
        let quals = self.type_quals(pointee)?;
        let volatile = quals.contains(TypeQuals::VOLATILE);
        let side_effects = volatile || self.flag(pointer, Flag::SideEffects)?;
        let r = self.build1(C::IndirectRef, Some(pointee), Some(pointer))?;
        self.set_flag(r, Flag::Readonly, quals.contains(TypeQuals::CONST))?;
        self.set_flag(r, Flag::SideEffects, side_effects)?;
        self.set_flag(r, Flag::ThisVolatile, volatile)?;
        Ok(r)
    }

    /// `build_array_ref`: `array[index]` (or `index[array]`). The index gets the default
    /// conversion. An array operand gives an ARRAY_REF of the element type (operands 2 and 3
    /// NULL), const or volatile when the elements or the array are, and a non-constant
    /// index makes the array TREE_ADDRESSABLE; a pointer operand is lowered as C defines it,
    /// `*(ptr + index)` ([`pointer_int_sum`](Self::pointer_int_sum),
    /// [`build_indirect_ref`](Self::build_indirect_ref)).
    pub fn build_array_ref(&mut self, array: Tree, index: Tree) -> Result<Tree> {
        let subscriptable = |tc: &Self, t: Tree| -> Result<bool> {
            let ty = tc.type_of(t, "build_array_ref")?;
            Ok(matches!(tc.tree_code(ty)?, C::ArrayType | C::PointerType))
        };
        let (array, index) = if subscriptable(self, array)? {
            (array, index)
        } else if subscriptable(self, index)? {
            (index, array)
        } else {
            return Err(invalid(
                "build_array_ref",
                "subscripted value is neither array nor pointer".into(),
            ));
        };
        let index_ty = self.type_of(index, "build_array_ref")?;
        if self.scalar_kind(index_ty)? != Kind::Int {
            return Err(invalid(
                "build_array_ref",
                "array subscript is not an integer".into(),
            ));
        }
        let index = self.default_conversion(index)?;
        let array_ty = self.type_of(array, "build_array_ref")?;
        if self.tree_code(array_ty)? != C::ArrayType {
            let ptr = self.default_conversion(array)?;
            let sum = self.pointer_int_sum(C::PlusExpr, ptr, index)?;
            return self.build_indirect_ref(sum);
        }
        self.mark_used(array)?;
        let elt = self.type_of(array_ty, "build_array_ref")?;
        if self.tree_code(index)? != C::IntegerCst {
            self.c_mark_addressable(array)?;
        }
        let quals = self.type_quals(elt)?;
        let r = self.build4(
            C::ArrayRef,
            Some(elt),
            [Some(array), Some(index), None, None],
        )?;
        let readonly = quals.contains(TypeQuals::CONST) || self.flag(array, Flag::Readonly)?;
        let volatile = quals.contains(TypeQuals::VOLATILE);
        let side = volatile || self.flag(array, Flag::SideEffects)?;
        let this_volatile = volatile || self.flag(array, Flag::ThisVolatile)?;
        self.set_flag(r, Flag::Readonly, readonly)?;
        self.set_flag(r, Flag::SideEffects, side)?;
        self.set_flag(r, Flag::ThisVolatile, this_volatile)?;
        Ok(r)
    }

    /// `lookup_field`: the FIELD_DECLs leading to the member `name` of a RECORD_TYPE or
    /// UNION_TYPE, outermost first — one field, or the anonymous struct/union members
    /// and then the field inside them. `None` when there is no such member.
    pub fn lookup_field(&self, record: Tree, name: &str) -> Result<Option<Vec<Tree>>> {
        self.check_codes(
            record,
            &[C::RecordType, C::UnionType, C::QualUnionType],
            "lookup_field",
        )?;
        let mut field = self.type_fields(record)?;
        while let Some(f) = field {
            if self.tree_code(f)? == C::FieldDecl {
                match self.decl_name(f)? {
                    Some(n) if self.identifier_pointer(n)? == name.as_bytes() => {
                        return Ok(Some(vec![f]));
                    }
                    None => {
                        let inner_ty = self.type_of(f, "lookup_field")?;
                        let aggregate =
                            matches!(self.tree_code(inner_ty)?, C::RecordType | C::UnionType);
                        if aggregate && let Some(mut path) = self.lookup_field(inner_ty, name)? {
                            path.insert(0, f);
                            return Ok(Some(path));
                        }
                    }
                    Some(_) => {}
                }
            }
            field = self.tree_chain(f)?;
        }
        Ok(None)
    }

    /// `build_component_ref`: `datum.name` — a COMPONENT_REF (through anonymous members
    /// when [`lookup_field`](Self::lookup_field) says so) whose type is the field's type
    /// with the datum's qualifiers added (`const long int` for `p->key` when `p` points to
    /// const), TREE_READONLY when the datum or the field is, volatile likewise. `p->name` is
    /// `build_component_ref (build_indirect_ref (p), name)`.
    pub fn build_component_ref(&mut self, datum: Tree, name: &str) -> Result<Tree> {
        let ty = self.type_of(datum, "build_component_ref")?;
        if !matches!(
            self.tree_code(ty)?,
            C::RecordType | C::UnionType | C::QualUnionType
        ) {
            return Err(invalid(
                "build_component_ref",
                format!("request for member '{name}' in something not a structure or union"),
            ));
        }
        let Some(path) = self.lookup_field(ty, name)? else {
            return Err(invalid(
                "build_component_ref",
                format!("the aggregate has no member named '{name}'"),
            ));
        };
        self.mark_used(datum)?;
        let mut datum = datum;
        for field in path {
            datum = self.component_ref_of(datum, field)?;
        }
        Ok(datum)
    }

    /// One COMPONENT_REF step of [`build_component_ref`](Self::build_component_ref).
    fn component_ref_of(&mut self, datum: Tree, field: Tree) -> Result<Tree> {
        let datum_ty = self.type_of(datum, "build_component_ref")?;
        let field_ty = self.type_of(field, "build_component_ref")?;
        let quals = self.type_quals(field_ty)?.union(self.type_quals(datum_ty)?);
        let sub_ty = self.build_qualified_type(field_ty, quals)?;
        let r = self.build3(
            C::ComponentRef,
            Some(sub_ty),
            Some(datum),
            Some(field),
            None,
        )?;
        let readonly = self.flag(field, Flag::Readonly)? || self.flag(datum, Flag::Readonly)?;
        let volatile =
            self.flag(field, Flag::ThisVolatile)? || self.flag(datum, Flag::ThisVolatile)?;
        if readonly {
            self.set_flag(r, Flag::Readonly, true)?;
        }
        if volatile {
            self.set_flag(r, Flag::SideEffects, true)?;
            self.set_flag(r, Flag::ThisVolatile, true)?;
        }
        Ok(r)
    }

    /// `c_mark_addressable`: TREE_ADDRESSABLE on the object `t` designates (looking through
    /// component and array references) — a variable, parameter, result or function.
    pub fn c_mark_addressable(&mut self, t: Tree) -> Result<()> {
        let mut x = t;
        loop {
            match self.tree_code(x)? {
                C::ComponentRef
                | C::ArrayRef
                | C::RealpartExpr
                | C::ImagpartExpr
                | C::ViewConvertExpr => match self.tree_operand(x, 0)? {
                    Some(inner) => x = inner,
                    None => return Ok(()),
                },
                C::VarDecl | C::ConstDecl | C::ParmDecl | C::ResultDecl | C::FunctionDecl => {
                    return self.set_tree_addressable(x, true);
                }
                C::CompoundLiteralExpr => {
                    x = match self.tree_operand(x, 0)? {
                        Some(inner) => inner,
                        None => return Ok(()),
                    };
                }
                _ => return Ok(()),
            }
        }
    }

    /// `build_fold_addr_expr`: `&t` with type pointer to TREE_TYPE (t) — the pointer itself
    /// for `&*p` (converted when the types differ), else an ADDR_EXPR (TREE_CONSTANT when
    /// the object's address is invariant) of `t`, whose base object becomes
    /// TREE_ADDRESSABLE (`mark_addressable`).
    #[doc(alias = "build_fold_addr_expr_loc")]
    #[doc(alias = "build_fold_addr_expr_with_type")]
    pub fn build_fold_addr_expr(&mut self, t: Tree) -> Result<Tree> {
        let ty = self.tree_type(t)?;
        let ptr_ty = self.build_pointer_type(ty)?;
        if self.tree_code(t)? == C::IndirectRef
            && let Some(p) = self.tree_operand(t, 0)?
        {
            return self.fold_convert(ptr_ty, p);
        }
        self.c_mark_addressable(t)?;
        self.build1(C::AddrExpr, Some(ptr_ty), Some(t))
    }

    /// C's `&x` (`build_unary_op (ADDR_EXPR)`): `&*p` is `p`, `&a[i]` is `a + i` when `a`
    /// is a pointer, else [`build_fold_addr_expr`](Self::build_fold_addr_expr) with the
    /// object marked addressable (`c_mark_addressable`) and TREE_USED.
    #[doc(alias = "function_to_pointer_conversion")]
    pub fn build_c_addr_expr(&mut self, x: Tree) -> Result<Tree> {
        if self.tree_code(x)? == C::IndirectRef
            && let Some(p) = self.tree_operand(x, 0)?
        {
            return Ok(p);
        }
        self.mark_used(x)?;
        self.build_fold_addr_expr(x)
    }

    /// `create_artificial_label`: a LABEL_DECL of type void, DECL_ARTIFICIAL and
    /// DECL_IGNORED_P, whose DECL_CONTEXT is `function` (GCC's `current_function_decl`).
    pub fn create_artificial_label(
        &mut self,
        loc: Location,
        function: Option<Tree>,
    ) -> Result<Tree> {
        let void = self.g.void_type;
        let l = self.build_decl(loc, C::LabelDecl, None, Some(void))?;
        self.set_decl_artificial(l, true)?;
        self.set_decl_ignored_p(l, true)?;
        self.set_decl_context(l, function)?;
        Ok(l)
    }

    /// C's function call (`build_function_call_vec` with `convert_arguments`): `function`
    /// (a FUNCTION_DECL, or an expression of pointer-to-function type) called with `args`.
    /// A FUNCTION_DECL decays to its address (and becomes TREE_USED and TREE_ADDRESSABLE,
    /// as C's `&` makes it); each argument is read and converted as if by assignment to its
    /// parameter's type, and arguments past the prototype (or without one) get the default
    /// argument promotions (`float` → `double`, narrow integers → `int`). The CALL_EXPR
    /// has the function type's return type; TREE_SIDE_EFFECTS unless the callee is const
    /// or pure.
    #[doc(alias = "build_function_call_vec")]
    #[doc(alias = "build_function_call")]
    #[doc(alias = "convert_arguments")]
    pub fn build_c_call(&mut self, function: Tree, args: &[Tree]) -> Result<Tree> {
        let fn_ty = self.type_of(function, "build_function_call")?;
        let (pointer, fntype) = match self.tree_code(fn_ty)? {
            C::FunctionType => (self.build_c_addr_expr(function)?, fn_ty),
            C::PointerType => {
                let f = self.default_conversion(function)?;
                (f, self.type_of(fn_ty, "build_function_call")?)
            }
            _ => {
                return Err(invalid(
                    "build_function_call",
                    "called object is not a function or function pointer".into(),
                ));
            }
        };
        self.check_codes(fntype, &[C::FunctionType], "build_function_call")?;
        let ret = self.tree_type(fntype)?;
        let mut parm = self.type_arg_types(fntype)?;
        let void = self.g.void_type;
        let mut converted = Vec::with_capacity(args.len());
        for (i, &arg) in args.iter().enumerate() {
            let parm_ty = match parm {
                Some(p) => self.tree_value(p)?.filter(|&t| t != void),
                None => None,
            };
            let value = match parm_ty {
                Some(t) => self.convert_for_assignment(t, arg)?,
                None if parm.is_some() => {
                    return Err(invalid(
                        "build_function_call",
                        format!("too many arguments to function (argument {})", i + 1),
                    ));
                }
                None => self.default_argument_promotion(arg)?,
            };
            converted.push(value);
            parm = match parm {
                Some(p) if parm_ty.is_some() => self.tree_chain(p)?,
                other => other,
            };
        }
        if let Some(p) = parm
            && self.tree_value(p)?.is_some_and(|t| t != void)
        {
            return Err(invalid(
                "build_function_call",
                "too few arguments to function".into(),
            ));
        }
        self.build_call_array(Location::UNKNOWN, ret, pointer, &converted)
    }

    /// The default argument promotions: the default conversion, and `float` → `double`.
    fn default_argument_promotion(&mut self, arg: Tree) -> Result<Tree> {
        let arg = self.default_conversion(arg)?;
        let ty = self.type_of(arg, "convert_arguments")?;
        let double = self.g.double_type;
        if self.scalar_kind(ty)? == Kind::Real
            && self.type_precision(ty)? < self.type_precision(double)?
        {
            return self.c_convert(double, arg);
        }
        Ok(arg)
    }
}
