import { PAST_DATE_MESSAGE } from "../jobs.schema";

/**
 * The job form's question once the server has refused a scheduled date in the past: a box to tick
 * that sends `confirmPast=yes` with the next save.
 */
export function PastDateQuestion({ errors }: { errors?: string[] }) {
  if (!errors?.includes(PAST_DATE_MESSAGE)) return null;
  return (
    <label className="flex items-start gap-2 rounded-md border border-amber-500/50 bg-amber-50 p-3 text-sm dark:bg-amber-950/30">
      <input type="checkbox" name="confirmPast" value="yes" className="mt-1" />
      <span>Yes, this job is booked for a date in the past (a visit already made, for the record).</span>
    </label>
  );
}
