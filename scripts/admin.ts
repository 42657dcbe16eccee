// Staff administration from the command line:
//   npm run admin -- grant <email> [role]     give an existing account a staff role (admin, office or
//                                              engineer; admin when none is given)
//   npm run admin -- create <email> <password> create an admin account (an existing account is
//                                              refused unless it is already an admin: use grant)
import { withDatabase } from "./with-database";

const [command, email, password] = process.argv.slice(2);
// `grant` takes the role where `create` takes the password.
const role = command === "grant" ? (password ?? "admin") : "admin";

function usage(): never {
  console.error("Usage:\n  npm run admin -- grant <email> [admin|office|engineer]\n  npm run admin -- create <email> <password>");
  process.exit(2);
}

if (!command || !email || (command === "create" && !password) || !["grant", "create"].includes(command)) usage();
if (!["admin", "office", "engineer"].includes(role)) usage();

try {
  await withDatabase(async () => {
    const { runMigrations } = await import("../app/db/migrate.server");
    const { getDb } = await import("../app/db/client.server");
    const roles = await import("../app/features/auth/roles.server");
    await runMigrations(getDb());
    if (command === "grant") {
      const user = await roles.grantRoleByEmail(email, role as "admin" | "office" | "engineer");
      console.log(`${user.email} now has the ${role} role.`);
    } else {
      const user = await roles.ensureAdmin({ email, password });
      console.log(`${user.email} ${user.created ? "was created and " : ""}has the admin role.`);
    }
  });
  process.exit(0);
} catch (err) {
  console.error(err instanceof Error ? err.message : String(err));
  process.exit(1);
}
