import { z } from "zod";

/**
 * In the browser, zod is told not to compile its checks with `new Function`: the
 * Content-Security-Policy allows no eval, and zod's test for it would be reported as a violation on
 * every page. Imported first by each browser entry (app/root.tsx, the public island), before any
 * schema is built. The server keeps the compiled checks.
 */
if (typeof document !== "undefined") z.config({ jitless: true });
