// The header's mobile menu and the 'Services' link.

export function initMenu() {
  const toggle = document.querySelector<HTMLButtonElement>("[data-menu-toggle]");
  const menu = document.getElementById("mobile-menu");
  const setOpen = (open: boolean) => {
    if (!toggle || !menu) return;
    menu.hidden = !open;
    toggle.setAttribute("aria-expanded", String(open));
    toggle.setAttribute("aria-label", open ? "Close menu" : "Open menu");
  };
  toggle?.addEventListener("click", () => setOpen(menu?.hidden ?? false));
  document.addEventListener("keydown", (e) => {
    if (e.key === "Escape" && menu && !menu.hidden) {
      setOpen(false);
      toggle?.focus();
    }
  });

  // On the home page, 'Services' scrolls smoothly; elsewhere the link goes home and the page
  // scrolls there 100 ms after it loads.
  for (const link of document.querySelectorAll<HTMLAnchorElement>("a[data-scroll-services]")) {
    link.addEventListener("click", (e) => {
      setOpen(false);
      const target = document.getElementById("services");
      if (location.pathname === "/" && target) {
        e.preventDefault();
        target.scrollIntoView({ behavior: "smooth" });
        history.replaceState(null, "", "/#services");
      }
    });
  }
  if (location.pathname === "/" && location.hash === "#services") {
    setTimeout(() => document.getElementById("services")?.scrollIntoView({ behavior: "smooth" }), 100);
  }
}
