import { useEffect } from "react";
import { Link, useFetcher } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { toast } from "~/components/ui/sonner";
import type { VisitActionResult } from "~/features/visits/visits.schema";
import type { BookingToConfirm } from "../booking.server";

// The dispatch board's list of bookings held as tentative: each confirmed with one click (the
// customer is then e-mailed the appointment with its .ics). Shown only when there are some.

function ConfirmButton({ booking }: { booking: BookingToConfirm }) {
  const fetcher = useFetcher<VisitActionResult>();
  useEffect(() => {
    if (fetcher.state !== "idle" || !fetcher.data) return;
    if (fetcher.data.ok) toast.success(fetcher.data.title, { description: fetcher.data.message });
    else toast.error(fetcher.data.title, { description: fetcher.data.message });
  }, [fetcher.state, fetcher.data]);
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="confirm_booking" />
      <input type="hidden" name="visitId" value={booking.visitId} />
      <input type="hidden" name="version" value={booking.version} />
      <Button type="submit" size="sm" disabled={fetcher.state !== "idle"} aria-label={`Confirm ${booking.jobTitle}, ${booking.when}`}>
        Confirm
      </Button>
    </fetcher.Form>
  );
}

export function BookingsToConfirm({ bookings }: { bookings: BookingToConfirm[] }) {
  if (bookings.length === 0) return null;
  return (
    <Card className="min-w-0 border-dashed border-amber-600">
      <CardHeader>
        <CardTitle asChild>
          <h2>Bookings to confirm ({bookings.length})</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="divide-y" aria-label="Bookings to confirm">
          {bookings.map((b) => (
            <li key={b.visitId} data-booking-visit={b.visitId} className="flex flex-wrap items-center justify-between gap-2 py-2 text-sm">
              <div className="min-w-0">
                <Link to={`/admin/jobs/${b.jobId}`} className="font-medium underline-offset-2 hover:underline">
                  {b.jobTitle}
                </Link>
                <p className="text-muted-foreground">
                  {b.when}
                  {b.engineerName ? ` · ${b.engineerName}` : ""} · tentative
                </p>
              </div>
              <ConfirmButton booking={b} />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
