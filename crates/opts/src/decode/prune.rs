//! Removing options cancelled by later ones: GCC's `prune_options` with `cancel_option`.
//!
//! GCC compares every option with every later one; here one backward pass keeps the set of
//! options cancelled by anything later, which removes exactly the same options in linear
//! time (a command line of a million options prunes as fast as one of ten).

use crate::table::{ClFlags, OptIndex};

use super::Decoder;
use super::decoded::{Decoded, DecodedOption};

impl Decoder<'_> {
    /// Whether option `i` takes part in pruning at all: it has a `neg_index`, and it is not a
    /// joined option unless it is `RejectNegative` and its own `Negative`.
    fn prunable(&self, i: OptIndex) -> bool {
        let entry = &self.table.options[i.index()];
        let Some(neg) = entry.neg_index else {
            return false;
        };
        let joined = self.flags(i) & ClFlags::JOINED.0 != 0;
        !joined || (self.bits(i).reject_negative && neg == i)
    }

    /// GCC's `prune_options` over `options` (in command-line order).
    #[doc(alias = "prune_options")]
    pub(crate) fn prune<'a>(&self, options: Vec<DecodedOption<'a>>) -> Vec<DecodedOption<'a>> {
        let n_opts = self.table.options.len();
        let mut cancelled = vec![false; n_opts];
        let mut keep = vec![true; options.len()];
        let mut last_color: Option<usize> = None;
        for (k, o) in options.iter().enumerate().rev() {
            if !o.errors.without_wrong_lang().is_empty() {
                continue;
            }
            let Decoded::Option(i) = o.decoded else {
                continue;
            };
            if Some(i) == self.compiled.diagnostics_color {
                // Only the last -fdiagnostics-color= survives, moved to the front.
                last_color.get_or_insert(k);
                keep[k] = false;
                continue;
            }
            if !self.prunable(i) {
                continue;
            }
            if cancelled[i.index()] {
                keep[k] = false;
            }
            for &c in &self.compiled.cancels[i.index()] {
                if let Some(slot) = cancelled.get_mut(c.index()) {
                    *slot = true;
                }
            }
        }
        let mut out = Vec::with_capacity(options.len());
        let mut color = None;
        for (k, o) in options.into_iter().enumerate() {
            if Some(k) == last_color {
                color = Some(o);
            } else if keep[k] {
                out.push(o);
            }
        }
        if let Some(c) = color {
            out.insert(0, c);
        }
        out
    }
}
