/**
 * Home-page winter drainage tips.
 */

export interface WinterTip {
  title: string;
  text: string;
  /** lucide-react icon name. */
  icon: string;
}

export const winterTipsHeading = "Winter Drainage Tips";

export const winterTipsIntro =
  "Cold snaps and heavy rain put drains under more strain than at any other time of year. A few simple steps now can save you an emergency callout on a frozen January night.";

export const winterTips: WinterTip[] = [
  {
    title: "Insulate Outdoor Pipes",
    text: "Lag exposed pipes, outside taps and the waste pipes from washing machines and condensing boilers with foam insulation. A frozen condensate pipe is the most common reason boilers stop working in a cold snap, and frozen waste pipes can split.",
    icon: "Snowflake",
  },
  {
    title: "Never Pour Fats Down Drains",
    text: "Christmas roasts mean more fat than usual. Let it cool, scrape it into a container and bin it. In cold pipes fat sets hard almost immediately and binds with food scraps into blockages that only jetting will shift.",
    icon: "CookingPot",
  },
  {
    title: "Install Drain Guards",
    text: "Fit guards over outside gullies and hoppers, and strainers in sinks and showers. They stop autumn leaves, moss and hair getting into the drains, and cost a few pounds compared with an unblocking visit.",
    icon: "ShieldCheck",
  },
  {
    title: "Regular Professional Pre-Winter Checks",
    text: "An autumn clean and camera check catches root ingress, cracked joints and silt build-up before the wettest months. Book early: October and November are our busiest months for preventative visits.",
    icon: "CalendarCheck",
  },
];
