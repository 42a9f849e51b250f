//! Generates `$OUT_DIR/opts.rs` from `demo.opt`.

fn main() {
    if let Err(e) = opts::Builder::new().file("demo.opt").generate() {
        eprintln!("{e}");
        std::process::exit(1);
    }
}
