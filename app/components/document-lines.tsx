import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatPence } from "~/lib/format";
import { vatByRate } from "~/lib/money";

export type DocumentLine = {
  id: string;
  description: string;
  /** A decimal string as stored, e.g. "1.50". */
  quantity: string;
  unitPricePence: number;
  lineTotalPence: number;
  /** The line's VAT rate in basis points (the document's when absent). */
  vatRateBp?: number;
};

/** "1.50" -> "1.5", "2.00" -> "2". */
function showQuantity(quantity: string) {
  const n = Number(quantity);
  return Number.isFinite(n) ? String(n) : quantity;
}

/** 2000 basis points -> "20%", 1750 -> "17.5%". */
export function vatRateLabel(vatRateBp: number) {
  return `${vatRateBp / 100}%`;
}

/**
 * A quote's or invoice's line items with its subtotal, VAT and total (a card per item on a phone).
 * When its lines are at different VAT rates, each line shows its rate and the VAT is summed by rate
 * (each rate's VAT on its lines' sum, as the server priced it); otherwise one "VAT 20%" line.
 */
export function DocumentLines({
  items,
  subtotalPence,
  vatRateBp,
  vatAmountPence,
  totalPence,
}: {
  items: DocumentLine[];
  subtotalPence: number;
  vatRateBp: number;
  vatAmountPence: number;
  totalPence: number;
}) {
  const rates = vatByRate(items.map((i) => ({ lineTotalPence: i.lineTotalPence, vatRateBp: i.vatRateBp ?? vatRateBp })));
  const mixed = rates.length > 1;
  const span = mixed ? 4 : 3;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Line Items</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <Table stack aria-label="Line items">
          <TableHeader>
            <TableRow>
              <TableHead>Description</TableHead>
              <TableHead className="text-right">Quantity</TableHead>
              <TableHead className="text-right">Unit Price</TableHead>
              {mixed ? <TableHead className="text-right">VAT</TableHead> : null}
              <TableHead className="text-right">Line Total</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={span + 1} className="py-6 text-center text-muted-foreground">
                  No line items.
                </TableCell>
              </TableRow>
            ) : (
              items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell className="whitespace-normal">{item.description}</TableCell>
                  <TableCell label="Quantity" className="text-right">{showQuantity(item.quantity)}</TableCell>
                  <TableCell label="Unit Price" className="text-right whitespace-nowrap">{formatPence(item.unitPricePence)}</TableCell>
                  {mixed ? <TableCell label="VAT" className="text-right">{vatRateLabel(item.vatRateBp ?? vatRateBp)}</TableCell> : null}
                  <TableCell label="Line Total" className="text-right whitespace-nowrap">{formatPence(item.lineTotalPence)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={span} className="text-right">
                Subtotal
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">{formatPence(subtotalPence)}</TableCell>
            </TableRow>
            {mixed ? (
              <>
                {rates.map((r) => (
                  <TableRow key={r.vatRateBp}>
                    <TableCell colSpan={span} className="text-right">
                      VAT {vatRateLabel(r.vatRateBp)} on {formatPence(r.netPence)}
                    </TableCell>
                    <TableCell className="text-right whitespace-nowrap">{formatPence(r.vatPence)}</TableCell>
                  </TableRow>
                ))}
                <TableRow>
                  <TableCell colSpan={span} className="text-right">
                    Total VAT
                  </TableCell>
                  <TableCell className="text-right whitespace-nowrap">{formatPence(vatAmountPence)}</TableCell>
                </TableRow>
              </>
            ) : (
              <TableRow>
                <TableCell colSpan={span} className="text-right">
                  VAT ({vatRateLabel(rates[0]?.vatRateBp ?? vatRateBp)})
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">{formatPence(vatAmountPence)}</TableCell>
              </TableRow>
            )}
            <TableRow>
              <TableCell colSpan={span} className="text-right font-bold">
                Total
              </TableCell>
              <TableCell className="text-right font-bold whitespace-nowrap">{formatPence(totalPence)}</TableCell>
            </TableRow>
          </TableFooter>
        </Table>
      </CardContent>
    </Card>
  );
}

/** A label and value pair in a record's details list. */
export function Detail({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="font-medium">{children}</dd>
    </div>
  );
}

/** A titled card of free text kept as typed (a document's notes or terms); nothing when empty. */
export function TextCard({ title, text, className }: { title: string; text: string | null; className?: string }) {
  if (!text) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>{title}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className={className ? `whitespace-pre-line ${className}` : "whitespace-pre-line"}>{text}</p>
      </CardContent>
    </Card>
  );
}

/** A document's line items with their totals, from the document itself. */
export function DocumentLinesOf({ document }: { document: { items: DocumentLine[]; subtotalPence: number; vatRateBp: number; vatAmountPence: number; totalPence: number } }) {
  return (
    <DocumentLines
      items={document.items}
      subtotalPence={document.subtotalPence}
      vatRateBp={document.vatRateBp}
      vatAmountPence={document.vatAmountPence}
      totalPence={document.totalPence}
    />
  );
}
