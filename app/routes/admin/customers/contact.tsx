import type { Route } from "./+types/contact";
import { BackHeader } from "~/components/back-header";
import { ConfirmDelete } from "~/components/confirm-delete";
import { useActionToast } from "~/components/form-field";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { requireAdmin } from "~/features/auth/guard.server";
import { getCustomer } from "~/features/customers/customers.server";
import { ContactForm } from "~/features/customers/components/site-contact-forms";
import { contactAction } from "~/features/customers/sites.actions.server";
import { getContact } from "~/features/customers/sites.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.contact?.name ?? "New contact"} | ${data?.customer.name ?? "Customer"} | Admin` }];

/** The customer, and the contact when editing one: a contact of another customer is not found here. */
async function load(request: Request, params: { id: string; contactId?: string }) {
  const actor = await requireAdmin(request);
  const customer = await getCustomer({ actor, id: params.id });
  if (!customer) throw new Response("Not Found", { status: 404 });
  const contact = params.contactId ? await getContact({ actor, id: params.contactId }) : null;
  if (params.contactId && contact?.customerId !== customer.id) throw new Response("Not Found", { status: 404 });
  return { actor, customer, contact };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { customer, contact } = await load(request, params);
  return { customer: { id: customer.id, name: customer.name }, contact };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor, customer, contact } = await load(request, params);
  return contactAction({ actor, customerId: customer.id, contactId: contact?.id, formData: await request.formData() });
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, contact } = loaderData;
  useActionToast(actionData);
  const back = `/admin/customers/${customer.id}`;
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackHeader backTo={back} backLabel={`Back to ${customer.name}`} title={contact ? contact.name : `New contact for ${customer.name}`}>
        {contact ? (
          <ConfirmDelete id={contact.id} triggerLabel="Delete contact" title="Delete this contact?" description={`${contact.name} will be removed; a site they were the contact of keeps none.`} />
        ) : null}
      </BackHeader>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Contact details</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <ContactForm key={contact?.id ?? "new"} contact={contact ?? undefined} cancelTo={back} lastResult={actionData?.result} />
        </CardContent>
      </Card>
    </div>
  );
}
