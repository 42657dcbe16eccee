// The one script of the public pages (they are sent as plain HTML, not hydrated): the header
// menu, server toasts, the contact form and the chat launcher.
// The contact form's checks (and zod, which they use) load only when a visitor starts on a form.
import { initChatLauncher } from "./chat";
import { loadContactFormsOnDemand } from "./contact-form-loader";
import { initMenu } from "./menu";
import { showServerToast, showToast } from "./toast";

initMenu();
showServerToast();
loadContactFormsOnDemand();
initChatLauncher(showToast);
