import { Link } from "react-router";
import { useBusiness } from "~/lib/business";
import { todayKey } from "~/lib/business-day";

const serviceLinks = [
  ["/services/drain-unblocking", "Drain Unblocking"],
  ["/services/cctv-surveys", "CCTV Drain Surveys"],
  ["/services/drain-repairs", "Drain Repairs & Patch Lining"],
  ["/services/emergency-callouts", "Emergency Callouts"],
  ["/services/drain-cleaning", "Drain Cleaning"],
  ["/services/drainage-maintenance", "Drainage Maintenance"],
  ["/services/gutter-services", "Gutter Services"],
] as const;
const areaLinks = [
  ["/areas/newbury", "Newbury"],
  ["/areas/reading", "Reading"],
  ["/areas/thatcham", "Thatcham"],
  ["/areas/wash-common", "Wash Common"],
] as const;
const pageLinks = [
  ["/about", "About Us"],
  ["/blog", "Blog"],
  ["/faqs", "FAQs"],
  ["/testimonials", "Reviews"],
] as const;
const articleLinks = [
  ["/blog/prevent-blocked-drains-winter", "Preventing Blocked Drains in Winter"],
  ["/blog/signs-blocked-drain", "Signs of a Blocked Drain"],
  ["/blog/drain-unblocking-cost", "Drain Unblocking Costs"],
] as const;

function LinkList({ title, links }: { title: string; links: ReadonlyArray<readonly [string, string]> }) {
  return (
    <nav aria-label={title}>
      <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{title}</h2>
      <ul className="mt-3 space-y-2 text-sm">
        {links.map(([to, label]) => (
          <li key={to}>
            <Link to={to} className="text-slate-200 hover:text-white hover:underline">
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  const business = useBusiness();
  return (
    <footer className="bg-slate-900 text-slate-200">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="space-y-3">
          <p className="text-lg font-bold text-white">{business.name}</p>
          <p className="text-sm">Professional drainage and gutter services across Newbury, Reading and West Berkshire.</p>
          <p className="text-sm">
            Emergency service 24/7:{" "}
            <a href={business.phoneHref} className="font-semibold text-white underline">
              {business.phone}
            </a>
          </p>
          <p className="text-sm">
            <a href={`mailto:${business.email}`} className="text-white underline">
              {business.email}
            </a>
          </p>
          <Link to="/#contact" className="inline-block rounded-md bg-white px-4 py-2 text-sm font-semibold text-slate-900 hover:bg-slate-100">
            Get Free Quote
          </Link>
        </div>
        <LinkList title="Services" links={serviceLinks} />
        <LinkList title="Areas" links={areaLinks} />
        <LinkList title="Company" links={pageLinks} />
        <LinkList title="Guides" links={articleLinks} />
      </div>
      <div className="border-t border-slate-700">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-slate-300 sm:flex-row sm:justify-between">
          <p>© {todayKey().slice(0, 4)} {business.name}. All rights reserved.</p>
          <p>Fully licensed and insured · Emergency service 24/7</p>
        </div>
      </div>
    </footer>
  );
}
