import { Form, Link, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { requireEngineer } from "~/features/auth/guard.server";
import { QueueIndicator, useEngineerApp } from "~/features/engineer/components/queue-indicator";

export const links: Route.LinksFunction = () => [
  { rel: "manifest", href: "/engineer.webmanifest" },
  { rel: "apple-touch-icon", href: "/engineer-icons/icon-192.png" },
];

export const meta: Route.MetaFunction = () => [{ title: "My day" }, { name: "theme-color", content: "#0f4c81" }, { name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const actor = await requireEngineer(request);
  return { name: actor.name };
}

/** The engineer's app: its own small header (no back-office chrome), the queue's state, the page. */
export default function EngineerLayout({ loaderData }: Route.ComponentProps) {
  useEngineerApp();
  return (
    <div className="mx-auto flex min-h-screen max-w-2xl flex-col">
      <header className="sticky top-0 z-10 flex items-center justify-between gap-2 border-b bg-background px-4 py-2">
        <Link to="/engineer" reloadDocument className="flex min-h-12 items-center text-lg font-semibold">
          My day
        </Link>
        <span className="truncate text-sm text-muted-foreground">{loaderData.name}</span>
        <Form method="post" action="/auth/sign-out" reloadDocument>
          <button type="submit" className="min-h-12 rounded-md px-3 text-sm underline">
            Sign out
          </button>
        </Form>
      </header>
      <QueueIndicator />
      <main className="flex-1 px-4 py-4">
        <Outlet />
      </main>
    </div>
  );
}
