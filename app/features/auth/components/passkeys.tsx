import { useState } from "react";
import { KeyRound, Trash2 } from "lucide-react";
import { useFetcher } from "react-router";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { PASSKEY_NAME_MAX } from "~/features/auth/passkey.schema";
import { formatDateMedium } from "~/lib/business-day";

/** What a passkey resource route answers when it does not redirect. */
type PasskeyReply = { ok: false; message: string };

/** A passkey as the account pages list it. */
export type PasskeyItem = { id: string; name: string; createdAt: string | null; backedUp: boolean };

/** The browser's words for a WebAuthn refusal, as something a person can act on. */
function ceremonyError(err: unknown, doing: "add" | "sign-in") {
  const name = err instanceof Error ? err.name : "";
  if (name === "NotAllowedError" || name === "AbortError") {
    return doing === "add" ? "Adding the passkey was cancelled or timed out." : "Signing in with a passkey was cancelled or timed out.";
  }
  if (name === "InvalidStateError") return "This device already has a passkey for your account.";
  if (typeof window !== "undefined" && !window.PublicKeyCredential) return "This browser does not support passkeys.";
  return doing === "add" ? "The passkey could not be added. Please try again." : "Signing in with a passkey failed. Please try again.";
}

/** Options from better-auth's passkey endpoint (it also sets the challenge cookie). */
async function fetchOptions(path: string) {
  const res = await fetch(`/api/auth/passkey/${path}`, { credentials: "same-origin", headers: { accept: "application/json" } });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { code?: string } | null;
    throw Object.assign(new Error(body?.code ?? `HTTP ${res.status}`), { name: body?.code === "SESSION_NOT_FRESH" ? "StaleSession" : "OptionsError" });
  }
  return res.json();
}

/**
 * "Sign in with a passkey": asks the browser for one of the site's passkeys and posts its answer to
 * `action` (a resource route that opens the session and redirects). The WebAuthn helper is loaded
 * only when the button is pressed.
 */
export function PasskeySignIn({ action, redirectTo }: { action: string; redirectTo?: string | null }) {
  const fetcher = useFetcher<PasskeyReply>();
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const busy = waiting || fetcher.state !== "idle";
  const message = error ?? (fetcher.state === "idle" && fetcher.data && !fetcher.data.ok ? fetcher.data.message : null);

  async function signIn() {
    setError(null);
    setWaiting(true);
    try {
      const { startAuthentication } = await import("@simplewebauthn/browser");
      const optionsJSON = await fetchOptions("generate-authenticate-options");
      const response = await startAuthentication({ optionsJSON });
      const form: Record<string, string> = { intent: "passkey", response: JSON.stringify(response) };
      if (redirectTo) form.redirectTo = redirectTo;
      await fetcher.submit(form, { method: "post", action });
    } catch (err) {
      setError(ceremonyError(err, "sign-in"));
    } finally {
      setWaiting(false);
    }
  }

  return (
    <div className="space-y-2">
      <Button type="button" variant="outline" className="w-full" onClick={signIn} disabled={busy}>
        <KeyRound aria-hidden="true" />
        {busy ? "Waiting for your passkey..." : "Sign in with a passkey"}
      </Button>
      {message ? (
        <p role="alert" className="text-sm text-destructive">
          {message}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The account pages' Passkeys card: the account's passkeys with a Remove button each, and a form
 * to add one (named, e.g. "Work laptop"). Posts to `action`, a resource route for the signed-in account.
 */
export function PasskeysCard({ passkeys, action, description }: { passkeys: PasskeyItem[]; action: string; description: string }) {
  const adder = useFetcher<PasskeyReply>();
  const [name, setName] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [waiting, setWaiting] = useState(false);
  const busy = waiting || adder.state !== "idle";
  const message = error ?? (adder.state === "idle" && adder.data && !adder.data.ok ? adder.data.message : null);

  async function add(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setError(null);
    setWaiting(true);
    try {
      const { startRegistration } = await import("@simplewebauthn/browser");
      const optionsJSON = await fetchOptions("generate-register-options");
      const response = await startRegistration({ optionsJSON });
      await adder.submit({ intent: "passkey-add", name: name.trim(), response: JSON.stringify(response) }, { method: "post", action });
      setName("");
    } catch (err) {
      setError(
        err instanceof Error && err.name === "StaleSession"
          ? "For your security, log in again before adding a passkey."
          : ceremonyError(err, "add"),
      );
    } finally {
      setWaiting(false);
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2 className="flex items-center gap-3 text-lg">
            Passkeys
            <Badge variant={passkeys.length > 0 ? "default" : "secondary"}>{passkeys.length}</Badge>
          </h2>
        </CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        {passkeys.length > 0 ? (
          <ul aria-label="Your passkeys" className="divide-y rounded-md border">
            {passkeys.map((p) => (
              <PasskeyRow key={p.id} passkey={p} action={action} />
            ))}
          </ul>
        ) : (
          <p className="text-sm text-muted-foreground">You have no passkeys yet.</p>
        )}
        <form onSubmit={add} className="max-w-sm space-y-3">
          <div className="space-y-2">
            <Label htmlFor="passkey-name">Name (optional)</Label>
            <Input
              id="passkey-name"
              value={name}
              onChange={(e) => setName(e.target.value)}
              maxLength={PASSKEY_NAME_MAX}
              placeholder="e.g. Work laptop"
              autoComplete="off"
            />
          </div>
          {message ? (
            <p role="alert" className="text-sm text-destructive">
              {message}
            </p>
          ) : null}
          <Button type="submit" disabled={busy}>
            <KeyRound aria-hidden="true" />
            {busy ? "Waiting for your device..." : "Add a passkey"}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function PasskeyRow({ passkey, action }: { passkey: PasskeyItem; action: string }) {
  const remover = useFetcher<PasskeyReply>();
  const removing = remover.state !== "idle";
  const failed = remover.state === "idle" && remover.data && !remover.data.ok ? remover.data.message : null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-3 p-3">
      <div className="min-w-0">
        <p className="break-words font-medium">{passkey.name}</p>
        <p className="text-sm text-muted-foreground">
          {passkey.createdAt ? `Added ${formatDateMedium(passkey.createdAt)}` : "Added"}
          {passkey.backedUp ? " · synced" : ""}
        </p>
        {failed ? (
          <p role="alert" className="text-sm text-destructive">
            {failed}
          </p>
        ) : null}
      </div>
      <remover.Form method="post" action={action}>
        <input type="hidden" name="intent" value="passkey-remove" />
        <input type="hidden" name="passkeyId" value={passkey.id} />
        <Button type="submit" variant="outline" size="sm" disabled={removing} aria-label={`Remove passkey ${passkey.name}`}>
          <Trash2 aria-hidden="true" />
          {removing ? "Removing..." : "Remove"}
        </Button>
      </remover.Form>
    </li>
  );
}
