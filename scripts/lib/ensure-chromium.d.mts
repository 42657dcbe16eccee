// Types of ensure-chromium.mjs (plain JavaScript, run by scripts/test.mjs with Node alone).
export declare const CHROMIUM_CANDIDATES: string[];
export declare const CHROMIUM_PACKAGES: string[];

export type MachineFacts = {
  chromiumPath?: string;
  exists: (file: string) => boolean;
  isRoot: boolean;
  isDebian: boolean;
};

export type ChromiumPlan =
  | { action: "use"; path: string }
  | { action: "install"; message: string; commands: Array<{ command: string; args: string[]; env: Record<string, string> }>; path: string }
  | { action: "fail"; message: string };

export declare function chromiumPlan(facts: MachineFacts): ChromiumPlan;
export declare function machineFacts(): MachineFacts;
export declare function ensureChromium(options?: {
  facts?: MachineFacts;
  run?: (command: string, args: string[], options: { stdio: "inherit"; env: Record<string, string | undefined> }) => { status: number | null; signal?: string | null; error?: Error };
  log?: (line: string) => void;
}): string | undefined;
