//! SSA_NAME and TREE_BINFO accessors.

use crate::nodes::error::Result;
use crate::nodes::handle::Tree;
use crate::nodes::store::{BinfoData, MiscData, MiscRec};
use crate::{TreeCode, TreeContext};

use TreeCode as C;

/// **Tree SSA** — SSA_NAME (GCC internals manual: *Analysis and Optimization of GIMPLE tuples › SSA*).
impl TreeContext {
    /// `make_ssa_name`: an SSA_NAME of `var` (a VAR_DECL, PARM_DECL or RESULT_DECL) with
    /// the next version number of `version`; its type is the variable's.
    pub fn make_ssa_name(&mut self, var: Tree, version: u32) -> Result<Tree> {
        self.check_codes(
            var,
            &[C::VarDecl, C::ParmDecl, C::ResultDecl],
            "make_ssa_name",
        )?;
        let ty = self.tree_type(var)?;
        self.store
            .new_misc(MiscRec {
                code: C::SsaName,
                flags: 0,
                ty,
                chain: None,
                data: MiscData::Ssa {
                    var: Some(var),
                    version,
                },
            })
            .ok_or_else(|| crate::TreeError::full("make_ssa_name", "miscellaneous"))
    }

    fn ssa(&self, t: Tree, accessor: &'static str) -> Result<(Option<Tree>, u32)> {
        self.check_codes(t, &[C::SsaName], accessor)?;
        Ok(match &self.store.misc(t).data {
            MiscData::Ssa { var, version } => (*var, *version),
            _ => (None, 0),
        })
    }

    /// `SSA_NAME_VAR`.
    #[doc(alias = "SSA_NAME_VAR")]
    pub fn ssa_name_var(&self, t: Tree) -> Result<Option<Tree>> {
        Ok(self.ssa(t, "SSA_NAME_VAR")?.0)
    }

    /// `SSA_NAME_VERSION`.
    #[doc(alias = "SSA_NAME_VERSION")]
    pub fn ssa_name_version(&self, t: Tree) -> Result<u32> {
        Ok(self.ssa(t, "SSA_NAME_VERSION")?.1)
    }

    /// `make_tree_binfo`: a TREE_BINFO with room for `base_binfos` base classes.
    pub fn make_tree_binfo(&mut self, base_binfos: &[Tree]) -> Result<Tree> {
        for &b in base_binfos {
            self.check_codes(b, &[C::TreeBinfo], "make_tree_binfo")?;
        }
        self.store
            .new_misc(MiscRec {
                code: C::TreeBinfo,
                flags: 0,
                ty: None,
                chain: None,
                data: MiscData::Binfo(Box::new(BinfoData {
                    base_binfos: base_binfos.to_vec(),
                    ..BinfoData::default()
                })),
            })
            .ok_or_else(|| crate::TreeError::full("make_tree_binfo", "miscellaneous"))
    }

    fn binfo(&self, t: Tree, accessor: &'static str) -> Result<&BinfoData> {
        self.check_codes(t, &[C::TreeBinfo], accessor)?;
        match &self.store.misc(t).data {
            MiscData::Binfo(b) => Ok(b),
            _ => Err(crate::TreeError::wrong(
                accessor,
                crate::Expected::Codes(&[C::TreeBinfo]),
                C::TreeBinfo,
            )),
        }
    }

    fn binfo_mut(&mut self, t: Tree, accessor: &'static str) -> Result<&mut BinfoData> {
        self.check_codes(t, &[C::TreeBinfo], accessor)?;
        match &mut self.store.misc_mut(t).data {
            MiscData::Binfo(b) => Ok(b),
            _ => Err(crate::TreeError::wrong(
                accessor,
                crate::Expected::Codes(&[C::TreeBinfo]),
                C::TreeBinfo,
            )),
        }
    }

    /// `BINFO_TYPE`: the class type the binfo describes (its TREE_TYPE).
    #[doc(alias = "BINFO_TYPE")]
    pub fn binfo_type(&self, t: Tree) -> Result<Option<Tree>> {
        self.binfo(t, "BINFO_TYPE")?;
        Ok(self.store.misc(t).ty)
    }

    /// `BINFO_BASE_BINFO (t, i)`.
    #[doc(alias = "BINFO_BASE_BINFO")]
    #[doc(alias = "BINFO_BASE_ITERATE")]
    pub fn binfo_base_binfo(&self, t: Tree, i: usize) -> Result<Tree> {
        let bases = &self.binfo(t, "BINFO_BASE_BINFO")?.base_binfos;
        bases
            .get(i)
            .copied()
            .ok_or_else(|| self.operand_range("BINFO_BASE_BINFO", t, i, bases.len()))
    }

    /// `BINFO_BASE_APPEND`: adds a direct base.
    #[doc(alias = "BINFO_BASE_APPEND")]
    pub fn binfo_base_append(&mut self, t: Tree, base: Tree) -> Result<()> {
        self.check_codes(base, &[C::TreeBinfo], "BINFO_BASE_APPEND")?;
        self.binfo_mut(t, "BINFO_BASE_APPEND")?
            .base_binfos
            .push(base);
        Ok(())
    }

    /// `BINFO_BASE_BINFOS`: the direct bases.
    #[doc(alias = "BINFO_BASE_BINFOS")]
    #[doc(alias = "BINFO_N_BASE_BINFOS")]
    pub fn binfo_base_binfos(&self, t: Tree) -> Result<&[Tree]> {
        Ok(&self.binfo(t, "BINFO_BASE_BINFOS")?.base_binfos)
    }
}

/// BINFO field accessors: `getter, setter, "GCC_MACRO", field;`.
macro_rules! binfo_fields {
    ($($get:ident, $set:ident, $gcc:literal, $field:ident;)*) => {
        /// **C++ trees: BINFO fields** (GCC internals manual: *GENERIC › C and C++ Trees › Classes*).
        impl TreeContext {
            $(
                #[doc = concat!("`", $gcc, "`.")]
                #[doc(alias = $gcc)]
                pub fn $get(&self, t: Tree) -> Result<Option<Tree>> {
                    Ok(self.binfo(t, $gcc)?.$field)
                }

                #[doc = concat!("Sets `", $gcc, "`.")]
                pub fn $set(&mut self, t: Tree, v: Option<Tree>) -> Result<()> {
                    self.binfo_mut(t, $gcc)?.$field = v;
                    Ok(())
                }
            )*
        }
    };
}

binfo_fields! {
    binfo_offset, set_binfo_offset, "BINFO_OFFSET", offset;
    binfo_vtable, set_binfo_vtable, "BINFO_VTABLE", vtable;
    binfo_virtuals, set_binfo_virtuals, "BINFO_VIRTUALS", virtuals;
    binfo_vptr_field, set_binfo_vptr_field, "BINFO_VPTR_FIELD", vptr_field;
    binfo_inheritance_chain, set_binfo_inheritance_chain, "BINFO_INHERITANCE_CHAIN", inheritance;
}
