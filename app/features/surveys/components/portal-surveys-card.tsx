import { Link } from "react-router";
import { Card, CardContent, CardHeader, CardTitle } from "~/components/ui/card";
import { SURVEY_PURPOSE_LABELS, type SurveyPurpose } from "~/db/survey-enums";
import { siteLine } from "~/lib/addresses";
import { formatDateLong } from "~/lib/business-day";

type Row = { id: string; surveyDate: string; purpose: SurveyPurpose; siteLabel: string | null; siteAddress: string; sitePostcode: string | null };

/** The portal home's list of the customer's completed drain surveys (none: nothing shown). */
export function PortalSurveysCard({ surveys }: { surveys: Row[] | undefined }) {
  if (!surveys || surveys.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle asChild>
          <h2>Drain surveys</h2>
        </CardTitle>
      </CardHeader>
      <CardContent className="space-y-2">
        {surveys.map((s) => (
          <Link key={s.id} to={`/customer/surveys/${s.id}`} className="block rounded-md border p-3 hover:bg-muted">
            <span className="font-medium">
              {SURVEY_PURPOSE_LABELS[s.purpose]} survey, {formatDateLong(s.surveyDate)}
            </span>
            <span className="block text-sm text-muted-foreground">{siteLine({ label: s.siteLabel, address: s.siteAddress, postcode: s.sitePostcode })}</span>
          </Link>
        ))}
      </CardContent>
    </Card>
  );
}
