import { type RouteConfig, index, layout, prefix, route } from "@react-router/dev/routes";

export default [
  // Public site (header, footer; unknown paths get the not-found page inside it)
  layout("routes/public/layout.tsx", [
    index("routes/public/home.tsx"),
    route("contact", "routes/public/contact.tsx"),
    // public pages
    route("*", "routes/not-found.tsx"),
  ]),

  // Staff sign-in
  route("auth", "routes/auth.tsx"),
  route("auth/sign-out", "routes/auth.sign-out.ts"),

  // Back-office
  route("admin/auth", "routes/admin/auth-redirect.ts"),
  route("admin/blog-admin", "routes/admin/blog-admin-redirect.ts"),
  ...prefix("admin", [
    layout("routes/admin/layout.tsx", [
      index("routes/admin/dashboard.tsx"),
      route("customers", "routes/admin/customers.tsx"),
      route("jobs", "routes/admin/jobs.tsx"),
      route("quotes", "routes/admin/quotes.tsx"),
      route("invoices", "routes/admin/invoices.tsx"),
      route("calendar", "routes/admin/calendar.tsx"),
      route("blog", "routes/admin/blog.tsx"),
    ]),
  ]),

  // APIs
  route("api/auth/*", "routes/api/auth.ts"),
] satisfies RouteConfig;
