// Text that the PDF standard fonts (Helvetica and the others, WinAnsiEncoding) can show.

// Code points above U+00FF that WinAnsiEncoding has (pdfkit maps them to their byte).
const WIN_ANSI_EXTRA = new Set([
  0x0152, 0x0153, 0x0160, 0x0161, 0x0178, 0x017d, 0x017e, 0x0192, 0x02c6, 0x02dc, 0x2013, 0x2014, 0x2018,
  0x2019, 0x201a, 0x201c, 0x201d, 0x201e, 0x2020, 0x2021, 0x2022, 0x2026, 0x2030, 0x2039, 0x203a, 0x20ac,
  0x2122,
]);

// Characters outside WinAnsi that have an obvious stand-in.
const STAND_INS: Record<string, string> = {
  "\u2010": "-",
  "\u2011": "-",
  "\u2012": "-",
  "\u2015": "\u2014",
  "\u2212": "-",
  "\u2043": "-",
  "\u2032": "'",
  "\u2033": '"',
  "\u2044": "/",
  "\u2190": "<-",
  "\u2192": "->",
  "\u2264": "<=",
  "\u2265": ">=",
  "\u2248": "~",
  "\u0131": "i",
  "\u0141": "L",
  "\u0142": "l",
  "\u0110": "D",
  "\u0111": "d",
  "\u0126": "H",
  "\u0127": "h",
};

const FALLBACK = "?";

function isWinAnsi(text: string) {
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    const ok = (cp >= 0x20 && cp <= 0x7e) || (cp >= 0xa0 && cp <= 0xff && cp !== 0xad) || WIN_ANSI_EXTRA.has(cp);
    if (!ok) return false;
  }
  return true;
}

/** Invisible characters dropped outright: controls, soft hyphen, zero-width marks, variation selectors. */
function isInvisible(cp: number) {
  return (
    (cp < 0x20 && cp !== 0x0a) ||
    (cp >= 0x7f && cp <= 0x9f) ||
    cp === 0xad ||
    (cp >= 0x200b && cp <= 0x200f) ||
    (cp >= 0x202a && cp <= 0x202e) ||
    (cp >= 0x2060 && cp <= 0x2064) ||
    cp === 0xfeff ||
    (cp >= 0xfe00 && cp <= 0xfe0f)
  );
}

const graphemes = new Intl.Segmenter("en-GB", { granularity: "grapheme" });
const PICTOGRAPH = /\p{Extended_Pictographic}|\p{Regional_Indicator}/u;
const MARKS = /\p{M}/gu;
const SPACE = /^\p{Zs}$/u;

/** One character (grapheme) the font cannot show: a stand-in, the letter without its accents, or "?". */
function standIn(grapheme: string) {
  // Emoji and flags are decoration: left out rather than shown as "?".
  if (PICTOGRAPH.test(grapheme)) return "";
  const whole = STAND_INS[grapheme];
  if (whole !== undefined) return whole;
  let out = "";
  for (const ch of grapheme.normalize("NFKD").replace(MARKS, "")) {
    if (isWinAnsi(ch)) out += ch;
    else if (STAND_INS[ch] !== undefined) out += STAND_INS[ch];
    else if (SPACE.test(ch)) out += " ";
    else out += FALLBACK;
  }
  return out || FALLBACK;
}

/**
 * Text made safe for the built-in Helvetica (WinAnsi): line breaks normalised to "\n", tabs to
 * spaces, invisible characters dropped, emoji left out, accented letters outside the set shown
 * without their accents, anything else as "?". Runs of spaces become one, and leading and trailing
 * space and runs of blank lines are trimmed.
 */
export function toWinAnsi(text: string): string {
  let visible = "";
  for (const ch of text.normalize("NFC").replace(/\r\n?/g, "\n")) {
    const cp = ch.codePointAt(0)!;
    if (cp === 0x09) visible += " ";
    else if (cp === 0x0b || cp === 0x0c || cp === 0x2028 || cp === 0x2029) visible += "\n";
    else if (!isInvisible(cp)) visible += ch;
  }
  let out = "";
  for (const { segment } of graphemes.segment(visible)) {
    out += segment === "\n" || isWinAnsi(segment) ? segment : standIn(segment);
  }
  return out
    .split("\n")
    .map((line) => line.replace(/ {2,}/g, " ").replace(/ +$/, ""))
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** toWinAnsi on one line: line breaks and runs of spaces become one space. */
export function singleLine(text: string) {
  return toWinAnsi(text).replace(/\s+/g, " ");
}
