import { useEffect, useState } from "react";
import { Form, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/login";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { toast } from "~/components/ui/sonner";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "~/components/ui/tabs";
import { Textarea } from "~/components/ui/textarea";
import { PASSWORD_MAX, PASSWORD_MIN } from "~/features/auth/auth.schema";
import { customerAuthSchema } from "~/features/portal/portal.schema";
import { portalSignIn, portalSignUp } from "~/features/portal/portal-auth.server";
import { getPortalVisitor } from "~/features/portal/portal.server";
import { fieldErrors, formValues, type FieldErrors } from "~/lib/forms";
import { useBusiness } from "~/root";

type Mode = "login" | "signup";

type ActionResult =
  | { ok: false; mode: Mode; fieldErrors?: FieldErrors; error?: { title: string; description?: string }; values?: Record<string, string> }
  | { ok: true; mode: "login"; success: { title: string; description: string } };

export const meta: Route.MetaFunction = () => [
  { title: "Customer Login" },
  { name: "description", content: "Sign in to view your jobs, quotes and invoices." },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  // A signed-in customer (or sign-up waiting for its e-mail verification) has nothing to do here.
  const visitor = await getPortalVisitor(request).catch(() => null);
  if (visitor?.status === "customer" || visitor?.status === "awaiting_verification") throw redirect("/customer/dashboard");
  return null;
}

export async function action({ request }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const mode: Mode = values.intent === "signup" ? "signup" : "login";
  const parsed = customerAuthSchema.safeParse({ ...values, intent: mode });
  const kept = { name: values.name ?? "", email: values.email ?? "", phone: values.phone ?? "", address: values.address ?? "" };
  if (!parsed.success) {
    return data<ActionResult>({ ok: false, mode, fieldErrors: fieldErrors(parsed.error), values: kept }, { status: 400 });
  }
  try {
    if (parsed.data.intent === "login") {
      const result = await portalSignIn(request, parsed.data);
      if (!result.ok) {
        return data<ActionResult>({ ok: false, mode, values: kept, error: { title: result.message } }, { status: result.status });
      }
      return redirect("/customer/dashboard", { headers: result.headers });
    }
    const result = await portalSignUp(request, parsed.data);
    if (!result.ok) {
      return data<ActionResult>({ ok: false, mode, values: kept, error: { title: result.message } }, { status: result.status });
    }
    return data<ActionResult>({
      ok: true,
      mode: "login",
      success: {
        title: "Account created! You can now log in.",
        description: "We have sent you an e-mail: please verify your address.",
      },
    });
  } catch (err) {
    console.error(JSON.stringify({ level: "error", msg: "customer auth failed", err: String(err) }));
    return data<ActionResult>(
      { ok: false, mode, values: kept, error: { title: mode === "login" ? "Failed to log in" : "Failed to create account" } },
      { status: 500 },
    );
  }
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="space-y-2">
      <Label htmlFor={id}>{label}</Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-sm text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export default function CustomerLogin({ actionData }: Route.ComponentProps) {
  const business = useBusiness();
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/customer/login") === true;
  const [mode, setMode] = useState<Mode>(actionData?.mode ?? "login");
  const [clientErrors, setClientErrors] = useState<FieldErrors>({});
  const [formKey, setFormKey] = useState(0);
  const errors = { ...(actionData && !actionData.ok ? actionData.fieldErrors : {}), ...clientErrors };
  const kept = actionData && !actionData.ok ? actionData.values : undefined;

  useEffect(() => {
    if (!actionData) return;
    setMode(actionData.mode);
    if (actionData.ok) {
      toast.success(actionData.success.title, { description: actionData.success.description });
      // After sign-up the fields are cleared.
      setFormKey((k) => k + 1);
    } else if (actionData.error) {
      toast.error(actionData.error.title, actionData.error.description ? { description: actionData.error.description } : undefined);
    }
  }, [actionData]);

  const invalid = (name: string) => ({
    "aria-invalid": errors[name] ? true : undefined,
    "aria-describedby": errors[name] ? `${mode}-${name}-error` : undefined,
  });

  const onSubmit = (event: React.FormEvent<HTMLFormElement>) => {
    const values = formValues(new FormData(event.currentTarget));
    const parsed = customerAuthSchema.safeParse(values);
    if (!parsed.success) {
      event.preventDefault();
      setClientErrors(fieldErrors(parsed.error));
    } else {
      setClientErrors({});
    }
  };

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
          {actionData?.ok ? (
            <p role="status" className="mb-4 rounded-md border border-primary/30 bg-primary/5 p-3 text-sm">
              <strong>{actionData.success.title}</strong> {actionData.success.description}
            </p>
          ) : null}
          {actionData && !actionData.ok && actionData.error ? (
            <p role="alert" className="mb-4 rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
              {actionData.error.title}
            </p>
          ) : null}
          <Tabs
            value={mode}
            onValueChange={(value) => {
              setMode(value === "signup" ? "signup" : "login");
              setClientErrors({});
            }}
          >
            <TabsList className="grid w-full grid-cols-2">
              <TabsTrigger value="login">Login</TabsTrigger>
              <TabsTrigger value="signup">Sign Up</TabsTrigger>
            </TabsList>
            <TabsContent value="login">
              <Form method="post" action="/customer/login" noValidate onSubmit={onSubmit} className="space-y-4 pt-2" key={`login-${formKey}`}>
                <input type="hidden" name="intent" value="login" />
                <Field id="login-email" label="Email" error={mode === "login" ? errors.email : undefined}>
                  <Input
                    id="login-email"
                    name="email"
                    type="email"
                    autoComplete="email"
                    required
                    defaultValue={mode === "login" ? kept?.email : undefined}
                    {...(mode === "login" ? invalid("email") : {})}
                  />
                </Field>
                <Field id="login-password" label="Password" error={mode === "login" ? errors.password : undefined}>
                  <Input
                    id="login-password"
                    name="password"
                    type="password"
                    autoComplete="current-password"
                    required
                    maxLength={PASSWORD_MAX}
                    {...(mode === "login" ? invalid("password") : {})}
                  />
                </Field>
                <Button type="submit" className="w-full" disabled={busy}>
                  {busy ? "Logging in..." : "Login"}
                </Button>
              </Form>
            </TabsContent>
            <TabsContent value="signup">
              <Form method="post" action="/customer/login" noValidate onSubmit={onSubmit} className="space-y-4 pt-2" key={`signup-${formKey}`}>
                <input type="hidden" name="intent" value="signup" />
                <Field id="signup-name" label="Full Name" error={mode === "signup" ? errors.name : undefined}>
                  <Input id="signup-name" name="name" autoComplete="name" required defaultValue={mode === "signup" ? kept?.name : undefined} {...(mode === "signup" ? invalid("name") : {})} />
                </Field>
                <Field id="signup-email" label="Email" error={mode === "signup" ? errors.email : undefined}>
                  <Input
                    id="signup-email"
                    name="email"
                    type="email"
                    autoComplete="email"
                    required
                    defaultValue={mode === "signup" ? kept?.email : undefined}
                    {...(mode === "signup" ? invalid("email") : {})}
                  />
                </Field>
                <Field id="signup-phone" label="Phone" error={mode === "signup" ? errors.phone : undefined}>
                  <Input
                    id="signup-phone"
                    name="phone"
                    type="tel"
                    autoComplete="tel"
                    required
                    defaultValue={mode === "signup" ? kept?.phone : undefined}
                    {...(mode === "signup" ? invalid("phone") : {})}
                  />
                </Field>
                <Field id="signup-address" label="Address" error={mode === "signup" ? errors.address : undefined}>
                  <Textarea
                    id="signup-address"
                    name="address"
                    autoComplete="street-address"
                    rows={3}
                    required
                    defaultValue={mode === "signup" ? kept?.address : undefined}
                    {...(mode === "signup" ? invalid("address") : {})}
                  />
                </Field>
                <Field id="signup-password" label="Password" error={mode === "signup" ? errors.password : undefined}>
                  <Input
                    id="signup-password"
                    name="password"
                    type="password"
                    autoComplete="new-password"
                    required
                    minLength={PASSWORD_MIN}
                    maxLength={PASSWORD_MAX}
                    {...(mode === "signup" ? invalid("password") : {})}
                  />
                </Field>
                <p className="text-sm text-muted-foreground">At least {PASSWORD_MIN} characters. Avoid common passwords.</p>
                <Button type="submit" className="w-full" disabled={busy}>
                  {busy ? "Creating account..." : "Create Account"}
                </Button>
              </Form>
            </TabsContent>
          </Tabs>
        </CardContent>
      </Card>
    </main>
  );
}
