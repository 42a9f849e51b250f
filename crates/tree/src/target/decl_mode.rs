//! DECL_MODE: the mode `layout_decl` gives a declaration, its type's or (for a bit-field
//! that fills a whole integer mode at an aligned position) that integer mode.

use crate::nodes::error::Result;
use crate::nodes::handle::Tree;
use crate::{TreeCode, TreeContext, TreeStruct};

use TreeCode as C;

/// **Declarations: DECL_MODE** — the machine mode `layout_decl` gives a declaration (GCC internals manual: *GENERIC › Declarations*).
impl TreeContext {
    /// `DECL_MODE`: the machine mode GCC gives the declaration. A VAR_DECL, PARM_DECL,
    /// RESULT_DECL or FIELD_DECL has its type's mode (`layout_decl` copies TYPE_MODE; a
    /// bit-field whose width and position make a whole integer mode gets that mode, as
    /// `layout_decl` gives it); a FUNCTION_DECL has FUNCTION_MODE (QImode on x86-64);
    /// every other declaration (labels, type and constant declarations) VOIDmode.
    #[doc(alias = "DECL_MODE")]
    #[doc(alias = "SET_DECL_MODE")]
    pub fn decl_mode(&self, t: Tree) -> Result<crate::MachineMode> {
        use crate::MachineMode as M;
        let code = self.check_struct(t, TreeStruct::DeclCommon, "DECL_MODE")?;
        let r = self.store.decl(t);
        let ty = match (code, r.ty) {
            (C::FunctionDecl, _) => return Ok(M::int_for_size(8).unwrap_or(M::Void)),
            (C::VarDecl | C::ParmDecl | C::ResultDecl | C::FieldDecl, Some(ty))
                if self.store.code(ty).is_some_and(TreeCode::is_type) =>
            {
                ty
            }
            _ => return Ok(M::Void),
        };
        let mode = self.type_mode(ty)?;
        if code == C::FieldDecl && r.decl_flags & crate::DeclFlag::BitField.bit() != 0 {
            return self.bit_field_mode(t, mode);
        }
        Ok(mode)
    }

    /// `layout_decl`'s choice for a bit-field: an integer mode exactly as wide as the field
    /// when the field's offset is a multiple of that mode's alignment, else the type's.
    fn bit_field_mode(&self, t: Tree, type_mode: crate::MachineMode) -> Result<crate::MachineMode> {
        let size = self
            .decl_size(t)?
            .filter(|&s| self.tree_fits_uhwi_p(Some(s)));
        let Some(bits) = size.map(|s| self.tree_to_uhwi(s)).transpose()? else {
            return Ok(type_mode);
        };
        let Some(mode) = u32::try_from(bits)
            .ok()
            .and_then(crate::MachineMode::int_for_size)
        else {
            return Ok(type_mode);
        };
        if type_mode.class() != crate::ModeClass::Int {
            return Ok(type_mode);
        }
        let aligned = match self.bit_position(t) {
            Ok(pos) => pos
                .try_to_constant()
                .is_some_and(|p| p % i64::from(mode.bitsize()) == 0),
            Err(_) => false,
        };
        Ok(if aligned { mode } else { type_mode })
    }
}
