//! Uses the Rust that build.rs generated from demo.opt.

include!(concat!(env!("OUT_DIR"), "/opts.rs"));

fn main() {
    let wall = Opt::OPT_Wall;
    println!(
        "{} is option #{} ({:?})",
        wall.info().name,
        wall as u16,
        wall.info().help
    );
    let idx = lookup("fcolor=").expect("-fcolor= is defined");
    println!("-fcolor= has enumerator {}", OPTIONS[idx].enumerator);
    println!(
        "'always' is {:?}",
        Color::from_arg("always").map(Color::value)
    );
    let options = Options::default();
    println!(
        "flag_color starts at {}, MASK_FAST = {MASK_FAST:#x}",
        options.flag_color
    );
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_generated_table_matches_demo_opt() {
        assert_eq!(Opt::OPT_Wall.info().name, "Wall");
        let idx = lookup("fcolor=").expect("-fcolor= is defined");
        assert_eq!(OPTIONS[idx].enumerator, "OPT_fcolor_");
        assert_eq!(Color::from_arg("always").map(Color::value), Some(1));
        assert_eq!(Options::default().flag_color, 2);
        assert_eq!(MASK_FAST, 1);
    }
}
