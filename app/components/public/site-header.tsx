import { Menu, Phone, X } from "lucide-react";
import { useState } from "react";
import { Link, NavLink, useLocation, useNavigate } from "react-router";
import { cn } from "~/lib/utils";
import { useBusiness } from "~/root";

const links = [
  { to: "/", label: "Home" },
  { to: "/about", label: "About" },
  { to: "/#services", label: "Services" },
  { to: "/blog", label: "Blog" },
  { to: "/faqs", label: "FAQs" },
  { to: "/testimonials", label: "Reviews" },
] as const;

/** Scroll to the home page's services; from another page, go home first (public-site.md §2). */
function useScrollToServices() {
  const location = useLocation();
  const navigate = useNavigate();
  return (event: React.MouseEvent) => {
    event.preventDefault();
    const scroll = () => document.getElementById("services")?.scrollIntoView({ behavior: "smooth" });
    if (location.pathname === "/") {
      scroll();
      history.replaceState(null, "", "/#services");
    } else {
      void Promise.resolve(navigate("/")).then(() => setTimeout(scroll, 100));
    }
  };
}

function isCurrent(to: string, pathname: string, hash: string) {
  if (to === "/#services") return pathname === "/" && hash === "#services";
  if (to === "/") return pathname === "/" && hash !== "#services";
  return pathname === to || pathname.startsWith(`${to}/`);
}

export function SiteHeader() {
  const business = useBusiness();
  const { pathname, hash } = useLocation();
  const [open, setOpen] = useState(false);
  const scrollToServices = useScrollToServices();

  const renderLink = (l: (typeof links)[number], mobile: boolean) => {
    const current = isCurrent(l.to, pathname, hash);
    const className = cn(
      "rounded-md px-3 py-2 text-sm font-medium transition-colors hover:bg-muted",
      current ? "bg-primary/10 text-primary" : "text-foreground",
      mobile && "block text-base",
    );
    if (l.to === "/#services") {
      return (
        <a
          href="/#services"
          className={className}
          aria-current={current ? "page" : undefined}
          onClick={(e) => {
            setOpen(false);
            scrollToServices(e);
          }}
        >
          {l.label}
        </a>
      );
    }
    return (
      <NavLink to={l.to} end className={className} aria-current={current ? "page" : undefined} onClick={() => setOpen(false)}>
        {l.label}
      </NavLink>
    );
  };

  return (
    <header className="sticky top-0 z-40 h-20 border-b bg-background/95 backdrop-blur supports-[backdrop-filter]:bg-background/80">
      <div className="mx-auto flex h-full max-w-7xl items-center justify-between gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 font-bold text-primary" aria-label={`${business.name} home`}>
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
            className="inline-flex size-10 items-center justify-center rounded-md border lg:hidden"
            aria-expanded={open}
            aria-controls="mobile-menu"
            aria-label={open ? "Close menu" : "Open menu"}
            onClick={() => setOpen((v) => !v)}
          >
            {open ? <X className="size-5" aria-hidden="true" /> : <Menu className="size-5" aria-hidden="true" />}
          </button>
        </div>
      </div>
      {open ? (
        <nav id="mobile-menu" aria-label="Mobile" className="border-b bg-background px-4 pb-4 shadow-md lg:hidden">
          <ul className="flex flex-col gap-1 pt-2">
            {links.map((l) => (
              <li key={l.to}>{renderLink(l, true)}</li>
            ))}
          </ul>
        </nav>
      ) : null}
    </header>
  );
}
