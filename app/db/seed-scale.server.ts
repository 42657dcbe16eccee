/**
 * A large firm's volume of data, made by set-based SQL: customers with UK names, addresses and
 * postcodes around Newbury and Reading, jobs spread over five years (and a busy current month),
 * quotes and invoices with their lines in realistic statuses, chats, enquiries and blog posts, and
 * one customer in 200 with a later second record (likely duplicates for the office to find). Used
 * by `npm run seed:scale` (the full volume, for bench/run.ts) and by the query-plan test (a small
 * volume). Phone numbers are from Ofcom's drama ranges and e-mail addresses use the reserved
 * example domains. Rows are written in the order of their creation time, as a live table's are
 * (the planner counts on that correlation when it reads a list newest first).
 */
/** The volume of `npm run seed:scale`. */
export const SCALE = {
  customers: 100_000,
  jobs: 250_000,
  jobsThisMonth: 10_000,
  portalCustomerJobs: 2_000,
  quotes: 100_000,
  invoices: 100_000,
  /** Issued against the oldest sent and overdue invoices, each taking a tenth off the balance. */
  creditNotes: 10_000,
  chats: 20_000,
  enquiries: 25_000,
  blogPosts: 1_000,
  engineers: 20,
  /** CCTV surveys (of one job in twelve here), each with two runs and two observations in each. */
  surveys: 20_000,
};

/** A volume to load (`engineers` defaults to SCALE's). */
export type Scale = Omit<typeof SCALE, "engineers" | "surveys"> & { engineers?: number; surveys?: number };

export const SCALE_ADMIN_EMAIL = "scale.admin@example.com";
export const SCALE_PORTAL_EMAIL = "busy.landlord@example.net";

const FIRST_NAMES = [
  "James", "Oliver", "Harry", "George", "Jack", "Thomas", "William", "Daniel", "Matthew", "David",
  "Paul", "Mark", "Peter", "Andrew", "Richard", "Michael", "Simon", "Stephen", "Chris", "Ian",
  "Olivia", "Amelia", "Emily", "Sophie", "Jessica", "Charlotte", "Emma", "Hannah", "Lucy", "Sarah",
  "Rebecca", "Laura", "Claire", "Helen", "Karen", "Susan", "Rachel", "Joanne", "Priya", "Aisha",
];
// Common British surnames, Smith among them about as often as in the country (1 in 60 here).
const LAST_NAMES = [
  "Smith", "Jones", "Taylor", "Brown", "Williams", "Wilson", "Johnson", "Davies", "Robinson", "Wright",
  "Thompson", "Evans", "Walker", "White", "Roberts", "Green", "Hall", "Wood", "Jackson", "Clarke",
  "Patel", "Khan", "Lewis", "Harris", "Martin", "Cooper", "King", "Lee", "Baker", "Hill",
  "Ward", "Turner", "Moore", "Parker", "Morris", "Cook", "Bennett", "Bell", "Price", "Griffiths",
  "Carter", "Phillips", "Mitchell", "Edwards", "Shaw", "Kelly", "Allen", "Young", "Hughes", "Scott",
  "Adams", "Mason", "Ellis", "Fisher", "Murray", "Powell", "Watson", "Barnes", "Webb", "Goldsmith",
];
const STREETS = [
  "Craven Road", "Bartholomew Street", "Oxford Road", "London Road", "Andover Road", "Bath Road",
  "Station Road", "Church Lane", "The Broadway", "Kennet Close", "Pound Street", "Enborne Road",
  "Wokingham Road", "Basingstoke Road", "Tilehurst Road", "Castle Hill", "Mill Lane", "Park Way",
  "High Street", "Northcroft Lane", "Shaw Road", "Greenham Road", "Hambridge Road", "Westfield Road",
];
// Towns and their postcode districts.
const TOWNS: [string, string][] = [
  ["Newbury", "RG14"], ["Thatcham", "RG19"], ["Reading", "RG1"], ["Reading", "RG2"], ["Reading", "RG30"],
  ["Tilehurst", "RG31"], ["Hungerford", "RG17"], ["Hermitage", "RG18"], ["Theale", "RG7"],
  ["Kintbury", "RG20"], ["Woodley", "RG5"], ["Earley", "RG6"], ["Wokingham", "RG40"],
];
const JOB_TITLES: [string, string][] = [
  ["drain_unblocking", "Blocked kitchen drain"], ["drain_unblocking", "Blocked toilet and soil stack"],
  ["drain_unblocking", "Slow-draining bath and basin"], ["cctv_survey", "CCTV drain survey before purchase"],
  ["cctv_survey", "CCTV survey of collapsed pipe"], ["drain_repairs", "Patch liner repair"],
  ["drain_repairs", "Replace cracked gully"], ["drain_cleaning", "High-pressure jetting of main drain"],
  ["drain_cleaning", "Descale and jet soil pipe"], ["drainage_maintenance", "Quarterly drain maintenance"],
  ["drainage_maintenance", "Gutter clearance and downpipe flush"], ["emergency_callout", "Emergency flooding callout"],
  ["emergency_callout", "Sewage backing up into garden"],
];

const sqlText = (values: string[]) => `array[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(",")}]::text[]`;
/** A random element of an array literal (1-based in SQL). */
const pick = (array: string, length: number) => `(${array})[1 + floor(random() * ${length})::int]`;

/**
 * The SQL that loads `scale` into an empty database, as labelled steps, set-based (generate_series)
 * so that the full volume takes a minute or two. The customer with SCALE_PORTAL_EMAIL gets
 * `portalCustomerJobs` jobs and 50 quotes and invoices.
 */
export function scaleStatements(scale: Scale = SCALE): [string, string][] {
  const first = sqlText(FIRST_NAMES);
  const last = sqlText(LAST_NAMES);
  const streets = sqlText(STREETS);
  const towns = sqlText(TOWNS.map(([t]) => t));
  const districts = sqlText(TOWNS.map(([, d]) => d));
  const titles = sqlText(JOB_TITLES.map(([, t]) => t));
  const services = sqlText(JOB_TITLES.map(([s]) => s));
  const letters = `'ABDEFGHJLNPQRSTUWXYZ'`;
  const monthStart = `(date_trunc('month', now() at time zone 'Europe/London') at time zone 'Europe/London')`;
  return [
    ["seed", "select setseed(0.2026)"],
    [
      "customers",
      `insert into customers (name, phone, email, postcode, address, is_commercial, notes, created_at, updated_at)
       select case when i = 1 then 'Morgan Lettings (Alex Morgan)'
                   when commercial then l || ' ' || (array['Property Services Ltd','& Sons','Estates','Lettings','Arms'])[1 + i % 5]
                   else f || ' ' || l end,
              case when i % 3 = 0 then '01632 960' else '07700 900' end || lpad((i % 1000)::text, 3, '0'),
              case when i = 1 then '${SCALE_PORTAL_EMAIL}' when i % 7 = 0 then null
                   else lower(f) || '.' || lower(l) || i || (array['@example.com','@example.org','@example.net'])[1 + i % 3] end,
              d || ' ' || (1 + i % 9) || substr(${letters}, 1 + i % 20, 1) || substr(${letters}, 1 + (i / 20) % 20, 1),
              (1 + i % 180) || ' ' || s || ', ' || t,
              commercial,
              case when i % 11 = 0 then 'Side gate code 1234; dog in garden.' end,
              created, created
         from (select i, i % 10 = 1 as commercial, ${pick(first, FIRST_NAMES.length)} f, ${pick(last, LAST_NAMES.length)} l,
                      ${pick(streets, STREETS.length)} s, town, (${districts})[town] d, (${towns})[town] t,
                      now() - random() * interval '6 years' created
                 from (select i, 1 + floor(random() * ${TOWNS.length})::int town from generate_series(1, ${scale.customers}) i) g) x
        order by 8`,
    ],
    [
      // One customer in 200 has a second record made later, as the office finds them: half by a chat
      // booking or an enquiry with the same phone number under a shortened name and no address yet,
      // half with a title and the same postcode and address but another phone and e-mail.
      "near-duplicates",
      `insert into customers (name, phone, email, postcode, address, is_commercial, notes, created_at, updated_at)
       select case when n % 400 = 0 then left(name, 1) || '. ' || regexp_replace(name, '^[^ ]+ ', '') else 'Mrs ' || name end,
              case when n % 400 = 0 then phone else '07700 900' || lpad((n % 997)::text, 3, '0') end,
              case when n % 400 = 0 then null else 'second.record' || n || '@example.org' end,
              case when n % 400 = 0 then null else postcode end,
              case when n % 400 = 0 then 'Address to be confirmed' else address end,
              false, 'Created from a contact-form enquiry.', later, later
         from (select c.*, c.created_at + random() * (now() - c.created_at) later
                 from (select c.*, row_number() over (order by created_at, id) n from customers c) c
                where c.n % 200 = 0) x
        order by later`,
    ],
    [
      // Every customer's first site is at their address; one in ten (landlords, agents, farms) has
      // three more, numbered houses on the same street.
      "sites",
      `insert into customer_sites (customer_id, address, postcode, created_at, updated_at)
       select id, address, postcode, created_at, created_at from customers order by created_at;
       insert into customer_sites (customer_id, label, address, postcode, access_notes, created_at, updated_at)
       select c.id, 'Property ' || n, (10 + n * 7) || ' ' || regexp_replace(c.address, '^[0-9]+ ', ''), c.postcode,
              case when n = 2 then 'Key safe by the back door; code from the office.' end, c.created_at + interval '1 day' * n, c.created_at
         from customers c cross join generate_series(1, 3) n
        where c.phone like '%0' or c.email = '${SCALE_PORTAL_EMAIL}'`,
    ],
    [
      // One in five has a contact besides the account holder: a tenant, an agent or their accounts team.
      "contacts",
      `insert into customer_contacts (customer_id, name, role, phone, email, receives_documents, receives_visit_notices, created_at, updated_at)
       select c.id, (array['Accounts team','Tenant','Letting agent'])[1 + k] || ' of ' || split_part(c.name, ' ', 1),
              (array['accounts','tenant','agent'])[1 + k]::contact_role,
              '07700 9' || lpad((abs(hashtext(c.id::text)) % 100000)::text, 5, '0'),
              case when k <> 1 then 'contact.' || left(c.id::text, 8) || '@example.com' end,
              k = 0, k = 1, c.created_at, c.created_at
         from (select c.*, abs(hashtext(c.id::text)) % 3 k from customers c where abs(hashtext(c.id::text)) % 5 = 0) c`,
    ],
    [
      "customer numbers",
      `create temp table c_seq as
         select row_number() over (order by created_at, id)::int rn, id, address,
                (select s.id from customer_sites s where s.customer_id = c.id order by s.created_at, s.id limit 1) site_id
           from customers c where email is distinct from '${SCALE_PORTAL_EMAIL}'
         union all select 0, id, address, (select s.id from customer_sites s where s.customer_id = c.id order by s.created_at, s.id limit 1)
           from customers c where email = '${SCALE_PORTAL_EMAIL}';
       create unique index on c_seq (rn); analyze c_seq`,
    ],
    [
      "jobs",
      `insert into jobs (customer_id, site_id, title, description, service_type, status, priority, scheduled_date, estimated_duration, location_address, created_at, updated_at)
       select c.id, c.site_id, (${titles})[k], case when g.i % 4 = 0 then 'Customer reports a bad smell and slow drainage; access from the side passage.' end,
              (${services})[k]::service_type,
              (case when sched is null then (array['enquiry','quoted'])[1 + g.i % 2]
                    when g.i % 23 = 0 then 'cancelled'
                    when sched < now() - interval '1 day' then 'completed'
                    when sched < now() then 'in_progress'
                    else 'scheduled' end)::job_status,
              (case when g.i % 50 = 0 then 'emergency' when g.i % 7 = 0 then 'high' when g.i % 5 = 0 then 'low' else 'medium' end)::job_priority,
              sched, (1 + g.i % 8) * 0.5, c.address,
              coalesce(least(sched, now()) - random() * interval '20 days', now() - random() * interval '5 years'),
              now()
         from (select i, 1 + floor(random() * ${JOB_TITLES.length})::int k,
                      case when i <= ${scale.portalCustomerJobs} then 0 else 1 + floor(random() * ${scale.customers - 1})::int end rn,
                      case when i % 40 = 0 then null
                           when i <= ${scale.portalCustomerJobs + scale.jobsThisMonth} and i > ${scale.portalCustomerJobs}
                             then date_trunc('hour', ${monthStart} + random() * (${monthStart} + interval '1 month' - ${monthStart}))
                           when i % 12 = 0 then date_trunc('hour', now() + random() * interval '90 days')
                           else date_trunc('hour', now() - random() * interval '5 years') end
                      + interval '30 minutes' * (i % 2) sched
                 from generate_series(1, ${scale.jobs}) i) g
         join c_seq c on c.rn = g.rn
        order by 11`,
    ],
    [
      // The field work: engineers working Monday to Friday 08:00–17:00, and a visit for every dated job
      // that is not cancelled (as the field-work migration made them). From four weeks back on, the
      // diary is what the engineers can do: full up to a week ahead, six visits of up to 90 minutes
      // each working day for every engineer (08:00 to 17:00, one engineer each, in turn), and thinner
      // beyond, three a day (mornings booked, afternoons free), as a real diary fills from the front;
      // the jobs dated beyond that (and at weekends) have no visit and wait to be scheduled.
      "engineers and visits",
      `insert into "user" (id, name, email, email_verified)
       select 'scale-engineer-' || i, ${pick(first, FIRST_NAMES.length)} || ' ' || ${pick(last, LAST_NAMES.length)}, 'engineer' || i || '@example.com', true
         from generate_series(1, ${scale.engineers ?? SCALE.engineers}) i;
       insert into user_roles (user_id, role) select id, 'engineer' from "user" where id like 'scale-engineer-%';
       insert into engineer_hours (user_id, weekday, start_minute, end_minute)
       select id, d, 480, 1020 from "user" cross join generate_series(1, 5) d where id like 'scale-engineer-%';
       insert into visits (job_id, day, start_minute, duration_minutes, status)
       select id, (scheduled_date at time zone 'Europe/London')::date,
              (extract(hour from scheduled_date at time zone 'Europe/London') * 60 + extract(minute from scheduled_date at time zone 'Europe/London'))::smallint,
              greatest(15, least(1440, round(coalesce(estimated_duration, 1) * 60)))::smallint,
              (case when status = 'completed' then 'done' else 'scheduled' end)::visit_status
         from jobs where scheduled_date is not null and status <> 'cancelled' order by scheduled_date;
       with recent as (select id, day, row_number() over (partition by day order by start_minute, id) - 1 n from visits where day >= current_date - 28)
       delete from visits v using recent r
        where v.id = r.id and (extract(isodow from r.day) > 5 or r.n >= (case when r.day <= current_date + 6 then 6 else 3 end) * ${scale.engineers ?? SCALE.engineers});
       with recent as (select id, row_number() over (partition by day order by start_minute, id) - 1 n from visits where day >= current_date - 28)
       update visits v set start_minute = 480 + (r.n / ${scale.engineers ?? SCALE.engineers}) * 90, duration_minutes = least(v.duration_minutes, 90)
         from recent r where v.id = r.id;
       insert into visit_engineers (visit_id, user_id)
       select id, 'scale-engineer-' || (1 + (row_number() over (partition by day order by start_minute, id) - 1) % ${scale.engineers ?? SCALE.engineers})
         from visits where day >= current_date - 28`,
    ],
    [
      "quotes",
      `insert into quotes (customer_id, site_id, quote_number, service_type, description, subtotal_pence, vat_amount_pence, total_pence, status, valid_until, terms, sent_at, responded_at, responded_via, created_at, updated_at)
       select c.id, c.site_id, 'Q-' || case when g.i < 100000 then lpad(g.i::text, 5, '0') else g.i::text end,
              (${services})[k]::service_type, (${titles})[k], sub, round(sub * 0.2), sub + round(sub * 0.2),
              st::quote_status, (created at time zone 'Europe/London')::date + 30,
              'Payment within 14 days of completion.',
              case when st <> 'draft' then created + interval '1 hour' end,
              case when st in ('accepted','rejected') then created + interval '3 days' end,
              case when st in ('accepted','rejected') then 'portal'::response_via end,
              created, created
         from (select i, 1 + floor(random() * ${JOB_TITLES.length})::int k,
                      case when i <= 50 then 0 else 1 + floor(random() * ${scale.customers - 1})::int end rn,
                      (8000 + floor(random() * 240000))::int sub,
                      (array['accepted','accepted','accepted','accepted','sent','sent','rejected','expired','expired','draft'])[1 + i % 10] st,
                      now() - random() * interval '5 years' created
                 from generate_series(1, ${scale.quotes}) i) g
         join c_seq c on c.rn = g.rn
        order by 15`,
    ],
    [
      "quote lines",
      `insert into quote_items (quote_id, position, description, quantity, unit_price_pence, line_total_pence)
       select id, p, case p when 1 then coalesce(description, 'Drain work') else 'Call-out and disposal' end, 1,
              case p when 1 then subtotal_pence - 4500 else 4500 end, case p when 1 then subtotal_pence - 4500 else 4500 end
         from quotes cross join generate_series(1, 2) p`,
    ],
    [
      "invoices",
      `insert into invoices (customer_id, site_id, invoice_number, status, subtotal_pence, vat_amount_pence, total_pence, issue_date, due_date, paid_date, paid_pence, sent_via, sent_at, cancelled_at, created_at, updated_at)
       select c.id, c.site_id, 'INV-' || case when g.i < 100000 then lpad(g.i::text, 5, '0') else g.i::text end,
              st::invoice_status, sub, round(sub * 0.2), sub + round(sub * 0.2),
              (created at time zone 'Europe/London')::date, (created at time zone 'Europe/London')::date + 14,
              case when st = 'paid' then (created at time zone 'Europe/London')::date + 9 end,
              case when st = 'paid' then sub + round(sub * 0.2) when st = 'partly_paid' then (sub + round(sub * 0.2)) / 2 else 0 end,
              case when st <> 'draft' then 'email'::send_channel end,
              case when st <> 'draft' then created end,
              case when st = 'cancelled' then created + interval '2 days' end,
              created, created
         from (select i, case when i <= 50 then 0 else 1 + floor(random() * ${scale.customers - 1})::int end rn,
                      (8000 + floor(random() * 240000))::int sub,
                      case when i % 20 = 0 then 'draft' when i % 20 = 1 then 'cancelled' when i % 13 = 0 then 'overdue'
                           when i % 11 = 0 then 'sent' when i % 17 = 0 then 'partly_paid' else 'paid' end st,
                      now() - random() * interval '5 years' created
                 from generate_series(1, ${scale.invoices}) i) g
         join c_seq c on c.rn = g.rn
        order by 15`,
    ],
    [
      "payments",
      `insert into payments (invoice_id, amount_pence, paid_on, method, recorded_by_label, created_at)
       select id, paid_pence, coalesce(paid_date, issue_date + 3),
              (array['bank_transfer','card','cash','cheque'])[1 + abs(hashtext(id::text)) % 4]::payment_method,
              'Scale Office', created_at + interval '9 days'
         from invoices where paid_pence > 0`,
    ],
    [
      "invoice lines",
      `insert into invoice_items (invoice_id, position, description, quantity, unit_price_pence, line_total_pence)
       select id, p, case p when 1 then 'Drain clearance and jetting' else 'Call-out and disposal' end, 1,
              case p when 1 then subtotal_pence - 4500 else 4500 end, case p when 1 then subtotal_pence - 4500 else 4500 end
         from invoices cross join generate_series(1, 2) p`,
    ],
    [
      "credit notes",
      `insert into credit_notes (customer_id, site_id, invoice_id, credit_note_number, status, subtotal_pence, vat_amount_pence, total_pence, issue_date, reason, settlement, sent_at, sent_via, created_at, updated_at)
       select customer_id, site_id, id, 'CN-' || lpad(n::text, 5, '0'), 'issued', sub, round(sub * 0.2), sub + round(sub * 0.2),
              issue_date + 2, 'One visit of the work was not needed', 'balance', created_at + interval '2 days', 'email', created_at + interval '2 days', created_at + interval '2 days'
         from (select i.*, row_number() over (order by created_at, id) n, round(subtotal_pence * 0.1)::int sub
                 from invoices i where status in ('sent', 'overdue') order by created_at, id limit ${scale.creditNotes}) g`,
    ],
    [
      "credit note lines",
      `insert into credit_note_items (credit_note_id, position, description, quantity, unit_price_pence, line_total_pence)
       select id, 1, 'Drain clearance and jetting (part)', 1, subtotal_pence, subtotal_pence from credit_notes`,
    ],
    ["credited invoices", `update invoices i set credited_pence = c.total_pence from credit_notes c where c.invoice_id = i.id`],
    [
      "document numbers",
      `select setval('quote_number_seq', ${scale.quotes}); select setval('invoice_number_seq', ${scale.invoices}); select setval('credit_note_number_seq', greatest(1, (select count(*) from credit_notes)))`,
    ],
    [
      // CCTV surveys: of one job in every jobs/surveys (in the order jobs were made), dated on the job's day;
      // those of completed jobs are complete. Two runs each, graded A, B or C in turn, with a joint
      // and a crack in each run.
      "surveys",
      `insert into surveys (job_id, survey_date, purpose, status, completed_at, weather, equipment, created_at, updated_at)
       select id, (coalesce(scheduled_date, created_at) at time zone 'Europe/London')::date,
              (array['pre_purchase', 'blockage', 'insurance_claim', 'pre_repair', 'post_repair'])[1 + n % 5]::survey_purpose,
              (case when status = 'completed' then 'complete' else 'draft' end)::survey_status,
              case when status = 'completed' then coalesce(scheduled_date, created_at) + interval '2 hours' end,
              'Dry', 'Crawler camera, 150 mm', created_at, created_at
         from (select j.*, row_number() over (order by created_at, id) n from jobs j) g
        where n % ${Math.max(1, Math.floor(scale.jobs / (scale.surveys ?? scale.jobs / 12)))} = 0 order by created_at, id limit ${scale.surveys ?? Math.round(scale.jobs / 12)};
       insert into survey_runs (survey_id, position, from_point, to_point, direction, use, material, shape, diameter_mm, length_surveyed_m, structural_grade, service_grade, serviceability, created_at, updated_at)
       select s.id, p, 'MH' || p, 'MH' || (p + 1), 'downstream', 'foul', 'Clay', 'Circular', 100, 6.5 + p * 2,
              g.grade, 1, (array['A', 'B', 'C'])[g.grade]::serviceability_grade, s.created_at, s.created_at
         from surveys s cross join generate_series(1, 2) p
        cross join lateral (select 1 + (abs(hashtext(s.id::text)) + p) % 3 grade) g;
       insert into survey_observations (run_id, distance_m, code, clock_from, clock_to, remark, created_at, updated_at)
       select r.id, o.distance, o.code, o.clock_from, o.clock_to, o.remark, r.created_at, r.created_at
         from survey_runs r
        cross join (values (0.0, 'ST', null::smallint, null::smallint, null::text), (2.4, 'CC', 12::smallint, 3::smallint, 'Circumferential crack at the joint')) o(distance, code, clock_from, clock_to, remark)`,
    ],
    [
      "chats",
      `insert into chat_conversations (state, ip, created_at, updated_at)
       select '{}'::jsonb, '192.0.2.' || (i % 250), t, t + interval '4 minutes'
         from (select i, now() - random() * interval '2 years' t from generate_series(1, ${scale.chats}) i) g
        order by 3;
       insert into chat_messages (conversation_id, role, content, created_at)
       select id, (case when m % 2 = 1 then 'user' else 'assistant' end)::chat_role,
              (array['Hi, my kitchen sink drain is blocked, can you help?',
                     'Yes, we can. We unblock drains across Newbury and Reading, usually the same day.',
                     'How much does it cost?',
                     'Drain unblocking starts from £85 plus VAT. Would you like to book a visit?'])[m],
              created_at + m * interval '1 minute'
         from chat_conversations cross join generate_series(1, 4) m`,
    ],
    [
      "enquiries",
      `insert into enquiries (source, first_name, last_name, phone, email, service, message, status, ip, created_at, updated_at)
       select (array['contact_form','contact_form','chat','portal'])[1 + i % 4]::enquiry_source, f, l,
              '07700 900' || lpad((i % 1000)::text, 3, '0'), lower(f) || '.' || lower(l) || i || '@example.com',
              (array['Drain unblocking','CCTV survey','Drain repairs','Gutter cleaning'])[1 + i % 4],
              'Water is backing up in the downstairs toilet. Could someone come this week?',
              (case when t > now() - interval '14 days' then 'new' when i % 3 = 0 then 'contacted' else 'closed' end)::enquiry_status,
              '192.0.2.' || (i % 250), t, t
         from (select i, ${pick(first, FIRST_NAMES.length)} f, ${pick(last, LAST_NAMES.length)} l,
                      now() - random() * interval '3 years' t from generate_series(1, ${scale.enquiries}) i) g
        order by 10`,
    ],
    [
      "blog posts",
      `insert into blog_posts (slug, title, description, keywords, category, read_time, content, status, published_date, created_at, updated_at)
       select 'drain-advice-' || i, t || ' (' || i || ')', 'Practical advice from our engineers: ' || lower(t) || '.',
              'drains, gutters, Newbury', (array['Advice','Maintenance','Local'])[1 + i % 3], '4 min read',
              repeat('Our engineers see this every week across West Berkshire. Keep fat out of the sink, and have gutters cleared each autumn. ', 20),
              (case when i % 10 = 0 then 'draft' else 'published' end)::blog_status,
              case when i % 10 <> 0 then (now() - i * interval '1 day')::date end, now() - i * interval '1 day', now()
         from (select i, (array['How to spot a blocked drain early','What a CCTV drain survey shows','Looking after your gutters in winter',
                               'When to call an emergency drain engineer'])[1 + i % 4] t
                 from generate_series(1, ${scale.blogPosts}) i) g`,
    ],
    [
      // What the audit log and the e-mail log would hold for all that (the customer timeline reads them):
      // each record made, quotes and invoices sent by e-mail, answered, paid, cancelled; jobs moved on
      // (none later than now).
      "history",
      `insert into audit_log (actor_label, action, entity_type, entity_id, changes, created_at, customer_id)
       select 'the system', 'create', 'customer', id::text, jsonb_build_object('name', name), created_at, id from customers
       union all
       select 'Scale Office (${SCALE_ADMIN_EMAIL})', 'create', 'job', id::text, jsonb_build_object('title', title, 'status', 'enquiry'), created_at, customer_id from jobs
       union all
       select 'Scale Office (${SCALE_ADMIN_EMAIL})', 'update', 'job', id::text,
              jsonb_build_object('status', jsonb_build_object('from', 'enquiry', 'to', status::text)), least(created_at + interval '1 day', now()), customer_id
         from jobs where status <> 'enquiry'
       union all
       select 'Scale Office (${SCALE_ADMIN_EMAIL})', 'create', kind, id::text, jsonb_build_object(kind || 'Number', number), created_at, customer_id from (
         select 'quote' kind, id, quote_number number, created_at, customer_id from quotes
         union all select 'invoice', id, invoice_number, created_at, customer_id from invoices) d
       union all
       select 'Scale Office (${SCALE_ADMIN_EMAIL})', 'send', d.kind, d.id::text,
              jsonb_build_object('status', jsonb_build_object('from', 'draft', 'to', 'sent'), 'number', d.number, 'to', coalesce(c.email, 'office@example.com')), d.sent_at, d.customer_id
         from (select 'quote' kind, id, customer_id, quote_number number, sent_at from quotes where sent_at is not null
               union all select 'invoice', id, customer_id, invoice_number, sent_at from invoices where sent_at is not null) d
         join customers c on c.id = d.customer_id
       union all
       select c.name, case when q.status = 'accepted' then 'accept' else 'decline' end, 'quote', q.id::text,
              jsonb_build_object('via', 'portal', 'signedName', case when q.status = 'accepted' then c.name end), least(q.responded_at, now()), q.customer_id
         from quotes q join customers c on c.id = q.customer_id where q.responded_at is not null
       union all
       select 'the system', 'expire', 'quote', id::text, jsonb_build_object('status', jsonb_build_object('from', 'sent', 'to', 'expired')), least(valid_until + interval '1 day', now()), customer_id
         from quotes where status = 'expired'
       union all
       select 'Scale Office (${SCALE_ADMIN_EMAIL})', 'record_payment', 'invoice', i.id::text,
              jsonb_build_object('amount', '£' || to_char(p.amount_pence / 100.0, 'FM999,999,990.00'), 'paidOn', p.paid_on, 'method', initcap(replace(p.method::text, '_', ' ')),
                                 'balance', '£' || to_char(i.balance_pence / 100.0, 'FM999,999,990.00')),
              least(p.paid_on + interval '10 hours', now()), i.customer_id
         from payments p join invoices i on i.id = p.invoice_id
       union all
       select 'Scale Office (${SCALE_ADMIN_EMAIL})', 'cancel', 'invoice', id::text, jsonb_build_object('status', jsonb_build_object('from', 'sent', 'to', 'cancelled')), cancelled_at, customer_id
         from invoices where cancelled_at is not null
        order by 6;
       insert into email_log ("to", subject, text, status, attempts, customer_id, about, created_at, sent_at)
       select coalesce(c.email, 'office@example.com'), 'Your ' || d.kind || ' ' || d.number || ' from the drainage office', '-', 'sent', 1, d.customer_id, d.kind || ':' || d.id, d.sent_at, d.sent_at
         from (select 'quote' kind, id, customer_id, quote_number number, sent_at from quotes where sent_at is not null
               union all select 'invoice', id, customer_id, invoice_number, sent_at from invoices where sent_at is not null) d
         join customers c on c.id = d.customer_id
        order by 8`,
    ],
    // Statistics for the planner and a visibility map for index-only scans, as autovacuum would leave them.
    ["statistics", "vacuum analyze"],
  ];
}

