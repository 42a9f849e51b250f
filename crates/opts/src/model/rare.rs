//! The option properties few options have, held apart so that every option's
//! [`OptionProps`](crate::OptionProps) stays small (a 50 MB set has half a million).

use serde::{Deserialize, Serialize};

use crate::model::LangEnabledByProp;

/// `Negative`, `Args`, `Warn`, `MissingArgError`, `Condition`, `LangEnabledBy`, `CPP`,
/// `CppReason` and the URL suffixes of one option
/// ([`OptionProps::rare`](crate::OptionProps::rare)).
#[derive(Debug, Clone, PartialEq, Eq, Default, Serialize, Deserialize)]
pub struct RareProps {
    /// `Negative(OTHERNAME)`.
    pub negative: Option<Box<str>>,
    /// `Args(N)`: how many separate arguments (1 to 4).
    pub args: Option<u8>,
    /// `MissingArgError(MESSAGE)`.
    pub missing_arg_error: Option<Box<str>>,
    /// `Warn(MESSAGE)`.
    pub warn: Option<Box<str>>,
    /// `Condition(COND)`: a preprocessor condition.
    pub condition: Option<Box<str>>,
    /// `LangEnabledBy(...)`.
    pub lang_enabled_by: Option<Box<LangEnabledByProp>>,
    /// `CPP(VAR)`: the cpplib option kept in sync.
    pub cpp: Option<Box<str>>,
    /// `CppReason(CPP_W_...)`.
    pub cpp_reason: Option<Box<str>>,
    /// `UrlSuffix(...)`, normally from the `.opt.urls` file.
    pub url_suffix: Option<Box<str>>,
    /// `LangUrlSuffix_LANG(...)`: language and URL suffix.
    pub lang_url_suffixes: Vec<(String, String)>,
}

impl RareProps {
    /// None of the properties.
    pub const NONE: RareProps = RareProps {
        negative: None,
        args: None,
        missing_arg_error: None,
        warn: None,
        condition: None,
        lang_enabled_by: None,
        cpp: None,
        cpp_reason: None,
        url_suffix: None,
        lang_url_suffixes: Vec::new(),
    };

    /// Merges a later definition's properties: each one given there wins; the URL
    /// suffixes of both are kept, once each.
    pub fn merge(&mut self, later: &RareProps) {
        fn take<T: Clone>(mine: &mut Option<T>, theirs: &Option<T>) {
            if theirs.is_some() {
                mine.clone_from(theirs);
            }
        }
        take(&mut self.negative, &later.negative);
        take(&mut self.args, &later.args);
        take(&mut self.missing_arg_error, &later.missing_arg_error);
        take(&mut self.warn, &later.warn);
        take(&mut self.condition, &later.condition);
        take(&mut self.lang_enabled_by, &later.lang_enabled_by);
        take(&mut self.cpp, &later.cpp);
        take(&mut self.cpp_reason, &later.cpp_reason);
        take(&mut self.url_suffix, &later.url_suffix);
        for pair in &later.lang_url_suffixes {
            if !self.lang_url_suffixes.contains(pair) {
                self.lang_url_suffixes.push(pair.clone());
            }
        }
    }
}
