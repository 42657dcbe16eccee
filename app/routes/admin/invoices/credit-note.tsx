import type { Route } from "./+types/credit-note";
import { BackHeader } from "~/components/back-header";
import { requireStaff } from "~/features/auth/guard.server";
import { CreditNoteForm } from "~/features/credit-notes/components/credit-note-form";
import { createCreditNote, creditNoteFormOf } from "~/features/credit-notes/credit-notes.server";
import { creditNoteSchema } from "~/features/credit-notes/credit-notes.schema";
import { saveDocumentForm } from "~/features/documents/document-actions.server";
import { todayKey } from "~/lib/business-day";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Credit note for ${data?.invoice.invoiceNumber ?? "invoice"} | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  const found = await creditNoteFormOf({ actor, invoiceId: params.id });
  if (!found) throw new Response("Not Found", { status: 404 });
  return { invoice: { id: found.invoice.id, invoiceNumber: found.invoice.invoiceNumber, balancePence: found.invoice.balancePence }, items: found.items, leftToCreditPence: found.leftToCreditPence, today: todayKey() };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  return saveDocumentForm({
    formData: await request.formData(),
    schema: creditNoteSchema,
    save: (input) => createCreditNote({ actor, invoiceId: params.id, input }),
    refusedUrl: `/admin/invoices/${params.id}`,
    failedTitle: "Failed to create credit note",
    success: (note) => ({ url: `/admin/credit-notes/${note.id}`, title: `Credit note ${note.creditNoteNumber} created` }),
  });
}

export default function NewCreditNote({ loaderData, actionData }: Route.ComponentProps) {
  const { invoice, items, today, leftToCreditPence } = loaderData;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackHeader backTo={`/admin/invoices/${invoice.id}`} backLabel={`Back to ${invoice.invoiceNumber}`} title={`Credit note for ${invoice.invoiceNumber}`} />
      <CreditNoteForm items={items} today={today} actionData={actionData} cancelTo={`/admin/invoices/${invoice.id}`} leftToCredit={leftToCreditPence} balance={invoice.balancePence} />
    </div>
  );
}
