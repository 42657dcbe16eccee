import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatDateMedium } from "~/lib/business-day";
import { formatPence, humanise } from "~/lib/format";
import { invoiceStatusBadge, quoteStatusBadge } from "~/lib/labels";
import type { JobDocuments } from "../job-documents.server";
import { ConfirmAction } from "~/components/confirm-action";
import { IntentButton } from "~/features/documents/components/document-actions";

/**
 * A job's quotes and invoices: each with its status and total (an invoice with its balance), the
 * payments on the job and what is still owed; a note when a new invoice would be the job's second.
 */
export function JobDocumentsCard({ jobId, documents }: { jobId: string; documents: JobDocuments }) {
  const none = documents.quotes.length === 0 && documents.invoices.length === 0 && !documents.readyToInvoice;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Quotes and Invoices</h2>
        </CardTitle>
        {none ? <CardDescription>No quote or invoice has been made for this job yet.</CardDescription> : null}
      </CardHeader>
      <CardContent className="space-y-4">
        {documents.quotes.length > 0 ? (
          <ul className="divide-y rounded-md border" aria-label="Quotes for this job">
            {documents.quotes.map((q) => (
              <li key={q.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <Link to={`/admin/quotes/${q.id}`} className="font-medium text-primary underline">
                  Quote {q.quoteNumber}
                </Link>
                <span className="flex flex-wrap items-center gap-3">
                  <Badge variant={quoteStatusBadge(q.status)}>{humanise(q.status)}</Badge>
                  <span className="tabular-nums">{formatPence(q.totalPence)}</span>
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {documents.invoices.length > 0 ? (
          <ul className="divide-y rounded-md border" aria-label="Invoices for this job">
            {documents.invoices.map((i) => (
              <li key={i.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="min-w-0">
                  <Link to={`/admin/invoices/${i.id}`} className="font-medium text-primary underline">
                    {i.kind === "deposit" ? "Deposit invoice" : "Invoice"} {i.invoiceNumber}
                  </Link>
                  <span className="block text-sm text-muted-foreground">Issued {formatDateMedium(i.issueDate)}</span>
                </span>
                <span className="flex flex-wrap items-center gap-3">
                  <Badge variant={invoiceStatusBadge(i.status)}>{humanise(i.status)}</Badge>
                  <span className="tabular-nums">{formatPence(i.totalPence)}</span>
                  {i.status === "draft" || i.status === "cancelled" ? null : <span className="text-sm tabular-nums">Balance {formatPence(i.balancePence)}</span>}
                </span>
              </li>
            ))}
          </ul>
        ) : null}
        {documents.invoices.length > 0 ? (
          <dl className="ml-auto max-w-xs space-y-1 text-sm" aria-label="Job balance">
            <div className="flex justify-between gap-4">
              <dt>Paid</dt>
              <dd className="tabular-nums">{formatPence(documents.paidPence)}</dd>
            </div>
            <div className="flex justify-between gap-4 text-base font-semibold">
              <dt>Balance owed</dt>
              <dd className="tabular-nums">{formatPence(documents.balancePence)}</dd>
            </div>
          </dl>
        ) : null}
        {documents.readyToInvoice ? (
          <div className="flex flex-wrap items-center gap-3 rounded-md border border-primary/40 bg-primary/5 p-3" data-testid="ready-to-invoice">
            <Badge>Done — ready to invoice</Badge>
            <span className="text-sm">
              {documents.recordedLines} {documents.recordedLines === 1 ? "line" : "lines"} of materials and labour recorded on site.
            </span>
            <IntentButton intent="invoiceFromJob" label="Invoice the recorded work" variant="default" />
          </div>
        ) : documents.recordedLines > 0 && documents.existingInvoice ? (
          <ConfirmAction
            intent="invoiceFromJob"
            label="Invoice the recorded work"
            title="Create a second invoice for this job?"
            description={`The job already has invoice ${documents.existingInvoice.invoiceNumber}. A new draft with the ${documents.recordedLines} recorded ${documents.recordedLines === 1 ? "line" : "lines"} will be made.`}
            confirmLabel="Create second invoice"
            hidden={{ confirmSecondInvoice: "yes" }}
          />
        ) : null}
        {documents.existingInvoice ? (
          <p className="text-sm text-muted-foreground">
            This job already has invoice {documents.existingInvoice.invoiceNumber}; a second invoice for it must be confirmed when it is saved.{" "}
            <Link to={`/admin/invoices/new?jobId=${jobId}`} className="text-primary underline">
              Create a second invoice
            </Link>
          </p>
        ) : null}
      </CardContent>
    </Card>
  );
}
