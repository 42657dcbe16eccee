// The 'Request a Free Quote' form on the public pages: checked in the browser with the server's
// own schema, sent in the background, with the catalogue's messages.
// Without JavaScript the same form is an ordinary post to /contact. Loaded on demand by
// ./contact-form-loader, when a visitor first uses a form.
// First: in the browser zod must be configured before any module builds a schema.
import "~/lib/zod-jitless";
import { CONTACT_FIELDS, CONTACT_MESSAGES, contactFormSchema } from "~/features/enquiries/enquiries.schema";
import { showToast } from "./toast";

/** What /api/enquiries answers: `{ ok: true }`, or its refusal (app/lib/domain-reply.server.ts). */
type Answer = { ok?: boolean; error?: { message?: string; fieldErrors?: Partial<Record<string, string>> } };

function firstErrors(issues: Array<{ path: PropertyKey[]; message: string }>) {
  const out: Partial<Record<string, string>> = {};
  for (const issue of issues) {
    const key = String(issue.path[0] ?? "form");
    out[key] ??= issue.message;
  }
  return out;
}

function enhance(form: HTMLFormElement) {
  if (form.dataset.enhanced !== undefined) return;
  form.dataset.enhanced = "";
  const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const idle = button?.textContent ?? "Send Message & Get Free Quote";

  const showErrors = (errors: Partial<Record<string, string>>) => {
    for (const name of CONTACT_FIELDS) {
      const field = form.elements.namedItem(name) as HTMLInputElement | null;
      if (!field) continue;
      const errorId = `${field.id}-error`;
      let el = document.getElementById(errorId);
      const message = errors[name];
      if (message) {
        if (!el) {
          el = document.createElement("p");
          el.id = errorId;
          el.className = "text-sm text-destructive";
          field.insertAdjacentElement("afterend", el);
        }
        el.textContent = message;
        field.setAttribute("aria-invalid", "true");
        field.setAttribute("aria-describedby", errorId);
      } else {
        el?.remove();
        field.removeAttribute("aria-invalid");
        field.removeAttribute("aria-describedby");
      }
    }
    for (const name of CONTACT_FIELDS) {
      if (errors[name]) showToast("error", errors[name]!);
    }
    const first = CONTACT_FIELDS.find((n) => errors[n]);
    if (first) (form.elements.namedItem(first) as HTMLElement | null)?.focus();
  };

  const setBusy = (busy: boolean) => {
    if (!button) return;
    button.disabled = busy;
    button.textContent = busy ? "Sending..." : idle;
  };

  form.addEventListener("submit", async (event) => {
    event.preventDefault();
    form.querySelector("[data-contact-status]")?.remove();
    const data = new FormData(form);
    const parsed = contactFormSchema.safeParse(Object.fromEntries(data));
    if (!parsed.success) {
      showErrors(firstErrors(parsed.error.issues));
      return;
    }
    showErrors({});
    setBusy(true);
    try {
      const res = await fetch("/api/enquiries", { method: "POST", body: data, headers: { Accept: "application/json" } });
      const answer = (await res.json()) as Answer;
      if (answer.ok) {
        showToast("success", CONTACT_MESSAGES.success);
        form.reset();
        const status = document.createElement("p");
        status.setAttribute("role", "status");
        status.dataset.contactStatus = "";
        status.className = "rounded-md border border-primary/30 bg-primary/5 p-3 text-sm";
        status.textContent = CONTACT_MESSAGES.success;
        form.prepend(status);
      } else if (answer.error?.fieldErrors && Object.keys(answer.error.fieldErrors).length > 0) {
        showErrors(answer.error.fieldErrors);
      } else {
        showToast("error", answer.error?.message ?? CONTACT_MESSAGES.failure);
      }
    } catch {
      showToast("error", CONTACT_MESSAGES.failure);
    } finally {
      setBusy(false);
    }
  });

  // A corrected field loses its message.
  form.addEventListener("input", (e) => {
    const field = e.target as HTMLInputElement;
    if (field.getAttribute("aria-invalid")) {
      document.getElementById(`${field.id}-error`)?.remove();
      field.removeAttribute("aria-invalid");
      field.removeAttribute("aria-describedby");
    }
  });
}

export function initContactForms() {
  for (const form of document.querySelectorAll<HTMLFormElement>('form[action="/contact"]')) enhance(form);
}
