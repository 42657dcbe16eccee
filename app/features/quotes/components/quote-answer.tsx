import { RESPONSE_METHODS } from "~/db/enums";
import { ConfirmAction } from "~/components/confirm-action";
import { IntentButton } from "~/features/documents/components/document-actions";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { formatDateLong, formatDateTime } from "~/lib/business-day";
import { RESPONSE_METHOD_LABELS } from "../quotes.schema";

// The office records a customer's answer to a quote given by phone, on paper, in person or by
// e-mail: how, who answered and when (not in the future). A decline asks for the reason and is
// confirmed in its dialog. And a quote past its valid-until date is extended before it is sent.

/** The fields every recorded answer has: how, who, when (`now` is the latest it may be, on London's clock). */
function AnswerFields({ prefix, now, customerName }: { prefix: string; now: string; customerName: string }) {
  return (
    <div className="grid gap-3">
      <div className="space-y-1">
        <Label htmlFor={`${prefix}-method`}>How did they answer?</Label>
        <NativeSelect id={`${prefix}-method`} name="responseMethod" defaultValue="phone" required>
          {RESPONSE_METHODS.map((m) => (
            <option key={m} value={m}>
              {RESPONSE_METHOD_LABELS[m].replace(/^(by|on|in) /, (w) => w.charAt(0).toUpperCase() + w.slice(1))}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${prefix}-name`}>Name of the person who answered</Label>
        <Input id={`${prefix}-name`} name="respondedName" defaultValue={customerName} maxLength={200} required autoComplete="off" />
      </div>
      <div className="space-y-1">
        <Label htmlFor={`${prefix}-at`}>When</Label>
        <Input id={`${prefix}-at`} name="respondedAt" type="datetime-local" defaultValue={now} max={now} required />
      </div>
    </div>
  );
}

/** Record an acceptance the customer gave the office. */
export function RecordAcceptance({ number, now, customerName }: { number: string; now: string; customerName: string }) {
  return (
    <ConfirmAction
      intent="accept"
      label="Record Acceptance"
      title={`Record that ${number} was accepted`}
      description="The quote becomes accepted, with how, who and when as you enter them; you are recorded as the one who took it."
      confirmLabel="Record acceptance"
      variant="default"
      triggerVariant="outline"
    >
      <AnswerFields prefix="accept" now={now} customerName={customerName} />
    </ConfirmAction>
  );
}

/** Record a decline the customer gave the office: with the reason they gave (required). */
export function RecordDecline({ number, now, customerName }: { number: string; now: string; customerName: string }) {
  return (
    <ConfirmAction
      intent="decline"
      label="Record Decline"
      title={`Record that ${number} was declined?`}
      description="The quote becomes declined and can no longer be accepted; this cannot be undone."
      confirmLabel="Record decline"
      triggerVariant="outline"
    >
      <AnswerFields prefix="decline" now={now} customerName={customerName} />
      <div className="space-y-1">
        <Label htmlFor="decline-reason">Reason they gave</Label>
        <Textarea id="decline-reason" name="reason" maxLength={1000} rows={3} required />
      </div>
    </ConfirmAction>
  );
}

/** "Accepted by phone by Mrs Okafor on 2 Dec 2026, 09:00, recorded by Sarah" (or in the portal). */
export function answerWords(quote: { status: string; respondedAt: Date | string | null; respondedVia: string | null; responseMethod: keyof typeof RESPONSE_METHOD_LABELS | null; signedName: string | null; respondedByName: string | null }) {
  if (!quote.respondedAt) return null;
  const verb = quote.status === "accepted" ? "Accepted" : "Declined";
  const when = formatDateTime(quote.respondedAt);
  if (quote.respondedVia === "portal") return `${verb} in the portal${quote.signedName ? ` by ${quote.signedName}` : ""} on ${when}`;
  const how = quote.responseMethod ? ` ${RESPONSE_METHOD_LABELS[quote.responseMethod]}` : "";
  const who = quote.signedName ? ` by ${quote.signedName}` : "";
  return `${verb}${how}${who} on ${when}${quote.respondedByName ? `, recorded by ${quote.respondedByName}` : ", recorded by the office"}`;
}

/** Extend a quote past its valid-until date to `until` (it keeps its number). */
export function ExtendQuote({ until }: { until: string }) {
  return (
    <IntentButton intent="extend" label={`Extend to ${formatDateLong(until)}`}>
      <input type="hidden" name="validUntil" value={until} />
    </IntentButton>
  );
}
