import type { Route } from "./+types/edit";
import { DocumentFormPage } from "~/features/documents/components/document-pages";
import { editDocumentLoader, updateDocumentAction } from "~/features/documents/document-routes.server";
import { QuoteForm } from "~/features/quotes/components/quote-form";
import { editQuoteForm } from "~/features/quotes/quote-form.server";
import { quoteKind, updateQuote } from "~/features/quotes/quotes.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Edit ${data?.quote.quoteNumber ?? "Quote"} | Admin` }];

export function loader({ request, params }: Route.LoaderArgs) {
  return editDocumentLoader(request, params.id, quoteKind, editQuoteForm, (found) => found.quote.status);
}

export function action({ request, params }: Route.ActionArgs) {
  return updateDocumentAction(request, params.id, quoteKind, updateQuote);
}

export default function EditQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { quote } = loaderData;
  return <DocumentFormPage noun="quote" editing={{ id: quote.id, number: quote.quoteNumber }} data={loaderData} actionData={actionData} Form={QuoteForm} extra={{}} />;
}
