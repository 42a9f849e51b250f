//! Decimal-float REAL_CSTs (`_Decimal64`): imported as GCC's decimal text and printed as
//! GCC prints them; a binary value for a decimal type (or the reverse) is refused.
//! Signalling NaNs keep their kind.

use tree::TreeContext;
use tree::interop::{import, read};

fn doc(real: &str, mode: &str) -> String {
    format!(
        "{{\"header\":{{\"format\":\"gccint-generic\",\"version\":1}}}}\n\
         {{\"node\":{{\"id\":1,\"code\":\"real_type\",\"mode\":\"{mode}\",\"nums\":{{\"TYPE_PRECISION\":64,\"TYPE_ALIGN\":64}}}}}}\n\
         {{\"node\":{{\"id\":2,\"code\":\"real_cst\",\"type\":1,\"real\":\"{real}\",\"flags\":[\"constant_flag\"]}}}}\n"
    )
}

#[test]
fn a_decimal_constant_keeps_and_prints_gcc_s_decimal_text() {
    let mut tc = TreeContext::new();
    let unit = import(&mut tc, &read("d.jsonl", &doc("-1.25E-7", "DD")).unwrap()).unwrap();
    let c = unit.node(2).unwrap();
    assert_eq!(tc.tree_real_cst_decimal(c).unwrap(), Some("-1.25E-7"));
    assert!(tc.tree_real_cst(c).is_err(), "no binary value");
    assert_eq!(tc.print_generic(c, false).unwrap(), "-1.25E-7");
}

#[test]
fn binary_and_decimal_values_stay_with_their_kind_of_type() {
    let mut tc = TreeContext::new();
    let err = import(&mut tc, &read("d.jsonl", &doc("0x1p+0", "DD")).unwrap()).unwrap_err();
    assert!(err.to_string().contains("d.jsonl:3:"), "{err}");
    let err = import(&mut tc, &read("d.jsonl", &doc("-0", "DF")).unwrap()).unwrap_err();
    assert!(err.to_string().contains("decimal"), "{err}");
    assert!(
        tc.build_real_decimal(tc.double_type_node(), "1.5E+3")
            .is_err(),
        "DFmode"
    );
    let d64 = unit_type(&mut tc);
    assert!(tc.build_real_decimal(d64, "1.5E+3").is_ok());
    assert!(tc.build_real_decimal(d64, "1.5e3").is_err(), "GCC writes E");
}

/// A `_Decimal64`-like REAL_TYPE (DDmode).
fn unit_type(tc: &mut TreeContext) -> tree::Tree {
    let unit = import(tc, &read("d.jsonl", &doc("0", "DD")).unwrap()).unwrap();
    unit.node(1).unwrap()
}

#[test]
fn a_signalling_nan_imports_as_one_and_exports_back() {
    let mut tc = TreeContext::new();
    let unit = import(&mut tc, &read("d.jsonl", &doc("-snan", "DF")).unwrap()).unwrap();
    let c = unit.node(2).unwrap();
    let v = tc.tree_real_cst(c).unwrap();
    assert!(v.is_signalling() && v.negative);
    assert_eq!(tree::interop::format_real(v), "-snan");
}
