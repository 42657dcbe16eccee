import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Link, useNavigation } from "react-router";
import { CheckedForm, FormErrors, FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { passwordResetRequestSchema, passwordResetSchema } from "~/features/auth/auth.schema";
import { parseForm } from "~/lib/forms";
import { NewPasswordFields } from "./new-password-fields";

/** The pages of one audience: staff (/auth/…) or customers (/customer/…). */
export type ResetPaths = { forgot: string; reset: string; login: string };

function Shell({ title, description, children }: { title: string; description: string; children: React.ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">{title}</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children}
      </Card>
    </main>
  );
}

/** "Forgot your password?": asks for the address; answers the same whether or not it has an account. */
export function ForgotPasswordView({ paths, actionData }: { paths: ResetPaths; actionData?: { result: SubmissionResult<string[]>; sent?: boolean } }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith(paths.forgot) === true;
  const [form, fields] = useForm({
    id: "forgot-password",
    lastResult: actionData?.result,
    onValidate: ({ formData }) => parseForm(formData, passwordResetRequestSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Shell title="Forgot your password?" description="Enter your e-mail address and we'll send you a link to choose a new password.">
      <CheckedForm form={form} action={paths.forgot}>
        <CardContent className="space-y-4">
          <FormErrors form={form} />
          {actionData?.sent ? (
            <p role="status" className="rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
              <strong>Check your e-mail.</strong> If an account uses that address, we have sent it a link to reset the password. The link works once, for
              30 minutes.
            </p>
          ) : null}
          <FormField field={fields.email} label="Email">
            <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" required />
          </FormField>
        </CardContent>
        <CardFooter className="flex flex-col gap-3">
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Sending..." : "Send reset link"}
          </Button>
          <Link to={paths.login} className="text-sm text-primary underline-offset-4 hover:underline">
            Back to login
          </Link>
        </CardFooter>
      </CheckedForm>
    </Shell>
  );
}

/** The page a reset link opens: the new password, typed twice; or why the link no longer works. */
export function ResetPasswordView({
  paths,
  token,
  usable,
  actionData,
}: {
  paths: ResetPaths;
  token: string;
  usable: boolean;
  actionData?: { result: SubmissionResult<string[]>; expired?: boolean };
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith(paths.reset) === true;
  const [form, fields] = useForm({
    id: "reset-password",
    lastResult: actionData?.result,
    defaultValue: { token },
    onValidate: ({ formData }) => parseForm(formData, passwordResetSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  if (!usable || actionData?.expired) {
    return (
      <Shell title="Reset your password" description="Choose a new password for your account.">
        <CardContent>
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
            <strong>This reset link has expired or has already been used.</strong> Ask for a new one.
          </p>
        </CardContent>
        <CardFooter className="flex flex-col gap-3">
          <Button asChild className="w-full">
            <Link to={paths.forgot}>Send a new link</Link>
          </Button>
        </CardFooter>
      </Shell>
    );
  }
  return (
    <Shell title="Reset your password" description="Choose a new password for your account. You will be signed out everywhere.">
      <CheckedForm form={form} action={`${paths.reset}?token=${encodeURIComponent(token)}`}>
        <CardContent className="space-y-4">
          <input type="hidden" name="token" value={token} />
          <FormErrors form={form} />
          <NewPasswordFields newPassword={fields.newPassword} confirmPassword={fields.confirmPassword} />
        </CardContent>
        <CardFooter>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Saving..." : "Set new password"}
          </Button>
        </CardFooter>
      </CheckedForm>
    </Shell>
  );
}
