import { z } from "zod";

/**
 * Imported first by the browser's modules that build schemas — the public pages' contact form
 * (app/islands/contact-form.ts) and the root route (app/root.tsx), which React Router's page script
 * imports before any other route — so that it runs before any schema is built. zod otherwise probes `new Function` to
 * decide whether it may compile fast parsers, and under our Content-Security-Policy (no
 * 'unsafe-eval') that probe is reported as a policy violation even though zod catches it. Without
 * it zod parses with its interpreter, which is plenty for a form. The server keeps the compiled
 * parsers.
 */
if (typeof document !== "undefined") z.config({ jitless: true });
