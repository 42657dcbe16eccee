import type { Route } from "./+types/new";
import { BackHeader } from "~/components/back-header";
import { useActionToast } from "~/components/form-field";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { requireStaff } from "~/features/auth/guard.server";
import { customerOption } from "~/features/customers/customers.server";
import { siteChoices } from "~/features/customers/sites.server";
import { saveJobForm } from "~/features/jobs/jobs.actions.server";
import { JobForm, jobDefaults } from "~/features/jobs/components/job-form";

export const meta: Route.MetaFunction = () => [{ title: "New Job | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  // "Add Job" from a customer's page comes with that customer chosen; otherwise the picker searches.
  const presetId = new URL(request.url).searchParams.get("customerId");
  const customer = presetId ? await customerOption({ actor, id: presetId }) : null;
  const sites = customer ? await siteChoices({ actor, customerId: customer.id }) : [];
  return { customer, sites, preset: customer ? { customerId: customer.id, siteId: sites[0]?.id, locationAddress: sites[0]?.address ?? customer.detail } : undefined };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  return saveJobForm({ actor, formData: await request.formData() });
}

export default function NewJob({ loaderData, actionData }: Route.ComponentProps) {
  useActionToast(actionData);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackHeader backTo="/admin/jobs" backLabel="Back to jobs" title="New Job" />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Job Details</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <JobForm mode="create" customer={loaderData.customer} sites={loaderData.sites} defaults={jobDefaults(null, loaderData.preset)} lastResult={actionData?.result} />
        </CardContent>
      </Card>
    </div>
  );
}
