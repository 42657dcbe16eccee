import { PortalLinksCard } from "~/components/portal-links-card";
import { SURVEY_PURPOSE_LABELS, type SurveyPurpose } from "~/db/survey-enums";
import { siteLine } from "~/lib/addresses";
import { formatDateLong } from "~/lib/business-day";

type Row = { id: string; surveyDate: string; purpose: SurveyPurpose; siteLabel: string | null; siteAddress: string; sitePostcode: string | null };

/** The portal home's list of the customer's completed drain surveys (none: nothing shown). */
export function PortalSurveysCard({ surveys = [] }: { surveys: Row[] | undefined }) {
  return (
    <PortalLinksCard
      title="Drain surveys"
      links={surveys.map((s) => ({
        id: s.id,
        to: `/customer/surveys/${s.id}`,
        title: `${SURVEY_PURPOSE_LABELS[s.purpose]} survey, ${formatDateLong(s.surveyDate)}`,
        detail: siteLine({ label: s.siteLabel, address: s.siteAddress, postcode: s.sitePostcode }),
      }))}
    />
  );
}
