import type { VisitStatus } from "~/db/enums";

// Small formats of the engineer's screens. Browser-safe.


export const STATUS_LABEL: Record<VisitStatus, string> = {
  scheduled: "Scheduled",
  on_the_way: "On the way",
  on_site: "On site",
  paused: "Paused",
  done: "Finished",
  could_not_attend: "Could not attend",
};

/** The maps app's directions to an address (Google's universal link opens the app on phones). */
export function directionsUrl(address: string) {
  return `https://www.google.com/maps/dir/?api=1&destination=${encodeURIComponent(address)}`;
}

/** A phone number as a tap-to-call link. */
export function telHref(phone: string) {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** Pence as pounds: 12345 → "£123.45". */
export function pounds(pence: number) {
  return `£${(pence / 100).toLocaleString("en-GB", { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}
