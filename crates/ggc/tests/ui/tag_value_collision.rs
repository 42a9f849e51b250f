use ggc::{Gc, Gty};

#[derive(Gty)]
struct Leaf(u32);

const SCOPE: i64 = 2;

#[derive(Gty)]
#[gty(desc = h.kind)]
struct U {
    kind: u8,
    #[gty(tag = SCOPE)]
    a: Option<Gc<Leaf>>,
    #[gty(tag = 1 + 1)]
    b: Option<Gc<Leaf>>,
}

fn main() {}
