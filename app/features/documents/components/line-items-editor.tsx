import { getInputProps, getSelectProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { ArrowDown, ArrowUp, Plus, Trash2 } from "lucide-react";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { formatPence } from "~/lib/format";
import { documentTotals, formatVatRate, lineTotalPence, parsePounds, parseQuantity } from "~/lib/money";
import { isBlankLine } from "../document.schema";
import { emptyLine, priceBookLine, type LineFormValue, type PriceBookChoice } from "../line-form-values";
import { vatChoicesWith } from "./vat-choices";

function vatBp(text: string | undefined) {
  const m = /^(\d{1,3})(?:\.(\d{1,2}))?$/.exec((text ?? "").trim());
  return m ? Number(m[1]) * 100 + Number((m[2] ?? "").padEnd(2, "0")) : 0;
}

/** The text of one field of a line as the form holds it: empty unless it is text. */
function lineText(line: unknown, key: keyof LineFormValue) {
  const value = line && typeof line === "object" ? (line as Record<string, unknown>)[key] : undefined;
  return typeof value === "string" ? value : "";
}

/** The amount of one line as typed (nothing until it is valid). */
function liveLineTotal(line: unknown) {
  return lineTotalPence(parseQuantity(lineText(line, "quantity")) ?? 0, parsePounds(lineText(line, "unitPrice")) ?? 0);
}

/**
 * Totals of what is typed so far (lines not yet valid count as nothing, each at its own VAT rate,
 * else the document's); the server computes them again.
 */
export function liveTotals(lines: unknown, vatRate: unknown) {
  const rate = vatBp(typeof vatRate === "string" ? vatRate : undefined);
  const parsed = (Array.isArray(lines) ? lines : []).map((l: unknown) => ({
    quantityHundredths: parseQuantity(lineText(l, "quantity")) ?? 0,
    unitPricePence: parsePounds(lineText(l, "unitPrice")) ?? 0,
    vatRateBp: lineText(l, "vatRate") ? vatBp(lineText(l, "vatRate")) : rate,
  }));
  return { ...documentTotals(parsed, rate), vatRateBp: rate };
}

/**
 * The lines of a quote or invoice: description, quantity, unit price and VAT rate per line; add,
 * remove and move lines; a price-book item in one click (into the first line nobody has filled in,
 * else as a new line, at the item's VAT rate); totals, with the VAT by rate, shown as typed.
 */
export function LineItemsEditor<S extends Record<string, unknown>>({
  form,
  lines,
  vatRate,
  priceBook,
}: {
  form: FormMetadata<S, string[]>;
  lines: FieldMetadata<LineFormValue[], S, string[]>;
  vatRate: string | undefined;
  priceBook: PriceBookChoice[];
}) {
  const rows = lines.getFieldList();
  const values: unknown[] = Array.isArray(lines.value) ? lines.value : [];
  const totals = liveTotals(values, vatRate);
  const blankIndex = values.findIndex((v, i) => i < rows.length && isBlankLine(v));
  const mixed = totals.vatByRate.length > 1;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Line Items</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {priceBook.length > 0 ? (
          <div>
            <p className="mb-2 text-sm text-muted-foreground">Add from the price book</p>
            <div className="flex flex-wrap gap-2">
              {priceBook.map((item) => (
                <Button
                  key={item.id}
                  variant="outline"
                  size="sm"
                  // A long item name wraps within the screen rather than widening the page: the label
                  // is one block that may shrink and break anywhere, so it is shown whole.
                  className="h-auto min-h-8 max-w-full min-w-0 shrink justify-start py-1.5 text-left whitespace-normal"
                  {...(blankIndex >= 0
                    ? form.update.getButtonProps({ name: rows[blankIndex].name, value: priceBookLine(item) })
                    : form.insert.getButtonProps({ name: lines.name, defaultValue: priceBookLine(item) }))}
                >
                  <Plus className="size-4" aria-hidden="true" />
                  <span className="min-w-0 [overflow-wrap:anywhere]">
                    {item.name} ({formatPence(item.unitPricePence)})
                  </span>
                </Button>
              ))}
            </div>
          </div>
        ) : null}
        {lines.errors?.length ? (
          <p id={lines.errorId} className="text-sm text-destructive">
            {lines.errors[0]}
          </p>
        ) : null}
        <ol className="space-y-3">
          {rows.map((row, index) => {
            const f = row.getFieldset();
            const amount = liveLineTotal(values[index]);
            return (
              <li key={row.key} className="rounded-md border p-3" aria-label={`Line ${index + 1}`}>
                <div className="grid min-w-0 grid-cols-[minmax(0,1fr)_minmax(0,1fr)] gap-3 sm:grid-cols-[minmax(0,1fr)_5rem_7rem_7rem_6rem]">
                  <div className="col-span-2 sm:col-span-1">
                    <LineInput label="Description" field={f.description} />
                  </div>
                  <LineInput label="Quantity" field={f.quantity} inputMode="decimal" />
                  <LineInput label="Unit price (£)" field={f.unitPrice} inputMode="decimal" />
                  <LineVat field={f.vatRate} />
                  <div className="space-y-1">
                    <span className="text-sm font-medium">Amount</span>
                    <p className="py-2 text-right tabular-nums">{formatPence(amount)}</p>
                  </div>
                </div>
                <div className="mt-2 flex flex-wrap justify-end gap-1">
                  <Button variant="ghost" size="sm" aria-label={`Move line ${index + 1} up`} disabled={index === 0} {...form.reorder.getButtonProps({ name: lines.name, from: index, to: index - 1 })}>
                    <ArrowUp className="size-4" aria-hidden="true" />
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    aria-label={`Move line ${index + 1} down`}
                    disabled={index === rows.length - 1}
                    {...form.reorder.getButtonProps({ name: lines.name, from: index, to: index + 1 })}
                  >
                    <ArrowDown className="size-4" aria-hidden="true" />
                  </Button>
                  <Button variant="ghost" size="sm" aria-label={`Remove line ${index + 1}`} {...form.remove.getButtonProps({ name: lines.name, index })}>
                    <Trash2 className="size-4" aria-hidden="true" />
                    Remove
                  </Button>
                </div>
              </li>
            );
          })}
        </ol>
        <Button variant="outline" {...form.insert.getButtonProps({ name: lines.name, defaultValue: emptyLine(vatRate ?? "20") })}>
          <Plus className="size-4" aria-hidden="true" />
          Add Line
        </Button>
        <dl className="ml-auto max-w-xs space-y-1 text-sm" aria-label="Totals">
          <div className="flex justify-between">
            <dt>Subtotal</dt>
            <dd className="tabular-nums">{formatPence(totals.subtotalPence)}</dd>
          </div>
          {totals.vatByRate.map((r) => (
            <div key={r.vatRateBp} className="flex justify-between gap-4">
              <dt>{mixed ? `VAT ${formatVatRate(r.vatRateBp)} on ${formatPence(r.netPence)}` : `VAT (${formatVatRate(r.vatRateBp)})`}</dt>
              <dd className="tabular-nums">{formatPence(r.vatPence)}</dd>
            </div>
          ))}
          <div className="flex justify-between text-base font-semibold">
            <dt>Total</dt>
            <dd className="tabular-nums">{formatPence(totals.totalPence)}</dd>
          </div>
        </dl>
      </CardContent>
    </Card>
  );
}

/** A line's VAT rate: 20%, 5% or 0% (and the line's own rate when it is another). */
function LineVat({ field }: { field: FieldMetadata<string> }) {
  const current = typeof field.value === "string" && field.value !== "" ? field.value : "20";
  return (
    <div className="space-y-1">
      <Label htmlFor={field.id}>VAT</Label>
      <NativeSelect {...getSelectProps(field)} key={field.key} defaultValue={current}>
        {vatChoicesWith(current).map((c) => (
          <option key={c.value} value={c.value}>
            {c.value}%
          </option>
        ))}
      </NativeSelect>
      {field.errors?.length ? (
        <p id={field.errorId} className="text-sm text-destructive">
          {field.errors[0]}
        </p>
      ) : null}
    </div>
  );
}

function LineInput({ label, field, inputMode }: { label: string; field: FieldMetadata<string>; inputMode?: "decimal" }) {
  return (
    <div className="space-y-1">
      <Label htmlFor={field.id}>{label}</Label>
      <Input {...getInputProps(field, { type: "text" })} inputMode={inputMode} autoComplete="off" />
      {field.errors?.length ? (
        <p id={field.errorId} className="text-sm text-destructive">
          {field.errors[0]}
        </p>
      ) : null}
    </div>
  );
}
