import { useEffect, useState } from "react";
import { getInputProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Link, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { CheckedForm, FormErrors, FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { PasskeySignIn } from "~/features/auth/components/passkeys";
import { toast } from "~/components/ui/sonner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/features/auth/auth.schema";
import { customerAuthSchema } from "~/features/portal/portal.schema";
import { portalSignIn, portalSignUp } from "~/features/portal/portal-auth.server";
import { getPortalVisitor, portalReturnPath } from "~/features/portal/portal.server";
import { parseForm } from "~/lib/forms";
import { useBusiness } from "~/lib/business";
import { isDomainError } from "~/lib/domain-error";
import { log } from "~/lib/log.server";
import { redirectWithToast } from "~/lib/toast.server";

type Mode = "login" | "signup";

/**
 * The forms' answer: Conform's reply for the form that was sent (`form`; the password is never sent
 * back), the tab to show, and after a sign-up what happens next.
 */
type ActionResult = { form: Mode; tab: Mode; result: SubmissionResult<string[]>; success?: { title: string; description: string } };

export const meta: Route.MetaFunction = () => [
  { title: "Customer Login" },
  { name: "description", content: "Sign in to view your jobs, quotes and invoices." },
  { name: "robots", content: "noindex" },
];

/** Where to go after logging in: the page asked for (from an e-mail's link, say), or the dashboard. */
function returnPathOf(value: unknown) {
  return portalReturnPath(value) ?? "/customer/dashboard";
}

export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const verified = params.get("verified") === "1";
  const verifyFailed = params.has("error");
  // A signed-in customer (or sign-up waiting for its e-mail verification) has nothing to do here.
  const visitor = await getPortalVisitor(request).catch(() => null);
  if (visitor?.status === "customer" || visitor?.status === "awaiting_verification") {
    const to = returnPathOf(params.get("redirectTo"));
    if (verified && !verifyFailed) {
      throw await redirectWithToast(to, { type: "success", title: "Your e-mail address is verified" });
    }
    throw redirect(to);
  }
  return { verified: verified && !verifyFailed, verifyFailed, redirectTo: portalReturnPath(params.get("redirectTo")) };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const returnTo = portalReturnPath(formData.get("redirectTo"));
  const mode: Mode = formData.get("intent") === "signup" ? "signup" : "login";
  const submission = parseForm(formData, customerAuthSchema);
  const failed = (message: string, status: number) =>
    data<ActionResult>({ form: mode, tab: mode, result: submission.reply({ formErrors: [message], hideFields: ["password"] }) }, { status });
  if (submission.status !== "success") {
    return data<ActionResult>({ form: mode, tab: mode, result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  try {
    if (submission.value.intent === "login") {
      const { headers } = await portalSignIn(request, submission.value);
      return redirect(returnTo ?? "/customer/dashboard", { headers });
    }
    await portalSignUp(request, submission.value, { returnTo });
    // After sign-up the Login tab is shown and the sign-up fields are cleared.
    return data<ActionResult>({
      form: "signup",
      tab: "login",
      result: submission.reply({ resetForm: true }),
      success: {
        title: "Account created! You can now log in.",
        description: "We have sent you an e-mail: please verify your address.",
      },
    });
  } catch (err) {
    if (isDomainError(err)) return failed(err.message, err.status);
    log.error({ err }, "customer auth failed");
    return failed(mode === "login" ? "Failed to log in" : "Failed to create account", 500);
  }
}

/** The forms post to the login page with its return address kept in the URL. */
function loginAction(redirectTo: string | null) {
  return redirectTo ? `/customer/login?redirectTo=${encodeURIComponent(redirectTo)}` : "/customer/login";
}

/** The form of one tab, checked in the browser with the schema the action parses again. */
function usePortalForm(id: Mode, actionData: ActionResult | undefined) {
  return useForm({
    id,
    lastResult: actionData?.form === id ? actionData.result : undefined,
    onValidate: ({ formData }) => parseForm(formData, customerAuthSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
}

function LoginForm({ actionData, busy, redirectTo }: { actionData?: ActionResult; busy: boolean; redirectTo: string | null }) {
  const [form, fields] = usePortalForm("login", actionData);
  return (
    <CheckedForm form={form} action={loginAction(redirectTo)} className="space-y-4 pt-2">
      <input type="hidden" name="intent" value="login" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormErrors form={form} />
      <FormField field={fields.email} label="Email">
        <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" required />
      </FormField>
      <FormField field={fields.password} label="Password">
        <Input {...getInputProps(fields.password, { type: "password" })} autoComplete="current-password" required maxLength={PASSWORD_MAX} />
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Logging in..." : "Login"}
      </Button>
      <p className="text-center text-sm">
        <Link to="/customer/forgot-password" className="text-primary underline-offset-4 hover:underline">
          Forgot your password?
        </Link>
      </p>
    </CheckedForm>
  );
}

function SignUpForm({ actionData, busy, redirectTo }: { actionData?: ActionResult; busy: boolean; redirectTo: string | null }) {
  const [form, fields] = usePortalForm("signup", actionData);
  return (
    <CheckedForm form={form} action={loginAction(redirectTo)} className="space-y-4 pt-2">
      <input type="hidden" name="intent" value="signup" />
      {redirectTo ? <input type="hidden" name="redirectTo" value={redirectTo} /> : null}
      <FormErrors form={form} />
      <FormField field={fields.name} label="Full Name">
        <Input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" required />
      </FormField>
      <FormField field={fields.email} label="Email">
        <Input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" required />
      </FormField>
      <FormField field={fields.phone} label="Phone">
        <Input {...getInputProps(fields.phone, { type: "tel" })} autoComplete="tel" required />
      </FormField>
      <FormField field={fields.address} label="Address">
        <Textarea {...getTextareaProps(fields.address)} autoComplete="street-address" rows={3} required />
      </FormField>
      <FormField field={fields.password} label="Password" hint={`At least ${PASSWORD_MIN} characters. Avoid common passwords.`}>
        <Input
          {...getInputProps(fields.password, { type: "password", ariaDescribedBy: fields.password.descriptionId })}
          autoComplete="new-password"
          required
          minLength={PASSWORD_MIN}
          maxLength={PASSWORD_MAX}
        />
      </FormField>
      <Button type="submit" className="w-full" disabled={busy}>
        {busy ? "Creating account..." : "Create Account"}
      </Button>
    </CheckedForm>
  );
}

export default function CustomerLogin({ loaderData, actionData }: Route.ComponentProps) {
  const { verified, verifyFailed, redirectTo } = loaderData;
  const business = useBusiness();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/customer/login") === true;
  const [mode, setMode] = useState<Mode>(actionData?.tab ?? "login");

  useEffect(() => {
    if (!actionData) return;
    setMode(actionData.tab);
    if (actionData.success) toast.success(actionData.success.title, { description: actionData.success.description });
    const message = actionData.result.error?.[""]?.[0];
    if (message) toast.error(message);
  }, [actionData]);

  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">Customer Portal</h1>
          </CardTitle>
          <CardDescription>View your jobs, quotes and invoices with {business.name}.</CardDescription>
        </CardHeader>
        <CardContent>
          {verified && !actionData ? (
            <p role="status" className="mb-4 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
              <strong>Your e-mail address is verified.</strong> Log in to see your account.
            </p>
          ) : null}
          {verifyFailed && !actionData ? (
            <p role="alert" className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
              <strong>That verification link has expired or has already been used.</strong> Log in, and send yourself a new one from your account page.
            </p>
          ) : null}
          {actionData?.success ? (
            <p role="status" className="mb-4 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
              <strong>{actionData.success.title}</strong> {actionData.success.description}
            </p>
          ) : null}
          <Tabs value={mode} onValueChange={(value) => setMode(value === "signup" ? "signup" : "login")}>
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <LoginForm actionData={actionData} busy={busy} redirectTo={redirectTo} />
              <div className="mt-3">
                <PasskeySignIn action="/customer/login/passkey" redirectTo={redirectTo} />
              </div>
            </TabsContent>
            <TabsContent value="signup">
              <SignUpForm actionData={actionData} busy={busy} redirectTo={redirectTo} />
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </main>
  );
}
