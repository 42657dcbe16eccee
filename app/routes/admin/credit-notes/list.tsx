import type { Route } from "./+types/list";
import { CreditNoteList } from "~/features/credit-notes/components/credit-note-list";
import { listCreditNotes } from "~/features/credit-notes/credit-notes.server";
import { adminListLoader } from "~/features/documents/document-routes.server";

export const meta: Route.MetaFunction = () => [{ title: "Credit Notes | Admin" }];

export function loader({ request }: Route.LoaderArgs) {
  return adminListLoader(request, listCreditNotes);
}

export default function CreditNotesList({ loaderData }: Route.ComponentProps) {
  return <CreditNoteList data={loaderData} />;
}
