import { getFormProps, getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useEffect } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect } from "~/components/ui/native-select";
import { toast } from "~/components/ui/sonner";
import { Textarea } from "~/components/ui/textarea";
import { FieldError } from "~/features/documents/components/document-form-parts";
import { PAYMENT_METHOD_LABELS, PAYMENT_METHODS } from "~/features/payments/payments.schema";
import { formatPence } from "~/lib/format";
import { parseForm } from "~/lib/forms";
import { CREDIT_SETTLEMENT_LABELS, creditNoteSchema } from "../credit-notes.schema";

type Item = { id: string; description: string; quantity: string; unitPricePence: number; lineTotalPence: number };
type ActionData = { result?: SubmissionResult<string[]>; toast?: { title: string; description?: string } } | undefined;

const showQuantity = (q: string) => String(Number(q));

/**
 * A credit note's form on an invoice: tick the lines to credit (each at most its quantity), say why,
 * and choose how it is settled; a refund says how and when the money went back.
 */
export function CreditNoteForm({ items, today, actionData, cancelTo, leftToCredit, balance }: { items: Item[]; today: string; actionData: ActionData; cancelTo: string; leftToCredit: number; balance: number }) {
  const defaultValue = { lines: items.map((i) => ({ itemId: i.id, include: "", quantity: showQuantity(i.quantity) })), reason: "", settlement: "balance", refundMethod: "", refundReference: "", refundedOn: today, notes: "" };
  const [form, fields] = useForm({
    lastResult: actionData?.result,
    defaultValue,
    onValidate: ({ formData }) => parseForm(formData, creditNoteSchema) as never,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  useEffect(() => {
    if (actionData?.toast) toast.error(actionData.toast.title, { description: actionData.toast.description });
  }, [actionData]);
  const navigation = useNavigation();
  const lines = fields.lines.getFieldList();
  const refund = fields.settlement.value === "refund";
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Lines to credit</h2>
          </CardTitle>
          <p className="text-sm text-muted-foreground">
            Left to credit on this invoice: {formatPence(leftToCredit)}. Balance owed: {formatPence(balance)}.
          </p>
        </CardHeader>
        <CardContent className="space-y-3">
          {lines.map((line, index) => {
            const item = items[index];
            const f = line.getFieldset();
            return (
              <fieldset key={line.key} className="grid gap-2 rounded-md border p-3 sm:grid-cols-[auto_1fr_8rem] sm:items-center">
                <input type="hidden" name={f.itemId.name} value={item.id} />
                <input type="checkbox" id={f.include.id} name={f.include.name} defaultChecked={f.include.initialValue === "on"} className="size-5" />
                <Label htmlFor={f.include.id} className="min-w-0 break-words font-normal">
                  {item.description} <span className="text-muted-foreground">({showQuantity(item.quantity)} × {formatPence(item.unitPricePence)})</span>
                </Label>
                <div className="space-y-1">
                  <Label htmlFor={f.quantity.id} className="sr-only">
                    Quantity to credit of {item.description}
                  </Label>
                  <Input {...getInputProps(f.quantity, { type: "text" })} inputMode="decimal" aria-label={`Quantity to credit, line ${index + 1}`} />
                  <FieldError field={f.quantity} />
                </div>
              </fieldset>
            );
          })}
          <FieldError field={fields.lines} />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Reason and settlement</h2>
          </CardTitle>
        </CardHeader>
        <CardContent className="space-y-4">
          <div className="space-y-2">
            <Label htmlFor={fields.reason.id}>Reason *</Label>
            <Textarea {...getTextareaProps(fields.reason)} rows={3} />
            <FieldError field={fields.reason} />
          </div>
          <div className="space-y-2">
            <Label htmlFor={fields.settlement.id}>Settlement</Label>
            <NativeSelect id={fields.settlement.id} name={fields.settlement.name} defaultValue="balance" key={fields.settlement.key}>
              <option value="balance">{CREDIT_SETTLEMENT_LABELS.balance}</option>
              <option value="refund">{CREDIT_SETTLEMENT_LABELS.refund}</option>
            </NativeSelect>
          </div>
          {refund ? (
            <div className="grid gap-4 md:grid-cols-3">
              <div className="space-y-2">
                <Label htmlFor={fields.refundMethod.id}>Paid back by *</Label>
                <NativeSelect id={fields.refundMethod.id} name={fields.refundMethod.name} defaultValue="">
                  <option value="">Choose</option>
                  {PAYMENT_METHODS.map((m) => (
                    <option key={m} value={m}>
                      {PAYMENT_METHOD_LABELS[m]}
                    </option>
                  ))}
                </NativeSelect>
                <FieldError field={fields.refundMethod} />
              </div>
              <div className="space-y-2">
                <Label htmlFor={fields.refundedOn.id}>Paid back on *</Label>
                <Input {...getInputProps(fields.refundedOn, { type: "date" })} max={today} />
                <FieldError field={fields.refundedOn} />
              </div>
              <div className="space-y-2">
                <Label htmlFor={fields.refundReference.id}>Reference</Label>
                <Input {...getInputProps(fields.refundReference, { type: "text" })} />
                <FieldError field={fields.refundReference} />
              </div>
            </div>
          ) : null}
        </CardContent>
      </Card>
      {form.errors?.length ? (
        <p id={form.errorId} className="text-sm text-destructive" role="alert">
          {form.errors[0]}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        <Button type="submit" disabled={navigation.state === "submitting"}>
          {navigation.state === "submitting" ? "Saving..." : "Save Draft Credit Note"}
        </Button>
        <Button asChild variant="outline">
          <Link to={cancelTo}>Cancel</Link>
        </Button>
      </div>
    </Form>
  );
}
