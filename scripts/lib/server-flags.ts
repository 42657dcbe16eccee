// How Node runs the production server. The heap is capped at 256 MB, so that the server stays
// within a small machine's memory (about 200-250 MB resident in all): without a cap V8 lets the
// heap grow to hold the garbage of the largest pages and keeps the memory. The server's own data
// take about 100 MB; exports stream their rows, so nothing needs the whole table in memory.
// `npm start` passes the same flags (package.json); to run with another size, start the server
// with `node --max-old-space-size=<MB> scripts/start.mjs`.
export const SERVER_NODE_FLAGS = ["--max-old-space-size=256"];
