//! TREE_LIST and TREE_VEC builders and the chain utilities: tree_cons, build_tree_list,
//! make_tree_vec, chainon, nreverse, list_length.

use crate::nodes::error::{Expected, Result, TreeError};
use crate::nodes::handle::Tree;
use crate::nodes::store::{MiscData, MiscRec};
use crate::{TreeCode, TreeContext, TreeStruct};

/// **Trees: lists** — `tree_cons`, `chainon`, `nreverse`, `list_length` (GCC internals manual: *GENERIC › Overview › Containers*).
impl TreeContext {
    /// `tree_cons`: a new TREE_LIST node with TREE_PURPOSE `purpose`, TREE_VALUE `value`,
    /// TREE_CHAIN `chain`.
    ///
    /// # Panics
    ///
    /// If a handle names no live node of this context or the TREE_LIST arena is full;
    /// [`TreeContext::try_tree_cons`] reports those instead.
    #[inline]
    pub fn tree_cons(
        &mut self,
        purpose: Option<Tree>,
        value: Option<Tree>,
        chain: Option<Tree>,
    ) -> Tree {
        match self.try_tree_cons(purpose, value, chain) {
            Ok(t) => t,
            Err(e) => e.raise(),
        }
    }

    /// `tree_cons`, reporting a handle that names no live node of this context
    /// ([`TreeError::InvalidHandle`]) or a full arena ([`TreeError::ArenaFull`]).
    #[doc(alias = "tree_cons")]
    #[inline(always)]
    pub fn try_tree_cons(
        &mut self,
        purpose: Option<Tree>,
        value: Option<Tree>,
        chain: Option<Tree>,
    ) -> Result<Tree> {
        // Live operands and a slot the arena has reserved: no call, hence no stack frame.
        let live = |v: Option<Tree>| v.is_none_or(|t| self.store.is_live(t));
        if live(purpose)
            && live(value)
            && live(chain)
            && let Some(t) = self.store.new_list_reserved(purpose, value, chain)
        {
            return Ok(t);
        }
        self.tree_cons_slow(purpose, value, chain)
    }

    /// `try_tree_cons` when its fast path could not finish: a new reservation, or the
    /// error that says which operand is stale or that the arena is full.
    #[cold]
    #[inline(never)]
    fn tree_cons_slow(
        &mut self,
        purpose: Option<Tree>,
        value: Option<Tree>,
        chain: Option<Tree>,
    ) -> Result<Tree> {
        self.check_value(purpose, "tree_cons")?;
        self.check_value(value, "tree_cons")?;
        self.check_value(chain, "tree_cons")?;
        self.store
            .new_list(purpose, value, chain)
            .ok_or_else(|| TreeError::full("tree_cons", "TREE_LIST"))
    }

    /// `build_tree_list`: a one-element TREE_LIST.
    ///
    /// # Panics
    ///
    /// As [`TreeContext::tree_cons`]; [`TreeContext::try_build_tree_list`] reports instead.
    pub fn build_tree_list(&mut self, purpose: Option<Tree>, value: Option<Tree>) -> Tree {
        self.tree_cons(purpose, value, None)
    }

    /// `build_tree_list`, reporting a stale or foreign handle or a full arena.
    #[doc(alias = "build_tree_list")]
    pub fn try_build_tree_list(
        &mut self,
        purpose: Option<Tree>,
        value: Option<Tree>,
    ) -> Result<Tree> {
        self.try_tree_cons(purpose, value, None)
    }

    /// `make_tree_vec`: a TREE_VEC of `len` NULL_TREE elements.
    ///
    /// # Panics
    ///
    /// If the miscellaneous arena is full; [`TreeContext::try_make_tree_vec`] reports it.
    pub fn make_tree_vec(&mut self, len: usize) -> Tree {
        match self.try_make_tree_vec(len) {
            Ok(t) => t,
            Err(e) => e.raise(),
        }
    }

    /// `make_tree_vec`, reporting a full arena ([`TreeError::ArenaFull`]).
    #[doc(alias = "make_tree_vec")]
    pub fn try_make_tree_vec(&mut self, len: usize) -> Result<Tree> {
        self.store
            .new_misc(MiscRec {
                code: TreeCode::TreeVec,
                flags: 0,
                ty: None,
                chain: None,
                data: MiscData::Vec(vec![None; len]),
            })
            .ok_or_else(|| TreeError::full("make_tree_vec", "miscellaneous"))
    }

    fn chain_check(&self, t: Tree, accessor: &'static str) -> Result<()> {
        let code = self.code_for(t, accessor)?;
        if code.contains_struct(TreeStruct::Common) {
            Ok(())
        } else {
            Err(TreeError::wrong(
                accessor,
                Expected::Struct(TreeStruct::Common),
                code,
            ))
        }
    }

    /// `list_length`: the number of nodes on the TREE_CHAIN of `t` (0 for NULL_TREE).
    /// A circular chain is reported as an error rather than looping.
    pub fn list_length(&self, t: Option<Tree>) -> Result<usize> {
        self.chain_length(t, "list_length")
    }

    /// The length of a chain, every node checked; a circular chain is an error of
    /// `accessor` (Floyd's two pointers: no memory, no budget).
    fn chain_length(&self, t: Option<Tree>, accessor: &'static str) -> Result<usize> {
        let mut n = 0usize;
        let mut slow = t;
        let mut p = t;
        while let Some(node) = p {
            self.chain_check(node, accessor)?;
            p = self.store.chain(node);
            n += 1;
            if n.is_multiple_of(2) {
                slow = slow.and_then(|s| self.store.chain(s));
                if p.is_some() && p == slow {
                    return Err(TreeError::Invalid {
                        builder: accessor,
                        what: "circular TREE_CHAIN".into(),
                    });
                }
            }
        }
        Ok(n)
    }

    /// `chainon`: appends chain `op2` to the end of chain `op1` and returns the result
    /// (`op2` if `op1` is NULL_TREE). Like GCC's checking build, a join that would make a
    /// circular chain (`op1`'s last node already on `op2`'s chain) is an error; so is a
    /// chain that is circular already (GCC would loop).
    pub fn chainon(&mut self, op1: Option<Tree>, op2: Option<Tree>) -> Result<Option<Tree>> {
        let Some(first) = op1 else { return Ok(op2) };
        let Some(second) = op2 else { return Ok(op1) };
        // Both walks are bounded: `op1` is known to end.
        self.chain_length(op1, "chainon")?;
        self.chain_length(op2, "chainon")?;
        let mut last = first;
        while let Some(next) = self.store.chain(last) {
            last = next;
        }
        let mut p = op2;
        while let Some(node) = p {
            if node == last {
                return Err(TreeError::Invalid {
                    builder: "chainon",
                    what: "the second chain is already part of the first".into(),
                });
            }
            p = self.store.chain(node);
        }
        self.store.set_chain(last, Some(second));
        Ok(Some(first))
    }

    /// `nreverse`: reverses the TREE_CHAIN order in place and returns the new head.
    pub fn nreverse(&mut self, t: Option<Tree>) -> Result<Option<Tree>> {
        // Check first, so an error leaves the chain untouched.
        self.list_length(t)?;
        let mut prev = None;
        let mut cur = t;
        while let Some(node) = cur {
            let next = self.store.chain(node);
            self.store.set_chain(node, prev);
            prev = Some(node);
            cur = next;
        }
        Ok(prev)
    }

    /// The nodes of a TREE_CHAIN, in order.
    pub fn chain_iter(&self, t: Option<Tree>) -> Result<Vec<Tree>> {
        let n = self.list_length(t)?;
        let mut out = Vec::with_capacity(n);
        let mut p = t;
        while let Some(node) = p {
            out.push(node);
            p = self.store.chain(node);
        }
        Ok(out)
    }

    /// `build_tree_list_vec`-style helper: a TREE_LIST of `values` (no purposes), in order.
    /// Panics as [`TreeContext::tree_cons`] does (a value naming no live node, a full
    /// arena); [`TreeContext::try_build_tree_list_vec`] reports those instead.
    pub fn build_tree_list_vec(&mut self, values: &[Option<Tree>]) -> Option<Tree> {
        match self.try_build_tree_list_vec(values) {
            Ok(t) => t,
            Err(e) => e.raise(),
        }
    }

    /// [`TreeContext::build_tree_list_vec`], reporting a value that names no live node
    /// ([`TreeError::InvalidHandle`]) or a full arena ([`TreeError::ArenaFull`]). On
    /// error nothing is built: every value is checked before the first node is made.
    #[doc(alias = "build_tree_list_vec")]
    pub fn try_build_tree_list_vec(&mut self, values: &[Option<Tree>]) -> Result<Option<Tree>> {
        for &v in values {
            self.check_value(v, "build_tree_list_vec")?;
        }
        let mut head = None;
        for &v in values.iter().rev() {
            head = Some(self.try_tree_cons(None, v, head)?);
        }
        Ok(head)
    }

    /// `purpose_member`: the first element of `list` whose TREE_PURPOSE is `elem`.
    pub fn purpose_member(&self, elem: Option<Tree>, list: Option<Tree>) -> Result<Option<Tree>> {
        for node in self.chain_iter(list)? {
            if self.tree_purpose(node)? == elem {
                return Ok(Some(node));
            }
        }
        Ok(None)
    }

    /// `value_member`: the first element of `list` whose TREE_VALUE is `elem`.
    pub fn value_member(&self, elem: Option<Tree>, list: Option<Tree>) -> Result<Option<Tree>> {
        for node in self.chain_iter(list)? {
            if self.tree_value(node)? == elem {
                return Ok(Some(node));
            }
        }
        Ok(None)
    }
}
