import { useState } from "react";
import { useSubmit } from "react-router";
import type { CalendarView } from "../calendar.schema";
import type { DayJob } from "../calendar-page";

const JOB_MIME = "application/x-calendar-job";

/** Drop target behaviour: a job dragged here keeps its start time and moves to `day`. */
export function useJobDrop(view: CalendarView) {
  const submit = useSubmit();
  const [over, setOver] = useState<string | null>(null);
  return {
    over,
    targetProps: (day: string) => ({
      onDragOver: (event: React.DragEvent) => {
        if (!event.dataTransfer.types.includes(JOB_MIME)) return;
        event.preventDefault();
        event.dataTransfer.dropEffect = "move";
        setOver(day);
      },
      onDragLeave: () => setOver((current) => (current === day ? null : current)),
      onDrop: (event: React.DragEvent) => {
        const raw = event.dataTransfer.getData(JOB_MIME);
        setOver(null);
        if (!raw) return;
        event.preventDefault();
        const job = JSON.parse(raw) as { id: string; time: string; date: string };
        if (job.date === day) return;
        submit({ intent: "reschedule", id: job.id, date: day, time: job.time, view }, { method: "post" });
      },
    }),
  };
}

export function dragProps(job: DayJob) {
  return {
    draggable: true,
    onDragStart: (event: React.DragEvent) => {
      event.dataTransfer.setData(JOB_MIME, JSON.stringify({ id: job.id, time: job.time, date: job.date }));
      event.dataTransfer.effectAllowed = "move";
    },
  };
}

/** What a day needs to take dropped jobs: which day a job is over, and the drop target's handlers. */
export type JobDrop = ReturnType<typeof useJobDrop>;
