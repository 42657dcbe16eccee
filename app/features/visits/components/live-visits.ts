import { useEffect, useRef } from "react";
import { useRevalidator } from "react-router";

export const DISPATCH_EVENTS_URL = "/admin/dispatch/events";
const POLL_MS = 30_000;

/**
 * Reload the page's data when any visit changes: the board listens to the server's events (one
 * reload for a burst of changes), and only when the browser cannot keep that connection does it
 * ask every 30 seconds instead.
 */
export function useLiveVisits(onStatus?: (live: "live" | "polling") => void) {
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let poll: ReturnType<typeof setInterval> | undefined;
    const reload = () => {
      clearTimeout(timer);
      timer = setTimeout(() => void revalidate.current(), 200);
    };
    const startPolling = () => {
      if (poll) return;
      poll = setInterval(() => void revalidate.current(), POLL_MS);
      onStatus?.("polling");
    };
    if (typeof EventSource === "undefined") {
      startPolling();
      return () => clearInterval(poll);
    }
    const source = new EventSource(DISPATCH_EVENTS_URL);
    source.addEventListener("open", () => {
      if (poll) {
        clearInterval(poll);
        poll = undefined;
        reload();
      }
      onStatus?.("live");
    });
    source.addEventListener("visit", reload);
    source.addEventListener("resync", reload);
    // The browser retries a dropped connection by itself; one it gave up on (closed) is replaced by polling.
    source.addEventListener("error", () => {
      if (source.readyState === EventSource.CLOSED) startPolling();
    });
    return () => {
      source.close();
      clearTimeout(timer);
      clearInterval(poll);
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
