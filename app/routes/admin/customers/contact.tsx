import type { Route } from "./+types/contact";
import { BackHeader } from "~/components/back-header";
import { ConfirmAction } from "~/components/confirm-action";
import { ConfirmDelete } from "~/components/confirm-delete";
import { useActionToast } from "~/components/form-field";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { requireStaff } from "~/features/auth/guard.server";
import { getCustomer } from "~/features/customers/customers.server";
import { ContactForm } from "~/features/customers/components/site-contact-forms";
import { contactAction } from "~/features/customers/sites.actions.server";
import { getContact } from "~/features/customers/sites.server";
import { contactAccount } from "~/features/customers/contact-accounts.server";
import { ReminderOptOutCard } from "~/features/reminders/components/reminder-opt-out";
import { saveReminderOptOutForm } from "~/features/reminders/reminders.actions.server";
import { reminderOptOutsFor } from "~/features/reminders/reminder-settings.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.contact?.name ?? "New contact"} | ${data?.customer.name ?? "Customer"} | Admin` }];

/** The customer, and the contact when editing one: a contact of another customer is not found here. */
async function load(request: Request, params: { id: string; contactId?: string }) {
  const actor = await requireStaff(request);
  const customer = await getCustomer({ actor, id: params.id });
  if (!customer) throw new Response("Not Found", { status: 404 });
  const contact = params.contactId ? await getContact({ actor, id: params.contactId }) : null;
  if (params.contactId && contact?.customerId !== customer.id) throw new Response("Not Found", { status: 404 });
  return { actor, customer, contact };
}

export async function loader({ request, params }: Route.LoaderArgs) {
  const { actor, customer, contact } = await load(request, params);
  const account = contact ? await contactAccount({ actor, contactId: contact.id }) : null;
  const remindersOff = contact ? (await reminderOptOutsFor({ actor, customerId: customer.id })).contactIds.includes(contact.id) : false;
  return { customer: { id: customer.id, name: customer.name }, contact, account, remindersOff };
}

export async function action({ request, params }: Route.ActionArgs) {
  const { actor, customer, contact } = await load(request, params);
  const formData = await request.formData();
  if (contact && formData.get("intent") === "reminders") {
    return saveReminderOptOutForm({ actor, customerId: customer.id, contactId: contact.id, formData, back: `/admin/customers/${customer.id}/contacts/${contact.id}` });
  }
  return contactAction({ actor, customerId: customer.id, contactId: contact?.id, formData });
}

export default function ContactPage({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, contact, account } = loaderData;
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
      {contact ? <ReminderOptOutCard optedOut={loaderData.remindersOff} who="contact" /> : null}
      {contact ? <PortalAccountCard contact={contact} account={account} customerName={customer.name} /> : null}
    </div>
  );
}

/** The contact's own portal account: linked (with the address they sign in with) or not, and the button to change it. */
function PortalAccountCard({ contact, account, customerName }: { contact: { name: string; email: string | null }; account: { email: string } | null; customerName: string }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Portal account</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4 text-sm">
        {account ? (
          <>
            <p className="wrap-anywhere">
              {contact.name} signs in to the portal as <strong>{account.email}</strong> and sees what their sites and their role allow.
            </p>
            <ConfirmAction
              intent="unlink_account"
              label="Unlink portal account"
              title="Unlink this portal account?"
              description={`${account.email} will no longer reach ${customerName}'s records. It is not linked again by its e-mail address; only the office can link it again.`}
              confirmLabel="Unlink account"
            />
          </>
        ) : (
          <>
            <p className="wrap-anywhere">
              {contact.email
                ? `No portal account yet. When someone signs up with ${contact.email} and verifies it, it is linked to this contact (unless another contact has the same address).`
                : "No portal account. Give the contact an e-mail address: the portal account with that address, once verified, is theirs."}
            </p>
            {contact.email ? (
              <ConfirmAction
                intent="link_account"
                label="Link portal account"
                title="Link the portal account?"
                description={`The verified portal account of ${contact.email} will reach ${customerName}'s records as ${contact.name}: the jobs of their sites, and quotes and invoices as the contact's flags allow.`}
                confirmLabel="Link account"
                variant="default"
                triggerVariant="outline"
              />
            ) : null}
          </>
        )}
      </CardContent>
    </Card>
  );
}
