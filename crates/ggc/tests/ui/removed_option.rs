use ggc::{Gc, Gty};

#[derive(Gty)]
struct Node {
    #[gty(if_marked = "ggc_marked_p")]
    next: Option<Gc<Node>>,
}

fn main() {}
