import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Link, data, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/auth.two-factor";
import { CheckedForm, FormErrors, FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { backupCodeSchema, twoFactorCodeSchema } from "~/features/auth/auth.schema";
import { getSessionUser } from "~/features/auth/guard.server";
import { isOfficeStaff } from "~/features/auth/roles.server";
import { callAuthEndpoint, twoFactorErrorMessage } from "~/features/auth/auth-endpoint.server";
import { parseForm } from "~/lib/forms";
import { redirectWithToast, toastHeader } from "~/lib/toast.server";
import { log } from "~/lib/log.server";

/** Conform's reply for the code form of `method` (a wrong code is the form's message). */
type ActionResult = { method: Method; result: SubmissionResult<string[]> };

/** Answers that mean the sign-in has to start again from the password. */
const RESTART_CODES = new Set(["INVALID_TWO_FACTOR_COOKIE", "TOO_MANY_ATTEMPTS_REQUEST_NEW_CODE"]);

export const meta: Route.MetaFunction = () => [
  { title: "Two-factor authentication" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  // A signed-in member of the office has nothing to do here.
  const sessionUser = await getSessionUser(request).catch(() => null);
  if (sessionUser && (await isOfficeStaff(sessionUser.id).catch(() => false))) throw redirect("/admin");
  return null;
}

/** The code from the authenticator app, or (after a lost phone) one of the backup codes. */
type Method = "totp" | "backup";
const methods = {
  totp: { schema: twoFactorCodeSchema, endpoint: "/two-factor/verify-totp" },
  backup: { schema: backupCodeSchema, endpoint: "/two-factor/verify-backup-code" },
} as const;

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const method: Method = formData.get("method") === "backup" ? "backup" : "totp";
  const submission = parseForm(formData, methods[method].schema);
  if (submission.status !== "success") return data<ActionResult>({ method, result: submission.reply() }, { status: 400 });
  const failed = (message: string, status: number) =>
    data<ActionResult>({ method, result: submission.reply({ formErrors: [message] }) }, { status });
  try {
    const result = await callAuthEndpoint(request, methods[method].endpoint, { code: submission.value.code });
    if (!result.ok) {
      if (result.code && RESTART_CODES.has(result.code)) {
        return redirectWithToast("/auth", {
          type: "error",
          title: "Login failed",
          description: "Your sign-in has expired or had too many wrong codes. Please log in again.",
        });
      }
      return failed(twoFactorErrorMessage(result), result.status === 429 ? 429 : 400);
    }
    const headers = new Headers();
    for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
    headers.append("Set-Cookie", await toastHeader({ type: "success", title: "Logged in successfully" }));
    return redirect("/admin", { headers });
  } catch (err) {
    log.error({ err }, "two-factor sign-in failed");
    return failed("An unexpected error occurred", 500);
  }
}

export default function TwoFactorPage({ actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth/two-factor") === true;
  const [searchParams] = useSearchParams();
  const method: Method = searchParams.get("method") === "backup" ? "backup" : "totp";
  // One form per method (its id): switching starts the other afresh.
  const [form, fields] = useForm({
    id: method,
    lastResult: actionData?.method === method ? actionData.result : undefined,
    onValidate: ({ formData }) => parseForm(formData, methods[method].schema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">Two-factor authentication</h1>
          </CardTitle>
          <CardDescription>
            {method === "totp"
              ? "Enter the 6-digit code from your authenticator app."
              : "Enter one of the backup codes you saved when you turned on two-factor. Each works once."}
          </CardDescription>
        </CardHeader>
        <CheckedForm form={form} action={method === "totp" ? "/auth/two-factor" : "/auth/two-factor?method=backup"}>
          <CardContent className="space-y-4">
            <input type="hidden" name="method" value={method} />
            <FormErrors form={form} />
            <FormField field={fields.code} label={method === "totp" ? "Code" : "Backup code"}>
              <Input
                {...getInputProps(fields.code, { type: "text" })}
                inputMode={method === "totp" ? "numeric" : "text"}
                autoComplete={method === "totp" ? "one-time-code" : "off"}
                pattern={method === "totp" ? "[0-9 ]*" : undefined}
                maxLength={method === "totp" ? 7 : 11}
                required
              />
            </FormField>
          </CardContent>
          <CardFooter className="flex flex-col gap-3">
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? "Verifying..." : "Verify"}
            </Button>
            <Link
              to={method === "totp" ? "/auth/two-factor?method=backup" : "/auth/two-factor"}
              className="text-sm text-primary underline-offset-4 hover:underline"
            >
              {method === "totp" ? "Lost your phone? Use a backup code" : "Use the code from your app instead"}
            </Link>
            <Link to="/auth" className="text-sm text-primary underline-offset-4 hover:underline">
              Back to login
            </Link>
          </CardFooter>
        </CheckedForm>
      </Card>
    </main>
  );
}
