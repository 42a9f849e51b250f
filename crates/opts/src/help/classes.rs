//! Reading the argument of `--help=` (GCC's `print_help`): class names and language names,
//! abbreviated, comma separated, `^` to exclude.

use crate::table::{ClFlags, OptionTable};

/// The class words `--help=` accepts, in GCC's order (the first prefix match wins).
const CLASSES: &[(&str, ClFlags)] = &[
    ("optimizers", ClFlags::OPTIMIZATION),
    ("target", ClFlags::TARGET),
    ("warnings", ClFlags::WARNING),
    ("undocumented", ClFlags::UNDOCUMENTED),
    ("params", ClFlags::PARAMS),
    ("joined", ClFlags::JOINED),
    ("separate", ClFlags::SEPARATE),
    ("common", ClFlags::COMMON),
];

/// A problem with a `--help=` argument (GCC warns and carries on, except for a bare `^`).
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, thiserror::Error)]
pub enum HelpArgProblem {
    /// `--help=^` with nothing after the caret (an error in GCC).
    #[error("missing argument to '--help=^'")]
    MissingAfterCaret,
    /// A word that abbreviates both a class and a language (other than `c`).
    #[error("'--help' argument '{0}' is ambiguous, please be more specific")]
    Ambiguous(String),
    /// A word that is neither a class nor a language.
    #[error("unrecognized argument to '--help=' option: '{0}'")]
    Unrecognized(String),
}

/// The classes a `--help=` argument selects.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Default)]
pub struct HelpSelection {
    /// Options must have all of these flags.
    pub include: ClFlags,
    /// Options must have none of these flags.
    pub exclude: ClFlags,
}

/// Whether `word` abbreviates `full`, ignoring case (GCC's `strncasecmp (word, full, len)`).
fn abbreviates(word: &str, full: &str) -> bool {
    word.len() <= full.len() && full.as_bytes()[..word.len()].eq_ignore_ascii_case(word.as_bytes())
}

/// Reads a `--help=` argument as GCC's `print_help` does, returning the selection and the
/// problems GCC would warn about. Optimizer listings leave out warnings, and parameters are
/// left out unless asked for.
///
/// ```
/// # let mut files = opts::SourceSet::new();
/// # files.add("x.opt", "Language\nC\n\nWall\nC Warning\nWarn.\n");
/// # let table = opts::OptionTable::build(&files.model().unwrap());
/// use opts::ClFlags;
/// let (sel, problems) = opts::help::parse_help_argument(&table, "warn,^joined,nonsense");
/// assert!(sel.include.contains(ClFlags::WARNING));
/// assert!(sel.exclude.contains(ClFlags::JOINED | ClFlags::PARAMS));
/// assert_eq!(problems.len(), 1);
/// ```
pub fn parse_help_argument(table: &OptionTable, arg: &str) -> (HelpSelection, Vec<HelpArgProblem>) {
    let mut sel = HelpSelection::default();
    let mut problems = Vec::new();
    for word in arg.split(',') {
        let (word, exclude) = match word.strip_prefix('^') {
            Some(rest) => {
                if rest.is_empty() {
                    problems.push(HelpArgProblem::MissingAfterCaret);
                    break;
                }
                (rest, true)
            }
            None => (word, false),
        };
        if word.is_empty() {
            continue;
        }
        let class = CLASSES
            .iter()
            .find(|(name, _)| abbreviates(word, name))
            .map(|&(_, f)| f);
        let lang = table
            .languages
            .iter()
            .find(|l| abbreviates(word, &l.name))
            .map(|l| l.flag);
        let flag = match (class, lang) {
            (Some(_), Some(l)) if word.eq_ignore_ascii_case("c") => Some(l),
            (Some(_), Some(_)) => {
                problems.push(HelpArgProblem::Ambiguous(word.to_owned()));
                None
            }
            (Some(c), None) => Some(c),
            (None, Some(l)) => Some(l),
            (None, None) => {
                problems.push(HelpArgProblem::Unrecognized(word.to_owned()));
                None
            }
        };
        if let Some(f) = flag {
            if exclude {
                sel.exclude |= f;
            } else {
                sel.include |= f;
            }
        }
    }
    if sel.include.intersects(ClFlags::OPTIMIZATION) {
        sel.exclude |= ClFlags::WARNING;
    }
    if !sel.include.intersects(ClFlags::PARAMS) {
        sel.exclude |= ClFlags::PARAMS;
    }
    (sel, problems)
}
