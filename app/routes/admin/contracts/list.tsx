import { data, Form, Link, redirect } from "react-router";
import { LabelOptions } from "~/components/label-options";
import type { Route } from "./+types/list";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { requireStaff } from "~/features/auth/guard.server";
import { CustomerPicker } from "~/features/customers/components/customer-picker";
import { BILLING_LABELS, CONTRACT_TERMS, FREQUENCY_LABELS, INVOICE_MODE_LABELS } from "~/features/contracts/contracts.schema";
import { createContract, listContracts } from "~/features/contracts/contracts.server";
import { listEngineers } from "~/features/staff/engineer-hours.server";
import { formatDateMedium, todayKey } from "~/lib/business-day";
import { isDomainError } from "~/lib/domain-error";
import { formatPence } from "~/lib/format";
import { formValues } from "~/lib/forms";

export const meta: Route.MetaFunction = () => [{ title: "Contracts | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  const [contracts, engineers] = await Promise.all([listContracts({ actor }), listEngineers()]);
  return { contracts, engineers: engineers.map((e) => ({ id: e.id, name: e.name })), today: todayKey() };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  const formData = await request.formData();
  if (formData.get("intent") !== "create") throw new Response("Bad Request", { status: 400 });
  try {
    const created = await createContract({ actor, input: formValues(formData) });
    throw redirect(`/admin/contracts/${created.id}`);
  } catch (err) {
    if (!isDomainError(err)) throw err;
    return data({ message: err.message, fieldErrors: err.fieldErrors as Record<string, string> }, { status: err.status });
  }
}

export default function ContractsList({ loaderData, actionData }: Route.ComponentProps) {
  const { contracts, engineers, today } = loaderData;
  const errors = actionData?.fieldErrors ?? {};
  return (
    <div className="min-w-0 space-y-6">
      <h1 className="text-2xl font-bold">Contracts</h1>
      {contracts.length === 0 ? (
        <p className="text-muted-foreground">No maintenance contracts yet.</p>
      ) : (
        <ul className="divide-y rounded-md border" aria-label="Contracts">
          {contracts.map((c) => (
            <li key={c.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
              <div className="min-w-0">
                <Link to={`/admin/contracts/${c.id}`} className="font-medium underline-offset-2 hover:underline">
                  {c.title}
                </Link>
                <p className="text-sm text-muted-foreground">
                  {c.customerName} · {FREQUENCY_LABELS[c.frequency]} from {formatDateMedium(c.startDate)} · {formatPence(c.pricePence)} {BILLING_LABELS[c.billing].toLowerCase()}
                </p>
              </div>
              <span className="rounded border px-2 py-0.5 text-sm capitalize">{c.status}</span>
            </li>
          ))}
        </ul>
      )}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 id="new-contract">New contract</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Form method="post" className="grid gap-4 sm:grid-cols-2" aria-labelledby="new-contract">
            <input type="hidden" name="intent" value="create" />
            {actionData?.message ? (
              <p role="alert" className="text-sm font-medium text-red-700 sm:col-span-2">
                {actionData.message}
              </p>
            ) : null}
            <div className="space-y-1 sm:col-span-2">
              <Label htmlFor="contract-customer">Customer</Label>
              <CustomerPicker id="contract-customer" name="customerId" initial={null} error={errors.customerId} />
            </div>
            <div className="space-y-1 sm:col-span-2">
              <Label htmlFor="contract-title">Title</Label>
              <Input id="contract-title" name="title" required maxLength={200} />
            </div>
            <div className="space-y-1">
              <Label htmlFor="contract-frequency">Frequency</Label>
              <NativeSelect id="contract-frequency" name="frequency" defaultValue="quarterly">
                <LabelOptions labels={FREQUENCY_LABELS} />
              </NativeSelect>
            </div>
            <div className="space-y-1">
              <Label htmlFor="contract-weeks">Weeks between visits (every N weeks)</Label>
              <Input id="contract-weeks" name="intervalWeeks" type="number" min={1} max={52} />
            </div>
            <div className="space-y-1">
              <Label htmlFor="contract-start">Start</Label>
              <Input id="contract-start" name="startDate" type="date" required defaultValue={today} />
            </div>
            <div className="space-y-1">
              <Label htmlFor="contract-term">Term (months)</Label>
              <Input id="contract-term" name="termMonths" type="number" min={1} max={120} defaultValue={12} required />
            </div>
            <div className="space-y-1">
              <Label htmlFor="contract-price">Price per period (£, excl. VAT)</Label>
              <Input id="contract-price" name="price" inputMode="decimal" required />
              {errors.price ? <p className="text-sm text-red-700">{errors.price}</p> : null}
            </div>
            <div className="space-y-1">
              <Label htmlFor="contract-billing">Billing</Label>
              <NativeSelect id="contract-billing" name="billing" defaultValue="per_visit">
                <LabelOptions labels={BILLING_LABELS} />
              </NativeSelect>
            </div>
            <div className="space-y-1">
              <Label htmlFor="contract-mode">Invoices</Label>
              <NativeSelect id="contract-mode" name="invoiceMode" defaultValue="draft">
                <LabelOptions labels={INVOICE_MODE_LABELS} />
              </NativeSelect>
            </div>
            <div className="space-y-1">
              <Label htmlFor="contract-engineer">Usual engineer</Label>
              <NativeSelect id="contract-engineer" name="usualEngineerId" defaultValue="">
                <option value="">None (unassigned)</option>
                {engineers.map((e) => (
                  <option key={e.id} value={e.id}>
                    {e.name}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1">
              <Label htmlFor="contract-time">Visit start</Label>
              <Input id="contract-time" name="visitStart" type="time" defaultValue="09:00" />
            </div>
            <label className="flex items-center gap-2 text-sm">
              <input type="checkbox" name="autoRenew" value="yes" /> Renews itself at the end of the term
            </label>
            <div className="space-y-1 sm:col-span-2">
              <Label htmlFor="contract-terms">Terms (on the contract the customer accepts)</Label>
              <Textarea id="contract-terms" name="terms" rows={6} maxLength={5000} defaultValue={CONTRACT_TERMS} />
              {errors.terms ? <p className="text-sm text-red-700">{errors.terms}</p> : null}
            </div>
            <div className="sm:col-span-2">
              <Button type="submit">Create contract</Button>
            </div>
          </Form>
        </CardContent>
      </Card>
    </div>
  );
}
