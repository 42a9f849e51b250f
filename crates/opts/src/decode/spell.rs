//! "Did you mean" hints: GCC's spellcheck distance and cutoff, so the decoder suggests the
//! same option or argument GCC suggests.

/// Cost of an insertion, deletion, substitution or adjacent transposition.
const BASE_COST: u32 = 2;
/// Cost of a substitution that only changes letter case.
const CASE_COST: u32 = 1;

/// Case-aware optimal-string-alignment distance between `s` and `t` (GCC's
/// `get_edit_distance`): every edit costs 2, a pure case change costs 1.
#[doc(alias = "get_edit_distance")]
pub fn edit_distance(s: &str, t: &str) -> u32 {
    let (s, t) = (s.as_bytes(), t.as_bytes());
    if s.is_empty() {
        return BASE_COST * t.len() as u32;
    }
    if t.is_empty() {
        return BASE_COST * s.len() as u32;
    }
    let mut two_ago = vec![0u32; s.len() + 1];
    let mut one_ago: Vec<u32> = (0..=s.len() as u32).map(|i| i * BASE_COST).collect();
    let mut next = vec![0u32; s.len() + 1];
    for i in 0..t.len() {
        next[0] = (i as u32 + 1) * BASE_COST;
        for j in 0..s.len() {
            let cost = if s[j] == t[i] {
                0
            } else if s[j].eq_ignore_ascii_case(&t[i]) {
                CASE_COST
            } else {
                BASE_COST
            };
            let mut cheapest = (next[j] + BASE_COST)
                .min(one_ago[j + 1] + BASE_COST)
                .min(one_ago[j] + cost);
            if i > 0 && j > 0 && s[j] == t[i - 1] && s[j - 1] == t[i] {
                cheapest = cheapest.min(two_ago[j - 1] + BASE_COST);
            }
            next[j + 1] = cheapest;
        }
        std::mem::swap(&mut two_ago, &mut one_ago);
        one_ago.copy_from_slice(&next);
    }
    next[s.len()]
}

/// The largest distance GCC still considers a meaningful suggestion
/// (`get_edit_distance_cutoff`).
fn cutoff(goal_len: usize, candidate_len: usize) -> u32 {
    let max = goal_len.max(candidate_len);
    let min = goal_len.min(candidate_len);
    if max <= 1 {
        0
    } else if max - min <= 1 {
        BASE_COST * (max as u32 / 3).max(1)
    } else {
        BASE_COST * (max as u32 + 2) / 3
    }
}

/// The candidate closest to `goal`, or `None` when nothing is close enough or the best is
/// `goal` itself; ties go to the earliest candidate (GCC's `find_closest_string`).
#[doc(alias = "find_closest_string")]
pub fn closest<'a, I>(goal: &str, candidates: I) -> Option<&'a str>
where
    I: IntoIterator<Item = &'a str>,
{
    let mut best: Option<(&'a str, u32)> = None;
    for candidate in candidates {
        let best_distance = best.map_or(u32::MAX, |(_, d)| d);
        // GCC compares the raw length difference (not scaled by the edit cost) here.
        let min_distance = candidate.len().abs_diff(goal.len()) as u32;
        if min_distance >= best_distance || min_distance > cutoff(goal.len(), candidate.len()) {
            continue;
        }
        let distance = edit_distance(goal, candidate);
        if distance < best_distance {
            best = Some((candidate, distance));
        }
    }
    match best {
        Some((candidate, distance))
            if distance != 0 && distance <= cutoff(goal.len(), candidate.len()) =>
        {
            Some(candidate)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn distances() {
        assert_eq!(edit_distance("", "abc"), 6);
        assert_eq!(edit_distance("abc", "abc"), 0);
        assert_eq!(edit_distance("abc", "Abc"), 1);
        assert_eq!(edit_distance("abc", "acb"), 2);
        assert_eq!(edit_distance("addres", "address"), 2);
    }

    #[test]
    fn suggestions_like_gcc() {
        let c = ["always", "auto", "never"];
        assert_eq!(closest("bogus", c), None);
        assert_eq!(closest("nevr", c), Some("never"));
        assert_eq!(closest("never", c), None);
    }
}
