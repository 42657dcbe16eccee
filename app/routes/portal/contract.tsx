import { useEffect } from "react";
import { useForm } from "@conform-to/react";
import { data, Link, useNavigation } from "react-router";
import type { Route } from "./+types/contract";
import { CheckedForm, FormErrors } from "~/components/form-field";
import { Badge } from "~/components/ui/badge";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/sonner";
import { BILLING_LABELS, contractAnswerSchema, FREQUENCY_LABELS } from "~/features/contracts/contracts.schema";
import { acceptContract } from "~/features/contracts/contracts.server";
import { getCustomerContract } from "~/features/contracts/portal-contracts.server";
import { DownloadPdf } from "~/features/portal/components/portal-list";
import { SignAndAccept } from "~/features/portal/components/sign-and-accept";
import { requireCustomer } from "~/features/portal/portal.server";
import { formatDateLong, formatDateTime, formatDayLong } from "~/lib/business-day";
import { minuteToTime } from "~/lib/clock-time";
import { formErrorReply, type FormReply } from "~/lib/domain-reply.server";
import { formatPence, humanise } from "~/lib/format";
import { parseForm } from "~/lib/forms";
import { redirectWithToast } from "~/lib/toast.server";

export const meta: Route.MetaFunction = () => [{ title: "Maintenance contract" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  // The contracts module answers only with this customer's own contract (never a draft).
  const contract = await getCustomerContract({ actor, id: params.id });
  if (!contract) throw new Response("Not Found", { status: 404 });
  return { contract };
}

/** Accepting the contract: the customer's typed name and agreement; refused with its message (another's contract is a 404). */
export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireCustomer(request);
  const submission = parseForm(await request.formData(), contractAnswerSchema);
  if (submission.status !== "success") return data<FormReply>({ result: submission.reply() }, { status: 400 });
  const { intent: _intent, ...input } = submission.value;
  try {
    const contract = await acceptContract({ actor, id: params.id, input, ip: context.clientIp || null });
    return redirectWithToast(`/customer/contracts/${contract.id}`, {
      type: "success",
      title: "Thank you. Your contract is accepted.",
      description: contract.status === "active" ? "We will be in touch before the first visit." : undefined,
    });
  } catch (err) {
    return formErrorReply(submission, err, { failedTitle: "The contract could not be accepted", logMessage: "portal contract acceptance failed" });
  }
}

const STATUS_WORDS: Record<string, string> = { offered: "Waiting for your acceptance", active: "Running", paused: "Paused", cancelled: "Ended" };

type PortalContractView = Route.ComponentProps["loaderData"]["contract"];

function AcceptForm({ contract: c, actionData, busy }: { contract: PortalContractView; actionData?: FormReply; busy: boolean }) {
  const [form, fields] = useForm({
    id: "contract-accept",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseForm(formData, contractAnswerSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Accept this contract</h2>
        </CardTitle>
        <CardDescription>
          You are accepting the visits, price and terms above: <strong className="text-foreground">{formatPence(c.pricePence)}</strong> a visit plus VAT, for{" "}
          {c.termMonths} months from {formatDateLong(c.startDate)}.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <CheckedForm form={form} className="space-y-4">
          <input type="hidden" name="intent" value="accept" />
          <FormErrors form={form} />
          <SignAndAccept what="contract" signedName={fields.signedName} agreeTerms={fields.agreeTerms} busy={busy} />
        </CheckedForm>
      </CardContent>
    </Card>
  );
}

/** The customer's maintenance contract: what it covers and costs, its terms and acceptance, the next visit, the visits done with their reports, and its invoices. */
export default function PortalContract({ loaderData, actionData }: Route.ComponentProps) {
  const { contract: c } = loaderData;
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "accept";
  const how = c.frequency === "every_n_weeks" ? `Every ${c.intervalWeeks} weeks` : FREQUENCY_LABELS[c.frequency];

  useEffect(() => {
    if (actionData?.toast) toast.error(actionData.toast.title, { description: actionData.toast.description });
  }, [actionData]);

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <h1 className="text-2xl font-bold">{c.title}</h1>
        <p className="text-sm text-muted-foreground">
          {c.site.address}
          {c.site.postcode ? `, ${c.site.postcode}` : ""}
        </p>
        <Badge variant="secondary">{STATUS_WORDS[c.status] ?? humanise(c.status)}</Badge>
      </div>
      {c.acceptance ? (
        <p role="status" className="rounded-md border border-primary/30 bg-primary/5 p-4 text-sm">
          <strong>Accepted on {formatDateTime(c.acceptance.at)}</strong>, signed by {c.acceptance.name}.
        </p>
      ) : c.canAccept ? (
        <p className="rounded-md border p-4 text-sm">
          <strong>Not yet accepted.</strong> Read the contract below and its PDF, then accept it at the foot of this page.
        </p>
      ) : null}
      <DownloadPdf href={`/customer/contracts/${c.id}/pdf`} number="the contract" />
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Next visit</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {c.nextVisit ? (
            <p data-testid="next-visit">
              {formatDayLong(c.nextVisit.day)}, from {minuteToTime(c.nextVisit.startMinute)}
            </p>
          ) : (
            <p className="text-muted-foreground">No visit is planned at the moment.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>What the contract covers</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-[auto_1fr]">
            <dt className="font-medium">Visits</dt>
            <dd>{how}</dd>
            <dt className="font-medium">Work at each visit</dt>
            <dd>{c.services.length ? c.services.join(", ") : "As agreed"}</dd>
            <dt className="font-medium">Price</dt>
            <dd>
              {formatPence(c.pricePence)} a visit plus VAT at {c.vatRateBp / 100}%
            </dd>
            <dt className="font-medium">Billing</dt>
            <dd>{BILLING_LABELS[c.billing]}</dd>
            <dt className="font-medium">Term</dt>
            <dd>
              {c.termMonths} months from {formatDateLong(c.startDate)}
              {c.autoRenew ? ", renewing itself" : c.endDate ? `, to ${formatDateLong(c.endDate)}` : ""}
            </dd>
          </dl>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Terms</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          <p className="text-sm whitespace-pre-line">{c.terms}</p>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Visits done</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {c.pastVisits.length ? (
            <ul className="space-y-2" aria-label="Visits done">
              {c.pastVisits.map((v) => (
                <li key={v.visitId} className="flex flex-wrap items-center justify-between gap-2">
                  <span>{formatDayLong(v.day)}</span>
                  <a href={`/customer/visits/${v.visitId}/report.pdf`} className="inline-flex min-h-11 items-center text-primary underline" target="_blank" rel="noreferrer">
                    Job report (PDF)
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">No visit done yet.</p>
          )}
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Invoices</h2>
          </CardTitle>
        </CardHeader>
        <CardContent>
          {c.invoices.length ? (
            <ul className="space-y-2" aria-label="The contract's invoices">
              {c.invoices.map((i) => (
                <li key={i.id}>
                  <Link to={`/customer/invoices/${i.id}`} className="flex min-h-11 flex-wrap items-center justify-between gap-2 rounded-md border p-3 hover:bg-muted">
                    <span className="font-medium">
                      {i.invoiceNumber}, {formatDateLong(i.issueDate)}
                    </span>
                    <span className="text-sm">{i.balancePence > 0 ? `${formatPence(i.balancePence)} to pay` : `Paid, ${formatPence(i.totalPence)}`}</span>
                  </Link>
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-muted-foreground">No invoice yet.</p>
          )}
        </CardContent>
      </Card>
      {c.canAccept ? <AcceptForm contract={c} actionData={actionData} busy={busy} /> : null}
    </div>
  );
}
