import { useState } from "react";
import { CalendarPlus, FileText, KeyRound, LayoutDashboard, LogOut, Menu, Receipt, UserRound, Wrench } from "lucide-react";
import { Form, Outlet, useLocation, useNavigation } from "react-router";
import type { Route } from "./+types/layout";
import { SidebarNav } from "~/components/sidebar-nav";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { Skeleton } from "~/components/ui/skeleton";
import { requirePortalAccount } from "~/features/portal/portal.server";
import { useBusiness } from "~/lib/business";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  // A sign-up still waiting for its e-mail verification sees the portal, empty (see the dashboard).
  const account = await requirePortalAccount(request);
  return { email: account.status === "customer" ? account.customer.email : account.email };
}

const portalNav = [
  { to: "/customer/dashboard", label: "Dashboard", icon: LayoutDashboard },
  { to: "/customer/jobs", label: "Jobs", icon: Wrench },
  { to: "/customer/quotes", label: "Quotes", icon: FileText },
  { to: "/customer/invoices", label: "Invoices", icon: Receipt },
  { to: "/customer/request-visit", label: "Request a visit", icon: CalendarPlus },
  { to: "/customer/details", label: "My details", icon: UserRound },
  { to: "/customer/account", label: "Password and sessions", icon: KeyRound },
] as const;

function PortalNav({ onNavigate }: { onNavigate?: () => void }) {
  // /customer shows the dashboard too.
  const { pathname } = useLocation();
  const home = pathname.replace(/\/+$/, "") === "/customer";
  const items = portalNav.map((item) => ({
    ...item,
    to: home && item.to === "/customer/dashboard" ? "/customer" : item.to,
    end: true,
  }));
  return <SidebarNav label="Customer portal" items={items} onNavigate={onNavigate} />;
}

function SignOut({ email }: { email: string }) {
  return (
    <div className="flex flex-col gap-2 border-t pt-4">
      <span className="truncate px-3 text-sm text-muted-foreground" title={email}>
        {email}
      </span>
      <Form method="post" action="/customer/sign-out">
        <Button type="submit" variant="ghost" className="w-full justify-start">
          <LogOut className="size-4" aria-hidden="true" />
          Sign Out
        </Button>
      </Form>
    </div>
  );
}

function Logo() {
  const business = useBusiness();
  return (
    <p className="flex items-center gap-2 px-3 font-semibold">
      <img src="/logo.svg" alt="" width={28} height={28} className="size-7" />
      {business.name}
    </p>
  );
}

/** Placeholders while the next portal page loads. */
function PageSkeleton() {
  return (
    <div className="space-y-4" aria-busy="true" aria-label="Loading">
      <Skeleton className="h-8 w-48" />
      <Skeleton className="h-28 w-full" />
      <Skeleton className="h-28 w-full" />
    </div>
  );
}

export default function PortalLayout({ loaderData }: Route.ComponentProps) {
  const [open, setOpen] = useState(false);
  const navigation = useNavigation();
  const loadingPage = navigation.state === "loading" && navigation.location.pathname.startsWith("/customer/") && !navigation.formMethod;
  return (
    <div className="min-h-screen bg-muted/40 lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="hidden border-r bg-background p-4 lg:flex lg:flex-col lg:gap-6">
        <Logo />
        <div className="flex-1">
          <PortalNav />
        </div>
        <SignOut email={loaderData.email} />
      </aside>
      <div className="flex min-w-0 flex-col">
        <header className="flex h-14 items-center gap-3 border-b bg-background px-4 lg:hidden">
          <Sheet open={open} onOpenChange={setOpen}>
            <SheetTrigger asChild>
              <Button variant="outline" size="icon" aria-label="Open menu">
                <Menu className="size-5" aria-hidden="true" />
              </Button>
            </SheetTrigger>
            <SheetContent side="left" className="flex flex-col gap-6 p-4">
              <SheetTitle asChild>
                <div>
                  <Logo />
                </div>
              </SheetTitle>
              <div className="flex-1">
                <PortalNav onNavigate={() => setOpen(false)} />
              </div>
              <SignOut email={loaderData.email} />
            </SheetContent>
          </Sheet>
          <span className="font-semibold">My Account</span>
        </header>
        <main id="main" className="flex-1 p-4 md:p-8">
          {loadingPage ? <PageSkeleton /> : <Outlet />}
        </main>
      </div>
    </div>
  );
}
