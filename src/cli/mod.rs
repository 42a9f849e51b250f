//! The subcommand groups of `gccint`, one module per crate.

pub(crate) mod compile;
pub(crate) mod interop;
pub(crate) mod opts;
pub(crate) mod poly;
pub(crate) mod tree;

/// Renders an error and its causes as one line: `what: because: because`.
pub(crate) fn render_error(err: &anyhow::Error) -> String {
    let mut text = err.to_string();
    for cause in err.chain().skip(1) {
        text.push_str(": ");
        text.push_str(&cause.to_string());
    }
    text
}
