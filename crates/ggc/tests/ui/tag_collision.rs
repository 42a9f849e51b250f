use ggc::{Gc, Gty};

#[derive(Gty)]
struct Leaf(u32);

#[derive(Gty)]
#[gty(desc = h.kind)]
struct U {
    kind: u8,
    #[gty(tag = 1)]
    a: Option<Gc<Leaf>>,
    #[gty(tag = 1)]
    b: Option<Gc<Leaf>>,
}

fn main() {}
