import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { CheckCircle2 } from "lucide-react";
import { FieldError, FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";

/**
 * The typed full name and the agreement that sign a quote or a contract in the portal, and the
 * button that sends them. The fields are the form's `signedName` and `agreeTerms` (Conform).
 */
export function SignAndAccept({
  what,
  signedName,
  agreeTerms,
  busy,
}: {
  what: "quote" | "contract";
  signedName: FieldMetadata<string | undefined>;
  agreeTerms: FieldMetadata<string | boolean | undefined>;
  busy: boolean;
}) {
  const { key: _k, ...agreeProps } = getInputProps(agreeTerms, { type: "checkbox" });
  return (
    <>
      <FormField field={signedName} label="Your full name" hint={`Typing your name here signs the ${what}.`}>
        <Input {...getInputProps(signedName, { type: "text", ariaDescribedBy: signedName.descriptionId })} autoComplete="name" maxLength={200} />
      </FormField>
      <div className="space-y-2">
        <div className="flex items-start gap-3">
          <input {...agreeProps} className="mt-1 size-4 shrink-0 accent-primary" />
          <label htmlFor={agreeTerms.id} className="text-sm">
            I have read the {what} and its terms, and I agree to them.
          </label>
        </div>
        <FieldError field={agreeTerms} />
      </div>
      <Button type="submit" disabled={busy} className="w-full sm:w-auto">
        <CheckCircle2 className="size-4" aria-hidden="true" />
        {busy ? "Accepting..." : "Accept and sign"}
      </Button>
    </>
  );
}
