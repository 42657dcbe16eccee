// Chat assistant quality: runs the labelled corpus (app/features/chat/corpus) through the
// assistant and prints intent accuracy, slot accuracy, bookings completed, the median number of
// turns to book and the fallback rate on answerable messages.
//
//   npm run bench:chat-quality              the figures (the built-in assistant)
//   npm run bench:chat-quality -- --verbose the figures and every failure
//   LLM_BASE_URL=http://host:port/v1 [LLM_API_KEY=… LLM_MODEL=…] npm run bench:chat-quality
//                                           the same corpus through the model path, as the chat runs
//                                           it: the model words the replies through its tools, and
//                                           the built-in assistant answers a turn the model fails
//                                           (counted and printed). --engine ignores LLM_BASE_URL.
//
// It runs on the tuning corpus and on each held-out set (corpus/held-out.ts), which is
// never tuned on. Goals: tuning intent ≥ 95%, slots ≥ 95%, every booking dialogue completed,
// fallback ≤ 3%; held out intent ≥ 90%, slots ≥ 95%, every booking dialogue completed.
// BENCH_STRICT=1 makes a missed goal exit non-zero.
import { HELD_OUT_SETS } from "../app/features/chat/corpus/held-out";
import { runCorpus, formatReport, type Assistant } from "../app/features/chat/corpus/run";
import { respond } from "../app/features/chat/engine.server";
import { respondPreferringModel, type ModelConfig } from "../app/features/chat/llm.server";

const baseUrl = process.argv.includes("--engine") ? "" : (process.env.LLM_BASE_URL ?? "").trim();
const config: ModelConfig | null = baseUrl ? { baseUrl, apiKey: process.env.LLM_API_KEY || undefined, model: process.env.LLM_MODEL || undefined } : null;
let turns = 0;
const fallbacks = new Map<string, number>();
const assistant: Assistant = config
  ? (input) => {
      turns++;
      return respondPreferringModel({
        ...input,
        config,
        onFallback: (err) => {
          const why = err instanceof Error ? err.message.replace(/£[\d, .£]+/g, "£…") : String(err);
          fallbacks.set(why, (fallbacks.get(why) ?? 0) + 1);
        },
      });
    }
  : respond;

const started = performance.now();
const report = await runCorpus(assistant);
const heldOutReports = [];
for (const set of HELD_OUT_SETS) heldOutReports.push(await runCorpus(assistant, set.messages, set.dialogues));
const heldOut = heldOutReports[0];
console.log(config ? `assistant: the model at ${config.baseUrl} (${config.model ?? "default model"})` : "assistant: built-in");
console.log("\n── tuning corpus ──");
console.log(formatReport(report, process.argv.includes("--verbose")));
for (const [i, set] of HELD_OUT_SETS.entries()) {
  console.log(`\n── ${set.title} ──`);
  console.log(formatReport(heldOutReports[i], process.argv.includes("--verbose")));
}
if (config) {
  const n = [...fallbacks.values()].reduce((a, b) => a + b, 0);
  console.log(`turns answered by the built-in assistant after the model failed: ${n}/${turns}`);
  for (const [why, count] of [...fallbacks].sort((a, b) => b[1] - a[1])) console.log(`  ${count} × ${why}`);
}
console.log(`time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
const tuningMet = report.intentAccuracy >= 0.95 && report.slotAccuracy >= 0.95 && report.bookingsCompleted === report.bookingDialogues && report.fallbackRate <= 0.03;
const heldOutMet = heldOut.intentAccuracy >= 0.9 && heldOut.slotAccuracy >= 0.95 && heldOut.bookingsCompleted === heldOut.bookingDialogues;
console.log(`goals on the tuning corpus (intent ≥ 95%, slots ≥ 95%, every booking, fallback ≤ 3%): ${tuningMet ? "met" : "not met"}`);
console.log(`goals on the held-out corpus (intent ≥ 90%, slots ≥ 95%, every booking): ${heldOutMet ? "met" : "not met"}`);
const met = tuningMet && heldOutMet;
if (process.env.BENCH_STRICT === "1" && !met) process.exitCode = 1;
