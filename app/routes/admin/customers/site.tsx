import type { Route } from "./+types/site";
import { BackHeader } from "~/components/back-header";
import { ConfirmDelete } from "~/components/confirm-delete";
import { useActionToast } from "~/components/form-field";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { requireStaff } from "~/features/auth/guard.server";
import { getCustomer } from "~/features/customers/customers.server";
import { SiteForm } from "~/features/customers/components/site-contact-forms";
import { siteAction } from "~/features/customers/sites.actions.server";
import { siteLine } from "~/features/customers/sites.schema";
import { getSite, listContacts } from "~/features/customers/sites.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.site ? "Site" : "New site"} | ${data?.customer.name ?? "Customer"} | Admin` }];

/** The customer, and the site when editing one: a site of another customer is not found here. */
async function load(request: Request, params: { id: string; siteId?: string }) {
  const actor = await requireStaff(request);
  const customer = await getCustomer({ actor, id: params.id });
  if (!customer) throw new Response("Not Found", { status: 404 });
  const site = params.siteId ? await getSite({ actor, id: params.siteId }) : null;
  if (params.siteId && site?.customerId !== customer.id) throw new Response("Not Found", { status: 404 });
  return { actor, customer, site };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { actor, customer, site } = await load(request, params);
  const contacts = await listContacts({ actor, customerId: customer.id });
  return { customer: { id: customer.id, name: customer.name }, site, contacts: contacts.map((c) => ({ id: c.id, name: c.name, role: c.role })) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor, customer, site } = await load(request, params);
  return siteAction({ actor, customerId: customer.id, siteId: site?.id, formData: await request.formData() });
}

export default function SitePage({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, site, contacts } = loaderData;
  useActionToast(actionData);
  const back = `/admin/customers/${customer.id}`;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackHeader backTo={back} backLabel={`Back to ${customer.name}`} title={site ? siteLine(site) : `New site for ${customer.name}`}>
        {site ? (
          <ConfirmDelete
            id={site.id}
            triggerLabel="Delete site"
            title="Delete this site?"
            description="The site will be removed. A site with jobs, quotes or invoices, or a customer's only site, is kept."
          />
        ) : null}
      </BackHeader>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Site details</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <SiteForm key={site?.id ?? "new"} site={site ?? undefined} contacts={contacts} cancelTo={back} lastResult={actionData?.result} />
        </CardContent>
      </Card>
    </div>
  );
}
