import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  // Public site (header, footer; unknown paths get the not-found page inside it)
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("contact", "routes/public/contact.tsx"),
    // public pages
    route("services/:slug", "routes/public/service.tsx"),
    route("areas/:slug", "routes/public/area.tsx"),
    route("about", "routes/public/about.tsx"),
    route("faqs", "routes/public/faqs.tsx"),
    route("testimonials", "routes/public/testimonials.tsx"),
    route("blog/prevent-blocked-drains-winter", "routes/public/article.tsx", { id: "article-prevent-blocked-drains-winter" }),
    route("blog/signs-blocked-drain", "routes/public/article.tsx", { id: "article-signs-blocked-drain" }),
    route("blog/drain-unblocking-cost", "routes/public/article.tsx", { id: "article-drain-unblocking-cost" }),
    route("blog/best-drain-unblocker-products", "routes/public/article.tsx", { id: "article-best-drain-unblocker-products" }),
    route("blog/drain-unblocking-newbury", "routes/public/article.tsx", { id: "article-drain-unblocking-newbury" }),
    route("blog/drain-company-newbury", "routes/public/article.tsx", { id: "article-drain-company-newbury" }),
    route("blog", "routes/public/blog-index.tsx"),
    route("blog/:slug", "routes/public/blog-post.tsx"),
    route("*", "routes/not-found.tsx"),
  ]),

  route("sitemap.xml", "routes/public/sitemap.ts"),
  route("blog/rss.xml", "routes/public/blog-rss.ts"),
  route("robots.txt", "routes/public/robots.ts"),

  // Staff sign-in
  route("auth", "routes/auth.tsx"),
  route("auth/sign-out", "routes/auth.sign-out.ts"),
  route("auth/two-factor", "routes/auth.two-factor.tsx"),

  // Customer portal (outside the public layout, so that its catch-all does not take these paths)
  route("customer/login", "routes/portal/login.tsx"),
  route("customer/sign-out", "routes/portal/sign-out.ts"),
  route("customer/quotes/:id/pdf", "routes/portal/quote-pdf.ts"),
  route("customer/invoices/:id/pdf", "routes/portal/invoice-pdf.ts"),
  ...prefix("customer", [
    layout("routes/portal/layout.tsx", [
      index("routes/portal/dashboard.tsx", { id: "portal-home" }),
      route("dashboard", "routes/portal/dashboard.tsx", { id: "portal-dashboard" }),
      route("jobs", "routes/portal/jobs.tsx"),
      route("quotes", "routes/portal/quotes.tsx"),
      route("quotes/:id", "routes/portal/quote.tsx"),
      route("invoices", "routes/portal/invoices.tsx"),
      route("invoices/:id", "routes/portal/invoice.tsx"),
      route("request-visit", "routes/portal/request-visit.tsx"),
      route("details", "routes/portal/details.tsx"),
    ]),
  ]),

  // Back-office
  route("admin/auth", "routes/admin/auth-redirect.ts"),
  route("admin/blog-admin", "routes/admin/blog-admin-redirect.ts"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("customers", "routes/admin/customers/list.tsx"),
      route("customers/new", "routes/admin/customers/new.tsx"),
      route("customers/export.csv", "routes/admin/customers/export-csv.ts"),
      route("customers/options", "routes/admin/customers/options.ts"),
      route("customers/:id", "routes/admin/customers/record.tsx"),
      route("jobs", "routes/admin/jobs/list.tsx"),
      route("jobs/new", "routes/admin/jobs/new.tsx"),
      route("jobs/export.csv", "routes/admin/jobs/export-csv.ts"),
      route("jobs/:id", "routes/admin/jobs/record.tsx"),
      route("quotes", "routes/admin/quotes/list.tsx"),
      route("quotes/new", "routes/admin/quotes/new.tsx"),
      route("quotes/:id", "routes/admin/quotes/record.tsx"),
      route("quotes/:id/edit", "routes/admin/quotes/edit.tsx"),
      route("quotes/:id/pdf", "routes/admin/quotes/pdf.ts"),
      route("invoices", "routes/admin/invoices/list.tsx"),
      route("invoices/new", "routes/admin/invoices/new.tsx"),
      route("invoices/:id", "routes/admin/invoices/record.tsx"),
      route("invoices/:id/edit", "routes/admin/invoices/edit.tsx"),
      route("invoices/:id/pdf", "routes/admin/invoices/pdf.ts"),
      route("price-book", "routes/admin/price-book/list.tsx"),
      route("price-book/new", "routes/admin/price-book/new.tsx"),
      route("price-book/:id", "routes/admin/price-book/record.tsx"),
      route("calendar", "routes/admin/calendar.tsx"),
      route("blog", "routes/admin/blog.tsx"),
      route("chats", "routes/admin/chats/list.tsx"),
      route("chats/:id", "routes/admin/chats/record.tsx"),
      route("blog/:id", "routes/admin/blog-edit.tsx"),
      route("enquiries", "routes/admin/enquiries.tsx"),
      route("staff", "routes/admin/staff.tsx"),
      route("account", "routes/admin/account.tsx"),
    ]),
  ]),

  // APIs
  route("api/auth/*", "routes/api/auth.ts"),
  route("api/chat/conversations", "routes/api/chat.conversations.ts"),
  route("api/chat/messages", "routes/api/chat.messages.ts"),
  route("api/enquiries", "routes/api/enquiries.ts"),
] satisfies RouteConfig;
