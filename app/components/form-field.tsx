import { useEffect, useRef } from "react";
import { getFormProps, type FieldMetadata, type FormMetadata } from "@conform-to/react";
import { Form, Link, useNavigation, type FormProps } from "react-router";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";
import { toast } from "~/components/ui/sonner";
import { cn } from "~/lib/utils";

/** What FormField and FieldError need of a Conform field (from `useForm`'s fields or a list's `getFieldList()`). */
type FieldIds = Pick<FieldMetadata<unknown>, "id" | "errorId" | "descriptionId" | "errors">;

/**
 * A field's first error message, with the id its control's `aria-describedby` names (Conform's
 * `getInputProps` and friends add it while the field is wrong). `alert` reads it out at once, for a
 * form of one field whose message comes from the server (a wrong password).
 */
export function FieldError({ field, alert, className }: { field: FieldIds; alert?: boolean; className?: string }) {
  const error = field.errors?.[0];
  if (!error) return null;
  return (
    <p id={field.errorId} role={alert ? "alert" : undefined} className={cn("text-sm text-destructive", className)}>
      {error}
    </p>
  );
}

/**
 * A labelled form control with its hint and error message. The control is the child, wired by
 * Conform: `<Input {...getInputProps(fields.name, { type: "text" })} />`; with a hint, pass
 * `ariaDescribedBy: fields.name.descriptionId` too, so the hint is read after the error.
 */
export function FormField({
  field,
  label,
  hint,
  alert,
  className,
  children,
}: {
  field: FieldIds;
  label: string;
  hint?: string;
  alert?: boolean;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={field.id}>{label}</Label>
      {children}
      {hint ? (
        <p id={field.descriptionId} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      <FieldError field={field} alert={alert} />
    </div>
  );
}

/**
 * The form's own messages (a failed save or sign-in that names no field), shown above its fields;
 * `title` leads each one ("Login failed: ...").
 */
export function FormErrors({
  form,
  title,
  className,
}: {
  form: Pick<FormMetadata, "errorId" | "errors">;
  title?: string;
  className?: string;
}) {
  if (!form.errors?.length) return null;
  return (
    <div
      id={form.errorId}
      role="alert"
      className={cn("rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive", className)}
    >
      {form.errors.map((message) => (
        <p key={message}>
          {title ? <strong>{title}:</strong> : null} {message}
        </p>
      ))}
    </div>
  );
}

/**
 * React Router's `<Form>` (a post) with Conform's form props: checked in the browser with the schema
 * the action parses again, the first wrong field focused after a bad submit, and without JavaScript
 * an ordinary post that the server checks. A field is checked when it loses focus, except when the
 * focus moves to one of the form's submit buttons: its message would push the button down between
 * the press and the release, and the click would be lost (the submit checks every field anyway).
 */
export function CheckedForm<Schema extends Record<string, unknown>>({
  form,
  ...props
}: Omit<FormProps, "id" | "onSubmit" | "noValidate"> & { form: FormMetadata<Schema, string[]> }) {
  const ref = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    // Conform listens on the document, so stopping the event at the form skips its check on blur.
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget;
      if (next instanceof HTMLButtonElement && next.type === "submit" && next.form === element) event.stopPropagation();
    };
    element.addEventListener("focusout", onFocusOut);
    return () => element.removeEventListener("focusout", onFocusOut);
  }, []);
  return <Form ref={ref} method="post" {...props} {...getFormProps(form)} />;
}

/** A record's form, posted with `intent=save`, with the form's own messages above its fields. */
export function SaveForm<Schema extends Record<string, unknown>>({
  form,
  children,
}: {
  form: FormMetadata<Schema, string[]>;
  children: React.ReactNode;
}) {
  return (
    <CheckedForm form={form} className="space-y-6">
      <input type="hidden" name="intent" value="save" />
      <FormErrors form={form} />
      {children}
    </CheckedForm>
  );
}

/** A save form's submit button ("Saving..." while it is saved) and its Cancel link. */
export function FormActions({ label, cancelTo }: { label: string; cancelTo: string }) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  return (
    <div className="flex flex-wrap gap-3">
      <Button type="submit" disabled={saving}>
        {saving ? "Saving..." : label}
      </Button>
      <Button asChild variant="outline">
        <Link to={cancelTo}>Cancel</Link>
      </Button>
    </div>
  );
}

/** Shows the error toast an action answered with (a save that failed). */
export function useActionToast(actionData: { toast?: { title: string; description?: string } } | undefined) {
  useEffect(() => {
    if (actionData?.toast) toast.error(actionData.toast.title, { description: actionData.toast.description });
  }, [actionData]);
}

/** A yes-or-no field of a Conform form as a labelled switch ("on" when ticked, as the schemas read it). */
export function SwitchField({ field, label }: { field: Pick<FieldMetadata<unknown>, "id" | "name" | "initialValue">; label: string }) {
  return (
    <div className="flex items-center gap-3">
      <Switch id={field.id} name={field.name} defaultChecked={field.initialValue === "on"} />
      <Label htmlFor={field.id}>{label}</Label>
    </div>
  );
}
