// The one script of the public pages (they are sent as plain HTML, not hydrated): the header
// menu, server toasts, the contact form and the chat launcher.
// First: in the browser zod must be configured before any module builds a schema.
import "~/lib/zod-jitless";
import { initChatLauncher } from "./chat";
import { initContactForms } from "./contact-form";
import { initMenu } from "./menu";
import { showServerToast, showToast } from "./toast";

initMenu();
showServerToast();
initContactForms();
initChatLauncher(showToast);
