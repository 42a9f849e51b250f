//! The option state a command line produces: GCC's `global_options` (the value of every
//! variable) and `global_options_set` (which were set explicitly), and `set_option`.

use std::sync::Arc;

use serde::Serialize;

use crate::table::OptIndex;

/// An option queued by a `Defer` option (`cl_deferred_option`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
#[doc(alias = "cl_deferred_option")]
pub struct DeferredOption {
    /// The option.
    pub option: OptIndex,
    /// Its argument, if any.
    pub arg: Option<String>,
    /// Its value.
    pub value: i64,
}

/// The value of one variable.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub enum Value {
    /// An integer (`int` or `HOST_WIDE_INT`; masks and numeric enumerations too).
    Int(i64),
    /// An initial value given as a C macro the decoder cannot evaluate, as written.
    Symbolic(Arc<str>),
    /// A mask variable whose initial value is a macro, with the bits set and cleared since.
    Masked {
        /// The initial value, as written.
        base: Arc<str>,
        /// Bits set by options.
        set: i64,
        /// Bits cleared by options.
        cleared: i64,
    },
    /// A string (`const char *`), `None` for a null pointer.
    Str(Option<String>),
    /// The queue of a `Defer` variable.
    Deferred(Vec<DeferredOption>),
}

impl Value {
    /// The integer value, if known.
    pub fn as_int(&self) -> Option<i64> {
        match self {
            Value::Int(v) => Some(*v),
            _ => None,
        }
    }

    /// Whether the value is known to be nonzero / non-null (`None` when it is a macro).
    pub fn truth(&self) -> Option<bool> {
        match self {
            Value::Int(v) => Some(*v != 0),
            Value::Symbolic(_) => None,
            Value::Masked { set, .. } if *set != 0 => Some(true),
            Value::Masked { .. } => None,
            Value::Str(s) => Some(s.is_some()),
            Value::Deferred(v) => Some(!v.is_empty()),
        }
    }

    /// Sets `bits` (`|=`).
    pub(crate) fn set_bits(&mut self, bits: i64) {
        match self {
            Value::Int(v) => *v |= bits,
            Value::Masked { set, cleared, .. } => {
                *set |= bits;
                *cleared &= !bits;
            }
            Value::Symbolic(base) => {
                *self = Value::Masked {
                    base: base.clone(),
                    set: bits,
                    cleared: 0,
                }
            }
            _ => *self = Value::Int(bits),
        }
    }

    /// Clears `bits` (`&= ~bits`).
    pub(crate) fn clear_bits(&mut self, bits: i64) {
        match self {
            Value::Int(v) => *v &= !bits,
            Value::Masked { set, cleared, .. } => {
                *set &= !bits;
                *cleared |= bits;
            }
            Value::Symbolic(base) => {
                *self = Value::Masked {
                    base: base.clone(),
                    set: 0,
                    cleared: bits,
                }
            }
            _ => *self = Value::Int(0),
        }
    }

    /// Whether all of `bits` are set (`Some`), clear, or unknown (`None`).
    pub fn bits_set(&self, bits: i64) -> Option<bool> {
        match self {
            Value::Int(v) => Some(v & bits != 0),
            Value::Masked { set, cleared, .. } => {
                if set & bits != 0 {
                    Some(true)
                } else if cleared & bits == bits {
                    Some(false)
                } else {
                    None
                }
            }
            _ => None,
        }
    }
}

/// One variable's value and whether the command line set it explicitly (a view into an
/// [`OptionState`]).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize)]
pub struct VarState<'s> {
    /// The field name without `x_`.
    pub name: &'s str,
    /// Its current value (`global_options.x_NAME`).
    pub value: &'s Value,
    /// `global_options_set.x_NAME`: nonzero when set explicitly (for masks, the bits set
    /// explicitly; for `ByteSize` variables GCC stores the value itself here).
    pub set: i64,
    /// Whether an option of this variable has `SetByCombined`: GCC then adds a field
    /// `frontend_set_NAME` for front ends to record an explicit setting, which combined
    /// options such as `-ffast-math` respect. Here that is [`VarState::set`].
    pub set_by_combined: bool,
}

impl VarState<'_> {
    /// `frontend_set_NAME` for a `SetByCombined` variable: whether it was set explicitly
    /// (`None` for other variables, which have no such field).
    pub fn frontend_set(&self) -> Option<bool> {
        self.set_by_combined.then_some(self.set != 0)
    }
}

/// What every state of one decoder shares: the variables' names and kinds.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct VarNames {
    pub(crate) names: Vec<Arc<str>>,
    pub(crate) set_by_combined: Vec<bool>,
}

/// The state of every variable after a command line (GCC's `global_options` together with
/// `global_options_set`), in the table's variable order.
#[derive(Debug, Clone, PartialEq, Eq)]
#[doc(alias = "gcc_options")]
#[doc(alias = "global_options")]
pub struct OptionState {
    pub(crate) names: Arc<VarNames>,
    pub(crate) values: Vec<Value>,
    pub(crate) set: Vec<i64>,
}

impl OptionState {
    /// How many variables there are.
    pub fn len(&self) -> usize {
        self.values.len()
    }

    /// Whether there are none.
    pub fn is_empty(&self) -> bool {
        self.values.is_empty()
    }

    /// The variable at `slot`.
    pub fn get(&self, slot: usize) -> Option<VarState<'_>> {
        Some(VarState {
            name: self.names.names.get(slot)?,
            value: self.values.get(slot)?,
            set: self.set[slot],
            set_by_combined: self.names.set_by_combined[slot],
        })
    }

    /// Every variable, in order.
    pub fn iter(&self) -> impl Iterator<Item = VarState<'_>> {
        (0..self.len()).filter_map(|i| self.get(i))
    }

    /// The variable named `name` (without `x_`).
    pub fn var(&self, name: &str) -> Option<VarState<'_>> {
        let slot = self.names.names.iter().position(|n| &**n == name)?;
        self.get(slot)
    }

    /// The value of the variable named `name`.
    pub fn value(&self, name: &str) -> Option<&Value> {
        self.var(name).map(|v| v.value)
    }

    /// Whether the variable named `name` was set explicitly (`OPTION_SET_P`).
    #[doc(alias = "OPTION_SET_P")]
    pub fn is_set(&self, name: &str) -> bool {
        self.var(name).is_some_and(|v| v.set != 0)
    }

    /// The variables whose value or explicit setting differs from `initial`'s.
    pub fn changed_from<'s>(
        &'s self,
        initial: &'s OptionState,
    ) -> impl Iterator<Item = VarState<'s>> {
        self.iter()
            .zip(initial.values.iter().zip(&initial.set))
            .filter(|(v, (value, set))| v.value != *value || v.set != **set)
            .map(|(v, _)| v)
    }
}

impl Serialize for OptionState {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_seq(self.iter())
    }
}
