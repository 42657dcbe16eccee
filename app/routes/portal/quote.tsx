import { useEffect } from "react";
import { getTextareaProps, useForm } from "@conform-to/react";
import { XCircle } from "lucide-react";
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/quote";
import { siteLine } from "~/lib/addresses";
import { Detail, DocumentLinesOf, TextCard } from "~/components/document-lines";
import { DepositDetail } from "~/features/quotes/components/quote-deposit";
import { CheckedForm, FormErrors, FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/sonner";
import { Textarea } from "~/components/ui/textarea";
import { PortalDocumentHeader } from "~/features/documents/components/document-pages";
import { DownloadPdf } from "~/features/portal/components/portal-list";
import { SignAndAccept } from "~/features/portal/components/sign-and-accept";
import { requireCustomer } from "~/features/portal/portal.server";
import { quoteAnswerSchema } from "~/features/quotes/quotes.schema";
import { acceptQuote, declineQuote, quotePortalView } from "~/features/quotes/quotes.server";
import { formatDateLong } from "~/lib/business-day";
import { formatPence } from "~/lib/format";
import { parseForm } from "~/lib/forms";
import { quoteStatusBadge, SERVICE_TYPE_LABELS } from "~/lib/labels";
import { formErrorReply, type FormReply } from "~/lib/domain-reply.server";
import { redirectWithToast } from "~/lib/toast.server";
import { useBusiness } from "~/lib/business";

type Intent = "accept" | "decline";

/** Which answer form a reply is for: the intent it was sent with. */
function formOf(actionData: FormReply | undefined): Intent {
  return actionData?.result.initialValue?.intent === "decline" ? "decline" : "accept";
}

export const meta: Route.MetaFunction = ({ data }) => [{ title: data ? `Quote ${data.quote.quoteNumber}` : "Quote" }, { name: "robots", content: "noindex" }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireCustomer(request);
  // The quotes module answers only with this customer's own quote (never a draft), as they may see it.
  const quote = await quotePortalView({ actor, id: params.id });
  if (!quote) throw new Response("Not Found", { status: 404 });
  return { quote };
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const actor = await requireCustomer(request);
  const submission = parseForm(await request.formData(), quoteAnswerSchema);
  if (submission.status !== "success") return data<FormReply>({ result: submission.reply() }, { status: 400 });
  const { intent, ...input } = submission.value;
  const args = { actor, id: params.id, input, ip: context.clientIp || null };
  try {
    const quote = intent === "accept" ? await acceptQuote(args) : await declineQuote(args);
    const title = intent === "accept" ? `Thank you. Quote ${quote.quoteNumber} is accepted.` : `Quote ${quote.quoteNumber} is declined.`;
    const description = intent === "accept" ? "We will be in touch to arrange the work." : "Thank you for letting us know.";
    return redirectWithToast(`/customer/quotes/${quote.id}`, { type: "success", title, description });
  } catch (err) {
    const failedTitle = intent === "accept" ? "The quote could not be accepted" : "The quote could not be declined";
    return formErrorReply(submission, err, { failedTitle, logMessage: "portal quote answer failed" });
  }
}

function useAnswerForm(id: Intent, actionData: FormReply | undefined) {
  return useForm({
    id: `quote-${id}`,
    lastResult: actionData && formOf(actionData) === id ? actionData.result : undefined,
    onValidate: ({ formData }) => parseForm(formData, quoteAnswerSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}

function AcceptForm({ totalPence, actionData, busy }: { totalPence: number; actionData?: FormReply; busy: boolean }) {
  const [form, fields] = useAnswerForm("accept", actionData);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Accept this quote</h2>
        </CardTitle>
        <CardDescription>
          You are accepting the work above for <strong className="text-foreground">{formatPence(totalPence)}</strong> including VAT.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <CheckedForm form={form} className="space-y-4">
          <input type="hidden" name="intent" value="accept" />
          <FormErrors form={form} />
          <SignAndAccept what="quote" signedName={fields.signedName} agreeTerms={fields.agreeTerms} busy={busy} />
        </CheckedForm>
      </CardContent>
    </Card>
  );
}

function DeclineForm({ actionData, busy }: { actionData?: FormReply; busy: boolean }) {
  const [form, fields] = useAnswerForm("decline", actionData);
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Decline this quote</h2>
        </CardTitle>
        <CardDescription>If the quote is not right for you, let us know. A reason helps us, but is not needed.</CardDescription>
      </CardHeader>
      <CardContent>
        <CheckedForm form={form} className="space-y-4">
          <input type="hidden" name="intent" value="decline" />
          <FormErrors form={form} />
          <FormField field={fields.reason} label="Reason (optional)">
            <Textarea {...getTextareaProps(fields.reason)} rows={3} maxLength={1000} />
          </FormField>
          <Button type="submit" variant="outline" disabled={busy} className="w-full sm:w-auto">
            <XCircle className="size-4" aria-hidden="true" />
            {busy ? "Declining..." : "Decline quote"}
          </Button>
        </CheckedForm>
      </CardContent>
    </Card>
  );
}

/** What happened to a quote that can no longer be answered. */
function Outcome({ quote }: { quote: Route.ComponentProps["loaderData"]["quote"] }) {
  const business = useBusiness();
  const when = quote.respondedAt ? formatDateLong(quote.respondedAt) : null;
  if (quote.status === "accepted") {
    return (
      <p role="status" className="rounded-md border border-primary/30 bg-primary/5 p-4 text-sm">
        <strong>Accepted{when ? ` on ${when}` : ""}</strong>
        {quote.signedName ? `, signed by ${quote.signedName}` : ""}
        {quote.acceptedTotalPence !== null ? ` for ${formatPence(quote.acceptedTotalPence)} including VAT` : ""}. We will be in touch to arrange the
        work.
      </p>
    );
  }
  if (quote.status === "rejected") {
    return (
      <p role="status" className="rounded-md border p-4 text-sm">
        <strong>Declined{when ? ` on ${when}` : ""}.</strong> Changed your mind? Call us on {business.phone}.
      </p>
    );
  }
  if (quote.status === "expired" || quote.status === "sent") {
    return (
      <p role="status" className="rounded-md border p-4 text-sm">
        <strong>This quote has expired{quote.validUntil ? ` (it was valid until ${formatDateLong(quote.validUntil)})` : ""}.</strong> Call us on{" "}
        <a href={business.phoneHref} className="text-primary underline">
          {business.phone}
        </a>{" "}
        for a new one.
      </p>
    );
  }
  return null;
}

export default function PortalQuote({ loaderData, actionData }: Route.ComponentProps) {
  const { quote } = loaderData;
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const canAnswer = quote.actions.includes("accept");

  useEffect(() => {
    if (actionData?.toast) toast.error(actionData.toast.title, { description: actionData.toast.description });
  }, [actionData]);

  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <PortalDocumentHeader noun="quote" number={quote.quoteNumber} status={quote.status} badge={quoteStatusBadge(quote.status)} />
      {canAnswer ? null : <Outcome quote={quote} />}
      <Card>
        <CardContent className="pt-6">
          <dl className="grid gap-4 sm:grid-cols-2">
            <Detail label="Service">{SERVICE_TYPE_LABELS[quote.serviceType]}</Detail>
            {quote.sentAt ? <Detail label="Date">{formatDateLong(quote.sentAt)}</Detail> : null}
            {quote.validUntil ? <Detail label="Valid until">{formatDateLong(quote.validUntil)}</Detail> : null}
            <DepositDetail quote={quote} />
            <Detail label="Site">{siteLine({ label: quote.siteLabel, address: quote.siteAddress, postcode: quote.sitePostcode })}</Detail>
          </dl>
          {quote.description ? <p className="mt-4 whitespace-pre-line">{quote.description}</p> : null}
          <DownloadPdf href={`/customer/quotes/${quote.id}/pdf`} number={quote.quoteNumber} />
        </CardContent>
      </Card>
      <DocumentLinesOf document={quote} />
      <TextCard title="Notes" text={quote.notes} />
      <TextCard title="Terms" text={quote.terms} className="text-sm" />
      {canAnswer ? (
        <>
          <AcceptForm totalPence={quote.totalPence} actionData={actionData} busy={sending === "accept"} />
          <DeclineForm actionData={actionData} busy={sending === "decline"} />
        </>
      ) : null}
    </div>
  );
}
