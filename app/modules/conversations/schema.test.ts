import { describe, expect, it } from "vitest";
import { BODY_MAX, ConversationMessageSchema, NewConversationFormSchema, NewConversationSchema, ReplyFormSchema, SUBJECT_MAX } from "./schema";

describe("conversation schemas", () => {
  it("take a subject and a body, about a vacancy or an application", () => {
    const id = "6f1c7c1e-3d0a-4a43-9d1e-0a4b1c2d3e4f";
    expect(NewConversationSchema.parse({ subject: " Vraag ", body: " Hoi ", vacancyId: id })).toEqual({ subject: "Vraag", body: "Hoi", vacancyId: id });
    expect(NewConversationSchema.safeParse({ subject: "Vraag", body: "Hoi", vacancyId: "nope" }).success).toBe(false);
  });

  it("refuse an empty or over-long message, and unknown members", () => {
    expect(ConversationMessageSchema.safeParse({ body: "   " }).success).toBe(false);
    expect(ConversationMessageSchema.safeParse({ body: "x".repeat(BODY_MAX + 1) }).success).toBe(false);
    expect(ConversationMessageSchema.safeParse({ body: "x".repeat(BODY_MAX) }).success).toBe(true);
    expect(ConversationMessageSchema.safeParse({ body: "Hoi", authorId: "someone" }).success).toBe(false);
    expect(NewConversationSchema.safeParse({ subject: "x".repeat(SUBJECT_MAX + 1), body: "Hoi" }).success).toBe(false);
  });

  it("take the page's CSRF token beside the fields, the API no unknown members", () => {
    expect(NewConversationFormSchema.safeParse({ subject: "Vraag", body: "Hoi", csrf: "token" }).success).toBe(true);
    expect(NewConversationSchema.safeParse({ subject: "Vraag", body: "Hoi", csrf: "token" }).success).toBe(false);
  });

  it("tell the reply form by its intent", () => {
    expect(ReplyFormSchema.safeParse({ intent: "reply", body: "Dank je" }).success).toBe(true);
    expect(ReplyFormSchema.safeParse({ intent: "other", body: "Dank je" }).success).toBe(false);
  });
});
