import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { Label } from "~/components/ui/label";
import { Switch } from "~/components/ui/switch";

/** The switch that turns automatic reminders off (or on again) for a customer or one of their contacts. */
export function ReminderOptOutCard({ optedOut, who }: { optedOut: boolean; who: "customer" | "contact" }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Automatic reminders</h2>
        </CardTitle>
        <CardDescription>
          {who === "customer"
            ? "Quote follow-ups, payment reminders, visit reminders and receipts by e-mail. Off: this customer and their contacts get none."
            : "Off: this contact gets no automatic reminders; the customer's other recipients still do."}
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form method="post" className="flex flex-wrap items-center gap-4">
          <input type="hidden" name="intent" value="reminders" />
          <div className="flex items-center gap-3">
            <Switch id="remindersOn" name="remindersOn" value="on" defaultChecked={!optedOut} />
            <Label htmlFor="remindersOn">Send automatic reminders</Label>
          </div>
          <Button type="submit" variant="outline" size="sm">
            Save reminders choice
          </Button>
        </Form>
      </CardContent>
    </Card>
  );
}
