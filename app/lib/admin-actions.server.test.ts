import { DomainError } from "~/lib/domain-error";
import type { StaffActor } from "~/lib/actor";
import { log } from "~/lib/log.server";
import { randomUUID } from "node:crypto";
import { count, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { getDb } from "~/db/client.server";
import { customers, jobs } from "~/db/schema";
import { customerSchema } from "~/features/customers/customers.schema";
import { createCustomer, updateCustomer } from "~/features/customers/customers.server";
import { jobSchema } from "~/features/jobs/jobs.schema";
import { createJob } from "~/features/jobs/jobs.server";
import { makeStaff } from "../../tests/support/factories";
import { saveFormThenRedirect, type FormReply } from "./admin-actions.server";
import { fieldErrors, parseForm } from "./forms";

const actor: StaffActor = { kind: "staff", role: "admin", id: "form-actions-test-admin", email: "form.actions@example.com", name: "Office" };

beforeAll(async () => {
  await makeStaff({ id: actor.id, email: "form.actions@example.com" });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function form(values: Record<string, string>) {
  const formData = new FormData();
  for (const [name, value] of Object.entries(values)) formData.append(name, value);
  return formData;
}

/** What an action answered: a Response (redirect), or React Router's `data()` with its status. */
function answered(result: unknown): { status: number; body?: FormReply; headers?: Headers } {
  if (result instanceof Response) return { status: result.status, headers: result.headers };
  const { data, init } = result as { data: FormReply; init: ResponseInit | null };
  return { status: init?.status ?? 200, body: data };
}

const customerForm = { intent: "save", name: "Harriet Vane", phone: "01635 123456", email: "", postcode: "rg14 5ng", address: "3 Craven Road, Newbury", notes: "" };

function saveCustomer(formData: FormData, save?: (input: z.output<typeof customerSchema>) => Promise<unknown>) {
  return saveFormThenRedirect({
    submission: parseForm(formData, customerSchema),
    save: save ?? ((input) => createCustomer({ actor, input })),
    failedTitle: "Failed to create customer",
    logMessage: "customer save failed",
    successUrl: "/admin/customers",
    successTitle: "Customer created successfully",
  });
}

async function customersNamed(name: string) {
  const [{ n }] = await getDb().select({ n: count() }).from(customers).where(eq(customers.name, name));
  return n;
}

describe("saveFormThenRedirect", () => {
  it("saves what the schema parsed and redirects with the success toast", async () => {
    const name = `Harriet ${randomUUID().slice(0, 8)}`;
    const res = answered(await saveCustomer(form({ ...customerForm, name, isCommercial: "on" })));
    expect(res.status).toBe(302);
    expect(res.headers!.get("Location")).toBe("/admin/customers");
    expect(res.headers!.get("Set-Cookie")).toMatch(/^toast=/);
    const [stored] = await getDb().select().from(customers).where(eq(customers.name, name));
    expect(stored).toMatchObject({ phone: "01635 123456", postcode: "RG14 5NG", email: null, isCommercial: true });
  });

  it("answers a bad submission with 400, the field's message and what was typed, and changes nothing", async () => {
    const name = `Bad Phone ${randomUUID().slice(0, 8)}`;
    const res = answered(await saveCustomer(form({ ...customerForm, name, phone: "01635 2" })));
    expect(res.status).toBe(400);
    expect(res.body!.result.error).toEqual({ phone: ["Enter a valid UK phone number"] });
    expect(res.body!.result.initialValue).toMatchObject({ name, phone: "01635 2", address: customerForm.address });
    expect(res.body!.toast).toEqual({ title: "Failed to create customer", description: "Please correct the highlighted fields." });
    expect(await customersNamed(name)).toBe(0);
  });

  it("gives every empty required field its own message, as the browser does", async () => {
    const res = answered(await saveCustomer(form({ intent: "save", name: " ", phone: "", address: "" })));
    expect(res.status).toBe(400);
    expect(res.body!.result.error).toEqual({
      name: ["Name is required"],
      phone: ["Phone is required"],
      address: ["Address is required"],
    });
  });

  it("puts the domain's refusal on the field it names, with a 400, and stores nothing", async () => {
    const title = `Orphan job ${randomUUID().slice(0, 8)}`;
    const res = answered(
      await saveFormThenRedirect({
        submission: parseForm(form({ title, customerId: randomUUID(), serviceType: "drain_cleaning", status: "enquiry", priority: "high" }), jobSchema),
        save: (input) => createJob({ actor, input }),
        failedTitle: "Failed to create job",
        logMessage: "job save failed",
        successUrl: "/admin/jobs",
        successTitle: "Job created successfully",
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body!.result.error).toEqual({ customerId: ["The chosen customer no longer exists. Choose another."] });
    expect(res.body!.result.initialValue).toMatchObject({ title, priority: "high" });
    expect(res.body!.toast).toEqual({ title: "Failed to create job", description: "The chosen customer no longer exists. Choose another." });
    const [{ n }] = await getDb().select({ n: count() }).from(jobs).where(eq(jobs.title, title));
    expect(n).toBe(0);
  });

  it("shows a domain error that names no field as the form's message", async () => {
    const res = answered(
      await saveCustomer(form(customerForm), async () => {
        throw new DomainError("invalid", "This customer has jobs, quotes or invoices. Delete those first; a customer with records is kept.");
      }),
    );
    expect(res.status).toBe(400);
    expect(res.body!.result.error).toEqual({ "": ["This customer has jobs, quotes or invoices. Delete those first; a customer with records is kept."] });
  });

  it("answers a record that is not there with 404", async () => {
    const thrown = await saveCustomer(form(customerForm), (input) => updateCustomer({ actor, id: randomUUID(), input })).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(404);
  });

  it("logs anything else and answers 500, keeping what was typed", async () => {
    const logged = vi.spyOn(log, "error").mockImplementation(() => {});
    const res = answered(
      await saveCustomer(form(customerForm), async () => {
        throw new Error("connection reset");
      }),
    );
    expect(res.status).toBe(500);
    expect(res.body!.result.error).toEqual({ "": ["Failed to create customer. Please try again."] });
    expect(res.body!.result.initialValue).toMatchObject({ name: customerForm.name });
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), "customer save failed");
    logged.mockRestore();
  });

  describe("a form with a list", () => {
    const linesSchema = z.object({
      lines: z.array(z.object({ description: z.string().trim().min(1, "Describe the work") })).min(1, "Add a line"),
    });
    const saveLines = (formData: FormData, save: () => Promise<unknown> = async () => {}) =>
      saveFormThenRedirect({
        submission: parseForm(formData, linesSchema),
        save,
        failedTitle: "Failed to save",
        logMessage: "lines save failed",
        successUrl: "/admin",
        successTitle: "Saved",
      });

    it("answers an 'Add line' button pressed without JavaScript with the longer list, no error and no toast", async () => {
      const formData = form({ "lines[0].description": "Jetting" });
      formData.append("__intent__", JSON.stringify({ type: "insert", payload: { name: "lines" } }));
      const res = answered(await saveLines(formData));
      expect(res.status).toBe(200);
      expect(res.body!.toast).toBeUndefined();
      expect(res.body!.result.intent).toMatchObject({ type: "insert" });
    });

    it("names a wrong line's field as the form does (lines[1].description)", async () => {
      const res = answered(await saveLines(form({ "lines[0].description": "Jetting", "lines[1].description": " " })));
      expect(res.status).toBe(400);
      expect(res.body!.result.error).toEqual({ "lines[1].description": ["Describe the work"] });
      expect(fieldErrors(linesSchema.safeParse({ lines: [{ description: "x" }, { description: "" }] }).error!)).toEqual({
        "lines[1].description": "Describe the work",
      });
    });

    it("puts a domain error about a line on that line's field", async () => {
      const res = answered(
        await saveLines(form({ "lines[0].description": "Jetting" }), async () => {
          throw new DomainError("invalid", "Please correct the highlighted fields.", { fieldErrors: { "lines[0].description": "Not a service we offer" } });
        }),
      );
      expect(res.status).toBe(400);
      expect(res.body!.result.error).toEqual({ "lines[0].description": ["Not a service we offer"] });
    });
  });
});
