//! Copy-on-write lists: the game state keeps them, every view shares them for free.

use serde::{Deserialize, Deserializer, Serialize, Serializer};
use std::sync::Arc;

/// A list shared between the game and its views. Reads like a `Vec<T>` (`iter`, `len`,
/// `get`, indexing, `for x in &list`, `== vec![..]`); the game changes it in place when
/// no view holds it, and copies it first otherwise. Serialized as a plain list.
pub struct Shared<T>(Arc<Vec<T>>);

impl<T> Shared<T> {
    pub fn new(items: Vec<T>) -> Shared<T> {
        Shared(Arc::new(items))
    }
}

impl<T: Clone> Shared<T> {
    /// The list to change (copied first if a view still shares it).
    pub(super) fn make_mut(&mut self) -> &mut Vec<T> {
        Arc::make_mut(&mut self.0)
    }
}

impl<T> Clone for Shared<T> {
    fn clone(&self) -> Self {
        Shared(Arc::clone(&self.0))
    }
}

impl<T> Default for Shared<T> {
    fn default() -> Self {
        Shared::new(Vec::new())
    }
}

impl<T> From<Vec<T>> for Shared<T> {
    fn from(v: Vec<T>) -> Self {
        Shared::new(v)
    }
}

impl<T> FromIterator<T> for Shared<T> {
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        Shared::new(iter.into_iter().collect())
    }
}

impl<T> std::ops::Deref for Shared<T> {
    type Target = Vec<T>;
    fn deref(&self) -> &Vec<T> {
        &self.0
    }
}

impl<'a, T> IntoIterator for &'a Shared<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.0.iter()
    }
}

impl<T: std::fmt::Debug> std::fmt::Debug for Shared<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.as_slice().fmt(f)
    }
}

impl<T: PartialEq> PartialEq for Shared<T> {
    fn eq(&self, other: &Self) -> bool {
        Arc::ptr_eq(&self.0, &other.0) || self.0 == other.0
    }
}

impl<T: Eq> Eq for Shared<T> {}

impl<T: PartialEq> PartialEq<Vec<T>> for Shared<T> {
    fn eq(&self, other: &Vec<T>) -> bool {
        *self.0 == *other
    }
}

impl<T: PartialEq> PartialEq<Shared<T>> for Vec<T> {
    fn eq(&self, other: &Shared<T>) -> bool {
        *self == *other.0
    }
}

impl<T: Serialize> Serialize for Shared<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        self.0.as_slice().serialize(s)
    }
}

impl<'de, T: Deserialize<'de>> Deserialize<'de> for Shared<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        Vec::<T>::deserialize(d).map(Shared::new)
    }
}

/// Serde for an `Arc<T>` field, as the plain `T` (the `rc` feature is not needed).
pub(super) mod arc_serde {
    use super::*;

    pub(crate) fn serialize<T: Serialize, S: Serializer>(
        v: &Arc<T>,
        s: S,
    ) -> Result<S::Ok, S::Error> {
        v.as_ref().serialize(s)
    }

    pub(crate) fn deserialize<'de, T: Deserialize<'de>, D: Deserializer<'de>>(
        d: D,
    ) -> Result<Arc<T>, D::Error> {
        T::deserialize(d).map(Arc::new)
    }
}

/// Most seats at a Pala table.
const MAX_SEATS: usize = 5;

/// One small value per seat, kept inline (no allocation). Reads like a `Vec<T>` slice
/// (`iter`, `len`, `get`, indexing, `for x in &list`, `== vec![..]`); serialized as a
/// plain list.
#[derive(Clone, Copy)]
pub struct PerSeat<T: Copy + Default> {
    len: u8,
    items: [T; MAX_SEATS],
}

impl<T: Copy + Default> PerSeat<T> {
    /// `f(seat)` for seats `0..players` (at most five are kept).
    #[inline]
    pub(crate) fn from_fn(players: usize, mut f: impl FnMut(usize) -> T) -> PerSeat<T> {
        let len = players.min(MAX_SEATS);
        let mut items = [T::default(); MAX_SEATS];
        for (i, x) in items.iter_mut().enumerate().take(len) {
            *x = f(i);
        }
        PerSeat {
            len: len as u8,
            items,
        }
    }
}

impl<T: Copy + Default> FromIterator<T> for PerSeat<T> {
    /// The first five items.
    fn from_iter<I: IntoIterator<Item = T>>(iter: I) -> Self {
        let mut out = PerSeat::default();
        for (x, v) in out.items.iter_mut().zip(iter) {
            *x = v;
            out.len += 1;
        }
        out
    }
}

impl<T: Copy + Default> Default for PerSeat<T> {
    fn default() -> Self {
        PerSeat::from_fn(0, |_| T::default())
    }
}

impl<T: Copy + Default> std::ops::Deref for PerSeat<T> {
    type Target = [T];
    fn deref(&self) -> &[T] {
        &self.items[..usize::from(self.len)]
    }
}

impl<T: Copy + Default> std::ops::DerefMut for PerSeat<T> {
    fn deref_mut(&mut self) -> &mut [T] {
        &mut self.items[..usize::from(self.len)]
    }
}

impl<'a, T: Copy + Default> IntoIterator for &'a PerSeat<T> {
    type Item = &'a T;
    type IntoIter = std::slice::Iter<'a, T>;
    fn into_iter(self) -> Self::IntoIter {
        self.iter()
    }
}

impl<T: Copy + Default + std::fmt::Debug> std::fmt::Debug for PerSeat<T> {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        (**self).fmt(f)
    }
}

impl<T: Copy + Default + PartialEq> PartialEq for PerSeat<T> {
    fn eq(&self, other: &Self) -> bool {
        **self == **other
    }
}

impl<T: Copy + Default + Eq> Eq for PerSeat<T> {}

impl<T: Copy + Default + PartialEq> PartialEq<Vec<T>> for PerSeat<T> {
    fn eq(&self, other: &Vec<T>) -> bool {
        **self == **other
    }
}

impl<T: Copy + Default + PartialEq> PartialEq<PerSeat<T>> for Vec<T> {
    fn eq(&self, other: &PerSeat<T>) -> bool {
        **self == **other
    }
}

impl<T: Copy + Default + Serialize> Serialize for PerSeat<T> {
    fn serialize<S: Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        (**self).serialize(s)
    }
}

impl<'de, T: Copy + Default + Deserialize<'de>> Deserialize<'de> for PerSeat<T> {
    fn deserialize<D: Deserializer<'de>>(d: D) -> Result<Self, D::Error> {
        let v = Vec::<T>::deserialize(d)?;
        if v.len() > MAX_SEATS {
            return Err(serde::de::Error::invalid_length(
                v.len(),
                &"at most five seats",
            ));
        }
        Ok(PerSeat::from_fn(v.len(), |i| v[i]))
    }
}
