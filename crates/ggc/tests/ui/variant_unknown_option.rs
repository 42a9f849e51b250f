use ggc::{Gc, Gty};

#[derive(Gty)]
enum Node {
    Leaf,
    Counted(usize, #[gty(lenght = *_0)] Vec<Gc<Node>>),
}

fn main() {}
