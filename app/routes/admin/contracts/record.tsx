import { data, Form, Link } from "react-router";
import type { Route } from "./+types/record";
import { AuditHistory } from "~/components/audit-history";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { listAuditEntries } from "~/features/audit/audit.server";
import { requireStaff } from "~/features/auth/guard.server";
import { BILLING_LABELS, FREQUENCY_LABELS, INVOICE_MODE_LABELS } from "~/features/contracts/contracts.schema";
import { canAcceptContract } from "~/features/contracts/contract-status";
import { cancelContract, generateContract, getContract, offerContract, setContractStatus, skipOccurrence, stillInvoiced } from "~/features/contracts/contracts.server";
import { formatDateMedium, formatDateTime } from "~/lib/business-day";
import { minuteToTime } from "~/lib/clock-time";
import { isDomainError } from "~/lib/domain-error";
import { formatPence } from "~/lib/format";

export const INTENTS = ["offer", "activate", "pause", "generate", "skip", "cancel"] as const;

export const meta: Route.MetaFunction = ({ loaderData }) => [{ title: `${loaderData?.contract.title ?? "Contract"} | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  const found = await getContract({ actor, id: params.id });
  if (!found) throw new Response("Not Found", { status: 404 });
  return { ...found, owed: await stillInvoiced(params.id), history: await listAuditEntries("contract", params.id) };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  const formData = await request.formData();
  const intent = String(formData.get("intent") ?? "");
  try {
    if (intent === "offer") {
      const { sentTo } = await offerContract({ actor, id: params.id });
      return { ok: true, message: `Offered: the customer can accept it in their online account. ${sentTo.length ? `E-mailed to ${sentTo.join(", ")}, with the PDF.` : "No e-mail address to send it to: tell them to sign in."}` };
    } else if (intent === "activate" || intent === "pause") await setContractStatus({ actor, id: params.id, move: intent });
    else if (intent === "generate") {
      if (!(await getContract({ actor, id: params.id }))) throw new Response("Not Found", { status: 404 });
      const made = await generateContract(params.id);
      return { ok: true, message: `Generated ${made.visits} visit(s) and ${made.invoices} invoice(s).` };
    } else if (intent === "skip") await skipOccurrence({ actor, contractId: params.id, occurrenceId: String(formData.get("occurrenceId") ?? ""), input: formData });
    else if (intent === "cancel") {
      const summary = await cancelContract({ actor, id: params.id, input: formData });
      const owed = summary.stillInvoiced.map((i) => `${i.invoiceNumber} (${formatPence(i.balancePence)})`).join(", ");
      return { ok: true, message: `Cancelled: ${summary.visitsRemoved} future visit(s) and ${summary.draftInvoicesRemoved} unsent invoice(s) removed. ${owed ? `Still to be paid: ${owed}.` : "Nothing more will be invoiced."}` };
    } else throw new Response("Bad Request", { status: 400 });
    return { ok: true, message: "Saved." };
  } catch (err) {
    if (!isDomainError(err)) throw err;
    return data({ ok: false, message: err.message }, { status: err.status });
  }
}

export default function ContractRecord({ loaderData, actionData }: Route.ComponentProps) {
  const { contract: c, customerName, siteLine, engineerName, occurrences, services, owed, history } = loaderData;
  const offerable = !c.acceptedAt && c.status !== "cancelled" && c.status !== "ended";
  return (
    <div className="min-w-0 space-y-6">
      <div>
        <Link to="/admin/contracts" className="text-sm underline">
          Contracts
        </Link>
        <h1 className="text-2xl font-bold">{c.title}</h1>
        <p className="text-muted-foreground">
          <Link to={`/admin/customers/${c.customerId}`} className="underline">
            {customerName}
          </Link>{" "}
          · {siteLine}
        </p>
      </div>
      {actionData?.message ? (
        <p role="status" className={actionData.ok ? "font-medium text-emerald-800" : "font-medium text-red-700"}>
          {actionData.message}
        </p>
      ) : null}
      <Card>
        <CardContent className="grid gap-2 pt-6 text-sm sm:grid-cols-2">
          <p>Status: <span className="font-medium capitalize">{c.status}</span></p>
          <p>{FREQUENCY_LABELS[c.frequency]}{c.frequency === "every_n_weeks" ? ` (${c.intervalWeeks})` : ""} from {formatDateMedium(c.startDate)}, {c.termMonths} months{c.autoRenew ? ", renews itself" : ""}</p>
          <p>{formatPence(c.pricePence)} per period · {BILLING_LABELS[c.billing]} · {INVOICE_MODE_LABELS[c.invoiceMode]}</p>
          <p>Visits at {minuteToTime(c.visitStartMinute)} · {engineerName ?? "Unassigned"}</p>
          {services.length ? <p className="sm:col-span-2">Services: {services.map((s) => s.name).join(", ")}</p> : null}
          <p className="sm:col-span-2" data-testid="contract-acceptance">
            {c.acceptedAt
              ? `Accepted in the portal by ${c.acceptedName} on ${formatDateTime(c.acceptedAt)}`
              : canAcceptContract(c)
                ? `Offered to the customer on ${formatDateTime(c.offeredAt!)}; not yet accepted`
                : "Not yet accepted: offer it to the customer to accept in the portal"}
          </p>
          {c.jobId ? (
            <p className="sm:col-span-2">
              Visits are on the job{" "}
              <Link to={`/admin/jobs/${c.jobId}`} className="underline">
                of this contract
              </Link>
              : move one there or on the dispatch board.
            </p>
          ) : null}
        </CardContent>
      </Card>
      <div className="flex flex-wrap gap-2">
        <Button asChild variant="outline">
          <a href={`/admin/contracts/${c.id}/pdf?inline=1`} target="_blank" rel="noreferrer">
            Contract PDF
          </a>
        </Button>
        {offerable ? (
          <Form method="post">
            <input type="hidden" name="intent" value="offer" />
            <Button type="submit" variant={c.status === "draft" ? "default" : "outline"}>
              {c.offeredAt ? "Send the offer again" : "Offer to the customer"}
            </Button>
          </Form>
        ) : null}
        {c.status === "draft" || c.status === "offered" || c.status === "paused" ? (
          <Form method="post">
            <input type="hidden" name="intent" value="activate" />
            <Button type="submit" variant={c.status === "draft" ? "outline" : "default"}>
              {c.status === "paused" ? "Resume" : c.status === "offered" ? "Activate without waiting" : "Activate"}
            </Button>
          </Form>
        ) : null}
        {c.status === "active" ? (
          <>
            <Form method="post">
              <input type="hidden" name="intent" value="pause" />
              <Button type="submit" variant="outline">Pause</Button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="generate" />
              <Button type="submit" variant="outline">Generate now</Button>
            </Form>
          </>
        ) : null}
      </div>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Visits and invoices</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {occurrences.length === 0 ? (
            <p className="text-sm text-muted-foreground">Nothing generated yet.</p>
          ) : (
            <ul className="divide-y text-sm" aria-label="Visits and invoices">
              {occurrences.map((o) => (
                <li key={o.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                  <span>
                    {formatDateMedium(o.dueDate)} · {o.skipped ? "skipped" : o.visitDay ? `visit ${o.visitStatus}${o.visitDay !== o.dueDate ? `, moved to ${formatDateMedium(o.visitDay)}` : ""}` : "no visit"}
                    {o.invoiceId ? (
                      <>
                        {" "}·{" "}
                        <Link to={`/admin/invoices/${o.invoiceId}`} className="underline">
                          {o.invoiceNumber}
                        </Link>{" "}
                        ({o.invoiceStatus})
                      </>
                    ) : null}
                  </span>
                  {!o.skipped && o.visitStatus === "scheduled" && (c.status === "active" || c.status === "paused") ? (
                    <Form method="post" className="flex items-center gap-2">
                      <input type="hidden" name="intent" value="skip" />
                      <input type="hidden" name="occurrenceId" value={o.id} />
                      <label className="flex items-center gap-1 text-xs">
                        <input type="checkbox" name="confirmed" value="yes" required /> Sure
                      </label>
                      <Button type="submit" size="sm" variant="outline">
                        Skip this visit
                      </Button>
                    </Form>
                  ) : null}
                </li>
              ))}
            </ul>
          )}
        </CardContent>
      </Card>
      {c.status !== "cancelled" && c.status !== "ended" ? (
        <Card>
          <CardHeader>
            <CardTitle asChild>
              <h2>Cancel the contract</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="text-sm">
              Removes the visits from today on that have not started and the invoices not yet sent.{" "}
              {owed.length ? `Still to be paid after cancelling: ${owed.map((i) => `${i.invoiceNumber} (${formatPence(i.balancePence)})`).join(", ")}.` : "Nothing sent is left to pay."}
            </p>
            <Form method="post" className="mt-3 flex flex-wrap items-center gap-3">
              <input type="hidden" name="intent" value="cancel" />
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" name="confirmed" value="yes" required /> I want to cancel this contract
              </label>
              <Button type="submit" variant="destructive">
                Cancel contract
              </Button>
            </Form>
          </CardContent>
        </Card>
      ) : null}
      <AuditHistory entries={history} fieldLabels={{ status: "status" }} />
    </div>
  );
}
