import { MapPin, Plus, UserRound } from "lucide-react";
import { Link } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { CONTACT_ROLE_LABELS } from "~/lib/labels";
import { siteLine } from "../sites.schema";

type SiteItem = {
  id: string;
  label: string | null;
  address: string;
  postcode: string | null;
  accessNotes: string | null;
  what3words: string | null;
  contactName: string | null;
  contactPhone: string | null;
};

type ContactItem = {
  id: string;
  name: string;
  role: keyof typeof CONTACT_ROLE_LABELS;
  phone: string | null;
  email: string | null;
  receivesDocuments: boolean;
  receivesVisitNotices: boolean;
};

function CardHead({ title, addTo, addLabel }: { title: string; addTo: string; addLabel: string }) {
  return (
    <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
      <CardTitle asChild>
        <h2>{title}</h2>
      </CardTitle>
      <Button asChild size="sm" variant="outline">
        <Link to={addTo}>
          <Plus className="size-4" aria-hidden="true" />
          {addLabel}
        </Link>
      </Button>
    </CardHeader>
  );
}

/** A customer's sites: where the work is, how to get in, whom to call there. */
export function SitesCard({ customerId, sites }: { customerId: string; sites: SiteItem[] }) {
  return (
    <Card>
      <CardHead title="Sites" addTo={`/admin/customers/${customerId}/sites/new`} addLabel="Add site" />
      <CardContent>
        <ul className="divide-y" aria-label="Sites">
          {sites.map((site, i) => (
            <li key={site.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
              <MapPin className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
              <div className="min-w-0 flex-1 space-y-1 text-sm">
                <p>
                  <Link to={`/admin/customers/${customerId}/sites/${site.id}`} className="font-medium hover:underline">
                    {siteLine(site)}
                  </Link>
                  {i === 0 ? (
                    <Badge variant="secondary" className="ml-2">
                      First site
                    </Badge>
                  ) : null}
                </p>
                {site.contactName ? (
                  <p className="text-muted-foreground">
                    Contact: {site.contactName}
                    {site.contactPhone ? `, ${site.contactPhone}` : ""}
                  </p>
                ) : null}
                {site.accessNotes ? <p className="text-muted-foreground">Access: {site.accessNotes}</p> : null}
                {site.what3words ? <p className="text-muted-foreground">///{site.what3words}</p> : null}
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}

/** A customer's people besides the account holder, and what each is sent. */
export function ContactsCard({ customerId, contacts }: { customerId: string; contacts: ContactItem[] }) {
  return (
    <Card>
      <CardHead title="Contacts" addTo={`/admin/customers/${customerId}/contacts/new`} addLabel="Add contact" />
      <CardContent>
        {contacts.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No other contacts: quotes, invoices and visit notices go to the customer&apos;s own e-mail address.
          </p>
        ) : (
          <ul className="divide-y" aria-label="Contacts">
            {contacts.map((contact) => (
              <li key={contact.id} className="flex items-start gap-3 py-3 first:pt-0 last:pb-0">
                <UserRound className="mt-0.5 size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                <div className="min-w-0 flex-1 space-y-1 text-sm">
                  <p>
                    <Link to={`/admin/customers/${customerId}/contacts/${contact.id}`} className="font-medium hover:underline">
                      {contact.name}
                    </Link>{" "}
                    <span className="text-muted-foreground">· {CONTACT_ROLE_LABELS[contact.role]}</span>
                  </p>
                  <p className="text-muted-foreground">{[contact.phone, contact.email].filter(Boolean).join(" · ")}</p>
                  <div className="flex flex-wrap gap-2">
                    {contact.receivesDocuments ? <Badge variant="outline">Quotes and invoices</Badge> : null}
                    {contact.receivesVisitNotices ? <Badge variant="outline">Visit notices</Badge> : null}
                  </div>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
