//! GCC's `print_specific_help` and `print_filtered_help`: which options a class listing
//! shows, how each line is built (alias notes, the tab rule, `IntegerRange` bounds) and the
//! `-Q` form that shows each option's state instead of its description.

use std::fmt::Write as _;

use crate::decode::{Decoder, OptionState, Value};
use crate::table::{AliasTarget, ClFlags, OptIndex, OptionEntry, OptionTable, VarType};

use super::classes::{HelpArgProblem, parse_help_argument};
use super::cstr::c_string_value;
use super::wrap::{LEFT_COLUMN, wrap_help};

/// Shown for an option without help text when undocumented options are listed.
const UNDOCUMENTED: &str = "This option lacks documentation.";
/// Appended to the help of an option with `Warn`.
const USE_DIAGNOSED: &str = "Uses of this option are diagnosed.";
/// GCC builds these lines in a 256-byte buffer; longer text is cut there.
const LINE_BUFFER: usize = 255;

/// Prints help the way `cc1` does, remembering (as GCC does within one run) which options
/// and enumerations were already shown.
#[derive(Debug)]
pub struct HelpPrinter<'d, 't> {
    decoder: &'d Decoder<'t>,
    state: Option<&'d OptionState>,
    columns: usize,
    printed: Vec<bool>,
    enum_printed: Vec<u8>,
}

/// Cuts `s` to GCC's buffer size on a character boundary; whether it had to.
fn cut(mut s: String) -> (String, bool) {
    if s.len() <= LINE_BUFFER {
        return (s, false);
    }
    let mut end = LINE_BUFFER;
    while !s.is_char_boundary(end) {
        end -= 1;
    }
    s.truncate(end);
    (s, true)
}

/// The help text `print_filtered_help` builds for `option` before splitting it at its tab:
/// its help (or the undocumented note), an alias's "Same as" note, the note that uses are
/// diagnosed, cut to GCC's buffer; and whether the buffer cut it.
pub(crate) fn compose(table: &OptionTable, option: &OptionEntry) -> (String, bool) {
    let mut help: String = match &option.help {
        Some(h) => c_string_value(h).into_owned(),
        None => UNDOCUMENTED.to_owned(),
    };
    let mut was_cut = false;
    let alias = match &option.alias {
        AliasTarget::Option { target } => {
            let (pos_arg, neg_arg) = option.alias_args();
            table
                .options
                .get(target.index())
                .filter(|t| t.help.is_some())
                .map(|t| (t, pos_arg, neg_arg))
        }
        _ => None,
    };
    if let Some((target, pos, neg)) = alias {
        let t = target.text();
        (help, was_cut) = cut(match (&option.help, pos, neg) {
            (None, Some(p), Some(n)) => format!("Same as {t}{p} (or, in negated form, {t}{n})."),
            (None, Some(p), None) => format!("Same as {t}{p}."),
            (None, None, _) => format!("Same as {t}."),
            (Some(h), _, _) => format!("{}  Same as {t}.", c_string_value(h)),
        });
    }
    if option.warn_message().is_some() {
        let (text, now) = cut(format!("{help}  {USE_DIAGNOSED}"));
        (help, was_cut) = (text, was_cut || now);
    }
    (help, was_cut)
}

impl<'d, 't> HelpPrinter<'d, 't> {
    /// A printer for a terminal `columns` wide (GCC uses `COLUMNS`, the terminal's width,
    /// or 80).
    pub fn new(decoder: &'d Decoder<'t>, columns: usize) -> Self {
        HelpPrinter {
            decoder,
            state: None,
            columns,
            printed: vec![false; decoder.table().options.len()],
            enum_printed: vec![0; decoder.table().enums.len()],
        }
    }

    /// The `-Q` form: describe each option by its state in `state` (`[enabled]`,
    /// `[disabled]`, its value, the option it aliases) instead of its help text.
    pub fn with_state(mut self, state: &'d OptionState) -> Self {
        self.state = Some(state);
        self
    }

    /// `--help=ARG`: the listing GCC prints, and the problems it warns about in `ARG`.
    pub fn help_eq(&mut self, arg: &str) -> (String, Vec<HelpArgProblem>) {
        let (sel, problems) = parse_help_argument(self.decoder.table(), arg);
        let text = if sel.include.0 != 0 && !problems.contains(&HelpArgProblem::MissingAfterCaret) {
            self.specific(sel.include, sel.exclude, ClFlags(0))
        } else {
            String::new()
        };
        (text, problems)
    }

    /// `--help` (the compiler's part): every language's own options, then the options of
    /// several languages, then each class. Undocumented options are hidden unless
    /// `show_undocumented` (GCC shows them with `-v` or `-W`).
    pub fn help_all(&mut self, show_undocumented: bool) -> String {
        let table = self.decoder.table();
        let all_langs = table.all_languages();
        let undoc = if show_undocumented {
            ClFlags(0)
        } else {
            ClFlags::UNDOCUMENTED
        };
        let mut out = String::new();
        for i in 0..table.languages.len() {
            let lang = ClFlags::language(i);
            out += &self.specific(lang, ClFlags(all_langs.0 & !lang.0) | undoc, ClFlags(0));
        }
        out += &self.specific(ClFlags(0), undoc, all_langs);
        let mut class = ClFlags::MIN_OPTION_CLASS.0;
        while class <= ClFlags::MAX_OPTION_CLASS.0 {
            if class != ClFlags::DRIVER.0 {
                out += &self.specific(ClFlags(class), undoc, ClFlags(0));
            }
            class <<= 1;
        }
        out
    }

    /// `--target-help` (the compiler's part).
    pub fn target_help(&mut self) -> String {
        self.specific(ClFlags::TARGET, ClFlags(0), ClFlags(0))
    }

    /// GCC's `print_specific_help`: a heading, then the options with all of `include`, none
    /// of `exclude` and (when `include` is empty) any of `any`.
    #[doc(alias = "print_specific_help")]
    pub fn specific(&mut self, include: ClFlags, exclude: ClFlags, any: ClFlags) -> String {
        let table = self.decoder.table();
        let n_langs = table.languages.len();
        let all_langs = table.all_languages();
        let mut description: Option<&str> = None;
        let mut extra = "";
        let mut flag = 1u32;
        let mut i = 0usize;
        while flag <= ClFlags::MAX_OPTION_CLASS.0 {
            let bit = ClFlags(flag & include.0);
            if bit.0 == 0 || bit == ClFlags::DRIVER {
            } else if bit == ClFlags::TARGET {
                description = Some("The following options are target specific");
            } else if bit == ClFlags::WARNING {
                description = Some("The following options control compiler warning messages");
            } else if bit == ClFlags::OPTIMIZATION {
                description = Some("The following options control optimizations");
            } else if bit == ClFlags::COMMON {
                description = Some("The following options are language-independent");
            } else if bit == ClFlags::PARAMS {
                description = Some("The following options control parameters");
            } else if i < n_langs {
                description = Some(if exclude.intersects(all_langs) {
                    "The following options are specific to just the language "
                } else {
                    "The following options are supported by the language "
                });
                extra = &table.languages[i].name;
            }
            flag <<= 1;
            i += 1;
        }
        let description = description.unwrap_or_else(|| {
            if any.0 == 0 {
                if include.intersects(ClFlags::UNDOCUMENTED) {
                    "The following options are not documented"
                } else if include.intersects(ClFlags::SEPARATE) {
                    "The following options take separate arguments"
                } else if include.intersects(ClFlags::JOINED) {
                    "The following options take joined arguments"
                } else {
                    "The following options are in an unrecognized class"
                }
            } else if any.intersects(all_langs) {
                "The following options are language-related"
            } else {
                "The following options are language-independent"
            }
        });
        let mut out = format!("{description}{extra}:\n");
        self.filtered(include, exclude, any, &mut out);
        out
    }

    /// GCC's `print_filtered_help`.
    #[doc(alias = "print_filtered_help")]
    fn filtered(&mut self, include: ClFlags, exclude: ClFlags, any: ClFlags, out: &mut String) {
        let d = self.decoder;
        let table = d.table();
        let lang_all = table.all_languages().0;
        let mut found = false;
        let mut displayed = false;
        // Options whose values the target lists from code, printed last.
        let mut valid_values: Vec<OptIndex> = Vec::new();
        for (i, option) in table.options.iter().enumerate() {
            let index = OptIndex::at(i);
            let flags = d.effective_flags(index);
            if (include.0 == 0 || flags & include.0 != include.0) && flags & any.0 == 0 {
                continue;
            }
            if flags & exclude.0 != 0 {
                continue;
            }
            // The driver prints its own options.
            if flags & ClFlags::DRIVER.0 != 0
                && flags & (lang_all | ClFlags::COMMON.0 | ClFlags::TARGET.0) == 0
            {
                continue;
            }
            // Options of some languages only are not common, unless of every language.
            if include.intersects(ClFlags::COMMON)
                && flags & ClFlags::DRIVER.0 == 0
                && flags & lang_all != 0
                && flags & lang_all != lang_all
            {
                continue;
            }
            found = true;
            if self.printed[i] {
                continue;
            }
            self.printed[i] = true;
            if option.help.is_none() && exclude.intersects(ClFlags::UNDOCUMENTED) {
                continue;
            }
            let (help, _) = compose(table, option);
            let tab = help.find('\t');
            let (mut item, text) = match tab {
                Some(tab) => (help[..tab].to_owned(), help[tab + 1..].to_owned()),
                None => (option.text(), help.clone()),
            };
            let text = match self.state {
                Some(state) => self.state_text(index, item.len(), state),
                None => text,
            };
            if let Some(r) = &option.range() {
                let bounds = format!("<{},{}>", r.min, r.max);
                item = match tab {
                    // GCC appends the bounds to the whole help text the item points into
                    // and prints as many bytes more: what follows the tab shows instead.
                    Some(tab) => {
                        let whole = format!("{help}{bounds}");
                        let bytes = &whole.as_bytes()[..tab + bounds.len()];
                        String::from_utf8_lossy(bytes).into_owned()
                    }
                    None => item + &bounds,
                };
            }
            wrap_help(out, &item, &text, self.columns);
            displayed = true;
            if let VarType::Enum { index: e, .. } = option.var_type
                && let Some(p) = self.enum_printed.get_mut(e.index())
                && *p != 2
            {
                *p = 1;
            } else if !d.valid_option_values(index).is_empty() {
                valid_values.push(index);
            }
        }
        if !found {
            let langs = include.0 & lang_all;
            if langs == 0 {
                out.push_str(" No options with the desired characteristics were found\n");
            } else {
                for (n, l) in table.languages.iter().enumerate() {
                    if langs & ClFlags::language(n).0 != 0 {
                        let _ = writeln!(
                            out,
                            " None found.  Use --help={0} to show *all* the options supported by the {0} front-end.",
                            l.name
                        );
                    }
                }
            }
        } else if !displayed {
            out.push_str(
                " All options with the desired characteristics have already been displayed\n",
            );
        }
        out.push('\n');
        self.enum_listings(out);
        for index in valid_values {
            let _ = write!(
                out,
                "  Known valid arguments for {} option:\n   ",
                table.options[index.index()].text()
            );
            for v in d.valid_option_values(index) {
                let _ = write!(out, " {v}");
            }
            out.push_str("\n\n");
        }
    }

    /// The lists of enumeration strings GCC prints after a listing that used them.
    fn enum_listings(&mut self, out: &mut String) {
        let table = self.decoder.table();
        for (e, info) in table.enums.iter().enumerate() {
            if self.enum_printed[e] != 1 {
                continue;
            }
            let Some(help) = &info.help else { continue };
            let _ = write!(out, "  {}\n    ", c_string_value(help));
            let mut pos = 4;
            for v in &info.values {
                let len = v.arg.len();
                if pos > 4 && pos + 1 + len <= self.columns {
                    let _ = write!(out, " {}", v.arg);
                    pos += 1 + len;
                } else {
                    if pos > 4 {
                        out.push_str("\n    ");
                        pos = 4;
                    }
                    out.push_str(&v.arg);
                    pos += len;
                }
            }
            out.push_str("\n\n");
            self.enum_printed[e] = 2;
        }
    }

    /// The `-Q` description of option `index`: tabs to the value column, then
    /// `[available in ...]`, the value of a joined option, the aliased option, `[ignored]`,
    /// `[enabled]` or `[disabled]`.
    fn state_text(&self, index: OptIndex, item_len: usize, state: &OptionState) -> String {
        let d = self.decoder;
        let table = d.table();
        let option = &table.options[index.index()];
        let flags = d.effective_flags(index);
        let lang_all = table.all_languages().0;
        let mut s = String::from(if item_len < LEFT_COLUMN + 2 {
            "\t\t"
        } else {
            "\t"
        });
        let var = d.var_of(index);
        let print_state = match var {
            Some((slot, _)) if !matches!(option.var_type, VarType::Defer) => {
                let langset = flags & lang_all;
                if langset != 0 && langset & d.languages().0 == 0 {
                    let names: Vec<&str> = table
                        .languages
                        .iter()
                        .enumerate()
                        .filter(|(n, _)| langset & ClFlags::language(*n).0 != 0)
                        .map(|(_, l)| l.name.as_str())
                        .collect();
                    let _ = write!(s, "[available in {}]", names.join(", "));
                    false
                } else if flags & ClFlags::JOINED.0 != 0 {
                    s += &self.joined_value(index, &state.values[slot]);
                    false
                } else {
                    true
                }
            }
            _ => flags & ClFlags::JOINED.0 == 0,
        };
        if print_state {
            match &option.alias {
                AliasTarget::Option { target } => {
                    if let Some(t) = table.options.get(target.index()) {
                        s += &t.text();
                        s += option.alias_args().0.unwrap_or("");
                    }
                }
                AliasTarget::Ignore => s += "[ignored]",
                _ => match d.option_enabled(index, state) {
                    Some(true) => s += "[enabled]",
                    Some(false) => s += "[disabled]",
                    None => {}
                },
            }
        }
        cut(s).0
    }

    /// How `-Q` shows the value of a joined option's variable.
    fn joined_value(&self, index: OptIndex, value: &Value) -> String {
        let d = self.decoder;
        let option = &d.table().options[index.index()];
        match (&option.var_type, value) {
            (VarType::String, Value::Str(s)) => s.clone().unwrap_or_default(),
            (VarType::Enum { .. }, v) => v
                .as_int()
                .and_then(|v| d.enum_state_string(index, v))
                .unwrap_or_else(|| "[default]".to_owned()),
            (_, Value::Int(v)) if option.host_wide_int => format!("{} bytes", *v as u64),
            (_, Value::Int(v)) => (*v as i32).to_string(),
            (_, Value::Symbolic(text)) => text.to_string(),
            (_, Value::Str(s)) => s.clone().unwrap_or_default(),
            _ => String::new(),
        }
    }
}
