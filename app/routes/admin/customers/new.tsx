import type { Route } from "./+types/new";
import { BackHeader } from "~/components/back-header";
import { useActionToast } from "~/components/form-field";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { requireStaff } from "~/features/auth/guard.server";
import { saveCustomerForm } from "~/features/customers/customers.actions.server";
import { CustomerForm } from "~/features/customers/components/customer-form";

export const meta: Route.MetaFunction = () => [{ title: "New Customer | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireStaff(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  return saveCustomerForm({ actor, formData: await request.formData() });
}

export default function NewCustomer({ actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackHeader backTo="/admin/customers" backLabel="Back to customers" title="New Customer" />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Customer Details</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <CustomerForm mode="create" lastResult={actionData?.result} />
        </CardContent>
      </Card>
    </div>
  );
}
