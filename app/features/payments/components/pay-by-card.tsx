import { useEffect } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatPence } from "~/lib/format";

/**
 * "Pay by card": posts to the page's own action (intent `payByCard`), which answers with the address of
 * Stripe's payment page (`checkoutUrl`); the page then goes there. Not a redirect of the post itself:
 * the pages' security policy lets forms submit only to this site (form-action 'self'), and a browser
 * applies that to where a form's redirect leads, so the visitor is sent on by the page instead
 * (at once with the page's script; by the link without it). A refusal comes back as `error`.
 */
export function PayByCard({ balancePence, token, error, checkoutUrl }: { balancePence: number; token?: string; error?: string | null; checkoutUrl?: string | null }) {
  const navigation = useNavigation();
  const busy = (navigation.state !== "idle" && navigation.formData?.get("intent") === "payByCard") || Boolean(checkoutUrl);
  useEffect(() => {
    if (checkoutUrl) window.location.assign(checkoutUrl);
  }, [checkoutUrl]);
  return (
    <Card className="border-primary/40">
      <CardHeader>
        <CardTitle asChild>
          <h2>Pay by card</h2>
        </CardTitle>
        <CardDescription>
          Pay the balance of <strong className="text-foreground">{formatPence(balancePence)}</strong> now by debit or credit card, on Stripe&apos;s secure payment page.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {error ? (
          <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/10 p-3 text-sm">
            {error}
          </p>
        ) : null}
        {checkoutUrl ? (
          <p role="status" className="text-sm">
            Taking you to the secure payment page…{" "}
            <a href={checkoutUrl} className="font-medium text-primary underline">
              Continue to payment
            </a>
          </p>
        ) : null}
        <Form method="post">
          <input type="hidden" name="intent" value="payByCard" />
          {token ? <input type="hidden" name="t" value={token} /> : null}
          <Button type="submit" className="w-full sm:w-auto" disabled={busy}>
            Pay by card
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}

/** Shown on return from Stripe's page until the payment is confirmed by Stripe. */
export function CardPaymentPending() {
  return (
    <p role="status" className="rounded-md border border-primary/30 bg-primary/5 p-4 text-sm">
      <strong>Thank you.</strong> Your card payment is being confirmed; this page will show it as paid in a minute or two.
    </p>
  );
}
