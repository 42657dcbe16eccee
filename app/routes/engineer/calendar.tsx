import { useState } from "react";
import { Form, Link, data } from "react-router";
import type { Route } from "./+types/calendar";
import { ConfirmAction } from "~/components/confirm-action";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { requireEngineer } from "~/features/auth/guard.server";
import { calendarFeedFor, regenerateCalendarFeed, revokeCalendarFeed } from "~/features/calendar-feeds/calendar-feeds.server";
import { formatDateLong } from "~/lib/business-day";
import { requireConfirmed } from "~/lib/confirmation";
import { DomainError } from "~/lib/domain-error";

export const meta: Route.MetaFunction = () => [{ title: "My calendar feed" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireEngineer(request);
  const feed = await calendarFeedFor(actor);
  return { feed: feed ? { url: feed.url, createdAt: feed.createdAt.toISOString() } : null };
}

export async function action({ request }: Route.ActionArgs) {
  const actor = await requireEngineer(request);
  const form = await request.formData();
  const intent = form.get("intent");
  try {
    if (intent === "create") {
      // A first address ends nothing; a new one in place of another must be confirmed.
      if (await calendarFeedFor(actor)) requireConfirmed(form, "replace your calendar address (the old one stops working)");
      await regenerateCalendarFeed(actor);
      return { ok: true as const, message: "Your calendar address is ready." };
    }
    if (intent === "revoke") {
      requireConfirmed(form, "turn off your calendar address");
      await revokeCalendarFeed(actor, actor.id);
      return { ok: true as const, message: "Your calendar address is turned off." };
    }
    return data({ ok: false as const, message: "Unknown action." }, { status: 400 });
  } catch (err) {
    if (err instanceof DomainError) return data({ ok: false as const, message: err.message }, { status: err.status });
    throw err;
  }
}

export default function EngineerCalendar({ loaderData, actionData }: Route.ComponentProps) {
  const { feed } = loaderData;
  const [copied, setCopied] = useState(false);
  return (
    <main className="mx-auto max-w-xl space-y-4 p-4">
      <p>
        <Link to="/engineer" reloadDocument className="text-sm underline">
          Back to my day
        </Link>
      </p>
      <h1 className="text-2xl font-semibold">My calendar feed</h1>
      {actionData?.message ? (
        <p role={actionData.ok ? "status" : "alert"} className={actionData.ok ? "text-sm" : "text-sm text-destructive"}>
          {actionData.message}
        </p>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle asChild>
            <h2>Your visits in your phone&rsquo;s calendar</h2>
          </CardTitle>
          <CardDescription>
            Subscribe to this private address in your calendar app (Google Calendar: Other calendars, From URL; iPhone: Settings, Calendar, Accounts, Add Subscribed Calendar). Anyone with the address sees your visits: keep it to yourself, and make a new one if it gets out.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-3">
          {feed ? (
            <>
              <label htmlFor="feed-url" className="text-sm font-medium">
                Your address (made {formatDateLong(feed.createdAt)})
              </label>
              <input id="feed-url" readOnly value={feed.url} className="w-full rounded-md border px-3 py-2 font-mono text-xs" onFocus={(e) => e.currentTarget.select()} />
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  onClick={() => {
                    void navigator.clipboard?.writeText(feed.url).then(() => setCopied(true));
                  }}
                >
                  {copied ? "Copied" : "Copy address"}
                </Button>
                <ConfirmAction
                  intent="create"
                  label="Make a new address"
                  title="Make a new calendar address?"
                  description="The address you have now stops working at once; subscribe to the new one in your calendar."
                  confirmLabel="Make a new address"
                  triggerVariant="outline"
                />
                <ConfirmAction intent="revoke" label="Turn off" title="Turn off your calendar feed?" description="The address stops working at once. You can make a new one later." confirmLabel="Turn off" triggerVariant="outline" />
              </div>
            </>
          ) : (
            <Form method="post">
              <input type="hidden" name="intent" value="create" />
              <Button type="submit">Make my calendar address</Button>
            </Form>
          )}
        </CardContent>
      </Card>
    </main>
  );
}
