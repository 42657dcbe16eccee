import type { LucideIcon } from "lucide-react";
import { NavLink } from "react-router";
import { cn } from "~/lib/utils";

export type SidebarNavItem = { to: string; label: string; icon: LucideIcon; end?: boolean };

/** A layout's sidebar links, the current page's highlighted; `onNavigate` runs on a click (closing a menu). */
export function SidebarNav({
  label,
  items,
  onNavigate,
}: {
  label: string;
  items: readonly SidebarNavItem[];
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={label} className="flex flex-col gap-1">
      {items.map((item) => (
        <NavLink
          key={item.to}
          to={item.to}
          end={item.end ?? false}
          onClick={onNavigate}
          className={({ isActive }) =>
            cn(
              "flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors",
              isActive ? "bg-primary text-primary-foreground" : "text-foreground hover:bg-muted",
            )
          }
        >
          <item.icon className="size-4" aria-hidden="true" />
          {item.label}
        </NavLink>
      ))}
    </nav>
  );
}
