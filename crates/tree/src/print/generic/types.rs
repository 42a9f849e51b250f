//! Names of declarations and types, and declarations: `dump_decl_name`, the type and
//! declaration cases of `dump_generic_node`, `dump_array_domain`,
//! `dump_function_declaration`, `print_declaration` and `print_struct_decl`.

use super::*;

impl Printer<'_> {
    pub(super) fn ident(&mut self, t: Tree) -> Result<()> {
        let s = self.tc.identifier_str(t)?.into_owned();
        self.out.push_str(&s);
        Ok(())
    }

    /// `dump_decl_name`: DECL_NAME, or a name made of the uid (`D.12`, `C.3` for an unnamed
    /// CONST_DECL, `L.5` for a label with a LABEL_DECL_UID, `D#7` for a debug temporary).
    pub(super) fn decl_name(&mut self, t: Tree) -> Result<()> {
        let tc = self.tc;
        if let Some(n) = tc.decl_name(t)? {
            return self.ident(n);
        }
        let code = tc.tree_code(t)?;
        let uid = tc.decl_uid(t)?;
        match code {
            C::LabelDecl if tc.label_decl_uid(t)? != -1 => {
                write!(self.out, "L.{}", tc.label_decl_uid(t)?).ok();
            }
            // DEBUG_TEMP_UID is the negated DECL_UID.
            C::DebugExprDecl => {
                write!(self.out, "D#{}", (uid as i32).wrapping_neg()).ok();
            }
            C::ConstDecl => {
                write!(self.out, "C.{uid}").ok();
            }
            _ => {
                write!(self.out, "D.{uid}").ok();
            }
        }
        Ok(())
    }

    /// The declaration cases of `dump_generic_node`.
    pub(super) fn decl_node(&mut self, t: Tree, code: TreeCode, spc: usize) -> Result<()> {
        let tc = self.tc;
        match code {
            C::FunctionDecl
            | C::ConstDecl
            | C::VarDecl
            | C::ParmDecl
            | C::FieldDecl
            | C::DebugExprDecl
            | C::NamespaceDecl
            | C::NamelistDecl => self.decl_name(t)?,
            C::LabelDecl => {
                if tc.decl_name(t)?.is_some() {
                    self.decl_name(t)?;
                } else {
                    match tc.label_decl_uid(t)? {
                        -1 => write!(self.out, "<D.{}>", tc.decl_uid(t)?).ok(),
                        l => write!(self.out, "<L{l}>").ok(),
                    };
                }
            }
            C::TypeDecl => {
                // DECL_IS_UNDECLARED_BUILTIN: a location at or before BUILTINS_LOCATION.
                if tc.decl_source_location(t)?.0 <= crate::Location::BUILTINS.0 {
                    return Ok(());
                }
                if tc.decl_name(t)?.is_some() {
                    self.decl_name(t)?;
                } else {
                    let ty = tc.tree_type(t)?;
                    let named_by_other = match ty {
                        Some(ty) => tc.type_name(ty)? != Some(t),
                        None => false,
                    };
                    if named_by_other {
                        // GCC's spelling: "union" without, "struct " with a space.
                        self.out.push_str(if self.code(ty)? == Some(C::UnionType) {
                            "union"
                        } else {
                            "struct "
                        });
                        self.expr(ty, spc)?;
                    } else {
                        self.out.push_str("<anon>");
                    }
                }
            }
            C::ResultDecl => self.out.push_str("<retval>"),
            _ => self.niy(t, code, spc)?,
        }
        Ok(())
    }

    /// The `atomic const volatile restrict <address-space-N> ` prefix (`restrict` and the
    /// named address space only where GCC prints them: not for arrays).
    fn quals(&mut self, t: Tree, scalar_or_record: Option<bool>) -> Result<()> {
        let q = self.tc.type_quals(t)?;
        for (bit, word) in [
            (TypeQuals::ATOMIC, "atomic "),
            (TypeQuals::CONST, "const "),
            (TypeQuals::VOLATILE, "volatile "),
        ] {
            if q.contains(bit) {
                self.out.push_str(word);
            }
        }
        let Some(restrict) = scalar_or_record else {
            return Ok(());
        };
        if restrict && q.contains(TypeQuals::RESTRICT) {
            self.out.push_str("restrict ");
        }
        if q.space() != 0 {
            write!(self.out, "<address-space-{}> ", q.space()).ok();
        }
        Ok(())
    }

    /// `<T1f>`: a type known only by its uid.
    fn type_uid_name(&mut self, t: Tree) -> Result<()> {
        write!(self.out, "<T{:x}>", self.tc.type_uid(t)?).ok();
        Ok(())
    }

    /// TYPE_IDENTIFIER: the type's name as an identifier, if it has one.
    pub(super) fn type_identifier(&self, t: Tree) -> Result<Option<Tree>> {
        let tc = self.tc;
        Ok(match tc.type_name(t)? {
            Some(n) if tc.tree_code(n)? == C::IdentifierNode => Some(n),
            Some(n) if tc.tree_code(n)?.is_decl() => tc.decl_name(n)?,
            _ => None,
        })
    }

    /// The type cases of `dump_generic_node`.
    pub(super) fn type_node(&mut self, t: Tree, code: TreeCode, spc: usize) -> Result<()> {
        let tc = self.tc;
        match code {
            C::VoidType
            | C::IntegerType
            | C::RealType
            | C::FixedPointType
            | C::ComplexType
            | C::VectorType
            | C::EnumeralType
            | C::BooleanType
            | C::OpaqueType => {
                self.quals(t, Some(true))?;
                self.scalar_type_name(t, code, spc)?;
            }
            C::PointerType | C::ReferenceType => {
                let sym = if code == C::PointerType { "*" } else { "&" };
                match tc.tree_type(t)? {
                    None => {
                        self.out.push_str(sym);
                        self.out.push_str("<null type>");
                    }
                    Some(to) if tc.tree_code(to)? == C::FunctionType => {
                        self.expr(tc.tree_type(to)?, spc)?;
                        self.out.push_str(" (");
                        self.out.push_str(sym);
                        if self.type_identifier(t)?.is_some() {
                            self.expr(tc.type_name(t)?, spc)?;
                        } else {
                            self.type_uid_name(t)?;
                        }
                        self.out.push(')');
                        self.function_declaration(to, spc)?;
                    }
                    Some(to) => {
                        self.expr(Some(to), spc)?;
                        self.out.push(' ');
                        self.out.push_str(sym);
                        let q = tc.type_quals(t)?;
                        for (bit, word) in [
                            (TypeQuals::CONST, " const"),
                            (TypeQuals::VOLATILE, " volatile"),
                            (TypeQuals::RESTRICT, " restrict"),
                        ] {
                            if q.contains(bit) {
                                self.out.push_str(word);
                            }
                        }
                        if q.space() != 0 {
                            write!(self.out, " <address-space-{}>", q.space()).ok();
                        }
                        if tc.type_ref_can_alias_all(t)? {
                            self.out.push_str(" {ref-all}");
                        }
                    }
                }
            }
            C::ArrayType => {
                self.quals(t, None)?;
                let mut inner = tc.tree_type(t)?;
                let mut steps = self.steps();
                while let Some(i) = inner.filter(|&i| tc.store.code(i) == Some(C::ArrayType)) {
                    steps.next()?;
                    inner = tc.tree_type(i)?;
                }
                self.expr(inner, spc)?;
                let mut cur = Some(t);
                let mut steps = self.steps();
                while let Some(a) = cur.filter(|&a| tc.store.code(a) == Some(C::ArrayType)) {
                    steps.next()?;
                    self.array_domain(tc.type_domain(a)?, spc)?;
                    cur = tc.tree_type(a)?;
                }
            }
            C::RecordType | C::UnionType | C::QualUnionType => {
                self.quals(t, Some(false))?;
                match code {
                    C::RecordType => self.out.push_str("struct "),
                    C::UnionType => self.out.push_str("union "),
                    _ => {}
                }
                match tc.type_name(t)? {
                    Some(n) => self.expr(Some(n), spc)?,
                    None => self.struct_decl(t, spc)?,
                }
            }
            C::FunctionType | C::MethodType => {
                self.expr(tc.tree_type(t)?, spc)?;
                self.out.push(' ');
                if code == C::MethodType {
                    match tc.type_method_basetype(t)? {
                        Some(b) => self.expr(tc.type_name(b)?, spc)?,
                        None => self.out.push_str("<null method basetype>"),
                    }
                    self.out.push_str("::");
                }
                if self.type_identifier(t)?.is_some() {
                    self.expr(tc.type_name(t)?, spc)?;
                } else {
                    self.type_uid_name(t)?;
                }
                self.function_declaration(t, spc)?;
            }
            _ => self.niy(t, code, spc)?,
        }
        Ok(())
    }

    /// The name of a scalar type: TYPE_NAME, or a description built from its code,
    /// precision and signedness.
    fn scalar_type_name(&mut self, t: Tree, code: TreeCode, spc: usize) -> Result<()> {
        let tc = self.tc;
        if let Some(name) = tc.type_name(t)? {
            match tc.tree_code(name)? {
                C::IdentifierNode => self.ident(name)?,
                C::TypeDecl if tc.decl_name(name)?.is_some() => self.decl_name(name)?,
                _ => self.out.push_str("<unnamed type>"),
            }
            return Ok(());
        }
        let prec = tc.type_precision(t)?;
        let sign = if tc.type_unsigned(t)? {
            "unsigned"
        } else {
            "signed"
        };
        match code {
            C::VectorType => {
                write!(self.out, "vector({}) ", tc.type_vector_subparts(t)?).ok();
                self.expr(tc.tree_type(t)?, spc)?;
            }
            C::IntegerType => match prec {
                8 => write!(self.out, "{sign} char").unwrap_or(()),
                16 => write!(self.out, "{sign} short").unwrap_or(()),
                32 => write!(self.out, "{sign} int").unwrap_or(()),
                64 => write!(self.out, "{sign} long").unwrap_or(()),
                p if p >= 8 && p.is_power_of_two() => {
                    let base = if tc.type_unsigned(t)? { "uint" } else { "int" };
                    write!(self.out, "{base}{p}_t").unwrap_or(())
                }
                p => write!(self.out, "<unnamed-{sign}:{p}>").unwrap_or(()),
            },
            C::ComplexType => {
                self.out.push_str("__complex__ ");
                self.expr(tc.tree_type(t)?, spc)?;
            }
            C::RealType => {
                write!(self.out, "<float:{prec}>").ok();
            }
            C::FixedPointType => {
                let sat = if tc.type_saturating(t)? {
                    "sat"
                } else {
                    "nonsat"
                };
                write!(self.out, "<fixed-point-{sat}:{prec}>").ok();
            }
            C::BooleanType => {
                write!(self.out, "<{sign}-boolean:{prec}>").ok();
            }
            C::VoidType => self.out.push_str("void"),
            _ => self.out.push_str("<unnamed type>"),
        }
        Ok(())
    }

    /// `print_struct_decl` for an unnamed structure: its fields, one declaration a line,
    /// skipping those whose type is the structure or a pointer to it.
    fn struct_decl(&mut self, t: Tree, spc: usize) -> Result<()> {
        let tc = self.tc;
        self.out.push('\n');
        indent(&mut self.out, spc);
        self.out.push_str("{\n");
        for f in tc.chain_iter(tc.type_fields(t)?)? {
            let fty = tc.tree_type(f)?;
            let to_self = match fty {
                Some(ft) => {
                    ft == t || (tc.tree_code(ft)? == C::PointerType && tc.tree_type(ft)? == Some(t))
                }
                None => false,
            };
            if !to_self {
                self.declaration(f, spc + 2)?;
                self.out.push('\n');
            }
        }
        indent(&mut self.out, spc);
        self.out.push('}');
        Ok(())
    }

    /// `dump_array_domain`: `[n]` for a zero-based constant domain, else `[min:max]`.
    pub(super) fn array_domain(&mut self, dom: Option<Tree>, spc: usize) -> Result<()> {
        let tc = self.tc;
        self.out.push('[');
        if let Some(d) = dom {
            let min = tc.type_min_value(d)?;
            let max = tc.type_max_value(d)?;
            match (min, max) {
                (Some(lo), Some(hi))
                    if tc.integer_zerop(Some(lo)) && tc.tree_fits_shwi_p(Some(hi)) =>
                {
                    write!(self.out, "{}", i128::from(tc.tree_to_shwi(hi)?) + 1).ok();
                }
                (lo, hi) => {
                    self.expr(lo, spc)?;
                    self.out.push(':');
                    self.expr(hi, spc)?;
                }
            }
        } else {
            self.out.push_str("<unknown>");
        }
        self.out.push(']');
        Ok(())
    }

    /// `dump_function_declaration`: ` (int, char *)`, ` (void)`, ` (int, ...)` or ` ()`.
    pub(super) fn function_declaration(&mut self, fntype: Tree, spc: usize) -> Result<()> {
        let tc = self.tc;
        self.out.push_str(" (");
        let void_list = tc.void_list_node();
        let mut arg = tc.type_arg_types(fntype)?;
        let mut wrote = false;
        let mut steps = self.steps();
        while let Some(a) = arg {
            steps.next()?;
            if a == void_list || tc.tree_code(a)? == C::ErrorMark {
                break;
            }
            if wrote {
                self.out.push_str(", ");
            }
            wrote = true;
            self.expr(tc.tree_value(a)?, spc)?;
            arg = tc.tree_chain(a)?;
        }
        if arg == Some(void_list) && !wrote {
            self.out.push_str("void");
        } else if arg.is_none() && wrote {
            self.out.push_str(", ...");
        }
        self.out.push(')');
        Ok(())
    }

    /// `print_declaration`: storage class, type and name (arrays and functions in C order),
    /// a hard register, the initial value and a DECL_VALUE_EXPR, then `;`.
    pub(super) fn declaration(&mut self, t: Tree, spc: usize) -> Result<()> {
        let tc = self.tc;
        indent(&mut self.out, spc);
        let code = tc.tree_code(t)?;
        if code == C::NamelistDecl {
            self.out.push_str("namelist ");
            self.decl_name(t)?;
            self.out.push(';');
            return Ok(());
        }
        if code == C::TypeDecl {
            self.out.push_str("typedef ");
        }
        if code.contains_struct(crate::TreeStruct::DeclWrtl) && tc.decl_register(t)? {
            self.out.push_str("register ");
        }
        let external =
            code.contains_struct(crate::TreeStruct::DeclCommon) && tc.decl_external(t)?;
        if tc.tree_public(t)? && external {
            self.out.push_str("extern ");
        } else if tc.tree_static(t)? {
            self.out.push_str("static ");
        }
        let ty = tc.tree_type(t)?;
        if let Some(aty) = ty.filter(|&a| tc.store.code(a) == Some(C::ArrayType)) {
            let mut inner = aty;
            let mut steps = self.steps();
            while let Some(i) = tc
                .tree_type(inner)?
                .filter(|&i| tc.store.code(i) == Some(C::ArrayType))
            {
                steps.next()?;
                inner = i;
            }
            self.expr(tc.tree_type(inner)?, spc)?;
            self.out.push(' ');
            self.expr(Some(t), spc)?;
            let mut cur = Some(aty);
            let mut steps = self.steps();
            while let Some(a) = cur.filter(|&a| tc.store.code(a) == Some(C::ArrayType)) {
                steps.next()?;
                self.array_domain(tc.type_domain(a)?, spc)?;
                cur = tc.tree_type(a)?;
            }
        } else if code == C::FunctionDecl {
            let ret = match ty {
                Some(ft) => tc.tree_type(ft)?,
                None => None,
            };
            self.expr(ret, spc)?;
            self.out.push(' ');
            self.decl_name(t)?;
            if let Some(ft) = ty {
                self.function_declaration(ft, spc)?;
            }
        } else {
            self.expr(ty, spc)?;
            self.out.push(' ');
            self.expr(Some(t), spc)?;
        }
        if code == C::VarDecl && tc.decl_hard_register(t)? {
            self.out.push_str(" __asm__ (");
            self.expr(tc.decl_assembler_name_raw(t)?, spc)?;
            self.out.push(')');
        }
        if code != C::FunctionDecl
            && code.contains_struct(crate::TreeStruct::DeclCommon)
            && let Some(init) = tc.decl_initial(t)?
        {
            self.out.push_str(" = ");
            self.expr(Some(init), spc)?;
        }
        if code == C::VarDecl && tc.decl_has_value_expr_p(t)? {
            self.out.push_str(" [value-expr: ");
            self.expr(tc.decl_value_expr(t)?, spc)?;
            self.out.push(']');
        }
        self.out.push(';');
        Ok(())
    }
}
