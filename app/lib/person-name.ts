import { z } from "zod";

// People's names and signatures, in one normal form before anything measures or stores them.
// Browser-safe, so the forms check with the same rules the server applies.

/**
 * Characters that show nothing: Unicode's format characters (zero-width spaces and joiners, bidi
 * controls, the soft hyphen...) and the other default-ignorable code points (Hangul fillers,
 * variation selectors). Four zero-width spaces look like an empty field, and must count as one.
 */
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}]/gu;
const CONTROL_OR_SPACE = /[\p{Cc}\s]+/gu;
const LETTER = /\p{L}/gu;

/**
 * A name as typed, in one normal form: compatibility-normalised (NFKC, so full-width and styled
 * letters are the plain ones), invisible characters removed, control characters and runs of
 * spaces as one space, trimmed.
 */
export function cleanName(text: string) {
  return text.normalize("NFKC").replace(INVISIBLE, "").replace(CONTROL_OR_SPACE, " ").trim();
}

/** How many letters (of any script) a text has. */
export function letterCount(text: string) {
  return text.match(LETTER)?.length ?? 0;
}

/**
 * A field holding a person's name or signature: cleaned (`cleanName`) before it is checked, so that
 * its length and letters are those a reader sees. `minLetters` asks for that many letters.
 */
export function nameField({ required, max, tooLong, minLetters = 0 }: { required: string; max: number; tooLong: string; minLetters?: number }) {
  return z
    .string({ error: required })
    .transform(cleanName)
    .pipe(
      z
        .string()
        .min(1, { error: required, abort: true })
        .max(max, tooLong)
        .refine((name) => letterCount(name) >= minLetters, required),
    );
}
