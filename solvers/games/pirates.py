"""Pirates dividing gold (海盗分金, HDU 1538): who lives, and what each pirate gets.

Every answer is O(1) arithmetic on N, M and the pirate's number, so a table of 10^18
pirates is read row by row without ever being built.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from ..judge_input import JudgeFormat, Lines, Reader
from ..spec import Analysis, GameSpec, InputError, IntParam, Position, Printout, shown, text

THROWN = "Thrown"
#: Largest N whose whole table the command line prints (one JSON entry per pirate).
FULL_TABLE_LIMIT = 10**6

PROPOSER, BRIBED, NOTHING, UNCERTAIN, OVERBOARD = (
    "proposer", "bribed", "nothing", "uncertain", "thrown")


WANTS = "Each pirate wants, in this order: to live, more gold, to see others thrown."
BRIBE_OWN_PARITY = ("With N ≤ 2M the proposer buys the votes of the pirates of his own parity "
                    "with 1 coin each and keeps the rest.")
GIVE_ALL = "With N = 2M + 1 he gives away all M coins and keeps nothing."
STABLE = ("Beyond that a proposer survives only at the stable positions N = 2M + 2^k: the "
          "doomed pirates between two stable positions vote for him to save their own lives.")


@dataclass(frozen=True)
class PirateTable:
    """The outcome for N pirates and M coins; pirate N proposes first."""

    n: int
    m: int

    @property
    def final_proposer(self) -> int:
        """The proposer whose plan passes: N itself, or the largest 2M + 2^k ≤ N."""
        excess = self.n - 2 * self.m
        if excess <= 1:
            return self.n
        return 2 * self.m + (1 << (excess.bit_length() - 1))

    @property
    def thrown(self) -> int:
        return self.n - self.final_proposer

    def share(self, pirate: int) -> int | str:
        """The pirate's gold, THROWN, or 0 where the rules leave the amount open."""
        n, m, s = self.n, self.m, self.final_proposer
        if pirate > s:
            return THROWN
        if n <= 2 * m:
            if pirate == n:
                return m - (n - 1) // 2
            return 1 if pirate % 2 == n % 2 else 0
        if n == 2 * m + 1:
            return 1 if pirate != n and pirate % 2 == 1 else 0
        return 0

    def role(self, pirate: int) -> str:
        n, m, s = self.n, self.m, self.final_proposer
        if pirate > s:
            return OVERBOARD
        if pirate == s:
            return PROPOSER
        if n <= 2 * m + 1:
            return BRIBED if self.share(pirate) == 1 else NOTHING
        if m == 0:
            return NOTHING
        if s == 2 * m + 2:
            # The M coins go to M of the M + 1 pirates who would get nothing from pirate 2M+1.
            return UNCERTAIN if pirate % 2 == 0 or pirate == 2 * m + 1 else NOTHING
        previous = 2 * m + (s - 2 * m) // 2
        return UNCERTAIN if pirate <= previous else NOTHING

    @property
    def gold_handed_out(self) -> int:
        """Coins the final proposer gives to other pirates."""
        n, m = self.n, self.m
        if n <= 2 * m:
            return (n - 1) // 2
        return m


def _validate(position: Position) -> None:
    n, _ = position.numbers
    pirate = position.option("pirate")
    if pirate is not None and not 1 <= pirate <= n:
        raise InputError("pirate", text("pirate {pirate} does not exist: the pirates are "
                                        "numbered 1 to {count}", pirate=shown(pirate),
                                        count=shown(n)))


def solve(position: Position) -> Analysis:
    n, m = position.numbers
    table = PirateTable(n, m)
    s = table.final_proposer
    explanation = []
    if n <= 2 * m:
        applies = BRIBE_OWN_PARITY
        explanation.append(text("N = {n} ≤ 2M = {two_m}: pirate {n} keeps {keep} and gives 1 "
                                "coin to each of the {bribes} pirate(s) numbered like him "
                                "({parity}).", quote=applies, n=n, two_m=2 * m,
                                keep=m - (n - 1) // 2, bribes=(n - 1) // 2,
                                parity="odd" if n % 2 else "even"))
    elif n == 2 * m + 1:
        applies = GIVE_ALL
        explanation.append(text("N = 2M + 1 = {n}: pirate {n} gives one coin to each odd "
                                "pirate below him and keeps nothing.", quote=applies, n=n))
    else:
        applies = STABLE
        k = (s - 2 * m).bit_length() - 1
        explanation.append(text("N = {n} > 2M + 1: the largest stable position is "
                                "2M + 2^{k} = {s}. Pirates {first_thrown} to {n} are thrown "
                                "overboard ({thrown} in all); pirate {s} survives with no "
                                "gold.", quote=applies, n=n, k=k, s=s, first_thrown=s + 1,
                                thrown=n - s)
                           if n > s else
                           text("N = {n} = 2M + 2^{k} is a stable position: pirate {n} "
                                "survives with no gold.", quote=applies, n=n, k=k))
        if m:
            explanation.append(text("His {m} coin(s) buy {m} vote(s), but which pirates get them "
                                    "is his free choice: those shares are uncertain and count "
                                    "as 0.", quote=WANTS, m=m))
    pirate = position.option("pirate")
    if pirate is not None:
        share = table.share(pirate)
        explanation.append(text("Pirate {p}: {share} ({role}).", quote=applies, p=pirate, share=share,
                                role=table.role(pirate)))
    return Analysis("pirates", position, None, (), tuple(explanation),
                    {"table": table, "final_proposer": s, "thrown": table.thrown,
                     "gold_handed_out": table.gold_handed_out})


def _judge_hdu1538(reader: Reader) -> Lines:
    for _ in range(reader.next("the number of cases T")):
        n = reader.next("n", 1)
        m = reader.next("m")
        p = reader.next("p", 1)
        if p > n:
            raise reader.error(f"pirate {shown(p)} does not exist: there are {shown(n)} pirates",
                               reader.index - 1)
        yield str(PirateTable(n, m).share(p))


# --- the command line's answer: the table, or one pirate's row ------------------------------

def _check_printable(position: Position) -> None:
    n = position.numbers[0]
    if position.option("pirate") is None and n > FULL_TABLE_LIMIT:
        raise InputError("n", text("a table of {count} pirates is too long to print (at "
                                   "most {limit:,}); ask for one pirate with --pirate P",
                                   count=shown(n), limit=FULL_TABLE_LIMIT))


def _printed_rows(analysis: Analysis) -> Iterator[str]:
    table = analysis.facts["table"]
    pirate = analysis.position.option("pirate")
    chosen = [pirate] if pirate is not None else range(1, table.n + 1)
    return (f"  pirate {p}: {table.share(p)} ({table.role(p)})" for p in chosen)


def _json_fields(analysis: Analysis) -> dict[str, Any]:
    table = analysis.facts["table"]
    pirate = analysis.position.option("pirate")
    if pirate is not None:
        fields: dict[str, Any] = {"pirate": pirate, "share": table.share(pirate),
                                  "role": table.role(pirate)}
    else:
        fields = {"shares": [table.share(p) for p in range(1, table.n + 1)]}
    return {**fields, "final_proposer": table.final_proposer, "thrown": table.thrown}


SPEC = GameSpec(
    id="pirates", title="Pirates' gold", chinese="海盗分金", page="pirates",
    order=130,
    params=(IntParam("n", "Pirates N", 10, minimum=1),
            IntParam("m", "Gold coins M", 3),
            IntParam("pirate", "Pirate P", 1, minimum=1, option="--pirate", optional=True)),
    solve=solve, tree=None, canvas="pirates", validate=_validate,
    rules=("N pirates, numbered 1 to N, share M gold coins.",
           ("Pirate N proposes a division; if at least half of the living pirates (the "
           "proposer included) vote for it, it passes; otherwise he is thrown overboard and "
           "the next-highest pirate proposes."), WANTS),
    theory=(BRIBE_OWN_PARITY, GIVE_ALL, STABLE),
    example="5 100",
    judge_formats=(JudgeFormat("hdu1538", "T, then T lines 'n m p' → pirate p's share or "
                               "Thrown", _judge_hdu1538, rank=7),),
    printout=Printout(_printed_rows, _json_fields, check=_check_printable),
)
