import { describe, expect, it } from "vitest";
import { quoteSchema } from "~/features/quotes/quotes.schema";
import { formControlProblem, parseForm, valuesLike } from "./forms";

const form = (entries: Array<[string, string]>) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};
const lines = (count: number): Array<[string, string]> =>
  Array.from({ length: count }, (_, i): Array<[string, string]> => [
    [`lines[${i}].description`, "Jetting"],
    [`lines[${i}].quantity`, "1"],
    [`lines[${i}].unitPrice`, "95"],
  ]).flat();
const intent = (value: unknown) => form([["lines[0].description", "Jetting"], ["__intent__", JSON.stringify(value)]]);

/** The status parseForm refused with, or "parsed". */
function outcome(data: FormData) {
  try {
    parseForm(data, quoteSchema);
    return "parsed";
  } catch (err) {
    if (err instanceof Response) return err.status;
    throw err;
  }
}

describe("Conform's control fields", () => {
  it("accepts what the forms' buttons send", () => {
    expect(formControlProblem(intent({ type: "insert", payload: { name: "lines", defaultValue: { description: "", quantity: "1", unitPrice: "" } } }))).toBeNull();
    expect(formControlProblem(intent({ type: "remove", payload: { name: "lines", index: 0 } }))).toBeNull();
    expect(formControlProblem(intent({ type: "reorder", payload: { name: "lines", from: 1, to: 0 } }))).toBeNull();
    expect(formControlProblem(intent({ type: "validate", payload: { name: "lines[0].quantity" } }))).toBeNull();
    // Sent with the form when it is submitted: the field last checked, which may be any line.
    expect(formControlProblem(intent({ type: "validate", payload: { name: "lines[2].quantity" } }))).toBeNull();
    expect(outcome(form([...lines(3), ["__intent__", JSON.stringify({ type: "validate", payload: { name: "lines[2].quantity" } })]]))).toBe("parsed");
    expect(outcome(intent({ type: "remove", payload: { name: "lines", index: 0 } }))).toBe("parsed");
  });

  it("refuses with a 400 a control that is not JSON, of an unknown kind, or beyond the bounds of any body", () => {
    const refused = [
      form([["__intent__", "\u0001"]]),
      form([["__intent__", "0"]]),
      form([["__state__", "{"]]),
      intent({ type: "explode", payload: {} }),
      intent({ type: "update", payload: { name: "lines[99999].description", value: "x" } }),
      intent({ type: "update", payload: { name: "lines", index: 99999, value: "x" } }),
      intent({ type: "insert", payload: { name: "lines", index: -1 } }),
      intent({ type: "remove", payload: { index: 0 } }),
      intent({ type: "update", payload: { value: { lines: Array.from({ length: 10_000 }, () => ({})) } } }),
    ];
    for (const data of refused) expect(outcome(data)).toBe(400);
  });
});

describe("valuesLike", () => {
  const template = { customerId: "", lines: [{ description: "", quantity: "1", unitPrice: "" }] };
  it("keeps what has the form's shape and drops the rest", () => {
    expect(valuesLike(template, { customerId: "c", lines: [{ description: "d", quantity: ["1", "2"], extra: "x" }], other: "y" })).toEqual({
      customerId: "c",
      lines: [{ description: "d", quantity: undefined }],
    });
    expect(valuesLike(template, { customerId: ["a"], lines: "x" })).toEqual({ customerId: undefined, lines: undefined });
    expect(valuesLike(template, { lines: ["x", null] })).toEqual({ lines: [undefined, undefined] });
  });
});
