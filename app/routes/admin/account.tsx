import { useState } from "react";
import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { data, redirect, useNavigation } from "react-router";
import type { Route } from "./+types/account";
import { CheckedForm, FormErrors, FormField } from "~/components/form-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { ACCOUNT_INTENTS, twoFactorSettingsSchema } from "~/features/auth/auth.schema";
import { accountAction, loadAccountSessions, type AccountActionResult } from "~/features/auth/account.server";
import { ChangePasswordCard, SessionsCard } from "~/features/auth/components/account-cards";
import { requireStaff } from "~/features/auth/guard.server";
import {
  confirmTwoFactor,
  disableTwoFactor,
  getTwoFactorStatus,
  startTwoFactor,
  type TwoFactorSetup,
} from "~/features/auth/two-factor.server";
import { PasskeysCard } from "~/features/auth/components/passkeys";
import { listPasskeys } from "~/features/auth/passkeys.server";
import { getEnv } from "~/lib/env.server";
import { parseForm } from "~/lib/forms";
import { toastHeader } from "~/lib/toast.server";
import { isDomainError } from "~/lib/domain-error";
import { conformReply } from "~/lib/domain-reply.server";
import { log } from "~/lib/log.server";

type Intent = "enable" | "verify" | "disable";
/** Conform's reply for the form of `intent` (the password is never sent back); the set-up details after "enable". */
type ActionResult = { intent: Intent; result: SubmissionResult<string[]>; setup?: TwoFactorSetup };

export const meta: Route.MetaFunction = () => [{ title: "Account | Admin" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  const [twoFactor, sessions, passkeys] = await Promise.all([
    getTwoFactorStatus(actor.id),
    loadAccountSessions(request, actor),
    listPasskeys({ actor }),
  ]);
  return { email: actor.email, twoFactor, sessions, passkeys, twoFactorRequired: getEnv().ADMIN_REQUIRE_2FA };
}

async function redirectWithCookies(setCookies: string[], title: string) {
  const headers = new Headers();
  for (const cookie of setCookies) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await toastHeader({ type: "success", title }));
  return redirect("/admin/account", { headers });
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  const formData = await request.formData();
  const posted = formData.get("intent");
  // Password and sessions (shared with the customer portal's account page).
  if (ACCOUNT_INTENTS.some((intent) => intent === posted)) {
    return accountAction({ request, formData, actor, page: "/admin/account" });
  }
  const intent: Intent = posted === "verify" || posted === "disable" ? posted : "enable";
  const submission = parseForm(formData, twoFactorSettingsSchema);
  const reply = (status: number, options: { fieldErrors?: Record<string, string[]>; formErrors?: string[] } = {}) =>
    data<ActionResult>({ intent, result: submission.reply({ ...options, hideFields: ["password"] }) }, { status });
  if (submission.status !== "success") return reply(400);
  const input = submission.value;
  try {
    if (input.intent === "enable") {
      const result = await startTwoFactor({ request, actor, password: input.password });
      return data<ActionResult>({ intent, result: submission.reply({ resetForm: true }), setup: result.setup });
    }
    if (input.intent === "verify") {
      const result = await confirmTwoFactor({ request, actor, code: input.code });
      return redirectWithCookies(result.setCookies, "Two-factor authentication is on");
    }
    const result = await disableTwoFactor({ request, actor, password: input.password });
    return redirectWithCookies(result.setCookies, "Two-factor authentication is off");
  } catch (err) {
    if (isDomainError(err)) {
      return data<ActionResult>({ intent, result: conformReply(submission, err, { hideFields: ["password"] }) }, { status: err.status });
    }
    log.error({ intent, err }, "two-factor settings failed");
    return reply(500, { formErrors: ["An unexpected error occurred"] });
  }
}

/** The last answer, for the form of `intent` only. */
function lastResultFor(actionData: ActionResult | AccountActionResult | undefined, intent: Intent) {
  return actionData?.intent === intent ? actionData.result : undefined;
}

function PasswordForm({
  intent,
  label,
  busyLabel,
  lastResult,
  busy,
  variant,
}: {
  intent: "enable" | "disable";
  label: string;
  busyLabel: string;
  lastResult?: SubmissionResult<string[]>;
  busy: boolean;
  variant?: "destructive";
}) {
  const [form, fields] = useForm({
    id: intent,
    lastResult,
    onValidate: ({ formData }) => parseForm(formData, twoFactorSettingsSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <CheckedForm form={form} className="max-w-sm space-y-3">
      <input type="hidden" name="intent" value={intent} />
      <FormErrors form={form} />
      <FormField field={fields.password} label="Password" alert>
        <Input {...getInputProps(fields.password, { type: "password" })} autoComplete="current-password" required />
      </FormField>
      <Button type="submit" variant={variant} disabled={busy}>
        {busy ? busyLabel : label}
      </Button>
    </CheckedForm>
  );
}

function VerifyForm({ lastResult, busy }: { lastResult?: SubmissionResult<string[]>; busy: boolean }) {
  const [form, fields] = useForm({
    id: "verify",
    lastResult,
    onValidate: ({ formData }) => parseForm(formData, twoFactorSettingsSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <CheckedForm form={form} className="max-w-sm space-y-3">
      <input type="hidden" name="intent" value="verify" />
      <FormErrors form={form} />
      <FormField field={fields.code} label="Code from your app" alert>
        <Input
          {...getInputProps(fields.code, { type: "text" })}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="[0-9 ]*"
          maxLength={7}
          required
        />
      </FormField>
      <Button type="submit" disabled={busy}>
        {busy ? "Verifying..." : "Verify"}
      </Button>
    </CheckedForm>
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
  const { email, twoFactor, sessions, passkeys, twoFactorRequired } = loaderData;
  // Until required two-factor is on, this page offers only that (the rest of the back-office is closed).
  const setupOnly = twoFactorRequired && twoFactor !== "on";
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  // The set-up details are shown once; keep them on screen while a wrong code is corrected.
  const twoFactorData = actionData && "setup" in actionData ? actionData : undefined;
  const [setup, setSetup] = useState<TwoFactorSetup | null>(twoFactorData?.setup ?? null);
  if (twoFactorData?.setup && twoFactorData.setup !== setup) setSetup(twoFactorData.setup);
  const shownSetup = twoFactor === "pending" ? setup : null;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold">Account</h1>
        <p className="text-sm text-muted-foreground">Signed in as {email}</p>
      </div>
      {setupOnly ? (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
          <strong>Two-factor authentication is required.</strong> Turn it on below to use the rest of the back-office.
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
              lastResult={lastResultFor(actionData, "enable")}
              busy={busyIntent === "enable"}
            />
          ) : null}
          {twoFactor === "pending" ? (
            <>
              {shownSetup ? <SetupDetails setup={shownSetup} /> : null}
              <VerifyForm lastResult={lastResultFor(actionData, "verify")} busy={busyIntent === "verify"} />
              <div className="space-y-2 border-t pt-4">
                <p className="text-sm text-muted-foreground">
                  Lost the QR code? Enter your password to get a new one (the old one stops working).
                </p>
                <PasswordForm
                  intent="enable"
                  label="Start again"
                  busyLabel="Checking..."
                  lastResult={lastResultFor(actionData, "enable")}
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
              lastResult={lastResultFor(actionData, "disable")}
              busy={busyIntent === "disable"}
              variant="destructive"
            />
          ) : null}
        </CardContent>
      </Card>
      <ChangePasswordCard actionData={actionData} />
      <SessionsCard sessions={sessions} actionData={actionData} />
      {setupOnly ? null : (
        <PasskeysCard
          passkeys={passkeys}
          action="/admin/account/passkeys"
          description="Sign in with your fingerprint, face or device PIN instead of your password and code. A passkey stays on your device (or your password manager) and works only on this site."
        />
      )}
    </div>
  );
}
