/** The accounts the end-to-end server starts with (see global-setup.ts). */
export const E2E_ADMIN = { email: "e2e.admin@example.com", password: "e2e-admin-password-2026" };
/** Signed up, never granted the admin role. */
export const E2E_STAFF = { email: "e2e.staff@example.com", password: "e2e-staff-password-2026" };
