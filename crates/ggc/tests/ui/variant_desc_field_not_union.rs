use ggc::{Gc, Gty};

#[derive(Gty)]
struct Leaf(u32);

#[derive(Gty)]
enum Outer {
    Empty,
    Kinded {
        kind: u8,
        #[gty(desc = *kind)]
        leaf: Option<Gc<Leaf>>,
    },
}

fn main() {}
