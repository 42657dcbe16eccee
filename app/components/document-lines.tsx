import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Table, TableBody, TableCell, TableFooter, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { formatPence } from "~/lib/format";

export type DocumentLine = {
  id: string;
  description: string;
  /** A decimal string as stored, e.g. "1.50". */
  quantity: string;
  unitPricePence: number;
  lineTotalPence: number;
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

/** A quote's or invoice's line items with its subtotal, VAT and total (a card per item on a phone). */
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
              <TableHead className="text-right">Line Total</TableHead>
            </TableRow>
          </TableHeader>
          <TableBody>
            {items.length === 0 ? (
              <TableRow>
                <TableCell colSpan={4} className="py-6 text-center text-muted-foreground">
                  No line items.
                </TableCell>
              </TableRow>
            ) : (
              items.map((item) => (
                <TableRow key={item.id}>
                  <TableCell className="whitespace-normal">{item.description}</TableCell>
                  <TableCell label="Quantity" className="text-right">{showQuantity(item.quantity)}</TableCell>
                  <TableCell label="Unit Price" className="text-right whitespace-nowrap">{formatPence(item.unitPricePence)}</TableCell>
                  <TableCell label="Line Total" className="text-right whitespace-nowrap">{formatPence(item.lineTotalPence)}</TableCell>
                </TableRow>
              ))
            )}
          </TableBody>
          <TableFooter>
            <TableRow>
              <TableCell colSpan={3} className="text-right">
                Subtotal
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">{formatPence(subtotalPence)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={3} className="text-right">
                VAT ({vatRateLabel(vatRateBp)})
              </TableCell>
              <TableCell className="text-right whitespace-nowrap">{formatPence(vatAmountPence)}</TableCell>
            </TableRow>
            <TableRow>
              <TableCell colSpan={3} className="text-right font-bold">
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
