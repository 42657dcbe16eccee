import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NativeSelect, NativeSelectOption } from "~/components/ui/native-select";

// The survey page's small forms: a labelled field with its message, and a form posting one intent
// about one record, showing the reply's messages when the reply is about that form.

export type Reply = { intent: string; target: string; message: string; fieldErrors: Record<string, string> } | undefined;

export type Option = { value: string; label: string };

function fieldId(form: string, name: string) {
  return `${form}-${name}`.replace(/[^a-zA-Z0-9_-]/g, "-");
}

export function Field({
  form,
  name,
  label,
  defaultValue,
  errors,
  type = "text",
  options,
  inputMode,
  required,
}: {
  form: string;
  name: string;
  label: string;
  defaultValue?: string | number | null;
  errors?: Record<string, string>;
  type?: string;
  options?: Option[];
  inputMode?: "decimal" | "numeric" | "text" | "url";
  required?: boolean;
}) {
  const id = fieldId(form, name);
  const error = errors?.[name];
  const value = defaultValue === null || defaultValue === undefined ? "" : String(defaultValue);
  return (
    <div className="space-y-1">
      <Label htmlFor={id}>{label}</Label>
      {options ? (
        <NativeSelect id={id} name={name} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined}>
          {required ? null : <NativeSelectOption value="">—</NativeSelectOption>}
          {options.map((o) => (
            <NativeSelectOption key={o.value} value={o.value}>
              {o.label}
            </NativeSelectOption>
          ))}
        </NativeSelect>
      ) : (
        <Input id={id} name={name} type={type} inputMode={inputMode} defaultValue={value} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      )}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A form posting `intent` about `target`; its children get the reply's field messages when the reply is about this form. */
export function IntentForm({
  intent,
  target = "",
  reply,
  submitLabel,
  children,
  className,
}: {
  intent: string;
  target?: string;
  reply: Reply;
  submitLabel: string;
  children: (errors: Record<string, string> | undefined) => React.ReactNode;
  className?: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === intent && (navigation.formData?.get("target") ?? "") === target;
  const mine = reply && reply.intent === intent && reply.target === target ? reply : undefined;
  return (
    <Form method="post" className={className ?? "space-y-3"} aria-label={submitLabel}>
      <input type="hidden" name="intent" value={intent} />
      {target ? <input type="hidden" name="target" value={target} /> : null}
      {mine ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {mine.message}
        </p>
      ) : null}
      <div className="grid gap-3 sm:grid-cols-2">{children(mine?.fieldErrors)}</div>
      <Button type="submit" disabled={busy}>
        {busy ? "Saving…" : submitLabel}
      </Button>
    </Form>
  );
}
