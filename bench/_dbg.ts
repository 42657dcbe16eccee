import { understand } from "../app/features/chat/nlu.server";
for (const t of process.argv.slice(2)) { const u = await understand(t); console.log(JSON.stringify({t, n:u.normalised, i:u.intent, s:u.score.toFixed(2), unseen:u.unseen, places:u.places.map(p=>p.place.name)})); }
