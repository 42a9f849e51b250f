//! The fields of `gcc_options` GCC's generator declares: variable records, option
//! variables and the private state of target options, with their C types and initial values.

use std::sync::Arc;

use crate::hash::{FastMap, FastSet};

use crate::model::{CExpr, Model, OptionProps, VariableKind};
use crate::props::Flag;
use crate::table::{VarField, VarSource};

/// A `Target` option with no `Var`, `Mask` or `InverseMask` that is neither an alias nor
/// ignored keeps private state in `gcc_options`.
pub(super) fn needs_private_state(p: &OptionProps) -> bool {
    p.var.is_none()
        && p.mask.is_none()
        && p.inverse_mask.is_none()
        && p.has(Flag::Target)
        && p.alias.is_none()
        && !p.has(Flag::Ignore)
}

/// The name of the `gcc_options` field holding the private state of the target option
/// `option` (`VAR_` plus the name with non-alphanumerics turned into `_`).
pub(super) fn private_state_name(option: &str) -> String {
    let mut s = String::from("VAR_");
    s.extend(
        option
            .chars()
            .map(|c| if c.is_ascii_alphanumeric() { c } else { '_' }),
    );
    s
}

/// The C type GCC declares an option's variable with (`var_type` in opt-functions.awk).
fn var_c_type(model: &Model, p: &OptionProps) -> String {
    if p.has(Flag::Defer) {
        "void *".to_owned()
    } else if let Some(e) = &p.enum_name {
        model
            .enums
            .get(&**e)
            .map_or_else(|| "int".to_owned(), |e| e.def.c_type.clone())
    } else if !p.has(Flag::Joined) && !p.has(Flag::JoinedOrMissing) && !p.has(Flag::Separate) {
        "int".to_owned()
    } else if p.has(Flag::HostWideInt) {
        "HOST_WIDE_INT".to_owned()
    } else if p.has(Flag::UInteger) {
        "int".to_owned()
    } else {
        "const char *".to_owned()
    }
}

/// One allocation per distinct text (the C types of `gcc_options` fields are few).
#[derive(Default)]
struct Interner(FastSet<Arc<str>>);

impl Interner {
    fn get(&mut self, text: String) -> Arc<str> {
        if let Some(shared) = self.0.get(text.as_str()) {
            return Arc::clone(shared);
        }
        let shared: Arc<str> = text.into();
        self.0.insert(Arc::clone(&shared));
        shared
    }
}

/// The fields of `gcc_options` in GCC's order: variable records, then option variables
/// (first definition wins the type), then private state of target options. Names, types
/// and initial values are shared with the model and between fields.
pub(super) fn gcc_options_fields(model: &Model) -> Vec<VarField> {
    let zero = CExpr::new("0");
    let mut types = Interner::default();
    let mut fields: Vec<VarField> = Vec::with_capacity(model.options.len());
    // Each field's position, or `None` for a variable record's (it keeps its own `= INIT`).
    let mut slot: FastMap<&str, Option<usize>> =
        FastMap::with_capacity_and_hasher(model.definitions.len(), Default::default());
    let mut private: FastSet<String> = FastSet::default();
    for v in &model.variables {
        slot.insert(&v.decl.name, None);
        let array = v.decl.array.as_deref().unwrap_or("");
        fields.push(VarField {
            name: v.decl.name.as_str().into(),
            c_type: types.get(format!("{}{array}", v.decl.c_type)),
            init: v.decl.init.clone().unwrap_or_else(|| zero.clone()),
            source: match v.kind {
                VariableKind::Variable => VarSource::Variable,
                VariableKind::TargetVariable => VarSource::TargetVariable,
            },
        });
    }
    for d in &model.definitions {
        let Some(var) = &d.props.var else {
            continue;
        };
        let at = *slot.entry(&var.name).or_insert_with(|| {
            fields.push(VarField {
                name: Arc::clone(&var.name),
                c_type: types.get(var_c_type(model, &d.props)),
                init: zero.clone(),
                source: VarSource::Option,
            });
            Some(fields.len() - 1)
        });
        // The type is the first definition's, the initial value the last `Init`'s.
        if let (Some(at), Some(init)) = (at, &d.props.init) {
            fields[at].init = init.clone();
        }
    }
    for d in &model.definitions {
        if !needs_private_state(&d.props) {
            continue;
        }
        let name = private_state_name(&d.name);
        if slot.contains_key(name.as_str()) || !private.insert(name.clone()) {
            continue;
        }
        fields.push(VarField {
            name: name.into(),
            c_type: types.get(var_c_type(model, &d.props)),
            init: zero.clone(),
            source: VarSource::PrivateState,
        });
    }
    fields.shrink_to_fit();
    fields
}
