import { Link } from "react-router";
import { Detail } from "~/components/document-lines";
import { formatPence } from "~/lib/format";
import { depositText } from "../deposit";

type DepositTerms = { totalPence: number; acceptedTotalPence: number | null; depositPercentBp: number | null; depositAmountPence: number | null };
type DepositInvoice = { id: string; invoiceNumber: string; status: string; totalPence: number; paidPence: number };

/** A quote's deposit as its details show it: "£678.23 (25%)"; nothing when none is asked. */
export function DepositDetail({ quote }: { quote: DepositTerms }) {
  const text = depositText(quote.acceptedTotalPence ?? quote.totalPence, quote);
  return text ? <Detail label="Deposit on acceptance">{text}</Detail> : null;
}

/** The office's view of a quote's deposit invoices: each with what was paid, and one still to be issued. */
export function DepositInvoices({ invoices }: { invoices: DepositInvoice[] }) {
  if (invoices.length === 0) return null;
  return (
    <div className="space-y-2" data-testid="deposit-invoices">
      <h3 className="text-sm text-muted-foreground">Deposit invoice</h3>
      <ul className="space-y-1">
        {invoices.map((d) => (
          <li key={d.id} className="break-words">
            <Link to={`/admin/invoices/${d.id}`} className="font-medium text-primary underline">
              {d.invoiceNumber}
            </Link>{" "}
            {formatPence(d.totalPence)}, {d.paidPence > 0 ? `${formatPence(d.paidPence)} paid` : "nothing paid yet"}
            {d.status === "draft" ? (
              <p role="status" className="mt-1 rounded-md border border-amber-500/40 bg-amber-500/10 p-2 text-sm">
                The customer has nobody to e-mail it to: it is still a draft. Give or post it to them and mark it as sent.
              </p>
            ) : null}
          </li>
        ))}
      </ul>
    </div>
  );
}
