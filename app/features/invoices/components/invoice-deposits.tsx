import { Link } from "react-router";
import { formatPence } from "~/lib/format";

type Deduction = { invoiceId: string; invoiceNumber: string; pence: number; label: string };

/**
 * What a final invoice asks for: its total, each deposit paid taken off ("Less deposit paid
 * (INV-00031) −£678.23"), the credits, and the balance. In the office (`office`), a deposit not paid
 * in full when the invoice was made is pointed out: only what was paid was deducted.
 */
export function InvoiceBalance({
  invoice,
  deductions,
  unpaidDepositPence = 0,
  office = false,
}: {
  invoice: { totalPence: number; depositsDeductedPence: number; creditedPence: number; paidPence: number; balancePence: number; status: string };
  deductions: Deduction[];
  unpaidDepositPence?: number;
  office?: boolean;
}) {
  if (deductions.length === 0 && invoice.creditedPence === 0 && !(office && unpaidDepositPence > 0)) return null;
  return (
    <div className="space-y-2" data-testid="invoice-balance">
      <dl className="max-w-md space-y-1 text-sm">
        <div className="flex justify-between gap-4">
          <dt>Total</dt>
          <dd className="whitespace-nowrap">{formatPence(invoice.totalPence)}</dd>
        </div>
        {deductions.map((d) => (
          <div key={d.invoiceId} className="flex justify-between gap-4">
            <dt className="min-w-0 break-words">
              Less deposit paid ({office ? <Link to={`/admin/invoices/${d.invoiceId}`} className="text-primary underline">{d.invoiceNumber}</Link> : d.invoiceNumber})
            </dt>
            <dd className="whitespace-nowrap">−{formatPence(d.pence)}</dd>
          </div>
        ))}
        {invoice.creditedPence > 0 ? (
          <div className="flex justify-between gap-4">
            <dt>Less credit notes</dt>
            <dd className="whitespace-nowrap">−{formatPence(invoice.creditedPence)}</dd>
          </div>
        ) : null}
        {invoice.paidPence > 0 ? (
          <div className="flex justify-between gap-4">
            <dt>Paid</dt>
            <dd className="whitespace-nowrap">−{formatPence(invoice.paidPence)}</dd>
          </div>
        ) : null}
        <div className="flex justify-between gap-4 border-t pt-1 font-semibold">
          <dt>Balance to pay</dt>
          <dd className="whitespace-nowrap" data-testid="balance">{formatPence(invoice.balancePence)}</dd>
        </div>
      </dl>
      {office && unpaidDepositPence > 0 ? (
        <p role="status" className="rounded-md border border-amber-500/40 bg-amber-500/10 p-2 text-sm">
          {formatPence(unpaidDepositPence)} of the deposit was not paid when this invoice was made, so only the deposit paid ({formatPence(invoice.depositsDeductedPence)}) is deducted.
        </p>
      ) : null}
    </div>
  );
}
