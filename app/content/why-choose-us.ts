/**
 * Home-page "Why choose us" cards and the stats strip.
 * Copy may contain `{business}` and `{phone}`, substituted at render time.
 */

export interface WhyChooseUsCard {
  title: string;
  text: string;
  /** lucide-react icon name. */
  icon: string;
}

export interface StatItem {
  /** Display value, e.g. "500+". */
  value: string;
  label: string;
  /** lucide-react icon name. */
  icon: string;
}

export const whyChooseUsHeading = "Why Choose {business}?";

export const whyChooseUsIntro =
  "A local, family-run drainage firm with more than twenty years' experience keeping the drains of Newbury, Reading and West Berkshire flowing.";

export const whyChooseUs: WhyChooseUsCard[] = [
  {
    title: "20+ Years Experience",
    text: "Established in 2000, we have cleared, surveyed and repaired thousands of drains, from Victorian terraces to racing yards. Whatever is wrong with yours, we have almost certainly seen it before.",
    icon: "Award",
  },
  {
    title: "Local Newbury Experts",
    text: "We live and work in the area, not at a national call centre. Our engineers know the local housing, the rivers and the roads, which means faster arrivals and better-informed advice.",
    icon: "MapPin",
  },
  {
    title: "24/7 Emergency Service",
    text: "Drains do not keep office hours. Our emergency line is answered day and night, weekends and bank holidays included, with same-day response as standard.",
    icon: "Clock",
  },
  {
    title: "Fully Qualified Team",
    text: "City & Guilds qualified technicians, certified in CCTV surveying and high-pressure jetting, fully insured and registered with the Environment Agency as a waste carrier.",
    icon: "GraduationCap",
  },
  {
    title: "Customer Satisfaction",
    text: "Clear prices agreed before we start, tidy engineers who protect your home, and a rating of 5.0 out of 5 from our customers. We are not happy until you are.",
    icon: "ThumbsUp",
  },
  {
    title: "Guaranteed Work",
    text: "Every job is guaranteed. If the same problem comes back because of something we missed, we return and fix it free, and our patch liners carry a 50+ year guarantee.",
    icon: "ShieldCheck",
  },
];

export const stats: StatItem[] = [
  { value: "500+", label: "Jobs Completed", icon: "CheckCircle" },
  { value: "20+", label: "Years Experience", icon: "Award" },
  { value: "100%", label: "Satisfaction", icon: "Star" },
  { value: "24/7", label: "Emergency Service", icon: "Clock" },
];
