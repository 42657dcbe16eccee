/**
 * Stage 2 of a draft: writing. Turns a plan into a title, a description and HTML sections about
 * that one subject in that one town. Figures (prices, attendance, guarantees, insurance) come from
 * the firm's facts only; the keywords are never pasted in as they were typed.
 */
import { areas, type Area } from "~/content/areas";
import {
  describePrice,
  emergencyAttendanceHours,
  faqPriceList,
  formatPenceAsPounds,
  guarantees,
  insuranceCover,
  quoteReplyMinutes,
  typicalEmergencyAttendanceMinutes,
} from "~/content/facts";
import type { Service } from "~/content/services";
import { fillTokens, type Business } from "~/lib/business";
import { sanitizePostHtml } from "~/lib/sanitize.server";
import { DESCRIPTION_MAX } from "../blog.schema";
import type { Plan } from "./plan.server";
import { capitalise, escapeHtml, fitLength, joinList, seededRandom, type Random } from "./text";
import { CATEGORY_BY_SERVICE, SEASON_ADVICE, SEASON_NAME, SERVICE_NOUN, type Season } from "./vocabulary";

export type DraftBusiness = Pick<Business, "name" | "phone" | "phoneHref">;

export type Written = { title: string; description: string; category: string; content: string };

type Ctx = {
  plan: Plan;
  business: DraftBusiness;
  rnd: Random;
  /** Escaped text with the business tokens filled in. */
  t: (text: string) => string;
  /** "Thatcham" or "West Berkshire". */
  place: string;
  /** " in Thatcham" or "". */
  inTown: string;
  /** Whether the attendance promise has been stated (it is stated once). */
  saidAttendance: boolean;
};

/** The season in an opening sentence, with the words people use for it. */
const SEASON_CLAUSE: Record<Season, string> = {
  winter: "in winter, when frost, freezing nights and frozen pipes arrive",
  autumn: "in autumn, when the leaves come down",
  spring: "in spring, when moss and nesting birds fill the gutters",
  summer: "in summer, with its heat, drought and barbecues",
  storms: "during storms, heavy rain and flooding",
};

const nameLower = (s: Service) => s.title.replace(/^CCTV/, "CCTV").replace(/\b(?!CCTV)([A-Z])/g, (m) => m.toLowerCase());

function attendanceSentence(c: Ctx) {
  c.saidAttendance = true;
  const within = `within ${emergencyAttendanceHours.from} to ${emergencyAttendanceHours.to} hours, typically in about ${typicalEmergencyAttendanceMinutes} minutes`;
  return c.rnd.pick([
    `For a genuine emergency${c.inTown} we aim to be with you ${within}, and the line is answered 24 hours a day on ${c.business.phone}.`,
    `In an emergency our engineers aim to reach ${c.place} ${within}; the phone is answered day and night on ${c.business.phone}.`,
    `Call ${c.business.phone} at any hour: for an emergency${c.inTown} we aim to be with you ${within}.`,
  ]);
}

/** Places of the town's page that are not towns with pages of their own. */
function neighbourhoods(area: Area) {
  const towns = new Set(areas.filter((a) => a.slug !== area.slug).map((a) => a.town.toLowerCase()));
  return (area.subAreas ?? []).filter((s) => !towns.has(s.toLowerCase()) && ![...towns].some((t) => s.toLowerCase().includes(t)));
}

/** Sentences of the town's own copy that name no other town and state no figure. */
function localSentences(area: Area, text: string) {
  const others = areas.filter((a) => a.slug !== area.slug).map((a) => a.town);
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .filter((s) => !others.some((o) => new RegExp(`\\b${o}\\b`).test(s)))
    .filter((s) => !/\d|£|\{/.test(s));
}

function intro(c: Ctx) {
  const { plan } = c;
  const subjects = plan.subjects.length ? joinList(plan.subjects) : "drainage problems";
  const when = plan.season ? ` ${SEASON_CLAUSE[plan.season]}` : "";
  const openers = [
    `Our engineers deal with ${subjects}${c.inTown} every week${when ? `, and more than ever${when}` : ""}, and most of the trouble can be spotted early.`,
    `When it comes to ${subjects}${c.inTown}, a little knowledge saves a lot of worry${when ? `, especially${when}` : ""}.`,
    `Calls about ${subjects}${c.inTown} reach our office more often than almost anything else${when ? `, particularly${when}` : ""}.`,
  ];
  const sentences = [openers[(plan.seed + plan.variant) % openers.length]];
  sentences.push(
    c.rnd.pick([
      `Here we look at ${plan.problem.name}: why it happens, the signs to watch for, what you can safely do yourself and when to call ${c.business.name}.`,
      `This article explains ${plan.problem.name}, how to recognise it and what we do about it when we are called out.`,
    ]),
  );
  if (plan.price) sentences.push("We also set out how much the work costs, using the same prices we quote on the phone.");
  return `<p>${c.t(sentences.join(" "))}</p>`;
}

function causes(c: Ctx, heading: string) {
  const p = c.plan.problem;
  const local = c.plan.area
    ? ` ${c.rnd.pick([`We see it in homes${c.inTown} of every age, though older properties suffer most.`, `Older houses${c.inTown} are the most prone to it, but newer estates are not immune.`, `It is one of the commonest causes of the calls we take${c.inTown}.`])}`
    : "";
  const [first, ...rest] = c.rnd.shuffle(p.causes);
  const opening = (c.plan.seed + c.plan.variant) % 2 === 0 ? first : `${c.rnd.pick(["Put simply", "In short", "The short answer"])}: ${first.charAt(0).toLowerCase()}${first.slice(1)}`;
  return `<h2>${c.t(heading)}</h2>\n<p>${c.t([opening, ...rest.slice(0, c.rnd.next() < 0.5 ? 0 : 1)].join(" ") + local)}</p>`;
}

function signs(c: Ctx, heading: string) {
  const p = c.plan.problem;
  const shown = c.rnd.shuffle(p.signs).slice(0, 2);
  return `<h2>${c.t(heading)}</h2>\n<ul>${shown.map((s) => `<li>${c.t(s)}</li>`).join("")}</ul>\n<p>${c.t(c.rnd.pick([`One of these on its own may be nothing, but two together usually mean ${p.name} needs attention.`, `If you notice either of these${c.inTown}, it is worth acting before it gets worse.`, `Catching the problem at this stage keeps the fix small and the bill low.`]))}</p>`;
}

function ownerSteps(c: Ctx, heading: string) {
  const p = c.plan.problem;
  const tip = c.rnd.pick(p.owner);
  const lead = c.rnd.pick([`A tip we give customers${c.inTown}: ${tip.charAt(0).toLowerCase()}${tip.slice(1)}`, `${tip}`, `Our engineers${c.inTown} give the same advice every time. ${tip}`]);
  return `<h2>${c.t(heading)}</h2>\n<p>${c.t(lead)}</p>\n<p>${c.t(c.rnd.pick([
    "Whatever the problem, avoid caustic drain cleaners: they rarely shift a real blockage and can damage older pipes and seals.",
    `Shop-bought chemical unblockers are best left on the shelf; we often find them sitting in the pipe, still caustic, when we arrive${c.inTown}.`,
    `Resist the urge to pour bleach or caustic soda down the drain: it rarely reaches the cause and makes the job more hazardous for whoever opens the drain next.`,
  ]))}</p>`;
}

function engineerSteps(c: Ctx, heading: string) {
  const { plan } = c;
  const link = `<a href="/services/${plan.service.slug}">${c.t(nameLower(plan.service))}</a>`;
  return [
    `<h2>${c.t(heading)}</h2>`,
    `<p>${c.t(c.rnd.pick(plan.problem.engineer))}</p>`,
    `<p>${c.t(c.rnd.pick([`Every visit${c.inTown} starts with a price agreed before any work begins, and you see the camera footage for yourself.`, `Before we start${c.inTown} we agree the price with you, and afterwards we show you the pipe on camera.`, `On every job${c.inTown} the price is agreed first and the result is shown to you on the camera screen.`]))} ${c.t(c.rnd.pick(["Read more about our", "There is more on our page about", "See our page on"]))} ${link}.</p>`,
  ].join("\n");
}

function seasonSection(c: Ctx) {
  const season = c.plan.season;
  if (!season) return "";
  const advice = SEASON_ADVICE[season];
  return [`<h2>${c.t(`${advice.heading}${c.inTown}`)}</h2>`, `<p>${c.t(advice.lead)}</p>`, `<ul>${advice.bullets.map((b) => `<li>${c.t(b)}</li>`).join("")}</ul>`].join("\n");
}

function localSection(c: Ctx) {
  const area = c.plan.area;
  if (!area) {
    const html = [`<h2>${c.t("Where we work")}</h2>`, `<p>${c.t(`We look after homes and businesses across West Berkshire and the surrounding villages, with engineers on the road every day of the year.`)}${c.saidAttendance ? "" : ` ${c.t(attendanceSentence(c))}`}</p>`];
    return html.join("\n");
  }
  const places = neighbourhoods(area);
  const including = places.length ? `, including ${joinList(c.rnd.shuffle(places).slice(0, 4))}` : "";
  const reach = c.rnd.pick([
    `We cover every ${area.town} postcode (${joinList(area.postcodes)})${including}.`,
    `Our engineers work across ${area.town}${including}, in ${joinList(area.postcodes)}.`,
  ]);
  const offset = (c.plan.seed + c.plan.variant * 2) % Math.max(1, area.localChallenges.length);
  const challenges = [...area.localChallenges.slice(offset), ...area.localChallenges.slice(0, offset)]
    .map((ch) => ({ title: ch.title, text: localSentences(area, fillTokens(ch.text, c.business)).join(" ") }))
    .filter((ch) => ch.text && !/\d/.test(ch.title) && !areas.some((a) => a.slug !== area.slug && ch.title.includes(a.town)))
    .slice(0, 2);
  const html = [
    `<h2>${c.t(c.rnd.pick([`What we see in ${area.town}`, `${area.town}: local knowledge`, `Drains in ${area.town}`]))}</h2>`,
    `<p>${c.t(reach)}${c.saidAttendance ? "" : ` ${c.t(attendanceSentence(c))}`}</p>`,
  ];
  const about = localSentences(area, fillTokens(`${area.intro} ${area.heroText}`, c.business)).filter((x) => !/\b(we|our|us)\b/i.test(x) || x.length < 200);
  const start = about.length ? (c.plan.seed + c.plan.variant * 3) % about.length : 0;
  const aboutShown = [...about.slice(start), ...about.slice(0, start)].slice(0, 2);
  if (aboutShown.length) html.push(`<p>${c.t(aboutShown.join(" "))}</p>`);
  if (challenges.length) html.push(`<ul>${challenges.map((ch) => `<li><strong>${c.t(ch.title)}</strong>: ${c.t(ch.text)}</li>`).join("")}</ul>`);
  html.push(`<p>${c.t("More about the area is on our page for")} <a href="/areas/${area.slug}">${c.t(`drainage services in ${area.town}`)}</a>.</p>`);
  return html.join("\n");
}

function priceSection(c: Ctx) {
  if (!c.plan.price) return "";
  const service = c.plan.service;
  const html = [
    `<h2>${c.t(`What it costs${c.inTown}`)}</h2>`,
    `<p>${c.t(`These are our standard prices for clearing blockages${c.inTown}, and we confirm the price before any work starts, so there are no hidden costs.`)}</p>`,
    `<ul>${faqPriceList.map((p) => `<li><strong>${c.t(p.label)}</strong>: ${c.t(describePrice(p))}</li>`).join("")}</ul>`,
  ];
  if (!["drain-unblocking", "emergency-callouts", "drain-cleaning"].includes(service.slug)) {
    html.push(`<p>${c.t(`The price of ${SERVICE_NOUN[service.slug].replace(/^an? /, "")} depends on the size of the job and what we find, so we quote it after a short conversation or a look on camera, in writing, before we start.`)}</p>`);
  }
  return html.join("\n");
}

type Faq = { q: string; a: string };

function faqSection(c: Ctx) {
  const { plan } = c;
  const serviceName = nameLower(plan.service);
  const bank: Faq[] = [
    { q: `Can I deal with ${plan.problem.name} myself?`, a: c.rnd.pick([
        `Often, if you catch it early. If the problem comes back within days, the cause is further down the pipe and needs an engineer with the right equipment.`,
        `Sometimes: the simple steps above clear a fresh problem, but a repeat${c.inTown ? ` call to an address${c.inTown}` : ""} usually means something in the pipe itself that only a camera will show.`,
        `A first attempt is fine, but stop if water rises or the problem returns, and call us rather than reaching for chemicals.`,
      ]) },
    {
      q: `Is your work${c.inTown} guaranteed?`,
      a: c.rnd.pick([
        `Yes. Unblocking and repair work carries our ${guarantees.workmanshipMonths}-month workmanship guarantee, and patch liners are guaranteed for ${guarantees.patchLiningYears}+ years.`,
        `It is: if the same fault returns within ${guarantees.workmanshipMonths} months because of our work, we come back${c.inTown} free of charge, and patch liners are guaranteed for ${guarantees.patchLiningYears}+ years.`,
      ]),
    },
    {
      q: `Are your engineers insured?`,
      a: c.rnd.pick([
        `Yes: we hold ${formatPenceAsPounds(insuranceCover.publicLiabilityPence / 1_000_000)} million public liability and ${formatPenceAsPounds(insuranceCover.professionalIndemnityPence / 1_000_000)} million professional indemnity insurance, and our engineers are City & Guilds qualified.`,
        `Fully. Every engineer who works${c.inTown} is City & Guilds qualified and covered by our ${formatPenceAsPounds(insuranceCover.publicLiabilityPence / 1_000_000)} million public liability insurance.`,
      ]),
    },
    { q: `Will I see what you found${c.inTown}?`, a: `Yes. We show you the camera footage before and after the work on ${serviceName} jobs, so you can see the result for yourself.` },
  ];
  if (!c.saidAttendance) bank.unshift({ q: `How quickly can you reach ${c.place}?`, a: attendanceSentence(c) });
  if (!plan.price) {
    const standard = faqPriceList[0];
    bank.push({ q: `How much does it cost to clear a blocked drain${c.inTown}?`, a: `Standard blockages start ${describePrice(standard)}, and we always confirm the price before we start.` });
  }
  const chosen = [bank[0], ...c.rnd.shuffle(bank.slice(1)).slice(0, 2)];
  return [
    `<h2>${c.t(c.rnd.pick([`Questions from ${c.place} customers`, `Questions we are often asked`, `Your questions answered`]))}</h2>`,
    ...chosen.map((f) => `<h3 class="faq-question">${c.t(f.q)}</h3>\n<p class="faq-answer">${c.t(f.a)}</p>`),
  ].join("\n");
}

function callToAction(c: Ctx) {
  const { plan } = c;
  const links = [plan.service, plan.secondService].filter((s): s is Service => Boolean(s)).map((s) => `<a href="/services/${s.slug}">${c.t(nameLower(s))}</a>`);
  return [
    `<h2>${c.t(plan.area ? c.rnd.pick([`Need a drainage engineer in ${plan.area.town}?`, `Book an engineer in ${plan.area.town}`, `Help in ${plan.area.town}, day or night`]) : "Talk to a local drainage engineer")}</h2>`,
    `<p><a href="${c.business.phoneHref}">${c.t(`Call ${c.business.phone}`)}</a>${c.t(c.rnd.pick([", day or night for emergencies, or ", " (the line never closes for emergencies), or ", " whenever you need us, or "]))}<a href="/#contact">${c.t("ask for a free quote")}</a>${c.t(` and we will reply within ${quoteReplyMinutes} minutes during office hours.`)} ${c.t("See also our pages on")} ${joinList(links)}.</p>`,
  ].join("\n");
}

function titleFor(c: Ctx) {
  const { plan } = c;
  const p = plan.problem.title;
  const season = plan.season ? capitalise(plan.season === "storms" ? "Storm" : SEASON_NAME[plan.season]) : "";
  if (plan.price) {
    return plan.variant % 2 === 0
      ? `${plan.service.title}${c.inTown}: What It Costs in ${plan.year} and What Affects the Price`
      : `${p}${c.inTown}: What the Fix Costs in ${plan.year}`;
  }
  switch (plan.structure) {
    case "guide":
      return `${p}${c.inTown}: Causes, Warning Signs and Fixes`;
    case "checklist":
      return `${season ? `${season} ` : ""}${p} Checklist for ${c.place} Homes`;
    case "questions":
      return `${p}${c.inTown}? Your Questions Answered`;
    case "local":
      return `${plan.service.title} in ${c.place}: ${p} and What to Do`;
  }
}

function descriptionFor(c: Ctx) {
  const { plan } = c;
  const options = [
    `What causes ${plan.problem.name}${c.inTown}, the signs to look for and when to call an engineer${plan.price ? ", with our standard prices" : ""}.`,
    `${capitalise(plan.problem.name)}${c.inTown}: why it happens and what to do about it.`,
  ];
  return options.find((o) => o.length <= DESCRIPTION_MAX) ?? fitLength(options[0], DESCRIPTION_MAX);
}

function categoryFor(plan: Plan) {
  if (plan.price) return "Pricing";
  if (plan.commercial) return "Commercial Drainage";
  if (plan.season && plan.structure === "checklist") return "Seasonal Advice";
  return CATEGORY_BY_SERVICE[plan.service.slug];
}

/** The title, description, category and HTML of the article a plan describes. */
export function writeArticle(plan: Plan, business: DraftBusiness): Written {
  const c: Ctx = {
    plan,
    business,
    rnd: seededRandom(plan.seed ^ Math.imul(plan.variant + 1, 0x9e3779b1)),
    t: (text) => escapeHtml(fillTokens(text, business)),
    place: plan.area?.town ?? "West Berkshire",
    inTown: plan.area ? ` in ${plan.area.town}` : "",
    saidAttendance: false,
  };
  const p = plan.problem;
  const isEmergency = plan.service.slug === "emergency-callouts" || p.id === "sewage";
  const parts: string[] = [intro(c)];
  if (isEmergency) parts.push(`<p>${c.t(`If the problem is urgent, call now rather than reading on. ${attendanceSentence(c)}`)}</p>`);
  switch (plan.structure) {
    case "guide":
      parts.push(causes(c, `Why ${p.name} happens`), signs(c, "The warning signs"), ownerSteps(c, "What you can do first"), engineerSteps(c, "What our engineers do"), seasonSection(c), localSection(c));
      break;
    case "checklist":
      parts.push(signs(c, `A checklist for ${p.name}`), seasonSection(c), ownerSteps(c, `Simple steps against ${p.name}`), causes(c, `What ${p.name} does to a pipe`), engineerSteps(c, `When to call us${c.inTown}`), localSection(c));
      break;
    case "questions":
      parts.push(causes(c, `What causes ${p.name}?`), signs(c, `How do I know it is ${p.name}?`), ownerSteps(c, `What can I do before calling an engineer${c.inTown}?`), engineerSteps(c, `What happens when our engineer arrives${c.inTown}?`), localSection(c), seasonSection(c));
      break;
    case "local":
      parts.push(localSection(c), causes(c, `${capitalise(p.name)}: the cause`), engineerSteps(c, "How we put it right"), signs(c, "Signs to look out for"), seasonSection(c), ownerSteps(c, "Keeping it from coming back"));
      break;
  }
  parts.push(priceSection(c), faqSection(c), callToAction(c));
  return {
    title: titleFor(c),
    description: descriptionFor(c),
    category: categoryFor(plan),
    content: sanitizePostHtml(parts.filter(Boolean).join("\n")),
  };
}
