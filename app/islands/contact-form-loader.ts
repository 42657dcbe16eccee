// The contact form's script (its checks use the server's schema, and so zod) is most of the public
// pages' JavaScript, and most visitors never use the form: it is fetched and run only when a visitor
// first moves into a form or sends it. A form sent before the script has arrived waits for it and
// is then sent through it; if the script cannot be loaded, the form is posted as it would be
// without JavaScript.
const FORMS = 'form[action="/contact"]';

export function loadContactFormsOnDemand() {
  const forms = [...document.querySelectorAll<HTMLFormElement>(FORMS)];
  if (forms.length === 0) return;
  let loaded: Promise<void> | undefined;
  const load = () => (loaded ??= import("./contact-form").then((m) => m.initContactForms()));

  for (const form of forms) {
    form.addEventListener("focusin", () => void load().catch(() => {}), { once: true });
    form.addEventListener("submit", (event) => {
      if (form.dataset.enhanced !== undefined) return;
      event.preventDefault();
      load().then(
        () => form.requestSubmit(event.submitter),
        () => form.submit(),
      );
    });
  }
}
