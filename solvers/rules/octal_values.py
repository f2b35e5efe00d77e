"""The Grundy sequence of a take-and-break game, exact and fast enough for 10^6 heaps.

g(n) is the mex of the values a move from n leaves; a split of m objects into two heaps
leaves g(a) ^ g(m - a). Deciding that a value is *absent* from those m/2 pairs is what
costs: done plainly it makes the sequence quadratic.

The sparse-space idea (Winning Ways ch. 4, "Sparse space spells speed"; A. Flammenkamp's
octal pages): pick a bit mask and call a value *common* when it has an odd number of ones
under the mask, *rare* otherwise. A common value can only be the XOR of one rare and one
common value, so the common values among the splits are found exactly by pairing each
position with a rare value against the rest. In many games rare values almost never occur
as g(n), so this costs a few steps per n. Rare candidates are looked for among a few pairs
first (common ^ common pairs make them plentiful), then among the nearest NEAR_PAIRS pairs
in one NumPy step, and only when still missing by a full NumPy pass over every split (0.106
to 10^6: 55 s with full passes alone, 6 s with the near look first). The mask only decides
speed, never the answer: with mask 0 every value counts as rare and every absence is
checked in full.
"""

from __future__ import annotations

import functools
from collections.abc import Callable
from typing import TYPE_CHECKING

from .base import POLL_EVERY, mex

if TYPE_CHECKING:
    from .octal import OctalRule

#: Pairs tried in plain Python before a full pass, for a value that is likely present.
PROBE_PAIRS = 24
#: Pairs looked at for one rare candidate before every split of a size is listed.
NEAR_PAIRS = 512
#: A mask is kept only when at most this share of the positions so far hold rare values.
RARE_SHARE = 1 / 64
#: Masks are tried over values below 2**MASK_BITS (octal games rarely pass 256).
MASK_BITS = 11


def extend_octal(rule: OctalRule, values: list[int], last: int,
                 tick: Callable[[int], None]) -> None:
    """Append g(len(values)) .. g(last) to `values`."""
    if not values:
        values.append(0)
    if len(values) > last:
        return
    if rule.removals(8):
        _extend_with_three_way_splits(rule, values, last, tick)
    else:
        _SplitSearch(rule, values, last).run(tick)


class _SplitSearch:
    """The state of one extension: the values as a list (for single looks) and as a NumPy
    array (for full passes), the mask and the positions whose values are rare under it."""

    def __init__(self, rule: OctalRule, values: list[int], last: int):
        import numpy as np

        self.values = values
        self.array = np.zeros(last + 1, dtype=np.int64)
        self.array[:len(values)] = values
        self.last = last
        self.leave_none = frozenset(k for k in rule.removals(1) if k)
        self.leave_one = tuple(k for k in rule.removals(2) if k)
        self.leave_two = rule.removals(4)
        self.mask = self.twist = self.flip = 0
        self.rare: list[int] = []
        self._choose_mask()

    def run(self, tick: Callable[[int], None]) -> None:
        values, array = self.values, self.array
        next_mask_check = max(256, 2 * len(values))
        for n in range(len(values), self.last + 1):
            if n % POLL_EVERY == 0:
                tick(n)
            if n == next_mask_check:
                self._choose_mask()
                next_mask_check *= 2
            present = {values[n - k] for k in self.leave_one if n > k}
            if n in self.leave_none:
                present.add(0)
            sizes = [n - k for k in self.leave_two if n - k >= 2]
            value = self._mex_with_splits(present, sizes) if sizes else mex(present)
            values.append(value)
            array[n] = value
            if self.mask and not ((value & self.mask).bit_count() ^ (self.twist & n)
                                  ^ self.flip) & 1:
                self.rare.append(n)

    def _mex_with_splits(self, present: set[int], sizes: list[int]) -> int:
        values, mask, twist = self.values, self.mask, self.twist
        if mask:
            for size in sizes:
                for rare in self.rare:
                    if rare >= size:
                        break
                    present.add(values[size - rare] ^ values[rare])
        probed = False
        scanned: set[int] = set()
        candidate = 0
        while True:
            while candidate in present:
                candidate += 1
            # Sizes whose splits may hold `candidate` from two common positions: only
            # there can it be missing from `present` and still be an option.
            parity = (candidate & mask).bit_count() & 1
            open_sizes = [size for size in sizes if size not in scanned
                          and (not mask or parity == (twist & size & 1))]
            if not open_sizes:
                return candidate
            if not probed:
                probed = True
                for size in sizes:
                    for part in range(1, min(PROBE_PAIRS, size // 2) + 1):
                        present.add(values[part] ^ values[size - part])
                continue
            size = open_sizes[0]
            if mask and self._near_splits_make(size, candidate):
                present.add(candidate)
                continue
            scanned.add(size)
            present.update(self._all_split_values(size))

    def _near_splits_make(self, size: int, value: int) -> bool:
        """Whether one of the first NEAR_PAIRS pairs g(a) ^ g(size - a) is `value`. Under
        a mask a missing candidate is rare, and splits of common values make it often:
        a near pair usually shows it, for far less than listing every split's value."""
        stop = min(size // 2, NEAR_PAIRS)
        array = self.array
        return bool(((array[1:stop + 1] ^ array[size - 1:size - stop - 1:-1]) == value).any())

    def _all_split_values(self, size: int) -> list[int]:
        """Every g(a) ^ g(size - a), 1 <= a <= size / 2, as distinct values."""
        import numpy as np

        half = size // 2
        array = self.array
        both = array[1:half + 1] ^ array[size - 1:size - half - 1:-1]   # size - half >= 1
        return np.flatnonzero(np.bincount(both)).tolist()

    def _choose_mask(self) -> None:
        """The mask, twist and flip under which the fewest positions so far are rare, if
        few. Position n is rare when parity(g(n) & mask) ^ (twist & n) ^ flip is 0 (the
        twist follows Flammenkamp's sparse positions, whose class alternates with n)."""
        import numpy as np

        values = self.values
        self.mask = self.twist = self.flip = 0
        self.rare = []
        if len(values) < 64 or max(values).bit_length() > MASK_BITS:
            return
        numbers = np.asarray(values, dtype=np.int64)
        even = np.bincount(numbers[2::2], minlength=1 << MASK_BITS)
        odd = np.bincount(numbers[1::2], minlength=1 << MASK_BITS)
        total = len(values) - 1
        places = np.arange(even.size)
        best = (total + 1, 0, 0, 0)
        for mask in range(1, 1 << max(1, int(max(values)).bit_length())):
            ones = _parity()[places & mask] == 1
            even_ones, odd_ones = int(even[ones].sum()), int(odd[ones].sum())
            zeros = total - even_ones - odd_ones
            even_zeros = int(even.sum()) - even_ones
            odd_zeros = int(odd.sum()) - odd_ones
            options = ((zeros, 0, 0), (total - zeros, 0, 1),
                       (even_zeros + odd_ones, 1, 0), (even_ones + odd_zeros, 1, 1))
            for rare, twist, flip in options:
                if rare < best[0]:
                    best = (rare, mask, twist, flip)
        rare, mask, twist, flip = best
        if rare <= RARE_SHARE * len(values):
            self.mask, self.twist, self.flip = mask, twist, flip
            self.rare = [n for n in range(1, len(values))
                         if not ((values[n] & mask).bit_count() ^ (twist & n) ^ flip) & 1]


@functools.cache
def _parity():
    """The parity of every MASK_BITS-bit number (made on first use: NumPy is imported only
    when a table is computed, not when the window starts)."""
    import numpy as np

    return np.array([number.bit_count() & 1 for number in range(1 << MASK_BITS)],
                    dtype=np.int8)


def _extend_with_three_way_splits(rule: OctalRule, values: list[int], last: int,
                                  tick: Callable[[int], None]) -> None:
    """The plain way, for hexadecimal codes that split into three heaps: keep, for every
    m, the set of values of its two-heap splits, and build three-heap splits from them.
    About n times the number of distinct values per position: fine for tables of a few
    thousand, which is what such games are studied with."""
    leave_none = frozenset(k for k in rule.removals(1) if k)
    leave_one = tuple(k for k in rule.removals(2) if k)
    leave_two, leave_three = rule.removals(4), rule.removals(8)
    pairs: list[set[int]] = [set() for _ in range(len(values))]
    for m in range(len(pairs)):
        pairs[m] = {values[a] ^ values[m - a] for a in range(1, m // 2 + 1)}
    for n in range(len(values), last + 1):
        if n % POLL_EVERY == 0:
            tick(n)
        pairs.append({values[a] ^ values[n - a] for a in range(1, n // 2 + 1)})
        present = {values[n - k] for k in leave_one if n > k}
        if n in leave_none:
            present.add(0)
        for k in leave_two:
            if n - k >= 2:
                present |= pairs[n - k]
        for k in leave_three:
            size = n - k
            for part in range(1, size - 1):
                shift = values[part]
                present.update(shift ^ value for value in pairs[size - part])
        values.append(mex(present))
