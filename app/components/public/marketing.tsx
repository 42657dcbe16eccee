/**
 * Building blocks shared by the public marketing pages: hero, call and quote buttons, closing call
 * to action, breadcrumbs and link lists.
 */
import { ArrowRight, ChevronRight, MapPin, Phone } from "lucide-react";
import { Link } from "react-router";
import { Button } from "~/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { cn } from "~/lib/utils";
import { useBusiness } from "~/lib/business";
import { ContentIcon } from "./content-icon";

/** The 'Call Now' tel: link. `pulse` draws attention to it (not when the visitor prefers less motion). */
export function CallNowButton({ pulse = false, onDark = false }: { pulse?: boolean; onDark?: boolean }) {
  const business = useBusiness();
  return (
    <span className="relative inline-flex">
      {pulse && (
        <span
          aria-hidden="true"
          className="absolute inset-0 rounded-md bg-destructive/60 motion-safe:animate-ping motion-reduce:hidden"
        />
      )}
      <Button
        asChild
        size="lg"
        variant={pulse ? "destructive" : onDark ? "secondary" : "default"}
        className={cn("relative", onDark && "focus-visible:ring-primary-foreground")}
      >
        <a href={business.phoneHref}>
          <Phone aria-hidden="true" />
          Call Now <span className="font-semibold">{business.phone}</span>
        </a>
      </Button>
    </span>
  );
}

/** 'Get Free Quote': the contact form on the home page. */
export function FreeQuoteButton({ onDark = false, label = "Get Free Quote" }: { onDark?: boolean; label?: string }) {
  return (
    <Button
      asChild
      size="lg"
      variant="outline"
      className={cn(
        onDark &&
          "border-primary-foreground bg-transparent text-primary-foreground hover:bg-primary-foreground/10 hover:text-primary-foreground focus-visible:ring-primary-foreground",
      )}
    >
      <Link to="/#contact">{label}</Link>
    </Button>
  );
}

/** Page banner with the page's one H1, its introduction and the call and quote buttons. */
export function PageHero({
  title,
  text,
  eyebrow,
  image,
  pulse = false,
  children,
}: {
  title: string;
  text: string;
  eyebrow?: React.ReactNode;
  image?: { src: string; alt: string };
  pulse?: boolean;
  children?: React.ReactNode;
}) {
  return (
    <section aria-labelledby="page-title" className="bg-primary text-primary-foreground">
      <div className="mx-auto grid max-w-6xl items-center gap-10 px-4 py-14 md:grid-cols-[3fr_2fr] md:py-20">
        <div>
          {eyebrow && <div className="mb-3 text-sm font-medium uppercase tracking-wide">{eyebrow}</div>}
          <h1 id="page-title" className="text-3xl font-bold tracking-tight md:text-5xl">
            {title}
          </h1>
          <p className="mt-5 max-w-2xl text-lg leading-relaxed">{text}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <CallNowButton pulse={pulse} onDark />
            <FreeQuoteButton onDark />
          </div>
          {children}
        </div>
        {image && (
          <img
            src={image.src}
            alt={image.alt}
            width={480}
            height={320}
            className="mx-auto w-full max-w-md rounded-xl bg-primary-foreground shadow-lg"
          />
        )}
      </div>
    </section>
  );
}

/** The call to action that closes a page. */
export function ClosingCta({ heading, text }: { heading: string; text: string }) {
  return (
    <section aria-labelledby="closing-cta" className="bg-muted">
      <div className="mx-auto max-w-4xl px-4 py-14 text-center">
        <h2 id="closing-cta" className="text-2xl font-bold md:text-3xl">
          {heading}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <CallNowButton />
          <FreeQuoteButton />
        </div>
      </div>
    </section>
  );
}

/** Visible breadcrumb trail (the last item is the current page). */
export function Breadcrumbs({ trail }: { trail: Array<{ name: string; path: string }> }) {
  return (
    <nav aria-label="Breadcrumb" className="border-b bg-background">
      <ol className="mx-auto flex max-w-6xl flex-wrap items-center gap-1 px-4 py-3 text-sm text-muted-foreground">
        {trail.map((item, i) => {
          const last = i === trail.length - 1;
          return (
            <li key={item.path} className="flex items-center gap-1">
              {last ? (
                <span aria-current="page" className="font-medium text-foreground">
                  {item.name}
                </span>
              ) : (
                <>
                  <Link to={item.path} className="rounded-sm hover:text-foreground hover:underline">
                    {item.name}
                  </Link>
                  <ChevronRight aria-hidden="true" className="size-4" />
                </>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}

/** A section of the page with a centred H2 and optional introduction. */
export function PageSection({
  id,
  heading,
  intro,
  muted = false,
  children,
}: {
  id: string;
  heading: string;
  intro?: string;
  muted?: boolean;
  children: React.ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className={cn("scroll-mt-24", muted && "bg-muted/60")}>
      <div className="mx-auto max-w-6xl px-4 py-14">
        <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight md:text-3xl">
          {heading}
        </h2>
        {intro && <p className="mt-3 max-w-3xl text-lg text-muted-foreground">{intro}</p>}
        <div className="mt-8">{children}</div>
      </div>
    </section>
  );
}

export type ServiceLinkItem = { slug: string; title: string; icon: string; summary: string };

/** Cards linking to service pages. */
export function ServiceLinkCards({ links }: { links: ServiceLinkItem[] }) {
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {links.map((s) => (
        <li key={s.slug}>
          <Card className="h-full">
            <CardHeader>
              <ContentIcon name={s.icon} className="text-primary" />
              <CardTitle>{s.title}</CardTitle>
              <CardDescription>{s.summary}</CardDescription>
            </CardHeader>
            <CardContent className="mt-auto">
              <Link
                to={`/services/${s.slug}`}
                className="inline-flex items-center gap-1 rounded-sm font-medium text-primary underline-offset-4 hover:underline"
              >
                Learn more about {s.title}
                <ArrowRight aria-hidden="true" className="size-4" />
              </Link>
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  );
}

/** A list of area page links, as chips. */
export function AreaLinkList({ links, label }: { links: Array<{ slug: string; town: string }>; label: string }) {
  return (
    <ul aria-label={label} className="flex flex-wrap gap-3">
      {links.map((a) => (
        <li key={a.slug}>
          <Link
            to={`/areas/${a.slug}`}
            className="inline-flex items-center gap-1.5 rounded-full border bg-background px-4 py-2 text-sm font-medium text-foreground hover:border-primary hover:text-primary"
          >
            <MapPin aria-hidden="true" className="size-4 text-primary" />
            Drainage in {a.town}
          </Link>
        </li>
      ))}
    </ul>
  );
}
