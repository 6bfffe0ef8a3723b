/*
 * Native core of the exact Matrimony search (default rules) of
 * solitaire_widget/solver/matrimony_exact.py.
 *
 * It runs exactly the search of the Python class _Search there: the same private state
 * (16 piles of card codes, the stock, the 8 foundation heights, the redeal steps done),
 * the same plays in the same order, the same reductions (R1 forced play, R2 holding back
 * with its freezes, R4 a top dealt last, the R3/R5 loss bound, R6 that bound with the
 * stock still to deal, R7 cards dealt round staying on their piles, R8 two foundations
 * sharing their cards in opposite orders, case by case, R9 which copy of a card leaves
 * first, case by case, R10 the same within each case of R8; the bound skipped after a
 * redeal step from a position where it did not hold) and the same transposition
 * table (identical foundations as a sorted pair; a position searched in vain with fewer
 * freezes is not searched again with more). Given the same budget in
 * positions it visits the same positions and finds the same line; it is only faster.
 * It runs in rounds, as the Python search does (module docstring, "Rounds").
 * The proofs of the reductions are in the Python module's docstring, and the Python
 * search stays the reference: solitaire_widget/_native.py loads this code (compiled
 * into the same library as the Klondike core) and the tests compare the two.
 *
 * The transposition table stores full keys, never bare hashes, so a position is only
 * pruned when it really was seen: an exhausted search is a proof of loss, as in Python.
 * The loss bound's closure keeps its wait lists as bit sets (16 piles, 8 foundations):
 * the closure's end does not depend on the order it looks at things (module docstring),
 * but R9's and R10's choice of codes to split does, so Python looks at them in this
 * order too (the highest pile, then the highest foundation, waiting first).
 *
 * Four savings have no Python counterpart, and change only the time, never an answer or
 * a position visited: R9's cases start from the state the bound's first run saved just
 * before they first go differently (Split); R8's and R10's cuts do the same (relax_cut),
 * and R9's cases within a cut (R10) start from the cut's states or, before the cut first
 * goes differently, the first run's (for the cut R8 found not failing, the states R8's
 * run of it kept, so that cut is not run again); R9's codes are tried two at a time
 * before one by one (try_copies: a run with both codes' cases that does not fail clears
 * both); and a position the rounds search again with the same freezes and heights skips
 * the bound it failed there (FzRec.bound). A case that goes as the run without it is not
 * run at all (Split's late bits, per copy); Python has the coarser form R10 needs (it
 * passes over a code none of whose copies left a pile early).
 *
 * Self-contained C99, libc only. Reentrant: all memory belongs to one call.
 */
#define _DEFAULT_SOURCE /* clock_gettime under -std=c99 (glibc) */
#define _DARWIN_C_SOURCE
#include <math.h>
#include <stddef.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#define NT 16       /* piles */
#define NF 8        /* foundations */
#define NR 13       /* cards in a foundation */
#define NC 52       /* card codes (the two copies of a card share one) */
#define MAXP 112    /* cards in a pile, or in the stock (104 cards in all) */
#define MAXFZ 96    /* freezes at once (past it: "unknown", as a memory limit) */
#define MAXPATH 1024
#define MAXUNDO 4096
#define MAXEV 64    /* events on one line: deals and redeal steps */
#define KEYMAX (NT + NT * 104 + NF + 2)
#define CLOCK_EVERY 32

#define MODEL_VERSION 13 /* 4: mx_playouts; 5: R8 (its switch); 6: the rounds; 7: R9; 8: R10;
                           9: the rounds' discrepancies; 10: the bound after a redeal step;
                           11: R10 over every code of the pair (its switch); 12: mx_nested;
                           13: R11 and R12, R2's freezes by kind and across a step */

enum { R_LOST = 0, R_WON = 1, R_BUDGET = 2, R_MEMORY = 3, R_BADMODEL = -1 };

/* a set of freezes, sorted: each (pile, depth, foundation kind, copies home then) */
typedef struct {
    int n;
    uint32_t e[MAXFZ];
} Fz;

#define FZ(i, d, kind, hc) (((uint32_t)(i) << 20) | ((uint32_t)(d) << 12) | ((uint32_t)(kind) << 4) | (uint32_t)(hc))
#define FZ_I(v) ((int)((v) >> 20))
#define FZ_D(v) ((int)(((v) >> 12) & 0xff))
#define FZ_KIND(v) ((int)(((v) >> 4) & 0xff))
#define FZ_HC(v) ((int)((v) & 0xf))

typedef struct FzRec {
    struct FzRec *next;
    int n; /* the freezes; a record dropped (a search cut short) has -1 - n */
    /* the foundations' heights (4 bits each) when the loss bound did not hold here,
     * else NOBOUND: a visit with the same freezes and heights need not try it again */
    uint32_t bound;
    uint32_t e[];
} FzRec;
#define NOBOUND 0xffffffffu /* 15 in every place: no height is above 13 */

typedef struct {
    uint64_t hash;
    FzRec *tried;
    int len;
    uint8_t key[];
} Entry;

typedef struct Chunk {
    struct Chunk *next;
    size_t used, cap;
    unsigned char data[];
} Chunk;

typedef struct {
    uint8_t pile[NT][MAXP];
    int plen[NT];
    int h[NF];
    uint8_t stock[MAXP];
    int nstock, counter;
    Fz fz;
} Snap;

struct Relax;

typedef struct {
    /* tables */
    int seq[NF][NR], cls[NF], twin[NF];
    int nwhere[NC], wk[NC][NF], wpos[NC][NF];
    int nhomes[NC], homes[NC][NF];
    int ngroups, gsize[NF], gm[NF][NF];
    int bottom_first;
    int opt_forced, opt_freeze, opt_relax, opt_last, opt_worklist, opt_stock, opt_round, opt_pair,
        opt_copy, opt_pair_copy, opt_step_skip, opt_pair_every, opt_kind, opt_carry;
    int npairs, pa[NF], pb[NF]; /* R8: foundations of different kinds, the same codes reversed */
    int mate[NF];      /* R8: the other foundation of its pair, or -1 */
    int pair_hint[NF]; /* R8: per pair, the last cut that did not fail (tried first) */
    /* R9: 1 + the last code split with both cases failing (0: none), tried first; per
     * code, the case that last did not fail, tried first (neither changes a verdict) */
    int copy_hint;
    uint8_t copy_case[NC];
    uint64_t twin_codes; /* R9 splits these: codes whose foundations are identical twins */
    /* the position */
    uint8_t pile[NT][MAXP];
    int plen[NT];
    int h[NF];
    uint8_t stock[MAXP];
    int nstock, counter;
    Fz fz;
    /* plays to undo, the line, the positions saved before events */
    int undo_i[MAXUNDO], undo_k[MAXUNDO], nundo;
    int32_t path[MAXPATH];
    int npath;
    Snap snaps[MAXEV];
    int nsnap;
    /* the transposition table */
    Entry **tab;
    size_t tcap, tcount;
    Chunk *chunks;
    double bytes, max_bytes;
    /* the budget */
    int64_t states;
    double max_states, deadline;
    int stop; /* 0, R_BUDGET or R_MEMORY */
    /* the rounds: the positions a redeal's search may visit in this round (0: no limit),
     * those it has visited, whether the line is in one, and the searches cut short so far */
    int64_t round_first, round_growth, sub_budget, sub_count, cuts;
    int in_sub;
    /* and while the stock lasts, the plays a line may pass over (each then held back by
     * the position's later branches): disc_step per round (0: no limit); the round (from
     * 0) and the plays the current line has passed over */
    int disc_step, round_no, disc;
    /* R9: the relaxation's states saved before each closure of the plain run (Split;
     * NULL: none, each case then runs whole); R8, R10: with what the plain run had
     * recorded for R9 by then (a cut's run starts from there) */
    struct Relax *ck;
    struct Marks *ckm;
    struct Relax *ck2; /* R10: a cut's own, from where it leaves the plain run */
    struct Relax *ckp; /* R8, per pair (MAXCK each): the cut's own, for R10 (NULL: none) */
    /* the position's piles and stock as the relaxation starts from them (mark) */
    uint8_t mpile[NT][MAXP], mstock[MAXP];
    /* the freezes of the position a redeal step came from, when its loss bound did not
     * hold (the child may skip its own: matrimony_exact.py, "The bound after a redeal
     * step"); NULL: none. Set just before that step's node and read at its start. */
    const Fz *step_from;
    size_t tcap0; /* the table's first size (0: 2^16; the nested search's leaves: less) */
} S;

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + 1e-9 * (double)ts.tv_nsec;
}

/* ------------------------------------------------------------------ memory */
static void *arena(S *s, size_t n) {
    n = (n + 7) & ~(size_t)7;
    Chunk *c = s->chunks;
    if (c == NULL || c->used + n > c->cap) {
        size_t cap = n > (1u << 20) ? n : (1u << 20);
        if (s->bytes + (double)cap > s->max_bytes) {
            s->stop = R_MEMORY;
            return NULL;
        }
        c = (Chunk *)malloc(sizeof(Chunk) + cap);
        if (c == NULL) {
            s->stop = R_MEMORY;
            return NULL;
        }
        c->next = s->chunks;
        c->used = 0;
        c->cap = cap;
        s->chunks = c;
        s->bytes += (double)cap;
    }
    void *p = c->data + c->used;
    c->used += n;
    return p;
}

static uint64_t hash_key(const uint8_t *k, int n) {
    uint64_t h = 1469598103934665603ull;
    for (int i = 0; i < n; i++) {
        h ^= k[i];
        h *= 1099511628211ull;
    }
    return h ^ (h >> 29);
}

static int grow(S *s) {
    size_t ncap = s->tcap ? s->tcap * 2 : (s->tcap0 ? s->tcap0 : (1u << 16));
    double extra = (double)ncap * sizeof(Entry *);
    if (s->bytes + extra > s->max_bytes) {
        s->stop = R_MEMORY;
        return 0;
    }
    Entry **nt = (Entry **)calloc(ncap, sizeof(Entry *));
    if (nt == NULL) {
        s->stop = R_MEMORY;
        return 0;
    }
    for (size_t i = 0; i < s->tcap; i++) {
        Entry *e = s->tab[i];
        if (e) {
            size_t j = (size_t)e->hash & (ncap - 1);
            while (nt[j]) j = (j + 1) & (ncap - 1);
            nt[j] = e;
        }
    }
    s->bytes += extra - (double)s->tcap * sizeof(Entry *);
    free(s->tab);
    s->tab = nt;
    s->tcap = ncap;
    return 1;
}

/* ------------------------------------------------------------------ freezes */
static int fz_has(const Fz *z, uint32_t v) {
    for (int j = 0; j < z->n; j++)
        if (z->e[j] == v) return 1;
    return 0;
}

/* add v (a set: once); 0 when the set is full */
static int fz_add(Fz *z, uint32_t v) {
    int j = 0;
    while (j < z->n && z->e[j] < v) j++;
    if (j < z->n && z->e[j] == v) return 1;
    if (z->n >= MAXFZ) return 0;
    memmove(z->e + j + 1, z->e + j, (size_t)(z->n - j) * sizeof(uint32_t));
    z->e[j] = v;
    z->n++;
    return 1;
}

/* a is a subset of b (both sorted) */
static int fz_subset(const uint32_t *a, int na, const Fz *b) {
    int j = 0;
    for (int i = 0; i < na; i++) {
        while (j < b->n && b->e[j] < a[i]) j++;
        if (j >= b->n || b->e[j] != a[i]) return 0;
        j++;
    }
    return 1;
}

/* ------------------------------------------------------------------ helpers */
static int auto_home(const S *s, int c) {
    for (int j = 0; j < s->nhomes[c]; j++)
        if (s->h[s->homes[c][j]] == 0) return s->homes[c][j];
    return -1;
}

/* copies of code x on the foundations of kind `kind` (R2: a freeze lasts while this
 * count stays; R11 off: on any foundation) */
static int kind_count(const S *s, int x, int kind) {
    int n = 0;
    for (int j = 0; j < s->nwhere[x]; j++)
        if ((!s->opt_kind || s->cls[s->wk[x][j]] == kind) && s->h[s->wk[x][j]] > s->wpos[x][j])
            n++;
    return n;
}

static int won(const S *s) {
    for (int k = 0; k < NF; k++)
        if (s->h[k] != NR) return 0;
    return 1;
}

/* foundations that take code c now (identical ones at equal height once) */
static int fits(const S *s, int c, int *out) {
    int n = 0;
    for (int j = 0; j < s->nwhere[c]; j++) {
        int k = s->wk[c][j], i = s->wpos[c][j];
        if (s->h[k] == i && i > 0) {
            int dup = 0;
            for (int m = 0; m < n; m++)
                if (s->cls[out[m]] == s->cls[k] && s->h[out[m]] == i) dup = 1;
            if (!dup) out[n++] = k;
        }
    }
    return n;
}

/* play pile i's top to foundation k, then the automatic bases it uncovers; returns the
 * plays pushed on the undo stack */
static int play(S *s, int i, int k) {
    int n = 1;
    s->plen[i]--;
    s->h[k]++;
    s->undo_i[s->nundo] = i;
    s->undo_k[s->nundo++] = k;
    while (s->plen[i]) {
        int f = auto_home(s, s->pile[i][s->plen[i] - 1]);
        if (f < 0) break;
        s->plen[i]--;
        s->h[f]++;
        s->undo_i[s->nundo] = i;
        s->undo_k[s->nundo++] = f;
        n++;
    }
    return n;
}

static void unplay(S *s, int n) {
    while (n-- > 0) {
        s->nundo--;
        int i = s->undo_i[s->nundo], k = s->undo_k[s->nundo];
        s->h[k]--;
        s->pile[i][s->plen[i]++] = (uint8_t)s->seq[k][s->h[k]];
    }
}

/* the automatic bases after an event, in the engine's order */
static void settle(S *s) {
    int changed = 1;
    while (changed) {
        changed = 0;
        for (int i = 0; i < NT; i++) {
            if (s->plen[i]) {
                int f = auto_home(s, s->pile[i][s->plen[i] - 1]);
                if (f >= 0) {
                    s->plen[i]--;
                    s->h[f]++;
                    changed = 1;
                }
            }
        }
    }
}

/* the position (with its freezes) saved before an event, and put back */
static void snap_save(const S *s, Snap *sn) {
    memcpy(sn->pile, s->pile, sizeof sn->pile);
    memcpy(sn->plen, s->plen, sizeof sn->plen);
    memcpy(sn->h, s->h, sizeof sn->h);
    memcpy(sn->stock, s->stock, sizeof sn->stock);
    sn->nstock = s->nstock;
    sn->counter = s->counter;
    sn->fz = s->fz;
}

static void snap_load(S *s, const Snap *sn) {
    memcpy(s->pile, sn->pile, sizeof sn->pile);
    memcpy(s->plen, sn->plen, sizeof sn->plen);
    memcpy(s->h, sn->h, sizeof sn->h);
    memcpy(s->stock, sn->stock, sizeof sn->stock);
    s->nstock = sn->nstock;
    s->counter = sn->counter;
    s->fz = sn->fz;
}

/* R1's conditions for pile i's top going to k, and the lemma's; strict: R4's (c1) */
static int interchangeable(const S *s, int i, int k, int strict) {
    const uint8_t *p = s->pile[i];
    int n = s->plen[i], x = p[n - 1];
    int home = 0, level = 1;
    for (int j = 0; j < s->nwhere[x]; j++) {
        int f = s->wk[x][j], pos = s->wpos[x][j];
        if (s->h[f] > pos)
            home = 1;
        else if (s->cls[f] != s->cls[k])
            return 0;
        else if (s->h[f] != pos)
            level = 0;
    }
    if (!home && !level) {
        int below = 0;
        for (int j = 0; j < n - 1; j++)
            if (p[j] == x) below = 1;
        if (strict || !below) return 0;
    }
    return n < 2 || auto_home(s, p[n - 2]) < 0;
}

static int is_frozen(const S *s, int i, int k) {
    if (!s->fz.n) return 0;
    int d = s->plen[i] - 1;
    int x = s->pile[i][d];
    return fz_has(&s->fz, FZ(i, d, s->cls[k], kind_count(s, x, s->cls[k])));
}

static void normalize(S *s) {
    int m = 0;
    for (int j = 0; j < s->fz.n; j++) {
        uint32_t v = s->fz.e[j];
        int i = FZ_I(v), d = FZ_D(v);
        if (s->plen[i] > d && kind_count(s, s->pile[i][d], FZ_KIND(v)) == FZ_HC(v))
            s->fz.e[m++] = v;
    }
    s->fz.n = m;
}

/* ------------------------------------------------------------------ R3/R5 */
/* The relaxation's state. The piles come last: a checkpoint (Split) copies the rest
 * whole and of each pile only its cards. */
typedef struct Relax {
    int plen[NT];
    int h[NF], h0[NF];
    uint8_t removed[NC], home0[NC], reach[NC];
    int nfr;
    uint8_t fri[MAXFZ], frd[MAXFZ], frm[MAXFZ];
    uint32_t held, pwait[NC], fwait[NC], todo_p, todo_f;
    int ca, cb, cm; /* R8: the case (A, B, cut), ca = -1: none */
    /* R8: per foundation of a pair, the places where it passed a code neither of the two
     * had at the start with one copy gone (so it must have been the first of the two) */
    uint16_t *single; /* NULL: not recorded */
    uint8_t *single_at; /* and the closure in which it did, per foundation and place */
    /* R9: the code split (-1: none) and which of its copies leaves first (0: the one
     * found first, piles in order bottom up, then the stock from its top; the other
     * copy is marked SECOND in the relaxed piles, as every code's is) */
    int cs, cfirst;
    /* several of R9's cases at once (try_copies): the codes split, and per code which
     * copy leaves first (a bit set: 1 where the one found second does); cs = -1 then */
    uint64_t cases, cases_first;
    /* R9, in a run without its case: per pile, the code whose copy left it as one too
     * many (a second copy gone before a second foundation reached the code), -1: none;
     * and what the run records for R9 (NULL: not recorded) */
    int opened[NT];
    struct Split *split;
    int at;                 /* the closure running: 0, 1, ... (Split) */
    int cert[NT], most[NT]; /* R6, R7: see relax_go */
    uint8_t pile[NT][MAXP];
} Relax;
#define SECOND 64 /* R9: added to the code of the copy of a card found second */
#define MAXCK (MAXP / NT + 1 + NT + 1) /* closures in a run: the deals, redeal steps, last */

typedef struct Marks { /* what a run records for R9 (saved per closure for R8's cuts) */
    uint64_t codes;
    uint8_t late[NC], at[NC][2];
} Marks;

/* What a run without R9's case records for R9: the candidates, and per code and case
 * the first closure in which that case's run would go differently. A run with cs = c
 * and cfirst = x differs from the run without a case only where a card of code c leaves
 * a pile while fewer than two foundations reach c, and that card is the copy x makes
 * leave second; until then it makes the same steps. So when the run without a case
 * never did that (late[c] bit x clear), the case's run ends as it did, not lost, and
 * need not run; else it starts from the state saved before closure at[c][x] (ck, when
 * kept). The answers are those of whole runs; only the time changes. */
typedef struct Split {
    Marks m;
    Relax *ck; /* the state before each closure (NULL: not kept) */
    int nck;   /* the closures the run went through (ck[t0..nck-1] saved) */
    /* a cut's run (R10) starts as the plain run: ck keeps its states from closure t0,
     * below the plain run's before (the cut is set on those when a case starts there) */
    int t0;
    const Relax *below;
} Split;

/* the highest set bit of m (m != 0); the closure picks its next pile or foundation
 * with it, so a loop over 32 bits here was half the closure's time */
static int top_bit(uint32_t m) {
#if defined(__GNUC__) || defined(__clang__)
    return 31 - __builtin_clz(m);
#else
    int b = 0;
    if (m >> 16) { b += 16; m >>= 16; }
    if (m >> 8) { b += 8; m >>= 8; }
    if (m >> 4) { b += 4; m >>= 4; }
    if (m >> 2) { b += 2; m >>= 2; }
    return b + (int)(m >> 1);
#endif
}

/* the lowest set bit of m (m != 0) */
static int low_bit(uint64_t m) {
#if defined(__GNUC__) || defined(__clang__)
    return __builtin_ctzll(m);
#else
    int b = 0;
    while (!(m & 1u)) {
        m >>= 1;
        b++;
    }
    return b;
#endif
}

/* the first n cards of a pile of MAXP (a multiple of 8), 8 at a time: a call to memcpy
 * for the few cards of each pile cost more than the copy */
static void copy_pile(uint8_t *to, const uint8_t *from, int n) {
    for (int j = 0; j < n; j += 8) memcpy(to + j, from + j, 8);
}

static void r_copy(Relax *to, const Relax *from) {
    memcpy(to, from, offsetof(Relax, pile));
    for (int i = 0; i < NT; i++) copy_pile(to->pile[i], from->pile[i], from->plen[i]);
}

#if defined(__GNUC__) || defined(__clang__)
#define HOT static inline __attribute__((always_inline))
#elif defined(_MSC_VER)
#define HOT static __forceinline
#else
#define HOT static inline
#endif

/* inlined: the closure's commonest step (9 % of the run's time when it was a call) */
HOT void r_remove(Relax *r, int tag) {
    int c = tag & ~SECOND;
    r->removed[c]++;
    if (r->fwait[c]) {
        r->todo_f |= r->fwait[c];
        r->fwait[c] = 0;
    }
    if (r->removed[c] == 1 && r->pwait[c]) {
        r->todo_p |= r->pwait[c];
        r->pwait[c] = 0;
    }
}

static void closure(const S *s, Relax *r) {
    while (r->todo_p || r->todo_f) {
        while (r->todo_p) {
            int i = top_bit(r->todo_p);
            r->todo_p &= ~(1u << i);
            while (r->plen[i]) {
                int d = r->plen[i] - 1, tag = r->pile[i][d];
                int c = tag & ~SECOND;
                int mask = -1, fq = -1;
                if (r->held >> i & 1u) {
                    for (int j = 0; j < r->nfr; j++)
                        if (r->fri[j] == i && r->frd[j] == d) {
                            mask = r->frm[j];
                            fq = j;
                        }
                }
                int dem;
                if (mask >= 0 && (s->opt_kind || !r->removed[c])) {
                    /* R11: a kind the card is barred from takes it only once another copy
                     * went there, so never a kind of one foundation; a pair of twins once
                     * a copy has left (R11 off: any kind, once a copy has left) */
                    dem = 0;
                    for (int j = 0; j < s->nwhere[c]; j++) {
                        int k = s->wk[c][j];
                        if (r->h[k] >= s->wpos[c][j] &&
                            (!(mask >> s->cls[k] & 1) || (r->removed[c] && s->twin[k] >= 0)))
                            dem++;
                    }
                } else {
                    dem = r->reach[c];
                }
                /* R9: this copy leaves second */
                int late = r->cases >> c & 1u &&
                           ((tag & SECOND) != 0) == !(r->cases_first >> c & 1u);
                if (dem <= r->home0[c] || (late && r->reach[c] - r->home0[c] < 2)) {
                    r->pwait[c] |= 1u << i;
                    break;
                }
                if (r->split) { /* R9's candidates, in a run without its case */
                    struct Split *sp = r->split;
                    int o = r->opened[i];
                    if (o >= 0 && r->reach[o] - r->home0[o] < 2) sp->m.codes |= 1ull << o;
                    r->opened[i] = -1;
                    if (d > 0 && r->removed[c] >= r->reach[c] - r->home0[c]) r->opened[i] = c;
                    if (r->reach[c] - r->home0[c] < 2) { /* the case this copy is late in */
                        int x = tag & SECOND ? 0 : 1;
                        if (!(sp->m.late[c] >> x & 1u)) {
                            sp->m.late[c] |= (uint8_t)(1u << x);
                            sp->m.at[c][x] = (uint8_t)r->at;
                        }
                    }
                }
                if (fq >= 0) { /* the frozen card is gone: a card landing there is not it */
                    r->nfr--;
                    r->fri[fq] = r->fri[r->nfr];
                    r->frd[fq] = r->frd[r->nfr];
                    r->frm[fq] = r->frm[r->nfr];
                }
                r->plen[i]--;
                r_remove(r, tag);
            }
        }
        while (r->todo_f) {
            int k = top_bit(r->todo_f);
            r->todo_f &= ~(1u << k);
            int hk = r->h[k], t = s->twin[k];
            while (hk < NR) {
                int c = s->seq[k][hk];
                int need = (t >= 0 && r->h[t] > hk && hk >= r->h0[t]) ? 2 : 1;
                if (k == r->ca || k == r->cb) { /* R8: in this case, which goes first */
                    int pos2 = NR - 1 - hk;
                    if (r->h0[k == r->ca ? r->cb : r->ca] <= pos2) /* neither had c at the start */
                        need = (((k == r->ca) ? hk : pos2) < r->cm) == (k == r->ca) ? 1 : 2;
                }
                if (r->removed[c] < need) {
                    r->fwait[c] |= 1u << k;
                    break;
                }
                int m = s->mate[k];
                if (r->single && m >= 0 && r->removed[c] == 1 && r->h0[m] <= NR - 1 - hk) {
                    r->single[k] |= (uint16_t)(1u << hk);
                    r->single_at[k * NR + hk] = (uint8_t)r->at;
                }
                hk++;
                r->h[k] = hk;
                if (hk < NR) {
                    c = s->seq[k][hk];
                    r->reach[c]++;
                    if (r->pwait[c]) {
                        r->todo_p |= r->pwait[c];
                        r->pwait[c] = 0;
                    }
                }
            }
        }
    }
}

/* the start of a run: (ca, cb, cm): R8's case, ca = -1: none; (cs, cfirst): R9's case,
 * cs = -1: none; single (the plain run only): filled with where each foundation of a
 * pair passed a code as the first of the two (R8); split (without R9's case): cleared,
 * to record R9's candidates; NULL: not recorded. The piles are the marked ones (mark). */
static void relax_init(const S *s, Relax *r, int ca, int cb, int cm, int cs, int cfirst,
                       uint16_t *single, uint8_t *single_at, Split *split) {
    r->single = single;
    r->single_at = single_at;
    if (single) memset(single, 0, NF * sizeof *single);
    r->ca = ca;
    r->cb = ca >= 0 ? cb : -1;
    r->cm = cm;
    r->cs = cs;
    r->cfirst = cfirst;
    r->cases = cs >= 0 ? 1ull << cs : 0;
    r->cases_first = cs >= 0 && cfirst ? 1ull << cs : 0;
    if (cs >= 0) split = NULL;
    r->split = split;
    if (split) {
        split->m.codes = 0;
        memset(split->m.late, 0, sizeof split->m.late);
    }
    for (int i = 0; i < NT; i++) r->opened[i] = -1;
    memcpy(r->h, s->h, sizeof r->h);
    memcpy(r->h0, s->h, sizeof r->h0);
    memset(r->removed, 0, sizeof r->removed);
    memset(r->home0, 0, sizeof r->home0);
    memset(r->reach, 0, sizeof r->reach);
    memset(r->pwait, 0, sizeof r->pwait);
    memset(r->fwait, 0, sizeof r->fwait);
    for (int k = 0; k < NF; k++) {
        int hk = s->h[k];
        for (int j = 0; j < hk; j++) r->home0[s->seq[k][j]]++;
        for (int j = 0; j <= hk && j < NR; j++) r->reach[s->seq[k][j]]++;
    }
    /* R2's freezes: (pile, depth) -> the foundation kinds that card may not go to */
    r->nfr = 0;
    r->held = 0;
    for (int j = 0; j < s->fz.n; j++) {
        uint32_t v = s->fz.e[j];
        int i = FZ_I(v), d = FZ_D(v), m;
        for (m = 0; m < r->nfr; m++)
            if (r->fri[m] == i && r->frd[m] == d) break;
        if (m == r->nfr) {
            r->fri[m] = (uint8_t)i;
            r->frd[m] = (uint8_t)d;
            r->frm[m] = 0;
            r->nfr++;
        }
        r->frm[m] |= (uint8_t)(1u << FZ_KIND(v));
        r->held |= 1u << i;
    }
    for (int i = 0; i < NT; i++) copy_pile(r->pile[i], s->mpile[i], s->plen[i]);
    memcpy(r->plen, s->plen, sizeof r->plen);
    r->todo_p = (1u << NT) - 1;
    r->todo_f = (1u << NF) - 1;
    for (int i = 0; i < NT; i++) r->cert[i] = r->most[i] = r->plen[i];
}

/* the freezes of piles lo..hi-1 end: the redeal has picked those piles up */
static void drop_freezes(Relax *r, int lo, int hi) {
    int m = 0;
    for (int q = 0; q < r->nfr; q++) {
        if (r->fri[q] < lo || r->fri[q] >= hi) {
            r->fri[m] = r->fri[q];
            r->frd[m] = r->frd[q];
            r->frm[m] = r->frm[q];
            m++;
        }
    }
    r->nfr = m;
    for (int i = lo; i < hi; i++) r->held &= ~(1u << i);
}

/* the rest of a run, from closure t: the closures, and between them the deals left
 * (t < the deals) or the redeal steps; 1 when a foundation stays short. With ck, the
 * state before each closure is saved there. cert[i]: the bottom cards of relaxed pile
 * i that sit at the same place in every real line's pile (R6) */
static int relax_go(const S *s, Relax *r, int t, Relax *ck, Marks *ckm) {
    const uint8_t *stock = s->mstock;
    int first_done = NT - s->counter;
    int deals = (s->nstock + NT - 1) / NT;
    int last = deals + (s->bottom_first ? first_done : 0);
    int *cert = r->cert, *most = r->most;
    int started = 1; /* every foundation has its base: no card goes home by itself (R12) */
    for (int k = 0; k < NF; k++)
        if (!s->h[k]) started = 0;
    for (;; t++) {
        if (ck) {
            r_copy(&ck[t], r);
            if (ckm && r->split) ckm[t] = r->split->m;
        }
        r->at = t;
        if (t == last && !s->bottom_first) {
            for (int i = 0; i < first_done; i++) {
                for (int j = 0; j < r->plen[i]; j++) r_remove(r, r->pile[i][j]);
                r->plen[i] = 0;
            }
            drop_freezes(r, 0, first_done);
        }
        if (!s->opt_worklist) {
            r->todo_p = (1u << NT) - 1;
            r->todo_f = (1u << NF) - 1;
        }
        closure(s, r);
        if (t == last) break;
        int all = 1;
        for (int k = 0; k < NF; k++)
            if (r->h[k] != NR) all = 0;
        if (all) return 0; /* the relaxation wins already */
        if (t < deals) { /* R6: the next row of the stock */
            int ns = s->nstock - NT * t;
            for (int i = 0; i < NT && ns; i++) {
                int n = r->plen[i];
                if (n >= MAXP) return 0; /* cannot happen (104 cards); no verdict */
                cert[i] = n == most[i] ? n + 1 : (cert[i] < n ? cert[i] : n);
                r->pile[i][r->plen[i]++] = stock[--ns];
                most[i]++;
                r->todo_p |= 1u << i;
            }
            continue;
        }
        int j = first_done - 1 - (t - deals); /* the redeal step */
        int carry = 0; /* R12: the kinds the pile's top stays barred from where it lands */
        if (r->nfr) { /* the step frees its pile's cards */
            /* but its top's, when the relaxed pile is every real line's (as long as the
             * most it can be, which R7 keeps count of) and no base can go home by
             * itself (every foundation started): the top is then the real top, and its
             * freeze goes on with it */
            if (s->opt_carry && s->opt_round && started && r->plen[j] && r->plen[j] == most[j] &&
                cert[j] >= r->plen[j] && r->held >> j & 1u)
                for (int q = 0; q < r->nfr; q++)
                    if (r->fri[q] == j && r->frd[q] == r->plen[j] - 1) carry |= r->frm[q];
            drop_freezes(r, j, j + 1);
            r->todo_p |= 1u << j;
        }
        if (r->plen[j] > cert[j]) { /* R6: where these land depends on the line: free */
            for (int u = cert[j]; u < r->plen[j]; u++) r_remove(r, r->pile[j][u]);
            r->plen[j] = cert[j];
            r->todo_p |= 1u << j;
        }
        int n = r->plen[j], land = n == 1 ? j : -1; /* where the top lands (-1: freed) */
        if (n >= 2) {
            uint8_t cards[MAXP];
            memcpy(cards, r->pile[j], (size_t)n);
            r->plen[j] = 0;
            for (int u = 0; u < n; u++) {
                int q = j + u - NT;
                if (q < 0) {
                    r->pile[j + u][r->plen[j + u]++] = cards[u];
                    r->todo_p |= 1u << (j + u);
                    if (u == n - 1) land = j + u;
                } else if (s->opt_round && q < j) { /* R7: onto a pile still to be picked up */
                    int m = r->plen[q];
                    if (m >= MAXP) return 0; /* cannot happen (104 cards); no verdict */
                    cert[q] = m == most[q] ? m + 1 : (cert[q] < m ? cert[q] : m);
                    r->pile[q][r->plen[q]++] = cards[u];
                    most[q]++;
                    r->todo_p |= 1u << q;
                    if (u == n - 1) land = q;
                } else { /* dealt round onto a pile still to be picked up: free */
                    r_remove(r, cards[u]);
                }
            }
        }
        if (carry && land >= 0 && r->nfr < MAXFZ) {
            r->fri[r->nfr] = (uint8_t)land;
            r->frd[r->nfr] = (uint8_t)(r->plen[land] - 1);
            r->frm[r->nfr] = (uint8_t)carry;
            r->nfr++;
            r->held |= 1u << land;
            r->todo_p |= 1u << land;
        }
        if (s->opt_round) { /* the cards a real line may hold there and the relaxation not */
            int lo = n > NT - j ? n : NT - j, hi = most[j] < NT ? most[j] : NT;
            for (int u = lo; u < hi; u++) most[j + u - NT]++;
        }
    }
    for (int k = 0; k < NF; k++)
        if (r->h[k] < NR) return 1;
    return 0;
}

/* one whole run (relax_init's arguments); 1 when a foundation stays short */
static int relax_run(const S *s, int ca, int cb, int cm, int cs, int cfirst, uint16_t *single,
                     uint8_t *single_at, Split *split) {
    Relax r;
    relax_init(s, &r, ca, cb, cm, cs, cfirst, single, single_at, split);
    Relax *ck = r.split ? r.split->ck : NULL; /* none in a case of R9 */
    int lost = relax_go(s, &r, 0, ck, ck ? s->ckm : NULL);
    if (ck) {
        r.split->nck = r.at + 1;
        r.split->t0 = 0;
        r.split->below = NULL;
    }
    return lost;
}

/* the run of R8's cut (a, b, m), recording R9's candidates in sp (NULL: not recorded),
 * given the plain run's single, single_at and checkpoints (plain, NULL: none). Until a
 * foundation of the pair passes a code with one copy gone as the second of the two
 * under the cut, the cut's run makes the plain run's steps (its other foundation, the
 * first, needs the one copy the plain run counted; where the plain run waited, so does
 * the cut's), so it starts from the plain run's state before that closure (the answer
 * is the whole run's). With ck (R10), its own states from there on are saved there, for
 * R9's cases within the cut (Split) */
static int relax_cut(const S *s, int a, int b, int m, const uint16_t *single,
                     const uint8_t *single_at, const Split *plain, Split *sp, Relax *ck) {
    if (sp) sp->ck = NULL; /* the cases run whole */
    if (!plain || !plain->ck || s->twin[a] >= 0 || s->twin[b] >= 0)
        return relax_run(s, a, b, m, -1, 0, NULL, NULL, sp);
    int t = plain->nck; /* the first closure that goes differently */
    for (int j = m; j < NR; j++) /* a's places from m on: a is the second there */
        if (single[a] >> j & 1u && single_at[a * NR + j] < t) t = single_at[a * NR + j];
    for (int j = 0; j < NR; j++) /* b's places whose code is below m in a's: b is second */
        if (single[b] >> j & 1u && NR - 1 - j < m && single_at[b * NR + j] < t)
            t = single_at[b * NR + j];
    if (t >= plain->nck) /* never: R8 passes over a pair with a cut the plain run kept */
        return relax_run(s, a, b, m, -1, 0, NULL, NULL, sp);
    Relax r;
    r_copy(&r, &plain->ck[t]);
    r.single = NULL;
    r.single_at = NULL;
    r.ca = a;
    r.cb = b;
    r.cm = m;
    r.cs = -1;
    r.cases = r.cases_first = 0;
    r.split = sp;
    if (sp) sp->m = s->ckm[t];
    int lost = relax_go(s, &r, t, sp ? ck : NULL, NULL);
    if (sp && ck) {
        sp->ck = ck;
        sp->nck = r.at + 1;
        sp->t0 = t;
        sp->below = plain->ck;
    }
    return lost;
}

/* the run of R9's cases ``cases`` at once (per code c, the copy found second leaves
 * first where bit c of ``first`` is set) within R8's (ca, cb, cm), given what the run
 * without them recorded in sp (Split): it goes as that run until the first of them does */
static int relax_cases(const S *s, int ca, int cb, int cm, uint64_t cases, uint64_t first,
                       const Split *sp) {
    int t = MAXCK;
    for (uint64_t m = cases; m; m &= m - 1) {
        int c = low_bit(m), x = (int)(first >> c & 1u);
        if (!(sp->m.late[c] >> x & 1u)) { /* this case goes as the run without it */
            cases &= ~(1ull << c);
            continue;
        }
        if (sp->m.at[c][x] < t) t = sp->m.at[c][x];
    }
    if (!cases) return 0; /* the run without a case's, which did not fail */
    Relax r;
    if (sp->ck) {
        r_copy(&r, t < sp->t0 ? &sp->below[t] : &sp->ck[t]);
        r.ca = ca; /* a state of the plain run (below) is a cut's up to t0 */
        r.cb = cb;
        r.cm = cm;
        r.single = NULL;
        r.single_at = NULL;
        r.split = NULL;
    } else {
        t = 0;
        relax_init(s, &r, ca, cb, cm, -1, 0, NULL, NULL, NULL);
    }
    r.cs = -1;
    r.cases = cases;
    r.cases_first = first & cases;
    return relax_go(s, &r, t, NULL, NULL);
}

/* the run of R9's case (cs, cfirst) within R8's (ca, cb, cm) (relax_cases) */
static int relax_case(const S *s, int ca, int cb, int cm, int cs, int cfirst, const Split *sp) {
    return relax_cases(s, ca, cb, cm, 1ull << cs, cfirst ? 1ull << cs : 0, sp);
}

/* code c fails either way round (the case that last did not fail is tried first) */
static int try_code(S *s, int ca, int cb, int cm, int c, const Split *sp) {
    int a = s->copy_case[c];
    if (!relax_case(s, ca, cb, cm, c, a, sp)) return 0;
    if (relax_case(s, ca, cb, cm, c, 1 - a, sp)) {
        s->copy_hint = c + 1;
        return 1;
    }
    s->copy_case[c] = (uint8_t)(1 - a);
    return 0;
}

#define GROUP 2 /* codes per run (try_copies): of 2, 3, 4 and 6, the fastest on seven deals */
/* R9 (and R10 within R8's case (ca, cb, cm)): some code of ``codes`` fails either way
 * round; the code that last did so is tried first, and per code the case that last did
 * not fail (the order changes only how soon the answer comes, never the answer). A case
 * the run without one (sp) shows to end as that run did, not lost, is not run (Split) */
static int try_copies(S *s, int ca, int cb, int cm, const Split *sp) {
    int h = s->copy_hint - 1;
    uint64_t codes = sp->m.codes;
    if (h >= 0 && codes >> h & 1u) { /* the code that last failed both ways, first */
        codes &= ~(1ull << h);
        if (try_code(s, ca, cb, cm, h, sp)) return 1;
    }
    /* the others a few at once, each in the case that last did not fail: a run with more
     * cases lets less happen (each only adds a condition), so when that run does not
     * fail, neither does any of its cases alone, and none of its codes fails both ways */
    while (codes) {
        uint64_t group = 0, first = 0;
        for (int n = 0; n < GROUP && codes; n++) {
            int c = low_bit(codes);
            codes &= codes - 1;
            group |= 1ull << c;
            if (s->copy_case[c]) first |= 1ull << c;
        }
        if (group & (group - 1) && !relax_cases(s, ca, cb, cm, group, first, sp)) continue;
        for (; group; group &= group - 1)
            if (try_code(s, ca, cb, cm, low_bit(group), sp)) return 1;
    }
    return 0;
}

/* R9: the piles and stock with every code's copy found second marked SECOND, piles
 * bottom up, then the stock from its top: computed once for all runs of a position */
static void mark(S *s) {
    uint64_t found = 0;
    for (int i = 0; i < NT; i++)
        for (int d = 0; d < s->plen[i]; d++) {
            int c = s->pile[i][d];
            s->mpile[i][d] = (uint8_t)(found >> c & 1u ? c | SECOND : c);
            found |= 1ull << c;
        }
    for (int j = s->nstock - 1; j >= 0; j--) {
        int c = s->stock[j];
        s->mstock[j] = (uint8_t)(found >> c & 1u ? c | SECOND : c);
        found |= 1ull << c;
    }
}

/* R3, R5-R10: the relaxation leaves a foundation short (for R8: in every case of a pair;
 * for R9: in both cases of a code; for R10: in every case of a pair, by R8 or by both
 * cases of one of the pair's codes within it) */
static int relaxed_lost(S *s) {
    if (s->nstock && !(s->opt_stock && s->bottom_first)) return 0;
    if (s->counter == 0 && !s->bottom_first) return 0;
    uint16_t single[NF];
    uint8_t single_at[NF * NR];
    Split split, *plain = s->opt_copy || (s->opt_pair && s->opt_pair_copy) ? &split : NULL;
    split.ck = s->ck; /* for R9's cases and R8's and R10's cuts */
    int skip[NF] = {0}, live[NF]; /* R8 passed the pair over; its cut that did not fail */
    uint32_t dead[NF] = {0};     /* R8: the pair's cuts that failed */
    Split cand[NF];              /* R10: the candidates of the cut that did not fail */
    mark(s);
    if (relax_run(s, -1, -1, 0, -1, 0, single, single_at, plain)) return 1;
    if (s->opt_pair) {
        for (int p = 0; p < s->npairs; p++) {
            int a = s->pa[p], b = s->pb[p], lo = s->h[a], hi = NR - s->h[b];
            if (lo >= hi) continue;
            skip[p] = 1;
            /* a cut the plain run kept to (each code passed with one copy gone by the
             * foundation that goes first under it) gives the same run: not lost */
            uint32_t first_a = single[a], first_b = 0; /* as places of A */
            for (int j = 0; j < NR; j++)
                if (single[b] >> j & 1u) first_b |= 1u << (NR - 1 - j);
            if (!(first_a & first_b)) {
                int mlo = first_a ? top_bit(first_a) + 1 : lo, mhi = hi;
                if (mlo < lo) mlo = lo;
                for (int j = 0; j < NR; j++)
                    if (first_b >> j & 1u) {
                        if (j < mhi) mhi = j;
                        break;
                    }
                if (mlo <= mhi) continue;
            }
            skip[p] = 0;
            /* every cut must fail; the one that last did not is tried first (the order
             * changes only how soon a cut that does not fail is met, never the answer) */
            int hint = s->pair_hint[p], all = 1;
            Split *sp = s->opt_pair_copy ? &cand[p] : NULL; /* R10's candidates */
            for (int n = lo - 1; all && n <= hi; n++) {
                int m = n < lo ? hint : n;
                if (m < lo || m > hi || (n >= lo && m == hint)) continue;
                /* its states kept: R10 starts from the cut that does not fail, the last */
                Relax *ck = sp && s->ckp ? s->ckp + (size_t)p * MAXCK : NULL;
                if (relax_cut(s, a, b, m, single, single_at, plain, sp, ck)) {
                    dead[p] |= 1u << m;
                } else {
                    all = 0;
                    s->pair_hint[p] = live[p] = m;
                }
            }
            if (all) return 1;
        }
    }
    if (s->opt_copy) {
        split.m.codes &= s->twin_codes;
        if (try_copies(s, -1, -1, 0, &split)) return 1;
    }
    if (s->opt_pair && s->opt_pair_copy) { /* R10: R9 within each of a pair's cuts */
        for (int p = 0; p < s->npairs; p++) {
            int a = s->pa[p], b = s->pb[p], lo = s->h[a], hi = NR - s->h[b];
            if (lo >= hi || skip[p]) continue;
            /* the pair's codes neither of the two had at the start */
            uint64_t codes = 0;
            for (int j = lo; j < hi; j++) codes |= 1ull << s->seq[a][j];
            int all = 1;
            for (int n = -1; all && n <= hi; n++) {
                int m = n < 0 ? live[p] : n;
                if (n >= 0 && (m < lo || m == live[p] || dead[p] >> m & 1u)) continue;
                Split other, *c = n < 0 ? &cand[p] : &other;
                /* the cut R8 found not failing: its run there kept what R10 needs; any
                 * other: run again, its states kept for its cases */
                if (n >= 0 && relax_cut(s, a, b, m, single, single_at, plain, c, s->ck2)) continue;
                /* every code of the pair (a case that cannot go differently from the
                 * cut's run is not run: relax_cases), or only those the cut's run marks */
                c->m.codes = s->opt_pair_every ? codes : c->m.codes & codes;
                if (!try_copies(s, a, b, m, c)) {
                    all = 0;
                    s->pair_hint[p] = m;
                }
            }
            if (all) return 1;
        }
    }
    return 0;
}

/* ------------------------------------------------------------------ events */
static int event(S *s) {
    if (s->nstock) {
        for (int i = 0; i < NT && s->nstock; i++) s->pile[i][s->plen[i]++] = s->stock[--s->nstock];
    } else if (s->counter < NT) {
        int st = NT - 1 - s->counter, n = s->plen[st];
        int land = st; /* where the top of the pile lands (bottom-first order) */
        if (n >= 2) {
            uint8_t cards[MAXP];
            memcpy(cards, s->pile[st], (size_t)n);
            s->plen[st] = 0;
            for (int j = 0; j < n; j++) {
                int q = (st + j) % NT;
                s->pile[q][s->plen[q]++] = s->bottom_first ? cards[j] : cards[n - 1 - j];
            }
        }
        if (s->fz.n) { /* R2: the picked-up pile's cards are free again, but its top */
            uint32_t moved[NF];
            int m = 0, nm = 0;
            if (n >= 2) land = (st + n - 1) % NT;
            int dl = s->plen[land] - 1; /* its new depth */
            for (int j = 0; j < s->fz.n; j++) {
                uint32_t v = s->fz.e[j];
                if (FZ_I(v) != st) {
                    s->fz.e[m++] = v;
                } else if (s->opt_carry && s->bottom_first && FZ_D(v) == n - 1 && nm < NF &&
                           (dl == 0 || auto_home(s, s->pile[land][dl - 1]) < 0)) {
                    /* R2 across the step: the top went last, the others land as without
                     * it, and it covers no base that could go home: the lemma holds on */
                    moved[nm++] = FZ(land, dl, FZ_KIND(v), FZ_HC(v));
                }
            }
            s->fz.n = m;
            for (int j = 0; j < nm; j++) fz_add(&s->fz, moved[j]);
        }
        s->counter++;
    } else {
        return 0;
    }
    settle(s);
    return 1;
}

/* ------------------------------------------------------------------ R1 / R4 */
static int base_safe(const S *s) {
    for (int k = 0; k < NF; k++) {
        if (s->h[k] == 0) {
            int c = s->seq[k][0];
            for (int j = 0; j < s->nwhere[c]; j++)
                if (s->wpos[c][j] != 0 || s->cls[s->wk[c][j]] != s->cls[k]) return 0;
        }
    }
    return 1;
}

static void landing_bound(const S *s, int *out) {
    int incoming[NT] = {0};
    for (int j = 0; j < NT; j++) out[j] = -1;
    for (int j = NT - 1 - s->counter; j >= 0; j--) {
        int n = s->plen[j] + incoming[j];
        out[j] = incoming[j] ? -1 : n;
        if (n >= 2)
            for (int t = NT - j; t < n; t++) incoming[(j + t) % NT]++;
    }
}

/* R1 (and R4): play interchangeable cards that holding back can't help; returns the
 * plays made (each one step of the line) */
static int forced(S *s) {
    if (s->nstock) return 0;
    int count = 0;
    for (;;) {
        int first_done = NT - s->counter;
        int r4 = s->opt_last && s->bottom_first && base_safe(s);
        int bound[NT];
        if (r4) landing_bound(s, bound);
        int found = 0;
        for (int i = 0; i < NT; i++) {
            if (!s->plen[i]) continue;
            if (i < first_done && (!r4 || bound[i] < 0 || i + bound[i] > NT)) continue;
            int out[NF];
            int n = fits(s, s->pile[i][s->plen[i] - 1], out);
            if (n == 1 && !is_frozen(s, i, out[0]) &&
                interchangeable(s, i, out[0], i < first_done)) {
                play(s, i, out[0]);
                s->path[s->npath++] = i * NF + out[0];
                count++;
                found = 1;
                break;
            }
        }
        if (!found) return count;
    }
}

/* ------------------------------------------------------------------ search */
static int make_key(const S *s, uint8_t *key) {
    int n = 0;
    for (int i = 0; i < NT; i++) {
        key[n++] = (uint8_t)s->plen[i];
        memcpy(key + n, s->pile[i], (size_t)s->plen[i]);
        n += s->plen[i];
    }
    int h[NF];
    memcpy(h, s->h, sizeof h);
    for (int g = 0; g < s->ngroups; g++) { /* identical foundations: a sorted tuple */
        int v[NF], m = s->gsize[g];
        for (int j = 0; j < m; j++) v[j] = h[s->gm[g][j]];
        for (int a = 1; a < m; a++)
            for (int b = a; b > 0 && v[b - 1] > v[b]; b--) {
                int t = v[b];
                v[b] = v[b - 1];
                v[b - 1] = t;
            }
        for (int j = 0; j < m; j++) h[s->gm[g][j]] = v[j];
    }
    for (int k = 0; k < NF; k++) key[n++] = (uint8_t)h[k];
    key[n++] = (uint8_t)s->nstock;
    key[n++] = (uint8_t)s->counter;
    return n;
}

/* the foundations' heights, 4 bits each (FzRec.bound) */
static uint32_t heights(const S *s) {
    uint32_t v = 0;
    for (int k = 0; k < NF; k++) v |= (uint32_t)s->h[k] << (4 * k);
    return v;
}

/* the transposition table: 1 when the position was searched in vain with a subset of
 * these freezes; else records them (in *made, NULL when memory ran short) and returns 0,
 * with *no_bound 1 when a visit cut short had the same freezes and heights and the loss
 * bound did not hold (a visit of the rounds before: the bound depends on nothing else) */
static int seen(S *s, FzRec **made, int *no_bound) {
    *made = NULL;
    *no_bound = 0;
    uint8_t key[KEYMAX];
    int n = make_key(s, key);
    uint64_t hv = hash_key(key, n);
    if (2 * (s->tcount + 1) > s->tcap && !grow(s)) return 0;
    size_t j = (size_t)hv & (s->tcap - 1);
    Entry *e;
    while ((e = s->tab[j]) != NULL) {
        if (e->hash == hv && e->len == n && memcmp(e->key, key, (size_t)n) == 0) break;
        j = (j + 1) & (s->tcap - 1);
    }
    if (e != NULL) {
        uint32_t hs = 0;
        int have = 0;
        for (FzRec *r = e->tried; r; r = r->next) {
            if (r->n >= 0) {
                if (fz_subset(r->e, r->n, &s->fz)) return 1;
            } else if (!*no_bound && r->bound != NOBOUND && -1 - r->n == s->fz.n) {
                if (!have) {
                    hs = heights(s);
                    have = 1;
                }
                if (r->bound == hs && !memcmp(r->e, s->fz.e, (size_t)s->fz.n * sizeof(uint32_t)))
                    *no_bound = 1;
            }
        }
    } else {
        e = (Entry *)arena(s, sizeof(Entry) + (size_t)n);
        if (e == NULL) return 0;
        e->hash = hv;
        e->tried = NULL;
        e->len = n;
        memcpy(e->key, key, (size_t)n);
        s->tab[j] = e;
        s->tcount++;
    }
    FzRec *r = (FzRec *)arena(s, sizeof(FzRec) + (size_t)s->fz.n * sizeof(uint32_t));
    if (r == NULL) return 0;
    r->n = s->fz.n;
    r->bound = NOBOUND;
    memcpy(r->e, s->fz.e, (size_t)s->fz.n * sizeof(uint32_t));
    r->next = e->tried;
    e->tried = r;
    *made = r;
    return 0;
}

static int node(S *s) {
    int undo0 = s->nundo, path0 = s->npath;
    const Fz *after = s->step_from;
    s->step_from = NULL;
    if (s->npath + MAXP + 2 >= MAXPATH || s->nundo + 2 * MAXP >= MAXUNDO) {
        s->stop = R_MEMORY; /* never on a real deal: a line has at most 104 plays */
        return 0;
    }
    if (s->opt_forced) forced(s);
    if (won(s)) return 1;
    normalize(s);
    FzRec *made;
    int no_bound;
    if (seen(s, &made, &no_bound)) {
        unplay(s, s->nundo - undo0);
        s->npath = path0;
        return 0;
    }
    if (s->stop) return 0;
    /* the meter's tick */
    s->states++;
    if ((double)s->states > s->max_states) {
        s->stop = R_BUDGET;
        return 0;
    }
    if (s->states % CLOCK_EVERY == 0 && now_s() > s->deadline) {
        s->stop = R_BUDGET;
        return 0;
    }
    /* the rounds: a search cut short is no proof, so its record (and its ancestors') is
     * dropped (n = -1: never matches) */
    int64_t cuts0 = s->cuts;
    int root = 0;
    if (s->sub_budget > 0) {
        if (!s->in_sub && !s->nstock) { /* the first position with the stock dealt out */
            root = 1;
            s->in_sub = 1;
            s->sub_count = 0;
        }
        if (s->in_sub && ++s->sub_count > s->sub_budget) {
            s->cuts++;
            if (made && made->n >= 0) made->n = -1 - made->n;
            if (root) s->in_sub = 0;
            unplay(s, s->nundo - undo0);
            s->npath = path0;
            return 0;
        }
    }
    /* after a redeal step whose position's bound did not hold, with no freeze that
     * position lacked, the bound is skipped: it almost never holds there */
    int skip = after && fz_subset(s->fz.e, s->fz.n, after);
    if (s->opt_relax && !no_bound && !skip) {
        if (relaxed_lost(s)) {
            if (root) s->in_sub = 0;
            unplay(s, s->nundo - undo0);
            s->npath = path0;
            return 0;
        }
        if (made) made->bound = heights(s);
    }
    Fz base = s->fz;
    /* the rounds' discrepancies (matrimony_exact.py, "Discrepancies"): a branch that
     * would pass over more plays than this round allows is cut short, like a redeal over
     * its budget */
    int limited = s->sub_budget > 0 && s->disc_step > 0 && s->nstock > 0;
    int allowed = s->disc_step * s->round_no, passed = 0, cut = 0;
    for (int i = 0; i < NT && !cut; i++) {
        if (!s->plen[i]) continue;
        int x = s->pile[i][s->plen[i] - 1];
        int out[NF];
        int nfit = fits(s, x, out);
        if (!nfit) continue;
        int d = s->plen[i] - 1;
        int free_below = s->plen[i] < 2 || auto_home(s, s->pile[i][s->plen[i] - 2]) < 0;
        for (int q = 0; q < nfit; q++) {
            int k = out[q];
            if (is_frozen(s, i, k)) continue;
            if (limited && s->disc + passed > allowed) {
                cut = 1;
                break;
            }
            int done = play(s, i, k);
            s->path[s->npath++] = i * NF + k;
            Fz saved = s->fz;
            s->disc += passed;
            if (node(s)) return 1;
            if (s->stop) return 0;
            s->disc -= passed++;
            s->fz = saved;
            s->npath--;
            unplay(s, done);
            if (s->opt_freeze && free_below &&
                !fz_add(&s->fz, FZ(i, d, s->cls[k], kind_count(s, x, s->cls[k])))) {
                s->stop = R_MEMORY;
                return 0;
            }
        }
    }
    if (limited && s->disc + passed > allowed) cut = 1;
    if (cut) s->cuts++;
    /* close the phase: deal or take the next redeal step */
    if (!cut && (s->nstock || s->counter < NT)) {
        if (s->nsnap >= MAXEV) {
            s->stop = R_MEMORY;
            return 0;
        }
        Snap *sn = &s->snaps[s->nsnap++];
        snap_save(s, sn);
        int step = !s->nstock; /* a redeal step, not a deal */
        event(s);
        s->path[s->npath++] = -1;
        s->disc += passed;
        /* the bound here did not hold (or was skipped, or failed before: no_bound) */
        s->step_from = s->opt_relax && s->opt_step_skip && step ? &base : NULL;
        if (node(s)) return 1;
        if (s->stop) return 0;
        s->disc -= passed;
        s->npath--;
        snap_load(s, sn);
        s->nsnap--;
    }
    s->fz = base;
    if (s->cuts > cuts0 && made && made->n >= 0) made->n = -1 - made->n;
    if (root) s->in_sub = 0;
    unplay(s, s->nundo - undo0);
    s->npath = path0;
    return 0;
}

/* ------------------------------------------------------------------ model */
/* the flat model (matrimony_exact._native_model): version, bottom_first, the five
 * switches (forced, freeze, relax, last, worklist), the R6, R7, R8, R9 and R10 switches
 * (stock, round, pair, copy, pair copy), the step skip's, R10's over every code of a pair
 * (else the marked ones), R11's and R12's (R2's freezes by kind, across a step), the
 * rounds' first budget (0: no rounds), growth
 * and discrepancy step (0: none), seq[8][13], cls[8],
 * then per pile
 * its length and cards (bottom first), h[8], the stock's length and cards (top last),
 * the redeal steps done */
static int read_model(S *s, const int32_t *m, int len) {
    int at = 0;
#define NEXT(var)                      \
    do {                               \
        if (at >= len) return 0;       \
        (var) = m[at++];               \
    } while (0)
    int v;
    NEXT(v);
    if (v != MODEL_VERSION) return 0;
    NEXT(s->bottom_first);
    NEXT(s->opt_forced);
    NEXT(s->opt_freeze);
    NEXT(s->opt_relax);
    NEXT(s->opt_last);
    NEXT(s->opt_worklist);
    NEXT(s->opt_stock);
    NEXT(s->opt_round);
    NEXT(s->opt_pair);
    NEXT(s->opt_copy);
    NEXT(s->opt_pair_copy);
    NEXT(s->opt_step_skip);
    NEXT(s->opt_pair_every);
    NEXT(s->opt_kind);
    NEXT(s->opt_carry);
    int first, growth, step;
    NEXT(first);
    NEXT(growth);
    NEXT(step);
    if (first < 0 || growth < 2 || step < 0) return 0;
    s->round_first = first;
    s->round_growth = growth;
    s->disc_step = step;
    for (int k = 0; k < NF; k++)
        for (int j = 0; j < NR; j++) {
            NEXT(v);
            if (v < 0 || v >= NC) return 0;
            s->seq[k][j] = v;
        }
    for (int k = 0; k < NF; k++) {
        NEXT(v);
        if (v < 0 || v >= NF) return 0;
        s->cls[k] = v;
    }
    int total = 0;
    for (int i = 0; i < NT; i++) {
        NEXT(v);
        if (v < 0 || v > 104) return 0;
        s->plen[i] = v;
        total += v;
        for (int j = 0; j < s->plen[i]; j++) {
            NEXT(v);
            if (v < 0 || v >= NC) return 0;
            s->pile[i][j] = (uint8_t)v;
        }
    }
    for (int k = 0; k < NF; k++) {
        NEXT(v);
        if (v < 0 || v > NR) return 0;
        s->h[k] = v;
        total += v;
    }
    NEXT(v);
    if (v < 0 || v > 104) return 0;
    s->nstock = v;
    total += v;
    for (int j = 0; j < s->nstock; j++) {
        NEXT(v);
        if (v < 0 || v >= NC) return 0;
        s->stock[j] = (uint8_t)v;
    }
    NEXT(s->counter);
    if (s->counter < 0 || s->counter > NT || total > 104 || at != len) return 0;
#undef NEXT
    /* the derived tables, as _Search.__init__ builds them */
    for (int k = 0; k < NF; k++) {
        s->twin[k] = -1;
        for (int f = 0; f < NF; f++)
            if (f != k && s->cls[f] == s->cls[k]) {
                s->twin[k] = f;
                break;
            }
    }
    memset(s->nwhere, 0, sizeof s->nwhere);
    memset(s->nhomes, 0, sizeof s->nhomes);
    for (int k = 0; k < NF; k++)
        for (int j = 0; j < NR; j++) {
            int c = s->seq[k][j];
            if (s->nwhere[c] >= NF) return 0;
            s->wk[c][s->nwhere[c]] = k;
            s->wpos[c][s->nwhere[c]++] = j;
        }
    for (int k = 0; k < NF; k++) {
        int c = s->seq[k][0];
        s->homes[c][s->nhomes[c]++] = k;
    }
    s->twin_codes = 0;
    for (int c = 0; c < NC; c++)
        if (s->nwhere[c] == 2 && s->cls[s->wk[c][0]] == s->cls[s->wk[c][1]])
            s->twin_codes |= 1ull << c;
    s->npairs = 0;
    for (int k = 0; k < NF; k++) s->mate[k] = -1;
    for (int a = 0; a < NF; a++)
        for (int b = a + 1; b < NF; b++) {
            if (s->cls[a] == s->cls[b]) continue;
            int rev = 1;
            for (int j = 0; j < NR; j++)
                if (s->seq[b][NR - 1 - j] != s->seq[a][j]) rev = 0;
            if (rev) {
                s->pa[s->npairs] = a;
                s->pb[s->npairs++] = b;
                s->mate[a] = b;
                s->mate[b] = a;
            }
        }
    s->ngroups = 0;
    for (int c = 0; c < NF; c++) { /* classes in increasing order, members in pile order */
        int m = 0;
        for (int k = 0; k < NF; k++)
            if (s->cls[k] == c) s->gm[s->ngroups][m++] = k;
        if (m > 1) s->gsize[s->ngroups++] = m;
    }
    return 1;
}

/* The exact search from s's position in rounds (round_first 0: one search without
 * limits); the table keeps the records of the searches that were not cut short; a
 * round that cut none was the exhaustive search. 1: won (the line in s->path). */
static int search_rounds(S *s) {
    int found;
    s->sub_budget = s->round_first;
    for (;;) {
        int64_t cuts0 = s->cuts;
        found = node(s);
        if (found || s->stop || s->cuts == cuts0 || !s->sub_budget) return found;
        s->round_no++;
        s->sub_budget = s->sub_budget > INT64_MAX / s->round_growth
                            ? INT64_MAX
                            : s->sub_budget * s->round_growth;
    }
}

/* The bound's saved states (R9's cases, R8's and R10's cuts start from them); 1 when
 * they could be had, else none (NULL: those run whole). */
static int saved_states_new(S *s) {
    s->ck = (struct Relax *)malloc(MAXCK * sizeof(Relax));
    s->ckm = (struct Marks *)malloc(MAXCK * sizeof(struct Marks));
    s->ck2 = (struct Relax *)malloc(MAXCK * sizeof(Relax));
    s->ckp = (struct Relax *)malloc(NF * MAXCK * sizeof(Relax));
    if (s->ck && s->ckm && s->ck2 && s->ckp) return 1;
    free(s->ck);
    free(s->ckm);
    free(s->ck2);
    free(s->ckp);
    s->ck = s->ck2 = s->ckp = NULL;
    s->ckm = NULL;
    return 0;
}

/* A searcher and all it holds (its table, the saved states of the bound); NULL: none. */
/* a winning line handed to the caller (freed by mx_free): R_WON, or R_MEMORY */
static int line_out(const int32_t *m, int n, int32_t **path_out, int *path_len) {
    int32_t *p = (int32_t *)malloc((size_t)(n + 1) * sizeof(int32_t));
    if (p == NULL) return R_MEMORY;
    memcpy(p, m, (size_t)n * sizeof(int32_t));
    *path_out = p;
    *path_len = n;
    return R_WON;
}

static void s_free(S *x) {
    if (x == NULL) return;
    while (x->chunks) {
        Chunk *c = x->chunks;
        x->chunks = c->next;
        free(c);
    }
    free(x->tab);
    free(x->ck);
    free(x->ckm);
    free(x->ck2);
    free(x->ckp);
    free(x);
}

/* Search from the model's position. Returns R_WON (and in *path_out a malloc'd array
 * of the line's steps, free it with mx_free: pile * 8 + foundation for a play, -1 for a
 * deal or redeal step), R_LOST, R_BUDGET (states above max_states, or the seconds
 * passed), R_MEMORY (max_bytes reached) or R_BADMODEL. *states_out: states0 plus the
 * positions searched. */
int mx_search(const int32_t *model, int len, int64_t states0, double max_states,
              double seconds, double max_bytes, int64_t *states_out, int32_t **path_out,
              int32_t *path_len) {
    *states_out = states0;
    *path_out = NULL;
    *path_len = 0;
    S *s = (S *)calloc(1, sizeof(S));
    if (s == NULL) return R_MEMORY;
    if (!read_model(s, model, len)) {
        free(s);
        return R_BADMODEL;
    }
    s->states = states0;
    s->max_states = max_states;
    s->deadline = isinf(seconds) ? INFINITY : now_s() + seconds;
    s->max_bytes = max_bytes;
    s->bytes = (double)sizeof(S);
    settle(s); /* a position from the engine is settled already: this changes nothing */
    if (saved_states_new(s))
        s->bytes += (double)(MAXCK * ((2 + NF) * sizeof(Relax) + sizeof(struct Marks)));
    int code = R_LOST;
    int found = search_rounds(s);
    if (found) {
        code = line_out(s->path, s->npath, path_out, path_len);
    } else if (s->stop) {
        code = s->stop;
    }
    *states_out = s->states;
    s_free(s);
    return code;
}

/* ------------------------------------------------------------- random playouts */
/* A win finder that proves nothing, run before the exact search (matrimony_exact.py,
 * _Search.playout: the same moves for the same seed). splitmix64, so Python draws the
 * same numbers. */
static uint64_t sm_next(uint64_t *x) {
    uint64_t z = (*x += 0x9E3779B97F4A7C15ULL);
    z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
    z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
    return z ^ (z >> 31);
}

static int below(uint64_t *x, int n) { return (int)(sm_next(x) % (uint64_t)n); }

/* per mille: the chance a card the redeal may still move is played when it is drawn */
static const int PLAY_PER_MILLE[7] = {1000, 970, 900, 800, 650, 500, 300};

/* One playout from the current position; 1 when it wins (the line in s->path). */
static int playout_to(S *s, uint64_t *rng, int to_stock_out);
static int playout(S *s, uint64_t *rng) { return playout_to(s, rng, 0); }

/* to_stock_out: stop (returning 0) once the stock is dealt out, at the position right
 * after the last deal (the nested search's leaf) */
static int playout_to(S *s, uint64_t *rng, int to_stock_out) {
    int q = PLAY_PER_MILLE[below(rng, 7)];
    for (;;) {
        if (to_stock_out && !s->nstock) return 0;
        int held[NT] = {0};
        for (;;) {
            int ci[NT], cn[NT], cf[NT][NF], n = 0;
            for (int i = 0; i < NT; i++) {
                if (!s->plen[i] || held[i]) continue;
                int m = fits(s, s->pile[i][s->plen[i] - 1], cf[n]);
                if (m) {
                    ci[n] = i;
                    cn[n++] = m;
                }
            }
            if (!n) break;
            int j = below(rng, n), i = ci[j];
            /* holding back only matters on a pile the redeal will pick up */
            if (s->counter < NT && i < NT - s->counter && below(rng, 1000) >= q) {
                held[i] = 1;
                continue;
            }
            int k = cf[j][below(rng, cn[j])];
            s->nundo = 0;
            play(s, i, k);
            if (s->npath >= MAXPATH) return 0;
            s->path[s->npath++] = i * NF + k;
            if ((double)++s->states > s->max_states) return 0;
        }
        if (won(s)) return 1;
        if (!event(s)) return 0;
        if (s->npath >= MAXPATH) return 0;
        s->path[s->npath++] = -1;
        if ((double)++s->states > s->max_states) return 0;
    }
}

/* Random playouts from the model's position, seeded with seed, until one wins or
 * max_playouts have run, the states pass max_states or the seconds pass. Returns R_WON
 * (the line in *path_out as for mx_search), R_BUDGET (none won) or R_BADMODEL.
 * *playouts_out: the playouts run. */
int mx_playouts(const int32_t *model, int len, uint64_t seed, int64_t max_playouts,
                int64_t states0, double max_states, double seconds, int64_t *states_out,
                int64_t *playouts_out, int32_t **path_out, int32_t *path_len) {
    *states_out = states0;
    *playouts_out = 0;
    *path_out = NULL;
    *path_len = 0;
    S *s = (S *)calloc(1, sizeof(S));
    if (s == NULL) return R_MEMORY;
    if (!read_model(s, model, len)) {
        free(s);
        return R_BADMODEL;
    }
    settle(s);
    Snap start;
    snap_save(s, &start); /* no freezes: every playout starts with none */
    double deadline = isinf(seconds) ? INFINITY : now_s() + seconds;
    uint64_t rng = seed;
    int64_t n = 0;
    int code = R_BUDGET;
    s->states = states0;
    s->max_states = max_states; /* checked at every state, as the Python meter does */
    while (n < max_playouts && (double)s->states <= max_states && now_s() <= deadline) {
        snap_load(s, &start);
        s->npath = 0;
        n++;
        if (playout(s, &rng)) {
            code = line_out(s->path, s->npath, path_out, path_len);
            break;
        }
    }
    *states_out = s->states;
    *playouts_out = n;
    free(s);
    return code;
}

/* ------------------------------------------------- nested Monte Carlo search */
/* A win finder that proves nothing, as the playouts (matrimony_exact.py, "Nested
 * playouts"): Nested Monte Carlo Search (Cazenave 2009). A move is a play (pile * 8 +
 * foundation, as in a line) or the next event (-1: the deal or redeal step; doing it
 * early holds every card still playable back). Level 0 is one playout (the policy
 * above); level n plays a line step by step: at each step it tries every legal move,
 * each followed by a level n - 1 search, and keeps the best complete line found so far
 * (the most cards home at its end), of which it then plays the next move. The flags
 * (NEST_*) make the position right after the last deal a leaf: the levels branch only
 * before it, and it is scored by the loss bound, by playouts or by an exact search of a
 * few hundred positions (the variant matrimony_exact.py uses). */
typedef struct {
    int32_t m[MAXPATH];
    int n;     /* moves */
    int score; /* cards home at the line's end (-1: no line yet) */
} NLine;

#define NEST_DEALS 1 /* flags: the levels branch only while the stock lasts */
#define NEST_BOUND 2 /* and a leaf the loss bound proves lost scores below all others */
#define NEST_EXACT 4 /* a leaf is searched exactly (mx_search) for at most `leaf` positions */
#define NEST_EFFORT 8 /* with NEST_EXACT: a leaf scores by the positions its search took */
#define LOST_SCORE (-1000) /* added to such a leaf's cards home */
#define WIN_SCORE 1000000 /* a line that wins: above every other score */
#define EXACT_WEIGHT 200 /* states a position of a leaf's exact search counts for (its cost) */
#define LEAF_BITS 20 /* the leaves searched exactly: hashes kept, 2^20 of them */

typedef struct {
    uint64_t rng;
    int flags, leaf; /* NEST_*; the playouts from a leaf (the best counts), or positions */
    S *exact;            /* NEST_EXACT: the leaves' exact searcher */
    uint64_t *seen_hash; /* and the leaves searched so far (0: an empty slot), */
    int32_t *seen_score;  /* with their scores */
    double deadline;
    int stop;   /* the budget ran out: every search returns at once */
    int memory; /* and it was memory */
} NCtl;

static int home_total(const S *s) {
    int n = 0;
    for (int k = 0; k < NF; k++) n += s->h[k];
    return n;
}

/* the legal moves of the position: every play (identical foundations at equal height
 * once), then the event if there is one left */
static int nested_moves(const S *s, int32_t *out) {
    int n = 0;
    for (int i = 0; i < NT; i++) {
        if (!s->plen[i]) continue;
        int f[NF], m = fits(s, s->pile[i][s->plen[i] - 1], f);
        for (int j = 0; j < m; j++) out[n++] = i * NF + f[j];
    }
    if (s->nstock || s->counter < NT) out[n++] = -1;
    return n;
}

/* play one move of a line (a state counted, as the playouts count one) */
static void nested_apply(S *s, int32_t mv) {
    if (mv < 0) {
        event(s);
    } else {
        s->nundo = 0;
        play(s, mv / NF, mv % NF);
    }
    s->states++;
}

static int nested_over(S *s, NCtl *c) {
    if (!c->stop && ((double)s->states > s->max_states || now_s() > c->deadline))
        c->stop = 1;
    return c->stop;
}

/* NEST_EXACT: one exact searcher for every leaf, its memory kept from one to the next
 * (a fresh mx_search per leaf spent more on its allocations than on the search) */
static S *leaf_new(const S *from) {
    S *x = (S *)malloc(sizeof(S));
    if (x == NULL) return NULL;
    memcpy(x, from, sizeof(S)); /* the rules' tables; the position is set per leaf */
    x->tab = NULL;
    x->tcap = x->tcount = 0;
    x->tcap0 = 1u << 10;
    x->chunks = NULL;
    x->max_bytes = 64e6;
    saved_states_new(x);
    return x;
}

/* The exact search (node, in rounds, as mx_search) from `from`'s position, at most `cap`
 * positions: R_WON (the line in x->path), R_LOST or R_BUDGET; *positions: those visited */
static int leaf_search(S *x, const S *from, double cap, double deadline, int64_t *positions) {
    Snap at; /* from's position, through a snapshot (a few KB, once per leaf) */
    snap_save(from, &at);
    snap_load(x, &at);
    x->fz.n = 0;
    x->npath = x->nundo = x->nsnap = 0;
    x->states = 0;
    x->max_states = cap;
    x->deadline = deadline;
    x->stop = 0;
    x->step_from = NULL;
    x->cuts = x->sub_count = 0;
    x->in_sub = x->round_no = x->disc = 0;
    /* an empty table: the chunks but the newest freed, the slots cleared */
    if (x->chunks) {
        while (x->chunks->next) {
            Chunk *c = x->chunks->next;
            x->chunks->next = c->next;
            free(c);
        }
        x->chunks->used = 0;
    }
    if (x->tcap > (1u << 12)) {
        free(x->tab);
        x->tab = NULL;
        x->tcap = 0;
    } else if (x->tcap) {
        memset(x->tab, 0, x->tcap * sizeof(Entry *));
    }
    x->tcount = 0;
    x->bytes = (double)sizeof(S) + (x->chunks ? (double)x->chunks->cap : 0) +
               (double)x->tcap * sizeof(Entry *);
    settle(x);
    int found = search_rounds(x);
    *positions = x->states;
    return found ? R_WON : x->stop ? R_BUDGET : R_LOST;
}

/* NEST_EXACT: the leaf searched exactly, at most c->leaf positions (a leaf seen before
 * keeps its score): won (its line appended), lost (LOST_SCORE plus its cards home) or
 * unknown (its cards home). */
static int nested_exact_leaf(S *s, NCtl *c, NLine *sub) {
    uint8_t key[KEYMAX];
    uint64_t h = hash_key(key, make_key(s, key)) | 1u;
    size_t mask = ((size_t)1 << LEAF_BITS) - 1, at = (size_t)h & mask;
    while (c->seen_hash[at] && c->seen_hash[at] != h) at = (at + 1) & mask;
    if (c->seen_hash[at] == h) {
        sub->score = c->seen_score[at];
        return 0;
    }
    /* within what is left of the budget in states (at most one position over it) */
    double cap = floor((s->max_states - (double)s->states) / EXACT_WEIGHT);
    if (cap > c->leaf) cap = c->leaf;
    if (cap < 0 || now_s() > c->deadline) {
        c->stop = 1;
        sub->score = home_total(s);
        return 0;
    }
    int64_t st = 0;
    int code = leaf_search(c->exact, s, cap, c->deadline, &st);
    s->states += st * EXACT_WEIGHT;
    if (code == R_WON && sub->n + c->exact->npath <= MAXPATH) {
        memcpy(sub->m + sub->n, c->exact->path, (size_t)c->exact->npath * sizeof(int32_t));
        sub->n += c->exact->npath;
        sub->score = WIN_SCORE;
        return 1;
    }
    if (c->exact->stop == R_MEMORY) c->stop = c->memory = 1;
    if (c->flags & NEST_EFFORT) /* the harder to refute, the better; then cards home */
        sub->score = (code == R_LOST ? (int)st : c->leaf + 1) * 128 + home_total(s);
    else
        sub->score = (code == R_LOST ? LOST_SCORE : 0) + home_total(s);
    c->seen_hash[at] = h;
    c->seen_score[at] = sub->score;
    return 0;
}

/* The position right after the last deal (NEST_DEALS): proven lost by the bound
 * (NEST_BOUND: LOST_SCORE plus its cards home, no line), else the best of c->leaf
 * playouts from it. Appends to sub (its line so far); left as it found it. */
static int nested_leaf(S *s, NCtl *c, NLine *sub, Snap *tmp) {
    if (c->flags & NEST_EXACT) return nested_exact_leaf(s, c, sub);
    if ((c->flags & NEST_BOUND) && s->opt_relax && relaxed_lost(s)) {
        sub->score = LOST_SCORE + home_total(s);
        return 0;
    }
    snap_save(s, tmp);
    int base = sub->n, best = -1, bestn = 0;
    int32_t keep[MAXPATH];
    for (int r = 0; r < c->leaf; r++) {
        s->npath = 0;
        int w = playout(s, &c->rng);
        if ((double)s->states > s->max_states) c->stop = 1;
        int score = w ? WIN_SCORE : home_total(s);
        if (score > best && base + s->npath <= MAXPATH) {
            best = score;
            bestn = s->npath;
            memcpy(keep, s->path, (size_t)s->npath * sizeof(int32_t));
        }
        snap_load(s, tmp);
        if (w || c->stop) break;
    }
    memcpy(sub->m + base, keep, (size_t)bestn * sizeof(int32_t));
    sub->n = base + bestn;
    sub->score = best;
    return best == WIN_SCORE;
}

/* Level `level` from the current position (left as it found it). *best: the best
 * complete line found from here and its score. Returns 1 when that line wins. */
static int nested(S *s, int level, NCtl *c, NLine *best) {
    Snap *start = (Snap *)malloc(3 * sizeof(Snap));
    NLine *sub = (NLine *)malloc(sizeof(NLine));
    int won_here = 0;
    best->n = 0;
    best->score = LOST_SCORE - 1;
    int deals = c->flags & NEST_DEALS;
    if (start == NULL || sub == NULL) {
        c->stop = c->memory = 1;
        goto out;
    }
    Snap *here = start + 1;
    snap_save(s, start);
    int done = 0; /* the moves of best->m already played */
    for (;;) {
        if (won(s)) { /* reached by following the best line: it wins */
            best->n = done;
            best->score = WIN_SCORE;
            won_here = 1;
            break;
        }
        if (deals && !s->nstock && done) break; /* a leaf: its line is best's rest */
        int32_t moves[NT * NF + 1];
        int n = nested_moves(s, moves);
        if (n == 0) break; /* the line's end: best->m[:done] is best itself */
        snap_save(s, here);
        for (int j = 0; j < n; j++) {
            if (nested_over(s, c)) goto restore;
            nested_apply(s, moves[j]);
            int w;
            if (deals && !s->nstock) {
                sub->n = 0;
                w = nested_leaf(s, c, sub, here + 1);
            } else if (deals && level <= 1) {
                s->npath = 0;
                playout_to(s, &c->rng, 1);
                if ((double)s->states > s->max_states) c->stop = 1;
                memcpy(sub->m, s->path, (size_t)s->npath * sizeof(int32_t));
                sub->n = s->npath;
                w = nested_leaf(s, c, sub, here + 1);
            } else if (level <= 1) {
                s->npath = 0;
                w = playout(s, &c->rng);
                if ((double)s->states > s->max_states) c->stop = 1;
                memcpy(sub->m, s->path, (size_t)s->npath * sizeof(int32_t));
                sub->n = s->npath;
                sub->score = w ? WIN_SCORE : home_total(s);
            } else {
                w = nested(s, level - 1, c, sub);
            }
            snap_load(s, here);
            if (sub->score > best->score && done + 1 + sub->n <= MAXPATH) {
                best->m[done] = moves[j];
                memcpy(best->m + done + 1, sub->m, (size_t)sub->n * sizeof(int32_t));
                best->n = done + 1 + sub->n;
                best->score = sub->score;
                if (w) {
                    won_here = 1;
                    goto restore;
                }
            }
            if (c->stop) goto restore;
        }
        if (best->n <= done) break; /* no line kept (cannot happen: a guard) */
        nested_apply(s, best->m[done++]);
    }
restore:
    snap_load(s, start);
out:
    free(start);
    free(sub);
    return won_here;
}

/* Nested Monte Carlo searches of `level` (1 or more) from the model's position, one
 * after another with the generator running on (seeded with seed), until one wins, or
 * max_runs have run, the states pass max_states (one per move played, in a playout or
 * on a level's line) or the seconds pass. Returns R_WON (the line in *path_out as for
 * mx_search), R_BUDGET (none won: this proves nothing), R_MEMORY or R_BADMODEL (also
 * for a level below 1). *runs_out: the searches started. */
int mx_nested(const int32_t *model, int len, uint64_t seed, int level, int flags, int leaf,
              int64_t max_runs, int64_t states0, double max_states, double seconds,
              int64_t *states_out, int64_t *runs_out, int32_t **path_out, int32_t *path_len) {
    *states_out = states0;
    *runs_out = 0;
    *path_out = NULL;
    *path_len = 0;
    if (level < 0 || (level == 0 && !(flags & NEST_DEALS)) || leaf < 1 ||
        (flags & ~(NEST_DEALS | NEST_BOUND | NEST_EXACT | NEST_EFFORT)) ||
        ((flags & NEST_EFFORT) && !(flags & NEST_EXACT)))
        return R_BADMODEL;
    S *s = (S *)calloc(1, sizeof(S));
    NLine *line = (NLine *)malloc(sizeof(NLine));
    if (s == NULL || line == NULL) {
        free(s);
        free(line);
        return R_MEMORY;
    }
    if (!read_model(s, model, len)) {
        free(s);
        free(line);
        return R_BADMODEL;
    }
    settle(s);
    if (flags & NEST_BOUND) saved_states_new(s); /* as mx_search */
    NCtl c = {seed, flags, leaf, NULL, NULL, NULL,
              isinf(seconds) ? INFINITY : now_s() + seconds, 0, 0};
    if (flags & NEST_EXACT) {
        c.seen_hash = (uint64_t *)calloc((size_t)1 << LEAF_BITS, sizeof(uint64_t));
        c.seen_score = (int32_t *)calloc((size_t)1 << LEAF_BITS, sizeof(int32_t));
        c.exact = leaf_new(s);
        if (!c.seen_hash || !c.seen_score || !c.exact) c.stop = c.memory = 1;
    }
    Snap *tmp = (Snap *)malloc(2 * sizeof(Snap));
    if (tmp == NULL) c.stop = c.memory = 1;
    s->states = states0;
    s->max_states = max_states;
    int code = R_BUDGET;
    int64_t runs = 0;
    while (runs < max_runs && !nested_over(s, &c)) {
        runs++;
        int w;
        if (level == 0) { /* one way of playing the stock out, then its leaf */
            snap_save(s, tmp);
            s->npath = 0;
            playout_to(s, &c.rng, 1);
            memcpy(line->m, s->path, (size_t)s->npath * sizeof(int32_t));
            line->n = s->npath;
            w = (double)s->states <= max_states && nested_leaf(s, &c, line, tmp + 1);
            snap_load(s, tmp);
        } else {
            w = nested(s, level, &c, line);
        }
        if (w) {
            code = line_out(line->m, line->n, path_out, path_len);
            break;
        }
    }
    if (code == R_BUDGET && c.memory) code = R_MEMORY;
    *states_out = s->states;
    *runs_out = runs;
    s_free(s);
    free(line);
    free(tmp);
    free(c.seen_hash);
    free(c.seen_score);
    s_free(c.exact);
    return code;
}

void mx_free(int32_t *p) { free(p); }

int mx_version(void) { return MODEL_VERSION; }
