use ggc::{Gc, Gty};

#[derive(Gty)]
struct Node {
    #[gty(skip, deletable)]
    next: Option<Gc<Node>>,
}

fn main() {}
