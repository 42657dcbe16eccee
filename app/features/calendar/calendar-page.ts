/**
 * What the calendar page's loader gives its components: jobs worded for the page, the page's
 * addresses, and a reschedule that could not be saved.
 */
import type { SubmissionResult } from "@conform-to/react";
import { dayKey, formatDuration, formatStart, timeKey } from "~/lib/business-day";
import { SERVICE_TYPE_LABELS } from "~/lib/labels";
import type { CalendarView } from "./calendar.schema";
import type { CalendarJob } from "./calendar.server";

/** A job as the page shows it, with its London date, start and duration already worded. */
export type DayJob = {
  id: string;
  title: string;
  customerName: string;
  locationAddress: string;
  service: string;
  start: string;
  duration: string;
  date: string;
  time: string;
  priority: string;
  /** Who goes, by visit of the day ("09:00–10:30 Sam Hughes"); the day panel lists them. */
  visits?: string[];
};

/** A job from the calendar's queries, worded for the page (London day, time, start and duration). */
export function present(job: CalendarJob): DayJob {
  return {
    id: job.id,
    title: job.title,
    customerName: job.customerName,
    locationAddress: job.locationAddress,
    service: SERVICE_TYPE_LABELS[job.serviceType],
    start: formatStart(job.scheduledDate),
    duration: formatDuration(job.estimatedDuration),
    date: dayKey(job.scheduledDate),
    time: timeKey(job.scheduledDate),
    priority: job.priority,
  };
}

/** The calendar page's address for a view, month, selected day and page of that day's jobs. */
export function calendarHref(params: { view: CalendarView; month: string; day: string; dayPage?: number }) {
  const search = new URLSearchParams({ view: params.view, month: params.month, day: params.day });
  if (params.dayPage && params.dayPage > 1) search.set("dayPage", String(params.dayPage));
  return `/admin/calendar?${search}`;
}

/** A reschedule that could not be saved: the job's id and Conform's reply for its form. */
export type RescheduleResult = { jobId: string; result: SubmissionResult<string[]> };
