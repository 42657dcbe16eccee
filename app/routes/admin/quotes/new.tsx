import type { Route } from "./+types/new";
import { DocumentFormPage } from "~/features/documents/components/document-pages";
import { QuoteForm } from "~/features/quotes/components/quote-form";
import { quoteFormRoutes } from "~/features/quotes/quote-form.server";

export const meta: Route.MetaFunction = () => [{ title: "New Quote | Admin" }];
export const loader = ({ request }: Route.LoaderArgs) => quoteFormRoutes.newLoader(request);
export function action({ request }: Route.ActionArgs) {
  return quoteFormRoutes.createAction(request);
}

export default function NewQuote({ loaderData, actionData }: Route.ComponentProps) {
  return <DocumentFormPage noun="quote" data={loaderData} actionData={actionData} Form={QuoteForm} extra={{}} />;
}
