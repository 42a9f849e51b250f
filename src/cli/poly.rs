//! `gccint poly`: evaluate poly_int expressions with GCC's routine names.

use std::io::Write;

use anyhow::Context as _;
use polyint::expr::{self, Value};

/// Arguments of `gccint poly`.
#[derive(clap::Args, Debug)]
#[command(after_help = "\
Expressions use HOST_WIDE_INT coefficients and indeterminates x (= x1), x1 ... x3, e.g.
  gccint poly 'known_le(4, 4+4x)' 'can_div_trunc_p(9+4x, 4)' 'aligned_upper_bound(32+16x, 32)'
N is one more than the highest indeterminate used. Values print as GCC's print_dec does:
a constant as itself, anything else as [c0,c1,...]. Routines that store a result in GCC
(can_div_trunc_p (a, b, &q)) print the result, or false. --list shows every routine.")]
pub(crate) struct Args {
    /// The expressions to evaluate, e.g. `known_le(4, 4+4x)`.
    #[arg(required_unless_present = "list")]
    exprs: Vec<String>,
    /// Print the results as JSON: one object per expression with `expr` and `value`.
    #[arg(long)]
    json: bool,
    /// List the routines the evaluator knows, with their arity and result.
    #[arg(long)]
    list: bool,
}

/// Runs `gccint poly`.
pub(crate) fn run(args: Args, out: &mut dyn Write) -> anyhow::Result<()> {
    if args.list {
        for (name, arity, result) in expr::FUNCTIONS
            .iter()
            .filter(|f| f.0.starts_with(char::is_alphabetic))
        {
            writeln!(out, "{name}\t{arity}\t{result}")?;
        }
        return Ok(());
    }
    if !args.json {
        // One line per expression as it is evaluated, so a bad one still shows the others.
        for text in &args.exprs {
            let value =
                expr::evaluate(text).with_context(|| format!("cannot evaluate {text:?}"))?;
            writeln!(out, "{text} = {value}")?;
        }
        return Ok(());
    }
    let mut json = Vec::with_capacity(args.exprs.len());
    for text in &args.exprs {
        let value = expr::evaluate(text).with_context(|| format!("cannot evaluate {text:?}"))?;
        let v = match &value {
            Value::Bool(b) => serde_json::json!(b),
            Value::Poly(c) => serde_json::json!(c),
        };
        json.push(serde_json::json!({ "expr": text, "value": v, "print_dec": value.to_string() }));
    }
    writeln!(out, "{}", serde_json::to_string_pretty(&json)?)?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::{Args, run};

    fn gccint_poly(exprs: &[&str], json: bool, list: bool) -> anyhow::Result<String> {
        let args = Args {
            exprs: exprs.iter().map(|s| s.to_string()).collect(),
            json,
            list,
        };
        let mut out = Vec::new();
        run(args, &mut out)?;
        Ok(String::from_utf8(out).expect("UTF-8"))
    }

    #[test]
    fn evaluates_each_expression_on_its_line() {
        let out = gccint_poly(
            &["known_le(4, 4+4x)", "can_div_trunc_p(9+4x, 4)"],
            false,
            false,
        )
        .unwrap();
        assert_eq!(
            out,
            "known_le(4, 4+4x) = true\ncan_div_trunc_p(9+4x, 4) = [2,1]\n"
        );
    }

    #[test]
    fn json_output_has_value_and_print_dec() {
        let out = gccint_poly(&["32+16x"], true, false).unwrap();
        let v: serde_json::Value = serde_json::from_str(&out).unwrap();
        assert_eq!(v[0]["value"], serde_json::json!([32, 16]));
        assert_eq!(v[0]["print_dec"], "[32,16]");
    }

    #[test]
    fn earlier_results_are_printed_before_an_error() {
        let mut out = Vec::new();
        let args = Args {
            exprs: vec!["1+x".into(), "1+".into()],
            json: false,
            list: false,
        };
        assert!(run(args, &mut out).is_err());
        assert_eq!(String::from_utf8(out).unwrap(), "1+x = [1,1]\n");
    }

    #[test]
    fn errors_name_the_expression_and_column() {
        let err = gccint_poly(&["known_le(4, 4+"], false, false).unwrap_err();
        assert_eq!(
            crate::cli::render_error(&err),
            "cannot evaluate \"known_le(4, 4+\": column 15: expected a value, found end of input"
        );
    }

    #[test]
    fn list_names_every_routine() {
        let out = gccint_poly(&[], false, true).unwrap();
        assert!(out.lines().any(|l| l == "known_le\t2\tbool"));
        assert!(!out.contains("<<"));
    }
}
