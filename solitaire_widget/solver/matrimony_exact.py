"""An exact search for Matrimony under its default rules (deal and redeal at any time).

The game in short (docs/rules.md §2): only a pile's top card moves, only to a foundation;
a deal puts one stock card on every pile; once the stock is empty the redeal picks up
piles 16, 15, …, 1 in turn and deals each round from its own place. Between two such
*events* the player may play any top cards. The search runs depth first on a compact
private state (16 piles of card codes, the stock, the 8 foundation heights, the redeal
steps done), one play or event at a time, with a transposition table. Identical
foundations (classic f3/f4, f5/f6, f7/f8) are compared as a sorted pair; the two copies of
a card are the same code. Every reduction below is proven here and checked against a
brute force over every legal move (``tests/test_matrimony_exact.py``).

**Lemma (holding back).** Let card ``x`` be on top of pile ``p`` and fit foundation ``F``,
and let playing it set off no automatic base (the card under ``x`` is not a base with an
empty foundation to go to). Let B be a line from here that plays ``x`` itself to ``F``'s
kind (``F`` or an identical twin) before any other copy of ``x`` goes home and before
``p`` is picked up. Then A, the line that plays ``x`` to ``F`` now and then B's moves,
is legal and reaches B's position. Until B plays ``x``, A's position is B's with ``x``
taken out of ``p`` and ``F`` one card higher: another card's play needs the same top
(``x`` only hides what lies under it) and the same height (``F`` waits for ``x``, and no
other copy of ``x`` goes home in between); a deal, or a step picking up another pile, does
the same to both (what lands on ``p`` lands on the same cards); the bases placed after an
event are the same (the card under ``x`` is no base that can go home, now or later:
foundations only fill). When B plays ``x`` to ``F`` or to a twin at the same height, the
positions are equal up to the twins swapped.

* **R2, a card held back stays back.** After the branch that plays ``x`` to ``F``, the
  later branches of the same position forbid ``x`` to ``F``'s kind until another copy of
  ``x`` goes home (to that kind: R11 below) or ``p`` is picked up (with a card on ``x``:
  R12 below) (*frozen*). A winning line there that broke the
  rule is, by the lemma, matched by one in the branch already searched. This also keeps
  the search from trying the same plays in every order. A position searched in vain with
  fewer freezes is not searched again with more.
* **R1, forced play.** On a pile the redeal has passed (never picked up again), ``x`` is
  played at once, with no branching, when (c1) no other copy of ``x`` can go home first:
  it is home, or under ``x``, or every foundation still needing ``x`` is of ``F``'s kind
  and at ``x``'s place (then a copy played there first is matched by ``x`` played to
  ``F`` now and that copy to the twin), and (c2) no foundation of another kind needs
  ``x``. Every winning line plays ``x`` some time, so the lemma applies.
* **R4, a top dealt last.** Bottom-first redeal only: a pile ``p`` not picked up yet on
  which no card can land before its step (an upper bound of what earlier steps deal round
  onto it) deals its top ``x`` last, and every other card of ``p`` lands where it would
  without ``x``; if ``x`` then lands on a passed pile (``p`` holds at most 16 - p cards at
  its step) and (c1, with the other copy home or the level case), (c2) and every empty
  foundation's base has no other place (so no automatic base can differ) hold, ``x`` is
  played at once: holding it only moves it onto a passed pile, where R1 holds.

**R11, held back from a kind until that kind takes a copy.** The lemma needs no other
copy of ``x`` to go home *to F's kind* first: a copy going to a foundation of another kind
(in the pysol scheme each suit's other foundation, in the classic the other diamond one)
changes neither ``F``'s height nor any top ``B`` needs, so A's position stays B's with
``x`` out of ``p`` and ``F`` one higher. So R2's freeze lasts until another copy goes to
a foundation of ``F``'s kind (or ``p`` is picked up), not to any foundation: a line that
sends the other copy to the other foundation and then ``x`` to ``F`` is the branch that
played ``x`` at once. Where the kind is one foundation, that foundation has then passed
the code, so a card held back from it never goes there (until its pile is picked up);
the loss bound counts such a foundation out for it for good, and one of identical twins
once a copy has left, as before. ``FREEZE_KIND`` switches R11 off.

**R12, a freeze across the step that picks its pile up** (bottom-first order). When the
frozen card is the top of its pile at that pile's redeal step, it is dealt last: every
other card of the pile lands where it would without it, and it lands on top of a pile
where, if the card under it can never go home by itself (no base with an empty
foundation: foundations only fill), it only hides what lies under it. So the lemma
holds on from there, and the freeze moves with the card to its new place instead of
ending. (A frozen card under others is freed, as before: taking it out would move every
card above it to another pile.) The loss bound does the same where it knows the real
pile: at a step whose relaxed pile is as long as the most a real line's can be (R7's
count), the relaxed pile is every real line's (it is theirs with cards taken out), so a
frozen top is the real top; with every foundation started no base goes home by itself,
so the real freeze goes on and the relaxed card keeps it where it lands (elsewhere the
bound frees it, which only lets more happen). ``FREEZE_CARRY`` switches R12 off.

**R3/R5, a loss bound.** A relaxation of the game, run until nothing changes: a pile's
top card (code ``c``) may leave once more foundations have reached ``c``'s place than held
a copy of ``c`` at the start (a frozen card counts only the kinds it may go to, until a
copy has left); a foundation passes ``c`` once a copy has left since the start, or two
when its identical twin passed ``c`` since the start (copies used by other kinds are not
counted). R5 (bottom-first order): the redeal steps left are played too, the relaxation
run to the end before each; a step deals what is left of its pile (cards gone from the
top don't move the others) and cards dealt round onto piles still to be picked up are
free. R3 (top-first order): the cards of piles not yet passed are free. By induction on
any real line's plays, the relaxed piles are that line's piles with cards taken out (the
ones not yet picked up: with cards taken from the top only), every real play is allowed in
the relaxation at the same stage or before, and the relaxed foundations are at least as
high. So if the relaxation leaves a foundation short, no line wins: the position is lost.
Each rule only ever lets more happen (copies left and foundations reached only grow), so
the closure's end does not depend on the order it looks at things: the code rechecks only
what a change can free (a pile whose top's code was reached or, for a frozen top, first
left; a foundation whose next code left; the piles a step dealt onto), and stops once
every foundation is complete (``RELAX_WORKLIST`` off: everything before each step, which
the tests compare).

**R6, the loss bound with the stock still to deal** (bottom-first order). Before R6 the
bound waited for the stock to run out. The relaxation now plays the deals left too, the
closure run to the end before each, each card put on top of its pile as the real deal
does. The induction above needs the relaxed piles to be the real ones with cards taken
out; a card dealt onto a pile the relaxation has taken cards from keeps that (the real
pile has it on top, over the same cards or more), but it may sit lower in the relaxed
pile than in the real one, and a redeal step sends a card as far round as its place in
the pile. So per pile the relaxation keeps how many of its bottom cards sit at the same
place in *every* real line's pile (``cert``): all of them at the start; a card dealt onto
a pile from which no card has left in the relaxation is one of them (a real line can only
have taken fewer: none, so its pile is the same), one dealt onto any other pile is not,
and nor is any card above it. At a pile's redeal step the cards not known to sit at
their place are free (as if played: that only lets more happen), and the others are dealt
round as before; a card dealt onto a pile the relaxation has taken a frozen card from is
not frozen (the closure forgets a freeze once its card has left the relaxed pile). Every
real play is still allowed in the relaxation at the same stage or before, so the bound's
verdict stays a proof. ``STOCK_BOUND`` switches R6 off (then: no bound while a stock is
left, as before); the tests compare both with the brute force.

**R7, cards dealt round stay on their piles** (bottom-first order). A step that deals a
card past pile 16 puts it on a pile still to be picked up; the bound used to free such a
card. Now it puts it on top of that pile, as the real step does (the real pile has it on
top too, over the same cards or more: the induction holds), and the pile's ``cert``
follows the rule of R6: the card sits at the same place in every real line's pile only
if the relaxed pile is the real one, which holds when its length is the most a real line's
pile can have (``most``: its length at the start, plus every card a deal or a step may
have put on it, the cards the relaxation has freed or taken but a real line may still
hold included). So at that pile's own step the card is dealt round as before, or freed.
Cards that stay can only block others for a while, never let more happen: the bound
proves more. ``ROUND_BOUND`` switches R7 off.

**R8, two foundations that share their cards in opposite orders.** The bound lets a
foundation pass a code once one copy has left (two for the second of identical twins).
Two foundations of different kinds that take the same 13 codes, one in the reverse order
of the other (classic f1 Q♦ up and f2 J♦ down; in pysol each suit's J down and Q up: the
code at place ``i`` of one is at place ``12 - i`` of the other), need one copy each, but
one copy that has left lets both pass: the relaxation could not say which of the two the
copy went to, and counting it once for the wrong one would break the induction (it needs
each relaxed foundation at least as high as the real one). So the bound splits the real
lines by the order the two take each code neither had at the start. Call them A and B. If
A takes code ``c`` (place ``i`` in A) before B does, then for every code ``c'`` earlier in
A's run (place ``i' < i``), A takes ``c'`` before ``c``, before B takes ``c``, before B
takes ``c'`` (later in B's run): the codes A takes first are those below a cut ``m`` of
A's places. A winning line takes every code on both, so it has one cut ``m`` between A's
height and 13 minus B's: ``14 - hA - hB`` cases. Within a case the relaxation counts the
copies exactly: the foundation that takes ``c`` first needs one copy to have left, the
other needs both (neither copy was home at the start, and a real line's second foundation
takes ``c`` only after both copies have left its piles, which the relaxation has removed
by then); the induction goes through as before, every rule still only lets more happen.
So if the relaxation with the pair's cut leaves a foundation short for every cut, no line
wins. The bound tries the plain relaxation first, then each pair in turn (the other pairs
counted loosely), and stops at a pair's first cut that does not fail. It passes a pair over
when the plain run kept to one of its cuts: every code of the pair that a foundation passed
with only one copy gone was passed by the foundation that goes first under that cut (and
no code by both so); the case's run is then the plain run, which did not fail. The native
core tries first the cut that last did not fail. Neither changes an answer, only how many
runs it takes. ``PAIR_BOUND`` switches R8 off.

**R9, which copy of a card leaves first.** The bound lets a pile's top card leave once
more foundations have reached its code's place than held a copy at the start. When both
copies of a code are on top by then, both leave, though only one foundation can take one
yet: the relaxation cannot say which, and letting only one go, perhaps the wrong one,
would break the induction (the relaxed piles must be a real line's piles with cards taken
out). So, as in R8, the bound splits the real lines. For a code ``c`` whose two
foundations are identical twins (classic hearts, spades and clubs; a pair's codes are
split within R8's cases, R10 below) and with no copy home at the start, name its copies
by where they are now (the piles in order, each bottom up, then the stock from its top):
the first found, ``u``, and the other, ``v``. A real line plays ``u`` before ``v``, or
``v`` before ``u``, or not both. In the case "``u`` first", ``v`` may leave (on top of its own rule)
only once two foundations have reached ``c``'s place since the start: when a real line
plays ``v`` it has played ``u``, so one foundation has passed ``c`` and another is at its
place, and the relaxed foundations are at least as high. The same holds the other way
round. Every other rule is unchanged (a copy the bound frees counts as gone, as before),
so the induction goes through in each case; if both cases leave a foundation short, no
line wins. The bound runs the plain relaxation and R8 first, then tries each code the
plain run marks, both ways round: a copy left a pile with cards under it as one too many
(no fewer copies of its code gone already than foundations had reached the code since the
start), and a card then left that pile before a second foundation reached the code. Which
codes are marked depends on the order the closure looks at piles and foundations; Python
uses the native core's (the highest first). Both try first the code that last failed both
ways, and per code the case that last did not fail; neither changes an answer.
``COPY_BOUND`` switches R9 off.

**R10, R9 within each cut of a pair.** R9 leaves a pair's codes alone: run with the
pair counted loosely, as R9's cases are, splitting their copies cost the pysol searches
more time than it saved. Within one of R8's cases the split is as sound and far sharper.
A real line with cut ``m`` that plays copy ``u`` before ``v`` is in R8's case and in R9's;
each rule's argument holds for it on its own (R9's needs only that the foundation taking
``v`` is not the one that took ``u``: a foundation takes a code once), so the relaxation
with both rules stays above it. So a cut of a pair fails too when, for some code of the
pair that neither of the two had at the start, both of R9's cases fail under that cut.
Any such code is sound to try. R10 tries every one (``PAIR_COPY_EVERY``; off: only the
codes the cut's own run marks, as R9's are marked by the plain run: a guess at the likely
ones, which passed over many that prove; on seven pysol deals every code needs 5 to 60 %
fewer positions, docs/benchmarks.md, "Matrimony run notes"). A case can go differently
from the cut's run only where a copy of its code leaves a pile while fewer than two
foundations have reached the code since the start (the case's condition is what would
stop it there), so a code none of whose copies did so in the cut's run is passed over:
both its cases end as that run did, not lost. The position is
lost when every cut of some pair fails, by R8 or thus. R10 runs only after R8 and R9
found nothing, for the pairs R8 did not pass over, from the cut R8 found not failing, and
it does not run again a cut R8 found failing (neither changes an answer).
``PAIR_COPY_BOUND`` switches R10 off.

**The bound after a redeal step.** The bound runs at every position, and where it does
not hold its run already took the redeal steps still to come into account (R6, R7). So
right after a redeal step from a position where it did not hold, with no card frozen that
the position had free, the search skips it: there it held at 0.5 % of the positions on
four classic deals (after a deal at 17 %; R9 alone, after a play, at 20 %), and skipping it made
the searches of six classic deals that take 2 to 4 s 11–22 % faster, for at most 0.6 %
more positions (docs/benchmarks.md, "Matrimony run notes"). A bound
not tried prunes nothing, so no answer changes: only the positions visited, the same in
C and Python. A skipped bound counts as one that did not hold, for the step after.
``STEP_SKIP`` switches this off.

**Rounds.** The search branches far less while the stock lasts than in the redeal
(classic 3 in 2 s: 89 positions before the stock is out, 580,760 after), and each way of
playing the stock out leads to a redeal whose search may need millions; depth first,
the search spends its budget on the first few ways and reaches a win that needs other
plays during the deals (a card held back at an early deal) only late. So it runs in
rounds: in round ``r`` the search of each redeal (from the first position with the stock
dealt out) may visit ``ROUND_FIRST * ROUND_GROWTH ** r`` positions, and is cut short past
that. A search cut short proves nothing, so a position whose search cut anything short
(its own or a later one's) keeps no record in the table; every other record stays valid,
and the table is kept from one round to the next, so a round searches again only what was
cut short. A round that cut nothing short is the exhaustive search, and its "none" the
proof. On twelve deals it proves lost in 3 to 10 s the rounds changed the positions it
needs by -6 to +3 % (docs/benchmarks.md, "Matrimony run notes"); ``ROUNDS`` switches them
off.

*Discrepancies.* A budget per redeal does not help when the ways of playing the stock out
are themselves many: in the pysol scheme a deal may be played to the end of its stock in
9,000 ways, each with a redeal to search, and the search reached a win that needs a card
held back at an early deal only after a million positions. So while the stock lasts the rounds also
limit how far a line strays from the search's first choice (play every card): a line
*passes over* a play when it takes a later branch of the position (the card is then held
back, R2), and in round ``r`` a line may pass over at most ``DISCREPANCY_STEP * r`` plays
before the stock is out (limited discrepancy search, Harvey and Ginsberg 1995). A branch
past that is cut short like a redeal over its budget: it proves nothing, its ancestors
keep no record, and the next round searches it again with a wider allowance, so the round
that cuts nothing short is still the exhaustive search. ``DISCREPANCIES`` switches this
off.

**Random playouts, a win finder.** Before the exact search (``solver/matrimony.py``),
:func:`playout_search` plays the deal out at random many times (:meth:`_Search.playout`):
each playout draws how often a card that the redeal may still move is held back
(:data:`PLAY_PER_MILLE`), then plays a random fitting top card to a random foundation
that takes it, or holds it back until the next deal or redeal step, and deals or steps
when no card is left to play. It proves nothing, so it can only answer "won", and then
only with a line the engine replays. It finds wins the depth-first search reaches late:
that search tries "play every card" first and holds cards back in its last branches,
while many default-rules wins need a few cards held back early. The generator is
splitmix64 with a fixed seed, so the playouts are the same on every run (a solve with a
budget in states is repeatable), and the native ones (``mx_playouts``) play the same
lines as Python's.

**Nested playouts, a win finder tried (Nested Monte Carlo Search, Cazenave 2009).**
:func:`nested_search` runs ``mx_nested`` of the C core (no Python mirror: without the
core it runs nothing). A move is a play or the next event (a deal or redeal step: doing
it early holds back every card still playable). Level 0 is one playout as above; level
``n`` plays a line move by move, trying every legal move followed by a level ``n - 1``
search, keeps the best complete line found so far and plays its next move; a win ends
it. Searches of the level run one after another, the generator running on
(:data:`NESTED_SEED`), until one wins or the budget is spent (a state per move played).
Scored by the cards home at the end of a playout it finds almost nothing: a playout
cannot tell the winning way of playing the stock out from the others, as the redeal
after it needs exact choices too. So the variant kept (:data:`NESTED_FLAGS`) branches
only while the stock lasts and searches the position after the last deal exactly, for
:data:`NESTED_LEAF` positions, scoring it by how many its refutation took (not refuted:
highest). It proves nothing and can only answer "won", with a line the engine replays.
On the 72 pysol deals the exact search leaves unknown at 10 s it wins 7 within 5 s of
CPU; as a step of the solve (``solver/matrimony.py``, ``NESTED_SHARE``) it settled 4 of
them and none more of seeds 1-100, so it is off (docs/benchmarks.md, "Matrimony run
notes").
"""

from __future__ import annotations

import logging
import time

from .. import _native
from ..engine import Game
from ..notation import Move
from .common import _Meter, _OutOfBudget

log = logging.getLogger(__name__)

#: switches for the tests (each reduction off must never change an answer)
FORCED_DONE = True  # R1
FREEZE = True  # R2
RELAX_BOUND = True  # R3 and R5
FORCED_LAST = True  # R4
STOCK_BOUND = True  # R6: the loss bound with the stock not yet dealt (bottom-first order)
ROUND_BOUND = True  # R7: in that bound, cards dealt round stay on their piles
PAIR_BOUND = True  # R8: in that bound, two foundations sharing their cards, case by case
COPY_BOUND = True  # R9: in that bound, which copy of a card leaves first, case by case
PAIR_COPY_BOUND = True  # R10: R9 within each case of R8 (needs PAIR_BOUND)
#: R10 tries every code of the pair (off: only those its cut's run marks, as R9 does)
PAIR_COPY_EVERY = True
#: after a redeal step from a position whose bound did not hold, and with no freeze it
#: lacked, the bound is skipped (module docstring, "The bound after a redeal step")
STEP_SKIP = True
#: R11: a card held back from a kind of foundation stays back until another copy goes to
#: that kind (off: to any foundation); R12: and across the redeal step that picks up its
#: pile, when it is that pile's top (module docstring)
FREEZE_KIND = True
FREEZE_CARRY = True
#: the search in rounds (module docstring): the positions each redeal's search may visit
#: in the first round, and the factor from one round to the next (off: one search)
ROUNDS = True
ROUND_FIRST = 1_000
ROUND_GROWTH = 2
#: and, while the stock lasts, the plays a line may pass over per round (module docstring,
#: "Discrepancies"; off, or with the rounds off: no limit)
DISCREPANCIES = True
DISCREPANCY_STEP = 1
#: the bound's closure rechecks only what a change can free (off: every pile and
#: foundation before each step, as a check that the worklist misses nothing)
RELAX_WORKLIST = True
#: the switches above: each may be turned off without changing an answer (the tests turn
#: each off; ``benchmarks/matrimony_exact.py --without`` takes any of them)
SWITCHES = (
    "FORCED_DONE",
    "FREEZE",
    "RELAX_BOUND",
    "FORCED_LAST",
    "STOCK_BOUND",
    "ROUND_BOUND",
    "PAIR_BOUND",
    "COPY_BOUND",
    "PAIR_COPY_BOUND",
    "PAIR_COPY_EVERY",
    "STEP_SKIP",
    "FREEZE_KIND",
    "FREEZE_CARRY",
    "ROUNDS",
    "DISCREPANCIES",
    "RELAX_WORKLIST",
)

#: per mille: the chance that a playout plays a card the redeal may still move when it
#: draws it (else it holds the card back until the next deal or redeal step); each
#: playout draws one of these (1000: play everything at once)
PLAY_PER_MILLE = (1000, 970, 900, 800, 650, 500, 300)
#: the playouts' generator seed (fixed: a solve is repeatable)
PLAYOUT_SEED = 20261202
#: the nested searches' level and generator seed (fixed: a solve is repeatable)
NESTED_LEVEL = 1
NESTED_SEED = 20261206
#: its variant (``NEST_*`` of the C core): 1, the levels branch only while the stock
#: lasts, and the position after the last deal is a leaf; 2, a leaf the loss bound proves
#: lost scores lowest; 4, a leaf is searched exactly instead, for at most NESTED_LEAF
#: positions (without 4: NESTED_LEAF playouts from it, the best counts); 8, with 4, a
#: leaf scores by the positions its search took to refute it (not refuted: highest).
#: 1 + 4 + 8 won the most of the deals the exact search leaves unknown (module docstring)
NESTED_FLAGS = 13
NESTED_LEAF = 300
_M64 = (1 << 64) - 1
#: R9: the second copy of the code a case splits, in the relaxation's piles
ALIAS = 52


class _Rng:
    """splitmix64, as ``sm_next`` of ``_matrimony_core.c`` (the same numbers)."""

    __slots__ = ("x",)

    def __init__(self, seed: int) -> None:
        self.x = seed & _M64

    def below(self, n: int) -> int:
        """A number in ``range(n)``."""
        self.x = z = (self.x + 0x9E3779B97F4A7C15) & _M64
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _M64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M64
        return (z ^ (z >> 31)) % n


#: run the search in the native core (``_matrimony_core.c``) when it loads; False: the
#: Python search below, the reference (``SOLITAIRE_WIDGET_NATIVE=0`` also switches it off)
NATIVE = True


def applies(game: Game) -> bool:
    """Whether this search models the game's rules: Matrimony with deals and redeal steps
    at any time and automatic bases (both foundation schemes, both redeal card orders)."""
    r = game.rules
    return (
        r.redeal == "matrimony"
        and r.tableau_build is None
        and r.auto_bases
        and not r.draw_requires_no_moves
        and not r.redeal_requires_no_moves
        and r.tableau_count == 16
        and len(r.foundations) == 8
    )


class _Search:
    """One solve: the private state, the transposition table and the line found."""

    def __init__(self, game: Game, meter: _Meter) -> None:
        r = game.rules
        self.meter = meter
        self.nt = r.tableau_count
        self.nf = len(r.foundations)
        self.seq = [
            tuple("SHDC".index(f.base_suit) * 13 + rank - 1 for rank in f.ranks)
            for f in r.foundations
        ]
        sigs = [f.kind for f in r.foundations]
        self.cls = [sigs.index(s) for s in sigs]  # identical foundations share a class
        self.groups = [
            tuple(k for k in range(self.nf) if self.cls[k] == c)
            for c in sorted(set(self.cls))
            if self.cls.count(c) > 1
        ]
        # the identical twin of each foundation (-1: none)
        self.twin = [
            next((f for f in range(self.nf) if f != k and self.cls[f] == self.cls[k]), -1)
            for k in range(self.nf)
        ]
        # R8: foundations of different kinds that take the same codes in reverse order
        self.last = last = len(self.seq[0]) - 1
        self.pairs = [
            (a, b)
            for a in range(self.nf)
            for b in range(a + 1, self.nf)
            if self.cls[a] != self.cls[b]
            and all(len(self.seq[k]) == last + 1 for k in (a, b))
            and all(self.seq[b][last - i] == c for i, c in enumerate(self.seq[a]))
        ]
        self.mate = [-1] * self.nf  # the other foundation of its pair
        for a, b in self.pairs:
            self.mate[a], self.mate[b] = b, a
        # code -> [(foundation, position in its run)]
        self.where: list[list[tuple[int, int]]] = [[] for _ in range(52)]
        for k, s in enumerate(self.seq):
            for i, c in enumerate(s):
                self.where[c].append((k, i))
        # R9: the code that last failed both ways, and per code the case that last did not
        # fail (tried first: the order changes how soon the bound answers, never what)
        self.copy_hint = -1
        self.copy_case = [0] * 52
        # R9 splits these (a bit set): the codes whose two foundations are identical twins
        self.twin_codes = sum(
            1 << c
            for c, w in enumerate(self.where)
            if len(w) == 2 and self.cls[w[0][0]] == self.cls[w[1][0]]
        )
        # code -> foundations it starts, in pile order (the engine's automatic placement)
        self.homes = [tuple(k for k in range(self.nf) if self.seq[k][0] == c) for c in range(52)]
        self.bottom_first = r.redeal_card_order == "bottom_first"
        ids = game._ids
        self.tid = [ids[t] for t in game._T]
        self.fid = [ids[f] for f in game._F]
        self.piles = [list(game._piles[t]) for t in game._T]
        self.h = [len(game._piles[f]) for f in game._F]
        self.stock = list(game._piles[game._S])  # top (next dealt) last
        self.counter = game._counter
        # R2: (pile, depth, foundation kind, copies home on that kind then): that card
        # may not go to that kind until another copy goes there (R11) or its pile is
        # picked up (with a card on it: R12)
        self.frozen: frozenset[tuple[int, int, int, int]] = frozenset()
        self.intern: dict[tuple[int, ...], tuple[int, ...]] = {}
        # foundation heights -> (copies home per code, foundations that reached each code)
        self.reach_memo: dict[tuple[int, ...], tuple[list[int], list[int]]] = {}
        # position (without its freezes) -> the freeze sets it was searched with
        self.seen: dict[tuple, list[frozenset]] = {}
        self.path: list[tuple[int, int] | None] = []  # (pile, foundation) or None: an event
        # the rounds (module docstring): the positions a redeal's search may visit in this
        # round (0: no limit), those it has visited, whether the line is in one, and the
        # searches cut short so far
        self.sub_budget = 0
        self.sub_count = 0
        self.in_sub = False
        self.cuts = 0
        # the rounds' discrepancies: the plays a line may pass over per round while the
        # stock lasts (0: no limit), the round (from 0), and those the line has passed over
        self.disc_step = 0
        self.round_no = 0
        self.disc = 0
        # the freezes of the position a redeal step came from, when its bound did not hold
        # (set just before that step's node, read at its start; None: none)
        self.step_from: frozenset | None = None

    # ------------------------------------------------------------------ helpers
    def key(self) -> tuple:
        h = list(self.h)
        for grp in self.groups:
            vals = sorted(h[k] for k in grp)
            for k, v in zip(grp, vals, strict=True):
                h[k] = v
        intern = self.intern  # one object per distinct pile: most keys share most piles
        return (
            tuple([intern.setdefault(t, t) for t in map(tuple, self.piles)]),
            tuple(h),
            len(self.stock),
            self.counter,
        )

    def won(self) -> bool:
        return all(x == 13 for x in self.h)

    def fits(self, c: int) -> list[int]:
        """Foundations that take code ``c`` now (identical ones at equal height once)."""
        out: list[int] = []
        seen: set[tuple[int, int]] = set()
        h = self.h
        for k, i in self.where[c]:
            if h[k] == i and i > 0:
                tag = (self.cls[k], i)
                if tag not in seen:
                    seen.add(tag)
                    out.append(k)
        return out

    def play(self, i: int, k: int) -> list[tuple[int, int]]:
        """Play pile ``i``'s top to foundation ``k``, then the automatic bases it uncovers.
        Returns the plays made (for :meth:`unplay`)."""
        p = self.piles[i]
        p.pop()
        self.h[k] += 1
        done = [(i, k)]
        while p:
            f = self._auto_home(p[-1])
            if f < 0:
                break
            p.pop()
            self.h[f] += 1
            done.append((i, f))
        return done

    def unplay(self, done: list[tuple[int, int]]) -> None:
        for i, k in reversed(done):
            self.h[k] -= 1
            self.piles[i].append(self.seq[k][self.h[k]])

    def _auto_home(self, c: int) -> int:
        for k in self.homes[c]:
            if self.h[k] == 0:
                return k
        return -1

    def settle(self) -> None:
        """The automatic bases after an event, in the engine's order (pile by pile, again
        until nothing moves), so the foundation each base goes to is the engine's."""
        changed = True
        while changed:
            changed = False
            for p in self.piles:
                if p:
                    f = self._auto_home(p[-1])
                    if f >= 0:
                        p.pop()
                        self.h[f] += 1
                        changed = True

    def is_done(self, i: int) -> bool:
        """Pile ``i``'s redeal step is behind: it is never picked up again."""
        return i >= self.nt - self.counter

    def interchangeable(self, i: int, k: int, strict: bool = False) -> bool:
        """R1's conditions (module docstring) for pile ``i``'s top going to ``k``, and the
        lemma's (no automatic base set off); ``strict``: R4's form of (c1)."""
        p = self.piles[i]
        x = p[-1]
        h = self.h
        home = False
        level = True  # every foundation that still needs x waits for it now
        for f, pos in self.where[x]:
            if h[f] > pos:
                home = True
            elif self.cls[f] != self.cls[k]:
                return False  # (c2): a foundation of another kind still needs x
            elif h[f] != pos:
                level = False
        if not home and not level and (strict or x not in p[:-1]):
            return False  # (c1)
        return len(p) < 2 or self._auto_home(p[-2]) < 0  # (c3)

    # ------------------------------------------------------------------ R3
    def relaxed_lost(self) -> bool:
        """R3, R5-R10 (module docstring): the relaxation leaves some foundation short, in
        every case of a pair's cut (R8) for some pair, in both cases of a code's copies
        (R9), or in every cut of a pair, by R8 or by both cases of a code's copies (R10)."""
        if self.stock and not (STOCK_BOUND and self.bottom_first):
            return False
        if self.counter == 0 and not self.bottom_first:
            return False
        single = [0] * self.nf
        split = [0, 0] if COPY_BOUND else None
        if self._relax(None, single, split):
            return True
        # R10: per pair R8 did not pass over, the cut that did not fail (the ones below it
        # failed) and its candidates
        live: list[tuple[int, int, int, int]] = []
        if PAIR_BOUND:
            last = self.last
            for a, b in self.pairs:
                lo, hi = self.h[a], last + 1 - self.h[b]
                if lo >= hi:
                    continue
                # a cut the plain run kept to (each code passed with one copy gone by the
                # foundation that goes first under it) gives the same run: not lost
                first_a = [i for i in range(last + 1) if single[a] >> i & 1]
                first_b = [last - j for j in range(last + 1) if single[b] >> j & 1]
                if not set(first_a) & set(first_b) and max(
                    lo, max(first_a, default=lo - 1) + 1
                ) <= min([hi, *first_b]):
                    continue
                for m in range(lo, hi + 1):
                    cand = [0, 0] if PAIR_COPY_BOUND else None
                    if not self._relax((a, b, m), split=cand):
                        live.append((a, b, m, cand or [0, 0]))
                        break
                else:
                    return True
        if COPY_BOUND and self._copies(None, split[0] & self.twin_codes):
            return True  # R9: a code whose copies fail either way round
        if PAIR_BOUND and PAIR_COPY_BOUND:  # R10: R9 within each cut of a pair
            for a, b, m0, cand0 in live:
                lo, hi = self.h[a], self.last + 1 - self.h[b]
                # the pair's codes neither of the two had at the start
                codes = sum(1 << self.seq[a][j] for j in range(lo, hi))
                for m in range(m0, hi + 1):
                    cand = cand0 if m == m0 else [0, 0]
                    if m != m0 and self._relax((a, b, m), split=cand):
                        continue
                    if not self._copies((a, b, m), cand[PAIR_COPY_EVERY] & codes):
                        break
                else:
                    return True
        return False

    def _copies(self, cut: tuple[int, int, int] | None, codes: int) -> bool:
        """R9 (R10 within R8's case ``cut``): some code of the bit set ``codes`` fails
        either way round. As the native core does, the code that last did so is tried
        first, and per code the case that last did not fail: the order of codes and cases
        changes how soon the answer comes, never the answer."""
        order = [c for c in range(52) if codes >> c & 1]
        if self.copy_hint in order:
            order.remove(self.copy_hint)
            order.insert(0, self.copy_hint)
        for c in order:
            first = self.copy_case[c]
            if not self._relax(cut, copy=(c, first)):
                continue
            if self._relax(cut, copy=(c, 1 - first)):
                self.copy_hint = c
                return True
            self.copy_case[c] = 1 - first
        return False

    def _relax(
        self,
        cut: tuple[int, int, int] | None,
        single: list[int] | None = None,
        split: list[int] | None = None,
        copy: tuple[int, int] | None = None,
    ) -> bool:
        """One run of the relaxation; ``cut``: R8's case ``(A, B, m)``, or None; ``copy``:
        R9's case ``(code, which copy leaves first)``, or None. The plain run fills, when
        given, ``single`` (R8) with the places, per foundation of a pair, where it passed a
        code neither of the two had at the start with one copy gone (as the first of the
        two), ``split[0]`` with R9's candidate codes (a bit set), and ``split[1]`` with the
        codes a copy of which left a pile while fewer than two foundations had reached the
        code since the start (R10: only their cases can go differently from this run)."""
        nt = self.nt
        first_done = nt - self.counter
        h = list(self.h)
        # copies home now, and foundations that have reached each code (h >= its place):
        # they depend on the heights alone, which many positions share
        hkey = tuple(h)
        counts = self.reach_memo.get(hkey)
        if counts is None:
            home0 = [0] * 52
            reach = [0] * 52
            for k, s in enumerate(self.seq):
                hk = h[k]
                for c in s[:hk]:
                    home0[c] += 1
                for c in s[: hk + 1]:
                    reach[c] += 1
            counts = self.reach_memo[hkey] = (home0, reach)
        home0 = counts[0]
        reach = list(counts[1])
        removed = [0] * 52
        # R2's freezes: (pile, depth) -> the foundation kinds that card may not go to
        frozen: dict[tuple[int, int], set[int]] = {}
        for i, d, kind, _ in self.frozen:
            frozen.setdefault((i, d), set()).add(kind)
        piles = [list(p) for p in self.piles]
        stock = list(self.stock)
        if copy is not None:  # R9: the copy found second (piles bottom up, then the stock
            found = 0  # from its top) is ALIAS in the relaxed piles
            for p in piles:
                for d, c in enumerate(p):
                    if c == copy[0]:
                        if found:
                            p[d] = ALIAS
                        found += 1
            for j in range(len(stock) - 1, -1, -1):
                if stock[j] == copy[0]:
                    if found:
                        stock[j] = ALIAS
                    found += 1
        # code -> piles whose top is that code and may not leave yet; code -> foundations
        # waiting for a copy of it (bit sets: the closure rechecks only what a change can
        # free, highest pile first, as the native core does)
        pwait = [0] * 52
        fwait = [0] * 52
        held = {i for i, _ in frozen}  # piles with a frozen card
        # R9, in the plain run: per pile, the code whose copy left it as one too many
        opened = [-1] * nt if split is not None else None
        state = (piles, h, list(h), removed, frozen, home0, reach, pwait, fwait, held, cut, single)
        state += (copy, opened, split)
        todo = [(1 << nt) - 1, (1 << self.nf) - 1]  # piles, foundations still to check
        # R6: the deals left, each after the closure; cert[i]: the bottom cards of relaxed
        # pile i that sit at the same place in every real line's pile
        cert = [len(p) for p in piles]
        most = [len(p) for p in piles]  # a real line's pile i holds at most this many
        if stock:
            while stock:
                if not RELAX_WORKLIST:
                    todo[:] = [(1 << nt) - 1, (1 << self.nf) - 1]
                self._closure(state, todo)
                if min(h) == 13:
                    return False
                for i in range(nt):
                    if not stock:
                        break
                    p = piles[i]
                    # no card has left pile i: the new one sits where every real line has it
                    cert[i] = len(p) + 1 if len(p) == most[i] else min(cert[i], len(p))
                    p.append(stock.pop())
                    most[i] += 1
                    todo[0] |= 1 << i
        started = min(self.h) > 0  # no base goes home by itself any more (R12)
        if self.bottom_first:
            for j in range(first_done - 1, -1, -1):
                if not RELAX_WORKLIST:
                    todo[:] = [(1 << nt) - 1, (1 << self.nf) - 1]
                self._closure(state, todo)
                if min(h) == 13:
                    return False  # the relaxation wins already: the later steps can't matter
                cards = piles[j]
                carry: set[int] = set()  # R12: the kinds its top stays barred from
                if frozen:  # the step frees its pile's cards
                    # but its top's, when the relaxed pile is every real line's (as long
                    # as the most it can be) and no base can go home by itself (every
                    # foundation started): the top is the real top, its freeze goes on
                    if (
                        FREEZE_CARRY
                        and ROUND_BOUND  # which keeps count of the most
                        and started
                        and cards
                        and len(cards) == most[j]
                        and cert[j] >= len(cards)
                    ):
                        carry = set(frozen.get((j, len(cards) - 1), ()))
                    for key in [key for key in frozen if key[0] == j]:
                        del frozen[key]
                    held.discard(j)
                    todo[0] |= 1 << j
                if len(cards) > cert[j]:  # R6: where these land depends on the line: free
                    for c in cards[cert[j] :]:
                        self._remove(state, c, todo)
                    cards = piles[j] = cards[: cert[j]]
                    todo[0] |= 1 << j
                n = len(cards)
                land = j if n == 1 else -1  # where the top lands (-1: freed)
                if n >= 2:
                    piles[j] = []
                    for t, c in enumerate(cards):
                        q = j + t - nt
                        if q < 0:
                            piles[j + t].append(c)
                            todo[0] |= 1 << (j + t)
                            land = j + t
                        elif ROUND_BOUND and q < j:  # R7: onto a pile still to be picked up
                            p = piles[q]
                            cert[q] = len(p) + 1 if len(p) == most[q] else min(cert[q], len(p))
                            p.append(c)
                            most[q] += 1
                            todo[0] |= 1 << q
                            land = q
                        else:  # dealt round onto a pile still to be picked up: free
                            self._remove(state, c, todo)
                            land = -1
                if carry and land >= 0:
                    frozen[(land, len(piles[land]) - 1)] = carry
                    held.add(land)
                    todo[0] |= 1 << land
                if ROUND_BOUND:  # the cards a real line may hold there and the relaxation not
                    for t in range(max(n, nt - j), min(most[j], nt)):
                        most[j + t - nt] += 1
        else:
            for i in range(first_done):
                for c in piles[i]:
                    self._remove(state, c, todo)
                piles[i] = []
            for key in [key for key in frozen if key[0] < first_done]:
                del frozen[key]
        if not RELAX_WORKLIST:
            todo[:] = [(1 << nt) - 1, (1 << self.nf) - 1]
        self._closure(state, todo)
        return any(x < 13 for x in h)

    @staticmethod
    def _remove(state: tuple, c: int, todo: list[int]) -> None:
        """One more copy of code ``c`` (or R9's ALIAS) has left: wake what waits for it."""
        removed, pwait, fwait = state[3], state[7], state[8]
        if c == ALIAS:
            c = state[12][0]
        removed[c] += 1
        if fwait[c]:
            todo[1] |= fwait[c]
            fwait[c] = 0
        if removed[c] == 1 and pwait[c]:  # a frozen top is free once a copy has left
            todo[0] |= pwait[c]
            pwait[c] = 0

    def _closure(self, state: tuple, todo: list[int]) -> None:
        """Run the relaxation until nothing changes. A pile's top leaves once more
        foundations have reached its code than hold a copy of it at the start; a
        foundation passes a code once enough copies have left: one, or two when its
        identical twin has passed the code since the start (another kind's use of a
        copy is not counted). R9: in a case, the copy that leaves second waits until two
        foundations have reached its code. Only the piles and foundations in ``todo`` (bit
        sets) are checked, then whatever a change wakes: the state outside them must be at
        rest already (each rule only ever lets more happen, so the end is the same; R9's
        candidates depend on the order, which is the native core's: highest first)."""
        piles, h, h0, removed, frozen, home0, reach, pwait, fwait, held, cut, single = state[:12]
        copy, opened, split = state[12:]
        seq, where, cls, twin = self.seq, self.where, self.cls, self.twin
        ca, cb, cm = cut if cut is not None else (-1, -1, 0)
        cs, second = (copy[0], ALIAS if copy[1] == 0 else copy[0]) if copy else (-1, -1)
        last, mate = self.last, self.mate
        while todo[0] or todo[1]:
            while todo[0]:
                i = todo[0].bit_length() - 1
                todo[0] ^= 1 << i
                p = piles[i]
                while p:
                    tag = p[-1]
                    c = cs if tag == ALIAS else tag
                    d = len(p) - 1
                    no = frozen.get((i, d)) if i in held else None
                    if no and (FREEZE_KIND or not removed[c]):
                        # R11: a barred kind counts once a copy left, if it has a twin
                        # (off: any kind, once a copy has left)
                        dem = sum(
                            1
                            for k, pos in where[c]
                            if h[k] >= pos and (cls[k] not in no or (removed[c] and twin[k] >= 0))
                        )
                    else:
                        dem = reach[c]
                    # every foundation that has reached c holds a copy already, or (R9) this
                    # copy leaves second and no second foundation has reached c
                    if dem <= home0[c] or (tag == second and reach[c] - home0[c] < 2):
                        pwait[c] |= 1 << i
                        break
                    if opened is not None:  # R9's candidates (the plain run)
                        if reach[c] - home0[c] < 2:
                            split[1] |= 1 << c  # R10's: a copy of c left early
                        o = opened[i]
                        if o >= 0 and reach[o] - home0[o] < 2:
                            split[0] |= 1 << o  # a card left a pile only a copy too many opened
                        opened[i] = c if d and removed[c] >= reach[c] - home0[c] else -1
                    if no:  # the frozen card is gone: a card landing there later is not it
                        del frozen[(i, d)]
                    p.pop()
                    removed[c] += 1
                    if fwait[c]:
                        todo[1] |= fwait[c]
                        fwait[c] = 0
                    if removed[c] == 1 and pwait[c]:
                        todo[0] |= pwait[c]
                        pwait[c] = 0
            while todo[1]:
                k = todo[1].bit_length() - 1
                todo[1] ^= 1 << k
                s = seq[k]
                hk = h[k]
                t = twin[k]
                while hk < 13:
                    c = s[hk]
                    need = 2 if t >= 0 and h[t] > hk >= h0[t] else 1
                    if k in (ca, cb):  # R8: in this case, which of the two goes first
                        pos2 = last - hk
                        if h0[cb if k == ca else ca] <= pos2:  # neither had c at the start
                            need = 1 if ((hk if k == ca else pos2) < cm) == (k == ca) else 2
                    if removed[c] < need:
                        fwait[c] |= 1 << k
                        break
                    m = mate[k]
                    if single is not None and m >= 0 and removed[c] == 1 and h0[m] <= last - hk:
                        single[k] |= 1 << hk
                    hk += 1
                    h[k] = hk
                    if hk < 13:
                        c = s[hk]
                        reach[c] += 1
                        if pwait[c]:
                            todo[0] |= pwait[c]
                            pwait[c] = 0

    # ------------------------------------------------------------------ events
    def event(self) -> bool:
        """Deal, or take the next redeal step; False when there is none left."""
        if self.stock:
            for p in self.piles:
                if not self.stock:
                    break
                p.append(self.stock.pop())
        elif self.counter < self.nt:
            s = self.nt - 1 - self.counter
            cards = self.piles[s]
            n = len(cards)
            if n >= 2:
                self.piles[s] = []
                order = cards if self.bottom_first else cards[::-1]
                for j, c in enumerate(order):
                    self.piles[(s + j) % self.nt].append(c)
            if self.frozen:  # R2: the picked-up pile's cards are free again, but its top
                land = (s + n - 1) % self.nt if n >= 2 else s
                pile = self.piles[land]
                dl = len(pile) - 1
                # R2 across the step (bottom-first): the top went last, the others land as
                # without it, and it covers no base that could go home: the lemma holds on
                carry = (
                    FREEZE_CARRY
                    and self.bottom_first
                    and n > 0
                    and (dl == 0 or self._auto_home(pile[dl - 1]) < 0)
                )
                self.frozen = frozenset(
                    e if e[0] != s else (land, dl, e[2], e[3])
                    for e in self.frozen
                    if e[0] != s or (carry and e[1] == n - 1)
                )
            self.counter += 1
        else:
            return False
        self.settle()
        return True

    # ------------------------------------------------------------------ search
    def kind_count(self, x: int, kind: int) -> int:
        """Copies of code ``x`` on the foundations of kind ``kind`` (R2: a freeze lasts
        while this count stays)."""
        h, cls, every = self.h, self.cls, not FREEZE_KIND
        return sum(1 for f, pos in self.where[x] if (every or cls[f] == kind) and h[f] > pos)

    def is_frozen(self, i: int, k: int) -> bool:
        """R2: pile ``i``'s top may not go to ``k``'s kind of foundation (yet)."""
        if not self.frozen:
            return False
        p = self.piles[i]
        x = p[-1]
        kind = self.cls[k]
        return (i, len(p) - 1, kind, self.kind_count(x, kind)) in self.frozen

    def normalize(self) -> None:
        """Drop the freezes that no longer hold (card gone, or another copy played), so
        equal positions have equal keys."""
        if self.frozen:
            piles = self.piles
            self.frozen = frozenset(
                e
                for e in self.frozen
                if len(piles[e[0]]) > e[1] and self.kind_count(piles[e[0]][e[1]], e[2]) == e[3]
            )

    def node(self) -> bool:
        """Search from the current position; True with ``self.path`` a winning line."""
        after, self.step_from = self.step_from, None
        forced: list[list[tuple[int, int]]] = []
        if FORCED_DONE:
            self._forced(forced)
        if self.won():
            return True
        self.normalize()
        key = self.key()
        # a position failed with fewer cards frozen fails with these too
        # (None: a record dropped, its search cut short by the rounds)
        tried = self.seen.get(key)
        fz = self.frozen
        if tried is not None and any(z is not None and z <= fz for z in tried):
            self._unforce(forced)
            return False
        if tried is None:
            self.seen[key] = tried = [fz]
        else:
            tried.append(fz)
        made = len(tried) - 1
        self.meter.tick()
        # the rounds: a search cut short is no proof, so its record (and its ancestors') goes
        cuts0 = self.cuts
        root = False
        if self.sub_budget:
            if not self.in_sub and not self.stock:  # the first position with the stock out
                root = self.in_sub = True
                self.sub_count = 0
            if self.in_sub:
                self.sub_count += 1
                if self.sub_count > self.sub_budget:
                    self.cuts += 1
                    tried[made] = None
                    return self._leave(root, forced)
        # after a redeal step whose position's bound did not hold, with no freeze that
        # position lacked, the bound is skipped: it almost never holds there
        skip = after is not None and self.frozen <= after
        if RELAX_BOUND and not skip and self.relaxed_lost():
            return self._leave(root, forced)
        base_frozen = self.frozen
        # the rounds' discrepancies: a branch that passes over more plays than this round
        # allows is cut short, like a redeal over its budget
        limited = self.sub_budget > 0 and self.disc_step > 0 and bool(self.stock)
        allowed = self.disc_step * self.round_no
        passed = 0
        cut = False
        # the plays: one card at a time; once a play has been tried, the later branches
        # hold the card back from that kind of foundation until it can matter (R2)
        # (indexes only: an event below swaps the pile lists for restored copies)
        for i in range(self.nt):
            if cut:
                break
            p = self.piles[i]
            if not p:
                continue
            x = p[-1]
            fits = self.fits(x)
            if not fits:
                continue
            d = len(p) - 1
            free_below = len(p) < 2 or self._auto_home(p[-2]) < 0  # (c3)
            for k in fits:
                if self.is_frozen(i, k):
                    continue
                if limited and self.disc + passed > allowed:
                    cut = True
                    break
                done = self.play(i, k)
                self.path.append((i, k))
                frozen = self.frozen
                self.disc += passed
                if self.node():
                    return True
                self.disc -= passed
                passed += 1
                self.frozen = frozen
                self.path.pop()
                self.unplay(done)
                if FREEZE and free_below:
                    kind = self.cls[k]
                    self.frozen = self.frozen | {(i, d, kind, self.kind_count(x, kind))}
        if limited and self.disc + passed > allowed:
            cut = True
        if cut:
            self.cuts += 1
        # close the phase: deal or take the next redeal step
        if not cut and (self.stock or self.counter < self.nt):
            saved = (
                [list(p) for p in self.piles],
                list(self.h),
                list(self.stock),
                self.counter,
                self.frozen,
            )
            step = not self.stock  # a redeal step, not a deal
            self.event()
            self.path.append(None)
            self.disc += passed
            # the bound here did not hold (or was skipped)
            self.step_from = base_frozen if RELAX_BOUND and STEP_SKIP and step else None
            if self.node():
                return True
            self.disc -= passed
            self.path.pop()
            self.piles, self.h, self.stock, self.counter, self.frozen = saved
        self.frozen = base_frozen
        if self.cuts > cuts0:
            tried[made] = None
        return self._leave(root, forced)

    def _leave(self, root: bool, forced: list[list[tuple[int, int]]]) -> bool:
        """Back out of a position searched in vain: its forced plays undone, and the round's
        count of a redeal's positions closed when the search of that redeal started here."""
        if root:
            self.in_sub = False
        self._unforce(forced)
        return False

    def _forced(self, forced: list[list[tuple[int, int]]]) -> None:
        """R1 (and R4): play interchangeable cards that holding back can't help."""
        if self.stock:
            return
        again = True
        while again:
            again = False
            first_done = self.nt - self.counter
            r4 = FORCED_LAST and self.bottom_first and self.base_safe()
            bound = self.landing_bound() if r4 else None
            for i in range(self.nt):
                p = self.piles[i]
                if not p:
                    continue
                # R4: the top is dealt last onto a passed pile, nothing lands on it first
                if i < first_done and (bound is None or bound[i] < 0 or i + bound[i] > self.nt):
                    continue
                fits = self.fits(p[-1])
                if (
                    len(fits) == 1
                    and not self.is_frozen(i, fits[0])
                    and self.interchangeable(i, fits[0], strict=i < first_done)
                ):
                    forced.append(self.play(i, fits[0]))
                    self.path.append((i, fits[0]))
                    again = True
                    break

    def base_safe(self) -> bool:
        """Every empty foundation's base card has no other place than the base of a
        foundation of that kind (classic: always; pysol: once the Jacks are placed)."""
        for k in range(self.nf):
            if self.h[k] == 0:
                c = self.seq[k][0]
                for f, pos in self.where[c]:
                    if pos != 0 or self.cls[f] != self.cls[k]:
                        return False
        return True

    def landing_bound(self) -> list[int]:
        """Per pile still to be picked up: an upper bound on its length at its own step
        if no card can land on it before (plays only take cards away), else -1."""
        nt = self.nt
        s = nt - 1 - self.counter
        incoming = [0] * nt
        out = [-1] * nt
        for j in range(s, -1, -1):
            n = len(self.piles[j]) + incoming[j]
            out[j] = -1 if incoming[j] else n
            if n >= 2:
                # cards from step j go to j, j+1, ...; those past the end wrap onto 0, 1, ...
                for t in range(nt - j, n):
                    incoming[(j + t) % nt] += 1
        return out

    def _unforce(self, forced: list[list[tuple[int, int]]]) -> None:
        for done in reversed(forced):
            self.unplay(done)
            self.path.pop()

    def playout(self, rng: _Rng) -> bool:
        """One random playout from the current position (module docstring); True when
        it wins, with ``self.path`` the line. Counts a state per play and event."""
        q = PLAY_PER_MILLE[rng.below(len(PLAY_PER_MILLE))]
        nt, piles, tick = self.nt, self.piles, self.meter.tick
        while True:
            held = [False] * nt
            while True:
                cands = []
                for i in range(nt):
                    p = piles[i]
                    if p and not held[i]:
                        fits = self.fits(p[-1])
                        if fits:
                            cands.append((i, fits))
                if not cands:
                    break
                i, fits = cands[rng.below(len(cands))]
                # holding back only matters on a pile the redeal will pick up
                if self.counter < nt and i < nt - self.counter and rng.below(1000) >= q:
                    held[i] = True
                    continue
                k = fits[rng.below(len(fits))]
                self.play(i, k)
                self.path.append((i, k))
                tick()
            if self.won():
                return True
            if not self.event():
                return False
            piles = self.piles  # a redeal step may replace a pile's list
            self.path.append(None)
            tick()

    def moves(self, game: Game) -> list[Move]:
        """The line found, as engine moves (deals and steps are the engine's stock move)."""
        g = game.copy()
        out: list[Move] = []
        for step in self.path:
            if step is None:
                m = g.legal_moves()[-1]
                assert m.dst == "tableau", m
            else:
                i, k = step
                m = Move(self.tid[i], self.fid[k])
            g.play(m)
            out.append(m)
        return out


def exact_search(game: Game, meter: _Meter) -> list[Move] | None:
    """Search Matrimony under :func:`applies` rules exhaustively: a winning line, or None
    when there is none (a proof, given the reductions in the module docstring). Raises
    the meter's ``_OutOfBudget`` when the budget runs out."""
    s = _Search(game, meter)
    if NATIVE and _native.mx_available():
        flat = _native_model(s)
        if flat is not None:
            seconds = meter.deadline - time.perf_counter()
            code, states, path = _native.mx_search(flat, meter.states, meter.max_states, seconds)
            if code != _native.BADMODEL:
                meter.states = states
                if code in (_native.BUDGET, _native.MEMORY):
                    raise _OutOfBudget
                if code == _native.LOST:
                    return None
                s.path = [None if v < 0 else divmod(v, s.nf) for v in path or []]
                try:
                    line = s.moves(game)
                except Exception:  # noqa: BLE001 - a step the engine refuses: no line
                    line = None
                # the caller's check: the line wins in the engine
                if line is not None and _replays(game, line):
                    return line
                log.error("native Matrimony search: a line that does not replay; Python runs")
                s = _Search(game, meter)
    s.settle()  # a position from the engine is settled already: this changes nothing
    s.sub_budget, growth, s.disc_step = _rounds()
    while True:
        cuts = s.cuts
        if s.node():
            return s.moves(game)
        if s.cuts == cuts or not s.sub_budget:
            return None  # a round that cut nothing short was the exhaustive search
        s.sub_budget *= growth
        s.round_no += 1


def _rounds() -> tuple[int, int, int]:
    """The first round's budget per redeal (0: no rounds), the growth from one round to
    the next and the plays a line may pass over per round while the stock lasts (0: no
    limit), as the search and the native model both read them (a misset growth below 2
    would never end)."""
    step = max(0, DISCREPANCY_STEP) if DISCREPANCIES else 0
    return (max(0, ROUND_FIRST) if ROUNDS else 0), max(2, ROUND_GROWTH), step


def playout_search(
    game: Game,
    meter: _Meter,
    max_playouts: int | None = None,
    native: bool | None = None,
) -> tuple[list[Move] | None, int]:
    """Random playouts from ``game``'s position (module docstring) until one wins, the
    meter's budget runs out or ``max_playouts`` have run. Proves nothing.

    Returns ``(line, playouts)``: a winning line the engine replays, or None; and how
    many playouts ran. ``native``: None uses the C core when it is loaded.
    """
    limit = (1 << 62) if max_playouts is None else max_playouts
    s = _Search(game, meter)
    s.settle()
    if native is None:
        native = NATIVE and _native.mx_available()
    line = None
    if native:
        flat = _native_model(s)
        if flat is None:
            native = False
        else:
            seconds = meter.deadline - time.perf_counter()
            code, states, done, path = _native.mx_playouts(
                flat, PLAYOUT_SEED, limit, meter.states, meter.max_states, seconds
            )
            meter.states = states
            if code == _native.WON:
                s.path = [None if v < 0 else divmod(v, s.nf) for v in path or []]
                line = _line(s, game)
            elif code == _native.BADMODEL:
                native = False
    if not native:
        start = ([list(p) for p in s.piles], list(s.h), list(s.stock), s.counter)
        rng = _Rng(PLAYOUT_SEED)
        done = 0
        try:
            while done < limit:
                s.piles = [list(p) for p in start[0]]
                s.h, s.stock, s.counter = list(start[1]), list(start[2]), start[3]
                s.frozen, s.path = frozenset(), []
                done += 1
                if s.playout(rng):
                    line = _line(s, game)
                    break
        except _OutOfBudget:
            pass
    if line is not None and not _replays(game, line):
        log.error("Matrimony playouts: a line that does not replay; ignored")
        line = None
    return line, done


def nested_search(
    game: Game,
    meter: _Meter,
    level: int | None = None,
    max_runs: int | None = None,
    flags: int | None = None,
    leaf: int | None = None,
) -> tuple[list[Move] | None, int]:
    """Nested Monte Carlo searches from ``game``'s position (module docstring, "Nested
    playouts") until one wins, the meter's budget runs out or ``max_runs`` have run.
    Proves nothing. Native only: without the C core (or outside its model) it runs
    nothing and returns ``(None, 0)`` (a Python mirror would be too slow to find the wins
    it is for, so the solve simply skips it).

    Returns ``(line, runs)``: a winning line the engine replays, or None; and how many
    searches of ``level`` (default :data:`NESTED_LEVEL`) started.
    """
    level = NESTED_LEVEL if level is None else level
    flags = NESTED_FLAGS if flags is None else flags
    if level < 0 or (level == 0 and not flags & 1):
        raise ValueError(f"nested search level {level}: it must be 1 or more (0 only with flag 1)")
    limit = (1 << 62) if max_runs is None else max_runs
    if not (NATIVE and _native.mx_available()):
        return None, 0
    s = _Search(game, meter)
    s.settle()
    flat = _native_model(s)
    if flat is None:
        return None, 0
    seconds = meter.deadline - time.perf_counter()
    code, states, runs, path = _native.mx_nested(
        flat,
        NESTED_SEED,
        level,
        limit,
        meter.states,
        meter.max_states,
        seconds,
        flags,
        NESTED_LEAF if leaf is None else leaf,
    )
    meter.states = states
    if code != _native.WON:
        return None, runs
    s.path = [None if v < 0 else divmod(v, s.nf) for v in path or []]
    line = _line(s, game)
    if line is not None and not _replays(game, line):
        log.error("Matrimony nested search: a line that does not replay; ignored")
        line = None
    return line, runs


def _line(s: _Search, game: Game) -> list[Move] | None:
    """``s.path`` as engine moves, or None when the engine refuses a step of it."""
    try:
        return s.moves(game)
    except Exception:  # noqa: BLE001 - a step the engine refuses: no line
        return None


def _replays(game: Game, line: list[Move]) -> bool:
    """Whether ``line`` plays through a copy of ``game`` to a win."""
    g = game.copy()
    try:
        for m in line:
            g.play(m)
    except Exception:  # noqa: BLE001 - an illegal move: the line does not replay
        return False
    return g.is_won()


def _native_model(s: _Search) -> list[int] | None:
    """The flat int list ``read_model`` of ``_matrimony_core.c`` reads, or None when the
    game is outside what it models (16 piles, 8 foundations of 13 cards)."""
    if s.nt != 16 or s.nf != 8 or any(len(q) != 13 for q in s.seq):
        return None
    out = [_native.MX_MODEL_VERSION, int(s.bottom_first)]
    out += [int(FORCED_DONE), int(FREEZE), int(RELAX_BOUND), int(FORCED_LAST)]
    out += [int(RELAX_WORKLIST), int(STOCK_BOUND), int(ROUND_BOUND), int(PAIR_BOUND)]
    out += [int(COPY_BOUND), int(PAIR_COPY_BOUND), int(STEP_SKIP), int(PAIR_COPY_EVERY)]
    out += [int(FREEZE_KIND), int(FREEZE_CARRY)]
    out += _rounds()
    for q in s.seq:
        out += q
    out += s.cls
    for p in s.piles:
        out += [len(p), *p]
    out += s.h
    out += [len(s.stock), *s.stock, s.counter]
    return out
