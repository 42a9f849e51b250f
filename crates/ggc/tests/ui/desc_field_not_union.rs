use ggc::{Gc, Gty};

#[derive(Gty)]
struct Leaf(u32);

#[derive(Gty)]
struct Outer {
    kind: u8,
    #[gty(desc = parent.kind)]
    leaf: Option<Gc<Leaf>>,
}

fn main() {}
