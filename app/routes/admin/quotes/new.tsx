import type { Route } from "./+types/new";
import { BackHeader } from "~/components/back-header";
import { requireAdmin } from "~/features/auth/guard.server";
import { saveDocumentForm } from "~/features/documents/document-actions.server";
import { QuoteForm } from "~/features/quotes/components/quote-form";
import { newQuoteForm } from "~/features/quotes/quote-form.server";
import { quoteSchema } from "~/features/quotes/quotes.schema";
import { createQuote } from "~/features/quotes/quotes.server";

export const meta: Route.MetaFunction = () => [{ title: "New Quote | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  return newQuoteForm({ actor, url: new URL(request.url) });
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  return saveDocumentForm({
    formData: await request.formData(),
    schema: quoteSchema,
    save: (input) => createQuote({ actor, input }),
    failedTitle: "Failed to create quote",
    success: (quote) => ({ url: `/admin/quotes/${quote.id}`, title: `Quote ${quote.quoteNumber} created` }),
  });
}

export default function NewQuote({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackHeader backTo="/admin/quotes" backLabel="Back to quotes" title="New Quote" />
      <QuoteForm
        defaults={loaderData.values}
        customer={loaderData.customer}
        priceBook={loaderData.priceBook}
        actionData={actionData}
        submitLabel="Save Draft"
        cancelTo="/admin/quotes"
      />
    </div>
  );
}
