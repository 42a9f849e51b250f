//! The serialised form of an [`OptionEntry`]: its fields with the `OPT_` enumerator after
//! the name, as a field (the JSON the CLI prints shows it; the entry derives it instead
//! of holding a copy per option).

use std::sync::Arc;

use serde::{Deserialize, Serialize, Serializer};

use super::{AliasTarget, ClFlags, OptIndex, OptionEntry, VarType};
use crate::model::OptionProps;

/// [`OptionEntry`] field for field, with `enumerator` added.
#[derive(Serialize, Deserialize)]
pub(super) struct EntryRepr {
    index: OptIndex,
    name: Arc<str>,
    enumerator: String,
    has_enumerator: bool,
    help: Option<Arc<str>>,
    alias: AliasTarget,
    back_chain: Option<OptIndex>,
    neg_index: Option<OptIndex>,
    flags: ClFlags,
    separate_nargs: u8,
    separate_alias: bool,
    negative_alias: bool,
    no_driver_arg: bool,
    reject_driver: bool,
    reject_negative: bool,
    missing_ok: bool,
    uinteger: bool,
    host_wide_int: bool,
    tolower: bool,
    byte_size: bool,
    var: Option<Arc<str>>,
    var_type: VarType,
    props: Arc<OptionProps>,
}

impl Serialize for OptionEntry {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let e = self.clone();
        EntryRepr {
            enumerator: e.enumerator(),
            index: e.index,
            name: e.name,
            has_enumerator: e.has_enumerator,
            help: e.help,
            alias: e.alias,
            back_chain: e.back_chain,
            neg_index: e.neg_index,
            flags: e.flags,
            separate_nargs: e.separate_nargs,
            separate_alias: e.separate_alias,
            negative_alias: e.negative_alias,
            no_driver_arg: e.no_driver_arg,
            reject_driver: e.reject_driver,
            reject_negative: e.reject_negative,
            missing_ok: e.missing_ok,
            uinteger: e.uinteger,
            host_wide_int: e.host_wide_int,
            tolower: e.tolower,
            byte_size: e.byte_size,
            var: e.var,
            var_type: e.var_type,
            props: e.props,
        }
        .serialize(serializer)
    }
}

/// The enumerator read back is dropped: the entry derives it from the name.
impl From<EntryRepr> for OptionEntry {
    fn from(r: EntryRepr) -> Self {
        OptionEntry {
            index: r.index,
            name: r.name,
            has_enumerator: r.has_enumerator,
            help: r.help,
            alias: r.alias,
            back_chain: r.back_chain,
            neg_index: r.neg_index,
            flags: r.flags,
            separate_nargs: r.separate_nargs,
            separate_alias: r.separate_alias,
            negative_alias: r.negative_alias,
            no_driver_arg: r.no_driver_arg,
            reject_driver: r.reject_driver,
            reject_negative: r.reject_negative,
            missing_ok: r.missing_ok,
            uinteger: r.uinteger,
            host_wide_int: r.host_wide_int,
            tolower: r.tolower,
            byte_size: r.byte_size,
            var: r.var,
            var_type: r.var_type,
            props: r.props,
        }
    }
}
