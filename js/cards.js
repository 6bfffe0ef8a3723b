// @ts-check
/**
 * SVG card faces and backs, as markup strings.
 *
 * Every card is drawn in a 100 x 140 unit box (origin top-left); the caller places it with
 * `transform="translate(x y) scale(w/100)"`. Suits are drawn as paths (no font glyphs), so
 * they look the same everywhere and stay crisp at any zoom.
 */

export const CARD_W = 100;
export const CARD_H = 140;
export const CARD_R = 7;

/** Deep red and near-black: clearly apart, and safe on a white face. */
export const RED = "#c0142c";
export const BLACK = "#1b1e24";
/**
 * The four-colour deck's diamonds and clubs (contrast on the white face: 8.2:1 and 6.7:1,
 * WCAG AA for text). The faces are drawn in RED and BLACK; a table with the class
 * `solitaire-four-colour` repaints a diamond's RED and a club's BLACK with these by CSS
 * (styles.js), so one markup serves both decks.
 */
export const FOUR_COLOUR = { D: "#1346b4", C: "#0a6b2c" };
/** The card backs: id -> [field, lattice line, ornament] colours (`card_back` trait). */
export const BACKS = {
  blue: ["#1d3f74", "#5a7fc0", "#e9d9a6"],
  red: ["#7a1420", "#c25a63", "#f0d9a8"],
};

/** @typedef {"S"|"H"|"D"|"C"} Suit */

/** @param {string} code e.g. "QH", "TS" */
export function parseCard(code) {
  const rank = code[0];
  const suit = /** @type {Suit} */ (code[1]);
  return { rank, suit, red: suit === "H" || suit === "D" };
}

/** Rank text as printed on a card: "T" -> "10". */
export function rankText(rank) {
  return rank === "T" ? "10" : rank;
}

/** Suit symbols for plain text (labels, messages). */
export const SUIT_SYMBOL = { S: "\u2660", H: "\u2665", D: "\u2666", C: "\u2663" };

// Suit shapes in a 100 x 100 box, centred at (50, 50).
const SUIT_PATH = {
  H: "M50 94C46 86 33 74 20 61 7 48 0 39 0 26 0 11 11 0 26 0 37 0 45 6 50 16 55 6 63 0 74 0 89 0 100 11 100 26 100 39 93 48 80 61 67 74 54 86 50 94Z",
  D: "M50 0C59 17 72 34 88 50 72 66 59 83 50 100 41 83 28 66 12 50 28 34 41 17 50 0Z",
  S: "M50 0C57 15 72 27 86 39 96 48 100 56 100 65 100 80 89 90 75 90 65 90 58 85 54 78 55 88 59 95 68 100L32 100C41 95 45 88 46 78 42 85 35 90 25 90 11 90 0 80 0 65 0 56 4 48 14 39 28 27 43 15 50 0Z",
  C: "M29 27a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM4 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM54 59a21 21 0 1 1 42 0 21 21 0 1 1-42 0ZM40 40H60V64H40ZM53.5 62C54 80 60 92 71 100H29C40 92 46 80 46.5 62Z",
};

/**
 * A suit shape centred at (cx, cy), `size` units wide.
 * @param {Suit} suit @param {number} cx @param {number} cy @param {number} size
 * @param {string} fill @param {boolean} [flip] rotated 180 degrees
 */
export function suitShape(suit, cx, cy, size, fill, flip = false) {
  const s = size / 100;
  const rot = flip ? ` rotate(180 50 50)` : "";
  return `<path d="${SUIT_PATH[suit]}" fill="${fill}" transform="translate(${f(cx - size / 2)} ${f(cy - size / 2)}) scale(${f(s)})${rot}"/>`;
}

/** @param {number} n */
function f(n) {
  return Number.isInteger(n) ? String(n) : n.toFixed(2);
}

// Pip positions (x, y) for 2..10 in the 100 x 140 box.
const L = 31, C = 50, R = 69;
const T = 29, B = 111, M = 70, Q1 = 56.3, Q3 = 83.7;
/** @type {Record<string, Array<[number, number]>>} */
const PIPS = {
  "2": [[C, T], [C, B]],
  "3": [[C, T], [C, M], [C, B]],
  "4": [[L, T], [R, T], [L, B], [R, B]],
  "5": [[L, T], [R, T], [C, M], [L, B], [R, B]],
  "6": [[L, T], [R, T], [L, M], [R, M], [L, B], [R, B]],
  "7": [[L, T], [R, T], [C, 49.5], [L, M], [R, M], [L, B], [R, B]],
  "8": [[L, T], [R, T], [C, 49.5], [L, M], [R, M], [C, 90.5], [L, B], [R, B]],
  "9": [[L, T], [R, T], [L, Q1], [R, Q1], [C, M], [L, Q3], [R, Q3], [L, B], [R, B]],
  T: [[L, T], [R, T], [C, 42.6], [L, Q1], [R, Q1], [L, Q3], [R, Q3], [C, 97.4], [L, B], [R, B]],
};

const INDEX_FONT = `font-family="Georgia, 'DejaVu Serif', 'Times New Roman', serif" font-weight="700"`;

/**
 * The corner index (rank over a small suit), top-left; the caller rotates a copy for the
 * bottom-right corner.
 * @param {string} rank @param {Suit} suit @param {string} colour
 */
function cornerIndex(rank, suit, colour) {
  const txt = rankText(rank);
  const ten = txt.length > 1;
  const size = ten ? 19 : 22;
  const spacing = ten ? ` letter-spacing="-2.2"` : "";
  return (
    `<g class="solitaire-index"><text x="${ten ? 12.6 : 11.5}" y="23" text-anchor="middle" font-size="${size}"${spacing} ${INDEX_FONT} fill="${colour}">${txt}</text>` +
    suitShape(suit, 11.5, 31.5, 12, colour) +
    `</g>`
  );
}

/** A little crown for kings and queens, centred at (cx, cy). */
function crown(kind, cx, cy, colour) {
  const w = 26, h = 14, x = cx - w / 2, y = cy - h / 2;
  const pts =
    kind === "K"
      ? `${x},${y + h} ${x},${y} ${x + w * 0.25},${y + h * 0.55} ${x + w / 2},${y - 2} ${x + w * 0.75},${y + h * 0.55} ${x + w},${y} ${x + w},${y + h}`
      : `${x},${y + h} ${x + 2},${y + 3} ${x + w * 0.3},${y + h * 0.6} ${x + w / 2},${y + 1} ${x + w * 0.7},${y + h * 0.6} ${x + w - 2},${y + 3} ${x + w},${y + h}`;
  return (
    `<polygon points="${pts}" fill="#e7b53c" stroke="${colour}" stroke-width="1.2" stroke-linejoin="round"/>` +
    `<circle cx="${cx}" cy="${y + h * 0.72}" r="2" fill="${colour}"/>`
  );
}

/** A feather-like plume for jacks. */
function plume(cx, cy, colour) {
  return (
    `<path d="M${cx - 11} ${cy + 7}C${cx - 6} ${cy - 8} ${cx + 6} ${cy - 10} ${cx + 13} ${cy - 7}C${cx + 5} ${cy - 3} ${cx - 2} ${cy + 2} ${cx - 11} ${cy + 7}Z" fill="#e7b53c" stroke="${colour}" stroke-width="1.2" stroke-linejoin="round"/>` +
    `<path d="M${cx - 11} ${cy + 7}L${cx + 9} ${cy - 6}" stroke="${colour}" stroke-width="0.9"/>`
  );
}

/**
 * The centre of a face card: a framed, double-ended panel with the letter and the suit.
 * @param {string} rank @param {Suit} suit @param {string} colour @param {string} courtFill
 */
function courtPanel(rank, suit, colour, courtFill) {
  const half =
    (rank === "J" ? plume(50, 30, colour) : crown(rank, 50, 30, colour)) +
    `<text x="50" y="62" text-anchor="middle" font-size="31" ${INDEX_FONT} fill="${colour}">${rank}</text>` +
    suitShape(suit, 32.5, 29, 10, colour) +
    suitShape(suit, 67.5, 29, 10, colour);
  return (
    `<rect class="solitaire-court-frame" x="22" y="15" width="56" height="110" rx="4" fill="${courtFill}" stroke="${colour}" stroke-width="1.3"/>` +
    `<rect x="25" y="18" width="50" height="104" rx="2.5" fill="none" stroke="${colour}" stroke-opacity="0.35" stroke-width="0.8"/>` +
    `<line x1="25" y1="70" x2="75" y2="70" stroke="${colour}" stroke-opacity="0.4" stroke-width="0.8"/>` +
    half +
    `<g transform="rotate(180 50 70)">${half}</g>`
  );
}

/**
 * The face of a card: markup for a 100 x 140 box.
 * @param {string} code e.g. "QH"
 * @param {{ courtFill?: string }} [opts] `courtFill`: fill of the face-card panel (e.g. a gradient url)
 */
export function cardFace(code, opts = {}) {
  const { rank, suit, red } = parseCard(code);
  const colour = red ? RED : BLACK;
  const corner = cornerIndex(rank, suit, colour);
  let centre = "";
  // (the kind lets large print make room for its bigger corners: styles.js)
  const kind = rank === "A" ? "ace" : PIPS[rank] ? "pips" : "court";
  if (rank === "A") {
    const big = suit === "S" ? 46 : 40;
    centre = suitShape(suit, 50, 70, big, colour);
    if (suit === "S") centre += `<circle cx="50" cy="70" r="33" fill="none" stroke="${colour}" stroke-opacity="0.25" stroke-width="1"/>`;
  } else if (PIPS[rank]) {
    const size = rank === "T" || rank === "9" ? 17 : 18;
    centre = PIPS[rank].map(([x, y]) => `<g class="solitaire-pip">${suitShape(suit, x, y, size, colour, y > M + 1)}</g>`).join("");
  } else {
    centre = courtPanel(rank, suit, colour, opts.courtFill ?? "#fbf1d6");
  }
  // the suit class lets a four-colour table repaint diamonds and clubs (styles.js)
  return (
    `<g class="solitaire-face solitaire-suit-${suit}">` +
    `<rect x="0.5" y="0.5" width="99" height="139" rx="${CARD_R}" fill="#fff" stroke="#b9bcc2" stroke-width="1"/>` +
    `<g class="solitaire-centre solitaire-centre-${kind}">${centre}</g>` +
    corner +
    `<g transform="rotate(180 50 70)">${corner}</g>` +
    `</g>`
  );
}

/**
 * A card back: a framed lattice. `patternId` must name a pattern made by `backDefs`.
 * @param {string} patternId
 */
export function cardBack(patternId) {
  return (
    `<rect x="0.5" y="0.5" width="99" height="139" rx="${CARD_R}" fill="#fff" stroke="#b9bcc2" stroke-width="1"/>` +
    `<rect class="solitaire-back-field" x="5" y="5" width="90" height="130" rx="4.5" fill="#1d3f74"/>` +
    `<rect x="5" y="5" width="90" height="130" rx="4.5" fill="url(#${patternId})"/>` +
    `<rect x="9" y="9" width="82" height="122" rx="3" fill="none" stroke="#e9d9a6" stroke-opacity="0.75" stroke-width="1.2"/>` +
    `<path class="solitaire-back-field" d="M50 48L68 70 50 92 32 70Z" fill="#1d3f74" stroke="#e9d9a6" stroke-width="1.4"/>` +
    `<path d="M50 58L60 70 50 82 40 70Z" fill="#e9d9a6" fill-opacity="0.85"/>`
  );
}

/**
 * `<defs>` content shared by the backs and face cards of one SVG.
 * @param {string} prefix unique per SVG, so several tables on one page don't clash
 */
export function cardDefs(prefix) {
  return (
    `<pattern id="${prefix}-lattice" width="10" height="10" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">` +
    `<rect class="solitaire-back-field" width="10" height="10" fill="#1d3f74"/>` +
    `<path class="solitaire-back-line" d="M0 0H10M0 0V10" stroke="#5a7fc0" stroke-width="1.6" stroke-opacity="0.65"/>` +
    `<circle cx="5" cy="5" r="1.1" fill="#e9d9a6" fill-opacity="0.55"/>` +
    `</pattern>` +
    `<linearGradient id="${prefix}-court" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="#fdf6e2"/><stop offset="0.5" stop-color="#f4e3b5"/><stop offset="1" stop-color="#fdf6e2"/>` +
    `</linearGradient>`
  );
}

/**
 * Accessible name of a card: "Queen of diamonds".
 * @param {string} code @param {any} labels the snapshot's `labels`
 */
export function cardName(code, labels) {
  const { rank, suit } = parseCard(code);
  const rankName = labels?.ranks?.[rank] ?? rankText(rank);
  const suitName = labels?.suits?.[suit] ?? suit;
  const tpl = labels?.card_name ?? "{rank} of {suit}";
  return tpl.replace("{rank}", rankName).replace("{suit}", suitName);
}

/** Short text form: "Q♦", "10♠". @param {string} code */
export function cardShort(code) {
  const { rank, suit } = parseCard(code);
  return rankText(rank) + SUIT_SYMBOL[suit];
}
