//! Builders in three layers, each over the one below: GCC's raw words (`make_node`,
//! `build0`…`build6`, `tree_cons`: `make`, `exprs`, `calls`, `list`), the C-level builders with the C front
//! end's semantics ([`c_build`](crate::c_build)), and a whole function as the C parser
//! builds it ([`FunctionBuilder`](crate::FunctionBuilder)).

pub mod c_build;
pub(crate) mod calls;
pub(crate) mod exprs;
pub mod function_builder;
pub(crate) mod list;
pub(crate) mod make;
