import { getInputProps, useForm } from "@conform-to/react";
import { Link, useNavigation } from "react-router";
import type { Route } from "./+types/auth.invite";
import { CheckedForm, FormErrors, FormField } from "~/components/form-field";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { NewPasswordFields } from "~/features/auth/components/new-password-fields";
import { invitePageAction, invitePageLoader } from "~/features/staff/invite-page.server";
import { acceptInviteSchema } from "~/features/staff/staff.schema";
import { formatDateLong } from "~/lib/business-day";
import { parseForm } from "~/lib/forms";

export const meta: Route.MetaFunction = () => [{ title: "Join the team" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  return invitePageLoader(request);
}

export async function action({ request }: Route.ActionArgs) {
  return invitePageAction(request);
}

function Shell({ description, children }: { description: string; children: React.ReactNode }) {
  return (
    <main id="main" className="flex min-h-screen items-center justify-center bg-muted px-4 py-12">
      <Card className="w-full max-w-md">
        <CardHeader>
          <CardTitle asChild>
            <h1 className="text-2xl">Join the team</h1>
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        {children}
      </Card>
    </main>
  );
}

export default function AcceptInvite({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formAction?.startsWith("/auth/invite") === true;
  const open = loaderData.status === "open" ? loaderData : null;
  const [form, fields] = useForm({
    id: "accept-invite",
    lastResult: actionData?.result,
    defaultValue: { token: open?.token ?? "", name: open?.name ?? "" },
    onValidate: ({ formData }) => parseForm(formData, acceptInviteSchema),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const unusable = loaderData.status === "unusable" ? loaderData.message : actionData?.unusable;
  if (!open || unusable) {
    return (
      <Shell description="An invitation to join the staff.">
        <CardContent>
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
            <strong>This invitation cannot be used.</strong> {unusable}
          </p>
        </CardContent>
        <CardFooter>
          <Button asChild variant="outline" className="w-full">
            <Link to="/auth">Go to sign in</Link>
          </Button>
        </CardFooter>
      </Shell>
    );
  }
  return (
    <Shell description={`${open.invitedBy ?? "An administrator"} has invited you to join as ${open.rolePhrase}. The link works until ${formatDateLong(open.expiresAt)}.`}>
      <CheckedForm form={form} action={`/auth/invite?token=${encodeURIComponent(open.token)}`}>
        <CardContent className="space-y-4">
          <input type="hidden" name="token" value={open.token} />
          <FormErrors form={form} />
          <div className="space-y-2">
            <p className="text-sm font-medium">Email</p>
            <p className="text-sm break-all" data-testid="invite-email">
              {open.email}
            </p>
          </div>
          <FormField field={fields.name} label="Your name">
            <Input {...getInputProps(fields.name, { type: "text" })} autoComplete="name" required maxLength={200} />
          </FormField>
          <NewPasswordFields newPassword={fields.newPassword} confirmPassword={fields.confirmPassword} />
        </CardContent>
        <CardFooter>
          <Button type="submit" className="w-full" disabled={busy}>
            {busy ? "Creating your account..." : "Create my account"}
          </Button>
        </CardFooter>
      </CheckedForm>
    </Shell>
  );
}
