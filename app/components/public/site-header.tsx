import { Menu, Phone, X } from "lucide-react";
import { Link, useLocation } from "react-router";
import { cn } from "~/lib/utils";
import { useBusiness } from "~/lib/business";

const links = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/#services", label: "Services" },
  { to: "/blog", label: "Blog" },
  { to: "/faqs", label: "FAQs" },
  { to: "/testimonials", label: "Reviews" },
] as const;

function isCurrent(to: string, pathname: string, hash: string) {
  if (to === "/#services") return pathname === "/" && hash === "#services";
  if (to === "/") return pathname === "/" && hash !== "#services";
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function SiteHeader() {
  const business = useBusiness();
  const { pathname, hash } = useLocation();

  const renderLink = (l: (typeof links)[number], mobile: boolean) => {
    const current = isCurrent(l.to, pathname, hash);
    const className = cn(
      "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted",
      current ? "bg-primary/10 text-primary" : "text-foreground",
      mobile && "block text-base",
    );
    // Plain links: the public pages are not hydrated; app/islands/menu.ts adds the scrolling and the menu toggle.
    return (
      <a
        href={l.to}
        className={className}
        aria-current={current ? "page" : undefined}
        data-scroll-services={l.to === "/#services" ? "" : undefined}
      >
        {l.label}
      </a>
    );
  };

  return (
    <header className="sticky top-0 z-40 h-20 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" reloadDocument className="flex items-center gap-2 font-bold text-primary" aria-label={`${business.name} home`}>
          <img src="/logo.svg" alt="" width={40} height={40} className="size-10" />
          <span className="hidden text-lg leading-tight sm:inline">{business.name}</span>
        </Link>
        <nav aria-label="Main" className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {links.map((l) => (
              <li key={l.to}>{renderLink(l, false)}</li>
            ))}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <a
            href={business.phoneHref}
            className="inline-flex items-center gap-2 whitespace-nowrap rounded-md bg-destructive px-3 py-2 text-sm font-semibold text-white hover:bg-destructive/90"
          >
            <Phone className="size-4" aria-hidden="true" />
            <span className="hidden sm:inline">Emergency: </span>
            {business.phone}
          </a>
          <button
            type="button"
            className="group inline-flex size-10 items-center justify-center rounded-md border lg:hidden"
            aria-expanded="false"
            aria-controls="mobile-menu"
            aria-label="Open menu"
            data-menu-toggle=""
          >
            <Menu className="size-5 group-aria-expanded:hidden" aria-hidden="true" />
            <X className="hidden size-5 group-aria-expanded:block" aria-hidden="true" />
          </button>
        </div>
      </div>
      <nav id="mobile-menu" aria-label="Mobile" hidden className="border-b bg-background px-4 pb-4 shadow-md lg:hidden">
        <ul className="flex flex-col gap-1 pt-2">
          {links.map((l) => (
            <li key={l.to}>{renderLink(l, true)}</li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
