import { useEffect, useState } from "react";
import { Form, Link, data, redirect, useNavigation, useSearchParams } from "react-router";
import type { Route } from "./+types/auth";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { staffAuthSchema, PASSWORD_MAX, PASSWORD_MIN } from "~/features/auth/auth.schema";
import { getSessionUser } from "~/features/auth/guard.server";
import { isAdmin } from "~/features/auth/roles.server";
import { callAuthEndpoint, loginErrorMessage, needsTwoFactor, signUpErrorMessage } from "~/features/auth/staff-auth.server";
import { fieldErrors, formValues, type FieldErrors } from "~/lib/forms";
import { toastHeader } from "~/lib/toast.server";
import { log } from "~/lib/log.server";

type Mode = "login" | "signup";

type ActionResult =
  | { ok: false; mode: Mode; fieldErrors?: FieldErrors; error?: { title: string; description: string }; email?: string }
  | { ok: true; mode: "login"; success: { title: string; description: string } };

export const meta: Route.MetaFunction = () => [
  { title: "Staff Login" },
  { name: "description", content: "Sign in to the staff admin panel." },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  // A signed-in admin has nothing to do here.
  const sessionUser = await getSessionUser(request).catch(() => null);
  if (sessionUser && (await isAdmin(sessionUser.id).catch(() => false))) throw redirect("/admin");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const mode: Mode = values.intent === "signup" ? "signup" : "login";
  const parsed = staffAuthSchema.safeParse({ ...values, intent: mode });
  if (!parsed.success) {
    return data<ActionResult>({ ok: false, mode, fieldErrors: fieldErrors(parsed.error), email: values.email }, { status: 400 });
  }
  const { email, password } = parsed.data;

  try {
    if (parsed.data.intent === "login") {
      const result = await callAuthEndpoint(request, "/sign-in/email", { email, password, rememberMe: true });
      if (!result.ok) {
        return data<ActionResult>(
          { ok: false, mode, email, error: { title: "Login failed", description: loginErrorMessage(result) } },
          { status: result.status === 429 ? 429 : 400 },
        );
      }
      const headers = new Headers();
      for (const cookie of result.setCookies) headers.append("Set-Cookie", cookie);
      // The password was right but the account also needs a code from its authenticator app.
      if (needsTwoFactor(result)) return redirect("/auth/two-factor", { headers });
      headers.append("Set-Cookie", await toastHeader({ type: "success", title: "Logged in successfully" }));
      return redirect("/admin", { headers });
    }

    const result = await callAuthEndpoint(request, "/sign-up/email", {
      email,
      password,
      name: email.split("@")[0],
      callbackURL: "/auth",
    });
    if (!result.ok) {
      return data<ActionResult>(
        { ok: false, mode, email, error: { title: "Signup failed", description: signUpErrorMessage(result) } },
        { status: result.status === 429 ? 429 : 400 },
      );
    }
    return data<ActionResult>({
      ok: true,
      mode: "login",
      success: {
        title: "Account created",
        description:
          "Please check your email to verify your account. An administrator must grant you access before you can use the admin panel.",
      },
    });
  } catch (err) {
    log.error({ err }, "staff auth failed");
    return data<ActionResult>(
      { ok: false, mode, email, error: { title: mode === "login" ? "Login failed" : "Signup failed", description: "An unexpected error occurred" } },
      { status: 500 },
    );
  }
}

export default function AuthPage({ actionData }: Route.ComponentProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth") === true;
  const requested: Mode = searchParams.get("mode") === "signup" ? "signup" : "login";
  const [mode, setMode] = useState<Mode>(actionData?.mode ?? requested);
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const errors = { ...(actionData && !actionData.ok ? actionData.fieldErrors : {}), ...clientErrors };

  useEffect(() => {
    if (!actionData) return;
    setMode(actionData.mode);
    if (actionData.ok) toast.success(actionData.success.title, { description: actionData.success.description });
    else if (actionData.error) toast.error(actionData.error.title, { description: actionData.error.description });
  }, [actionData]);

  const isLogin = mode === "login";
  const switchTo = (next: Mode) => {
    setMode(next);
    setClientErrors({});
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
        <Form
          method="post"
          action={isLogin ? "/auth" : "/auth?mode=signup"}
          noValidate
          onSubmit={(event) => {
            const values = formValues(new FormData(event.currentTarget));
            const parsed = staffAuthSchema.safeParse({ ...values, intent: mode });
            if (!parsed.success) {
              event.preventDefault();
              setClientErrors(fieldErrors(parsed.error));
            } else {
              setClientErrors({});
            }
          }}
        >
          <CardContent className="space-y-4">
            <input type="hidden" name="intent" value={mode} />
            {actionData && !actionData.ok && actionData.error ? (
              <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
                <strong>{actionData.error.title}:</strong> {actionData.error.description}
              </p>
            ) : null}
            {actionData?.ok ? (
              <p role="status" className="rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
                <strong>{actionData.success.title}.</strong> {actionData.success.description}
              </p>
            ) : null}
            <div className="space-y-2">
              <Label htmlFor="email">Email</Label>
              <Input
                id="email"
                name="email"
                type="email"
                autoComplete="email"
                required
                defaultValue={actionData && !actionData.ok ? actionData.email : undefined}
                aria-invalid={errors.email ? true : undefined}
                aria-describedby={errors.email ? "email-error" : undefined}
              />
              {errors.email ? (
                <p id="email-error" className="text-sm text-destructive">
                  {errors.email}
                </p>
              ) : null}
            </div>
            <div className="space-y-2">
              <Label htmlFor="password">Password</Label>
              <Input
                id="password"
                name="password"
                type="password"
                autoComplete={isLogin ? "current-password" : "new-password"}
                required
                minLength={isLogin ? undefined : PASSWORD_MIN}
                maxLength={PASSWORD_MAX}
                aria-invalid={errors.password ? true : undefined}
                aria-describedby={errors.password ? "password-error" : isLogin ? undefined : "password-hint"}
              />
              {errors.password ? (
                <p id="password-error" className="text-sm text-destructive">
                  {errors.password}
                </p>
              ) : !isLogin ? (
                <p id="password-hint" className="text-sm text-muted-foreground">
                  At least {PASSWORD_MIN} characters. Avoid common passwords.
                </p>
              ) : null}
            </div>
          </CardContent>
          <CardFooter className="flex flex-col gap-3">
            <Button type="submit" className="w-full" disabled={busy}>
              {busy ? "Loading..." : isLogin ? "Login" : "Sign Up"}
            </Button>
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
        </Form>
      </Card>
    </main>
  );
}
