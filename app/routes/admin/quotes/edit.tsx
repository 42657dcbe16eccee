import type { Route } from "./+types/edit";
import { DocumentFormPage } from "~/features/documents/components/document-pages";
import { QuoteForm } from "~/features/quotes/components/quote-form";
import { quoteFormRoutes } from "~/features/quotes/quote-form.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Edit ${data?.document.quoteNumber ?? "Quote"} | Admin` }];
export const loader = ({ request, params }: Route.LoaderArgs) => quoteFormRoutes.editLoader(request, params.id);
export function action({ request, params }: Route.ActionArgs) {
  return quoteFormRoutes.updateAction(request, params.id);
}

export default function EditQuote({ loaderData, actionData }: Route.ComponentProps) {
  return <DocumentFormPage noun="quote" editing={{ id: loaderData.document.id, number: loaderData.document.quoteNumber }} data={loaderData} actionData={actionData} Form={QuoteForm} extra={{}} />;
}
