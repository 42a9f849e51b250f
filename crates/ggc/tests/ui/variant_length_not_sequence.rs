use ggc::{Gc, Gty};

#[derive(Gty)]
enum Node {
    Leaf,
    Counted {
        n: usize,
        #[gty(length = *n)]
        next: Option<Gc<Node>>,
    },
}

fn main() {}
