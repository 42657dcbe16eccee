// Toasts for the public pages (which are not hydrated): at most three visible, each for 4.5 s,
// announced to screen readers. Matches the back-office's sonner toasts in look and timing.
export type ToastType = "success" | "error" | "info";

const VISIBLE = 3;
const DURATION_MS = 4500;

let region: HTMLOListElement | null = null;

function getRegion() {
  if (region && document.body.contains(region)) return region;
  const section = document.createElement("section");
  section.setAttribute("aria-label", "Notifications");
  section.setAttribute("aria-live", "polite");
  section.className = "fixed right-4 top-4 z-[100] w-[min(24rem,calc(100vw-2rem))]";
  region = document.createElement("ol");
  region.className = "flex flex-col gap-2";
  section.appendChild(region);
  document.body.appendChild(section);
  return region;
}

const styles: Record<ToastType, string> = {
  success: "border-green-300 bg-green-50 text-green-900",
  error: "border-red-300 bg-red-50 text-red-900",
  info: "border-border bg-popover text-popover-foreground",
};

export function showToast(type: ToastType, title: string, description?: string) {
  const list = getRegion();
  const item = document.createElement("li");
  const box = document.createElement("div");
  box.setAttribute("role", type === "error" ? "alert" : "status");
  box.className = `flex items-start gap-3 rounded-md border p-4 text-sm shadow-lg ${styles[type]}`;
  const text = document.createElement("div");
  text.className = "flex-1";
  const strong = document.createElement("p");
  strong.className = "font-semibold";
  strong.textContent = title;
  text.appendChild(strong);
  if (description) {
    const p = document.createElement("p");
    p.className = "mt-1";
    p.textContent = description;
    text.appendChild(p);
  }
  const close = document.createElement("button");
  close.type = "button";
  close.className = "rounded px-1 text-lg leading-none opacity-70 hover:opacity-100";
  close.setAttribute("aria-label", "Close notification");
  close.textContent = "×";
  close.addEventListener("click", () => item.remove());
  box.append(text, close);
  item.appendChild(box);
  list.appendChild(item);
  while (list.children.length > VISIBLE) list.firstElementChild?.remove();
  setTimeout(() => item.remove(), DURATION_MS);
}

/** A toast the server set before a redirect (root.tsx renders it as JSON). */
export function showServerToast() {
  const el = document.getElementById("server-toast");
  if (!el?.textContent) return;
  try {
    const t = JSON.parse(el.textContent) as { type: ToastType; title: string; description?: string };
    showToast(t.type, t.title, t.description);
  } catch {
    // malformed: ignore
  }
}
