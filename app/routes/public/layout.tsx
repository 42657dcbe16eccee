import { Outlet, isRouteErrorResponse } from "react-router";
import type { Route } from "./+types/layout";
import { NotFoundPage } from "~/components/not-found-page";
import { IconSprite } from "~/components/public/icon-sprite";
import { SiteFooter } from "~/components/public/site-footer";
import { ChatLauncher } from "~/features/chat/components/chat-launcher";
import { SiteHeader } from "~/components/public/site-header";

function Shell({ children }: { children: React.ReactNode }) {
  return (
    <div className="flex min-h-screen flex-col">
      <IconSprite />
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:fixed focus:left-4 focus:top-4 focus:z-50 focus:rounded-md focus:bg-background focus:px-4 focus:py-2 focus:shadow"
      >
        Skip to content
      </a>
      <SiteHeader />
      <div className="flex-1">{children}</div>
      <SiteFooter />
      <ChatLauncher />
    </div>
  );
}

/** The public site is sent as plain HTML plus small scripts (see root.tsx). */
export const handle = { hydrate: false };

export default function PublicLayout() {
  return (
    <Shell>
      <Outlet />
    </Shell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <Shell>
        <NotFoundPage />
      </Shell>
    );
  }
  throw error;
}
