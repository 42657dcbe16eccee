import { createCookie, redirect } from "react-router";
import { z } from "zod";
import { getEnv } from "./env.server";

export const toastSchema = z.object({
  type: z.enum(["success", "error", "info"]),
  title: z.string().max(200),
  description: z.string().max(500).optional(),
});
export type Toast = z.infer<typeof toastSchema>;

function toastCookie() {
  const env = getEnv();
  return createCookie("toast", {
    path: "/",
    httpOnly: true,
    sameSite: "lax",
    secure: env.BASE_URL.startsWith("https://"),
    secrets: [env.BETTER_AUTH_SECRET ?? "development-only-secret"],
    maxAge: 60,
  });
}

/** A Set-Cookie header that shows `toast` on the next page. */
export async function toastHeader(toast: Toast) {
  return toastCookie().serialize(toast);
}

/** Redirect and show a toast after it. */
export async function redirectWithToast(url: string, toast: Toast, init?: ResponseInit) {
  const headers = new Headers(init?.headers);
  headers.append("Set-Cookie", await toastHeader(toast));
  return redirect(url, { ...init, headers });
}

/** Read the pending toast, if any, and the header that clears it. */
export async function readToast(request: Request): Promise<{ toast: Toast | null; headers?: HeadersInit }> {
  const cookieHeader = request.headers.get("Cookie");
  if (!cookieHeader?.includes("toast=")) return { toast: null };
  const cookie = toastCookie();
  const raw: unknown = await cookie.parse(cookieHeader);
  const parsed = toastSchema.safeParse(raw);
  return {
    toast: parsed.success ? parsed.data : null,
    headers: { "Set-Cookie": await cookie.serialize("", { maxAge: 0 }) },
  };
}
