import { formatDayLong } from "~/lib/business-day";
import type { Slot } from "../booking.schema";

/** The free two-hour windows as radio buttons, a group per day (the public booking page and the portal). */
export function SlotChoice({ slots, chosen }: { slots: Slot[]; chosen?: string }) {
  const days = [...new Set(slots.map((s) => s.day))];
  return (
    <fieldset className="space-y-4">
      <legend className="text-lg font-semibold">Choose when the engineer arrives</legend>
      {days.map((day) => (
        <div key={day}>
          <h3 className="font-medium">{formatDayLong(day)}</h3>
          <ul className="mt-1 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {slots
              .filter((s) => s.day === day)
              .map((s) => (
                <li key={s.key}>
                  <label className="flex min-h-11 cursor-pointer items-center gap-2 rounded-md border px-3 py-2 has-[:checked]:border-primary has-[:checked]:bg-primary/10">
                    <input type="radio" name="slot" value={s.key} required defaultChecked={chosen === s.key} />
                    <span>
                      <span className="sr-only">{formatDayLong(day)}, </span>
                      {s.label.split(", ").at(-1)}
                    </span>
                  </label>
                </li>
              ))}
          </ul>
        </div>
      ))}
    </fieldset>
  );
}
