// First: in the browser zod must be configured before any module builds a schema.
import "~/lib/zod-jitless";
import { useEffect } from "react";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  data,
  useMatches,
  useRouteLoaderData,
} from "react-router";
import type { Route } from "./+types/root";
import { Toaster, toast } from "~/components/ui/sonner";
import { TooltipProvider } from "~/components/ui/tooltip";
import { NotFoundPage } from "~/components/not-found-page";
import { getBusiness } from "~/lib/business.server";
import { islandUrl } from "~/lib/islands.server";
import { useNonce } from "~/lib/nonce";
import { readToast, type Toast } from "~/lib/toast.server";
import "./app.css";

/**
 * The dialogs' scroll lock (react-remove-scroll, through get-nonce) adds a <style> element when a
 * dialog opens; the Content-Security-Policy admits it with the page's nonce, which get-nonce reads
 * from `__webpack_nonce__`. The nonce is taken from our own script element (its `nonce` property:
 * browsers hide the attribute from the page).
 */
if (typeof document !== "undefined") {
  const nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce;
  if (nonce) (globalThis as { __webpack_nonce__?: string }).__webpack_nonce__ = nonce;
}

export async function loader({ request }: Route.LoaderArgs) {
  const { toast: pending, headers } = await readToast(request);
  return data({ business: getBusiness(), toast: pending, islands: { public: islandUrl("public"), engineer: islandUrl("engineer") } }, { headers });
}

/**
 * Routes whose `handle` says `{ hydrate: false }` (the public site, the engineer's day) are sent as
 * plain HTML with one small script for their interactive parts, instead of React's runtime
 * (docs/decisions/0009-public-pages-without-hydration.md): `handle.island` names which ("public" by
 * default).
 */
function usePublicIsland(): string | null {
  const matches = useMatches();
  const root = useRouteLoaderData<typeof loader>("root");
  const static_ = matches.findLast((m) => (m.handle as StaticHandle | undefined)?.hydrate === false);
  if (!static_ || !root) return null;
  return root.islands[(static_.handle as StaticHandle).island ?? "public"];
}

type StaticHandle = { hydrate?: boolean; island?: "public" | "engineer" };

export function Layout({ children }: { children: React.ReactNode }) {
  const nonce = useNonce();
  const island = usePublicIsland();
  const root = useRouteLoaderData<typeof loader>("root");
  return (
    <html lang="en-GB">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-screen bg-background text-foreground antialiased" data-phone={root?.business.phone}>
        {children}
        {island ? (
          <>
            {root?.toast ? (
              <script
                type="application/json"
                id="server-toast"
                // JSON with "<" escaped cannot close the element.
                dangerouslySetInnerHTML={{ __html: JSON.stringify(root.toast).replace(/</g, "\\u003c") }}
              />
            ) : null}
            <script type="module" src={island} nonce={nonce} />
          </>
        ) : (
          <>
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        )}
      </body>
    </html>
  );
}

function ToastFromServer({ pending }: { pending: Toast | null }) {
  useEffect(() => {
    if (!pending) return;
    const show = pending.type === "success" ? toast.success : pending.type === "error" ? toast.error : toast.info;
    // Deferred so that the toaster has mounted when the page first hydrates.
    const id = setTimeout(() => show(pending.title, { description: pending.description }), 0);
    return () => clearTimeout(id);
  }, [pending]);
  return null;
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <TooltipProvider>
      <Outlet />
      <Toaster position="top-right" />
      <ToastFromServer pending={loaderData.toast} />
    </TooltipProvider>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return <NotFoundPage />;
  }
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const message =
    isRouteErrorResponse(error) && status < 500
      ? error.statusText || "The request could not be completed."
      : "Something went wrong on our side. Please try again, or call us.";
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center justify-center gap-4 p-8 text-center">
      <p className="text-5xl font-bold text-primary">{status}</p>
      <h1 className="text-2xl font-semibold">{status === 403 ? "Access denied" : "Something went wrong"}</h1>
      <p className="text-muted-foreground">{message}</p>
      <a className="text-primary underline" href="/">
        Go to the home page
      </a>
    </main>
  );
}
