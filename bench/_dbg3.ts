import { DIALOGUES } from "../app/features/chat/corpus/dialogues";
import { runDialogue } from "../app/features/chat/corpus/run";
import { respond } from "../app/features/chat/engine.server";
for (const d of DIALOGUES) {
  const r = await runDialogue(respond, d);
  if (!r.problems.length) continue;
  console.log("##", d.name);
  d.turns.forEach((t, i) => console.log("  >", t.say, "\n   <", r.replies[i]?.slice(0, 160).replace(/\n/g, " ")));
}
