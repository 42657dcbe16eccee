import type { Route } from "./+types/staff-member";
import { BackHeader } from "~/components/back-header";
import { useActionToast } from "~/components/form-field";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "~/components/ui/card";
import { requireStaff } from "~/features/auth/guard.server";
import { staffMember } from "~/features/auth/roles.server";
import { DaysOffList, DayOffForm, HoursGrid } from "~/features/staff/components/engineer-hours-forms";
import { RoleBadge } from "~/features/staff/components/staff-lists";
import { listDaysOff, weeklyHours } from "~/features/staff/engineer-hours.server";
import { staffMemberAction } from "~/features/staff/staff.actions.server";
import { todayKey } from "~/lib/business-day";
import { isDomainError } from "~/lib/domain-error";

export const meta: Route.MetaFunction = ({ data }) => [{ title: `${data?.member.name ?? "Staff member"} | Staff | Admin` }];

export async function loader({ request, params }: Route.LoaderArgs) {
  const actor = await requireStaff(request);
  let member;
  try {
    member = await staffMember({ actor, userId: params.userId });
  } catch (err) {
    if (isDomainError(err) && err.code === "not_found") throw new Response("Not Found", { status: 404 });
    throw err;
  }
  const engineer = member.role === "engineer";
  const [hours, daysOff] = engineer ? await Promise.all([weeklyHours({ actor, userId: member.id }), listDaysOff({ actor, userId: member.id })]) : [null, []];
  return { member, hours, daysOff, today: todayKey(), isAdmin: actor.role === "admin" };
}

export async function action({ request, params }: Route.ActionArgs) {
  const actor = await requireStaff(request);
  return staffMemberAction({ actor, request, userId: params.userId });
}

export default function StaffMemberPage({ loaderData, actionData }: Route.ComponentProps) {
  const { member, hours, daysOff, today, isAdmin } = loaderData;
  useActionToast(actionData);
  return (
    <div className="mx-auto max-w-3xl space-y-6">
      <BackHeader backTo={isAdmin ? "/admin/staff" : "/admin"} backLabel={isAdmin ? "Back to the staff" : "Back to the dashboard"} title={member.name || member.email}>
        <RoleBadge role={member.role} />
      </BackHeader>
      <p className="text-sm break-all text-muted-foreground">{member.email}</p>
      {hours ? (
        <>
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Working hours</h2>
              </CardTitle>
              <CardDescription>Their usual week, London time, on the quarter hour. Visits are planned inside these hours.</CardDescription>
            </CardHeader>
            <CardContent>
              <HoursGrid hours={hours} canEdit lastResult={actionData?.form === "hours" ? actionData.result : undefined} />
            </CardContent>
          </Card>
          <Card>
            <CardHeader>
              <CardTitle asChild>
                <h2>Days off</h2>
              </CardTitle>
              <CardDescription>Holidays, training, sickness: no visits are planned for them on these days.</CardDescription>
            </CardHeader>
            <CardContent className="space-y-6">
              <DaysOffList daysOff={daysOff} />
              <DayOffForm today={today} lastResult={actionData?.form === "day_off" ? actionData.result : undefined} />
            </CardContent>
          </Card>
        </>
      ) : (
        <p className="text-sm text-muted-foreground">Working hours and days off are kept for engineers.</p>
      )}
    </div>
  );
}
