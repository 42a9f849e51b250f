//! Function and method types: `build_function_type`, `build_function_type_list`,
//! `build_method_type`.

use crate::nodes::error::Result;
use crate::nodes::handle::Tree;
use crate::{PolySize, TreeCode, TreeContext};

use TreeCode as C;

/// **Types: function and method types** (GCC internals manual: *GENERIC › Types*).
impl TreeContext {
    /// `build_function_type`: the function returning `ret` with argument-type list
    /// `arg_types` (a TREE_LIST of types; ending in `void_list_node` for a prototype without
    /// varargs, `None` for an unprototyped function). Hash-consed on the list's contents.
    pub fn build_function_type(&mut self, ret: Tree, arg_types: Option<Tree>) -> Result<Tree> {
        self.expect_type(Some(ret), "build_function_type")?;
        let mut key_elts = vec![Some(ret)];
        for node in self.chain_iter(arg_types)? {
            key_elts.push(self.tree_value(node)?);
            if node == self.g.void_list {
                key_elts.push(Some(node));
            }
        }
        let key = (C::FunctionType, key_elts, PolySize::default());
        if let Some(t) = self.cached_type(&key) {
            return Ok(t);
        }
        let t = self.make_node(C::FunctionType)?;
        {
            let r = self.store.ty_rec_mut(t);
            r.ty = Some(ret);
            r.values = arg_types;
        }
        self.layout_type(t)?;
        self.store.weak.type_cache.insert(key, t);
        Ok(t)
    }

    /// `build_function_type_list` / `build_varargs_function_type_list`: the argument list is
    /// built from `args`, terminated by `void_list_node` unless `varargs`.
    #[doc(alias = "build_varargs_function_type_list")]
    pub fn build_function_type_list(
        &mut self,
        ret: Tree,
        args: &[Tree],
        varargs: bool,
    ) -> Result<Tree> {
        let mut list = if varargs {
            None
        } else {
            Some(self.g.void_list)
        };
        for &a in args.iter().rev() {
            list = Some(self.try_tree_cons(None, Some(a), list)?);
        }
        self.build_function_type(ret, list)
    }

    /// `build_method_type_directly`: a METHOD_TYPE of class `basetype` (its `this` pointer
    /// becomes the first argument type) returning `ret`.
    #[doc(alias = "build_method_type_directly")]
    pub fn build_method_type(
        &mut self,
        basetype: Tree,
        ret: Tree,
        args: &[Tree],
        varargs: bool,
    ) -> Result<Tree> {
        let this = self.build_pointer_type(Some(basetype))?;
        let mut list = if varargs {
            None
        } else {
            Some(self.g.void_list)
        };
        for &a in args.iter().rev() {
            list = Some(self.try_tree_cons(None, Some(a), list)?);
        }
        list = Some(self.try_tree_cons(None, Some(this), list)?);
        let mut key_elts = vec![Some(basetype), Some(ret)];
        key_elts.extend(args.iter().map(|&a| Some(a)));
        let key = (
            C::MethodType,
            key_elts,
            PolySize::new([i64::from(varargs), 0]),
        );
        if let Some(t) = self.cached_type(&key) {
            return Ok(t);
        }
        let t = self.make_node(C::MethodType)?;
        {
            let r = self.store.ty_rec_mut(t);
            r.ty = Some(ret);
            r.values = list;
            r.minval = Some(basetype);
        }
        self.layout_type(t)?;
        self.store.weak.type_cache.insert(key, t);
        Ok(t)
    }
}
