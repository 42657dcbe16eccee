import { Link } from "react-router";
import type { Route } from "./+types/record";
import { Detail } from "~/components/document-lines";
import { DocumentRecord } from "~/components/document-record";
import { requireStaff } from "~/features/auth/guard.server";
import { listAuditEntries } from "~/features/audit/audit.server";
import { CreditNoteActions } from "~/features/credit-notes/components/credit-note-actions";
import { creditNoteStatusBadge } from "~/features/credit-notes/credit-note-status";
import { CREDIT_SETTLEMENT_LABELS } from "~/features/credit-notes/credit-notes.schema";
import { deleteCreditNote, getCreditNote, issueCreditNote, settlementWords } from "~/features/credit-notes/credit-notes.server";
import { DOCUMENT_FIELD_LABELS } from "~/features/documents/components/document-pages";
import { readIntent, runDocumentAction } from "~/features/documents/document-actions.server";
import { formatDateMedium, formatDateTime } from "~/lib/business-day";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.document.creditNoteNumber ?? "Credit note"} | Credit Notes | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  const document = await getCreditNote({ actor, id: params.id });
  if (!document) throw new Response("Not Found", { status: 404 });
  return { document, settlement: settlementWords(document, document.invoiceNumber), history: await listAuditEntries("credit_note", document.id) };
}

const INTENTS = ["issue", "markIssued", "delete"] as const;

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  const formData = await request.formData();
  const intent = readIntent(formData, INTENTS);
  const back = `/admin/credit-notes/${params.id}`;
  if (intent === "delete") {
    return runDocumentAction({ run: () => deleteCreditNote({ actor, id: params.id, input: Object.fromEntries(formData) }), backUrl: back, failedTitle: "Failed to delete credit note", success: () => ({ url: "/admin/credit-notes", title: "Credit note deleted" }) });
  }
  const how = intent === "issue" ? "email" : formData.get("how");
  return runDocumentAction({
    run: () => issueCreditNote({ actor, id: params.id, input: { how } }),
    backUrl: back,
    failedTitle: "Failed to issue credit note",
    success: (note) => ({ title: `Credit note ${note.creditNoteNumber} issued` }),
  });
}

const FIELD_LABELS: Record<string, string> = { ...DOCUMENT_FIELD_LABELS, reason: "Reason", settlement: "Settlement", issueDate: "Date" };

export default function CreditNoteRecord({ loaderData }: Route.ComponentProps) {
  const { document: note, history, settlement } = loaderData;
  return (
    <DocumentRecord
      backTo="/admin/credit-notes"
      backLabel="Back to credit notes"
      title={`Credit Note ${note.creditNoteNumber}`}
      detailsTitle="Credit Note Details"
      badgeVariant={creditNoteStatusBadge(note.status)}
      record={note}
      actions={<CreditNoteActions id={note.id} number={note.creditNoteNumber} actions={note.actions} />}
      details={
        <>
          <Detail label="Invoice">
            <Link to={`/admin/invoices/${note.invoiceId}`} className="text-primary underline">
              {note.invoiceNumber}
            </Link>
          </Detail>
          <Detail label="Date">{formatDateMedium(note.issueDate)}</Detail>
          {note.sentAt ? <Detail label="Issued">{formatDateTime(note.sentAt)}{note.sentVia === "email" ? " by e-mail" : note.sentVia === "post" ? " by post" : " by hand"}</Detail> : null}
          <Detail label="Settlement">{CREDIT_SETTLEMENT_LABELS[note.settlement]}: {settlement}</Detail>
          <Detail label="Reason">{note.reason}</Detail>
        </>
      }
      history={history}
      fieldLabels={FIELD_LABELS}
      valueLabels={{ settlement: CREDIT_SETTLEMENT_LABELS }}
    />
  );
}
