use ggc::{Gc, Gty};

#[derive(Gty)]
struct Node {
    n: u32,
    #[gty(length = h.n)]
    next: Option<Gc<Node>>,
}

fn main() {}
