/** Who a forgotten-password page is for: staff sign in at /auth, customers at /customer/login. */
export type ResetAudience = "staff" | "customer";

export const resetPaths = {
  staff: { forgot: "/auth/forgot-password", reset: "/auth/reset-password", login: "/auth" },
  customer: { forgot: "/customer/forgot-password", reset: "/customer/reset-password", login: "/customer/login" },
} as const;
