//! A shared, size-bounded cache of pre-rendered things.

use std::collections::HashMap;
use std::hash::Hash;
use std::sync::{Arc, RwLock};

/// Things that know how many heap bytes they hold.
pub(crate) trait Weigh {
    /// Approximate heap bytes.
    fn bytes(&self) -> usize;
}

/// A map from keys to shared values behind a lock, emptied when its contents pass a byte
/// budget (a long-running bot then re-renders what it still uses: cheap, and memory stays
/// bounded whatever the games show).
#[derive(Debug)]
pub(crate) struct Cache<K, V> {
    inner: RwLock<(HashMap<K, Arc<V>>, usize)>,
    budget: usize,
}

impl<K: Hash + Eq, V: Weigh> Cache<K, V> {
    /// An empty cache holding at most about `budget` bytes.
    pub fn new(budget: usize) -> Self {
        Cache {
            inner: RwLock::new((HashMap::new(), 0)),
            budget,
        }
    }

    /// The value for `key`, built by `build` (outside the lock) on a miss.
    pub fn get_or(&self, key: K, build: impl FnOnce() -> V) -> Arc<V> {
        if let Some(v) = self.inner.read().expect("cache lock").0.get(&key) {
            return v.clone();
        }
        let v = Arc::new(build());
        let mut guard = self.inner.write().expect("cache lock");
        let (map, bytes) = &mut *guard;
        if let Some(existing) = map.get(&key) {
            return existing.clone();
        }
        let size = v.bytes() + 64;
        if *bytes + size > self.budget {
            map.clear();
            *bytes = 0;
        }
        *bytes += size;
        map.insert(key, v.clone());
        v
    }

    /// How many entries are cached.
    pub fn len(&self) -> usize {
        self.inner.read().expect("cache lock").0.len()
    }

    /// Approximate heap bytes held.
    pub fn bytes(&self) -> usize {
        self.inner.read().expect("cache lock").1
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    impl Weigh for Vec<u8> {
        fn bytes(&self) -> usize {
            self.len()
        }
    }

    #[test]
    fn builds_once_and_stays_within_budget() {
        let c: Cache<u32, Vec<u8>> = Cache::new(1000);
        let a = c.get_or(1, || vec![0; 100]);
        let b = c.get_or(1, || panic!("cached"));
        assert!(Arc::ptr_eq(&a, &b));
        for k in 2..40 {
            c.get_or(k, || vec![0; 100]);
            assert!(c.bytes() <= 1000);
        }
        assert!(c.len() < 10);
    }
}
