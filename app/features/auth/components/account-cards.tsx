import { getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "react-router";
import { CheckedForm, FormErrors, FormField } from "~/components/form-field";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { accountActionSchema } from "~/features/auth/auth.schema";
import { formatDateTime } from "~/lib/business-day";
import { parseForm } from "~/lib/forms";
import { NewPasswordFields } from "./new-password-fields";

/** What the account pages' action answered, for the form of `intent` only. */
export type AccountActionData = { intent: string; result: SubmissionResult<string[]> } | undefined;

function lastResultFor(actionData: AccountActionData, intent: string) {
  return actionData?.intent === intent ? actionData.result : undefined;
}

/** Change password: the current one, and the new one typed twice. Other sessions end. */
export function ChangePasswordCard({ actionData }: { actionData: AccountActionData }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "change-password";
  const [form, fields] = useForm({
    id: "change-password",
    lastResult: lastResultFor(actionData, "change-password"),
    onValidate: ({ formData }) => parseForm(formData, accountActionSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Change password</h2>
        </CardTitle>
        <CardDescription>You stay signed in here; every other device is signed out.</CardDescription>
      </CardHeader>
      <CardContent>
        <CheckedForm form={form} className="max-w-sm space-y-4">
          <input type="hidden" name="intent" value="change-password" />
          <FormErrors form={form} />
          <FormField field={fields.currentPassword} label="Current password">
            <Input {...getInputProps(fields.currentPassword, { type: "password" })} autoComplete="current-password" required />
          </FormField>
          <NewPasswordFields newPassword={fields.newPassword} confirmPassword={fields.confirmPassword} />
          <Button type="submit" disabled={busy}>
            {busy ? "Changing..." : "Change password"}
          </Button>
        </CheckedForm>
      </CardContent>
    </Card>
  );
}

export type SessionView = {
  id: string;
  device: string;
  ipAddress: string | null;
  signedInAt: Date | string;
  lastSeenAt: Date | string;
  current: boolean;
};

/** Where the account is signed in: this device marked; end one, or all the others. */
export function SessionsCard({ sessions, actionData }: { sessions: SessionView[]; actionData: AccountActionData }) {
  const navigation = useNavigation();
  const busyIntent = navigation.state !== "idle" ? navigation.formData?.get("intent") : null;
  const busySession = navigation.state !== "idle" ? navigation.formData?.get("sessionId") : null;
  const message = actionData && actionData.intent !== "change-password" ? actionData.result.error?.[""]?.[0] : undefined;
  const others = sessions.filter((s) => !s.current).length;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="text-lg">Where you're signed in</h2>
        </CardTitle>
        <CardDescription>If you see a device you don't recognise, end its session and change your password.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {message ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm text-destructive">
            {message}
          </p>
        ) : null}
        <ul aria-label="Sessions" className="divide-y rounded-md border">
          {sessions.map((s) => (
            <li key={s.id} aria-label={s.current ? `${s.device} (this device)` : s.device} className="flex flex-col gap-3 p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="min-w-0 space-y-1">
                <p className="flex flex-wrap items-center gap-2 font-medium">
                  <span className="break-words">{s.device}</span>
                  {s.current ? <Badge>This device</Badge> : null}
                </p>
                <dl className="grid grid-cols-[auto_1fr] gap-x-3 text-sm text-muted-foreground">
                  <dt>IP address</dt>
                  <dd className="break-all">{s.ipAddress ?? "Unknown"}</dd>
                  <dt>Signed in</dt>
                  <dd>{formatDateTime(s.signedInAt)}</dd>
                  <dt>Last seen</dt>
                  <dd>{formatDateTime(s.lastSeenAt)}</dd>
                </dl>
              </div>
              {s.current ? null : (
                <Form method="post">
                  <input type="hidden" name="intent" value="end-session" />
                  <input type="hidden" name="sessionId" value={s.id} />
                  <Button type="submit" variant="outline" size="sm" disabled={busyIntent === "end-session" && busySession === s.id}>
                    End session<span className="sr-only"> on {s.device}</span>
                  </Button>
                </Form>
              )}
            </li>
          ))}
        </ul>
        {others > 0 ? (
          <Form method="post">
            <input type="hidden" name="intent" value="end-other-sessions" />
            <Button type="submit" variant="destructive" disabled={busyIntent === "end-other-sessions"}>
              {busyIntent === "end-other-sessions" ? "Signing out..." : "Sign out all other sessions"}
            </Button>
          </Form>
        ) : (
          <p className="text-sm text-muted-foreground">You are not signed in anywhere else.</p>
        )}
      </CardContent>
    </Card>
  );
}
