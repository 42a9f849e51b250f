use ggc::{Gc, Gty};

#[derive(Gty)]
enum Node {
    Leaf,
    Pair {
        kind: u8,
        #[gty(tag = 1)]
        next: Option<Gc<Node>>,
    },
}

fn main() {}
