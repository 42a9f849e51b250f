use ggc::Gty;

#[derive(Gty)]
#[gty(generation_bits = 12)]
struct Wide(u32);

fn main() {}
