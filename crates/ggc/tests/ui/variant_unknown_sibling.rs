use ggc::{Gc, Gty};

#[derive(Gty)]
enum Node {
    Leaf,
    Counted {
        count: usize,
        #[gty(length = *num_elem)]
        elems: Vec<Gc<Node>>,
    },
}

fn main() {}
