import type { Route } from "./+types/new";
import { DocumentFormPage } from "~/features/documents/components/document-pages";
import { createDocumentAction, newDocumentLoader } from "~/features/documents/document-routes.server";
import { QuoteForm } from "~/features/quotes/components/quote-form";
import { newQuoteForm } from "~/features/quotes/quote-form.server";
import { createQuote, quoteKind } from "~/features/quotes/quotes.server";

export const meta: Route.MetaFunction = () => [{ title: "New Quote | Admin" }];

export function loader({ request }: Route.LoaderArgs) {
  return newDocumentLoader(request, newQuoteForm);
}

export function action({ request }: Route.ActionArgs) {
  return createDocumentAction(request, quoteKind, createQuote);
}

export default function NewQuote({ loaderData, actionData }: Route.ComponentProps) {
  return <DocumentFormPage noun="quote" data={loaderData} actionData={actionData} Form={QuoteForm} extra={{}} />;
}
