import { minuteToTime } from "~/lib/clock-time";
import { useState } from "react";
import { Link } from "react-router";
import type { MyVisit } from "../engineer-types";
import { directionsUrl, STATUS_LABEL, telHref } from "../engineer-format";
import { discard, retryOn } from "../offline-queue";
import { JobSheet } from "./job-sheet";
import { useVisit } from "./use-visit";

export const BIG_BUTTON = "min-h-12 rounded-lg px-4 py-3 text-base font-semibold disabled:opacity-50";

/** One visit on the phone: where, who, what to do, the status buttons and the job sheet. */
export function VisitPage({ fromServer }: { fromServer: MyVisit }) {
  const state = useVisit(fromServer);
  const { visit } = state;
  const address = [visit.site.address, visit.site.postcode].filter(Boolean).join(", ");
  return (
    <article className="space-y-6">
      <p>
        <Link to="/engineer" reloadDocument className="inline-flex min-h-12 items-center underline">
          ← My day
        </Link>
      </p>
      <header>
        <h1 className="text-2xl font-bold">{visit.job.title}</h1>
        <p className="text-muted-foreground">
          {minuteToTime(visit.startMinute)} for {visit.durationMinutes} minutes · <span data-testid="visit-status">{STATUS_LABEL[visit.status]}</span>
        </p>
      </header>
      <Conflicts state={state} />
      <section aria-labelledby="where" className="space-y-2 rounded-lg border p-4">
        <h2 id="where" className="text-lg font-semibold">
          Where
        </h2>
        <p>{address}</p>
        <a className={`${BIG_BUTTON} inline-block bg-primary text-primary-foreground`} href={directionsUrl(address)} target="_blank" rel="noreferrer">
          Directions
        </a>
        {visit.site.accessNotes ? (
          <p>
            <strong>Access:</strong> {visit.site.accessNotes}
          </p>
        ) : null}
        {visit.instructions ? (
          <p>
            <strong>From the office:</strong> {visit.instructions}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="who" className="space-y-2 rounded-lg border p-4">
        <h2 id="who" className="text-lg font-semibold">
          Who
        </h2>
        <p>
          {visit.customer.name}:{" "}
          <a className="inline-flex min-h-12 items-center font-semibold underline" href={telHref(visit.customer.phone)}>
            Call {visit.customer.phone}
          </a>
        </p>
        {visit.site.contactName ? (
          <p>
            Site contact {visit.site.contactName}
            {visit.site.contactPhone ? (
              <>
                :{" "}
                <a className="inline-flex min-h-12 items-center font-semibold underline" href={telHref(visit.site.contactPhone)}>
                  Call {visit.site.contactPhone}
                </a>
              </>
            ) : null}
          </p>
        ) : null}
      </section>
      <section aria-labelledby="job" className="space-y-2 rounded-lg border p-4">
        <h2 id="job" className="text-lg font-semibold">
          The job
        </h2>
        {visit.job.description ? <p className="whitespace-pre-line">{visit.job.description}</p> : <p className="text-muted-foreground">No description.</p>}
        {visit.job.notes ? (
          <p className="whitespace-pre-line">
            <strong>Customer notes:</strong> {visit.job.notes}
          </p>
        ) : null}
        {visit.pastJobs.length > 0 ? (
          <>
            <h3 className="font-semibold">Past jobs here</h3>
            <ul className="list-disc pl-5">
              {visit.pastJobs.map((j) => (
                <li key={j.id}>
                  {j.title}
                  {j.scheduledDate ? ` (${j.scheduledDate.slice(0, 10).split("-").reverse().join("/")})` : ""}
                  {j.workDone ? `: ${j.workDone}` : ""}
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </section>
      <StatusButtons visit={visit} act={state.act} />
      <JobSheet visit={visit} act={state.act} pending={state.pending} />
    </article>
  );
}

type Act = ReturnType<typeof useVisit>["act"];

function StatusButtons({ visit, act }: { visit: MyVisit; act: Act }) {
  const [reason, setReason] = useState("");
  const [asking, setAsking] = useState(false);
  const s = visit.status;
  const button = (label: string, enabled: boolean, onClick: () => void, tone = "bg-primary text-primary-foreground") => (
    <button type="button" className={`${BIG_BUTTON} ${tone}`} disabled={!enabled} onClick={onClick}>
      {label}
    </button>
  );
  return (
    <section aria-labelledby="status-heading" className="space-y-3 rounded-lg border p-4">
      <h2 id="status-heading" className="text-lg font-semibold">
        Status
      </h2>
      <div className="grid grid-cols-2 gap-2">
        {button("On my way", s === "scheduled" || s === "paused", () => void act("on_my_way"))}
        {button("Arrived", s === "scheduled" || s === "on_the_way", () => void act("arrived"))}
        {s === "paused" ? button("Resume", true, () => void act("resume")) : button("Pause", s === "on_site", () => void act("pause"), "border")}
        {button("Finish", s === "on_site" || s === "paused", () => void act("finish"), "bg-green-800 text-white")}
        {button("Could not attend", s === "scheduled" || s === "on_the_way", () => setAsking(true), "border border-red-800 text-red-900")}
      </div>
      {asking ? (
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!reason.trim()) return;
            void act("could_not_attend", { reason: reason.trim() });
            setAsking(false);
          }}
        >
          <label htmlFor="cna-reason" className="block font-medium">
            Why could the visit not go ahead?
          </label>
          <textarea id="cna-reason" required className="w-full rounded-md border p-2" value={reason} onChange={(e) => setReason(e.target.value)} />
          <button type="submit" className={`${BIG_BUTTON} border border-red-800 text-red-900`}>
            Confirm could not attend
          </button>
        </form>
      ) : null}
    </section>
  );
}

/** What the server refused, and changes held because the office changed the visit meanwhile. */
function Conflicts({ state }: { state: ReturnType<typeof useVisit> }) {
  if (state.held.length === 0) return null;
  const current = state.latest;
  return (
    <section role="alert" aria-labelledby="conflict-heading" className="space-y-2 rounded-lg border-2 border-red-800 bg-red-50 p-4 text-red-950">
      <h2 id="conflict-heading" className="text-lg font-semibold">
        {state.held.some((h) => h.state === "conflict") ? "The office changed this visit" : "A change was not accepted"}
      </h2>
      <ul className="list-disc pl-5">
        {state.held.map((h) => (
          <li key={h.seq}>
            {h.message ?? "Not accepted"}{" "}
            <button type="button" className="min-h-10 underline" onClick={() => void discard(h.seq!)}>
              Discard this change
            </button>
          </li>
        ))}
      </ul>
      {current && state.held.some((h) => h.state === "conflict") ? (
        <>
          <p>
            Now: {STATUS_LABEL[current.status]}, {minuteToTime(current.startMinute)} on {current.day}
            {current.instructions ? `. Office instructions: ${current.instructions}` : ""}.
          </p>
          <button
            type="button"
            className={`${BIG_BUTTON} bg-red-900 text-white`}
            onClick={() => {
              state.setBase(current);
              state.clearConflict();
              void retryOn(current.id, current.version);
            }}
          >
            Send my changes again on this version
          </button>
        </>
      ) : null}
    </section>
  );
}
