// Linted where it is: one error (an import cycle with cycle-a.ts).
import { a } from "./cycle-a";

export const b = () => a;
