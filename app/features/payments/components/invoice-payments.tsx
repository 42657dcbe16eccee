import { getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useNavigation } from "react-router";
import { ConfirmAction } from "~/components/confirm-action";
import { CheckedForm, FieldError, FormErrors, FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { Textarea } from "~/components/ui/textarea";
import { formatDateLong, formatDateTime } from "~/lib/business-day";
import { formatPence } from "~/lib/format";
import { parseForm } from "~/lib/forms";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS, paymentSchema, type PaymentMethod } from "../payments.schema";
import { paymentSourceWords } from "../payment-source";
import type { PaymentSource } from "~/db/enums";

/** A payment as the record page shows it (dates as stored, "YYYY-MM-DD" and instants). */
export type ShownPayment = {
  id: string;
  amountPence: number;
  paidOn: string;
  method: PaymentMethod;
  source: PaymentSource;
  reference: string | null;
  note: string | null;
  recordedByLabel: string;
  createdAt: Date | string;
  voidedAt: Date | string | null;
  voidedByName: string | null;
  voidReason: string | null;
};

/** Pounds and pence as the amount field takes them: 171290 -> "1712.90". */
const poundsText = (pence: number) => (pence / 100).toFixed(2);

/**
 * The Payments section of an invoice's back-office record: every payment (voided ones struck
 * through, with who voided it, when and why), the balance due, and while something is owed the
 * "Record payment" form (amount prefilled with the balance, dated today at the latest).
 */
export function InvoicePayments({
  invoice,
  payments,
  today,
  canRecord,
  canEmailReceipt,
  lastResult,
}: {
  invoice: { id: string; invoiceNumber: string; totalPence: number; balancePence: number; status: string };
  payments: ShownPayment[];
  today: string;
  canRecord: boolean;
  canEmailReceipt: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Payments</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {payments.length === 0 ? <p className="text-sm text-muted-foreground">No payments recorded.</p> : null}
        {payments.length > 0 ? (
          <ul className="divide-y rounded-md border" aria-label="Payments">
            {payments.map((p) => (
              <PaymentItem key={p.id} invoice={invoice} payment={p} canVoid={invoice.status !== "cancelled"} />
            ))}
          </ul>
        ) : null}
        <p className="flex flex-wrap items-baseline justify-between gap-2 border-t pt-3 text-base">
          <span className="font-medium">Balance due</span>
          <strong data-testid="balance-due">{formatPence(invoice.balancePence)}</strong>
        </p>
        {canRecord ? <RecordPaymentForm key={`${invoice.balancePence}-${payments.length}`} balancePence={invoice.balancePence} today={today} canEmailReceipt={canEmailReceipt} lastResult={lastResult} /> : null}
      </CardContent>
    </Card>
  );
}

function PaymentItem({ invoice, payment: p, canVoid }: { invoice: { id: string; invoiceNumber: string }; payment: ShownPayment; canVoid: boolean }) {
  const voided = p.voidedAt !== null;
  const summary = `${formatPence(p.amountPence)} on ${formatDateLong(p.paidOn)}`;
  return (
    <li className="space-y-1 p-3 text-sm" data-testid="payment">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className={voided ? "text-muted-foreground line-through" : "font-medium"}>
          <span>{formatDateLong(p.paidOn)}</span> · <span>{formatPence(p.amountPence)}</span> · <span>{paymentSourceWords(p) ?? PAYMENT_METHOD_LABELS[p.method]}</span>
          {p.reference ? <span className="break-all"> · Ref. {p.reference}</span> : null}
        </p>
        {voided ? <span className="text-xs font-semibold uppercase text-destructive">Voided</span> : null}
      </div>
      {p.note ? <p className={`break-words whitespace-pre-line ${voided ? "text-muted-foreground line-through" : ""}`}>{p.note}</p> : null}
      <p className="text-muted-foreground">
        Recorded by {p.recordedByLabel} on {formatDateTime(p.createdAt)}
      </p>
      {voided ? (
        <p className="break-words text-muted-foreground">
          Voided by {p.voidedByName ?? "a member of staff"} on {formatDateTime(p.voidedAt!)}: {p.voidReason}
        </p>
      ) : (
        <div className="flex flex-wrap gap-2 pt-1">
          <Button asChild variant="outline" size="sm">
            <a href={`/admin/invoices/${invoice.id}/payments/${p.id}/receipt.pdf`} download>
              Receipt PDF
            </a>
          </Button>
          {canVoid ? (
            <ConfirmAction
              intent="voidPayment"
              label="Void"
              triggerVariant="outline"
              title={`Void the payment of ${summary}?`}
              description={`The payment stays on ${invoice.invoiceNumber}, struck through, and its amount is owed again. Say why it is voided.`}
              confirmLabel="Void payment"
              hidden={{ paymentId: p.id }}
            >
              <div className="space-y-2">
                <Label htmlFor={`void-reason-${p.id}`}>Reason</Label>
                <Textarea id={`void-reason-${p.id}`} name="reason" required minLength={3} maxLength={500} rows={3} />
              </div>
            </ConfirmAction>
          ) : null}
        </div>
      )}
    </li>
  );
}

function RecordPaymentForm({ balancePence, today, canEmailReceipt, lastResult }: { balancePence: number; today: string; canEmailReceipt: boolean; lastResult?: SubmissionResult<string[]> }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "recordPayment";
  const [form, fields] = useForm({
    id: "record-payment",
    lastResult,
    defaultValue: { amount: poundsText(balancePence), paidOn: today, method: "bank_transfer" },
    onValidate: ({ formData }) => parseForm(formData, paymentSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <CheckedForm form={form} className="space-y-4 rounded-md border p-3" aria-labelledby="record-payment-heading">
      <h3 id="record-payment-heading" className="font-semibold">
        Record payment
      </h3>
      <input type="hidden" name="intent" value="recordPayment" />
      <FormErrors form={form} />
      <div className="grid gap-4 sm:grid-cols-3">
        <FormField field={fields.amount} label="Amount (£)">
          <Input {...getInputProps(fields.amount, { type: "text" })} inputMode="decimal" autoComplete="off" required maxLength={20} />
        </FormField>
        <FormField field={fields.paidOn} label="Paid on">
          <Input {...getInputProps(fields.paidOn, { type: "date" })} max={today} required />
        </FormField>
        <FormField field={fields.method} label="Method">
          <NativeSelect {...getSelectProps(fields.method)} className="w-full">
            {PAYMENT_METHODS.map((m) => (
              <option key={m} value={m}>
                {PAYMENT_METHOD_LABELS[m]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
      </div>
      <FormField field={fields.reference} label="Reference">
        <Input {...getInputProps(fields.reference, { type: "text" })} maxLength={100} autoComplete="off" />
      </FormField>
      <FormField field={fields.note} label="Note">
        <Textarea {...getTextareaProps(fields.note)} rows={2} maxLength={1000} />
      </FormField>
      {canEmailReceipt ? (
        <div className="space-y-1">
          <div className="flex items-center gap-2">
            <input id={fields.sendReceipt.id} name={fields.sendReceipt.name} type="checkbox" className="size-4" defaultChecked={fields.sendReceipt.initialValue === "on"} />
            <Label htmlFor={fields.sendReceipt.id}>E-mail a receipt</Label>
          </div>
          <FieldError field={fields.sendReceipt} />
        </div>
      ) : null}
      <Button type="submit" disabled={saving}>
        {saving ? "Recording..." : "Record payment"}
      </Button>
    </CheckedForm>
  );
}
