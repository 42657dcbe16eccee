import { useForm, type SubmissionResult } from "@conform-to/react";
import { ArrowLeftRight, Search } from "lucide-react";
import { Form, Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/merge";
import { BackHeader } from "~/components/back-header";
import { FormErrors, useActionToast } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "~/components/ui/table";
import { requireStaff } from "~/features/auth/guard.server";
import { getCustomer, searchCustomerOptions } from "~/features/customers/customers.server";
import { MERGE_FIELD_LABELS, MERGE_FIELDS, mergeFormSchema, type MergeField } from "~/features/customers/merge.schema";
import { mergeCustomers, mergePreview, type HeldCounts, type MergeSide } from "~/features/customers/merge.server";
import { formatDateMedium } from "~/lib/business-day";
import { isDomainError } from "~/lib/domain-error";
import { formErrorReply, invalidFormReply } from "~/lib/domain-reply.server";
import { parseForm } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `Merge ${data?.customer.name ?? "customer"} | Customers | Admin` }];

const FAILED = "Failed to merge customers";

/**
 * With `?with=<id>`, the two records side by side (this page's record is the one kept); without it, a
 * search for the other record.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  const url = new URL(request.url);
  const withId = url.searchParams.get("with")?.trim() ?? "";
  if (withId) {
    try {
      const preview = await mergePreview({ actor, keepId: params.id, mergeId: withId });
      return { customer: { id: preview.keep.id, name: preview.keep.name }, preview, q: "", options: [], problem: null };
    } catch (err) {
      if (!isDomainError(err)) throw err;
      if (err.code !== "invalid") throw new Response("Not Found", { status: 404 });
      // A record merged into itself: said above the search, to choose another record.
      const customer = await getCustomer({ actor, id: params.id });
      if (!customer) throw new Response("Not Found", { status: 404 });
      return data({ customer: { id: customer.id, name: customer.name }, preview: null, q: "", options: [], problem: err.message }, { status: err.status });
    }
  }
  const customer = await getCustomer({ actor, id: params.id });
  if (!customer) throw new Response("Not Found", { status: 404 });
  const q = (url.searchParams.get("q") ?? "").trim().slice(0, 100);
  const options = q ? (await searchCustomerOptions({ actor, q })).filter((o) => o.id !== customer.id) : [];
  return { customer: { id: customer.id, name: customer.name }, preview: null, q, options, problem: null };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  const submission = parseForm(await request.formData(), mergeFormSchema);
  if (submission.status !== "success") return invalidFormReply(submission, FAILED);
  const { mergeId, ...choices } = submission.value;
  try {
    await mergeCustomers({ actor, keepId: params.id, mergeId, input: choices });
  } catch (err) {
    return formErrorReply(submission, err, { failedTitle: FAILED, logMessage: "customer merge failed" });
  }
  return redirectWithToast(`/admin/customers/${params.id}`, { type: "success", title: "Customers merged" });
}

export default function MergeCustomers({ loaderData, actionData }: Route.ComponentProps) {
  const { customer, preview, q, options, problem } = loaderData;
  useActionToast(actionData);
  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <BackHeader backTo={`/admin/customers/${customer.id}`} backLabel={`Back to ${customer.name}`} title="Merge customers" />
      {problem ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {problem}
        </p>
      ) : null}
      {preview ? <Compare keep={preview.keep} merge={preview.merge} lastResult={actionData?.result} /> : <ChooseOther customer={customer} q={q} options={options} />}
    </div>
  );
}

/** The search for the record to merge into this one. */
function ChooseOther({ customer, q, options }: { customer: { id: string; name: string }; q: string; options: Array<{ id: string; name: string; detail: string; email: string | null }> }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Find the duplicate of {customer.name}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        <Form method="get" role="search" className="flex flex-wrap items-end gap-2">
          <div className="min-w-0 flex-1 space-y-1">
            <Label htmlFor="merge-q">Name, e-mail, phone or postcode</Label>
            <Input id="merge-q" name="q" type="search" defaultValue={q} maxLength={100} />
          </div>
          <Button type="submit" variant="outline">
            <Search className="size-4" aria-hidden="true" />
            Search
          </Button>
        </Form>
        {q ? (
          options.length === 0 ? (
            <p className="text-sm text-muted-foreground">No other customer matches “{q}”.</p>
          ) : (
            <ul className="divide-y rounded-md border" aria-label="Matching customers">
              {options.map((o) => (
                <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 p-3">
                  <div className="min-w-0 wrap-anywhere">
                    <p className="font-medium">{o.name}</p>
                    <p className="text-sm text-muted-foreground">
                      {o.detail}
                      {o.email ? ` · ${o.email}` : ""}
                    </p>
                  </div>
                  <Button asChild size="sm" variant="secondary">
                    <Link to={`/admin/customers/${customer.id}/merge?with=${o.id}`} aria-label={`Compare with ${o.name}`}>
                      Compare
                    </Link>
                  </Button>
                </li>
              ))}
            </ul>
          )
        ) : null}
      </CardContent>
    </Card>
  );
}

const COUNT_LABELS: Record<keyof HeldCounts, string> = {
  sites: "Sites",
  contacts: "Contacts",
  jobs: "Jobs",
  quotes: "Quotes",
  invoices: "Invoices",
  enquiries: "Enquiries",
  chats: "Chats",
  emails: "E-mails",
};

function shown(side: MergeSide, field: MergeField): string {
  const value = side[field];
  if (field === "isCommercial") return value ? "Commercial" : "Residential";
  return value === null || value === "" ? "" : String(value);
}

/** The kept record's value by default, where it has one; otherwise the other's. */
function defaultChoice(keep: MergeSide, merge: MergeSide, field: MergeField): "keep" | "merge" {
  return shown(keep, field) === "" && shown(merge, field) !== "" ? "merge" : "keep";
}

/** The two records side by side: a radio per detail, what each holds, and the button that merges them. */
function Compare({ keep, merge, lastResult }: { keep: MergeSide; merge: MergeSide; lastResult?: SubmissionResult<string[]> }) {
  const [form, fields] = useForm({ id: "merge", lastResult, shouldRevalidate: "onSubmit" });
  const navigation = useNavigation();
  const merging = navigation.state === "submitting" && navigation.formData?.get("intent") === "merge";
  const sides = [
    { choice: "keep" as const, side: keep, title: "This record (kept)", short: "Kept" },
    { choice: "merge" as const, side: merge, title: "Other record (merged in)", short: "Merged in" },
  ];
  return (
    <Form method="post" id={form.id} noValidate className="space-y-6">
      <input type="hidden" name="intent" value="merge" />
      <input type="hidden" name="mergeId" value={merge.id} />
      <FormErrors form={form} />
      <Card>
        <CardHeader className="flex flex-row flex-wrap items-center justify-between gap-3">
          <CardTitle asChild>
            <h2>Choose what to keep</h2>
          </CardTitle>
          <Button asChild size="sm" variant="outline">
            <Link to={`/admin/customers/${merge.id}/merge?with=${keep.id}`} aria-label={`Swap: keep ${merge.name} instead`}>
              <ArrowLeftRight className="size-4" aria-hidden="true" />
              Swap
            </Link>
          </Button>
        </CardHeader>
        <CardContent className="space-y-3">
          <p className="text-sm text-muted-foreground wrap-anywhere">
            {merge.name}’s record is removed: its sites, contacts, jobs, quotes, invoices, enquiries, chats and e-mails move to {keep.name}’s, and
            links to it open {keep.name}’s. For each detail, choose the value to keep.
          </p>
          <Table stack aria-label="Details of the two records">
            <TableHeader>
              <TableRow>
                <TableHead>Detail</TableHead>
                {sides.map((s) => (
                  <TableHead key={s.choice}>
                    {s.title}
                    <span className="block text-xs font-normal text-muted-foreground">Added {formatDateMedium(s.side.createdAt)}</span>
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {MERGE_FIELDS.map((field) => {
                const errors = fields[field].errors;
                return (
                  <TableRow key={field} role="radiogroup" aria-labelledby={`merge-${field}-label`}>
                    <TableCell className="font-medium">
                      <span id={`merge-${field}-label`}>{MERGE_FIELD_LABELS[field]}</span>
                      {errors?.length ? (
                        <span role="alert" className="block text-sm font-normal text-destructive">
                          {errors[0]}
                        </span>
                      ) : null}
                    </TableCell>
                    {sides.map((s) => {
                      const value = shown(s.side, field);
                      return (
                        <TableCell key={s.choice} label={s.short} className="align-top whitespace-normal">
                          <label className="flex min-w-0 items-start gap-2">
                            <input
                              type="radio"
                              name={field}
                              value={s.choice}
                              defaultChecked={defaultChoice(keep, merge, field) === s.choice}
                              className="mt-1 size-4 shrink-0 accent-primary"
                            />
                            <span className="min-w-0 wrap-anywhere whitespace-pre-line">
                              <span className="sr-only">
                                {MERGE_FIELD_LABELS[field]} from the {s.choice === "keep" ? "kept" : "merged"} record:{" "}
                              </span>
                              {value || <span className="text-muted-foreground">(none)</span>}
                            </span>
                          </label>
                        </TableCell>
                      );
                    })}
                  </TableRow>
                );
              })}
              <TableRow>
                <TableCell className="font-medium">Portal account</TableCell>
                {sides.map((s) => (
                  <TableCell key={s.choice} label={s.short}>
                    {s.side.hasPortalAccount ? "Yes" : "No"}
                  </TableCell>
                ))}
              </TableRow>
            </TableBody>
          </Table>
        </CardContent>
      </Card>

      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>What each record holds</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <Table stack aria-label="What each record holds">
            <TableHeader>
              <TableRow>
                <TableHead>Record</TableHead>
                {Object.values(COUNT_LABELS).map((label) => (
                  <TableHead key={label} className="text-right">
                    {label}
                  </TableHead>
                ))}
              </TableRow>
            </TableHeader>
            <TableBody>
              {sides.map((s) => (
                <TableRow key={s.choice}>
                  <TableCell className="font-medium wrap-anywhere whitespace-normal">
                    {s.side.name} <span className="font-normal text-muted-foreground">({s.short.toLowerCase()})</span>
                  </TableCell>
                  {(Object.keys(COUNT_LABELS) as Array<keyof HeldCounts>).map((key) => (
                    <TableCell key={key} label={COUNT_LABELS[key]} className="text-right tabular-nums">
                      {s.side.counts[key]}
                    </TableCell>
                  ))}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </CardContent>
      </Card>

      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={merging}>
          {merging ? "Merging..." : "Merge customers"}
        </Button>
        <Button asChild variant="outline">
          <Link to={`/admin/customers/${keep.id}`}>Cancel</Link>
        </Button>
      </div>
    </Form>
  );
}
