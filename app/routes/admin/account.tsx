import { useState } from "react";
import { Form, data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { twoFactorSettingsSchema } from "~/features/auth/auth.schema";
import { requireAdmin } from "~/features/auth/guard.server";
import {
  confirmTwoFactor,
  disableTwoFactor,
  getTwoFactorStatus,
  startTwoFactor,
  twoFactorSettingsError,
  type TwoFactorSetup,
} from "~/features/auth/two-factor.server";
import { fieldErrors, formValues, type FieldErrors } from "~/lib/forms";
import { toastHeader } from "~/lib/toast.server";
import { log } from "~/lib/log.server";

type Intent = "enable" | "verify" | "disable";
type ActionResult = { intent: Intent; fieldErrors?: FieldErrors; error?: string; setup?: TwoFactorSetup };

export const meta: Route.MetaFunction = () => [{ title: "Account | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireAdmin(request);
  return { email: actor.email, twoFactor: await getTwoFactorStatus(actor.id) };
}

async function redirectWithCookies(setCookies: string[], title: string) {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await toastHeader({ type: "success", title }));
  return redirect("/admin/account", { headers });
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireAdmin(request);
  const values = formValues(await request.formData());
  const intent: Intent = values.intent === "verify" || values.intent === "disable" ? values.intent : "enable";
  const parsed = twoFactorSettingsSchema.safeParse(values);
  if (!parsed.success) return data<ActionResult>({ intent, fieldErrors: fieldErrors(parsed.error) }, { status: 400 });
  const input = parsed.data;
  try {
    if (input.intent === "enable") {
      const result = await startTwoFactor({ request, actor, password: input.password });
      if (!result.ok) {
        return data<ActionResult>({ intent, fieldErrors: { password: twoFactorSettingsError(result) } }, { status: 400 });
      }
      return data<ActionResult>({ intent, setup: result.setup });
    }
    if (input.intent === "verify") {
      const result = await confirmTwoFactor({ request, actor, code: input.code });
      if (!result.ok) return data<ActionResult>({ intent, fieldErrors: { code: twoFactorSettingsError(result) } }, { status: 400 });
      return redirectWithCookies(result.setCookies, "Two-factor authentication is on");
    }
    const result = await disableTwoFactor({ request, actor, password: input.password });
    if (!result.ok) return data<ActionResult>({ intent, fieldErrors: { password: twoFactorSettingsError(result) } }, { status: 400 });
    return redirectWithCookies(result.setCookies, "Two-factor authentication is off");
  } catch (err) {
    log.error({ intent, err }, "two-factor settings failed");
    return data<ActionResult>({ intent, error: "An unexpected error occurred" }, { status: 500 });
  }
}

function FieldError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}

function PasswordForm({
  intent,
  label,
  busyLabel,
  error,
  busy,
  variant,
}: {
  intent: "enable" | "disable";
  label: string;
  busyLabel: string;
  error?: string;
  busy: boolean;
  variant?: "destructive";
}) {
  const id = `${intent}-password`;
  return (
    <Form method="post" noValidate className="max-w-sm space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <div className="space-y-2">
        <Label htmlFor={id}>Password</Label>
        <Input
          id={id}
          name="password"
          type="password"
          autoComplete="current-password"
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <FieldError id={`${id}-error`} message={error} />
      </div>
      <Button type="submit" variant={variant} disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </Form>
  );
}

function SetupDetails({ setup }: { setup: TwoFactorSetup }) {
  return (
    <div className="space-y-4 rounded-md border p-4">
      <p className="text-sm">Scan this QR code with your authenticator app (for example Google Authenticator, Microsoft Authenticator or 1Password).</p>
      <div
        role="img"
        aria-label="QR code for your authenticator app"
        className="size-48 bg-white [&>svg]:size-full"
        dangerouslySetInnerHTML={{ __html: setup.qrSvg }}
      />
      <p className="text-sm">
        Or enter this setup key: <code className="break-all rounded bg-muted px-1 font-mono">{setup.secret}</code>
      </p>
      <div className="space-y-2">
        <h3 className="text-sm font-semibold">Backup codes</h3>
        <p className="text-sm text-muted-foreground">
          Keep these somewhere safe. Each one can be used once if you lose your phone. They are shown only now.
        </p>
        <ul aria-label="Backup codes" className="grid grid-cols-2 gap-1 font-mono text-sm">
          {setup.backupCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </ul>
      </div>
    </div>
  );
}

export default function AdminAccount({ loaderData, actionData }: Route.ComponentProps) {
  const { email, twoFactor } = loaderData;
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  // The set-up details are shown once; keep them on screen while a wrong code is corrected.
  const [setup, setSetup] = useState<TwoFactorSetup | null>(actionData?.setup ?? null);
  if (actionData?.setup && actionData.setup !== setup) setSetup(actionData.setup);
  const shownSetup = twoFactor === "pending" ? setup : null;
  const errors = actionData?.fieldErrors ?? {};
  const errorFor = (intent: Intent, field: string) => (actionData?.intent === intent ? errors[field] : undefined);

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Account</h1>
        <p className="text-sm text-muted-foreground">Signed in as {email}</p>
      </div>
      {actionData?.error ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
          {actionData.error}
        </p>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2 className="flex items-center gap-3 text-lg">
              Two-factor authentication
              <Badge variant={twoFactor === "on" ? "default" : "secondary"}>{twoFactor === "on" ? "On" : "Off"}</Badge>
            </h2>
          </CardTitle>
          <CardDescription>
            {twoFactor === "on"
              ? "Two-factor is on: signing in needs your password and a code from your authenticator app."
              : "Two-factor is off. Turn it on to ask for a code from an authenticator app as well as your password when you sign in."}
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-6">
          {twoFactor === "off" ? (
            <PasswordForm
              intent="enable"
              label="Turn on two-factor"
              busyLabel="Checking..."
              error={errorFor("enable", "password")}
              busy={busyIntent === "enable"}
            />
          ) : null}
          {twoFactor === "pending" ? (
            <>
              {shownSetup ? <SetupDetails setup={shownSetup} /> : null}
              <Form method="post" noValidate className="max-w-sm space-y-3">
                <input type="hidden" name="intent" value="verify" />
                <div className="space-y-2">
                  <Label htmlFor="code">Code from your app</Label>
                  <Input
                    id="code"
                    name="code"
                    type="text"
                    inputMode="numeric"
                    autoComplete="one-time-code"
                    pattern="[0-9 ]*"
                    maxLength={7}
                    required
                    aria-invalid={errorFor("verify", "code") ? true : undefined}
                    aria-describedby={errorFor("verify", "code") ? "code-error" : undefined}
                  />
                  <FieldError id="code-error" message={errorFor("verify", "code")} />
                </div>
                <Button type="submit" disabled={busyIntent === "verify"}>
                  {busyIntent === "verify" ? "Verifying..." : "Verify"}
                </Button>
              </Form>
              <div className="space-y-2 border-t pt-4">
                <p className="text-sm text-muted-foreground">
                  Lost the QR code? Enter your password to get a new one (the old one stops working).
                </p>
                <PasswordForm
                  intent="enable"
                  label="Start again"
                  busyLabel="Checking..."
                  error={errorFor("enable", "password")}
                  busy={busyIntent === "enable"}
                />
              </div>
            </>
          ) : null}
          {twoFactor === "on" ? (
            <PasswordForm
              intent="disable"
              label="Turn off two-factor"
              busyLabel="Turning off..."
              error={errorFor("disable", "password")}
              busy={busyIntent === "disable"}
              variant="destructive"
            />
          ) : null}
        </CardContent>
      </Card>
    </div>
  );
}
