import { useEffect, useState } from "react";
import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Link, data, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/auth";
import { CheckedForm, FormErrors, FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { PasskeySignIn } from "~/features/auth/components/passkeys";
import { toast } from "~/components/ui/sonner";
import { staffAuthSchema, PASSWORD_MAX, PASSWORD_MIN } from "~/features/auth/auth.schema";
import { getSessionUser } from "~/features/auth/guard.server";
import { staffRoleOf } from "~/features/auth/roles.server";
import { callAuthEndpoint, loginErrorMessage, needsTwoFactor, signUpErrorMessage } from "~/features/auth/auth-endpoint.server";
import { parseForm } from "~/lib/forms";
import { toastHeader } from "~/lib/toast.server";
import { log } from "~/lib/log.server";

type Mode = "login" | "signup";

/**
 * The form's answer: the form to show (`mode`) and Conform's reply for it (the password is never
 * sent back); after a sign-up, the Login form and what happens next.
 */
type ActionResult = { mode: Mode; result: SubmissionResult<string[]>; success?: { title: string; description: string } };

const failedTitle = (mode: Mode) => (mode === "login" ? "Login failed" : "Signup failed");

export const meta: Route.MetaFunction = () => [
  { title: "Staff Login" },
  { name: "description", content: "Sign in to the staff admin panel." },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  // A signed-in member of staff has nothing to do here: the back office, or an engineer's day.
  const sessionUser = await getSessionUser(request).catch(() => null);
  const role = sessionUser ? await staffRoleOf(sessionUser.id).catch(() => null) : null;
  if (role === "engineer") throw redirect("/engineer");
  if (role) throw redirect("/admin");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const mode: Mode = formData.get("intent") === "signup" ? "signup" : "login";
  const submission = parseForm(formData, staffAuthSchema);
  const failed = (message: string, status: number) =>
    data<ActionResult>({ mode, result: submission.reply({ formErrors: [message], hideFields: ["password"] }) }, { status });
  if (submission.status !== "success") {
    return data<ActionResult>({ mode, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  const { email, password } = submission.value;

  try {
    if (submission.value.intent === "login") {
      const result = await callAuthEndpoint(request, "/sign-in/email", { email, password, rememberMe: true });
      if (!result.ok) return failed(loginErrorMessage(result), result.status === 429 ? 429 : 400);
      const headers = new Headers();
      for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
      // The password was right but the account also needs a code from its authenticator app.
      if (needsTwoFactor(result)) return redirect("/auth/two-factor", { headers });
      headers.append("Set-Cookie", await toastHeader({ type: "success", title: "Logged in successfully" }));
      // An engineer's day is their app; everyone else goes to the back office (whose guard turns away who may not).
      const signedInId = (result.data as { user?: { id?: unknown } } | null)?.user?.id;
      const role = typeof signedInId === "string" ? await staffRoleOf(signedInId) : null;
      return redirect(role === "engineer" ? "/engineer" : "/admin", { headers });
    }

    const result = await callAuthEndpoint(request, "/sign-up/email", {
      email,
      password,
      name: email.split("@")[0],
      callbackURL: "/auth",
    });
    if (!result.ok) return failed(signUpErrorMessage(result), result.status === 429 ? 429 : 400);
    return data<ActionResult>({
      mode: "login",
      result: submission.reply({ resetForm: true }),
      success: {
        title: "Account created",
        description:
          "Please check your email to verify your account. An administrator must grant you access before you can use the admin panel.",
      },
    });
  } catch (err) {
    log.error({ err }, "staff auth failed");
    return failed("An unexpected error occurred", 500);
  }
}

export default function AuthPage({ actionData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth") === true;
  const requested: Mode = searchParams.get("mode") === "signup" ? "signup" : "login";
  const [mode, setMode] = useState<Mode>(actionData?.mode ?? requested);
  // One form per mode (its id): switching starts the other afresh.
  const [form, fields] = useForm({
    id: mode,
    lastResult: actionData?.mode === mode ? actionData.result : undefined,
    onValidate: ({ formData }) => parseForm(formData, staffAuthSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });

  useEffect(() => {
    if (!actionData) return;
    setMode(actionData.mode);
    if (actionData.success) toast.success(actionData.success.title, { description: actionData.success.description });
    const message = actionData.result.error?.[""]?.[0];
    if (message) toast.error(failedTitle(actionData.mode), { description: message });
  }, [actionData]);

  const isLogin = mode === "login";
  const switchTo = (next: Mode) => {
    setMode(next);
    setSearchParams(next === "signup" ? { mode: "signup" } : {}, { replace: true, preventScrollReset: true });
  };

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">{isLogin ? "Login" : "Sign Up"}</h1>
          </CardTitle>
          <CardDescription>
            {isLogin ? "Enter your credentials to access the admin panel" : "Create an account to get started"}
          </CardDescription>
        </CardHeader>
        <CheckedForm form={form} action={isLogin ? "/auth" : "/auth?mode=signup"}>
          <CardContent className="space-y-4">
            <input type="hidden" name="intent" value={mode} />
            <FormErrors form={form} title={failedTitle(mode)} />
            {actionData?.success ? (
              <p role="status" className="rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
                <strong>{actionData.success.title}.</strong> {actionData.success.description}
              </p>
            ) : null}
            <FormField field={fields.email} label="Email">
              <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" required />
            </FormField>
            <FormField
              field={fields.password}
              label="Password"
              hint={isLogin ? undefined : `At least ${PASSWORD_MIN} characters. Avoid common passwords.`}
            >
              <Input
                {...getInputProps(fields.password, {
                  type: "password",
                  ariaDescribedBy: isLogin ? undefined : fields.password.descriptionId,
                })}
                autoComplete={isLogin ? "current-password" : "new-password"}
                required
                minLength={isLogin ? undefined : PASSWORD_MIN}
                maxLength={PASSWORD_MAX}
              />
            </FormField>
          </CardContent>
          <CardFooter className="flex flex-col gap-3">
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? "Loading..." : isLogin ? "Login" : "Sign Up"}
            </Button>
            {isLogin ? <PasskeySignIn action="/auth/passkey" /> : null}
            {isLogin ? (
              <Link to="/auth/forgot-password" className="text-sm text-primary underline-offset-4 hover:underline">
                Forgot your password?
              </Link>
            ) : null}
            {isLogin ? (
              <Link
                to="/auth?mode=signup"
                className="text-sm text-primary underline-offset-4 hover:underline"
                onClick={(e) => {
                  e.preventDefault();
                  switchTo("signup");
                }}
              >
                Don't have an account? Sign up
              </Link>
            ) : (
              <Link
                to="/auth"
                className="text-sm text-primary underline-offset-4 hover:underline"
                onClick={(e) => {
                  e.preventDefault();
                  switchTo("login");
                }}
              >
                Already have an account? Login
              </Link>
            )}
          </CardFooter>
        </CheckedForm>
      </Card>
    </main>
  );
}
