/*
 * Native core of the Klondike / Solitario (klondike32) search of solitaire_widget/solver.py.
 *
 * It runs exactly the search of the Python functions _dfs / _make_expander /
 * _KlondikeModel.settle / _KlondikeModel.key, for both stock models: "K+" (unlimited
 * passes, with automatic Aces only drawing one at a time: every card draws can bring to the
 * waste top is playable at once) and the plain one (draws and turn-overs are moves,
 * limited turn-overs counted, Aces going home by themselves). The same moves, generated
 * in the same order with the same priorities, the same safe and automatic moves, the
 * same draw-1 "pending" rule
 * and the same transposition table (tableau piles compared as a set). The game's cards,
 * foundation order and building rules come in as tables (rank order, Ace above King,
 * build up or down, empty-pile rule), so both decks run here. Given the same budget in
 * states it visits the same states and finds the same line; it is only faster. The
 * Python search stays the reference: solitaire_widget/_native.py builds and loads this
 * file, and the tests compare the two.
 *
 * The transposition table stores full canonical keys (bit-packed, 256 bits), never
 * bare hashes, so a state is only pruned when it really was seen: an exhausted search
 * is a proof of loss, as in Python.
 *
 * Self-contained C99, libc only. Reentrant: all memory belongs to one call.
 */
#define _DEFAULT_SOURCE /* clock_gettime, mmap and madvise under -std=c99 (glibc) */
#define _DARWIN_C_SOURCE
#include <math.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>
#if defined(__unix__) || defined(__APPLE__)
#include <sys/mman.h>
#endif

#define MAXT 8    /* tableau piles */
#define MAXP 24   /* cards in one pile: face-down ones + the longest build */
#define MAXS 52   /* stock + waste */
#define MAXACC 8  /* cards one card accepts on the tableau */
#define MAXF 16   /* cards in one foundation */
#define MAXMV 64  /* moves in one step: the move and its automatic moves */
#define MAXCAND 2048
#define KW 4      /* 64-bit words of a key */
#define CLOCK_EVERY 256

#define MODEL_VERSION 5
#define MAXL 16   /* groups of the locked-ranks bound */

#if defined(__GNUC__) || defined(__clang__)
#define PREFETCH(p) __builtin_prefetch(p)
#else
#define PREFETCH(p) ((void)0)
#endif

/* K_WF/K_WT: K+ moves of any card draws can bring to the waste top; K_WF1/K_WT1 (the
 * waste top), K_D (draw) and K_R (turn the waste over): the stock model with draws */
enum { K_T = 0, K_TF = 1, K_WF = 2, K_WT = 3, K_FT = 4, K_WF1 = 5, K_WT1 = 6, K_D = 7, K_R = 8 };
enum { R_LOST = 0, R_WON = 1, R_BUDGET = 2, R_MEMORY = 3, R_BADMODEL = -1 };

typedef struct {
    uint8_t n[MAXT];    /* cards in the pile */
    uint8_t down[MAXT]; /* of which face down, at the bottom */
    uint8_t c[MAXT][MAXP];
    uint8_t seq[MAXS];  /* waste bottom -> top, then the stock in drawing order */
    uint8_t nseq, pos;  /* pos: cards in the waste */
    uint8_t pend;       /* draw 1: pile + 1 a stock card was just put on, else 0 */
    uint16_t cnt;       /* waste turn-overs used (limited turn-overs only, else 0) */
    uint8_t found[4];   /* height of each suit's foundation */
    uint16_t dirty;     /* piles whose code[] is stale */
    uint64_t smask;     /* the cards of the root's seq still in seq, by place */
    uint8_t clen[MAXT];
    uint64_t code[MAXT]; /* each pile's part of the key (pile_code), kept up to date */
} State;

typedef struct {
    State s;
    uint8_t nmv;
    int8_t mv[MAXMV][4];
} Child;

typedef struct {
    uint8_t nmv;
    int8_t mv[MAXMV][4];
} Group;

typedef struct {
    int16_t pri;
    int8_t kind, a, b, c, q;
} Cand;

typedef struct {
    int ntab, draw, f2t, pending, total, maxchain;
    int kplus;       /* the K+ stock model (unlimited passes; automatic Aces: draw 1 only) */
    int auto_aces;   /* an Ace on a pile top or the waste top goes home by itself */
    int safe_waste;  /* a safe waste top goes home at once (draw 1, unlimited passes) */
    int max_redeals; /* waste turn-overs allowed, -1: unlimited */
    int8_t fpos[52], suit[52];
    uint8_t is_ace[52];
    uint8_t excluded[52], fill_ok[52];
    int8_t nacc[52], acc[52][MAXACC];
    int8_t accidx[52][52];
    int8_t need[52][4]; /* safe(c) iff found[s] > need[c][s] for every suit s */
    int8_t fseq[4][MAXF];
    int8_t rootidx[52]; /* place of a card in the root's seq (seqs only lose cards) */
    uint8_t oncycle[MAXS + 1]; /* waste sizes draws from an empty waste reach (pos % draw == 0) */
    int nroot;
    int rootrule;       /* the buried-roots loss bound applies (see roots_buried) */
    uint8_t is_root[52], is_blk[52];
    int8_t rootf[4];    /* lowest foundation place of a root of each suit, -1: none */
    int nlock;          /* groups of the locked-ranks bound (see locked) */
    int8_t lockn[MAXL], lockp[MAXL][52]; /* each group's holders */
    uint8_t lockh[MAXL][52];             /* each group's held cards, by card */
    int stuckrule;      /* the stuck-cards loss bound applies (see stuck) */
    /* the stuck-cards bound works on card sets as 64-bit masks, bit suit * 16 + place
     * on the foundation (so a suit's cards from one place on are one range of bits) */
    int8_t fbit[52];     /* each card's bit, -1: no foundation place */
    uint64_t takers[52]; /* the cards that take each card on the tableau */
    int8_t predbit[52];  /* the bit of each card's foundation predecessor, -1: none */
    int dbits, cbits, nbits, abits, fbits, posbits, pbits, cntbits, hdr;
} Model;

/* Open addressing over 8-byte slots (hash tag << 32 | key number + 1; 0: empty),
 * at most half full, so a probe mostly reads one cache line; the full keys are kept
 * densely in `keys` and compared whenever a tag matches. */
typedef struct {
    uint64_t *slots;
    uint64_t *keys; /* KW words per key */
    size_t cap, count, kcap;
    double maxbytes;
    double deadline; /* a rehash stops at the deadline (the search is over anyway) */
} Table;

typedef struct {
    const Model *m;
    Table t;
    int full;
    int64_t states;
    double max_states;
    double deadline; /* monotonic seconds, or INFINITY */
    int64_t next_clock;
    Child *arena;
    size_t narena, carena;
    double maxbytes;
    uint64_t keys[MAXCAND][KW]; /* one expansion's children's keys and hashes */
    uint64_t hash[MAXCAND];
} Search;

/* ------------------------------------------------------------------ helpers */
static int bits_for(int x) {
    /* bits to write 0..x, at least one (a shift by 64 is undefined) */
    int b = 1;
    while ((1 << b) <= x) b++;
    return b;
}

static double now_s(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + ts.tv_nsec * 1e-9;
}

static inline int safe(const Model *m, int c, const uint8_t *found) {
    for (int s = 0; s < 4; s++)
        if ((int)found[s] <= m->need[c][s]) return 0;
    return 1;
}

static inline int home_next(const Model *m, int c, const uint8_t *found) {
    return m->fpos[c] >= 0 && found[m->suit[c]] == m->fpos[c];
}

/* ------------------------------------------------------------------ loss bound */
/*
 * Buried roots (Python: _KlondikeModel.roots_buried; docs/benchmarks.md, Notes).
 *
 * A root is a card of the game that no card accepts on the tableau (the Kings building
 * down); a blocker is a card a root accepts (the Queens). The bound applies (rootrule,
 * set in read_model) when every blocker is (a) not allowed into an empty pile, (b)
 * accepted by roots only, and (c) preceded on its foundation by a root of its own suit.
 * Then a position is lost when no root is home, none is in the stock or waste, and every
 * root r in the tableau is buried: either (A) face up with a card on it, or (B) under a
 * blocker x of its own pile that is face down or the pile's first face-up card.
 * Proof: call that invariant I. Under I no root is on a pile top, so a blocker can go
 * neither onto a card (b: only roots take it), nor into an empty pile (a), nor home (c:
 * a root of its suit must be home first). It can only be carried by the card under it
 * in a run; in a build only a root is under a blocker, so a blocker face down or first
 * face up never moves, and the one on a face-up root (A) moves only with that root. A
 * root moves only home (it is not on top) or with its run into an empty pile (still
 * face up and covered, A). Cards between r and its blocker in (B) are face down: they
 * stay. No root comes from the stock, the waste or a foundation. So every move keeps I,
 * no root ever goes home and the game is never won, whatever the stock rules and the
 * search's own restrictions: pruning such a position keeps every verdict.
 */
static int roots_buried(const Model *m, const State *s) {
    if (!m->rootrule) return 0;
    for (int su = 0; su < 4; su++)
        if (m->rootf[su] >= 0 && s->found[su] > m->rootf[su]) return 0; /* a root home */
    for (int j = 0; j < s->nseq; j++)
        if (m->is_root[s->seq[j]]) return 0;
    int roots = 0;
    for (int i = 0; i < m->ntab; i++) {
        int n = s->n[i], down = s->down[i];
        if (!n) continue;
        int last = down < n ? down : n - 1, blk = -1; /* the highest fixed blocker */
        for (int k = last; k >= 0; k--)
            if (m->is_blk[s->c[i][k]]) {
                blk = k;
                break;
            }
        for (int k = 0; k < n; k++) {
            if (!m->is_root[s->c[i][k]]) continue;
            if (!((k == down && k < n - 1) || blk > k)) return 0; /* neither A nor B */
            roots++;
        }
    }
    return roots > 0;
}

/* Whether the buried-roots bound applies to this game's tables (read_model). */
static void root_rule(Model *m) {
    uint8_t accepted[52];
    memset(accepted, 0, sizeof accepted);
    memset(m->is_root, 0, sizeof m->is_root);
    memset(m->is_blk, 0, sizeof m->is_blk);
    for (int c = 0; c < 52; c++)
        for (int a = 0; a < m->nacc[c]; a++) accepted[m->acc[c][a]] = 1;
    for (int su = 0; su < 4; su++) m->rootf[su] = -1;
    int any = 0;
    for (int c = 0; c < 52; c++) {
        if (m->fpos[c] < 0 || m->excluded[c] || accepted[c]) continue;
        m->is_root[c] = 1;
        any = 1;
        int su = m->suit[c];
        if (m->rootf[su] < 0 || m->fpos[c] < m->rootf[su]) m->rootf[su] = m->fpos[c];
    }
    m->rootrule = any;
    for (int r = 0; r < 52 && m->rootrule; r++) {
        if (!m->is_root[r]) continue;
        for (int a = 0; a < m->nacc[r]; a++) {
            int x = m->acc[r][a], sx = m->suit[x];
            m->is_blk[x] = 1;
            /* (a) not into an empty pile; (c) a root of its suit home before it */
            if (m->fill_ok[x] || m->fpos[x] < 0 || m->rootf[sx] < 0 || m->rootf[sx] >= m->fpos[x])
                m->rootrule = 0;
            for (int y = 0; y < 52; y++) /* (b) accepted by roots only */
                if (m->accidx[y][x] >= 0 && !m->is_root[y]) m->rootrule = 0;
        }
    }
}

/*
 * Locked ranks (Python: _KlondikeModel.locked, which has the proof). A group is a set H
 * of held cards and the set P of their holders: every card that accepts a card of H,
 * and each card's foundation predecessor; every card of H is (a) not allowed into an
 * empty pile and (c) preceded on its foundation by a card of P, and every card of P
 * accepts a card of H (lock_rule). A position is lost when every card of P is in the
 * tableau with a card of H directly on it (face up or down): no card of P is on a top,
 * so a card of H on one can go nowhere (every card taking it is covered; not into an
 * empty pile; not home before a card of P) and is only carried by its holder; so every
 * move keeps that, no card of P ever goes home and the game is never won.
 */
static int locked(const Model *m, const State *s) {
    int8_t above[52];
    memset(above, -1, sizeof above);
    for (int i = 0; i < m->ntab; i++)
        for (int k = 0; k + 1 < s->n[i]; k++) above[s->c[i][k]] = (int8_t)s->c[i][k + 1];
    for (int g = 0; g < m->nlock; g++) {
        int k = 0, n = m->lockn[g];
        while (k < n) {
            int x = above[m->lockp[g][k]];
            if (x < 0 || !m->lockh[g][x]) break;
            k++;
        }
        if (k == n) return 1;
    }
    return 0;
}

/* The groups of the locked-ranks bound, from the game's tables (read_model). */
static void lock_rule(Model *m) {
    uint8_t in_game[52];
    for (int c = 0; c < 52; c++) in_game[c] = m->fpos[c] >= 0 && !m->excluded[c];
    m->nlock = 0;
    for (int x0 = 0; x0 < 52; x0++) {
        if (!in_game[x0]) continue;
        int taken = 0;
        for (int y = 0; y < 52; y++)
            if (in_game[y] && m->accidx[y][x0] >= 0) taken = 1;
        if (!taken) continue;
        uint8_t held[52], hold[52];
        int todo[52], nt = 0, ok = 1;
        memset(held, 0, sizeof held);
        memset(hold, 0, sizeof hold);
        held[x0] = 1;
        todo[nt++] = x0;
        while (nt && ok) {
            int x = todo[--nt], fp = m->fpos[x];
            if (fp <= 0 || m->fill_ok[x]) { /* (a) or (c) fails */
                ok = 0;
                break;
            }
            int pred = m->fseq[m->suit[x]][fp - 1];
            for (int y = 0; y < 52; y++) {
                if (!(y == pred || (in_game[y] && m->accidx[y][x] >= 0))) continue;
                hold[y] = 1;
                for (int a = 0; a < m->nacc[y]; a++) {
                    int z = m->acc[y][a];
                    if (in_game[z] && !held[z]) {
                        held[z] = 1;
                        todo[nt++] = z;
                    }
                }
            }
        }
        for (int x = 0; x < 52 && ok; x++)
            if (held[x] && !hold[m->fseq[m->suit[x]][m->fpos[x] - 1]]) ok = 0; /* (c) */
        for (int y = 0; y < 52 && ok; y++) { /* every holder takes a held card */
            if (!hold[y]) continue;
            int any = 0;
            for (int a = 0; a < m->nacc[y]; a++) any |= held[m->acc[y][a]];
            if (!any) ok = 0;
        }
        if (!ok) continue;
        int dup = 0;
        for (int g = 0; g < m->nlock && !dup; g++)
            if (!memcmp(m->lockh[g], held, sizeof held)) dup = 1;
        if (dup || m->nlock == MAXL) continue;
        int g = m->nlock++, n = 0;
        memcpy(m->lockh[g], held, sizeof held);
        for (int y = 0; y < 52; y++)
            if (hold[y]) m->lockp[g][n++] = (int8_t)y;
        m->lockn[g] = (int8_t)n;
    }
}

/*
 * Stuck cards (Python: _KlondikeModel.stuck, which has the proof). A card stays when it
 * never leaves the card it lies on (or stays a pile's bottom); a card is covered when
 * the card directly on it stays. Σ (stay) is the largest set of tableau cards each of
 * which is (1) face down and covered, or (2) (a) covered or with a never-home foundation
 * predecessor (not home, and covered or after a never-home card in its suit's order),
 * (b) taken on the tableau only by covered cards, (c) not allowed into an empty pile
 * unless at its pile's bottom. Lost when some card is covered: no move can take a card
 * of Σ off its card first, so a covered card is never a pile top and never goes home.
 */
static int stuck(const Model *m, const State *s) {
    /* The same greatest fixpoint as Python's, computed pile by pile from the top down
     * with the drops applied at once (each condition only weakens as Σ shrinks, so any
     * order of drops ends at the same Σ); a pass that drops nothing ends it. */
    uint64_t stay = 0, cov = 0;
    int nt = m->ntab;
    for (int i = 0; i < nt; i++) {
        int n = s->n[i];
        for (int k = 0; k < n; k++) {
            int b = m->fbit[s->c[i][k]];
            if (b < 0) return 0; /* a card with no foundation place: not this bound */
            stay |= (uint64_t)1 << b;
            if (k + 1 < n) cov |= (uint64_t)1 << b;
        }
    }
    if (!cov) return 0;
    for (;;) {
        /* never home: in each suit, the cards from its first covered card on */
        uint64_t never = 0;
        for (int su = 0; su < 4; su++) {
            uint64_t x = cov >> (16 * su) & 0xffff;
            never |= (x ? ~((x & (~x + 1)) - 1) & 0xffff : 0) << (16 * su);
        }
        int dropped = 0;
        for (int i = 0; i < nt; i++) {
            const uint8_t *p = s->c[i];
            for (int k = s->n[i] - 1; k >= 0; k--) {
                int x = p[k], b = m->fbit[x];
                if (!(stay >> b & 1)) continue;
                int covered = (int)(cov >> b & 1);
                if (covered && k < s->down[i]) continue; /* (1) */
                int pr = m->predbit[x];
                if ((covered || (pr >= 0 && (never >> pr & 1))) && !(m->takers[x] & ~cov) &&
                    (!m->fill_ok[x] || !k))
                    continue; /* (2) */
                stay &= ~((uint64_t)1 << b);
                if (k) cov &= ~((uint64_t)1 << m->fbit[p[k - 1]]);
                dropped = 1;
            }
        }
        if (!cov) return 0;
        if (!dropped) return 1;
    }
}

/* The tables of the stuck-cards bound (read_model; after root_rule: same games). */
static void stuck_rule(Model *m) {
    uint8_t in_game[52];
    for (int c = 0; c < 52; c++) {
        in_game[c] = m->fpos[c] >= 0 && !m->excluded[c];
        /* every card with a foundation place, Aces kept out of tableau play included */
        m->fbit[c] = (int8_t)(m->fpos[c] >= 0 && m->fpos[c] < 16 ? 16 * m->suit[c] + m->fpos[c] : -1);
    }
    for (int x = 0; x < 52; x++) {
        m->takers[x] = 0;
        for (int y = 0; y < 52; y++)
            if (in_game[y] && m->accidx[y][x] >= 0 && m->fbit[y] >= 0)
                m->takers[x] |= (uint64_t)1 << m->fbit[y];
        int pred = in_game[x] && m->fpos[x] > 0 ? m->fseq[m->suit[x]][m->fpos[x] - 1] : -1;
        m->predbit[x] = (int8_t)(pred >= 0 ? m->fbit[pred] : -1);
    }
    m->stuckrule = m->rootrule;
}

/* ------------------------------------------------------------------ key */
/* Bits written low to high into KW words, through a register-held accumulator. */
typedef struct {
    uint64_t acc, *out;
    int n, wi;
} Bits;

static inline void put(Bits *b, uint64_t v, int nb) {
    /* v < 2^nb, 0 <= nb <= 64 */
    b->acc |= v << b->n;
    int t = b->n + nb;
    if (t >= 64) {
        b->out[b->wi++] = b->acc;
        b->acc = b->n ? v >> (64 - b->n) : 0;
        b->n = t - 64;
    } else {
        b->n = t;
    }
}

/* One pile as a 64-bit word with a fixed layout (header left-aligned, then the build
 * as indexes into each card's accepts list); *len gets the bits in use. Face-down
 * cards never move, so a pile with face-down cards is named by its column. */
static inline uint64_t pile_code(const Model *m, const State *s, int i, int *len) {
    int down = s->down[i], n = s->n[i], up = n - down;
    int at = 64 - m->dbits;
    uint64_t code = (uint64_t)down << at;
    at -= m->cbits;
    if (down) code |= (uint64_t)i << at;
    at -= m->nbits;
    code |= (uint64_t)up << at;
    at -= 6;
    int L = m->hdr;
    if (up) {
        const uint8_t *p = s->c[i];
        code |= (uint64_t)p[down] << at;
        for (int k = down + 1; k < n; k++) {
            at -= m->abits;
            if (m->abits) code |= (uint64_t)m->accidx[p[k - 1]][p[k]] << at;
        }
        L += (up - 1) * m->abits;
    }
    *len = L;
    return code;
}

/* The canonical key of Python's _KlondikeModel.key (+ the pending pile), bit-packed. */
static void make_key(const Model *m, State *s, uint64_t *out) {
    uint64_t code[MAXT];
    int len[MAXT];
    int nt = m->ntab;

    for (int i = 0; i < nt; i++) {
        if (s->dirty >> i & 1) {
            int l;
            s->code[i] = pile_code(m, s, i, &l);
            s->clen[i] = (uint8_t)l;
        }
        code[i] = s->code[i];
        len[i] = s->clen[i];
    }
    s->dirty = 0;
    uint64_t pcode = s->pend ? code[s->pend - 1] : 0;
    /* piles compared as a set: sort them (insertion sort, 7 items) */
    for (int i = 1; i < nt; i++) {
        uint64_t c = code[i];
        int l = len[i], j = i - 1;
        while (j >= 0 && code[j] > c) {
            code[j + 1] = code[j];
            len[j + 1] = len[j];
            j--;
        }
        code[j + 1] = c;
        len[j + 1] = l;
    }
    int pidx = 0;
    if (s->pend)
        for (int i = 0; i < nt; i++)
            if (code[i] == pcode) {
                pidx = i + 1;
                break;
            }
    Bits b = {0, out, 0, 0};
    int fb = m->fbits;
    uint64_t head = 1; /* never all zero: an empty slot is */
    head |= ((uint64_t)s->found[0] | (uint64_t)s->found[1] << fb |
             (uint64_t)s->found[2] << 2 * fb | (uint64_t)s->found[3] << 3 * fb)
            << 1;
    put(&b, head, 1 + 4 * fb);
    put(&b, s->smask, m->nroot);
    int pos = s->pos;
    /* K+: positions on the cycle of draws from an empty waste reach each other: one class */
    if (m->kplus && (m->oncycle[pos] || pos == s->nseq)) pos = 0;
    put(&b, (uint64_t)pos, m->posbits);
    put(&b, (uint64_t)pidx, m->pbits);
    if (m->cntbits) put(&b, (uint64_t)s->cnt, m->cntbits);
    for (int i = 0; i < nt; i++) put(&b, code[i] >> (64 - len[i]), len[i]);
    if (b.wi < KW) out[b.wi++] = b.acc;
    while (b.wi < KW) out[b.wi++] = 0;
}

/* ------------------------------------------------------------------ table */
static inline uint64_t mix64(uint64_t x) {
    x ^= x >> 30;
    x *= 0xbf58476d1ce4e5b9ULL;
    x ^= x >> 27;
    x *= 0x94d049bb133111ebULL;
    x ^= x >> 31;
    return x;
}

static inline uint64_t key_hash(const uint64_t *k) {
    /* four independent products, then one finalizer: short dependency chain */
    return mix64(k[0] * 0x9e3779b97f4a7c15ULL ^ k[1] * 0xc2b2ae3d27d4eb4fULL ^
                 k[2] * 0x165667b19e3779f9ULL ^ k[3] * 0x27d4eb2f165667c5ULL);
}

/* Big zeroed blocks straight from the kernel, with huge pages where Linux offers them:
 * the table is probed at random, and TLB misses cost more than the probes. */
#define BIG (1u << 21)
static void *big_alloc(size_t bytes) {
#if defined(MAP_ANONYMOUS)
    if (bytes >= BIG) {
        void *p = mmap(NULL, bytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
        if (p == MAP_FAILED) return NULL;
#if defined(MADV_HUGEPAGE)
        madvise(p, bytes, MADV_HUGEPAGE);
#endif
        return p;
    }
#endif
    return calloc(1, bytes);
}

static void big_free(void *p, size_t bytes) {
    if (!p) return;
#if defined(MAP_ANONYMOUS)
    if (bytes >= BIG) {
        munmap(p, bytes);
        return;
    }
#endif
    (void)bytes;
    free(p);
}

static int table_init(Table *t, double maxbytes) {
    t->cap = (size_t)1 << 16;
    t->count = 0;
    t->kcap = t->cap / 2;
    t->maxbytes = maxbytes;
    t->slots = big_alloc(t->cap * sizeof(uint64_t));
    t->keys = malloc(t->kcap * KW * sizeof(uint64_t));
    return t->slots && t->keys;
}

static void table_free(Table *t) {
    big_free(t->slots, t->cap * sizeof(uint64_t));
    free(t->keys);
}

static inline double table_bytes(const Table *t) {
    return (double)t->cap * sizeof(uint64_t) + (double)t->kcap * KW * sizeof(uint64_t);
}

static int table_grow(Table *t) {
    size_t ncap = t->cap * 2, nk = t->kcap * 2;
    /* the old slots live on while the new ones are built; the keys grow in place
     * (realloc moves big blocks by remapping, not copying) */
    double after = (double)nk * KW * 8 + (double)(t->cap + ncap) * 8;
    if (after > t->maxbytes) return 0;
    uint64_t *nkeys = realloc(t->keys, nk * KW * sizeof(uint64_t));
    if (!nkeys) return 0;
    t->keys = nkeys;
    t->kcap = nk;
    uint64_t *ns = big_alloc(ncap * sizeof(uint64_t));
    if (!ns) return 0;
    for (size_t x = 0; x < t->count; x++) {
        if (!(x & 0xfffff) && now_s() > t->deadline) { /* the old slots stay valid */
            big_free(ns, ncap * sizeof(uint64_t));
            return 0;
        }
        uint64_t h = key_hash(&t->keys[x * KW]);
        size_t i = h & (ncap - 1);
        while (ns[i]) i = (i + 1) & (ncap - 1);
        ns[i] = (h >> 32) << 32 | (uint64_t)(x + 1);
    }
    big_free(t->slots, t->cap * sizeof(uint64_t));
    t->slots = ns;
    t->cap = ncap;
    return 1;
}

/* 1: new, 0: seen before, -1: out of memory (or out of time while growing) */
static int table_add(Table *t, const uint64_t *k, uint64_t h) {
    if (t->count + 1 > t->kcap && !table_grow(t)) return -1;
    size_t i = h & (t->cap - 1);
    uint64_t tag = (h >> 32) << 32;
    for (;;) {
        uint64_t sl = t->slots[i];
        if (!sl) break;
        if ((sl & 0xffffffff00000000ULL) == tag) {
            const uint64_t *o = &t->keys[((sl & 0xffffffffULL) - 1) * KW];
            if (o[0] == k[0] && o[1] == k[1] && o[2] == k[2] && o[3] == k[3]) return 0;
        }
        i = (i + 1) & (t->cap - 1);
    }
    memcpy(&t->keys[t->count * KW], k, KW * sizeof(uint64_t));
    t->slots[i] = tag | (uint64_t)(t->count + 1);
    t->count++;
    return 1;
}

/* ------------------------------------------------------------------ moves */
static inline void add_move(uint8_t *nmv, int8_t mv[][4], int kind, int a, int b, int c) {
    if (*nmv >= MAXMV) return; /* cannot happen: a step has at most 1 + 52 moves */
    int8_t *x = mv[(*nmv)++];
    x[0] = (int8_t)kind;
    x[1] = (int8_t)a;
    x[2] = (int8_t)b;
    x[3] = (int8_t)c;
}

static inline void seq_remove(const Model *m, State *s, int j) {
    s->smask &= ~((uint64_t)1 << m->rootidx[s->seq[j]]);
    memmove(&s->seq[j], &s->seq[j + 1], (size_t)(s->nseq - j - 1));
    s->nseq--;
}

/* Turn up, automatic Aces, then safe moves, until nothing changes (Python's settle). */
/* The parent was settled: until a foundation grows, only the piles the move changed
 * (dirty) can have a card to put home, so the others are skipped (same result). */
static void settle(const Model *m, State *s, uint8_t *nmv, int8_t mv[][4], int moved) {
    int changed = 1;
    while (changed) {
        changed = 0;
        for (int i = 0; i < m->ntab; i++) {
            int n = s->n[i];
            if (!n || (!moved && !(s->dirty >> i & 1))) continue;
            if (s->down[i] >= n) {
                s->down[i] = (uint8_t)(n - 1);
                s->dirty |= (uint16_t)(1u << i);
            }
            int c = s->c[i][n - 1];
            if (!home_next(m, c, s->found)) continue;
            if (m->auto_aces && m->is_ace[c]) {
                /* an engine effect, not a move */
            } else if (safe(m, c, s->found)) {
                add_move(nmv, mv, K_TF, i, 0, 0);
            } else {
                continue;
            }
            s->found[m->suit[c]]++;
            s->n[i]--;
            s->dirty |= (uint16_t)(1u << i);
            changed = moved = 1;
        }
        if (!m->kplus) { /* the waste top only */
            int q = s->pos;
            if (q) {
                int c = s->seq[q - 1];
                int ace = m->auto_aces && m->is_ace[c];
                if (home_next(m, c, s->found) && (ace || (m->safe_waste && safe(m, c, s->found)))) {
                    if (!ace) add_move(nmv, mv, K_WF1, 0, 0, 0);
                    s->found[m->suit[c]]++;
                    seq_remove(m, s, q - 1);
                    s->pos--;
                    changed = moved = 1;
                }
            }
        } else if (m->draw == 1 && moved) { /* drawing one at a time: every stock card is reachable */
            for (int j = 0; j < s->nseq; j++) {
                int c = s->seq[j];
                if (home_next(m, c, s->found) && safe(m, c, s->found)) {
                    add_move(nmv, mv, K_WF, c, 0, 0);
                    s->found[m->suit[c]]++;
                    seq_remove(m, s, j);
                    if (j < s->pos) s->pos--;
                    changed = 1;
                    break;
                }
            }
        }
    }
}

static inline void push_card(State *s, int j, int c) {
    if (!s->n[j]) s->down[j] = 0;
    s->c[j][s->n[j]++] = (uint8_t)c;
    s->dirty |= (uint16_t)(1u << j);
}

static void apply(const Model *m, State *s, const Cand *cd) {
    switch (cd->kind) {
    case K_TF: {
        int i = cd->a;
        int c = s->c[i][s->n[i] - 1];
        s->found[m->suit[c]]++;
        s->n[i]--;
        s->dirty |= (uint16_t)(1u << i);
        break;
    }
    case K_WF:
    case K_WF1:
        seq_remove(m, s, cd->q - 1);
        s->pos = (uint8_t)(cd->q - 1);
        s->found[m->suit[cd->a]]++;
        break;
    case K_WT:
    case K_WT1:
        seq_remove(m, s, cd->q - 1);
        s->pos = (uint8_t)(cd->q - 1);
        push_card(s, cd->b, cd->a);
        break;
    case K_T: {
        int i = cd->a, j = cd->b, k = s->n[i] - cd->c;
        if (!s->n[j]) s->down[j] = 0;
        memcpy(&s->c[j][s->n[j]], &s->c[i][k], (size_t)cd->c);
        s->n[j] = (uint8_t)(s->n[j] + cd->c);
        s->n[i] = (uint8_t)k;
        s->dirty |= (uint16_t)(1u << i | 1u << j);
        break;
    }
    case K_FT: {
        int su = cd->a;
        int c = m->fseq[su][s->found[su] - 1];
        s->found[su]--;
        push_card(s, cd->b, c);
        break;
    }
    case K_D:
        s->pos = (uint8_t)(s->pos + m->draw < s->nseq ? s->pos + m->draw : s->nseq);
        break;
    case K_R:
        s->pos = 0;
        if (m->max_redeals >= 0) s->cnt++;
        break;
    }
}

static inline int dest(const Cand *cd) {
    return (cd->kind == K_T || cd->kind == K_WT || cd->kind == K_WT1 || cd->kind == K_FT) ? cd->b
                                                                                         : -1;
}

static inline void cand(Cand *cs, int *nc, int pri, int kind, int a, int b, int c, int q) {
    if (*nc >= MAXCAND) return; /* cannot happen with 52 cards */
    Cand *x = &cs[(*nc)++];
    x->pri = (int16_t)pri;
    x->kind = (int8_t)kind;
    x->a = (int8_t)a;
    x->b = (int8_t)b;
    x->c = (int8_t)c;
    x->q = (int8_t)q;
}

/* ------------------------------------------------------------------ search */
static int arena_reserve(Search *S, size_t more) {
    if (S->narena + more <= S->carena) return 1;
    size_t nc = S->carena ? S->carena : 1024;
    while (nc < S->narena + more) nc *= 2;
    if ((double)nc * sizeof(Child) + table_bytes(&S->t) > S->maxbytes) return 0;
    Child *na = realloc(S->arena, nc * sizeof(Child));
    if (!na) return 0;
    S->arena = na;
    S->carena = nc;
    return 1;
}

/* Count one state; R_BUDGET when the budget is spent (Python's _Meter.tick). */
static inline int tick(Search *S) {
    S->states++;
    if ((double)S->states > S->max_states) return R_BUDGET;
    if (S->states >= S->next_clock) {
        S->next_clock += CLOCK_EVERY;
        if (now_s() > S->deadline) return R_BUDGET;
    }
    return 0;
}

/* Python's expand(): children of s pushed on the arena, lowest priority first. */
static int expand(Search *S, const State *s) {
    const Model *m = S->m;
    Cand cs[MAXCAND];
    int nc = 0, nt = m->ntab, full = S->full;
    int empty = -1;
    for (int i = 0; i < nt; i++)
        if (!s->n[i]) {
            empty = i;
            break;
        }
    /* which piles each card may go on */
    int8_t wantn[52];
    int8_t want[52][MAXT];
    memset(wantn, 0, sizeof wantn);
    for (int j = 0; j < nt; j++) {
        if (!s->n[j]) continue;
        int top = s->c[j][s->n[j] - 1];
        for (int a = 0; a < m->nacc[top]; a++) {
            int y = m->acc[top][a];
            want[y][wantn[y]++] = (int8_t)j;
        }
    }
    /* tableau -> foundation */
    for (int i = 0; i < nt; i++) {
        int n = s->n[i];
        if (!n) continue;
        int c = s->c[i][n - 1];
        if (home_next(m, c, s->found)) {
            int reveal = (s->down[i] == n - 1 && s->down[i] > 0) ? 30 : 0;
            cand(cs, &nc, 50 + reveal, K_TF, i, 0, 0, 0);
        }
    }
    /* waste -> foundation / tableau: the waste top (draws are moves of their own) */
    if (!m->kplus) {
        int q = s->pos;
        if (q) {
            int w = s->seq[q - 1];
            if (home_next(m, w, s->found)) cand(cs, &nc, 45, K_WF1, w, -1, 0, q);
            if (!m->excluded[w]) {
                for (int k = 0; k < wantn[w]; k++) cand(cs, &nc, 30, K_WT1, w, want[w][k], 0, q);
                if (empty >= 0 && m->fill_ok[w]) cand(cs, &nc, 25, K_WT1, w, empty, 0, q);
            }
        }
    }
    /* K+: every card draws can bring to the waste top */
    else {
        int n = s->nseq, d = m->draw, pos = s->pos;
        uint8_t mark[MAXS + 1];
        if (d == 1) {
            memset(mark, 1, (size_t)n + 1);
        } else {
            memset(mark, 0, (size_t)n + 1);
            for (int q = pos; q < n; q += d) mark[q] = 1;
            for (int q = 0; q < n; q += d) mark[q] = 1;
            mark[n] = 1;
        }
        for (int q = n; q >= 1; q--) {
            if (!mark[q]) continue;
            int w = s->seq[q - 1];
            if (home_next(m, w, s->found)) cand(cs, &nc, 45, K_WF, w, -1, 0, q);
            if (!m->excluded[w]) {
                for (int k = 0; k < wantn[w]; k++) cand(cs, &nc, 30, K_WT, w, want[w][k], 0, q);
                if (empty >= 0 && m->fill_ok[w]) cand(cs, &nc, 25, K_WT, w, empty, 0, q);
            }
        }
    }
    /* tableau -> tableau: any face-up card with the cards above it */
    for (int i = 0; i < nt; i++) {
        int n = s->n[i];
        if (!n) continue;
        int down = s->down[i];
        for (int k = down; k < n; k++) {
            int c = s->c[i][k];
            int nd = wantn[c];
            int to_empty = empty >= 0 && k != 0 && m->fill_ok[c];
            if (!nd && !to_empty) continue;
            int pri;
            if (k == down && down > 0)
                pri = 60 + down;
            else if (k == 0)
                pri = 40;
            else {
                int under = s->c[i][k - 1];
                pri = home_next(m, under, s->found) ? 35 : 5;
                if (pri == 5 && !full) continue;
            }
            for (int x = 0; x < nd; x++)
                if (want[c][x] != i) cand(cs, &nc, pri, K_T, i, want[c][x], n - k, 0);
            /* a whole pile into an empty one changes nothing: skipped (k != 0) */
            if (to_empty) cand(cs, &nc, pri - 1, K_T, i, empty, n - k, 0);
        }
    }
    /* foundation -> tableau (a safe card never needs to come back) */
    if (m->f2t && full) {
        for (int su = 0; su < 4; su++) {
            int h = s->found[su];
            if (!h) continue;
            int c = m->fseq[su][h - 1];
            if (m->excluded[c]) continue;
            uint8_t nf[4];
            memcpy(nf, s->found, 4);
            nf[su]--;
            if (safe(m, c, nf)) continue;
            for (int k = 0; k < wantn[c]; k++) cand(cs, &nc, 3, K_FT, su, want[c][k], 0, 0);
            if (empty >= 0 && m->fill_ok[c]) cand(cs, &nc, 2, K_FT, su, empty, 0, 0);
        }
    }
    /* stock: draw, or turn the waste over (K+ has no stock moves) */
    if (!m->kplus) {
        if (s->pos < s->nseq)
            cand(cs, &nc, 10, K_D, 0, 0, 0, 0);
        else if (s->pos && (m->max_redeals < 0 || s->cnt < m->max_redeals))
            cand(cs, &nc, 9, K_R, 0, 0, 0, 0);
    }
    /* stable sort by priority, as Python's list.sort */
    for (int i = 1; i < nc; i++) {
        Cand x = cs[i];
        int j = i - 1;
        while (j >= 0 && cs[j].pri > x.pri) {
            cs[j + 1] = cs[j];
            j--;
        }
        cs[j + 1] = x;
    }
    int pend = m->pending ? (int)s->pend - 1 : -1;
    if (!arena_reserve(S, (size_t)nc)) return R_MEMORY;
    /* first every child and its key (with the table slot fetched ahead: the table is
     * far bigger than the caches), then the table in the same order as Python */
    size_t base = S->narena;
    int nb = 0;
    for (int x = 0; x < nc; x++) {
        const Cand *cd = &cs[x];
        if (pend >= 0 && dest(cd) != pend) continue; /* build on the stock card first */
        Child *ch = &S->arena[base + nb];
        ch->s = *s;
        ch->nmv = 0;
        add_move(&ch->nmv, ch->mv, cd->kind, cd->a, cd->b, cd->c);
        apply(m, &ch->s, cd);
        settle(m, &ch->s, &ch->nmv, ch->mv,
               cd->kind == K_TF || cd->kind == K_WF || cd->kind == K_WF1 || cd->kind == K_FT);
        ch->s.pend = 0;
        if (m->pending && cd->kind == K_WT) {
            int j = cd->b, n = ch->s.n[j];
            if (n && ch->s.c[j][n - 1] == (uint8_t)cd->a) ch->s.pend = (uint8_t)(j + 1);
        }
        /* lost: proofs above (the stuck-cards bound, when on, covers both: not checked) */
        if (m->rootrule && !m->stuckrule && roots_buried(m, &ch->s)) continue;
        if (m->nlock && !m->stuckrule && locked(m, &ch->s)) continue;
        uint64_t *key = S->keys[nb];
        make_key(m, &ch->s, key);
        uint64_t h = key_hash(key);
        S->hash[nb] = h;
        PREFETCH(&S->t.slots[h & (S->t.cap - 1)]);
        nb++;
    }
    for (int y = 0; y < nb; y++) {
        int r = table_add(&S->t, S->keys[y], S->hash[y]);
        if (r < 0) return R_MEMORY;
        if (!r) continue;
        /* lost (proof above), checked on new positions only: kept in the table, a later
         * visit is pruned as seen instead (Python does the same) */
        if (m->stuckrule && stuck(m, &S->arena[base + (size_t)y].s)) continue;
        if ((r = tick(S))) return r;
        if (base + (size_t)y != S->narena) {
            Child *to = &S->arena[S->narena];
            const Child *from = &S->arena[base + (size_t)y];
            to->s = from->s;
            to->nmv = from->nmv;
            memcpy(to->mv, from->mv, sizeof from->mv[0] * from->nmv);
        }
        S->narena++;
    }
    return 0;
}

static inline int won(const Model *m, const State *s) {
    return s->found[0] + s->found[1] + s->found[2] + s->found[3] == m->total;
}

/* Python's _dfs: depth first, children popped highest priority first. */
static int dfs(Search *S, State *root, Group **path_out, int *depth_out) {
    const Model *m = S->m;
    size_t *level = NULL, clevel = 0, nlevel = 0;
    Group *path = NULL;
    size_t cpath = 0, npath = 0;
    int r;
    uint64_t key[KW];
    make_key(m, root, key);
    if (table_add(&S->t, key, key_hash(key)) < 0) return R_MEMORY;
    if ((r = tick(S))) return r;
    clevel = 256;
    level = malloc(clevel * sizeof *level);
    if (!level) return R_MEMORY;
    level[nlevel++] = 0;
    if ((r = expand(S, root))) goto done;
    r = R_LOST;
    while (nlevel) {
        if (S->narena == level[nlevel - 1]) {
            nlevel--;
            if (npath) npath--;
            /* drop the child these were the children of (left in place while they ran) */
            if (nlevel) S->narena--;
            continue;
        }
        size_t idx = S->narena - 1; /* the last child: expanded in place, not copied */
        const Child *cur = &S->arena[idx];
        if (npath == cpath) {
            size_t nc = cpath ? cpath * 2 : 256;
            Group *np = realloc(path, nc * sizeof *np);
            if (!np) {
                r = R_MEMORY;
                goto done;
            }
            path = np;
            cpath = nc;
        }
        path[npath].nmv = cur->nmv;
        memcpy(path[npath].mv, cur->mv, sizeof cur->mv[0] * cur->nmv);
        npath++;
        if (won(m, &cur->s)) {
            *path_out = path;
            *depth_out = (int)npath;
            path = NULL;
            r = R_WON;
            goto done;
        }
        if (nlevel == clevel) {
            size_t *nl = realloc(level, clevel * 2 * sizeof *level);
            if (!nl) {
                r = R_MEMORY;
                goto done;
            }
            level = nl;
            clevel *= 2;
        }
        level[nlevel++] = S->narena;
        /* room for every child first: expand reads its state from the arena */
        if (!arena_reserve(S, MAXCAND)) {
            r = R_MEMORY;
            goto done;
        }
        int e = expand(S, &S->arena[idx].s);
        if (e) {
            r = e;
            goto done;
        }
    }
done:
    free(level);
    free(path);
    return r;
}

/* ------------------------------------------------------------------ model */
/* Read the flat model Python's _native.model() writes; 0 if it can't be run here. */
static int read_model(const int32_t *x, int len, Model *m, State *root) {
    int at = 0;
#define NEXT() (at < len ? x[at++] : (ok = 0))
    int ok = 1;
    memset(m, 0, sizeof *m);
    memset(root, 0, sizeof *root);
    if (NEXT() != MODEL_VERSION) return 0;
    m->ntab = NEXT();
    m->draw = NEXT();
    m->f2t = NEXT();
    m->pending = NEXT();
    m->total = NEXT();
    m->maxchain = NEXT();
    m->kplus = NEXT();
    m->auto_aces = NEXT();
    m->safe_waste = NEXT();
    m->max_redeals = NEXT();
    int bound = NEXT(); /* loss bounds: 1 buried roots, 2 locked ranks, 4 stuck cards */
    if (!ok || m->ntab < 1 || m->ntab > MAXT || m->draw < 1 || m->maxchain < 1) return 0;
    if (m->max_redeals < -1 || m->max_redeals > 65535 || (m->kplus && m->max_redeals >= 0))
        return 0;
    if (m->pending && !m->kplus) return 0;
    memset(m->accidx, -1, sizeof m->accidx);
    for (int c = 0; c < 52; c++) {
        m->fpos[c] = (int8_t)NEXT();
        m->suit[c] = (int8_t)NEXT();
        m->excluded[c] = (uint8_t)NEXT();
        m->fill_ok[c] = (uint8_t)NEXT();
        m->is_ace[c] = (uint8_t)NEXT();
        int na = NEXT();
        if (na < 0 || na > MAXACC || m->suit[c] < 0 || m->suit[c] > 3) return 0;
        m->nacc[c] = (int8_t)na;
        for (int a = 0; a < MAXACC; a++) {
            int y = NEXT();
            if (a < na) {
                if (y < 0 || y > 51) return 0;
                m->acc[c][a] = (int8_t)y;
                m->accidx[c][y] = (int8_t)a;
            }
        }
        for (int s = 0; s < 4; s++) m->need[c][s] = (int8_t)NEXT();
    }
    int fsize = 0;
    for (int s = 0; s < 4; s++) {
        for (int k = 0; k < MAXF; k++) {
            int c = NEXT();
            m->fseq[s][k] = (int8_t)c;
            if (c >= 0 && k + 1 > fsize) fsize = k + 1;
        }
    }
    int maxdown = 0;
    for (int i = 0; i < m->ntab; i++) {
        int down = NEXT(), n = NEXT();
        if (!ok || n < 0 || down < 0 || (n && down >= n) || (!n && down) || n > MAXP) return 0;
        root->down[i] = (uint8_t)down;
        root->n[i] = (uint8_t)n;
        for (int k = 0; k < n; k++) {
            int c = NEXT();
            if (c < 0 || c > 51) return 0;
            root->c[i][k] = (uint8_t)c;
            /* the face-up cards must form a build (the key names them so) */
            if (k > down && m->accidx[root->c[i][k - 1]][c] < 0) return 0;
        }
        if (n - down > m->maxchain) return 0;
        if (down > maxdown) maxdown = down;
    }
    int nseq = NEXT();
    if (!ok || nseq < 0 || nseq > MAXS || nseq > 64) return 0;
    root->nseq = (uint8_t)nseq;
    memset(m->rootidx, 0, sizeof m->rootidx);
    for (int j = 0; j < nseq; j++) {
        int c = NEXT();
        if (c < 0 || c > 51) return 0;
        root->seq[j] = (uint8_t)c;
        m->rootidx[c] = (int8_t)j;
        root->smask |= (uint64_t)1 << j;
    }
    m->nroot = nseq;
    root_rule(m);
    stuck_rule(m);
    if (!(bound & 4)) m->stuckrule = 0;
    if (!(bound & 1)) m->rootrule = 0;
    lock_rule(m);
    if (!(bound & 2)) m->nlock = 0;
    for (int q = 0; q <= MAXS; q++) m->oncycle[q] = q % m->draw == 0;
    root->pos = (uint8_t)NEXT();
    for (int s = 0; s < 4; s++) root->found[s] = (uint8_t)NEXT();
    int last = NEXT(); /* K+: the pending pile; else the turn-over counter */
    if (m->kplus) {
        if (last < 0 || last > m->ntab) return 0;
        root->pend = (uint8_t)last;
    } else {
        if (last < 0 || (m->max_redeals >= 0 ? last > m->max_redeals : last != 0)) return 0;
        root->cnt = (uint16_t)last;
    }
    root->dirty = (uint16_t)((1u << m->ntab) - 1);
    if (!ok || root->pos > nseq) return 0;
    /* key layout, and whether it fits */
    int maxacc = 1;
    for (int c = 0; c < 52; c++)
        if (m->nacc[c] > maxacc) maxacc = m->nacc[c];
    m->abits = maxacc <= 1 ? 0 : bits_for(maxacc - 1);
    m->dbits = bits_for(maxdown);
    m->cbits = bits_for(m->ntab - 1);
    m->nbits = bits_for(m->maxchain);
    m->fbits = bits_for(fsize);
    m->posbits = bits_for(nseq);
    m->pbits = bits_for(m->ntab);
    m->cntbits = m->max_redeals > 0 ? bits_for(m->max_redeals) : 0;
    m->hdr = m->dbits + m->cbits + m->nbits + 6;
    if (maxdown + m->maxchain > MAXP) return 0;
    if (m->hdr + (m->maxchain - 1) * m->abits > 64 || 1 + 4 * m->fbits > 64) return 0;
    int keybits = 1 + 4 * m->fbits + nseq + m->posbits + m->pbits + m->cntbits +
                  m->ntab * m->hdr + 52 * m->abits;
    if (keybits > 64 * KW) return 0;
    return ok;
#undef NEXT
}

/* ------------------------------------------------------------------ entry points */
/*
 * One pass of the search (Python's _dfs with full=False or True).
 *
 * model/len: the flat model (tables + the settled root). states0: states counted
 * before this pass; max_states: stop when the count goes above it (INFINITY: no
 * limit); seconds: time left (INFINITY: no limit); max_bytes: memory cap of the
 * transposition table and the search stack.
 *
 * Returns 0 lost (exhausted), 1 won, 2 budget spent, 3 memory cap reached, -1 a
 * model this core can't run. *states_out gets the count. For a win, *path_out gets
 * a malloc'd int array (free it with kc_free): the number of steps, then for each
 * step its number of moves and 4 ints per move (kind, a, b, c).
 */
int kc_search(const int32_t *model, int len, int full, int64_t states0, double max_states,
              double seconds, double max_bytes, int64_t *states_out, int32_t **path_out,
              int32_t *path_len) {
    Model *m = malloc(sizeof(Model));
    Search *S = calloc(1, sizeof(Search)); /* ~100 kB: not on a thread's stack */
    State root;
    Group *path = NULL;
    int depth = 0, r;
    *states_out = states0;
    *path_out = NULL;
    *path_len = 0;
    if (!m || !S) {
        r = R_MEMORY;
        goto out;
    }
    if (!read_model(model, len, m, &root)) {
        r = R_BADMODEL;
        goto out;
    }
    S->m = m;
    S->full = full;
    S->states = states0;
    S->max_states = max_states;
    S->maxbytes = max_bytes;
    S->deadline = isinf(seconds) ? INFINITY : now_s() + seconds;
    S->next_clock = states0 + CLOCK_EVERY;
    S->t.deadline = S->deadline;
    if (!table_init(&S->t, max_bytes)) {
        r = R_MEMORY;
        goto out;
    }
    r = dfs(S, &root, &path, &depth);
    *states_out = S->states;
    if (r == R_WON) {
        int total = 1;
        for (int d = 0; d < depth; d++) total += 1 + 4 * path[d].nmv;
        int32_t *buf = malloc((size_t)total * sizeof(int32_t));
        if (!buf) {
            r = R_MEMORY;
            goto out;
        }
        int at = 0;
        buf[at++] = depth;
        for (int d = 0; d < depth; d++) {
            buf[at++] = path[d].nmv;
            for (int k = 0; k < path[d].nmv; k++)
                for (int f = 0; f < 4; f++) buf[at++] = path[d].mv[k][f];
        }
        *path_out = buf;
        *path_len = total;
    }
out:
    free(path);
    if (S) {
        table_free(&S->t);
        free(S->arena);
    }
    free(S);
    free(m);
    return r;
}

void kc_free(int32_t *p) { free(p); }

int kc_version(void) { return MODEL_VERSION; }
