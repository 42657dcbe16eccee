import type { Route } from "./+types/new";
import { BackHeader } from "~/components/back-header";
import { useActionToast } from "~/components/form-field";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { requireStaff } from "~/features/auth/guard.server";
import { emptyPriceBookItem, PriceBookForm } from "~/features/price-book/components/price-book-form";
import { priceBookAction } from "~/features/price-book/price-book.actions.server";

export const meta: Route.MetaFunction = () => [{ title: "New Price Book Item | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  return priceBookAction({ actor, request });
}

export default function NewPriceBookItem({ actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackHeader backTo="/admin/price-book" backLabel="Back to the price book" title="New Price Book Item" />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Item Details</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <PriceBookForm mode="create" defaults={emptyPriceBookItem} lastResult={actionData?.result} />
        </CardContent>
      </Card>
    </div>
  );
}
