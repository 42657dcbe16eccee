import { useState } from "react";
import { BarChart3, BellRing, BookOpen, CalendarClock, CalendarDays, Truck, FileText, Inbox, LayoutDashboard, LogOut, Mail, Menu, MessageSquare, Newspaper, Receipt, ReceiptText, Repeat, ScanSearch, ShieldCheck, UserCog, Users, Wrench } from "lucide-react";
import { Form, Outlet } from "react-router";
import type { Route } from "./+types/layout";
import { SidebarNav } from "~/components/sidebar-nav";
import { Button } from "~/components/ui/button";
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from "~/components/ui/sheet";
import { requireStaff } from "~/features/auth/guard.server";
import { useBusiness } from "~/lib/business";
import { IconSprite } from "~/components/icon-sprite";

export const meta: Route.MetaFunction = () => [{ name: "robots", content: "noindex" }];

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireStaff(request);
  return { user: { email: user.email, role: user.role } };
}

export const adminNav = [
  { to: "/admin", label: "Dashboard", icon: LayoutDashboard, end: true },
  { to: "/admin/customers", label: "Customers", icon: Users },
  { to: "/admin/jobs", label: "Jobs", icon: Wrench },
  { to: "/admin/quotes", label: "Quotes", icon: FileText },
  { to: "/admin/invoices", label: "Invoices", icon: Receipt },
  { to: "/admin/credit-notes", label: "Credit Notes", icon: ReceiptText },
  { to: "/admin/price-book", label: "Price Book", icon: BookOpen },
  { to: "/admin/calendar", label: "Calendar", icon: CalendarDays },
  { to: "/admin/dispatch", label: "Dispatch", icon: Truck },
  { to: "/admin/surveys", label: "Surveys", icon: ScanSearch },
  { to: "/admin/contracts", label: "Contracts", icon: Repeat },
  { to: "/admin/reports", label: "Reports", icon: BarChart3 },
  { to: "/admin/blog", label: "Blog", icon: Newspaper },
  { to: "/admin/chats", label: "Chats", icon: MessageSquare },
  { to: "/admin/enquiries", label: "Enquiries", icon: Mail },
  { to: "/admin/staff", label: "Staff", icon: ShieldCheck },
  { to: "/admin/settings/reminders", label: "Reminders", icon: BellRing },
  { to: "/admin/settings/booking", label: "Booking", icon: CalendarClock },
  { to: "/admin/account", label: "Account", icon: UserCog },
] as const;

/** The menu of a role: staff management is the admin's alone. */
function navFor(role: "admin" | "office") {
  return role === "admin" ? adminNav : adminNav.filter((item) => item.to !== "/admin/staff" && !item.to.startsWith("/admin/settings/"));
}

function UserBox({ email }: { email: string }) {
  return (
    <div className="flex items-center gap-3 border-t pt-4">
      <span
        className="flex size-9 items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
        aria-hidden="true"
      >
        {email.charAt(0).toUpperCase()}
      </span>
      <span className="min-w-0 flex-1 truncate text-sm" title={email}>
        {email}
      </span>
      <Form method="post" action="/auth/sign-out">
        <Button type="submit" variant="ghost" size="sm">
          <LogOut className="size-4" aria-hidden="true" />
          Sign Out
        </Button>
      </Form>
    </div>
  );
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const [open, setOpen] = useState(false);
  return (
    <div className="min-h-screen bg-muted/40 lg:grid lg:grid-cols-[16rem_1fr]">
      <aside className="hidden border-r bg-background p-4 lg:flex lg:flex-col lg:gap-6">
        <p className="flex items-center gap-2 px-3 font-semibold">
          <Inbox className="size-5 text-primary" aria-hidden="true" />
          {business.name}
        </p>
        <div className="flex-1">
          <SidebarNav label="Admin" items={navFor(loaderData.user.role)} />
        </div>
        <UserBox email={loaderData.user.email} />
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
              <SheetTitle>{business.name}</SheetTitle>
              <div className="flex-1">
                <SidebarNav label="Admin" items={navFor(loaderData.user.role)} onNavigate={() => setOpen(false)} />
              </div>
              <UserBox email={loaderData.user.email} />
            </SheetContent>
          </Sheet>
          <span className="font-semibold">Admin</span>
        </header>
        <main id="main" className="flex-1 p-4 md:p-8">
          <Outlet />
        </main>
        <IconSprite />
      </div>
    </div>
  );
}
