import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { formatPence } from "~/lib/format";

/**
 * "Pay by card": posts to the page's own action (intent `payByCard`), which sends the visitor on to
 * Stripe's payment page. A native post (reloadDocument), so that the redirect to Stripe is followed by
 * the browser itself, with or without the page's script. A refusal comes back as `error`.
 */
export function PayByCard({ balancePence, token, error }: { balancePence: number; token?: string; error?: string | null }) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "payByCard";
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
        <Form method="post" reloadDocument>
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
