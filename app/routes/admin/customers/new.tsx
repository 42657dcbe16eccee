import { useEffect } from "react";
import { ArrowLeft } from "lucide-react";
import { Link } from "react-router";
import type { Route } from "./+types/new";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/sonner";
import { requireAdmin } from "~/features/auth/guard.server";
import { saveCustomerForm } from "~/features/customers/customers.actions.server";
import { CustomerForm, customerDefaults } from "~/features/customers/components/customer-form";

export const meta: Route.MetaFunction = () => [{ title: "New Customer | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  return saveCustomerForm({ actor, formData: await request.formData() });
}

export default function NewCustomer({ actionData }: Route.ComponentProps) {
  useEffect(() => {
    if (actionData?.toast) toast.error(actionData.toast.title, { description: actionData.toast.description });
  }, [actionData]);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <div className="flex items-center gap-3">
        <Button asChild variant="ghost" size="icon">
          <Link to="/admin/customers" aria-label="Back to customers">
            <ArrowLeft className="size-5" aria-hidden="true" />
          </Link>
        </Button>
        <h1 className="text-2xl font-bold">New Customer</h1>
      </div>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Customer Details</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <CustomerForm mode="create" defaults={customerDefaults(null, actionData?.values)} serverErrors={actionData?.fieldErrors} />
        </CardContent>
      </Card>
    </div>
  );
}
