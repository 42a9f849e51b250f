use ggc::{Gc, Gty};

#[derive(Gty)]
struct Node {
    #[gty(chain_next = h.next)]
    next: Option<Gc<Node>>,
}

fn main() {}
