//! Acting on decoded options: GCC's `read_cmdline_option` (diagnostics), `handle_option` and
//! `set_option` (the state), and the generated `EnabledBy`/`LangEnabledBy` handlers.

use crate::table::{ClFlags, EnumKind, OptIndex};

use super::compiled::{Implied, Store};
use super::decoded::{DecodeErrors, Decoded, DecodedOption};
use super::diagnostic::{CmdlineDiagnostic, Problem, Severity, format_gcc_message};
use super::spell;
use super::state::{DeferredOption, OptionState, Value};
use super::{DecodedCommandLine, Decoder};

/// The state being built and the diagnostics so far.
pub(crate) struct Handling {
    pub(crate) state: OptionState,
    pub(crate) diagnostics: Vec<CmdlineDiagnostic>,
    /// Unknown `-Wno-` options, reported only if anything else is.
    postponed: Vec<(usize, String)>,
    /// Unknown options the driver reports after everything else.
    unrecognized: Vec<(usize, String)>,
    /// Options on the current implication path (cuts cycles GCC would loop on).
    stack: Vec<OptIndex>,
}

impl Handling {
    fn push(&mut self, position: usize, severity: Severity, problem: Problem) {
        self.diagnostics.push(CmdlineDiagnostic {
            position,
            severity,
            problem,
        });
    }
}

impl<'t> Decoder<'t> {
    /// The initial state (`global_options` after `init_options_struct`).
    pub fn initial_state(&self) -> OptionState {
        self.compiled.initial.clone()
    }

    pub(crate) fn handle_all(&self, cmdline: &DecodedCommandLine<'_>) -> Handling {
        let mut h = Handling {
            state: self.initial_state(),
            diagnostics: Vec::new(),
            postponed: Vec::new(),
            unrecognized: Vec::new(),
            stack: Vec::new(),
        };
        self.rules_before(cmdline, &mut h);
        for o in &cmdline.options {
            self.read_option(cmdline, o, &mut h);
        }
        self.rules_after(&mut h);
        let unrecognized = std::mem::take(&mut h.unrecognized);
        for (position, text) in unrecognized {
            let hint = self.suggest_option(&text[1..]).map(|s| format!("-{s}"));
            h.push(
                position,
                Severity::Error,
                Problem::Unrecognized { option: text, hint },
            );
        }
        if !h.diagnostics.is_empty() {
            while let Some((position, option)) = h.postponed.pop() {
                h.push(position, Severity::Note, Problem::MaySilence { option });
            }
        }
        h
    }

    /// GCC's `read_cmdline_option`.
    #[doc(alias = "read_cmdline_option")]
    fn read_option(
        &self,
        cmdline: &DecodedCommandLine<'_>,
        o: &DecodedOption<'_>,
        h: &mut Handling,
    ) {
        let text = cmdline.orig_text(o);
        let pos = o.position;
        if let Some(w) = o.warn {
            h.push(
                pos,
                Severity::Warning,
                Problem::OptionWarning {
                    message: format_gcc_message(w, &text),
                },
            );
        }
        let index = match o.decoded {
            Decoded::Unknown => {
                let arg = o.arg.as_deref().unwrap_or_default().to_owned();
                let wno = arg.starts_with("-Wno-") && !o.errors.contains(DecodeErrors::NEGATIVE);
                if wno {
                    if !self.is_driver() {
                        h.postponed.push((pos, arg));
                    }
                } else if self.is_driver() {
                    h.unrecognized.push((pos, arg));
                } else {
                    h.push(
                        pos,
                        Severity::Error,
                        Problem::Unrecognized {
                            option: arg,
                            hint: None,
                        },
                    );
                }
                return;
            }
            Decoded::Ignored | Decoded::InputFile => return,
            Decoded::WarnRemoved => {
                if o.value != 0 {
                    h.push(pos, Severity::Warning, Problem::Removed { option: text });
                }
                return;
            }
            Decoded::Option(i) => i,
        };
        if !o.errors.is_empty() && self.report_errors(index, &text, o, h) {
            return;
        }
        if o.errors.contains(DecodeErrors::WRONG_LANG) {
            self.wrong_language(index, text, pos, h);
            return;
        }
        self.handle_option(index, o.arg.as_deref(), o.value, o.mask, pos, false, h);
    }

    /// GCC's `cmdline_handle_error`: reports the first error; false if none was reportable.
    fn report_errors(
        &self,
        index: OptIndex,
        text: &str,
        o: &DecodedOption<'_>,
        h: &mut Handling,
    ) -> bool {
        let entry = &self.table.options[index.index()];
        let errors = o.errors;
        let pos = o.position;
        let name = entry.text();
        if errors.contains(DecodeErrors::DISABLED) {
            h.push(
                pos,
                Severity::Error,
                Problem::Disabled {
                    option: text.to_owned(),
                },
            );
            return true;
        }
        if errors.contains(DecodeErrors::MISSING_ARG) {
            h.push(
                pos,
                Severity::Error,
                Problem::MissingArgument {
                    option: text.to_owned(),
                    message: entry.missing_argument_error().map(str::to_owned),
                },
            );
            return true;
        }
        if errors.contains(DecodeErrors::UINT_ARG) {
            let byte_size = self.bits(index).byte_size;
            h.push(
                pos,
                Severity::Error,
                Problem::NotAnInteger {
                    option: name,
                    byte_size,
                },
            );
            return true;
        }
        if errors.contains(DecodeErrors::INT_RANGE_ARG) {
            let (min, max) = entry.range().map_or((-1, -1), |r| (r.min, r.max));
            h.push(
                pos,
                Severity::Error,
                Problem::OutOfRange {
                    option: name,
                    min,
                    max,
                },
            );
            return true;
        }
        let Some((e, kind)) = self.enum_of(index) else {
            return false;
        };
        let arg = o.arg.as_deref().unwrap_or_default();
        let mut bad_arg = arg.to_owned();
        let mut enum_error = errors.contains(DecodeErrors::ENUM_ARG);
        if errors.contains(DecodeErrors::ENUM_SET_ARG) {
            match self.explain_set_error(e, kind, arg) {
                SetError::Unknown(element) => {
                    bad_arg = element;
                    enum_error = true;
                }
                SetError::Conflict { earlier, later } => {
                    h.push(
                        pos,
                        Severity::Error,
                        Problem::InvalidSetArgument {
                            option: text.to_owned(),
                        },
                    );
                    h.push(
                        pos,
                        Severity::Note,
                        Problem::MutuallyExclusive { earlier, later },
                    );
                    return true;
                }
                SetError::None => {}
            }
        }
        if !enum_error {
            return false;
        }
        let table = &self.table.enums[e];
        h.push(
            pos,
            Severity::Error,
            Problem::UnknownEnumArgument {
                option: text.to_owned(),
                argument: bad_arg.clone(),
                message: table.unknown_error.clone(),
            },
        );
        let candidates: Vec<&str> = (0..table.values.len())
            .filter(|&p| self.lang_mask & ClFlags::DRIVER.0 != 0 || !table.values[p].driver_only)
            .map(|p| table.values[p].arg.as_str())
            .collect();
        let hint = spell::closest(&bad_arg, candidates.iter().copied()).map(str::to_owned);
        h.push(
            pos,
            Severity::Note,
            Problem::ValidArguments {
                option: name,
                valid: candidates.join(" "),
                hint,
            },
        );
        true
    }

    /// Finds why an `EnumSet`/`EnumBitSet` list is bad, the way GCC's error path re-reads
    /// it: the first unknown element, or the first element whose set was already used
    /// (reported against the earlier element of that set).
    fn explain_set_error(&self, e: usize, kind: EnumKind, arg: &str) -> SetError {
        let values = &self.table.enums[e].values;
        let elements: Vec<&str> = arg.split(',').collect();
        let mut used: Vec<(u8, &str)> = Vec::new();
        for el in &elements {
            if el.is_empty() {
                return SetError::Unknown(String::new());
            }
            let Some(p) = self.enum_lookup(e, el) else {
                return SetError::Unknown((*el).to_owned());
            };
            if kind == EnumKind::BitSet {
                continue;
            }
            let set = values[p].set.unwrap_or(0);
            if let Some((_, first)) = used.iter().find(|(s, _)| *s == set) {
                return SetError::Conflict {
                    earlier: (*first).to_owned(),
                    later: (*el).to_owned(),
                };
            }
            used.push((set, el));
        }
        SetError::None
    }

    /// GCC's `complain_wrong_lang` (compilers) or `driver_wrong_lang_callback` (driver).
    fn wrong_language(&self, index: OptIndex, text: String, pos: usize, h: &mut Handling) {
        if self.is_driver() {
            if self.bits(index).reject_driver {
                h.push(
                    pos,
                    Severity::Error,
                    Problem::Unrecognized {
                        option: text,
                        hint: None,
                    },
                );
            }
            return;
        }
        let lang_all = self.table.all_languages().0;
        let opt_flags = self.flags(index) & (lang_all | ClFlags::DRIVER.0);
        let not_for = self.write_langs(self.languages);
        if opt_flags == ClFlags::DRIVER.0 {
            h.push(
                pos,
                Severity::Error,
                Problem::DriverOnly {
                    option: text,
                    not_for,
                },
            );
            return;
        }
        let valid_for = self.write_langs(opt_flags);
        let problem = if valid_for.is_empty() {
            Problem::WerrorWrongLanguage {
                option: text,
                not_for,
            }
        } else {
            Problem::WrongLanguage {
                option: text,
                valid_for,
                not_for,
            }
        };
        h.push(pos, Severity::Warning, problem);
    }

    /// GCC's `write_langs`: the names of the languages in `mask`, `/`-separated.
    pub(crate) fn write_langs(&self, mask: u32) -> String {
        let mut out = String::new();
        for (n, lang) in self.table.languages.iter().enumerate() {
            if mask & ClFlags::language(n).0 != 0 {
                if !out.is_empty() {
                    out.push('/');
                }
                out.push_str(&lang.name);
            }
        }
        out
    }

    /// GCC's `handle_option`: store the value, then run the handlers the option's classes
    /// select (the language handler, then the common one), which apply its implications.
    #[allow(clippy::too_many_arguments)]
    pub(crate) fn handle_option(
        &self,
        index: OptIndex,
        arg: Option<&str>,
        value: i64,
        mask: i64,
        pos: usize,
        generated: bool,
        h: &mut Handling,
    ) {
        if let Some(u) = &self.compiled.var[index.index()] {
            self.set_option(index, u.slot, &u.store, value, arg, mask, pos, generated, h);
        }
        self.rules_handle(index, arg, value, pos, h);
        if h.stack.contains(&index) {
            return;
        }
        h.stack.push(index);
        let flags = self.flags(index);
        let langs = self.languages;
        if !self.is_driver() && flags & langs != 0 {
            for imp in &self.compiled.implications[index.index()] {
                if imp.languages.is_some_and(|l| l.0 & langs != 0) {
                    self.imply(imp.target, &imp.value, value, pos, h);
                }
            }
        }
        if flags & ClFlags::COMMON.0 != 0 {
            for imp in &self.compiled.implications[index.index()] {
                if imp.languages.is_none() {
                    self.imply(imp.target, &imp.value, value, pos, h);
                }
            }
        }
        h.stack.pop();
    }

    /// One generated `handle_generated_option` call, if the target was not set explicitly.
    fn imply(&self, target: OptIndex, how: &Implied, value: i64, pos: usize, h: &mut Handling) {
        let Some(u) = &self.compiled.var[target.index()] else {
            return;
        };
        if h.state.set[u.slot] != 0 {
            return;
        }
        let truth = |slot: usize| h.state.values[slot].truth().unwrap_or(false);
        let value = match *how {
            Implied::Same => value,
            Implied::Both(a, b) => i64::from(truth(a) && truth(b)),
            Implied::PosNeg(ref p, ref n) => {
                if value != 0 {
                    p.eval(&h.state.values)
                } else {
                    n.eval(&h.state.values)
                }
            }
        };
        self.handle_option(target, None, value, 0, pos, true, h);
    }

    /// GCC's `set_option`: stores `value`/`arg` in the variable and, unless the option was
    /// generated by another, marks it set.
    #[allow(clippy::too_many_arguments)]
    fn set_option(
        &self,
        index: OptIndex,
        slot: usize,
        store: &Store,
        value: i64,
        arg: Option<&str>,
        mask: i64,
        pos: usize,
        generated: bool,
        h: &mut Handling,
    ) {
        let wide = self.compiled.slots[slot].wide || self.bits(index).host_wide_int;
        let old_set = h.state.set[slot];
        let var = &mut h.state.values[slot];
        let mut mark = 1i64;
        match store {
            Store::Integer => {
                if !wide && value > i64::from(i32::MAX) {
                    let option = self.table.options[index.index()].text();
                    h.push(pos, Severity::Error, Problem::BiggerThanInt { option });
                    return;
                }
                *var = Value::Int(if wide { value } else { i64::from(value as i32) });
            }
            Store::Size => {
                let v = if wide { value } else { i64::from(value as i32) };
                *var = Value::Int(v);
                mark = v;
            }
            Store::Equal(set) => {
                *var = Value::Int(if value != 0 {
                    *set
                } else {
                    i64::from(*set == 0)
                });
            }
            Store::EqualSymbolic(set) => {
                *var = Value::Symbolic(if value != 0 {
                    set.clone()
                } else {
                    format!("!{set}").into()
                });
            }
            Store::BitSet(bits) | Store::BitClear(bits) => {
                if (value != 0) == matches!(store, Store::BitSet(_)) {
                    var.set_bits(*bits);
                } else {
                    var.clear_bits(*bits);
                }
                mark = old_set | bits;
            }
            Store::String => *var = Value::Str(arg.map(str::to_owned)),
            Store::Enum { .. } => {
                *var = match (&*var, mask) {
                    (_, 0) => Value::Int(value),
                    (Value::Int(old), m) => Value::Int(value | (old & !m)),
                    _ => Value::Int(value),
                };
            }
            Store::Defer => {
                let item = DeferredOption {
                    option: index,
                    arg: arg.map(str::to_owned),
                    value,
                };
                match var {
                    Value::Deferred(list) => list.push(item),
                    other => *other = Value::Deferred(vec![item]),
                }
            }
        }
        if !generated {
            h.state.set[slot] = mark;
        }
    }

    /// The driver's "did you mean" for an unknown option (`option_proposer::suggest_option`):
    /// every option's spellings, and for enumerated options every `-opt=value`.
    pub fn suggest_option(&self, bad: &str) -> Option<String> {
        let candidates = self.suggestions.get_or_init(|| {
            let mut candidates: Vec<String> = Vec::new();
            for (i, o) in self.table.options.iter().enumerate() {
                let index = OptIndex::at(i);
                if let Some((e, _)) = self.enum_of(index) {
                    for v in &self.table.enums[e].values {
                        let text = format!("-{}{}", o.name, v.arg);
                        self.misspelling_candidates(index, &text, &mut candidates);
                    }
                }
                self.misspelling_candidates(index, &format!("-{}", o.name), &mut candidates);
            }
            candidates
        });
        spell::closest(bad, candidates.iter().map(String::as_str)).map(str::to_owned)
    }

    /// GCC's `add_misspelling_candidates`: `text` without its dash, and each alternative
    /// spelling of it.
    fn misspelling_candidates(&self, index: OptIndex, text: &str, out: &mut Vec<String>) {
        let lang_all = self.table.all_languages().0;
        let flags = self.flags(index);
        if flags & ClFlags::UNDOCUMENTED.0 != 0
            && flags & ClFlags::JOINED.0 != 0
            && flags & (ClFlags::DRIVER.0 | ClFlags::TARGET.0 | ClFlags::COMMON.0 | lang_all) == 0
        {
            return;
        }
        out.push(text[1..].to_owned());
        let reject_negative = self.bits(index).reject_negative;
        for s in super::lookup::SPELLINGS {
            if reject_negative && s.negated {
                continue;
            }
            if let Some(rest) = text.strip_prefix(s.new_prefix) {
                out.push(format!("{}{}", &s.opt0[1..], rest));
            }
        }
        if let Some(rest) = text.strip_prefix("--param=") {
            out.push(format!("-param {rest}"));
        }
    }
}

/// Why an `EnumSet` list was rejected.
enum SetError {
    None,
    Unknown(String),
    Conflict { earlier: String, later: String },
}
