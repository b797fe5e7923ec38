/** Queries, mutations, actions and errors through the real ConvexClient. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ConvexClient } from "convex/browser";
import { makeFunctionReference } from "convex/server";
import { api } from "./fixture/convex/_generated/api";
import { client, fileServer, waitForValue } from "./helpers";
import { refusalOf } from "../../convex/refusal.helpers";

const server = fileServer({ OPENAI_API_KEY: "sk-test-visible" });
let a: ConvexClient;
let b: ConvexClient;

beforeAll(async () => {
  a = client(server.url);
  b = client(server.url);
});

afterAll(async () => {
  await a?.close();
  await b?.close();
});

describe("sync protocol", () => {
  it("updates a subscription when another client's mutation commits", async () => {
    const seen = waitForValue<Array<{ body: string }>>(b, api.messages.list, {}, (v) => v.some((m) => m.body === "hello from a"));
    const id = await a.mutation(api.messages.send, { body: "hello from a" });
    const list = await seen;
    expect(list.find((m) => m.body === "hello from a")).toMatchObject({ _id: id });
  });

  it("resolves a mutation only once its own change is visible to the caller", async () => {
    let latest: Array<{ body: string }> = [];
    const unsub = a.onUpdate(api.messages.list, {}, (v) => (latest = v));
    await waitForValue(a, api.messages.list, {}, () => true);
    await a.mutation(api.messages.send, { body: "visible at resolve" });
    expect(latest.some((m) => m.body === "visible at resolve")).toBe(true);
    unsub();
  });

  it("runs an action that calls a mutation", async () => {
    const id = await a.action(api.messages.sendFromAction, { body: "via action" });
    const doc = await a.query(api.messages.get, { id: id as never });
    expect(doc).toMatchObject({ body: "via action", author: "action" });
  });

  it("reports an error thrown in a mutation with its message, and rolls it back", async () => {
    const before = (await a.query(api.messages.list, {})).length;
    await expect(a.mutation(api.messages.fail, { message: "boom: nothing saved" })).rejects.toThrow(/Uncaught Error: boom: nothing saved/);
    expect((await a.query(api.messages.list, {})).length).toBe(before);
  });

  it("passes ConvexError data to the caller", async () => {
    expect(await refusalOf(a.mutation(api.messages.failWithData, {}))).toEqual({ code: "NOPE", detail: "structured" });
  });

  it("sends an error's message without the server's stack frames or file paths, like a production deployment", async () => {
    for (const call of [a.mutation(api.messages.fail, { message: "boom" }), a.mutation(api.messages.failWithData, {})]) {
      const message = String(((await call.catch((e: unknown) => e)) as Error).message);
      expect(message).toMatch(/Server Error/);
      expect(message).not.toMatch(/\bat \w|convex\/|\.ts:\d|\.js:\d/);
    }
  });

  it("rejects invalid arguments with a validation error", async () => {
    const bad = a.mutation(api.messages.send, { body: 42 as unknown as string });
    await expect(bad).rejects.toThrow(/ArgumentValidationError/);
    await expect(a.query(api.messages.get, { id: "not-an-id" as never })).rejects.toThrow(/ArgumentValidationError/);
  });

  it("refuses internal functions and unknown paths", async () => {
    const secret = makeFunctionReference<"mutation">("messages:secret");
    await expect(a.mutation(secret, {})).rejects.toThrow(/Could not find public function for 'messages:secret'/);
    await expect(a.query(makeFunctionReference<"query">("messages:secretQuery"), {})).rejects.toThrow(/Could not find public function/);
    await expect(a.action(makeFunctionReference<"action">("nope:nothing"), {})).rejects.toThrow(/Could not find public function for 'nope:nothing'/);
    await expect(a.mutation(makeFunctionReference<"mutation">("messages:list"), {})).rejects.toThrow(/as Mutation, but it is defined as Query/);
  });

  it("shows functions only the variables meant for them", async () => {
    const env = await a.query(api.messages.envVisible, {});
    expect(env).toMatchObject({ openai: "sk-test-visible", home: null, path: null, hasKey: true });
    expect(env.site).toBe(server.url);
  });

  it("delivers queued mail to the outbox file and marks it sent", async () => {
    await a.mutation(api.email.enqueue, { to: "ana@example.org", subject: "Reset your password", text: "Code: 123456" });
    await waitForValue<string[]>(a, api.email.statuses, {}, (v) => v.length === 1 && v[0] === "sent");
    const log = readFileSync(join(server.dataDir, "outbox.log"), "utf8");
    expect(log).toContain("To:      ana@example.org");
    expect(log).toContain("Subject: Reset your password");
    expect(log).toContain("Code: 123456");
  });

  it("serves the HTTP API", async () => {
    const ok = await fetch(`${server.url}/api/query`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ path: "messages:list", args: {}, format: "convex_encoded_json" }),
    });
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as { status: string }).status).toBe("success");
    const bad = await fetch(`${server.url}/api/mutation`, {
      method: "POST",
      body: JSON.stringify({ path: "messages:failWithData", args: {}, format: "convex_encoded_json" }),
    });
    expect(bad.status).toBe(560);
    expect(await bad.json()).toMatchObject({ status: "error", errorData: { code: "NOPE" } });
  });
});
