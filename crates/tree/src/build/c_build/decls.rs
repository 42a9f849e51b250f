//! Declarations as the C front end makes them (`c-decl.cc` `grokdeclarator`,
//! `grokparms`).

use crate::nodes::error::Result;
use crate::nodes::handle::{Location, Tree};
use crate::{TreeCode, TreeContext};

use TreeCode as C;

/// **C-level builders: declarations** — `declare_c_function`; see [`c_build`](crate::c_build).
impl TreeContext {
    /// `extern T name (T1 p1, …);`: the FUNCTION_DECL C makes for a prototype that is not
    /// a definition — TREE_PUBLIC, DECL_EXTERNAL, and DECL_ARGUMENTS the prototype's
    /// PARM_DECLs (made first, as the parser makes them; named by `parm_names`, unnamed
    /// past its end or for an empty name; DECL_ARG_TYPE promoted as
    /// [`start_function`](Self::start_function) promotes it; no DECL_CONTEXT).
    #[doc(alias = "grokdeclarator")]
    pub fn declare_c_function(
        &mut self,
        name: &str,
        fntype: Tree,
        parm_names: &[&str],
    ) -> Result<Tree> {
        self.check_codes(fntype, &[C::FunctionType], "declare_c_function")?;
        let void = self.g.void_type;
        let mut parms = Vec::new();
        let mut arg = self.type_arg_types(fntype)?;
        while let Some(a) = arg {
            let Some(ty) = self.tree_value(a)?.filter(|&t| t != void) else {
                break;
            };
            let id = match parm_names.get(parms.len()) {
                Some(n) if !n.is_empty() => Some(self.try_get_identifier(n)?),
                _ => None,
            };
            let p = self.build_decl(Location::UNKNOWN, C::ParmDecl, id, Some(ty))?;
            let arg_type = self.promoted_arg_type(ty)?;
            self.set_decl_arg_type(p, Some(arg_type))?;
            parms.push(p);
            arg = self.tree_chain(a)?;
        }
        for w in parms.windows(2) {
            self.set_tree_chain(w[0], Some(w[1]))?;
        }
        let id = self.try_get_identifier(name)?;
        let f = self.build_decl(Location::UNKNOWN, C::FunctionDecl, Some(id), Some(fntype))?;
        self.set_tree_public(f, true)?;
        self.set_decl_external(f, true)?;
        self.set_decl_arguments(f, parms.first().copied())?;
        Ok(f)
    }
}
