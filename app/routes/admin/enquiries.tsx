import { MessageSquare } from "lucide-react";
import { SpriteIcon } from "~/components/icon-sprite";
import { Form, Link, data, useNavigation } from "react-router";
import type { Route } from "./+types/enquiries";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";
import { requireStaff } from "~/features/auth/guard.server";
import {
  ENQUIRY_SOURCE_LABELS,
  ENQUIRY_STATUS_LABELS,
  ENQUIRY_STATUSES,
  enquiryActionSchema,
  enquiryStatusSchema,
  type EnquiryStatus,
} from "~/features/enquiries/enquiries.schema";
import { convertEnquiry, listEnquiries, setEnquiryStatus } from "~/features/enquiries/enquiries.server";
import { formatDateTime } from "~/lib/business-day";
import { formatTotal } from "~/lib/paging";
import { parseForm } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";
import { cn } from "~/lib/utils";
import { isDomainError } from "~/lib/domain-error";
import { log } from "~/lib/log.server";

export const meta: Route.MetaFunction = () => [{ title: "Enquiries | Admin" }];

function filtersFrom(url: URL) {
  const status = enquiryStatusSchema.safeParse(url.searchParams.get("status"));
  const page = Number.parseInt(url.searchParams.get("page") ?? "1", 10);
  return { status: status.success ? status.data : undefined, page: Number.isFinite(page) && page > 0 ? page : 1 };
}

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  const { status, page } = filtersFrom(new URL(request.url));
  const result = await listEnquiries({ actor, status, page });
  return { status: status ?? null, ...result };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  const url = new URL(request.url);
  const back = `${url.pathname}${url.search}`;
  const submission = parseForm(await request.formData(), enquiryActionSchema);
  if (submission.status !== "success") {
    const first = Object.values(submission.error ?? {}).find((messages) => messages?.length)?.[0];
    return data({ error: first ?? "The request was not understood." }, { status: 400 });
  }
  const input = submission.value;
  try {
    if (input.intent === "status") {
      await setEnquiryStatus({ actor, id: input.id, status: input.status });
      return redirectWithToast(back, { type: "success", title: `Enquiry marked as ${ENQUIRY_STATUS_LABELS[input.status].toLowerCase()}` });
    }
    const result = await convertEnquiry({ actor, id: input.id, existingCustomerId: input.existingCustomerId });
    if (result.usedExisting && result.jobCreated) {
      return redirectWithToast(back, {
        type: "success",
        title: "Job created for the existing customer",
        description: "The enquiry is linked to the existing customer record; no new record was made.",
      });
    }
    return redirectWithToast(back, {
      type: "success",
      title: result.jobCreated
        ? result.customerCreated
          ? "Customer and job created"
          : "Job created"
        : "This enquiry already has a customer and a job",
      description: result.customerCreated
        ? "A new customer record and a job with status Enquiry were created."
        : result.jobCreated
          ? "A job with status Enquiry was created for the enquiry's customer."
          : undefined,
    });
  } catch (err) {
    if (isDomainError(err)) return redirectWithToast(back, { type: "error", title: err.message });
    log.error({ intent: input.intent, err }, "enquiry action failed");
    return redirectWithToast(back, { type: "error", title: "Failed to update the enquiry", description: "Please try again." });
  }
}

const statusBadge: Record<EnquiryStatus, "default" | "secondary" | "outline"> = {
  new: "default",
  contacted: "secondary",
  closed: "outline",
};

function pageHref(status: EnquiryStatus | null, page: number) {
  const params = new URLSearchParams();
  if (status) params.set("status", status);
  if (page > 1) params.set("page", String(page));
  const qs = params.toString();
  return qs ? `/admin/enquiries?${qs}` : "/admin/enquiries";
}

export default function AdminEnquiries({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, status, total, totalExact, page, pageCount } = loaderData;
  const navigation = useNavigation();
  const pendingId = navigation.state !== "idle" ? navigation.formData?.get("id") : null;
  const filters: Array<{ value: EnquiryStatus | null; label: string }> = [
    { value: null, label: "All" },
    ...ENQUIRY_STATUSES.map((s) => ({ value: s, label: ENQUIRY_STATUS_LABELS[s] })),
  ];

  return (
    <div className="space-y-6">
      <div className="space-y-3">
        <div>
          <h1 className="text-2xl font-bold">Enquiries</h1>
          <p className="text-sm text-muted-foreground">Contact-form enquiries and chat booking requests, newest first.</p>
        </div>
        <nav aria-label="Filter by status" className="flex flex-wrap gap-2">
          {filters.map((f) => {
            const current = f.value === status;
            return (
              <Button key={f.label} asChild size="sm" variant={current ? "default" : "outline"}>
                <Link to={pageHref(f.value, 1)} aria-current={current ? "page" : undefined}>
                  {f.label}
                </Link>
              </Button>
            );
          })}
        </nav>
      </div>

      {actionData?.error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {actionData.error}
        </p>
      ) : null}

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {total === 0 ? "" : `${formatTotal(total, totalExact)} ${total === 1 ? "enquiry" : "enquiries"}${status ? ` marked ${ENQUIRY_STATUS_LABELS[status].toLowerCase()}` : ""}`}
      </p>

      {rows.length === 0 ? (
        <Card>
          <CardContent className="p-6 text-muted-foreground">
            {status ? `No ${ENQUIRY_STATUS_LABELS[status].toLowerCase()} enquiries.` : "No enquiries yet."}
          </CardContent>
        </Card>
      ) : (
        <ul className="space-y-4" aria-label="Enquiries">
          {rows.map((e) => {
            const name = `${e.firstName} ${e.lastName}`.trim();
            const busy = pendingId === e.id;
            return (
              <li key={e.id}>
                <Card aria-labelledby={`enquiry-${e.id}`} role="article" className={cn(busy && "opacity-70")}>
                  <CardHeader className="flex flex-row flex-wrap items-start justify-between gap-3">
                    <div className="space-y-1">
                      <CardTitle asChild>
                        <h2 id={`enquiry-${e.id}`} className="text-lg">
                          {name}
                        </h2>
                      </CardTitle>
                      <p className="text-sm text-muted-foreground">
                        {formatDateTime(e.createdAt)} · {e.service}
                      </p>
                    </div>
                    <div className="flex flex-wrap gap-2">
                      <Badge variant="outline">
                        {e.source === "chat" ? <MessageSquare className="size-3" aria-hidden="true" /> : null}
                        {ENQUIRY_SOURCE_LABELS[e.source]}
                      </Badge>
                      <Badge variant={statusBadge[e.status]}>
                        <span className="sr-only">Status: </span>
                        {ENQUIRY_STATUS_LABELS[e.status]}
                      </Badge>
                    </div>
                  </CardHeader>
                  <CardContent className="space-y-4">
                    <div className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
                      <a className="inline-flex items-center gap-1 text-primary hover:underline" href={`tel:${e.phone.replace(/[^\d+]/g, "")}`}>
                        <SpriteIcon name="phone" className="size-4 shrink-0" />
                        {e.phone}
                      </a>
                      {e.email ? (
                        <a className="inline-flex min-w-0 items-center gap-1 text-primary wrap-anywhere hover:underline" href={`mailto:${e.email}`}>
                          <SpriteIcon name="mail" className="size-4 shrink-0" />
                          {e.email}
                        </a>
                      ) : null}
                    </div>
                    <p className="whitespace-pre-wrap text-sm">{e.message}</p>
                    {e.possibleCustomers.length > 0 ? (
                      <ul className="space-y-1 text-sm" aria-label="Possible existing customers">
                        {e.possibleCustomers.map((c) => (
                          <li key={c.id} className="flex flex-wrap items-center gap-1">
                            <SpriteIcon name="user-round" className="size-4 shrink-0 text-muted-foreground" />
                            <span className="text-muted-foreground">Possible existing customer:</span>{" "}
                            <Link className="text-primary hover:underline" to={`/admin/customers/${c.id}`}>
                              {c.name}
                            </Link>
                            <span className="text-muted-foreground">({c.reason})</span>
                            {e.customerId ? (
                              <Link className="ml-2 text-primary hover:underline" to={`/admin/customers/${c.id}/merge?with=${e.customerId}`} aria-label={`Merge this enquiry's customer into ${c.name}`}>
                                Merge
                              </Link>
                            ) : null}
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <div className="flex flex-wrap items-end gap-4 border-t pt-4">
                      <Form method="post" className="flex items-end gap-2">
                        <input type="hidden" name="intent" value="status" />
                        <input type="hidden" name="id" value={e.id} />
                        <div className="space-y-1">
                          <Label htmlFor={`status-${e.id}`}>Status</Label>
                          <NativeSelect id={`status-${e.id}`} name="status" defaultValue={e.status} key={e.status} wrapperClassName="w-40">
                            {ENQUIRY_STATUSES.map((s) => (
                              <NativeSelectOption key={s} value={s}>
                                {ENQUIRY_STATUS_LABELS[s]}
                              </NativeSelectOption>
                            ))}
                          </NativeSelect>
                        </div>
                        <Button type="submit" variant="outline" disabled={busy} aria-label={`Update status of the enquiry from ${name}`}>
                          Update
                        </Button>
                      </Form>
                      {e.jobId ? (
                        <div className="flex flex-wrap gap-2">
                          <Button asChild variant="secondary">
                            <Link to={`/admin/jobs/${e.jobId}`}>View job</Link>
                          </Button>
                          {e.customerId ? (
                            <Button asChild variant="ghost">
                              <Link to={`/admin/customers/${e.customerId}`}>View customer</Link>
                            </Button>
                          ) : null}
                        </div>
                      ) : (
                        <div className="flex flex-wrap gap-2">
                          <Form method="post">
                            <input type="hidden" name="intent" value="convert" />
                            <input type="hidden" name="id" value={e.id} />
                            <Button type="submit" disabled={busy}>
                              {busy && navigation.formData?.get("intent") === "convert" && !navigation.formData?.get("existingCustomerId")
                                ? "Creating..."
                                : "Create customer & job"}
                            </Button>
                          </Form>
                          {e.customerId
                            ? null
                            : e.possibleCustomers.map((c) => (
                                <Form method="post" key={c.id} className="max-w-full">
                                  <input type="hidden" name="intent" value="convert" />
                                  <input type="hidden" name="id" value={e.id} />
                                  <input type="hidden" name="existingCustomerId" value={c.id} />
                                  <Button type="submit" variant="outline" disabled={busy} className="h-auto max-w-full whitespace-normal text-left">
                                    Use {c.name} (existing customer)
                                  </Button>
                                </Form>
                              ))}
                        </div>
                      )}
                    </div>
                  </CardContent>
                </Card>
              </li>
            );
          })}
        </ul>
      )}

      {pageCount > 1 ? (
        <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm">
          {page > 1 ? (
            <Link className="text-primary hover:underline" to={pageHref(status, page - 1)}>
              Previous
            </Link>
          ) : (
            <span />
          )}
          <span>
            Page {page} of {totalExact ? pageCount : `about ${pageCount}`}
          </span>
          {page < pageCount ? (
            <Link className="text-primary hover:underline" to={pageHref(status, page + 1)}>
              Next
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
