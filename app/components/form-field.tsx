import { useEffect, useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import type { z } from "zod";
import { Button } from "~/components/ui/button";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { fieldErrors, formValues, type FieldErrors } from "~/lib/forms";
import { cn } from "~/lib/utils";

/** The id, name and error wiring of a form control named `name`. */
export function controlProps(name: string, error: string | undefined, hint?: boolean) {
  const describedBy = [error ? `${name}-error` : null, hint ? `${name}-hint` : null].filter(Boolean).join(" ");
  return {
    id: name,
    name,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy || undefined,
  } as const;
}

/** A labelled form control with its hint and error message. */
export function FormField({
  name,
  label,
  error,
  hint,
  className,
  children,
}: {
  name: string;
  label: string;
  error?: string;
  hint?: string;
  className?: string;
  children: React.ReactNode;
}) {
  return (
    <div className={cn("space-y-2", className)}>
      <Label htmlFor={name}>{label}</Label>
      {children}
      {hint ? (
        <p id={`${name}-hint`} className="text-sm text-muted-foreground">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={`${name}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A save form checked in the browser with the same schema the server parses again: the errors to show
 * (the browser's, else the server's), whether it is being saved, and the submit handler that stops a
 * bad form and focuses its first wrong field.
 */
export function useCheckedForm(schema: z.ZodType, serverErrors: FieldErrors = {}) {
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" && navigation.formData?.get("intent") === "save";
  const [clientErrors, setClientErrors] = useState<FieldErrors | null>(null);
  const errors = clientErrors ?? serverErrors;
  function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    const parsed = schema.safeParse(formValues(new FormData(event.currentTarget)));
    if (parsed.success) {
      setClientErrors(null);
      return;
    }
    event.preventDefault();
    const found = fieldErrors(parsed.error);
    setClientErrors(found);
    const first = Object.keys(found)[0];
    if (first) document.getElementById(first)?.focus();
  }
  return { errors, saving, onSubmit };
}

/** A form posted with `intent=save` (checked by `onSubmit` from useCheckedForm first). */
export function SaveForm({ onSubmit, children }: { onSubmit: (event: React.FormEvent<HTMLFormElement>) => void; children: React.ReactNode }) {
  return (
    <Form method="post" noValidate className="space-y-6" onSubmit={onSubmit}>
      <input type="hidden" name="intent" value="save" />
      {children}
    </Form>
  );
}

/** A form's submit button ("Saving..." while it is saved) and its Cancel link. */
export function FormActions({ saving, label, cancelTo }: { saving: boolean; label: string; cancelTo: string }) {
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
