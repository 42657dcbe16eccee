// Chat assistant quality: runs the labelled corpus (app/features/chat/corpus) through the
// built-in assistant and prints intent accuracy, slot accuracy, bookings completed, the median
// number of turns to book and the fallback rate on answerable messages.
//
//   npm run bench:chat-quality              the figures
//   npm run bench:chat-quality -- --verbose the figures and every failure
//
// Goals: intent ≥ 95%, slots ≥ 95%, every booking dialogue completed, fallback ≤ 3%.
// BENCH_STRICT=1 makes a missed goal exit non-zero.
import { runCorpus, formatReport } from "../app/features/chat/corpus/run";
import { respond } from "../app/features/chat/engine.server";

const started = performance.now();
const report = await runCorpus(respond);
console.log(formatReport(report, process.argv.includes("--verbose")));
console.log(`time: ${((performance.now() - started) / 1000).toFixed(1)} s`);
const met = report.intentAccuracy >= 0.95 && report.slotAccuracy >= 0.95 && report.bookingsCompleted === report.bookingDialogues && report.fallbackRate <= 0.03;
console.log(`goals ${met ? "met" : "not met"}`);
if (process.env.BENCH_STRICT === "1" && !met) process.exitCode = 1;
