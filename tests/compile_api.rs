//! GCC compiles gccint's trees (issue #13): the README function built with the Rust API,
//! compiled through the importer plugin, linked with a C `main` and run; assembly output;
//! documents GCC cannot take refused with positioned errors, never an internal compiler
//! error; and the oracle biting: a corruption of a field the printer never shows makes a
//! round-trip program fail.
//!
//! The refusals are grouped by what they check, one file each under `compile_api/`: the
//! shape table (`shapes`), declarations and scopes (`declarations`), constructors, layouts
//! and sizes (`layouts`), calls and asm (`calls`), and the rules a mutation fuzzer found
//! (`fuzz_findings`, then `fuzz_calls_types_and_lvalues`); `support` holds what they
//! share.

#[path = "compile_api/calls.rs"]
mod calls;
#[path = "compile_api/declarations.rs"]
mod declarations;
#[path = "compile_api/fuzz_calls_types_and_lvalues.rs"]
mod fuzz_calls_types_and_lvalues;
#[path = "compile_api/fuzz_findings.rs"]
mod fuzz_findings;
#[path = "interop/gcc_run.rs"]
mod gcc_run;
#[path = "compile_api/layouts.rs"]
mod layouts;
#[path = "common/plugin.rs"]
mod plugin;
#[path = "roundtrip/programs.rs"]
mod programs;
#[path = "compile_api/shapes.rs"]
mod shapes;
#[path = "compile_api/support.rs"]
mod support;

use std::path::Path;

use gccint::compile::{CompileError, CompileOptions, compile_document, compile_functions};
use tree::TreeContext;
use tree::interop::format::{Document, Record};
use tree::interop::import;

use calls::*;
use declarations::*;
use fuzz_calls_types_and_lvalues::*;
use fuzz_findings::*;
use layouts::*;
use programs::{Ending, Plugins, Scratch};
use shapes::*;
use support::*;

fn the_readme_function_runs_from_rust_built_trees() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let scratch = Scratch::new("readme-f");
    let main_c = scratch.0.join("main.c");
    std::fs::write(
        &main_c,
        "extern int f (int);\nint main (void) { return f (20) == 41 ? 0 : 1; }\n",
    )
    .unwrap();
    let mut tc = TreeContext::new();
    let f = tree::example::build_int_f(&mut tc).unwrap();
    for level in ["-O0", "-O2"] {
        let object = scratch.0.join(format!("f{level}.o"));
        compile_functions(&tc, &[f], &options(&importer, &object, level)).unwrap();
        let exe = scratch.0.join(format!("f{level}"));
        gcc(&[
            main_c.as_os_str(),
            object.as_os_str(),
            "-o".as_ref(),
            exe.as_os_str(),
        ]);
        assert_eq!(
            programs::run_program(&exe),
            Some(Ending::Exit(0)),
            "f (20) == 41 at {level}"
        );
    }
}

fn an_output_ending_in_s_is_assembly() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let scratch = Scratch::new("asm");
    let mut tc = TreeContext::new();
    let f = tree::example::build_int_f(&mut tc).unwrap();
    let asm = scratch.0.join("f.s");
    compile_functions(&tc, &[f], &options(&importer, &asm, "-O2")).unwrap();
    let text = std::fs::read_to_string(&asm).unwrap();
    assert!(text.contains("f:") && text.contains(".globl\tf"), "{text}");
}

/// The importer takes the memory order of atomic constructs and the named address space of
/// types; it refuses what GCC's code generation would stop on, with a position.
fn atomic_orders_and_address_spaces_compile_from_the_arena() {
    let Some(importer) = plugin::importer_so() else {
        return;
    };
    let Some(atomic) = probe_through_the_arena("omp-atomic.c", "-fopenmp") else {
        return;
    };
    let asm = assembly(&importer, &atomic, &["-fopenmp"]).unwrap();
    assert!(asm.contains("lock"), "{asm}");
    let stderr = assembly(&importer, &atomic, &[]).unwrap_err();
    assert!(stderr.contains("needs -fopenmp or -fopenacc"), "{stderr}");
    // Unspecified (0) and a release fail order (3 << 3): expansion has no model for them.
    for bad in [
        "\"OMP_ATOMIC_MEMORY_ORDER\":0",
        "\"OMP_ATOMIC_MEMORY_ORDER\":25",
    ] {
        let text = atomic.replacen("\"OMP_ATOMIC_MEMORY_ORDER\":1", bad, 1);
        assert_ne!(text, atomic);
        let stderr = assembly(&importer, &text, &["-fopenmp"]).unwrap_err();
        assert!(stderr.contains("unit.gccint.jsonl:"), "{stderr}");
        assert!(
            stderr.contains("OMP_ATOMIC_MEMORY_ORDER`: expected"),
            "{stderr}"
        );
    }
    // The atomic's address given a `void *` type (found by `import_compile`:
    // create_tmp_var asserted on the incomplete type the atomic would copy).
    let through_void = rewritten(&atomic, |d| {
        let atomic_op = first_node(d, |n| n.code.starts_with("omp_atomic"));
        let address = node_of(d, atomic_op).unwrap().ops[0].unwrap();
        let void_pointer = first_node(d, |n| n.global.as_deref() == Some("ptr_type_node"));
        node_mut(d, address).ty = Some(void_pointer);
    });
    let stderr = assembly(&importer, &through_void, &["-fopenmp"]).unwrap_err();
    assert!(
        stderr.contains("expected a pointer to a complete scalar type"),
        "{stderr}"
    );

    let Some(spaces) = probe_through_the_arena("address-space.c", "-O0") else {
        return;
    };
    let asm = assembly(&importer, &spaces, &[]).unwrap();
    assert!(asm.contains("%fs:") && asm.contains("%gs:"), "{asm}");
    // Space 5: x86 names only 1 and 2.
    let text = spaces.replacen("\"TYPE_QUALS\":256", "\"TYPE_QUALS\":1280", 1);
    assert_ne!(text, spaces);
    let stderr = assembly(&importer, &text, &[]).unwrap_err();
    assert!(
        stderr.contains("an address space this target names"),
        "{stderr}"
    );
}

fn a_cplusplus_document_is_not_for_cc1() {
    let mut tc = TreeContext::new();
    let f = tree::example::build_int_f(&mut tc).unwrap();
    let mut doc = tree::interop::export(&tc, &[f]).unwrap();
    doc.header.language = "c++".into();
    let err = compile_document(&doc, &CompileOptions::new("never.o")).unwrap_err();
    assert!(matches!(err, CompileError::Language(_)), "{err}");
}

/// `unsigned_flag` removed from every node the importer builds (GCC's global types keep
/// theirs): TYPE_UNSIGNED of the typedef `u32` and its const variant, DECL_UNSIGNED of the
/// declarations.
fn without_unsigned(doc: &Document) -> Document {
    let mut doc = doc.clone();
    for (_, record) in &mut doc.records {
        if let Record::Node(n) = record {
            n.flags.retain(|f| f != "unsigned_flag");
        }
    }
    doc
}

fn printed(doc: &Document) -> String {
    let mut tc = TreeContext::new();
    let unit = import(&mut tc, doc).expect("the document imports");
    unit.print_original(&tc).unwrap()
}

fn the_oracle_sees_fields_the_printer_never_shows() {
    let (Some(exporter), Some(importer)) = (plugin::plugin_so(), plugin::importer_so()) else {
        return;
    };
    let plugins = Plugins { exporter, importer };
    let scratch = Scratch::new("oracle");
    let source = Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/roundtrip/oracle.c");
    let doc = programs::export(&plugins, &source, &scratch.0).expect("gcc compiles oracle.c");
    let doc = programs::through_the_arena(&doc).unwrap();
    let corrupt = without_unsigned(&doc);
    // The printer cannot tell the two documents apart: types print by name.
    assert_eq!(printed(&doc), printed(&corrupt));
    let run = |doc: &Document, name: &str| {
        let dir = scratch.0.join(name);
        std::fs::create_dir_all(&dir).unwrap();
        let exe = programs::build_from(&plugins, doc, "-O0", &dir).unwrap();
        programs::run_program(&exe)
    };
    assert_eq!(run(&doc, "intact"), Some(Ending::Exit(0)));
    let broken = run(&corrupt, "corrupt");
    assert_ne!(
        broken,
        Some(Ending::Exit(0)),
        "the corruption went unnoticed"
    );
}

testkit::main!(
    returns_are_checked_against_the_functions_return_type,
    the_readme_function_runs_from_rust_built_trees,
    an_output_ending_in_s_is_assembly,
    documents_gcc_cannot_take_are_refused_with_a_position,
    atomic_orders_and_address_spaces_compile_from_the_arena,
    a_derived_type_or_declaration_without_its_type_is_refused,
    shapes_the_gimplifier_asserts_on_are_refused,
    the_shape_table_refuses_what_gcc_would_crash_on,
    scopes_and_references_gcc_relies_on_are_checked,
    declarations_types_and_links_are_checked,
    a_static_initializer_is_checked_after_its_operands,
    constructors_are_checked_element_by_element,
    layouts_statements_and_references_are_checked,
    sizes_bounds_and_conversions_are_checked,
    contexts_placements_and_derived_types_are_checked,
    flags_cleanups_and_sharing_c_never_makes_are_refused,
    addresses_flags_conditions_blocks_and_attributes_c_never_makes_are_refused,
    conversions_steps_and_strings_c_never_makes_are_refused,
    sizes_arguments_and_saves_c_never_makes_are_refused,
    codes_c_never_makes_are_refused,
    va_args_shifts_and_generic_builtins_c_never_makes_are_refused,
    alignments_derivations_and_addresses_c_never_makes_are_refused,
    divisions_lvalues_slots_and_fields_c_never_makes_are_refused,
    integer_bits_block_functions_and_scalar_bases_c_never_makes_are_refused,
    a_cplusplus_document_is_not_for_cc1,
    the_oracle_sees_fields_the_printer_never_shows,
    calls_are_checked_against_the_callees_prototype,
    sanitizer_checks_need_their_option_and_arity,
    asm_lists_predictors_labels_and_modes_are_checked,
    very_deep_nesting_is_refused_before_gcc_recurses,
    an_initializer_containing_its_own_declaration_is_refused,
);
