//! What the decoder precomputes from an [`OptionTable`]: the configuration-dependent flags
//! (`Condition` → `cl_disabled`), the variable slot and store kind of every option, numeric
//! forms of enumeration values, what each option cancels when pruning, and the
//! `EnabledBy` / `LangEnabledBy` implications (GCC generates these as
//! `common_handle_option_auto` and `<lang>_handle_option_auto`).

use std::collections::HashMap;
use std::sync::Arc;

use crate::model::{CExpr, Combine, OptionProps};
use crate::table::{ClFlags, EnumKind, OptIndex, OptionEntry, OptionTable, VarType};

use super::state::{OptionState, Value, VarNames};

/// How a use of an option changes its variable (`cl_var_type` with the numbers resolved).
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Store {
    /// `CLVC_INTEGER`.
    Integer,
    /// `CLVC_EQUAL` with a numeric `SET`.
    Equal(i64),
    /// `CLVC_EQUAL` whose `SET` is a C macro: the state records the expression.
    EqualSymbolic(Arc<str>),
    /// `CLVC_BIT_SET` with the mask.
    BitSet(i64),
    /// `CLVC_BIT_CLEAR` with the mask.
    BitClear(i64),
    /// `CLVC_SIZE`.
    Size,
    /// `CLVC_STRING`.
    String,
    /// `CLVC_ENUM`.
    Enum { index: usize, kind: EnumKind },
    /// `CLVC_DEFER`.
    Defer,
}

/// The variable slot and store kind of an option with a `Var` (or a mask variable).
#[derive(Debug, Clone)]
pub(crate) struct VarUse {
    pub(crate) slot: usize,
    pub(crate) store: Store,
}

/// One enumeration with its values reduced to numbers.
///
/// When every `Value` is an integer literal the numbers are GCC's. When some are C macros
/// the decoder cannot know their values, so it numbers the strings instead: a plain `Enum`
/// stores the position of the first string with the same value text, an `EnumSet` /
/// `EnumBitSet` one bit per such position (the sets' masks are disjoint, so bit algebra on
/// positions is the same algebra GCC does on values).
#[derive(Debug, Clone)]
pub(crate) struct EnumValues {
    pub(crate) numeric: bool,
    /// The number of each string, for plain use.
    pub(crate) plain: Vec<i64>,
    /// The number of each string, for `EnumSet`/`EnumBitSet` use.
    pub(crate) bits: Vec<i64>,
}

/// The value an implication passes to the implied option.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Implied {
    /// The triggering option's value.
    Same,
    /// `EnabledBy(A && B)`: whether both variables are nonzero.
    Both(usize, usize),
    /// `LangEnabledBy(..., POSARG, NEGARG)`.
    PosNeg(Expr, Expr),
}

/// One `EnabledBy`/`LangEnabledBy` edge, stored on the enabling option.
#[derive(Debug, Clone)]
pub(crate) struct Implication {
    pub(crate) target: OptIndex,
    pub(crate) value: Implied,
    /// `None` for `EnabledBy`; the languages of a `LangEnabledBy`.
    pub(crate) languages: Option<ClFlags>,
}

/// One variable (`gcc_options` field) as the decoder tracks it.
#[derive(Debug, Clone)]
pub(crate) struct Slot {
    pub(crate) name: Arc<str>,
    pub(crate) init: Value,
    /// `HOST_WIDE_INT` rather than `int`.
    pub(crate) wide: bool,
    /// Some option using it has `SetByCombined` (GCC adds `frontend_set_NAME`).
    pub(crate) set_by_combined: bool,
    /// The enumeration the variable holds, if an `Enum` option stores into it.
    pub(crate) enumeration: Option<(usize, EnumKind)>,
}

/// Everything the decoder derives from a table for one configuration.
#[derive(Debug, Clone)]
pub(crate) struct Compiled {
    /// Effective `flags` (zero for an option whose `Condition` is false, as GCC does).
    pub(crate) flags: Vec<u32>,
    pub(crate) disabled: Vec<bool>,
    pub(crate) var: Vec<Option<VarUse>>,
    pub(crate) slots: Vec<Slot>,
    pub(crate) enums: Vec<EnumValues>,
    /// For each option, the options a later use of it cancels (its `Negative` chain).
    pub(crate) cancels: Vec<Vec<OptIndex>>,
    pub(crate) implications: Vec<Vec<Implication>>,
    pub(crate) diagnostics_color: Option<OptIndex>,
    pub(crate) werror_eq: Option<OptIndex>,
    pub(crate) plain_output: Option<OptIndex>,
    /// Variable name → slot.
    pub(crate) slot_names: HashMap<String, usize>,
    /// The state before any option (`global_options` after initialisation).
    pub(crate) initial: OptionState,
    /// The first 8 bytes of each option's name, big-endian and zero-padded, so the lookup's
    /// binary search compares integers.
    pub(crate) name_keys: Vec<u64>,
}

/// The first 8 bytes of `bytes` as a big-endian integer, zero-padded.
pub(crate) fn prefix_key(bytes: &[u8]) -> u64 {
    let mut b = [0u8; 8];
    let n = bytes.len().min(8);
    b[..n].copy_from_slice(&bytes[..n]);
    u64::from_be_bytes(b)
}

/// Integer values of the few macros GCC's `.opt` files use as `Init` of integer variables.
fn known_macro(text: &str) -> Option<i64> {
    Some(match text {
        "HOST_WIDE_INT_MAX" => i64::MAX,
        "HOST_WIDE_INT_MIN" => i64::MIN,
        "HOST_WIDE_INT_M1U" | "HOST_WIDE_INT_M1" => -1,
        "INT_MAX" => i64::from(i32::MAX),
        "INT_MIN" => i64::from(i32::MIN),
        "UINT_MAX" => i64::from(u32::MAX),
        "true" => 1,
        "false" => 0,
        _ => return None,
    })
}

/// The numeric value of a C expression, when it has one.
pub(crate) fn numeric(expr: &CExpr) -> Option<i64> {
    expr.value().or_else(|| known_macro(expr.text.trim()))
}

pub(crate) fn enum_values(table: &OptionTable) -> Vec<EnumValues> {
    table
        .enums
        .iter()
        .map(|e| {
            let nums: Vec<Option<i64>> = e.values.iter().map(|v| v.value.value()).collect();
            if nums.iter().all(Option::is_some) {
                let plain: Vec<i64> = nums.into_iter().flatten().collect();
                EnumValues {
                    numeric: true,
                    bits: plain.clone(),
                    plain,
                }
            } else {
                let first = |i: usize| {
                    e.values
                        .iter()
                        .position(|w| w.value.text == e.values[i].value.text)
                        .unwrap_or(i)
                };
                let plain: Vec<i64> = (0..e.values.len()).map(|i| first(i) as i64).collect();
                let bits = plain
                    .iter()
                    .map(|&p| 1i64.checked_shl(p as u32).unwrap_or(0))
                    .collect();
                EnumValues {
                    numeric: false,
                    plain,
                    bits,
                }
            }
        })
        .collect()
}

fn store_of(entry: &OptionEntry, table: &OptionTable) -> Store {
    match &entry.var_type {
        VarType::Integer => Store::Integer,
        VarType::Equal(set) => match numeric(set) {
            Some(v) => Store::Equal(v),
            None => Store::EqualSymbolic((&*set.text).into()),
        },
        VarType::BitSet(m) => Store::BitSet(1i64.checked_shl(m.bit).unwrap_or(0)),
        VarType::BitClear(m) => Store::BitClear(1i64.checked_shl(m.bit).unwrap_or(0)),
        VarType::Size => Store::Size,
        VarType::String => Store::String,
        VarType::Enum { index, kind } => {
            let index = index.index();
            if index < table.enums.len() {
                Store::Enum { index, kind: *kind }
            } else {
                Store::Integer
            }
        }
        VarType::Defer => Store::Defer,
    }
}

/// The initial state of a variable given its `Init` and how options use it.
fn initial_value(
    init: &CExpr,
    c_type: &str,
    uses: &[&Store],
    enums: &[EnumValues],
    table: &OptionTable,
) -> Value {
    if uses.iter().any(|s| matches!(s, Store::Defer)) {
        return Value::Deferred(Vec::new());
    }
    if uses.iter().any(|s| matches!(s, Store::String))
        || c_type.contains("char") && c_type.contains('*')
    {
        let text = init.text.trim();
        return Value::Str(
            text.strip_prefix('"')
                .and_then(|t| t.strip_suffix('"'))
                .map(str::to_owned),
        );
    }
    if let Some((index, kind)) = uses.iter().find_map(|s| match s {
        Store::Enum { index, kind } => Some((*index, *kind)),
        _ => None,
    }) {
        let values = &enums[index];
        if values.numeric {
            return numeric(init).map_or_else(|| Value::Symbolic((&*init.text).into()), Value::Int);
        }
        let by_text = table.enums[index]
            .values
            .iter()
            .position(|v| *v.value.text == *init.text.trim());
        return match (by_text, kind) {
            (Some(p), EnumKind::Normal) => Value::Int(values.plain[p]),
            (Some(p), _) => Value::Int(values.bits[p]),
            (None, EnumKind::Normal) => Value::Symbolic((&*init.text).into()),
            // An EnumSet variable initialised to 0 has no member.
            (None, _) if init.value() == Some(0) => Value::Int(0),
            (None, _) => Value::Symbolic((&*init.text).into()),
        };
    }
    match numeric(init) {
        Some(v) => Value::Int(v),
        None => Value::Symbolic((&*init.text).into()),
    }
}

/// The options a use of `start` cancels: GCC's `cancel_option` walks `neg_index` from the
/// option's own `neg_index` until it comes back to the option. A chain that leaves the
/// table or loops without returning cancels what it visited (GCC would read out of bounds
/// or recurse forever; the validator rejects such sets, the decoder stays total).
fn cancel_chain(table: &OptionTable, start: usize) -> Vec<OptIndex> {
    let mut out = Vec::new();
    let mut cur = table.options[start].neg_index;
    while let Some(idx) = cur {
        if out.contains(&idx) {
            break;
        }
        out.push(idx);
        if idx.index() == start {
            break;
        }
        cur = table.options.get(idx.index()).and_then(|o| o.neg_index);
    }
    out
}

impl Compiled {
    /// Compiles `table` for a configuration in which `condition(text)` says whether each
    /// `Condition` holds.
    pub(crate) fn new(table: &OptionTable, condition: &dyn Fn(&str) -> bool) -> Compiled {
        let n = table.options.len();
        let enums = enum_values(table);
        let disabled: Vec<bool> = table
            .options
            .iter()
            .map(|o| o.condition().is_some_and(|c| !condition(c)))
            .collect();
        let flags = table
            .options
            .iter()
            .zip(&disabled)
            .map(|(o, &d)| if d { 0 } else { o.flags.0 })
            .collect();

        // Variable slots: the table's fields first (in GCC's order), then any variable an
        // option names that the table did not list.
        let mut slot_of: HashMap<&str, usize> = HashMap::new();
        let mut slots: Vec<Slot> = Vec::new();
        let mut slot_init: Vec<(CExpr, std::sync::Arc<str>)> = Vec::new();
        for v in &table.vars {
            slot_of.entry(&*v.name).or_insert_with(|| {
                slots.push(Slot {
                    name: (&*v.name).into(),
                    init: Value::Int(0),
                    wide: v.c_type.contains("HOST_WIDE_INT"),
                    set_by_combined: false,
                    enumeration: None,
                });
                slot_init.push((v.init.clone(), v.c_type.clone()));
                slots.len() - 1
            });
        }
        let mut var = Vec::with_capacity(n);
        for o in &table.options {
            let Some(name) = o.var.as_deref() else {
                var.push(None);
                continue;
            };
            let slot = *slot_of.entry(name).or_insert_with(|| {
                slots.push(Slot {
                    name: name.into(),
                    init: Value::Int(0),
                    wide: false,
                    set_by_combined: false,
                    enumeration: None,
                });
                let init = o.props.init.clone().unwrap_or_else(|| CExpr::new("0"));
                slot_init.push((init, "".into()));
                slots.len() - 1
            });
            let store = store_of(o, table);
            let s = &mut slots[slot];
            s.wide |= o.host_wide_int;
            s.set_by_combined |= o.props.has(crate::props::Flag::SetByCombined);
            if let Store::Enum { index, kind } = store {
                s.enumeration.get_or_insert((index, kind));
            }
            var.push(Some(VarUse { slot, store }));
        }
        for (i, (init, c_type)) in slot_init.iter().enumerate() {
            let uses: Vec<&Store> = var
                .iter()
                .flatten()
                .filter(|u| u.slot == i)
                .map(|u| &u.store)
                .collect();
            slots[i].init = initial_value(init, c_type, &uses, &enums, table);
        }

        let cancels = (0..n).map(|i| cancel_chain(table, i)).collect();
        let initial = OptionState {
            names: Arc::new(VarNames {
                names: slots.iter().map(|s| s.name.clone()).collect(),
                set_by_combined: slots.iter().map(|s| s.set_by_combined).collect(),
            }),
            values: slots.iter().map(|s| s.init.clone()).collect(),
            set: vec![0; slots.len()],
        };
        let slot_names: HashMap<String, usize> = slots
            .iter()
            .enumerate()
            .map(|(i, s)| (s.name.to_string(), i))
            .collect();
        let implications = implications(
            table,
            &var,
            &slot_names,
            table.options.iter().map(|o| (&*o.name, &*o.props)),
        );
        let by_name = |name: &str| table.lookup(name);
        Compiled {
            flags,
            disabled,
            var,
            slots,
            enums,
            cancels,
            implications,
            diagnostics_color: by_name("fdiagnostics-color="),
            werror_eq: by_name("Werror="),
            plain_output: by_name("fdiagnostics-plain-output"),
            slot_names,
            initial,
            name_keys: table
                .options
                .iter()
                .map(|o| prefix_key(o.name.as_bytes()))
                .collect(),
        }
    }
}

/// Builds the implication lists from option definitions (`(name, properties)` per
/// record): GCC registers `EnabledBy(A || B)` under A and B, `EnabledBy(A && B)` under both
/// with the condition "both variables nonzero", and each `LangEnabledBy` under its options
/// for its languages. GCC reads these per definition record, not from merged properties.
pub(crate) fn implications<'p>(
    table: &OptionTable,
    var: &[Option<VarUse>],
    slot_names: &HashMap<String, usize>,
    definitions: impl IntoIterator<Item = (&'p str, &'p OptionProps)>,
) -> Vec<Vec<Implication>> {
    let mut out: Vec<Vec<Implication>> = vec![Vec::new(); table.options.len()];
    let slot_of_option = |name: &str| -> Option<usize> {
        let idx = table.lookup(name)?;
        var[idx.index()].as_ref().map(|u| u.slot)
    };
    for (name, props) in definitions {
        let Some(target) = table.lookup(name) else {
            continue;
        };
        if let Some(eb) = &props.enabled_by {
            let value = match (eb.combine, eb.options.as_slice()) {
                (Combine::And, [a, b, ..]) => match (slot_of_option(a), slot_of_option(b)) {
                    (Some(sa), Some(sb)) => Implied::Both(sa, sb),
                    _ => continue,
                },
                _ => Implied::Same,
            };
            for src in &eb.options {
                if let Some(s) = table.lookup(src) {
                    out[s.index()].push(Implication {
                        target,
                        value: value.clone(),
                        languages: None,
                    });
                }
            }
        }
        if let Some(leb) = &props.rare().lang_enabled_by {
            let mut langs = ClFlags(0);
            for l in &leb.languages {
                if let Some(p) = table.language(l) {
                    langs |= ClFlags::language(p);
                }
            }
            let value = match &leb.pos_neg {
                Some((p, n)) => match (Expr::parse(p, slot_names), Expr::parse(n, slot_names)) {
                    (Some(p), Some(n)) => Implied::PosNeg(p, n),
                    _ => continue,
                },
                None => Implied::Same,
            };
            for src in &leb.options {
                if let Some(s) = table.lookup(src) {
                    out[s.index()].push(Implication {
                        target,
                        value: value.clone(),
                        languages: Some(langs),
                    });
                }
            }
        }
    }
    out
}

/// A `LangEnabledBy` POSARG/NEGARG: an integer, a variable, or a variable compared with an
/// integer (`warn_format >= 1`), the forms GCC's `.opt` files use.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Expr {
    Const(i64),
    Var(usize),
    Compare(usize, CompareOp, i64),
}

/// A comparison operator of an [`Expr`].
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum CompareOp {
    Ge,
    Gt,
    Le,
    Lt,
    Eq,
    Ne,
}

impl Expr {
    fn parse(e: &CExpr, slots: &HashMap<String, usize>) -> Option<Expr> {
        if let Some(v) = numeric(e) {
            return Some(Expr::Const(v));
        }
        let text = e.text.trim();
        if let Some(&slot) = slots.get(text) {
            return Some(Expr::Var(slot));
        }
        for (spelling, op) in [
            (">=", CompareOp::Ge),
            ("<=", CompareOp::Le),
            ("==", CompareOp::Eq),
            ("!=", CompareOp::Ne),
            (">", CompareOp::Gt),
            ("<", CompareOp::Lt),
        ] {
            if let Some((lhs, rhs)) = text.split_once(spelling) {
                let slot = *slots.get(lhs.trim())?;
                let rhs = numeric(&CExpr::new(rhs))?;
                return Some(Expr::Compare(slot, op, rhs));
            }
        }
        None
    }

    /// The value in a state whose variables are `values` (an unknown variable reads as 0).
    pub(crate) fn eval(&self, values: &[Value]) -> i64 {
        let read = |slot: usize| values.get(slot).and_then(Value::as_int).unwrap_or(0);
        match *self {
            Expr::Const(v) => v,
            Expr::Var(slot) => read(slot),
            Expr::Compare(slot, op, rhs) => {
                let lhs = read(slot);
                i64::from(match op {
                    CompareOp::Ge => lhs >= rhs,
                    CompareOp::Gt => lhs > rhs,
                    CompareOp::Le => lhs <= rhs,
                    CompareOp::Lt => lhs < rhs,
                    CompareOp::Eq => lhs == rhs,
                    CompareOp::Ne => lhs != rhs,
                })
            }
        }
    }
}
