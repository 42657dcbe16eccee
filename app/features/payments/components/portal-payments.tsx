import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDateLong } from "~/lib/business-day";
import { formatPence } from "~/lib/format";
import { PAYMENT_METHOD_LABELS, type PaymentMethod } from "../payments.schema";

/**
 * A customer's view of the payments on their invoice: each one received (with its receipt), and the
 * balance still due.
 */
export function PortalPayments({
  invoiceId,
  payments,
  balancePence,
}: {
  invoiceId: string;
  payments: Array<{ id: string; amountPence: number; paidOn: string; method: PaymentMethod; reference: string | null }>;
  balancePence: number;
}) {
  if (payments.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Payments made</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-3">
        <ul className="divide-y rounded-md border" aria-label="Payments made">
          {payments.map((p) => (
            <li key={p.id} className="flex flex-wrap items-center justify-between gap-2 p-3 text-sm">
              <span>
                <strong>{formatPence(p.amountPence)}</strong> on {formatDateLong(p.paidOn)} by {PAYMENT_METHOD_LABELS[p.method].toLowerCase()}
                {p.reference ? <span className="break-all"> (ref. {p.reference})</span> : null}
              </span>
              <a className="text-primary underline" href={`/customer/invoices/${invoiceId}/payments/${p.id}/receipt.pdf`} download>
                Receipt (PDF)
              </a>
            </li>
          ))}
        </ul>
        <p className="flex flex-wrap items-baseline justify-between gap-2 text-base">
          <span className="font-medium">Balance due</span>
          <strong data-testid="balance-due">{formatPence(balancePence)}</strong>
        </p>
      </CardContent>
    </Card>
  );
}
