import type { Route } from "./+types/calendar-feed";
import { calendarFeedIcs } from "~/features/calendar-feeds/calendar-feeds.server";

/** An engineer's private calendar feed, /calendar/<token>.ics (no sign-in: the token is the key); a revoked or unknown one is 404. */
export async function loader({ params }: Route.LoaderArgs) {
  const token = /^(.+)\.ics$/.exec(params.file)?.[1];
  const ics = token ? await calendarFeedIcs(token) : null;
  if (!ics) throw new Response("Not Found", { status: 404, headers: { "Cache-Control": "no-store" } });
  return new Response(ics, {
    headers: {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": 'inline; filename="visits.ics"',
      "Cache-Control": "private, no-cache",
      "X-Robots-Tag": "noindex",
      "Referrer-Policy": "no-referrer",
    },
  });
}
