// How large a form or JSON body may be in shape: the number of its fields, how deep its names
// nest, and the indices of its lists. Checked by the server for every body before the application
// sees it (server/request-body.ts), and again for what Conform's own controls of a form ask for
// (app/lib/forms.ts). Browser-safe.

/**
 * The largest form is a quote or invoice of 100 lines (MAX_LINES in the document schema): three
 * fields a line and about a dozen others, some 310 fields. The bounds leave room above it, so
 * that a form a few lines over its maximum is answered by the form's own message, and stay small
 * enough that what a request can make the server build is never more than a few hundred values.
 */
export const MAX_FIELDS = 500;
/** Up to 150 items in one list: half as many again as the longest list a form allows (100 lines). */
export const MAX_LIST_INDEX = 149;
/** `a.b[0].c` is 4 deep; no form goes beyond 3, no JSON body of the APIs beyond 4. */
export const MAX_DEPTH = 8;

export const TOO_MANY_FIELDS = `Bad request: a form may have at most ${MAX_FIELDS} fields.`;
const TOO_DEEP = `Bad request: a field name may be nested at most ${MAX_DEPTH} deep.`;
const INDEX_TOO_LARGE = `Bad request: a list in a form may have at most ${MAX_LIST_INDEX + 1} items.`;
const SPARSE_LIST = "Bad request: the items of a list in the form must be numbered from 0 without gaps.";
const JSON_TOO_LARGE = `Bad request: the JSON may have at most ${MAX_FIELDS} keys and list items in all.`;
const JSON_TOO_DEEP = `Bad request: the JSON may be nested at most ${MAX_DEPTH} deep.`;

/** Why a parsed JSON value is beyond MAX_FIELDS keys and items or MAX_DEPTH levels, or null (walked without recursion). */
export function jsonShapeProblem(root: unknown): string | null {
  const stack: Array<[value: unknown, depth: number]> = [[root, 0]];
  let count = 0;
  while (stack.length > 0) {
    const [value, depth] = stack.pop()!;
    if (!value || typeof value !== "object") continue;
    if (depth + 1 > MAX_DEPTH) return JSON_TOO_DEEP;
    const inner = Array.isArray(value) ? value : Object.values(value as object);
    count += inner.length;
    if (count > MAX_FIELDS) return JSON_TOO_LARGE;
    for (const item of inner) stack.push([item, depth + 1]);
  }
  return null;
}

/**
 * Why the names of a form's fields are beyond the bounds, or null. Checks the names as Conform reads them (`name`, `a.b`, `lines[2].quantity`,
 * `tags[]`): their number, their depth, and every list index (see the top of this file). Each name
 * is read once, left to right; what is kept is one entry per list, so the work is bounded by the body.
 * `allowGaps` is for names taken one at a time (the field a control of Conform's is about).
 */
export function fieldNamesProblem(names: Iterable<string>, { allowGaps = false } = {}): string | null {
  let fields = 0;
  // Each list, by its path in one spelling ("lines", "a[0].b"), and the indices posted for it.
  const lists = new Map<string, Set<number>>();
  for (const name of names) {
    if (++fields > MAX_FIELDS) return TOO_MANY_FIELDS;
    let path = "";
    let depth = 0;
    let i = 0;
    while (i < name.length) {
      if (name[i] === ".") {
        i++;
        continue;
      }
      if (name[i] === "[") {
        const close = name.indexOf("]", i + 1);
        // An unclosed bracket is not a path: the rest of the name is one key.
        if (close === -1) break;
        const inside = name.slice(i + 1, close);
        if (/^\d+$/.test(inside)) {
          const index = Number(inside);
          if (index > MAX_LIST_INDEX) return INDEX_TOO_LARGE;
          let indices = lists.get(path);
          if (!indices) lists.set(path, (indices = new Set()));
          indices.add(index);
          path += `[${index}]`;
        } else {
          path += `[${inside}]`;
        }
        i = close + 1;
      } else {
        let end = i;
        while (end < name.length && name[end] !== "." && name[end] !== "[") end++;
        path += `.${name.slice(i, end)}`;
        i = end;
      }
      if (++depth > MAX_DEPTH) return TOO_DEEP;
    }
  }
  if (allowGaps) return null;
  for (const indices of lists.values()) {
    let last = -1;
    for (const index of indices) last = Math.max(last, index);
    if (indices.size !== last + 1) return SPARSE_LIST;
  }
  return null;
}
