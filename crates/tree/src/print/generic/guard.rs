//! The printer's guard against cycles and runaway nesting.
//!
//! GCC's `dump_generic_node` recurses without a limit. Here each level past the thread's
//! stack runs on a fresh stack segment, so a deep but finite tree prints; what must not
//! happen is a hang or unbounded memory on a circular tree. The printer keeps the path of
//! nodes it is inside. Printing may legitimately enter a node inside itself a bounded
//! number of times (a variable's declaration prints its initializer, which names the
//! variable), but a cycle makes some node recur without end: every [`CHECK_EVERY`] levels
//! the path is searched for a node met more than [`MAX_RECURRENCES`] times, which is
//! reported as a cycle. A tree deeper than [`MAX_DEPTH`] without one is reported as too
//! deep, naming the function and the depth.

use std::collections::HashMap;

use super::Printer;
use crate::nodes::error::Result;
use crate::nodes::handle::Tree;

/// The path is searched for a cycle each time it grows by this many levels.
const CHECK_EVERY: usize = 10_000;

/// More occurrences of one node on the path than this are a cycle.
const MAX_RECURRENCES: usize = 3;

/// The deepest nesting printed: about 1 KiB of stack per level in a release build (several
/// in a debug build).
pub(super) const MAX_DEPTH: usize = 1_000_000;

impl Printer<'_> {
    /// Enters `t`: an error for a cycle or nesting past [`MAX_DEPTH`] (both end the print,
    /// holes or not).
    pub(super) fn enter(&mut self, t: Tree) -> Result<()> {
        if self.depth > 0 && self.depth.is_multiple_of(CHECK_EVERY) {
            self.check_cycle(t)?;
        }
        if self.depth >= self.max_depth {
            self.fatal = true;
            let within = match &self.function {
                Some(f) => format!(" in function {f}"),
                None => String::new(),
            };
            return Err(crate::TreeError::Invalid {
                builder: "print_generic",
                what: format!(
                    "nesting {} levels deep{within}: deeper than the printer's limit",
                    self.depth + 1
                ),
            });
        }
        self.depth += 1;
        self.path.push(t);
        Ok(())
    }

    /// Leaves the node last entered.
    pub(super) fn leave(&mut self) {
        self.depth -= 1;
        self.path.pop();
    }

    fn check_cycle(&mut self, t: Tree) -> Result<()> {
        let mut seen: HashMap<Tree, usize> = HashMap::new();
        for &n in self.path.iter().chain(std::iter::once(&t)) {
            let count = seen.entry(n).or_default();
            *count += 1;
            if *count > MAX_RECURRENCES {
                self.fatal = true;
                let code = self.tc.tree_code(n).map(|c| c.name()).unwrap_or("?");
                return Err(crate::TreeError::Invalid {
                    builder: "print_generic",
                    what: format!(
                        "a circular tree: the {code} node {n:?} contains itself \
                         (found {count} times on one path of {} nodes)",
                        self.depth + 1
                    ),
                });
            }
        }
        Ok(())
    }
}

#[cfg(test)]
mod tests {
    use crate::{TreeCode, TreeContext};

    /// The depth error names the function and the depth, and is not taken for a cycle.
    /// (With the limit lowered: at the real one a debug build needs gigabytes of stack
    /// segments; `tests/errors_say_what.rs` has the full-size case, ignored by default.)
    #[test]
    fn past_the_limit_the_error_names_the_function_and_the_depth() {
        let mut tc = TreeContext::new();
        let int = tc.integer_type_node();
        let mut t = tc.build_int_cst(Some(int), 1).unwrap();
        for _ in 0..1_500 {
            t = tc.build1(TreeCode::NegateExpr, Some(int), Some(t)).unwrap();
        }
        let mut p = super::Printer::new(&tc);
        p.function = Some("deep".to_owned());
        p.max_depth = 1_000;
        let e = p.node(Some(t), 0, true).expect_err("past the limit");
        let text = e.to_string();
        assert!(
            text.contains("nesting 1001 levels deep in function deep"),
            "{text}"
        );
        assert!(!text.contains("circular"), "{text}");
    }
}
