import { getInputProps, type FieldMetadata } from "@conform-to/react";
import { FormField } from "~/components/form-field";
import { Input } from "~/components/ui/input";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/features/auth/auth.schema";

/** "New password" and "Confirm new password", as the password change and the reset ask for them. */
export function NewPasswordFields({
  newPassword,
  confirmPassword,
}: {
  newPassword: FieldMetadata<string>;
  confirmPassword: FieldMetadata<string>;
}) {
  return (
    <>
      <FormField field={newPassword} label="New password" hint={`At least ${PASSWORD_MIN} characters. Avoid common passwords.`}>
        <Input
          {...getInputProps(newPassword, { type: "password", ariaDescribedBy: newPassword.descriptionId })}
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
        />
      </FormField>
      <FormField field={confirmPassword} label="Confirm new password">
        <Input {...getInputProps(confirmPassword, { type: "password" })} autoComplete="new-password" required maxLength={PASSWORD_MAX} />
      </FormField>
    </>
  );
}
