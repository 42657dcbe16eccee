import { spawn } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { getPaymentDetails, paymentInstructions } from "./business.server";
import { EnvError, parseEnv, resetEnv } from "./env.server";

const root = path.resolve(import.meta.dirname, "../..");

describe("bank details in the configuration", () => {
  afterEach(() => {
    for (const name of ["BANK_NAME", "BANK_ACCOUNT_NAME", "BANK_SORT_CODE", "BANK_ACCOUNT_NUMBER"]) {
      delete process.env[name];
    }
    resetEnv();
  });

  it("has fictional defaults, the account in the business's name", () => {
    const env = parseEnv({ BUSINESS_NAME: "Kennet Drains" });
    expect(env).toMatchObject({
      BANK_NAME: "Example Bank plc",
      BANK_ACCOUNT_NAME: "Kennet Drains",
      BANK_SORT_CODE: "00-00-00",
      BANK_ACCOUNT_NUMBER: "00000000",
    });
  });

  it("accepts a sort code as NN-NN-NN or six digits and keeps it as NN-NN-NN", () => {
    expect(parseEnv({ BANK_SORT_CODE: "20-45-77" }).BANK_SORT_CODE).toBe("20-45-77");
    expect(parseEnv({ BANK_SORT_CODE: "204577" }).BANK_SORT_CODE).toBe("20-45-77");
    expect(parseEnv({ BANK_SORT_CODE: " 204577 " }).BANK_SORT_CODE).toBe("20-45-77");
  });

  it.each(["20-45-7", "2045777", "20 45 77", "20-45-7a", "20--4577"])("refuses the sort code %j, naming the variable", (value) => {
    expect(() => parseEnv({ BANK_SORT_CODE: value })).toThrow(EnvError);
    expect(() => parseEnv({ BANK_SORT_CODE: value })).toThrow(/BANK_SORT_CODE: must be a sort code like 12-34-56/);
  });

  it.each(["1234567", "123456789", "1234 5678", "abcdefgh"])("refuses the account number %j, naming the variable", (value) => {
    expect(() => parseEnv({ BANK_ACCOUNT_NUMBER: value })).toThrow(/BANK_ACCOUNT_NUMBER: must be exactly 8 digits/);
  });

  it("gives the payment details and an invoice's instructions with its number as reference", () => {
    process.env.BANK_NAME = "Thames Valley Bank";
    process.env.BANK_ACCOUNT_NAME = "Kennet Drains Ltd";
    process.env.BANK_SORT_CODE = "401234";
    process.env.BANK_ACCOUNT_NUMBER = "12345678";
    resetEnv();
    expect(getPaymentDetails()).toEqual({
      bankName: "Thames Valley Bank",
      accountName: "Kennet Drains Ltd",
      sortCode: "40-12-34",
      accountNumber: "12345678",
    });
    expect(paymentInstructions("INV-00042")).toEqual({
      bankName: "Thames Valley Bank",
      accountName: "Kennet Drains Ltd",
      sortCode: "40-12-34",
      accountNumber: "12345678",
      reference: "INV-00042",
    });
  });

  it("stops the server at start with a message naming a bad sort code", async () => {
    // The configuration is checked before anything else, so the server exits without a database.
    const child = spawn(process.execPath, ["--import", "tsx", path.join(root, "server/index.ts")], {
      cwd: root,
      env: { ...process.env, BANK_SORT_CODE: "12-34", DATA_DIR: path.join(root, "data-never-created") },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let output = "";
    child.stdout.on("data", (d: Buffer) => (output += d.toString()));
    child.stderr.on("data", (d: Buffer) => (output += d.toString()));
    const code = await new Promise<number | null>((resolve) => child.once("exit", resolve));
    expect(code).toBe(1);
    expect(output).toContain("Invalid configuration");
    expect(output).toMatch(/BANK_SORT_CODE: must be a sort code/);
  });
});

describe("TRUST_PROXY", () => {
  it("trusts no proxy by default, nor when empty, none, false or 0", () => {
    expect(parseEnv({}).TRUST_PROXY).toBe(false);
    for (const value of ["", "none", "false", "0", " NONE "]) expect(parseEnv({ TRUST_PROXY: value }).TRUST_PROXY, value).toBe(false);
  });

  it("takes a hop count, or a list of addresses, ranges and keywords", () => {
    expect(parseEnv({ TRUST_PROXY: "2" }).TRUST_PROXY).toBe(2);
    expect(parseEnv({ TRUST_PROXY: "loopback, 10.0.0.0/8, 192.0.2.7, 2001:db8::/32, 172.16.0.0/255.240.0.0" }).TRUST_PROXY).toEqual([
      "loopback",
      "10.0.0.0/8",
      "192.0.2.7",
      "2001:db8::/32",
      "172.16.0.0/255.240.0.0",
    ]);
  });

  it.each(["true", "10.0.0.0/33", "not-an-address", "loopback, 300.1.2.3", "2001:db8::/129"])("refuses %j, naming the variable", (value) => {
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(EnvError);
    expect(() => parseEnv({ TRUST_PROXY: value })).toThrow(/TRUST_PROXY/);
  });
});

describe("the number of worker processes", () => {
  it("defaults to the number of cores, at least one", () => {
    expect(parseEnv({}).WEB_CONCURRENCY).toBe(Math.max(1, os.availableParallelism()));
    expect(parseEnv({ WEB_CONCURRENCY: "3" }).WEB_CONCURRENCY).toBe(3);
  });

  it.each(["0", "-1", "1.5", "two", "65"])("refuses WEB_CONCURRENCY=%j, naming the variable", (value) => {
    expect(() => parseEnv({ WEB_CONCURRENCY: value })).toThrow(/WEB_CONCURRENCY: must be/);
  });
});
