import { redirect } from "react-router";
import type { Route } from "./+types/edit";
import { BackHeader } from "~/components/back-header";
import { requireAdmin } from "~/features/auth/guard.server";
import { saveDocumentForm } from "~/features/documents/document-actions.server";
import { QuoteForm } from "~/features/quotes/components/quote-form";
import { editQuoteForm } from "~/features/quotes/quote-form.server";
import { quoteMachine } from "~/features/quotes/quote-status";
import { quoteSchema } from "~/features/quotes/quotes.schema";
import { updateQuote } from "~/features/quotes/quotes.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Edit ${data?.quote.quoteNumber ?? "Quote"} | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  const found = await editQuoteForm({ actor, id: params.id });
  if (!found) throw new Response("Not Found", { status: 404 });
  // Only a draft is edited: anything else goes back to its page.
  if (!quoteMachine.can("edit", found.quote.status)) throw redirect(`/admin/quotes/${params.id}`);
  return found;
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  return saveDocumentForm({
    formData: await request.formData(),
    schema: quoteSchema,
    save: (input) => updateQuote({ actor, id: params.id, input }),
    refusedUrl: `/admin/quotes/${params.id}`,
    failedTitle: "Failed to update quote",
    success: (quote) => ({ url: `/admin/quotes/${quote.id}`, title: `Quote ${quote.quoteNumber} updated` }),
  });
}

export default function EditQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { quote } = loaderData;
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackHeader backTo={`/admin/quotes/${quote.id}`} backLabel="Back to quote" title={`Edit Quote ${quote.quoteNumber}`} />
      <QuoteForm
        defaults={loaderData.values}
        customer={loaderData.customer}
        priceBook={loaderData.priceBook}
        actionData={actionData}
        submitLabel="Save Changes"
        cancelTo={`/admin/quotes/${quote.id}`}
      />
    </div>
  );
}
