// Linted where it is: one error (an import cycle with cycle-b.ts).
import { b } from "./cycle-b";

export const a = () => b;
