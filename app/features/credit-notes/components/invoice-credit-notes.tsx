import { Download, FilePlus2 } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { formatDateMedium } from "~/lib/business-day";
import { formatPence } from "~/lib/format";
import { CREDIT_SETTLEMENT_LABELS } from "../credit-notes.schema";
import { CREDITABLE_INVOICE_STATUSES, creditNoteStatusBadge, CREDIT_NOTE_STATUS_LABELS } from "../credit-note-status";

type Note = { id: string; creditNoteNumber: string; status: "draft" | "issued"; issueDate: string; totalPence: number; settlement: "balance" | "refund" };

/** Whether a credit note can be made on an invoice in this status. */
export const canCredit = (status: string) => (CREDITABLE_INVOICE_STATUSES as readonly string[]).includes(status);

/** The "Create Credit Note" button of an invoice's page. */
export function CreateCreditNoteLink({ invoiceId }: { invoiceId: string }) {
  return (
    <Button asChild variant="outline">
      <Link to={`/admin/invoices/${invoiceId}/credit-note`}>
        <FilePlus2 className="size-4" aria-hidden="true" />
        Create Credit Note
      </Link>
    </Button>
  );
}

/**
 * An invoice's credit notes: in the office each links to its record; in the portal (`portal`) only
 * issued ones are listed, each with its PDF.
 */
export function InvoiceCreditNotes({ notes, portal = false }: { notes: Note[]; portal?: boolean }) {
  if (notes.length === 0) return null;
  return (
    <section aria-labelledby="credit-notes-heading" className="space-y-2">
      <h3 id="credit-notes-heading" className={portal ? "text-lg font-semibold" : "text-sm text-muted-foreground"}>
        Credit notes
      </h3>
      <ul className="space-y-2">
        {notes.map((n) => (
          <li key={n.id} className="flex flex-wrap items-center gap-2 break-words">
            {portal ? (
              <a href={`/customer/credit-notes/${n.id}/pdf`} download className="inline-flex items-center gap-1 font-medium text-primary underline">
                <Download className="size-4" aria-hidden="true" />
                {n.creditNoteNumber} (PDF)
              </a>
            ) : (
              <Link to={`/admin/credit-notes/${n.id}`} className="font-medium text-primary underline">
                {n.creditNoteNumber}
              </Link>
            )}
            <span>
              −{formatPence(n.totalPence)}, {formatDateMedium(n.issueDate)}, {CREDIT_SETTLEMENT_LABELS[n.settlement].toLowerCase()}
            </span>
            {portal ? null : <Badge variant={creditNoteStatusBadge(n.status)}>{CREDIT_NOTE_STATUS_LABELS[n.status]}</Badge>}
          </li>
        ))}
      </ul>
    </section>
  );
}
